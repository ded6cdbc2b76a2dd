//! The `agc017d` binary: `grundy::problems::agc017d` through the shared driver (`agc017d --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::agc017d::run()
}

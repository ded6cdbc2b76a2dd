//! The `agc002e` binary: `grundy::problems::agc002e` through the shared driver (`agc002e --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::agc002e::run()
}

//! The `agc010f` binary: `grundy::problems::agc010f` through the shared driver (`agc010f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::agc010f::run()
}

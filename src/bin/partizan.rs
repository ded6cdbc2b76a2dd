//! The `partizan` binary: `grundy::problems::partizan` through the shared driver (`partizan --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::partizan::run()
}

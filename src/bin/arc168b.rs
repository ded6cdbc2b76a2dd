//! The `arc168b` binary: `grundy::problems::arc168b` through the shared driver (`arc168b --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::arc168b::run()
}

//! The `abc297g` binary: `grundy::problems::abc297g` through the shared driver (`abc297g --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc297g::run()
}

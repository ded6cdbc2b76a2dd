//! The `subtraction_nim` binary: `grundy::problems::subtraction_nim` through the shared driver (`subtraction_nim --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::subtraction_nim::run()
}

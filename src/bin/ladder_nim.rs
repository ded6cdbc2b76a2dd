//! The `ladder_nim` binary: `grundy::problems::ladder_nim` through the shared driver (`ladder_nim --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::ladder_nim::run()
}

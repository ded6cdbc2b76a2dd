//! The `anti_nim` binary: `grundy::problems::anti_nim` through the shared driver (`anti_nim --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::anti_nim::run()
}

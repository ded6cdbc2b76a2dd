//! The `moore_nim` binary: `grundy::problems::moore_nim` through the shared driver (`moore_nim --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::moore_nim::run()
}

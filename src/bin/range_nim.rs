//! The `range_nim` binary: `grundy::problems::range_nim` through the shared driver (`range_nim --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::range_nim::run()
}

//! The `hdu2516` binary: `grundy::problems::hdu2516` through the shared driver (`hdu2516 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu2516::run()
}

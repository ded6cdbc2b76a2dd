//! The `hdu2147` binary: `grundy::problems::hdu2147` through the shared driver (`hdu2147 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu2147::run()
}

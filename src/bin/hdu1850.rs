//! The `hdu1850` binary: `grundy::problems::hdu1850` through the shared driver (`hdu1850 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu1850::run()
}

//! The `hdu1517` binary: `grundy::problems::hdu1517` through the shared driver (`hdu1517 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu1517::run()
}

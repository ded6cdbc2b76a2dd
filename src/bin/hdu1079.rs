//! The `hdu1079` binary: `grundy::problems::hdu1079` through the shared driver (`hdu1079 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu1079::run()
}

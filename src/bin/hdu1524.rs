//! The `hdu1524` binary: `grundy::problems::hdu1524` through the shared driver (`hdu1524 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu1524::run()
}

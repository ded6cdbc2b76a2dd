//! The `hdu3404` binary: `grundy::problems::hdu3404` through the shared driver (`hdu3404 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu3404::run()
}

//! The `hdu3032` binary: `grundy::problems::hdu3032` through the shared driver (`hdu3032 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu3032::run()
}

//! The `hdu3537` binary: `grundy::problems::hdu3537` through the shared driver (`hdu3537 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu3537::run()
}

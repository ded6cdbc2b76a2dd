//! The `hdu3590` binary: `grundy::problems::hdu3590` through the shared driver (`hdu3590 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu3590::run()
}

//! The `hdu3595` binary: `grundy::problems::hdu3595` through the shared driver (`hdu3595 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu3595::run()
}

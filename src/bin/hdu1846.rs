//! The `hdu1846` binary: `grundy::problems::hdu1846` through the shared driver (`hdu1846 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu1846::run()
}

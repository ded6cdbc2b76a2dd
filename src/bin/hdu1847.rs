//! The `hdu1847` binary: `grundy::problems::hdu1847` through the shared driver (`hdu1847 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu1847::run()
}

//! The `hdu1729` binary: `grundy::problems::hdu1729` through the shared driver (`hdu1729 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu1729::run()
}

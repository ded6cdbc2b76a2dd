//! The `hdu1536` binary: `grundy::problems::hdu1536` through the shared driver (`hdu1536 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu1536::run()
}

//! The `hdu4315` binary: `grundy::problems::hdu4315` through the shared driver (`hdu4315 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu4315::run()
}

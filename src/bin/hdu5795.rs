//! The `hdu5795` binary: `grundy::problems::hdu5795` through the shared driver (`hdu5795 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu5795::run()
}

//! The `hdu3094` binary: `grundy::problems::hdu3094` through the shared driver (`hdu3094 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu3094::run()
}

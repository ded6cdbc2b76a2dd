//! The `hdu2177` binary: `grundy::problems::hdu2177` through the shared driver (`hdu2177 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hdu2177::run()
}

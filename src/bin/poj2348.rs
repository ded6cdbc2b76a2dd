//! The `poj2348` binary: `grundy::problems::poj2348` through the shared driver (`poj2348 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::poj2348::run()
}

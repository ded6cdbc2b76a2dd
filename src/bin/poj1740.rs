//! The `poj1740` binary: `grundy::problems::poj1740` through the shared driver (`poj1740 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::poj1740::run()
}

//! The `poj1704` binary: `grundy::problems::poj1704` through the shared driver (`poj1704 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::poj1704::run()
}

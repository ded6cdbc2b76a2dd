//! The `poj3537` binary: `grundy::problems::poj3537` through the shared driver (`poj3537 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::poj3537::run()
}

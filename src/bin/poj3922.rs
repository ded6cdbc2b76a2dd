//! The `poj3922` binary: `grundy::problems::poj3922` through the shared driver (`poj3922 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::poj3922::run()
}

//! The `poj3710` binary: `grundy::problems::poj3710` through the shared driver (`poj3710 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::poj3710::run()
}

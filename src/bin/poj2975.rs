//! The `poj2975` binary: `grundy::problems::poj2975` through the shared driver (`poj2975 --help`).
fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<grundy::problems::poj2975::Poj2975>()
}

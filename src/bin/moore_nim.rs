//! The `moore_nim` binary: `grundy::problems::moore_nim` through the shared driver (`moore_nim --help`).
fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<grundy::problems::moore_nim::MooreNim>()
}

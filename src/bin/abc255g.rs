//! The `abc255g` binary: `grundy::problems::abc255g` through the shared driver (`abc255g --help`).
fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<grundy::problems::abc255g::Abc255g>()
}

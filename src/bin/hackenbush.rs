//! The `hackenbush` binary: `grundy::problems::hackenbush` through the shared driver (`hackenbush --help`).
fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<grundy::problems::hackenbush::Hackenbush>()
}

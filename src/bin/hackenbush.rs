//! The `hackenbush` binary: `grundy::problems::hackenbush` through the shared driver (`hackenbush --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::hackenbush::run()
}

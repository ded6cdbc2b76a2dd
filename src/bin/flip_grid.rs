//! The `flip_grid` binary: `grundy::problems::flip_grid` through the shared driver (`flip_grid --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::flip_grid::run()
}

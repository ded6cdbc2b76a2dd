//! The `fibonacci_piles` binary: `grundy::problems::fibonacci_piles` through the shared driver (`fibonacci_piles --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::fibonacci_piles::run()
}

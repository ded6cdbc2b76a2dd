//! The `split_piles` binary: `grundy::problems::split_piles` through the shared driver (`split_piles --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::split_piles::run()
}

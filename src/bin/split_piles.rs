//! The `split_piles` solver: reads the problem on stdin and prints the answer, or an error and exit
//! status 2. The input format and the method are in the library's `split_piles` module.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::split_piles::solve)
}

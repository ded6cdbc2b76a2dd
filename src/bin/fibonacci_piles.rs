//! Reads a fibonacci_piles input on stdin and prints the answer; see `grundy::fibonacci_piles`.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::fibonacci_piles::solve)
}

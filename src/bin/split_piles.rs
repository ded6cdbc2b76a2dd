//! Reads a split_piles input on stdin and prints the answer; see `grundy::split_piles`.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::split_piles::solve)
}

//! Reads a flip_grid input on stdin and prints the answer; see `grundy::flip_grid`.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::flip_grid::solve)
}

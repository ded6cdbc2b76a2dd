//! Reads a ladder_nim input on stdin and prints the answer; see `grundy::ladder_nim`.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::ladder_nim::solve)
}

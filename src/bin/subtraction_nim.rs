//! Reads a subtraction_nim input on stdin and prints the answer; see `grundy::subtraction_nim`.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::subtraction_nim::solve)
}

//! Reads a anti_nim input on stdin and prints the answer; see `grundy::anti_nim`.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::anti_nim::solve)
}

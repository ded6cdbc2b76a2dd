//! The `ladder_nim` solver: reads the problem on stdin and prints the answer, or an error and exit
//! status 2. The input format and the method are in the library's `ladder_nim` module.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::ladder_nim::solve)
}

//! The `anti_nim` solver: reads the problem on stdin and prints the answer, or an error and exit
//! status 2. The input format and the method are in the library's `anti_nim` module.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::anti_nim::solve)
}

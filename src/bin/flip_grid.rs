//! The `flip_grid` solver: reads the problem on stdin and prints the answer, or an error and exit
//! status 2. The input format and the method are in the library's `flip_grid` module.

fn main() -> std::process::ExitCode {
    grundy::cli::run(grundy::flip_grid::solve)
}

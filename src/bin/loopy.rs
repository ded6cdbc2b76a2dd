//! The `loopy` binary: `grundy::problems::loopy` through the shared driver (`loopy --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::loopy::run()
}

//! The `abc368f` binary: `grundy::problems::abc368f` through the shared driver (`abc368f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc368f::run()
}

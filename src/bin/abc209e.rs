//! The `abc209e` binary: `grundy::problems::abc209e` through the shared driver (`abc209e --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc209e::run()
}

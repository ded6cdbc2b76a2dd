//! The `abc201d` binary: `grundy::problems::abc201d` through the shared driver (`abc201d --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc201d::run()
}

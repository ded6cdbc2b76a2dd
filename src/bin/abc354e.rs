//! The `abc354e` binary: `grundy::problems::abc354e` through the shared driver (`abc354e --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc354e::run()
}

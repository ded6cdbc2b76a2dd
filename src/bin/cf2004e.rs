//! The `cf2004e` binary: `grundy::problems::cf2004e` through the shared driver (`cf2004e --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::cf2004e::run()
}

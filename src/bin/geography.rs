//! The `geography` binary: `grundy::problems::geography` through the shared driver (`geography --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::geography::run()
}

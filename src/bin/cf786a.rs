//! The `cf786a` binary: `grundy::problems::cf786a` through the shared driver (`cf786a --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::cf786a::run()
}

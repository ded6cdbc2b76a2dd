//! The `cf494e` binary: `grundy::problems::cf494e` through the shared driver (`cf494e --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::cf494e::run()
}

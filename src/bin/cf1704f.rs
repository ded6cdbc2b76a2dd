//! The `cf1704f` binary: `grundy::problems::cf1704f` through the shared driver (`cf1704f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::cf1704f::run()
}

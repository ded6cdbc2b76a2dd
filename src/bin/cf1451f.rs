//! The `cf1451f` binary: `grundy::problems::cf1451f` through the shared driver (`cf1451f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::cf1451f::run()
}

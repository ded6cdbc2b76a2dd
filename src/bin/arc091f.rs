//! The `arc091f` binary: `grundy::problems::arc091f` through the shared driver (`arc091f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::arc091f::run()
}

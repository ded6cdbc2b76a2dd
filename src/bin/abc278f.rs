//! The `abc278f` binary: `grundy::problems::abc278f` through the shared driver (`abc278f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc278f::run()
}

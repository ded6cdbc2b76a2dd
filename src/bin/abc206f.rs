//! The `abc206f` binary: `grundy::problems::abc206f` through the shared driver (`abc206f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc206f::run()
}

//! The `abc317f` binary: `grundy::problems::abc317f` through the shared driver (`abc317f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc317f::run()
}

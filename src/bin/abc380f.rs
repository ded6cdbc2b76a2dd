//! The `abc380f` binary: `grundy::problems::abc380f` through the shared driver (`abc380f --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc380f::run()
}

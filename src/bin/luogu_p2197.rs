//! The `luogu_p2197` binary: `grundy::problems::luogu_p2197` through the shared driver (`luogu_p2197 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p2197::run()
}

//! The `luogu_p3185` binary: `grundy::problems::luogu_p3185` through the shared driver (`luogu_p3185 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p3185::run()
}

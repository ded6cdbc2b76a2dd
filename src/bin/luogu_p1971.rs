//! The `luogu_p1971` binary: `grundy::problems::luogu_p1971` through the shared driver (`luogu_p1971 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p1971::run()
}

//! The `luogu_p4301` binary: `grundy::problems::luogu_p4301` through the shared driver (`luogu_p4301 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p4301::run()
}

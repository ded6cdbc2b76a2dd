//! The `luogu_p6560` binary: `grundy::problems::luogu_p6560` through the shared driver (`luogu_p6560 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p6560::run()
}

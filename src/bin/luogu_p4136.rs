//! The `luogu_p4136` binary: `grundy::problems::luogu_p4136` through the shared driver (`luogu_p4136 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p4136::run()
}

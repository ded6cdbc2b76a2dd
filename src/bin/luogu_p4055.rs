//! The `luogu_p4055` binary: `grundy::problems::luogu_p4055` through the shared driver (`luogu_p4055 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p4055::run()
}

//! The `luogu_p4279` binary: `grundy::problems::luogu_p4279` through the shared driver (`luogu_p4279 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p4279::run()
}

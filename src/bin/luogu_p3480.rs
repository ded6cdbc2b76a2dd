//! The `luogu_p3480` binary: `grundy::problems::luogu_p3480` through the shared driver (`luogu_p3480 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p3480::run()
}

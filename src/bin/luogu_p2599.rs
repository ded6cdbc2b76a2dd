//! The `luogu_p2599` binary: `grundy::problems::luogu_p2599` through the shared driver
//! (`luogu_p2599 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p2599::run()
}

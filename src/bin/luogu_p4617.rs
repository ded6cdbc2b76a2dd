//! The `luogu_p4617` binary: `grundy::problems::luogu_p4617` through the shared driver
//! (`luogu_p4617 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p4617::run()
}

//! The `luogu_p4101` binary: `grundy::problems::luogu_p4101` through the shared driver
//! (`luogu_p4101 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p4101::run()
}

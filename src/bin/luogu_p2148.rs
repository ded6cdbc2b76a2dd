//! The `luogu_p2148` binary: `grundy::problems::luogu_p2148` through the shared driver (`luogu_p2148 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p2148::run()
}

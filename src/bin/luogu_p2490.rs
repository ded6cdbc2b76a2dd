//! The `luogu_p2490` binary: `grundy::problems::luogu_p2490` through the shared driver (`luogu_p2490 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p2490::run()
}

//! The `luogu_p5363` binary: `grundy::problems::luogu_p5363` through the shared driver (`luogu_p5363 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p5363::run()
}

//! The `luogu_p5675` binary: `grundy::problems::luogu_p5675` through the shared driver (`luogu_p5675 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p5675::run()
}

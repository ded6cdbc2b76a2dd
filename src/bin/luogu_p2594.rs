//! The `luogu_p2594` binary: `grundy::problems::luogu_p2594` through the shared driver (`luogu_p2594 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::luogu_p2594::run()
}

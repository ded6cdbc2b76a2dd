//! The `luogu_p4279` binary: `grundy::problems::luogu_p4279` through the shared driver (`luogu_p4279 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::run("luogu_p4279")
}

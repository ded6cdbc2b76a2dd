//! The `abc229h` binary: `grundy::problems::abc229h` through the shared driver (`abc229h --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc229h::run()
}

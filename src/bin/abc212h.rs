//! The `abc212h` binary: `grundy::problems::abc212h` through the shared driver (`abc212h --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc212h::run()
}

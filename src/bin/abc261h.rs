//! The `abc261h` binary: `grundy::problems::abc261h` through the shared driver (`abc261h --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc261h::run()
}

//! The `poj2975` binary: `grundy::problems::poj2975` through the shared driver (`poj2975 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::poj2975::run()
}

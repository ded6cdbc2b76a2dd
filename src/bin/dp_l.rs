//! The `dp_l` binary: `grundy::problems::dp_l` through the shared driver (`dp_l --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::dp_l::run()
}

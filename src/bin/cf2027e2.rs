//! The `cf2027e2` binary: `grundy::problems::cf2027e2` through the shared driver (`cf2027e2 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::cf2027e2::run()
}

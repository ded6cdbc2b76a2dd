//! The `abc255g` binary: `grundy::problems::abc255g` through the shared driver (`abc255g --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc255g::run()
}

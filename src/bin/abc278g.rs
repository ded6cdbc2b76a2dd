//! The `abc278g` binary: `grundy::problems::abc278g` through the interactive driver (`abc278g --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::abc278g::run()
}

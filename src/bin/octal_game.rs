//! The `octal_game` binary: `grundy::problems::octal_game` through the shared driver (`octal_game --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::octal_game::run()
}

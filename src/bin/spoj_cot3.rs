//! The `spoj_cot3` binary: `grundy::problems::spoj_cot3` through the shared driver (`spoj_cot3 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::spoj_cot3::run()
}

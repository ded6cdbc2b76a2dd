//! The `poj1067` binary: `grundy::problems::poj1067` through the shared driver (`poj1067 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::poj1067::run()
}

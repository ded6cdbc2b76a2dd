//! The `nim_product_64` binary: `grundy::problems::nim_product_64` through the shared driver (`nim_product_64 --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::nim_product_64::run()
}

//! The `bitwise_xor_convolution` binary: `grundy::problems::bitwise_xor_convolution` through the shared driver (`bitwise_xor_convolution --help`).
fn main() -> std::process::ExitCode {
    grundy::problems::bitwise_xor_convolution::run()
}

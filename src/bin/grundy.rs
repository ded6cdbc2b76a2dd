//! `grundy`: prints SG tables of game families and certifies their periods; see
//! `grundy::explore` and `grundy --help`.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match grundy::explore::run(&args) {
        Ok(text) => match std::io::stdout().lock().write_all(text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::from(1),
        },
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

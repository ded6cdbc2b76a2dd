//! The few lines every solver binary shares: solve from stdin, write the answer in one buffer;
//! or print `error: …` as one line on stderr and exit with status 2.

use crate::scan::InputError;
use std::io::{self, StdinLock, Write};
use std::process::ExitCode;

/// Runs `solve` as a filter from stdin to stdout.
pub fn run(solve: fn(StdinLock<'static>) -> Result<String, InputError>) -> ExitCode {
    match solve(io::stdin().lock()) {
        Ok(output) => {
            let mut out = io::stdout().lock();
            if out
                .write_all(output.as_bytes())
                .and_then(|_| out.flush())
                .is_err()
            {
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

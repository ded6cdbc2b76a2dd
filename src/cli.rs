//! The few lines every solver binary shares: read all of stdin, solve, write the answer in one
//! buffer; or print `error: …` as one line on stderr and exit with status 2.

use crate::scan::InputError;
use std::io::{self, Read, Write};
use std::process::ExitCode;

/// The signature of every solver: the whole input in, the whole output out.
pub type Solver = fn(&[u8]) -> Result<String, InputError>;

/// Runs `solve` as a filter from stdin to stdout.
pub fn run(solve: Solver) -> ExitCode {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
        eprintln!("error: cannot read standard input: {e}");
        return ExitCode::from(2);
    }
    match solve(&input) {
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

//! `hdu1517`: HDU 1517 / POJ 2505 "A Multiplication Game".
//!
//! Each line `n` is a game: `p` starts at 1; Stan and Ollie in turn multiply it by one of
//! 2, …, 9, Stan first; whoever first makes `p >= n` wins. `Stan wins.` or `Ollie wins.` (with
//! the period), by [`multiplication::first_player_wins`] on the factor `n` still missing.
//!
//! Accepted: `2 <= n <= 10^18` (the judge's `n` is below 2^32), lines until the end of input.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::multiplication;
use std::io::{Read, Write};

const TARGET: Field = Field::new("the number n", 2, 1_000_000_000_000_000_000);

/// The answer words.
const WORDS: Words = Words::new("Stan wins.\n", "Ollie wins.\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu1517;

impl Problem for Hdu1517 {
    const NAME: &'static str = "hdu1517";
    const HELP: &'static str = "\
HDU 1517 / POJ 2505 \"A Multiplication Game\": p starts at 1; a move multiplies it by one of
2, ..., 9; whoever first makes p >= n wins. Stan moves first.

input:  lines n, one game each, until the end of input   (2 <= n <= 10^18)
output: Stan wins. if the first player wins the game, else Ollie wins., one line per game

move:   with --move, multiply by K (after each game); - when no move wins
example: printf '162\\n17\\n' | hdu1517
prints:
  Stan wins.
  Ollie wins.
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&TARGET)?;
        io.answers
            .verdict(WORDS, multiplication::first_player_wins(n));
        if io.answers.wants_moves() {
            let winning = multiplication::winning_multiplier(n).map(|k| format!("multiply by {k}"));
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `hdu1517` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu1517>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let input = b"162\n17\n34012226\n";
        let out = solve_bytes::<super::Hdu1517>(input).unwrap();
        assert_eq!(out, "Stan wins.\nOllie wins.\nStan wins.\n");
        let out = solve_bytes_with_moves::<super::Hdu1517>(input).unwrap();
        assert_eq!(
            out,
            "Stan wins.\nmultiply by 9\nOllie wins.\n-\nStan wins.\nmultiply by 2\n"
        );
    }
}

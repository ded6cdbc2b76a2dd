//! `poj2348`: POJ 2348 / HDU 1525 "Euclid's Game".
//!
//! Each line `M N` is a game of two positive numbers; a move subtracts a positive multiple of
//! the smaller from the larger, leaving it nonnegative; whoever leaves a zero wins. Stan moves
//! first: `Stan wins` or `Ollie wins` (no period), by [`euclid::first_player_wins`], until the
//! line `0 0`.
//!
//! Accepted: `1 <= M, N <= 10^18` (the judge's numbers fit in 31 bits).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::euclid;
use crate::problems::shape::positive_pair_or_end;
use std::io::{Read, Write};

const NUMBER: Field = Field::new(
    "a positive number (0 0 ends the input)",
    0,
    1_000_000_000_000_000_000,
);

/// The answer words.
const WORDS: Words = Words::new("Stan wins\n", "Ollie wins\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Poj2348;

impl Problem for Poj2348 {
    const NAME: &'static str = "poj2348";
    const HELP: &'static str = "\
POJ 2348 / HDU 1525 \"Euclid's Game\": two positive numbers; a move subtracts a positive
multiple of the smaller from the larger, leaving it nonnegative; whoever leaves a zero wins.
Stan moves first.

input:  lines 'M N', one game each, until the line 0 0   (1 <= M, N <= 10^18)
output: Stan wins if the first player wins the game, else Ollie wins, one line per game

move:   with --move, subtract X from N (after each game); - when no move wins
example: printf '34 12\\n15 24\\n0 0\\n' | poj2348
prints:
  Stan wins
  Ollie wins
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let Some((m, n)) = positive_pair_or_end(io, &NUMBER, "a positive number")? else {
            return Ok(());
        };
        io.answers.verdict(WORDS, euclid::first_player_wins(m, n));
        if io.answers.wants_moves() {
            let winning = euclid::winning_move(m, n)
                .map(|(take, from)| format!("subtract {take} from {from}"));
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `poj2348` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Poj2348>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let out = solve_bytes::<super::Poj2348>(b"34 12\n15 24\n0 0\n").unwrap();
        assert_eq!(out, "Stan wins\nOllie wins\n");
    }

    #[test]
    fn moves_and_errors() {
        let out = solve_bytes_with_moves::<super::Poj2348>(b"34 12\n15 24\n0 0\n").unwrap();
        assert_eq!(out, "Stan wins\nsubtract 24 from 34\nOllie wins\n-\n");
        let e = solve_bytes::<super::Poj2348>(b"3 4\n0 5\n0 0\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected a positive number, found 0 (only 0 0 ends the input)"
        );
    }
}

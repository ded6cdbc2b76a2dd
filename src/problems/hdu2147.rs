//! `hdu2147`: HDU 2147 "kiki's game".
//!
//! Each line `n m` is a board of `n` rows and `m` columns with a coin in its top right
//! corner; a move takes the coin one cell left, down, or diagonally down and left; whoever
//! cannot move loses. kiki moves first: `Wonderful!` if she wins, else `What a pity!`, by
//! [`corner::first_player_wins`] (she wins iff `n` or `m` is even), until the line `0 0`.
//!
//! Accepted: `1 <= n, m <= 10^18` (the judge's boards are at most 2000 × 2000).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::corner::{self, Step};
use crate::problems::shape::positive_pair_or_end;
use std::io::{Read, Write};

const SIDE: Field = Field::new(
    "a side of the board (0 0 ends the input)",
    0,
    1_000_000_000_000_000_000,
);

/// The answer words.
const WORDS: Words = Words::new("Wonderful!\n", "What a pity!\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu2147;

impl Problem for Hdu2147 {
    const NAME: &'static str = "hdu2147";
    const HELP: &'static str = "\
HDU 2147 \"kiki's game\": a coin in the top right corner of an n x m board; a move takes it one
cell left, down, or diagonally down and left; whoever cannot move loses. kiki moves first.

input:  lines 'n m', one board each, until the line 0 0   (1 <= n, m <= 10^18)
output: Wonderful! if the first player wins, else What a pity!, one line per board

move:   with --move, left, down or down-left (after each board); - when no move wins
example: printf '5 3\\n5 4\\n0 0\\n' | hdu2147
prints:
  What a pity!
  Wonderful!
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let Some((n, m)) = positive_pair_or_end(io, &SIDE, "a side of the board")? else {
            return Ok(());
        };
        // The coin is n - 1 rows above and m - 1 columns right of the bottom left corner.
        let (x, y) = (n - 1, m - 1);
        io.answers.verdict(WORDS, corner::first_player_wins(x, y));
        if io.answers.wants_moves() {
            let winning = corner::winning_step(x, y).map(|step| match step {
                Step::Left => "left",
                Step::Down => "down",
                Step::DownLeft => "down-left",
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `hdu2147` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu2147>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let input = b"5 3\n5 4\n6 6\n0 0\n";
        let out = solve_bytes::<super::Hdu2147>(input).unwrap();
        assert_eq!(out, "What a pity!\nWonderful!\nWonderful!\n");
        let out = solve_bytes_with_moves::<super::Hdu2147>(input).unwrap();
        assert_eq!(
            out,
            "What a pity!\n-\nWonderful!\nleft\nWonderful!\ndown-left\n"
        );
    }
}

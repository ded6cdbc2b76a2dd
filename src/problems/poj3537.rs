//! `poj3537`: POJ 3537 "Crosses and Crosses": one strip of `n` cells, crosses in turn,
//! three in a row wins. The game is the octal game `0.007` on `n + 2`
//! ([`games::crosses`](crate::games::crosses) proves it and says what `n <= 2` means); `0.007`
//! has no known period, so the table is computed up to `n + 2` (0.35 s at the top of the
//! range, 20 000, ten times the judge's).

use crate::core::budget::Budget;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::crosses;
use std::io::{Read, Write};

const CELLS: Field = Field::new("the number of cells n", 1, 20_000);

/// The answer words.
const WORDS: Words = Words::new("1\n", "2\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Poj3537;

impl Problem for Poj3537 {
    const NAME: &'static str = "poj3537";
    const HELP: &'static str = "\
POJ 3537 \"Crosses and Crosses\": a strip of n empty cells; a move puts a cross on an empty
cell; whoever completes three crosses in a row wins. On n <= 2 no one can make three, and
the player who cannot move (the board is full) loses: n = 1 is won by the first player,
n = 2 by the second.

input:  n   (1 <= n <= 20000)
output: 1 if the first player wins, else 2

move:   with --move, cross cell J; - when no move wins
example: printf '3\\n' | poj3537
prints:
  1
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&CELLS)?;
        // The budget is unlimited (n is bounded), so only memory can stop the table.
        let wins = crosses::first_player_wins(n, Budget::UNLIMITED).map_err(|_| {
            let message = format!("n = {n}: the table needs more memory than is available");
            io.input.last_location().error(message)
        })?;
        io.answers.verdict(WORDS, wins);
        if io.answers.wants_moves() {
            let cell = crosses::winning_cell(n, Budget::UNLIMITED).map_err(|_| {
                let message = format!("n = {n}: the table needs more memory than is available");
                io.input.last_location().error(message)
            })?;
            io.answers
                .move_line(cell.map(|j| format!("cross cell {j}")));
        }
        Ok(())
    }
}

/// The `poj3537` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Poj3537>()
}

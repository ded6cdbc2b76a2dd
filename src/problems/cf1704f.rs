//! `cf1704f`: Codeforces 1704 F "Colouring Game": a row of red and blue cells; Alice paints
//! two neighbours white where one is red, Bob where one is blue; Alice first, whoever cannot
//! move loses. More red: Alice; more blue: Bob; equal: Dawson's Kayles over the alternating
//! runs ([`games::colouring`](crate::games::colouring), from the editorial, checked against
//! a search of the rules). Format and samples from the statement.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::colouring::ColouringGame;
use std::io::{Read, Write};

/// `t` (the judge's bound is 10^4).
const CASES: Field = Field::new("the number of test cases t", 1, 100_000);
/// `n` (the judge's bound is 5·10^5, summed over the cases).
const CELLS: Field = Field::new("the number of cells n", 2, 10_000_000);

/// What a row of `n` cells is, in an error message.
struct RowOf(u64);

impl std::fmt::Display for RowOf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a row of {} characters R or B", self.0)
    }
}

/// The answer words.
const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Cf1704f {
    /// Dawson's Kayles, computed at the first case.
    game: Option<ColouringGame>,
    /// The current row.
    row: Vec<u8>,
}

impl Problem for Cf1704f {
    const NAME: &'static str = "cf1704f";
    const HELP: &'static str = "\
Codeforces 1704 F \"Colouring Game\": a row of n cells, each red (R) or blue (B). Alice and
Bob take turns, Alice first; Alice paints two neighbouring cells white where at least one is
red, Bob two where at least one is blue. Whoever cannot move loses. Who wins?

input:  t, then per case n and a string of n characters R or B
        (1 <= t <= 10^5 (the judge's: 10^4), 2 <= n <= 10^7 (the judge's: 5*10^5 summed
        over the cases))
output: Alice or Bob, one line per case
limits: one row held at a time, a byte a cell
example: printf '1\\n6\\nRBRBRB\\n' | cf1704f
prints:
  Alice
";
    const LAYOUT: Layout = Layout::with_count(CASES);
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&CELLS)?;
        // The message is made only for an error: a case is often a short row.
        let expected = RowOf(n);
        let colour = |b: u8| b == b'R' || b == b'B';
        self.row.clear();
        io.input
            .next_row(expected, n as usize, colour, &mut self.row)?;
        if self.game.is_none() {
            let at = io.input.last_location();
            let game = ColouringGame::new().map_err(|_| {
                at.error("the game's table needs more memory than is available".into())
            })?;
            self.game = Some(game);
        }
        if let Some(game) = &self.game {
            io.answers.verdict(WORDS, game.alice_wins(&self.row));
        }
        Ok(())
    }
}

/// The `cf1704f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Cf1704f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_sample() {
        let solve = solve_bytes::<super::Cf1704f>;
        let sample = b"8\n3\nBRB\n5\nRRBBB\n6\nRBRBRB\n8\nBBRRBRRB\n6\nBRRBRB\n12\nRBRBRBRBRRBB\n12\nRBRBRBRBBBRR\n4\nRBBR\n";
        assert_eq!(
            solve(sample).unwrap(),
            "Bob\nBob\nAlice\nAlice\nAlice\nAlice\nBob\nBob\n"
        );
        let e = solve(b"1\n3\nRWB\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 1: expected a row of 3 characters R or B, found \"RWB\""
        );
    }
}

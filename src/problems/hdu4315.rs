//! `hdu4315`: HDU 4315 "Climbing the Hill".
//!
//! Cases until the end of input: `N k`, then the `N` people's distances below the top, in
//! increasing order; person `k` (1-based from the top) is the king. A move takes one person up
//! by at least one step, never onto or past the person above (the top holds any number);
//! whoever brings the king to the top wins. Alice moves first: `Alice` or `Bob`, by
//! [`staircase::hill_first_player_wins`].
//!
//! Accepted: `1 <= k <= N <= 10^6`, distances `1..=10^18`, strictly increasing.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::staircase;
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const MAX_DISTANCE: u64 = 1_000_000_000_000_000_000;
const PEOPLE: Field = Field::new("the number of people N", 1, 1_000_000);

/// The answer words.
const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu4315;

impl Problem for Hdu4315 {
    const NAME: &'static str = "hdu4315";
    const HELP: &'static str = "\
HDU 4315 \"Climbing the Hill\": people below the top of a hill; a move takes one person up by
at least one step, never onto or past the person above (the top holds any number); whoever
brings the king (person k from the top) to the top wins. Alice moves first.

input:  cases until the end of input: 'N k', then the N distances below the top, increasing
        (1 <= k <= N <= 10^6, 1 <= distance <= 10^18)
output: Alice if the first player wins, else Bob, one line per case

move:   with --move, move person I up to distance D (0 is the top) (after each case); - when no move wins
memory: the distances, held, 16 bytes each (18 MB for 10^6); under --move 26 MB
example: printf '3 3\\n1 2 4\\n2 1\\n100 200\\n' | hdu4315
prints:
  Bob
  Alice
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PEOPLE)?;
        let king = io
            .input
            .next(&Field::new("the king's place k (k <= N)", 1, n))? as usize;
        let mut distances = Vec::new();
        let mut next = Field::new("a distance below the top", 1, MAX_DISTANCE);
        for _ in 0..n {
            let d = io.input.next(&next)?;
            let full = |_| io.input.last_location().error(HELD_MEMORY.into());
            try_push(&mut distances, d).map_err(full)?;
            next = Field::new(
                "a distance below the top (greater than the one before)",
                d + 1,
                MAX_DISTANCE,
            );
        }
        let at = io.input.last_location();
        let memory = |_| at.error(HELD_MEMORY.to_string());
        let wins = staircase::hill_first_player_wins(&distances, king).map_err(memory)?;
        io.answers.verdict(WORDS, wins);
        if io.answers.wants_moves() {
            let winning = staircase::hill_move(&distances, king)
                .map_err(memory)?
                .map(|(person, to)| format!("move person {person} up to distance {to}"));
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `hdu4315` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu4315>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let input = b"3 3\n1 2 4\n2 1\n100 200\n";
        assert_eq!(
            solve_bytes::<super::Hdu4315>(input).unwrap(),
            "Bob\nAlice\n"
        );
        let out = solve_bytes_with_moves::<super::Hdu4315>(input).unwrap();
        assert_eq!(out, "Bob\n-\nAlice\nmove person 1 up to distance 0\n");
    }

    #[test]
    fn distances_must_increase() {
        let e = solve_bytes::<super::Hdu4315>(b"3 2\n1 5 5\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 5: expected a distance below the top (6..=10^18; greater than the \
             one before), found \"5\""
        );
    }
}

//! `poj1740`: POJ 1740 "A New Stone Game".
//!
//! Cases until a line `0`: `n`, then `n` pile sizes. A move takes at least one stone from one
//! pile and may hand any of its remaining stones to other nonempty piles; whoever cannot move
//! loses. `1` if the first player wins, else `0`, by [`redistribute::first_player_wins`]: the
//! first player loses iff the nonempty piles pair up. The piles of a case are held and sorted
//! (memory follows the piles read).
//!
//! Accepted: `1 <= n <= 10^6`, `0 <= a <= 10^18` (the judge's `n` is at most 10, its piles at
//! most 100).

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::redistribute;
use crate::problems::shape::HELD_MEMORY;
use crate::problems::shape::PILE;
use std::io::{Read, Write};

const PILES_OR_END: Field = Field::new("the number of piles n (0 ends the input)", 0, 1_000_000);

/// The answer words.
const WORDS: Words = Words::new("1\n", "0\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Poj1740;

impl Problem for Poj1740 {
    const NAME: &'static str = "poj1740";
    const HELP: &'static str = "\
POJ 1740 \"A New Stone Game\": piles of stones; a move takes at least one stone from one pile
and may hand any of that pile's remaining stones to other nonempty piles; whoever cannot move
loses.

input:  cases until a line 0: n, then the n pile sizes   (1 <= n <= 10^6, 0 <= a <= 10^18)
output: 1 if the first player wins, else 0, one line per case

move:   with --move, take X from pile I, then give Y to pile J, ... (after each case); - when no move wins
memory: the piles, held and sorted, 16 bytes each (18 MB for 10^6); under --move 26 MB
example: printf '3\\n2 1 3\\n2\\n1 1\\n0\\n' | poj1740
prints:
  1
  0
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PILES_OR_END)?;
        if n == 0 {
            io.answers.sentinel();
            return Ok(());
        }
        let mut piles = Vec::new();
        io.input.each_value_checked(n, &PILE, |a| {
            try_push(&mut piles, a).map_err(|_| HELD_MEMORY.to_string())
        })?;
        let at = io.input.last_location();
        let memory = |_| at.error(HELD_MEMORY.to_string());
        let wins = redistribute::first_player_wins(&piles).map_err(memory)?;
        io.answers.verdict(WORDS, wins);
        if io.answers.wants_moves() {
            let winning = redistribute::winning_move(&piles).map_err(memory)?;
            io.answers.move_line(winning.map(InWords));
        }
        Ok(())
    }
}

/// A move in words, written as it is made: `take 3 from pile 2, give 1 to pile 1, …` (the
/// handouts can be half a million, and the line is never held).
struct InWords(redistribute::Redistribution);

impl std::fmt::Display for InWords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "take {} from pile {}", self.0.take, self.0.from + 1)?;
        for &(j, x) in &self.0.give {
            write!(f, ", give {x} to pile {}", j + 1)?;
        }
        Ok(())
    }
}

/// The `poj1740` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Poj1740>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let input = b"3\n2 1 3\n2\n1 1\n0\n";
        assert_eq!(solve_bytes::<super::Poj1740>(input).unwrap(), "1\n0\n");
        let out = solve_bytes_with_moves::<super::Poj1740>(input).unwrap();
        assert_eq!(out, "1\ntake 2 from pile 3, give 1 to pile 2\n0\n-\n");
    }
}

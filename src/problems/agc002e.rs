//! `agc002e`: AtCoder AGC002 E "Candy Piles": piles of candies; Snuke and Ciel take turns,
//! Snuke first, each eating the largest pile whole or one candy from every pile; whoever eats
//! the last candy loses. `First` or `Second`, by
//! [`games::candy_piles`](crate::games::candy_piles) (a walk on the sorted piles' Young
//! diagram, proved there). Format and samples from the statement.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::candy_piles::first_player_wins;
use crate::problems::shape::held_values;
use std::io::{Read, Write};

/// The answer words.
const WORDS: Words = Words::new("First\n", "Second\n");
/// `N` (the judge's bound is 10^5).
const PILES: Field = Field::new("the number of piles N", 1, 1_000_000);
/// A pile (the judge's bound is 10^9).
const PILE: Field = Field::new("a pile a_i", 1, 1_000_000_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Agc002e;

impl Problem for Agc002e {
    const NAME: &'static str = "agc002e";
    const HELP: &'static str = "\
AtCoder AGC002 E \"Candy Piles\": N piles of candies. Snuke (first) and Ciel take turns; a move
eats every candy of a largest pile, or one candy from every pile. Whoever eats the last candy
loses.

input:  N, then a_1 ... a_N   (1 <= N <= 10^6, 1 <= a_i <= 10^18; the judge's: N <= 10^5,
        a_i <= 10^9)
output: First if Snuke wins, else Second
limits: the piles held and sorted: 8 bytes each
example: printf '2\\n1 3\\n' | agc002e
prints:
  First
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PILES)?;
        let mut piles = held_values(io, n, &PILE)?;
        io.answers.verdict(WORDS, first_player_wins(&mut piles));
        Ok(())
    }
}

/// The `agc002e` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Agc002e>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::Agc002e>;
        assert_eq!(solve(b"2\n1 3\n").unwrap(), "First\n");
        assert_eq!(solve(b"3\n1 2 1\n").unwrap(), "First\n");
        assert_eq!(solve(b"3\n1 2 3\n").unwrap(), "Second\n");
    }
}

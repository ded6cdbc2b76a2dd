//! `cf1451f`: Codeforces 1451 F "Nullify The Matrix": an `n × m` matrix; a move lowers a
//! positive start cell and may rewrite every other cell of a shortest path from it to a cell
//! down and right of it; Ashish moves first, whoever faces the all-zero matrix loses. Ashish
//! wins exactly when some anti-diagonal has a nonzero xor
//! ([`games::nullify`](crate::games::nullify), proved there). Format and samples from the
//! statement.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::nullify::Diagonals;
use std::io::{Read, Write};

/// `t` (the judge's bound is 10).
const CASES: Field = Field::new("the number of test cases t", 1, 100_000);
/// `n` or `m` (the judge's bound is 100).
const SIDE: Field = Field::new("a side n or m", 1, 1000);
/// A cell (the judge's bound is 10^6).
const CELL: Field = Field::new("a cell a_ij", 0, 1_000_000_000_000_000_000);

/// The answer words.
const WORDS: Words = Words::new("Ashish\n", "Jeel\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Cf1451f;

impl Problem for Cf1451f {
    const NAME: &'static str = "cf1451f";
    const HELP: &'static str = "\
Codeforces 1451 F \"Nullify The Matrix\": an n x m matrix of non-negative integers. A move
picks a start cell holding a positive value and an end cell neither above nor left of it,
lowers the start by a positive amount, and may set the other cells of one shortest path from
start to end to any non-negative values. Ashish moves first, then Jeel; whoever finds the
matrix all zero loses. Who wins?

input:  t, then per case n m and n rows of m values
        (1 <= t <= 10^5 (the judge's: 10), 1 <= n, m <= 1000 (the judge's: 100),
        0 <= a_ij <= 10^18 (the judge's: 10^6))
output: Ashish or Jeel, one line per case
limits: one xor per anti-diagonal, 8 bytes each; the cells are not kept
example: printf '1\\n1 3\\n0 0 5\\n' | cf1451f
prints:
  Ashish
";
    const LAYOUT: Layout = Layout::with_count(CASES);
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&SIDE)? as usize;
        let m = io.input.next(&SIDE)? as usize;
        let at = io.input.last_location();
        let memory = "the anti-diagonals need more memory than is available";
        let mut diagonals = Diagonals::new(n, m).map_err(|_| at.error(memory.into()))?;
        let mut cell = 0;
        io.input.each_value_checked((n * m) as u64, &CELL, |a| {
            diagonals.add(cell / m, cell % m, a);
            cell += 1;
            Ok(())
        })?;
        io.answers.verdict(WORDS, diagonals.first_player_wins());
        Ok(())
    }
}

/// The `cf1451f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Cf1451f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_sample() {
        let solve = solve_bytes::<super::Cf1451f>;
        let sample = b"4\n1 1\n0\n1 3\n0 0 5\n2 2\n0 1\n1 0\n3 3\n1 2 3\n4 5 6\n7 8 9\n";
        assert_eq!(solve(sample).unwrap(), "Jeel\nAshish\nJeel\nAshish\n");
        let e = solve(b"1\n1 2\n0 -1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 3: expected a cell a_ij (0..=10^18), found \"-1\""
        );
    }
}

//! `arc168b`: AtCoder ARC168 B "Arbitrary Nim": heaps `A_1 … A_N`; for a cap `k`, a move takes
//! 1 to `k` stones from one heap; Alice moves first. The largest `k` for which Alice wins,
//! `-1` when there is no largest, `0` when none wins
//! ([`games::nim::largest_winning_cap`](crate::games::nim::largest_winning_cap), proved
//! there). Format and samples from the statement.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::nim::{largest_winning_cap, Cap};
use crate::problems::shape::held_values;
use std::io::{Read, Write};

/// `N` (the judge's bound is 250 000).
const HEAPS: Field = Field::new("the number of heaps N", 1, 1_000_000);
/// A heap (the judge's bound is 10^9).
const HEAP: Field = Field::new("a heap A_i", 1, 1_000_000_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Arc168b;

impl Problem for Arc168b {
    const NAME: &'static str = "arc168b";
    const HELP: &'static str = "\
AtCoder ARC168 B \"Arbitrary Nim\": N heaps of stones. For a chosen k, Alice and Bob take turns,
Alice first, removing 1 to k stones from one heap; whoever cannot move loses. The largest k for
which Alice wins.

input:  N, then A_1 ... A_N   (1 <= N <= 10^6, 1 <= A_i <= 10^18; the judge's: N <= 250000,
        A_i <= 10^9)
output: the largest winning k; -1 when arbitrarily large k win; 0 when no k wins
limits: the heaps held and sorted: 8 bytes each
example: printf '3\\n1 2 3\\n' | arc168b
prints:
  2
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&HEAPS)?;
        let mut heaps = held_values(io, n, &HEAP)?;
        match largest_winning_cap(&mut heaps) {
            Cap::Unbounded => io.answers.line("-1"),
            Cap::Never => io.answers.line("0"),
            Cap::Largest(k) => io.answers.number_line(k),
        }
        Ok(())
    }
}

/// The `arc168b` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Arc168b>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::Arc168b>;
        assert_eq!(solve(b"3\n1 2 3\n").unwrap(), "2\n");
        assert_eq!(solve(b"4\n1 2 3 4\n").unwrap(), "-1\n");
        assert_eq!(solve(b"2\n100 100\n").unwrap(), "0\n");
    }
}

//! `abc297g`: AtCoder ABC297 G "Constrained Nim 2": a move takes between `L` and `R` stones
//! from one pile. Each pile is worth [`range_sg`](crate::games::subtraction::range_sg)
//! `= ⌊(x mod (L + R)) / L⌋` (proved beside it, and checked against tables from the moves),
//! the sum their xor, as for `range_nim`. The piles stream by unless a move is asked for.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::problems::shape::range_heaps;
use std::io::{Read, Write};

const TOP: u64 = 1_000_000_000_000_000_000;
const PILES: Field = Field::new("the number of piles N", 1, 1_000_000);
const FEWEST: Field = Field::new("the fewest stones a move takes L", 1, TOP);
const PILE: Field = Field::new("a pile size", 1, TOP);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc297g;

impl Problem for Abc297g {
    const NAME: &'static str = "abc297g";
    const HELP: &'static str = "\
AtCoder ABC297 G \"Constrained Nim 2\": N piles; Taro (first) and Jiro take turns removing
between L and R stones (inclusive) from one pile; whoever cannot move loses.

input:  N L R, then the N piles   (1 <= N <= 10^6, 1 <= L <= R <= 10^18, 1 <= pile <= 10^18)
output: First if Taro wins, else Second

move:   with --move, take X from pile I; - when no move wins
example: printf '3 1 2\\n2 3 3\\n' | abc297g
prints:
  First
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PILES)?;
        let l = io.input.next(&FEWEST)?;
        let r = io.input.next(&Field::new(
            "the most stones a move takes R, at least L",
            l,
            TOP,
        ))?;
        range_heaps(io, n, (l, r), &PILE, Words::new("First\n", "Second\n"))
    }
}

/// The `abc297g` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc297g>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc297g>;
        assert_eq!(solve(b"3 1 2\n2 3 3\n").unwrap(), "First\n");
        assert_eq!(solve(b"5 1 1\n3 1 4 1 5\n").unwrap(), "Second\n");
        assert_eq!(solve(b"7 3 14\n10 20 30 40 50 60 70\n").unwrap(), "First\n");
        let moves = solve_bytes_with_moves::<super::Abc297g>(b"3 1 2\n2 3 3\n").unwrap();
        assert_eq!(moves, "First\ntake 2 from pile 1\n");
        let e = solve(b"1 5 4\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 5: expected the most stones a move takes R, at least L \
             (5..=10^18), found \"4\""
        );
    }
}

//! `cf494e`: Codeforces 494 E "Sharti": an `n × n` board whose white cells are the union of
//! `m` rectangles; a move inverts a square of side at most `k` whose lower-right cell is
//! white; Hamed moves first, whoever cannot move loses. The cells' values and the sweep that
//! sums them over the rectangles are in [`games::sharti`](crate::games::sharti) (the values
//! are the editorial's, checked there against the rules' mex). Format and samples from the
//! statement's examples (as collected by the cfkit package; the statement's text was not in
//! the stores, its bounds are the judge's well-known ones).

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::rect_union::Rect;
use crate::core::scan::{Field, InputError};
use crate::games::sharti::first_player_wins;
use std::io::{Read, Write};

/// `n` (the judge's bound is 10^9).
const SIDE: Field = Field::new("the board size n", 1, 1_000_000_000_000_000_000);
/// `m` (the judge's bound is 5·10^4).
const RECTANGLES: Field = Field::new("the number of rectangles m", 1, 100_000);

/// The answer words.
const WORDS: Words = Words::new("Hamed\n", "Malek\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Cf494e;

impl Problem for Cf494e {
    const NAME: &'static str = "cf494e";
    const HELP: &'static str = "\
Codeforces 494 E \"Sharti\": an n x n board; the white cells are the union of m rectangles,
the rest black. A move picks a square of side at most k whose lower-right cell is white and
inverts all its cells. Hamed moves first, then Malek; whoever cannot move loses. Who wins?

input:  n m k, then m lines a b c d: the cells (x, y) with a <= x <= c and b <= y <= d are
        white (1 <= k <= n <= 10^18 (the judge's: 10^9), 1 <= m <= 10^5 (the judge's:
        5*10^4), 1 <= a <= c <= n, 1 <= b <= d <= n)
output: Hamed or Malek
limits: the rectangles held and one sweep over them: about 130 bytes a rectangle
example: printf '5 2 1\\n1 1 3 3\\n2 2 4 4\\n' | cf494e
prints:
  Malek
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&SIDE)?;
        let m = io.input.next(&RECTANGLES)?;
        let k = io
            .input
            .next(&Field::new("the square bound k (at most n)", 1, n))?;
        let coordinate = Field::new("a first row or column a or b (at most n)", 1, n);
        let memory = "the rectangles need more memory than is available";
        let mut white: Vec<Rect> = Vec::new();
        for _ in 0..m {
            let x0 = io.input.next(&coordinate)?;
            let y0 = io.input.next(&coordinate)?;
            let x1 = io
                .input
                .next(&Field::new("a last row c (from a to n)", x0, n))?;
            let y1 = io
                .input
                .next(&Field::new("a last column d (from b to n)", y0, n))?;
            let at = io.input.last_location();
            try_push(&mut white, Rect { x0, y0, x1, y1 }).map_err(|_| at.error(memory.into()))?;
        }
        let at = io.input.last_location();
        let won = first_player_wins(&white, k).map_err(|_| at.error(memory.into()))?;
        io.answers.verdict(WORDS, won);
        Ok(())
    }
}

/// The `cf494e` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Cf494e>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_samples() {
        let solve = solve_bytes::<super::Cf494e>;
        assert_eq!(solve(b"5 2 1\n1 1 3 3\n2 2 4 4\n").unwrap(), "Malek\n");
        let second = b"12 5 7\n3 4 5 6\n1 2 1 2\n4 5 9 9\n8 6 12 10\n12 4 12 4\n";
        assert_eq!(solve(second).unwrap(), "Hamed\n");
        let e = solve(b"5 1 1\n3 1 2 1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 5: expected a last row c (3..=5; from a to n), found \"2\""
        );
    }
}

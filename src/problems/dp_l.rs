//! `dp_l`: AtCoder Educational DP Contest L "Deque": `N` numbers in a row; Taro (first) and
//! Jiro take turns taking the first or the last, scoring it; Taro maximizes `X - Y` (his total
//! less Jiro's), Jiro minimizes it. The answer is `X - Y` under best play
//! ([`games::deque`](crate::games::deque): a scoring game, one row of values).
//!
//! Accepted: `1 <= N <= 10^4`, `1 <= a_i <= 10^12` (the judge's `N <= 3000`, `a_i <= 10^9`):
//! every margin fits 64 bits.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::deque::{first_player_margin, End};
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const COUNT: Field = Field::new("the number of numbers N", 1, 10_000);
const NUMBER: Field = Field::new("a number a_i", 1, 1_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct DpL;

impl Problem for DpL {
    const NAME: &'static str = "dp_l";
    const HELP: &'static str = "\
AtCoder EDPC L \"Deque\": N numbers in a row; Taro (first) and Jiro take turns taking the first
or the last number left, scoring it; X is Taro's total and Y Jiro's; Taro plays to make X - Y
as large as he can, Jiro as small.

input:  N, then a_1 ... a_N   (1 <= N <= 10^4, 1 <= a_i <= 10^12)
output: X - Y under best play
limits: O(N^2) time in one row of values: 10^4 numbers in about 0.1 s and 2 MB

move:   with --move, take the first (a_1) or take the last (a_N): a best first move
example: printf '4\\n10 80 90 30\\n' | dp_l
prints:
  10
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&COUNT)?;
        let mut a: Vec<i64> = Vec::new();
        for _ in 0..n {
            let x = io.input.next(&NUMBER)? as i64;
            let full = |_| io.input.last_location().error(HELD_MEMORY.into());
            try_push(&mut a, x).map_err(full)?;
        }
        // N <= 10^4 numbers of at most 10^12: every margin is below 10^16 in size.
        let at = io.input.last_location();
        let (margin, first) = first_player_margin(&a)
            .ok_or_else(|| at.error("expected numbers whose margins fit 64 bits".into()))?;
        io.answers.line(margin);
        if io.answers.wants_moves() {
            let shown = first.map(|end| match end {
                End::First => format!("take the first ({})", a[0]),
                End::Last => format!("take the last ({})", a[a.len() - 1]),
            });
            io.answers.move_line(shown);
        }
        Ok(())
    }
}

/// The `dp_l` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<DpL>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::DpL>;
        assert_eq!(solve(b"4\n10 80 90 30\n").unwrap(), "10\n");
        assert_eq!(solve(b"3\n10 100 10\n").unwrap(), "-80\n");
        assert_eq!(solve(b"1\n10\n").unwrap(), "10\n");
        let ten = b"10\n1000000000 1 1000000000 1 1000000000 1 1000000000 1 1000000000 1\n";
        assert_eq!(solve(ten).unwrap(), "4999999995\n");
        assert_eq!(solve(b"6\n4 2 9 7 1 5\n").unwrap(), "2\n");
        let moves = solve_bytes_with_moves::<super::DpL>(b"4\n10 80 90 30\n").unwrap();
        assert_eq!(moves, "10\ntake the last (30)\n");
    }
}

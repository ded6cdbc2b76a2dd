//! `arc091f`: AtCoder ARC091 F "Strange Nim": pile `i` holds `A_i` stones, and a move takes
//! between 1 and `floor(x / K_i)` from a pile of `x`. A pile is worth
//! [`games::take_fraction`](crate::games::take_fraction)'s recursion (`x / K` on multiples of
//! `K`, else the value `floor(x / K) + 1` lower), proved there and followed in strides.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::take_fraction::{sg, take_to};
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

/// The answer words.
const WORDS: Words = Words::new("Takahashi\n", "Aoki\n");
/// The number of piles.
const COUNT: Field = Field::new("the number of piles N", 1, 200);
/// A pile.
const STONES: Field = Field::new("a pile size A_i", 1, 1_000_000_000);
/// A pile's constant.
const CONSTANT: Field = Field::new("a constant K_i", 1, 1_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Arc091f;

impl Problem for Arc091f {
    const NAME: &'static str = "arc091f";
    const HELP: &'static str = "\
AtCoder ARC091 F \"Strange Nim\": N piles, pile i with A_i stones and a constant K_i. Takahashi
and Aoki take turns, Takahashi first; a move takes between 1 and floor(x / K_i) stones from a
pile i of x stones. Whoever cannot move loses.

input:  N, then N lines A_i K_i   (1 <= N <= 200, 1 <= A_i, K_i <= 10^9)
output: Takahashi if Takahashi wins, else Aoki

move:   with --move, take X from pile I; - when no move wins
example: printf '2\\n5 2\\n3 3\\n' | arc091f
prints:
  Aoki
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&COUNT)?;
        let (mut piles, mut values) = (Vec::new(), Vec::new());
        for _ in 0..n {
            let (a, k) = (io.input.next(&STONES)?, io.input.next(&CONSTANT)?);
            if try_push(&mut piles, (a, k)).is_err() || try_push(&mut values, sg(a, k)).is_err() {
                return Err(io.input.last_location().error(HELD_MEMORY.into()));
            }
        }
        let sum = values.iter().fold(0, |x, v| x ^ v);
        io.answers.verdict(WORDS, sum != 0);
        if io.answers.wants_moves() {
            let winning = winning_component(values.iter().copied()).and_then(|(i, target)| {
                let (a, k) = piles[i];
                Some(format!(
                    "take {} from pile {}",
                    take_to(a, k, target)?,
                    i + 1
                ))
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `arc091f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Arc091f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Arc091f>;
        assert_eq!(solve(b"2\n5 2\n3 3\n").unwrap(), "Aoki\n");
        assert_eq!(solve(b"3\n3 2\n4 3\n5 1\n").unwrap(), "Takahashi\n");
        assert_eq!(solve(b"3\n28 3\n16 4\n19 2\n").unwrap(), "Aoki\n");
        let four = b"4\n3141 59\n26535 897\n93 23\n8462 64\n";
        assert_eq!(solve(four).unwrap(), "Takahashi\n");
        // 3 2, 4 3 and 5 1 are worth 0, 0 and 5: take the whole last pile.
        let moves = solve_bytes_with_moves::<super::Arc091f>(b"3\n3 2\n4 3\n5 1\n").unwrap();
        assert_eq!(moves, "Takahashi\ntake 5 from pile 3\n");
        let e = solve(b"1\n5 0\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected a constant K_i (1..=10^9), found \"0\""
        );
    }
}

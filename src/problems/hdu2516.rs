//! `hdu2516`: HDU 2516 取石子游戏, Fibonacci Nim: one heap of `n`; the first move takes any
//! number but not all, each later move at most twice what the opponent just took; whoever
//! takes the last stone wins. The first player loses exactly when `n` is a Fibonacci number
//! ([`games::dynamic`](crate::games::dynamic) with `k = 2`: Zeckendorf's representation).
//!
//! Accepted: `1 <= n <= 10^18` (the judge's `n` is below 2^31), until the line `0`.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::dynamic::{LosingHeaps, Work};
use std::io::{Read, Write};

const HEAP: Field = Field::new(
    "the number of stones n (0 ends the input)",
    0,
    1_000_000_000_000_000_000,
);

/// The answer words.
const WORDS: Words = Words::new("First win\n", "Second win\n");

/// The problem: the Fibonacci numbers found so far (the losing heaps for `k = 2`, with the
/// runs between them), kept from heap to heap.
pub struct Hdu2516 {
    fibonacci: LosingHeaps,
}

impl Default for Hdu2516 {
    fn default() -> Self {
        Hdu2516 {
            fibonacci: LosingHeaps::new(2),
        }
    }
}

impl Problem for Hdu2516 {
    const NAME: &'static str = "hdu2516";
    const HELP: &'static str = "\
HDU 2516 (Fibonacci Nim): one heap of n stones; the first move takes any number but not all,
each later move takes at least one and at most twice what the opponent just took; whoever
takes the last stone wins. The first player loses exactly when n is a Fibonacci number.

input:  one n per line, until the line 0   (1 <= n <= 10^18)
output: First win if the first player wins, else Second win, one line per heap

move:   with --move, take X (the smallest winning first take); - when no move wins
example: printf '2\\n13\\n10000\\n0\\n' | hdu2516
prints:
  Second win
  Second win
  First win
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&HEAP)?;
        if n == 0 {
            io.answers.sentinel();
            return Ok(());
        }
        // With k = 2 the losing heaps are the 86 Fibonacci numbers below 10^18: after the
        // first heaps, a binary search for each term of a heap's Zeckendorf sum.
        let mut work = Work::DEFAULT;
        let at = io.input.last_location();
        let refused = |e: crate::games::dynamic::DynamicError| at.error(e.to_string());
        let lost = self.fibonacci.is_losing(n, &mut work).map_err(refused)?;
        io.answers.verdict(WORDS, !lost);
        if io.answers.wants_moves() {
            let take = self
                .fibonacci
                .winning_take(n, n - 1, &mut work)
                .map_err(refused)?;
            io.answers.move_line(take.map(|t| format!("take {t}")));
        }
        Ok(())
    }
}

/// The `hdu2516` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu2516>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample_and_fibonacci_numbers() {
        let out = solve_bytes::<super::Hdu2516>(b"2\n13\n10000\n0\n").unwrap();
        assert_eq!(out, "Second win\nSecond win\nFirst win\n");
        // F(87) = 679891637638612258 < 10^18 loses; one more wins by taking 1.
        let out = solve_bytes_with_moves::<super::Hdu2516>(
            b"679891637638612258\n679891637638612259\n1\n0\n",
        )
        .unwrap();
        assert_eq!(out, "Second win\n-\nFirst win\ntake 1\nSecond win\n-\n");
    }
}

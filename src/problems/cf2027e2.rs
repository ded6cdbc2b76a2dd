//! `cf2027e2`: Codeforces 2027 E2 "Bit Game (Hard Version)": piles whose sizes `x_i` are not
//! given, only their ranges `1..=b_i`; a move takes `d` stones from a pile, `1 ≤ d ≤ a_i` and
//! `d` a submask of the pile. Count the choices of sizes that Bob (moving second) wins,
//! modulo 10^9 + 7. Each pile's value is read off its bits
//! ([`games::bit_game`](crate::games::bit_game), where the proof is): the sizes of each value
//! are counted along `b_i`'s digits ([`count_by_value`]: a value is the number of ones of
//! `x mod 2^{h+1}` but for a few numbers, O(30²) a pile) and the product of the piles' counts
//! under xor ([`xor_product_mod`], 32 values) gives those of xor 0, which Bob wins.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem};
use crate::core::gf2::xor_product_mod;
use crate::core::scan::{Field, InputError};
use crate::games::bit_game::count_by_value;
use crate::problems::shape::{GAME_MEMORY, HELD_MEMORY};
use std::io::{Read, Write};

/// The modulus of the problem.
const MOD: u64 = 1_000_000_007;
/// The number of test cases (the statement's bound is 1000).
const CASES: Field = Field::new("the number of test cases t", 1, 100_000);
/// The number of piles of a case (the statement's bound is 10^4 over all cases).
const PILES: Field = Field::new("the number of piles n", 1, 1_000_000);
/// A bound `a_i` (the statement's: below 2^30).
const BOUND: Field = Field::new("a value a_i", 1, 1_000_000_000_000_000_000);
/// The most stones `b_i` (the statement's: below 2^30).
const MOST: Field = Field::new("a most stones b_i", 1, 1_000_000_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Cf2027e2;

impl Problem for Cf2027e2 {
    const NAME: &'static str = "cf2027e2";
    const HELP: &'static str = "\
Codeforces 2027 E2 \"Bit Game (Hard Version)\": n piles; pile i has a value a_i and holds x_i
stones, any of 1..=b_i. A move takes d stones from one pile, 1 <= d <= a_i and x & d = d (x the
stones in that pile now). Alice moves first; whoever cannot move loses. Count the choices of
x_1 ... x_n that Bob wins, modulo 10^9+7.

input:  t, then per case n, the n values a_i and the n bounds b_i   (1 <= t <= 10^5, 1 <= n <=
        10^6, 1 <= a_i, b_i <= 10^18 (the statement's: t <= 1000, the sum of n <= 10^4,
        a_i, b_i < 2^30))
output: the count modulo 1000000007, one line per case

example: printf '1\\n3\\n1 2 3\\n3 2 2\\n' | cf2027e2
prints:
  4
";
    const LAYOUT: Layout = Layout::with_count(CASES);
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PILES)?;
        let mut bounds = Vec::new();
        io.input.each_value_checked(n, &BOUND, |a| {
            try_push(&mut bounds, a).map_err(|_| HELD_MEMORY.to_string())
        })?;
        let mut most = Vec::new();
        io.input.each_value_checked(n, &MOST, |b| {
            try_push(&mut most, b).map_err(|_| HELD_MEMORY.to_string())
        })?;
        let at = io.input.last_location();
        // The piles' counts by value (values are at most the digits of a_i | b_i, plus one),
        // made one at a time and folded into the transform at once.
        let widest = bounds
            .iter()
            .zip(&most)
            .map(|(a, b)| a | b)
            .max()
            .unwrap_or(1);
        let len = (66 - widest.leading_zeros() as usize).next_power_of_two();
        let counts = bounds.iter().zip(&most).map(|(&a, &b)| FirstCounts {
            counts: count_by_value(a, b).map(|c| c % MOD),
            len,
        });
        let product =
            xor_product_mod(len, counts, MOD).map_err(|_| at.error(GAME_MEMORY.to_string()))?;
        io.answers.number_line(product[0]);
        Ok(())
    }
}

/// A pile's counts by value, as the product reads them: the first `len` (a power of two past
/// every value of the case).
struct FirstCounts {
    counts: [u64; 66],
    len: usize,
}

impl AsRef<[u64]> for FirstCounts {
    fn as_ref(&self) -> &[u64] {
        &self.counts[..self.len]
    }
}

/// The `cf2027e2` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Cf2027e2>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_sample() {
        let input = "7\n3\n1 2 3\n3 2 2\n1\n13\n45\n5\n5 4 7 8 6\n4 4 5 5 5\n4\n6 4 8 8\n12 13 14 12\n3\n92856133 46637598 12345678\n29384774 73775896 87654321\n2\n65 12\n110 31\n4\n677810235 275091182 428565855 720629731\n74522416 889934149 3394714 230851724\n";
        let out = solve_bytes::<super::Cf2027e2>(input.as_bytes()).unwrap();
        assert_eq!(out, "4\n4\n0\n6552\n722019507\n541\n665443265\n");
    }
}

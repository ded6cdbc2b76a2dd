//! `abc317f`: AtCoder ABC317 F "Nim": count the triples `1 ≤ X_i ≤ N`, `X_i` a multiple of
//! `A_i`, with `X_1 ⊕ X_2 ⊕ X_3 = 0` (the Nim positions the first player loses), modulo
//! 998244353. A digit DP over the 60 binary places, lowest first, keeps each number's
//! remainder modulo `A_i` and whether its digits so far exceed `N`'s
//! ([`count_tuples`], with the xor target 0): `8 · A_1 A_2 A_3 ≤ 8000` states, 8 digit masks a
//! place. It counts `0 ≤ X_i` (which needs no flag for the lower bound); the triples with a
//! 0 are then taken out: with `X_1 = 0`, `X_2 = X_3` is any multiple of `lcm(A_2, A_3)` up to
//! `N`, and so on, the all-zero triple being in all three (so `Σ ⌊N / lcm⌋ + 1` in all).

use crate::core::digit_dp::{count_tuples, Bound, Targets};
use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

/// The modulus of the problem.
const MOD: u64 = 998_244_353;
/// `N`.
const MOST: Field = Field::new("the largest number N", 1, 1_000_000_000_000_000_000);
/// One `A_i`.
const FACTOR: Field = Field::new("a factor A_i", 1, 10);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc317f;

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Problem for Abc317f {
    const NAME: &'static str = "abc317f";
    const HELP: &'static str = "\
AtCoder ABC317 F \"Nim\": count, modulo 998244353, the triples (X_1, X_2, X_3) of numbers
1 <= X_i <= N, each X_i a multiple of A_i, whose xor is 0 (the three-heap Nim positions the
player to move loses).

input:  N A_1 A_2 A_3   (1 <= N <= 10^18, 1 <= A_i <= 10)
output: the count modulo 998244353

example: printf '13 2 3 5\\n' | abc317f
prints:
  4
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&MOST)?;
        let mut a = [0u64; 3];
        for slot in a.iter_mut() {
            *slot = io.input.next(&FACTOR)?;
        }
        let numbers = a.map(|a| Bound::upto(n).multiple_of(a));
        let at = io.input.last_location();
        let counts = count_tuples(&numbers, &Targets::xor(0), 60, MOD)
            .map_err(|_| at.error(GAME_MEMORY.to_string()))?;
        let lcm = |x: u64, y: u64| x / gcd(x, y) * y;
        let with_zero = [(1, 2), (0, 2), (0, 1)]
            .iter()
            .map(|&(i, j)| n / lcm(a[i], a[j]) % MOD)
            .sum::<u64>()
            + 1;
        io.answers
            .number_line((counts[0] + 3 * MOD - with_zero) % MOD);
        Ok(())
    }
}

/// The `abc317f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc317f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc317f>;
        assert_eq!(solve(b"13 2 3 5\n").unwrap(), "4\n");
        assert_eq!(
            solve(b"1000000000000000000 1 1 1\n").unwrap(),
            "426724011\n"
        );
        assert_eq!(solve(b"31415926535897932 3 8 4\n").unwrap(), "759934997\n");
    }
}

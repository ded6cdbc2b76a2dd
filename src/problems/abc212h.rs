//! `abc212h`: AtCoder ABC212 H "Nim Counting": among the ordered arrangements of 1 to `N`
//! heaps, each of a size from the set `A`, count those Takahashi (moving first in Nim) wins:
//! the arrangements whose xor is not 0. All `K + K² + … + K^N` of them, less those of xor 0,
//! which [`core::gf2::xor_power_sum_mod`](crate::core::gf2::xor_power_sum_mod) counts: one
//! Walsh–Hadamard transform of the set's indicator over 2^16 values, a geometric series per
//! point (by doubling), one inverse transform. O(2^16 · (16 + log N)).

use crate::core::budget::filled;
use crate::core::driver::{Io, Layout, Problem};
use crate::core::gf2::{geometric_mod, xor_power_sum_mod};
use crate::core::scan::{Field, InputError};
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

/// The modulus of the problem.
const MOD: u64 = 998_244_353;
/// The sizes are below 2^16.
const VALUES: usize = 1 << 16;
/// The most heaps (the statement's bound is 2·10^5; any count works).
const HEAPS: Field = Field::new("the most heaps N", 1, 1_000_000_000_000_000_000);
/// The number of sizes.
const SIZES: Field = Field::new("the number of sizes K", 1, VALUES as u64 - 1);
/// One size.
const SIZE: Field = Field::new("a heap size A_i", 1, VALUES as u64 - 1);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc212h;

impl Problem for Abc212h {
    const NAME: &'static str = "abc212h";
    const HELP: &'static str = "\
AtCoder ABC212 H \"Nim Counting\": arrangements of 1 to N ordered heaps, each heap's size one of
A_1 ... A_K. Count, modulo 998244353, those that Takahashi, moving first in Nim, wins.

input:  N K, then A_1 ... A_K   (1 <= N <= 10^18 (the statement's: 2*10^5), 1 <= K < 2^16,
        1 <= A_i < 2^16, all distinct)
output: the count modulo 998244353

example: printf '2 2\\n1 2\\n' | abc212h
prints:
  4
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&HEAPS)?;
        let k = io.input.next(&SIZES)?;
        let mut chosen: Vec<u64> =
            filled(VALUES, 0).map_err(|_| io.input.last_location().error(GAME_MEMORY.into()))?;
        io.input.each_value_checked(k, &SIZE, |a| {
            let slot = &mut chosen[a as usize];
            if *slot == 1 {
                return Err(format!(
                    "expected distinct sizes A_i, found {a} a second time"
                ));
            }
            *slot = 1;
            Ok(())
        })?;
        let zero = xor_power_sum_mod(&chosen, n, MOD)
            .map_err(|e| io.input.last_location().error(e.to_string()))?[0];
        let all = geometric_mod(k % MOD, n, MOD);
        io.answers.number_line((all + MOD - zero) % MOD);
        Ok(())
    }
}

/// The `abc212h` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc212h>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc212h>;
        assert_eq!(solve(b"2 2\n1 2\n").unwrap(), "4\n");
        assert_eq!(solve(b"100 3\n3 5 7\n").unwrap(), "112184936\n");
        let e = solve(b"2 2\n1 1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected distinct sizes A_i, found 1 a second time"
        );
    }
}

//! `nim_product_64`: Library Checker "Nim Product (F_{2^64})": `T` pairs `A B` below `2^64`,
//! one line `A ⊗ B` each ([`core::nimber`](crate::core::nimber) proves the arithmetic). There
//! is no game to move in, so the binary refuses `--move`. The pairs stream by: memory does not
//! grow with `T`.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::nimber;
use crate::core::scan::{Field, InputError};
use crate::problems::shape::CASE_COUNT;
use std::io::{Read, Write};

/// `A` or `B`.
const NIMBER: Field = Field::new("a number below 2^64", 0, u64::MAX);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct NimProduct64;

impl Problem for NimProduct64 {
    const NAME: &'static str = "nim_product_64";
    const HELP: &'static str = "\
Library Checker \"Nim Product (F_{2^64})\": the nim product A (x) B, defined by
A (x) B = mex{ (A' (x) B) xor (A (x) B') xor (A' (x) B') : A' < A, B' < B }, the field product of
the nimbers below 2^64 (and the value of a product of two coin-turning games).

input:  T, then T lines 'A B'   (1 <= T <= 10^6, 0 <= A, B < 2^64)
output: A (x) B, one line per pair

example: printf '3\\n2 2\\n16 5\\n3 2\\n' | nim_product_64
prints:
  3
  80
  1
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        // The pairs are multiplied a batch at a time ([`nimber::products`] is faster than one
        // product after another where the carry-less multiply is used).
        const BATCH: usize = 256;
        let pairs = io.input.next(&CASE_COUNT)?;
        let answers = &mut io.answers;
        let (mut a, mut b, mut out) = ([0; BATCH], [0; BATCH], [0; BATCH]);
        let (mut held, mut second) = (0, false);
        let mut multiply = |a: &[u64], b: &[u64], out: &mut [u64]| {
            nimber::products(a, b, out);
            out.iter().for_each(|&p| answers.number_line(p));
        };
        io.input.each_value(2 * pairs, &NIMBER, |v| {
            if second {
                b[held] = v;
                held += 1;
                if held == BATCH {
                    multiply(&a, &b, &mut out);
                    held = 0;
                }
            } else {
                a[held] = v;
            }
            second = !second;
        })?;
        multiply(&a[..held], &b[..held], &mut out[..held]);
        Ok(())
    }
}

/// The `nim_product_64` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<NimProduct64>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn pairs_and_their_errors() {
        let solve = solve_bytes::<super::NimProduct64>;
        assert_eq!(solve(b"3\n2 2\n16 5\n3 2\n").unwrap(), "3\n80\n1\n");
        let full = b"1\n18446744073709551615 18446744073709551615\n";
        assert_eq!(solve(full).unwrap(), "11290409524105353207\n");
        let e = solve(b"2\n1 2\n3\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 4, column 1: expected a number below 2^64 (0..=18446744073709551615), \
             found end of input"
        );
        let e = solve(b"1\n1 18446744073709551616\n").unwrap_err();
        assert_eq!(e.column, 3);
    }
}

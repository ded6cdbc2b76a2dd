//! `anti_nim`: misère Nim, one position (the game of Luogu P4279 and HDU 1907, in a one-case
//! format; their own format is `T` cases).
//!
//! A move takes any positive number of stones from one pile, and whoever takes the last stone
//! loses. A Nim pile of `a` stones has SG value `a` ([`nim::sg`](crate::games::nim::sg)) and
//! play ends when all are 0, so the SJ rule of [`MisereSum`] applies to the piles themselves.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::InputError;
use crate::core::sum::MisereSum;
use crate::problems::shape;
use std::io::{Read, Write};

/// The problem; see the module documentation.
#[derive(Default)]
pub struct AntiNim;

impl Problem for AntiNim {
    const NAME: &'static str = "anti_nim";
    const HELP: &'static str = "\
Misere Nim, one position (the game of Luogu P4279 / HDU 1907, one case). A move takes any
positive number of stones from one pile; whoever takes the last stone loses.

input:  n, then the pile sizes a_1 ... a_n   (1 <= n <= 10^6, 0 <= a_i <= 10^18)
output: Yes if the first player wins, else No

move:   with --move, take X from pile I (the SJ strategy); - when no move wins
example: printf '3\\n3 5 1\\n' | anti_nim
prints:
  Yes
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        shape::piles::<MisereSum, _, _>(io, Words::YES_NO, shape::pile_move)
    }
}

/// The `anti_nim` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<AntiNim>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::AntiNim>;
        assert_eq!(solve(b"3\n3 5 1\n").unwrap(), "Yes\n");
        assert_eq!(solve(b"1\n1\n").unwrap(), "No\n");
    }
}

//! `split_piles`: Lasker's Nim, one position (the game of HDU 3032 "Nim or not Nim?", in a
//! one-case format; HDU's own format is `T` cases).
//!
//! Input `n`, `a_1 … a_n`; a move removes stones from one pile or splits a pile in two
//! non-empty piles; the last mover wins. Each pile is a Lasker's Nim heap with value
//! [`lasker::sg`](crate::games::lasker::sg); the first player wins iff the xor is nonzero.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::InputError;
use crate::games::lasker::LaskerSum;
use crate::problems::shape;
use std::io::{Read, Write};

/// The problem; see the module documentation.
#[derive(Default)]
pub struct SplitPiles;

impl Problem for SplitPiles {
    const NAME: &'static str = "split_piles";
    const HELP: &'static str = "\
Lasker's Nim, one position (the game of HDU 3032, one case). A move removes any number of
stones from one pile, or splits a pile into two non-empty piles; whoever cannot move loses.

input:  n, then the pile sizes a_1 ... a_n   (1 <= n <= 10^6, 0 <= a_i <= 10^18)
output: Yes if the first player wins, else No

move:   with --move, take X from pile I, or split pile I into A and B; - when no move wins
example: printf '3\\n2 2 3\\n' | split_piles
prints:
  Yes
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        shape::piles::<LaskerSum, _, _>(io, Words::YES_NO, shape::pile_move)
    }
}

/// The `split_piles` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<SplitPiles>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::SplitPiles>;
        assert_eq!(solve(b"3\n2 2 3\n").unwrap(), "Yes\n");
        assert_eq!(solve(b"2\n3 3\n").unwrap(), "No\n");
    }
}

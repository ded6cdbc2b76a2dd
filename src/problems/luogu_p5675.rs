//! `luogu_p5675`: Luogu P5675 \[GZOI2017\] 取石子游戏: choose piles to play Nim and the pile
//! Alice must move on first; count the choices she loses, modulo 10^9 + 7. She loses exactly
//! when the xor of the other chosen piles is at least her pile, and the subsets of the other
//! piles reaching each xor are counted through their linear basis
//! ([`games::pile_choice`](crate::games::pile_choice), where the proof is): O(64 · N), not
//! the O(N · 256²) of a table over the xor values, and for piles of any size.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::pile_choice::forced_first_pile_losses;
use crate::problems::shape::held_values;
use std::io::{Read, Write};

/// The modulus of the problem.
const MOD: u64 = 1_000_000_007;
/// The number of piles (the statement's bound is 200).
const PILES: Field = Field::new("the number of piles N", 1, 100_000);
/// A pile (the statement's bound is 200).
const PILE: Field = Field::new("a pile size", 1, 1_000_000_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP5675;

impl Problem for LuoguP5675 {
    const NAME: &'static str = "luogu_p5675";
    const HELP: &'static str = "\
Luogu P5675 [GZOI2017] 取石子游戏: N piles. Choose some of them to play Nim, and one of the
chosen, the pile Alice must take from on her first move (how many is hers to say). Count the
choices with which Alice, moving first, cannot win, modulo 10^9+7 (the same piles with another
pile designated count again).

input:  N, then N pile sizes   (1 <= N <= 10^5 (the statement's: 200), 1 <= each <= 10^18
        (the statement's: 200))
output: the count modulo 1000000007

example: printf '3\\n2 4 5\\n' | luogu_p5675
prints:
  5
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PILES)?;
        let piles = held_values(io, n, &PILE)?;
        io.answers
            .number_line(forced_first_pile_losses(&piles, MOD));
        Ok(())
    }
}

/// The `luogu_p5675` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP5675>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::LuoguP5675>;
        assert_eq!(solve(b"3\n2 4 5\n").unwrap(), "5\n");
        assert_eq!(solve(b"3\n1 2 2\n").unwrap(), "6\n");
    }
}

//! `luogu_p4301`: Luogu P4301 \[CQOI2013\] 新Nim游戏 (AcWing 229): on the first turn the first
//! player removes whole piles (not all), on the second the second player does, then Nim. The
//! fewest matches the first player removes and still wins: she must keep piles no nonempty
//! subset of which has xor 0, and keeps the heaviest such set by the greedy rule of a linear
//! matroid ([`games::pile_choice`](crate::games::pile_choice), where the proof is). She always
//! can, so the statement's `-1` never comes.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::pile_choice::piles_to_take;
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

/// The number of piles (the statement's bound is 100).
const PILES: Field = Field::new("the number of piles k", 1, 1_000_000);
/// A pile (the statement's bound is 10^9; the sum of 10^6 piles of 10^12 fits a u64).
const PILE: Field = Field::new("a pile size", 1, 1_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP4301;

impl Problem for LuoguP4301 {
    const NAME: &'static str = "luogu_p4301";
    const HELP: &'static str = "\
Luogu P4301 [CQOI2013] 新Nim游戏: piles of matches. On the first turn the first player removes
any whole piles but not all, on the second turn the second player does the same; then Nim,
the first player moving. The fewest matches the first player removes on the first turn and
still wins (the statement's -1, no win, never happens: keeping one pile wins).

input:  k, then k pile sizes   (1 <= k <= 10^6 (the statement's: 100), 1 <= each <= 10^12
        (the statement's: 10^9))
output: the fewest matches removed

move:   with --move, the piles to remove on the first turn (take piles I J ...), or take
        no pile
example: printf '6\\n5 5 6 6 5 5\\n' | luogu_p4301
prints:
  21
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let k = io.input.next(&PILES)?;
        let mut piles = Vec::new();
        io.input.each_value_checked(k, &PILE, |a| {
            try_push(&mut piles, a).map_err(|_| HELD_MEMORY.to_string())
        })?;
        let full = |io: &mut Io<R, W>| io.input.last_location().error(HELD_MEMORY.into());
        let Ok(taken) = piles_to_take(&piles) else {
            return Err(full(io));
        };
        io.answers
            .number_line(taken.iter().map(|&i| piles[i]).sum::<u64>());
        if io.answers.wants_moves() {
            io.answers.move_line(Some(PilesTaken(&taken)));
        }
        Ok(())
    }
}

/// The move line `take piles I J ...` (numbered from 1), or `take no pile`, written as it is
/// printed: a million piles need no string of their own.
struct PilesTaken<'a>(&'a [usize]);

impl std::fmt::Display for PilesTaken<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0.is_empty() {
            return f.write_str("take no pile");
        }
        f.write_str("take piles")?;
        self.0.iter().try_for_each(|i| write!(f, " {}", i + 1))
    }
}

/// The `luogu_p4301` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP4301>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_sample_and_moves() {
        let solve = solve_bytes::<super::LuoguP4301>;
        assert_eq!(solve(b"6\n5 5 6 6 5 5\n").unwrap(), "21\n");
        let moves = solve_bytes_with_moves::<super::LuoguP4301>;
        assert_eq!(
            moves(b"6\n5 5 6 6 5 5\n").unwrap(),
            "21\ntake piles 2 4 5 6\n"
        );
        assert_eq!(moves(b"2\n1 2\n").unwrap(), "0\ntake no pile\n");
    }
}

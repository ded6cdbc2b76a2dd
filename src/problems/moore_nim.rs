//! `moore_nim`: Moore's Nim_k (the seeds' "k-Nim"): a move takes at least one stone from each
//! of between 1 and `k` piles. Our own format (no judge uses this one): `n k`, then the `n`
//! piles. Decided by Moore's theorem ([`games::moore`](crate::games::moore)), digit counts
//! gathered as the piles stream by.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::moore::{balancing_move, MooreSum};
use crate::problems::shape::{HELD_MEMORY, PILE, PILE_COUNT};
use std::io::{Read, Write};

/// The problem; see the module documentation.
#[derive(Default)]
pub struct MooreNim;

impl Problem for MooreNim {
    const NAME: &'static str = "moore_nim";
    const HELP: &'static str = "\
Moore's Nim_k: n piles; a move takes at least one stone from each of between 1 and k piles
(any amounts); whoever cannot move loses. k = 1 is Nim.

input:  n k, then the n pile sizes   (1 <= k <= n <= 10^6, 0 <= a <= 10^18)
output: Yes if the first player wins, else No

move:   with --move, take X from pile I, Y from pile J, ... (at most k piles); - when no move wins
example: printf '3 2\\n1 1 1\\n' | moore_nim
prints:
  No
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let sc = &mut io.input;
        let n = sc.next(&PILE_COUNT)?;
        let k = sc.next(&Field::new(
            "the most piles one move takes k, at most n",
            1,
            n,
        ))?;
        let mut sum = MooreSum::new(k);
        let wants_moves = io.answers.wants_moves();
        let mut piles = Vec::new();
        let sc = &mut io.input;
        for _ in 0..n {
            let a = sc.next(&PILE)?;
            sum.add(a);
            if wants_moves {
                try_push(&mut piles, a)
                    .map_err(|_| sc.last_location().error(HELD_MEMORY.into()))?;
            }
        }
        io.answers.verdict(Words::YES_NO, sum.first_player_wins());
        if wants_moves {
            let at = io.input.last_location();
            let changes = balancing_move(k, &piles).map_err(|_| at.error(HELD_MEMORY.into()))?;
            let winning = changes.map(|changes| Taken {
                piles: &piles,
                changes,
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The move in words, written as it is made: `take 3 from pile 1, 2 from pile 4` (up to k
/// piles: the line is never held).
struct Taken<'a> {
    piles: &'a [u64],
    changes: Vec<(usize, u64)>,
}

impl std::fmt::Display for Taken<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (n, &(i, left)) in self.changes.iter().enumerate() {
            let lead = if n == 0 { "take " } else { ", " };
            write!(f, "{lead}{} from pile {}", self.piles[i] - left, i + 1)?;
        }
        Ok(())
    }
}

/// The `moore_nim` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<MooreNim>()
}

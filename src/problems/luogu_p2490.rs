//! `luogu_p2490`: Luogu P2490 \[SDOI2011\] 黑白棋: `k` pieces on a `1 × n` board, white and
//! black in turn from a white one on the left; white pieces only move right, black ones only
//! left, never past a neighbour; a move moves 1 to `d` of one's own pieces. Count the
//! placements the first player (white) wins, modulo 10^9 + 7.
//!
//! Pair each white piece with the black one to its right: the empty squares between them are a
//! heap, and each piece's move takes from its pair's heap. The squares between a black piece
//! and the next white one only grow (the black piece moves left, the white one right) and
//! never block a move, so they never matter. So the game is Moore's Nim_d on the `k / 2` heaps
//! ([`games::moore`](crate::games::moore)): the first player loses exactly when every binary
//! digit is set in a multiple of `d + 1` heaps. A placement is the heaps (summing to `G`) and
//! the `n − k − G` other empty squares spread over the `k / 2 + 1` gaps outside the pairs, so
//! the lost placements are `Σ_G B(G) · C(n − k − G + k / 2, k / 2)`, with `B(G)` the balanced
//! heaps of total `G` ([`balanced_by_total`]); the answer is `C(n, k)` less those.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::modular::{mul_mod, Binomials};
use crate::core::scan::{Field, InputError};
use crate::games::moore::balanced_by_total;
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

/// The modulus of the problem.
const MOD: u64 = 1_000_000_007;
/// `n` (the statement's bound is 10^4).
const SQUARES: Field = Field::new("the board's length n", 2, 1_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP2490;

impl Problem for LuoguP2490 {
    const NAME: &'static str = "luogu_p2490";
    const HELP: &'static str = "\
Luogu P2490 [SDOI2011] 黑白棋: k pieces on a 1 x n board, alternately white and black from a
white one at the left end of the row of pieces. A moves white pieces (right only), B black ones
(left only); a move moves 1 to d of one's own pieces, each any distance without passing a piece
or leaving the board. Whoever cannot move loses; A moves first. Count the placements A wins,
modulo 10^9+7.

input:  n k d   (2 <= n <= 10^6 (the statement's: 10^4), k even, 2 <= k <= min(n, 100),
        1 <= d <= k)
output: the count modulo 1000000007

example: printf '10 4 2\\n' | luogu_p2490
prints:
  182
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&SQUARES)?;
        let k = io
            .input
            .next(&Field::new("the number of pieces k", 2, n.min(100)))?;
        if k % 2 == 1 {
            let at = io.input.last_location();
            return Err(at.error(format!("expected an even number of pieces k, found {k}")));
        }
        let d = io
            .input
            .next(&Field::new("the most pieces a move moves d", 1, k))?;
        let at = io.input.last_location();
        let memory = || at.error(GAME_MEMORY.to_string());
        let c = Binomials::new(n, MOD).map_err(|_| memory())?;
        let pairs = k / 2;
        let balanced = balanced_by_total(pairs, d, n - k, &c).map_err(|_| memory())?;
        let lost = balanced.iter().enumerate().fold(0, |acc, (g, &b)| {
            (acc + mul_mod(b, c.stars_and_bars(n - k - g as u64, pairs + 1), MOD)) % MOD
        });
        io.answers.number_line((c.choose(n, k) + MOD - lost) % MOD);
        Ok(())
    }
}

/// The `luogu_p2490` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP2490>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_sample() {
        assert_eq!(
            solve_bytes::<super::LuoguP2490>(b"10 4 2\n").unwrap(),
            "182\n"
        );
        let e = solve_bytes::<super::LuoguP2490>(b"10 3 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 4: expected an even number of pieces k, found 3"
        );
    }
}

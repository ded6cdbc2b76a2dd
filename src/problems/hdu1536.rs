//! `hdu1536`: HDU 1536 / POJ 2960 "S-Nim": subtraction-set Nim, many positions per set.
//!
//! Blocks until a line `0`: `k s_1 … s_k`, then `m`, then `m` lines `l h_1 … h_l`. Each block
//! answers one line of `m` letters, `W` where the first player wins the position, else `L`.
//! One [`SubtractionSg`] per block serves all its positions: each heap is computed as it
//! arrives, and heaps past the table go through the certified period, as in
//! [`subtraction_nim`](crate::problems::subtraction_nim); a heap neither stored nor covered by
//! a period within the budget is an error at that heap.

use crate::core::budget::Budget;
use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{capacity_for, Field, InputError};
use crate::core::sum::{winning_component, HeapMove};
use crate::games::subtraction::{SubtractionSg, DEFAULT_BUDGET};
use crate::problems::shape::pile_move;
use std::io::{Read, Write};

const SET_SIZE: Field = Field::new("the size of S k (0 ends the input)", 0, 100_000);
const MOVE: Field = Field::new("a move size", 1, 1_000_000);
const POSITIONS: Field = Field::new("the number of positions m", 1, 1_000_000);
const HEAPS: Field = Field::new("the number of heaps l", 1, 1_000_000);
const HEAP: Field = Field::new("a heap size", 0, 1_000_000_000_000_000_000);

/// The problem, with the work budget each block's table may use.
pub struct Hdu1536 {
    budget: Budget,
}

impl Default for Hdu1536 {
    fn default() -> Self {
        Hdu1536 {
            budget: DEFAULT_BUDGET,
        }
    }
}

impl Problem for Hdu1536 {
    const NAME: &'static str = "hdu1536";
    const HELP: &'static str = "\
HDU 1536 / POJ 2960 \"S-Nim\": a move takes exactly s stones from one heap, for some s in S;
whoever cannot move loses. Several positions per set S.

input:  blocks until a line 0: 'k s_1 ... s_k', then m, then m lines 'l h_1 ... h_l'
        (1 <= k <= 10^5, 1 <= s <= 10^6, 1 <= m, l <= 10^6, 0 <= h <= 10^18; the line
        0 in place of a block ends the input)
output: per block one line of m letters: W if the first player wins the position, else L

move:   with --move, after each block's letters, one line per position: take X from pile I, or -; - when no move wins
example: printf '2 2 5\\n3\\n2 5 12\\n3 2 4 7\\n4 2 3 7 12\\n0\\n' | hdu1536
prints:
  LWW
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let sc = &mut io.input;
        let k = sc.next(&SET_SIZE)?;
        if k == 0 {
            io.answers.sentinel();
            return Ok(());
        }
        let mut moves = Vec::with_capacity(capacity_for(k));
        for _ in 0..k {
            moves.push(sc.next(&MOVE)? as usize);
        }
        let mut game = SubtractionSg::new(&moves);
        let m = sc.next(&POSITIONS)?;
        let mut letters = String::with_capacity(capacity_for(m));
        let mut moves_lines = Vec::new();
        let wants_moves = io.answers.wants_moves();
        let sc = &mut io.input;
        for _ in 0..m {
            let mut sum = 0;
            let mut heaps = Vec::new();
            for _ in 0..sc.next(&HEAPS)? {
                let h = sc.next(&HEAP)?;
                if let Err(e) = game.ensure(h, self.budget) {
                    let message = if e.out_of_memory {
                        format!(
                            "heap {h}: the table for this S needs more memory than is available"
                        )
                    } else {
                        format!(
                            "heap {h} is past the {} SG values computed for this S, and no \
                             period was certified within the budget",
                            e.values
                        )
                    };
                    return Err(sc.last_location().error(message));
                }
                sum ^= game.get(h).expect("ensured");
                if wants_moves {
                    heaps.push(h);
                }
            }
            letters.push(if sum != 0 { 'W' } else { 'L' });
            if wants_moves {
                let values = heaps
                    .iter()
                    .map(|&h| u64::from(game.get(h).expect("ensured")));
                let winning = winning_component(values).and_then(|(i, t)| {
                    let take = game.take_to(heaps[i], t as u32)?;
                    Some(pile_move(i, HeapMove::take(heaps[i], take)))
                });
                moves_lines.push(winning.unwrap_or_else(|| "-".to_string()));
            }
        }
        io.answers.line(letters);
        // With --move, one line per position after the block's letters.
        for line in moves_lines {
            io.answers.line(line);
        }
        Ok(())
    }
}

/// The `hdu1536` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu1536>()
}

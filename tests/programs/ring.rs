//! A game with draws, written with the library: two tokens on a ring of cells `0..n`. A move
//! slides one token 1 or 2 cells clockwise onto an empty cell; a token that reaches cell 0
//! leaves the ring. Whoever cannot move (no token left) loses, and tokens can go round
//! forever, so play may never end: a draw. The tokens block each other, so the game is not a
//! sum of two one-token games: the position is the pair of cells.
//!
//! Input: `T`, then `T` lines `n a b` (`3 <= n <= 300`, the tokens on cells `a` and `b`,
//! `1 <= a, b < n`, `a != b`; 0 for a token already gone). Output `Win`, `Lose` or `Draw` for
//! the player to move, one line each.
//!
//! The positions reachable from the start become a graph (`core::memo::explore`), which
//! retrograde analysis decides (`games::loopy`).
//!
//! Bundle it: `bundle tests/programs/ring.rs > ring_bundled.rs`.

use grundy::core::driver::{Io, Layout, Problem};
use grundy::core::memo::{explore, Options};
use grundy::core::scan::{Field, InputError};
use grundy::games::loopy::{retrograde, Outcome};
use std::io::{Read, Write};

const CELLS: Field = Field::new("the number of cells n", 3, 300);

/// The two tokens' cells, the smaller first; 0 for a token gone.
type Tokens = (u16, u16);

#[derive(Default)]
pub struct Ring;

impl Problem for Ring {
    const NAME: &'static str = "ring";
    const HELP: &'static str = "two tokens on a ring, cell 0 takes them off\n";
    const LAYOUT: Layout = Layout::with_count(Field::new("the number of games T", 1, 1000));
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&CELLS)? as u16;
        let cell = Field::new("a cell, 0 for none", 0, u64::from(n) - 1);
        let a = io.input.next(&cell)? as u16;
        let b = io.input.next(&cell)? as u16;
        if a == b && a != 0 {
            let message = format!("expected a cell the other token is not on, found {b} again");
            return Err(io.input.last_location().error(message));
        }
        let rule = |&(a, b): &Tokens, options: &mut Options<Tokens>| {
            for (moving, other) in [(a, b), (b, a)] {
                if moving == 0 {
                    continue;
                }
                for step in 1..=2 {
                    let to = (moving + step) % n;
                    if to == 0 || to != other {
                        options.push((to.min(other), to.max(other)));
                    }
                }
            }
        };
        let at = io.input.last_location();
        let memory = || at.error("expected a game that fits in memory".to_string());
        // explore fails only when memory runs out (this rule lists no sums of positions).
        let seen = explore((a.min(b), a.max(b)), rule).map_err(|_| memory())?;
        let solved = retrograde(&seen.graph).map_err(|_| memory())?;
        let word = match solved.outcome(0) {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Draw => "Draw",
        };
        io.answers.line(word);
        Ok(())
    }
}

fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<Ring>()
}

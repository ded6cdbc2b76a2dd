//! A game on a pair of piles, written with the library's memo over any position: a move takes
//! 1, 2 or 3 tokens from one pile, or the same number (1 to 3) from both; whoever cannot move
//! loses. Input: `T`, then `T` lines `a b` (`0 <= a, b <= 1000`); output `First` if the first
//! player wins, else `Second`, one line each. The values found for one line are kept for the
//! next.
//!
//! Bundle it: `bundle tests/programs/pairs.rs > pairs_bundled.rs`.

use grundy::core::driver::{Io, Layout, Problem, Words};
use grundy::core::memo::{Memo, MemoError, Options, Rule};
use grundy::core::scan::{Field, InputError};
use std::io::{Read, Write};

const PILE: Field = Field::new("a pile", 0, 1000);

/// A position: the two piles.
pub type Piles = (u16, u16);

/// The rule: every position one move away.
pub struct Moves;

impl Rule<Piles> for Moves {
    fn options(&mut self, &(a, b): &Piles, options: &mut Options<Piles>) {
        for t in 1..=3 {
            if t <= a {
                options.push((a - t, b));
            }
            if t <= b {
                options.push((a, b - t));
            }
            if t <= a && t <= b {
                options.push((a - t, b - t));
            }
        }
    }
}

pub struct Pairs {
    /// The values found so far, kept from one game to the next.
    memo: Memo<Piles, Moves>,
}

impl Default for Pairs {
    fn default() -> Self {
        // Every position has piles of at most 1000: in a box of 1001 x 1001, the values are
        // kept in an array (4 MB) rather than hashed; without that memory, in the hash map.
        let memo = Memo::in_box(Moves, (1001, 1001)).unwrap_or_else(|_| Memo::new(Moves));
        Pairs { memo }
    }
}

impl Problem for Pairs {
    const NAME: &'static str = "pairs";
    const HELP: &'static str = "take 1 to 3 from one pile, or the same from both\n";
    const LAYOUT: Layout = Layout::with_count(Field::new("the number of games T", 1, 1_000_000));
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        answer(&mut self.memo, io)
    }
}

/// One game: its two piles read, its verdict written, with the values in `memo`.
pub fn answer<R: Read, W: Write>(
    memo: &mut Memo<Piles, Moves>,
    io: &mut Io<R, W>,
) -> Result<(), InputError> {
    let a = io.input.next(&PILE)? as u16;
    let b = io.input.next(&PILE)? as u16;
    let value = match memo.value(&(a, b)) {
        Ok(value) => value,
        Err(MemoError::NoMemory) => {
            let message = "expected a game that fits in memory, found too many positions";
            return Err(io.input.last_location().error(message.to_string()));
        }
        Err(MemoError::Cycle(_) | MemoError::Sum(_)) => {
            unreachable!("every move takes a token; a memo never reports a sum")
        }
    };
    io.answers
        .verdict(Words::new("First\n", "Second\n"), value.normal_wins());
    Ok(())
}

fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<Pairs>()
}

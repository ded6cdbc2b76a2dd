//! `hdu2177`: HDU 2177 "取(2堆)石子游戏", Wythoff's game with the winning moves listed.
//!
//! Each line `a b` (`a <= b` in the statement; either order here) is a game of Wythoff's
//! piles, until the line `0 0`. `0` if the first player loses; otherwise `1`, then one line
//! `x y` (`x <= y`) per winning first move, the two piles it leaves, in the statement's order
//! ([`wythoff::winning_moves`]): taking from both piles, then from the smaller pile, then
//! from the larger. Two moves that leave the same piles are both listed, as the judge's
//! solutions print them.
//!
//! Accepted: `0 <= a, b <= 10^18` (the judge's piles are at most 10^6).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::wythoff;
use crate::problems::poj1067::wythoff_move;
use std::io::{Read, Write};

/// The first line of an answer: `1` when the first player wins (moves follow), else `0`; a
/// copy of a fixed line, as a verdict is.
const FIRST_LINE: Words = Words::new("1\n", "0\n");

const PILE: Field = Field::new("a pile size (0 0 ends the input)", 0, wythoff::MAX_PILE);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu2177;

impl Problem for Hdu2177 {
    const NAME: &'static str = "hdu2177";
    const HELP: &'static str = "\
HDU 2177 (Wythoff's game, with the winning moves): two piles; a move takes any number of
stones from one pile, or the same number from both; whoever takes the last stone wins.

input:  lines 'a b', one game each, until the line 0 0   (0 <= a, b <= 10^18)
output: 0 if the first player loses; else 1, then one line 'x y' per winning first move,
        the piles it leaves (x <= y): from both piles first, then from the smaller, then
        from the larger

move:   with --move, take X from pile I, or take X from both piles (after each game); - when no move wins
example: printf '1 2\\n5 8\\n0 0\\n' | hdu2177
prints:
  0
  1
  4 7
  3 5
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let a = io.input.next(&PILE)?;
        let b = io.input.next(&PILE)?;
        if (a, b) == (0, 0) {
            io.answers.sentinel();
            return Ok(());
        }
        let (moves, count) = wythoff::winning_moves_array(a, b);
        io.answers.verdict(FIRST_LINE, count > 0);
        for &(x, y) in &moves[..count] {
            io.answers.pair_line(x, y);
        }
        if io.answers.wants_moves() {
            io.answers.move_line(wythoff_move(a, b));
        }
        Ok(())
    }
}

/// The `hdu2177` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu2177>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn sample() {
        let out = solve_bytes::<super::Hdu2177>(b"1 2\n5 8\n4 7\n2 2\n0 0\n").unwrap();
        assert_eq!(out, "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n");
    }

    #[test]
    fn either_order_and_repeated_moves() {
        let out = solve_bytes::<super::Hdu2177>(b"8 5\n5 7\n0 0").unwrap();
        assert_eq!(out, "1\n4 7\n3 5\n1\n3 5\n4 7\n3 5\n");
    }

    #[test]
    fn the_sentinel_must_come() {
        let e = solve_bytes::<super::Hdu2177>(b"1 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected a pile size (0..=10^18; 0 0 ends the input), found end of input"
        );
    }
}

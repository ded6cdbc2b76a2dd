//! `poj1067`: POJ 1067 / HDU 1527 "取石子游戏", Wythoff's game.
//!
//! Each line `a b` is a game of two piles; a move takes any positive number of stones from one
//! pile, or the same number from both; whoever takes the last stone wins. `1` if the first
//! player wins, else `0`, decided exactly by [`wythoff::is_cold`] (no floating point).
//!
//! Accepted: `0 <= a, b <= 10^18` (the judges stop at 10^9), lines until the end of input,
//! at least one.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::wythoff;
use std::io::{Read, Write};

const PILE: Field = Field::new("a pile size", 0, wythoff::MAX_PILE);

/// The answer words.
const WORDS: Words = Words::new("1\n", "0\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Poj1067;

impl Problem for Poj1067 {
    const NAME: &'static str = "poj1067";
    const HELP: &'static str = "\
POJ 1067 / HDU 1527 (Wythoff's game): two piles; a move takes any number of stones from one
pile, or the same number from both; whoever takes the last stone wins.

input:  lines 'a b', one game each, until the end of input (0 <= a, b <= 10^18)
output: 1 if the first player wins the game, else 0, one line per game

move:   with --move, take X from pile I, or take X from both piles (after each game); - when no move wins
example: printf '2 1\\n8 4\\n4 7\\n' | poj1067
prints:
  0
  1
  0
";
    const LAYOUT: Layout = Layout::ONE;

    /// Every game, in one stream of values: each second value completes a game.
    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let (sc, answers) = (&mut io.input, &mut io.answers);
        let mut first = None;
        let mut games = 0u64;
        sc.each_value_while(&PILE, |b| {
            let Some(a) = first.take() else {
                first = Some(b);
                return true;
            };
            games += 1;
            answers.verdict(WORDS, !wythoff::is_cold(a, b));
            if answers.wants_moves() {
                answers.move_line(wythoff_move(a, b));
            }
            answers.all_written()
        })?;
        if first.is_some() || games == 0 {
            // The input ended inside a game, or before the first: `next` names the place.
            sc.next(&PILE)?;
        }
        Ok(())
    }
}

/// The first of Wythoff's winning moves from piles `(a, b)` (in this order), in words:
/// `take 3 from pile 2`, `take 1 from both piles`; `None` from a cold position.
pub(crate) fn wythoff_move(a: u64, b: u64) -> Option<String> {
    let &(x, y) = wythoff::winning_moves(a, b).first()?;
    // The move leaves (x, y) in some order; the one that is reachable from (a, b).
    let (x, y) = if x <= a && y <= b && (x == a || y == b || a - x == b - y) {
        (x, y)
    } else {
        (y, x)
    };
    Some(if x < a && y < b {
        format!("take {} from both piles", a - x)
    } else if x < a {
        format!("take {} from pile 1", a - x)
    } else {
        format!("take {} from pile 2", b - y)
    })
}

/// The `poj1067` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Poj1067>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let out = solve_bytes::<super::Poj1067>(b"2 1\n8 4\n4 7\n").unwrap();
        assert_eq!(out, "0\n1\n0\n");
    }

    #[test]
    fn moves_name_the_piles_in_input_order() {
        let out = solve_bytes_with_moves::<super::Poj1067>(b"8 4\n4 8\n2 2\n7 5\n1 2").unwrap();
        assert_eq!(
            out,
            "1\ntake 1 from pile 1\n1\ntake 1 from pile 2\n1\ntake 2 from both piles\n\
             1\ntake 4 from pile 1\n0\n-\n"
        );
    }

    #[test]
    fn errors() {
        let e = solve_bytes::<super::Poj1067>(b"1 2\n3").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 2: expected a pile size (0..=10^18), found end of input"
        );
        let e = solve_bytes::<super::Poj1067>(b"\r\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 1));
    }
}

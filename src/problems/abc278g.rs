//! `abc278g`: AtCoder ABC278 G "Generalized Subtraction Game", an interactive problem. Cards
//! `1..=N` lie in a row; a move removes `y` consecutive cards still on the table, `L <= y <=
//! R`; whoever cannot move loses. The program says `First` or `Second`, then plays against
//! the judge to the end: the strategy and its proof are in
//! [`games::card_row`](crate::games::card_row) (the middle block and mirror replies, or the
//! Sprague–Grundy table of runs when only one size is allowed).
//!
//! The judge's replies are checked against the rules: a move of cards already gone, or of a
//! count outside `L..=R`, is an error (exit 2), as is `-1 -1`, the judge's word that our last
//! move was refused (which the tests show never happens).

use crate::core::driver::Failure;
use crate::core::interact::{Interactive, Judge};
use crate::games::card_row::CardRow;
use crate::problems::shape::GAME_MEMORY;
use std::io::{BufRead, Write};

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc278g;

/// The statement's bound on `N` (the table for one size is O(N²) time).
const CARDS: i64 = 2000;

impl Interactive for Abc278g {
    const NAME: &'static str = "abc278g";
    const HELP: &'static str = "\
AtCoder ABC278 G \"Generalized Subtraction Game\" (interactive): cards 1..N in a row; a move
removes y consecutive cards still on the table, L <= y <= R; whoever cannot move loses.

input:  N L R   (1 <= N <= 2000, 1 <= L <= R <= N), then the judge's moves \"a b\" (remove
        cards a..a+b-1), \"0 0\" (the judge cannot move: we won) or \"-1 -1\"
output: First or Second, then our moves \"x y\" (remove cards x..x+y-1), each line flushed

A transcript of the judge's lines, given at once, is answered with the lines of the game:
example: printf '6 1 2\\n1 1\\n2 1\\n0 0\\n' | abc278g
prints:
  First
  3 2
  6 1
  5 1
";

    fn play<R: BufRead, W: Write>(&mut self, judge: &mut Judge<R, W>) -> Result<(), Failure> {
        let n = judge.number("the number of cards N", 1, CARDS)? as usize;
        let least = judge.number("the fewest cards a move takes L", 1, n as i64)? as usize;
        let most = judge.number("the most cards a move takes R", least as i64, n as i64)?;
        let mut row = CardRow::new(n, least, most as usize)
            .map_err(|_| Failure::Input(judge.last().error(GAME_MEMORY.into())))?;
        let mut ours = row.first_player_wins();
        judge.say(format_args!("{}", if ours { "First" } else { "Second" }))?;
        loop {
            if ours {
                // The winning side always has a move; the other never gets here.
                let (x, y) = row
                    .winning_move()
                    .or_else(|| row.any_move())
                    .unwrap_or((0, 0));
                judge.say(format_args!("{x} {y}"))?;
                if (x, y) == (0, 0) || row.remove(x, y).is_err() {
                    return Ok(());
                }
            } else {
                let a = judge.number("a judge's first card a", -1, n as i64)?;
                let at = judge.last();
                let b = judge.number("a judge's card count b", -1, n as i64)?;
                match (a, b) {
                    (0, 0) if row.any_move().is_none() => return Ok(()),
                    (-1, -1) => {
                        return Err(Judge::<R, W>::refuse(
                            at,
                            "a judge's move",
                            "-1 -1 (our move refused)",
                        ))
                    }
                    _ => {
                        let legal = a >= 1 && b >= 1 && row.remove(a as usize, b as usize).is_ok();
                        if !legal {
                            return Err(Judge::<R, W>::refuse(
                                at,
                                "a legal move of the judge's",
                                &format!("\"{a} {b}\""),
                            ));
                        }
                    }
                }
            }
            ours = !ours;
        }
    }
}

/// The `abc278g` binary: [`main`](crate::core::interact::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::interact::main).
pub fn run() -> std::process::ExitCode {
    crate::core::interact::main::<Abc278g>()
}

#[cfg(test)]
mod tests {
    use crate::core::interact::play_bytes;

    #[test]
    fn transcripts_and_protocol_errors() {
        let play = play_bytes::<super::Abc278g>;
        assert_eq!(
            play(b"6 1 2\n1 1\n2 1\n0 0\n").unwrap(),
            "First\n3 2\n6 1\n5 1\n"
        );
        // One size, N - L odd: G(2) = 0 for L = 1, so the second player wins; G(3) = 1 for
        // L = 2, the first.
        assert_eq!(play(b"2 1 1\n1 1\n0 0\n").unwrap(), "Second\n2 1\n");
        assert_eq!(play(b"3 2 2\n0 0\n").unwrap(), "First\n1 2\n");
        let errors = [
            (
                &b"6 1 2\n3 1\n"[..],
                "line 2, column 1: expected a legal move of the judge's, found \"3 1\"",
            ),
            (
                b"6 1 2\n1 1\n",
                "line 3, column 1: expected a judge's first card a (-1..=6), found end of input",
            ),
            (
                b"6 1 2\n-1 -1\n",
                "line 2, column 1: expected a judge's move, found -1 -1 (our move refused)",
            ),
            (
                b"6 1 2\n1 x\n",
                "line 2, column 3: expected a judge's card count b (-1..=6), found \"x\"",
            ),
            (
                b"6 1 2\n0 0\n",
                "line 2, column 1: expected a legal move of the judge's, found \"0 0\"",
            ),
            (
                b"2001 1 2\n",
                "line 1, column 1: expected the number of cards N (1..=2000), found \"2001\"",
            ),
            (
                b"5 3 2\n",
                "line 1, column 5: expected the most cards a move takes R (3..=5), found \"2\"",
            ),
        ];
        for (input, message) in errors {
            assert_eq!(play(input).unwrap_err().to_string(), message);
        }
    }
}

//! `hdu3595`: HDU 3595 "GG and MM", Euclid's game in Every-SG form.
//!
//! A case is `N` games of Euclid's game (`N` lines `x y`); each turn, the player to move makes
//! a move in every game that is not over, and whoever cannot move loses. MM moves first:
//! `MM` if MM wins, else `GG`, by the largest step count among the games
//! ([`euclid::every_sg_step`], [`every_sg_first_player_wins`]). A game with a zero in it is
//! over before it starts.
//!
//! The statement is not in the pages we could read; the format and the words come from three
//! accepted solutions (cases until the end of input, `N` then `N` lines `x y`), and the rules
//! are checked against a search that knows only the moves.
//!
//! Accepted: `1 <= N <= 10^6`, `0 <= x, y <= 10^18`.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::every_sg_first_player_wins;
use crate::games::euclid;
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const GAMES: Field = Field::new("the number of games N", 1, 1_000_000);
const NUMBER: Field = Field::new("a number", 0, 1_000_000_000_000_000_000);

/// The answer words.
const WORDS: Words = Words::new("MM\n", "GG\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu3595;

impl Problem for Hdu3595 {
    const NAME: &'static str = "hdu3595";
    const HELP: &'static str = "\
HDU 3595 \"GG and MM\": several games of Euclid's game (two numbers; a move subtracts a
positive multiple of the smaller from the larger, leaving it nonnegative); each turn moves in
every game not yet over (none has a zero in it); whoever cannot move loses. MM moves first.

input:  cases until the end of input: N, then N lines 'x y'   (1 <= N <= 10^6, 0 <= x, y <= 10^18)
output: MM if the first player wins, else GG, one line per case

move:   with --move, one move in every game not over, 'in game I subtract X from Y', joined by
        ', ' (after each case); - when no move wins
memory: 2 MB, the games stream by; under --move the games are held, 16 bytes each (19 MB
        for 10^6)
example: printf '2\\n3 2\\n5 2\\n1\\n3 2\\n' | hdu3595
prints:
  MM
  GG
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&GAMES)?;
        let wants_moves = io.answers.wants_moves();
        let mut longest = 0;
        let mut games = Vec::new();
        for _ in 0..n {
            let x = io.input.next(&NUMBER)?;
            let y = io.input.next(&NUMBER)?;
            longest = longest.max(euclid::every_sg_step(x, y).1);
            if wants_moves {
                let full = |_| io.input.last_location().error(HELD_MEMORY.into());
                try_push(&mut games, (x, y)).map_err(full)?;
            }
        }
        let wins = every_sg_first_player_wins([longest]);
        io.answers.verdict(WORDS, wins);
        if wants_moves {
            io.answers.move_line(wins.then_some(Moves(&games)));
        }
        Ok(())
    }
}

/// The move line: a move in every game not over, written as it is made (a line that can be
/// megabytes long is never held).
struct Moves<'a>(&'a [(u64, u64)]);

impl std::fmt::Display for Moves<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut first = true;
        for (i, &(x, y)) in self.0.iter().enumerate() {
            if let Some((take, from)) = euclid::every_sg_move(x, y) {
                let comma = if first { "" } else { ", " };
                write!(f, "{comma}in game {} subtract {take} from {from}", i + 1)?;
                first = false;
            }
        }
        Ok(())
    }
}

/// The `hdu3595` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu3595>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn example() {
        let input = b"2\n3 2\n5 2\n1\n3 2\n2\n0 7\n1 1\n";
        let out = solve_bytes::<super::Hdu3595>(input).unwrap();
        assert_eq!(out, "MM\nGG\nMM\n");
        let out = solve_bytes_with_moves::<super::Hdu3595>(input).unwrap();
        assert_eq!(
            out,
            "MM\nin game 1 subtract 2 from 3, in game 2 subtract 2 from 5\nGG\n-\n\
             MM\nin game 2 subtract 1 from 1\n"
        );
    }
}

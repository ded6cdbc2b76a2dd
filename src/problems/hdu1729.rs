//! `hdu1729`: HDU 1729 "Stone Game", boxes that fill up.
//!
//! A case is `N` boxes, lines `s c`: a box of size `s` holding `c` stones. A move adds between
//! 1 and `c²` stones to one box, never past its size; whoever cannot move loses. Cases until
//! `N = 0`; each answers `Case k:` and then `Yes` if the first player wins, else `No`. Each
//! box is worth [`boxes::sg`], found by the square-root recursion, and the case is their sum.
//!
//! Accepted: `1 <= N <= 10^6`, `0 <= c <= s <= 10^18` (the judge's sizes stop at 10^6).

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::boxes;
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const BOXES: Field = Field::new("the number of boxes N (0 ends the input)", 0, 1_000_000);
const SIZE: Field = Field::new("a box size s", 0, 1_000_000_000_000_000_000);

/// The answer words.
const WORDS: Words = Words::new("Yes\n", "No\n");

/// The problem: how many cases have been answered.
#[derive(Default)]
pub struct Hdu1729 {
    cases: u64,
}

impl Problem for Hdu1729 {
    const NAME: &'static str = "hdu1729";
    const HELP: &'static str = "\
HDU 1729 \"Stone Game\": boxes of size s holding c stones; a move adds 1 to c*c stones to one
box, never past its size; whoever cannot move loses.

input:  cases until a line 0: N, then N lines 's c'   (1 <= N <= 10^6, 0 <= c <= s <= 10^18)
output: per case the line 'Case k:', then Yes if the first player wins, else No

move:   with --move, add X stones to box I (after each case); - when no move wins
memory: 2 MB, the boxes stream by; under --move the boxes are held, 24 bytes each (26 MB
        for 10^6)
example: printf '3\\n2 0\\n3 3\\n6 2\\n2\\n6 3\\n6 3\\n0\\n' | hdu1729
prints:
  Case 1:
  Yes
  Case 2:
  No
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&BOXES)?;
        if n == 0 {
            io.answers.sentinel();
            return Ok(());
        }
        let wants_moves = io.answers.wants_moves();
        let (mut sum, mut all) = (0, Vec::new());
        for _ in 0..n {
            let s = io.input.next(&SIZE)?;
            let c = io
                .input
                .next(&Field::new("the stones c in the box (c <= s)", 0, s))?;
            let value = boxes::sg(s, c);
            sum ^= value;
            if wants_moves {
                let full = |_| io.input.last_location().error(HELD_MEMORY.into());
                try_push(&mut all, (s, c, value)).map_err(full)?;
            }
        }
        self.cases += 1;
        io.answers.line(format_args!("Case {}:", self.cases));
        io.answers.verdict(WORDS, sum != 0);
        if wants_moves {
            let winning = winning_component(all.iter().map(|b| b.2)).and_then(|(i, target)| {
                let (s, c, _) = all[i];
                let add = boxes::add_to(s, c, target)?;
                Some(format!("add {add} stones to box {}", i + 1))
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `hdu1729` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu1729>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let input = b"3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n";
        let out = solve_bytes::<super::Hdu1729>(input).unwrap();
        assert_eq!(out, "Case 1:\nYes\nCase 2:\nNo\n");
        let out = solve_bytes_with_moves::<super::Hdu1729>(input).unwrap();
        assert_eq!(out, "Case 1:\nYes\nadd 4 stones to box 3\nCase 2:\nNo\n-\n");
    }

    #[test]
    fn more_stones_than_room_is_an_error() {
        let e = solve_bytes::<super::Hdu1729>(b"1\n5 6\n0\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected the stones c in the box (0..=5; c <= s), found \"6\""
        );
    }
}

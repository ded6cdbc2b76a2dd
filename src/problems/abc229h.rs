//! `abc229h`: AtCoder ABC229 H "Advance or Eat": an `N x N` board of white and black pieces,
//! Takahashi (white, Left, first) and Snuke (black). The board is the sum of its columns, each a
//! number ([`games::advance_or_eat`](crate::games::advance_or_eat)); Takahashi wins exactly
//! when the sum is positive.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::dyadic::Dyadic;
use crate::core::scan::{Field, InputError};
use crate::games::advance_or_eat::{moves, play, AdvanceOrEat, Step, MAX_CELLS};
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

const SIDE: Field = Field::new("the board size N", 1, MAX_CELLS as u64);

/// The answer words.
const WORDS: Words = Words::new("Takahashi\n", "Snuke\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc229h {
    columns: Option<AdvanceOrEat>,
}

impl Problem for Abc229h {
    const NAME: &'static str = "abc229h";
    const HELP: &'static str = "\
AtCoder ABC229 H \"Advance or Eat\": an N x N board, each cell a white piece W, a black piece
B or empty. Takahashi (first) either moves a white piece one cell up into an empty cell or eats
any black piece; Snuke the same with black and white swapped (pieces of both colours move up).
Whoever cannot move loses.

input:  N, then N rows of N characters W, B or .   (1 <= N <= 8)
output: Takahashi if Takahashi wins, else Snuke

move:   with --move, Takahashi's winning first move: advance ROW COL (the white piece at row
        ROW, column COL, 1-based from the top left, goes up) or eat ROW COL; - when none wins
example: printf '3\\nBB.\\n.B.\\n...\\n' | abc229h
prints:
  Takahashi
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&SIDE)? as usize;
        let expected = format!("a row of {n} characters W, B or .");
        let mut columns = vec![Vec::with_capacity(n); n];
        for _ in 0..n {
            let row = io.input.next_text(&expected, |text| {
                let ok = text.len() == n && text.bytes().all(|c| b"WB.".contains(&c));
                ok.then(|| text.as_bytes().to_vec())
            })?;
            for (column, &c) in columns.iter_mut().zip(&row) {
                column.push(c);
            }
        }
        let at = io.input.last_location();
        let values = match &mut self.columns {
            Some(values) => values,
            slot => slot.insert(AdvanceOrEat::new().map_err(|_| at.error(GAME_MEMORY.into()))?),
        };
        // Within the bounds every column is a number and a sum of 8 fits: see the game module.
        let value = |values: &mut AdvanceOrEat, columns: &[Vec<u8>]| {
            values.total(columns.iter().map(|c| &c[..])).ok()
        };
        let Some(total) = value(values, &columns) else {
            let at = io.input.last_location();
            return Err(at.error("expected a board whose columns are numbers".to_string()));
        };
        let wins = total > Dyadic::ZERO;
        io.answers.verdict(WORDS, wins);
        if io.answers.wants_moves() {
            // Left wins moving first iff some Left option leaves a sum >= 0 (Right to move).
            let mut winning = None;
            'search: for j in 0..n {
                for step in moves(&columns[j], true) {
                    let before = columns[j].clone();
                    columns[j] = play(&before, step);
                    let after = value(values, &columns);
                    columns[j] = before;
                    if after.is_some_and(|v| v >= Dyadic::ZERO) {
                        winning = Some(match step {
                            Step::Advance(i) => format!("advance {} {}", i + 1, j + 1),
                            Step::Eat(i) => format!("eat {} {}", i + 1, j + 1),
                        });
                        break 'search;
                    }
                }
            }
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `abc229h` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc229h>()
}

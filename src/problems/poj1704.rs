//! `poj1704`: POJ 1704 "Georgia and Bob": chessmen on a row of cells slide left; staircase
//! Nim on the gaps between them ([`chessmen`] has the
//! proof). `T` cases of `N` distinct positions in any order; each case's positions are held
//! and sorted (memory follows the positions read), and a position listed twice is an error at
//! its second appearance.

use crate::core::budget::{reserve_set, try_push};
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::staircase::{chessman_move, chessmen};
use crate::problems::shape::CASE_COUNT;
use crate::problems::shape::HELD_MEMORY;
use std::collections::HashSet;
use std::io::{Read, Write};

const CHESSMEN: Field = Field::new("the number of chessmen N", 1, 1_000_000);
const POSITION: Field = Field::new("a position", 1, 1_000_000_000_000_000_000);

/// The answer words.
const WORDS: Words = Words::new("Georgia will win\n", "Bob will win\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Poj1704;

impl Problem for Poj1704 {
    const NAME: &'static str = "poj1704";
    const HELP: &'static str = "\
POJ 1704 \"Georgia and Bob\": chessmen on a row of cells 1, 2, 3, ...; a move slides one
chessman left by at least one cell, never onto or over another and never past cell 1;
whoever cannot move loses. Georgia moves first.

input:  T, then per case N and N distinct positions in any order
        (1 <= T <= 10^6, 1 <= N <= 10^6, 1 <= P <= 10^18)
output: 'Georgia will win' or 'Bob will win', one line per case

move:   with --move, move the chessman at P to Q; - when no move wins
example: printf '2\\n3\\n1 2 3\\n8\\n1 5 6 7 9 12 14 17\\n' | poj1704
prints:
  Bob will win
  Georgia will win
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let sc = &mut io.input;
        let n = sc.next(&CHESSMEN)?;
        let mut positions = Vec::new();
        let mut seen = HashSet::new();
        for _ in 0..n {
            let p = sc.next(&POSITION)?;
            let full = |_| sc.last_location().error(HELD_MEMORY.to_string());
            reserve_set(&mut seen, 1).map_err(full)?;
            if !seen.insert(p) {
                let message = format!("expected a cell no other chessman is on, found {p} again");
                return Err(sc.last_location().error(message));
            }
            let full = |_| sc.last_location().error(HELD_MEMORY.to_string());
            try_push(&mut positions, p).map_err(full)?;
        }
        positions.sort_unstable();
        io.answers.verdict(WORDS, chessmen(&positions).value() != 0);
        if io.answers.wants_moves() {
            let at = io.input.last_location();
            let winning = chessman_move(&positions)
                .map_err(|_| at.error(HELD_MEMORY.to_string()))?
                .map(|(from, to)| format!("move the chessman at {from} to {to}"));
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `poj1704` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Poj1704>()
}

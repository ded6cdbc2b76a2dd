//! `hdu3032`: HDU 3032 "Nim or not Nim?" in HDU's own format: `T` positions of Lasker's
//! Nim (remove stones from a pile, or split a pile in two), `Alice` (who moves first) or
//! `Bob` for each. The values are [`games::lasker`](crate::games::lasker)'s; the piles are
//! streamed, never stored, so a case may hold 10^6 of them.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::InputError;
use crate::games::lasker::LaskerSum;
use crate::problems::shape::{self, CASE_COUNT};
use std::io::{Read, Write};

/// The answer words.
const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu3032;

impl Problem for Hdu3032 {
    const NAME: &'static str = "hdu3032";
    const HELP: &'static str = "\
HDU 3032 \"Nim or not Nim?\": Lasker's Nim. A move removes any number of stones from one pile,
or splits a pile into two non-empty piles; whoever takes the last stone wins. Alice moves first.

input:  T, then per case N and the N pile sizes   (1 <= T <= 10^6, 1 <= N <= 10^6, 0 <= s <= 10^18)
output: Alice if the first player wins, else Bob, one line per case

move:   with --move, take X from pile I, or split pile I into A and B; - when no move wins
example: printf '2\\n3\\n2 2 3\\n2\\n3 3\\n' | hdu3032
prints:
  Alice
  Bob
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        shape::piles::<LaskerSum, _, _>(io, WORDS, shape::pile_move)
    }
}

/// The `hdu3032` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu3032>()
}

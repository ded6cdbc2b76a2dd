//! `hdu1846`: HDU 1846 "Brave Game", the Bash game: `C` cases `n m`, one pile of `n`
//! stones, a move takes 1 to `m`; `first` if the first player wins, by
//! [`take_up_to_sg`]` = n mod (m + 1)`.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::subtraction::take_up_to_sg;
use std::io::{Read, Write};

const CASES: Field = Field::new("the number of cases C", 1, 1_000_000);
const STONES: Field = Field::new("the number of stones n", 0, 1_000_000_000_000_000_000);
const MOST: Field = Field::new(
    "the most stones a move takes m",
    1,
    1_000_000_000_000_000_000,
);

/// The answer words.
const WORDS: Words = Words::new("first\n", "second\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu1846;

impl Problem for Hdu1846 {
    const NAME: &'static str = "hdu1846";
    const HELP: &'static str = "\
HDU 1846 \"Brave Game\" (the Bash game): one pile of n stones; a move takes 1 to m stones;
whoever takes the last stone wins.

input:  C, then C lines 'n m'   (1 <= C <= 10^6, 0 <= n <= 10^18, 1 <= m <= 10^18)
output: first if the first player wins, else second, one line per case

move:   with --move, take X from pile 1; - when no move wins
example: printf '2\\n23 2\\n4 3\\n' | hdu1846
prints:
  first
  second
";
    const LAYOUT: Layout = Layout::with_count(CASES);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&STONES)?;
        let m = io.input.next(&MOST)?;
        let value = take_up_to_sg(n, m);
        io.answers.verdict(WORDS, value != 0);
        if io.answers.wants_moves() {
            // Taking n mod (m + 1) leaves a multiple of m + 1, value 0.
            io.answers
                .move_line((value != 0).then(|| format!("take {value} from pile 1")));
        }
        Ok(())
    }
}

/// The `hdu1846` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu1846>()
}

//! `hdu1847`: HDU 1847 "Good Luck in CET-4 Everybody!": one pile of `n` cards, a move takes
//! a power of two (1, 2, 4, …); `Kiki` (first) or `Cici`, one `n` per line until the end of
//! input, by [`powers_of_two_sg`]` = n mod 3`.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::subtraction::powers_of_two_sg;
use std::io::{Read, Write};

const CARDS: Field = Field::new("the number of cards n", 0, 1_000_000_000_000_000_000);

/// The answer words.
const WORDS: Words = Words::new("Kiki\n", "Cici\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu1847;

impl Problem for Hdu1847 {
    const NAME: &'static str = "hdu1847";
    const HELP: &'static str = "\
HDU 1847 \"Good Luck in CET-4 Everybody!\": one pile of n cards; a move takes a power of two
(1, 2, 4, 8, ...) cards; whoever takes the last card wins. Kiki moves first.

input:  one n per line until the end of input   (0 <= n <= 10^18, at least one)
output: Kiki if the first player wins, else Cici, one line per n

move:   with --move, take X from pile 1; - when no move wins
example: printf '1\\n3\\n' | hdu1847
prints:
  Kiki
  Cici
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&CARDS)?;
        let value = powers_of_two_sg(n);
        io.answers.verdict(WORDS, value != 0);
        if io.answers.wants_moves() {
            // 1 and 2 are powers of two; taking n mod 3 leaves a multiple of 3, value 0.
            io.answers
                .move_line((value != 0).then(|| format!("take {value} from pile 1")));
        }
        Ok(())
    }
}

/// The `hdu1847` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu1847>()
}

//! `range_nim`: the seeds' "take between `l` and `r` stones" (取 l 到 r 个) on several heaps:
//! each heap has value [`range_sg`](crate::games::subtraction::range_sg)
//! `= ⌊(h mod (l + r)) / l⌋` (proved beside it, checked
//! against tables from the moves), and the first player wins iff their xor is nonzero. Our
//! own format: `l r`, then `n` and the heaps. The Bash game is `l = 1`.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::problems::shape::{range_heaps, PILE, PILE_COUNT};
use std::io::{Read, Write};

const TOP: u64 = 1_000_000_000_000_000_000;
const FEWEST: Field = Field::new("the fewest stones a move takes l", 1, TOP);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct RangeNim;

impl Problem for RangeNim {
    const NAME: &'static str = "range_nim";
    const HELP: &'static str = "\
Take between l and r: a move takes at least l and at most r stones from one heap; whoever
cannot move loses. (l = 1 is the Bash game.)

input:  l r, then n and the n heap sizes   (1 <= l <= r <= 10^18, 1 <= n <= 10^6, 0 <= h <= 10^18)
output: Yes if the first player wins, else No

move:   with --move, take X from pile I; - when no move wins
example: printf '2 3\\n2\\n4 7\\n' | range_nim
prints:
  Yes
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let l = io.input.next(&FEWEST)?;
        let r = io.input.next(&Field::new(
            "the most stones a move takes r, at least l",
            l,
            TOP,
        ))?;
        let n = io.input.next(&PILE_COUNT)?;
        range_heaps(io, n, (l, r), &PILE, Words::YES_NO)
    }
}

/// The `range_nim` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<RangeNim>()
}

//! `luogu_p4279`: Luogu P4279 \[SHOI2008\] 小约翰的游戏 (also HDU 1907, POJ 3480, BZOJ 1022,
//! SPOJ MMMGAME) in its own format: `T` positions of misère Nim, `John` (who moves first) or
//! `Brother`. Decided by the SJ rule of [`MisereSum`], pile by pile.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::InputError;
use crate::core::sum::MisereSum;
use crate::problems::shape::{self, CASE_COUNT};
use std::io::{Read, Write};

/// The answer words.
const WORDS: Words = Words::new("John\n", "Brother\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP4279;

impl Problem for LuoguP4279 {
    const NAME: &'static str = "luogu_p4279";
    const HELP: &'static str = "\
Luogu P4279 [SHOI2008] (HDU 1907 \"John\"): misere Nim. A move takes any positive number of
stones from one pile; whoever takes the last stone loses. John moves first.

input:  T, then per case N and the N pile sizes   (1 <= T <= 10^6, 1 <= N <= 10^6, 0 <= a <= 10^18)
output: John if the first player wins, else Brother, one line per case

move:   with --move, take X from pile I (the SJ strategy); - when no move wins
example: printf '2\\n3\\n3 5 1\\n1\\n1\\n' | luogu_p4279
prints:
  John
  Brother
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        shape::piles::<MisereSum, _, _>(io, WORDS, shape::pile_move)
    }
}

/// The `luogu_p4279` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP4279>()
}

//! `luogu_p2197`: Luogu P2197 【模板】Nim 游戏 in its own format: `T` positions of Nim
//! (piles may be empty), `Yes` if the first player wins.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::InputError;
use crate::games::nim::NimSum;
use crate::problems::shape::{self, CASE_COUNT};
use std::io::{Read, Write};

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP2197;

impl Problem for LuoguP2197 {
    const NAME: &'static str = "luogu_p2197";
    const HELP: &'static str = "\
Luogu P2197 (template Nim): a move takes any positive number of stones from one pile; whoever
cannot move loses.

input:  T, then per case n and the n pile sizes   (1 <= T <= 10^6, 1 <= n <= 10^6, 0 <= a <= 10^18)
output: Yes if the first player wins, else No, one line per case

move:   with --move, take X from pile I; - when no move wins
example: printf '2\\n2\\n1 1\\n2\\n1 0\\n' | luogu_p2197
prints:
  No
  Yes
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        shape::piles::<NimSum, _, _>(io, Words::YES_NO, shape::pile_move)
    }
}

/// The `luogu_p2197` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP2197>()
}

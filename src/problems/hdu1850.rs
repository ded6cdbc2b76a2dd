//! `hdu1850`: HDU 1850 "Being a Good Boy in Spring Festival": the number of winning first
//! moves of each Nim position, cases until a count of `0`: the format of
//! [`poj2975`](crate::problems::poj2975), whose reading it shares.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::InputError;
use crate::problems::poj2975::winning_moves_case;
use std::io::{Read, Write};

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu1850;

impl Problem for Hdu1850 {
    const NAME: &'static str = "hdu1850";
    const HELP: &'static str = "\
HDU 1850 \"Being a Good Boy in Spring Festival\": M piles of cards; a move takes any number of
cards from one pile; whoever takes the last card wins. How many first moves win?

input:  cases until a line 0: M, then the M pile sizes   (1 <= M <= 10^6, 0 <= N <= 10^18)
output: the number of winning first moves (0 if the first player loses), one line per case

move:   with --move, take X from pile I (the first of the moves counted); - when no move wins
example: printf '3\\n5 7 9\\n0\\n' | hdu1850
prints:
  1
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        winning_moves_case(io)
    }
}

/// The `hdu1850` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu1850>()
}

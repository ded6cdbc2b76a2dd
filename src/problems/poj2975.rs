//! `poj2975`: POJ 2975 "Nim": for each Nim position, the number of winning first moves
//! (moves after which the xor of the piles is 0), `0` when the position is lost. Cases until
//! a count of `0`, which must come. The count is [`NimMoves::winning_moves`]: the piles with the
//! top bit of the xor, counted as they stream by. HDU 1850 has the same format
//! ([`hdu1850`](crate::problems::hdu1850)).

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::nim::NimMoves;
use crate::problems::shape::PILE;
use std::io::{Read, Write};

/// The count that starts each case; 0 ends the input.
const PILES_OR_END: Field = Field::new("the number of piles n (0 ends the input)", 0, 1_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Poj2975;

impl Problem for Poj2975 {
    const NAME: &'static str = "poj2975";
    const HELP: &'static str = "\
POJ 2975 \"Nim\": how many winning moves a Nim position has. A move takes any positive number
of stones from one pile; whoever takes the last stone wins; a winning move leaves the xor of
the piles 0.

input:  cases until a line 0: n, then the n pile sizes   (1 <= n <= 10^6, 0 <= k <= 10^18)
output: the number of winning first moves (0 if the position is lost), one line per case

move:   with --move, take X from pile I (the first of the moves counted); - when no move wins
example: printf '3\\n7 11 13\\n2\\n1000000000 1000000000\\n0\\n' | poj2975
prints:
  3
  0
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        winning_moves_case(io)
    }
}

/// One case of the POJ 2975 / HDU 1850 format: `n` then `n` piles, answered with the number
/// of winning moves; `n = 0` is the sentinel.
pub(crate) fn winning_moves_case<R: Read, W: Write>(io: &mut Io<R, W>) -> Result<(), InputError> {
    let n = io.input.next(&PILES_OR_END)?;
    if n == 0 {
        io.answers.sentinel();
        return Ok(());
    }
    let mut moves = NimMoves::default();
    let mut piles = Vec::new();
    for _ in 0..n {
        let a = io.input.next(&PILE)?;
        moves.add(a);
        if io.answers.wants_moves() {
            piles.push(a);
        }
    }
    io.answers.line(moves.winning_moves());
    if io.answers.wants_moves() {
        // The count is the piles with the winning bit; the move is on the first of them.
        let winning = piles.iter().enumerate().find_map(|(i, &a)| {
            let left = moves.winning_move_on(a)?;
            Some(format!("take {} from pile {}", a - left, i + 1))
        });
        io.answers.move_line(winning);
    }
    Ok(())
}

/// The `poj2975` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Poj2975>()
}

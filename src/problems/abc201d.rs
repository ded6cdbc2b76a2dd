//! `abc201d`: AtCoder ABC201 D "Game in Momotetsu World": a piece on the top left cell of an
//! `H × W` grid of `+` and `-`; Takahashi (first) and Aoki take turns moving it one cell right
//! or down, the mover scoring 1 for a `+` cell and losing 1 for a `-`; the game ends on the
//! bottom right cell; the higher total wins ([`games::momotetsu`](crate::games::momotetsu):
//! a scoring game filled row by row).
//!
//! Accepted: `1 <= H, W <= 2000`, as the judge.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::momotetsu::{first_player_margin, Step};
use std::io::{Read, Write};

const SIDE: Field = Field::new("a side of the grid", 1, 2000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc201d;

impl Problem for Abc201d {
    const NAME: &'static str = "abc201d";
    const HELP: &'static str = "\
AtCoder ABC201 D \"Game in Momotetsu World\": a piece on the top left cell of an H x W grid of
+ and - cells; Takahashi (first) and Aoki take turns moving it one cell right or down; the
mover scores 1 if the cell entered is +, loses 1 if it is -; the game ends when the piece is
on the bottom right cell; the higher total wins, equal totals are a draw.

input:  H W, then H rows of W characters + or -   (1 <= H, W <= 2000)
output: Takahashi, Aoki or Draw
limits: the grid held as bytes, one row of values: 6 MB and about 0.03 s for 2000 x 2000

move:   with --move, right or down: a best first move for Takahashi; - on a 1 x 1 grid
example: printf '3 3\\n---\\n+-+\\n+--\\n' | abc201d
prints:
  Takahashi
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let rows = io.input.next(&SIDE)? as usize;
        let columns = io.input.next(&SIDE)? as usize;
        let expected = format!("a row of {columns} characters + or -");
        let mut grid = Vec::new();
        for _ in 0..rows {
            io.input
                .next_row(&expected, columns, |b| b == b'+' || b == b'-', &mut grid)?;
        }
        let (margin, first) =
            first_player_margin(rows, columns, |r, c| grid[r * columns + c] == b'+');
        io.answers.line(match margin {
            m if m > 0 => "Takahashi",
            m if m < 0 => "Aoki",
            _ => "Draw",
        });
        if io.answers.wants_moves() {
            io.answers.move_line(first.map(|s| match s {
                Step::Right => "right",
                Step::Down => "down",
            }));
        }
        Ok(())
    }
}

/// The `abc201d` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc201d>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::Abc201d>;
        assert_eq!(solve(b"3 3\n---\n+-+\n+--\n").unwrap(), "Takahashi\n");
        assert_eq!(solve(b"2 4\n+++-\n-+-+\n").unwrap(), "Aoki\n");
        assert_eq!(solve(b"1 1\n-\n").unwrap(), "Draw\n");
    }
}

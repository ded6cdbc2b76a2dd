//! `luogu_p4136`: Luogu P4136 谁能赢呢？ (BZOJ 2463, 中山市选 2009): a stone on the top left cell
//! of an `n × n` board; 小明 (first) and 小红 take turns moving it to a side neighbour not
//! visited before; whoever cannot move loses. Boards until a `0`.
//!
//! The game is undirected vertex geography on the board
//! ([`games::geography::corner_walk_wins`](crate::games::geography::corner_walk_wins)): the
//! first player wins exactly when the board has an even number of cells, that is when `n` is
//! even, by a domino tiling. Format and sample from the statement.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::geography::{corner_walk_move, corner_walk_wins};
use std::io::{Read, Write};

/// The answer words: `Alice` when 小明 (first) wins.
const WORDS: Words = Words::new("Alice\n", "Bob\n");
/// A board's side (the statement's bound is 10^4; the answer needs only its parity).
const SIDE: Field = Field::new(
    "the board's side n (0 ends the input)",
    0,
    1_000_000_000_000_000_000,
);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP4136;

impl Problem for LuoguP4136 {
    const NAME: &'static str = "luogu_p4136";
    const HELP: &'static str = "\
Luogu P4136 (BZOJ 2463): a stone on the top left cell of an n x n board. Xiao Ming (first) and
Xiao Hong take turns moving it one cell up, down, left or right, to a cell not visited before;
whoever cannot move loses. Does Xiao Ming win?

input:  lines n, one board each, until a line 0   (1 <= n <= 10^18; the statement's: 10^4)
output: Alice if Xiao Ming (first) wins, else Bob, one line per board

move:   with --move, to R C (row and column from 1: the cell the stone goes to first);
        - when no move wins
example: printf '2\\n0\\n' | luogu_p4136
prints:
  Alice
";
    const LAYOUT: Layout = Layout::UNTIL_SENTINEL;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&SIDE)?;
        if n == 0 {
            io.answers.sentinel();
            return Ok(());
        }
        io.answers.verdict(WORDS, corner_walk_wins(n, n));
        if io.answers.wants_moves() {
            let to = corner_walk_move(n, n).map(|(r, c)| format!("to {} {}", r + 1, c + 1));
            io.answers.move_line(to);
        }
        Ok(())
    }
}

/// The `luogu_p4136` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP4136>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        assert_eq!(
            solve_bytes::<super::LuoguP4136>(b"2\n0\n").unwrap(),
            "Alice\n"
        );
        let out = solve_bytes_with_moves::<super::LuoguP4136>(b"1\n2\n3\n0\n").unwrap();
        assert_eq!(out, "Bob\n-\nAlice\nto 1 2\nBob\n-\n");
    }
}

//! `luogu_p2594`: Luogu P2594 \[ZJOI2009\] 染色游戏: an `n × m` grid of coins, `H` (heads up) or
//! `T`; a move turns over a 4-connected block that has one coin below and right of all the
//! others, and that coin goes from tails to heads. dongdong moves first; whoever cannot move
//! loses.
//!
//! The game and its values are [`games::corner_blocks`](crate::games::corner_blocks): the
//! position's value is the xor over its `T` coins of `ruler(x + y + 1)` on the first row and
//! column and `2^(x+y)` elsewhere, a nimber of up to `n + m − 1` bits
//! ([`Nimber`]). Format and samples from the statement.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::wide_nimber::Nimber;
use crate::games::corner_blocks::value_bit;
use std::io::{Read, Write};

/// The answer words: `-_-` when dongdong wins.
const WORDS: Words = Words::new("-_-\n", "=_=\n");
/// The number of games (the statement's bound is 50).
const CASES: Field = Field::new("the number of games T", 1, 100_000);
/// A side (the statement's bound is 100).
const SIDE: Field = Field::new("a side n or m", 1, 1000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP2594;

impl Problem for LuoguP2594 {
    const NAME: &'static str = "luogu_p2594";
    const HELP: &'static str = "\
Luogu P2594 [ZJOI2009] colouring game: an n x m grid of coins, H (heads up) or T. A move turns
over a connected block (cells joined by sides) that has one coin below and right of all the
others (in its row or column counting), and that coin must go from T to H. dongdong moves
first; whoever cannot move loses. Does dongdong win?

input:  T, then per game n m and n rows of m characters H or T
        (1 <= T <= 10^5, 1 <= n, m <= 1000 (the statement's: T <= 50, n, m <= 100))
output: -_- if dongdong wins, else =_=, one line per game
limits: a game's value has up to n + m - 1 bits; one row held at a time
example: printf '1\\n2 1\\nT\\nH\\n' | luogu_p2594
prints:
  -_-
";
    const LAYOUT: Layout = Layout::with_count(CASES);
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&SIDE)?;
        let m = io.input.next(&SIDE)?;
        let expected = format!("a row of {m} characters H or T");
        let mut row = Vec::new();
        let mut value = Nimber::zero();
        let memory = |io: &mut Io<R, W>| {
            let at = io.input.last_location();
            at.error("the game's value needs more memory than is available".into())
        };
        for x in 0..n {
            row.clear();
            io.input
                .next_row(&expected, m as usize, |b| b == b'H' || b == b'T', &mut row)?;
            for (y, &coin) in row.iter().enumerate() {
                if coin == b'T' && value.flip_bit(value_bit(x, y as u64)).is_err() {
                    return Err(memory(io));
                }
            }
        }
        io.answers.verdict(WORDS, !value.is_zero());
        Ok(())
    }
}

/// The `luogu_p2594` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP2594>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::LuoguP2594>;
        let input = b"3\n2 3\nHHH\nHHH\n2 3\nHHH\nTTH\n2 1\nT\nH\n";
        assert_eq!(solve(input).unwrap(), "=_=\n-_-\n-_-\n");
    }

    /// A 100 × 100 board with its two far corners tails: 2^198 ⊕ ruler(1) = not 0; and the
    /// tails at (1, 1) and the three coins of value 1, 2 ... that cancel it are a loss.
    #[test]
    fn wide_values() {
        let solve = solve_bytes::<super::LuoguP2594>;
        let mut board = String::from("1\n100 100\n");
        for x in 0..100 {
            let row: String = (0..100)
                .map(|y| {
                    if (x, y) == (99, 99) || (x, y) == (0, 0) {
                        'T'
                    } else {
                        'H'
                    }
                })
                .collect();
            board.push_str(&row);
            board.push('\n');
        }
        assert_eq!(solve(board.as_bytes()).unwrap(), "-_-\n");
        // (1, 1) is worth 4 = ruler(4) at (0, 3): a loss.
        assert_eq!(solve(b"1\n2 4\nHHHT\nHTHH\n").unwrap(), "=_=\n");
    }
}

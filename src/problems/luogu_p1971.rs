//! `luogu_p1971`: Luogu P1971 \[NOI2011\] 兔兔与蛋蛋游戏: a board of white pieces `O`, black
//! pieces `X` and one empty cell; 兔兔 (first) moves a white piece next to the empty cell into
//! it, 蛋蛋 a black one; whoever cannot move loses. Given a game record of `k` moves each, the
//! moves of 兔兔 that were mistakes: before it she could force a win, after it 蛋蛋 could
//! ([`games::geography::Sliding`](crate::games::geography::Sliding): undirected geography
//! on the empty cell's walk, the matching kept maximum move by move).
//!
//! Accepted: `1 <= n, m <= 200`, `1 <= k <= 10^4`, every move legal (the judge's `n, m <= 40`,
//! `k <= 1000`); an illegal move is an error naming it.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::matching::MatchingError;
use crate::core::scan::{Field, InputError, Location};
use crate::games::geography::Sliding;
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const SIDE: Field = Field::new("a side of the board", 1, 200);
const MOVES: Field = Field::new("the number of moves k", 1, 10_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP1971;

impl Problem for LuoguP1971 {
    const NAME: &'static str = "luogu_p1971";
    const HELP: &'static str = "\
Luogu P1971 [NOI2011] (rabbit and egg): a board of white pieces O, black pieces X and one empty
cell .; the first player moves a white piece next to the empty cell (up, down, left, right)
into it, the second a black one; whoever cannot move loses. A move of the first player is a
mistake when before it she could force a win and after it the second player could.

input:  n m, n rows of m characters O, X or . (exactly one .), k, then 2k lines 'x y': the
        piece at row x, column y (1-based) moved into the empty cell, the first player's move
        i on line 2i - 1 and the second's on line 2i   (1 <= n, m <= 200, 1 <= k <= 10^4)
output: the number of mistakes r, then the move number of each mistake, one a line, in order

move:   with --move, after each mistake a line 'move x y': a move that kept the win
example: printf '1 6\\nXO.OXO\\n1\\n1 2\\n1 1\\n' | luogu_p1971
prints:
  1
  1
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let rows = io.input.next(&SIDE)? as usize;
        let columns = io.input.next(&SIDE)? as usize;
        let expected = format!("a row of {columns} characters O, X or .");
        let mut board = Vec::new();
        let piece = |b: u8| b == b'O' || b == b'X' || b == b'.';
        let mut empty_at = None;
        for _ in 0..rows {
            let before = board.len();
            io.input.next_row(&expected, columns, piece, &mut board)?;
            let at = io.input.last_location();
            for (i, _) in board[before..]
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'.')
            {
                if empty_at.is_some() {
                    let place = Location {
                        line: at.line,
                        column: at.column + i,
                    };
                    return Err(place.error("expected one empty cell ., found a second".into()));
                }
                empty_at = Some(at);
            }
        }
        let board_at = io.input.last_location();
        if empty_at.is_none() {
            return Err(board_at.error("expected one empty cell ., found none".into()));
        }
        let k = io.input.next(&MOVES)?;
        let refused = |e: MatchingError, at: Location| match e {
            MatchingError::NoMemory => at.error(HELD_MEMORY.into()),
            MatchingError::Work => at.error("the matching took too many steps".into()),
        };
        let mut game = Sliding::new(rows, columns, board).map_err(|e| refused(e, board_at))?;
        let row = Field::new("a row x", 1, rows as u64);
        let column = Field::new("a column y", 1, columns as u64);
        let mut mistakes = Vec::new();
        for i in 1..=k {
            let mut played = [None, None];
            for (turn, who) in ["the first player", "the second player"].iter().enumerate() {
                let x = io.input.next(&row)? as usize;
                let at = io.input.last_location();
                let y = io.input.next(&column)? as usize;
                let cell = (x - 1) * columns + (y - 1);
                let colour = if turn == 0 { "O" } else { "X" };
                played[turn] = Some(game.play(cell).map_err(|e| refused(e, at))?.ok_or_else(
                    || {
                        at.error(format!(
                            "expected a move of {who}: an {colour} next to the empty \
                                 cell, found {x} {y}"
                        ))
                    },
                )?);
            }
            if let [Some(first), Some(second)] = played {
                if first.was_winning && second.was_winning {
                    let full = |_| io.input.last_location().error(HELD_MEMORY.into());
                    crate::core::budget::try_push(&mut mistakes, (i, first.winning_cell))
                        .map_err(full)?;
                }
            }
        }
        io.answers.line(mistakes.len());
        for (i, cell) in mistakes {
            io.answers.line(i);
            if io.answers.wants_moves() {
                let shown = cell.map(|c| format!("move {} {}", c / columns + 1, c % columns + 1));
                io.answers.move_line(shown);
            }
        }
        Ok(())
    }
}

/// The `luogu_p1971` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP1971>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::LuoguP1971>;
        assert_eq!(solve(b"1 6 \nXO.OXO \n1 \n1 2 \n1 1 \n").unwrap(), "1\n1\n");
        let two = b"3 3 \nXOX \nO.O \nXOX \n4 \n2 3 \n1 3 \n1 2 \n1 1 \n2 1 \n3 1 \n3 2 \n3 3 \n";
        assert_eq!(solve(two).unwrap(), "0\n");
        let three = b"4 4 \nOOXX \nOXXO \nOO.O \nXXXO \n2 \n3 2 \n2 2 \n1 2 \n1 3 \n";
        assert_eq!(solve(three).unwrap(), "2\n1\n2\n");
        // The first mistake of sample 1: moving the O at (1, 4) instead wins.
        let moves = solve_bytes_with_moves::<super::LuoguP1971>(b"1 6\nXO.OXO\n1\n1 2\n1 1\n");
        assert_eq!(moves.unwrap(), "1\n1\nmove 1 4\n");
    }

    #[test]
    fn illegal_moves_and_boards_are_errors() {
        let solve = solve_bytes::<super::LuoguP1971>;
        let e = solve(b"1 6\nXO.OXO\n1\n1 1\n1 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 4, column 1: expected a move of the first player: an O next to the empty cell, found 1 1"
        );
        let e = solve(b"1 3\nX.O\n1\n1 3\n1 3\n").unwrap_err();
        assert!(
            e.message
                .starts_with("expected a move of the second player"),
            "{e}"
        );
        assert_eq!(
            solve(b"1 2\nXO\n1\n1 1\n1 1\n").unwrap_err().message,
            "expected one empty cell ., found none"
        );
        assert_eq!(
            solve(b"1 3\n.O.\n1\n1 2\n1 1\n").unwrap_err().to_string(),
            "line 2, column 3: expected one empty cell ., found a second"
        );
    }
}

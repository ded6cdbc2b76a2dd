//! `luogu_p4055`: Luogu P4055 \[JSOI2009\] 游戏: an `N × M` maze of open cells `.` and walls
//! `#`. The first player (小 AA) puts a piece on an open cell; then, the second player first,
//! they take turns moving it to a neighbouring open cell never entered before; whoever moves
//! last wins. That is undirected geography with the second player moving first: the first
//! player wins from exactly the cells some maximum matching leaves exposed
//! ([`games::geography`](crate::games::geography)), all found by one search.
//!
//! Accepted: `1 <= N, M <= 1000` (the judge's at most 100).

use crate::core::driver::{Io, Layout, Problem};
use crate::core::matching::MatchingError;
use crate::core::scan::{Field, InputError};
use crate::games::geography::{first_player_wins_from, grid_edges};
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const SIDE: Field = Field::new("a side of the maze", 1, 1000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP4055;

impl Problem for LuoguP4055 {
    const NAME: &'static str = "luogu_p4055";
    const HELP: &'static str = "\
Luogu P4055 [JSOI2009] (game on a maze): the first player puts a piece on an open cell . of an
N x M maze (# is a wall); then, the second player first, they take turns moving it to a
neighbouring open cell (up, down, left, right) not entered before; whoever moves last wins.

input:  N M, then N rows of M characters . or #   (1 <= N, M <= 1000)
output: LOSE if the first player loses wherever they put the piece; else WIN, then every cell
        'row column' (1-based) from which they win, in reading order, one a line
limits: a bipartite matching of the open cells and one search for every cell at once:
        about 1 s and 80 MB for a 1000 x 1000 maze (all open, or random walls at any
        density: 0.06 to 0.8 s measured)
example: printf '3 3\\n.##\\n...\\n#.#\\n' | luogu_p4055
prints:
  WIN
  2 3
  3 2
";
    const LAYOUT: Layout = Layout::ONE;
    // The answer lists the winning placements, the first player's only choice.
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let rows = io.input.next(&SIDE)? as usize;
        let columns = io.input.next(&SIDE)? as usize;
        let expected = format!("a row of {columns} characters . or #");
        let mut maze = Vec::new();
        for _ in 0..rows {
            io.input
                .next_row(&expected, columns, |b| b == b'.' || b == b'#', &mut maze)?;
        }
        let at = io.input.last_location();
        let full = |_| at.error(HELD_MEMORY.into());
        let open: Vec<bool> = maze.iter().map(|&b| b == b'.').collect();
        let (edges, vertex) = grid_edges(rows, columns, &open).map_err(full)?;
        let count = open.iter().filter(|&&o| o).count();
        let wins = first_player_wins_from(count, &edges, u64::MAX).map_err(|e| match e {
            MatchingError::NoMemory => at.error(HELD_MEMORY.into()),
            // A bipartite matching of at most 10^6 vertices: never past u64::MAX steps.
            MatchingError::Work => at.error("the matching took too many steps".into()),
        })?;
        let mut first = true;
        for (cell, &v) in vertex.iter().enumerate() {
            // The second player moves first: the first player wins where the mover loses.
            if v != u32::MAX && !wins[v as usize] {
                if first {
                    io.answers.line("WIN");
                    first = false;
                }
                io.answers.line(format_args!(
                    "{} {}",
                    cell / columns + 1,
                    cell % columns + 1
                ));
            }
        }
        if first {
            io.answers.line("LOSE");
        }
        Ok(())
    }
}

/// The `luogu_p4055` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP4055>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn sample_and_small_mazes() {
        let out = solve_bytes::<super::LuoguP4055>(b"3 3\n.##\n...\n#.#\n").unwrap();
        assert_eq!(out, "WIN\n2 3\n3 2\n");
        // Two open cells side by side: a perfect matching, so every placement loses.
        assert_eq!(
            solve_bytes::<super::LuoguP4055>(b"1 2\n..\n").unwrap(),
            "LOSE\n"
        );
        // No open cell at all: nowhere to put the piece.
        assert_eq!(
            solve_bytes::<super::LuoguP4055>(b"1 1\n#\n").unwrap(),
            "LOSE\n"
        );
        // One open cell: the second player cannot move.
        assert_eq!(
            solve_bytes::<super::LuoguP4055>(b"1 1\n.\n").unwrap(),
            "WIN\n1 1\n"
        );
    }
}

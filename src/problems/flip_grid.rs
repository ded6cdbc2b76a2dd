//! `flip_grid`: the HAOI2015 array game (Luogu P3179); the values and their proof are in
//! [`games::flip_grid`](crate::games::flip_grid).
//!
//! Input `n`, `K`, then `K` queries `w x_1 … x_w` (`w` may stand on its own line): the white
//! cells of one board. Every query is read and checked before the table is built (it takes
//! seconds for the largest boards), so a malformed query never costs that time; the cells are
//! at most 10^6 in all, so holding them is bounded.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{capacity_for, Field, InputError};
use crate::core::sum::{first_player_wins, winning_component};
use crate::games::flip_grid::FlipGrid as Grid;
use std::collections::HashSet;
use std::io::{Read, Write};

/// The largest board accepted.
const MAX_N: u64 = 1_000_000_000_000;
const BOARD: Field = Field::new("the board size n", 1, MAX_N);
const QUERIES: Field = Field::new("the number of queries K", 1, 100_000);
/// The largest number of cells over all queries together.
const MAX_CELLS: u64 = 1_000_000;

/// The problem; see the module documentation.
#[derive(Default)]
pub struct FlipGrid;

impl Problem for FlipGrid {
    const NAME: &'static str = "flip_grid";
    const HELP: &'static str = "\
The HAOI2015 array game (Luogu P3179). Cells 1..n, some white; a move picks a white cell x and
some 1 <= k <= n/x and flips cells x, 2x, ..., kx; whoever cannot move loses.

input:  n, K, then K queries 'w x_1 ... x_w', the white cells of one board (w may stand on its
        own line; 1 <= n <= 10^12, 1 <= K <= 10^5, at most 10^6 cells over all queries,
        1 <= x_i <= n, distinct within a query)
output: Yes if the first player wins the query's board, else No, one line per query

move:   with --move, flip x = X with k = K (flips X, 2X, ..., KX; after each query); - when no move wins
example: printf '3\\n2\\n2 1 2\\n2 2 3\\n' | flip_grid
prints:
  Yes
  No
";
    const LAYOUT: Layout = Layout::ONE;

    /// Reads `n`, `K`, then `K` queries `w x_1 … x_w`, and answers them all.
    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let sc = &mut io.input;
        let n = sc.next(&BOARD)?;
        let board_at = sc.last_location();
        let queries = sc.next(&QUERIES)?;
        let cell = Field::new("a cell", 1, n);
        let mut cells_left = MAX_CELLS;
        let mut sizes = Vec::with_capacity(capacity_for(queries));
        let mut cells: Vec<u64> = Vec::new();
        let mut in_query = HashSet::new();
        for _ in 0..queries {
            let count_field = Field::new(
                "the number of white cells w, within 10^6 over all queries",
                0,
                cells_left,
            );
            let w = sc.next(&count_field)?;
            cells_left -= w;
            in_query.clear();
            for _ in 0..w {
                let x = sc.next(&cell)?;
                if !in_query.insert(x) {
                    let message =
                        format!("expected a cell not yet listed in this query, found {x} again");
                    return Err(sc.last_location().error(message));
                }
                cells.push(x);
            }
            sizes.push(w as usize);
        }
        sc.finish()?;

        let grid = Grid::new(n).map_err(|_| {
            board_at.error(format!(
                "a board of {n} cells: its table needs more memory than is available"
            ))
        })?;
        let mut rest = &cells[..];
        for w in sizes {
            let (query, tail) = rest.split_at(w);
            let value = query.iter().fold(0, |acc, &x| acc ^ grid.sg(x));
            io.answers
                .verdict(Words::YES_NO, first_player_wins(u64::from(value)));
            if io.answers.wants_moves() {
                let values = query.iter().map(|&x| u64::from(grid.sg(x)));
                let winning = winning_component(values).and_then(|(i, t)| {
                    let x = query[i];
                    let k = grid.flip_to(x, t as u32)?;
                    Some(format!("flip x = {x} with k = {k}"))
                });
                io.answers.move_line(winning);
            }
            rest = tail;
        }
        Ok(())
    }
}

/// The `flip_grid` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<FlipGrid>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    fn solve(input: &[u8]) -> Result<String, crate::core::scan::InputError> {
        solve_bytes::<super::FlipGrid>(input)
    }

    #[test]
    fn samples_in_both_layouts() {
        assert_eq!(solve(b"3\n2\n2 1 2\n2 2 3\n").unwrap(), "Yes\nNo\n");
        assert_eq!(solve(b"3\n2\n2\n1 2\n2\n2 3\n").unwrap(), "Yes\nNo\n");
    }

    #[test]
    fn repeated_cells_and_bad_counts() {
        let e = solve(b"5\n1\n3 1 4\n 4\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 4, column 2: expected a cell not yet listed in this query, found 4 again"
        );
        let e = solve(b"5\n1\n1 6\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 3: expected a cell (1..=5), found \"6\""
        );
        let e = solve(b"5\n2\n1000000 1\n").unwrap_err();
        assert!(
            e.message
                .starts_with("expected a cell (1..=5), found end of input"),
            "{e}"
        );
        let e = solve(b"5\n2\n1000001 1\n").unwrap_err();
        assert_eq!(e.column, 1);
        assert!(e.message.contains("(0..=10^6)"), "{e}");
    }
}

//! `agc010f`: AtCoder AGC010 F "Tree Game": a tree on vertices `1..N`, `A_i` stones on vertex
//! `i`. Takahashi places a piece on a vertex; then, Takahashi first, a move takes a stone from
//! the piece's vertex and moves the piece to a neighbour; whoever finds no stone under the
//! piece loses. Every vertex where placing the piece wins
//! ([`games::stone_walk`](crate::games::stone_walk), proved there: move only to a neighbour
//! holding fewer stones). Format and samples from the statement.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::graph::Graph;
use crate::core::scan::{Field, InputError};
use crate::games::stone_walk::stone_walk_wins;
use crate::problems::shape::{edges, held_values, rooted_tree, GRAPH_MEMORY};
use std::io::{Read, Write};

/// `N` (the judge's bound is 3000).
const VERTICES: Field = Field::new("the number of vertices N", 2, 1_000_000);
/// A vertex's stones (the judge's bound is 10^9).
const STONES: Field = Field::new("a number of stones A_i", 0, 1_000_000_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Agc010f;

impl Problem for Agc010f {
    const NAME: &'static str = "agc010f";
    const HELP: &'static str = "\
AtCoder AGC010 F \"Tree Game\": a tree on vertices 1..N with A_i stones on vertex i. Takahashi
places a piece on a vertex; then Takahashi and Aoki take turns, Takahashi first: remove one
stone from the piece's vertex, then move the piece to a neighbour. Whoever finds no stone
under the piece loses. Where can Takahashi place the piece and win?

input:  N, then A_1 ... A_N, then the N - 1 edges 'a b' of a tree
        (2 <= N <= 10^6 (the judge's: 3000), 0 <= A_i <= 10^18 (the judge's: 10^9))
output: every winning vertex, ascending, on one line; an empty line when none wins
limits: 8 bytes a vertex for the stones, 8 an edge, 29 a vertex for the tree
example: printf '3\\n1 2 3\\n1 2\\n2 3\\n' | agc010f
prints:
  2
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        let stones = held_values(io, n, &STONES)?;
        let list = edges(io, n - 1, n, 1)?;
        drop(rooted_tree(io, n, &list)?);
        let at = io.input.last_location();
        let no_memory = |_| at.error(GRAPH_MEMORY.to_string());
        let graph = Graph::from_edges(n as usize, list).map_err(no_memory)?;
        let wins = stone_walk_wins(&graph, &stones).map_err(no_memory)?;
        let winning = (1..=n).filter(|&v| wins[v as usize - 1]);
        io.answers.numbers_line(winning);
        Ok(())
    }
}

/// The `agc010f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Agc010f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn samples_and_bad_trees() {
        let solve = solve_bytes::<super::Agc010f>;
        assert_eq!(solve(b"3\n1 2 3\n1 2\n2 3\n").unwrap(), "2\n");
        assert_eq!(
            solve(b"5\n5 4 1 2 3\n1 2\n1 3\n2 4\n2 5\n").unwrap(),
            "1 2\n"
        );
        assert_eq!(solve(b"3\n1 1 1\n1 2\n2 3\n").unwrap(), "\n");
        assert_eq!(solve(b"2\n0 1\n1 2\n").unwrap(), "2\n");
        let e = solve(b"3\n1 2 3\n1 2\n2 1\n").unwrap_err();
        assert!(
            e.to_string().contains("expected the edges of a tree"),
            "{e}"
        );
    }
}

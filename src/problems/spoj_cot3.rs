//! `spoj_cot3`: SPOJ COT3 "Combat on a tree": a tree on vertices `1..=N` rooted at 1, each
//! vertex white (0) or black (1); a move picks a white vertex and blackens its path to the
//! root; whoever cannot move loses. Print every winning first move, ascending, or `-1`.
//!
//! The game and its proof are [`games::root_path`](crate::games::root_path): every subtree's
//! set of values reached, kept as a trie merged child into parent with a lazy xor, O(N log N).
//! The format (`N`, the `N` colours, the `N − 1` edges; one vertex a line) is the one accepted
//! solutions read: the statement's page could not be read here.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::root_path::solve;
use crate::problems::shape::{edges, rooted_tree, GRAPH_MEMORY};
use std::io::{Read, Write};

/// `N` (the statement's bound).
const VERTICES: Field = Field::new("the number of vertices N", 1, 100_000);
const COLOUR: Field = Field::new("a colour (0 white, 1 black)", 0, 1);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct SpojCot3;

impl Problem for SpojCot3 {
    const NAME: &'static str = "spoj_cot3";
    const HELP: &'static str = "\
SPOJ COT3 \"Combat on a tree\": a tree on vertices 1..N rooted at 1, each vertex white or black.
A move picks a white vertex and colours black every vertex on its path to the root; whoever
cannot move loses. Alice moves first. Which first moves win for her?

input:  N, then N colours (0 white, 1 black) for vertices 1..N, then the N - 1 edges 'u v'
        (1 <= N <= 10^5, 1 <= u, v <= N)
output: every vertex whose move wins, ascending, one a line; -1 when none does
memory: up to 15 MB at N = 10^5 (the sets of values, as tries)
example: printf '3\\n0 0 0\\n1 2\\n2 3\\n' | spoj_cot3
prints:
  3
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        let mut white = Vec::new();
        io.input.each_value_checked(n, &COLOUR, |c| {
            crate::core::budget::try_push(&mut white, c == 0).map_err(|_| GRAPH_MEMORY.to_string())
        })?;
        let list = edges(io, n - 1, n, 1)?;
        let tree = rooted_tree(io, n, &list)?;
        drop(list);
        let at = io.input.last_location();
        let game = solve(&tree, &white).map_err(|_| at.error(GRAPH_MEMORY.to_string()))?;
        let winning = game.winning_moves();
        if winning.is_empty() {
            io.answers.line("-1");
        }
        for v in winning {
            io.answers.number_line(u64::from(v) + 1);
        }
        Ok(())
    }
}

/// The `spoj_cot3` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<SpojCot3>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_sample_and_small_trees() {
        let solve = solve_bytes::<super::SpojCot3>;
        let sample = b"8\n1 1 0 1 0 0 1 0\n1 2\n1 3\n2 6\n3 4\n3 5\n5 7\n7 8\n";
        assert_eq!(solve(sample).unwrap(), "5\n");
        // One white vertex: take it. One black vertex: no move at all.
        assert_eq!(solve(b"1\n0\n").unwrap(), "1\n");
        assert_eq!(solve(b"1\n1\n").unwrap(), "-1\n");
        // A white root with two white leaves: the move at the root leaves two single white
        // vertices (1 ⊕ 1 = 0); a move at a leaf leaves the other one.
        assert_eq!(solve(b"3\n0 0 0\n1 2\n1 3\n").unwrap(), "1\n");
        // The same with a black root: each leaf alone is worth 1, so the sum is lost.
        assert_eq!(solve(b"3\n1 0 0\n1 2\n1 3\n").unwrap(), "-1\n");
        let e = solve(b"3\n0 2 0\n1 2\n1 3\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected a colour (0..=1; 0 white, 1 black), found \"2\""
        );
        let e = solve(b"3\n0 0 0\n1 2\n2 1\n").unwrap_err();
        assert!(
            e.to_string().contains("expected the edges of a tree"),
            "{e}"
        );
    }
}

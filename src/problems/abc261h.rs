//! `abc261h`: AtCoder ABC261 Ex "Game on Graph": a piece on a directed graph with weighted
//! edges; Takahashi and Aoki move it in turn along an edge, Takahashi first, until it reaches
//! a vertex with no edge out. Takahashi wants the game to end, then the total weight small;
//! Aoki wants it never to end, then the total large. The game is
//! [`games::loopy_score`](crate::games::loopy_score)'s [`Alternating`] token, and
//! [`min_max_scores`] settles its `2N` positions in Dijkstra's order (Knuth's generalization;
//! the proof is there): O((N + M) log(N + M)). A position never settled is `INFINITY`.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::loopy_score::{min_max_scores, Alternating, ScoreError, Side};
use crate::problems::shape::GRAPH_MEMORY;
use std::io::{Read, Write};

const VERTICES: Field = Field::new("the number of vertices N", 1, 1_000_000);
const EDGES: Field = Field::new("the number of edges M", 0, 1_000_000);
const WEIGHT: Field = Field::new("a weight C_i", 0, 1_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc261h;

impl Problem for Abc261h {
    const NAME: &'static str = "abc261h";
    const HELP: &'static str = "\
AtCoder ABC261 Ex \"Game on Graph\": a piece on vertex v of a directed graph whose edges have
weights. Takahashi and Aoki take turns moving it along an edge, Takahashi first; the game ends
when the piece is on a vertex with no edge out. Takahashi first wants the game to end, then the
total weight of the edges it used to be small; Aoki first wants it never to end, then the total
to be large.

input:  N M v, then M lines 'A_i B_i C_i' (an edge from A_i to B_i of weight C_i)
        (1 <= N <= 10^6, 0 <= M <= 10^6 (the statement's: 2*10^5), 1 <= v, A_i, B_i <= N,
        0 <= C_i <= 10^9; loops and repeated edges allowed)
output: the total with best play, or INFINITY when the game never ends

move:   with --move, Takahashi's first move of best play: 'to B', the vertex he moves the piece
        to (with the edge's weight); - when the game ends at once or never ends
example: printf '7 6 1\\n1 2 1\\n1 3 10\\n2 4 100\\n2 5 102\\n3 6 20\\n3 7 30\\n' | abc261h
prints:
  40
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        let m = io.input.next(&EDGES)?;
        let vertex = Field::new("a vertex", 1, n);
        let start = io.input.next(&vertex)? as u32 - 1;
        let mut edges: Vec<(u32, u32, u64)> = Vec::new();
        for _ in 0..m {
            let a = io.input.next(&vertex)? as u32 - 1;
            let b = io.input.next(&vertex)? as u32 - 1;
            let c = io.input.next(&WEIGHT)?;
            try_push(&mut edges, (a, b, c))
                .map_err(|_| io.input.last_location().error(GRAPH_MEMORY.into()))?;
        }
        let at = io.input.last_location();
        // Every endpoint was read as a vertex and no total of at most 2·10^6 moves of 10^9
        // passes u64: memory is the only way this fails.
        let failed = |e: ScoreError| at.error(format!("{GRAPH_MEMORY} ({e})"));
        let game = Alternating::new(n as usize, &edges).map_err(failed)?;
        drop(edges);
        let scores = min_max_scores(&game).map_err(failed)?;
        let first = Alternating::position(start, Side::Min);
        match scores.score(first) {
            Some(total) => io.answers.number_line(total),
            None => io.answers.line("INFINITY"),
        }
        if io.answers.wants_moves() {
            let best = scores
                .best_move(&game, first)
                .map(|(to, c)| format!("to {} (weight {c})", to / 2 + 1));
            io.answers.move_line(best);
        }
        Ok(())
    }
}

/// The `abc261h` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc261h>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc261h>;
        let one = "7 6 1\n1 2 1\n1 3 10\n2 4 100\n2 5 102\n3 6 20\n3 7 30\n";
        assert_eq!(solve(one.as_bytes()).unwrap(), "40\n");
        let two = "3 6 3\n1 2 1\n2 1 2\n2 3 3\n3 2 4\n3 1 5\n1 3 6\n";
        assert_eq!(solve(two.as_bytes()).unwrap(), "INFINITY\n");
        let three = "4 4 1\n1 2 1\n2 3 1\n3 1 1\n2 4 1\n";
        assert_eq!(solve(three.as_bytes()).unwrap(), "5\n");
        let moves = solve_bytes_with_moves::<super::Abc261h>;
        assert_eq!(moves(one.as_bytes()).unwrap(), "40\nto 3 (weight 10)\n");
        assert_eq!(moves(two.as_bytes()).unwrap(), "INFINITY\n-\n");
    }
}

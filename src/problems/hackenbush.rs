//! `hackenbush` (ours): Green Hackenbush on any graph, by the fusion principle
//! ([`games::hackenbush`](crate::games::hackenbush)). `n m`, then `m` edges `u v` with
//! `0 <= u, v < n`, loops and repeated edges allowed; vertex 0 is the ground. The edges are
//! held (memory follows them); the work is O(n + m), with no recursion.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::graph::{Graph, RootedTree};
use crate::core::scan::{Field, InputError};
use crate::games::hackenbush::{Hackenbush as Position, Tree, TreeValues};
use crate::problems::shape::{cut_words, edges, GRAPH_MEMORY};
use std::io::{Read, Write};

const VERTICES: Field = Field::new("the number of vertices n", 1, 1_000_000);
const EDGES: Field = Field::new("the number of edges m", 0, 1_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hackenbush {
    /// The buffers of a tree's value (for inputs that are trees, without `--move`).
    trees: TreeValues,
}

impl Problem for Hackenbush {
    const NAME: &'static str = "hackenbush";
    const HELP: &'static str = "\
Green Hackenbush on any graph: vertex 0 is the ground. A move deletes one edge, and every edge
no longer connected to the ground disappears with it; whoever cannot move loses. Loops and
repeated edges are allowed; edges not connected to the ground are not in the game.

input:  n m, then m lines 'u v'   (1 <= n <= 10^6, 0 <= m <= 10^6, 0 <= u, v < n)
output: Yes if the player to move wins, else No

move:   with --move, cut edge K (U V), K the edge's place in the input from 1; - when no
        move wins
memory: the edges, held: up to 55 MB for 10^6 edges; under --move up to 95 MB (a cut
        inside a cycle part works on all its edges at once)
example: printf '5 5\\n0 1\\n1 2\\n2 0\\n0 3\\n3 4\\n' | hackenbush
prints:
  Yes
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        let m = io.input.next(&EDGES)?;
        let list = edges(io, m, n, 0)?;
        let at = io.input.last_location();
        let memory = || at.error(GRAPH_MEMORY.to_string());
        // A tree on all the vertices needs no bridges: peeling it is six times faster, and
        // without --move it needs no edge ids, parents or order either.
        if m + 1 == n && !io.answers.wants_moves() {
            self.trees.start(n as usize);
            for &(u, v) in &list {
                self.trees.add_edge(u, v).map_err(|_| memory())?;
            }
            if let Ok(value) = self.trees.finish(0, |_| {}).map_err(|_| memory())? {
                io.answers.verdict(Words::YES_NO, value != 0);
                return Ok(());
            }
        }
        if m + 1 == n && io.answers.wants_moves() {
            if let Ok(tree) = RootedTree::new(n as usize, &list, 0).map_err(|_| memory())? {
                let position = Tree::new(tree, 0).map_err(|_| memory())?;
                io.answers.verdict(Words::YES_NO, position.value() != 0);
                if io.answers.wants_moves() {
                    let cut = position.winning_cut().map_err(|_| memory())?;
                    io.answers
                        .move_line(cut.map(|e| cut_words(e, list[e as usize], 0, "")));
                }
                return Ok(());
            }
        }
        let graph = Graph::from_edges(n as usize, list).map_err(|_| memory())?;
        let position = Position::new(&graph, 0).map_err(|_| memory())?;
        io.answers.verdict(Words::YES_NO, position.value() != 0);
        if io.answers.wants_moves() {
            let cut = position.winning_cut(&graph).map_err(|_| memory())?;
            let words = cut.map(|e| cut_words(e, graph.edges()[e as usize], 0, ""));
            io.answers.move_line(words);
        }
        Ok(())
    }
}

/// The `hackenbush` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hackenbush>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn values_and_moves() {
        let solve = solve_bytes::<super::Hackenbush>;
        // A triangle on the ground (1) and a stalk of two (2): 3.
        let sample = b"5 5\n0 1\n1 2\n2 0\n0 3\n3 4\n";
        assert_eq!(solve(sample).unwrap(), "Yes\n");
        // A loop (1) and a stalk of one (1) on the ground: 0; edges 2 3 are cut off.
        assert_eq!(solve(b"4 3\n0 0\n0 1\n2 3\n").unwrap(), "No\n");
        assert_eq!(solve(b"1 0\n").unwrap(), "No\n");
        let moves = solve_bytes_with_moves::<super::Hackenbush>(sample).unwrap();
        assert_eq!(moves, "Yes\ncut edge 5 (3 4)\n");
        let e = solve(b"2 1\n0 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected a vertex (0..=1), found \"2\""
        );
    }

    /// The odd cycle of 20 001 vertices through the ground with a stalk of two on every other
    /// vertex (60 000 edges): one class of 20 001 edges, where trying each edge used to give up
    /// after 7 500 of them. The cut given must leave the graph worth 0.
    #[test]
    fn a_long_odd_cycle_with_stalks_gets_its_cut() {
        let k = 20_001u32;
        let mut edges: Vec<(u32, u32)> = (0..k).map(|v| (v, (v + 1) % k)).collect();
        let mut next = k;
        for v in (1..k).step_by(2) {
            edges.extend([(v, next), (next, next + 1)]);
            next += 2;
        }
        let text: String = edges.iter().map(|(u, v)| format!("{u} {v}\n")).collect();
        let input = format!("{next} {}\n{text}", edges.len());
        let out = solve_bytes_with_moves::<super::Hackenbush>(input.as_bytes()).unwrap();
        let cut: usize = out.split(' ').nth(2).unwrap().parse().unwrap();
        edges.remove(cut - 1);
        let graph = crate::core::graph::Graph::from_edges(next as usize, edges).unwrap();
        let after = crate::games::hackenbush::Hackenbush::new(&graph, 0).unwrap();
        assert!(out.starts_with("Yes\ncut edge "), "{out}");
        assert_eq!(after.value(), 0);
    }
}

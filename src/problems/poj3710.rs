//! `poj3710`: POJ 3710 "Christmas Game": Green Hackenbush on several graphs (trees with
//! polygons hung on them), each rooted at its vertex 1; the value of each by the fusion
//! principle ([`games::hackenbush`](crate::games::hackenbush)), of all by their xor. Cases
//! until the end of input: `N`, then per graph `m k` and `k` edges. The statement's promises
//! about the polygons are not checked: any graph is a Hackenbush position, and is answered as
//! one. Each graph's edges are held in turn.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::graph::Graph;
use crate::core::scan::{Field, InputError};
use crate::games::hackenbush::Hackenbush;
use crate::problems::shape::{cut_words, edges, GRAPH_MEMORY};
use std::io::{Read, Write};

const TREES: Field = Field::new("the number of trees N", 1, 1_000_000);
const VERTICES: Field = Field::new("the number of nodes m", 1, 1_000_000);
const EDGES: Field = Field::new("the number of edges k", 0, 1_000_000);

/// The answer words.
const WORDS: Words = Words::new("Sally\n", "Harry\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Poj3710;

impl Problem for Poj3710 {
    const NAME: &'static str = "poj3710";
    const HELP: &'static str = "\
POJ 3710 \"Christmas Game\": Christmas trees with gifts (polygons) hung on them, each tree
rooted at its node 1. A move cuts one edge, and removes what is no longer connected to its
root; whoever cannot move loses. Sally moves first. Any graph is answered, cycles included.

input:  cases until the end of input: N, then per tree 'm k' and k lines 'a b'
        (1 <= N <= 10^6, 1 <= m <= 10^6, 0 <= k <= 10^6, 1 <= a, b <= m)
output: Sally if Sally wins, else Harry, one line per case

move:   with --move, cut edge K (A B) of tree T, K the edge's place in its tree from 1; - when
        no move wins
example: printf '2\\n2 1\\n1 2\\n4 4\\n1 2\\n2 3\\n2 4\\n3 4\\n' | poj3710
prints:
  Sally
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let trees = io.input.next(&TREES)?;
        let keep = io.answers.wants_moves();
        let mut value = 0;
        let mut kept = Vec::new();
        for _ in 0..trees {
            let m = io.input.next(&VERTICES)?;
            let k = io.input.next(&EDGES)?;
            let list = edges(io, k, m, 1)?;
            let at = io.input.last_location();
            let memory = || at.error(GRAPH_MEMORY.to_string());
            let graph = Graph::from_edges(m as usize, list).map_err(|_| memory())?;
            let position = Hackenbush::new(&graph, 0).map_err(|_| memory())?;
            value ^= position.value();
            if keep {
                kept.push((graph, position, at));
            }
        }
        io.answers.verdict(WORDS, value != 0);
        if keep {
            let values = kept.iter().map(|(_, p, _)| p.value());
            let winning = match crate::core::sum::winning_component(values) {
                None => None,
                Some((i, target)) => {
                    let (graph, position, at) = &kept[i];
                    let d = position.value() ^ target;
                    let cut = position
                        .cut_changing(graph, d)
                        .map_err(|why| at.error(why.to_string()))?;
                    let of = format!(" of tree {}", i + 1);
                    Some(cut_words(cut, graph.edges()[cut as usize], 1, &of))
                }
            };
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `poj3710` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Poj3710>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_sample() {
        let solve = solve_bytes::<super::Poj3710>;
        let sample = b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
        assert_eq!(solve(sample).unwrap(), "Sally\n");
        // An even polygon is worth nothing: a square on the root alone loses.
        assert_eq!(solve(b"1\n4 4\n1 2\n2 3\n3 4\n4 1\n").unwrap(), "Harry\n");
    }
}

//! `poj3710`: POJ 3710 "Christmas Game": Green Hackenbush on several graphs (trees with
//! polygons hung on them), each rooted at its vertex 1; the value of each by the fusion
//! principle ([`games::hackenbush`](crate::games::hackenbush)), of all by their xor. Cases
//! until the end of input: `N`, then per graph `m k` and `k` edges. The statement's promises
//! about the polygons are not checked: any graph is a Hackenbush position, and is answered as
//! one. Each graph's edges are held in turn;
//! with `--move`, at most 20 graphs' edges (`Kept`).

use crate::core::budget::{reserve, NoMemory};
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::graph::Graph;
use crate::core::scan::{Field, InputError, Location};
use crate::games::hackenbush::{Hackenbush, TreeValues};
use crate::problems::shape::{cut_words, edges, GRAPH_MEMORY};
use std::io::{Read, Write};

const TREES: Field = Field::new("the number of trees N", 1, 1_000_000);
const VERTICES: Field = Field::new("the number of nodes m", 1, 1_000_000);
const EDGES: Field = Field::new("the number of edges k", 0, 1_000_000);

/// The answer words.
const WORDS: Words = Words::new("Sally\n", "Harry\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Poj3710 {
    /// The buffers of a graph's value when it is a tree (without `--move`).
    trees: TreeValues,
}

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
memory: one tree held at a time, up to 55 MB for 10^6 edges; under --move, besides, the
        smallest tree having each bit of the values (at most 20 trees, 8 bytes an edge) and
        then the cut, up to 95 MB for 10^6 edges
example: printf '2\\n2 1\\n1 2\\n4 4\\n1 2\\n2 3\\n2 4\\n3 4\\n' | poj3710
prints:
  Sally
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let trees = io.input.next(&TREES)?;
        let keep = io.answers.wants_moves();
        let mut value = 0;
        let mut kept = Kept::default();
        for tree in 0..trees as usize {
            let m = io.input.next(&VERTICES)?;
            let k = io.input.next(&EDGES)?;
            let list = edges(io, k, m, 1)?;
            let at = io.input.last_location();
            let memory = || at.error(GRAPH_MEMORY.to_string());
            // A graph that is a tree on its nodes needs no bridges, edge ids or order.
            if k + 1 == m && !keep {
                self.trees.start(m as usize);
                for &(u, v) in &list {
                    self.trees.add_edge(u, v).map_err(|_| memory())?;
                }
                if let Ok(tree_value) = self.trees.finish(0, |_| {}).map_err(|_| memory())? {
                    value ^= tree_value;
                    continue;
                }
            }
            let graph = Graph::from_edges(m as usize, list).map_err(|_| memory())?;
            let position = Hackenbush::new(&graph, 0).map_err(|_| memory())?;
            value ^= position.value();
            if keep {
                let held = Held {
                    tree,
                    m: m as usize,
                    value: position.value(),
                    edges: graph.into_edges(),
                    at,
                };
                kept.offer(held).map_err(|_| memory())?;
            }
        }
        io.answers.verdict(WORDS, value != 0);
        if keep {
            let winning = match kept.take(value) {
                None => None,
                Some(held) => {
                    let memory = || held.at.error(GRAPH_MEMORY.to_string());
                    let graph = Graph::from_edges(held.m, held.edges).map_err(|_| memory())?;
                    let position = Hackenbush::new(&graph, 0).map_err(|_| memory())?;
                    debug_assert_eq!(position.value(), held.value);
                    // The tree changes by the sum's xor: its value had the sum's top bit.
                    let cut = position.cut_changing(&graph, value).map_err(|_| memory())?;
                    let of = format!(" of tree {}", held.tree + 1);
                    Some(cut_words(cut, graph.edges()[cut as usize], 1, &of))
                }
            };
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// A tree held for `--move`: its place, its vertex count, value, edges and where it ended.
struct Held {
    tree: usize,
    m: usize,
    value: u64,
    edges: Vec<(u32, u32)>,
    at: Location,
}

/// The trees held for `--move`: for each bit, the smallest tree (fewest edges) whose value
/// has it. The winning tree is one whose value has the top bit of the sum, known only at the
/// end; values are at most the edge count, below 2^20, so at most 20 trees are held, and a
/// tree holding bit `b` has at least `2^b` edges.
struct Kept {
    held: Vec<Held>,
    /// Per bit, the index in `held` of its tree.
    holder: [Option<usize>; 64],
}

impl Default for Kept {
    fn default() -> Self {
        Kept {
            held: Vec::new(),
            holder: [None; 64],
        }
    }
}

impl Kept {
    /// Keeps `tree` for the bits of its value where it is the smallest so far, and lets go of
    /// the trees that no bit holds any more.
    fn offer(&mut self, tree: Held) -> Result<(), NoMemory> {
        let smaller = |b: u32, held: &[Held], holder: &[Option<usize>; 64]| {
            tree.value >> b & 1 == 1
                && holder[b as usize].map_or(true, |i| held[i].edges.len() > tree.edges.len())
        };
        if !(0..64).any(|b| smaller(b, &self.held, &self.holder)) {
            return Ok(());
        }
        reserve(&mut self.held, 1)?;
        let index = self.held.len();
        let mut released = [false; 65];
        for b in 0..64 {
            if smaller(b, &self.held, &self.holder) {
                if let Some(old) = self.holder[b as usize] {
                    released[old] = true;
                }
                self.holder[b as usize] = Some(index);
            }
        }
        self.held.push(tree);
        for old in (0..index).rev() {
            if released[old] && !self.holder.contains(&Some(old)) {
                let last = self.held.len() - 1;
                self.held.swap_remove(old);
                for h in self.holder.iter_mut().filter(|h| **h == Some(last)) {
                    *h = Some(old);
                }
            }
        }
        Ok(())
    }

    /// The tree to move in when the values' xor is `sum`, and nothing else any more.
    fn take(&mut self, sum: u64) -> Option<Held> {
        if sum == 0 {
            return None;
        }
        let index = self.holder[63 - sum.leading_zeros() as usize]?;
        let tree = self.held.swap_remove(index);
        self.held.clear();
        Some(tree)
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

    /// The trees kept for `--move`: whatever the order of the offers, each bit is held by the
    /// smallest tree having it, and no tree is held that no bit needs.
    #[test]
    fn kept_trees_are_the_smallest_per_bit() {
        use super::{Held, Kept};
        let mut x = 1u64;
        for round in 0..200 {
            let mut kept = Kept::default();
            let mut offered: Vec<(u64, usize)> = Vec::new();
            for tree in 0..1 + round % 30 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let (value, size) = (x % 64, (x >> 8) as usize % 50);
                offered.push((value, size));
                let held = Held {
                    tree,
                    m: 1,
                    value,
                    edges: vec![(0, 0); size],
                    at: crate::core::scan::Location { line: 1, column: 1 },
                };
                kept.offer(held).unwrap();
            }
            for b in 0..6 {
                let best = offered
                    .iter()
                    .filter(|o| o.0 >> b & 1 == 1)
                    .map(|o| o.1)
                    .min();
                let held = kept.holder[b].map(|i| kept.held[i].edges.len());
                assert_eq!(held, best, "bit {b} of {offered:?}");
            }
            for i in 0..kept.held.len() {
                assert!(kept.holder.contains(&Some(i)), "{offered:?}");
            }
            let sum = offered.iter().fold(0, |s, o| s ^ o.0);
            if let Some(tree) = kept.take(sum) {
                assert_eq!(tree.value >> (63 - sum.leading_zeros()) & 1, 1);
            } else {
                assert_eq!(sum, 0);
            }
        }
    }
}

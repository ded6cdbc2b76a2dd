//! `hdu3094`: HDU 3094 "A tree game": Green Hackenbush on a tree rooted at vertex 1, by the
//! colon principle on a tree rooted by peeling its leaves
//! ([`games::hackenbush::Tree`](crate::games::hackenbush::Tree)). `T` cases of `N` vertices and
//! their `N - 1` edges; edges that are not a tree are an error at the case's last edge, naming
//! a vertex the root does not reach without a cycle. Each case's edges are held: memory
//! follows them (12 bytes a vertex, in buffers kept from case to case:
//! [`TreeValues`]); only `--move` builds the
//! [`RootedTree`](crate::core::graph::RootedTree) with edge ids, parents and an order.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::hackenbush::TreeValues;
use crate::problems::shape::{green_tree_case, CASE_COUNT};
use std::io::{Read, Write};

const VERTICES: Field = Field::new("the number of vertices N", 1, 1_000_000);

/// The answer words.
const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu3094 {
    /// The buffers of the trees' values, kept from case to case.
    trees: TreeValues,
}

impl Problem for Hdu3094 {
    const NAME: &'static str = "hdu3094";
    const HELP: &'static str = "\
HDU 3094 \"A tree game\": a tree on vertices 1..N rooted at 1; a move removes one edge, and
then every edge no longer connected to the root; whoever has no edge to remove loses. Alice
moves first.

input:  T, then per case N and the N - 1 edges 'I J' of a tree
        (1 <= T <= 10^6, 1 <= N <= 10^6, 1 <= I, J <= N)
output: Alice if Alice wins, else Bob, one line per case

move:   with --move, cut edge K (I J), K the edge's place in its case from 1; - when no move
        wins
example: printf '2\\n3\\n1 2\\n2 3\\n3\\n1 2\\n1 3\\n' | hdu3094
prints:
  Alice
  Bob
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        green_tree_case(io, &mut self.trees, n, WORDS)
    }
}

/// The `hdu3094` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu3094>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_sample_and_a_cycle() {
        let solve = solve_bytes::<super::Hdu3094>;
        let sample =
            b"3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n";
        assert_eq!(solve(sample).unwrap(), "Alice\nBob\nAlice\n");
        let e = solve(b"1\n4\n1 2\n2 3\n3 1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 5, column 3: expected the edges of a tree, found vertex 2 on a cycle or cut \
             off from vertex 1"
        );
    }
}

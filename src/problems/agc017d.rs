//! `agc017d`: AtCoder AGC017 D "Game on Tree": a tree on vertices `1..N`; Alice and Bob, Alice
//! first, remove an edge and the part cut off from vertex 1; whoever cannot loses. Green
//! Hackenbush on a tree rooted at 1, by the colon principle
//! ([`games::hackenbush::Tree`](crate::games::hackenbush::Tree)): a vertex's value is the xor
//! over its children of the child's value plus one. The same game as HDU 3094 in AtCoder's
//! format (one tree, `2 <= N`), through the same case reader as `hdu3094`. Format and samples
//! from the statement.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::hackenbush::TreeValues;
use crate::problems::shape::green_tree_case;
use std::io::{Read, Write};

/// `N` (the judge's bound is 10^5).
const VERTICES: Field = Field::new("the number of vertices N", 2, 1_000_000);

/// The answer words.
const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Agc017d {
    /// The buffers of the tree's values.
    trees: TreeValues,
}

impl Problem for Agc017d {
    const NAME: &'static str = "agc017d";
    const HELP: &'static str = "\
AtCoder AGC017 D \"Game on Tree\": a tree on vertices 1..N. Alice and Bob take turns, Alice
first; a move removes an edge, and with it the part no longer connected to vertex 1. Whoever
cannot move loses.

input:  N, then the N - 1 edges 'x y' of a tree
        (2 <= N <= 10^6 (the judge's: 10^5), 1 <= x, y <= N)
output: Alice if Alice wins, else Bob

move:   with --move, cut edge K (x y), K the edge's place in the input from 1; - when no cut
        wins
example: printf '5\\n1 2\\n2 3\\n2 4\\n4 5\\n' | agc017d
prints:
  Alice
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        green_tree_case(io, &mut self.trees, n, WORDS)
    }
}

/// The `agc017d` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Agc017d>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn samples() {
        let solve = solve_bytes::<super::Agc017d>;
        assert_eq!(solve(b"5\n1 2\n2 3\n2 4\n4 5\n").unwrap(), "Alice\n");
        assert_eq!(solve(b"5\n1 2\n2 3\n1 4\n4 5\n").unwrap(), "Bob\n");
        assert_eq!(solve(b"6\n1 2\n2 4\n5 1\n6 3\n3 2\n").unwrap(), "Alice\n");
        assert_eq!(
            solve(b"7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n").unwrap(),
            "Bob\n"
        );
        let moved = solve_bytes_with_moves::<super::Agc017d>(b"5\n1 2\n2 3\n2 4\n4 5\n").unwrap();
        assert!(moved.starts_with("Alice\ncut edge "), "{moved}");
    }
}

//! `geography` (ours): undirected vertex geography on any graph, bipartite or not: a token on
//! a start vertex; a move takes it along an edge to a vertex not visited before; whoever cannot
//! move loses. The first player wins exactly when every maximum matching covers the start
//! ([`games::geography`](crate::games::geography)); every start is answered by one matching
//! and one search.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::matching::MatchingError;
use crate::core::scan::{Field, InputError, Location};
use crate::games::geography::Geography as Game;
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const VERTICES: Field = Field::new("the number of vertices n", 1, 100_000);
const EDGES: Field = Field::new("the number of edges m", 0, 1_000_000);
const STARTS: Field = Field::new("the number of starts q", 1, 1_000_000);

/// The most steps of the matching searches: a bipartite graph within the bounds needs at most
/// about 2.6·10^9 (push-relabel for at most `16 (n + 2m)` steps, then Hopcroft–Karp's `2√V`
/// phases of `4m` each, at the worst the theorem allows); Edmonds' search on a general graph
/// needs `O(n m)` at worst.
pub const MAX_WORK: u64 = 4_000_000_000;

/// Geography solved on the graph of `n` vertices with `edges`, within [`MAX_WORK`] steps;
/// a memory limit or a graph past the steps is an input error at `at` (the last token read).
///
/// As [`Game::new`].
pub(crate) fn solved(n: usize, edges: &[(u32, u32)], at: Location) -> Result<Game, InputError> {
    Game::new(n, edges, MAX_WORK).map_err(|e| match e {
        MatchingError::NoMemory => at.error(HELD_MEMORY.into()),
        MatchingError::Work => at.error(format!(
            "expected a graph whose maximum matching takes at most {MAX_WORK} steps to find, \
             found one that takes more"
        )),
    })
}

/// The answer words.
const WORDS: Words = Words::new("First\n", "Second\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Geography;

impl Problem for Geography {
    const NAME: &'static str = "geography";
    const HELP: &'static str = "\
geography (ours): undirected vertex geography: a token on a start vertex of an undirected graph;
a move takes it along an edge to a vertex not visited before (the start counts as visited);
whoever cannot move loses. The first player wins exactly when every maximum matching of the
graph covers the start.

input:  n m, then m lines 'u v' (an edge; loops and repeats allowed), then q, then q start
        vertices   (1 <= n <= 10^5, 0 <= m <= 10^6, 1 <= u, v <= n, 1 <= q <= 10^6)
output: First if the first player wins from the start, else Second, one line per start
limits: a maximum matching (push-relabel, then Hopcroft-Karp if that is slow, when the graph
        is bipartite, else Edmonds' blossoms) and one search for every start at once, within
        4*10^9 steps of the searches: a bipartite graph within the bounds always (about 0.2 s
        for 10^5 vertices and 10^6 edges); a graph with odd cycles that needs more is refused
        with an error

move:   with --move, move to V (a winning first move, along the matching); - when none wins
example: printf '4 3\\n1 2\\n2 3\\n3 4\\n2\\n1\\n2\\n' | geography
prints:
  First
  First
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        let m = io.input.next(&EDGES)?;
        let vertex = Field::new("a vertex", 1, n);
        let mut edges = Vec::new();
        for _ in 0..m {
            let u = io.input.next(&vertex)? as u32 - 1;
            let v = io.input.next(&vertex)? as u32 - 1;
            let full = |_| io.input.last_location().error(HELD_MEMORY.into());
            try_push(&mut edges, (u, v)).map_err(full)?;
        }
        let game = solved(n as usize, &edges, io.input.last_location())?;
        drop(edges);
        let q = io.input.next(&STARTS)?;
        let wants_moves = io.answers.wants_moves();
        for _ in 0..q {
            let s = io.input.next(&vertex)? as u32 - 1;
            io.answers.verdict(WORDS, game.first_player_wins(s));
            if wants_moves {
                io.answers
                    .move_line(game.winning_move(s).map(|t| format!("move to {}", t + 1)));
            }
        }
        Ok(())
    }
}

/// The `geography` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Geography>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn a_path_a_triangle_and_moves() {
        let out = solve_bytes::<super::Geography>(b"4 3\n1 2\n2 3\n3 4\n2\n1\n2\n").unwrap();
        assert_eq!(out, "First\nFirst\n");
        // A path of three and a triangle: the middle of the path wins, the rest lose.
        let input = b"6 5\n1 2\n2 3\n4 5\n5 6\n6 4\n6\n1 2 3 4 5 6\n";
        let out = solve_bytes_with_moves::<super::Geography>(input).unwrap();
        // From the middle either end wins; which one depends on the matching found.
        let rest = "Second\n-\nSecond\n-\nSecond\n-\nSecond\n-\n";
        assert!(
            [1, 3]
                .iter()
                .any(|t| out == format!("Second\n-\nFirst\nmove to {t}\n{rest}")),
            "{out}"
        );
    }
}

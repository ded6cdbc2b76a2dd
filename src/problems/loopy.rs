//! `loopy` (ours): tokens on a directed graph that may have cycles, where play that never
//! ends is a draw ([`games::loopy`](crate::games::loopy)). `n m`, the `m` edges `u v` (a move
//! slides a token from `u` to `v`; loops and repeated edges allowed), then `k` and the `k`
//! tokens' vertices (several may share one). One token is decided by retrograde analysis,
//! several by the generalized Sprague–Grundy function and its sum rule. The edges and the
//! tokens are held: memory follows them, and nothing the size of `n` is allocated before the
//! input is read.

use crate::core::budget::reserve;
use crate::core::driver::{Io, Layout, Problem};
use crate::core::graph::Digraph;
use crate::core::scan::{Field, InputError};
use crate::games::loopy::{generalized_sg, retrograde_of, Outcome, TwoWay};
use crate::problems::shape::{edges, outcome_word, GRAPH_MEMORY};
use std::io::{Read, Write};

const VERTICES: Field = Field::new("the number of vertices n", 1, 1_000_000);
const EDGES: Field = Field::new("the number of edges m", 0, 1_000_000);
const TOKENS: Field = Field::new("the number of tokens k", 1, 1_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Loopy;

impl Problem for Loopy {
    const NAME: &'static str = "loopy";
    const HELP: &'static str = "\
Tokens on a directed graph that may have cycles: a move slides one token along one edge;
whoever cannot move loses, and play that never ends is a draw. Several tokens may share a
vertex; loops and repeated edges are allowed.

input:  n m, then m lines 'u v' (an edge from u to v), then k and the k tokens' vertices
        (1 <= n <= 10^6, 0 <= m <= 10^6, 0 <= u, v < n, 1 <= k <= 10^6)
output: Win, Lose or Draw for the player to move

move:   with --move, token I: U -> V, I the token's place in the input from 1: to a Lose
        position when winning (with one token, the quickest win), to a Draw position when
        drawing; - when losing
example: printf '4 4\\n0 1\\n1 0\\n1 2\\n2 3\\n1\\n0\\n' | loopy
prints:
  Draw
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        let m = io.input.next(&EDGES)?;
        let list = edges(io, m, n, 0)?;
        let vertex = Field::new("a vertex", 0, n - 1);
        let k = io.input.next(&TOKENS)?;
        let mut tokens: Vec<u32> = Vec::new();
        let at = io.input.last_location();
        let mut full = false;
        io.input.each_value(k, &vertex, |v| {
            if reserve(&mut tokens, 1).is_ok() {
                tokens.push(v as u32);
            } else {
                full = true;
            }
        })?;
        let memory = || at.error(GRAPH_MEMORY.to_string());
        if full {
            return Err(memory());
        }
        let graph = Digraph::from_edges(n as usize, &list).map_err(|_| memory())?;
        drop(list);
        let game = TwoWay::new(&graph).map_err(|_| memory())?;
        let (outcome, best) = if let [token] = tokens[..] {
            let solved = retrograde_of(&game).map_err(|_| memory())?;
            let best = io.answers.wants_moves().then(|| {
                let to = solved.best_move(&game, token);
                to.filter(|_| solved.outcome(token) != Outcome::Lose)
                    .map(|to| (0, to))
            });
            (solved.outcome(token), best.flatten())
        } else {
            let gamma = generalized_sg(&game).map_err(|_| memory())?;
            let best = io
                .answers
                .wants_moves()
                .then(|| gamma.sum_move(&game, &tokens));
            (gamma.sum_outcome(&game, &tokens), best.flatten())
        };
        io.answers
            .line(outcome_word(outcome, ["Win", "Lose", "Draw"]));
        if io.answers.wants_moves() {
            let words = best.map(|(i, to)| format!("token {}: {} -> {to}", i + 1, tokens[i]));
            io.answers.move_line(words);
        }
        Ok(())
    }
}

/// The `loopy` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Loopy>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn one_token_and_many() {
        let solve = solve_bytes::<super::Loopy>;
        let moves = solve_bytes_with_moves::<super::Loopy>;
        // 0 ⇄ 1, 1 → 2 → 3: from 1 a move to 2 loses (2 moves to 3, which has no move), so
        // 0 and 1 keep moving to each other: a draw.
        let graph = "4 4\n0 1\n1 0\n1 2\n2 3\n";
        assert_eq!(
            solve(format!("{graph}1\n0\n").as_bytes()).unwrap(),
            "Draw\n"
        );
        assert_eq!(
            solve(format!("{graph}1\n3\n").as_bytes()).unwrap(),
            "Lose\n"
        );
        assert_eq!(
            moves(format!("{graph}1\n2\n").as_bytes()).unwrap(),
            "Win\ntoken 1: 2 -> 3\n"
        );
        assert_eq!(
            moves(format!("{graph}1\n1\n").as_bytes()).unwrap(),
            "Draw\ntoken 1: 1 -> 0\n"
        );
        assert_eq!(
            moves(format!("{graph}1\n3\n").as_bytes()).unwrap(),
            "Lose\n-\n"
        );
        // Two tokens on the DAG 0 → 1 → 2: values 0, 1, 0 (0 moves to 1 only): 1 xor 1 = 0.
        let dag = "3 2\n0 1\n1 2\n";
        assert_eq!(
            solve(format!("{dag}2\n1 1\n").as_bytes()).unwrap(),
            "Lose\n"
        );
        assert_eq!(
            moves(format!("{dag}2\n1 0\n").as_bytes()).unwrap(),
            "Win\ntoken 1: 1 -> 2\n"
        );
        let e = solve(b"2 1\n0 2\n1\n0\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected a vertex (0..=1), found \"2\""
        );
    }
}

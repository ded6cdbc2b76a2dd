//! `luogu_p6560`: Luogu P6560 \[SBCOI2020\] 时光的流逝: a token on a directed graph (cycles
//! allowed); for each of `q` rounds, a start and a target: the players move the token in
//! turn along an edge, whoever moves it onto the target wins, whoever cannot move loses, and
//! play may go on forever. The target is an end of play lost for whoever must move there, so
//! each round is retrograde analysis with that end
//! ([`games::loopy::Retrograde`](crate::games::loopy::Retrograde)): the graph is read and
//! turned round once, and a round costs only what it labels before its start is decided (at
//! worst O(n + m)).

use crate::core::driver::{Io, Layout, Problem};
use crate::core::graph::Digraph;
use crate::core::scan::{Field, InputError};
use crate::games::loopy::{Outcome, Retrograde, TwoWay};
use crate::problems::shape::{edges, outcome_word, GRAPH_MEMORY};
use std::io::{Read, Write};

const VERTICES: Field = Field::new("the number of vertices n", 1, 1_000_000);
const EDGES: Field = Field::new("the number of edges m", 0, 1_000_000);
const ROUNDS: Field = Field::new("the number of rounds q", 0, 500);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP6560;

impl Problem for LuoguP6560 {
    const NAME: &'static str = "luogu_p6560";
    const HELP: &'static str = "\
Luogu P6560 [SBCOI2020] 时光的流逝: a directed graph, not necessarily acyclic. Each round puts a
token on a start vertex and names a target; the two players move it in turn along an edge.
Whoever moves it onto the target wins; whoever cannot move loses; play may go on forever.

input:  n m q, then m lines 'u v' (an edge from u to v), then q lines 'x y' (a round: start x,
        target y, x != y)   (1 <= n <= 10^6, 0 <= m <= 10^6 (the statement's: n <= 10^5,
        m <= 5*10^5), 0 <= q <= 500, vertices from 1)
output: per round 1 (the first player wins), -1 (the second wins) or 0 (neither can force a
        win)

move:   with --move, after each answer the first player's move: 'to V', to a lost position
        when winning (the quickest win), to a drawn one when drawing; - when losing
example: printf '5 5 2\\n1 2\\n2 3\\n3 1\\n3 4\\n4 5\\n1 5\\n4 3\\n' | luogu_p6560
prints:
  0
  1
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        let m = io.input.next(&EDGES)?;
        let q = io.input.next(&ROUNDS)?;
        let list = edges(io, m, n, 1)?;
        let at = io.input.last_location();
        let memory = || at.error(GRAPH_MEMORY.to_string());
        let graph = Digraph::from_edges(n as usize, &list).map_err(|_| memory())?;
        drop(list);
        let game = TwoWay::new(&graph).map_err(|_| memory())?;
        let mut runs = Retrograde::new(&game).map_err(|_| memory())?;
        let vertex = Field::new("a vertex", 1, n);
        for _ in 0..q {
            let start = io.input.next(&vertex)? as u32 - 1;
            let target = io.input.next(&vertex)? as u32 - 1;
            if start == target {
                let at = io.input.last_location();
                return Err(at.error(format!(
                    "expected a target other than the start {}, found {}",
                    start + 1,
                    target + 1
                )));
            }
            let ends = [(target, Outcome::Lose)];
            let (outcome, best) = runs
                .best_move_from(start, &ends)
                .unwrap_or((Outcome::Draw, None));
            io.answers.line(outcome_word(outcome, ["1", "-1", "0"]));
            if io.answers.wants_moves() {
                let best = best
                    .filter(|_| outcome != Outcome::Lose)
                    .map(|to| format!("to {}", to + 1));
                io.answers.move_line(best);
            }
        }
        Ok(())
    }
}

/// The `luogu_p6560` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP6560>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::LuoguP6560>;
        let one = "7 7 1\n1 2\n2 3\n3 4\n4 5\n3 6\n7 5\n6 7\n1 5\n";
        assert_eq!(solve(one.as_bytes()).unwrap(), "1\n");
        let two = "5 5 2\n1 2\n2 3\n3 1\n3 4\n4 5\n1 5\n4 3\n";
        assert_eq!(solve(two.as_bytes()).unwrap(), "0\n1\n");
        let moves = solve_bytes_with_moves::<super::LuoguP6560>;
        assert_eq!(moves(one.as_bytes()).unwrap(), "1\nto 2\n");
        assert_eq!(moves(two.as_bytes()).unwrap(), "0\nto 2\n1\nto 5\n");
        let e = solve(b"2 1 1\n1 2\n2 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 3: expected a target other than the start 2, found 2"
        );
    }
}

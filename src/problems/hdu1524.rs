//! `hdu1524`: HDU 1524 "A Chess Game" (= POJ 2425): chessmen on a directed acyclic graph, a
//! move slides one of them along an edge; the values are those of tokens on a DAG
//! ([`games::dag`](crate::games::dag)). Cases until the end of input: `N`, the successor list
//! of each position, then queries of `M` chessmen until a `0`. A cycle is an error naming a
//! position on it. The graph is held while its queries are answered.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::graph::Digraph;
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::dag::{sg_values, token_move};
use crate::problems::shape::GRAPH_MEMORY;
use std::io::{Read, Write};

const POSITIONS: Field = Field::new("the number of positions N", 1, 1_000_000);
const OUT: Field = Field::new("the number of out-positions X", 0, 1_000_000);
const CHESSMEN: Field = Field::new("the number of chessmen M, 0 to end the case", 0, 1_000_000);

/// The answer words.
const WORDS: Words = Words::new("WIN\n", "LOSE\n");

/// The problem, and the positions of the query being read.
#[derive(Default)]
pub struct Hdu1524 {
    chessmen: Vec<u32>,
}

impl Problem for Hdu1524 {
    const NAME: &'static str = "hdu1524";
    const HELP: &'static str = "\
HDU 1524 \"A Chess Game\" (= POJ 2425): positions 0..N-1 with directed edges and no cycle;
chessmen stand on them (several may share one). A move slides one chessman along an edge;
whoever cannot move loses.

input:  cases until the end of input: N; for each position X and its X out-positions; then
        queries 'M p_1 ... p_M', a line 0 ending the case
        (1 <= N <= 10^6, 0 <= X <= 10^6, 1 <= M <= 10^6, 0 <= p < N)
output: WIN if the first player wins, else LOSE, one line per query

move:   with --move, move the chessman at P to Q; - when no move wins
example: printf '4\\n2 1 2\\n0\\n1 3\\n0\\n1 0\\n2 0 2\\n0\\n' | hdu1524
prints:
  WIN
  WIN
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&POSITIONS)?;
        let at = io.input.last_location();
        let memory = || at.error(GRAPH_MEMORY.to_string());
        let position = Field::new("a position", 0, n - 1);
        let mut graph = Digraph::new();
        for _ in 0..n {
            let x = io.input.next(&OUT)?;
            graph.open_vertex().map_err(|_| memory())?;
            let mut full = false;
            io.input.each_value(x, &position, |w| {
                full |= graph.push_successor(w as u32).is_err();
            })?;
            if full {
                return Err(memory());
            }
        }
        let values = match sg_values(&graph).map_err(|_| memory())? {
            Ok(values) => values,
            Err(on_cycle) => {
                let message = format!(
                    "expected a graph without cycles, found a cycle through position {on_cycle}"
                );
                return Err(io.input.location()?.error(message));
            }
        };
        loop {
            let m = io.input.next(&CHESSMEN)?;
            if m == 0 {
                return Ok(());
            }
            self.chessmen.clear();
            let mut sum = 0;
            let keep = io.answers.wants_moves();
            let chessmen = &mut self.chessmen;
            io.input.each_value(m, &position, |p| {
                sum ^= values[p as usize];
                if keep {
                    chessmen.push(p as u32);
                }
            })?;
            io.answers.verdict(WORDS, sum != 0);
            if keep {
                let sg = chessmen.iter().map(|&p| u64::from(values[p as usize]));
                let winning = winning_component(sg).and_then(|(i, target)| {
                    let from = chessmen[i];
                    let to = token_move(&graph, &values, from, target as u32)?;
                    Some(format!("move the chessman at {from} to {to}"))
                });
                io.answers.move_line(winning);
            }
        }
    }
}

/// The `hdu1524` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu1524>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_sample_and_a_cycle() {
        let solve = solve_bytes::<super::Hdu1524>;
        let sample =
            b"4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";
        assert_eq!(solve(sample).unwrap(), "WIN\nWIN\nWIN\nLOSE\nWIN\n");
        let e = solve(b"2\n1 1\n1 0\n1 0\n0\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 4, column 1: expected a graph without cycles, found a cycle through position 0"
        );
    }
}

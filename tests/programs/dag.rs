//! Tokens on a directed acyclic graph: `n m`, then `m` edges `u v` (0-based, a move takes a
//! token from `u` to `v`), then `k` and the `k` tokens' vertices. A move takes one token along
//! an edge; whoever cannot move loses. `win` or `lose` for the player to move; a cycle is an
//! input error.

use grundy::core::driver::{Io, Layout, Problem, Words};
use grundy::core::graph::Digraph;
use grundy::core::scan::{Field, InputError};
use grundy::games::dag::sg_values;
use std::io::{Read, Write};

const VERTICES: Field = Field::new("the number of vertices n", 1, 100_000);
const EDGES: Field = Field::new("the number of edges m", 0, 100_000);
const TOKENS: Field = Field::new("the number of tokens k", 0, 100_000);

#[derive(Default)]
pub struct Dag;

impl Problem for Dag {
    const NAME: &'static str = "dag";
    const HELP: &'static str = "tokens on a DAG\n";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&VERTICES)?;
        let m = io.input.next(&EDGES)?;
        let vertex = Field::new("a vertex", 0, n - 1);
        let mut successors = vec![Vec::new(); n as usize];
        for _ in 0..m {
            let u = io.input.next(&vertex)? as usize;
            successors[u].push(io.input.next(&vertex)? as u32);
        }
        let mut graph = Digraph::new();
        for s in &successors {
            graph
                .add_vertex(s)
                .map_err(|_| io.input.last_location().error("no memory".into()))?;
        }
        let values = match sg_values(&graph) {
            Ok(Ok(values)) => values,
            Ok(Err(v)) => {
                let message = format!("expected a graph without cycles, found one through {v}");
                return Err(io.input.last_location().error(message));
            }
            Err(_) => return Err(io.input.last_location().error("no memory".into())),
        };
        let mut sum = 0;
        for _ in 0..io.input.next(&TOKENS)? {
            sum ^= values[io.input.next(&vertex)? as usize];
        }
        io.answers.verdict(Words::new("win\n", "lose\n"), sum != 0);
        Ok(())
    }
}

fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<Dag>()
}

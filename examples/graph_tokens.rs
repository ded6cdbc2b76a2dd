//! Tokens on a directed graph that may have cycles, by the generalized Sprague-Grundy
//! function (Smith; Fraenkel). A move slides one token along an edge; whoever cannot move
//! loses; play may go on forever. Input: `n m`, `m` edges `u v` (vertices `0..n`), `k`, then
//! the `k` tokens' vertices. Output: `First`, `Second` or `Draw`.
//!
//! Run: `echo "3 3  0 1 1 2 2 0  1 0" | cargo run --example graph_tokens`.
use grundy::core::budget::NoMemory;
use grundy::core::graph::Digraph;
use grundy::core::tokens::Tokens;
use grundy::games::loopy::{generalized_sg, Outcome, TwoWay};

fn main() -> Result<(), NoMemory> {
    let mut input = Tokens::stdin();
    let (n, m): (usize, usize) = (input.read(), input.read());
    let edges: Vec<(u32, u32)> = (0..m).map(|_| (input.read(), input.read())).collect();
    let tokens: Vec<u32> = {
        let k: usize = input.read();
        input.vec(k)
    };
    let graph = Digraph::from_edges(n, &edges)?;
    let game = TwoWay::new(&graph)?;
    let values = generalized_sg(&game)?;
    let word = match values.sum_outcome(&game, &tokens) {
        Outcome::Win => "First",
        Outcome::Lose => "Second",
        Outcome::Draw => "Draw",
    };
    println!("{word}");
    Ok(())
}

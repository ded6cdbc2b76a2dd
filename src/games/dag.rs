//! Tokens on a directed acyclic graph: the game the SG function is defined by.
//!
//! A token stands on a vertex; a move slides it along one edge; a vertex with no edge out is
//! lost for the player to move. So the value of a vertex is the mex of its successors' values,
//! `sg(v) = mex { sg(w) : v → w }`, computed here in one pass over the vertices in an order
//! that puts every vertex after its successors ([`Digraph::post_order`]). Several tokens
//! (several may share a vertex) are a sum of such games: the position's value is the xor of
//! the tokens' values ([`core::sum`](crate::core::sum)). On a graph with a cycle the values are
//! not defined (play need not end), and [`sg_values`] names a vertex on one.

use crate::core::budget::{filled, NoMemory};
use crate::core::graph::Digraph;
use crate::core::mex::Mex;

/// The value of every vertex of `graph`, or `Err(v)` with a vertex `v` on a cycle. O(V + E).
///
/// # Example
/// ```
/// use grundy::core::graph::Digraph;
/// use grundy::games::dag::sg_values;
/// // 0 → 1, 0 → 2, 2 → 3: vertices 1 and 3 have no move.
/// let mut g = Digraph::new();
/// for successors in [&[1, 2][..], &[], &[3], &[]] {
///     g.add_vertex(successors).unwrap();
/// }
/// assert_eq!(sg_values(&g).unwrap(), Ok(vec![2, 0, 1, 0]));
/// ```
pub fn sg_values(graph: &Digraph) -> Result<Result<Vec<u32>, u32>, NoMemory> {
    let order = match graph.post_order()? {
        Ok(order) => order,
        Err(on_cycle) => return Ok(Err(on_cycle)),
    };
    let mut values = filled(graph.vertices(), 0u32)?;
    let mut mex = Mex::new();
    for v in order {
        for &w in graph.successors(v) {
            mex.insert(values[w as usize]);
        }
        values[v as usize] = mex.take();
    }
    Ok(Ok(values))
}

/// A successor of `v` whose value is `target` (some successor has each value below `sg(v)`,
/// by the mex); `None` if none has.
///
/// O(out-degree of v).
pub fn token_move(graph: &Digraph, values: &[u32], v: u32, target: u32) -> Option<u32> {
    graph
        .successors(v)
        .iter()
        .copied()
        .find(|&w| values[w as usize] == target)
}

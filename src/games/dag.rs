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

/// The value of every vertex of `graph`, or `Err(v)` with a vertex `v` on a cycle. O(V + E):
/// one backward sweep when every edge goes to a higher-numbered vertex, else a depth-first
/// post-order first.
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
    // Most inputs list every edge towards a higher-numbered vertex: then the numbering itself,
    // read backwards, puts successors first, and one sweep replaces the depth-first walk (a
    // pass over the edges in order to see it; no cycle is possible then).
    let n = graph.vertices() as u32;
    if (0..n).all(|v| graph.successors(v).iter().all(|&w| w > v)) {
        return values_in_order(graph, (0..n).rev()).map(Ok);
    }
    match graph.post_order()? {
        Ok(order) => values_in_order(graph, order.into_iter()).map(Ok),
        Err(on_cycle) => Ok(Err(on_cycle)),
    }
}

/// The values, computed in `order` (every vertex after its successors).
fn values_in_order(
    graph: &Digraph,
    order: impl Iterator<Item = u32>,
) -> Result<Vec<u32>, NoMemory> {
    let mut values = filled(graph.vertices(), 0u32)?;
    let mut mex = Mex::new();
    for v in order {
        for &w in graph.successors(v) {
            mex.insert(values[w as usize]);
        }
        values[v as usize] = mex.take();
    }
    Ok(values)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The backward sweep (edges numbered forward) and the depth-first walk (the same graph
    /// numbered backwards) give the same values, on random DAGs.
    #[test]
    fn the_sweep_and_the_walk_agree() {
        let mut x = 7u64;
        let mut next = |k: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % k
        };
        for _ in 0..300 {
            let n = 1 + next(40) as u32;
            let lists: Vec<Vec<u32>> = (0..n)
                .map(|v| {
                    let out = if v + 1 < n { next(4) } else { 0 };
                    (0..out)
                        .map(|_| v + 1 + next(u64::from(n - v - 1)) as u32)
                        .collect()
                })
                .collect();
            let (mut forward, mut backward) = (Digraph::new(), Digraph::new());
            for list in &lists {
                forward.add_vertex(list).unwrap();
            }
            for v in (0..n).rev() {
                let flipped: Vec<u32> = lists[v as usize].iter().map(|&w| n - 1 - w).collect();
                backward.add_vertex(&flipped).unwrap();
            }
            let swept = sg_values(&forward).unwrap().unwrap();
            let mut walked = sg_values(&backward).unwrap().unwrap();
            walked.reverse();
            assert_eq!(swept, walked, "{lists:?}");
        }
    }
}

//! The stone walk (AtCoder AGC010 F "Tree Game", on any graph): stones on the vertices of an
//! undirected graph and a piece on one of them; a move takes a stone from the piece's vertex,
//! then moves the piece along an edge. Whoever finds no stone under the piece loses.
//!
//! # Theorem
//! Call `u` *below* `v` when they are neighbours and `u` holds fewer stones than `v`, and let
//! `W(v)` hold when some vertex below `v` has `W` false (`W` is well defined: "below" only
//! goes down, so it has no cycle). The player to move with the piece on `v` wins exactly when
//! `W(v)`.
//!
//! *Proof*, by induction on the stones left. `W(v)` needs a vertex below `v`, so `v` holds a
//! stone then. A vertex's `W` depends only on the vertices reached from it by going below,
//! all holding fewer stones than it.
//!
//! If `W(v)`, move to a `u` below `v` with `W(u)` false. Taking the stone lowers `v` to at
//! least `u`'s count, so `v` is not below `u` afterwards, and every vertex reached from `u` by
//! going below holds fewer stones than `u`: `v` is not among them, their counts did not
//! change, and `W(u)` is still false. By induction the opponent loses.
//!
//! If `W(v)` is false, take any move, to a neighbour `u`. If `u` was below `v`, `W(u)` holds
//! (or `W(v)` would), and as above it still holds after the move: the opponent wins. If not,
//! `u` holds at least as many stones as `v` did, so after the stone is taken `v` is below
//! `u`; every vertex below `v` now was below `v` before (counts other than `v`'s did not
//! change) and keeps its `W`, which is true as `W(v)` was false. So `W(v)` is still false
//! after the move, `v` is below `u`, `W(u)` holds and the opponent wins. ∎
//!
//! So a player never moves to a neighbour holding as many stones as the piece's vertex: the
//! opponent would move straight back. `W` for every vertex at once is a pass over the
//! vertices in an order where every vertex comes after those below it ([`stone_walk_wins`]). Nothing uses that the graph is a tree.

use crate::core::budget::{filled, reserve, NoMemory};
use crate::core::graph::Graph;

/// For each vertex of `graph`, with `stones[v]` stones on `v`: does the player to move with
/// the piece on `v` win (`W(v)` of the [module](self))?
///
/// O(V + E): each edge looked at four times, no sort; 9 bytes a vertex besides the graph.
///
/// # Panics
/// When `stones` has fewer entries than the graph has vertices.
///
/// ```
/// use grundy::core::graph::Graph;
/// use grundy::games::stone_walk::stone_walk_wins;
/// // AGC010 F's first sample: a path 1 - 2 - 3 holding 1, 2 and 3 stones.
/// let graph = Graph::from_edges(3, vec![(0, 1), (1, 2)]).unwrap();
/// assert_eq!(stone_walk_wins(&graph, &[1, 2, 3]).unwrap(), [false, true, false]);
/// ```
pub fn stone_walk_wins(graph: &Graph, stones: &[u64]) -> Result<Vec<bool>, NoMemory> {
    let n = graph.vertices();
    // The vertices below `v` not yet decided, and the decided vertices still to pass up.
    let mut pending: Vec<u32> = filled(n, 0)?;
    let mut ready: Vec<u32> = Vec::new();
    reserve(&mut ready, n)?;
    for v in 0..n as u32 {
        let here = stones[v as usize];
        let below = graph
            .incident(v)
            .iter()
            .filter(|&&(u, _)| stones[u as usize] < here);
        pending[v as usize] = below.count() as u32;
        if pending[v as usize] == 0 {
            ready.push(v);
        }
    }
    // A vertex is decided when everything below it is (Kahn's order on "below"): it wins
    // when one of them lost, which the losers mark as they are passed up.
    let mut wins = filled(n, false)?;
    while let Some(v) = ready.pop() {
        let (here, lost) = (stones[v as usize], !wins[v as usize]);
        for &(u, _) in graph.incident(v) {
            if stones[u as usize] > here {
                wins[u as usize] |= lost;
                pending[u as usize] -= 1;
                if pending[u as usize] == 0 {
                    ready.push(u);
                }
            }
        }
    }
    Ok(wins)
}

/// A winning move from `v` given `wins` from [`stone_walk_wins`] (the same graph and
/// stones): the first neighbour below `v` that loses; `None` when the player on `v` loses.
///
/// O(degree of `v`).
///
/// # Panics
/// When `v`, or a neighbour, is not a vertex of `wins` and `stones`.
pub fn stone_walk_move(graph: &Graph, stones: &[u64], wins: &[bool], v: u32) -> Option<u32> {
    let here = stones[v as usize];
    graph
        .incident(v)
        .iter()
        .map(|&(u, _)| u)
        .find(|&u| stones[u as usize] < here && !wins[u as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The rules alone: the player to move with the piece on `at` and `stones` left wins?
    fn search(
        adjacent: &[Vec<usize>],
        at: usize,
        stones: &mut Vec<u64>,
        memo: &mut HashMap<(usize, Vec<u64>), bool>,
    ) -> bool {
        if stones[at] == 0 {
            return false;
        }
        if let Some(&w) = memo.get(&(at, stones.clone())) {
            return w;
        }
        stones[at] -= 1;
        let mut win = false;
        for &u in &adjacent[at] {
            if !search(adjacent, u, stones, memo) {
                win = true;
                break;
            }
        }
        stones[at] += 1;
        memo.insert((at, stones.clone()), win);
        win
    }

    /// Every graph on up to 5 vertices given by a random edge set, and every stone count of
    /// 0..=2 a vertex (trees among them), against the rules; the move is a losing position.
    #[test]
    fn equals_a_search_of_the_rules() {
        let mut checked = 0;
        for n in 1..=5usize {
            let pairs: Vec<(u32, u32)> = (0..n as u32)
                .flat_map(|u| (u + 1..n as u32).map(move |v| (u, v)))
                .collect();
            // Every edge set of up to 4 vertices; a sample of 40 on 5.
            let sets: Vec<u64> = if n <= 4 {
                (0..1u64 << pairs.len()).collect()
            } else {
                (0..40u64)
                    .map(|i| (i * 0x9E37_79B9) % (1 << pairs.len()))
                    .collect()
            };
            for set in sets {
                let edges: Vec<(u32, u32)> = pairs
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| set >> i & 1 == 1)
                    .map(|(_, &e)| e)
                    .collect();
                let graph = Graph::from_edges(n, edges.clone()).unwrap();
                let mut adjacent = vec![Vec::new(); n];
                for &(u, v) in &edges {
                    adjacent[u as usize].push(v as usize);
                    adjacent[v as usize].push(u as usize);
                }
                let mut memo = HashMap::new();
                for code in 0..3u64.pow(n as u32) {
                    let stones: Vec<u64> = (0..n).map(|i| code / 3u64.pow(i as u32) % 3).collect();
                    let wins = stone_walk_wins(&graph, &stones).unwrap();
                    for v in 0..n {
                        let mut s = stones.clone();
                        assert_eq!(
                            wins[v],
                            search(&adjacent, v, &mut s, &mut memo),
                            "{edges:?} {stones:?} from {v}"
                        );
                        match stone_walk_move(&graph, &stones, &wins, v as u32) {
                            Some(u) => {
                                let mut after = stones.clone();
                                after[v] -= 1;
                                assert!(!search(&adjacent, u as usize, &mut after, &mut memo));
                            }
                            None => assert!(!wins[v]),
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}

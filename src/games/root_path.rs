//! Blackening a path to the root (SPOJ COT3 "Combat on a tree"): a rooted tree whose vertices
//! are white or black; a move picks a white vertex and blackens every vertex on its path to
//! the root; whoever cannot move loses.
//!
//! **The game falls apart.** After a move at `u`, the path from the root to `u` is black, and
//! any later move at `w` blackens `w`'s path up to the first black vertex on it (the rest is
//! black already). So the position is the sum of the subtrees hanging off the path — the
//! children of path vertices that are not on the path — each a game of the same kind, rooted
//! at its top. With `x(v)` the xor of the values `g(c)` of `v`'s children, a move at `u`
//! inside the subtree of `v` leaves
//!
//! > `x(u) ⊕ ⨁ over the path v = a_0, a_1, …, a_k = u, i < k, of (x(a_i) ⊕ g(a_{i+1}))`,
//!
//! so the set `S(v)` of values the moves inside `v`'s subtree reach is
//!
//! > `S(v) = {x(v) if v is white} ∪ ⋃ over children c of (S(c) ⊕ g(c) ⊕ x(v))`
//!
//! and `g(v) = mex S(v)`. Kept as [`Tries`], each child's
//! set is xored by `g(c)` and merged into its parent's as soon as the child is done; the
//! parent xors the union by `x(v)` once all are in (xor distributes over the union). All the
//! merges cost O(n · bits), bits = ⌈log2(n + 1)⌉ (a value is at most the number of moves).
//!
//! **The winning first moves** are the white `u` whose move leaves 0: with `d(u)` the xor of
//! `x(a) ⊕ g(child of a towards u)` over the proper ancestors `a` of `u` (computed root
//! first, `d(c) = d(v) ⊕ x(v) ⊕ g(c)`), the move leaves `d(u) ⊕ x(u)`.
//!
//! ```
//! use grundy::core::graph::RootedTree;
//! use grundy::games::root_path::solve;
//! // A path 0 - 1 - 2 rooted at 0, all white: a move at v leaves the vertices below v.
//! let tree = RootedTree::new(3, &[(0, 1), (1, 2)], 0).unwrap().unwrap();
//! let game = solve(&tree, &[true, true, true]).unwrap();
//! assert_eq!(game.value[0], 3); // a heap of 3 in disguise
//! assert_eq!(game.winning_moves(), vec![2]); // blacken all of it
//! ```

use crate::core::budget::{filled, NoMemory};
use crate::core::graph::{RootedTree, NONE};
use crate::core::value_trie::{TrieError, Tries};

/// The values of a tree's game: see the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootPath {
    /// `value[v]`: the Grundy value of the game on `v`'s subtree (the vertices above it black).
    pub value: Vec<u64>,
    /// `after[v]`: the value of the whole game after a move at the white vertex `v`
    /// (meaningless for a black one).
    pub after: Vec<u64>,
    /// Whether each vertex is white.
    pub white: Vec<bool>,
}

impl RootPath {
    /// The white vertices whose move leaves a value of 0, ascending: the first player's winning
    /// moves (none when the game is lost).
    ///
    /// O(n).
    pub fn winning_moves(&self) -> Vec<u32> {
        (0..self.value.len() as u32)
            .filter(|&v| self.white[v as usize] && self.after[v as usize] == 0)
            .collect()
    }
}

/// The tries' only error here is memory: their width holds every value (a value is at most
/// the number of vertices, below `2^bits`).
fn no_memory(_: TrieError) -> NoMemory {
    NoMemory
}

/// Every subtree's value and every move's result for the tree `tree` with the white vertices
/// `white` (one flag a vertex).
///
/// O(n · log n) time, O(n · log n) memory at most (the tries); no recursion on the tree.
/// `white.len()` must be the tree's size (shorter: the missing vertices are black).
pub fn solve(tree: &RootedTree, white: &[bool]) -> Result<RootPath, NoMemory> {
    let n = tree.parent.len();
    let bits = 64 - (n as u64).leading_zeros();
    let mut tries = Tries::new(bits).map_err(no_memory)?;
    let mut sets = Vec::new();
    crate::core::budget::reserve(&mut sets, n)?;
    sets.extend((0..n).map(|_| tries.empty()));
    let mut children_xor = filled(n, 0u64)?;
    let mut value = filled(n, 0u64)?;
    let white: Vec<bool> = (0..n)
        .map(|v| white.get(v).copied().unwrap_or(false))
        .collect();
    let root = (0..n as u32).find(|&v| tree.parent[v as usize] == NONE);
    for v in tree.order.iter().copied().chain(root) {
        let v = v as usize;
        let mut set = std::mem::replace(&mut sets[v], tries.empty());
        let x = children_xor[v];
        tries.xor(&set, x);
        if white[v] {
            set = tries.insert(set, x, v as u32).map_err(no_memory)?;
        }
        value[v] = tries.mex(&set);
        let p = tree.parent[v];
        if p != NONE {
            let p = p as usize;
            tries.xor(&set, value[v]);
            let merged = std::mem::replace(&mut sets[p], tries.empty());
            sets[p] = tries.merge(merged, set);
            children_xor[p] ^= value[v];
        }
    }
    drop(tries);
    // The root first: every vertex after its parent.
    let mut above = filled(n, 0u64)?;
    let mut after = filled(n, 0u64)?;
    if let Some(r) = root {
        after[r as usize] = children_xor[r as usize];
    }
    for &v in tree.order.iter().rev() {
        let (v, p) = (v as usize, tree.parent[v as usize] as usize);
        above[v] = above[p] ^ children_xor[p] ^ value[v];
        after[v] = above[v] ^ children_xor[v];
    }
    Ok(RootPath {
        value,
        after,
        white,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::mex::mex_of;
    use std::collections::HashMap;

    /// The game by its rules alone: a position is the set of white vertices (a bit each), a
    /// move at a white `u` clears `u`'s path to the root.
    fn by_rules(mask: u32, path: &[u32], memo: &mut HashMap<u32, u32>) -> u32 {
        if let Some(&g) = memo.get(&mask) {
            return g;
        }
        let options: Vec<u32> = (0..path.len())
            .filter(|&u| mask >> u & 1 == 1)
            .map(|u| by_rules(mask & !path[u], path, memo))
            .collect();
        let g = mex_of(&options);
        memo.insert(mask, g);
        g
    }

    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// Every tree on up to 7 vertices in every colouring (trees as parent arrays with
    /// `parent[v] < v`, so every shape), and random trees of up to 14 vertices rooted anywhere:
    /// each subtree's value and each move's result equal the rules' search.
    #[test]
    fn agrees_with_a_search_of_the_rules() {
        let mut cases: Vec<(Vec<u32>, u32)> = Vec::new();
        for n in 1..=7usize {
            let mut parent = vec![0u32; n];
            loop {
                for mask in 0..1u32 << n {
                    cases.push((parent.clone(), mask));
                }
                // The next parent array: parent[v] in 0..v for v >= 1.
                let mut v = n;
                loop {
                    v -= 1;
                    if v == 0 {
                        break;
                    }
                    if (parent[v] as usize) + 1 < v {
                        parent[v] += 1;
                        break;
                    }
                    parent[v] = 0;
                }
                if v == 0 {
                    break;
                }
            }
        }
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..300 {
            let n = 8 + (next(&mut state) % 7) as usize;
            let mut parent = vec![0u32; n];
            for (v, p) in parent.iter_mut().enumerate().skip(1) {
                *p = (next(&mut state) % v as u64) as u32;
            }
            cases.push((parent, (next(&mut state) % (1 << n)) as u32));
        }
        for (parent, mask) in cases {
            let n = parent.len();
            // Relabel so that the root is not always 0: vertex v is called (v + shift) % n.
            let shift = mask as usize % n;
            let name = |v: usize| ((v + shift) % n) as u32;
            let edges: Vec<(u32, u32)> = (1..n)
                .map(|v| (name(parent[v] as usize), name(v)))
                .collect();
            let tree = RootedTree::new(n, &edges, name(0)).unwrap().unwrap();
            let mut white = vec![false; n];
            for v in 0..n {
                white[name(v) as usize] = mask >> v & 1 == 1;
            }
            let game = solve(&tree, &white).unwrap();
            // The rules in the original labels: path[u] holds u and its ancestors.
            let mut path = vec![0u32; n];
            let mut below = vec![0u32; n];
            for v in 0..n {
                path[v] = 1 << v | if v == 0 { 0 } else { path[parent[v] as usize] };
            }
            for v in (0..n).rev() {
                below[v] |= 1 << v;
                if v > 0 {
                    below[parent[v] as usize] |= below[v];
                }
            }
            let mut memo = HashMap::new();
            for v in 0..n {
                let g = by_rules(mask & below[v], &path, &mut memo);
                assert_eq!(
                    game.value[name(v) as usize],
                    u64::from(g),
                    "{parent:?} {mask:b} at {v}"
                );
                if mask >> v & 1 == 1 {
                    let left = by_rules(mask & !path[v], &path, &mut memo);
                    assert_eq!(game.after[name(v) as usize], u64::from(left));
                }
            }
            let mut winning: Vec<u32> = (0..n)
                .filter(|&v| mask >> v & 1 == 1 && by_rules(mask & !path[v], &path, &mut memo) == 0)
                .map(name)
                .collect();
            winning.sort_unstable();
            assert_eq!(game.winning_moves(), winning);
        }
    }

    /// A path of 10^5 white vertices is a heap of 10^5, and needs no deep stack.
    #[test]
    fn a_long_path() {
        let n = 100_000u32;
        let edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let tree = RootedTree::new(n as usize, &edges, 0).unwrap().unwrap();
        let game = solve(&tree, &vec![true; n as usize]).unwrap();
        assert_eq!(game.value[0], u64::from(n));
        assert_eq!(game.winning_moves(), vec![n - 1]);
    }
}

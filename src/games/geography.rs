//! Undirected vertex geography: a token on a vertex of an undirected graph; a move takes it
//! along an edge to a vertex not visited before (the start counts as visited); whoever cannot
//! move loses. Bipartite or not.
//!
//! # Theorem (Fraenkel, Scheinerman and Ullman, *Undirected edge geography*, 1993)
//! The player who moves first from `s` wins exactly when every maximum matching of the graph
//! covers `s`; a winning move is along `s`'s edge in any maximum matching.
//!
//! *Proof.* Suppose every maximum matching covers `s`, and let `M` be one. The first player
//! always moves along `M` from the token's vertex. After each of their moves the visited path
//! is `s = x_0, x_1, …, x_{2j+1}` with `x_0 x_1, x_2 x_3, …` in `M`: the visited vertices are
//! paired among themselves by `M`. The second player moves to an unvisited `y`. If `M`
//! covers `y`, its partner is unvisited (the visited are paired among themselves), so the
//! first player can answer. If `M` leaves `y` exposed, the path `x_0 … x_{2j+1} y` alternates,
//! starts with an `M` edge at `s` and ends at an exposed vertex: flipping it gives a matching
//! of the same size that leaves `s` exposed, against the assumption. So the first player always
//! has a move, and as the game is finite the second player is the one stuck.
//!
//! Suppose a maximum matching `M` leaves `s` exposed. The second player always answers along
//! `M`; after each answer the visited vertices other than `s` are paired among themselves. The
//! first player moves to an unvisited `y`. If `M` left `y` exposed, the path `s … y` would
//! alternate between two exposed vertices, an augmenting path, against `M` being maximum; so
//! `M` covers `y`, and `y`'s partner is neither visited (paired among themselves) nor `s`
//! (exposed): the second player can answer. So the first player is the one stuck.
//!
//! Which vertices every maximum matching covers is the complement of the Gallai–Edmonds set,
//! found for all vertices at once by [`Matching::always_covered`].

use crate::core::graph::Digraph;
use crate::core::matching::{undirected, Matching, MatchingError};

/// A graph's geography, solved for every start.
///
/// # Example
/// A path `0 - 1 - 2 - 3` and a triangle `4 - 5 - 6`: from 1 the first player moves to 0 and
/// wins; from a triangle vertex they move, the second player moves to the third vertex, and
/// the first player is stuck.
///
/// ```
/// use grundy::games::geography::Geography;
/// let edges = [(0, 1), (1, 2), (2, 3), (4, 5), (5, 6), (6, 4)];
/// let g = Geography::new(7, &edges, u64::MAX).unwrap();
/// assert!(g.first_player_wins(1) && g.first_player_wins(0)); // a perfect matching of the path
/// assert!(!g.first_player_wins(4));
/// let to = g.winning_move(0).unwrap();
/// assert_eq!(to, 1);
/// ```
pub struct Geography {
    graph: Digraph,
    matching: Matching,
    wins: Vec<bool>,
}

impl Geography {
    /// Solves the graph on `0..n` with `edges` (endpoints below `n`; loops are never a move,
    /// repeats are one edge), within `work` steps of the matching searches.
    ///
    /// `O(E √V)` for a bipartite graph, `O(V E)` steps at worst otherwise
    /// ([`Matching::maximum`]), then one search for every start at once.
    pub fn new(n: usize, edges: &[(u32, u32)], work: u64) -> Result<Geography, MatchingError> {
        let graph = undirected(n, edges)?;
        let mut matching = Matching::maximum(&graph, work)?;
        let wins = matching.always_covered(&graph, work)?;
        Ok(Geography {
            graph,
            matching,
            wins,
        })
    }

    /// Does the first player, moving the token from `s`, win?
    ///
    /// O(1).
    pub fn first_player_wins(&self, s: u32) -> bool {
        self.wins[s as usize]
    }

    /// A winning first move from `s` (the vertex to move to), if the first player wins.
    ///
    /// O(1).
    pub fn winning_move(&self, s: u32) -> Option<u32> {
        if self.wins[s as usize] {
            self.matching.mate(s)
        } else {
            None
        }
    }

    /// The graph, each edge held both ways.
    ///
    /// O(1).
    pub fn graph(&self) -> &Digraph {
        &self.graph
    }
}

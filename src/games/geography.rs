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
use crate::core::matching::{undirected, Matching, MatchingError, Removals};

/// For each start vertex of the graph on `0..n` with `edges` (endpoints below `n`; loops are
/// never a move, repeats are one edge): does the first player win? Within `work` steps of
/// the matching searches.
///
/// `O(E √V)` for a bipartite graph, `O(V E)` steps at worst otherwise
/// ([`Matching::maximum`]), then one search for every start at once.
///
/// ```
/// use grundy::games::geography::first_player_wins_from;
/// // A path 0 - 1 - 2: the middle wins, the ends lose.
/// let wins = first_player_wins_from(3, &[(0, 1), (1, 2)], u64::MAX).unwrap();
/// assert_eq!(wins, [false, true, false]);
/// ```
pub fn first_player_wins_from(
    n: usize,
    edges: &[(u32, u32)],
    work: u64,
) -> Result<Vec<bool>, MatchingError> {
    let graph = undirected(n, edges)?;
    Matching::maximum(&graph, work)?.always_covered(&graph, work)
}

/// A graph's geography, solved for every start, with a winning move from each.
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
    matching: Matching,
    wins: Vec<bool>,
}

impl Geography {
    /// Solves the graph on `0..n` with `edges`, as [`first_player_wins_from`].
    ///
    /// As [`first_player_wins_from`].
    ///
    /// # Panics
    /// When an endpoint is `n` or more.
    pub fn new(n: usize, edges: &[(u32, u32)], work: u64) -> Result<Geography, MatchingError> {
        let graph = undirected(n, edges)?;
        let mut matching = Matching::maximum(&graph, work)?;
        let wins = matching.always_covered(&graph, work)?;
        Ok(Geography { matching, wins })
    }

    /// Does the first player, moving the token from `s`, win?
    ///
    /// O(1).
    ///
    /// # Panics
    /// When `s` is not one of the `n` vertices.
    pub fn first_player_wins(&self, s: u32) -> bool {
        self.wins[s as usize]
    }

    /// A winning first move from `s` (the vertex to move to), if the first player wins.
    ///
    /// O(1).
    ///
    /// # Panics
    /// When `s` is not one of the `n` vertices.
    pub fn winning_move(&self, s: u32) -> Option<u32> {
        if self.wins[s as usize] {
            self.matching.mate(s)
        } else {
            None
        }
    }
}

/// The walk from a corner of a whole `rows × columns` board (the token moves to a side
/// neighbour not visited before; ZJOI/中山市选 2009 "谁能赢呢？", Luogu P4136, on a square):
/// does the first player win? Exactly when `rows · columns` is even.
///
/// *Proof*, by the theorem above. When `rows · columns` is even a side is even, and dominoes
/// along it tile the board: a perfect matching, so every maximum matching is perfect and
/// covers the corner. When it is odd, colour the board as a chessboard: the corner's colour
/// has `(rows · columns + 1) / 2` cells, the other one fewer, so a matching has at most
/// `(rows · columns − 1) / 2` edges; the board without its corner is tiled (the rest of the
/// corner's row, of even length, by dominoes along it, the other rows, an even number, by
/// dominoes across them), a matching of that size that leaves the corner exposed. A board of
/// one cell has no move, which the odd case says too.
///
/// O(1). A zero side is no board: the first player has no move and loses.
///
/// ```
/// use grundy::games::geography::corner_walk_wins;
/// assert!(corner_walk_wins(2, 2));
/// assert!(!corner_walk_wins(3, 3));
/// assert!(corner_walk_wins(3, 4));
/// ```
pub fn corner_walk_wins(rows: u64, columns: u64) -> bool {
    rows != 0 && columns != 0 && (rows % 2 == 0 || columns % 2 == 0)
}

/// A winning first move of [`corner_walk_wins`] from the corner `(0, 0)`: the cell its
/// domino covers, `(0, 1)` when the columns are even (dominoes along the rows), else `(1,
/// 0)`; `None` when the first player loses.
///
/// O(1).
pub fn corner_walk_move(rows: u64, columns: u64) -> Option<(u64, u64)> {
    if !corner_walk_wins(rows, columns) {
        None
    } else if columns % 2 == 0 {
        Some((0, 1))
    } else {
        Some((1, 0))
    }
}

/// The edges of a graph, and for each cell of a board its vertex (`u32::MAX` for none).
pub type GridGraph = (Vec<(u32, u32)>, Vec<u32>);

/// The graph of a board's open cells (`open[r * columns + c]`), each joined to its open
/// neighbours above, below, left and right: vertices numbered in reading order among the open
/// cells (a cell `open` does not reach is closed). Returns the graph's edges and, for each
/// cell, its vertex (`u32::MAX` if closed).
///
/// O(cells).
pub fn grid_edges(
    rows: usize,
    columns: usize,
    open: &[bool],
) -> Result<GridGraph, crate::core::budget::NoMemory> {
    use crate::core::budget::{filled, reserve};
    let mut vertex = filled(rows * columns, u32::MAX)?;
    let mut count = 0u32;
    // Cells past `rows × columns` are no cells of the board.
    for (cell, &o) in open.iter().enumerate().take(rows * columns) {
        if o {
            vertex[cell] = count;
            count += 1;
        }
    }
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..columns {
            let here = vertex[r * columns + c];
            if here == u32::MAX {
                continue;
            }
            let right = (c + 1 < columns).then(|| vertex[r * columns + c + 1]);
            let below = (r + 1 < rows).then(|| vertex[(r + 1) * columns + c]);
            for there in [right, below].into_iter().flatten() {
                if there != u32::MAX {
                    reserve(&mut edges, 1)?;
                    edges.push((here, there));
                }
            }
        }
    }
    Ok((edges, vertex))
}

/// NOI 2011 兔兔与蛋蛋 (Luogu P1971): a board of white pieces `O`, black pieces `X` and one
/// empty cell `.`; the first player moves a white piece next to the empty cell into it, the
/// second a black one; whoever cannot move loses.
///
/// It is undirected geography on the empty cell's walk (the usual reduction, checked against
/// the rules in the tests): at the `i`-th move the empty cell is at a distance of parity `i`
/// from where it started, and the piece it swaps with is white on odd steps, black on even
/// ones. A cell it leaves holds the piece just moved, of the wrong colour for its parity, so
/// it is never entered again. So the walk moves along the graph of the start cell, the white
/// pieces at odd distance and the black ones at even distance, never revisiting a vertex;
/// the player to move wins exactly when the empty cell's vertex lies in every maximum
/// matching of the graph of the cells not yet visited. The matching is kept maximum move by
/// move ([`Matching::remove_vertex`]): one search a move, not a matching from scratch.
pub struct Sliding {
    columns: usize,
    board: Vec<u8>,
    empty: usize,
    vertex: Vec<u32>,
    cells: Vec<usize>,
    graph: Digraph,
    matching: Matching,
    removals: Removals,
    /// Is it the first player's (white's) turn?
    white: bool,
}

/// What a move of [`Sliding::play`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// Did the player who moved have a winning strategy before the move?
    pub was_winning: bool,
    /// A cell whose piece they could have moved to win (when they could).
    pub winning_cell: Option<usize>,
}

impl Sliding {
    /// The game of `board` (`rows × columns` bytes `O`, `X`, `.`, exactly one `.`), the first
    /// player to move.
    ///
    /// O(cells) and a maximum matching (`O(E √V)`, the graph is bipartite).
    ///
    /// # Panics
    /// When `columns` is 0 and the board is not empty.
    pub fn new(rows: usize, columns: usize, board: Vec<u8>) -> Result<Sliding, MatchingError> {
        let empty = board.iter().position(|&b| b == b'.').unwrap_or(0);
        let (er, ec) = (empty / columns.max(1), empty % columns.max(1));
        let mut open = crate::core::budget::filled(board.len(), false)?;
        for (cell, &b) in board.iter().enumerate() {
            let distance = (cell / columns).abs_diff(er) + (cell % columns).abs_diff(ec);
            open[cell] = b == b'.' || (b == b'O') == (distance % 2 == 1);
        }
        let (edges, vertex) = grid_edges(rows, columns, &open)?;
        let count = open.iter().filter(|&&o| o).count();
        let mut cells = Vec::new();
        crate::core::budget::reserve(&mut cells, count)?;
        cells.extend((0..board.len()).filter(|&c| open[c]));
        let graph = undirected(count, &edges)?;
        let matching = Matching::maximum(&graph, u64::MAX)?;
        let removals = Removals::new(count)?;
        Ok(Sliding {
            columns,
            board,
            empty,
            vertex,
            cells,
            graph,
            matching,
            removals,
            white: true,
        })
    }

    /// The player to move (white first, then black, in turn) moves the piece at `cell` into
    /// the empty cell: `None` if that is not a legal move (not next to the empty cell, or not
    /// their piece).
    ///
    /// One search of the matching, `O(E α(V))`.
    pub fn play(&mut self, cell: usize) -> Result<Option<Played>, MatchingError> {
        let c = self.columns;
        let beside = cell < self.board.len()
            && (cell / c).abs_diff(self.empty / c) + (cell % c).abs_diff(self.empty % c) == 1;
        let piece = if self.white { b'O' } else { b'X' };
        let here = self.vertex[self.empty];
        // The empty cell is always a vertex (see the type's documentation); checked anyway.
        if !beside || self.board[cell] != piece || here == u32::MAX {
            return Ok(None);
        }
        let mate = self.matching.mate(here);
        let was_winning =
            self.matching
                .remove_vertex(&self.graph, &mut self.removals, here, u64::MAX)?;
        self.board.swap(cell, self.empty);
        self.empty = cell;
        self.white = !self.white;
        Ok(Some(Played {
            was_winning,
            winning_cell: mate.filter(|_| was_winning).map(|v| self.cells[v as usize]),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whoever moves from `at` with `visited` wins, by trying every walk.
    fn walk_wins(
        at: usize,
        visited: u64,
        cols: usize,
        rows: usize,
        memo: &mut HashMap<(usize, u64), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(at, visited)) {
            return w;
        }
        let (r, c) = (at / cols, at % cols);
        let mut next = Vec::new();
        if r > 0 {
            next.push(at - cols);
        }
        if r + 1 < rows {
            next.push(at + cols);
        }
        if c > 0 {
            next.push(at - 1);
        }
        if c + 1 < cols {
            next.push(at + 1);
        }
        let w = next
            .into_iter()
            .filter(|&v| visited >> v & 1 == 0)
            .any(|v| !walk_wins(v, visited | 1 << v, cols, rows, memo));
        memo.insert((at, visited), w);
        w
    }

    /// The closed form against the matching theorem on every board up to 7 × 7, and against
    /// a search of every walk on boards of up to 16 cells, its move included.
    #[test]
    fn corner_walks_agree_with_matchings_and_with_a_search() {
        for rows in 1..=7usize {
            for cols in 1..=7usize {
                let (edges, _) = grid_edges(rows, cols, &vec![true; rows * cols]).unwrap();
                let g = Geography::new(rows * cols, &edges, u64::MAX).unwrap();
                let wins = corner_walk_wins(rows as u64, cols as u64);
                assert_eq!(g.first_player_wins(0), wins, "{rows} x {cols}");
                if rows * cols <= 16 {
                    let mut memo = HashMap::new();
                    assert_eq!(
                        walk_wins(0, 1, cols, rows, &mut memo),
                        wins,
                        "{rows} x {cols}"
                    );
                    if let Some((r, c)) = corner_walk_move(rows as u64, cols as u64) {
                        let to = r as usize * cols + c as usize;
                        assert!(!walk_wins(to, 1 | 1 << to, cols, rows, &mut memo));
                    }
                }
            }
        }
        assert!(!corner_walk_wins(0, 4));
    }
}

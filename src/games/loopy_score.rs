//! Games that can loop, with scores instead of a winner: a token moves along weighted moves,
//! each position belongs to the player who moves there, and when the token reaches a
//! position with no move play ends with the total weight of the moves made (plus that
//! position's own end score). **Min** wants play to end, and then the total small; **Max**
//! wants play never to end, and failing that the total large (AtCoder ABC261 Ex, "Game on
//! Graph", where the players alternate). The companion of [`games::loopy`](super::loopy),
//! which labels Win, Lose or Draw; here a position's value is a number, or *infinite* when
//! Min cannot force play to end.
//!
//! A game is a [`ScoredGame`]: positions `0..n`, each with its [`Side`], its moves with
//! their weights (both ways: the analysis walks them backwards), and the end score of a
//! position with no move. [`Alternating`] is the usual one, a token on a weighted digraph
//! moved by the two players in turn.
//!
//! ## The analysis: Dijkstra's order, Knuth's generalization
//! [`min_max_scores`] settles positions in order of value with a priority queue, as a
//! shortest-path search would: every end enters with its end score; when a position `w` is
//! settled with value `d`, each move `u → w` of weight `c ≥ 0` offers `u` the value `c + d`.
//! A Min position takes the least offer (it is settled when it leaves the queue, as in
//! Dijkstra's algorithm); a Max position waits until *every* move has offered, and enters
//! with the greatest. Max's rule `max_i (c_i + x_i)` is monotone and never below any of its
//! arguments (weights are not negative), so this is D. E. Knuth's generalization of
//! Dijkstra's algorithm to such "superior" functions (*A generalization of Dijkstra's
//! algorithm*, Information Processing Letters 6, 1977): values leave the queue in
//! non-decreasing order and each is final when it leaves. Positions never settled are
//! infinite. Why these are the game's values:
//!
//! * **Min can end play with at most the value.** From a settled Min position, move along
//!   the move whose offer settled it; at a settled Max position every move leads to a
//!   position settled before it, with `c + value ≤` its value. Either way play goes to
//!   positions settled earlier, so it ends, and the weights add up to at most the value.
//! * **Max can make the total at least the value.** At a settled Max position, move along a
//!   move that gave the greatest offer. At a settled Min position of value `d`, every move
//!   leads to a position settled earlier with `c + value ≥ d` (it offered no less), one
//!   settled later (its value is at least `d`, values leave in order), or an infinite one.
//! * **From an infinite position Max keeps play going forever.** An unsettled Max position
//!   has a move to an unsettled one (else all its moves would have offered and it would have
//!   settled); every move of an unsettled Min position leads to an unsettled one (one offer
//!   settles it eventually). No end is unsettled, so play never ends.
//!
//! So a settled position's value is exactly what both players get with their priorities, and
//! an unsettled one is infinite. [`Scores::best_move`] follows these strategies.
//!
//! Since values leave in non-decreasing order and every offer is at least the value that made
//! it, the queue is a radix heap (Ahuja, Mehlhorn, Orlin and Tarjan, 1990): an entry sits in
//! the bucket of the highest bit where it differs from the last value taken, and a bucket is
//! spread over lower ones only when the lower ones are empty, so each entry moves at most 64
//! times and mostly along contiguous memory: O(V + E) pushes, O((V + E) · 64) at worst in
//! all. On ABC261 Ex's largest input the whole solve in memory (`target/release/bench
//! abc261h`) took 85 ms with it and 115 ms with the standard binary heap.

use crate::core::budget::{filled, NoMemory};

/// Who moves at a position of a [`ScoredGame`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Wants play to end, then the total small.
    Min,
    /// Wants play never to end, then the total large.
    Max,
}

/// A game on positions `0..positions()` with weighted moves; see the module documentation.
/// A move listed twice must be listed twice both ways.
pub trait ScoredGame {
    /// The number of positions.
    fn positions(&self) -> usize;
    /// Who moves at `v`.
    fn side(&self, v: u32) -> Side;
    /// How many moves `v` has (repeats counted); 0 for an end of play.
    fn out_degree(&self, v: u32) -> u32;
    /// The score added when play ends at `v` (a position with no move).
    fn end_score(&self, v: u32) -> u64;
    /// Calls `f(w, c)` for each move `v → w` of weight `c`.
    fn for_each_move(&self, v: u32, f: impl FnMut(u32, u64));
    /// Calls `f(u, c)` for each move `u → v` of weight `c`.
    fn for_each_move_into(&self, v: u32, f: impl FnMut(u32, u64));
}

/// Why [`min_max_scores`] or [`Alternating::new`] gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreError {
    /// An edge names a vertex that is not one (this one).
    NotAVertex(u32),
    /// A total passed `u64`.
    Overflow,
    /// The tables need more memory than is available.
    NoMemory,
}

impl From<NoMemory> for ScoreError {
    fn from(_: NoMemory) -> Self {
        ScoreError::NoMemory
    }
}

impl std::fmt::Display for ScoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScoreError::NotAVertex(v) => write!(f, "an edge names {v}, which is not a vertex"),
            ScoreError::Overflow => write!(f, "a total passes 2^64 - 1"),
            ScoreError::NoMemory => write!(f, "the game needs more memory than is available"),
        }
    }
}

impl std::error::Error for ScoreError {}

/// Weighted edges in compressed sparse rows: the edges of `v` are `start[v]..start[v + 1]`
/// of `to` and `weight`.
#[derive(Clone, Debug)]
struct Rows {
    start: Vec<u32>,
    to: Vec<u32>,
    weight: Vec<u64>,
}

impl Rows {
    /// The edges `(from, to, weight)` sorted by `from` (a counting sort, list order kept).
    fn new(
        n: usize,
        edges: &[(u32, u32, u64)],
        key: impl Fn(&(u32, u32, u64)) -> (u32, u32),
    ) -> Result<Rows, NoMemory> {
        let mut start = filled(n + 1, 0u32)?;
        for e in edges {
            start[key(e).0 as usize + 1] += 1;
        }
        for i in 1..=n {
            start[i] += start[i - 1];
        }
        let mut to = filled(edges.len(), 0u32)?;
        let mut weight = filled(edges.len(), 0u64)?;
        for e in edges {
            let (from, other) = key(e);
            let at = &mut start[from as usize];
            to[*at as usize] = other;
            weight[*at as usize] = e.2;
            *at += 1;
        }
        start.copy_within(0..n, 1);
        start[0] = 0;
        Ok(Rows { start, to, weight })
    }

    #[inline]
    fn range(&self, v: u32) -> std::ops::Range<usize> {
        self.start[v as usize] as usize..self.start[v as usize + 1] as usize
    }
}

/// A token on a directed graph with weighted edges, moved by two players in turn (each move
/// along one edge); play ends, scoring 0 more, at a vertex with no edge out, whoever is to
/// move. Position `2v` is the token on `v` with Min to move, `2v + 1` with Max to move
/// ([`Alternating::position`]).
///
/// # Example
/// ABC261 Ex's first sample: Takahashi (Min) moves first from vertex 1 (0-based 0).
/// ```
/// use grundy::games::loopy_score::{min_max_scores, Alternating, Side};
/// let edges = [(0, 1, 1), (0, 2, 10), (1, 3, 100), (1, 4, 102), (2, 5, 20), (2, 6, 30)];
/// let game = Alternating::new(7, &edges).unwrap();
/// let scores = min_max_scores(&game).unwrap();
/// let start = Alternating::position(0, Side::Min);
/// assert_eq!(scores.score(start), Some(40)); // to 3 (10), then Aoki to 7 (30)
/// assert_eq!(scores.best_move(&game, start), Some((Alternating::position(2, Side::Max), 10)));
/// // A cycle Min cannot leave: 0 ⇄ 1.
/// let loop_game = Alternating::new(2, &[(0, 1, 5), (1, 0, 5)]).unwrap();
/// assert_eq!(min_max_scores(&loop_game).unwrap().score(0), None);
/// ```
#[derive(Clone, Debug)]
pub struct Alternating {
    forward: Rows,
    backward: Rows,
}

impl Alternating {
    /// The game on vertices `0..vertices` with an edge `u → v` of weight `c` for each
    /// `(u, v, c)` of `edges` (loops and repeats allowed). Errors: an endpoint that is not a
    /// vertex, no memory.
    ///
    /// O(V + E) time, `24 (V + E)` bytes or so.
    pub fn new(vertices: usize, edges: &[(u32, u32, u64)]) -> Result<Alternating, ScoreError> {
        if let Some(&(u, v, _)) = edges
            .iter()
            .find(|&&(u, v, _)| u as usize >= vertices || v as usize >= vertices)
        {
            return Err(ScoreError::NotAVertex(if u as usize >= vertices {
                u
            } else {
                v
            }));
        }
        Ok(Alternating {
            forward: Rows::new(vertices, edges, |&(u, v, _)| (u, v))?,
            backward: Rows::new(vertices, edges, |&(u, v, _)| (v, u))?,
        })
    }

    /// The position of the token on `vertex` with `side` to move.
    ///
    /// O(1).
    pub fn position(vertex: u32, side: Side) -> u32 {
        vertex * 2 + u32::from(side == Side::Max)
    }
}

impl ScoredGame for Alternating {
    fn positions(&self) -> usize {
        2 * (self.forward.start.len() - 1)
    }

    #[inline]
    fn side(&self, v: u32) -> Side {
        if v % 2 == 0 {
            Side::Min
        } else {
            Side::Max
        }
    }

    #[inline]
    fn out_degree(&self, v: u32) -> u32 {
        self.forward.range(v / 2).len() as u32
    }

    fn end_score(&self, _: u32) -> u64 {
        0
    }

    #[inline]
    fn for_each_move(&self, v: u32, mut f: impl FnMut(u32, u64)) {
        let other = (v % 2) ^ 1;
        for i in self.forward.range(v / 2) {
            f(self.forward.to[i] * 2 + other, self.forward.weight[i]);
        }
    }

    #[inline]
    fn for_each_move_into(&self, v: u32, mut f: impl FnMut(u32, u64)) {
        let other = (v % 2) ^ 1;
        for i in self.backward.range(v / 2) {
            f(self.backward.to[i] * 2 + other, self.backward.weight[i]);
        }
    }
}

/// "Not settled", in [`Scores`]' settling order; "no offer yet", for a Min position's move.
const NONE: u32 = u32::MAX;

/// Every position's value, by [`min_max_scores`].
#[derive(Clone, Debug)]
pub struct Scores {
    value: Vec<u64>,
    order: Vec<u32>,
    via: Vec<u32>,
}

impl Scores {
    /// The value of `v`: the total with best play, `None` when play never ends (Min cannot
    /// force an end).
    ///
    /// O(1).
    #[inline]
    pub fn score(&self, v: u32) -> Option<u64> {
        (self.order[v as usize] != NONE).then(|| self.value[v as usize])
    }

    /// A move of best play from `v` in `game` (the game these scores are of), as the
    /// position it leads to and its weight: for Min the move that settled `v` (so play ends),
    /// for Max a move keeping the value, or one to an infinite position when `v` is
    /// infinite; `None` at an end, and for an infinite Min position (every move keeps play
    /// going: any will do).
    ///
    /// O(moves of `v`).
    pub fn best_move<G: ScoredGame>(&self, game: &G, v: u32) -> Option<(u32, u64)> {
        let at = v as usize;
        let d = self.score(v);
        let mut best = None;
        game.for_each_move(v, |w, c| {
            let keeps = match (game.side(v), d) {
                (Side::Min, Some(d)) => {
                    w == self.via[at] && self.value[w as usize].checked_add(c) == Some(d)
                }
                (Side::Min, None) => false,
                (Side::Max, Some(d)) => {
                    self.order[w as usize] < self.order[at]
                        && self.value[w as usize].checked_add(c) == Some(d)
                }
                (Side::Max, None) => self.score(w).is_none(),
            };
            if best.is_none() && keeps {
                best = Some((w, c));
            }
        });
        best
    }
}

/// A monotone priority queue of `(key, position)`: every key pushed is at least the last key
/// popped (see the module documentation).
struct RadixHeap {
    last: u64,
    buckets: Vec<Vec<(u64, u32)>>,
}

impl RadixHeap {
    fn new() -> RadixHeap {
        RadixHeap {
            last: 0,
            buckets: (0..65).map(|_| Vec::new()).collect(),
        }
    }

    /// The bucket of `key`: 0 for the last key, else one past the highest differing bit.
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        64 - (key ^ self.last).leading_zeros() as usize
    }

    #[inline]
    fn push(&mut self, key: u64, at: u32) -> Result<(), NoMemory> {
        let b = self.bucket(key);
        crate::core::budget::try_push(&mut self.buckets[b], (key, at))
    }

    fn pop(&mut self) -> Result<Option<(u64, u32)>, NoMemory> {
        if self.buckets[0].is_empty() {
            let Some(i) = (1..65).find(|&i| !self.buckets[i].is_empty()) else {
                return Ok(None);
            };
            let mut spread = std::mem::take(&mut self.buckets[i]);
            self.last = spread.iter().map(|e| e.0).min().unwrap_or(self.last);
            for &(key, at) in &spread {
                // Into lower buckets than i: each entry of bucket i goes below it.
                let b = self.bucket(key);
                crate::core::budget::try_push(&mut self.buckets[b], (key, at))?;
            }
            // Hand the (now empty) storage back, so it is reused.
            spread.clear();
            self.buckets[i] = spread;
        }
        Ok(self.buckets[0].pop())
    }
}

/// The value of every position of `game`: Min's and Max's best totals, or infinite; see the
/// module documentation for the order and the proof.
///
/// O((V + E) · 64) time at worst (a radix heap), `24V` bytes plus a queue of at most `V + E`
/// entries (16 bytes each). Errors: a total past `u64`, no memory. No recursion.
pub fn min_max_scores<G: ScoredGame>(game: &G) -> Result<Scores, ScoreError> {
    let n = game.positions();
    let mut value = filled(n, 0u64)?;
    let mut left = filled(n, 0u32)?;
    let mut order = filled(n, NONE)?;
    let mut via = filled(n, NONE)?;
    let mut heap = RadixHeap::new();
    for v in 0..n as u32 {
        let degree = game.out_degree(v);
        left[v as usize] = degree;
        if degree == 0 {
            value[v as usize] = game.end_score(v);
            heap.push(value[v as usize], v)?;
        }
    }
    let mut settled = 0u32;
    let mut failed = None;
    while let Some((d, v)) = heap.pop()? {
        if order[v as usize] != NONE {
            continue;
        }
        order[v as usize] = settled;
        settled += 1;
        value[v as usize] = d;
        game.for_each_move_into(v, |u, c| {
            let at = u as usize;
            if order[at] != NONE || failed.is_some() {
                return;
            }
            let Some(offer) = d.checked_add(c) else {
                failed = Some(ScoreError::Overflow);
                return;
            };
            let push = match game.side(u) {
                Side::Min => {
                    let better = via[at] == NONE || offer < value[at];
                    if better {
                        value[at] = offer;
                        via[at] = v;
                    }
                    better
                }
                Side::Max => {
                    value[at] = value[at].max(offer);
                    left[at] -= 1;
                    left[at] == 0
                }
            };
            if push && heap.push(value[at], u).is_err() {
                failed = Some(ScoreError::NoMemory);
            }
        });
        if let Some(e) = failed {
            return Err(e);
        }
    }
    Ok(Scores { value, order, via })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values by value iteration, knowing only the rules: after `t` rounds, the value of
    /// the game in which Max wins outright (infinite) if play has not ended within `t`
    /// moves. A Min strategy that forces an end can be taken positional, so it ends play
    /// within `n` moves for `n` positions: `n` rounds give the true values.
    fn fixpoint(game: &Alternating) -> Vec<Option<u64>> {
        let n = game.positions();
        let mut best: Vec<Option<u64>> = (0..n as u32)
            .map(|v| (game.out_degree(v) == 0).then_some(0))
            .collect();
        for _ in 0..=n {
            let mut next = best.clone();
            for v in 0..n as u32 {
                if game.out_degree(v) == 0 {
                    continue;
                }
                let mut offers = Vec::new();
                game.for_each_move(v, |w, c| offers.push(best[w as usize].map(|x| x + c)));
                next[v as usize] = match game.side(v) {
                    Side::Min => offers.iter().flatten().min().copied(),
                    Side::Max if offers.iter().all(Option::is_some) => {
                        offers.iter().flatten().max().copied()
                    }
                    Side::Max => None,
                };
            }
            best = next;
        }
        best
    }

    #[test]
    fn scores_match_value_iteration_and_best_moves_keep_them() {
        let mut seed = 0x2610_abcd_u64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        for round in 0..500 {
            let n = 1 + next(8) as u32;
            let m = next(3 * u64::from(n) + 1) as usize;
            let edges: Vec<(u32, u32, u64)> = (0..m)
                .map(|_| {
                    let w = if round % 3 == 0 { next(2) } else { next(20) };
                    (next(u64::from(n)) as u32, next(u64::from(n)) as u32, w)
                })
                .collect();
            let game = Alternating::new(n as usize, &edges).unwrap();
            let scores = min_max_scores(&game).unwrap();
            let want = fixpoint(&game);
            for v in 0..2 * n {
                assert_eq!(
                    scores.score(v),
                    want[v as usize],
                    "round {round} {edges:?} at {v}"
                );
                // Best play from v: Min's and Max's best moves end play with the value.
                if let Some(d) = scores.score(v) {
                    let (mut at, mut total, mut moves) = (v, 0, 0);
                    while let Some((w, c)) = scores.best_move(&game, at) {
                        total += c;
                        at = w;
                        moves += 1;
                        assert!(moves <= 2 * n, "round {round}: best play from {v} loops");
                    }
                    assert_eq!(game.out_degree(at), 0, "round {round}");
                    assert_eq!(total, d, "round {round} {edges:?} from {v}");
                } else if game.side(v) == Side::Max {
                    let (w, _) = scores.best_move(&game, v).unwrap();
                    assert_eq!(scores.score(w), None);
                }
            }
        }
    }

    #[test]
    fn errors() {
        assert_eq!(
            Alternating::new(2, &[(0, 2, 1)]).unwrap_err(),
            ScoreError::NotAVertex(2)
        );
        let huge = Alternating::new(3, &[(0, 1, u64::MAX), (1, 2, 1)]).unwrap();
        assert_eq!(min_max_scores(&huge).unwrap_err(), ScoreError::Overflow);
    }
}

//! A rules-only game-tree search: no SG values, no mex, no xor.
//!
//! A game is given by the positions reachable in one move, written from the problem
//! statement. [`Search`] memoizes win/lose over whole positions: in normal play a position with
//! no move is lost for the player to move; in misère play it is won. Otherwise a position is
//! won iff some move leads to a lost one.
#![allow(dead_code)]

use std::collections::HashMap;
use std::hash::Hash;

/// Memoized outcome search over the positions of one game.
pub struct Search<P, F> {
    moves: F,
    misere: bool,
    memo: HashMap<P, bool>,
}

impl<P: Clone + Eq + Hash, F: Fn(&P) -> Vec<P>> Search<P, F> {
    /// Normal play: whoever cannot move loses.
    pub fn normal(moves: F) -> Self {
        Search {
            moves,
            misere: false,
            memo: HashMap::new(),
        }
    }

    /// Misère play: whoever cannot move wins (the last mover lost).
    pub fn misere(moves: F) -> Self {
        Search {
            moves,
            misere: true,
            memo: HashMap::new(),
        }
    }

    /// Does the player to move win from `p`?
    pub fn first_player_wins(&mut self, p: &P) -> bool {
        if let Some(&known) = self.memo.get(p) {
            return known;
        }
        let options = (self.moves)(p);
        let wins = if options.is_empty() {
            self.misere
        } else {
            options.iter().any(|q| !self.first_player_wins(q))
        };
        self.memo.insert(p.clone(), wins);
        wins
    }
}

/// Piles as a sorted list: the same multiset is the same position.
fn sorted(mut piles: Vec<u64>) -> Vec<u64> {
    piles.sort_unstable();
    piles
}

/// Take exactly `s` tokens from one pile, `s` in `set`.
pub fn take_exactly(set: &[u64], piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        for &s in set.iter().filter(|&&s| s <= piles[i]) {
            let mut next = piles.to_vec();
            next[i] -= s;
            out.push(sorted(next));
        }
    }
    out
}

/// Take any positive number of tokens from one pile (Nim).
pub fn take_any(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        for left in 0..piles[i] {
            let mut next = piles.to_vec();
            next[i] = left;
            out.push(sorted(next));
        }
    }
    out
}

/// Nim moves, plus: split one pile into two non-empty piles.
pub fn take_or_split(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = take_any(piles);
    for i in 0..piles.len() {
        for a in 1..piles[i] {
            let mut next = piles.to_vec();
            next[i] = a;
            next.push(piles[i] - a);
            out.push(sorted(next));
        }
    }
    out
}

/// Staircase: move `c >= 1` stones from step `i` to step `i - 1`; from step 1 (index 0) they
/// leave play.
pub fn staircase(steps: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..steps.len() {
        for c in 1..=steps[i] {
            let mut next = steps.to_vec();
            next[i] -= c;
            if i > 0 {
                next[i - 1] += c;
            }
            out.push(next);
        }
    }
    out
}

/// The flip game on cells `1..=n`, white cells as bits (bit `x - 1` for cell `x`): pick a
/// white `x` and `1 <= k <= n/x`, flip `x, 2x, …, kx`.
pub fn flip(n: u32, white: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for x in (1..=n).filter(|&x| white >> (x - 1) & 1 == 1) {
        let mut next = white;
        for k in 1..=n / x {
            next ^= 1 << (k * x - 1);
            out.push(next);
        }
    }
    out
}

/// Georgia and Bob: chessmen at the sorted distinct `cells`; a move slides one chessman left
/// by at least one cell, never onto or over another, never past cell 1.
pub fn slide_left(cells: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..cells.len() {
        let wall = if i == 0 { 0 } else { cells[i - 1] };
        for to in wall + 1..cells[i] {
            let mut next = cells.to_vec();
            next[i] = to;
            out.push(next);
        }
    }
    out
}

/// A strip of `n` cells, crosses as bits. A move crosses an empty cell; a move that completes
/// three in a row wins at once, so it leads to [`WON`], a position with no moves (lost for
/// the player who must move there). A full strip has no moves either.
pub fn cross(n: u32, crosses: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for cell in (0..n).filter(|&c| crosses >> c & 1 == 0) {
        let next = crosses | 1 << cell;
        let three = (0..n.saturating_sub(2)).any(|c| next >> c & 0b111 == 0b111);
        out.push(if three { WON } else { next });
    }
    out
}

/// The position after a move that completed three in a row: the game is over.
pub const WON: u32 = u32::MAX;

/// Moore's Nim_k: take at least one token from each of between 1 and `k` piles.
pub fn take_from_up_to_k(k: usize, piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let n = piles.len();
    for mask in 1u32..1 << n {
        let chosen: Vec<usize> = (0..n).filter(|&i| mask >> i & 1 == 1).collect();
        if chosen.len() > k || chosen.iter().any(|&i| piles[i] == 0) {
            continue;
        }
        // Every combination of new sizes below the old ones, for the chosen piles.
        let mut next = piles.to_vec();
        chosen.iter().for_each(|&i| next[i] = 0);
        loop {
            out.push(sorted(next.clone()));
            let mut carry = true;
            for &i in &chosen {
                if !carry {
                    break;
                }
                next[i] += 1;
                if next[i] == piles[i] {
                    next[i] = 0;
                } else {
                    carry = false;
                }
            }
            if carry {
                break;
            }
        }
    }
    out
}

/// An octal game by its digits `d[0..=k]` (`d[0]` for removing nothing), on rows of tokens:
/// from one row take `i` consecutive tokens (a run anywhere in the row); what is left of the
/// row falls into zero, one or two rows, which digit `d[i]` must allow (bit 1, 2 or 4).
pub fn octal(d: &[u8], rows: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (j, &h) in rows.iter().enumerate() {
        for (i, &digit) in d.iter().enumerate() {
            let i = i as u64;
            if digit == 0 || i > h {
                continue;
            }
            for left in 0..=h - i {
                let right = h - i - left;
                let parts: Vec<u64> = [left, right].into_iter().filter(|&p| p > 0).collect();
                let bit = 1 << parts.len();
                if digit & bit == 0 || (i == 0 && parts.len() < 2) {
                    continue;
                }
                let mut next: Vec<u64> = rows.to_vec();
                next.remove(j);
                next.extend(parts);
                out.push(sorted(next));
            }
        }
    }
    out
}

/// Which coins a coin-turning game may turn with coin `j` (its rightmost coin, from heads to
/// tails), as bit masks over the coins left of it (bit `i` for coin `i`, counted from 0 at the
/// left end of the row).
pub type CoinSets = fn(u32) -> Vec<u64>;

/// Mock Turtles: turn one, two or three coins: none, one or two others left of `j`.
pub fn mock_turtles_sets(j: u32) -> Vec<u64> {
    let mut sets = vec![0];
    for i in 0..j {
        sets.push(1 << i);
        for k in 0..i {
            sets.push(1 << i | 1 << k);
        }
    }
    sets
}

/// Ruler: turn a run of consecutive coins ending at `j`.
pub fn ruler_sets(j: u32) -> Vec<u64> {
    (0..=j).map(|r| ((1u64 << r) - 1) << (j - r)).collect()
}

/// Turning Turtles: turn `j`, and optionally one coin left of it.
pub fn turtles_sets(j: u32) -> Vec<u64> {
    std::iter::once(0).chain((0..j).map(|i| 1 << i)).collect()
}

/// Twins: turn exactly two coins.
pub fn twins_sets(j: u32) -> Vec<u64> {
    (0..j).map(|i| 1 << i).collect()
}

/// The positions one move of the row game `sets` leads to from `heads` (bit `i`: coin `i` is
/// heads up): a heads coin `j` and one of its sets, all turned.
pub fn turn_coins(sets: CoinSets, heads: u64, n: u32) -> Vec<u64> {
    let mut out = Vec::new();
    for j in (0..n).filter(|&j| heads >> j & 1 == 1) {
        for others in sets(j) {
            out.push(heads ^ 1 << j ^ others);
        }
    }
    out
}

/// The positions one move of the product game `rows × columns` leads to on a grid `w` wide
/// and `h` high (bit `y * w + x` for the coin in column `x`, row `y`): a heads coin `(x, y)`,
/// a set `A` of `rows` for `x` and a set `B` of `columns` for `y`, and every coin of
/// `({x} ∪ A) × ({y} ∪ B)` turned.
pub fn turn_corners(rows: CoinSets, columns: CoinSets, heads: u64, w: u32, h: u32) -> Vec<u64> {
    let mut out = Vec::new();
    for y in 0..h {
        for x in (0..w).filter(|&x| heads >> (y * w + x) & 1 == 1) {
            for a in rows(x) {
                for b in columns(y) {
                    let (xs, ys) = (a | 1 << x, b | 1 << y);
                    let mut next = heads;
                    for yy in (0..h).filter(|&yy| ys >> yy & 1 == 1) {
                        for xx in (0..w).filter(|&xx| xs >> xx & 1 == 1) {
                            next ^= 1 << (yy * w + xx);
                        }
                    }
                    out.push(next);
                }
            }
        }
    }
    out
}

/// The SG value of every position `0..count` of a game whose every move leads to a smaller
/// number (true of coin-turning games: the highest coin turned goes from heads to tails), from
/// its moves and the mex alone.
pub fn sg_table(count: u64, moves: impl Fn(u64) -> Vec<u64>) -> Vec<u32> {
    let mut sg: Vec<u32> = Vec::with_capacity(count as usize);
    for p in 0..count {
        let options: std::collections::HashSet<u32> = moves(p)
            .into_iter()
            .map(|q| {
                assert!(q < p, "a move from {p} to {q}");
                sg[q as usize]
            })
            .collect();
        sg.push(
            (0..)
                .find(|v| !options.contains(v))
                .expect("a missing value"),
        );
    }
    sg
}

/// Green Hackenbush on the edge list `edges` with ground `ground`: a position is the set of
/// edges still there (bit `i` for edge `i`). What stays after a cut is what is still connected
/// to the ground, found by a walk from it.
pub fn grounded(edges: &[(u32, u32)], ground: u32, present: u64) -> u64 {
    let mut reached = vec![ground];
    let mut kept = 0u64;
    let mut changed = true;
    while changed {
        changed = false;
        for (i, &(u, v)) in edges.iter().enumerate() {
            if present >> i & 1 == 0 || kept >> i & 1 == 1 {
                continue;
            }
            let (ru, rv) = (reached.contains(&u), reached.contains(&v));
            if ru || rv {
                kept |= 1 << i;
                changed = true;
                if !ru {
                    reached.push(u);
                }
                if !rv {
                    reached.push(v);
                }
            }
        }
    }
    kept
}

/// The positions one cut leads to: delete one edge, keep what is still grounded.
pub fn cut_edge(edges: &[(u32, u32)], ground: u32, position: u64) -> Vec<u64> {
    (0..edges.len())
        .filter(|&i| position >> i & 1 == 1)
        .map(|i| grounded(edges, ground, position & !(1 << i)))
        .collect()
}

/// Tokens on a directed graph (`successors[v]`): a position is the sorted list of the tokens'
/// vertices; a move slides one token along an edge.
pub fn slide_token(successors: &[Vec<u32>], tokens: &[u32]) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for i in 0..tokens.len() {
        for &w in &successors[tokens[i] as usize] {
            let mut next = tokens.to_vec();
            next[i] = w;
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

/// Who wins a position of a game that may loop, by the rules alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    Win,
    Lose,
    Draw,
}

/// Every position reachable from `start` labelled by the plain fixpoint of the rules: a
/// position with a move to a Lose position is Win, one whose moves all reach Win positions
/// (or that has none) is Lose, repeated until nothing changes; the rest are Draw. No queue,
/// no counters, no SG values.
pub fn loopy_labels<P: Clone + Eq + Hash, F: Fn(&P) -> Vec<P>>(
    start: &P,
    moves: F,
) -> HashMap<P, Label> {
    let mut options: HashMap<P, Vec<P>> = HashMap::new();
    let mut stack = vec![start.clone()];
    while let Some(p) = stack.pop() {
        if options.contains_key(&p) {
            continue;
        }
        let next = moves(&p);
        stack.extend(next.iter().filter(|q| !options.contains_key(q)).cloned());
        options.insert(p, next);
    }
    let mut label: HashMap<P, Label> = HashMap::new();
    loop {
        let mut changed = false;
        for (p, next) in &options {
            if label.contains_key(p) {
                continue;
            }
            let of = |q: &P| label.get(q).copied();
            let new = if next.iter().any(|q| of(q) == Some(Label::Lose)) {
                Label::Win
            } else if next.iter().all(|q| of(q) == Some(Label::Win)) {
                Label::Lose
            } else {
                continue;
            };
            label.insert(p.clone(), new);
            changed = true;
        }
        if !changed {
            break;
        }
    }
    for p in options.keys() {
        label.entry(p.clone()).or_insert(Label::Draw);
    }
    label
}

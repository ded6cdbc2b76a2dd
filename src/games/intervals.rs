//! Choosing intervals (AtCoder ABC206 F "Interval Game 2"): a list of half-open intervals
//! `[L, R)`; a move chooses one that meets none chosen before. Whoever cannot choose loses.
//!
//! A chosen interval `[L, R)` inside the free stretch `[l, r)` leaves two free stretches,
//! `[l, L)` and `[R, r)`, and no later choice meets both: a move leaves a *sum* of two games.
//! So a stretch is worth `G(l, r) = mex { G(l, L) ^ G(R, r) }` over the intervals inside it,
//! and the game is `G` of the whole line. The stretches that matter run between endpoints of
//! the intervals, so the table is over the sorted distinct endpoints (at most `2n`), filled by
//! growing length: O(V² · n) for `V` endpoints. (`core::memo` with `Options::push_sum` computes
//! the same values from the rule alone; the tests compare the two.)

use crate::core::budget::{filled, NoMemory};

/// The values of every stretch between two endpoints of a list of intervals.
///
/// # Example
/// The statement's first case: `[53, 98)`, `[8, 43)`, `[12, 53)`. Choosing `[8, 43)` leaves
/// `[53, 98)` for the second player, who then wins; so does every first choice.
///
/// ```
/// use grundy::games::intervals::Intervals;
/// let game = Intervals::new(&[(53, 98), (8, 43), (12, 53)]).unwrap();
/// assert!(!game.first_player_wins());
/// assert_eq!(game.winning_choice(), None);
/// let three = Intervals::new(&[(1, 2), (3, 4), (1, 4)]).unwrap();
/// assert_eq!(three.winning_choice(), Some(2)); // only [1, 4) leaves nothing
/// ```
pub struct Intervals {
    /// The sorted distinct endpoints.
    ends: Vec<u64>,
    /// The intervals as indices into `ends`, with their place in the input, sorted by left end.
    cuts: Vec<(usize, usize, usize)>,
    /// `values[i · V + j]`: `G` of the stretch from `ends[i]` to `ends[j]`.
    values: Vec<u32>,
}

impl Intervals {
    /// The table for `intervals` (each `(L, R)` with `L < R`). `Err` if memory runs out.
    ///
    /// O(V² · n) time for `n` intervals with `V <= 2n` distinct endpoints; O(V²) memory.
    pub fn new(intervals: &[(u64, u64)]) -> Result<Self, NoMemory> {
        let mut ends: Vec<u64> = intervals.iter().flat_map(|&(l, r)| [l, r]).collect();
        ends.sort_unstable();
        ends.dedup();
        let at = |x: u64| ends.partition_point(|&e| e < x);
        let mut cuts: Vec<(usize, usize, usize)> = intervals
            .iter()
            .enumerate()
            .map(|(k, &(l, r))| (at(l), at(r), k))
            .collect();
        cuts.sort_unstable();
        let v = ends.len();
        // Column by column (`j` up), each from the bottom (`i` down): `G(i, l)` for `l < j` is
        // in an earlier column, `G(r, j)` for `r > i` lower in this one. The options of
        // `[i, j)` are the intervals with `r <= j` and `l >= i`: with those of `r <= j` listed
        // by left end, largest first (a repeated interval once), they are a prefix of the
        // list that grows as `i` falls, so the loop over them has no test to mispredict.
        // Each value is kept twice, by row and by column, so both reads run along memory.
        let mut values: Vec<u32> = filled(v * v, 0)?;
        let mut columns: Vec<u32> = filled(v * v, 0)?;
        let mut by_left: Vec<(usize, usize)> = Vec::new();
        by_left
            .try_reserve_exact(cuts.len())
            .map_err(|_| NoMemory)?;
        for j in 1..v {
            by_left.clear();
            by_left.extend(cuts.iter().filter(|c| c.1 <= j).map(|c| (c.0, c.1)));
            by_left.sort_unstable_by(|a, b| b.cmp(a));
            by_left.dedup();
            let mut inside = 0;
            for i in (0..j).rev() {
                while inside < by_left.len() && by_left[inside].0 >= i {
                    inside += 1;
                }
                // The values of the options below 64 as bits; the rest (a value is at most
                // the number of options) in a list.
                let (mut small, mut large) = (0u64, Vec::new());
                let row = &values[i * v..i * v + j];
                let column = &columns[j * v..j * v + j + 1];
                for &(l, r) in &by_left[..inside] {
                    let x = row[l] ^ column[r];
                    if x < 64 {
                        small |= 1 << x;
                    } else {
                        large.push(x);
                    }
                }
                let mut mex = small.trailing_ones();
                if mex == 64 {
                    large.sort_unstable();
                    for x in large {
                        if x == mex {
                            mex += 1;
                        }
                    }
                }
                values[i * v + j] = mex;
                columns[j * v + i] = mex;
            }
        }
        Ok(Intervals { ends, cuts, values })
    }

    /// `G` of the whole line (from the smallest endpoint to the largest).
    ///
    /// O(1).
    pub fn value(&self) -> u32 {
        let v = self.ends.len();
        if v == 0 {
            0
        } else {
            self.values[v - 1]
        }
    }

    /// Does the first player win?
    ///
    /// O(1).
    pub fn first_player_wins(&self) -> bool {
        self.value() != 0
    }

    /// A winning first choice: the place in the input list of an interval whose two sides are
    /// worth 0 together; `None` when every choice loses.
    ///
    /// O(n).
    pub fn winning_choice(&self) -> Option<usize> {
        let v = self.ends.len();
        if !self.first_player_wins() {
            return None;
        }
        let mut best: Option<usize> = None;
        for &(l, r, k) in &self.cuts {
            if self.values[l] ^ self.values[r * v + v - 1] == 0 {
                best = Some(best.map_or(k, |b: usize| b.min(k)));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::memo::{Memo, Options};

    #[test]
    fn the_table_is_what_the_memo_finds_with_sums() {
        let mut x = 31u64;
        let mut next = |n: u64| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 33) % n
        };
        for _ in 0..200 {
            let count = 1 + next(12) as usize;
            let list: Vec<(u64, u64)> = (0..count)
                .map(|_| {
                    let l = 1 + next(15);
                    (l, l + 1 + next(6))
                })
                .collect();
            let game = Intervals::new(&list).unwrap();
            let mut memo = Memo::new(|&(l, r): &(u64, u64), o: &mut Options<(u64, u64)>| {
                for &(a, b) in &list {
                    if l <= a && b <= r {
                        o.push_sum([(l, a), (b, r)]);
                    }
                }
            });
            let (lo, hi) = (game.ends[0], *game.ends.last().unwrap());
            assert_eq!(memo.value(&(lo, hi)).unwrap().sg, game.value(), "{list:?}");
            if let Some(k) = game.winning_choice() {
                let (a, b) = list[k];
                let left = memo.value(&(lo, a)).unwrap().sg ^ memo.value(&(b, hi)).unwrap().sg;
                assert_eq!(left, 0, "{list:?}");
            }
        }
    }
}

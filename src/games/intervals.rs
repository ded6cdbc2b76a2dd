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
        let mut values: Vec<u32> = filled(v * v, 0)?;
        for length in 1..v {
            for i in 0..v - length {
                let j = i + length;
                // The values of the options, below 128 when there are fewer than 128 intervals,
                // as bits; past that, a list.
                let (mut small, mut large) = (0u128, Vec::new());
                let first = cuts.partition_point(|c| c.0 < i);
                for &(l, r, _) in cuts[first..].iter().take_while(|c| c.0 < j) {
                    if r <= j {
                        let x = values[i * v + l] ^ values[r * v + j];
                        if x < 128 {
                            small |= 1 << x;
                        } else {
                            large.push(x);
                        }
                    }
                }
                let mut mex = small.trailing_ones();
                if mex == 128 {
                    large.sort_unstable();
                    for x in large {
                        if x == mex {
                            mex += 1;
                        }
                    }
                }
                values[i * v + j] = mex;
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

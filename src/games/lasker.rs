//! Lasker's Nim: a move removes any positive number of tokens from one heap, or splits one heap
//! into two non-empty heaps.
//!
//! The options of a heap `x` are the heaps `y < x` (removal) and the pairs `a + b = x`,
//! `a, b >= 1` (split), whose value is `sg(a) ^ sg(b)`. The table from those moves reads
//! `0 1 2 4 3 5 6 8 7 …`, and the pattern the seed read off it is
//!
//! ```text
//! sg(0) = 0;  for x > 0:  sg(x) = x      if x mod 4 is 1 or 2,
//!                                 x + 1  if x mod 4 = 3,
//!                                 x - 1  if x mod 4 = 0.
//! ```
//!
//! Removals from `x` reach every value of `sg(0..x)`, which by induction is a permutation of
//! `0..x` up to the pair swapped inside `x`'s block of four; the split `1 + (4k+2)` of `4k+3`
//! adds the value `1 ^ (4k+2) = 4k+3`, which is why `4k+3` jumps to `4k+4` (and `4k+4` falls
//! back to `4k+3`). The tests check the closed form against the table built from the real moves
//! for every `x <= 1000`, so no step of that argument is taken on trust.

use crate::core::sg_table::table;
use crate::core::sum::{winning_component, HeapMove, HeapSum};

/// The closed form above; no overflow for any `x <= 10^18` (or any `x < u64::MAX`).
///
/// Written without branches (random heaps would mispredict a `match` half the time). With
/// `y = x - 1`, the blocks of four become `4k, 4k+1, 4k+2, 4k+3` mapping to
/// `4k, 4k+1, 4k+3, 4k+2`: the last two swap, which is flipping bit 0 exactly when bit 1 is
/// set, `y ^ ((y >> 1) & 1)`. So `sg(x) = 1 + (y ^ ((y >> 1) & 1))` for `x >= 1`; heap 0 is
/// masked to 0.
///
/// O(1).
///
/// ```
/// use grundy::games::lasker::{sg, sg_table_from_moves};
/// assert_eq!((0..9).map(sg).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// let table = sg_table_from_moves(200);
/// assert!((0..200).all(|x| sg(x as u64) == u64::from(table[x])));
/// ```
#[inline]
pub fn sg(x: u64) -> u64 {
    let y = x.wrapping_sub(1);
    let value = (y ^ (y >> 1 & 1)).wrapping_add(1);
    value & u64::from(x != 0).wrapping_neg()
}

/// A sum of Lasker's Nim heaps: the xor of their values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaskerSum(u64);

impl HeapSum for LaskerSum {
    #[inline]
    fn add(&mut self, tokens: u64) {
        self.0 ^= sg(tokens);
    }

    fn first_player_wins(&self) -> bool {
        self.0 != 0
    }

    fn winning_move(heaps: &[u64]) -> Option<(usize, HeapMove)> {
        let (i, target) = winning_component(heaps.iter().map(|&h| sg(h)))?;
        Some((i, move_to(heaps[i], target)?))
    }
}

/// A move of heap `h` to value `target < sg(h)`. Removals reach every heap below `h`, and the
/// heaps of value `target` are among `target - 1, target, target + 1`; when all of those are
/// `h` or more, the split `1 + (h - 1)` of the heap has the value (the case `h ≡ 3 (mod 4)`,
/// `target = h`: `1 ^ (h - 1) = h`). Small splits are tried in case.
///
/// O(1): three candidate heaps, then at most 64 small splits.
pub fn move_to(h: u64, target: u64) -> Option<HeapMove> {
    for y in [target.saturating_sub(1), target, target.saturating_add(1)] {
        if y < h && sg(y) == target {
            return Some(HeapMove::take(h, h - y));
        }
    }
    (1..=(h / 2).min(64)).find_map(|a| {
        (sg(a) ^ sg(h - a) == target).then_some(HeapMove {
            take: 0,
            left: [a, h - a],
        })
    })
}

/// `sg(0..len)` computed by the table engine from the real moves, in O(len²).
pub fn sg_table_from_moves(len: usize) -> Vec<u32> {
    table(len, |x, sg, options| {
        for &y in &sg[..x] {
            options.insert(y);
        }
        for a in 1..=x / 2 {
            options.insert(sg[a] ^ sg[x - a]);
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_form_matches_the_table_of_real_moves() {
        let table = sg_table_from_moves(1001);
        for (x, &v) in table.iter().enumerate() {
            assert_eq!(sg(x as u64), u64::from(v), "x = {x}");
        }
    }

    #[test]
    fn top_of_the_range() {
        let top = 1_000_000_000_000_000_000u64; // ≡ 0 (mod 4)
        assert_eq!(sg(top), top - 1);
        assert_eq!(sg(top - 1), top); // ≡ 3: x + 1, no overflow
        assert_eq!(sg(top - 2), top - 2);
        assert_eq!(sg(top - 3), top - 3);
        assert_eq!(sg(u64::MAX - 3), u64::MAX - 4); // ≡ 0: x - 1
    }
}

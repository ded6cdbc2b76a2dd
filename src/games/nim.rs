//! Nim: a move takes any positive number of tokens from one heap.
//!
//! `sg(x) = x`: the options of a heap `x` are the heaps `0..x`, whose values are `0..x` by
//! induction, so their mex is `x`. A position of several heaps is their sum, won by the player
//! to move iff the xor of the heaps is nonzero ([`crate::core::sum`]); misère Nim, where taking
//! the last token loses, is decided by the SJ rule on the same values
//! ([`crate::core::sum::MisereSum`]).

use crate::core::sum::{winning_component, HeapMove, HeapSum};

/// The SG value of a Nim heap of `x` tokens: `x` itself.
///
/// O(1).
///
/// ```
/// use grundy::games::nim;
/// let piles = [3u64, 4, 5];
/// let xor = piles.iter().fold(0, |acc, &p| acc ^ nim::sg(p));
/// assert_eq!(xor, 2); // nonzero: the first player wins
/// ```
#[inline]
pub fn sg(x: u64) -> u64 {
    x
}

/// A sum of Nim heaps: the xor of the piles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NimSum(u64);

impl HeapSum for NimSum {
    #[inline]
    fn add(&mut self, tokens: u64) {
        self.0 ^= tokens;
    }

    fn winning_move(heaps: &[u64]) -> Option<(usize, HeapMove)> {
        let (i, target) = winning_component(heaps.iter().copied())?;
        Some((i, HeapMove::take(heaps[i], heaps[i] - target)))
    }

    fn first_player_wins(&self) -> bool {
        self.0 != 0
    }
}

/// A Nim position read pile by pile for counting its winning moves: the xor of the piles and
/// how many piles have each bit set.
///
/// A move on pile `a` wins iff it leaves the xor 0, that is iff it turns `a` into `a ^ s`
/// (`s` the xor), which is a move iff `a ^ s < a`, iff `a` has the top bit of `s` set. So
/// the winning moves are as many as the piles with that bit, one per such pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimMoves {
    xor: u64,
    with_bit: [u32; 64],
}

impl Default for NimMoves {
    fn default() -> Self {
        NimMoves {
            xor: 0,
            with_bit: [0; 64],
        }
    }
}

impl NimMoves {
    /// Adds a pile of `tokens` tokens.
    ///
    /// O(64): one add per bit.
    #[inline]
    pub fn add(&mut self, tokens: u64) {
        self.xor ^= tokens;
        // One add per bit, no branch: the compiler turns this into vector adds.
        for (bit, count) in self.with_bit.iter_mut().enumerate() {
            *count += (tokens >> bit) as u32 & 1;
        }
    }

    /// The top bit of the xor, whose piles are the winning moves (`None` when the xor is 0).
    ///
    /// O(1).
    pub fn winning_bit(&self) -> Option<u32> {
        (self.xor != 0).then(|| 63 - self.xor.leading_zeros())
    }

    /// The winning move on pile `a`, if it has the winning bit: what it is left with.
    ///
    /// O(1).
    pub fn winning_move_on(&self, a: u64) -> Option<u64> {
        let bit = self.winning_bit()?;
        (a >> bit & 1 == 1).then_some(a ^ self.xor)
    }

    /// The number of moves that leave the xor 0 (0 when it is 0 already).
    ///
    /// O(n).
    pub fn winning_moves(&self) -> u64 {
        if self.xor == 0 {
            return 0;
        }
        let top = 63 - self.xor.leading_zeros() as usize;
        u64::from(self.with_bit[top])
    }
}

/// Which caps `k` on a move (take 1 to `k` tokens from one heap) let the first player win
/// (AtCoder ARC168 B "Arbitrary Nim"): see [`largest_winning_cap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cap {
    /// Every `k` at least the largest heap wins (the game is then Nim): no largest.
    Unbounded,
    /// No `k` wins.
    Never,
    /// The largest `k` that wins.
    Largest(u64),
}

/// The largest cap `k` for which the first player wins Nim with moves of 1 to `k` tokens.
///
/// *Proof.* With moves of 1 to `k`, a heap `a` is worth `a mod (k + 1)` (Bachet's game:
/// [`crate::games::subtraction`]). For `k` at least the largest heap every heap is worth
/// itself: when the heaps' xor is not 0, every such `k` wins ([`Cap::Unbounded`]). Otherwise
/// two equal heaps are worth the same for every `k` and cancel, so only the set `S` of sizes
/// that occur an odd number of times counts; its xor is 0. If `S` is empty every `k` loses
/// ([`Cap::Never`]). Else let `m = max S`: for `k + 1 = m` the heap `m` is worth 0 and every
/// other size of `S` is below `m`, worth itself, so the xor is `m ≠ 0` and the first player
/// wins; for `k >= m` every size of `S` is worth itself and the xor is 0. So `m - 1` is the
/// largest (it is at least 2: distinct positive sizes with xor 0 are at least three, the
/// largest at least 3).
///
/// O(n log n) (the heaps sorted in place).
///
/// ```
/// use grundy::games::nim::{largest_winning_cap, Cap};
/// assert_eq!(largest_winning_cap(&mut [1, 2, 3]), Cap::Largest(2));
/// assert_eq!(largest_winning_cap(&mut [1, 2, 3, 4]), Cap::Unbounded);
/// assert_eq!(largest_winning_cap(&mut [100, 100]), Cap::Never);
/// ```
pub fn largest_winning_cap(heaps: &mut [u64]) -> Cap {
    if heaps.iter().fold(0, |x, &h| x ^ h) != 0 {
        return Cap::Unbounded;
    }
    heaps.sort_unstable();
    // The largest size with an odd count: runs of equal sizes from the top.
    let mut end = heaps.len();
    while end > 0 {
        let size = heaps[end - 1];
        let start = heaps[..end].partition_point(|&h| h < size);
        if (end - start) % 2 == 1 && size > 0 {
            return Cap::Largest(size - 1);
        }
        end = start;
    }
    Cap::Never
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sg_table::table;

    #[test]
    fn winning_moves_are_the_piles_with_the_top_bit() {
        let count = |piles: &[u64]| {
            let mut moves = NimMoves::default();
            piles.iter().for_each(|&a| moves.add(a));
            moves.winning_moves()
        };
        assert_eq!(count(&[7, 11, 13]), 3);
        assert_eq!(count(&[5, 7, 9]), 1);
        assert_eq!(count(&[1_000_000_000, 1_000_000_000]), 0);
        assert_eq!(count(&[0]), 0);
        assert_eq!(count(&[u64::MAX, 1]), 1);
    }

    #[test]
    fn values_from_the_moves_are_the_heap_sizes() {
        let from_moves = table(200, |x, sg, o| sg[..x].iter().for_each(|&v| o.insert(v)));
        for (x, &v) in from_moves.iter().enumerate() {
            assert_eq!(super::sg(x as u64), u64::from(v));
        }
    }
}

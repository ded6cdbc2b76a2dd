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

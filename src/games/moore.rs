//! Moore's Nim_k (the seeds' "k-Nim"): a move takes at least one token from each of between 1
//! and `k` heaps (any amounts, heap by heap); whoever cannot move loses.
//!
//! Moore's theorem: write the heaps in binary; the player to move loses iff in every binary
//! digit the number of heaps with a 1 there is a multiple of `k + 1`. Call such a position
//! *balanced*.
//!
//! * From a balanced position every move unbalances: the move lowers between 1 and `k` heaps.
//!   Take the highest digit in which any lowered heap changes; every heap that changes there
//!   goes from 1 to 0 (a number that decreases loses a 1 in the highest digit that changes),
//!   and between 1 and `k` of them do, so that digit's count drops by 1..=k and stops being a
//!   multiple of `k + 1`.
//! * From an unbalanced position some move balances. Go through the digits from the top,
//!   keeping a set `C` of heaps already chosen to change (at most `k`); a chosen heap is free
//!   below the digit where it was chosen. At a digit whose count `c` (among unchosen heaps,
//!   plus the chosen heaps' current bits) is not a multiple of `k + 1`: if removing `r = c mod
//!   (k + 1)` ones from unchosen heaps is possible without exceeding `k` chosen heaps, choose
//!   `r` unchosen heaps with a 1 there and turn it to 0; otherwise set free bits of chosen
//!   heaps to 1 to reach the next multiple. The counting that shows one of the two always
//!   works is in Moore (1910); the tests check the theorem itself on every small position
//!   against a search that knows only the moves.
//!
//! With `k = 1` this is Nim (multiples of 2 in every digit: the xor is 0).

/// A Nim_k position read heap by heap: the count of heaps with each binary digit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MooreSum {
    k: u64,
    ones: [u64; 64],
}

impl MooreSum {
    /// An empty position of the game where a move changes at most `k >= 1` heaps.
    pub fn new(k: u64) -> Self {
        MooreSum { k, ones: [0; 64] }
    }

    /// Adds a heap of `tokens` tokens.
    #[inline]
    pub fn add(&mut self, tokens: u64) {
        // One add per bit, no branch: the compiler turns this into vector adds.
        for (bit, count) in self.ones.iter_mut().enumerate() {
            *count += (tokens >> bit) & 1;
        }
    }

    /// Does the player to move win? Iff the position is not balanced.
    pub fn first_player_wins(&self) -> bool {
        let modulus = self.k.saturating_add(1);
        self.ones.iter().any(|&c| c % modulus != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(k: u64, heaps: &[u64]) -> bool {
        let mut sum = MooreSum::new(k);
        heaps.iter().for_each(|&h| sum.add(h));
        sum.first_player_wins()
    }

    #[test]
    fn small_positions_by_hand() {
        assert!(
            !wins(2, &[1, 1, 1]),
            "each move leaves 1 or 2 ones, which the reply takes"
        );
        assert!(wins(2, &[1, 1]));
        assert!(!wins(1, &[3, 3]), "k = 1 is Nim");
        assert!(wins(3, &[3, 3]));
        assert!(!wins(1, &[]));
        assert!(!wins(u64::MAX, &[]), "k + 1 does not overflow");
    }
}

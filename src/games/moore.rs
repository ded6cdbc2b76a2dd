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

use crate::core::budget::{reserve, NoMemory};

/// A Nim_k position read heap by heap: the count of heaps with each binary digit set.
///
/// # Example
/// ```
/// use grundy::games::moore::{balancing_move, MooreSum};
/// let mut position = MooreSum::new(2); // a move may lower up to two heaps
/// [1, 2, 3].into_iter().for_each(|h| position.add(h));
/// assert!(position.first_player_wins()); // bit 0 is set in two heaps, not 0 or 3
/// assert_eq!(balancing_move(2, &[1, 2, 3]), Ok(Some(vec![(1, 1), (2, 1)]))); // to 1, 1, 1
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MooreSum {
    k: u64,
    ones: [u64; 64],
}

impl MooreSum {
    /// An empty position of the game where a move changes at most `k >= 1` heaps.
    ///
    /// O(1).
    pub fn new(k: u64) -> Self {
        MooreSum { k, ones: [0; 64] }
    }

    /// Adds a heap of `tokens` tokens.
    ///
    /// O(64): one add per bit.
    #[inline]
    pub fn add(&mut self, tokens: u64) {
        // One add per bit, no branch: the compiler turns this into vector adds.
        for (bit, count) in self.ones.iter_mut().enumerate() {
            *count += (tokens >> bit) & 1;
        }
    }

    /// Does the player to move win? Iff the position is not balanced.
    ///
    /// O(64).
    pub fn first_player_wins(&self) -> bool {
        let modulus = self.k.saturating_add(1);
        self.ones.iter().any(|&c| c % modulus != 0)
    }
}

/// A move that balances `heaps` under Moore's Nim_k, or `None` if they are balanced: the
/// heaps changed (0-based) with their new sizes, each smaller than before.
///
/// The construction of the module documentation, digit by digit from the top: `chosen` holds
/// the heaps already lowered (at most `k`), whose lower digits are free. At each digit, with
/// `c` ones among the unchosen heaps and `r = c mod (k + 1)`: if `r` more heaps may still be
/// chosen, `r` unchosen heaps with a 1 there are lowered (that 1 becomes 0); otherwise
/// `k + 1 - r <= |chosen|` free digits of chosen heaps are set to 1. Either way the digit's
/// count becomes a multiple of `k + 1`.
///
/// O(64 · n · min(n, k)) time for `n` heaps, O(n) memory grown with `try_reserve` (a memory
/// limit is [`NoMemory`]).
pub fn balancing_move(k: u64, heaps: &[u64]) -> Result<Option<Vec<(usize, u64)>>, NoMemory> {
    let k = usize::try_from(k).unwrap_or(usize::MAX);
    let mut new: Vec<u64> = Vec::new();
    reserve(&mut new, heaps.len())?;
    new.extend_from_slice(heaps);
    let mut chosen: Vec<usize> = Vec::new();
    let mut unchosen: Vec<usize> = Vec::new();
    reserve(&mut unchosen, heaps.len())?;
    for bit in (0..64).rev() {
        let mask = 1u64 << bit;
        unchosen.clear();
        unchosen.extend((0..heaps.len()).filter(|&i| !chosen.contains(&i) && heaps[i] & mask != 0));
        let r = unchosen.len() % k.saturating_add(1);
        // Chosen heaps are free here: clear their digit, then set as many as needed.
        for &i in &chosen {
            new[i] &= !mask;
        }
        if r == 0 {
            continue;
        }
        if r <= k - chosen.len() {
            reserve(&mut chosen, r)?;
            for &i in unchosen.iter().take(r) {
                new[i] = heaps[i] & !mask & !(mask - 1); // the digit and all below cleared
                chosen.push(i);
            }
        } else {
            for &i in chosen.iter().take(k + 1 - r) {
                new[i] |= mask;
            }
        }
    }
    if chosen.is_empty() {
        return Ok(None);
    }
    chosen.sort_unstable();
    let mut changes = Vec::new();
    reserve(&mut changes, chosen.len())?;
    changes.extend(chosen.into_iter().map(|i| (i, new[i])));
    Ok(Some(changes))
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
    fn balancing_moves_balance() {
        for k in 1..=3u64 {
            for a in 0..16u64 {
                for b in 0..16 {
                    for c in 0..8 {
                        let heaps = [a, b, c];
                        match balancing_move(k, &heaps).unwrap() {
                            None => assert!(!wins(k, &heaps), "k {k} {heaps:?}"),
                            Some(changes) => {
                                assert!(!changes.is_empty() && changes.len() as u64 <= k);
                                let mut after = heaps;
                                for &(i, v) in &changes {
                                    assert!(v < heaps[i], "k {k} {heaps:?}: {changes:?}");
                                    after[i] = v;
                                }
                                assert!(!wins(k, &after), "k {k} {heaps:?}: {changes:?}");
                            }
                        }
                    }
                }
            }
        }
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

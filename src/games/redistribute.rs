//! The stone game of POJ 1740 "A New Stone Game": piles of stones; a move takes at least one
//! stone from one pile, and may then hand any of that pile's remaining stones to other
//! nonempty piles, as many to each as the player likes; whoever cannot move loses.
//!
//! ## Who wins
//! The player to move loses iff the nonempty piles pair up: every size occurs an even number
//! of times. Call such positions paired.
//!
//! * From a paired position every move leaves an unpaired one. Let `c(v)` count the piles of
//!   at least `v` stones; a position is paired iff every `c(v)` is even. A move brings one
//!   pile from `a` down to `a'` (taking `t >= 1` stones and handing out `h`, so `a - a' = t +
//!   h`) and raises other piles from `r` to `r'` (the `r' - r` add up to `h`). For `v` in
//!   `(a', a]`, `c(v)` loses one and gains one for each raised pile with `r < v <= r'`. If
//!   both positions were paired, each of those `t + h` values of `v` would need at least one
//!   raised pile to cover it, so `h >= t + h`: impossible with `t >= 1`.
//! * From an unpaired position, with the nonempty sizes sorted `a_1 <= … <= a_k`:
//!   - `k` odd: empty the largest pile, handing `a_2 - a_1` to pile `a_1`, `a_4 - a_3` to
//!     `a_3`, …, `a_{k-1} - a_{k-2}` to `a_{k-2}`; these add up to at most `a_{k-1} - a_1 <
//!     a_k`, so at least one stone is taken, and the piles left are `a_2, a_2, a_4, a_4, …`.
//!   - `k` even: bring the largest pile down to `a_1`, handing `a_3 - a_2` to `a_2`, `a_5 -
//!     a_4` to `a_4`, …; the piles left pair up as `a_1, a_1, a_3, a_3, …`, and the stones
//!     taken, `a_k - a_1` minus the handouts, are zero only if the position was paired.
//!
//! So the first player wins iff the piles do not pair up.

use crate::core::budget::{reserve, NoMemory};

/// Does the player to move win? `piles` in any order; empty piles are ignored.
///
/// O(n log n): the sizes are sorted and compared in pairs (a copy of 8 bytes a pile, grown
/// with `try_reserve`: a memory limit is [`NoMemory`]).
///
/// ```
/// use grundy::games::redistribute::first_player_wins;
/// // POJ 1740's sample: 2 1 3 is won, 1 1 is lost.
/// assert!(first_player_wins(&[2, 1, 3]).unwrap() && !first_player_wins(&[1, 1]).unwrap());
/// assert!(!first_player_wins(&[4, 0, 4, 7, 7]).unwrap());
/// ```
pub fn first_player_wins(piles: &[u64]) -> Result<bool, NoMemory> {
    let mut sizes: Vec<u64> = Vec::new();
    reserve(&mut sizes, piles.len())?;
    sizes.extend(piles.iter().copied().filter(|&a| a > 0));
    sizes.sort_unstable();
    Ok(sizes.len() % 2 == 1 || sizes.chunks(2).any(|pair| pair[0] != pair[1]))
}

/// One move: take `take` stones from pile `from`, then hand `give[j].1` stones to pile
/// `give[j].0` (indices into the caller's piles).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Redistribution {
    /// The pile taken from.
    pub from: usize,
    /// The stones removed from the game (at least one).
    pub take: u64,
    /// The piles handed stones, and how many each: nonempty piles other than `from`, each
    /// listed once, in increasing order of index.
    pub give: Vec<(usize, u64)>,
}

/// A winning move (the one in the module documentation), or `None` when the piles pair up.
///
/// O(n log n).
///
/// ```
/// use grundy::games::redistribute::{winning_move, Redistribution};
/// // 2 1 3: empty the 3, hand 1 stone to the 1: piles 2 2 0.
/// let m = winning_move(&[2, 1, 3]).unwrap().unwrap();
/// assert_eq!(m, Redistribution { from: 2, take: 2, give: vec![(1, 1)] });
/// assert_eq!(winning_move(&[1, 1]), Ok(None));
/// ```
pub fn winning_move(piles: &[u64]) -> Result<Option<Redistribution>, NoMemory> {
    if !first_player_wins(piles)? {
        return Ok(None);
    }
    let mut order: Vec<usize> = Vec::new();
    reserve(&mut order, piles.len())?;
    order.extend((0..piles.len()).filter(|&i| piles[i] > 0));
    // Unstable (no buffer to allocate), ties by index: the order a stable sort gives.
    order.sort_unstable_by_key(|&i| (piles[i], i));
    let k = order.len();
    let size = |j: usize| piles[order[j]];
    let from = order[k - 1];
    // Receivers j (0-based in sorted order) get size(j + 1) - size(j): j = 0, 2, …, k - 3
    // when k is odd, and j = 1, 3, …, k - 3 when k is even (then the largest keeps a_1).
    let (first, keep) = if k % 2 == 1 { (0, 0) } else { (1, size(0)) };
    let mut give: Vec<(usize, u64)> = Vec::new();
    reserve(&mut give, k / 2)?;
    give.extend(
        (first..k.saturating_sub(2))
            .step_by(2)
            .map(|j| (order[j], size(j + 1) - size(j)))
            .filter(|&(_, amount)| amount > 0),
    );
    let handed: u64 = give.iter().map(|g| g.1).sum();
    let take = size(k - 1) - keep - handed;
    give.sort_unstable();
    Ok(Some(Redistribution { from, take, give }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The winning move of every small position is a legal move that leaves the piles paired
    /// (a search over the real moves checks the rule itself, in `tests/solvers/classic_games.rs`).
    #[test]
    fn winning_moves_are_legal_and_pair_the_piles() {
        let mut checked = 0;
        for n in 1..=4u32 {
            for code in 0..6u64.pow(n) {
                let piles: Vec<u64> = (0..n).map(|i| code / 6u64.pow(i) % 6).collect();
                let Some(m) = winning_move(&piles).unwrap() else {
                    assert!(!first_player_wins(&piles).unwrap(), "{piles:?}");
                    continue;
                };
                let mut next = piles.clone();
                assert!(m.take >= 1);
                next[m.from] -= m.take;
                for &(j, x) in &m.give {
                    assert!(j != m.from && piles[j] > 0 && x > 0, "{piles:?}: {m:?}");
                    next[m.from] -= x;
                    next[j] += x;
                }
                assert!(!first_player_wins(&next).unwrap(), "{piles:?} -> {next:?}");
                checked += 1;
            }
        }
        assert!(checked > 1000);
    }
}

//! Staircase Nim: step `i` (1-based) holds `a_i` stones; a move takes some stones from step `i`
//! down to step `i - 1` (from step 1 they leave play); the last mover wins.
//!
//! The first player wins iff the xor of the odd-numbered steps is nonzero. Moving stones from
//! an odd step to the even step below is a Nim move on the odd steps. A move from an even step
//! `i` puts stones on the odd step `i - 1`; the opponent moves exactly those stones on to step
//! `i - 2` (an even step, or the ground), which restores every odd step. Stones only ever move
//! down, so this cannot go on forever, and the player who wins the Nim game on the odd steps
//! wins the staircase.

use crate::core::sum::{winning_component, HeapMove, HeapSum};

/// The staircase read one step at a time, from step 1 up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Staircase {
    steps: u64,
    odd_xor: u64,
}

impl Staircase {
    /// Adds the next step, holding `stones`.
    #[inline]
    pub fn push(&mut self, stones: u64) {
        self.steps += 1;
        if self.steps % 2 == 1 {
            self.odd_xor ^= stones;
        }
    }

    /// The value of the position: the xor of the odd-numbered steps.
    pub fn value(&self) -> u64 {
        self.odd_xor
    }
}

/// The steps are the heaps of the sum, read from step 1 up.
impl HeapSum for Staircase {
    #[inline]
    fn add(&mut self, tokens: u64) {
        self.push(tokens);
    }

    fn first_player_wins(&self) -> bool {
        self.odd_xor != 0
    }

    fn winning_move(steps: &[u64]) -> Option<(usize, HeapMove)> {
        odd_step_move(steps)
    }
}

/// Moves stones from an odd step to the one below (the Nim move on the odd steps): the step
/// (0-based) and the stones moved, as `take`. `None` if every move loses.
pub fn odd_step_move(steps: &[u64]) -> Option<(usize, HeapMove)> {
    let odd = steps.iter().step_by(2).copied();
    let (k, target) = winning_component(odd)?;
    let i = 2 * k;
    Some((i, HeapMove::take(steps[i], steps[i] - target)))
}

/// Georgia and Bob (POJ 1704): chessmen on cells `1, 2, …` of a row, at distinct cells; a move
/// slides one chessman left by at least one cell, never onto or over another, never past
/// cell 1. This is staircase Nim on the gaps.
///
/// Sorted, the chessmen at `p_1 < … < p_n` leave gaps `g_i = p_i - p_{i-1} - 1` (`p_0 = 0`, the
/// wall). Number the gaps from the right: the rightmost chessman's gap is step 1. Sliding
/// chessman `i` left by `c` takes `c` from `g_i` and adds `c` to `g_{i+1}`, the gap to its
/// right, which is one step lower: a staircase move of `c` stones from step `n + 1 - i` down
/// to step `n - i` (from the rightmost chessman, step 1, the stones leave play). So the
/// first player wins iff the xor of the odd-numbered steps, the gaps of chessmen `n`,
/// `n - 2`, …, is nonzero.
pub fn chessmen(sorted: &[u64]) -> Staircase {
    let mut stairs = Staircase::default();
    for i in (0..sorted.len()).rev() {
        let left = if i == 0 { 0 } else { sorted[i - 1] };
        stairs.push(sorted[i] - left - 1);
    }
    stairs
}

/// A winning move of Georgia and Bob on the sorted chessmen: the staircase move on the gaps
/// (step 1 is the rightmost chessman's gap), read back as `(from, to)`: the chessman at
/// `from` slides left to `to`. `None` if every move loses.
pub fn chessman_move(sorted: &[u64]) -> Option<(u64, u64)> {
    let n = sorted.len();
    let steps: Vec<u64> = (0..n)
        .rev()
        .map(|i| sorted[i] - if i == 0 { 0 } else { sorted[i - 1] } - 1)
        .collect();
    let (step, m) = odd_step_move(&steps)?;
    let from = sorted[n - 1 - step];
    Some((from, from - m.take))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(steps: &[u64]) -> u64 {
        let mut s = Staircase::default();
        steps.iter().for_each(|&a| s.push(a));
        s.value()
    }

    #[test]
    fn chessmen_by_hand() {
        // 1 2 3: no gaps, no move: lost. The POJ sample's 8 chessmen are won.
        assert_eq!(chessmen(&[1, 2, 3]).value(), 0);
        assert_ne!(chessmen(&[1, 5, 6, 7, 9, 12, 14, 17]).value(), 0);
        // One chessman at 5: one heap of 4.
        assert_eq!(chessmen(&[5]).value(), 4);
    }

    #[test]
    fn even_steps_do_not_count() {
        assert_eq!(value(&[2, 1, 3]), 1);
        assert_eq!(value(&[0, 5]), 0);
        assert_eq!(value(&[1, 7, 1]), 0);
    }
}

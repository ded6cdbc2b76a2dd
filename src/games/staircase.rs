//! Staircase Nim: step `i` (1-based) holds `a_i` stones; a move takes some stones from step `i`
//! down to step `i - 1` (from step 1 they leave play); the last mover wins.
//!
//! The first player wins iff the xor of the odd-numbered steps is nonzero. Moving stones from
//! an odd step to the even step below is a Nim move on the odd steps. A move from an even step
//! `i` puts stones on the odd step `i - 1`; the opponent moves exactly those stones on to step
//! `i - 2` (an even step, or the ground), which restores every odd step. Stones only ever move
//! down, so this cannot go on forever, and the player who wins the Nim game on the odd steps
//! wins the staircase.

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

#[cfg(test)]
mod tests {
    use super::*;

    fn value(steps: &[u64]) -> u64 {
        let mut s = Staircase::default();
        steps.iter().for_each(|&a| s.push(a));
        s.value()
    }

    #[test]
    fn even_steps_do_not_count() {
        assert_eq!(value(&[2, 1, 3]), 1);
        assert_eq!(value(&[0, 5]), 0);
        assert_eq!(value(&[1, 7, 1]), 0);
    }
}

//! Anti-SG games: the player who makes the last move loses.
//!
//! The SJ theorem (Jia Zhihao): in a sum of games where play ends once every component has SG
//! value 0, the first player wins iff
//!
//! * the xor of the components' SG values is nonzero and some component's value exceeds 1, or
//! * the xor is zero and no component's value exceeds 1.
//!
//! (With every value at most 1 the game is a count of one-token moves and the first player
//! wins iff that count is even; otherwise the player to move plays normal Nim until one
//! component above 1 is left and then chooses the parity of the 1s that remain.)

/// What the SJ rule needs of a sum, gathered one component at a time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AntiSgSum {
    xor: u64,
    any_above_one: bool,
}

impl AntiSgSum {
    /// Adds a component of SG value `v`.
    #[inline]
    pub fn add(&mut self, v: u64) {
        self.xor ^= v;
        self.any_above_one |= v > 1;
    }

    /// The SJ verdict: does the player to move win?
    pub fn first_player_wins(&self) -> bool {
        if self.any_above_one {
            self.xor != 0
        } else {
            self.xor == 0
        }
    }
}

/// The SJ verdict for components with SG values `values` (a slice's `.iter().copied()`, say).
pub fn first_player_wins<I: IntoIterator<Item = u64>>(values: I) -> bool {
    let mut sum = AntiSgSum::default();
    values.into_iter().for_each(|v| sum.add(v));
    sum.first_player_wins()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cases_by_hand() {
        assert!(
            first_player_wins([]),
            "no move at all: the player to move has made no last move"
        );
        assert!(!first_player_wins([1]), "must take the last token");
        assert!(first_player_wins([1, 1]));
        assert!(first_player_wins([2]), "take one, leave one");
        assert!(!first_player_wins([2, 2]));
        assert!(first_player_wins([3, 5, 1]));
    }
}

//! Sums of games: the Sprague–Grundy theorem, the SJ theorem for misère play, and the step
//! rule of Every-SG games.
//!
//! ## Normal play
//! A position made of independent components, where a move is a move in exactly one of them,
//! has SG value equal to the xor of the components' values (the nim-sum). A position is lost
//! for the player to move iff its value is 0: from value 0 every move leads to a nonzero value,
//! and from a nonzero value `x` some component can move to make the xor 0 (pick one whose value
//! has the top bit of `x` set and replace it by that value xor `x`, which is smaller).
//!
//! ## Misère play (anti-SG)
//! The SJ theorem (Jia Zhihao): in a sum of games where the player who makes the last move
//! loses, and play ends once every component has SG value 0, the first player wins iff
//!
//! * the xor of the components' SG values is nonzero and some component's value exceeds 1, or
//! * the xor is zero and no component's value exceeds 1.
//!
//! (With every value at most 1 the game is a count of one-token moves and the first player
//! wins iff that count is even; otherwise the player to move plays normal Nim until one
//! component above 1 is left and then chooses the parity of the 1s that remain.)
//!
//! ## Every-SG
//! When each turn must move in every component that still has a move (and whoever cannot move
//! loses), give each position a step count: 0 with no move; `1 + max` of the steps of its lost
//! options when it is won; `1 + min` of the steps of its options when it is lost. By induction
//! a step is odd exactly when the position is won. The player who wins a component can make it
//! last exactly its step count of turns, ending it with their own move (always to the lost
//! option with the largest step), and the player who loses it cannot make it last longer
//! (the winner keeps to that rule); so the component with the largest step ends last, and the
//! player to move wins iff that step is odd: the component is theirs.

/// The xor of the components' SG values.
///
/// O(number of values).
#[inline]
pub fn nim_sum<I: IntoIterator<Item = u64>>(values: I) -> u64 {
    values.into_iter().fold(0, |acc, v| acc ^ v)
}

/// Normal play: the player to move wins iff the position's SG value is nonzero.
///
/// O(1).
#[inline]
pub fn first_player_wins(sg_value: u64) -> bool {
    sg_value != 0
}

/// A sum of heap games read one heap at a time: what a verdict on a list of piles needs.
pub trait HeapSum: Default {
    /// Adds the next heap, of `tokens` tokens.
    fn add(&mut self, tokens: u64);
    /// Does the player to move win the sum?
    fn first_player_wins(&self) -> bool;
    /// A winning move of the position `heaps`: which heap (0-based) and what it becomes;
    /// `None` when every move loses.
    fn winning_move(heaps: &[u64]) -> Option<(usize, HeapMove)>;
}

/// One move on one heap: `take` tokens removed, the rest left as the heaps `left` (0 marks no
/// heap: `[r, 0]` leaves one heap of `r`, `[a, b]` two heaps, `[0, 0]` nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapMove {
    /// Tokens removed (0 for a split that removes nothing).
    pub take: u64,
    /// The heaps left.
    pub left: [u64; 2],
}

impl HeapMove {
    /// Remove `take` of the heap's `tokens`; the rest stays one heap.
    ///
    /// O(1). `take` must be at most `tokens`.
    pub fn take(tokens: u64, take: u64) -> Self {
        HeapMove {
            take,
            left: [tokens - take, 0],
        }
    }
}

/// The Sprague–Grundy move: with the components' `values` and their xor `s` nonzero, a
/// component whose value has the top bit of `s` (one exists, as `s` is their xor) moves to
/// value `v ^ s < v`, which leaves the xor 0. Returns that component and the value it must
/// reach; `None` when the xor is 0.
///
/// O(n) for n components.
pub fn winning_component(values: impl Iterator<Item = u64> + Clone) -> Option<(usize, u64)> {
    let s = values.clone().fold(0, |acc, v| acc ^ v);
    if s == 0 {
        return None;
    }
    let top = 63 - s.leading_zeros();
    values
        .enumerate()
        .find(|&(_, v)| v >> top & 1 == 1)
        .map(|(i, v)| (i, v ^ s))
}

/// The SJ strategy for a misère sum whose components have the SG `values` (each of which can
/// move to any smaller value, and has no move at value 0): which component moves, and the
/// value it moves to; `None` when every move loses or there is no move. With every value at
/// most 1 (and an even count of ones), take a one to 0; with exactly one value above 1, cut
/// it to 0 or 1 so that an odd number of ones is left (the opponent then takes the last of
/// them); with two or more above 1, the normal move to xor 0, which leaves at least two above
/// 1 (with one left, the xor could not be 0).
///
/// O(n) for n components.
pub fn misere_component(values: &[u64]) -> Option<(usize, u64)> {
    let mut big = values.iter().enumerate().filter(|&(_, &v)| v > 1);
    let ones = values.iter().filter(|&&v| v == 1).count();
    match (big.next(), big.next()) {
        (None, _) if ones % 2 == 0 && ones > 0 => Some((values.iter().position(|&v| v == 1)?, 0)),
        (None, _) => None,
        (Some((j, _)), None) => Some((j, if ones % 2 == 1 { 0 } else { 1 })),
        _ => winning_component(values.iter().copied()),
    }
}

/// What the SJ rule needs of a misère sum, gathered one component at a time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MisereSum {
    xor: u64,
    any_above_one: bool,
}

/// Components are added by their SG values (for misère Nim, the piles themselves). The
/// winning move is [`misere_component`]'s, each pile a component.
impl HeapSum for MisereSum {
    fn winning_move(heaps: &[u64]) -> Option<(usize, HeapMove)> {
        let (i, target) = misere_component(heaps)?;
        Some((i, HeapMove::take(heaps[i], heaps[i] - target)))
    }

    #[inline]
    fn add(&mut self, v: u64) {
        self.xor ^= v;
        self.any_above_one |= v > 1;
    }

    /// The SJ verdict: does the player to move win?
    fn first_player_wins(&self) -> bool {
        sj_first_player_wins(self.xor, self.any_above_one)
    }
}

/// The SJ rule itself, on a misère sum's xor and whether some component's value exceeds 1:
/// the player to move wins iff the xor is nonzero with some value above 1, or zero with none.
///
/// O(1).
#[inline]
pub fn sj_first_player_wins(xor: u64, any_above_one: bool) -> bool {
    if any_above_one {
        xor != 0
    } else {
        xor == 0
    }
}

/// The Every-SG rule: the player to move wins iff the largest of the components' step
/// counts is odd (see the module documentation). No component, or all of them over (step 0):
/// the player to move cannot move and loses.
///
/// O(number of components).
///
/// ```
/// use grundy::core::sum::every_sg_first_player_wins;
/// assert!(every_sg_first_player_wins([1, 2, 3]));
/// assert!(!every_sg_first_player_wins([2, 1]));
/// assert!(!every_sg_first_player_wins([]));
/// ```
#[inline]
pub fn every_sg_first_player_wins(steps: impl IntoIterator<Item = u64>) -> bool {
    steps.into_iter().max().unwrap_or(0) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn misere(values: &[u64]) -> bool {
        let mut sum = MisereSum::default();
        values.iter().for_each(|&v| sum.add(v));
        sum.first_player_wins()
    }

    #[test]
    fn nim_positions() {
        assert_eq!(nim_sum([1, 2, 3]), 0);
        assert!(!first_player_wins(nim_sum([1, 2, 3])));
        assert!(first_player_wins(nim_sum([3, 5, 1])));
        assert!(!first_player_wins(nim_sum([])));
    }

    #[test]
    fn misere_small_cases_by_hand() {
        assert!(
            misere(&[]),
            "no move at all: the player to move has made no last move"
        );
        assert!(!misere(&[1]), "must take the last token");
        assert!(misere(&[1, 1]));
        assert!(misere(&[2]), "take one, leave one");
        assert!(!misere(&[2, 2]));
        assert!(misere(&[3, 5, 1]));
    }
}

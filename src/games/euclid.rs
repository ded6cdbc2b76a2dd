//! Euclid's game: two positive numbers; a move subtracts a positive multiple of the smaller
//! from the larger, leaving it nonnegative; whoever leaves a zero wins (the player then to move
//! has none). And its Every-SG form (HDU 3595), where a turn moves every game still going.
//!
//! ## Who wins
//! Let `a >= b > 0`, `a = qb + r` with `0 <= r < b`. The moves lead to `(r + ib, b)` for
//! `i = 0, …, q - 1`.
//!
//! * `r = 0`: subtracting `qb` leaves a zero and wins.
//! * `q >= 2`: the player to move wins. Both `(r, b)` and `(r + b, b)` are reachable, and the
//!   only move from `(r + b, b)` (its quotient is 1) is to `(r, b)`. So one of the two is lost
//!   for the player who must move from it: `(r, b)` if it is lost, else `(r + b, b)`.
//! * `q = 1`: the only move is to `(b, r)`; the player to move wins iff that is lost.
//!
//! So the game follows the Euclidean algorithm on `(a, b)`: the player to move at the first
//! step whose quotient is at least 2 (or whose remainder is 0) wins, and the steps before it
//! are forced. O(log) steps: at most 92 for numbers below 2^64 (the Fibonacci numbers are the
//! slowest case).
//!
//! ## Every-SG
//! In a game of several components where each turn must move in every component that still
//! has a move, and whoever cannot move loses, a component's SG value says nothing; what
//! matters is how long it lasts. The player who wins a component wants it to last as long as
//! possible, the player who loses it wants it over soon, so each position has a `step`
//! count: 0 when it has no move; for a won position, 1 + the largest step of its lost options;
//! for a lost one, 1 + the smallest step of its (all won) options. The whole game is won by
//! the player to move iff the largest step among the components is odd
//! ([`every_sg_first_player_wins`](crate::core::sum::every_sg_first_player_wins)).
//!
//! For Euclid's game the steps follow the same recursion as the winner. With `S`, `W` the
//! step and the winner of `(b, r)`:
//! * `q = 1`: one option, so the step is `S + 1` (and the player to move wins iff not `W`);
//! * `q >= 2` (or `r = 0`, where `(b, 0)` has `W` false and `S` 0): won, and the one lost
//!   option among `(r + ib, b)` is `(r, b)` (step `S`) if `W` is false, else `(r + b, b)`
//!   (step `S + 1`); every other option has quotient at least 2 and is won. So the step is
//!   `S + 1` or `S + 2`.

/// Does the player to move win the position `(a, b)`? A position with a zero in it is over:
/// the player to move lost.
///
/// O(log min(a, b)): the Euclidean algorithm, stopped at the first quotient of at least 2.
///
/// ```
/// use grundy::games::euclid::first_player_wins;
/// assert!(first_player_wins(34, 12));   // POJ 2348's sample: Stan wins
/// assert!(!first_player_wins(15, 24));  // Ollie wins
/// assert!(first_player_wins(5, 5) && !first_player_wins(0, 5));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut mover_wins = true;
    loop {
        if b == 0 {
            // Only reached when the caller's position already had a zero.
            return !mover_wins;
        }
        if a % b == 0 || a / b >= 2 {
            return mover_wins;
        }
        // Quotient 1: the one move, and the other player moves next.
        (a, b) = (b, a - b);
        mover_wins = !mover_wins;
    }
}

/// A winning move from `(a, b)`: `(take, from)`, subtract `take` (a multiple of the smaller
/// number) from the larger number `from`. `None` when every move loses, or there is no move.
///
/// O(log min(a, b)).
///
/// ```
/// use grundy::games::euclid::winning_move;
/// assert_eq!(winning_move(34, 12), Some((24, 34)));  // leaves (10, 12): lost for Ollie
/// assert_eq!(winning_move(15, 24), None);
/// assert_eq!(winning_move(7, 7), Some((7, 7)));
/// ```
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (a, b) = (a.max(b), a.min(b));
    if b == 0 || !first_player_wins(a, b) {
        return None;
    }
    let (q, r) = (a / b, a % b);
    let times = if r == 0 || !first_player_wins(b, r) {
        q
    } else {
        // (r, b) is won for whoever moves there, so leave (r + b, b) and make them.
        q - 1
    };
    Some((times * b, a))
}

/// The position `(a, b)` in an Every-SG game: `(wins, step)`, whether the player to move wins
/// it alone, and its step count (see the module documentation). `(false, 0)` when a number is
/// 0 (nothing to move).
///
/// O(log min(a, b)): the quotients' "at least 2" flags are kept (at most 92 of them, in a
/// `u128`) and folded from the last one back.
///
/// ```
/// use grundy::games::euclid::every_sg_step;
/// assert_eq!(every_sg_step(1, 1), (true, 1));
/// assert_eq!(every_sg_step(3, 2), (false, 2));  // the only move leaves (2, 1), won in 1
/// assert_eq!(every_sg_step(0, 9), (false, 0));
/// ```
pub fn every_sg_step(a: u64, b: u64) -> (bool, u64) {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut wide = 0u128;
    let mut levels = 0;
    while b != 0 {
        if a / b >= 2 {
            wide |= 1 << levels;
        }
        levels += 1;
        (a, b) = (b, a % b);
    }
    let (mut wins, mut step) = (false, 0);
    for level in (0..levels).rev() {
        if wide >> level & 1 == 1 {
            step += if wins { 2 } else { 1 };
            wins = true;
        } else {
            step += 1;
            wins = !wins;
        }
    }
    (wins, step)
}

/// The move that keeps `(a, b)`'s Every-SG step count on course: to the option whose step is
/// one less (the longest-lasting lost option when `(a, b)` is won, the quickest option when
/// it is lost). `(take, from)` as in [`winning_move`]; `None` when a number is 0.
///
/// O(log min(a, b)).
///
/// ```
/// use grundy::games::euclid::every_sg_move;
/// assert_eq!(every_sg_move(3, 2), Some((2, 3)));
/// assert_eq!(every_sg_move(5, 2), Some((2, 5)));  // (3, 2): lost for the opponent, step 2
/// ```
pub fn every_sg_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (a, b) = (a.max(b), a.min(b));
    if b == 0 {
        return None;
    }
    let (q, r) = (a / b, a % b);
    // With q >= 2, the lost option is (r, b) or (r + b, b), as in `winning_move`; with
    // q = 1 there is one option.
    let times = if q >= 2 && r != 0 && every_sg_step(b, r).0 {
        q - 1
    } else {
        q
    };
    Some((times * b, a))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option of `(a, b)`, by the rules.
    fn options(a: u64, b: u64) -> Vec<(u64, u64)> {
        let (big, small) = (a.max(b), a.min(b));
        if small == 0 {
            return Vec::new();
        }
        (1..=big / small)
            .map(|k| (big - k * small, small))
            .collect()
    }

    /// (wins, step) straight from the definition.
    fn by_definition(
        a: u64,
        b: u64,
        memo: &mut std::collections::HashMap<(u64, u64), (bool, u64)>,
    ) -> (bool, u64) {
        if let Some(&known) = memo.get(&(a, b)) {
            return known;
        }
        let children: Vec<(bool, u64)> = options(a, b)
            .into_iter()
            .map(|(x, y)| by_definition(x, y, memo))
            .collect();
        let result = if children.is_empty() {
            (false, 0)
        } else if children.iter().any(|c| !c.0) {
            (
                true,
                1 + children
                    .iter()
                    .filter(|c| !c.0)
                    .map(|c| c.1)
                    .max()
                    .unwrap_or(0),
            )
        } else {
            (false, 1 + children.iter().map(|c| c.1).min().unwrap_or(0))
        };
        memo.insert((a, b), result);
        result
    }

    #[test]
    fn winner_step_and_moves_match_the_definition() {
        let mut memo = std::collections::HashMap::new();
        for a in 0..80 {
            for b in 0..80 {
                let (wins, step) = by_definition(a, b, &mut memo);
                assert_eq!(first_player_wins(a, b), wins, "{a} {b}");
                assert_eq!(every_sg_step(a, b), (wins, step), "{a} {b}");
                match winning_move(a, b) {
                    Some((take, from)) => {
                        let other = if from == a.max(b) { a.min(b) } else { a.max(b) };
                        assert!(options(a, b).contains(&(from - take, other)), "{a} {b}");
                        assert!(!by_definition(from - take, other, &mut memo).0, "{a} {b}");
                    }
                    None => assert!(!wins, "{a} {b}"),
                }
                if let Some((take, from)) = every_sg_move(a, b) {
                    let other = a.min(b);
                    assert_eq!(from, a.max(b));
                    let next = by_definition(from - take, other, &mut memo);
                    assert_eq!(next.1 + 1, step, "{a} {b}");
                    assert_eq!(next.0, !wins, "{a} {b}");
                } else {
                    assert_eq!(step, 0);
                }
            }
        }
    }

    #[test]
    fn fibonacci_numbers_take_the_most_steps() {
        let (mut x, mut y) = (1u64, 2u64);
        while let Some(z) = x.checked_add(y) {
            (x, y) = (y, z);
        }
        let (_, step) = every_sg_step(y, x);
        assert!(step >= 90, "{step}");
        assert_eq!(first_player_wins(y, x), step % 2 == 1);
    }
}

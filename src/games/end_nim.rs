//! End-Nim (Luogu P2599, \[ZJOI2009\] 取石子游戏; Albert and Nowakowski, "The game of
//! End-Nim", Electronic Journal of Combinatorics 8(2), 2001): non-empty piles in a row; a move
//! takes any positive number of stones from the leftmost or the rightmost pile (a pile
//! emptied leaves the row); whoever cannot move loses.
//!
//! # Theorem
//! For a row `T` (possibly empty) there is exactly one `x ≥ 0` such that the row `x T` (a pile
//! of `x` put on its left, none for `x = 0`) is a second-player win: call it `L(T)`; likewise
//! `R(T)` on the right. For `T` empty `L = R = 0`, and for a pile `b` put on the right of `T`
//! ([`left_after`]), with `L = L(T)` and `R = R(T)`:
//!
//! ```text
//! L(T b) = 0       if b = R,
//!          b       if b < L and b < R, or b > L and b > R,
//!          b + 1   if L ≤ b < R,
//!          b − 1   if R < b ≤ L,
//! ```
//!
//! and `R(a T)` is the same with `L` and `R` exchanged. So a row `a_1 … a_n` is lost for the
//! player to move exactly when `a_1 = L(a_2 … a_n)`: the values of every interval, shortest
//! first, are an O(n²) interval recurrence in O(n) memory.
//!
//! *Proof.* Uniqueness: if `x T` and `y T` were both lost with `x < y`, moving `y` down to `x`
//! would win from a lost position. Existence: if every `x T` were won, each would have a move
//! to a lost position; moves on the left pile lead to `x' T`, all won, so each `x` has a lost
//! `x T'` with `T'` one of the finitely many rows a move on `T`'s right end leaves; two `x`
//! would share a `T'`, against uniqueness. (`T` empty: the row `x` is lost only for `x = 0`.)
//!
//! For the recurrence fix `T` and write `f(b)` for the right-hand side above, with `f(0) = L`,
//! and `g` for its mirror, `g(0) = R`. If `L = 0` then `T` alone is lost, so `R = 0` too. Read
//! by cases, `f` sends `0` to `L`, `R` to `0`, and the rest of `ℕ` (positive, not `R`) onto the
//! positive numbers other than `L`, strictly increasing: below both it is the identity, between
//! them it shifts by one across the gap at `L`, above both the identity again. So `f` is a
//! bijection of `ℕ`, with inverse `g`. Now show, by induction on `x + b`, that `x T b` is
//! lost exactly when `x = f(b)`. With `x = 0` or `b = 0` that is the definition of `R` or `L`.
//! Otherwise the moves lead to `x' T b` (`x' < x`, lost iff `x' = f(b)`) and `x T b'` (`b' < b`,
//! lost iff `x = f(b')`), so `x T b` is lost iff `f(b) ≥ x` and `x ∉ f({0, …, b−1})`. At
//! `x = f(b)` both hold (`f` is injective). At `x > f(b)` the first fails. At `0 < x < f(b)`:
//! `x = f(c)` for one `c`; `c = 0` if `x = L`; else `c` and `b` are positive and not `R`, where
//! `f` increases, so `c < b`: the second fails. ∎
//!
//! A winning move from a won row: the lost rows a move reaches are `L(a_2 … a_n) a_2 … a_n`
//! and `a_1 … a_{n−1} R(a_1 … a_{n−1})` (by uniqueness), so lower whichever end pile can be
//! lowered to its value.

use crate::core::budget::NoMemory;

/// `L(T b)` from `L(T)`, `R(T)` and `b` (the [theorem](self)); `R(a T)` is
/// `left_after(R(T), L(T), a)`.
///
/// ```
/// use grundy::games::end_nim::left_after;
/// // T empty (L = R = 0): the row x b is two-pile Nim, lost at x = b.
/// assert_eq!(left_after(0, 0, 5), 5);
/// // T = 1: L = R = 1, and x 1 2 is lost at x = 2.
/// assert_eq!(left_after(1, 1, 2), 2);
/// ```
///
/// O(1). Never overflows: `b + 1` is taken only when `b < R`.
pub fn left_after(left: u64, right: u64, b: u64) -> u64 {
    // The four cases without a branch (the interval loop runs this n²/2 times, on values a
    // branch predictor cannot guess): `+1` between `L ≤ b < R`, `−1` for `R < b ≤ L`, and `b`
    // elsewhere; then 0 at `b = R` (where neither shift applies).
    let up = u64::from(left <= b && b < right);
    let down = u64::from(right < b && b <= left);
    let shifted = b + up - down;
    if b == right {
        0
    } else {
        shifted
    }
}

/// A move in End-Nim: lower the leftmost (`left`) or the rightmost pile to `to` (0: remove it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndMove {
    /// The leftmost pile (else the rightmost).
    pub left: bool,
    /// The pile's size after the move.
    pub to: u64,
}

/// The [theorem](self)'s values of a row's two longest proper intervals: `L(a_2 … a_n)` and
/// `R(a_1 … a_{n−1})` (both 0 for a row of one pile, `None` for the empty row).
///
/// O(n²) time, O(n) memory (two values a pile); the piles are positive (a zero is no pile:
/// the theorem's rows have none).
fn end_values(row: &[u64]) -> Result<Option<(u64, u64)>, NoMemory> {
    let n = row.len();
    if n == 0 {
        return Ok(None);
    }
    // Entry `i` holds L and R of the interval of the current length starting at `i`, from the
    // empty intervals (0, 0) up to length n − 1.
    let mut left = crate::core::budget::filled(n + 1, 0u64)?;
    let mut right = crate::core::budget::filled(n + 1, 0u64)?;
    for len in 1..n {
        // [i, i + len) = [i, i + len − 1) then a_{i+len−1} on the right
        //              = a_i then [i + 1, i + len) on the left.
        // Entry i + 1 is read before it is rewritten (one step later): in place.
        let starts = n - len + 1;
        let (left, right) = (&mut left[..=starts], &mut right[..=starts]);
        let (firsts, lasts) = (&row[..starts], &row[len - 1..len - 1 + starts]);
        for i in 0..starts {
            let l = left_after(left[i], right[i], lasts[i]);
            let r = left_after(right[i + 1], left[i + 1], firsts[i]);
            left[i] = l;
            right[i] = r;
        }
    }
    // Length n − 1: [1, n) starts at 1, [0, n − 1) at 0.
    let (inner_left, inner_right) = if n == 1 { (0, 0) } else { (left[1], right[0]) };
    Ok(Some((inner_left, inner_right)))
}

/// Does the player to move win End-Nim on `row` (positive piles, left to right)?
///
/// ```
/// use grundy::games::end_nim::first_player_wins;
/// assert!(!first_player_wins(&[3, 1, 9, 4]).unwrap()); // the statement's sample
/// assert!(!first_player_wins(&[1, 1, 2, 2]).unwrap());
/// assert!(first_player_wins(&[7]).unwrap());
/// ```
///
/// O(n²) time, O(n) memory (16 bytes a pile); `Err` only when that memory is not there.
pub fn first_player_wins(row: &[u64]) -> Result<bool, NoMemory> {
    Ok(winning_move(row)?.is_some())
}

/// A winning move on `row`, or `None` when every move loses (or the row is empty).
///
/// ```
/// use grundy::games::end_nim::{winning_move, EndMove};
/// // L(1 1) = 0: the row 1 1 is lost (two equal piles), so take the whole left pile.
/// let m = winning_move(&[2, 1, 1]).unwrap().unwrap();
/// assert_eq!(m, EndMove { left: true, to: 0 }); // leaves 1 1, lost for the mover
/// ```
///
/// As [`first_player_wins`].
pub fn winning_move(row: &[u64]) -> Result<Option<EndMove>, NoMemory> {
    let Some((inner_left, inner_right)) = end_values(row)? else {
        return Ok(None);
    };
    let (first, last) = (row[0], row[row.len() - 1]);
    Ok(if first > inner_left {
        Some(EndMove {
            left: true,
            to: inner_left,
        })
    } else if last > inner_right {
        Some(EndMove {
            left: false,
            to: inner_right,
        })
    } else {
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A search that knows only the rules: is the row (positive piles) won for the mover?
    fn search(row: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(row) {
            return w;
        }
        let n = row.len();
        let mut win = false;
        'ends: for end in [0, n.saturating_sub(1)] {
            if n == 0 || (end != 0 && n == 1) {
                continue;
            }
            let pile = row[end];
            for to in 0..pile {
                let mut next = row.clone();
                if to == 0 {
                    next.remove(end);
                } else {
                    next[end] = to;
                }
                if !search(&mut next, memo) {
                    win = true;
                    break 'ends;
                }
            }
        }
        memo.insert(row.clone(), win);
        win
    }

    fn rows(len: usize, max: u64, out: &mut Vec<Vec<u64>>, row: &mut Vec<u64>) {
        if row.len() == len {
            out.push(row.clone());
            return;
        }
        for a in 1..=max {
            row.push(a);
            rows(len, max, out, row);
            row.pop();
        }
    }

    fn apply(row: &[u64], m: EndMove) -> Vec<u64> {
        let mut next = row.to_vec();
        let end = if m.left { 0 } else { row.len() - 1 };
        assert!(m.to < next[end], "a move lowers the pile");
        if m.to == 0 {
            next.remove(end);
        } else {
            next[end] = m.to;
        }
        next
    }

    #[test]
    fn every_small_row_as_the_rules_say_with_a_move_that_wins() {
        let mut memo = HashMap::new();
        let mut checked = 0;
        for (len, max) in [(1, 12), (2, 12), (3, 9), (4, 7), (5, 5), (6, 4), (7, 3)] {
            let mut all = Vec::new();
            rows(len, max, &mut all, &mut Vec::new());
            for row in all {
                let wins = search(&mut row.clone(), &mut memo);
                assert_eq!(first_player_wins(&row).unwrap(), wins, "{row:?}");
                if let Some(m) = winning_move(&row).unwrap() {
                    assert!(!search(&mut apply(&row, m), &mut memo), "{row:?} {m:?}");
                }
                checked += 1;
            }
        }
        assert_eq!(checked, 12 + 144 + 729 + 2401 + 3125 + 4096 + 2187);
        assert!(!first_player_wins(&[]).unwrap());
    }

    #[test]
    fn the_interval_values_follow_the_theorem_on_rows_with_large_piles() {
        // L(T) by the rules: the x with x T lost, for T of two or three piles up to 7 and a
        // search over x to 12 (L(T) ≤ max + len).
        let mut memo = HashMap::new();
        for len in 1..=3 {
            let mut all = Vec::new();
            rows(len, 5, &mut all, &mut Vec::new());
            for t in all {
                let lost: Vec<u64> = (0..=12)
                    .filter(|&x| {
                        let mut row = if x == 0 { vec![] } else { vec![x] };
                        row.extend_from_slice(&t);
                        !search(&mut row, &mut memo)
                    })
                    .collect();
                let mut with = vec![1];
                with.extend_from_slice(&t);
                let (l, _) = end_values(&with).unwrap().unwrap();
                assert_eq!(lost, vec![l], "{t:?}");
            }
        }
    }

    #[test]
    fn huge_piles_do_not_overflow() {
        let big = u64::MAX - 10;
        assert!(!first_player_wins(&[big, big]).unwrap());
        assert!(!first_player_wins(&[big, 1, big]).unwrap()); // L(1 b) = b above 1
        assert!(first_player_wins(&[big, big, 1]).unwrap()); // L(big 1) = 1
        assert!(!first_player_wins(&[u64::MAX, u64::MAX]).unwrap());
    }
}

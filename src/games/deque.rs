//! The deque game (AtCoder EDPC L "Deque"): a row of numbers; the players take turns taking
//! the first or the last of those left, scoring it; the first player's total minus the
//! second's under best play, each maximizing their own margin.
//!
//! A scoring game ([`core::scoring`](crate::core::scoring)): the value of the interval
//! `a[i..j]` for the player to move is `v(i, j) = max(a[i] - v(i + 1, j), a[j - 1] - v(i, j - 1))`,
//! 0 when empty. Filled by length, each length from the one before in place (`v(i, j)` of
//! length `l` overwrites entry `i`, after entries `i` and `i + 1` of length `l - 1` are read),
//! so memory is one row: `O(N)`, time `O(N²)`.

/// Which end the first player takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The first number.
    First,
    /// The last number.
    Last,
}

/// The first player's best margin on `a` (their total minus the other's) and a first move
/// that achieves it (`None` for an empty row); `None` overall if a margin leaves `i64`.
///
/// O(N²) time, O(N) memory.
///
/// ```
/// use grundy::games::deque::{first_player_margin, End};
/// assert_eq!(first_player_margin(&[10, 80, 90, 30]), Some((10, Some(End::Last))));
/// assert_eq!(first_player_margin(&[10, 100, 10]), Some((-80, Some(End::First))));
/// assert_eq!(first_player_margin(&[]), Some((0, None)));
/// ```
pub fn first_player_margin(a: &[i64]) -> Option<(i64, Option<End>)> {
    let n = a.len();
    if n == 0 {
        return Some((0, None));
    }
    // v[i]: the value of a[i..i + len] for the length reached so far.
    let mut v: Vec<i64> = a.to_vec();
    for len in 2..n {
        // No early exit inside the row, so the loop runs in vector registers; an overflow
        // anywhere in it is caught at its end.
        let mut overflow = false;
        let m = n - len + 1;
        // Slices of exactly the lengths used, so the indexing below needs no checks.
        let (firsts, lasts, row) = (&a[..m], &a[len - 1..len - 1 + m], &mut v[..m + 1]);
        for i in 0..m {
            let (take_first, o1) = firsts[i].overflowing_sub(row[i + 1]);
            let (take_last, o2) = lasts[i].overflowing_sub(row[i]);
            overflow |= o1 | o2;
            row[i] = take_first.max(take_last);
        }
        if overflow {
            return None;
        }
    }
    if n == 1 {
        return Some((a[0], Some(End::First)));
    }
    let take_first = a[0].checked_sub(v[1])?;
    let take_last = a[n - 1].checked_sub(v[0])?;
    Some(if take_first >= take_last {
        (take_first, Some(End::First))
    } else {
        (take_last, Some(End::Last))
    })
}

//! Cutcake: a `W × H` cake of unit squares; Left cuts one piece in two along a vertical line
//! (its width splits, `W = a + b`), Right along a horizontal one (its height splits); the
//! pieces are separate games, and who cannot cut loses. A partizan game whose every position
//! is an integer ([`core::partizan`](crate::core::partizan)).
//!
//! ## Values (Winning Ways, ch. 2)
//! Every position is an integer (Winning Ways proves it). A `W × H` piece has Left options
//! `v(a, H) + v(W - a, H)` and Right options `v(W, b) + v(W, H - b)`, sums of integers; when
//! every Left option lies below every Right one, the piece is the simplest number between
//! them ([`Dyadic::simplest_between`]), here an integer. [`values`] computes the table that
//! way and refuses a position where the options overlap; the tests find none up to 64 × 64,
//! and check the table against the canonical forms of the games built from the cuts up to
//! 8 × 8.
//!
//! The values follow a closed form: with `2^j <= W < 2^(j+1)` and `2^k <= H < 2^(k+1)`, a cake
//! is worth `⌊W / 2^k⌋ - 1` if `j >= k` (Left's, 0 when `j = k`), and `-(⌊H / 2^j⌋ - 1)` if
//! `j < k` (Right's): each side counts how many times it can halve the other's strips before
//! they are too thin to share. The tests check the form against the table for every cake up to
//! 64 × 64.

use crate::core::budget::{filled, NoMemory};
use crate::core::dyadic::Dyadic;
use crate::core::partizan::{Arena, Game, PartizanError};

/// The largest side [`values`] and [`value`] take.
pub const MAX_SIDE: usize = 64;

/// The value of a `w × h` cake by the closed form of the module documentation (`1 <= w, h`).
///
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::cutcake::value;
/// // A 2 x 1 strip: Left cuts it into two 1 x 1, Right cannot cut: 1.
/// assert_eq!((value(2, 1), value(1, 2), value(3, 3), value(8, 3)), (1, -1, 0, 3));
/// ```
pub fn value(w: u64, h: u64) -> i64 {
    let floor_log2 = |x: u64| 63 - x.max(1).leading_zeros();
    let (j, k) = (floor_log2(w), floor_log2(h));
    if j >= k {
        (w >> k) as i64 - 1
    } else {
        -((h >> j) as i64 - 1)
    }
}

/// `v[w][h]` for `1 <= w, h <= max` (row and column 0 unused), computed from the cuts by the
/// simplest-number rule; `None` if some position were not a number (never, the tests check).
/// A memory limit is [`NoMemory`].
///
/// O(max³).
pub fn values(max: usize) -> Result<Option<Vec<Vec<i64>>>, NoMemory> {
    let mut v = Vec::new();
    crate::core::budget::reserve(&mut v, max + 1)?;
    for _ in 0..=max {
        v.push(filled(max + 1, 0i64)?);
    }
    for w in 1..=max {
        for h in 1..=max {
            let best_left = (1..w).map(|a| v[a][h] + v[w - a][h]).max();
            let best_right = (1..h).map(|b| v[w][b] + v[w][h - b]).min();
            let x = Dyadic::simplest_between(
                best_left.map(Dyadic::integer),
                best_right.map(Dyadic::integer),
            );
            match x {
                Ok(x) if x.is_integer() => v[w][h] = x.numerator(),
                _ => return Ok(None),
            }
        }
    }
    Ok(Some(v))
}

/// The game of a `w × h` cake built from the cuts alone, in canonical form; `memo[w][h]` holds
/// the games made (sized at least `(w + 1) × (h + 1)`).
///
/// O(w·h·(w + h)) sums of games.
pub fn game_from_cuts(
    arena: &mut Arena,
    memo: &mut Vec<Vec<Option<Game>>>,
    w: usize,
    h: usize,
) -> Result<Game, PartizanError> {
    if let Some(g) = memo[w][h] {
        return Ok(g);
    }
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for a in 1..w {
        let (x, y) = (
            game_from_cuts(arena, memo, a, h)?,
            game_from_cuts(arena, memo, w - a, h)?,
        );
        left.push(arena.sum(x, y)?);
    }
    for b in 1..h {
        let (x, y) = (
            game_from_cuts(arena, memo, w, b)?,
            game_from_cuts(arena, memo, w, h - b)?,
        );
        right.push(arena.sum(x, y)?);
    }
    let g = arena.game(&left, &right)?;
    memo[w][h] = Some(g);
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closed_form_is_the_table_of_the_cuts_up_to_64() {
        let v = values(MAX_SIDE).unwrap().expect("every position a number");
        for (w, row) in v.iter().enumerate().skip(1) {
            for (h, &x) in row.iter().enumerate().skip(1) {
                assert_eq!(value(w as u64, h as u64), x, "{w} x {h}");
                // Swapping the sides swaps the players.
                assert_eq!(x, -v[h][w]);
            }
        }
    }

    #[test]
    fn the_table_is_the_value_of_the_games_built_from_the_rules() {
        let mut arena = Arena::new();
        let mut memo = vec![vec![None; 9]; 9];
        let v = values(8).unwrap().unwrap();
        for (w, row) in v.iter().enumerate().skip(1) {
            for (h, &x) in row.iter().enumerate().skip(1) {
                let g = game_from_cuts(&mut arena, &mut memo, w, h).unwrap();
                assert_eq!(
                    arena.as_number(g),
                    Ok(Some(Dyadic::integer(x))),
                    "{w} x {h}"
                );
            }
        }
    }
}

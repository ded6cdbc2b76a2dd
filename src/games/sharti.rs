//! Sharti (Codeforces 494 E): an `n × n` board of white and black cells. A move picks a
//! square of side at most `k` whose lower-right cell is white and inverts every cell of it;
//! whoever cannot move loses.
//!
//! # Values
//! A white cell is a head of a coin-turning game ([`crate::games::coin_rule`]): a move turns
//! its lower-right head to tails and the rest of the square, all cells before it. So a board's
//! value is the xor of its white cells' values, and the cell `(x, y)` (from 1) has the value
//!
//! ```text
//! g(x, y) = min(lowbit(x), lowbit(y), 2^⌊log2 k⌋),
//! ```
//!
//! `lowbit` the largest power of two dividing. This is the problem's editorial (Codeforces
//! Round 282, problem E), not proved here: the tests check it against the mex over the rule's
//! own squares ([`coin_rule::grid_values`](crate::games::coin_rule::grid_values)) on every
//! board to 12 × 12 and every `k`, and against a direct mex (square xors by prefix sums) on
//! 64 × 64 for every `k` to 64.
//!
//! # A board given as rectangles
//! Every value is a power of two `2^t` with `t ≤ T = ⌊log2 k⌋`, so the xor is zero exactly
//! when, for each `t`, the white cells of value `2^t` are even in number. The white cells with
//! both coordinates divisible by `2^t` number `C_t` (for `t ≤ T`, those of value at least
//! `2^t`); the count of value exactly `2^t` is `C_t − C_{t+1}` (`C_T` at `t = T`). All of them
//! are even exactly when every `C_t` is, and one sweep over the rectangles gives every `C_t`'s
//! parity at once ([`divisible_parities`]), never a cell at a time.

use crate::core::budget::NoMemory;
use crate::core::rect_union::{divisible_parities, Rect};

/// The value of the cell `(x, y)` (from 1) when squares up to side `k ≥ 1` may be inverted.
///
/// ```
/// use grundy::games::sharti::cell_value;
/// assert_eq!(cell_value(4, 12, 100), 4);
/// assert_eq!(cell_value(4, 12, 3), 2); // capped at 2^⌊log2 3⌋
/// assert_eq!(cell_value(7, 8, 100), 1);
/// ```
///
/// O(1). `x`, `y` and `k` positive (a zero is read as 1).
pub fn cell_value(x: u64, y: u64, k: u64) -> u64 {
    let low = |v: u64| v.max(1) & v.max(1).wrapping_neg();
    low(x).min(low(y)).min(cap(k))
}

/// `2^⌊log2 k⌋`, the largest value a cell can have.
fn cap(k: u64) -> u64 {
    1 << (63 - k.max(1).leading_zeros())
}

/// Does the first player win Sharti on a board whose white cells are the union of `white`
/// (cells from 1, rectangles may overlap), with squares up to side `k`?
///
/// ```
/// use grundy::core::rect_union::Rect;
/// use grundy::games::sharti::first_player_wins;
/// let white = [Rect { x0: 1, y0: 1, x1: 3, y1: 3 }, Rect { x0: 2, y0: 2, x1: 4, y1: 4 }];
/// // k = 1: every cell is worth 1, and 14 white cells xor to 0 (the statement's sample).
/// assert!(!first_player_wins(&white, 1).unwrap());
/// // k = 2: the cells with both coordinates even, (2, 2), (2, 4), (4, 2), (4, 4), are worth
/// // 2, ten are worth 1: still 0. One more white cell of value 1 wins.
/// assert!(!first_player_wins(&white, 2).unwrap());
/// let more = [white[0], white[1], Rect { x0: 5, y0: 5, x1: 5, y1: 5 }];
/// assert!(first_player_wins(&more, 2).unwrap());
/// ```
///
/// O(m log m) time for `m` rectangles, O(m) memory; `Err` only when that memory is not
/// there.
pub fn first_player_wins(white: &[Rect], k: u64) -> Result<bool, NoMemory> {
    // Bits 0..=T, T = log2 of the cap.
    let levels = (cap(k) << 1).wrapping_sub(1);
    Ok(divisible_parities(white)? & levels != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin_rule::{grid_values, Coin};

    #[test]
    fn the_values_are_the_rules_mex_on_small_boards() {
        for k in 1..=12usize {
            let side = 12;
            let squares = |(r, c): Coin, turn: &mut dyn FnMut(&[Coin])| {
                let mut cells = Vec::new();
                for s in 1..=k.min(r + 1).min(c + 1) {
                    cells.clear();
                    for i in 0..s {
                        for j in 0..s {
                            if (i, j) != (0, 0) {
                                cells.push((r - i, c - j));
                            }
                        }
                    }
                    turn(&cells);
                }
            };
            let values = grid_values(side, side, squares).unwrap();
            for r in 0..side {
                for c in 0..side {
                    let want = cell_value(r as u64 + 1, c as u64 + 1, k as u64);
                    assert_eq!(values.value_at(r, c), want, "k {k} at ({r}, {c})");
                }
            }
        }
    }

    #[test]
    fn the_values_are_a_direct_mex_on_a_larger_board() {
        // The mex over the squares ending at each cell, their xors by 2-D prefix xors.
        const SIDE: usize = 64;
        for k in 1..=SIDE {
            let mut g = vec![[0u64; SIDE]; SIDE];
            let mut prefix = vec![[0u64; SIDE + 1]; SIDE + 1];
            for r in 0..SIDE {
                for c in 0..SIDE {
                    let mut seen = [false; 130];
                    for s in 1..=k.min(r + 1).min(c + 1) {
                        let (r0, c0) = (r + 1 - s, c + 1 - s);
                        // The square without its corner (r, c), whose value is not known yet.
                        let x =
                            prefix[r][c + 1] ^ prefix[r0][c + 1] ^ prefix[r][c0] ^ prefix[r0][c0];
                        let x =
                            x ^ prefix[r + 1][c] ^ prefix[r][c] ^ prefix[r + 1][c0] ^ prefix[r][c0];
                        seen[x as usize] = true;
                    }
                    g[r][c] = seen.iter().position(|&s| !s).unwrap() as u64;
                    prefix[r + 1][c + 1] =
                        prefix[r][c + 1] ^ prefix[r + 1][c] ^ prefix[r][c] ^ g[r][c];
                    let want = cell_value(r as u64 + 1, c as u64 + 1, k as u64);
                    assert_eq!(g[r][c], want, "k {k} at ({r}, {c})");
                }
            }
        }
    }

    #[test]
    fn random_boards_as_the_cells_xor() {
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let (mut wins, mut losses) = (0, 0);
        for round in 0..600u64 {
            let n = 1 + round % 20;
            let k = 1 + next() % n;
            let m = 1 + next() % 5;
            let white: Vec<Rect> = (0..m)
                .map(|_| {
                    let (a, b) = (1 + next() % n, 1 + next() % n);
                    let (c, d) = (1 + next() % n, 1 + next() % n);
                    Rect {
                        x0: a.min(c),
                        x1: a.max(c),
                        y0: b.min(d),
                        y1: b.max(d),
                    }
                })
                .collect();
            let mut x = 0;
            for cx in 1..=n {
                for cy in 1..=n {
                    if white
                        .iter()
                        .any(|r| r.x0 <= cx && cx <= r.x1 && r.y0 <= cy && cy <= r.y1)
                    {
                        x ^= cell_value(cx, cy, k);
                    }
                }
            }
            let won = first_player_wins(&white, k).unwrap();
            assert_eq!(won, x != 0, "n {n} k {k} {white:?}");
            if won {
                wins += 1;
            } else {
                losses += 1;
            }
        }
        assert!(wins > 100 && losses > 100, "{wins} {losses}");
    }
}

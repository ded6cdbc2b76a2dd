//! Turning a connected block at its lower-right corner (ZJOI 2009 "染色游戏", Luogu P2594):
//! coins on an `n × m` grid; a move turns over a 4-connected block of coins that has one coin
//! below and to the right of all the others (in its row or column counting), and that coin
//! must go from tails to heads. Whoever cannot move loses.
//!
//! It is a coin-turning game ([`crate::games::coin_rule`]): the corner coin is the head (here
//! the tails-up coin), the rest of the block comes before it, so a position's value is the
//! xor of its tails coins' values, each valued alone. With rows `x` and columns `y` from 0:
//!
//! > `g(x, y) = ruler(x + y + 1)` on the first row or column (`x = 0` or `y = 0`), and
//! > `g(x, y) = 2^(x + y)` elsewhere.
//!
//! **The first row** is Ruler: a connected block on one line with its corner at `y` is a run
//! ending at `y`, and [`crate::games::coins::ruler`] proves that game's values (the first
//! column likewise).
//!
//! **Elsewhere** the value is the one published with the problem's solutions (the formula
//! the ZJOI 2009 write-ups give, e.g. EagleBear2002's P2594 notes), checked here against the
//! mex over every connected block on every board up to 4 × 5
//! ([`grid_values`](crate::games::coin_rule::grid_values) with the rule that lists them, in
//! the tests). Half of it is immediate: the other coins of a block at `(x, y)` lie in the
//! rectangle above and left of it, whose values are powers of two below `2^(x+y)` (the
//! first row and column: at most `2^⌊log2(x+y)⌋`; the rest: `2^(x'+y')` with `x' + y' < x +
//! y`), so no option reaches `2^(x+y)`; that every smaller value is reached is what the
//! check confirms on small boards.
//!
//! The values need `n + m − 1` bits: a 100 × 100 board reaches `2^198`, held as a
//! [`Nimber`].
//!
//! ```
//! use grundy::games::corner_blocks::value;
//! assert_eq!(value(0, 5).unwrap().to_u64(), Some(2)); // ruler(6)
//! assert_eq!(value(2, 3).unwrap().to_u64(), Some(32));
//! assert_eq!(value(99, 99).unwrap().width(), 199);
//! ```

use crate::core::budget::NoMemory;
use crate::core::wide_nimber::Nimber;
use crate::games::coins::ruler;

/// The value of a single tails coin at row `x`, column `y` (from 0): see the module
/// documentation.
///
/// O((x + y) / 64) time and memory. Errors: the value's words could not be had.
pub fn value(x: u64, y: u64) -> Result<Nimber, NoMemory> {
    let s = x.checked_add(y).ok_or(NoMemory)?;
    if x == 0 || y == 0 {
        return Ok(Nimber::from(ruler(s.checked_add(1).ok_or(NoMemory)?)));
    }
    Nimber::two_to(s)
}

/// The bit a coin at `(x, y)` sets in a position's value: each value is a power of two (a
/// ruler value on the first row and column, `2^(x+y)` elsewhere), so the value of a position
/// is kept by flipping one bit a coin, with no [`Nimber`] made for it.
///
/// O(1).
pub fn value_bit(x: u64, y: u64) -> u64 {
    if x == 0 || y == 0 {
        ruler(x + y + 1).trailing_zeros().into()
    } else {
        x + y
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin_rule::{grid_values, Coin};

    /// Every 4-connected block with its corner at `(r, c)`: the sets of the other coins of
    /// the rectangle above and left of it that, with the corner, are connected.
    fn blocks((r, c): Coin, turn: &mut dyn FnMut(&[Coin])) {
        {
            let w = c + 1;
            let cells = (r + 1) * w;
            let corner = cells - 1;
            for others in 0u64..1 << corner {
                let mask = others | 1 << corner;
                // Connected: a flood from the corner reaches every cell of the mask.
                let mut reached = 1u64 << corner;
                loop {
                    let mut grown = reached;
                    for i in 0..cells {
                        if reached >> i & 1 == 1 {
                            let (a, b) = (i / w, i % w);
                            if a > 0 {
                                grown |= 1 << (i - w);
                            }
                            if a < r {
                                grown |= 1 << (i + w);
                            }
                            if b > 0 {
                                grown |= 1 << (i - 1);
                            }
                            if b < c {
                                grown |= 1 << (i + 1);
                            }
                        }
                    }
                    grown &= mask;
                    if grown == reached {
                        break;
                    }
                    reached = grown;
                }
                if reached == mask {
                    let set: Vec<Coin> = (0..corner)
                        .filter(|&i| others >> i & 1 == 1)
                        .map(|i| (i / w, i % w))
                        .collect();
                    turn(&set);
                }
            }
        }
    }

    /// The formula against the mex over every connected block, on a 4 × 5 board (every
    /// coin of every smaller board is a coin of it: a coin's moves stay above and left).
    #[test]
    fn values_agree_with_the_mex_over_every_block() {
        let (rows, cols) = (4, 5);
        let g = grid_values(rows, cols, blocks).unwrap();
        for x in 0..rows {
            for y in 0..cols {
                let v = value(x as u64, y as u64).unwrap();
                assert_eq!(v.to_u64(), Some(g.value_at(x, y)), "({x}, {y})");
                assert_eq!(Nimber::two_to(value_bit(x as u64, y as u64)).unwrap(), v);
            }
        }
    }
}

//! Pairs of piles, one move removing one pile of a pair and splitting the other into two
//! non-empty piles that become the pair (Luogu P2148, SDOI 2009 "E&D"); whoever faces pairs
//! of ones only cannot move and loses.
//!
//! `grundy guess --grid` on the table of `G(a, b)` (piles from 1) finds the formula
//!
//! ```text
//! G(a, b) = the number of trailing ones of (a - 1) | (b - 1).
//! ```
//!
//! ## Proof
//! With `x = a - 1` and `y = b - 1` (so a pile of 1 is 0), splitting the pile `a` leaves the
//! pair `(u + 1, v + 1)` for any `u + v = x - 1`, `u, v >= 0`. Let `L(m)` be the set of values
//! `ν(u | v)` over `u + v = m - 1`, `ν` the trailing ones. Then `L(m)` is the set of the bits
//! of `m`:
//!
//! * with `t = ν(u | v)`, both `u` and `v` have bit `t` clear and their bits below `t` cover
//!   every position, so their parts below `2^(t+1)` add up to between `2^t - 1` and
//!   `2^(t+1) - 2`; adding the 1 of `m = u + v + 1` lands in `[2^t, 2^(t+1))` with no carry
//!   past bit `t`, so bit `t` of `m` is set;
//! * for a bit `t` of `m`, `u = 2^t - 1` and `v = m - 2^t` (bit `t` of `v` clear, its low bits
//!   those of `m`) give `ν(u | v) = t`.
//!
//! By induction, `G(a, b) = mex(L(x) ∪ L(y)) = mex(bits of x | y) = ν(x | y)`.
//!
//! A move to value `t < G`: bit `t` is set in `x | y`, say in `x`: remove the other pile and
//! split the pile `a` into `2^t` and `a - 2^t` (the second bullet, shifted by one).

/// `G(a, b)` for piles `a, b >= 1`. A pile of 0 (not in the game, whose piles hold at least
/// one stone) cannot be split either and counts as a pile of 1.
///
/// O(1).
///
/// ```
/// use grundy::games::pair_split::sg;
/// assert_eq!(sg(1, 1), 0);
/// assert_eq!(sg(1, 2), 1);
/// assert_eq!(sg(3, 1), 0);
/// assert_eq!(sg(2_000_000_000, 2_000_000_000), 10); // 1_999_999_999 ends in ten ones
/// ```
#[inline]
pub fn sg(a: u64, b: u64) -> u32 {
    (a.saturating_sub(1) | b.saturating_sub(1)).trailing_ones()
}

/// A move of the pair `(a, b)` to value `target < G(a, b)`: `(split, into)`, where `split` is
/// 0 to split `a` (removing `b`) or 1 to split `b`, into the piles `into`. `None` if `target >=
/// G(a, b)`.
///
/// O(1).
///
/// ```
/// use grundy::games::pair_split::{move_to, sg};
/// let (which, [p, q]) = move_to(2, 3, 0).unwrap();
/// assert_eq!((which, p, q), (0, 1, 1));
/// assert_eq!(sg(p, q), 0);
/// ```
pub fn move_to(a: u64, b: u64, target: u32) -> Option<(usize, [u64; 2])> {
    if target >= sg(a, b) {
        return None;
    }
    let bit = 1u64 << target;
    let which = if a.saturating_sub(1) & bit != 0 { 0 } else { 1 };
    let pile = [a, b][which];
    Some((which, [bit, pile - bit]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::mex::Mex;

    #[test]
    fn the_formula_is_the_table_of_the_moves() {
        let n = 64usize;
        let mut g = vec![vec![0u32; n + 1]; n + 1];
        let mut mex = Mex::new();
        for sum in 2..=2 * n {
            for a in 1..=n {
                if sum <= a || sum - a > n {
                    continue;
                }
                let b = sum - a;
                for pile in [a, b] {
                    for p in 1..pile {
                        mex.insert(g[p][pile - p]);
                    }
                }
                g[a][b] = mex.take();
            }
        }
        for (a, row) in g.iter().enumerate().skip(1) {
            for (b, &value) in row.iter().enumerate().skip(1) {
                assert_eq!(sg(a as u64, b as u64), value, "({a}, {b})");
                for t in 0..value {
                    let (which, [p, q]) = move_to(a as u64, b as u64, t).unwrap();
                    let pile = [a, b][which] as u64;
                    assert!(p >= 1 && q >= 1 && p + q == pile && sg(p, q) == t);
                }
            }
        }
    }
}

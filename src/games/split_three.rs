//! Nim where a move may instead split a heap into three non-empty heaps (HDU 5795 "A Simple
//! Nim"): a move removes any positive number of tokens from one heap, or splits one heap into
//! three non-empty heaps.
//!
//! The table from the moves reads `0 1 2 3 4 5 6 8 7 9 10 11 12 13 14 16 15 …`, and `grundy
//! guess` (or `grundy heap 'take any; split 3'`) reads it as arithmetic-periodic with period 8
//! and saltus 8 from heap 1:
//!
//! ```text
//! G(0) = 0;  for x >= 1:  G(x) = x + 1  if x mod 8 = 7,
//!                                x - 1  if x mod 8 = 0,
//!                                x      otherwise.
//! ```
//!
//! ## Proof
//! Write `f` for the closed form and `e(n) = f(n) - n` (`+1` at `n ≡ 7`, `-1` at `n ≡ 0`, else
//! `0`, for `n >= 1`). `f` maps each block `8k+1 … 8k+8` onto itself. By induction on `x`, the
//! removals from `x` reach the values `f(0..x)`; the splits reach the xors `f(a) ^ f(b) ^ f(c)`
//! with `a + b + c = x`. Two facts about three numbers: `u ^ v ^ w <= u + v + w` with the
//! difference `2·maj(u, v, w)` (the carry word of a full adder: its bits are those set in at
//! least two of them), and so the xor and the sum have the same parity. With `u = f(a)` etc.,
//! `u + v + w = x + E`, `E = e(a) + e(b) + e(c)`.
//!
//! * `x ≢ 0, 7 (mod 8)`: the removals reach exactly `0..x` (whole blocks below, and the start of
//!   `x`'s own block, where `f` is the identity). A split of value `x` needs `E = 2·maj >= 0`,
//!   even: `E = 0` with no bit shared, or `E = 2` with only bit 0 shared. `E = 0` means all `e`
//!   are 0 (then the parts' low three bits are non-zero and disjoint, so they are 1, 2 and 4
//!   and `x ≡ 7`), or one part `≡ 7` and one `≡ 0` (their `f` end in `000` and `111`, and the
//!   third part's non-zero low bits meet the `111`). `E = 2` means two parts `≡ 7`, whose `f`
//!   are even, so bit 0 is in at most one of the three. So `G(x) = x`.
//! * `x = 8k + 7`: the removals reach `0..8k+7`; the split `(8k + 4) + 2 + 1` has the value
//!   `(8k + 4) ^ 2 ^ 1 = 8k + 7`; a split of value `8k + 8 = x + 1` needs `E = 1 + 2·maj`: three
//!   parts `≡ 7` sum to `≡ 5`; one part `≡ 7` and two with disjoint non-zero low bits `β, γ`
//!   need `β + γ ≡ 0 (mod 8)`, impossible below 8; two `≡ 7` and one `≡ 0` sum to `≡ 6`. So
//!   `G(x) = 8k + 8`.
//! * `x = 8k + 8`: the removals reach `0..8k+6` and `f(8k+7) = 8k + 8`; a split of value
//!   `8k + 7 = x - 1` needs `E = 2·maj - 1`: `E = -1` puts a `111` (`f` of a part `≡ 0`) beside
//!   a part with non-zero low bits, or two `111`s, so `maj != 0`; `E = 1` needs the other two
//!   parts odd with `β + γ ≡ 1 (mod 8)`, impossible for two odd numbers, or sums `≡ 6`; `E = 3`
//!   sums to `≡ 5`. So `G(x) = 8k + 7`.
//!
//! The tests check the closed form against the table built from the real moves, and
//! `core::guess` finds it from the table alone.

use crate::core::sg_table::{split_options, table};

/// The closed form of the module documentation.
///
/// O(1). `G(u64::MAX)` is `2^64`, which does not fit: it saturates at `u64::MAX`.
///
/// ```
/// use grundy::games::split_three::{sg, sg_table_from_moves};
/// assert_eq!((0..10).map(sg).collect::<Vec<_>>(), [0, 1, 2, 3, 4, 5, 6, 8, 7, 9]);
/// let table = sg_table_from_moves(100);
/// assert!((0..100).all(|x| sg(x as u64) == u64::from(table[x])));
/// ```
#[inline]
pub fn sg(x: u64) -> u64 {
    let r = x & 7;
    x.saturating_add(u64::from(r == 7)) - u64::from(r == 0 && x != 0)
}

/// A move of one heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SplitMove {
    /// Remove this many tokens.
    Take(u64),
    /// Split the heap into these three heaps.
    Split([u64; 3]),
}

/// A move of heap `h` to value `target < sg(h)`: a removal to the heap `y < h` of value
/// `target` (`f` is a bijection that moves no value by more than 1, so `y` is `target - 1`,
/// `target` or `target + 1`), or, when that heap is not below `h` (only `h = 8k + 7`,
/// `target = h`), the split `(8k + 4) + 2 + 1` of the proof. `None` if `target >= sg(h)`.
///
/// O(1).
///
/// ```
/// use grundy::games::split_three::{move_to, sg, SplitMove};
/// assert_eq!(move_to(7, 7), Some(SplitMove::Split([4, 2, 1])));
/// assert_eq!(move_to(9, 3), Some(SplitMove::Take(6)));
/// assert_eq!(move_to(9, 9), None);
/// ```
pub fn move_to(h: u64, target: u64) -> Option<SplitMove> {
    if target >= sg(h) {
        return None;
    }
    for y in [target.saturating_sub(1), target, target.saturating_add(1)] {
        if y < h && sg(y) == target {
            return Some(SplitMove::Take(h - y));
        }
    }
    (h % 8 == 7 && target == h).then_some(SplitMove::Split([h - 3, 2, 1]))
}

/// `sg(0..len)` computed by the table engine from the real moves, in O(len³).
///
/// O(len³).
pub fn sg_table_from_moves(len: usize) -> Vec<u32> {
    table(len, |x, sg, options| {
        sg[..x].iter().for_each(|&v| options.insert(v));
        split_options(x, 3, sg, options);
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closed_form_is_the_table_of_the_moves() {
        let table = sg_table_from_moves(400);
        for (x, &v) in table.iter().enumerate() {
            assert_eq!(sg(x as u64), u64::from(v), "{x}");
        }
    }

    #[test]
    fn every_winning_move_is_a_real_move_to_its_target() {
        for h in 0..300u64 {
            for target in 0..sg(h) {
                match move_to(h, target).unwrap() {
                    SplitMove::Take(t) => {
                        assert!(t >= 1 && t <= h && sg(h - t) == target, "{h} -> {target}")
                    }
                    SplitMove::Split([a, b, c]) => assert!(
                        a >= 1
                            && b >= 1
                            && c >= 1
                            && a + b + c == h
                            && sg(a) ^ sg(b) ^ sg(c) == target
                    ),
                }
            }
        }
        let top = 1_000_000_000_000_000_000u64; // ≡ 0 (mod 8)
        assert_eq!(sg(top), top - 1);
        assert_eq!(sg(top - 1), top);
        assert_eq!(
            move_to(top - 1, top - 1),
            Some(SplitMove::Split([top - 4, 2, 1]))
        );
    }
}

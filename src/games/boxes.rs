//! The boxes of HDU 1729 "Stone Game": a box of size `s` holds `c <= s` stones; a move adds
//! between 1 and `c²` stones to one box, never past its size; whoever cannot add loses.
//!
//! ## The SG value of one box, by the square-root recursion
//! Let `t` be the largest number with `t + t² < s`.
//!
//! * `c > t`: the box can be filled in one move (`c + c² >= s`), and so can every box with
//!   more stones; the options are every count from `c + 1` to `s`, so by induction from the
//!   full box (value 0) the value is `s - c`, like a Nim heap of the room left.
//! * `c = t`: every option `c' ∈ (t, t + t²]` is above `t` and below `s`, with value
//!   `s - c' >= s - t - t² >= 1`. No option has value 0, so the value is 0.
//! * `c < t`: the value is that of the box of size `t` holding `c` (counts below `t` agree in
//!   the two boxes by induction, and at `t` both values are 0: a full box of size `t` has no
//!   move). If `c + c² <= t` the two boxes have the same options. Otherwise the box of size
//!   `t` can be filled, so its value is `t - c`; and `(s, c)` has the options `(c, t]`, with
//!   values `0 … t - c - 1`, plus counts `c'` past `t` with values `s - c' >= s - c - c² >
//!   t - c` (as `c² < t²` and `t + t² < s`): its mex is `t - c` as well.
//!
//! Each step takes a square root, so the recursion is `O(log log s)` deep.

use crate::core::arith::isqrt;

/// The largest `t` with `t + t² < s`; 0 when `s <= 1`.
fn below_square(s: u64) -> u64 {
    // t + t² < s  ⇔  t(t + 1) <= s - 1, and t ≈ √s.
    let limit = s.saturating_sub(1);
    let mut t = isqrt(limit);
    while t > 0 && t * (t + 1) > limit {
        t -= 1;
    }
    t
}

/// The SG value of a box of size `s` holding `c <= s` stones.
///
/// O(log log s): at most six rounds for `s <= 10^18`.
///
/// ```
/// use grundy::games::boxes::sg;
/// // HDU 1729's first sample: an empty box has no move, a full one neither, and (6, 2) can
/// // be filled at once (2 + 2² >= 6), a Nim heap of 6 - 2.
/// assert_eq!([sg(2, 0), sg(3, 3), sg(6, 2)], [0, 0, 4]);
/// assert_eq!(sg(6, 3), 3);
/// ```
pub fn sg(s: u64, c: u64) -> u64 {
    debug_assert!(c <= s);
    let mut s = s;
    loop {
        let t = below_square(s);
        if c > t {
            return s - c;
        }
        if c == t {
            return 0;
        }
        s = t;
    }
}

/// The move of the box `(s, c)` to a count of SG value `target < sg(s, c)`: the stones to
/// add. `None` if there is none (`target` is not below the value).
///
/// Follows the recursion: on the box where `c > t` the count `s' - target` has that value
/// (`s'` the box size at that depth), and a move of a smaller box is a move of the real one.
///
/// O(log log s), as [`sg`].
///
/// ```
/// use grundy::games::boxes::{add_to, sg};
/// assert_eq!(add_to(6, 2, 1), Some(3));  // 2 -> 5, value 6 - 5 = 1
/// assert_eq!(add_to(3, 3, 0), None);
/// ```
pub fn add_to(s: u64, c: u64, target: u64) -> Option<u64> {
    let mut s = s;
    loop {
        let t = below_square(s);
        if c > t {
            return (target < s - c).then(|| s - target - c);
        }
        if c == t {
            return None;
        }
        s = t;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::mex::mex_of;

    #[test]
    fn below_square_is_the_largest() {
        for s in 0..5000u64 {
            let t = below_square(s);
            assert!(t == 0 || t + t * t < s, "{s}");
            assert!((t + 1) + (t + 1) * (t + 1) >= s, "{s}");
        }
        let t = below_square(1_000_000_000_000_000_000);
        assert!(t + t * t < 1_000_000_000_000_000_000);
        assert!((t + 1) + (t + 1) * (t + 1) >= 1_000_000_000_000_000_000);
    }

    #[test]
    fn values_are_the_mex_of_the_options() {
        for s in 0..200u64 {
            // From the full box down: options of c are c + 1 ..= min(s, c + c²).
            let mut values = vec![0u32; s as usize + 1];
            for c in (0..=s).rev() {
                let top = s.min(c + c * c);
                let options: Vec<u32> = (c + 1..=top).map(|x| values[x as usize]).collect();
                values[c as usize] = mex_of(&options);
                assert_eq!(sg(s, c), u64::from(values[c as usize]), "box ({s}, {c})");
                for target in 0..u64::from(values[c as usize]) {
                    let add = add_to(s, c, target).expect("a smaller value is reachable");
                    assert!(add >= 1 && c + add <= top, "({s}, {c}) -> {target}");
                    assert_eq!(u64::from(values[(c + add) as usize]), target);
                }
                assert_eq!(add_to(s, c, u64::from(values[c as usize])), None);
            }
        }
    }
}

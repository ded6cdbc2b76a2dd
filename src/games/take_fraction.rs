//! Take at most a fraction of the heap (AtCoder ARC091 F "Strange Nim"): from a heap of `x`
//! with its constant `k`, a move takes between 1 and `floor(x / k)` tokens.
//!
//! For `k = 3` the table reads `0 0 0 1 0 1 2 0 1 3 2 0 4 1 3 5 …`; `grundy guess` (or `grundy
//! heap 'take 1..n/3'`) finds it self-similar with modulus 3: `G(3q) = q`, `G(3q + 1) = G(2q)`,
//! `G(3q + 2) = G(2q + 1)`. For any `k`:
//!
//! ```text
//! G(x) = x / k                      if k divides x,
//!        G(x - floor(x / k) - 1)    otherwise        (and G(x) = 0 for x < k).
//! ```
//!
//! ## Proof
//! With `d = floor(x / k)`, the options of `x` are the heaps `x - d .. x - 1`. The invariant,
//! by induction on `x`: the `d + 1` values `G(x - d), …, G(x)` are `0, 1, …, d` in some order.
//! It holds below `k` (`d = 0`, `G = 0`). From `x` to `x + 1`:
//!
//! * if `d` stays the same, the options of `x + 1` are the window of `x` without its first
//!   heap, `x - d`: every value of `0..=d` but `G(x - d)`, so `G(x + 1) = G(x - d)`, which is
//!   `G((x + 1) - d - 1)`, and the window of `x + 1` holds `0..=d` again;
//! * if `k` divides `x + 1`, `d` grows by one and the options of `x + 1` are the whole window
//!   of `x`, the values `0..=d`: `G(x + 1) = d + 1 = (x + 1) / k`, and the new window holds
//!   `0..=d + 1`.
//!
//! The recursion is followed in strides: while `floor(x / k) = d` it subtracts `d + 1` each
//! time, and the number of such steps before `x` reaches a multiple of `k` or drops below
//! `d·k` is one division. Either `d` falls by at least one per stride, or, for small `k`, `x`
//! falls by a factor near `1 - 1/k`: O(min(d, k·log x)) strides, at most about
//! `√(x · ln x)` (1.5·10^5 for `x = 10^9`).

/// `G(x)` for the constant `k >= 1` (`k = 1` is Nim: `G(x) = x`; so is `k = 0`, read as no
/// limit but the heap).
///
/// O(min(x / k, k · log x)) strides, each a few divisions.
///
/// ```
/// use grundy::games::take_fraction::sg;
/// assert_eq!((0..16).map(|x| sg(x, 3)).collect::<Vec<_>>(), [0, 0, 0, 1, 0, 1, 2, 0, 1, 3, 2, 0, 4, 1, 3, 5]);
/// assert_eq!(sg(1_000_000_000, 2), 500_000_000);
/// ```
pub fn sg(x: u64, k: u64) -> u64 {
    let k = k.max(1);
    // In 32 bits when both fit with room (r + d stays below 2^32): each stride divides twice,
    // and a 32-bit division is the cheaper (arc091f's slowest case 0.97 of a C++ solution on
    // `int`, against 1.04 in 64 bits).
    if x < 1 << 31 && k < 1 << 31 {
        u64::from(strides(x as u32, k as u32))
    } else {
        strides(x, k)
    }
}

/// [`sg`]'s walk in the width of `T`: while `x` stays at or above `d·k` (`d = x / k`), each
/// step subtracts `d + 1`, so one division jumps to the last such `x`; a multiple of `k` has
/// value `d`.
fn strides<T>(mut x: T, k: T) -> T
where
    T: Copy
        + PartialEq
        + From<u8>
        + std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>,
{
    let (zero, one) = (T::from(0), T::from(1));
    loop {
        let (d, r) = (x / k, x % k);
        if r == zero || d == zero {
            return d;
        }
        // ceil(r / (d + 1)) steps of d + 1.
        x = x - (r + d) / (d + one) * (d + one);
    }
}

/// How many tokens to take from `x` (constant `k`) to leave a heap of value `target <
/// G(x)`; `None` if `target >= G(x)`.
///
/// The value `target` is in the window `x - d .. x - 1` exactly once (the proof). Its first
/// heap is `target·k`; the next heap of the same value after `m` is the `m + 1`-th number not
/// divisible by `k` (the recursion run forwards: the smallest `n` with `n - floor(n / k) - 1 =
/// m`), which is `m + 1 + floor(m / (k - 1))`. While `floor(m / (k - 1))` stays the same the
/// heaps are evenly spaced, and one division jumps over all of them; so the walk to the window
/// takes as many strides as `sg` does.
///
/// O(min(x / k, k · log x)) strides.
///
/// ```
/// use grundy::games::take_fraction::{sg, take_to};
/// let t = take_to(10, 3, 0).unwrap();
/// assert_eq!(sg(10 - t, 3), 0);
/// ```
pub fn take_to(x: u64, k: u64, target: u64) -> Option<u64> {
    let value = sg(x, k);
    if target >= value {
        return None;
    }
    if k <= 1 {
        return Some(x - target);
    }
    let low = x - x / k; // the window is low..x
    let mut m = target * k; // the first heap of value target
    while m < low {
        let g = m / (k - 1);
        let gap = g + 1;
        // The heaps stay `gap` apart while m is below the end of its block of k - 1.
        let until = ((g + 1) * (k - 1)).min(low);
        let jumps = (until - m + gap - 1) / gap;
        m += jumps * gap;
    }
    (m < x && sg(m, k) == target).then_some(x - m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sg_table::table;

    #[test]
    fn the_recursion_is_the_table_of_the_moves() {
        for k in 1..=12usize {
            let moves = table(1500, |x, g, o| (1..=x / k).for_each(|s| o.insert(g[x - s])));
            for (x, &v) in moves.iter().enumerate() {
                assert_eq!(sg(x as u64, k as u64), u64::from(v), "x {x} k {k}");
                for t in 0..u64::from(v) {
                    let take = take_to(x as u64, k as u64, t)
                        .unwrap_or_else(|| panic!("x {x} k {k} -> {t}"));
                    assert!(take >= 1 && take as usize <= x / k);
                    assert_eq!(u64::from(moves[x - take as usize]), t, "x {x} k {k}");
                }
            }
        }
    }

    #[test]
    fn large_heaps_finish() {
        for k in [
            1u64,
            2,
            3,
            1000,
            31_623,
            1_000_000,
            999_999_937,
            1_000_000_000,
        ] {
            let x = 999_999_999u64;
            let v = sg(x, k);
            if v > 0 {
                let t = take_to(x, k, v / 2).unwrap();
                assert_eq!(sg(x - t, k), v / 2, "k {k}");
            }
        }
    }

    #[test]
    fn both_widths_walk_alike() {
        // The 64-bit walk (heaps past 2^31) against the 32-bit one on heaps both take, and
        // through the period of a multiple of k: G(n·k) = n, far past 2^32.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (heap, k) = (x % (1 << 31), 1 + (x >> 40) % 5000);
            assert_eq!(strides(heap, k), u64::from(strides(heap as u32, k as u32)));
        }
        assert_eq!(sg(3 << 40, 3), 1 << 40);
        assert_eq!(sg(1_000_000_000_000_000_000, 1), 1_000_000_000_000_000_000);
    }
}

//! The bit game (Codeforces 2027 E1/E2): a pile of `x` stones with a bound `a`; a move
//! removes `d` stones where `1 ≤ d ≤ a` and `d` is a submask of `x` (`x & d = d`). Its
//! Grundy value is read off the bits of `x` and `a`, so [`count_by_value`] counts the `x` up
//! to a bound by their value with [`core::digit_dp`](crate::core::digit_dp), and the piles'
//! counts combine by [`xor_product_mod`](crate::core::gf2::xor_product_mod).
//!
//! ## The value
//! A move leaves `x − d`, a submask of `x`, so only the bits where `x` has a 1 ever change.
//! Whether `d ≤ a` is decided at the highest place where `d` and `a` differ; where `x` has a
//! 0, `d` has a 0 too, so at the first such place where `a` has a 1 (a *good* bit) every `d`
//! that agrees with `a` above it is below `a`, whatever it has lower down. So the game is the
//! game on `x`'s ones alone, squeezed together into `2^k − 1` (`k` ones), with the bound `a'`
//! made from `a`'s digits at those places, every one of them 1 after the first good bit. Where
//! `a'` has leading zeros, `d` must have them too: those ones of `x` can never be taken, and
//! the game is `x = 2^L − 1`, bound `a'`, for `L` the length of `a'`. Write `g(a')` for its
//! value. The editorial of Codeforces Round 982 (problem 2027 E1) proves:
//!
//! * `g(2^k − 2) = 0` for `k ≥ 1`;
//! * `g(2^k − 1) = k` for `k ≥ 0` (every submask is reachable: Nim on the count of ones);
//! * `g(2^k) = k ⊕ 1` for `k ≥ 0`;
//! * `g(2^k + 1) = … = g(2^{k+1} − 3) = k + 1` for `k ≥ 2`.
//!
//! The tests check [`value`] against values computed from the moves alone (mex over every
//! legal `d`) for every `a, x < 2^9` and random ones to 2^14.
//!
//! ## Reading it off the bits
//! [`ValueReader`] reads `x` from its highest place down, with `a`'s digit at each place: a 0
//! of `x` where `a` has a 1 finds the good bit; a 1 of `x` appends `a`'s digit (or 1 after the
//! good bit) to `a'`. Of `a'` it keeps the length from its leading 1 and which of these shapes
//! it has: nothing yet, `1…1`, `10`, `1…10` (two ones or more), `10…0` (two zeros or more), or
//! anything else (every other number of its length lies in `2^{L−1} + 1 ..= 2^L − 3`, and
//! appending a digit keeps it there). The shape and the length give the value. `2 · 6 · 65`
//! states; after the good bit only the number of ones still to come matters
//! ([`BitReader::counts_ones`]).
//!
//! ## Counting by value, faster
//! The reader is the general way, and the tests count with it; [`count_by_value`] uses what
//! the analysis says about the value, for speed. Let `h` be `a`'s top bit. Above `h` a 1 of
//! `x` appends a leading 0 of `a'`, dropped: the value depends only on `lo = x mod 2^{h+1}`.
//! Let `g` be the good bit of `lo` (the highest place where `lo` has a 0 and `a` a 1), `O` the
//! ones of `a` above `g`, `z` the ones of `lo` above `g` where `a` has a 0, and `t` the ones
//! of `lo` below `g`. Above `g`, `lo` has a 1 wherever `a` has, so `popcount(lo) = O + z + t`,
//! and `a'` is `O` ones with `z` zeros among them (from the leading 1 at `h` on), then `t`
//! ones. If `t ≥ 1` it ends in a 1 and is all ones or "anything else": value `O + z + t =
//! popcount(lo)`. If `t = 0` it is also `popcount(lo)` but for three shapes:
//!
//! * `O = 1` and `z ≥ 1` (`1 0^z`, `g` the second highest bit of `a`, or no good bit when
//!   `a` is a power of two): `lo = 2^h + Y` for `Y` a set of `z` places between `g` and `h`;
//!   value `z ⊕ 1` (with `z = 1`, "10", value 0);
//! * `O ≥ 2`, `z = 1` and that zero below the lowest 1 of `a` above `g` (`1^O 0 = 2^{O+1} − 2`):
//!   `lo` is `a`'s bits above `g` plus one place between `g` and the next bit of `a`; value 0.
//!
//! So the count of `lo ≤ B` by value is the count by number of ones (along `B`'s digits from
//! the top: where `B` has a 1, the numbers that agree above and have a 0 there are `C(p, j)`
//! with `j` more ones among the `p` places below), with those few numbers moved to their
//! values; and `x ≤ b` is `⌊b / 2^{h+1}⌋` whole blocks of `lo` plus the `lo ≤ b mod 2^{h+1}`.
//! O(h²) additions of exact counts a pile.

use crate::core::digit_dp::BitReader;
use crate::core::modular::PASCAL;

/// The shapes of `a'` so far (see the module documentation).
const NOTHING: usize = 0;
const ONES: usize = 1;
const ONE_ZERO: usize = 2;
const ONES_ZERO: usize = 3;
const ONE_ZEROS: usize = 4;
const OTHER: usize = 5;
const SHAPES: usize = 6;
/// Lengths 0..=64.
const LENGTHS: usize = 65;

/// The value of `a'` with this shape and length.
fn shape_value(shape: usize, length: u32) -> u32 {
    match shape {
        ONES => length,
        ONE_ZEROS => (length - 1) ^ 1,
        OTHER => length,
        _ => 0,
    }
}

/// The shape after appending `digit`, and the new length.
fn append(shape: usize, length: u32, digit: u64) -> (usize, u32) {
    let shape = match (shape, digit) {
        (NOTHING, 0) => return (NOTHING, 0),
        (NOTHING, _) => ONES,
        (ONES, 1) => ONES,
        (ONES, _) if length == 1 => ONE_ZERO,
        (ONES, _) => ONES_ZERO,
        (ONE_ZERO, 0) | (ONE_ZEROS, 0) => ONE_ZEROS,
        _ => OTHER,
    };
    (shape, length + 1)
}

/// The Grundy value of a pile of `x` stones with bound `a` (see the module documentation).
///
/// O(64).
///
/// ```
/// use grundy::games::bit_game::value;
/// assert_eq!(value(1, 10), 0); // the submasks of 1010 are 2, 8 and 10: none is at most 1
/// assert_eq!(value(6, 7), 0); // a' = 110 = 2^3 - 2
/// assert_eq!(value(7, 7), 3); // every submask: Nim on the three ones
/// ```
pub fn value(a: u64, x: u64) -> u32 {
    let reader = ValueReader { a };
    let mut state = reader.start();
    for place in (0..64).rev() {
        // The reader never drops a number.
        state = reader
            .read(state, place, (x >> place & 1) as u32)
            .unwrap_or(state);
    }
    reader.value(state)
}

/// Reads a pile's size `x`, highest place first, for a fixed bound `a`: its states end in
/// the pile's value ([`ValueReader::value`]). See the module documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueReader {
    /// The bound on a move.
    pub a: u64,
}

impl ValueReader {
    /// The value of the piles that end in `state`.
    ///
    /// O(1).
    pub fn value(&self, state: usize) -> u32 {
        let (shape, length) = (state / 2 % SHAPES, (state / 2 / SHAPES) as u32);
        shape_value(shape, length)
    }
}

impl BitReader for ValueReader {
    fn states(&self) -> usize {
        2 * SHAPES * LENGTHS
    }

    fn start(&self) -> usize {
        0
    }

    /// After the good bit a 0 of `x` changes nothing and a 1 appends a 1 wherever it is.
    #[inline]
    fn counts_ones(&self, state: usize) -> bool {
        state % 2 == 1
    }

    fn after_ones(&self, state: usize, ones: u32) -> usize {
        let (mut shape, mut length) = (state / 2 % SHAPES, (state / 2 / SHAPES) as u32);
        if ones > 0 {
            shape = append(shape, length, 1).0;
            shape = if shape == ONES { ONES } else { OTHER };
            length += ones;
        }
        (length as usize * SHAPES + shape) * 2 + 1
    }

    #[inline]
    fn read(&self, state: usize, place: u32, bit: u32) -> Option<usize> {
        let good = state % 2 == 1;
        let (shape, length) = (state / 2 % SHAPES, (state / 2 / SHAPES) as u32);
        let digit = self.a >> place & 1;
        if bit == 0 {
            return Some(if digit == 1 { state | 1 } else { state });
        }
        let (shape, length) = append(shape, length, if good { 1 } else { digit });
        Some((length as usize * SHAPES + shape) * 2 + usize::from(good))
    }
}

/// How many `x` in `1..=b` give each value with bound `a`, exactly: `c[v]` for every value
/// `v` (at most 64; the entries past the digits of `a | b`, plus one, are 0). A bound of 0
/// allows no move: every `x` has value 0. The same counts as [`ValueReader`] read with a
/// [`BitCounter`](crate::core::digit_dp::BitCounter), by the shortcut of the module
/// documentation; a judge's modulus is applied by the caller.
///
/// O(h²) additions for `h` the top bit of `a`; no allocation.
///
/// # Example
/// ```
/// use grundy::games::bit_game::count_by_value;
/// // a = 1, x in 1..=3: x = 1 and 3 can take 1 stone (value 1), x = 2 cannot (value 0).
/// assert_eq!(count_by_value(1, 3)[..4], [1, 2, 0, 0]);
/// assert_eq!(count_by_value(0, 5)[..2], [5, 0]);
/// ```
pub fn count_by_value(a: u64, b: u64) -> [u64; 66] {
    if a == 0 {
        let mut out = [0u64; 66];
        out[0] = b;
        return out;
    }
    exact_counts(a, b)
}

/// Adds `times` × the count of every value among `lo` in `0..=bound` (`bound < 2^{h+1}`,
/// `h` the top bit of `a`) to `out`, exactly (see the module documentation).
fn add_low_counts(a: u64, h: u32, bound: u64, times: u64, out: &mut [u64; 66]) {
    // By number of ones: C(h + 1, j) for a whole block, else along bound's digits from the
    // top (the rows added without a product when `times` is 1, as it is for the last block).
    let add_row = |out: &mut [u64; 66], from: usize, row: &[u64]| {
        let to = &mut out[from..from + row.len()];
        if times == 1 {
            to.iter_mut().zip(row).for_each(|(o, &c)| *o += c);
        } else {
            to.iter_mut().zip(row).for_each(|(o, &c)| *o += times * c);
        }
    };
    if bound == u64::MAX >> (63 - h) {
        add_row(out, 0, &PASCAL[h as usize + 1][..=h as usize + 1]);
    } else {
        let mut ones = 0usize;
        for p in (0..=h).rev() {
            if bound >> p & 1 == 1 {
                add_row(out, ones, &PASCAL[p as usize][..=p as usize]);
                ones += 1;
            }
        }
        out[ones] += times;
    }
    let mut moved = |from: usize, to: usize, count: u64| {
        out[from] -= times * count;
        out[to] += times * count;
    };
    // O = 1: lo = 2^h + Y, Y a set of z >= 1 places strictly between g and h, g the second
    // bit of a (-1 when a has one bit); those at most bound, by z, along rest's digits.
    let below_h = a & !(1u64 << h);
    let g = if below_h == 0 {
        -1
    } else {
        63 - below_h.leading_zeros() as i32
    };
    if bound >> h & 1 == 1 {
        let rest = bound & !(1u64 << h);
        let mut z = 0usize;
        for p in ((g + 1) as u32..h).rev() {
            if rest >> p & 1 == 1 {
                // Y has a 0 here and anything on the places strictly between g and p.
                let free = (p as i32 - g - 1) as usize;
                for (j, &c) in PASCAL[free][..=free].iter().enumerate() {
                    if z + j >= 1 {
                        moved(z + j + 1, (z + j) ^ 1, c);
                    }
                }
                z += 1;
            }
        }
        // Y equal to rest between g and h (and 0 below: never past rest).
        if z >= 1 {
            moved(z + 1, z ^ 1, 1);
        }
    }
    // O >= 2: g a bit of a with at least two bits of a above it, or -1 when a has two bits
    // or more; lo is a's bits above g plus one place q strictly between g and u, the lowest
    // bit of a above g: those at most bound are the q up to bound - top's highest bit.
    let mut top = 0u64; // a's bits above g
    let mut above = 0usize; // how many
    let mut rest = a;
    while rest != 0 {
        let u = 63 - rest.leading_zeros() as i32;
        top |= 1u64 << u;
        above += 1;
        rest &= !(1u64 << u);
        let g = if rest == 0 {
            -1
        } else {
            63 - rest.leading_zeros() as i32
        };
        if above < 2 || u - g < 2 || top > bound {
            continue;
        }
        let r = bound - top;
        if r == 0 {
            continue;
        }
        let highest_q = (63 - r.leading_zeros() as i32).min(u - 1);
        moved(above + 1, 0, (highest_q - g).max(0) as u64);
    }
}

/// How many `x` in `1..=b` give each value with bound `a ≥ 1`, exactly: `c[v]` for `v` up to
/// 64 (see the module documentation, "Counting by value, faster").
///
/// O(h²) for `h` the top bit of `a`.
fn exact_counts(a: u64, b: u64) -> [u64; 66] {
    let mut out = [0u64; 66];
    let h = 63 - a.leading_zeros();
    let (blocks, rest) = if h == 63 {
        (0, b)
    } else {
        (b >> (h + 1), b & ((1u64 << (h + 1)) - 1))
    };
    if blocks > 0 {
        add_low_counts(a, h, (1u64 << (h + 1)) - 1, blocks, &mut out);
    }
    add_low_counts(a, h, rest, 1, &mut out);
    out[0] -= 1; // x = 0
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::digit_dp::BitCounter;

    /// Values from the moves alone: mex over every `d` with `1 <= d <= a` and `d ⊆ x`.
    fn by_moves(a: usize, most: usize) -> Vec<u32> {
        let mut g = vec![0u32; most + 1];
        for x in 1..=most {
            let mut seen = [false; 64];
            let mut d = x;
            // Every nonempty submask d of x.
            while d > 0 {
                if d <= a {
                    seen[g[x - d] as usize] = true;
                }
                d = (d - 1) & x;
            }
            g[x] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
        g
    }

    #[test]
    fn values_match_the_moves_for_every_small_pile_and_bound() {
        for a in 0..512 {
            let g = by_moves(a, 511);
            for (x, &want) in g.iter().enumerate() {
                assert_eq!(value(a as u64, x as u64), want, "a {a}, x {x}");
            }
        }
        let mut seed = 2027u64;
        for _ in 0..40 {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            let a = (seed >> 40) as usize % (1 << 14);
            let g = by_moves(a, 1 << 14);
            for x in (0..1 << 14).step_by(97) {
                assert_eq!(value(a as u64, x as u64), g[x], "a {a}, x {x}");
            }
        }
    }

    /// Counts by value through the reader and the general counter.
    fn by_reader(counter: &mut BitCounter, a: u64, b: u64) -> Vec<u64> {
        let reader = ValueReader { a };
        let places = 64 - (a | b).leading_zeros();
        let mut out = vec![0u64; 66];
        for &(state, c) in counter.count(&reader, 1, b, places).unwrap() {
            out[reader.value(state) as usize] += c as u64;
        }
        out
    }

    #[test]
    fn counts_by_value_match_the_values_and_the_reader() {
        let mut counter = BitCounter::new();
        for a in 0..128u64 {
            for b in 0..300u64 {
                let mut want = vec![0u64; 66];
                for x in 1..=b {
                    want[value(a, x) as usize] += 1;
                }
                assert_eq!(count_by_value(a, b).to_vec(), want, "{a} {b}");
                if a >= 1 && b >= 1 {
                    assert_eq!(by_reader(&mut counter, a, b), want, "{a} {b}");
                }
            }
        }
        // Large piles and bounds, the shortcut against the reader.
        let mut seed = 982u64;
        for round in 0..3000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let width = 1 + round % 62;
            let a = 1 + (seed >> 3) % ((1u64 << width) - 1).max(1);
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let b = 1 + (seed >> 2) % (1u64 << (1 + (round * 7) % 62));
            let want = by_reader(&mut counter, a, b);
            assert_eq!(count_by_value(a, b).to_vec(), want, "{a} {b}");
        }
        // The extremes: every x below 2^64, the widest bounds.
        for a in [1, u64::MAX, 1 << 63, (1 << 63) + 1] {
            let c = count_by_value(a, u64::MAX);
            assert_eq!(
                c.iter().fold(0u64, |s, &n| s.wrapping_add(n)),
                u64::MAX,
                "{a}"
            );
        }
    }
}

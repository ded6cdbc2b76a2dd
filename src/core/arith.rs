//! Exact integer arithmetic that games need and the standard library lacks at Rust 1.70:
//! integer square roots, `⌊nφ⌋` for the golden ratio `φ = (1 + √5) / 2` (Wythoff's game), and
//! the number of prime factors of every number up to a limit (the dividing game).
//!
//! No floating point decides anything here: a float may guess, and integers check the guess.

use crate::core::budget::{filled, reserve, NoMemory};

/// `⌊√n⌋`, exact for every `u64` (`u64::isqrt` arrived in Rust 1.84).
///
/// O(1): the float square root is within a few units of the answer, and is corrected.
///
/// ```
/// use grundy::core::arith::isqrt;
/// assert_eq!(isqrt(99), 9);
/// assert_eq!(isqrt(100), 10);
/// assert_eq!(isqrt(u64::MAX), u64::from(u32::MAX));
/// ```
pub fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).map_or(true, |sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

/// `⌊√n⌋` for every `u128`.
///
/// O(1): a float guess (relative error about 2^-52), one Newton step `(r + n/r) / 2`, which
/// squares that error away, and a correction of at most a unit or two.
///
/// ```
/// use grundy::core::arith::isqrt_u128;
/// let r = 3_037_000_499u128 * 1_000_000_007;
/// assert_eq!(isqrt_u128(r * r), r);
/// assert_eq!(isqrt_u128(r * r - 1), r - 1);
/// assert_eq!(isqrt_u128(u128::MAX), u128::from(u64::MAX));
/// ```
pub fn isqrt_u128(n: u128) -> u128 {
    if n < 1 << 52 {
        return u128::from(isqrt(n as u64));
    }
    let guess = (n as f64).sqrt() as u128;
    let mut r = guess.clamp(1, u128::from(u64::MAX));
    r = (r + n / r) / 2;
    r = r.min(u128::from(u64::MAX));
    while r * r > n {
        r -= 1;
    }
    while r < u128::from(u64::MAX) && (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// `⌈a / b⌉` for `b > 0`, without overflow (`u64::div_ceil` arrived in Rust 1.73).
///
/// O(1): one division.
///
/// ```
/// use grundy::core::arith::div_ceil;
/// assert_eq!((div_ceil(17, 9), div_ceil(18, 9), div_ceil(u64::MAX, 2)), (2, 2, 1 << 63));
/// ```
#[inline]
pub fn div_ceil(a: u64, b: u64) -> u64 {
    a / b + u64::from(a % b != 0)
}

/// The largest `n` that [`floor_phi`] takes: `5n²` must fit a `u128`.
pub const FLOOR_PHI_MAX: u64 = 1 << 62;

/// `⌊2^64 / φ⌋ = ⌊(φ - 1)·2^64⌋`, the fixed-point `1/φ` of [`floor_phi`]'s fast path (the tests
/// check it: `1/φ` is the positive root of `t² + t = 1`).
const INVERSE_PHI_2_64: u64 = 0x9e37_79b9_7f4a_7c15;

/// Below this, `⌊nφ⌋ = n + ⌊n·INVERSE_PHI_2_64 / 2^64⌋` exactly. Proof: `nφ = n + n(φ - 1)`,
/// and the fixed-point product is below `n(φ - 1)` by less than `n / 2^64`. For whole `n >= 1`
/// and `m`, `(m - nφ)(m + n/φ) = m² - mn - n²` is a nonzero integer (`φ` is irrational), so
/// when `|m - nφ| < 1`, `|m - nφ| >= 1 / (m + n/φ) > 1 / (n√5 + 1)`: `nφ` is farther than that
/// from every integer. For `n < 2^31`, `n / 2^64 < 1 / (n√5 + 1)` (`n²√5 + n < 2^64`), so the
/// product does not cross an integer and the floors agree.
pub(crate) const FLOOR_PHI_FIXED: u64 = 1 << 31;

/// `⌊nφ⌋` exactly, for `n <= FLOOR_PHI_MAX` (2^62, about 4.6·10^18).
///
/// `nφ = (n + √(5n²)) / 2`, and for a whole `n`, `⌊(n + x) / 2⌋ = ⌊(n + ⌊x⌋) / 2⌋` for any real
/// `x >= 0`, so `⌊nφ⌋ = ⌊(n + ⌊√(5n²)⌋) / 2⌋`: one integer square root. The usual
/// `(long long)(n * phi)` in `double` is off by one from about `n = 10^15` on (the product
/// has more digits than a double holds).
///
/// O(1): below `2^31` one 64-bit multiplication (a fixed-point `1/φ`, exact there: the proof
/// is beside the constant); above, one [`isqrt_u128`] (a float guess, one Newton step and a
/// correction).
///
/// ```
/// use grundy::core::arith::floor_phi;
/// assert_eq!((0..8).map(floor_phi).collect::<Vec<_>>(), [0, 1, 3, 4, 6, 8, 9, 11]);
/// assert_eq!(floor_phi(1_000_000_000_000_000_000), 1_618_033_988_749_894_848);
/// ```
pub fn floor_phi(n: u64) -> u64 {
    debug_assert!(n <= FLOOR_PHI_MAX);
    if n == 0 {
        return 0;
    }
    if n < FLOOR_PHI_FIXED {
        // The judges' piles: one multiplication by 1/φ in fixed point, exact below 2^31
        // (see FLOOR_PHI_FIXED).
        return n + ((u128::from(n) * u128::from(INVERSE_PHI_2_64)) >> 64) as u64;
    }
    let n = u128::from(n);
    ((n + isqrt_u128(5 * n * n)) / 2) as u64
}

/// `Ω(n)` for every `n` in `0..=limit`: the number of prime factors of `n` counted with
/// multiplicity (`Ω(12) = 3`, `Ω(0) = Ω(1) = 0`). `Err` if memory runs out.
///
/// A linear sieve: every composite `n` is reached once, as `i · p` for its smallest prime
/// factor `p` (the loop over primes stops at the first `p` dividing `i`), and `Ω(n) = Ω(i) + 1`
/// with `i < n` already known. O(limit) time; one byte a number and four a prime below it.
///
/// ```
/// use grundy::core::arith::prime_factor_counts;
/// let omega = prime_factor_counts(12).unwrap();
/// assert_eq!(omega, [0, 0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// ```
pub fn prime_factor_counts(limit: usize) -> Result<Vec<u8>, NoMemory> {
    let mut omega = filled(limit + 1, 0u8)?;
    let mut primes: Vec<u32> = Vec::new();
    for i in 2..=limit {
        if omega[i] == 0 {
            omega[i] = 1;
            reserve(&mut primes, 1)?;
            primes.push(i as u32);
        }
        for &p in &primes {
            let n = i * p as usize;
            if n > limit {
                break;
            }
            omega[n] = omega[i] + 1;
            if i % p as usize == 0 {
                break;
            }
        }
    }
    Ok(omega)
}

#[cfg(test)]
mod tests {
    /// The fixed-point path against the square-root formula: every n below 10^6, random ones
    /// below 2^31, the Fibonacci numbers (where `nφ` comes nearest an integer) and their
    /// neighbours, and those around 2^31 where the general path starts; and the constant.
    #[test]
    fn floor_phi_fast_path_is_exact() {
        // 1/φ is the positive root of t² + t = 1, and t² + t grows with t, so C = ⌊2^64/φ⌋ iff
        // C² + C·2^64 <= 2^128 < (C + 1)² + (C + 1)·2^64, that is C² <= (2^64 - C)·2^64 and
        // (C + 1)² > (2^64 - C - 1)·2^64.
        let c = u128::from(INVERSE_PHI_2_64);
        let rest = |c: u128| ((1u128 << 64) - c) << 64;
        assert!(
            c * c <= rest(c) && (c + 1) * (c + 1) > rest(c + 1),
            "⌊2^64/φ⌋"
        );
        let (mut f0, mut f1) = (1u64, 2u64);
        let mut fibonacci = Vec::new();
        while f1 < 1 << 32 {
            fibonacci.extend([f1 - 1, f1, f1 + 1]);
            (f0, f1) = (f1, f0 + f1);
        }
        let slow = |n: u64| {
            let n = u128::from(n);
            ((n + isqrt_u128(5 * n * n)) / 2) as u64
        };
        let mut x = 99u64;
        let randoms = (0..200_000).map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % (1 << 31)
        });
        let edges = (1u64 << 31) - 1000..(1 << 31) + 1000;
        for n in (0..1_000_000).chain(randoms).chain(edges).chain(fibonacci) {
            assert_eq!(floor_phi(n), slow(n), "{n}");
        }
    }

    use super::*;

    #[test]
    fn isqrt_is_exact() {
        for n in 0..10_000u64 {
            let r = isqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "{n}");
        }
        assert_eq!(isqrt(u64::MAX), u32::MAX as u64);
        assert_eq!(isqrt(999_999_999_999), 999_999);
        assert_eq!(isqrt(1_000_000_000_000), 1_000_000);
    }

    #[test]
    fn isqrt_u128_is_exact_around_squares() {
        let mut r: u128 = 1;
        while r < u128::from(u64::MAX) / 3 {
            for s in [r - 1, r, r + 1] {
                let sq = s * s;
                assert_eq!(isqrt_u128(sq), s);
                assert_eq!(isqrt_u128(sq + 2 * s), s, "just below (s + 1)^2");
                if s > 0 {
                    assert_eq!(isqrt_u128(sq - 1), s - 1);
                }
            }
            r = r * 3 + 1;
        }
    }

    /// `⌊nφ⌋` against the defining inequalities `f <= nφ < f + 1`, checked in integers:
    /// `2f - n <= n√5 < 2f + 2 - n`, squared where both sides are positive.
    #[test]
    fn floor_phi_satisfies_its_definition() {
        let check = |n: u64| {
            let f = i128::from(floor_phi(n));
            let (n, five_n2) = (i128::from(n), 5 * i128::from(n) * i128::from(n));
            let low = 2 * f - n;
            let high = 2 * f + 2 - n;
            assert!(low <= 0 || low * low <= five_n2, "{n}");
            assert!(high > 0 && high * high > five_n2, "{n}");
        };
        (0..100_000).for_each(check);
        let mut n = 1u64;
        while n < FLOOR_PHI_MAX / 2 {
            (n - 1..n + 2).for_each(check);
            n = n * 2 + n / 3;
        }
        check(FLOOR_PHI_MAX);
    }

    #[test]
    fn prime_factor_counts_agree_with_trial_division() {
        let omega = super::prime_factor_counts(20_000).unwrap();
        for (n, &count) in omega.iter().enumerate() {
            let (mut m, mut factors, mut d) = (n, 0, 2);
            while n >= 2 && m > 1 {
                while m % d == 0 {
                    m /= d;
                    factors += 1;
                }
                d += 1;
            }
            assert_eq!(usize::from(count), factors, "{n}");
        }
    }
}

//! Arithmetic modulo a number: products and powers that cannot overflow, inverses, a
//! primality test, and binomial coefficients modulo a prime ([`Binomials`]), the counting
//! half of many game problems ("how many positions does the first player lose, modulo
//! 10^9 + 7").
//!
//! ## Binomial coefficients modulo a prime
//! For a prime `p` and `n < p`, `C(n, k) = n! / (k! (n - k)!)` and none of the factorials is
//! divisible by `p`, so `C(n, k) ≡ n! · (k!)^{-1} · ((n - k)!)^{-1} (mod p)`, each inverse
//! by Fermat (`a^{-1} ≡ a^{p-2}`). [`Binomials`] keeps `i!` and `(i!)^{-1}` for `i` up to
//! a bound: one power for the largest inverse, then `(i!)^{-1} = ((i + 1)!)^{-1} · (i + 1)`
//! downwards, O(bound) multiplications in all. For `n ≥ p`, Lucas' theorem: with `n` and
//! `k` written in base `p`, `C(n, k) ≡ Π C(n_i, k_i) (mod p)`, each factor with digits below
//! `p`. A digit past the table (the caller asked for a smaller one) is computed as the
//! product `n (n - 1) … (n - k + 1) / k!` in O(min(k, n - k)) multiplications, so every
//! answer is right and only its speed depends on the table.
//!
//! ## Primality
//! [`is_prime`] is Miller–Rabin with the first twelve primes as bases, which is exact for
//! every `n < 3.3 · 10^24` (Sorenson and Webster, 2015), so for every `u64`.

use crate::core::budget::{reserve, NoMemory};

/// `a · b mod m` for any `a, b` and a modulus `m ≥ 1`: one 64-bit division when both
/// factors and `m` fit in 32 bits (998 244 353, 10^9 + 7), else through `u128`.
///
/// O(1).
///
/// ```
/// use grundy::core::modular::mul_mod;
/// assert_eq!(mul_mod(1 << 62, 1 << 62, 1_000_000_007), 829_977_023);
/// assert_eq!(mul_mod(3, 5, 7), 1);
/// ```
#[inline]
pub fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    if (a | b | m) >> 32 == 0 {
        a * b % m
    } else {
        (u128::from(a) * u128::from(b) % u128::from(m)) as u64
    }
}

/// `base^e mod m` for a modulus `m ≥ 1` (`0^0 = 1`, reduced: `1 mod 1 = 0`).
///
/// O(log e) multiplications.
///
/// ```
/// use grundy::core::modular::pow_mod;
/// assert_eq!(pow_mod(2, 10, 1000), 24);
/// assert_eq!(pow_mod(5, 0, 7), 1);
/// ```
pub fn pow_mod(base: u64, mut e: u64, m: u64) -> u64 {
    let mut acc = 1 % m;
    let mut base = base % m;
    while e > 0 {
        if e & 1 == 1 {
            acc = mul_mod(acc, base, m);
        }
        base = mul_mod(base, base, m);
        e >>= 1;
    }
    acc
}

/// The inverse of `a` modulo `m` (`a · x ≡ 1`), for any modulus `m ≥ 2`: `None` when `a` and
/// `m` share a factor, and for `m < 2`. Extended Euclid, no primality needed.
///
/// O(log m).
///
/// ```
/// use grundy::core::modular::inverse_mod;
/// assert_eq!(inverse_mod(3, 7), Some(5));
/// assert_eq!(inverse_mod(4, 10), None);
/// ```
pub fn inverse_mod(a: u64, m: u64) -> Option<u64> {
    if m < 2 {
        return None;
    }
    // Invariants: r0 ≡ s0·a and r1 ≡ s1·a (mod m), with the s kept as signed values.
    let (mut r0, mut r1) = (i128::from(m), i128::from(a % m));
    let (mut s0, mut s1) = (0i128, 1i128);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
    }
    (r0 == 1).then(|| s0.rem_euclid(i128::from(m)) as u64)
}

/// Is `n` prime? Exact for every `u64` (see the module documentation).
///
/// O(log n) multiplications for each of twelve bases.
///
/// ```
/// use grundy::core::modular::is_prime;
/// assert!(is_prime(998_244_353) && is_prime(1_000_000_007) && is_prime(2));
/// assert!(!is_prime(1) && !is_prime(561) && !is_prime(1_000_000_011 * 3));
/// ```
pub fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for p in BASES {
        if n % p == 0 {
            return n == p;
        }
    }
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    BASES.iter().all(|&a| {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            return true;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                return true;
            }
        }
        false
    })
}

/// Pascal's triangle to row 64, exact: `PASCAL[n][k]` is `C(n, k)` (`C(64, 32) < 2^64`), made
/// when the program is compiled. For counts over the bits of a number: how many of `n` places
/// hold `k` ones.
///
/// O(1) to read.
pub static PASCAL: [[u64; 65]; 65] = pascal();

const fn pascal() -> [[u64; 65]; 65] {
    let mut t = [[0u64; 65]; 65];
    let mut n = 0;
    while n < 65 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
}

/// Why a [`Binomials`] table could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModularError {
    /// The modulus is not a prime (inverses of factorials need one).
    NotPrime(u64),
    /// The table needs more memory than is available.
    NoMemory,
}

impl std::fmt::Display for ModularError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ModularError::NotPrime(p) => write!(f, "expected a prime modulus, found {p}"),
            ModularError::NoMemory => write!(f, "the table needs more memory than is available"),
        }
    }
}

impl std::error::Error for ModularError {}

impl From<NoMemory> for ModularError {
    fn from(_: NoMemory) -> Self {
        ModularError::NoMemory
    }
}

/// Factorials and their inverses modulo a prime `p`, for binomial coefficients: `C(n, k)`
/// in O(1) for `n` up to the table's bound (and below `p`), by Lucas' theorem for `n ≥ p`,
/// and by a product for digits past the table (see the module documentation). Every answer
/// is exact modulo `p`; none panics.
///
/// # Example
/// ```
/// use grundy::core::modular::Binomials;
/// let c = Binomials::new(100, 1_000_000_007).unwrap();
/// assert_eq!(c.choose(10, 3), 120);
/// assert_eq!(c.choose(3, 10), 0);
/// assert_eq!(c.choose(1000, 500), 159_835_829); // past the table: still exact
/// // Modulo 7, by Lucas: C(10, 3) = 120 ≡ 1.
/// assert_eq!(Binomials::new(10, 7).unwrap().choose(10, 3), 1);
/// // Five tokens in three boxes: C(7, 2) = 21 ways.
/// assert_eq!(c.stars_and_bars(5, 3), 21);
/// ```
#[derive(Clone, Debug)]
pub struct Binomials {
    p: u64,
    factorial: Vec<u64>,
    inverse: Vec<u64>,
}

impl Binomials {
    /// The table for `n` up to `most` modulo the prime `p` (held up to `p - 1` at most: past
    /// it Lucas' theorem needs no more). Errors: `p` not prime, no memory.
    ///
    /// O(min(most, p)) time and 16 bytes an entry, plus one power (O(log p)).
    pub fn new(most: u64, p: u64) -> Result<Binomials, ModularError> {
        if !is_prime(p) {
            return Err(ModularError::NotPrime(p));
        }
        let len = most.min(p - 1) as usize + 1;
        let (mut factorial, mut inverse) = (Vec::new(), Vec::new());
        reserve(&mut factorial, len)?;
        reserve(&mut inverse, len)?;
        factorial.push(1 % p);
        for i in 1..len {
            factorial.push(mul_mod(factorial[i - 1], i as u64, p));
        }
        inverse.resize(len, 0);
        inverse[len - 1] = pow_mod(factorial[len - 1], p - 2, p);
        for i in (1..len).rev() {
            inverse[i - 1] = mul_mod(inverse[i], i as u64, p);
        }
        Ok(Binomials {
            p,
            factorial,
            inverse,
        })
    }

    /// The prime modulus.
    ///
    /// O(1).
    pub fn modulus(&self) -> u64 {
        self.p
    }

    /// `C(n, k) mod p`: 0 when `k > n`.
    ///
    /// O(1) when `n` is at most the table's bound and below `p`; O(log_p n) digits by Lucas'
    /// theorem past `p`; a digit past the table costs O(min(k, n - k)).
    pub fn choose(&self, n: u64, k: u64) -> u64 {
        if k > n {
            return 0;
        }
        let (mut n, mut k, mut acc) = (n, k, 1 % self.p);
        while k > 0 && acc != 0 {
            let (nd, kd) = (n % self.p, k % self.p);
            acc = mul_mod(acc, self.small(nd, kd), self.p);
            n /= self.p;
            k /= self.p;
        }
        acc
    }

    /// `C(n, k) mod p` for `k ≤ n < p`.
    fn small(&self, n: u64, k: u64) -> u64 {
        if k > n {
            return 0;
        }
        if let (Some(&f), Some(&a), Some(&b)) = (
            self.factorial.get(n as usize),
            self.inverse.get(k as usize),
            self.inverse.get((n - k) as usize),
        ) {
            return mul_mod(mul_mod(f, a, self.p), b, self.p);
        }
        // Past the table: the product of k factors over k!, inverted once (k! is not 0 modulo
        // p since k < p).
        let k = k.min(n - k);
        let (mut top, mut bottom) = (1 % self.p, 1 % self.p);
        for i in 0..k {
            top = mul_mod(top, n - i, self.p);
            bottom = mul_mod(bottom, i + 1, self.p);
        }
        mul_mod(top, pow_mod(bottom, self.p - 2, self.p), self.p)
    }

    /// The ways to put `tokens` identical tokens into `slots` boxes, `C(tokens + slots - 1,
    /// slots - 1)`, modulo `p` (with no box: 1 way for no token, none for some).
    ///
    /// As [`Binomials::choose`].
    pub fn stars_and_bars(&self, tokens: u64, slots: u64) -> u64 {
        match slots {
            0 => u64::from(tokens == 0) % self.p,
            _ => match tokens.checked_add(slots - 1) {
                Some(n) => self.choose(n, slots - 1),
                // Past u64: by Lucas with the top digit split off, C(n, k) with n = t + s - 1.
                None => self.choose_wide(u128::from(tokens) + u128::from(slots) - 1, slots - 1),
            },
        }
    }

    /// `C(n, k) mod p` for an `n` past `u64` (Lucas' theorem on `u128`).
    fn choose_wide(&self, n: u128, k: u64) -> u64 {
        let p = u128::from(self.p);
        let (mut n, mut k, mut acc) = (n, u128::from(k), 1 % self.p);
        while (n > 0 || k > 0) && acc != 0 {
            let (nd, kd) = ((n % p) as u64, (k % p) as u64);
            acc = mul_mod(acc, self.small(nd, kd), self.p);
            n /= p;
            k /= p;
        }
        acc
    }

    /// `n! mod p` for `n` in the table (`None` past it).
    ///
    /// O(1).
    pub fn factorial(&self, n: u64) -> Option<u64> {
        self.factorial.get(usize::try_from(n).ok()?).copied()
    }

    /// `(n!)^{-1} mod p` for `n` in the table (`None` past it).
    ///
    /// O(1).
    pub fn inverse_factorial(&self, n: u64) -> Option<u64> {
        self.inverse.get(usize::try_from(n).ok()?).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pascal's triangle, exact, up to row `rows`.
    fn pascal(rows: usize) -> Vec<Vec<u128>> {
        let mut t = vec![vec![1u128]];
        for n in 1..=rows {
            let prev = &t[n - 1];
            let row: Vec<u128> = (0..=n)
                .map(|k| {
                    let a = if k > 0 { prev[k - 1] } else { 0 };
                    let b = if k < n { prev[k] } else { 0 };
                    a + b
                })
                .collect();
            t.push(row);
        }
        t
    }

    #[test]
    fn binomials_match_pascals_triangle_for_small_and_large_primes_and_any_table() {
        let t = pascal(60);
        for p in [2u64, 3, 5, 7, 13, 61, 1_000_000_007, (1 << 61) - 1] {
            for most in [0u64, 1, 3, 10, 60, 1000] {
                let c = Binomials::new(most, p).unwrap();
                for n in 0..=60u64 {
                    for k in 0..=62u64 {
                        let want = if k <= n { t[n as usize][k as usize] } else { 0 };
                        assert_eq!(
                            u128::from(c.choose(n, k)),
                            want % u128::from(p),
                            "C({n}, {k}) mod {p}, table {most}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn stars_and_bars_counts_the_distributions() {
        let c = Binomials::new(50, 998_244_353).unwrap();
        // Tokens into boxes, counted by recursion on the first box.
        fn ways(tokens: u64, slots: u64) -> u64 {
            match slots {
                0 => u64::from(tokens == 0),
                1 => 1,
                _ => (0..=tokens).map(|t| ways(tokens - t, slots - 1)).sum(),
            }
        }
        for tokens in 0..8 {
            for slots in 0..5 {
                assert_eq!(c.stars_and_bars(tokens, slots), ways(tokens, slots));
            }
        }
        // Past u64: C(2^64 + 1, 2) mod 7 through Lucas on u128.
        let seven = Binomials::new(6, 7).unwrap();
        // (2^64 + 1) · 2^63 mod 7, with 2^3 ≡ 1: (2 + 1) · 1 = 3.
        assert_eq!(seven.stars_and_bars(u64::MAX, 3), 3);
    }

    #[test]
    fn errors_and_inverses() {
        assert_eq!(Binomials::new(5, 1).unwrap_err(), ModularError::NotPrime(1));
        assert_eq!(
            Binomials::new(5, 91).unwrap_err(),
            ModularError::NotPrime(91)
        );
        assert_eq!(
            ModularError::NotPrime(91).to_string(),
            "expected a prime modulus, found 91"
        );
        let c = Binomials::new(20, 1_000_000_007).unwrap();
        for n in 0..=20 {
            let f = c.factorial(n).unwrap();
            assert_eq!(
                mul_mod(f, c.inverse_factorial(n).unwrap(), 1_000_000_007),
                1
            );
        }
        assert_eq!(c.factorial(21), None);
        for m in 2..60u64 {
            for a in 0..m {
                let gcd = (1..=m).rev().find(|d| a % d == 0 && m % d == 0).unwrap();
                match inverse_mod(a, m) {
                    Some(x) => assert_eq!(a * x % m, 1),
                    None => assert_ne!(gcd, 1, "{a} mod {m}"),
                }
            }
        }
        assert_eq!(inverse_mod(1, 1), None);
    }

    #[test]
    fn primality_against_trial_division_and_known_primes() {
        for n in 0..5000u64 {
            let trial = n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0);
            assert_eq!(is_prime(n), trial, "{n}");
        }
        // Strong pseudoprimes to several bases, and the largest u64 prime.
        for composite in [3_215_031_751u64, 3_825_123_056_546_413_051, u64::MAX] {
            assert!(!is_prime(composite), "{composite}");
        }
        assert!(is_prime(18_446_744_073_709_551_557));
        assert_eq!(pow_mod(0, 0, 1), 0);
        assert_eq!(pow_mod(u64::MAX, u64::MAX, u64::MAX - 1), 1);
    }
}

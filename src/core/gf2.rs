//! Counting with xor, as linear algebra over GF(2): the Walsh–Hadamard transform, xor
//! convolution (modulo an odd modulus, or exact over `i64`), the `k`-th xor power of a
//! distribution, and a linear basis of `u64` values over GF(2). (The module is not named
//! `xor`: `bundle` keeps a module a program names, and `xor` is a common variable name.)
//!
//! These answer the counting half of Nim problems: how many ways to choose piles (or moves)
//! so that the xor of their values is `x`. A pile whose value is `v` in `c[v]` ways is the
//! distribution `c`; two independent choices have the distribution `c ⋆ d`, `(c ⋆ d)[x] =
//! Σ_{u ^ v = x} c[u]·d[v]`; `k` choices have `c` convolved with itself `k` times.
//!
//! ## Why the transform works
//! For `b` bits, the Walsh–Hadamard transform is `Ĉ[y] = Σ_x (-1)^{popcount(x & y)} c[x]`.
//! Since `popcount((u ^ v) & y) ≡ popcount(u & y) + popcount(v & y) (mod 2)`, the transform of
//! `c ⋆ d` is the pointwise product `Ĉ·D̂`, and applying the transform twice multiplies by
//! `2^b`. So a convolution is two transforms, a product and a transform divided by `2^b`:
//! O(2^b · b) additions. The transform is computed bit by bit: for each bit, every pair
//! `(x, x | bit)` becomes `(s + t, s - t)`. Modulo an odd prime `p`, dividing by `2^b` is
//! multiplying by the inverse of 2 to the `b`; the `k`-th power is the pointwise `k`-th power
//! of the transform (O(2^b · log k) multiplications).
//!
//! ## Linear basis
//! [`XorBasis`] keeps at most 64 vectors, each with a different leading bit, reduced so that no
//! vector has another's leading bit set (reduced row echelon form). Then a value is in the span
//! exactly when reducing it by the vectors whose leading bits it has gives 0, the largest
//! value of the span is the xor of all the vectors, and every value of the span is the xor of
//! exactly `2^(n - rank)` of the subsets of the `n` values inserted (the subsets that xor to 0
//! form the kernel, of dimension `n - rank`).

use crate::core::modular::{mul_mod, pow_mod};

/// Why a transform could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XorError {
    /// The length is not a power of two (the transform works on `2^b` values).
    NotAPowerOfTwo(usize),
    /// Two distributions of different lengths.
    LengthsDiffer(usize, usize),
    /// The modulus is not an odd number from 3 to `2^62` (dividing by `2^b` needs an odd one).
    Modulus(u64),
    /// An exact result does not fit in `i64`. (Only the exact convolution makes it, and
    /// `NoMemory` only those that copy: a bundled program that transforms in place keeps
    /// both unused.)
    #[allow(dead_code)]
    Overflow,
    /// Memory ran out for the copies a convolution makes.
    #[allow(dead_code)]
    NoMemory,
}

impl std::fmt::Display for XorError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            XorError::NotAPowerOfTwo(n) => {
                write!(f, "expected a length that is a power of two, found {n}")
            }
            XorError::LengthsDiffer(a, b) => {
                write!(f, "expected two lengths alike, found {a} and {b}")
            }
            XorError::Modulus(p) => write!(f, "expected an odd modulus from 3 to 2^62, found {p}"),
            XorError::Overflow => write!(f, "the exact result does not fit in 64 bits"),
            XorError::NoMemory => write!(f, "the transform needs more memory than is available"),
        }
    }
}

impl std::error::Error for XorError {}

/// The largest modulus: sums of two residues stay below `2^63`.
const MOST_MODULUS: u64 = 1 << 62;

/// Two lengths alike and a power of two. (One function makes both errors, so a program that
/// transforms anything keeps both variants in use.)
fn check_lengths(n: usize, m: usize) -> Result<(), XorError> {
    if n != m {
        Err(XorError::LengthsDiffer(n, m))
    } else if n.is_power_of_two() {
        Ok(())
    } else {
        Err(XorError::NotAPowerOfTwo(n))
    }
}

fn check_modulus(p: u64) -> Result<(), XorError> {
    if p >= 3 && p % 2 == 1 && p <= MOST_MODULUS {
        Ok(())
    } else {
        Err(XorError::Modulus(p))
    }
}

/// The Walsh–Hadamard transform of `a` in place, modulo `p` (unnormalized: applied twice it
/// multiplies by `a.len()`). Values are reduced modulo `p` first.
///
/// O(n log n) additions for `n = a.len()`, no allocation. Errors: a length that is not a power
/// of two, a modulus that is not odd or not in `3..=2^62`.
///
/// ```
/// use grundy::core::gf2::hadamard_mod;
/// let mut a = vec![1, 2, 3, 4];
/// hadamard_mod(&mut a, 998_244_353).unwrap();
/// assert_eq!(a, [10, 998_244_351, 998_244_349, 0]); // 10, -2, -4, 0
/// ```
pub fn hadamard_mod(a: &mut [u64], p: u64) -> Result<(), XorError> {
    check_lengths(a.len(), a.len())?;
    check_modulus(p)?;
    // The levels whose blocks fit in cache are done block by block, each block through all of
    // them while it is in cache; the larger ones over the whole array, two levels a pass
    // (the levels of the transform commute, so any order gives the same result).
    blocked(a, p, |_, block| {
        for x in block {
            if *x >= p {
                *x %= p;
            }
        }
    });
    Ok(())
}

/// Values a block of the transform holds while it goes through its small levels (256 KiB).
const CACHE_BLOCK: usize = 1 << 15;

/// A residue type the transform runs on: `u64`, or `u32` for a modulus below `2^31` (half
/// the memory to stream, and vector instructions on four values at once).
trait Residue:
    Copy + PartialOrd + Into<u64> + std::ops::Add<Output = Self> + std::ops::Sub<Output = Self>
{
}
impl Residue for u64 {}
impl Residue for u32 {}

/// A residue back from `u64` (a value below the modulus): a trait of its own, which only
/// [`convolve`] needs (a bundle that only transforms keeps `Residue` without it).
trait Narrow {
    fn narrow(x: u64) -> Self;
}
impl Narrow for u64 {
    fn narrow(x: u64) -> Self {
        x
    }
}
impl Narrow for u32 {
    fn narrow(x: u64) -> Self {
        x as u32
    }
}

/// The convolution of both widths: each transformed, the products with the inverse's
/// division by the length folded in, then the transform again (the result in `a`).
fn convolve<T: Residue + Narrow>(a: &mut [T], b: &mut [T], p: T) -> Result<(), XorError> {
    check_lengths(a.len(), b.len())?;
    let p64: u64 = p.into();
    check_modulus(p64)?;
    // Each block reduced, and the products taken, as it comes into cache for its small
    // levels: no pass over the arrays of their own.
    let reduce = |_: usize, block: &mut [T]| {
        for x in block {
            if *x >= p {
                *x = T::narrow((*x).into() % p64);
            }
        }
    };
    blocked(a, p, reduce);
    blocked(b, p, reduce);
    let inverse = pow_mod((p64 + 1) / 2, a.len().trailing_zeros().into(), p64);
    let products = Products::new(p64);
    blocked(a, p, |at, block| {
        for (s, &t) in block.iter_mut().zip(&b[at..]) {
            *s = T::narrow(products.mul(products.mul((*s).into(), t.into()), inverse));
        }
    });
    Ok(())
}

/// `x + y mod p`, for `x, y < p` (and `2p` representable).
#[inline(always)]
fn add_mod<T: Residue>(x: T, y: T, p: T) -> T {
    let sum = x + y;
    if sum >= p {
        sum - p
    } else {
        sum
    }
}

/// `x - y mod p`, for `x, y < p`.
#[inline(always)]
fn sub_mod<T: Residue>(x: T, y: T, p: T) -> T {
    if x >= y {
        x - y
    } else {
        x + p - y
    }
}

/// The transform's levels from `half` up to the whole of `a` (a power of two): two at a time
/// (for each `j`, the four values `j`, `j + h`, `j + 2h`, `j + 3h` of a block of `4h` through
/// the butterflies of `h` and then of `2h`), and one alone when one is left.
fn levels<T: Residue>(a: &mut [T], mut half: usize, p: T) {
    while half < a.len() {
        if 4 * half <= a.len() {
            for block in a.chunks_exact_mut(4 * half) {
                let (q0, rest) = block.split_at_mut(half);
                let (q1, rest) = rest.split_at_mut(half);
                let (q2, q3) = rest.split_at_mut(half);
                let quads = q0.iter_mut().zip(q1.iter_mut()).zip(q2.iter_mut().zip(q3));
                for ((w, x), (y, z)) in quads {
                    let (s0, d0) = (add_mod(*w, *x, p), sub_mod(*w, *x, p));
                    let (s1, d1) = (add_mod(*y, *z, p), sub_mod(*y, *z, p));
                    *w = add_mod(s0, s1, p);
                    *y = sub_mod(s0, s1, p);
                    *x = add_mod(d0, d1, p);
                    *z = sub_mod(d0, d1, p);
                }
            }
            half *= 4;
        } else {
            for block in a.chunks_exact_mut(2 * half) {
                let (low, high) = block.split_at_mut(half);
                for (s, t) in low.iter_mut().zip(high.iter_mut()) {
                    let (x, y) = (*s, *t);
                    *s = add_mod(x, y, p);
                    *t = sub_mod(x, y, p);
                }
            }
            half *= 2;
        }
    }
}

/// The transform of `a`, levels blocked as [`hadamard_mod`] does, each block handed to
/// `first` (with its offset in `a`) before its small levels, while it is in cache: `first`
/// must leave every value below `p`.
fn blocked<T: Residue>(a: &mut [T], p: T, mut first: impl FnMut(usize, &mut [T])) {
    let block = a.len().min(CACHE_BLOCK);
    for (k, chunk) in a.chunks_exact_mut(block).enumerate() {
        first(k * block, chunk);
        levels(chunk, 1, p);
    }
    levels(a, block, p);
}

/// [`xor_convolution_in_place`] on `u32` values, for a modulus below `2^31` (998 244 353,
/// 10^9 + 7): half the memory, and the butterflies four at a time in vector registers, which
/// makes it about twice as fast at `2^20` values. The result replaces `a`; `b` is left
/// transformed.
///
/// As [`xor_convolution_mod`], no allocation. Errors as [`xor_convolution_mod`], and a
/// modulus of `2^31` or more.
///
/// ```
/// use grundy::core::gf2::xor_convolution_u32;
/// let (mut a, mut b) = (vec![1, 2], vec![3, 4]);
/// xor_convolution_u32(&mut a, &mut b, 998_244_353).unwrap();
/// assert_eq!(a, [11, 10]);
/// ```
pub fn xor_convolution_u32(a: &mut [u32], b: &mut [u32], p: u32) -> Result<(), XorError> {
    if p >> 31 != 0 {
        check_lengths(a.len(), b.len())?;
        return Err(XorError::Modulus(u64::from(p)));
    }
    convolve(a, b, p)
}

/// Products modulo a modulus below `2^32` by Barrett's method (a multiplication by a
/// precomputed `floor((2^64 - 1) / p)` in place of a division), others by [`mul_mod`].
#[derive(Clone, Copy)]
struct Products {
    p: u64,
    /// `floor((2^64 - 1) / p)`, or 0 when `p` is `2^32` or more.
    m: u64,
}

impl Products {
    fn new(p: u64) -> Self {
        let m = if p >> 32 == 0 { u64::MAX / p } else { 0 };
        Products { p, m }
    }

    /// `x·y mod p` for `x, y < p`. With `x·y < 2^64`, the estimate `q` of `x·y / p` is at most
    /// one too small, so one subtraction corrects it.
    #[inline(always)]
    fn mul(self, x: u64, y: u64) -> u64 {
        if self.m == 0 {
            return mul_mod(x, y, self.p);
        }
        let xy = x * y;
        let q = ((u128::from(xy) * u128::from(self.m)) >> 64) as u64;
        let r = xy - q * self.p;
        if r >= self.p {
            r - self.p
        } else {
            r
        }
    }
}

/// The inverse transform modulo `p`: [`hadamard_mod`], then division by `a.len()`.
///
/// As [`hadamard_mod`], plus O(n) multiplications.
///
/// ```
/// use grundy::core::gf2::{hadamard_mod, inverse_hadamard_mod};
/// let mut a = vec![3, 1, 4, 1, 5, 9, 2, 6];
/// hadamard_mod(&mut a, 1_000_000_007).unwrap();
/// inverse_hadamard_mod(&mut a, 1_000_000_007).unwrap();
/// assert_eq!(a, [3, 1, 4, 1, 5, 9, 2, 6]);
/// ```
pub fn inverse_hadamard_mod(a: &mut [u64], p: u64) -> Result<(), XorError> {
    hadamard_mod(a, p)?;
    // p is odd, so (p + 1) / 2 is the inverse of 2 (prime or not).
    let inverse = pow_mod((p + 1) / 2, a.len().trailing_zeros().into(), p);
    for x in a.iter_mut() {
        *x = mul_mod(*x, inverse, p);
    }
    Ok(())
}

/// `c[x] = Σ_{u ^ v = x} a[u]·b[v] mod p`: the distribution of the xor of two independent
/// choices. `a` and `b` have the same length, a power of two; `p` is an odd
/// modulus (998 244 353, 10^9 + 7, any odd number to `2^62`).
///
/// O(n log n) additions and O(n) multiplications for `n = a.len()`; two vectors of `n`
/// values allocated.
///
/// ```
/// use grundy::core::gf2::xor_convolution_mod;
/// // A pile of 1 or 2 stones, then another of 1 or 3: the xor is 0, 2, 3 or 1 once each.
/// let c = xor_convolution_mod(&[0, 1, 1, 0], &[0, 1, 0, 1], 998_244_353).unwrap();
/// assert_eq!(c, [1, 1, 1, 1]);
/// ```
pub fn xor_convolution_mod(a: &[u64], b: &[u64], p: u64) -> Result<Vec<u64>, XorError> {
    let (mut x, mut y) = (copied(a)?, copied(b)?);
    xor_convolution_in_place(&mut x, &mut y, p)?;
    Ok(x)
}

/// [`xor_convolution_mod`] without copies: the result replaces `a`, and `b` is left
/// transformed.
///
/// As [`xor_convolution_mod`], no allocation.
pub fn xor_convolution_in_place(a: &mut [u64], b: &mut [u64], p: u64) -> Result<(), XorError> {
    convolve(a, b, p)
}

/// A copy of `values` in memory reserved with `try_reserve`.
fn copied<T: Copy>(values: &[T]) -> Result<Vec<T>, XorError> {
    let mut v = Vec::new();
    v.try_reserve_exact(values.len())
        .map_err(|_| XorError::NoMemory)?;
    v.extend_from_slice(values);
    Ok(v)
}

/// The `k`-th xor power of `a` modulo `p`: `c[x]` counts the sequences of `k` independent
/// choices, each `v` weighted `a[v]`, whose xor is `x` (`k = 0`: the one empty sequence, xor
/// 0).
///
/// O(n log n + n log k) for `n = a.len()`. Errors as [`xor_convolution_mod`].
///
/// ```
/// use grundy::core::gf2::xor_power_mod;
/// // Three piles of 1 to 3 stones: how many of the 27 choices have each xor?
/// let c = xor_power_mod(&[0, 1, 1, 1], 3, 998_244_353).unwrap();
/// assert_eq!(c, [6, 7, 7, 7]);
/// ```
pub fn xor_power_mod(a: &[u64], k: u64, p: u64) -> Result<Vec<u64>, XorError> {
    through_transform(a, p, |f| pow_mod(f, k, p))
}

/// `a` taken to the transform, `point` applied at every point, and back: where convolution is
/// a product, a power or a sum of powers of `a` is that function of each point.
fn through_transform(a: &[u64], p: u64, point: impl Fn(u64) -> u64) -> Result<Vec<u64>, XorError> {
    let mut x = copied(a)?;
    hadamard_mod(&mut x, p)?;
    for s in x.iter_mut() {
        *s = point(*s);
    }
    inverse_hadamard_mod(&mut x, p)?;
    Ok(x)
}

/// `Σ_{L=1..n} a^{⋆L}` modulo `p`: `c[x]` counts the sequences of 1 to `n` independent
/// choices, each `v` weighted `a[v]`, whose xor is `x` (ABC212 H: the arrangements of 1 to `n`
/// heaps whose Nim value is `x`). The transform turns it into a geometric series per point,
/// summed by doubling (no division, so any odd modulus works).
///
/// O(n' log n' + n' log n) for `n' = a.len()`. Errors as [`xor_convolution_mod`].
///
/// ```
/// use grundy::core::gf2::xor_power_sum_mod;
/// // One or two heaps of 1 or 2 stones: (1), (2), (1,1), (1,2), (2,1), (2,2).
/// let c = xor_power_sum_mod(&[0, 1, 1, 0], 2, 998_244_353).unwrap();
/// assert_eq!(c, [2, 1, 1, 2]); // xor 0: (1,1), (2,2); xor 3: (1,2), (2,1)
/// ```
pub fn xor_power_sum_mod(a: &[u64], n: u64, p: u64) -> Result<Vec<u64>, XorError> {
    through_transform(a, p, |f| geometric_mod(f, n, p))
}

/// The xor convolution of several distributions, modulo an odd `p`: `c[x]` counts the ways
/// to choose one value from each distribution (each `v` of the `i`-th weighted `d_i[v]`)
/// whose xor is `x`; with none, the one empty choice (xor 0). Every distribution has length
/// `len`, a power of two. This is how per-pile counts become the count of lost positions:
/// entry 0 counts the choices of xor 0.
///
/// O(m · n log n) for `m` distributions of length `n = len`; two vectors of `n` values.
///
/// ```
/// use grundy::core::gf2::xor_product_mod;
/// // A pile of value 1 or 2, one of value 1 or 3, one of value 0 or 3: 8 choices.
/// let piles: [&[u64]; 3] = [&[0, 1, 1, 0], &[0, 1, 0, 1], &[1, 0, 0, 1]];
/// let c = xor_product_mod(4, piles, 998_244_353).unwrap();
/// assert_eq!(c, [2, 2, 2, 2]);
/// assert_eq!(xor_product_mod(2, [[0u64; 2]; 0], 7).unwrap(), [1, 0]);
/// // Distributions made one at a time, as a pile is read:
/// let made = (1..=3u64).map(|a| vec![0, a, 0, 0]); // each pile is value 1, in a ways
/// assert_eq!(xor_product_mod(4, made, 7).unwrap(), [0, 6, 0, 0]);
/// ```
pub fn xor_product_mod<D: AsRef<[u64]>>(
    len: usize,
    distributions: impl IntoIterator<Item = D>,
    p: u64,
) -> Result<Vec<u64>, XorError> {
    check_lengths(len, len)?;
    check_modulus(p)?;
    let mut product = Vec::new();
    product
        .try_reserve_exact(len)
        .map_err(|_| XorError::NoMemory)?;
    // The transform of the one empty choice (1 at xor 0) is 1 everywhere.
    product.resize(len, 1 % p);
    let mut point = copied(&product)?;
    for d in distributions {
        let d = d.as_ref();
        check_lengths(len, d.len())?;
        point.copy_from_slice(d);
        hadamard_mod(&mut point, p)?;
        for (s, &t) in product.iter_mut().zip(&point) {
            *s = mul_mod(*s, t, p);
        }
    }
    inverse_hadamard_mod(&mut product, p)?;
    Ok(product)
}

/// `f + f² + … + fⁿ mod p`, by doubling: from `(S(m), fᵐ)` to `S(2m) = S(m)·(1 + fᵐ)`, then one
/// more term when the next bit of `n` is set. `f < p`; any `p >= 1` (0 is read as 1: every
/// sum is 0).
///
/// O(log n) multiplications.
///
/// ```
/// use grundy::core::gf2::geometric_mod;
/// assert_eq!(geometric_mod(2, 10, 1_000_000_007), 2046); // 2 + 4 + ... + 1024
/// assert_eq!(geometric_mod(1, 1_000_000_000_000, 998_244_353), 1_000_000_000_000 % 998_244_353);
/// ```
pub fn geometric_mod(f: u64, n: u64, p: u64) -> u64 {
    let p = p.max(1);
    let f = f % p;
    let (mut sum, mut power) = (0, 1 % p);
    for bit in (0..64 - n.leading_zeros()).rev() {
        sum = (sum + mul_mod(power, sum, p)) % p;
        power = mul_mod(power, power, p);
        if n >> bit & 1 == 1 {
            power = mul_mod(power, f, p);
            sum = (sum + power) % p;
        }
    }
    sum
}

/// `c[x] = Σ_{u ^ v = x} a[u]·b[v]` exactly, over `i64`: [`XorError::Overflow`] when a sum on
/// the way does not fit (checked at every step, so a result is never wrapped).
///
/// O(n log n) for `n = a.len()`.
///
/// ```
/// use grundy::core::gf2::xor_convolution_i64;
/// let c = xor_convolution_i64(&[1, -2], &[3, 4]).unwrap();
/// assert_eq!(c, [1 * 3 + -2 * 4, 1 * 4 + -2 * 3]);
/// ```
pub fn xor_convolution_i64(a: &[i64], b: &[i64]) -> Result<Vec<i64>, XorError> {
    check_lengths(a.len(), b.len())?;
    let wide = |values: &[i64]| -> Result<Vec<i128>, XorError> {
        let mut v = Vec::new();
        v.try_reserve_exact(values.len())
            .map_err(|_| XorError::NoMemory)?;
        v.extend(values.iter().map(|&x| i128::from(x)));
        Ok(v)
    };
    let (mut x, mut y) = (wide(a)?, wide(b)?);
    hadamard_i128(&mut x)?;
    hadamard_i128(&mut y)?;
    for (s, &t) in x.iter_mut().zip(&y) {
        *s = s.checked_mul(t).ok_or(XorError::Overflow)?;
    }
    hadamard_i128(&mut x)?;
    let shift = a.len().trailing_zeros();
    let mut c = copied(a)?; // the right length, overwritten
    for (out, &v) in c.iter_mut().zip(&x) {
        *out = i64::try_from(v >> shift).map_err(|_| XorError::Overflow)?;
    }
    Ok(c)
}

/// The Walsh–Hadamard transform over plain integers, in place: `a[s] ← Σ_v a[v]·(−1)^{|v & s|}`
/// (applied twice, `2^b` times the start). `Err(Overflow)` when a sum passes `i128`; the
/// length must be a power of two (else `Err(NotAPowerOfTwo)`).
///
/// O(2^b · b).
///
/// ```
/// use grundy::core::gf2::hadamard_i128;
/// let mut f = [1i128, 1, 0, 0]; // one way each to make 0 and 1
/// hadamard_i128(&mut f).unwrap();
/// assert_eq!(f, [2, 0, 2, 0]);
/// ```
pub fn hadamard_i128(a: &mut [i128]) -> Result<(), XorError> {
    check_lengths(a.len(), a.len())?;
    let mut half = 1;
    while half < a.len() {
        for block in a.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (s, t) in low.iter_mut().zip(high.iter_mut()) {
                let (x, y) = (*s, *t);
                *s = x.checked_add(y).ok_or(XorError::Overflow)?;
                *t = x.checked_sub(y).ok_or(XorError::Overflow)?;
            }
        }
        half *= 2;
    }
    Ok(())
}

/// A linear basis over GF(2) of the `u64` values inserted: the values reachable as the xor of
/// a subset of them (the module documentation).
///
/// ```
/// use grundy::core::gf2::XorBasis;
/// let mut basis = XorBasis::new();
/// for v in [5, 3, 6] {
///     basis.insert(v); // 6 = 5 ^ 3 adds nothing
/// }
/// assert_eq!(basis.rank(), 2);
/// assert!(basis.contains(6) && !basis.contains(1));
/// assert_eq!(basis.max_xor(), 6); // 5 ^ 3 = 6 is the largest of 0, 3, 5, 6
/// assert_eq!(basis.subsets_exponent(6), Some(1)); // {5, 3} and {6}: 2^1 subsets
/// ```
#[derive(Clone, Debug)]
pub struct XorBasis {
    /// `rows[b]`: the vector whose leading bit is `b`, or 0.
    rows: [u64; 64],
    rank: u32,
    inserted: u64,
}

impl Default for XorBasis {
    fn default() -> Self {
        Self::new()
    }
}

impl XorBasis {
    /// An empty basis (its span is `{0}`).
    ///
    /// O(1).
    pub fn new() -> Self {
        XorBasis {
            rows: [0; 64],
            rank: 0,
            inserted: 0,
        }
    }

    /// Adds `value`; `true` when it enlarged the span (it was not the xor of earlier ones).
    ///
    /// O(64).
    pub fn insert(&mut self, value: u64) -> bool {
        self.inserted += 1;
        let mut x = self.reduce(value);
        if x == 0 {
            return false;
        }
        let lead = 63 - x.leading_zeros() as usize;
        // Keep the rows reduced: clear the new leading bit from the others, and the others'
        // leading bits from the new row (already done by `reduce`).
        x = self.reduce(x);
        for row in self.rows.iter_mut() {
            if *row >> lead & 1 == 1 {
                *row ^= x;
            }
        }
        self.rows[lead] = x;
        self.rank += 1;
        true
    }

    /// `value` with every leading bit of the basis cleared: 0 exactly when `value` is in the
    /// span; otherwise the same class modulo the span, and the smallest value in it.
    ///
    /// O(64).
    pub fn reduce(&self, value: u64) -> u64 {
        // Only the set bits of x are visited, top down: a row's leading bit is the highest
        // of its bits, so clearing bit b leaves the bits above b as they were.
        let mut x = value;
        let mut below = u64::MAX;
        while x & below != 0 {
            let b = 63 - (x & below).leading_zeros() as usize;
            x ^= self.rows[b];
            below = (1 << b) - 1;
        }
        x
    }

    /// Is `value` the xor of some subset of the values inserted?
    ///
    /// O(64).
    pub fn contains(&self, value: u64) -> bool {
        self.reduce(value) == 0
    }

    /// The dimension of the span.
    ///
    /// O(1).
    pub fn rank(&self) -> u32 {
        self.rank
    }

    /// How many values were inserted (repeats and dependent ones included).
    ///
    /// O(1).
    pub fn inserted(&self) -> u64 {
        self.inserted
    }

    /// The largest value in the span (0 for an empty basis): the xor of every row.
    ///
    /// O(64).
    pub fn max_xor(&self) -> u64 {
        self.rows.iter().fold(0, |acc, &r| acc ^ r)
    }

    /// `e` such that exactly `2^e` subsets of the inserted values xor to `value`, or `None`
    /// when no subset does: `e = inserted - rank`.
    ///
    /// O(64).
    pub fn subsets_exponent(&self, value: u64) -> Option<u64> {
        self.contains(value)
            .then(|| self.inserted - u64::from(self.rank))
    }

    /// How many values of the span are below `bound`: its rank among them.
    ///
    /// The basis is kept reduced (each row's leading bit is clear in every other row), so
    /// the span in increasing order is `k ↦ xor of the rows picked by the bits of k` (rows by
    /// leading bit, the `j`-th lowest for bit `j`): a higher row outweighs every lower one.
    /// The largest `k` whose value is below `bound` is found a row at a time from the top.
    ///
    /// O(64).
    ///
    /// ```
    /// use grundy::core::gf2::XorBasis;
    /// let mut basis = XorBasis::new();
    /// basis.insert(5);
    /// basis.insert(3); // the span: 0, 3, 5, 6
    /// assert_eq!(basis.count_below(5), 2);
    /// assert_eq!(basis.count_below(7), 4);
    /// assert_eq!(basis.count_below(0), 0);
    /// ```
    pub fn count_below(&self, bound: u64) -> u128 {
        if bound == 0 {
            return 0;
        }
        let (mut value, mut k) = (0u64, 0u128);
        let mut index = self.rank;
        for &row in self.rows.iter().rev().filter(|&&r| r != 0) {
            index -= 1;
            if value ^ row < bound {
                value ^= row;
                k |= 1 << index;
            }
        }
        k + 1
    }

    /// Adds every value `other` was built from (its rows, and its count of values
    /// inserted): the basis of the two lists together.
    ///
    /// O(64 · 64).
    ///
    /// ```
    /// use grundy::core::gf2::XorBasis;
    /// let (mut left, mut right) = (XorBasis::new(), XorBasis::new());
    /// left.insert(5);
    /// right.insert(3);
    /// right.insert(6); // 6 = 5 ^ 3 once the two are together
    /// left.absorb(&right);
    /// assert_eq!((left.rank(), left.inserted()), (2, 3));
    /// ```
    pub fn absorb(&mut self, other: &XorBasis) {
        let inserted = self.inserted + other.inserted;
        for &row in other.rows.iter().filter(|&&r| r != 0) {
            self.insert(row);
        }
        self.inserted = inserted;
    }

    /// The rows of the reduced basis, largest leading bit first.
    ///
    /// O(64).
    pub fn rows(&self) -> Vec<u64> {
        self.rows
            .iter()
            .rev()
            .copied()
            .filter(|&r| r != 0)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The transform in exact integers, level by level ([`hadamard_i128`]), then reduced:
    /// what the blocked one, two levels a pass, must equal.
    fn plain_hadamard(a: &mut [u64], p: u64) {
        let mut exact: Vec<i128> = a.iter().map(|&x| i128::from(x)).collect();
        hadamard_i128(&mut exact).unwrap();
        for (x, e) in a.iter_mut().zip(exact) {
            *x = e.rem_euclid(i128::from(p)) as u64;
        }
    }

    #[test]
    fn blocked_transform_equals_the_plain_one_past_the_cache_block() {
        let mut rng = Rng(7);
        let mut next = |p: u64| rng.next() % p;
        // Lengths below, at and past CACHE_BLOCK, with an odd and an even number of levels
        // above it; moduli small, of 30 bits, and past 32 bits.
        for (bits, p) in [
            (3, 7u64),
            (15, 998_244_353),
            (16, 3),
            (17, 998_244_353),
            (18, (1 << 61) - 1),
        ] {
            let a: Vec<u64> = (0..1usize << bits).map(|_| next(p)).collect();
            // Values past the modulus are reduced first, block by block.
            let (mut fast, mut plain) = (a.iter().map(|&v| v + p).collect::<Vec<u64>>(), a);
            hadamard_mod(&mut fast, p).unwrap();
            plain_hadamard(&mut plain, p);
            assert_eq!(fast, plain, "2^{bits} values modulo {p}");
        }
    }

    #[test]
    fn the_u32_convolution_equals_the_u64_one() {
        let mut rng = Rng(99);
        let mut next = |p: u64| rng.next() % p;
        for (bits, p) in [(0, 3u32), (5, 7), (16, 998_244_353), (17, 1_000_000_007)] {
            let a: Vec<u64> = (0..1usize << bits).map(|_| next(u64::from(p))).collect();
            let b: Vec<u64> = (0..1usize << bits).map(|_| next(u64::from(p))).collect();
            let want = xor_convolution_mod(&a, &b, u64::from(p)).unwrap();
            // `a` past the modulus, as the transform must reduce it.
            let (mut a32, mut b32): (Vec<u32>, Vec<u32>) = (
                a.iter().map(|&v| (v + u64::from(p)) as u32).collect(),
                b.iter().map(|&v| v as u32).collect(),
            );
            xor_convolution_u32(&mut a32, &mut b32, p).unwrap();
            let got: Vec<u64> = a32.iter().map(|&v| u64::from(v)).collect();
            assert_eq!(got, want, "2^{bits} values modulo {p}");
        }
        let (mut a, mut b) = (vec![1u32, 2], vec![3u32, 4]);
        assert_eq!(
            xor_convolution_u32(&mut a, &mut b, (1 << 31) + 1),
            Err(XorError::Modulus((1 << 31) + 1))
        );
        assert!(xor_convolution_u32(&mut a, &mut b, 4).is_err());
    }

    #[test]
    fn barrett_products_equal_division() {
        for p in [
            3u64,
            5,
            998_244_353,
            1_000_000_007,
            (1 << 32) - 1,
            (1 << 32) + 15,
            (1 << 62) - 57,
        ] {
            let products = Products::new(p);
            for (x, y) in [
                (0, 0),
                (1, p - 1),
                (p - 1, p - 1),
                (p / 2, p / 3 + 1),
                (12345 % p, 67890 % p),
            ] {
                assert_eq!(products.mul(x, y), mul_mod(x, y, p), "{x}·{y} mod {p}");
            }
        }
    }

    const P: u64 = 998_244_353;

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    fn direct_mod(a: &[u64], b: &[u64], p: u64) -> Vec<u64> {
        let mut c = vec![0u64; a.len()];
        for (u, &x) in a.iter().enumerate() {
            for (v, &y) in b.iter().enumerate() {
                c[u ^ v] = (c[u ^ v] + mul_mod(x, y, p)) % p;
            }
        }
        c
    }

    #[test]
    fn convolutions_are_the_direct_sums_on_every_size() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for p in [P, 1_000_000_007, 3, 9, (1 << 62) - 57] {
            for bits in 0..=10 {
                let n = 1usize << bits;
                let a: Vec<u64> = (0..n).map(|_| rng.next() % p).collect();
                let b: Vec<u64> = (0..n).map(|_| rng.next() % p).collect();
                assert_eq!(
                    xor_convolution_mod(&a, &b, p).unwrap(),
                    direct_mod(&a, &b, p),
                    "p = {p}, n = {n}"
                );
            }
        }
        for bits in 0..=10 {
            let n = 1usize << bits;
            let a: Vec<i64> = (0..n).map(|_| (rng.next() % 2001) as i64 - 1000).collect();
            let b: Vec<i64> = (0..n).map(|_| (rng.next() % 2001) as i64 - 1000).collect();
            let mut c = vec![0i64; n];
            for u in 0..n {
                for v in 0..n {
                    c[u ^ v] += a[u] * b[v];
                }
            }
            assert_eq!(xor_convolution_i64(&a, &b).unwrap(), c);
        }
    }

    #[test]
    fn powers_count_sequences() {
        let mut rng = Rng(12345);
        for bits in 0..=6 {
            let n = 1usize << bits;
            let a: Vec<u64> = (0..n).map(|_| rng.next() % 5).collect();
            let mut want = vec![0u64; n];
            want[0] = 1;
            for k in 0..6u64 {
                assert_eq!(xor_power_mod(&a, k, P).unwrap(), want, "n = {n}, k = {k}");
                want = direct_mod(&want, &a, P);
            }
        }
        // A large k against repeated squaring by convolutions.
        let a = [1, 2, 0, 5, 7, 0, 0, 1];
        let mut square = a.to_vec();
        for _ in 0..20 {
            square = xor_convolution_mod(&square, &square, P).unwrap();
        }
        assert_eq!(xor_power_mod(&a, 1 << 20, P).unwrap(), square);
    }

    #[test]
    fn power_sums_add_the_powers() {
        let mut rng = Rng(99);
        for bits in 0..=5 {
            let n = 1usize << bits;
            let a: Vec<u64> = (0..n).map(|_| rng.next() % 4).collect();
            for count in 0..7u64 {
                let mut want = vec![0u64; n];
                let mut power = vec![0u64; n];
                power[0] = 1;
                for _ in 0..count {
                    power = direct_mod(&power, &a, P);
                    for (w, &v) in want.iter_mut().zip(&power) {
                        *w = (*w + v) % P;
                    }
                }
                assert_eq!(
                    xor_power_sum_mod(&a, count, P).unwrap(),
                    want,
                    "n = {n}, {count}"
                );
            }
        }
        for f in [0, 1, 2, P - 1] {
            let want = (1..=1000u64).fold(0, |acc, l| (acc + pow_mod(f, l, P)) % P);
            assert_eq!(geometric_mod(f, 1000, P), want);
        }
    }

    #[test]
    fn errors_are_named() {
        assert_eq!(
            hadamard_mod(&mut [1, 2, 3], P),
            Err(XorError::NotAPowerOfTwo(3))
        );
        assert_eq!(hadamard_mod(&mut [1, 2], 4), Err(XorError::Modulus(4)));
        assert_eq!(hadamard_mod(&mut [1, 2], 1), Err(XorError::Modulus(1)));
        assert_eq!(
            xor_convolution_mod(&[1], &[1, 2], P),
            Err(XorError::LengthsDiffer(1, 2))
        );
        assert_eq!(
            xor_convolution_i64(&[i64::MAX, 1], &[i64::MAX, 1]),
            Err(XorError::Overflow)
        );
        assert_eq!(
            xor_convolution_mod(&[], &[], P),
            Err(XorError::NotAPowerOfTwo(0))
        );
    }

    #[test]
    fn the_basis_is_the_span_of_all_subsets() {
        let mut rng = Rng(777);
        for round in 0..200 {
            let bits = 1 + round % 8;
            let count = (rng.next() % 9) as usize;
            let values: Vec<u64> = (0..count).map(|_| rng.next() % (1 << bits)).collect();
            let mut basis = XorBasis::new();
            for &v in &values {
                basis.insert(v);
            }
            let mut ways = vec![0u64; 1 << bits];
            for mask in 0..1u32 << count {
                let x = (0..count)
                    .filter(|&i| mask >> i & 1 == 1)
                    .fold(0, |acc, i| acc ^ values[i]);
                ways[x as usize] += 1;
            }
            let span = ways.iter().filter(|&&w| w > 0).count();
            assert_eq!(1 << basis.rank(), span, "{values:?}");
            for (x, &w) in ways.iter().enumerate() {
                assert_eq!(basis.contains(x as u64), w > 0);
                assert_eq!(
                    basis.subsets_exponent(x as u64).map(|e| 1 << e),
                    (w > 0).then_some(w)
                );
            }
            let largest = ways.iter().rposition(|&w| w > 0).unwrap() as u64;
            assert_eq!(basis.max_xor(), largest, "{values:?}");
            for bound in 0..=1u64 << bits {
                let below = ways[..bound as usize].iter().filter(|&&w| w > 0).count();
                assert_eq!(
                    basis.count_below(bound),
                    below as u128,
                    "{values:?} {bound}"
                );
            }
            // Two halves absorbed: the basis of the whole list.
            let (left, right) = values.split_at(count / 2);
            let (mut a, mut b) = (XorBasis::new(), XorBasis::new());
            left.iter().for_each(|&v| {
                a.insert(v);
            });
            right.iter().for_each(|&v| {
                b.insert(v);
            });
            a.absorb(&b);
            assert_eq!((a.rows(), a.inserted()), (basis.rows(), basis.inserted()));
        }
    }
}

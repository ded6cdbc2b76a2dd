//! Nim arithmetic: the field of the nimbers below `2^64`, with xor as its sum and the nim
//! product `⊗` as its product.
//!
//! ## The definition
//! The nim sum of `a` and `b` is `mex({a' ⊕ b : a' < a} ∪ {a ⊕ b' : b' < b})`, which is their
//! xor; the nim product is
//!
//! ```text
//! a ⊗ b = mex { (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }.
//! ```
//!
//! It is the value of a product of games: in a coin-turning game played on a grid whose rows
//! and columns are games of values `a` and `b`, a move from `(a, b)` turns the corners of a
//! rectangle, and its options are exactly the values in the braces
//! ([`games::coins`](crate::games::coins)).
//!
//! ## The Fermat 2-powers (Conway, *On Numbers and Games*, ch. 6)
//! Let `F_k = 2^(2^k)` (2, 4, 16, 256, 65536, 2^32). The nimbers below `F_k` form a field
//! `K_k` of `F_k` elements, and for the next power
//!
//! * `F_k ⊗ x = F_k · x` (the ordinary product) for every `x < F_k`;
//! * `F_k ⊗ F_k = F_k ⊕ F_k/2` (`3F_k/2`).
//!
//! So `K_(k+1) = K_k[X] / (X² + X + h)` with `X = F_k` and `h = F_k/2`: a nimber below
//! `F_(k+1)` is `a1·X + a0` with halves `a1, a0` in `K_k`, and
//!
//! ```text
//! (a1 X + a0) ⊗ (b1 X + b0) = (a1 b1 ⊕ a1 b0 ⊕ a0 b1) X ⊕ (a0 b0 ⊕ h a1 b1)
//!                           = (m ⊕ p0) X ⊕ (p0 ⊕ h p1),
//! ```
//!
//! where `p0 = a0 b0`, `p1 = a1 b1` and `m = (a1 ⊕ a0)(b1 ⊕ b0)` (Karatsuba: `m ⊕ p0` is
//! `a1 b1 ⊕ a1 b0 ⊕ a0 b1` because `m = p1 ⊕ a1 b0 ⊕ a0 b1 ⊕ p0`). Three products of
//! halves make one product, which is how `product_by_halves` computes, down to single bits.
//!
//! ## The tables ([`product`])
//! `K_4`, the nimbers below `2^16`, is a field of 65536 elements, so its 65535 nonzero elements
//! are the powers of one generator `g`: with `LOG[x]` the exponent of `x` and `EXP[i] = g^i`,
//! `x ⊗ y = EXP[LOG[x] + LOG[y]]` for nonzero `x, y`. A 64-bit nimber is four 16-bit limbs over
//! two levels, `K_5 = K_4[X]` with `X = 2^16`, `h = 2^15`, and `K_6 = K_5[Y]` with `Y = 2^32`
//! and `h' = 2^31 = h ⊗ X` (a Fermat power times a smaller number). With `A = A1 Y + A0`,
//!
//! ```text
//! A ⊗ B = (M ⊕ P0) Y ⊕ (P0 ⊕ P1 ⊗ hX),
//! P1 ⊗ hX = (e1 X + e0) ⊗ hX = h(e1 ⊕ e0) X ⊕ h² e1        (X² = X ⊕ h)
//!         = (h m1 ⊕ h² q1) X ⊕ (h² m1 ⊕ h² p1),
//! ```
//!
//! where `P1 = A1 ⊗ B1 = e1 X + e0` is itself `(m1 ⊕ p1) X ⊕ (p1 ⊕ h q1)` from its limbs'
//! products `p1`, `q1`, `m1`. Every term is then a product of two limbs times `h`, `h²` or 1,
//! and `g` is chosen with `g³ = h` (2^15 has order 65535 / 3, so some generator's cube is it),
//! so such a term is one lookup: `EXP[LOG[x] + LOG[y] + 3j]` for `h^j`. A product is 18 `LOG`
//! lookups (nine limbs of each factor: its four, and the xors Karatsuba needs) and 10 `EXP`
//! lookups; `EXP` runs to index `2 · 65534 + 6`, so no sum is reduced modulo 65535.
//!
//! The tables (384 KiB) are built once, on first use, in about a millisecond: `EXP` by
//! multiplying by `g` 65535 times, each multiplication by the fixed `g` being a linear map of
//! the 16 bits, applied as two lookups in tables of its values on each byte.
//! Measured: about 25 ns a product on the 2.45 GHz EPYC the project runs on; the lookups fall
//! in the second-level cache, and that is where the time goes (a version on `K_3`, whose
//! tables fit the first-level cache, takes 27 products of bytes and was slower).
//!
//! ## Inverses and square roots
//! The conjugate of `A = A1 X + A0` over `K_k` is `Ā = A1 X + (A0 ⊕ A1)` (the other root of
//! `X² + X + h` is `X ⊕ 1`), and the norm `A ⊗ Ā = h A1² ⊕ A0² ⊕ A0 A1` lies in `K_k`, so
//! `A⁻¹ = Ā ⊗ N⁻¹` needs one inverse a level down; on `K_4`, `x⁻¹ = EXP[65535 - LOG[x]]`.
//! This is the inverse `a^(2^64 - 2)` of the field ([`power`] computes the same, and the tests
//! compare them), with `0⁻¹ = 0`.

use std::sync::OnceLock;

/// A generator of the nonzero nimbers below `2^16` whose cube is `h = 2^15`: multiplying by `h`
/// adds 3 to a logarithm (the tests check both properties).
const GENERATOR: u64 = 10279;
/// The order of the multiplicative group of `K_4`.
const ORDER: usize = 65535;
/// `log(h)` for the generator [`GENERATOR`].
const LOG_H: u32 = 3;

/// The length of [`Tables::exp`]: the largest index is two logarithms and `h²`.
const EXP_LEN: usize = 2 * (ORDER - 1) + 2 * LOG_H as usize + 1;

/// The logarithm and power tables of `K_4`; see the module documentation.
struct Tables {
    /// `log[x]` for `x` in `1..65536`; `log[0]` is 0 and never used.
    log: Box<[u16; 1 << 16]>,
    /// `exp[i] = g^(i mod 65535)` for `i < EXP_LEN`.
    exp: Box<[u16; EXP_LEN]>,
}

impl Tables {
    /// The tables, built on first use.
    fn get() -> &'static Tables {
        static TABLES: OnceLock<Tables> = OnceLock::new();
        TABLES.get_or_init(Tables::build)
    }

    fn build() -> Tables {
        // x ⊗ g is linear in the bits of x: two tables of its values on the low and high byte.
        // Each entry is the one without its lowest bit, xor the product of that bit.
        let mut by_byte = [[0u16; 256]; 2];
        for (half, table) in by_byte.iter_mut().enumerate() {
            let bits: [u16; 8] = std::array::from_fn(|i| {
                product_by_halves(1 << (8 * half + i), GENERATOR, 16) as u16
            });
            for v in 1..256usize {
                let low = v & (v - 1);
                table[v] = table[low] ^ bits[v.trailing_zeros() as usize];
            }
        }
        let mut log = zeros::<{ 1 << 16 }>();
        let mut exp = zeros::<EXP_LEN>();
        let mut x: u16 = 1;
        for (i, slot) in exp.iter_mut().take(ORDER).enumerate() {
            *slot = x;
            log[x as usize] = i as u16;
            x = by_byte[0][(x & 0xff) as usize] ^ by_byte[1][(x >> 8) as usize];
        }
        for i in ORDER..EXP_LEN {
            exp[i] = exp[i - ORDER];
        }
        Tables { log, exp }
    }

    /// `LOG[x]` of a limb (the low 16 bits of `x`).
    #[inline(always)]
    fn log(&self, x: u64) -> u32 {
        u32::from(self.log[(x & 0xffff) as usize])
    }

    /// `x ⊗ y ⊗ h^j` for limbs `x`, `y` (below `2^16`), given their logarithms; `j` is 0, 1
    /// or 2. With `CHECKED`, a zero factor gives 0 (the lookup is made either way, `LOG[0]`
    /// being a valid index, and the compiler selects without a branch); without, the caller
    /// knows both factors are nonzero.
    #[inline(always)]
    fn term<const CHECKED: bool>(&self, x: u64, y: u64, log_x: u32, log_y: u32, j: u32) -> u64 {
        let v = u64::from(self.exp[(log_x + log_y + LOG_H * j) as usize]);
        if CHECKED && (x == 0 || y == 0) {
            0
        } else {
            v
        }
    }

    /// The product in `K_4` of two limbs.
    #[inline(always)]
    fn product16(&self, x: u64, y: u64) -> u64 {
        self.term::<true>(x, y, self.log(x), self.log(y), 0)
    }

    /// The product in `K_6`; see the module documentation for the terms.
    ///
    /// The limbs a term multiplies are zero in a product of random 64-bit numbers about once
    /// in 2000, so a test of all of them at once (zero 16-bit lanes, four words a factor)
    /// picks terms without the zero test; callgrind counted 200 instructions a product with the
    /// tests in every term. Factors below `2^16` take one term.
    #[inline(always)]
    fn product(&self, a: u64, b: u64) -> u64 {
        if (a | b) >> 16 == 0 {
            self.product16(a, b)
        } else if has_zero_limb(a) || has_zero_limb(b) {
            self.product_of_limbs::<true>(a, b)
        } else {
            self.product_of_limbs::<false>(a, b)
        }
    }

    /// The product in `K_6` by its ten terms.
    #[inline(always)]
    fn product_of_limbs<const CHECKED: bool>(&self, a: u64, b: u64) -> u64 {
        // The limbs w0..w3 of each factor and the xors Karatsuba forms at both levels: the low
        // half's limbs, (w1 ⊕ w3) X + (w0 ⊕ w2) = A1 ⊕ A0, and the high half's.
        let split = |x: u64| {
            let w = |k: u32| (x >> (16 * k)) & 0xffff;
            let (w0, w1, w2, w3) = (w(0), w(1), w(2), w(3));
            (w0, w1, w0 ^ w2, w1 ^ w3, w2, w3)
        };
        let (a0, a1, as0, as1, a2, a3) = split(a);
        let (b0, b1, bs0, bs1, b2, b3) = split(b);
        // One term from two limbs: `t(x, y, j) = x ⊗ y ⊗ h^j`.
        let t = |x: u64, y: u64, j: u32| self.term::<CHECKED>(x, y, self.log(x), self.log(y), j);
        // P0 = A0 ⊗ B0 and M = (A1 ⊕ A0) ⊗ (B1 ⊕ B0), each (m ⊕ p0) X ⊕ (p0 ⊕ h p1).
        let karatsuba = |x0: u64, x1: u64, y0: u64, y1: u64| {
            let (p0, p1h, m) = (t(x0, y0, 0), t(x1, y1, 1), t(x0 ^ x1, y0 ^ y1, 0));
            ((m ^ p0) << 16) | (p0 ^ p1h)
        };
        let p0 = karatsuba(a0, a1, b0, b1);
        let m = karatsuba(as0, as1, bs0, bs1);
        // P1 ⊗ hX = (h m1 ⊕ h² q1) X ⊕ (h² m1 ⊕ h² p1), m1 from the xors of the high limbs.
        let (am, bm) = (a2 ^ a3, b2 ^ b3);
        let (log_am, log_bm) = (self.log(am), self.log(bm));
        let twisted_high = self.term::<CHECKED>(am, bm, log_am, log_bm, 1) ^ t(a3, b3, 2);
        let twisted_low = self.term::<CHECKED>(am, bm, log_am, log_bm, 2) ^ t(a2, b2, 2);
        let twisted = (twisted_high << 16) | twisted_low;
        ((m ^ p0) << 32) | (p0 ^ twisted)
    }

    /// The inverse in `K_4` of a nonzero limb.
    #[inline]
    fn inverse16(&self, x: u64) -> u64 {
        u64::from(self.exp[ORDER - self.log(x) as usize])
    }
}

/// The nim product `a ⊗ b` of two nimbers below `2^64`.
///
/// The product is commutative, associative, distributes over xor (the nim sum), has 1 as
/// its unit, and every nonzero nimber has an inverse ([`inverse`]): with xor, the nimbers below
/// `2^64` are the field of `2^64` elements. On small numbers it is not the ordinary product:
/// `2 ⊗ 2 = 3`, `2 ⊗ 3 = 1`, `4 ⊗ 4 = 6`; but a Fermat 2-power (`2`, `4`, `16`, `256`,
/// `65536`, `2^32`) times a smaller number is the ordinary product (`16 ⊗ 5 = 80`).
///
/// Complexity: 28 table lookups (about 25 ns on the project's machine); the first call builds
/// the tables (384 KiB, about a millisecond).
///
/// # Example
/// ```
/// use grundy::core::nimber::product;
/// assert_eq!(product(2, 2), 3);
/// assert_eq!(product(16, 5), 80);
/// assert_eq!(product(u64::MAX, 1), u64::MAX);
/// ```
#[inline]
pub fn product(a: u64, b: u64) -> u64 {
    Tables::get().product(a, b)
}

/// The nim square `a ⊗ a`.
///
/// Squaring is the Frobenius map: `(a ⊕ b)² = a² ⊕ b²`, so it is linear over the bits.
/// Complexity: as [`product`].
///
/// O(1).
pub fn square(a: u64) -> u64 {
    product(a, a)
}

/// `a` to the power `e` under the nim product (`a^0 = 1`, including `0^0`), by repeated
/// squaring. Complexity: at most 128 products.
///
/// O(log e) products.
pub fn power(a: u64, e: u64) -> u64 {
    let (mut result, mut base, mut e) = (1, a, e);
    while e > 0 {
        if e & 1 == 1 {
            result = product(result, base);
        }
        base = product(base, base);
        e >>= 1;
    }
    result
}

/// The nim inverse of `a`: the `b` with `a ⊗ b = 1` for `a ≠ 0`, and 0 for `a = 0`; the field's
/// `a^(2^64 - 2)` in both cases.
///
/// Complexity: a few products (the conjugate-and-norm reduction of the module documentation
/// goes down the tower `2^64 → 2^32 → 2^16`, where a table gives the inverse).
///
/// # Example
/// ```
/// use grundy::core::nimber::{inverse, product};
/// assert_eq!(inverse(2), 3); // 2 ⊗ 3 = 1
/// let a = 0x0123_4567_89ab_cdef;
/// assert_eq!(product(a, inverse(a)), 1);
/// assert_eq!(inverse(0), 0);
/// ```
pub fn inverse(a: u64) -> u64 {
    let t = Tables::get();
    inverse_in(t, a, 64)
}

/// The inverse of `a` within the field of `2^bits` elements (`bits` 16, 32 or 64): the
/// conjugate over the half field divided by the norm, which lies in the half field.
fn inverse_in(t: &Tables, a: u64, bits: u32) -> u64 {
    if a == 0 {
        return 0;
    }
    if bits == 16 {
        return t.inverse16(a);
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    // X² + X + h with h = 2^(half - 1): Ā = a1 X + (a0 ⊕ a1), N = h a1² ⊕ a0² ⊕ a0 a1.
    let h = 1u64 << (half - 1);
    let norm = t.product(h, t.product(a1, a1)) ^ t.product(a0, a0) ^ t.product(a0, a1);
    let inv = inverse_in(t, norm, half);
    t.product((a1 << half) | (a0 ^ a1), inv)
}

/// A boxed array of `N` zeros, made on the heap (a `Box::new` of the array could build it on the
/// stack first).
fn zeros<const N: usize>() -> Box<[u16; N]> {
    match vec![0u16; N].into_boxed_slice().try_into() {
        Ok(array) => array,
        Err(_) => unreachable!("a vector of N elements is an array of N"),
    }
}

/// Is any limb a product term takes from `x` zero? Those are the four 16-bit limbs and their
/// xors `w0 ⊕ w1`, `w2 ⊕ w3`, `w0 ⊕ w2`, `w1 ⊕ w3` and `w0 ⊕ w1 ⊕ w2 ⊕ w3`, all among the lanes of
/// four words (with a few more lanes, which at worst send a product the slower way). A lane
/// `v` is zero iff `v - 1` borrows into its top bit while `v`'s top bit is clear.
#[inline(always)]
fn has_zero_limb(x: u64) -> bool {
    const ONES: u64 = 0x0001_0001_0001_0001;
    const TOPS: u64 = 0x8000_8000_8000_8000;
    let zero_lane = |v: u64| v.wrapping_sub(ONES) & !v & TOPS;
    let halves = x ^ (x >> 32);
    let any = zero_lane(x) | zero_lane(x ^ (x >> 16)) | zero_lane(halves);
    any | zero_lane(halves ^ (halves >> 16)) != 0
}

/// The nim product computed from the definition's recursion alone: halves by Karatsuba (see
/// the module documentation) down to single bits, where `a ⊗ b = a & b`. `a` and `b` must lie
/// below `2^bits`, `bits` a power of two up to 64. Complexity: `3^log2(bits)` bit products
/// (729 for 64 bits); used to build the tables and to check them.
pub(crate) fn product_by_halves(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let p0 = product_by_halves(a0, b0, half);
    let p1 = product_by_halves(a1, b1, half);
    let m = product_by_halves(a1 ^ a0, b1 ^ b0, half);
    let h = 1u64 << (half - 1);
    ((m ^ p0) << half) | (p0 ^ product_by_halves(p1, h, half))
}

/// The smallest field of the tower holding `x`: `2^bits` elements with `bits` the least of 1,
/// 2, 4, …, 64 such that `x < 2^bits`.
pub(crate) fn field_bits(x: u64) -> u32 {
    let mut bits = 1;
    while bits < 64 && x >> bits != 0 {
        bits *= 2;
    }
    bits
}

/// A square root of `a` in the field of `2^bits` elements holding `a` (there is exactly one:
/// squaring is a bijection in characteristic 2): `a^(2^(bits - 1))`, by `bits - 1` squarings.
pub(crate) fn sqrt_in(a: u64, bits: u32) -> u64 {
    let mut r = a;
    for _ in 1..bits {
        r = square(r);
    }
    r
}

/// A root `z` of `z² ⊕ z = gamma` in the field of `2^bits` elements (`bits` at most 32, `gamma`
/// in the field), if there is one; the other root is `z ⊕ 1`.
///
/// `z ↦ z² ⊕ z` is linear over the bits (squaring is), with kernel `{0, 1}`, so its image is
/// half the field; the root is found by Gaussian elimination on the images of `1, 2, 4, …`.
/// Complexity: `bits` squarings and `O(bits²)` word operations.
pub(crate) fn artin_schreier_root(gamma: u64, bits: u32) -> Option<u64> {
    // Rows: (image, preimage) of the basis; reduce gamma against them.
    let mut rows: Vec<(u64, u64)> = Vec::with_capacity(bits as usize);
    for i in 0..bits {
        let z = 1u64 << i;
        let mut image = square(z) ^ z;
        let mut pre = z;
        for &(row_image, row_pre) in &rows {
            if image ^ row_image < image {
                image ^= row_image;
                pre ^= row_pre;
            }
        }
        if image != 0 {
            rows.push((image, pre));
            rows.sort_unstable_by_key(|row| std::cmp::Reverse(row.0));
        }
    }
    let (mut rest, mut root) = (gamma, 0);
    for &(image, pre) in &rows {
        if rest ^ image < rest {
            rest ^= image;
            root ^= pre;
        }
    }
    (rest == 0).then_some(root)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `2^15`: `h` of `K_5 = K_4[2^16]`, whose square `2^16 ⊗ 2^16` is `2^16 ⊕ 2^15`.
    const H16: u64 = 1 << 15;

    /// A small xorshift generator, for values spread over all 64 bits.
    fn randoms(seed: u64, n: usize) -> Vec<u64> {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x
            })
            .collect()
    }

    /// Values with every shape: random, small, single bits, zeros in some limbs.
    fn samples() -> Vec<u64> {
        let mut v = randoms(0x9e37_79b9_7f4a_7c15, 2000);
        v.extend(0..70);
        v.extend((0..64).map(|i| 1u64 << i));
        v.extend([
            u64::MAX,
            0xffff,
            0xffff_0000,
            0xffff_0000_0000_ffff,
            1 << 63 | 1,
        ]);
        v.extend(randoms(7, 200).iter().map(|x| x & 0xffff_0000_ffff_0000));
        v.extend(randoms(11, 200).iter().map(|x| x & 0x0000_ffff_ffff_0000));
        v
    }

    #[test]
    fn the_mex_definition_for_every_pair_below_256() {
        let mut table = vec![[0u64; 256]; 256];
        for a in 0..256usize {
            for b in 0..256usize {
                let mut seen = [false; 257];
                for a2 in 0..a {
                    for b2 in 0..b {
                        let v = table[a2][b] ^ table[a][b2] ^ table[a2][b2];
                        seen[v as usize] = true;
                    }
                }
                table[a][b] = seen.iter().position(|s| !s).unwrap() as u64;
                assert_eq!(product(a as u64, b as u64), table[a][b], "{a} ⊗ {b}");
                assert_eq!(product_by_halves(a as u64, b as u64, 8), table[a][b]);
            }
        }
        // Winning Ways' table: 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 8 ⊗ 8 = 13, 16 ⊗ 16 = 24.
        assert_eq!(
            [table[2][2], table[4][4], table[8][8], table[16][16]],
            [3, 6, 13, 24]
        );
    }

    #[test]
    fn the_tables_agree_with_the_recursion_on_all_shapes() {
        let v = samples();
        for (i, &a) in v.iter().enumerate() {
            for &b in v.iter().skip(i % 97).step_by(97) {
                assert_eq!(product(a, b), product_by_halves(a, b, 64), "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn the_generator_generates_and_its_cube_is_h() {
        let mut x = 1;
        for k in 1..=ORDER as u64 {
            x = product_by_halves(x, GENERATOR, 16);
            assert!(x != 1 || k == ORDER as u64, "order {k}");
        }
        assert_eq!(x, 1);
        let cube = product_by_halves(product_by_halves(GENERATOR, GENERATOR, 16), GENERATOR, 16);
        assert_eq!(cube, H16);
    }

    #[test]
    fn fermat_powers_multiply_smaller_numbers_ordinarily_and_square_to_three_halves() {
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            for x in randoms(k + 1, 50).into_iter().map(|x| x % f) {
                assert_eq!(product(f, x), f * x, "{f} ⊗ {x}");
            }
            if f < 1 << 32 {
                assert_eq!(product(f, f), f + f / 2);
            }
        }
    }

    #[test]
    fn field_laws_on_random_values() {
        let v = randoms(20_261_123, 3000);
        for w in v.windows(3) {
            let (a, b, c) = (w[0], w[1], w[2]);
            assert_eq!(product(a, b), product(b, a));
            assert_eq!(product(product(a, b), c), product(a, product(b, c)));
            assert_eq!(product(a, b ^ c), product(a, b) ^ product(a, c));
            assert_eq!(product(a, 1), a);
            assert_eq!(product(a, 0), 0);
            assert_eq!(product(a, inverse(a)), 1, "{a}");
        }
    }

    #[test]
    fn inverse_is_the_power_two_to_the_64_minus_two() {
        for a in samples().into_iter().step_by(7) {
            assert_eq!(inverse(a), power(a, u64::MAX - 1), "{a}");
            if a != 0 {
                assert_eq!(product(a, inverse(a)), 1, "{a}");
            }
        }
        assert_eq!(inverse(0), 0);
        assert_eq!(power(0, 0), 1);
        assert_eq!(square(5), product(5, 5));
    }

    #[test]
    fn square_roots_and_artin_schreier_roots() {
        for a in samples().into_iter().step_by(13) {
            let bits = field_bits(a);
            let r = sqrt_in(a, bits);
            assert_eq!(square(r), a);
            if bits <= 32 {
                match artin_schreier_root(a, bits) {
                    Some(z) => assert_eq!(square(z) ^ z, a),
                    None if bits <= 8 => {
                        assert!((0..1u64 << bits).all(|z| square(z) ^ z != a), "{a}");
                    }
                    None => {}
                }
            }
        }
        // Exactly half of each small field is hit.
        for bits in [1, 2, 4, 8] {
            let hits = (0..1u64 << bits)
                .filter(|&g| artin_schreier_root(g, bits).is_some())
                .count();
            assert_eq!(hits, 1 << (bits - 1), "{bits}");
        }
    }
}

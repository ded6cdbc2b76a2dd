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
//! Measured: 8.0 to 8.7 ns a product in a loop of independent products (`bench
//! nim_product_alone` with `GRUNDY_NO_CLMUL=1`); the lookups fall in the second-level cache
//! (a version on `K_3`, whose tables fit the first-level cache, takes 27 products of bytes and
//! was slower).
//!
//! ## Inverses and square roots
//! The conjugate of `A = A1 X + A0` over `K_k` is `Ā = A1 X + (A0 ⊕ A1)` (the other root of
//! `X² + X + h` is `X ⊕ 1`), and the norm `A ⊗ Ā = h A1² ⊕ A0² ⊕ A0 A1` lies in `K_k`, so
//! `A⁻¹ = Ā ⊗ N⁻¹` needs one inverse a level down; on `K_4`, `x⁻¹ = EXP[65535 - LOG[x]]`.
//! This is the inverse `a^(2^64 - 2)` of the field ([`power`] computes the same, and the tests
//! compare them), with `0⁻¹ = 0`.
//!
//! ## A polynomial basis, for the carry-less multiply ([`product`] on most machines)
//! The field of the nimbers below `2^64` and `GF(2)[x] / (P)`, with `P = x^64 + x^4 + x^3 + x + 1`,
//! are both fields of `2^64` elements, so they are isomorphic; an isomorphism sends `x` to a root
//! `α` of `P` among the nimbers, and the polynomial `c_0 + c_1 x + … + c_63 x^63` (bits `c_j`)
//! to the nimber `c_0 ⊕ c_1 α ⊕ … ⊕ c_63 α^63` (powers under `⊗`). Processors since 2010 multiply
//! polynomials over `GF(2)` in one instruction (the carry-less multiply, `PCLMULQDQ`), so a
//! product is: both factors to the polynomial basis, one carry-less multiply (128 bits), a
//! reduction modulo `P`, and the result back to nimbers.
//!
//! *The constants.* `α` (`ALPHA`, `0x61ca_6f79_e880_db76`) was found by Berlekamp's trace
//! method, run on `P` with the field's own product (the test
//! `alpha_is_derived_from_p_by_splitting_it` runs it again): for a random `β`, the roots `r` of
//! `P` split by the trace `Tr(βr) = Σ (βr)^(2^i)` (`i < 64`),
//! which is 0 or 1, so `gcd(P, Tr(βx) mod P)` is a proper factor about half the time; splitting
//! the smaller factor again ends at a linear factor `x ⊕ α`. Nothing else is a constant: the
//! tables below are computed from `α` by the field's product when first used.
//!
//! *Why it is an isomorphism.* `P(α) = 0` (checked by the tests with the definition's product).
//! The map `c ↦ Σ c_j α^j` is linear; the tables are built by inverting it, which succeeds only
//! if `1, α, …, α^63` are independent (the tests check it succeeds), so it is a bijection. It
//! is multiplicative: `Σ c_j α^j ⊗ Σ d_k α^k = Σ (c·d)_m α^m` by distributivity, and `x^64` and
//! `x^4 + x^3 + x + 1` give the same nimber since `P(α) = 0`, so reducing modulo `P` changes
//! nothing. (Independence also proves `P` irreducible: `α`'s minimal polynomial divides `P` and
//! has degree 64.)
//!
//! *The reduction.* A 128-bit product is `H x^64 + L`, and `x^64 ≡ R = x^4 + x^3 + x + 1`, so it
//! is `L + H·R`; `H·R` has degree at most 67, so its bits from 64 up, `T` (from the top four
//! bits of `H`), are folded once more, `T·R` having degree at most 7. `H·R` is four shifts and
//! xors (`R` has four terms); the part the top four bits of `H` add below bit 64 through `T` is
//! looked up in a table of 16. One carry-less multiply in all.
//!
//! *The change of basis* is linear over the bits: eight tables of 256 entries for each direction
//! (the images of each byte's values; 32 KiB, which stays in the first-level cache), eight
//! lookups a conversion, 24 a product. Measured: 6.1 ns a product one call at a time, 5.2 ns
//! through [`products`] (each pass of its loop does one kind of work), against 8.0 to 8.7 ns for
//! the tables.
//!
//! *Without the instruction* (another processor, or `GRUNDY_NO_CLMUL` set in the environment,
//! which the tests use to run the fallback), the product is the logarithm tables' above.

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
    fn multiply(&self, a: u64, b: u64) -> u64 {
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

    /// [`multiply`](Self::multiply) as a function of its own, so that [`product`] stays small
    /// enough to be inlined where the carry-less multiply is used.
    #[inline(never)]
    fn multiply_apart(&self, a: u64, b: u64) -> u64 {
        self.multiply(a, b)
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
/// Complexity: O(1): where the processor has the carry-less multiply, 24 lookups in 32 KiB of
/// tables and one multiply (6.1 ns on the project's machine), otherwise 28 lookups in 384 KiB
/// (8.0 to 8.7 ns); the first call builds the tables (under a millisecond).
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
    match Multiplier::get() {
        Multiplier::Clmul(clmul, basis) => {
            let mut out = [0];
            clmul.multiply_each(basis, &[a], &[b], &mut out);
            out[0]
        }
        Multiplier::Logs(tables) => tables.multiply_apart(a, b),
    }
}

/// How [`product`] multiplies on this machine, chosen once.
enum Multiplier {
    /// The carry-less multiply in the polynomial basis.
    Clmul(Clmul, Box<Basis>),
    /// The logarithm tables of `K_4`.
    Logs(&'static Tables),
}

impl Multiplier {
    fn get() -> &'static Multiplier {
        static MULTIPLIER: OnceLock<Multiplier> = OnceLock::new();
        MULTIPLIER.get_or_init(|| match (Clmul::detect(), Basis::build()) {
            (Some(clmul), Some(basis)) => Multiplier::Clmul(clmul, basis),
            _ => Multiplier::Logs(Tables::get()),
        })
    }
}

/// A root of `P = x^64 + x^4 + x^3 + x + 1` among the nimbers; see the module documentation.
const ALPHA: u64 = 0x61ca_6f79_e880_db76;

/// The change of basis between nimbers and polynomials modulo `P`, by bytes.
struct Basis {
    /// `to_poly[k][v]`: the polynomial of the nimber `v << 8k`.
    to_poly: [[u64; 256]; 8],
    /// `to_nim[k][v]`: the nimber of the polynomial `v << 8k`.
    to_nim: [[u64; 256]; 8],
    /// `overflow[t]`, for the top four bits `t` of `H`: the part of `H·R mod P` they make past
    /// the low 64 bits of `H·R` (see [`reduce`]).
    overflow: [u64; 16],
}

impl Basis {
    /// The tables, from the powers of [`ALPHA`] and their inverse; `None` if those powers were
    /// dependent (the tests check they are not). About 20 µs.
    fn build() -> Option<Box<Basis>> {
        // The nimber of x^j, and by elimination the polynomial of each nimber bit: rows keep
        // (nimber, polynomial) pairs with distinct leading bits of the nimber.
        let mut to_nim_cols = [0u64; 64];
        let mut rows: [(u64, u64); 64] = [(0, 0); 64];
        let mut alpha_j = 1;
        for (j, col) in to_nim_cols.iter_mut().enumerate() {
            *col = alpha_j;
            let (mut v, mut c) = (alpha_j, 1u64 << j);
            while v != 0 && rows[63 - v.leading_zeros() as usize].0 != 0 {
                let row = rows[63 - v.leading_zeros() as usize];
                v ^= row.0;
                c ^= row.1;
            }
            if v == 0 {
                return None;
            }
            rows[63 - v.leading_zeros() as usize] = (v, c);
            alpha_j = product_by_halves(alpha_j, ALPHA, 64);
        }
        let to_poly_cols: [u64; 64] = std::array::from_fn(|i| {
            let (mut v, mut c) = (1u64 << i, 0);
            while v != 0 {
                let row = rows[63 - v.leading_zeros() as usize];
                v ^= row.0;
                c ^= row.1;
            }
            c
        });
        let mut basis = Box::new(Basis {
            to_poly: [[0; 256]; 8],
            to_nim: [[0; 256]; 8],
            overflow: std::array::from_fn(|t| reduce((t as u64) << 60, 0) ^ fold((t as u64) << 60)),
        });
        for k in 0..8 {
            for v in 1..256usize {
                let (low, bit) = (v & (v - 1), 8 * k + v.trailing_zeros() as usize);
                basis.to_poly[k][v] = basis.to_poly[k][low] ^ to_poly_cols[bit];
                basis.to_nim[k][v] = basis.to_nim[k][low] ^ to_nim_cols[bit];
            }
        }
        Some(basis)
    }

    /// The image of `x` under a linear map given by byte tables.
    #[inline(always)]
    fn apply(tables: &[[u64; 256]; 8], x: u64) -> u64 {
        let mut y = 0;
        for (k, table) in tables.iter().enumerate() {
            y ^= table[((x >> (8 * k)) & 0xff) as usize];
        }
        y
    }

    /// `a ⊗ b` by `multiply`, the product of polynomials modulo `P`.
    #[cfg(any(test, not(target_arch = "x86_64")))]
    fn multiply(&self, a: u64, b: u64, multiply: impl Fn(u64, u64) -> u64) -> u64 {
        let (x, y) = (Self::apply(&self.to_poly, a), Self::apply(&self.to_poly, b));
        Self::apply(&self.to_nim, multiply(x, y))
    }
}

/// `x·y mod P` for polynomials of degree below 64, without the instruction (a shift and xor a
/// bit; the tests compare the instruction with it).
#[cfg(any(test, not(target_arch = "x86_64")))]
fn product_mod_p_by_bits(x: u64, y: u64) -> u64 {
    let (mut high, mut low) = (0u64, 0u64);
    for j in 0..64 {
        if y >> j & 1 == 1 {
            low ^= x << j;
            high ^= if j == 0 { 0 } else { x >> (64 - j) };
        }
    }
    reduce(high, low)
}

/// `h·R` for `h` of degree below 60, or the low 64 bits of it for any `h`.
#[inline(always)]
fn fold(h: u64) -> u64 {
    h ^ h << 1 ^ h << 3 ^ h << 4
}

/// `H x^64 + L mod P`: see the module documentation.
#[inline(always)]
fn reduce(high: u64, low: u64) -> u64 {
    // H·R: its low 64 bits, and its bits from 64 up (H's top four bits, shifted).
    let over = high >> 60 ^ high >> 61 ^ high >> 63;
    low ^ fold(high) ^ fold(over)
}

/// Proof that this processor has the carry-less multiply: made only by [`Clmul::detect`].
#[derive(Clone, Copy)]
struct Clmul(());

impl Clmul {
    /// The instruction, if the processor has it and `GRUNDY_NO_CLMUL` is not set.
    fn detect() -> Option<Clmul> {
        #[cfg(target_arch = "x86_64")]
        if std::env::var_os("GRUNDY_NO_CLMUL").is_none() && is_x86_feature_detected!("pclmulqdq") {
            return Some(Clmul(()));
        }
        None
    }

    /// `out[i] = a[i] ⊗ b[i]` in the polynomial basis, by the carry-less multiply, for `i`
    /// below the shortest length. The only `unsafe` code of the crate.
    #[allow(unsafe_code)]
    #[inline]
    fn multiply_each(self, basis: &Basis, a: &[u64], b: &[u64], out: &mut [u64]) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{
                _mm_clmulepi64_si128, _mm_cvtsi128_si64, _mm_set_epi64x, _mm_unpackhi_epi64,
            };
            /// `x·y mod P` (inlined into the functions below, which enable the instruction).
            /// Safety: the processor must have the instruction.
            #[inline(always)]
            unsafe fn product_mod_p(basis: &Basis, x: u64, y: u64) -> u64 {
                // SAFETY: the caller's promise; the rest are SSE2, always on x86_64.
                let (high, low) = unsafe {
                    let p = _mm_clmulepi64_si128(
                        _mm_set_epi64x(0, x as i64),
                        _mm_set_epi64x(0, y as i64),
                        0,
                    );
                    let low = _mm_cvtsi128_si64(p) as u64;
                    (_mm_cvtsi128_si64(_mm_unpackhi_epi64(p, p)) as u64, low)
                };
                low ^ fold(high) ^ basis.overflow[(high >> 60) as usize]
            }
            /// One product. The whole of it is inside: a function with a target feature is
            /// not inlined into one without.
            #[target_feature(enable = "pclmulqdq")]
            unsafe fn one(basis: &Basis, a: u64, b: u64) -> u64 {
                let (x, y) = (
                    Basis::apply(&basis.to_poly, a),
                    Basis::apply(&basis.to_poly, b),
                );
                // SAFETY: this function runs only where the instruction is (its feature).
                Basis::apply(&basis.to_nim, unsafe { product_mod_p(basis, x, y) })
            }
            /// Many, in passes over chunks: each loop does one kind of work (measured faster
            /// than one loop doing all of it: 5.2 ns a product against 6.0).
            #[target_feature(enable = "pclmulqdq")]
            unsafe fn many(basis: &Basis, a: &[u64], b: &[u64], out: &mut [u64]) {
                const CHUNK: usize = 256;
                let (mut x, mut y) = ([0u64; CHUNK], [0u64; CHUNK]);
                let chunks = a.chunks(CHUNK).zip(b.chunks(CHUNK));
                for ((a, b), out) in chunks.zip(out.chunks_mut(CHUNK)) {
                    for (x, &a) in x.iter_mut().zip(a) {
                        *x = Basis::apply(&basis.to_poly, a);
                    }
                    for (y, &b) in y.iter_mut().zip(b) {
                        *y = Basis::apply(&basis.to_poly, b);
                    }
                    for ((x, &y), _) in x.iter_mut().zip(&y).zip(out.iter()) {
                        // SAFETY: as in `one`.
                        *x = unsafe { product_mod_p(basis, *x, y) };
                    }
                    for (out, &x) in out.iter_mut().zip(&x) {
                        *out = Basis::apply(&basis.to_nim, x);
                    }
                }
            }
            let _: Clmul = self;
            let n = a.len().min(b.len()).min(out.len());
            let (a, b, out) = (&a[..n], &b[..n], &mut out[..n]);
            // SAFETY: `self` exists only if `detect` found the instruction on this processor
            // (`is_x86_feature_detected!("pclmulqdq")`), the one requirement of the
            // `target_feature`s of `one` and `many`; the intrinsics take and return plain
            // values, and `many` indexes only through iterators.
            unsafe {
                match (a, b, out) {
                    ([a], [b], [out]) => *out = one(basis, *a, *b),
                    (a, b, out) => many(basis, a, b, out),
                }
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _: Clmul = self;
            for ((&a, &b), out) in a.iter().zip(b).zip(out) {
                *out = basis.multiply(a, b, product_mod_p_by_bits);
            }
        }
    }
}

/// `out[i] = a[i] ⊗ b[i]` for `i` below the shortest of the three lengths: [`product`] on many
/// pairs, faster than one at a time where the carry-less multiply is used (the loop runs inside
/// the function that may use the instruction).
///
/// Complexity: as [`product`] for each pair.
///
/// # Example
/// ```
/// use grundy::core::nimber::{product, products};
/// let (a, b) = ([2, 16, 3], [2, 5, 2]);
/// let mut out = [0; 3];
/// products(&a, &b, &mut out);
/// assert_eq!(out, [3, 80, 1]);
/// assert_eq!(out[2], product(3, 2));
/// ```
pub fn products(a: &[u64], b: &[u64], out: &mut [u64]) {
    match Multiplier::get() {
        Multiplier::Clmul(clmul, basis) => clmul.multiply_each(basis, a, b, out),
        Multiplier::Logs(tables) => {
            for ((&a, &b), out) in a.iter().zip(b).zip(out) {
                *out = tables.multiply(a, b);
            }
        }
    }
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
    let norm = t.multiply(h, t.multiply(a1, a1)) ^ t.multiply(a0, a0) ^ t.multiply(a0, a1);
    let inv = inverse_in(t, norm, half);
    t.multiply((a1 << half) | (a0 ^ a1), inv)
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

    /// `P`'s coefficients, lowest first: `x^64 + x^4 + x^3 + x + 1`.
    fn p_coefficients() -> Vec<u64> {
        let mut p = vec![0; 65];
        for j in [0, 1, 3, 4, 64] {
            p[j] = 1;
        }
        p
    }

    #[test]
    fn alpha_is_a_root_of_p_and_its_powers_are_a_basis() {
        // P(α) by the definition's recursion alone.
        let (mut power, mut value) = (1, 0);
        for c in p_coefficients() {
            value ^= c * power;
            power = product_by_halves(power, ALPHA, 64);
        }
        assert_eq!(value, 0);
        let basis = Basis::build().expect("1, α, …, α^63 are independent");
        // The two tables are inverse maps, bit by bit.
        for i in 0..64 {
            let x = 1u64 << i;
            assert_eq!(
                Basis::apply(&basis.to_nim, Basis::apply(&basis.to_poly, x)),
                x
            );
            assert_eq!(
                Basis::apply(&basis.to_poly, Basis::apply(&basis.to_nim, x)),
                x
            );
        }
        // The reduction by shifts against the remainder of the polynomial division.
        for (high, low) in randoms(5, 400).chunks(2).map(|w| (w[0], w[1])) {
            let mut rem = u128::from(high) << 64 | u128::from(low);
            for j in (64..128).rev() {
                if rem >> j & 1 == 1 {
                    rem ^= 0b1_1011 << (j - 64) | 1 << j;
                }
            }
            assert_eq!(reduce(high, low), rem as u64);
            let t = (high >> 60) as usize;
            assert_eq!(low ^ fold(high) ^ basis.overflow[t], rem as u64);
        }
    }

    /// Berlekamp's trace method on `P`, over the nimbers (see the module documentation):
    /// polynomials are coefficient vectors, lowest first, with no zero on top.
    #[test]
    fn alpha_is_derived_from_p_by_splitting_it() {
        fn trim(mut p: Vec<u64>) -> Vec<u64> {
            while p.last() == Some(&0) {
                p.pop();
            }
            p
        }
        fn monic(p: Vec<u64>) -> Vec<u64> {
            let inv = inverse(*p.last().unwrap());
            p.into_iter().map(|c| product(c, inv)).collect()
        }
        // The remainder of `a` by a monic `f`, and the quotient.
        fn divide(mut a: Vec<u64>, f: &[u64]) -> (Vec<u64>, Vec<u64>) {
            let d = f.len() - 1;
            let mut q = vec![0; a.len().saturating_sub(d)];
            for s in (0..q.len()).rev() {
                let c = a[s + d];
                q[s] = c;
                for (i, &fi) in f.iter().enumerate() {
                    a[s + i] ^= product(c, fi);
                }
            }
            (trim(a), trim(q))
        }
        let mut f = p_coefficients();
        let mut beta = 0x9e37_79b9_7f4a_7c15u64;
        while f.len() > 2 {
            beta ^= beta << 13;
            beta ^= beta >> 7;
            beta ^= beta << 17;
            // Tr(βx) mod f: the sum of (βx)^(2^i), squaring term by term (the Frobenius map).
            let mut term = divide(vec![0, beta], &f).0;
            let mut trace = term.clone();
            for _ in 1..64 {
                let mut square = vec![0; 2 * term.len()];
                for (i, &c) in term.iter().enumerate() {
                    square[2 * i] = product(c, c);
                }
                term = divide(trim(square), &f).0;
                trace.resize(trace.len().max(term.len()), 0);
                trace.iter_mut().zip(&term).for_each(|(t, &c)| *t ^= c);
            }
            let (mut g, mut h) = (f.clone(), trim(trace));
            while !h.is_empty() {
                let r = divide(g, &monic(h.clone())).0;
                g = h;
                h = r;
            }
            let g = monic(g);
            if g.len() > 1 && g.len() < f.len() {
                let other = divide(f.clone(), &g).1;
                f = if g.len() <= other.len() {
                    g
                } else {
                    monic(other)
                };
            }
        }
        // f = x ⊕ α.
        assert_eq!(f, [ALPHA, 1]);
    }

    #[test]
    fn both_multipliers_agree_with_the_definition() {
        let tables = Tables::get();
        let basis = Basis::build().unwrap();
        let clmul = Clmul::detect();
        if clmul.is_none() {
            eprintln!("no carry-less multiply here: only the tables and the basis are checked");
        }
        let v = samples();
        for (i, &a) in v.iter().enumerate() {
            for &b in v.iter().skip(i % 89).step_by(89) {
                let expected = product_by_halves(a, b, 64);
                assert_eq!(tables.multiply(a, b), expected, "{a} ⊗ {b}");
                assert_eq!(basis.multiply(a, b, product_mod_p_by_bits), expected);
                if let Some(clmul) = clmul {
                    let mut out = [0];
                    clmul.multiply_each(&basis, &[a], &[b], &mut out);
                    assert_eq!(out[0], expected, "{a} ⊗ {b}");
                }
            }
        }
        // Batches of every shape against single products, through both multipliers.
        let (a, b) = (randoms(3, 1000), randoms(4, 1000));
        for n in [0, 1, 2, 255, 256, 257, 1000] {
            let mut out = vec![0; n];
            products(&a[..n], &b, &mut out);
            let expected: Vec<u64> = (0..n).map(|i| product_by_halves(a[i], b[i], 64)).collect();
            assert_eq!(out, expected, "{n}");
            if let Some(clmul) = clmul {
                out.fill(0);
                clmul.multiply_each(&basis, &a[..n], &b[..n], &mut out);
                assert_eq!(out, expected, "{n}");
            }
            let mut short = vec![7; n + 3];
            products(&a[..n], &b[..n], &mut short);
            assert_eq!(
                &short[n..],
                [7, 7, 7],
                "only the shortest length is written"
            );
        }
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

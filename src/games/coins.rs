//! Coin-turning games: a row (or a grid) of coins, some heads up; a move turns over a set of
//! coins that the game allows, the rightmost of them (on a grid, the lowest-rightmost) from
//! heads to tails; whoever cannot move loses.
//!
//! ## A position is the sum of its heads
//! The value of a position is the xor of the values of its heads, each valued as if it were
//! the only head (Winning Ways, ch. 14). Play the position instead as a sum of one-head
//! games, where turning a tails coin to heads adds a game and turning a heads coin to tails
//! removes one: a coin that is heads in two components counts twice, which is no coin at all,
//! since its two games have the same value and their xor is 0. Every move of the coins is a
//! move of the sum and back, so the values agree; the rightmost coin of each move goes heads to
//! tails, so the game ends.
//!
//! ## The games here (coins numbered from the left)
//! * **Turning Turtles** (coins from 1): turn one coin, and optionally one coin to its left.
//!   `g(n) = n`: the options of coin `n` are 0 (alone) and `g(i) = i` for `i < n`.
//! * **Ruler** (coins from 1): turn any run of consecutive coins. `g(n)` is the largest power
//!   of two dividing `n` ([`ruler`]; its proof is there).
//! * **Mock Turtles** (coins from 0, as HDU 3537 numbers them): turn one, two or three coins.
//!   `g(n)` is the `n`-th odious number (odd count of 1 bits: 1, 2, 4, 7, 8, 11, …)
//!   ([`mock_turtles`]; proof there).
//! * **Products** (the Tartan theorem): for two games `G1`, `G2` of rows, the game `G1 × G2`
//!   is played on a grid; a move picks a move of `G1` turning the set `A` (rightmost `x`) and
//!   a move of `G2` turning `B` (rightmost `y`), `(x, y)` heads, and turns every coin of
//!   `A × B`. Then `g(x, y) = g1(x) ⊗ g2(y)`, the nim product ([`crate::core::nimber`]): an
//!   option whose row and column parts have values `a` and `b` has value
//!   `(g1(x) ⊕ a) ⊗ (g2(y) ⊕ b) ⊕ g1(x) ⊗ g2(y)`, that is `a ⊗ y' ⊕ x' ⊗ b ⊕ a ⊗ b` with
//!   `x' = g1(x)`, `y' = g2(y)`. When the factors' options from `x` and `y` have exactly the
//!   values below `x'` and `y'` (Turning Turtles, Twins), these are the options of the
//!   definition of `x' ⊗ y'`, whose mex it is; Winning Ways proves the general case.
//!   **Turning Corners** is Turning Turtles × Turning Turtles: turn the corners of a rectangle
//!   (2 or 1 of them when it is a line or a cell), so `g(x, y) = x ⊗ y` for coordinates from 1;
//!   it is HDU 3404's game ([`corners_option`] finds its moves).
//!
//! `tests/solvers/coins.rs` checks every value here against SG tables of small boards computed from
//! the moves alone, heads as bitmasks.

use crate::core::nimber::{artin_schreier_root, field_bits, inverse, product, sqrt_in};

/// The value of a single head at coin `n` (from 1) in Ruler: `n & n.wrapping_neg()`, the
/// largest power of two dividing `n` (0 for `n = 0`, which is no coin).
///
/// Proof: let `2^m` divide `n` exactly. Turning the run of the `r + 1` coins `n - r ..= n`
/// leaves the heads `n - r ..= n - 1`, whose values xor to `P(n - 1) ⊕ P(n - r - 1)` with
/// `P(k)` the xor of the values of coins `1..=k`; by induction `P(k) = k ⊕ (k >> 1)` (the Gray
/// code of `k`), which is linear, so the option is `gray((n - 1) ⊕ (n - r - 1))`. For
/// `r < 2^m` the coins `n - i` have the values of `i`, and the options are `gray(r)` for
/// `r < 2^m`: every value below `2^m`. The value `2^m = gray(2^(m+1) - 1)` would need
/// `(n - 1) ⊕ (n - r - 1) = 2^(m+1) - 1`, that is `n - r - 1 = n`, which is no coin. So
/// `g(n) = mex = 2^m`.
///
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::coins::ruler;
/// assert_eq!([1, 2, 3, 4, 12].map(ruler), [1, 2, 1, 4, 4]);
/// ```
pub fn ruler(n: u64) -> u64 {
    n & n.wrapping_neg()
}

/// A move of Ruler from a single head at coin `n` to a position of value `target`
/// (`target < ruler(n)`): how many coins to the left of `n` to turn with it, `r`, so that the
/// run `n - r ..= n` is turned. `None` when `target >= ruler(n)`.
///
/// By the proof of [`ruler`], `r = gray⁻¹(target)`.
///
/// O(1): six shifts and xors.
pub fn ruler_move(n: u64, target: u64) -> Option<u64> {
    if target >= ruler(n) {
        return None;
    }
    // The inverse Gray code: the xor of all right shifts.
    let mut r = target;
    let mut shift = 1;
    while shift < 64 {
        r ^= r >> shift;
        shift *= 2;
    }
    Some(r)
}

/// The value of a single head at coin `n` (from 0) in Mock Turtles: the `n`-th odious number,
/// `2n + 1` if `n` has an even number of 1 bits, else `2n`.
///
/// Proof: each pair `{2k, 2k + 1}` holds one odious number, `O_k`, and one evil one (even
/// count of 1 bits), `O_k ⊕ 1`. The options of coin `n` are 0, `O_i` and `O_i ⊕ O_j` for
/// `i < j < n` (by induction). They hold every number below `2n`: each `O_k`, and each evil
/// `O_k ⊕ 1 = O_k ⊕ O_0` (`O_0 = 1`). They never hold `O_n`: 0 and every `O_i ⊕ O_j` are evil
/// (the parities of the 1 bits add), and the `O_i` are other numbers. If `O_n = 2n` the mex is
/// `2n`; otherwise `n` is evil and `2n` is an option: with `b` the lowest bit of `n`, `2b` and
/// `2(n - b)` are odious, `O_b ⊕ O_(n-b) = 2n`, and `b ≠ n - b` as `n` has two bits or more; so
/// the mex is `2n + 1`. Either way it is `O_n`.
///
/// Valid for `n < 2^63` (the value must fit in 64 bits).
///
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::coins::mock_turtles;
/// assert_eq!([0, 1, 2, 3, 4, 5].map(mock_turtles), [1, 2, 4, 7, 8, 11]);
/// ```
pub fn mock_turtles(n: u64) -> u64 {
    2 * n + u64::from(n.count_ones() % 2 == 0)
}

/// A move of Mock Turtles from a single head at coin `n` (from 0) to a position of value
/// `target`: the coins to turn with `n`, left of it (none, one or two). `None` when
/// `target >= mock_turtles(n)`.
///
/// `0` turns `n` alone; an odious `target` is the value of coin `target / 2`; an evil one is
/// `O_i ⊕ O_j` with `O_i` a power of two (`1 = O_0`, `2^(k+1) = O_(2^k)`): its xor with any
/// power of two is odious. The proof of [`mock_turtles`] shows that some such pair lies left
/// of `n` (taking 1 unless `target = 2n`, then the lowest bit of `n`).
///
/// O(1) besides the vector of at most two coins.
pub fn mock_turtles_move(n: u64, target: u64) -> Option<Vec<u64>> {
    if target >= mock_turtles(n) {
        return None;
    }
    if target == 0 {
        return Some(Vec::new());
    }
    if target.count_ones() % 2 == 1 {
        return Some(vec![target / 2]);
    }
    (0..64).find_map(|k| {
        let i = if k == 0 { 0 } else { 1u64 << (k - 1) };
        let j = (target ^ (1u64 << k)) / 2;
        (i < n && j < n && i != j).then(|| vec![i.max(j), i.min(j)])
    })
}

/// An option of Turning Corners (and of any product game, on the factors' values) from a
/// single head of value `x ⊗ y` to value `target`: `(a, b)` with `a < x`, `b < y` and
/// `a ⊗ y ⊕ x ⊗ b ⊕ a ⊗ b = target`. One exists for every `target < x ⊗ y` (the mex
/// definition of `⊗`); `None` otherwise.
///
/// In HDU 3404's terms (coordinates from 1, degenerate rectangles allowed) the move from the
/// light `(x, y)` switches the rectangle from `(a, b)` to `(x, y)`, where a coordinate 0 stands
/// for `x` (or `y`) itself: the rectangle is then a line or the one cell.
///
/// Method: with `u = x ⊕ a` and `w = y ⊕ b` the condition is `u ⊗ w = c := x ⊗ y ⊕ target`,
/// and `a < x` says that the top bit of `u` is a bit of `x` (likewise `w`, `y`). Such a
/// factorisation of `c` is found down the tower of fields (see `factor`); it takes
/// microseconds.
///
/// Complexity: O(1) for 64-bit values: at most six levels of the tower of subfields
/// (64 → 32 → … → 1 bits), each trying up to three smaller factorisations with a few nim
/// products and inverses (table lookups); microseconds in practice.
///
/// # Example
/// ```
/// use grundy::core::nimber::product;
/// use grundy::games::coins::corners_option;
/// let (x, y) = (5, 6);
/// let (a, b) = corners_option(x, y, 3).unwrap();
/// assert!(a < x && b < y);
/// assert_eq!(product(a, y) ^ product(x, b) ^ product(a, b), 3);
/// ```
pub fn corners_option(x: u64, y: u64, target: u64) -> Option<(u64, u64)> {
    let value = product(x, y);
    if target >= value {
        return None;
    }
    let c = value ^ target;
    let (u, w) = factor(c, x, y, field_bits(x.max(y)))?;
    Some((x ^ u, y ^ w))
}

/// Nonzero `u`, `w` in the field of `2^bits` elements with `u ⊗ w = c`, the top bit of `u` a bit
/// of `xs` and the top bit of `w` a bit of `ys`; `None` if there are none.
///
/// The field is `K'[z]` with `z = 2^half` (`half = bits / 2`), `z² = z ⊕ h`, `h = 2^(half-1)`;
/// write `u = u1 z + u0` and so on. A top bit in the upper half is a top bit of `u1`, one in the
/// lower half means `u1 = 0`. Four cases, each tried in turn:
///
/// * `u1 = w1 = 0`: then `c1 = 0` and `u0 ⊗ w0 = c0`, one level down.
/// * `u1 = 0`, `w1 ≠ 0`: `u0 ⊗ w1 = c1` one level down, then `w0 = c0 / u0`.
/// * `u1 ≠ 0`, `w1 = 0`: the same, mirrored.
/// * `u1, w1 ≠ 0`: write `u = u1 (z + α)`, `w = w1 (z + β)`; with `P = u1 ⊗ w1`,
///   `u ⊗ w = P((1 ⊕ α ⊕ β) z ⊕ h ⊕ αβ)`, so `α`, `β` are the roots of
///   `Z² + σZ + π` with `σ = c1/P ⊕ 1`, `π = c0/P ⊕ h`, which has roots in `K'` for about half
///   of the `P` (a double root `√π` when `σ = 0`; otherwise `Z = σY` with
///   `Y² + Y = π/σ²`). The candidates `u1`, `w1` (any with the right top bits) are tried until
///   one pair's `P` works, usually at once.
fn factor(c: u64, xs: u64, ys: u64, bits: u32) -> Option<(u64, u64)> {
    if c == 0 || xs == 0 || ys == 0 {
        return None;
    }
    if bits == 1 {
        // The field {0, 1}: c = 1 = 1 ⊗ 1, whose top bit is bit 0.
        return (xs & ys & 1 == 1).then_some((1, 1));
    }
    let half = bits / 2;
    let low = (1u64 << half) - 1;
    let (c1, c0) = (c >> half, c & low);
    let (xs1, xs0, ys1, ys0) = (xs >> half, xs & low, ys >> half, ys & low);
    if c1 == 0 {
        if let Some(found) = factor(c0, xs0, ys0, half) {
            return Some(found);
        }
    } else {
        if let Some((u0, w1)) = factor(c1, xs0, ys1, half) {
            let w0 = product(c0, inverse(u0));
            return Some((u0, (w1 << half) | w0));
        }
        if let Some((u1, w0)) = factor(c1, xs1, ys0, half) {
            let u0 = product(c0, inverse(w0));
            return Some(((u1 << half) | u0, w0));
        }
    }
    let h = 1u64 << (half - 1);
    for u1 in with_top_bits(xs1) {
        for w1 in with_top_bits(ys1) {
            let p_inverse = inverse(product(u1, w1));
            let sigma = product(c1, p_inverse) ^ 1;
            let pi = product(c0, p_inverse) ^ h;
            let alpha = if sigma == 0 {
                sqrt_in(pi, half)
            } else {
                let gamma = product(pi, inverse(product(sigma, sigma)));
                match artin_schreier_root(gamma, half) {
                    Some(y) => product(sigma, y),
                    None => continue,
                }
            };
            let beta = alpha ^ sigma;
            let u = (u1 << half) | product(u1, alpha);
            let w = (w1 << half) | product(w1, beta);
            return Some((u, w));
        }
    }
    None
}

/// Every number whose top bit is a bit of `mask`, the largest top bit first, from `2^p` up.
fn with_top_bits(mask: u64) -> impl Iterator<Item = u64> {
    (0..64u32)
        .rev()
        .filter(move |&p| mask >> p & 1 == 1)
        .flat_map(|p| (1u64 << p)..=((1u64 << p) - 1).wrapping_add(1u64 << p))
}

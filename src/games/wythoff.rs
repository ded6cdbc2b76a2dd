//! Wythoff's game: two piles; a move takes any positive number of stones from one pile, or
//! the same positive number from both; whoever takes the last stone wins.
//!
//! ## The cold positions
//! The positions lost for the player to move ("cold") are `(a_k, b_k)` and `(b_k, a_k)` for
//! `k = 0, 1, 2, …`, where `a_k = ⌊kφ⌋`, `b_k = ⌊kφ²⌋ = a_k + k` and `φ = (1 + √5) / 2`:
//! `(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), …`.
//!
//! Wythoff's proof, in outline. Build the pairs greedily: `a_k` is the smallest number not yet
//! in any pair and `b_k = a_k + k`. Then every positive number is in exactly one pair, and the
//! differences `b_k - a_k = k` are all distinct. So from a cold pair no move reaches another:
//! a one-pile move keeps the other pile, which lies in only one pair, and a two-pile move keeps
//! the difference, which only one pair has. From any other `(a, b)`, `a <= b`, some move
//! reaches a cold pair: if `a = b_k` take `b` down to `a_k`; if `a = a_k` and `b > b_k` take
//! `b` down to `b_k`; if `a = a_k` and `b < b_k`, the difference `d = b - a < k` belongs to the
//! earlier pair `(a_d, b_d)` with `a_d < a`, reached by taking `a - a_d` from both. Beatty's
//! theorem says the greedy pairs are the `(⌊kφ⌋, ⌊kφ²⌋)`: `1/φ + 1/φ² = 1`, so the two
//! sequences split the positive integers.
//!
//! ## Exactly, in integers
//! [`floor_phi`] computes `⌊kφ⌋` below `2^31` by one multiplication by a fixed-point `1/φ`
//! (exact there, proved beside its constant), and above with one integer square root. The
//! test "is `(a, b)` cold?" is `a = ⌊dφ⌋` with `d = b - a`: below `2^31` that one multiplication,
//! above no square root either: `a = ⌊dφ⌋` iff `2a - d < d√5 < 2a + 2 - d`, which squares into
//! products of 128-bit integers. Contest solutions compute `(int)(d * 1.618…)` in `double`,
//! which is right for the judges' piles (up to 10^9) and wrong from about 10^15 on.

use crate::core::arith::{floor_phi, FLOOR_PHI_FIXED, FLOOR_PHI_MAX};
use crate::core::budget::{self, NoMemory};
use crate::core::mex::mex_of_bits;

/// The largest pile the functions here take: `10^18`. (They are exact up to `2^62`; the
/// bound is the one the problems read.)
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// Is `(a, b)` cold, lost for the player to move? In either order, for piles up to
/// [`FLOOR_PHI_MAX`].
///
/// O(1): below `2^31` one 64-bit multiplication (`a = ⌊(b - a)φ⌋`, by [`floor_phi`]), above
/// three products of 128-bit integers; no square root and no floating point.
///
/// ```
/// use grundy::games::wythoff::is_cold;
/// assert!(is_cold(0, 0) && is_cold(1, 2) && is_cold(5, 3) && is_cold(4, 7));
/// assert!(!is_cold(8, 4) && !is_cold(2, 2) && !is_cold(0, 5));
/// ```
#[inline]
pub fn is_cold(a: u64, b: u64) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    debug_assert!(b <= FLOOR_PHI_MAX);
    if b < FLOOR_PHI_FIXED {
        // The judges' piles: `⌊dφ⌋` is one multiplication there.
        return a == floor_phi(b - a);
    }
    let d = i128::from(b - a);
    let a = i128::from(a);
    // a = ⌊dφ⌋ = ⌊(d + d√5) / 2⌋  ⇔  2a - d <= d√5 < 2a + 2 - d, where for d > 0 the left
    // side is strict (d√5 is irrational), and for d = 0 it reads 2a <= 0: a = 0.
    let five_d2 = 5 * d * d;
    let low = 2 * a - d;
    let high = low + 2;
    high > 0 && five_d2 < high * high && (low <= 0 || low * low < five_d2)
}

/// The cold partner of `x`: the `y` with `(x, y)` cold. Every number has exactly one.
///
/// O(1) (two [`floor_phi`]s). If `x = ⌊kφ⌋` then `k = ⌈x/φ⌉ = ⌊xφ⌋ - x + 1` (as `1/φ = φ - 1`)
/// and the partner is `x + k`; otherwise `x = ⌊kφ²⌋` with `k = ⌈x/φ²⌉ = 2x - ⌊xφ⌋` (as
/// `1/φ² = 2 - φ`) and the partner is `x - k`.
///
/// ```
/// use grundy::games::wythoff::partner;
/// assert_eq!([0, 1, 2, 3, 4, 5, 6, 7].map(partner), [0, 2, 1, 5, 7, 3, 10, 4]);
/// ```
pub fn partner(x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    let fx = floor_phi(x);
    let k = fx - x + 1;
    // Both candidates, then a select: which one it is is a coin toss on random piles.
    let (up, down) = (x + k, x - (2 * x - fx));
    let cold = if x < FLOOR_PHI_FIXED / 2 {
        // up < 2^31, so the fast test applies: x = ⌊kφ⌋.
        x == floor_phi(k)
    } else {
        is_cold(x, up)
    };
    if cold {
        up
    } else {
        down
    }
}

/// The `k`-th cold position `(⌊kφ⌋, ⌊kφ⌋ + k)`, for `k <= FLOOR_PHI_MAX`.
///
/// O(1): one integer square root.
///
/// ```
/// use grundy::games::wythoff::cold_position;
/// assert_eq!([0, 1, 2, 3, 4].map(cold_position), [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
/// ```
pub fn cold_position(k: u64) -> (u64, u64) {
    let a = floor_phi(k);
    (a, a + k)
}

/// Every winning first move from `(a, b)`, as the position it leaves `(x, y)` with `x <= y`,
/// in the order HDU 2177 prints them: taking the same number from both piles first, then
/// taking from the first pile (the smaller, `min(a, b)`), then from the second (skipped when
/// the piles are equal: the two are then the same move). Empty when `(a, b)` is cold.
///
/// At most three moves, by the proof in the module documentation: the difference `d` has one
/// cold pair, and each pile one partner. Two moves can leave the same position: from `(5, 7)`,
/// taking 2 from both and taking 4 from the 7 both leave `(3, 5)`.
///
/// O(1): at most three moves, five integer square roots.
///
/// ```
/// use grundy::games::wythoff::winning_moves;
/// assert_eq!(winning_moves(5, 8), [(4, 7), (3, 5)]);
/// assert_eq!(winning_moves(2, 2), [(0, 0), (1, 2)]);
/// assert_eq!(winning_moves(5, 7), [(3, 5), (4, 7), (3, 5)]);
/// assert!(winning_moves(4, 7).is_empty());
/// ```
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (moves, count) = winning_moves_array(a, b);
    moves[..count].to_vec()
}

/// [`winning_moves`] without an allocation: the moves in the first `count` places of the
/// array, for a solver that answers a million games.
///
/// O(1), as [`winning_moves`].
///
/// ```
/// use grundy::games::wythoff::winning_moves_array;
/// let (moves, count) = winning_moves_array(5, 7);
/// assert_eq!(moves[..count], [(3, 5), (4, 7), (3, 5)]);
/// ```
pub fn winning_moves_array(a: u64, b: u64) -> ([(u64, u64); 3], usize) {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let mut moves = [(0, 0); 3];
    let mut count = 0;
    // The cold position with the same difference; (a, b) is cold iff it is that one.
    let (x, y) = cold_position(b - a);
    if x == a {
        return (moves, 0);
    }
    // Each move is written to the next place and kept by counting it, without a branch: on
    // random piles whether a move exists is a coin toss, and a mispredicted branch costs more.
    moves[count] = (x, y);
    count += usize::from(x < a);
    let p = partner(b);
    moves[count] = (p, b);
    count += usize::from(p < a);
    let p = partner(a);
    moves[count] = (p.min(a), p.max(a));
    count += usize::from(a != b && p < b);
    (moves, count)
}

/// The Sprague–Grundy values `G(a, b)` for `a, b <= n`, row by row (`n + 1` rows of `n + 1`),
/// each the mex of the values to its left, above it and up its diagonal: the options of
/// taking from the second pile, from the first, and from both.
///
/// O(n³ / 64) time (each mex scans bitsets of the values seen so far in the cell's row, column
/// and diagonal, OR'ed a word at a time) and O(n²) space, allocated fallibly: [`NoMemory`]
/// when memory cannot hold it. The zeros are the cold positions;
/// the other values have no closed form, and no period along rows (each row is eventually
/// arithmetic-periodic, a theorem of Dress, Flammenkamp and Pink).
pub fn sg_table(n: usize) -> Result<Vec<Vec<u64>>, NoMemory> {
    let size = n + 1;
    // A value of (a, b) is at most the number of its options, a + b + min(a, b) <= 3n.
    let words = (3 * size) / 64 + 1;
    let mut rows = zeros(size, words)?;
    let mut columns = zeros(size, words)?;
    let mut diagonals = zeros(2 * size, words)?;
    let mut table = zeros(size, size)?;
    for a in 0..size {
        for b in 0..size {
            let diagonal = size + b - a;
            let seen = rows[a]
                .iter()
                .zip(&columns[b])
                .zip(&diagonals[diagonal])
                .map(|((r, c), d)| r | c | d);
            let g = mex_of_bits(seen);
            table[a][b] = g;
            let (word, bit) = (g as usize / 64, g % 64);
            rows[a][word] |= 1 << bit;
            columns[b][word] |= 1 << bit;
            diagonals[diagonal][word] |= 1 << bit;
        }
    }
    Ok(table)
}

/// `rows` rows of `columns` zeros, or [`NoMemory`].
fn zeros(rows: usize, columns: usize) -> Result<Vec<Vec<u64>>, NoMemory> {
    let mut grid = Vec::new();
    budget::reserve(&mut grid, rows)?;
    for _ in 0..rows {
        grid.push(budget::filled(columns, 0)?);
    }
    Ok(grid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cold_positions_are_the_greedy_pairs() {
        // a_k is the least number not yet used, b_k = a_k + k.
        let mut used = vec![false; 20_000];
        let mut k = 0u64;
        let mut a = 0usize;
        while a + (k as usize) < used.len() {
            while used[a] {
                a += 1;
            }
            let b = a + k as usize;
            if b >= used.len() {
                break;
            }
            used[a] = true;
            used[b] = true;
            assert_eq!(cold_position(k), (a as u64, b as u64));
            assert_eq!(partner(a as u64), b as u64);
            assert_eq!(partner(b as u64), a as u64);
            k += 1;
        }
        assert!(k > 7000);
    }

    #[test]
    fn is_cold_matches_the_pairs_and_nothing_else() {
        for k in 0..3000 {
            let (a, b) = cold_position(k);
            assert!(is_cold(a, b) && is_cold(b, a), "{k}");
            for (x, y) in [
                (a + 1, b),
                (a, b + 1),
                (a.saturating_sub(1), b),
                (a, b.saturating_sub(1)),
            ] {
                assert_eq!(is_cold(x, y), partner(x) == y, "{x} {y}");
            }
        }
    }

    #[test]
    fn both_paths_agree_across_two_to_the_thirty_one() {
        // b_k = ⌊kφ²⌋ passes 2^31 near k = 2^31 / φ² ≈ 820 265 764: positions on both sides
        // of the fixed-point path's bound, checked against the partners of `floor_phi`.
        for k in 820_263_000..820_268_000u64 {
            let (a, b) = cold_position(k);
            assert!(is_cold(a, b) && is_cold(b, a), "{k}");
            for (x, y) in [(a + 1, b), (a, b + 1), (a - 1, b), (a, b - 1), (b - 1, b)] {
                assert_eq!(is_cold(x, y), partner(x) == y, "{x} {y}");
            }
        }
        assert!(cold_position(820_263_000).1 < FLOOR_PHI_FIXED);
        assert!(cold_position(820_268_000).1 > FLOOR_PHI_FIXED);
    }

    #[test]
    fn far_cold_positions_are_exact() {
        // Near 10^18 the double-precision formula fails; the integer one is checked by its
        // definition in `core::arith`, and here by the pair's own property.
        for k in [
            617_999_999_999_999_999u64,
            618_033_988_749_894_847,
            123_456_789_012_345_678,
        ] {
            let (a, b) = cold_position(k);
            assert!(is_cold(a, b));
            assert!(!is_cold(a + 1, b + 1) && !is_cold(a - 1, b - 1));
            assert!(!is_cold(a, b + 1) && !is_cold(a + 1, b));
            assert_eq!(partner(a), b);
            assert_eq!(partner(b), a);
        }
    }

    #[test]
    fn the_table_has_the_cold_positions_as_zeros() {
        let table = sg_table(60).unwrap();
        for (a, row) in table.iter().enumerate() {
            for (b, &g) in row.iter().enumerate() {
                assert_eq!(g == 0, is_cold(a as u64, b as u64), "{a} {b}");
                assert_eq!(g, table[b][a]);
            }
        }
        // Row 1 (Winning Ways): 1 2 0 4 5 3 7 8 6 ...
        assert_eq!(table[1][..9], [1, 2, 0, 4, 5, 3, 7, 8, 6]);
        assert_eq!(table[0][..5], [0, 1, 2, 3, 4]);
    }
}

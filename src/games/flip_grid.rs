//! The flip game of HAOI2015 (Luogu P3179): every single-cell value of a board of `n` cells in
//! O(n^(3/4)) time and O(√n) memory.
//!
//! Cells `1..=n`, some white. A move picks a white cell `x` and some `1 <= k <= n/x`, and flips
//! cells `x, 2x, …, kx`. Whoever cannot move loses.
//!
//! ## Why each white cell is its own game
//! Replace colours by counts (white = odd). A move on `x` lowers `x`'s count by one and raises
//! the others it touches; a player who is winning in the colour game keeps winning by answering
//! any move on an even cell with the same move, which restores every parity. So the game is a
//! sum over the white cells `x` of the game "only `x` is white", whose value we call `SG(x)`.
//!
//! ## The recurrence
//! From "only `x` white", the move with `k` leaves white exactly `2x, …, kx`, a sum of
//! single-cell games of value `SG(2x) ^ … ^ SG(kx)` (0 for `k = 1`). Since
//! `⌊n/(jx)⌋ = ⌊⌊n/x⌋/j⌋`, an induction from the top shows `SG(x)` depends only on
//! `v = ⌊n/x⌋`, through a sequence that does not depend on `n`:
//!
//! ```text
//! g(v) = mex { 0, g(⌊v/2⌋), g(⌊v/2⌋) ^ g(⌊v/3⌋), …, g(⌊v/2⌋) ^ … ^ g(⌊v/v⌋) },   SG(x) = g(⌊n/x⌋).
//! ```
//!
//! ## Divisor blocks
//! Only the `O(√n)` values `v = ⌊n/d⌋` are ever needed. For one `v` the candidates are the
//! prefix xors `X_k` over `j = 2..=k`; within a block of `j` with the same `q = ⌊v/j⌋` the
//! prefix alternates `X ^ g(q), X, X ^ g(q), …`, so a block adds the one new candidate
//! `X ^ g(q)` and leaves `X ^ g(q)` or `X` behind as its length is odd or even. There are
//! `O(√v)` blocks, and `Σ_{d ≤ √n} √(n/d) + Σ_{v ≤ √n} √v = O(n^(3/4))`.
//!
//! Storage is two arrays: `small[v] = g(v)` for `v <= s = ⌊√n⌋`, and `large[e] = g(⌊n/e⌋)` for
//! `e <= L = ⌊n/(s+1)⌋`. Every `⌊n/x⌋` is in one of them: it is at most `s`, or else
//! `x <= L`. For `v = ⌊n/e⌋` the blocks split in three runs:
//!
//! 1. `j <= L/e`: `⌊v/j⌋ = ⌊n/(ej)⌋` is stored at `large[e·j]`, no division needed;
//! 2. `L/e < j <= √v`: `⌊v/j⌋ <= s` (as `ej > L`), one division per `j` into `small`;
//! 3. `j > √v`: blocks by descending `q <= √v`, each ending at `⌊v/q⌋`, one division per block.
//!
//! The values are computed with small `v` first and `e` descending, so every entry a block reads
//! is already there. They grow slowly (past 63 near `n = 10^8`), so the candidates go into the
//! shared [`Mex`] marks rather than a 64-bit mask.

use crate::core::budget::{filled, NoMemory};
use crate::core::mex::Mex;

/// `⌊√n⌋`, exact for every `u64` (no `isqrt` before Rust 1.84).
pub(crate) fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).map_or(true, |sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

/// The SG values of every single-cell game on a board of `n` cells.
pub struct FlipGrid {
    n: u64,
    /// `small[v] = g(v)` for `v <= s`.
    small: Vec<u32>,
    /// `large[e] = g(⌊n/e⌋)` for `1 <= e <= L`; `large[0]` is unused.
    large: Vec<u32>,
}

impl FlipGrid {
    /// Computes the table for a board of `n >= 1` cells in O(n^(3/4)) time and
    /// `8·√n` bytes, or says that memory ran out.
    pub fn new(n: u64) -> Result<Self, NoMemory> {
        assert!(n >= 1, "a board has at least one cell");
        let s = isqrt(n);
        let l = n / (s + 1);
        let mut grid = FlipGrid {
            n,
            small: filled(s as usize + 1, 0)?,
            large: filled(l as usize + 1, 0)?,
        };
        let mut mex = Mex::new();
        for v in 1..=s {
            grid.small[v as usize] = grid.g_from_blocks(v, 1, &mut mex);
        }
        for e in (1..=l).rev() {
            let v = n / e;
            grid.large[e as usize] = grid.g_from_blocks(v, e, &mut mex);
        }
        Ok(grid)
    }

    /// The `k` of a move on white cell `x` that brings the position's value to `target`
    /// (flipping `x, 2x, …, kx` trades `SG(x)` for `X_k = SG(2x) ^ … ^ SG(kx)`, so `X_k` must
    /// equal `target`). Runs over the divisor blocks of `v = ⌊n/x⌋` as the table does: within a
    /// block of equal `⌊v/j⌋ = q` the prefix alternates `X ^ g(q)`, `X`, so only the block's
    /// first `k` can be new. `O(√v)` steps.
    pub fn flip_to(&self, x: u64, target: u32) -> Option<u64> {
        if target == 0 {
            return Some(1);
        }
        let v = self.n / x;
        let (mut prefix, mut j) = (0u32, 2u64);
        while j <= v {
            let q = v / j;
            let end = v / q;
            let g = self.sg(j * x);
            if prefix ^ g == target {
                return Some(j);
            }
            if (end - j) % 2 == 0 {
                prefix ^= g;
            }
            j = end + 1;
        }
        None
    }

    /// `SG(x) = g(⌊n/x⌋)` for a cell `1 <= x <= n`.
    #[inline]
    pub fn sg(&self, x: u64) -> u32 {
        match self.large.get(x as usize) {
            Some(&value) if x != 0 => value,
            _ => self.small[(self.n / x) as usize],
        }
    }

    /// `g(v)` for `v = ⌊n/e⌋`, from the stored values of smaller arguments. `e` is 1 for the
    /// small values, where run 1 below is empty.
    fn g_from_blocks(&self, v: u64, e: u64, mex: &mut Mex) -> u32 {
        let (small, large) = (&self.small, &self.large);
        let mut x = 0u32;
        mex.insert(0);
        // Run 1: j <= L/e, read large[e·j]. Only for v > s, where e·j <= L.
        let run1_end = if v as usize >= small.len() {
            (large.len() as u64 - 1) / e
        } else {
            1
        };
        let mut j = 2;
        while j <= run1_end {
            x ^= large[(e * j) as usize];
            mex.insert(x);
            j += 1;
        }
        // Run 2: single j up to √v, each ⌊v/j⌋ <= s.
        while j * j <= v {
            x ^= small[(v / j) as usize];
            mex.insert(x);
            j += 1;
        }
        // Run 3: blocks of equal q = ⌊v/j⌋, q descending, from the first unread j.
        let mut start = j;
        let mut q = v / j;
        while q >= 1 {
            let end = v / q;
            if end >= start {
                let g = small[q as usize];
                mex.insert(x ^ g);
                if (end - start) % 2 == 0 {
                    x ^= g;
                }
                start = end + 1;
            }
            q -= 1;
        }
        mex.take()
    }
}

/// `g(0..=upto)` straight from the recurrence, in O(upto²): the reference the fast table is
/// tested against.
#[cfg(test)]
fn g_plain(upto: usize) -> Vec<u32> {
    let mut g = vec![0u32; upto + 1];
    let mut mex = Mex::new();
    for v in 1..=upto {
        let mut x = 0;
        mex.insert(0);
        for j in 2..=v {
            x ^= g[v / j];
            mex.insert(x);
        }
        g[v] = mex.take();
    }
    g
}

#[cfg(test)]
mod tests {
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
    fn first_values_by_hand() {
        // g(1) = mex{0} = 1; g(2) = mex{0, g(1)} = 2; g(3) = mex{0, g(1), g(1)^g(1)} = 2.
        assert_eq!(&g_plain(3)[1..], &[1, 2, 2]);
    }

    #[test]
    fn table_matches_the_plain_recurrence_for_every_small_board() {
        let g = g_plain(2000);
        for n in 1..=2000u64 {
            let grid = FlipGrid::new(n).unwrap();
            for x in 1..=n {
                assert_eq!(grid.sg(x), g[(n / x) as usize], "n = {n}, x = {x}");
            }
        }
    }

    /// `g(⌊n/d⌋)` for every `d`, each from the recurrence with one step per `j` (no blocks), in
    /// increasing order so each `g(⌊v/j⌋)` is known when needed.
    fn g_without_blocks(n: u64) -> std::collections::HashMap<u64, u32> {
        let mut values: Vec<u64> = (1..=isqrt(n)).flat_map(|d| [d, n / d]).collect();
        values.sort_unstable();
        values.dedup();
        let mut g = std::collections::HashMap::new();
        let mut mex = Mex::new();
        for v in values {
            let mut x = 0;
            mex.insert(0);
            for j in 2..=v {
                x ^= g[&(v / j)];
                mex.insert(x);
            }
            g.insert(v, mex.take());
        }
        g
    }

    #[test]
    fn every_cell_at_the_storage_boundary() {
        for n in [99, 100, 101, 65_535, 65_536, 65_537, 1_000_000] {
            let grid = FlipGrid::new(n).unwrap();
            let g = g_without_blocks(n);
            assert_eq!((grid.small.len() - 1) as u64, isqrt(n));
            for x in 1..=n {
                assert_eq!(grid.sg(x), g[&(n / x)], "n = {n}, x = {x}");
            }
        }
    }

    #[test]
    fn flips_reach_every_smaller_value() {
        for n in [1u64, 2, 10, 97, 1000] {
            let grid = FlipGrid::new(n).unwrap();
            for x in 1..=n {
                for target in 0..grid.sg(x) {
                    let k = grid
                        .flip_to(x, target)
                        .expect("the mex reaches every smaller value");
                    let reached = (2..=k).fold(0, |acc, j| acc ^ grid.sg(j * x));
                    assert!(
                        k * x <= n && reached == target,
                        "n {n} x {x} target {target}"
                    );
                }
            }
        }
    }

    #[test]
    fn values_pass_63_near_10_to_the_8() {
        let grid = FlipGrid::new(100_000_000).unwrap();
        assert!(grid.large.iter().chain(&grid.small).any(|&v| v > 63));
    }
}

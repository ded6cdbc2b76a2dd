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
//! `x <= L`. For `v = ⌊n/e⌋` the `j` split in two:
//!
//! 1. `j <= L/e`: `⌊v/j⌋ = ⌊n/(ej)⌋` is stored at `large[e·j]`, no division needed;
//! 2. `j > L/e`: `⌊v/j⌋ <= s` (as `ej > L`), read from `small`.
//!
//! ## Runs of equal values
//! The blocks argument works for any stretch of `j` on which `g(⌊v/j⌋)` is one value `g`, not
//! only for equal quotients: the stretch adds the one candidate `X ^ g` and leaves `X ^ g` or
//! `X` behind by its parity. And `g` is constant on long runs of arguments (its 200 000 values
//! below 2·10^5 make 5938 runs). With `run_start[q]`, the first argument of the run of
//! equal values that ends at `q`, the `j` whose quotient lies in `[run_start[q], q]` are those
//! up to `⌊v/run_start[q]⌋`, so part 2 goes by runs instead of by `j` or by block: near
//! `j = √v` a run spans dozens of blocks. A step costs one division, two where a product
//! cannot tell where the run ends; for the smallest `j`, whose quotients lie far apart, a plain
//! step per `j` is cheaper still. At `n = 10^9` the table takes 4.1·10^8 instructions where one
//! step per block took 8.8·10^8, and `n = 10^12` 4.3 s instead of 16.5.
//!
//! The values are computed with small `v` first and `e` descending, so every entry a step reads
//! is already there. They grow slowly (past 63 near `n = 10^8`), so the candidates go into the
//! shared [`Mex`] marks rather than a 64-bit mask.

use crate::core::arith::isqrt;
use crate::core::budget::{filled, NoMemory};
use crate::core::mex::Mex;

/// The SG values of every single-cell game on a board of `n` cells.
///
/// # Example
/// ```
/// use grundy::games::flip_grid::FlipGrid;
/// let board = FlipGrid::new(10).unwrap();
/// assert_eq!((1..=10).map(|x| board.sg(x)).collect::<Vec<_>>(), [4, 1, 2, 2, 2, 1, 1, 1, 1, 1]);
/// assert_eq!(board.flip_to(1, 0), Some(1)); // white cell 1 alone: flip it (k = 1) to win
/// ```
pub struct FlipGrid {
    n: u64,
    /// `small[v] = g(v)` for `v <= s`.
    small: Vec<u32>,
    /// `large[e] = g(⌊n/e⌋)` for `1 <= e <= L`; `large[0]` is unused.
    large: Vec<u32>,
}

impl FlipGrid {
    /// Computes the table for a board of `n >= 1` cells in O(n^(3/4)) time and
    /// `12·√n` bytes, or says that memory ran out.
    pub fn new(n: u64) -> Result<Self, NoMemory> {
        assert!(n >= 1, "a board has at least one cell");
        assert!(n < u64::MAX, "products up to n + 1 saturate below u64::MAX");
        let s = isqrt(n);
        let l = n / (s + 1);
        let mut grid = FlipGrid {
            n,
            small: filled(s as usize + 1, 0)?,
            large: filled(l as usize + 1, 0)?,
        };
        let mut run_start: Vec<u32> = filled(s as usize + 1, 0)?;
        let mut mex = Mex::new();
        for v in 1..=s as usize {
            let g = grid.g_of(v as u64, 1, &run_start, &mut mex);
            grid.small[v] = g;
            run_start[v] = if v > 1 && grid.small[v - 1] == g {
                run_start[v - 1]
            } else {
                v as u32
            };
        }
        for e in (1..=l).rev() {
            let v = n / e;
            let g = grid.g_of(v, e, &run_start, &mut mex);
            grid.large[e as usize] = g;
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
    ///
    /// O(1).
    #[inline]
    pub fn sg(&self, x: u64) -> u32 {
        match self.large.get(x as usize) {
            Some(&value) if x != 0 => value,
            _ => self.small[(self.n / x) as usize],
        }
    }

    /// `g(v)` for `v = ⌊n/e⌋`, from the stored values of smaller arguments. `e` is 1 for the
    /// small values, where part 1 below is empty.
    fn g_of(&self, v: u64, e: u64, run_start: &[u32], mex: &mut Mex) -> u32 {
        let (small, large) = (&self.small[..], &self.large[..]);
        mex.insert(0);
        let mut x = 0u32;
        // Part 1: j <= L/e, read large[e·j]. Only for v > s, where e·j <= L.
        let mut j = 2;
        if v as usize >= small.len() {
            for &g in large.iter().skip(2 * e as usize).step_by(e as usize) {
                x ^= g;
                mex.insert(x);
            }
            j = (large.len() as u64 - 1) / e + 1;
        }
        // Part 2, by runs; in 32-bit division where v fits, several times cheaper than 64-bit.
        let runs = Runs {
            v,
            small,
            run_start,
        };
        match u32::try_from(v) {
            Ok(v32) => runs.scan(j, x, mex, |d| (v32 / d as u32) as u64),
            Err(_) => runs.scan(j, x, mex, |d| v / d),
        }
        mex.take()
    }
}

/// Part 2 of the recurrence for one `v`: the `j` whose quotients `⌊v/j⌋` are at most `s`.
struct Runs<'a> {
    v: u64,
    small: &'a [u32],
    run_start: &'a [u32],
}

impl Runs<'_> {
    /// Adds the candidates of every `j` from `j` to `v`, given the prefix xor `x` before `j`
    /// (`quot(d) = ⌊v/d⌋` for `1 <= d <= v`). Each step takes the longest stretch of `j` from
    /// the current one on which `g(⌊v/j⌋)` is constant: its quotients fill
    /// `[run_start[q], q]`, so it ends at `⌊v/run_start[q]⌋`.
    ///
    /// While `j²·SHORT < v` the quotients of neighbouring `j` are more than `SHORT` apart,
    /// further than most runs reach, and a plain step per `j` is cheaper than asking.
    #[inline(always)]
    fn scan(&self, mut j: u64, mut x: u32, mex: &mut Mex, quot: impl Fn(u64) -> u64) {
        const SHORT: u64 = 4;
        let v = self.v;
        let plain_end = isqrt(v / SHORT);
        while j <= plain_end {
            x ^= self.small[quot(j) as usize];
            mex.insert(x);
            j += 1;
        }
        if j > v {
            return;
        }
        let mut q = quot(j);
        loop {
            let g = self.small[q as usize];
            let lo = self.run_start[q as usize] as u64;
            // The last j of the stretch, and the quotient of the j after it, with one division
            // where a multiplication cannot tell. A run starting at 1 goes to j = v; otherwise
            // q >= lo >= 2, so the stretch ends by v/2.
            let (last, next_q) = if lo == 1 {
                (v, 0)
            } else if lo.saturating_mul(j + 1) > v {
                // ⌊v/(j+1)⌋ < lo: the run ends at j, and the next j needs its own quotient.
                (j, quot(j + 1))
            } else {
                // The next quotient is below lo, and it is lo - 1 unless that is skipped.
                let last = quot(lo);
                let below = lo - 1;
                let next_q = if below.saturating_mul(last + 1) <= v {
                    below
                } else {
                    quot(last + 1)
                };
                (last, next_q)
            };
            mex.insert(x ^ g);
            if (last - j) % 2 == 0 {
                // An odd number of j leaves X ^ g behind.
                x ^= g;
            }
            if last == v {
                return;
            }
            j = last + 1;
            q = next_q;
        }
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

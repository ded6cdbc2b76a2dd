//! Exact periods of sequences with a bounded memory.
//!
//! Let `v[0], v[1], …` be a sequence in which every value from index `w` on is a fixed function
//! of the `w` values before it (a subtraction game with largest move `w` is one). Call the
//! window `W(k) = v[k..k+w]` the state at `k`: `W(k)` determines `W(k+1)`, so the states form a
//! path in a functional graph. If `i` is the first index whose window equals an earlier one,
//! `W(j)`, then:
//!
//! * from `j` on the sequence repeats with period `p = i - j`, since equal states have equal
//!   futures;
//! * `p` is the smallest period: states `j..i` are distinct, and a value period `q` would give
//!   a state period `q`, so `p` divides `q`;
//! * `j` is the exact pre-period: for `j > 0`, `W(j-1)` and `W(j-1+p)` agree on every value
//!   but the first, and they differ, so `v[j-1] != v[j-1+p]`.
//!
//! [`PeriodFinder`] takes the values one at a time, keeps a rolling hash of the last `w`, and
//! confirms every hash match by comparing the windows, so a collision costs time, never
//! correctness. Memory is 8 bytes a value plus the hash index, which doubles as it grows: 496 MB
//! at the peak for 7.4·10^6 values (measured), about 67 bytes a value at worst.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A certified repeat: `v[x + period] == v[x]` for every `x >= preperiod`, and both are the
/// smallest such numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// The first index of the periodic part.
    pub preperiod: usize,
    /// The length of the repeating block.
    pub period: usize,
}

impl Cycle {
    /// Maps any index, however large, to the index below `preperiod + period` with the same
    /// value.
    #[inline]
    pub fn reduce(&self, x: u64) -> usize {
        let (pre, period) = (self.preperiod as u64, self.period as u64);
        if x < pre + period {
            x as usize
        } else {
            (pre + (x - pre) % period) as usize
        }
    }
}

/// Finds the exact pre-period and period of a sequence fed to it value by value.
pub(crate) struct PeriodFinder {
    window: usize,
    values: Vec<u32>,
    /// Rolling hash of the last `window` values.
    hash: u64,
    /// `BASE^(window-1)`, to drop the oldest value from `hash`.
    top_power: u64,
    /// First window index with each hash.
    first: HashMap<u64, u32, BuildHasherDefault<MixHasher>>,
    /// `chain[k]`: the previous window index with the same hash as window `k`, or `NONE`.
    chain: Vec<u32>,
    cycle: Option<Cycle>,
}

const BASE: u64 = 0x9e37_79b9_7f4a_7c15;
const NONE: u32 = u32::MAX;

impl PeriodFinder {
    /// A finder for a sequence whose values depend on the previous `window` values. A window
    /// of 0 (values that depend on nothing) is treated as 1.
    pub fn new(window: usize) -> Self {
        let window = window.max(1);
        let top_power = (1..window).fold(1u64, |p, _| p.wrapping_mul(BASE));
        PeriodFinder {
            window,
            values: Vec::new(),
            hash: 0,
            top_power,
            first: HashMap::default(),
            chain: Vec::new(),
            cycle: None,
        }
    }

    /// The values so far.
    #[inline]
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The cycle, once certified.
    pub fn cycle(&self) -> Option<Cycle> {
        self.cycle
    }

    /// Appends the next value; returns the cycle once the latest window repeats an earlier one.
    /// After that, further values are stored but nothing more is checked.
    pub fn push(&mut self, v: u32) -> Option<Cycle> {
        let len = self.values.len();
        let incoming = u64::from(v) + 1;
        if len >= self.window {
            let outgoing = u64::from(self.values[len - self.window]) + 1;
            self.hash = self
                .hash
                .wrapping_sub(outgoing.wrapping_mul(self.top_power));
        }
        self.hash = self.hash.wrapping_mul(BASE).wrapping_add(incoming);
        self.values.push(v);
        if self.cycle.is_none() && self.values.len() >= self.window {
            self.record_window(self.values.len() - self.window);
        }
        self.cycle
    }

    /// Checks window `k` against the earlier windows with the same hash, then files it.
    fn record_window(&mut self, k: usize) {
        let w = self.window;
        let head = self.first.get(&self.hash).copied().unwrap_or(NONE);
        let mut j = head;
        while j != NONE {
            let start = j as usize;
            if self.values[start..start + w] == self.values[k..k + w] {
                self.cycle = Some(Cycle {
                    preperiod: start,
                    period: k - start,
                });
                return;
            }
            j = self.chain[start];
        }
        debug_assert_eq!(self.chain.len(), k);
        self.chain.push(head);
        self.first.insert(self.hash, k as u32);
    }

    /// `v[x]` for any `x`: stored values directly, the rest through the cycle. `None` if `x` is
    /// past the stored values and no cycle is certified.
    #[inline]
    pub fn get(&self, x: u64) -> Option<u32> {
        match (
            usize::try_from(x).ok().and_then(|i| self.values.get(i)),
            self.cycle,
        ) {
            (Some(&v), _) => Some(v),
            (None, Some(cycle)) => Some(self.values[cycle.reduce(x)]),
            (None, None) => None,
        }
    }
}

/// A hasher for keys that are already hashes: one multiply and a shift spread the bits.
#[derive(Default)]
struct MixHasher(u64);

impl Hasher for MixHasher {
    fn finish(&self) -> u64 {
        let x = self.0.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x ^ (x >> 31)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 ^= x;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `f(previous values)` until a cycle shows, at most `limit` values.
    fn find(window: usize, limit: usize, f: impl Fn(&[u32]) -> u32) -> Option<Cycle> {
        let mut finder = PeriodFinder::new(window);
        for _ in 0..limit {
            let v = f(finder.values());
            if let Some(c) = finder.push(v) {
                return Some(c);
            }
        }
        None
    }

    #[test]
    fn constant_and_alternating() {
        assert_eq!(
            find(0, 10, |_| 7),
            Some(Cycle {
                preperiod: 0,
                period: 1
            })
        );
        assert_eq!(
            find(1, 10, |v| v.last().map_or(0, |x| 1 - x)),
            Some(Cycle {
                preperiod: 0,
                period: 2
            })
        );
    }

    #[test]
    fn preperiod_is_exact() {
        // 5 4 3 2 1 0 1 0 1 0 …: each value depends on the previous one only.
        let step = |v: &[u32]| match v.last() {
            None => 5,
            Some(0) => 1,
            Some(&x) => x - 1,
        };
        assert_eq!(
            find(1, 100, step),
            Some(Cycle {
                preperiod: 4,
                period: 2
            })
        );
    }

    #[test]
    fn window_larger_than_period_and_reduce() {
        // Fibonacci mod 3 has period 8 (Pisano), each value depending on two before.
        let fib = |v: &[u32]| match v.len() {
            0 => 0,
            1 => 1,
            n => (v[n - 1] + v[n - 2]) % 3,
        };
        let c = find(2, 100, fib).unwrap();
        assert_eq!(
            c,
            Cycle {
                preperiod: 0,
                period: 8
            }
        );
        assert_eq!(c.reduce(7), 7);
        assert_eq!(c.reduce(8), 0);
        assert_eq!(
            c.reduce(1_000_000_000_000_000_000),
            (1_000_000_000_000_000_000u64 % 8) as usize
        );
    }

    #[test]
    fn get_answers_through_the_cycle() {
        let mut f = PeriodFinder::new(1);
        for v in [9, 1, 2, 1] {
            f.push(v);
        }
        assert_eq!(f.get(3), Some(1));
        assert_eq!(
            f.get(u64::MAX),
            Some(if (u64::MAX - 1) % 2 == 0 { 1 } else { 2 })
        );
        let g = PeriodFinder::new(3);
        assert_eq!(g.get(0), None);
    }

    #[test]
    fn hash_collisions_are_checked_not_trusted() {
        // Force every window into one hash bucket: the chain must still find the true repeat.
        let mut f = PeriodFinder::new(2);
        let seq = [1, 2, 3, 4, 5, 6, 1, 2];
        let mut found = None;
        for (k, &v) in seq.iter().enumerate() {
            f.hash = 0;
            f.values.push(v);
            if k >= 1 {
                f.record_window(k - 1);
                found = found.or(f.cycle);
            }
        }
        assert_eq!(
            found,
            Some(Cycle {
                preperiod: 0,
                period: 6
            })
        );
    }
}

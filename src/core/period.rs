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
//! correctness.
//!
//! ## Memory
//! The windows are filed in an open-addressing table of `u32` window indices (linear probing,
//! at most three quarters full, doubled when it would be fuller), and each window's hash keeps
//! its low 32 bits as a tag beside the value, so probing compares tags before windows and
//! doubling rehashes from the tags without touching the windows. That is 4 bytes of value,
//! 4 of tag and 5.3 to 10.7 of table per value: at most 19 bytes, and 29 while the table
//! doubles (old and new tables both held). The worst case the default subtraction budget
//! allows, 2^23 values, peaks near 150 MB (`docs/solvers.md`, `subtraction_nim`, has the
//! measured figure: 152 to 154 MB).

use crate::core::budget::{filled, reserve, NoMemory};

/// An eventually (arithmetic-)periodic sequence: `G(n + period) = G(n) + saltus` for every
/// `n >= preperiod` (saltus 0: periodic). The one type for such a sequence in the library: a
/// period [`PeriodFinder`] or [`guy_smith`] certifies ([`Cycle`], saltus 0), an arithmetic
/// period `games::saltus` proves ([`Saltus`](crate::games::saltus::Saltus)), and the pattern
/// `core::guess` guesses; [`value`](Self::value) answers any `n`, and [`write_code`](Self::write_code)
/// writes it as Rust or C++ for `grundy --table`, `grundy guess --code` and the library alike.
///
/// ```
/// use grundy::core::period::{Language, Periodic};
/// // Kayles' values 0..=4, then period 12 ... simplified here: 0 1 then 2 3 repeating + 2.
/// let p = Periodic { preperiod: 2, period: 2, saltus: 2 };
/// let values = [0u32, 1, 2, 3];
/// assert_eq!(p.value(&values, 7), Some(7)); // 2 + 1 + 2·2
/// let code = p.write_code(&values, Language::Rust, "g");
/// assert!(code.contains("fn g(n: u64) -> u64"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Periodic {
    /// The first index of the periodic part.
    pub preperiod: usize,
    /// The length of the repeating block.
    pub period: usize,
    /// What a period adds to every value (0 for a period).
    pub saltus: u64,
}

/// A certified repeat (a [`Periodic`] whose saltus is 0): `v[x + period] == v[x]` for every
/// `x >= preperiod`, and both are the smallest such numbers.
pub type Cycle = Periodic;

/// The languages code is written in ([`Periodic::write_code`], `core::guess`'s `code`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// Rust: `fn name(n: u64) -> u64`.
    Rust,
    /// C++: `unsigned long long name(unsigned long long n)`.
    Cpp,
}

impl Periodic {
    /// Maps any index, however large, to the index below `preperiod + period` with the same
    /// value (for a period; with a saltus, the same place in the block).
    ///
    /// O(1).
    #[inline]
    pub fn reduce(&self, x: u64) -> usize {
        let (pre, period) = (self.preperiod as u64, self.period as u64);
        if x < pre + period {
            x as usize
        } else {
            (pre + (x - pre) % period) as usize
        }
    }

    /// `G(n)` for any `n`, from `values` (at least `G(0..preperiod + period)`; `n` inside
    /// them is read there); `None` when it passes `u64` or the values are too few.
    ///
    /// O(1).
    pub fn value<T: Copy + Into<u64>>(&self, values: &[T], n: u64) -> Option<u64> {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| values.get(i)) {
            return Some(v.into());
        }
        let (n0, p) = (self.preperiod as u64, self.period as u64);
        if n < n0 || p == 0 {
            return None;
        }
        let (rounds, r) = ((n - n0) / p, (n - n0) % p);
        let base: u64 = (*values.get((n0 + r) as usize)?).into();
        base.checked_add(self.saltus.checked_mul(rounds)?)
    }

    /// The sequence as a function `name(n) -> u64` in `language`, its constants inside it
    /// (two functions never clash): the values before the period (`PRE`), the repeating block
    /// (`BLOCK`), `OFFSET` and `PERIOD`, and `SALTUS` for an arithmetic period; it gives what
    /// [`value`](Self::value) gives wherever that fits in 64 bits. `values` must hold
    /// `G(0..preperiod + period)`.
    ///
    /// O(preperiod + period).
    pub fn write_code<T: Copy + Into<u64>>(
        &self,
        values: &[T],
        language: Language,
        name: &str,
    ) -> String {
        let (offset, period) = (self.preperiod, self.period);
        let list = |range: std::ops::Range<usize>, suffix: &str| {
            let mut text = String::new();
            for (i, v) in values[range].iter().enumerate() {
                if i > 0 {
                    text.push_str(if i % 16 == 0 { ",\n        " } else { ", " });
                }
                let v: u64 = (*v).into();
                text.push_str(&format!("{v}{suffix}"));
            }
            text
        };
        let rounds = if self.saltus > 0 {
            " + SALTUS * ((n - OFFSET) / PERIOD)"
        } else {
            ""
        };
        match language {
            Language::Rust => {
                let saltus = match self.saltus {
                    0 => String::new(),
                    s => format!("    const SALTUS: u64 = {s};\n"),
                };
                format!(
                    "fn {name}(n: u64) -> u64 {{\n    \
                     const OFFSET: u64 = {offset};\n    \
                     const PERIOD: u64 = {period};\n\
                     {saltus}    \
                     const PRE: [u64; {offset}] = [{pre}];\n    \
                     const BLOCK: [u64; {period}] = [\n        {block}\n    ];\n    \
                     if n < OFFSET {{\n        PRE[n as usize]\n    }} else {{\n        \
                     BLOCK[((n - OFFSET) % PERIOD) as usize]{rounds}\n    }}\n}}\n",
                    pre = list(0..offset, ""),
                    block = list(offset..offset + period, ""),
                )
            }
            Language::Cpp => {
                let saltus = match self.saltus {
                    0 => String::new(),
                    s => format!(", SALTUS = {s}"),
                };
                // An empty array is no C++: a pre-period of 0 keeps one value, never read.
                let pre = if offset == 0 {
                    "0".to_string()
                } else {
                    list(0..offset, "ULL")
                };
                format!(
                    "unsigned long long {name}(unsigned long long n) {{\n    \
                     const unsigned long long OFFSET = {offset}, PERIOD = {period}{saltus};\n    \
                     static const unsigned long long PRE[] = {{{pre}}};\n    \
                     static const unsigned long long BLOCK[] = {{\n        {block}\n    }};\n    \
                     return n < OFFSET ? PRE[n] : BLOCK[(n - OFFSET) % PERIOD]{rounds};\n}}\n",
                    block = list(offset..offset + period, "ULL"),
                )
            }
        }
    }
}

/// Finds the exact pre-period and period of a sequence fed to it value by value.
pub struct PeriodFinder {
    window: usize,
    values: Vec<u32>,
    /// Rolling hash of the last `window` values.
    hash: u64,
    /// `BASE^(window-1)`, to drop the oldest value from `hash`.
    top_power: u64,
    /// `tags[k]`: the low 32 bits of window `k`'s hash.
    tags: Vec<u32>,
    /// Window indices by `tag & (slots.len() - 1)`, linear probing; `NONE` marks a free slot.
    slots: Vec<u32>,
    cycle: Option<Cycle>,
}

const BASE: u64 = 0x9e37_79b9_7f4a_7c15;
const NONE: u32 = u32::MAX;

impl PeriodFinder {
    /// A finder for a sequence whose values depend on the previous `window` values. A window
    /// of 0 (values that depend on nothing) is treated as 1.
    ///
    /// O(1); `window` is clamped to at least 1.
    ///
    /// ```
    /// use grundy::core::period::PeriodFinder;
    /// // Take 1 or 3 tokens: each value depends on the 3 before it (a window of 3), and the
    /// // sequence 0 1 0 1 … repeats from the first window that repeats.
    /// let mut finder = PeriodFinder::new(3);
    /// let mut found = None;
    /// for x in 0..20u32 {
    ///     if let Some(cycle) = finder.push(x % 2).unwrap() {
    ///         found = Some(cycle);
    ///         break;
    ///     }
    /// }
    /// let cycle = found.unwrap();
    /// assert_eq!((cycle.preperiod, cycle.period), (0, 2));
    /// assert_eq!(finder.get(1_000_000_000_001), Some(1));
    /// ```
    pub fn new(window: usize) -> Self {
        let window = window.max(1);
        let top_power = (1..window).fold(1u64, |p, _| p.wrapping_mul(BASE));
        PeriodFinder {
            window,
            values: Vec::new(),
            hash: 0,
            top_power,
            tags: Vec::new(),
            slots: vec![NONE; 1 << 10],
            cycle: None,
        }
    }

    /// The values so far.
    ///
    /// O(1).
    #[inline]
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The cycle, once certified.
    ///
    /// O(1).
    pub fn cycle(&self) -> Option<Cycle> {
        self.cycle
    }

    /// Appends the next value; returns the cycle once the latest window repeats an earlier one.
    /// After that, further values are stored but nothing more is checked. Out of memory, the
    /// value is not stored.
    ///
    /// O(1) expected per value (one rolling hash and a probe of an open-addressing table).
    pub fn push(&mut self, v: u32) -> Result<Option<Cycle>, NoMemory> {
        reserve(&mut self.values, 1)?;
        reserve(&mut self.tags, 1)?;
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
            self.record_window(self.values.len() - self.window)?;
        }
        Ok(self.cycle)
    }

    /// Checks window `k` against the earlier windows with the same tag, then files it.
    fn record_window(&mut self, k: usize) -> Result<(), NoMemory> {
        let w = self.window;
        let tag = self.hash as u32;
        let mask = self.slots.len() - 1;
        let mut at = tag as usize & mask;
        loop {
            let j = self.slots[at];
            if j == NONE {
                break;
            }
            let start = j as usize;
            if self.tags[start] == tag && self.values[start..start + w] == self.values[k..k + w] {
                self.cycle = Some(Cycle {
                    preperiod: start,
                    period: k - start,
                    saltus: 0,
                });
                return Ok(());
            }
            at = (at + 1) & mask;
        }
        debug_assert_eq!(self.tags.len(), k);
        self.slots[at] = k as u32;
        self.tags.push(tag);
        if self.tags.len() * 4 > self.slots.len() * 3 {
            self.grow_slots()?;
        }
        Ok(())
    }

    /// Doubles the table and files every window again by its tag.
    fn grow_slots(&mut self) -> Result<(), NoMemory> {
        let size = self.slots.len() * 2;
        let mask = size - 1;
        let mut slots = filled(size, NONE)?;
        for (k, &tag) in self.tags.iter().enumerate() {
            let mut at = tag as usize & mask;
            while slots[at] != NONE {
                at = (at + 1) & mask;
            }
            slots[at] = k as u32;
        }
        self.slots = slots;
        Ok(())
    }

    /// `v[x]` for any `x`: stored values directly, the rest through the cycle. `None` if `x` is
    /// past the stored values and no cycle is certified.
    ///
    /// O(1).
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

/// Proves a period of a take-and-break game whose moves remove at most `k` tokens and leave
/// at most `parts` non-empty heaps, from its values `G(0..N)`: the Guy–Smith theorem, for
/// splits into up to `parts` heaps (`parts = 2` for octal games and Grundy's game's relatives,
/// 3 for hexadecimal codes, 1 for subtraction games).
///
/// If `G(n + p) = G(n)` for every `n0 <= n < parts·n0 + (parts - 1)·p + k`, with `n0 >= 1`, then
/// for every `n >= n0`. By induction on `n` past that range: an option of `n + p` removes
/// `i <= k` and leaves parts summing to `n + p - i`, the largest `c >= (n + p - i) / parts
/// >= n0 + p` (as `n >= parts·n0 + (parts - 1)·p + k`); replacing it by `c - p` (with
/// `n0 <= c - p < n`, so `G(c - p) = G(c)`) gives an option of `n` of the same value. Each
/// option of `n` likewise becomes one of `n + p` by adding `p` to its largest part
/// (`c >= (n - i) / parts >= n0`), and a move that leaves one heap maps `n - i` to `n + p - i`.
/// The two sets of values are equal, so are their mexes. With `parts = 2` this is Guy and
/// Smith's bound `2·n0 + p + k`; with `parts = 1` a subtraction game's window of `k` values.
///
/// `n0 >= 1` matters: `c - p >= n0` must leave a non-empty part, or a split of `n + p` would
/// stand for a move that leaves fewer heaps, which a digit may not allow (with `n0 = 0`, the
/// code `4.` would look constant from two values). A period from 1 extends to 0 when
/// `G(p) = G(0)`, which is checked directly.
///
/// Returns the smallest period `p` the data proves, with its smallest pre-period (one past the
/// last `n` where `G(n) != G(n + p)`, or 0), or `None`: the pair for which
/// `N >= parts·(n0 + p) + k`. If the game has period `p*` from `n0*`, enough data yields exactly
/// those, since every multiple of `p*` has the same pre-period and needs more data.
///
/// Complexity: O(N²) at worst for `N = values.len()`, linear in practice: the search for `n0`
/// runs down from the end, and a shift `p` that is not a multiple of the true period fails
/// within one period of the periodic tail. The multiples are the costly ones, each running down
/// the whole tail; but `G(i) = G(i + q)` for every `i >= n0(q)` gives `G(i) = G(i + jq)` there
/// too, so a multiple of a shift `q` already run down starts from `n0(q)` and only checks below
/// it.
///
/// ```
/// use grundy::core::period::guy_smith;
/// // Kayles from its values: period 12 from 71 needs 2·71 + 2·12 + 2 = 168 values.
/// let kayles: Vec<u32> = grundy::core::sg_table::table(200, |x, g, o| {
///     for take in 1..=2.min(x) {
///         let m = x - take;
///         (0..=m / 2).for_each(|a| o.insert(g[a] ^ g[m - a]));
///     }
/// });
/// let proof = guy_smith(&kayles, 2, 2).unwrap();
/// assert_eq!((proof.cycle.preperiod, proof.cycle.period), (71, 12));
/// assert_eq!(
///     proof.to_string(),
///     "Guy-Smith: G(n + 12) = G(n) for 71 <= n < 156, k = 2"
/// );
/// assert_eq!(guy_smith(&kayles[..160], 2, 2), None);
/// ```
pub fn guy_smith<T: Copy + Eq>(values: &[T], k: usize, parts: usize) -> Option<GuySmith> {
    /// A shift whose run went further than this is kept to seed its multiples.
    const LONG_RUN: usize = 64;
    /// At most this many such shifts are kept.
    const KEPT: usize = 64;
    let n = values.len();
    let parts = parts.max(1);
    let mut long_runs: Vec<(usize, usize)> = Vec::new();
    (1..n)
        .take_while(|&p| parts * (1 + p) + k <= n)
        .find_map(|p| {
            let known = long_runs.iter().filter(|&&(q, _)| p % q == 0);
            let start = known.map(|&(_, n0)| n0).fold(n - p, usize::min);
            let mut n0 = start;
            while n0 > 1 && values[n0 - 1] == values[n0 - 1 + p] {
                n0 -= 1;
            }
            if start == n - p && start - n0 > LONG_RUN && long_runs.len() < KEPT {
                long_runs.push((p, n0));
            }
            (n >= parts * (n0 + p) + k).then(|| GuySmith {
                cycle: Cycle {
                    preperiod: if n0 == 1 && values[0] == values[p] {
                        0
                    } else {
                        n0
                    },
                    period: p,
                    saltus: 0,
                },
                k,
                parts,
            })
        })
}

/// A period [`guy_smith`] proved, with what the proof used: printed as the tools print it,
/// `Guy-Smith: G(n + 12) = G(n) for 71 <= n < 156, k = 2` (Kayles).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuySmith {
    /// The period and its pre-period.
    pub cycle: Cycle,
    /// The most tokens a move removes.
    pub k: usize,
    /// The most heaps a move leaves.
    pub parts: usize,
}

impl GuySmith {
    /// The end of the range the proof checked: `G(n + p) = G(n)` for `n0 <= n <` this, with
    /// `n0 = max(pre-period, 1)`.
    ///
    /// O(1).
    pub fn end(&self) -> usize {
        let n0 = self.cycle.preperiod.max(1);
        self.parts * n0 + (self.parts - 1) * self.cycle.period + self.k
    }
}

impl std::fmt::Display for GuySmith {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.parts {
            0 | 1 => write!(f, "a window of k values repeats")?,
            2 => write!(f, "Guy-Smith")?,
            parts => write!(f, "Guy-Smith for splits into at most {parts} heaps")?,
        }
        write!(
            f,
            ": G(n + {p}) = G(n) for {n0} <= n < {end}, k = {k}",
            p = self.cycle.period,
            n0 = self.cycle.preperiod.max(1),
            end = self.end(),
            k = self.k
        )
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
            if let Some(c) = finder.push(v).unwrap() {
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
                period: 1,
                saltus: 0,
            })
        );
        assert_eq!(
            find(1, 10, |v| v.last().map_or(0, |x| 1 - x)),
            Some(Cycle {
                preperiod: 0,
                period: 2,
                saltus: 0,
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
                period: 2,
                saltus: 0,
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
                period: 8,
                saltus: 0,
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
            f.push(v).unwrap();
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
    fn the_table_grows_and_keeps_every_window() {
        // Window 1: the values 0..5000 are all distinct windows (several doublings), then 17
        // repeats the window at 17.
        let mut f = PeriodFinder::new(1);
        for v in 0..5000 {
            assert_eq!(f.push(v), Ok(None));
        }
        assert_eq!(
            f.push(17).unwrap(),
            Some(Cycle {
                preperiod: 17,
                period: 5000 - 17,
                saltus: 0,
            })
        );
        assert!(f.slots.len() >= 5000 * 4 / 3, "{}", f.slots.len());
    }

    #[test]
    fn hash_collisions_are_checked_not_trusted() {
        // Force every window into one bucket: probing must still find the true repeat.
        let mut f = PeriodFinder::new(2);
        let seq = [1, 2, 3, 4, 5, 6, 1, 2];
        let mut found = None;
        for (k, &v) in seq.iter().enumerate() {
            f.hash = 0;
            f.values.push(v);
            if k >= 1 {
                f.record_window(k - 1).unwrap();
                found = found.or(f.cycle);
            }
        }
        assert_eq!(
            found,
            Some(Cycle {
                preperiod: 0,
                period: 6,
                saltus: 0,
            })
        );
    }
}

//! mex: the minimum excludant of a small set of non-negative integers.
//!
//! The SG value of a position is the mex of its options' values, so mex runs once per position
//! in every table. [`Mex`] keeps one array of marks and a round number: a value `v` is in the
//! current set iff `marks[v] == round`. Starting a new set is `round += 1`, so no call clears
//! or allocates; the array only grows when a value larger than any before is inserted.
//!
//! A set of `m` values has mex at most `m`, so the scan in [`Mex::take`] stops within `m + 1`
//! steps.

/// A reusable mex accumulator.
#[derive(Clone, Debug)]
pub struct Mex {
    marks: Vec<u32>,
    round: u32,
}

impl Default for Mex {
    fn default() -> Self {
        Self::new()
    }
}

impl Mex {
    /// An empty accumulator.
    ///
    /// O(1) (a first block of 64 marks).
    pub fn new() -> Self {
        Mex {
            marks: vec![0; 64],
            round: 1,
        }
    }

    /// Adds `v` to the current set.
    ///
    /// O(1) amortized.
    #[inline]
    pub fn insert(&mut self, v: u32) {
        let i = v as usize;
        if i >= self.marks.len() {
            self.marks.resize((i + 1).next_power_of_two(), 0);
        }
        self.marks[i] = self.round;
    }

    /// Is `v` in the current set?
    #[cfg(test)]
    fn contains(&self, v: u32) -> bool {
        self.marks.get(v as usize) == Some(&self.round)
    }

    /// The mex of the current set, leaving the set as it is.
    ///
    /// O(the answer), at most the values inserted.
    #[inline]
    pub fn smallest_missing(&self) -> u32 {
        let round = self.round;
        let missing = self.marks.iter().position(|&m| m != round);
        missing.unwrap_or(self.marks.len()) as u32
    }

    /// The mex of the values inserted since the last call, which also empties the set.
    ///
    /// O(the answer): the set is emptied by starting a new round, not by clearing marks.
    #[inline]
    pub fn take(&mut self) -> u32 {
        let mex = self.smallest_missing();
        self.next_round();
        mex
    }

    fn next_round(&mut self) {
        if self.round == u32::MAX {
            self.marks.iter_mut().for_each(|m| *m = 0);
            self.round = 1;
        } else {
            self.round += 1;
        }
    }
}

/// The mex of a multiset that changes one element at a time: values enter and leave, and
/// the smallest missing value is asked after each change (a subtraction game whose moves form
/// a range sees its options as a sliding window: one value enters and one leaves per heap).
///
/// `count[v]` is how many copies of `v` are in the set; bit `v` of `free` is set iff
/// `count[v] == 0`, and bit `w` of `summary` iff word `w` of `free` is nonzero. The mex is the
/// first set bit of `free`, found through `summary` in `O(V / 4096)` word reads for values
/// below `V`; insert and remove are `O(1)`.
#[derive(Clone, Debug)]
pub struct CountedMex {
    count: Vec<u32>,
    free: Vec<u64>,
    summary: Vec<u64>,
}

impl CountedMex {
    /// An empty set of values below `limit` (larger values may not be inserted).
    ///
    /// O(limit / 64) time and memory.
    pub fn new(limit: usize) -> Self {
        let words = limit / 64 + 1;
        let mut free = vec![u64::MAX; words];
        // Bits past `limit` are never free: the mex is found below it.
        let tail = limit % 64;
        free[words - 1] = if tail == 0 {
            0
        } else {
            u64::MAX >> (64 - tail)
        };
        let mut summary = vec![0u64; words / 64 + 1];
        for (w, &bits) in free.iter().enumerate() {
            if bits != 0 {
                summary[w / 64] |= 1 << (w % 64);
            }
        }
        CountedMex {
            count: vec![0; limit],
            free,
            summary,
        }
    }

    /// Adds one copy of `v` (`v < limit`).
    ///
    /// O(1).
    #[inline]
    pub fn insert(&mut self, v: u32) {
        let i = v as usize;
        self.count[i] += 1;
        if self.count[i] == 1 {
            let w = i / 64;
            self.free[w] &= !(1 << (i % 64));
            if self.free[w] == 0 {
                self.summary[w / 64] &= !(1 << (w % 64));
            }
        }
    }

    /// Removes one copy of `v`, which must be in the set.
    ///
    /// O(1).
    #[inline]
    pub fn remove(&mut self, v: u32) {
        let i = v as usize;
        self.count[i] -= 1;
        if self.count[i] == 0 {
            let w = i / 64;
            self.free[w] |= 1 << (i % 64);
            self.summary[w / 64] |= 1 << (w % 64);
        }
    }

    /// The smallest value not in the set (`limit` if every smaller one is).
    ///
    /// O(limit / 4096) word reads, through the summary.
    #[inline]
    pub fn smallest_missing(&self) -> u32 {
        for (s, &bits) in self.summary.iter().enumerate() {
            if bits != 0 {
                let w = s * 64 + bits.trailing_zeros() as usize;
                return (w * 64 + self.free[w].trailing_zeros() as usize) as u32;
            }
        }
        self.count.len() as u32
    }
}

/// The mex of a list: the least value not in it, which is at most its length (so larger
/// values are never marked). O(n) time and memory for n values.
///
/// ```
/// use grundy::core::mex::mex_of;
/// assert_eq!(mex_of(&[0, 1, 3, 7, 1]), 2);
/// assert_eq!(mex_of(&[]), 0);
/// ```
pub fn mex_of(values: &[u32]) -> u32 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(mark) = seen.get_mut(v as usize) {
            *mark = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

/// The mex of a set given as a bitset (bit `i` of word `w` is value `64w + i`): the first
/// zero bit, or `64 ×` the number of words when every bit is set. O(words).
///
/// ```
/// use grundy::core::mex::mex_of_bits;
/// assert_eq!(mex_of_bits([0b1011u64].into_iter()), 2);
/// assert_eq!(mex_of_bits([u64::MAX, 1].into_iter()), 65);
/// ```
pub fn mex_of_bits(words: impl Iterator<Item = u64>) -> u64 {
    let mut base = 0;
    for w in words {
        if w != u64::MAX {
            return base + u64::from(w.trailing_ones());
        }
        base += 64;
    }
    base
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_by_hand() {
        assert_eq!(mex_of(&[]), 0);
        assert_eq!(mex_of(&[1, 2]), 0);
        assert_eq!(mex_of(&[0, 1, 3]), 2);
        assert_eq!(mex_of(&[2, 0, 1, 1, 0]), 3);
        assert_eq!(mex_of(&(0..200).collect::<Vec<_>>()), 200);
    }

    #[test]
    fn peeking_leaves_the_set_alone() {
        let mut m = Mex::new();
        m.insert(0);
        m.insert(2);
        assert_eq!(m.smallest_missing(), 1);
        assert!(m.contains(2) && !m.contains(1) && !m.contains(1000));
        m.insert(1);
        assert_eq!(m.smallest_missing(), 3);
        assert_eq!(m.take(), 3);
        assert!(!m.contains(0));
    }

    #[test]
    fn rounds_do_not_leak_into_each_other() {
        let mut m = Mex::new();
        [0, 1, 2, 5].iter().for_each(|&v| m.insert(v));
        assert_eq!(m.take(), 3);
        m.insert(1);
        assert_eq!(m.take(), 0);
        assert_eq!(m.take(), 0);
        m.insert(0);
        assert_eq!(m.take(), 1);
    }

    #[test]
    fn counted_mex_follows_inserts_and_removes() {
        for limit in [1, 63, 64, 65, 5000] {
            let mut m = CountedMex::new(limit);
            let mut plain = vec![0u32; limit];
            let mut rng = 0x9e37_79b9u64;
            for step in 0..20_000 {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let v = (rng % limit as u64) as usize;
                if plain[v] > 0 && step % 3 != 0 {
                    m.remove(v as u32);
                    plain[v] -= 1;
                } else {
                    m.insert(v as u32);
                    plain[v] += 1;
                }
                let want = plain.iter().position(|&c| c == 0).unwrap_or(limit);
                assert_eq!(
                    m.smallest_missing() as usize,
                    want,
                    "limit {limit}, step {step}"
                );
            }
        }
    }

    #[test]
    fn round_counter_wraps_cleanly() {
        let mut m = Mex::new();
        m.round = u32::MAX - 1;
        m.insert(0);
        assert_eq!(m.take(), 1);
        m.insert(0);
        m.insert(1);
        assert_eq!(m.take(), 2);
        assert_eq!(m.round, 1);
        m.insert(1);
        assert_eq!(m.take(), 0);
    }
}

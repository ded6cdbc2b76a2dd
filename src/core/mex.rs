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
    pub fn new() -> Self {
        Mex {
            marks: vec![0; 64],
            round: 1,
        }
    }

    /// Adds `v` to the current set.
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
    #[inline]
    pub fn smallest_missing(&self) -> u32 {
        let round = self.round;
        let missing = self.marks.iter().position(|&m| m != round);
        missing.unwrap_or(self.marks.len()) as u32
    }

    /// The mex of the values inserted since the last call, which also empties the set.
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

/// The mex of a list, for tests and one-off uses.
pub fn mex_of(values: &[u32]) -> u32 {
    let mut m = Mex::new();
    values.iter().for_each(|&v| m.insert(v));
    m.take()
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

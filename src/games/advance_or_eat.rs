//! "Advance or Eat" (AtCoder ABC229 H): columns of white pieces (Left's, `W`), black pieces
//! (Right's, `B`) and empty cells (`.`), read from the top. On a turn Left either advances a
//! white piece one cell up into an empty cell or eats (removes) any black piece of the column;
//! Right the same with the colours swapped. Both players move pieces up. A board is the sum of
//! its columns, since no move touches two of them.
//!
//! ## Every column is a number
//! The value of a column is computed by the simplest-number rule
//! ([`Dyadic::simplest_between`]): the simplest number above every Left option's value and below
//! every Right option's. That is the game's value exactly when all options are numbers and
//! every Left option is below every Right option (Conway, *On Numbers and Games*, th. 56 and
//! its converse for short games; Siegel, *Combinatorial Game Theory*, II.3); by induction from
//! the empty column, the rule is right whenever it never finds a Left option at or above a
//! Right one. [`AdvanceOrEat::value`] reports [`DyadicError::Empty`] if it ever did; a test
//! runs it on every column of up to [`MAX_CELLS`] cells (the problem's bound), so within the
//! bound the values are numbers by exhaustion, and compares them with the canonical forms the
//! arena computes from the rules on all of them.
//!
//! Intuition: a piece is a liability as much as a resource: it gives its owner the moves up
//! to the top and the opponent one eating move. A lone white piece on the top cell is `-1`
//! (only Right can move, once); on the cell below, `{-1 | 0} = -1/2`.

use crate::core::budget::{filled, NoMemory};
use crate::core::dyadic::{Dyadic, DyadicError};
use crate::core::partizan::{Arena, Game, PartizanError};
use std::collections::HashMap;

/// The longest column [`AdvanceOrEat::value`] takes (the problem's `N <= 8`).
pub const MAX_CELLS: usize = 8;

/// One move in a column: what happens and to which cell (0 is the top).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The mover's piece at this cell goes one cell up.
    Advance(usize),
    /// The opponent's piece at this cell is removed.
    Eat(usize),
}

/// The moves in `column` (bytes `W`, `B`, `.` from the top) of Left (`white`) or Right.
///
/// O(length).
///
/// # Example
/// ```
/// use grundy::games::advance_or_eat::{moves, Step};
/// assert_eq!(moves(b".WB", true), [Step::Advance(1), Step::Eat(2)]);
/// assert_eq!(moves(b".WB", false), [Step::Eat(1)]);
/// ```
pub fn moves(column: &[u8], white: bool) -> Vec<Step> {
    let (own, theirs) = if white { (b'W', b'B') } else { (b'B', b'W') };
    let mut steps = Vec::new();
    for (i, &c) in column.iter().enumerate() {
        if c == own && i > 0 && column[i - 1] == b'.' {
            steps.push(Step::Advance(i));
        }
        if c == theirs {
            steps.push(Step::Eat(i));
        }
    }
    steps
}

/// The column after `step`.
///
/// O(length).
///
/// # Example
/// ```
/// use grundy::games::advance_or_eat::{play, Step};
/// assert_eq!(play(b".WB", Step::Advance(1)), b"W.B");
/// assert_eq!(play(b".WB", Step::Eat(2)), b".W.");
/// ```
pub fn play(column: &[u8], step: Step) -> Vec<u8> {
    let mut next = column.to_vec();
    match step {
        Step::Advance(i) => next.swap(i - 1, i),
        Step::Eat(i) => next[i] = b'.',
    }
    next
}

/// Column values, memoized: every column of up to [`MAX_CELLS`] cells has its slot, keyed by
/// its cells in base 3 after a leading 1 (so `.W` and `W` differ).
pub struct AdvanceOrEat {
    memo: Vec<Option<Dyadic>>,
}

/// The key of a column: a leading 1, then a base-3 digit per cell.
fn key(column: &[u8]) -> usize {
    column.iter().fold(1, |k, &c| {
        3 * k
            + match c {
                b'W' => 1,
                b'B' => 2,
                _ => 0,
            }
    })
}

impl AdvanceOrEat {
    /// An empty memo (its 13 122 slots, 210 KiB, are made here); [`NoMemory`] if they cannot
    /// be.
    ///
    /// O(3^MAX_CELLS).
    pub fn new() -> Result<AdvanceOrEat, NoMemory> {
        let memo = filled(2 * 3usize.pow(MAX_CELLS as u32), None)?;
        Ok(AdvanceOrEat { memo })
    }

    /// The value of `column` (bytes `W`, `B`, `.` from the top, at most [`MAX_CELLS`]; any
    /// other byte counts as empty), by the simplest-number rule from its options' values.
    /// [`DyadicError::Overflow`] for a longer column, [`DyadicError::Empty`] if some position
    /// had a Left option at or above a Right one (never, within the bound: see the module
    /// documentation).
    ///
    /// O(3^length) the first time (each reachable column once, recursion no deeper than the
    /// moves left, at most 44), O(length) once memoized.
    ///
    /// # Example
    /// ```
    /// use grundy::games::advance_or_eat::AdvanceOrEat;
    /// let mut columns = AdvanceOrEat::new().unwrap();
    /// let v = |c: &mut AdvanceOrEat, s: &[u8]| c.value(s).unwrap().to_string();
    /// assert_eq!(v(&mut columns, b"W"), "-1");
    /// assert_eq!(v(&mut columns, b".W"), "-1/2");
    /// assert_eq!(v(&mut columns, b"B.."), "1");
    /// ```
    pub fn value(&mut self, column: &[u8]) -> Result<Dyadic, DyadicError> {
        if column.len() > MAX_CELLS {
            return Err(DyadicError::Overflow);
        }
        let k = key(column);
        if let Some(v) = self.memo[k] {
            return Ok(v);
        }
        let mut best = [None::<Dyadic>, None];
        for (side, white) in [(0, true), (1, false)] {
            for step in moves(column, white) {
                let v = self.value(&play(column, step))?;
                let better = match best[side] {
                    None => true,
                    Some(b) => (v > b) == white,
                };
                if better {
                    best[side] = Some(v);
                }
            }
        }
        let v = Dyadic::simplest_between(best[0], best[1])?;
        self.memo[k] = Some(v);
        Ok(v)
    }

    /// The value of a sum of columns: the sum of their values.
    ///
    /// O(each column's [`value`](Self::value)).
    pub fn total<'a>(
        &mut self,
        columns: impl IntoIterator<Item = &'a [u8]>,
    ) -> Result<Dyadic, DyadicError> {
        let mut sum = Dyadic::ZERO;
        for column in columns {
            sum = sum.checked_add(self.value(column)?)?;
        }
        Ok(sum)
    }
}

/// The game of `column` built from the rules alone, in canonical form (no number rule): what
/// the tests compare [`AdvanceOrEat::value`] with. `made` remembers the columns done.
///
/// O(positions reachable × moves), recursion as deep as the moves left.
pub fn game(
    arena: &mut Arena,
    made: &mut HashMap<Vec<u8>, Game>,
    column: &[u8],
) -> Result<Game, PartizanError> {
    if let Some(&g) = made.get(column) {
        return Ok(g);
    }
    let mut sides = [Vec::new(), Vec::new()];
    for (side, white) in [(0, true), (1, false)] {
        for step in moves(column, white) {
            let g = game(arena, made, &play(column, step))?;
            sides[side].push(g);
        }
    }
    let g = arena.game(&sides[0], &sides[1])?;
    made.insert(column.to_vec(), g);
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every column of `len` cells.
    fn columns(len: usize) -> impl Iterator<Item = Vec<u8>> {
        (0..3usize.pow(len as u32)).map(move |mut code| {
            (0..len)
                .map(|_| {
                    let c = b".WB"[code % 3];
                    code /= 3;
                    c
                })
                .collect()
        })
    }

    #[test]
    fn every_column_within_the_bound_is_a_number() {
        let mut values = AdvanceOrEat::new().unwrap();
        let mut count = 0;
        for len in 0..=MAX_CELLS {
            for column in columns(len) {
                assert!(values.value(&column).is_ok(), "{column:?}");
                count += 1;
            }
        }
        assert_eq!(count, (3usize.pow(MAX_CELLS as u32 + 1) - 1) / 2);
        assert_eq!(values.value(b"W........"), Err(DyadicError::Overflow));
    }

    #[test]
    fn the_values_are_the_canonical_forms_of_the_rules() {
        let (mut values, mut arena) = (AdvanceOrEat::new().unwrap(), Arena::new());
        let mut made = HashMap::new();
        for len in 0..=MAX_CELLS {
            for column in columns(len) {
                let g = game(&mut arena, &mut made, &column).unwrap();
                let v = values.value(&column).unwrap();
                assert_eq!(arena.as_number(g), Ok(Some(v)), "{column:?}");
            }
        }
    }

    #[test]
    fn swapping_the_colours_negates() {
        let mut values = AdvanceOrEat::new().unwrap();
        for column in columns(6) {
            let swapped: Vec<u8> = column
                .iter()
                .map(|&c| match c {
                    b'W' => b'B',
                    b'B' => b'W',
                    c => c,
                })
                .collect();
            let (a, b) = (values.value(&column), values.value(&swapped));
            assert_eq!(a.unwrap().checked_neg(), b, "{column:?}");
        }
    }
}

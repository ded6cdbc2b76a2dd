//! Toads and Frogs: a strip of cells, each a toad `T`, a frog `F` or empty `.`. Left moves a
//! toad one cell right into an empty cell, or jumps it over exactly one frog into the empty
//! cell beyond; Right moves a frog left alike (over one toad). Who cannot move loses. A
//! partizan game (Winning Ways, ch. 1; Erickson, *New toads and frogs results*, 1996), whose
//! values include numbers, nimbers, switches and infinitesimals: `T.F = *`, `T.. = 2` (the
//! tests check values worked by hand, and every outcome class against a search of the rules
//! on every strip of up to 8 cells).
//!
//! Positions are computed from the rules in an [`Arena`], each strip once (memoized by its
//! cells, three to a base-3 digit). Swapping toads and frogs and reversing the strip swaps the
//! players: that position is the negative.

use crate::core::budget::remember;
use crate::core::partizan::{Arena, Game, PartizanError};
use std::collections::HashMap;

/// The longest strip taken: 20 cells (`3^21` keys fit a `u64`).
pub const MAX_CELLS: usize = 20;

/// A cell of the strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// `.`
    Empty,
    /// `T`, Left's.
    Toad,
    /// `F`, Right's.
    Frog,
}

/// The strips solved so far, for one [`Arena`].
#[derive(Debug, Default)]
pub struct ToadsFrogs {
    memo: HashMap<u64, Game>,
}

/// `strip` as a number, three values a cell after a leading 1 (so that `T` and `.T` differ).
fn key(strip: &[Cell]) -> u64 {
    strip.iter().fold(1, |k, &c| {
        3 * k
            + match c {
                Cell::Empty => 0,
                Cell::Toad => 1,
                Cell::Frog => 2,
            }
    })
}

/// The strips Left (`toads`) or Right can move to from `strip`.
///
/// O(length²): one copy of the strip per move.
pub fn moves(strip: &[Cell], toads: bool) -> Vec<Vec<Cell>> {
    let (me, other) = if toads {
        (Cell::Toad, Cell::Frog)
    } else {
        (Cell::Frog, Cell::Toad)
    };
    let n = strip.len() as isize;
    let step: isize = if toads { 1 } else { -1 };
    let mut out = Vec::new();
    for i in 0..n {
        if strip[i as usize] != me {
            continue;
        }
        let (one, two) = (i + step, i + 2 * step);
        let target = if (0..n).contains(&one) && strip[one as usize] == Cell::Empty {
            Some(one)
        } else if (0..n).contains(&two)
            && strip[one as usize] == other
            && strip[two as usize] == Cell::Empty
        {
            Some(two)
        } else {
            None
        };
        if let Some(t) = target {
            let mut next = strip.to_vec();
            next[i as usize] = Cell::Empty;
            next[t as usize] = me;
            out.push(next);
        }
    }
    out
}

impl ToadsFrogs {
    /// The canonical game of `strip` (at most [`MAX_CELLS`] cells, not checked here).
    ///
    /// O(the strips reachable from it), each made once.
    ///
    /// # Example
    /// ```
    /// use grundy::core::partizan::Arena;
    /// use grundy::games::toads_frogs::{parse, ToadsFrogs};
    /// let mut arena = Arena::new();
    /// let mut tf = ToadsFrogs::default();
    /// let g = tf.game(&mut arena, &parse("T.F").unwrap()).unwrap();
    /// assert_eq!(arena.notation(g), "*");
    /// ```
    pub fn game(&mut self, arena: &mut Arena, strip: &[Cell]) -> Result<Game, PartizanError> {
        let k = key(strip);
        if let Some(&g) = self.memo.get(&k) {
            return Ok(g);
        }
        // A step of the arena's work per cell, for the moves listed.
        arena.charge(strip.len() as u64)?;
        let mut sides = [Vec::new(), Vec::new()];
        for (side, toads) in sides.iter_mut().zip([true, false]) {
            for next in moves(strip, toads) {
                side.push(self.game(arena, &next)?);
            }
        }
        let g = arena.game(&sides[0], &sides[1])?;
        Ok(remember(&mut self.memo, k, g)?)
    }
}

/// The strip of a text of `T`, `F` and `.`; `None` at any other byte.
///
/// O(length).
pub fn parse(text: &str) -> Option<Vec<Cell>> {
    text.bytes()
        .map(|b| match b {
            b'.' => Some(Cell::Empty),
            b'T' => Some(Cell::Toad),
            b'F' => Some(Cell::Frog),
            _ => None,
        })
        .collect()
}

/// The strip reversed with toads and frogs swapped: the negative position.
///
/// O(length).
pub fn negative(strip: &[Cell]) -> Vec<Cell> {
    strip
        .iter()
        .rev()
        .map(|&c| match c {
            Cell::Toad => Cell::Frog,
            Cell::Frog => Cell::Toad,
            Cell::Empty => Cell::Empty,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::partizan::OutcomeClass;

    #[test]
    fn values_worked_by_hand() {
        // T.F: Left to .TF, Right to TF., both 0 (each side's one move is answered by the
        // other's last), so {0 | 0} = *. A toad with k empty cells ahead is k.
        let mut arena = Arena::new();
        let mut tf = ToadsFrogs::default();
        let mut name = |s: &str| {
            let g = tf.game(&mut arena, &parse(s).unwrap()).unwrap();
            arena.notation(g)
        };
        assert_eq!(name("T.F"), "*");
        assert_eq!(name("TF."), "0");
        assert_eq!(name(".TF"), "0");
        assert_eq!(name("T"), "0");
        assert_eq!(name("T."), "1");
        assert_eq!(name("T.."), "2");
        assert_eq!(name("..F"), "-2");
    }

    /// Does the player to move win, by a search over the rules alone (its memo keyed by the
    /// cells themselves, not by the solver's key)?
    fn wins(strip: &[Cell], toads: bool, memo: &mut HashMap<(Vec<Cell>, bool), bool>) -> bool {
        if let Some(&w) = memo.get(&(strip.to_vec(), toads)) {
            return w;
        }
        let w = moves(strip, toads)
            .iter()
            .any(|next| !wins(next, !toads, memo));
        memo.insert((strip.to_vec(), toads), w);
        w
    }

    #[test]
    fn outcome_classes_agree_with_a_search_of_the_rules() {
        let mut arena = Arena::new();
        let mut tf = ToadsFrogs::default();
        let mut memo = HashMap::new();
        let mut seen = std::collections::HashSet::new();
        // Every strip of up to 8 cells.
        for len in 1..=8u32 {
            for code in 0..3u32.pow(len) {
                let strip: Vec<Cell> = (0..len)
                    .map(|i| {
                        [Cell::Empty, Cell::Toad, Cell::Frog][(code / 3u32.pow(i) % 3) as usize]
                    })
                    .collect();
                let g = tf.game(&mut arena, &strip).unwrap();
                let (left_first, right_first) = (
                    wins(&strip, true, &mut memo),
                    wins(&strip, false, &mut memo),
                );
                let expected = match (left_first, right_first) {
                    (true, false) => OutcomeClass::L,
                    (false, true) => OutcomeClass::R,
                    (false, false) => OutcomeClass::P,
                    (true, true) => OutcomeClass::N,
                };
                assert_eq!(arena.outcome(g), expected, "{strip:?}");
                seen.insert(format!("{expected}"));
            }
        }
        assert_eq!(seen.len(), 4, "every outcome class occurs");
    }

    #[test]
    fn the_negative_strip_is_the_negative_game() {
        let mut arena = Arena::new();
        let mut tf = ToadsFrogs::default();
        let zero = arena.zero();
        let mut x = 12345u64;
        for _ in 0..300 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let len = 1 + (x % 9) as usize;
            let strip: Vec<Cell> = (0..len)
                .map(|i| [Cell::Empty, Cell::Toad, Cell::Frog][((x >> (8 + 2 * i)) % 3) as usize])
                .collect();
            let g = tf.game(&mut arena, &strip).unwrap();
            let h = tf.game(&mut arena, &negative(&strip)).unwrap();
            assert_eq!(arena.neg(g).unwrap(), h, "{strip:?}");
            let sum = arena.sum(g, h).unwrap();
            assert_eq!(sum, zero);
            assert_eq!(arena.outcome(sum), OutcomeClass::P);
        }
    }
}

//! Scoring games: both players collect points as they move, and the question is the final
//! difference under best play (AtCoder EDPC L "Deque", ABC201 D). The *value* of a position is
//! the best score difference (mine minus yours) that the player to move can force:
//!
//! `value(p) = max over the moves p → q of (gain of the move − value(q))`, and 0 with no move,
//!
//! negamax: after a move the opponent is the one to move, and their best difference counts
//! against me. The game must end (no position repeats along play).
//!
//! [`ScoreMemo`] computes it for any position type, each position once, with an explicit stack
//! (no recursion, however long the game), every table grown with `try_reserve`, a cycle
//! reported with a position on it, and every sum checked ([`ScoreError::Overflow`]). It is
//! [`Memo`](crate::core::memo::Memo)'s twin for scores; a problem whose positions are a
//! plain range (an interval of a deque, a cell of a grid) may instead fill a table in order,
//! as `dp_l` and `abc201d` do.

use crate::core::budget::{remember, reserve, NoMemory};
use crate::core::memo::FastMap;
use std::hash::Hash;

/// Where a rule lists the moves of a position: [`push`](Moves::push) each one with its gain.
pub struct Moves<'a, P> {
    list: &'a mut Vec<(i64, P)>,
    full: &'a mut bool,
}

impl<P> Moves<'_, P> {
    /// Adds a move to `next` worth `gain` points to the player who makes it.
    ///
    /// Amortized O(1).
    #[inline]
    pub fn push(&mut self, gain: i64, next: P) {
        if reserve(self.list, 1).is_ok() {
            self.list.push((gain, next));
        } else {
            *self.full = true;
        }
    }
}

/// A scoring game's rule: the moves of a position, each with its gain. Every closure
/// `FnMut(&P, &mut Moves<P>)` is one.
pub trait ScoreRule<P> {
    /// Pushes every move from `position` into `moves`.
    fn moves(&mut self, position: &P, moves: &mut Moves<P>);
}

impl<P, F: FnMut(&P, &mut Moves<P>)> ScoreRule<P> for F {
    #[inline]
    fn moves(&mut self, position: &P, moves: &mut Moves<P>) {
        self(position, moves)
    }
}

/// Why a value was not found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreError<P> {
    /// Play can go on forever: this position lies on a cycle reachable from the start.
    Cycle(P),
    /// A difference past `i64` at this position.
    Overflow(P),
    /// Memory ran out; the values found before stay known.
    NoMemory,
}

impl<P> From<NoMemory> for ScoreError<P> {
    fn from(_: NoMemory) -> Self {
        ScoreError::NoMemory
    }
}

/// One position being expanded: its moves are `moves[start..end]`, those from `next` on still
/// to look at, and the best difference so far.
struct Frame<P> {
    position: P,
    start: usize,
    next: usize,
    end: usize,
    best: Option<i64>,
}

/// The values of a scoring game's positions, computed on demand and kept; see the module
/// documentation.
///
/// # Example
/// EDPC L "Deque": a row of numbers; a move takes the first or the last, scoring it. The
/// position is the interval left, `(i, j)` for `a[i..j]`.
///
/// ```
/// use grundy::core::scoring::{Moves, ScoreMemo};
/// let a = [10i64, 80, 90, 30];
/// let mut memo = ScoreMemo::new(|&(i, j): &(usize, usize), moves: &mut Moves<(usize, usize)>| {
///     if i < j {
///         moves.push(a[i], (i + 1, j));
///         moves.push(a[j - 1], (i, j - 1));
///     }
/// });
/// assert_eq!(memo.value(&(0, 4)).unwrap(), 10); // X - Y for the first player
/// // The best first move takes the 30: taking the 10 would give the other player the 80.
/// assert_eq!(memo.best_move(&(0, 4)).unwrap(), Some((30, (0, 3))));
/// assert_eq!(memo.cached(&(1, 4)), Some(20));
/// ```
pub struct ScoreMemo<P, R> {
    rule: R,
    known: FastMap<P, i64>,
    open: FastMap<P, ()>,
    stack: Vec<Frame<P>>,
    moves: Vec<(i64, P)>,
}

impl<P: Hash + Eq + Clone, R: ScoreRule<P>> ScoreMemo<P, R> {
    /// A memo of the game whose moves `rule` lists. Nothing is computed until asked.
    ///
    /// O(1).
    pub fn new(rule: R) -> Self {
        ScoreMemo {
            rule,
            known: FastMap::default(),
            open: FastMap::default(),
            stack: Vec::new(),
            moves: Vec::new(),
        }
    }

    /// The value of a position already computed.
    ///
    /// O(1) expected.
    pub fn cached(&self, position: &P) -> Option<i64> {
        self.known.get(position).copied()
    }

    /// How many positions are known.
    ///
    /// O(1).
    pub fn known_positions(&self) -> usize {
        self.known.len()
    }

    /// The value of `start`: the best score difference the player to move there can force.
    ///
    /// O(V + E) rule calls and map operations for the positions and moves not known before,
    /// depth first with a stack on the heap. Errors: a cycle (naming a position on it), a
    /// difference past `i64`, no memory; the positions finished before stay known.
    pub fn value(&mut self, start: &P) -> Result<i64, ScoreError<P>> {
        if let Some(v) = self.cached(start) {
            return Ok(v);
        }
        let result = self.search(start);
        if result.is_err() {
            self.stack.clear();
            self.moves.clear();
            self.open.clear();
        }
        result
    }

    /// A best move from `position`: its gain and where it leads, or `None` when there is no
    /// move. Computes the values needed.
    ///
    /// As [`value`](Self::value), then one rule call.
    pub fn best_move(&mut self, position: &P) -> Result<Option<(i64, P)>, ScoreError<P>> {
        let want = self.value(position)?;
        let mut list = Vec::new();
        let mut full = false;
        self.rule.moves(
            position,
            &mut Moves {
                list: &mut list,
                full: &mut full,
            },
        );
        if full {
            return Err(ScoreError::NoMemory);
        }
        for (gain, next) in list {
            let after = self.value(&next)?;
            if gain.checked_sub(after) == Some(want) {
                return Ok(Some((gain, next)));
            }
        }
        Ok(None)
    }

    fn open_frame(&mut self, position: P) -> Result<(), ScoreError<P>> {
        let start = self.moves.len();
        let mut full = false;
        self.rule.moves(
            &position,
            &mut Moves {
                list: &mut self.moves,
                full: &mut full,
            },
        );
        if full {
            return Err(ScoreError::NoMemory);
        }
        remember(&mut self.open, position.clone(), ())?;
        reserve(&mut self.stack, 1)?;
        self.stack.push(Frame {
            position,
            start,
            next: start,
            end: self.moves.len(),
            best: None,
        });
        Ok(())
    }

    fn search(&mut self, start: &P) -> Result<i64, ScoreError<P>> {
        self.open_frame(start.clone())?;
        while let Some(top) = self.stack.last_mut() {
            if top.next < top.end {
                let (gain, next) = self.moves[top.next].clone();
                match self.known.get(&next) {
                    Some(&after) => {
                        let v = gain
                            .checked_sub(after)
                            .ok_or_else(|| ScoreError::Overflow(top.position.clone()))?;
                        top.best = Some(top.best.map_or(v, |b| b.max(v)));
                        top.next += 1;
                    }
                    None if self.open.contains_key(&next) => return Err(ScoreError::Cycle(next)),
                    None => self.open_frame(next)?,
                }
                continue;
            }
            // Every move known: the frame's value is its best, 0 with no move.
            let value = top.best.unwrap_or(0);
            let (position, moves_from) = (top.position.clone(), top.start);
            self.stack.pop();
            self.moves.truncate(moves_from);
            self.open.remove(&position);
            self.known
                .try_reserve(1)
                .map_err(|_| ScoreError::NoMemory)?;
            self.known.insert(position, value);
        }
        self.cached(start).ok_or(ScoreError::NoMemory)
    }
}

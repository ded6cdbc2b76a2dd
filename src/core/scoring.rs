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
//! [`Memo`](crate::core::memo::Memo)'s twin for scores.
//!
//! ## Ranges and boxes
//! Positions that are the intervals `a[i..j]` of a row, where every move leaves a shorter
//! interval inside (take from either end, cut out a piece), are best filled in order:
//! [`IntervalTable`] computes every interval by increasing length, from the same rule a
//! [`ScoreMemo`] takes, with no search at all. Other small tuples (a cell of a grid, two
//! counters) go in a box, as [`Memo::in_box`](crate::core::memo::Memo::in_box) puts them:
//! [`ScoreMemo::in_box`] keeps every position inside its bounds in an array of `i64`, one
//! entry each, made at once, with no hashing. On the two-ended game at n = 3000 (take one or
//! two numbers from either end of a row: 4.5·10^6 intervals, EDPC L's bound) a hand-written
//! table filled by increasing length is the yardstick; `IntervalTable` takes about 1.6 times
//! its time, the box 3 to 5 times, the hash map about 40 (`bench range_scores_table
//! range_scores_intervals range_scores_box range_scores_map`; figures in
//! `docs/performance.md`).

use crate::core::budget::{filled, out_of_memory, remember, reserve, NoMemory};
use crate::core::memo::{Boxed, FastMap};
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
    /// [`IntervalTable`] only: a move from this interval leaves one that is not a shorter
    /// interval inside it.
    NotShorter(P),
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

/// Where a position stands in a search.
enum State {
    Known(i64),
    Open,
    New,
}

/// Box entries: a position not seen, and one that is open; any other entry is a value. A
/// value equal to either is refused as [`ScoreError::Overflow`], so the box can tell them apart.
const EMPTY: i64 = i64::MIN;
const OPEN: i64 = i64::MIN + 1;

/// The positions inside a memo's box: the bounds, the number of a position in the box
/// ([`Boxed::index_in`]), and an entry for each number.
struct InBox<P> {
    bounds: P,
    index: fn(&P, &P) -> Option<usize>,
    values: Vec<i64>,
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
    boxed: Option<InBox<P>>,
    /// Positions finished in the box.
    in_box: usize,
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
            boxed: None,
            in_box: 0,
            stack: Vec::new(),
            moves: Vec::new(),
        }
    }

    /// [`new`](Self::new), with the positions inside `bounds` (each component below its bound:
    /// `(n + 1, n + 1)` for the intervals `(i, j)` of a row of `n`) kept in an array of `i64`,
    /// made at once with `try_reserve`: no hashing. Positions outside still go to the hash
    /// map. `Err` if the array does not fit in memory.
    ///
    /// O(volume of the box) time and `8 · volume` bytes.
    ///
    /// ```
    /// use grundy::core::scoring::{Moves, ScoreMemo};
    /// // Take one or two numbers from either end of the row, scoring them.
    /// let a = [4i64, -1, 7, 2, 9, 3];
    /// let n = a.len();
    /// let rule = |&(i, j): &(usize, usize), moves: &mut Moves<(usize, usize)>| {
    ///     for k in 1..=2.min(j - i) {
    ///         moves.push(a[i..i + k].iter().sum(), (i + k, j));
    ///         moves.push(a[j - k..j].iter().sum(), (i, j - k));
    ///     }
    /// };
    /// let mut memo = ScoreMemo::in_box(rule, (n + 1, n + 1)).unwrap();
    /// assert_eq!(memo.value(&(0, n)).unwrap(), 8);
    /// ```
    pub fn in_box(rule: R, bounds: P) -> Result<Self, NoMemory>
    where
        P: Boxed,
    {
        let volume = P::volume(&bounds).ok_or(NoMemory)?;
        let mut memo = Self::new(rule);
        memo.boxed = Some(InBox {
            bounds,
            index: P::index_in,
            values: filled(volume, EMPTY)?,
        });
        Ok(memo)
    }

    /// The box's entry for `position`, if it lies in the box.
    #[inline]
    fn slot(&self, position: &P) -> Option<usize> {
        let boxed = self.boxed.as_ref()?;
        (boxed.index)(position, &boxed.bounds)
    }

    #[inline]
    fn state(&self, position: &P) -> State {
        if let (Some(i), Some(boxed)) = (self.slot(position), self.boxed.as_ref()) {
            return match boxed.values[i] {
                EMPTY => State::New,
                OPEN => State::Open,
                v => State::Known(v),
            };
        }
        match self.known.get(position) {
            Some(&v) => State::Known(v),
            None if self.open.contains_key(position) => State::Open,
            None => State::New,
        }
    }

    /// Sets the entry of `position`: [`OPEN`], [`EMPTY`] (forgotten), or its value.
    fn mark(&mut self, position: P, entry: i64) -> Result<(), NoMemory> {
        if let Some(i) = self.slot(&position) {
            if let Some(boxed) = self.boxed.as_mut() {
                boxed.values[i] = entry;
                self.in_box += usize::from(entry != OPEN && entry != EMPTY);
            }
            return Ok(());
        }
        match entry {
            OPEN => {
                remember(&mut self.open, position, ())?;
            }
            EMPTY => {
                self.open.remove(&position);
            }
            value => {
                self.known.try_reserve(1).map_err(|_| out_of_memory())?;
                self.open.remove(&position);
                self.known.insert(position, value);
            }
        }
        Ok(())
    }

    /// The value of a position already computed.
    ///
    /// O(1) expected.
    pub fn cached(&self, position: &P) -> Option<i64> {
        match self.state(position) {
            State::Known(v) => Some(v),
            _ => None,
        }
    }

    /// How many positions are known.
    ///
    /// O(1).
    pub fn known_positions(&self) -> usize {
        self.known.len() + self.in_box
    }

    /// The value of `start`: the best score difference the player to move there can force.
    ///
    /// O(V + E) rule calls and map (or box) operations for the positions and moves not known
    /// before, depth first with a stack on the heap. Errors: a cycle (naming a position on
    /// it), a difference past `i64` (or one of its two least values, which a box keeps for
    /// itself), no memory; the positions finished before stay known.
    pub fn value(&mut self, start: &P) -> Result<i64, ScoreError<P>> {
        if let Some(v) = self.cached(start) {
            return Ok(v);
        }
        let result = self.search(start);
        if result.is_err() {
            // The open positions are half done: forget them, keep the finished ones.
            for frame in std::mem::take(&mut self.stack) {
                let _cannot_fail = self.mark(frame.position, EMPTY);
            }
            self.moves.clear();
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
        reserve(&mut self.stack, 1)?;
        self.mark(position.clone(), OPEN)?;
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
        loop {
            let Some(top) = self.stack.last() else {
                unreachable!("the start's frame closes last, returning")
            };
            let (mut next, end, mut best) = (top.next, top.end, top.best);
            // The top frame's moves, in order, until one leads to a position not known yet.
            let mut unknown = None;
            while next < end {
                let (gain, ref to) = self.moves[next];
                match self.state(to) {
                    State::Known(after) => {
                        let v = gain.checked_sub(after).filter(|&v| v > OPEN);
                        let v = v.ok_or_else(|| ScoreError::Overflow(top.position.clone()))?;
                        best = Some(best.map_or(v, |b: i64| b.max(v)));
                        next += 1;
                    }
                    State::Open => return Err(ScoreError::Cycle(to.clone())),
                    State::New => {
                        unknown = Some(to.clone());
                        break;
                    }
                }
            }
            let Some(top) = self.stack.last_mut() else {
                unreachable!("the top frame exists")
            };
            (top.next, top.best) = (next, best);
            if let Some(position) = unknown {
                self.open_frame(position)?;
                continue;
            }
            // Every move known: the frame's value is its best, 0 with no move.
            let Some(frame) = self.stack.pop() else {
                unreachable!("the top frame exists")
            };
            let value = frame.best.unwrap_or(0);
            self.moves.truncate(frame.start);
            self.mark(frame.position, value)?;
            if self.stack.is_empty() {
                return Ok(value);
            }
        }
    }
}

/// The values of every interval `a[i..j]`, `0 <= i <= j <= n`, of a scoring game whose every
/// move leaves a shorter interval inside the one it starts from: filled by increasing length,
/// so each interval is computed once, after everything it moves to, with no search and no
/// stack. The rule is a [`ScoreMemo`]'s: `rule(&(i, j), moves)` pushes each move with its
/// gain and the interval it leaves.
///
/// O(n² · (one rule call + its moves)) time, `8 (n + 1)²` bytes.
///
/// # Example
/// Take one or two numbers from either end of a row, scoring them:
/// ```
/// use grundy::core::scoring::{IntervalTable, Moves};
/// let a = [4i64, -1, 7, 2, 9, 3];
/// let table = IntervalTable::new(a.len(), |&(i, j): &(usize, usize), moves: &mut Moves<(usize, usize)>| {
///     for k in 1..=2.min(j - i) {
///         moves.push(a[i..i + k].iter().sum(), (i + k, j));
///         moves.push(a[j - k..j].iter().sum(), (i, j - k));
///     }
/// })
/// .unwrap();
/// assert_eq!(table.value(0, a.len()), 8); // the first player's best X - Y
/// assert_eq!(table.value(4, 6), 12); // [9, 3]: take both
/// ```
pub struct IntervalTable {
    n: usize,
    /// `values[(j - i) * (n + 1) + i]` of `a[i..j]`: by length, so the intervals a length
    /// moves to are two rows read in order, not columns `n + 1` apart.
    values: Vec<i64>,
}

impl IntervalTable {
    /// Every interval's value for a row of `n`. Errors: a move that does not leave a shorter
    /// interval inside its own ([`ScoreError::NotShorter`], naming the interval moved from),
    /// a difference past `i64` ([`ScoreError::Overflow`]), no memory for the `(n + 1)²`
    /// values.
    ///
    /// O(n²) rule calls and their moves.
    pub fn new<R: ScoreRule<(usize, usize)>>(
        n: usize,
        mut rule: R,
    ) -> Result<IntervalTable, ScoreError<(usize, usize)>> {
        let side = n.checked_add(1).ok_or(ScoreError::NoMemory)?;
        let cells = side.checked_mul(side).ok_or(ScoreError::NoMemory)?;
        let mut values = filled(cells, 0i64)?;
        let mut list: Vec<(i64, (usize, usize))> = Vec::new();
        for len in 0..=n {
            for i in 0..=n - len {
                let j = i + len;
                list.clear();
                let mut full = false;
                rule.moves(
                    &(i, j),
                    &mut Moves {
                        list: &mut list,
                        full: &mut full,
                    },
                );
                if full {
                    return Err(ScoreError::NoMemory);
                }
                // The best difference, 0 with no move.
                let mut best = if list.is_empty() { 0 } else { i64::MIN };
                for &(gain, (x, y)) in &list {
                    // Inside a[i..j] and shorter: i <= x <= y <= j, y - x < j - i.
                    if x < i || y < x || y > j || y - x >= len {
                        return Err(ScoreError::NotShorter((i, j)));
                    }
                    let v = gain.checked_sub(values[(y - x) * side + x]);
                    best = best.max(v.ok_or(ScoreError::Overflow((i, j)))?);
                }
                values[len * side + i] = best;
            }
        }
        Ok(IntervalTable { n, values })
    }

    /// The value of `a[i..j]`: the best score difference the player to move can force.
    ///
    /// O(1).
    ///
    /// # Panics
    /// When not `i <= j <= n`.
    pub fn value(&self, i: usize, j: usize) -> i64 {
        assert!(
            i <= j && j <= self.n,
            "expected i <= j <= {}, found ({i}, {j})",
            self.n
        );
        self.values[(j - i) * (self.n + 1) + i]
    }
}

//! Memoized values over any position: a pair of piles, a bitmask of used words, who holds
//! which card, a board.
//!
//! A game is given by its rule: a function that lists the options (the positions one move
//! away) of a position of any type `P: Hash + Eq + Clone`. [`Memo`] computes, for a start
//! position and every position reachable from it,
//!
//! * the SG value, `sg(p) = mex { sg(q) : q an option of p }`;
//! * the normal-play outcome: the player to move wins iff `sg(p) != 0` (a position with no
//!   option has value 0, lost; from value 0 every option is nonzero; from a nonzero value some
//!   option is 0, by the mex);
//! * the misère-play outcome of the game alone (the player who cannot move *wins*): `p` is
//!   won iff it has no option or some option is lost. Sums of misère games are not decided by
//!   SG values (see [`core::sum`](crate::core::sum) for the cases that are).
//!
//! Each position is computed once and kept (in a hash map, or in an array for positions in a
//! box of bounds), so later questions about it cost one lookup, and a position reached along
//! many paths (a pair game reaches `(a, b)` from up to nine others) is expanded once.
//!
//! ## No recursion
//! The search is a depth-first walk with an explicit stack of frames, one per position being
//! expanded: its options, listed once into a shared arena, and how many of them are known. The
//! top frame looks at its next option: known, its value is taken; unknown, a frame is opened
//! for it above. When every option of the top frame is known its value is the mex of theirs,
//! and the frame hands it to the one below. A chain of 10^6 positions is a stack of 10^6
//! frames on the heap, where a recursive search overflows the 8 MiB thread stack near 10^5.
//!
//! ## Cycles
//! The values above are defined only when play must end. A position whose frame is still open
//! is *on the path* from the start (the open positions are kept in a small set of their own);
//! meeting it again as an option closes a cycle, and the search stops with
//! [`MemoError::Cycle`] naming that position. Games that can loop are
//! decided as Win / Lose / Draw instead: [`explore`] turns the positions reachable from a start
//! into a [`Digraph`], and [`games::loopy`](crate::games::loopy) analyses it.
//!
//! ## Moves that leave sums
//! A move may leave several independent positions at once: cutting an interval in two, splitting
//! a heap in three, slicing a cuboid. [`Options::push_sum`] lists such an option by its parts,
//! each a position of its own, memoized once however many sums it appears in; the option's
//! value is the xor of the parts' values (the Sprague–Grundy theorem), so a game of intervals
//! keeps one entry per interval, not one per set of intervals. The misère outcome of a sum is
//! not a function of its parts' outcomes, so a position whose play may reach a sum has
//! [`Value::misere_wins`] `None`.
//!
//! ## Memory
//! Every table grows with `try_reserve` (the map, the stack, the arena, the options the rule
//! lists through [`Options::push`]), so a memory limit ends the search with
//! [`MemoError::NoMemory`], never an abort; the positions already known stay known.
//!
//! ## Boxes
//! When the positions lie inside known bounds (two piles of at most 1000, a mask of `N` bits),
//! [`Memo::in_box`] keeps them in an array of `u32`, one entry per position of the box, made at
//! once: no hashing, and positions that differ a little sit side by side in memory, which a
//! depth-first search visits together. Positions outside the box still go to the map. On the
//! pair game of `tests/programs/pairs.rs` (10^6 positions) the box took 0.10 to 0.17 s and the
//! map 0.66 to 0.68 s (`docs/library.md`, "Any position"): a hash map places each new position at a
//! random place of an 18 MB table, a cache miss and often a TLB miss apiece.
//!
//! ## Hashing
//! [`FastHasher`] replaces the standard library's SipHash, which resists crafted collisions
//! and costs more: on keys of two `u16`, measured here, 6 to 9 ns a key against 1.3 to 1.7 ns,
//! and 151 to 156 ms against 82 to 98 ms to insert 10^6 keys into a map and look each up once.
//! Here the keys are the game's own positions, not an adversary's, so one multiplication per
//! word is enough: each word `x` written is mixed in as
//! `h = fold((h ⊕ x) · 2^64/φ)`, where `fold` xors the high and the low 64 bits of the 128-bit
//! product. A plain 64-bit product would not do: the map picks a bucket by the hash's low bits,
//! and the low bits of a product depend only on the low bits of its factors, so `(a, b)` and
//! `(a, b + 2^40)` would land in one bucket. The high half of the product depends on every bit
//! of both factors, and folding it in spreads each input bit over the whole hash.

use crate::core::budget::{filled, out_of_memory, remember, reserve, NoMemory};
use crate::core::distinct::GOLDEN;
use crate::core::graph::Digraph;
use crate::core::mex::Mex;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A hasher for positions made of integers: one multiplication per word (see the module
/// documentation). Not for keys an adversary chooses.
#[derive(Clone, Copy, Debug, Default)]
pub struct FastHasher {
    hash: u64,
}

impl FastHasher {
    #[inline]
    fn mix(&mut self, word: u64) {
        let product = u128::from(self.hash ^ word) * u128::from(GOLDEN);
        self.hash = (product >> 64) as u64 ^ product as u64;
    }
}

impl Hasher for FastHasher {
    /// The bytes eight at a time (little-endian), the last word padded with zeros, then the
    /// length, so `[1]` and `[1, 0]` differ.
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for word in bytes.chunks(8) {
            let mut eight = [0; 8];
            eight[..word.len()].copy_from_slice(word);
            self.mix(u64::from_le_bytes(eight));
        }
        self.mix(bytes.len() as u64);
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.mix(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap` hashed by [`FastHasher`].
///
/// ```
/// use grundy::core::memo::FastMap;
/// let mut seen: FastMap<(u32, u32), u8> = FastMap::default();
/// seen.insert((3, 4), 1);
/// assert_eq!(seen.get(&(3, 4)), Some(&1));
/// ```
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// What is known of a position: its SG value, and who wins it in normal and in misère play.
///
/// ```
/// use grundy::core::memo::{Memo, Options};
/// // One heap; a move takes 1 or 2: the SG values go 0, 1, 2, 0, 1, 2, …
/// let mut memo = Memo::new(|&h: &u32, o: &mut Options<u32>| {
///     for t in 1..=2.min(h) {
///         o.push(h - t);
///     }
/// });
/// let v = memo.value(&5).unwrap();
/// assert_eq!(v.sg, 2); // the SG value, to xor with the other components' values
/// assert!(v.normal_wins()); // sg != 0: the player to move wins, in normal play
/// assert!(!memo.value(&3).unwrap().normal_wins());
/// // Misère play of this one heap alone: from 1 the only move takes the last token.
/// assert_eq!(memo.value(&1).unwrap().misere_wins, Some(false));
/// assert_eq!(memo.value(&2).unwrap().misere_wins, Some(true));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    /// The SG value: the mex of the options' values.
    pub sg: u32,
    /// Misère play, the game alone: does the player to move win (no option, or an option
    /// lost for the player who then moves)? `None` when play from here may reach a move that
    /// leaves a sum ([`Options::push_sum`]): the misère outcome of a sum is not decided by its
    /// parts' outcomes.
    pub misere_wins: Option<bool>,
}

impl Value {
    /// Normal play: does the player to move win (the SG value is not 0)?
    ///
    /// O(1).
    #[inline]
    pub fn normal_wins(self) -> bool {
        self.sg != 0
    }
}

/// Why a search stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemoError<P> {
    /// Play can go on forever: this position lies on a cycle of moves reachable from the
    /// start, so SG values are not defined (decide such games with `games::loopy`).
    Cycle(P),
    /// Memory ran out (`try_reserve` failed); the values found before stay known.
    NoMemory,
    /// [`explore`] met a move that leaves a sum ([`Options::push_sum`]) at this position: a
    /// sum of games that may loop is not decided by its parts' outcomes. (Only `explore`
    /// makes it: a bundled program that never calls `explore` keeps the variant unused.)
    #[allow(dead_code)]
    Sum(P),
}

impl<P> From<NoMemory> for MemoError<P> {
    fn from(_: NoMemory) -> Self {
        MemoError::NoMemory
    }
}

/// Where a rule lists the options of a position: [`push`](Options::push) each one. Memory
/// is reserved with `try_reserve`, so a rule never aborts the program when memory runs out
/// (the search then reports [`MemoError::NoMemory`]).
pub struct Options<'a, P> {
    list: &'a mut Vec<P>,
    full: &'a mut bool,
    /// The places in `list` of the parts of a sum that are not its last part: the option goes
    /// on to the next entry. (Only `push_sum` writes it and the search reads the vector, not
    /// this field: a bundled program without sums keeps the field unused.)
    #[allow(dead_code)]
    joins: &'a mut Vec<usize>,
}

impl<P> Options<'_, P> {
    /// Adds `option`, a position one move away. Listing one twice is allowed (it counts
    /// once in the mex).
    ///
    /// Amortized O(1).
    #[inline]
    pub fn push(&mut self, option: P) {
        if reserve(self.list, 1).is_ok() {
            self.list.push(option);
        } else {
            *self.full = true;
        }
    }

    /// Adds an option made of several independent positions, `parts` (a move that cuts an
    /// interval in two, splits a heap in three): its value is the xor of theirs, each part
    /// memoized on its own. One part is [`push`](Self::push); no parts adds no option (a move
    /// that leaves nothing is a move to a position with no options: an empty interval, a heap
    /// of 0).
    ///
    /// Amortized O(number of parts).
    ///
    /// ```
    /// use grundy::core::memo::{Memo, Options};
    /// // A row of n pins; a move knocks down one or two adjacent pins, leaving the pins on
    /// // each side as two rows: Kayles (octal 0.77), with a row as the position.
    /// let mut memo = Memo::new(|&n: &u32, options: &mut Options<u32>| {
    ///     for take in 1..=2.min(n) {
    ///         for left in 0..=n - take {
    ///             options.push_sum([left, n - take - left]);
    ///         }
    ///     }
    /// });
    /// assert_eq!(memo.value(&7).unwrap().sg, 2);
    /// assert_eq!(memo.value(&71).unwrap().sg, 7);
    /// assert_eq!(memo.value(&7).unwrap().misere_wins, None); // a sum: not decided
    /// assert_eq!(memo.move_with(&7, |v| v.sg == 0).unwrap(), Some(vec![3, 3]));
    /// ```
    pub fn push_sum(&mut self, parts: impl IntoIterator<Item = P>) {
        let start = self.list.len();
        for part in parts {
            if reserve(self.list, 1).is_err() || reserve(self.joins, 1).is_err() {
                *self.full = true;
                return;
            }
            if self.list.len() > start {
                self.joins.push(self.list.len() - 1);
            }
            self.list.push(part);
        }
    }
}

/// A game's rule: the options of a position. Every closure `FnMut(&P, &mut Options<P>)` is
/// one; a type of your own implementing it can be named, so a memo can be a field of a struct
/// (a problem that keeps its values from one case to the next), and its calls are inlined.
pub trait Rule<P> {
    /// Pushes every position one move away from `position` into `options`.
    fn options(&mut self, position: &P, options: &mut Options<P>);
}

impl<P, F: FnMut(&P, &mut Options<P>)> Rule<P> for F {
    #[inline]
    fn options(&mut self, position: &P, options: &mut Options<P>) {
        self(position, options)
    }
}

/// Lists the options of `position` with `rule` at the end of `list`.
#[inline]
fn list_options<P, R: Rule<P>>(
    rule: &mut R,
    position: &P,
    list: &mut Vec<P>,
    joins: &mut Vec<usize>,
) -> Result<(), NoMemory> {
    let mut full = false;
    rule.options(
        position,
        &mut Options {
            list,
            full: &mut full,
            joins,
        },
    );
    if full {
        Err(NoMemory)
    } else {
        Ok(())
    }
}

/// A position that numbers itself inside bounds, so a memo can keep it in an array rather
/// than a hash map: an integer `x` with `0 <= x < bound`, and a tuple component by component.
/// Give the bounds with [`Memo::in_box`]; positions outside them still work (they go to the
/// map). Implement it for a position type of your own to put it in a box.
pub trait Boxed: Sized {
    /// The number of positions in the box `0..bounds` (each component below its bound);
    /// `None` if that number overflows `usize`.
    fn volume(bounds: &Self) -> Option<usize>;
    /// This position's number among them, `0..volume`; `None` if it is outside the box.
    fn index_in(&self, bounds: &Self) -> Option<usize>;
}

/// The integers that are [`Boxed`] positions by themselves: `u8`, `u16`, `u32`, `u64` and
/// `usize`, each numbered by its value below its bound (one impl for the five, so a bundle
/// carries one).
pub(crate) trait Integer: Copy + PartialOrd + TryInto<usize> {}

impl Integer for u8 {}
impl Integer for u16 {}
impl Integer for u32 {}
impl Integer for u64 {}
impl Integer for usize {}

impl<T: Integer> Boxed for T {
    fn volume(bounds: &Self) -> Option<usize> {
        (*bounds).try_into().ok()
    }
    fn index_in(&self, bounds: &Self) -> Option<usize> {
        if self < bounds {
            (*self).try_into().ok()
        } else {
            None
        }
    }
}

impl<A: Boxed, B: Boxed> Boxed for (A, B) {
    #[inline]
    fn volume(bounds: &Self) -> Option<usize> {
        A::volume(&bounds.0)?.checked_mul(B::volume(&bounds.1)?)
    }
    #[inline]
    fn index_in(&self, bounds: &Self) -> Option<usize> {
        let b = B::volume(&bounds.1)?;
        Some(self.0.index_in(&bounds.0)? * b + self.1.index_in(&bounds.1)?)
    }
}

impl<A: Boxed, B: Boxed, C: Boxed> Boxed for (A, B, C) {
    #[inline]
    fn volume(bounds: &Self) -> Option<usize> {
        let ab = A::volume(&bounds.0)?.checked_mul(B::volume(&bounds.1)?)?;
        ab.checked_mul(C::volume(&bounds.2)?)
    }
    #[inline]
    fn index_in(&self, bounds: &Self) -> Option<usize> {
        let (b, c) = (B::volume(&bounds.1)?, C::volume(&bounds.2)?);
        let ab = self.0.index_in(&bounds.0)? * b + self.1.index_in(&bounds.1)?;
        Some(ab * c + self.2.index_in(&bounds.2)?)
    }
}

/// Where a position stands in a search.
enum State {
    /// Finished, with its value.
    Known(Value),
    /// Open: on the path from the start.
    Open,
    /// Not seen yet.
    New,
}

/// The positions of a memo: those inside its box (if it has one) in an array, one `u32` each,
/// the rest in hash maps, the finished and the open apart (the open are few, the set of them
/// small and warm in the cache).
struct Table<P> {
    known: FastMap<P, Known>,
    open: FastMap<P, ()>,
    /// The box, if there is one.
    boxed: Option<InBox<P>>,
    /// Positions finished in the box.
    in_box: usize,
}

/// The positions of a memo that lie in its box: the bounds, the number of a position in the
/// box ([`Boxed::index_in`]), and an entry for each number.
struct InBox<P> {
    bounds: P,
    index: fn(&P, &P) -> Option<usize>,
    values: Vec<u32>,
}

/// Array entries: a position not seen, and one that is open; others hold a [`Known`].
const EMPTY: u32 = u32::MAX;
const OPEN: u32 = u32::MAX - 1;

impl<P: Hash + Eq> Table<P> {
    fn slot(&self, p: &P) -> Option<usize> {
        let boxed = self.boxed.as_ref()?;
        (boxed.index)(p, &boxed.bounds)
    }

    #[inline]
    fn state(&self, p: &P) -> State {
        let entry = match (self.slot(p), &self.boxed) {
            (Some(i), Some(boxed)) => boxed.values[i],
            _ => match self.known.get(p) {
                Some(known) => known.0,
                None if self.open.contains_key(p) => OPEN,
                None => EMPTY,
            },
        };
        match entry {
            EMPTY => State::New,
            OPEN => State::Open,
            known => State::Known(Known(known).value()),
        }
    }

    fn mark(&mut self, p: P, entry: u32) -> Result<(), NoMemory> {
        if let (Some(i), Some(boxed)) = (self.slot(&p), self.boxed.as_mut()) {
            boxed.values[i] = entry;
            return Ok(());
        }
        match entry {
            OPEN => {
                remember(&mut self.open, p, ())?;
            }
            EMPTY => {
                self.open.remove(&p);
            }
            known => {
                self.known.try_reserve(1).map_err(|_| out_of_memory())?;
                self.open.remove(&p);
                self.known.insert(p, Known(known));
            }
        }
        Ok(())
    }

    fn finish(&mut self, p: P, value: Value) -> Result<(), NoMemory> {
        if self.slot(&p).is_some() {
            self.in_box += 1;
        }
        self.mark(p, Known::done(value).0)
    }

    fn finished(&self) -> usize {
        self.known.len() + self.in_box
    }
}

/// A finished position's value: the SG value, and in the top two bits the misère outcome
/// (0 lost, 1 won, 2 not known; an SG value is at most the number of options, far below the
/// `2^30` that would meet them, and the codes stay below [`EMPTY`] and [`OPEN`]).
#[derive(Clone, Copy)]
struct Known(u32);

impl Known {
    fn done(value: Value) -> Known {
        let misere = value.misere_wins.map_or(2, u32::from);
        Known(value.sg | misere << 30)
    }

    fn value(self) -> Value {
        Value {
            sg: self.0 & ((1 << 30) - 1),
            misere_wins: [Some(false), Some(true), None][(self.0 >> 30) as usize],
        }
    }
}

/// One position being expanded: its options are `options[next..end]` still to look at; the
/// values of those before `next` are the bits of `small` (values below 64, one bit each) and
/// `large[large_from..]` (the rest, rare: a value of 64 needs 64 options).
struct Frame<P> {
    position: P,
    next: usize,
    end: usize,
    small: u64,
    large_from: usize,
    /// Misère play: won (no option so far, or an option lost in misère play) or lost so far;
    /// `None` once an option is a sum or its misère outcome is not known.
    misere: Option<bool>,
    /// Where this frame's options start (the arena is cut back to it when it closes).
    start: usize,
    /// The xor of the parts of the sum being read, so far.
    sum: u32,
}

impl<P> Frame<P> {
    /// Takes the value of the entry at `next` and moves on: a whole option, or a part of a
    /// sum (`joins` says which), whose value counts once its last part is in.
    #[inline]
    fn take(
        &mut self,
        value: Value,
        large: &mut Vec<u32>,
        joins: &[usize],
    ) -> Result<(), NoMemory> {
        self.sum ^= value.sg;
        self.next += 1;
        if joins.binary_search(&(self.next - 1)).is_ok() {
            // Not the last part of a sum: a sum's misère outcome is not its parts'.
            self.misere = None;
            return Ok(());
        }
        let sg = std::mem::take(&mut self.sum);
        self.misere = match (self.misere, value.misere_wins) {
            (Some(won), Some(option)) => Some(won | !option),
            _ => None,
        };
        if sg < 64 {
            self.small |= 1 << sg;
        } else {
            reserve(large, 1)?;
            large.push(sg);
        }
        Ok(())
    }

    /// The mex of the options' values, all taken: the first bit of `small` not set, or when
    /// every value below 64 occurs, 64 plus the mex of the large values less 64.
    fn mex(&self, large: &[u32], mex: &mut Mex) -> u32 {
        if self.small != u64::MAX {
            return self.small.trailing_ones();
        }
        for &sg in &large[self.large_from..] {
            mex.insert(sg - 64);
        }
        64 + mex.take()
    }
}

/// The values of a game's positions, computed on demand and kept; see the module
/// documentation.
///
/// # Example
/// Two piles; a move takes 1, 2 or 3 tokens from one pile, or the same number (1 to 3) from
/// both. The position is the pair itself: no flattening into one index.
///
/// ```
/// use grundy::core::memo::{Memo, Options};
/// let mut memo = Memo::new(|&(a, b): &(u32, u32), options: &mut Options<(u32, u32)>| {
///     for t in 1..=3 {
///         if t <= a { options.push((a - t, b)); }
///         if t <= b { options.push((a, b - t)); }
///         if t <= a && t <= b { options.push((a - t, b - t)); }
///     }
/// });
/// let start = memo.value(&(10, 7)).unwrap();
/// assert!(start.normal_wins());
/// assert_eq!(memo.cached(&(0, 0)).unwrap().sg, 0);
/// assert_eq!(memo.cached(&(0, 0)).unwrap().misere_wins, Some(true)); // no move: the misère player to move wins
/// // A winning move: an option of value 0.
/// let to = memo.option_with(&(10, 7), |v| v.sg == 0).unwrap().unwrap();
/// assert!(!memo.cached(&to).unwrap().normal_wins());
/// ```
///
/// A bitmask position: cards `0..5` on the table, a move removes two cards whose numbers
/// differ by 1 (cards `i` and `i + 1`).
///
/// ```
/// use grundy::core::memo::{Memo, Options};
/// let mut memo = Memo::new(|&left: &u32, options: &mut Options<u32>| {
///     for i in 0..4 {
///         let pair = 0b11 << i;
///         if left & pair == pair {
///             options.push(left & !pair);
///         }
///     }
/// });
/// // Runs of cards play as Dawson's Kayles (octal 0.07): a run of four is worth 2, of
/// // five 0, and two separate pairs are 1 xor 1 = 0.
/// assert_eq!(memo.value(&0b01111).unwrap().sg, 2);
/// assert!(!memo.value(&0b11111).unwrap().normal_wins());
/// assert!(!memo.value(&0b11011).unwrap().normal_wins());
/// ```
///
/// A rule that loops is reported, naming a position on the cycle:
///
/// ```
/// use grundy::core::memo::{Memo, MemoError, Options};
/// let mut memo = Memo::new(|&x: &u8, options: &mut Options<u8>| options.push((x + 1) % 3));
/// assert!(matches!(memo.value(&0), Err(MemoError::Cycle(_))));
/// ```
pub struct Memo<P, R> {
    rule: R,
    /// Every position seen: finished, or open (on the path from the start, its frame on the
    /// stack).
    table: Table<P>,
    stack: Vec<Frame<P>>,
    /// The options of the open frames, each frame's after those of the frames below it.
    options: Vec<P>,
    /// The values of 64 or more of the options the open frames have looked at.
    large: Vec<u32>,
    /// Where the options of the open frames continue into a sum's next part (see
    /// [`Options::push_sum`]), ascending.
    joins: Vec<usize>,
    mex: Mex,
}

impl<P: Hash + Eq + Clone, R: Rule<P>> Memo<P, R> {
    /// A memo of the game whose options `rule` lists: `rule(p, options)` pushes every
    /// position one move away from `p` (in any order, repeats allowed). Nothing is computed
    /// until a value is asked for.
    ///
    /// O(1).
    pub fn new(rule: R) -> Self {
        Memo {
            rule,
            table: Table {
                known: FastMap::default(),
                open: FastMap::default(),
                boxed: None,
                in_box: 0,
            },
            stack: Vec::new(),
            options: Vec::new(),
            large: Vec::new(),
            joins: Vec::new(),
            mex: Mex::new(),
        }
    }

    /// [`new`](Self::new), with room for `positions` positions made at once (with
    /// `try_reserve`): when the number of positions is known, the map never grows and
    /// rehashes while the search runs.
    ///
    /// O(positions) time and memory.
    pub fn with_room_for(rule: R, positions: usize) -> Result<Self, NoMemory> {
        let mut memo = Self::new(rule);
        memo.table
            .known
            .try_reserve(positions)
            .map_err(|_| out_of_memory())?;
        Ok(memo)
    }

    /// [`new`](Self::new), with the positions inside `bounds` (each component below its
    /// bound: `(1001, 1001)` for two piles of at most 1000) kept in an array of `u32`, made at
    /// once with `try_reserve`: no hashing, and neighbouring positions side by side in memory.
    /// Positions outside the bounds still go to the hash map. `Err` if the array does not fit.
    ///
    /// O(volume of the box) time and `4 · volume` bytes.
    ///
    /// ```
    /// use grundy::core::memo::{Memo, Options};
    /// let rule = |&(a, b): &(u32, u32), o: &mut Options<(u32, u32)>| {
    ///     for t in 1..=a.min(b) {
    ///         o.push((a - t, b - t)); // take the same number from both piles
    ///     }
    ///     for t in 1..=a {
    ///         o.push((a - t, b));
    ///     }
    /// };
    /// let mut memo = Memo::in_box(rule, (101, 101)).unwrap();
    /// assert!(!memo.value(&(0, 7)).unwrap().normal_wins()); // no move from pile a
    /// assert!(memo.value(&(100, 100)).unwrap().normal_wins());
    /// assert!(memo.value(&(200, 3)).unwrap().normal_wins()); // outside the box: hashed
    /// ```
    pub fn in_box(rule: R, bounds: P) -> Result<Self, NoMemory>
    where
        P: Boxed,
    {
        let volume = P::volume(&bounds).ok_or(NoMemory)?;
        let mut memo = Self::new(rule);
        memo.table.boxed = Some(InBox {
            bounds,
            index: P::index_in,
            values: filled(volume, EMPTY)?,
        });
        Ok(memo)
    }

    /// The value of `start`, computing it and every unknown position reachable from it: its
    /// SG value [`Value::sg`] (xor it with the other components' for a sum), and
    /// [`Value::normal_wins`] and [`Value::misere_wins`] for the position alone.
    ///
    /// O(V + E) hash-map operations and rule calls for the V positions and E moves not known
    /// before, O(1) for a known position; memory O(V) in the map, plus the longest path of
    /// open positions and their options while it runs.
    ///
    /// Errors: [`MemoError::Cycle`] when play from `start` can loop (a position on the
    /// cycle is named), [`MemoError::NoMemory`] when memory runs out. Either way the
    /// positions finished before stay known and the memo can be asked again.
    pub fn value(&mut self, start: &P) -> Result<Value, MemoError<P>> {
        if let Some(known) = self.cached(start) {
            return Ok(known);
        }
        let result = self.search(start);
        if result.is_err() {
            // The open positions are half done: forget them, keep the finished ones.
            for frame in self.stack.drain(..) {
                let _cannot_fail = self.table.mark(frame.position, EMPTY);
            }
            self.options.clear();
            self.large.clear();
            self.joins.clear();
        }
        result
    }

    /// The depth-first walk from `start`, which is not known (see the module documentation).
    fn search(&mut self, start: &P) -> Result<Value, MemoError<P>> {
        self.open(start.clone())?;
        loop {
            // The top frame's options, in order, until one is not known yet.
            let Memo {
                table,
                stack,
                options,
                large,
                joins,
                ..
            } = self;
            let Some(top) = stack.last_mut() else {
                unreachable!("the start's frame closes last, returning")
            };
            while let Some(option) = options.get(top.next).filter(|_| top.next < top.end) {
                match table.state(option) {
                    State::Known(value) => top.take(value, large, joins)?,
                    State::Open => return Err(MemoError::Cycle(option.clone())),
                    State::New => break,
                }
            }
            if top.next < top.end {
                let option = options[top.next].clone();
                self.open(option)?;
                continue;
            }
            // Every option of the top frame is known: close it.
            let Some(frame) = self.stack.pop() else {
                unreachable!("the top frame exists")
            };
            let value = Value {
                sg: frame.mex(&self.large, &mut self.mex),
                misere_wins: frame.misere,
            };
            self.large.truncate(frame.large_from);
            self.options.truncate(frame.start);
            // The frame's joins are the entries from its first option on (`joins` is sorted).
            self.joins
                .truncate(self.joins.partition_point(|&j| j < frame.start));
            self.table.finish(frame.position, value)?;
            // Hand the value to the frame below, whose next option this position was.
            match self.stack.last_mut() {
                Some(below) => below.take(value, &mut self.large, &self.joins)?,
                None => return Ok(value),
            }
        }
    }

    /// Marks `position` open and pushes its frame, its options listed in the arena.
    fn open(&mut self, position: P) -> Result<(), MemoError<P>> {
        reserve(&mut self.stack, 1)?;
        let start = self.options.len();
        list_options(
            &mut self.rule,
            &position,
            &mut self.options,
            &mut self.joins,
        )?;
        let end = self.options.len();
        self.table.mark(position.clone(), OPEN)?;
        self.stack.push(Frame {
            position,
            next: start,
            end,
            small: 0,
            large_from: self.large.len(),
            misere: Some(start == end),
            start,
            sum: 0,
        });
        Ok(())
    }

    /// The value of `position` if it is known already (nothing is computed).
    ///
    /// O(1) expected: one hash-map lookup.
    pub fn cached(&self, position: &P) -> Option<Value> {
        match self.table.state(position) {
            State::Known(value) => Some(value),
            _ => None,
        }
    }

    /// The first option of `position`, in the order the rule lists them, whose value
    /// satisfies `wanted`, computing values as needed: `|v| v.sg == 0` gives a winning move
    /// of the game alone, `|v| v.sg == t` a move to value `t` in a sum,
    /// `|v| v.misere_wins == Some(false)` a winning move in misère play. `None` if no option
    /// does; an option that is a sum of positions is skipped ([`move_with`](Self::move_with)
    /// gives those).
    ///
    /// O(options of `position`) lookups, plus the search [`value`](Self::value) makes for
    /// options not yet known. Errors as [`value`](Self::value).
    pub fn option_with(
        &mut self,
        position: &P,
        wanted: impl Fn(Value) -> bool,
    ) -> Result<Option<P>, MemoError<P>> {
        Ok(self.move_with(position, wanted)?.and_then(|mut parts| {
            if parts.len() == 1 {
                parts.pop()
            } else {
                None
            }
        }))
    }

    /// The first option of `position` whose value satisfies `wanted`, as its parts: one
    /// position, or the parts of a sum ([`Options::push_sum`]), whose value is the xor of
    /// theirs and whose misère outcome is `None`. As [`option_with`](Self::option_with)
    /// otherwise.
    ///
    /// O(options and parts of `position`) lookups, plus the search for those not yet known.
    pub fn move_with(
        &mut self,
        position: &P,
        wanted: impl Fn(Value) -> bool,
    ) -> Result<Option<Vec<P>>, MemoError<P>> {
        let (mut options, mut joins) = (Vec::new(), Vec::new());
        list_options(&mut self.rule, position, &mut options, &mut joins)?;
        let mut at = 0;
        let mut join = 0;
        while at < options.len() {
            // The option is options[at..=last]: its parts run while joins says so.
            let mut last = at;
            while joins.get(join) == Some(&last) {
                join += 1;
                last += 1;
            }
            let mut value = Value {
                sg: 0,
                misere_wins: None,
            };
            for part in &options[at..=last] {
                let v = self.value(part)?;
                value.sg ^= v.sg;
                value.misere_wins = v.misere_wins;
            }
            if last > at {
                value.misere_wins = None;
            }
            if wanted(value) {
                return Ok(Some(options.drain(at..=last).collect()));
            }
            at = last + 1;
        }
        Ok(None)
    }

    /// How many positions are known.
    ///
    /// O(1).
    pub fn known_positions(&self) -> usize {
        self.table.finished()
    }
}

/// The positions reachable from a start, numbered, and the moves between them as a graph:
/// what a game that may loop needs before [`games::loopy`](crate::games::loopy) decides it.
#[derive(Clone, Debug)]
pub struct Explored<P> {
    /// The positions, by number; the start is 0.
    pub positions: Vec<P>,
    /// The moves: an edge from vertex `i` to vertex `j` for each time the rule lists
    /// `positions[j]` as an option of `positions[i]` (a repeat is a second, harmless edge).
    pub graph: Digraph,
    index: FastMap<P, u32>,
}

impl<P: Hash + Eq> Explored<P> {
    /// The number of `position`, if it was reached.
    ///
    /// O(1) expected: one hash-map lookup.
    pub fn id(&self, position: &P) -> Option<u32> {
        self.index.get(position).copied()
    }
}

/// Every position reachable from `start` under `rule` (as for [`Memo::new`]), numbered in
/// breadth-first order, and the graph of their moves. Cycles are allowed: this is how a game
/// with draws over any position type reaches [`games::loopy`](crate::games::loopy).
///
/// O(V + E) hash-map operations and rule calls; memory O(V + E), each position held twice
/// (in the list and in the index). Errors: [`MemoError::NoMemory`] (also for more than
/// `u32::MAX` positions), and [`MemoError::Sum`] at a position with a move that leaves a sum
/// ([`Options::push_sum`]): the graph has one successor per move.
///
/// # Example
/// A token on a ring of 5 cells moves 1 or 2 cells clockwise, but never onto cell 0; whoever
/// cannot move loses. Play can go round forever:
///
/// ```
/// use grundy::core::memo::{explore, Options};
/// use grundy::games::loopy::{retrograde, Outcome};
/// let seen = explore(3u8, |&cell: &u8, options: &mut Options<u8>| {
///     for step in 1..=2 {
///         let to = (cell + step) % 5;
///         if to != 0 {
///             options.push(to);
///         }
///     }
/// })
/// .unwrap();
/// let solved = retrograde(&seen.graph).unwrap();
/// assert_eq!(seen.positions.len(), 4); // cells 3, 4, 1, 2
/// assert_eq!(solved.outcome(seen.id(&3).unwrap()), Outcome::Draw);
/// ```
pub fn explore<P, R>(start: P, mut rule: R) -> Result<Explored<P>, MemoError<P>>
where
    P: Hash + Eq + Clone,
    R: Rule<P>,
{
    let mut index: FastMap<P, u32> = FastMap::default();
    let mut positions = Vec::new();
    let mut graph = Digraph::new();
    let mut options = Vec::new();
    index.try_reserve(1).map_err(|_| out_of_memory())?;
    index.insert(start.clone(), 0);
    reserve(&mut positions, 1)?;
    positions.push(start);
    let mut next = 0;
    let mut joins = Vec::new();
    while next < positions.len() {
        options.clear();
        list_options(&mut rule, &positions[next], &mut options, &mut joins)?;
        if !joins.is_empty() {
            return Err(MemoError::Sum(positions[next].clone()));
        }
        graph.open_vertex()?;
        for option in options.drain(..) {
            let id = match index.get(&option) {
                Some(&id) => id,
                None => {
                    let id = u32::try_from(positions.len()).map_err(|_| MemoError::NoMemory)?;
                    index.try_reserve(1).map_err(|_| out_of_memory())?;
                    reserve(&mut positions, 1)?;
                    index.insert(option.clone(), id);
                    positions.push(option);
                    id
                }
            };
            graph.push_successor(id)?;
        }
        next += 1;
    }
    Ok(Explored {
        positions,
        graph,
        index,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction of 1 or 2 from a heap: values x mod 3; misère: lost iff x mod 3 == 1.
    fn heaps() -> Memo<u32, impl Rule<u32>> {
        Memo::new(|&x: &u32, o: &mut Options<u32>| {
            for t in 1..=2 {
                if t <= x {
                    o.push(x - t);
                }
            }
        })
    }

    #[test]
    fn values_and_misere_outcomes_of_a_subtraction_game() {
        let mut memo = heaps();
        for x in (0..60).rev() {
            let v = memo.value(&x).unwrap();
            assert_eq!(v.sg, x % 3, "{x}");
            assert_eq!(v.misere_wins, Some(x % 3 != 1), "{x}");
        }
        assert_eq!(memo.known_positions(), 60);
        assert_eq!(memo.option_with(&7, |v| v.sg == 0).unwrap(), Some(6));
        assert_eq!(memo.option_with(&6, |v| v.sg == 0).unwrap(), None);
    }

    #[test]
    fn a_chain_of_a_million_needs_no_deep_stack() {
        let mut memo = heaps();
        assert_eq!(memo.value(&1_000_000).unwrap().sg, 1_000_000 % 3);
        assert_eq!(memo.known_positions(), 1_000_001);
    }

    #[test]
    fn a_cycle_is_named_and_the_memo_stays_usable() {
        // 0 -> 1 -> 2 -> 1: a cycle through 1 and 2; 5 -> 4 -> 3 (no move) is fine.
        let mut memo = Memo::new(|&x: &u32, o: &mut Options<u32>| match x {
            0 => o.push(1),
            1 => o.push(2),
            2 => {
                o.push(1);
                o.push(3);
            }
            4 | 5 => o.push(x - 1),
            _ => {}
        });
        let e = memo.value(&0).unwrap_err();
        assert!(
            matches!(e, MemoError::Cycle(1) | MemoError::Cycle(2)),
            "{e:?}"
        );
        assert_eq!(memo.value(&5).unwrap().sg, 0);
        assert_eq!(memo.cached(&4).unwrap().sg, 1);
        assert!(memo.cached(&1).is_none());
        assert!(memo.value(&1).is_err());
    }

    #[test]
    fn a_box_gives_the_map_s_values_inside_and_outside_it() {
        // Two piles: take 1 or 2 from one, or 1 from both.
        let rule = |&(a, b): &(u32, u32), o: &mut Options<(u32, u32)>| {
            for t in 1..=2 {
                if t <= a {
                    o.push((a - t, b));
                }
                if t <= b {
                    o.push((a, b - t));
                }
            }
            if a > 0 && b > 0 {
                o.push((a - 1, b - 1));
            }
        };
        let mut hashed = Memo::new(rule);
        let mut boxed = Memo::in_box(rule, (20, 15)).unwrap();
        for a in 0..30 {
            for b in 0..30 {
                let want = hashed.value(&(a, b)).unwrap();
                assert_eq!(boxed.value(&(a, b)).unwrap(), want, "({a}, {b})");
            }
        }
        assert_eq!(boxed.known_positions(), 900);
        assert_eq!(boxed.cached(&(3, 4)), hashed.cached(&(3, 4)));
        // Too big a box is an error, not an abort.
        assert!(Memo::in_box(rule, (u32::MAX, u32::MAX)).is_err());
    }

    #[test]
    fn a_cycle_in_a_box_is_named_and_forgotten() {
        let mut memo = Memo::in_box(
            |&x: &u32, o: &mut Options<u32>| match x {
                0 => o.push(1),
                1 => o.push(0),
                _ => o.push(x - 1),
            },
            10u32,
        )
        .unwrap();
        assert!(matches!(memo.value(&5), Err(MemoError::Cycle(_))));
        assert!(memo.cached(&5).is_none());
        assert!(matches!(memo.value(&3), Err(MemoError::Cycle(_))));
    }

    #[test]
    fn the_hasher_spreads_pairs_over_the_low_bits() {
        // Keys that differ only in high bits must not share their low hash bits.
        let hash = |a: u64, b: u64| {
            let mut h = FastHasher::default();
            (a, b).hash(&mut h);
            h.finish()
        };
        for shift in [0, 20, 40, 54] {
            let mut low: Vec<u64> = (0..1024).map(|i| hash(7, i << shift) & 1023).collect();
            low.sort_unstable();
            low.dedup();
            assert!(
                low.len() > 600,
                "{shift}: {} distinct buckets of 1024",
                low.len()
            );
            // And the top bits, which the map keeps as a tag, vary as well.
            let mut top: Vec<u64> = (0..1024).map(|i| hash(7, i << shift) >> 57).collect();
            top.sort_unstable();
            top.dedup();
            assert_eq!(top.len(), 128, "{shift}");
        }
        let mut h = FastHasher::default();
        h.write(&[1]);
        let mut g = FastHasher::default();
        g.write(&[1, 0]);
        assert_ne!(h.finish(), g.finish());
    }

    /// Intervals `[l, r)` of a line; a move picks one of `cuts` inside and leaves the two
    /// pieces beside it (AtCoder ABC206 F): by the memo with sums, and by a search over whole
    /// positions (sets of pieces, sorted) that knows no Sprague–Grundy theorem.
    #[test]
    fn a_sum_option_is_worth_the_xor_of_its_parts() {
        let cuts = [
            (1u8, 3u8),
            (2, 5),
            (4, 6),
            (0, 2),
            (5, 8),
            (3, 4),
            (6, 9),
            (1, 7),
        ];
        let mut memo = Memo::new(|&(l, r): &(u8, u8), o: &mut Options<(u8, u8)>| {
            for &(a, b) in &cuts {
                if l <= a && b <= r {
                    o.push_sum([(l, a), (b, r)]);
                }
            }
        });
        fn wins(
            pieces: Vec<(u8, u8)>,
            cuts: &[(u8, u8)],
            seen: &mut HashMap<Vec<(u8, u8)>, bool>,
        ) -> bool {
            if let Some(&w) = seen.get(&pieces) {
                return w;
            }
            let mut win = false;
            for i in 0..pieces.len() {
                let (l, r) = pieces[i];
                for &(a, b) in cuts {
                    if l <= a && b <= r {
                        let mut next = pieces.clone();
                        next.remove(i);
                        next.extend([(l, a), (b, r)]);
                        next.retain(|&(x, y)| x < y);
                        next.sort_unstable();
                        win |= !wins(next, cuts, seen);
                    }
                }
            }
            seen.insert(pieces, win);
            win
        }
        let mut seen = HashMap::new();
        for l in 0..10u8 {
            for r in l..10u8 {
                let v = memo.value(&(l, r)).unwrap();
                assert_eq!(
                    v.normal_wins(),
                    wins(vec![(l, r)], &cuts, &mut seen),
                    "[{l}, {r})"
                );
            }
        }
        // A position with a sum among its options has no misère outcome; one without has.
        assert_eq!(memo.value(&(0, 9)).unwrap().misere_wins, None);
        assert_eq!(memo.value(&(0, 1)).unwrap().misere_wins, Some(true));
        // A winning move is given as its parts; option_with skips sums.
        let to = memo.move_with(&(0, 9), |v| v.sg == 0).unwrap().unwrap();
        let after = to.iter().fold(0, |x, p| x ^ memo.value(p).unwrap().sg);
        assert!(memo.value(&(0, 9)).unwrap().sg == 0 || (to.len() == 2 && after == 0));
        assert_eq!(memo.option_with(&(0, 9), |_| true).unwrap(), None);
        // explore takes no sums.
        let e = explore(
            (0u8, 9u8),
            |&(l, r): &(u8, u8), o: &mut Options<(u8, u8)>| {
                if r > l + 1 {
                    o.push_sum([(l, l + 1), (l + 1, r)]);
                }
            },
        );
        assert!(matches!(e, Err(MemoError::Sum((0, 9)))));
    }

    #[test]
    fn explore_numbers_positions_breadth_first() {
        let seen = explore(4u32, |&x: &u32, o: &mut Options<u32>| {
            if x > 0 {
                o.push(x - 1);
                o.push(x - 1);
            }
        })
        .unwrap();
        assert_eq!(seen.positions, [4, 3, 2, 1, 0]);
        assert_eq!(seen.graph.successors(0), &[1, 1]);
        assert_eq!(seen.id(&0), Some(4));
        assert_eq!(seen.id(&9), None);
    }
}

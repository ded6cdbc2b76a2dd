//! Octal games (Guy's notation) and a fast SG table for them.
//!
//! A code `d0.d1d2d3…` says what removing `i` tokens from a heap may leave: digit `d_i` has bit
//! 1 if it may leave nothing (the heap was exactly `i`), bit 2 if it may leave one non-empty
//! heap, bit 4 if it may leave two non-empty heaps. The digit before the point is about
//! removing nothing, so only its bit 4 means a move: `d0 = 4` lets a heap be split in two
//! without removing anything (`4.07`); it is 0 or 4. `0.77` is Kayles, `0.07` Dawson's Kayles,
//! `0.137` Dawson's chess, `0.007` Treblecross. With `k` the position of the last digit, the
//! options of a heap `n` have values
//!
//! ```text
//! 0                        for d_i & 1, n = i,
//! G(n - i)                 for d_i & 2, n > i,
//! G(a) ^ G(n - i - a)      for d_i & 4, 1 <= a <= (n - i) / 2  (i = 0 too, for d0 = 4),
//! ```
//!
//! and [`OctalGame::option_values`] inserts them into the table engine's mex, as plain O(n) work per
//! heap.
//!
//! ## Rare and common values
//! The splits make the plain table O(n²). [`OctalSg`] uses the "sparse space" of the values
//! (Flammenkamp's rare and common values; the one-pass exclusion below is the one tczajka's
//! octal-games analyzer uses): pick a bit mask `M` and give each value the class `c(v)`, the
//! parity of the ones in `v & M`. The class is linear: `c(u ^ v) = c(u) ^ c(v)`. For many octal
//! games some mask gives almost every heap of one parity the same class, `t[0]` for even heaps
//! and `t[1]` for odd ones (for `0.127` the two differ, and taking the parity of the heap into
//! account keeps about 700 rare heaps in the first 10^5 where one class for all keeps over
//! 3000). Heaps whose value has the other class are *rare*, and kept in a list. A split of `m`
//! into two common parts has the class `e(m) = t[0] ^ t[m mod 2]` (the parts have equal parity
//! iff `m` is even); one with exactly one rare part has the other class. The classes are only
//! ever chosen so that a common heap's own class `t[n mod 2]` is not `e(n - i)` for any
//! splitting `i`: `t = [1, 1]` (then `e = 0`), or, when every splitting `i` has the same parity
//! `q`, `t = [1 - q, q]` (then `e(n - i) = n mod 2 ^ q`). Then for heap `n`:
//!
//! 1. every option value of heap `n`'s own class comes from a move that leaves one heap or from
//!    a split with a rare part, so marking those (O(#rare) pairs per splitting move) marks all
//!    of them exactly, and the smallest unmarked value of that class, the *candidate*, is
//!    exactly the smallest of its class that no option has;
//! 2. the values of the other class below the candidate that are still unmarked may come from
//!    two common parts: one pass over the splits `a + (m - a)`, `a = 1, 2, …`, clears each
//!    value it meets, and stops as soon as none is left. Then `G(n)` is the candidate; if the
//!    pass ends with some left, the smallest of them is `G(n)`, and heap `n` is rare.
//!
//! The mask never affects the values, only the time: with a bad mask the rare list is long and
//! the work approaches the plain O(n²). The mask and the classes are chosen from the values
//! computed plainly for the first heaps, and chosen again as the table doubles, by a
//! Walsh–Hadamard transform of the values' counts at even and odd heaps, which gives the rare
//! heaps of every mask at once. The values are kept in the narrowest of `u8`, `u16` and `u32`
//! that holds them all, the rare heaps as 64-bit heap numbers.

use crate::core::budget::{count_growth, out_of_memory, reserve, Budget, Exhausted, NoMemory};
use crate::core::mex::Mex;
use crate::core::period::{guy_smith, Cycle, GuySmith};
use crate::core::sum::HeapMove;
use crate::games::take_break::Code;

/// An octal game's digits `d_0` (0 or 4) and `d_1 … d_k`; or Grundy's game, which splits a
/// heap into two *unequal* heaps (not octal, but the same engine serves it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalGame {
    d0: u8,
    digits: Vec<u8>,
    /// Splits into two equal parts are not moves (Grundy's game).
    unequal: bool,
}

impl OctalGame {
    /// Parses a code such as `0.07`, `0.137` or `4.07`: exactly `0` or `4` before the point,
    /// digits 0–7 after it (any number of them), not all of them zero unless the code starts
    /// with 4 (a code with no move at all, such as `0.0`, is no game: every position would be
    /// lost).
    ///
    /// O(length of the code).
    pub fn parse(code: &str) -> Result<Self, String> {
        let code = Code::parse_octal(code)?;
        Ok(OctalGame {
            d0: code.d0(),
            digits: Vec::from(code.digits()),
            unequal: false,
        })
    }

    /// The game of an octal `code` (see [`Code::is_octal`]); `None` for a code with a move that
    /// leaves three heaps, which this engine does not compute.
    ///
    /// O(length of the code).
    pub fn of_code(code: &Code) -> Option<Self> {
        code.is_octal().then(|| OctalGame {
            d0: code.d0(),
            digits: Vec::from(code.digits()),
            unequal: false,
        })
    }

    /// Grundy's game: a move splits one heap into two non-empty heaps of different sizes.
    /// Whether its values are eventually periodic is an open problem; the Guy–Smith theorem
    /// does not apply to it, so no period is ever claimed.
    ///
    /// O(1).
    pub fn grundys_game() -> Self {
        OctalGame {
            d0: 4,
            digits: Vec::new(),
            unequal: true,
        }
    }

    /// Is this Grundy's game (splits into unequal parts only)?
    ///
    /// O(1).
    pub fn unequal_splits(&self) -> bool {
        self.unequal
    }

    /// The splits `a + (m - a)` of `m` that are moves: `1 <= a <= m / 2`, and `a < m - a`
    /// in Grundy's game.
    ///
    /// O(1).
    #[inline]
    pub fn split_parts(&self, m: usize) -> std::ops::RangeInclusive<usize> {
        let top = if self.unequal { (m - 1) / 2 } else { m / 2 };
        1..=top
    }

    /// `k`: the position of the last nonzero digit, the most tokens one move removes.
    ///
    /// O(1).
    pub fn most_removed(&self) -> usize {
        self.digits.len()
    }

    /// The code as written canonically: `d0`, the point and the digits (`grundys-game` for
    /// Grundy's game).
    ///
    /// O(number of digits).
    pub fn code(&self) -> String {
        if self.unequal {
            return "grundys-game".to_string();
        }
        let digits: String = self.digits.iter().map(|d| char::from(b'0' + d)).collect();
        format!("{}.{digits}", self.d0)
    }

    /// Can some move split a heap in two?
    ///
    /// O(number of digits).
    pub fn has_splits(&self) -> bool {
        self.d0 != 0 || self.digits.iter().any(|d| d & 4 != 0)
    }

    /// The digits with their removal counts: `(i, d_i)`, `d_0` first when it allows a move.
    ///
    /// O(1) per digit.
    pub fn moves(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        let d0 = (self.d0 != 0).then_some((0, self.d0));
        let rest = self.digits.iter().enumerate().map(|(at, &d)| (at + 1, d));
        d0.into_iter().chain(rest).filter(|&(_, d)| d != 0)
    }

    /// Inserts the values of the options of heap `n` that leave at most one heap: 0 where
    /// `d_i & 1` and `n = i`, `G(n - i)` where `d_i & 2` and `n > i`. Returns the moves tried.
    fn single_heap_options(&self, n: usize, sg: &[u32], options: &mut Mex) -> u64 {
        let mut steps = 0;
        for (i, d) in self.moves() {
            if d & 1 != 0 && n == i {
                options.insert(0);
            }
            if d & 2 != 0 && n > i {
                options.insert(sg[n - i]);
            }
            steps += 1;
        }
        steps
    }

    /// What is left to split after each splitting move from heap `n`: `m = n - i` for every
    /// `d_i & 4` with `m >= 2`, to be cut into `a + (m - a)` with both parts non-empty.
    fn split_remainders(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.moves()
            .filter(move |&(i, d)| d & 4 != 0 && n >= i + 2)
            .map(move |(i, _)| n - i)
    }

    /// Inserts the value of every option of heap `n = sg.len()` (the plain rule). Returns the
    /// number of options visited.
    ///
    /// O(k + n · s) for `k` digits of which `s` allow splits: `n / 2` splits for each split rule.
    pub fn option_values(&self, n: usize, sg: &[u32], options: &mut Mex) -> u64 {
        let mut steps = self.single_heap_options(n, sg, options);
        for m in self.split_remainders(n) {
            let parts = self.split_parts(m);
            steps += parts.clone().count() as u64;
            for a in parts {
                options.insert(sg[a] ^ sg[m - a]);
            }
        }
        steps
    }
}

/// The work an octal table may do by default: 4·10^9 options and pairs visited (about four
/// seconds on the project's machine for codes with no period in reach, such as `0.6`), and
/// 10^7 values.
pub const DEFAULT_BUDGET: Budget = Budget {
    steps: 4_000_000_000,
    values: 10_000_000,
};

/// Heaps computed by the plain rule before a mask is chosen.
const PLAIN_PREFIX: usize = 1024;

/// Masks are looked for among the values' low bits up to this many: the review's work is
/// O(2^bits · bits), so a game whose values pass 2^16 keeps its mask (the
/// review's four counts then take 2 MB).
const MASK_BITS: u32 = 16;

/// The class of `v` under `mask`: the parity of the ones in `v & mask`.
#[inline]
fn class(v: u32, mask: u32) -> u32 {
    (v & mask).count_ones() & 1
}

/// A width values are stored in: `u8` until a value passes 255, then `u16`, then `u32`. The
/// table is the engine's memory, one value per heap, so the narrowest type that holds them all
/// is what decides the bytes a value costs (1 for Grundy's game to 2^21, whose values stay
/// below 256; 2 for `0.6`).
pub(crate) trait Width: Copy + Eq + Default + 'static {
    /// How many values the width has (`2^8`, `2^16`), 0 for `u32`: a set of values indexed by
    /// a slice of this constant length needs no bounds checks.
    const SPAN: usize;
    fn get(self) -> u32;
    /// `v <= MAX` is the caller's to check.
    fn of(v: u32) -> Self;
}

impl Width for u8 {
    const SPAN: usize = 1 << 8;
    #[inline]
    fn get(self) -> u32 {
        u32::from(self)
    }
    #[inline]
    fn of(v: u32) -> Self {
        v as u8
    }
}

impl Width for u16 {
    const SPAN: usize = 1 << 16;
    #[inline]
    fn get(self) -> u32 {
        u32::from(self)
    }
    #[inline]
    fn of(v: u32) -> Self {
        v as u16
    }
}

impl Width for u32 {
    const SPAN: usize = 0;
    #[inline]
    fn get(self) -> u32 {
        self
    }
    #[inline]
    fn of(v: u32) -> Self {
        v
    }
}

/// The values `G(0), G(1), …` in the narrowest width that holds them.
#[derive(Clone, Debug)]
enum Store {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

/// A view of the computed values, whatever width they are stored in.
///
/// ```
/// use grundy::games::octal::{OctalGame, OctalSg};
/// use grundy::core::budget::Budget;
/// let mut kayles = OctalSg::new(OctalGame::parse("0.77").unwrap());
/// kayles.extend_to(12, Budget::UNLIMITED).unwrap();
/// let values = kayles.values();
/// assert_eq!(values.len(), 12);
/// assert_eq!(values.get(11), Some(6));
/// assert_eq!(values.to_vec(), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// ```
#[derive(Clone, Copy, Debug)]
pub enum Values<'a> {
    /// Every value is below 256.
    U8(&'a [u8]),
    /// Every value is below 65 536.
    U16(&'a [u16]),
    /// Some value is 65 536 or more.
    U32(&'a [u32]),
}

impl<'a> Values<'a> {
    /// How many values.
    ///
    /// O(1).
    pub fn len(&self) -> usize {
        match self {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
            Values::U32(v) => v.len(),
        }
    }

    /// Whether there is none.
    ///
    /// O(1).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(i)`, or `None` past the values.
    ///
    /// O(1).
    #[inline]
    pub fn get(&self, i: usize) -> Option<u32> {
        match self {
            Values::U8(v) => v.get(i).map(|&x| u32::from(x)),
            Values::U16(v) => v.get(i).map(|&x| u32::from(x)),
            Values::U32(v) => v.get(i).copied(),
        }
    }

    /// The values `range`, as a view of the same width; `None` if it runs past them.
    ///
    /// O(1).
    pub fn slice(&self, range: std::ops::Range<usize>) -> Option<Values<'a>> {
        Some(match self {
            Values::U8(v) => Values::U8(v.get(range)?),
            Values::U16(v) => Values::U16(v.get(range)?),
            Values::U32(v) => Values::U32(v.get(range)?),
        })
    }

    /// Each value in turn.
    ///
    /// O(1) per value.
    pub fn iter(&self) -> impl Iterator<Item = u32> + 'a {
        let this = *self;
        (0..this.len()).map(move |i| this.get(i).unwrap_or(0))
    }

    /// A copy as `u32`s (4 bytes a value: for small tables and tests).
    ///
    /// O(len).
    pub fn to_vec(&self) -> Vec<u32> {
        self.iter().collect()
    }
}

impl Store {
    fn view(&self) -> Values<'_> {
        match self {
            Store::U8(v) => Values::U8(v),
            Store::U16(v) => Values::U16(v),
            Store::U32(v) => Values::U32(v),
        }
    }

    fn len(&self) -> usize {
        self.view().len()
    }

    /// Makes room for `more` values, exactly: a long run asks for its whole table once, and a
    /// value then costs its width, not the doubling's slack.
    fn reserve(&mut self, more: usize) -> Result<(), NoMemory> {
        match self {
            Store::U8(v) => reserve_exact(v, more),
            Store::U16(v) => reserve_exact(v, more),
            Store::U32(v) => reserve_exact(v, more),
        }
    }

    /// Appends `v`, moving to a wider type first if it needs one.
    fn push(&mut self, v: u32) -> Result<(), NoMemory> {
        match self {
            Store::U8(t) if v <= u8::MAX as u32 => t.push(v as u8),
            Store::U16(t) if v <= u16::MAX as u32 => t.push(v as u16),
            Store::U32(t) => t.push(v),
            _ => {
                *self = self.widened(v)?;
                return self.push(v);
            }
        }
        Ok(())
    }

    /// The same values in a type that holds `v`, with the same capacity.
    fn widened(&self, v: u32) -> Result<Store, NoMemory> {
        fn copy<T: Width>(from: Values<'_>, capacity: usize) -> Result<Vec<T>, NoMemory> {
            let mut to = Vec::new();
            reserve_exact(&mut to, capacity.max(from.len() + 1))?;
            to.extend(from.iter().map(T::of));
            Ok(to)
        }
        let from = self.view();
        Ok(match self {
            Store::U8(t) if v <= u16::MAX as u32 => Store::U16(copy(from, t.capacity())?),
            Store::U8(t) => Store::U32(copy(from, t.capacity())?),
            Store::U16(t) => Store::U32(copy(from, t.capacity())?),
            Store::U32(_) => self.clone(),
        })
    }
}

/// `reserve` for a run that knows how far it goes: exactly `more`, no slack.
fn reserve_exact<T>(v: &mut Vec<T>, more: usize) -> Result<(), NoMemory> {
    if v.capacity() - v.len() >= more {
        return Ok(());
    }
    let before = v.capacity();
    v.try_reserve_exact(more).map_err(|_| out_of_memory())?;
    count_growth((v.capacity() - before).saturating_mul(std::mem::size_of::<T>()))
}

/// The SG values of one octal game, computed with the rare/common split (see the module
/// documentation): the values in the narrowest width, the rare heaps as 64-bit heap numbers,
/// and a few bit sets of values, so a run costs the table and little more.
///
/// # Example
/// Kayles (`0.77`): the table grows until the Guy–Smith certificate proves its period, 12 from
/// heap 71, after which any heap is answered through it.
///
/// ```
/// use grundy::games::octal::{OctalGame, OctalSg, DEFAULT_BUDGET};
/// let mut kayles = OctalSg::new(OctalGame::parse("0.77").unwrap());
/// let cycle = kayles.extend_certified(10_000, DEFAULT_BUDGET).unwrap().expect("a period");
/// assert_eq!((cycle.preperiod, cycle.period), (71, 12));
/// assert_eq!(kayles.values().to_vec()[..8], [0, 1, 2, 3, 1, 4, 3, 2]);
/// assert_eq!(kayles.get(1_000_000_000_000_000_000), Some(1));
/// let m = kayles.move_to(7, 0).unwrap(); // knock down the middle pin: 3 + 3
/// assert_eq!((m.take, m.left), (1, [3, 3]));
/// ```
pub struct OctalSg {
    game: OctalGame,
    store: Store,
    work: Work,
    /// The period, once the Guy–Smith certificate proves one, with the certificate.
    proven: Option<GuySmith>,
}

/// What the engine keeps besides the values.
struct Work {
    /// The remainders `i` of the splitting moves (`d_i & 4`), and of the single-heap ones.
    splits: Vec<usize>,
    /// `(i, d_i)` for the moves that leave at most one heap.
    singles: Vec<(usize, u8)>,
    unequal: bool,
    /// The mask whose classes mark the rare heaps; 0 until one is chosen (the plain rule).
    mask: u32,
    /// The class of the common values of even heaps and of odd heaps.
    common: [u32; 2],
    /// The heaps `a >= 1` whose value is not of their parity's common class, ascending.
    rare: Vec<u64>,
    /// Every value so far is below `2^bits`, so every option's value is too.
    bits: u32,
    /// The largest value so far, and the first heap that has it.
    max_value: u32,
    max_at: u64,
    /// Over the values below `2^(bits + 1)` (and as many as the width has): 1 where an option
    /// of this heap has the value, and each value's class.
    seen: Vec<u8>,
    class_of: Vec<u8>,
    /// Where missing values are looked for first (see [`Probes`]).
    probes: Probes,
    /// Whether to probe (see [`Chooser`]).
    chooser: Chooser,
    /// When to look at the mask again.
    next_review: usize,
    steps: u64,
}

impl OctalSg {
    /// The table of `game`, empty so far.
    ///
    /// O(number of digits).
    pub fn new(game: OctalGame) -> Self {
        let splits = game
            .moves()
            .filter(|&(_, d)| d & 4 != 0)
            .map(|(i, _)| i)
            .collect();
        let singles = game.moves().filter(|&(_, d)| d & 3 != 0).collect();
        let unequal = game.unequal;
        let mut work = Work {
            splits,
            singles,
            unequal,
            mask: 0,
            common: [0; 2],
            rare: Vec::new(),
            bits: 0,
            max_value: 0,
            max_at: 0,
            seen: Vec::new(),
            class_of: Vec::new(),
            probes: Probes::default(),
            chooser: Chooser::default(),
            next_review: PLAIN_PREFIX,
            steps: 0,
        };
        work.resize_sets(u8::SPAN);
        OctalSg {
            game,
            store: Store::U8(Vec::new()),
            work,
            proven: None,
        }
    }

    /// The game.
    ///
    /// O(1).
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// `G(0), G(1), …` so far.
    ///
    /// O(1).
    pub fn values(&self) -> Values<'_> {
        self.store.view()
    }

    /// How many values are computed.
    ///
    /// O(1).
    pub fn len(&self) -> usize {
        self.store.len()
    }

    /// Whether no value is computed yet.
    ///
    /// O(1).
    pub fn is_empty(&self) -> bool {
        self.values().is_empty()
    }

    /// Options and pairs visited so far.
    ///
    /// O(1).
    pub fn steps(&self) -> u64 {
        self.work.steps
    }

    /// The heaps currently listed as rare.
    ///
    /// O(1).
    pub fn rare_count(&self) -> usize {
        self.work.rare.len()
    }

    /// The fewest rare heaps any mask and allowed common classes make among heaps `1..len`,
    /// and that mask: the count tczajka's octal-games analyzer reports (its heap 0 left out),
    /// which the engine's own list, chosen as the table doubled, may exceed. `(0, 0)` for a
    /// game that never splits; the engine's list when the values pass `2^16`.
    ///
    /// O(len + 2^b · b) for values below `2^b`.
    pub fn least_rare(&self) -> (usize, u32) {
        let work = &self.work;
        if work.splits.is_empty() {
            return (0, 0);
        }
        if work.bits > MASK_BITS {
            return (work.rare.len(), work.mask);
        }
        let (counts, totals) = match &self.store {
            Store::U8(g) => class_counts(g, work.bits, 0),
            Store::U16(g) => class_counts(g, work.bits, 0),
            Store::U32(g) => class_counts(g, work.bits, 0),
        };
        let classes = common_classes(&work.splits);
        let best = (1..1usize << work.bits)
            .flat_map(|mask| classes.iter().map(move |&t| (mask, t)))
            .map(|(mask, t)| (rare_under(&counts[0], totals[0], mask, t), mask))
            .min();
        best.map_or((0, 0), |(count, mask)| (count as usize, mask as u32))
    }

    /// The largest value so far and the first heap that has it (`(0, 0)` when empty).
    ///
    /// O(1).
    pub fn max_value(&self) -> (u32, u64) {
        (self.work.max_value, self.work.max_at)
    }

    /// Bytes a value costs in the table: 1, 2 or 4, the narrowest width holding every value.
    ///
    /// O(1).
    pub fn value_bytes(&self) -> usize {
        match self.store {
            Store::U8(_) => 1,
            Store::U16(_) => 2,
            Store::U32(_) => 4,
        }
    }

    /// `G(h)` for any `h`: stored values directly, larger heaps through the certified period.
    ///
    /// O(1).
    pub fn get(&self, h: u64) -> Option<u32> {
        if self.is_empty() {
            return None;
        }
        let values = self.values();
        let stored = usize::try_from(h).ok().and_then(|i| values.get(i));
        match (stored, self.cycle()) {
            (Some(v), _) => Some(v),
            (None, Some(c)) => values.get(c.reduce(h)),
            (None, None) => None,
        }
    }

    /// A move of heap `h` to value `target`, found among its real options (takes, and
    /// splits with both parts); `None` if no option has that value. Heaps and parts past the
    /// table go through the period. With a period from `n0`, a split whose smaller part is past
    /// `n0 + p` has the value of the split with that part reduced by multiples of `p`, so the
    /// smaller parts are searched only over the computed range (at least `2·n0 + 2p` values).
    ///
    /// O(digits · computed values) at worst (the splits of the heap).
    pub fn move_to(&self, h: u64, target: u32) -> Option<HeapMove> {
        let is = |x: u64| self.get(x) == Some(target);
        for (i, digit) in self.game.moves() {
            let i = i as u64;
            if i > h {
                continue;
            }
            if digit & 1 != 0 && h == i && target == 0 {
                return Some(HeapMove::take(h, h));
            }
            if digit & 2 != 0 && h > i && is(h - i) {
                return Some(HeapMove::take(h, i));
            }
            if digit & 4 != 0 && h >= i + 2 {
                let m = h - i;
                let reach = self.len() as u64;
                let top = if self.game.unequal {
                    (m - 1) / 2
                } else {
                    m / 2
                };
                for a in (1..=top).take_while(|&a| a <= reach) {
                    let (va, vb) = (self.get(a)?, self.get(m - a)?);
                    if va ^ vb == target {
                        return Some(HeapMove {
                            take: i,
                            left: [a, m - a],
                        });
                    }
                }
            }
        }
        None
    }

    /// The certified period, if one was proven.
    ///
    /// O(1).
    pub fn cycle(&self) -> Option<Cycle> {
        self.proven.map(|proof| proof.cycle)
    }

    /// The certified period with its Guy–Smith certificate (what the tools print), if
    /// [`extend_certified`](Self::extend_certified) proved one.
    ///
    /// O(1).
    pub fn certificate(&self) -> Option<GuySmith> {
        self.proven
    }

    /// Computes values until the Guy–Smith certificate proves a period or `len` values are
    /// known. The certificate is checked each time the table has grown by a quarter (from 64
    /// values), so a game whose period shows early costs little. Out of budget, it still checks
    /// what was computed; `Err` only if that proves nothing.
    ///
    /// As [`extend_to`](Self::extend_to), plus a [`guy_smith`] check each time the table has grown
    /// by a quarter.
    pub fn extend_certified(
        &mut self,
        len: usize,
        budget: Budget,
    ) -> Result<Option<Cycle>, Exhausted> {
        if self.game.unequal {
            // No certificate exists for Grundy's game: just the values.
            return self.extend_to(len, budget).map(|()| None);
        }
        let mut target = (self.len() + self.len() / 4 + 1).max(64).min(len);
        while self.proven.is_none() {
            let grown = self.extend_to(target, budget);
            self.proven = self.certify();
            match grown {
                Err(e) if self.proven.is_none() => return Err(e),
                _ if target >= len => break,
                _ => target = (target + target / 4 + 1).min(len),
            }
        }
        Ok(self.cycle())
    }

    /// The Guy–Smith certificate on the values computed so far (`None` for Grundy's game, which
    /// has none).
    ///
    /// As [`guy_smith`].
    pub fn certify(&self) -> Option<GuySmith> {
        if self.game.unequal || self.is_empty() {
            return None;
        }
        let k = self.game.most_removed();
        match self.values() {
            Values::U8(v) => guy_smith(v, k, 2),
            Values::U16(v) => guy_smith(v, k, 2),
            Values::U32(v) => guy_smith(v, k, 2),
        }
    }

    /// Computes values until `len` are known, within `budget` (steps are options and pairs
    /// visited). The table's memory for all `len` values is asked for first, exactly.
    ///
    /// O(options and pairs visited), counted as steps and bounded by `budget`: a few thousand
    /// per value for codes whose rare heaps stay few, O(n) per value at worst.
    pub fn extend_to(&mut self, len: usize, budget: Budget) -> Result<(), Exhausted> {
        let out_of_memory = |sg: &Self| Exhausted {
            values: sg.len(),
            steps: sg.work.steps,
            out_of_memory: true,
        };
        let wanted = len
            .saturating_sub(self.len())
            .min(budget.values.saturating_sub(self.len()));
        if self.store.reserve(wanted).is_err() {
            return Err(out_of_memory(self));
        }
        while self.len() < len {
            budget.allows(self.work.steps, self.len())?;
            let n = self.len();
            let v = match &self.store {
                Store::U8(g) => self.work.next(g),
                Store::U16(g) => self.work.next(g),
                Store::U32(g) => self.work.next(g),
            };
            if self.append(n, v).is_err() {
                return Err(out_of_memory(self));
            }
        }
        Ok(())
    }

    /// Makes room for the table to reach `len` values, exactly, at once: a research run that
    /// knows its length asks for it before its first value, and the table is never moved.
    ///
    /// O(1) (the memory is only reserved).
    pub fn reserve_values(&mut self, len: usize) -> Result<(), NoMemory> {
        self.store.reserve(len.saturating_sub(self.len()))
    }

    /// Appends `values`, the next values of this game as an earlier run of this engine
    /// computed them (a checkpoint read back), without computing them again, and adds `steps`
    /// to the work counted. The engine's own state (largest value, mask, rare list) is rebuilt
    /// from them exactly as a run computing them would have built it, so the values that
    /// follow are the same.
    ///
    /// The values are trusted: the caller vouches for them (a checkpoint's checksum); a wrong
    /// one makes every later value wrong.
    ///
    /// O(values) plus the mask reviews a run would have made.
    pub fn restore(&mut self, values: &[u32], steps: u64) -> Result<(), NoMemory> {
        for &v in values {
            self.append(self.len(), v)?;
        }
        self.work.steps = self.work.steps.saturating_add(steps);
        Ok(())
    }

    /// Stores `v = G(n)` for `n = len()` and keeps the engine's state up to date.
    fn append(&mut self, n: usize, v: u32) -> Result<(), NoMemory> {
        self.store.push(v)?;
        self.work.noted(n, v)?;
        if self.len() >= self.work.next_review {
            let work = &mut self.work;
            match &self.store {
                Store::U8(g) => work.review(g),
                Store::U16(g) => work.review(g),
                Store::U32(g) => work.review(g),
            }?;
        }
        Ok(())
    }
}

impl Work {
    /// Sizes the sets for values below `2^(bits + 1)`, and at least `span`, and fills the
    /// classes.
    fn resize_sets(&mut self, span: usize) {
        let len = (1usize << (self.bits + 1)).max(span);
        self.seen = vec![0; len];
        self.class_of = (0..len).map(|v| class(v as u32, self.mask) as u8).collect();
    }

    /// Records heap `n >= 0` of value `v`: the largest value, the width of the sets, the rare
    /// list.
    fn noted(&mut self, n: usize, v: u32) -> Result<(), NoMemory> {
        if v > self.max_value {
            (self.max_value, self.max_at) = (v, n as u64);
        }
        if v.checked_shr(self.bits).unwrap_or(0) != 0 {
            self.bits = 32 - v.leading_zeros();
            self.resize_sets(self.seen.len());
        }
        if n > 0 {
            self.probes.note(n, v)?;
        }
        if n > 0 && self.mask != 0 && self.is_rare(n, v) {
            reserve(&mut self.rare, 1)?;
            self.rare.push(n as u64);
        }
        Ok(())
    }

    /// Is heap `a` with value `v` rare under the current mask?
    #[inline]
    fn is_rare(&self, a: usize, v: u32) -> bool {
        class(v, self.mask) != self.common[a & 1]
    }

    /// `G(n)` for `n = g.len()`.
    fn next<T: Width>(&mut self, g: &[T]) -> u32 {
        if self.seen.len() < T::SPAN {
            self.resize_sets(T::SPAN);
        }
        let limit = 1usize << (self.bits + 1);
        let parts = Parts {
            splits: &self.splits,
            singles: &self.singles,
            unequal: self.unequal,
            probes: &self.probes,
            probing: self.chooser.probing(),
            rare: if self.mask == 0 {
                None
            } else {
                Some(&self.rare)
            },
            common: self.common,
        };
        let mut cost = Cost::default();
        let v = if T::SPAN > 0 {
            // A constant length: the values of width T index it unchecked.
            let (seen, class_of) = (&mut self.seen[..T::SPAN], &self.class_of[..T::SPAN]);
            Self::next_in(g, seen, class_of, limit.min(T::SPAN), parts, &mut cost)
        } else {
            let (seen, class_of) = (&mut self.seen[..limit], &self.class_of[..limit]);
            Self::next_in(g, seen, class_of, limit, parts, &mut cost)
        };
        self.steps += cost.steps;
        if cost.searched {
            self.chooser.record(cost.search);
        }
        v
    }

    /// `G(n)` for `n = g.len()`, the values below `limit` counted in `seen`.
    #[inline(always)]
    fn next_in<T: Width>(
        g: &[T],
        seen: &mut [u8],
        class_of: &[u8],
        limit: usize,
        parts: Parts<'_>,
        cost: &mut Cost,
    ) -> u32 {
        let steps = &mut cost.steps;
        let n = g.len();
        seen[..limit].fill(0);
        for &(i, d) in parts.singles {
            if d & 1 != 0 && n == i {
                seen[0] = 1;
            }
            if d & 2 != 0 && n > i {
                seen[g[n - i].get() as usize] = 1;
            }
        }
        *steps += parts.singles.len() as u64;
        let remainders = parts.splits.iter().filter(|&&i| n >= i + 2).map(|&i| n - i);
        let top = |m: usize| if parts.unequal { (m - 1) / 2 } else { m / 2 };
        let Some(rare) = parts.rare else {
            // The plain rule: every pair.
            for m in remainders {
                mark_pairs(g, m, top(m), seen);
                *steps += top(m) as u64;
            }
            return first_zero(&seen[..limit]);
        };
        // Every pair with a rare part: both orders come up, as `r` runs over all rare heaps
        // below `m`; Grundy's game drops the equal split.
        for m in remainders.clone() {
            let below = rare.partition_point(|&r| (r as usize) < m);
            for &r in &rare[..below] {
                let r = r as usize;
                if !(parts.unequal && 2 * r == m) {
                    seen[(g[r].get() ^ g[m - r].get()) as usize] = 1;
                }
            }
            *steps += below as u64;
        }
        // Every value of heap n's common class that an option has is now marked, so the
        // smallest unmarked one is the candidate; the values of the other class below it may
        // still come from two common parts: one pass over the pairs looks for all of them at
        // once, and stops when none is left.
        let own = parts.common[n & 1] as u8;
        let candidate = (0..limit)
            .find(|&v| seen[v] == 0 && class_of[v] == own)
            .unwrap_or(limit);
        seen[candidate.min(limit)..limit].fill(1);
        let mut missing = seen[..candidate.min(limit)]
            .iter()
            .filter(|&&s| s == 0)
            .count() as u32;
        cost.searched = missing > 0;
        // Probing mode, a few values missing: probe for each first (see `Probes`).
        if parts.probing && missing > 0 && missing <= PROBED_MISSING {
            for (v, mark) in seen[..candidate.min(limit)].iter_mut().enumerate() {
                if *mark == 0 {
                    let (found, visited) = parts.probes.find(g, remainders.clone(), top, v as u32);
                    *steps += visited;
                    cost.search += PROBE_WEIGHT * visited;
                    if found {
                        *mark = 1;
                        missing -= 1;
                    }
                }
            }
        }
        for m in remainders {
            if missing == 0 {
                break;
            }
            let (left, visited) = find_missing(g, m, top(m), seen, missing);
            *steps += visited;
            cost.search += visited;
            missing = left;
        }
        // Any left are not options: the smallest of them is the mex, and heap n is rare.
        if missing == 0 {
            candidate as u32
        } else {
            first_zero(&seen[..limit])
        }
    }

    /// Chooses the mask and common classes that leave the fewest recent heaps rare, if the
    /// game splits, and rebuilds the rare list when they change.
    fn review<T: Width>(&mut self, g: &[T]) -> Result<(), NoMemory> {
        self.next_review = g.len().saturating_mul(2);
        if self.splits.is_empty() || self.bits > MASK_BITS {
            return Ok(());
        }
        let bits = self.bits;
        let (counts, totals) = class_counts(g, bits, g.len() / 2);
        self.probes.choose_popular(g, g.len() / 2);
        let classes = common_classes(&self.splits);
        let rare = |which: usize, mask: usize, t: [u32; 2]| {
            rare_under(&counts[which], totals[which], mask, t)
        };
        // A mask's cost: the list it makes now, and what the next heaps add to it (as many as
        // there are heaps now, at the recent rate: twice the recent half's rare heaps).
        let cost = |mask: usize, t: [u32; 2]| rare(0, mask, t) + 2 * rare(1, mask, t);
        let best = (1..1usize << bits)
            .flat_map(|mask| classes.iter().map(move |&t| (mask, t)))
            .min_by_key(|&(mask, t)| cost(mask, t));
        self.steps += (classes.len() as u64) << (bits + 2);
        // Worth it while the rare heaps are at most a third, recently and in all: the rare
        // pairs then cost a third of the plain rule's or less.
        let worth = |which: usize, mask: usize, t: [u32; 2]| {
            rare(which, mask, t) * 3 <= totals[which][0] + totals[which][1]
        };
        let (mask, common) = match best {
            Some((mask, t)) if worth(0, mask, t) && worth(1, mask, t) => (mask as u32, t),
            _ => (0, [0; 2]),
        };
        if (mask, common) != (self.mask, self.common) {
            (self.mask, self.common) = (mask, common);
            self.resize_sets(self.seen.len());
            self.rare = Vec::new();
            if mask != 0 {
                for (a, &v) in g.iter().enumerate().skip(1) {
                    if self.is_rare(a, v.get()) {
                        reserve(&mut self.rare, 1)?;
                        self.rare.push(a as u64);
                    }
                }
            }
        }
        Ok(())
    }
}

/// What one heap's search cost.
#[derive(Default)]
struct Cost {
    /// Options and pairs visited, probes included.
    steps: u64,
    /// Whether values were missing after the rare pairs (a search ran).
    searched: bool,
    /// The search's cost: pairs of the pass, and probes at [`PROBE_WEIGHT`] each.
    search: u64,
}

/// A probe is a random access to the table; a pair of the pass, two sequential ones.
const PROBE_WEIGHT: u64 = 2;
/// The heaps the chooser looks at before it decides again, and how many of them try the
/// other way.
const CHOOSER_BLOCK: u32 = 4096;
const CHOOSER_TRIAL: u32 = 256;

/// Probes help some games and cost others: for `0.376` they cut the search to a quarter (some
/// values pair with few others, far along the pass), for `0.6` they add half (the pass meets
/// every missing value early). So the engine measures: in each block of [`CHOOSER_BLOCK`]
/// heaps that search, the first [`CHOOSER_TRIAL`] go the other way, and the way whose
/// searches cost less on average is kept for the next block. The cost is counted in pairs, not
/// time, so a run is the same whatever the machine does; the choice never changes a value.
#[derive(Default)]
struct Chooser {
    /// The way kept: probing or not.
    probe: bool,
    /// Searches in this block so far.
    seen: u32,
    /// Cost and searches of each way in this block: `[pass only, probes first]`.
    cost: [u64; 2],
    count: [u64; 2],
}

impl Chooser {
    /// Whether the next search probes.
    fn probing(&self) -> bool {
        if self.seen < CHOOSER_TRIAL {
            !self.probe
        } else {
            self.probe
        }
    }

    /// Records a search's cost, and decides at the end of a block.
    fn record(&mut self, cost: u64) {
        let way = usize::from(self.probing());
        self.cost[way] += cost;
        self.count[way] += 1;
        self.seen += 1;
        if self.seen == CHOOSER_BLOCK {
            let [pass, probes] = [0, 1].map(|w| self.cost[w] as f64 / self.count[w].max(1) as f64);
            if self.count.iter().all(|&c| c > 0) {
                self.probe = probes < pass;
            }
            *self = Chooser {
                probe: self.probe,
                ..Chooser::default()
            };
        }
    }
}

/// How many of the most frequent recent values the probes pair with.
const POPULAR: usize = 8;
/// How many heaps of each value are kept for the probes, the first ones.
const PROBED: usize = 8;
/// Probes are tried, in probing mode, when at most this many values are missing after the
/// rare pairs.
const PROBED_MISSING: u32 = 64;

/// A quicker search for a split `G(a) ^ G(m - a) = v` than the pass over `a = 1, 2, …`,
/// where a few values are far more frequent than the rest (for `0.376`, four values make up
/// 65% of the heaps): a pair with a frequent part `y` is likeliest, and its other part has the
/// value `v ^ y`, so for each popular `y` it tries the first heaps `a` of value `v ^ y`,
/// checking only the heap `m - a`. What it finds is a real option; what it does not, the pass
/// decides.
#[derive(Default)]
struct Probes {
    /// The most frequent values among the recent heaps, most frequent first.
    popular: Vec<u32>,
    /// `first[v]`: the first heaps `a >= 1` of value `v`, ascending, at most [`PROBED`].
    first: Vec<Vec<u64>>,
}

impl Probes {
    /// Notes heap `a >= 1` of value `v`.
    fn note(&mut self, a: usize, v: u32) -> Result<(), NoMemory> {
        let v = v as usize;
        if self.first.len() <= v {
            let more = v + 1 - self.first.len();
            reserve(&mut self.first, more)?;
            self.first.resize_with(v + 1, Vec::new);
        }
        if self.first[v].len() < PROBED {
            self.first[v].push(a as u64);
        }
        Ok(())
    }

    /// The [`POPULAR`] most frequent values of heaps `start..`.
    fn choose_popular<T: Width>(&mut self, g: &[T], start: usize) {
        let mut count = vec![0usize; self.first.len()];
        for &v in g.iter().skip(start.max(1)) {
            if let Some(c) = count.get_mut(v.get() as usize) {
                *c += 1;
            }
        }
        let mut by_count: Vec<u32> = (0..count.len() as u32).collect();
        by_count.sort_by_key(|&v| std::cmp::Reverse(count[v as usize]));
        by_count.truncate(POPULAR);
        self.popular = by_count;
    }

    /// Tries the probe pairs of each remainder for a split of value `v`; returns whether one
    /// was found and the pairs tried.
    fn find<T: Width>(
        &self,
        g: &[T],
        remainders: impl Iterator<Item = usize>,
        top: impl Fn(usize) -> usize,
        v: u32,
    ) -> (bool, u64) {
        let mut steps = 0;
        for m in remainders {
            let top = top(m);
            for &y in &self.popular {
                let heaps = self.first.get((v ^ y) as usize).map_or(&[][..], |h| &h[..]);
                for &a in heaps {
                    let a = a as usize;
                    if a > top {
                        break;
                    }
                    steps += 1;
                    if g[m - a].get() == y {
                        return (true, steps);
                    }
                }
            }
        }
        (false, steps)
    }
}

/// What the engine's step needs of the game and the classes.
#[derive(Clone, Copy)]
struct Parts<'a> {
    splits: &'a [usize],
    singles: &'a [(usize, u8)],
    unequal: bool,
    probes: &'a Probes,
    /// Whether to probe before the pass (see [`Chooser`]).
    probing: bool,
    /// The rare heaps, or `None` for the plain rule.
    rare: Option<&'a [u64]>,
    common: [u32; 2],
}

/// The common classes worth having: the mex of a common heap n should have the class that no
/// split of a remainder n - i into common parts gives, t[n mod 2] != e(n - i), or every heap
/// needs a long search. t = [1, 1] always qualifies (e = 0); with t[0] != t[1],
/// e(m) = m mod 2, and it takes every splitting i of one parity q, and t = [1 - q, q].
fn common_classes(splits: &[usize]) -> Vec<[u32; 2]> {
    let mut classes = vec![[1u32, 1]];
    if let Some(&first) = splits.first() {
        let q = first & 1;
        if splits.iter().all(|&i| i & 1 == q) {
            classes.push([1 - q as u32, q as u32]);
        }
    }
    classes
}

/// Counts of the values below `2^bits` at even and odd heaps `1..`, over all heaps (`[0]`) and
/// from `start` on (`[1]`), Walsh–Hadamard transformed: `H[mask]` is the heaps of class 0
/// minus those of class 1 under `mask`, for every mask at once. With the totals of each.
#[allow(clippy::type_complexity)]
fn class_counts<T: Width>(g: &[T], bits: u32, start: usize) -> ([[Vec<i64>; 2]; 2], [[i64; 2]; 2]) {
    let size = 1usize << bits;
    let mut counts = [
        [vec![0i64; size], vec![0i64; size]],
        [vec![0i64; size], vec![0i64; size]],
    ];
    for (n, &v) in g.iter().enumerate().skip(1) {
        let v = v.get() as usize;
        counts[0][n & 1][v] += 1;
        if n >= start {
            counts[1][n & 1][v] += 1;
        }
    }
    let mut totals = [[0i64; 2]; 2];
    for (which, c) in counts.iter().enumerate() {
        for p in 0..2 {
            totals[which][p] = c[p].iter().sum();
        }
    }
    for c in counts.iter_mut().flatten() {
        walsh_hadamard(c);
    }
    (counts, totals)
}

/// The heaps that `mask` and the classes `t` make rare, from [`class_counts`]: of parity p,
/// those of class `1 - t[p]`, which are `(N_p ± H_p[mask]) / 2`.
fn rare_under(counts: &[Vec<i64>; 2], totals: [i64; 2], mask: usize, t: [u32; 2]) -> i64 {
    (0..2)
        .map(|p| {
            let (h, n) = (counts[p][mask], totals[p]);
            if t[p] == 1 {
                (n + h) / 2
            } else {
                (n - h) / 2
            }
        })
        .sum()
}

/// The in-place Walsh–Hadamard transform of `a` (length a power of two).
fn walsh_hadamard(a: &mut [i64]) {
    let mut half = 1;
    while half < a.len() {
        for block in a.chunks_mut(2 * half) {
            let (lo, hi) = block.split_at_mut(half);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        half *= 2;
    }
}

/// The smallest value not marked in `seen` (its length if all are).
fn first_zero(seen: &[u8]) -> u32 {
    seen.iter().position(|&s| s == 0).unwrap_or(seen.len()) as u32
}

/// Marks `G(a) ^ G(m - a)` for `a = 1..=top`.
#[inline(always)]
fn mark_pairs<T: Width>(g: &[T], m: usize, top: usize, seen: &mut [u8]) {
    if top == 0 {
        return;
    }
    let (low, high) = (&g[1..=top], &g[m - top..m]);
    for j in 0..top {
        seen[(low[j].get() ^ high[top - 1 - j].get()) as usize] = 1;
    }
}

/// The engine's inner loop: runs over the splits `a + (m - a)`, `a = 1..=top`, marking each
/// value met in `seen`, in which `left` values are unmarked; stops when none is left. Returns
/// the values left and the pairs visited. A byte per value, not a bit: a store to the same
/// byte does not wait for the one before, and a hit is rare, so the loop is two loads, an
/// xor and a load of `seen` per pair.
#[inline(always)]
fn find_missing<T: Width>(
    g: &[T],
    m: usize,
    top: usize,
    seen: &mut [u8],
    mut left: u32,
) -> (u32, u64) {
    if top == 0 {
        return (left, 0);
    }
    let (low, high) = (&g[1..=top], &g[m - top..m]);
    for j in 0..top {
        let v = (low[j].get() ^ high[top - 1 - j].get()) as usize;
        if seen[v] == 0 {
            seen[v] = 1;
            left -= 1;
            if left == 0 {
                return (0, j as u64 + 1);
            }
        }
    }
    (left, top as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sg_table::table;

    fn plain(code: &str, len: usize) -> Vec<u32> {
        let game = OctalGame::parse(code).unwrap();
        table(len, |n, sg, o| {
            game.option_values(n, sg, o);
        })
    }

    fn fast(code: &str, len: usize) -> OctalSg {
        let mut g = OctalSg::new(OctalGame::parse(code).unwrap());
        g.extend_to(len, Budget::UNLIMITED).unwrap();
        g
    }

    #[test]
    fn parses_codes() {
        assert_eq!(OctalGame::parse("0.07").unwrap().code(), "0.07");
        for bad in [".07", ".4", "00.07", "04.07", "000.07", ".770"] {
            let e = OctalGame::parse(bad).unwrap_err();
            assert!(e.contains("expected 0 or 4 before the point"), "{bad}: {e}");
        }
        assert_eq!(OctalGame::parse("0.770").unwrap().code(), "0.77");
        assert!(OctalGame::parse("0.0")
            .unwrap_err()
            .contains("every position is lost"));
        assert_eq!(OctalGame::parse("0.137").unwrap().most_removed(), 3);
        assert!(OctalGame::parse("0.07").unwrap().has_splits());
        assert!(!OctalGame::parse("0.33").unwrap().has_splits());
        assert!(OctalGame::parse("0.08").unwrap_err().contains("'8'"));
        assert!(OctalGame::parse("0.000").unwrap_err().contains("no move"));
        assert!(OctalGame::parse("7").is_err());
        assert!(OctalGame::parse("1.07")
            .unwrap_err()
            .contains("0 or 4 before the point"));
        assert_eq!(OctalGame::parse("4.07").unwrap().code(), "4.07");
        assert_eq!(OctalGame::parse("4.").unwrap().code(), "4.");
        assert!(OctalGame::parse("4.0").unwrap().has_splits());
    }

    #[test]
    fn restored_values_continue_as_computed_ones() {
        // A run stopped at any length and restored from its values goes on to the same
        // values as one that never stopped: before the first mask review, just past one,
        // and far past it.
        for code in ["0.6", "0.106", "4.", "0.137"] {
            let whole = fast(code, 6000).values().to_vec();
            for stop in [0, 700, 1024, 1025, 2500] {
                let mut sg = OctalSg::new(OctalGame::parse(code).unwrap());
                sg.restore(&whole[..stop], 7).unwrap();
                sg.reserve_values(6000).unwrap();
                sg.extend_to(
                    6000,
                    Budget {
                        steps: u64::MAX,
                        values: usize::MAX,
                    },
                )
                .unwrap();
                assert_eq!(sg.values().to_vec(), whole, "{code} from {stop}");
                assert!(sg.steps() >= 7);
            }
        }
    }

    #[test]
    fn heaps_past_two_to_the_32_keep_their_numbers() {
        // The witness store and the rare list hold heaps as 64-bit numbers: a heap past 2^32
        // comes back whole, not truncated to its low 32 bits.
        let far = (1u64 << 33) + 5;
        let mut probes = Probes::default();
        probes.note(far as usize, 3).unwrap();
        assert_eq!(probes.first[3], [far]);
        let mut sg = fast("0.6", 3000);
        let mask = sg.work.mask;
        assert_ne!(mask, 0, "0.6 has a mask by 3000");
        let rare_value = (0..1u32 << sg.work.bits)
            .find(|&v| sg.work.is_rare(far as usize, v))
            .unwrap();
        sg.work.noted(far as usize, rare_value).unwrap();
        assert_eq!(sg.work.rare.last(), Some(&far));
    }

    #[test]
    fn known_first_values() {
        // Kayles: 0 1 2 3 1 4 3 2 1 4 2 6; Dawson's Kayles 0.07: 0 0 1 1 2 0 3 1 1 0 3 3.
        assert_eq!(plain("0.77", 12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert_eq!(plain("0.07", 12), vec![0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
        // 0.137 is Dawson's chess: G(n) = G_{0.07}(n + 1).
        assert_eq!(plain("0.137", 11), plain("0.07", 12)[1..].to_vec());
    }

    #[test]
    fn rare_list_gives_the_plain_values() {
        for code in [
            "0.77", "0.07", "0.137", "0.127", "0.177", "0.11377", "0.007", "0.6", "0.4", "0.33",
            "4.07", "4.77", "4.", "0.376", "0.354",
        ] {
            let g = fast(code, 6000);
            assert_eq!(g.values().to_vec(), plain(code, 6000), "{code}");
        }
        // Kayles' values quickly become all non-sparse under some mask: the list stays short.
        let kayles = fast("0.77", 6000);
        assert!(kayles.rare_count() < 100, "{}", kayles.rare_count());
    }

    #[test]
    fn guy_smith_needs_enough_data() {
        // 5 5 5, then 1 2 repeating: p = 2 from n0 = 3 needs N >= 2·3 + 4 + k.
        let mut v = vec![5, 5, 5];
        v.extend([1, 2].iter().cycle().take(20));
        assert_eq!(
            guy_smith(&v[..11], 1, 2).map(|p| p.cycle),
            Some(Cycle {
                preperiod: 3,
                period: 2,
                saltus: 0,
            })
        );
        assert_eq!(guy_smith(&v[..10], 1, 2).map(|p| p.cycle), None);
        assert_eq!(
            guy_smith(&v[..23], 3, 2).map(|p| p.cycle),
            Some(Cycle {
                preperiod: 3,
                period: 2,
                saltus: 0,
            })
        );
        assert_eq!(guy_smith::<u32>(&[], 1, 2).map(|p| p.cycle), None);
        assert_eq!(
            guy_smith(&[0, 0, 0, 0, 0, 0], 2, 2).map(|p| p.cycle),
            Some(Cycle {
                preperiod: 0,
                period: 1,
                saltus: 0,
            })
        );
        // Two zeros prove nothing: the code 4. has G = 0 0 1 0 1 …
        assert_eq!(guy_smith(&[0, 0], 0, 2).map(|p| p.cycle), None);
        assert_eq!(guy_smith(&[0, 0, 1, 0], 0, 2).map(|p| p.cycle), None);
        assert_eq!(
            guy_smith(&[0, 0, 1, 0, 1, 0], 0, 2).map(|p| p.cycle),
            Some(Cycle {
                preperiod: 1,
                period: 2,
                saltus: 0,
            })
        );
    }

    #[test]
    fn grundys_game_by_hand_and_fast() {
        // Grundy's game: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 (OEIS A002188).
        let plain = table(21, |n, sg, o| {
            OctalGame::grundys_game().option_values(n, sg, o);
        });
        assert_eq!(
            plain,
            vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
        let mut fast = OctalSg::new(OctalGame::grundys_game());
        assert_eq!(fast.extend_certified(6000, Budget::UNLIMITED), Ok(None));
        let plain = table(6000, |n, sg, o| {
            OctalGame::grundys_game().option_values(n, sg, o);
        });
        assert_eq!(fast.values().to_vec(), plain);
        assert!(fast.rare_count() < 6000 / 5, "{}", fast.rare_count());
    }

    #[test]
    fn every_width_gives_the_same_values() {
        // The engine's two paths (a constant-length set for u8 and u16, a checked one for
        // u32) on the same games: a table started wide must equal the narrow one.
        for code in ["0.6", "0.106", "0.127", "4.37", "0.14"] {
            let narrow = fast(code, 5000);
            assert_eq!(narrow.value_bytes(), 1, "{code}");
            for store in [Store::U16(Vec::new()), Store::U32(Vec::new())] {
                let mut wide = OctalSg::new(OctalGame::parse(code).unwrap());
                wide.store = store;
                wide.extend_to(5000, Budget::UNLIMITED).unwrap();
                assert_eq!(wide.values().to_vec(), narrow.values().to_vec(), "{code}");
            }
        }
        let mut grundy = OctalSg::new(OctalGame::grundys_game());
        grundy.store = Store::U32(Vec::new());
        grundy.extend_to(3000, Budget::UNLIMITED).unwrap();
        assert_eq!(grundy.values().to_vec(), fast_grundy(3000));
    }

    fn fast_grundy(len: usize) -> Vec<u32> {
        let mut g = OctalSg::new(OctalGame::grundys_game());
        g.extend_to(len, Budget::UNLIMITED).unwrap();
        g.values().to_vec()
    }

    #[test]
    fn the_store_widens_as_values_grow() {
        let mut store = Store::U8(Vec::new());
        for v in [0, 255, 256, 65_535, 65_536, 7] {
            store.push(v).unwrap();
        }
        assert!(matches!(store, Store::U32(_)));
        assert_eq!(store.view().to_vec(), [0, 255, 256, 65_535, 65_536, 7]);
        let mut store = Store::U8(vec![3]);
        store.push(300).unwrap();
        assert!(matches!(store, Store::U16(_)));
        assert_eq!(store.view().get(1), Some(300));
        assert_eq!(store.view().slice(0..1).map(|v| v.to_vec()), Some(vec![3]));
        assert!(store.view().slice(0..3).is_none());
    }

    #[test]
    fn budget_stops_the_work() {
        let mut g = OctalSg::new(OctalGame::parse("0.77").unwrap());
        assert_eq!(
            g.extend_to(
                100_000,
                Budget {
                    steps: 10_000,
                    values: usize::MAX
                }
            ),
            Err(Exhausted {
                values: g.len(),
                steps: g.steps(),
                out_of_memory: false
            })
        );
        assert!(g.len() < 1000);
    }
}

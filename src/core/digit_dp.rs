//! Counting numbers by their binary digits, the contest "digit DP": how many numbers up to a
//! bound a finite automaton reading their bits ends in each state ([`count_by_state`]), and
//! how many tuples of numbers, each in its own range and possibly a multiple of a small
//! number, have digits that a rule accepts place by place: a given xor, a given sum, both, or
//! a rule of the caller's ([`count_tuples`]).
//!
//! These are the counting half of game problems whose positions are numbers: "for how many
//! `x ≤ b` is the Grundy value `v`" when the value is read off the bits of `x`, then
//! [`xor_product_mod`](crate::core::gf2::xor_product_mod) to count the positions of several
//! piles with xor 0; "how many triples of multiples of `A_i` up to `N` xor to 0".
//!
//! ## One number, highest digit first
//! The numbers `x ≤ b` of `places` binary digits split by their longest common prefix with
//! `b`: either `x = b`, or `x` agrees with `b` above some place `i` where `b` has a 1 and `x`
//! a 0, and is free below. So the automaton runs on *one* tight path (the digits of `b`) and
//! on a table of counts for the free numbers: at each place every free state goes on with
//! both digits, and the tight path, where `b` has a 1, also hands its 0-branch to the free
//! table. The count of `low..=high` is the count up to `high` less the count up to `low - 1`.
//! O(places · (active states) · 2) reads; counts are exact (`u128`). A state from which only
//! the number of ones still to come matters ([`BitReader::counts_ones`]) leaves the table:
//! the numbers reaching it with `r` places left end `C(r, j)` of them `j` ones later, added at
//! the end (per state and `r`, O(r)).
//!
//! ## Tuples, lowest digit first
//! For a tuple `(x_0, …, x_{k-1})` the digits at place `i` form a mask `d` (bit `j` is
//! `x_j`'s digit). Reading places from the lowest up, each number keeps
//! * whether its digits so far exceed the same digits of `high` (`gt`): after place `i`,
//!   `gt' = d_j > h_i or (d_j = h_i and gt)`, and at the end `x_j ≤ high` iff not `gt`
//!   (the higher digits decide, a tie falls to the lower ones);
//! * likewise whether they fall below `low` (`lt`), kept only when `low > 0`;
//! * `x_j mod m` for `multiple_of = m`: adding the digit adds `d_j · (2^i mod m)`.
//!
//! and the rule keeps its own state, fed the whole mask: a xor target checks the parity of
//! the mask's ones against the target's digit; a sum target also keeps the carry (`s =
//! ones(d) + carry`, digit `s mod 2` must be the target's, carry `⌊s / 2⌋ < k`). A tuple is
//! counted in the rule's final state when every number ends with neither flag and remainder
//! 0. The states form a dense table (the numbers' parts as mixed-radix digits), so a place
//! costs O(states · 2^k) additions modulo the caller's modulus. Because the per-number parts
//! move independently of each other, the `2^k` successors of a state are found by doubling
//! (one addition each), not by `k` lookups each.

use crate::core::budget::{filled, NoMemory};
use crate::core::modular::PASCAL;

/// A finite-state reader of a number's binary digits, highest place first: what
/// [`count_by_state`] runs on every number at once.
///
/// # Example
/// A reader of the number of ones modulo 3 (states 0, 1, 2):
/// ```
/// use grundy::core::digit_dp::{count_by_state, BitReader};
/// struct OnesMod3;
/// impl BitReader for OnesMod3 {
///     fn states(&self) -> usize { 3 }
///     fn start(&self) -> usize { 0 }
///     fn read(&self, state: usize, _place: u32, bit: u32) -> Option<usize> {
///         Some((state + bit as usize) % 3)
///     }
/// }
/// // 0..=7: ones 0,1,1,2,1,2,2,3 → mod 3: two 0s, three 1s, three 2s.
/// assert_eq!(count_by_state(&OnesMod3, 0, 7, 3).unwrap(), [2, 3, 3]);
/// ```
pub trait BitReader {
    /// The number of states: states are `0..states()`.
    fn states(&self) -> usize;
    /// The state before any digit is read.
    fn start(&self) -> usize;
    /// The state after reading `bit` (0 or 1) at `place` (the digit worth `2^place`) from
    /// `state`; `None` drops the number (it is counted nowhere).
    fn read(&self, state: usize, place: u32, bit: u32) -> Option<usize>;
    /// Whether, from `state`, a 0 never changes the state and a 1 does the same thing at
    /// every place, so that where a number ends depends only on how many ones it has left:
    /// the counter then adds the `C(r, j)` numbers with `j` ones among the `r` places left
    /// to [`after_ones`](Self::after_ones)`(state, j)` at once, instead of reading them
    /// (a Grundy value read off the bits often ends this way). Default: never.
    fn counts_ones(&self, _state: usize) -> bool {
        false
    }
    /// The state after `ones` more ones from `state`, where [`counts_ones`](Self::counts_ones)
    /// holds. Default: `state`.
    fn after_ones(&self, state: usize, _ones: u32) -> usize {
        state
    }
}

/// A rule on the digits of a tuple, place by place from the lowest: what [`count_tuples`]
/// checks besides each number's range and multiple.
pub trait DigitRule {
    /// The number of states: states are `0..states()`.
    fn states(&self) -> usize;
    /// The state before any place.
    fn start(&self) -> usize;
    /// The state after the digits `digits` at `place` (bit `j` is number `j`'s digit worth
    /// `2^place`) from `state`; `None` drops the tuple.
    fn step(&self, state: usize, place: u32, digits: u32) -> Option<usize>;
}

/// Why a count could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountError {
    /// A range is empty (`low > high`), a bound does not fit in the places read (`high ≥
    /// 2^places`, or more than 64 places), or a tuple has no number or more than 16.
    Range,
    /// A multiple of 0, or a modulus outside `1..=2^63`.
    Modulus,
    /// The counter's table would hold more than [`MOST_STATES`] states (this many).
    TooManyStates(u128),
    /// A reader or rule returned a state past its `states()`.
    BadState(usize),
    /// The table needs more memory than is available.
    NoMemory,
}

impl std::fmt::Display for CountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CountError::Range => write!(
                f,
                "expected ranges low <= high < 2^places (places <= 64) and 1 to 16 numbers"
            ),
            CountError::Modulus => write!(
                f,
                "expected multiples of at least 1 and a modulus from 1 to 2^63"
            ),
            CountError::TooManyStates(n) => {
                write!(f, "expected at most 2^22 states, found {n}")
            }
            CountError::BadState(s) => write!(
                f,
                "a reader or rule returned the state {s}, past its states"
            ),
            CountError::NoMemory => write!(f, "the count needs more memory than is available"),
        }
    }
}

impl std::error::Error for CountError {}

impl From<NoMemory> for CountError {
    fn from(_: NoMemory) -> Self {
        CountError::NoMemory
    }
}

/// The most states a count keeps: 2^22 (two tables of 32 MiB at most).
pub const MOST_STATES: u128 = 1 << 22;

/// For each state of `reader`, how many `x` in `low..=high` it ends in, reading the digits of
/// `x` from place `places - 1` down to place 0 (numbers it drops are counted nowhere).
/// Errors: `low > high`, `high ≥ 2^places`, `places > 64`, more than 2^22 states, a state
/// out of range, no memory.
///
/// O(places · A) reads, `A` the states the free numbers reach at a place (at most
/// `states()`), twice when `low > 1`; `40 · states()` bytes. Exact: no count passes 2^64.
/// See the module documentation, and [`BitReader`] for an example; [`BitCounter`] counts
/// many ranges without allocating each time.
pub fn count_by_state<R: BitReader>(
    reader: &R,
    low: u64,
    high: u64,
    places: u32,
) -> Result<Vec<u128>, CountError> {
    let mut counter = BitCounter::new();
    let found = counter.count(reader, low, high, places)?;
    let mut counts = filled(reader.states(), 0u128)?;
    for &(state, c) in found {
        counts[state] = c;
    }
    Ok(counts)
}

/// The state `reader` ends in on `x`'s digits from `places - 1` down, or `None` if it drops
/// `x`.
fn walk<R: BitReader>(reader: &R, x: u64, places: u32) -> Result<Option<usize>, CountError> {
    let mut state = reader.start();
    for place in (0..places).rev() {
        match reader.read(state, place, (x >> place & 1) as u32) {
            Some(s) if s < reader.states() => state = s,
            Some(s) => return Err(CountError::BadState(s)),
            None => return Ok(None),
        }
    }
    Ok(Some(state))
}

/// [`count_by_state`] with its tables kept from one count to the next, for many counts in a
/// row (a pile at a time): after the first, a count allocates nothing unless a reader has
/// more states, and costs the states it reaches, never all of them. Its answer is the list of
/// states with a nonzero count.
///
/// # Example
/// ```
/// use grundy::core::digit_dp::{BitCounter, BitReader};
/// /// The last digit read.
/// struct Last;
/// impl BitReader for Last {
///     fn states(&self) -> usize { 2 }
///     fn start(&self) -> usize { 0 }
///     fn read(&self, _: usize, _: u32, bit: u32) -> Option<usize> { Some(bit as usize) }
/// }
/// let mut counter = BitCounter::new();
/// for high in [5u64, 6, 7] {
///     let mut found = counter.count(&Last, 0, high, 3).unwrap().to_vec();
///     found.sort();
///     // Evens and odds among 0..=high.
///     assert_eq!(found, [(0, high as u128 / 2 + 1), (1, (high as u128 + 1) / 2)]);
/// }
/// ```
#[derive(Clone, Debug, Default)]
pub struct BitCounter {
    /// The free numbers' counts at this place and the next; zero outside `active`, `reached`.
    now: Vec<u128>,
    next: Vec<u128>,
    active: Vec<usize>,
    reached: Vec<usize>,
    /// Which states are in `reached`.
    marked: Vec<bool>,
    /// The answer being summed, zero outside `counted`, and which states are in `counted`.
    tally: Vec<u128>,
    counted: Vec<usize>,
    in_tally: Vec<bool>,
    found: Vec<(usize, u128)>,
    /// Numbers set aside in states that only count ones: (state, places left, how many).
    set_aside: Vec<(usize, u32, u128)>,
}

impl BitCounter {
    /// A counter with no tables yet.
    ///
    /// O(1).
    pub fn new() -> BitCounter {
        BitCounter::default()
    }

    /// The states of `reader` that some `x` in `low..=high` ends in, each with how many, in
    /// no particular order; errors as [`count_by_state`].
    ///
    /// As [`count_by_state`], without its allocations once the tables are as large as
    /// `reader.states()`.
    pub fn count<R: BitReader>(
        &mut self,
        reader: &R,
        low: u64,
        high: u64,
        places: u32,
    ) -> Result<&[(usize, u128)], CountError> {
        if low > high || places > 64 || (places < 64 && high >> places != 0) {
            return Err(CountError::Range);
        }
        let states = reader.states();
        if states as u128 > MOST_STATES {
            return Err(CountError::TooManyStates(states as u128));
        }
        if self.now.len() < states {
            for table in [&mut self.now, &mut self.next, &mut self.tally] {
                *table = filled(states, 0)?;
            }
            self.marked = filled(states, false)?;
            self.in_tally = filled(states, false)?;
            // A state is reached at most once a place, and counted at most once: `add` and
            // `tally_add` never grow these.
            for list in [&mut self.active, &mut self.reached, &mut self.counted] {
                list.clear();
                crate::core::budget::reserve(list, states)?;
            }
        }
        let counted = self.upto(reader, high, places, false);
        let counted = counted.and_then(|()| match low {
            0 => Ok(()),
            // One number below: its path, not a table.
            1 => {
                if let Some(s) = walk(reader, 0, places)? {
                    self.tally_add(s, 1, true);
                }
                Ok(())
            }
            _ => self.upto(reader, low - 1, places, true),
        });
        self.found.clear();
        let mut memory = counted;
        for &s in &self.counted {
            let c = std::mem::take(&mut self.tally[s]);
            self.in_tally[s] = false;
            if c != 0 && memory.is_ok() {
                memory = crate::core::budget::try_push(&mut self.found, (s, c))
                    .map_err(CountError::from);
            }
        }
        self.counted.clear();
        memory.map(|()| &self.found[..])
    }

    /// Adds (or with `minus`, takes) `c` numbers ending in `state` to the answer. `counted`
    /// has room for every state, and holds each at most once.
    #[inline(always)]
    fn tally_add(&mut self, state: usize, c: u128, minus: bool) {
        if !self.in_tally[state] {
            self.in_tally[state] = true;
            self.counted.push(state);
        }
        let t = &mut self.tally[state];
        *t = if minus {
            t.wrapping_sub(c)
        } else {
            t.wrapping_add(c)
        };
    }

    /// Adds (or takes) the counts of every `x ≤ b`, by the state the reader ends in. Leaves
    /// `now`, `next` and `marked` as it found them (all zero, all unmarked).
    fn upto<R: BitReader>(
        &mut self,
        reader: &R,
        b: u64,
        places: u32,
        minus: bool,
    ) -> Result<(), CountError> {
        let run = self.run(reader, b, places);
        // Hand the last place's counts to the answer, and leave the tables clean whatever
        // happened.
        let mut result = run.map(|_| ());
        if result.is_err() {
            self.set_aside.clear();
        }
        let aside = std::mem::take(&mut self.set_aside);
        let states = reader.states();
        'aside: for &(state, left, c) in &aside {
            for ones in 0..=left {
                let end = reader.after_ones(state, ones);
                if end >= states {
                    result = Err(CountError::BadState(end));
                    break 'aside;
                }
                let ways = u128::from(PASCAL[left as usize][ones as usize]);
                self.tally_add(end, c * ways, minus);
            }
        }
        self.set_aside = aside;
        self.set_aside.clear();
        for i in 0..self.active.len() {
            let s = self.active[i];
            let c = std::mem::take(&mut self.now[s]);
            if result.is_ok() {
                self.tally_add(s, c, minus);
            }
        }
        for i in 0..self.reached.len() {
            let s = self.reached[i];
            self.next[s] = 0;
            self.marked[s] = false;
        }
        self.active.clear();
        self.reached.clear();
        if let (Ok(()), Ok(Some(t))) = (&result, run) {
            self.tally_add(t, 1, minus);
        }
        result
    }

    /// The places, from the top: the free numbers' counts in `now` over `active`, and the
    /// tight path's state, returned at the end (`None` once the reader drops it).
    fn run<R: BitReader>(
        &mut self,
        reader: &R,
        b: u64,
        places: u32,
    ) -> Result<Option<usize>, CountError> {
        let states = reader.states();
        let check = |s: usize| {
            if s < states {
                Ok(s)
            } else {
                Err(CountError::BadState(s))
            }
        };
        let mut tight = Some(check(reader.start())?);
        for place in (0..places).rev() {
            for i in 0..self.active.len() {
                let s = self.active[i];
                let c = std::mem::take(&mut self.now[s]);
                for bit in 0..2 {
                    if let Some(t) = reader.read(s, place, bit) {
                        self.add(reader, check(t)?, place, c)?;
                    }
                }
            }
            if let Some(s) = tight {
                let digit = (b >> place & 1) as u32;
                if digit == 1 {
                    if let Some(t) = reader.read(s, place, 0) {
                        self.add(reader, check(t)?, place, 1)?;
                    }
                }
                tight = reader.read(s, place, digit).map(check).transpose()?;
            }
            std::mem::swap(&mut self.now, &mut self.next);
            std::mem::swap(&mut self.active, &mut self.reached);
            self.reached.clear();
            for &s in &self.active {
                self.marked[s] = false;
            }
        }
        Ok(tight)
    }

    /// Adds `c` free numbers in `state` with `left` places to read, or sets them aside when
    /// the state only counts ones. `reached` has room for every state (reserved with the
    /// tables), and holds each at most once.
    #[inline(always)]
    fn add<R: BitReader>(
        &mut self,
        reader: &R,
        state: usize,
        left: u32,
        c: u128,
    ) -> Result<(), NoMemory> {
        if reader.counts_ones(state) {
            return crate::core::budget::try_push(&mut self.set_aside, (state, left, c));
        }
        if !self.marked[state] {
            self.marked[state] = true;
            self.reached.push(state);
        }
        self.next[state] += c;
        Ok(())
    }
}

/// One number of a tuple for [`count_tuples`]: any value in `low..=high` that is a multiple
/// of `multiple_of`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bound {
    /// The least value.
    pub low: u64,
    /// The greatest value.
    pub high: u64,
    /// Every value is a multiple of this (1: any value).
    pub multiple_of: u64,
}

impl Bound {
    /// Any value in `0..=high`.
    ///
    /// O(1).
    pub const fn upto(high: u64) -> Bound {
        Bound {
            low: 0,
            high,
            multiple_of: 1,
        }
    }

    /// The same, from `low` on.
    ///
    /// O(1).
    pub const fn at_least(self, low: u64) -> Bound {
        Bound { low, ..self }
    }

    /// The same, multiples of `m` only.
    ///
    /// O(1).
    pub const fn multiple_of(self, m: u64) -> Bound {
        Bound {
            multiple_of: m,
            ..self
        }
    }
}

/// The built-in rules of [`count_tuples`]: the xor of the numbers, their sum, or both, equal
/// given targets. The tuples meeting them are entry 0 of the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Targets {
    xor: Option<u64>,
    sum: Option<u64>,
    numbers: u32,
}

impl Targets {
    /// The xor of the numbers is `x` (one state).
    ///
    /// O(1).
    pub const fn xor(x: u64) -> Targets {
        Targets {
            xor: Some(x),
            sum: None,
            numbers: 1,
        }
    }

    /// The sum of the `numbers` numbers is `s` (a state for each carry, `0..numbers`).
    ///
    /// O(1).
    pub const fn sum(s: u64, numbers: u32) -> Targets {
        Targets {
            xor: None,
            sum: Some(s),
            numbers,
        }
    }

    /// Both: the xor is `x` and the sum is `s`.
    ///
    /// O(1).
    pub const fn xor_and_sum(x: u64, s: u64, numbers: u32) -> Targets {
        Targets {
            xor: Some(x),
            sum: Some(s),
            numbers,
        }
    }
}

impl DigitRule for Targets {
    fn states(&self) -> usize {
        match self.sum {
            Some(_) => self.numbers.max(1) as usize,
            None => 1,
        }
    }

    fn start(&self) -> usize {
        0
    }

    fn step(&self, carry: usize, place: u32, digits: u32) -> Option<usize> {
        let ones = digits.count_ones() as usize;
        if let Some(x) = self.xor {
            if (ones as u64 ^ x >> place) & 1 != 0 {
                return None;
            }
        }
        match self.sum {
            None => Some(0),
            Some(s) => {
                let total = ones + carry;
                ((total as u64 ^ s >> place) & 1 == 0).then_some(total / 2)
            }
        }
    }
}

/// How many tuples `(x_0, …, x_{k-1})`, `x_j` within `numbers[j]`, end in each state of
/// `rule`, modulo `modulus`, reading places `0..places` (entry 0 counts the tuples meeting a
/// [`Targets`]; a sum's carry past the last place must be 0, so its target is below
/// `2^places`). Errors: no number or more than 16, an empty range, a `high ≥ 2^places`,
/// `places > 64`, a multiple of 0, a modulus outside `1..=2^63`, more than 2^22 states (the
/// rule's times each number's `2 · (2 if low > 0) · multiple_of`), a state out of range, no
/// memory.
///
/// O(places · S · 2^k) additions for the `S` states, and `16 S` bytes (see the module
/// documentation).
///
/// # Example
/// AtCoder ABC317 F's count: triples `1 ≤ X_i ≤ 13` of multiples of 2, 3, 5 with xor 0.
/// ```
/// use grundy::core::digit_dp::{count_tuples, Bound, Targets};
/// let numbers = [2, 3, 5].map(|a| Bound::upto(13).at_least(1).multiple_of(a));
/// let counts = count_tuples(&numbers, &Targets::xor(0), 4, 998_244_353).unwrap();
/// assert_eq!(counts[0], 4); // (6,3,5), (6,12,10), (12,6,10), (12,9,5)
/// // Pairs in 0..=9 adding up to 9 with xor 9: the pairs with no carry, 2^2 of them.
/// let pairs = [Bound::upto(9); 2];
/// assert_eq!(count_tuples(&pairs, &Targets::xor_and_sum(9, 9, 2), 4, 1_000).unwrap()[0], 4);
/// ```
pub fn count_tuples<R: DigitRule>(
    numbers: &[Bound],
    rule: &R,
    places: u32,
    modulus: u64,
) -> Result<Vec<u64>, CountError> {
    let k = numbers.len();
    let fits = |b: &Bound| b.low <= b.high && (places == 64 || b.high >> places == 0);
    if k == 0 || k > 16 || places > 64 || !numbers.iter().all(fits) {
        return Err(CountError::Range);
    }
    if modulus == 0 || modulus > 1 << 63 || numbers.iter().any(|b| b.multiple_of == 0) {
        return Err(CountError::Modulus);
    }
    // Each number's part: (remainder · 2 + gt) · lo_flags + lt, so 0 is "done and a multiple".
    let lo_flags: Vec<usize> = numbers.iter().map(|b| 1 + usize::from(b.low > 0)).collect();
    let sizes: Vec<u128> = numbers
        .iter()
        .zip(&lo_flags)
        .map(|(b, &f)| u128::from(b.multiple_of) * 2 * f as u128)
        .collect();
    let rule_states = rule.states();
    let total = sizes
        .iter()
        .try_fold(rule_states as u128, |acc, &s| acc.checked_mul(s))
        .unwrap_or(u128::MAX);
    if total > MOST_STATES || rule_states == 0 {
        return Err(CountError::TooManyStates(total));
    }
    let sizes: Vec<usize> = sizes.iter().map(|&s| s as usize).collect();
    let parts: usize = sizes.iter().product();
    let mut strides = Vec::with_capacity(k);
    let mut stride = 1;
    for &s in &sizes {
        strides.push(stride);
        stride *= s;
    }
    let masks = 1usize << k;
    let mut now = filled(total as usize, 0u64)?;
    let mut next = filled(total as usize, 0u64)?;
    let start = rule.start();
    if start >= rule_states {
        return Err(CountError::BadState(start));
    }
    now[start * parts] = 1 % modulus;
    // Per place: each number's part after digit 0 and 1 (times its stride), the rule's
    // successor for each state and mask (times `parts`; NONE when dropped).
    const NONE: usize = usize::MAX;
    let mut moved: Vec<[Vec<usize>; 2]> = Vec::with_capacity(k);
    for &s in &sizes {
        moved.push([filled(s, 0usize)?, filled(s, 0usize)?]);
    }
    let mut rule_next = filled(rule_states * masks, NONE)?;
    let mut offsets = filled(masks, 0usize)?;
    let mut part = filled(k, 0usize)?;
    for place in 0..places {
        for (j, b) in numbers.iter().enumerate() {
            let m = b.multiple_of;
            let step = if place < 64 {
                (1u128 << place) % u128::from(m)
            } else {
                0
            } as u64;
            let (h, l) = (
                (b.high >> place & 1) as usize,
                (b.low >> place & 1) as usize,
            );
            let [to_zero, to_one] = &mut moved[j];
            let digits = to_zero.iter_mut().zip(to_one.iter_mut()).enumerate();
            for (index, (zero, one)) in digits {
                let (lt, rest) = (index % lo_flags[j], index / lo_flags[j]);
                let (gt, r) = (rest % 2, (rest / 2) as u64);
                let after = |d: usize| {
                    let gt2 = usize::from(d > h || (d == h && gt == 1));
                    let lt2 = if lo_flags[j] == 2 {
                        usize::from(d < l || (d == l && lt == 1))
                    } else {
                        0
                    };
                    let r2 =
                        ((u128::from(r) + (d as u128) * u128::from(step)) % u128::from(m)) as usize;
                    ((r2 * 2 + gt2) * lo_flags[j] + lt2) * strides[j]
                };
                (*zero, *one) = (after(0), after(1));
            }
        }
        for state in 0..rule_states {
            for mask in 0..masks {
                rule_next[state * masks + mask] = match rule.step(state, place, mask as u32) {
                    Some(s) if s < rule_states => s * parts,
                    Some(s) => return Err(CountError::BadState(s)),
                    None => NONE,
                };
            }
        }
        next.fill(0);
        for state in 0..rule_states {
            let base = state * parts;
            let successors = &rule_next[state * masks..(state + 1) * masks];
            if successors.iter().all(|&s| s == NONE) {
                continue;
            }
            part.fill(0);
            for index in 0..parts {
                let c = now[base + index];
                if c != 0 {
                    // The offsets of all 2^k digit masks, by doubling.
                    offsets[0] = (0..k).map(|j| moved[j][0][part[j]]).sum();
                    for j in 0..k {
                        let delta = moved[j][1][part[j]].wrapping_sub(moved[j][0][part[j]]);
                        for mask in 0..1usize << j {
                            offsets[mask | 1 << j] = offsets[mask].wrapping_add(delta);
                        }
                    }
                    for (mask, &to) in successors.iter().enumerate() {
                        if to != NONE {
                            let at = &mut next[to + offsets[mask]];
                            let sum = *at + c;
                            *at = if sum >= modulus { sum - modulus } else { sum };
                        }
                    }
                }
                // The next index's parts, as a mixed-radix counter.
                for j in 0..k {
                    part[j] += 1;
                    if part[j] < sizes[j] {
                        break;
                    }
                    part[j] = 0;
                }
            }
        }
        std::mem::swap(&mut now, &mut next);
    }
    Ok((0..rule_states).map(|s| now[s * parts]).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that drops numbers with two adjacent ones and otherwise ends in
    /// `(ones mod 3, the last digit)`: states `ones * 2 + last`.
    struct NoAdjacentOnes;
    impl BitReader for NoAdjacentOnes {
        fn states(&self) -> usize {
            6
        }
        fn start(&self) -> usize {
            0
        }
        fn read(&self, state: usize, _place: u32, bit: u32) -> Option<usize> {
            let (ones, last) = (state / 2, state % 2);
            if last == 1 && bit == 1 {
                return None;
            }
            Some((ones + bit as usize) % 3 * 2 + bit as usize)
        }
    }

    #[test]
    fn counts_by_state_match_every_range_enumerated() {
        let places = 6;
        for low in 0..64u64 {
            for high in low..64 {
                let mut want = vec![0u128; 6];
                for x in low..=high {
                    if let Some(s) = walk(&NoAdjacentOnes, x, places).unwrap() {
                        want[s] += 1;
                    }
                }
                let got = count_by_state(&NoAdjacentOnes, low, high, places).unwrap();
                assert_eq!(got, want, "{low}..={high}");
            }
        }
        // The whole of u64, and the errors.
        let all = count_by_state(&NoAdjacentOnes, 0, u64::MAX, 64).unwrap();
        // Fibonacci: numbers of 64 digits with no two adjacent ones: F(66).
        let (mut a, mut b) = (1u128, 2u128);
        for _ in 0..63 {
            (a, b) = (b, a + b);
        }
        assert_eq!(all.iter().sum::<u128>(), b);
        assert_eq!(
            count_by_state(&NoAdjacentOnes, 5, 4, 6),
            Err(CountError::Range)
        );
        assert_eq!(
            count_by_state(&NoAdjacentOnes, 0, 64, 6),
            Err(CountError::Range)
        );
        struct Bad;
        impl BitReader for Bad {
            fn states(&self) -> usize {
                2
            }
            fn start(&self) -> usize {
                0
            }
            fn read(&self, state: usize, _place: u32, bit: u32) -> Option<usize> {
                Some(state + bit as usize * 2)
            }
        }
        assert_eq!(count_by_state(&Bad, 0, 3, 2), Err(CountError::BadState(2)));
    }

    /// Every tuple of `bounds` enumerated, counted by the rule `keep`.
    fn enumerate(bounds: &[Bound], keep: &dyn Fn(&[u64]) -> bool) -> u64 {
        let mut tuple = vec![0u64; bounds.len()];
        let mut count = 0;
        fn go(
            i: usize,
            bounds: &[Bound],
            tuple: &mut Vec<u64>,
            keep: &dyn Fn(&[u64]) -> bool,
            count: &mut u64,
        ) {
            if i == bounds.len() {
                *count += u64::from(keep(tuple));
                return;
            }
            for x in bounds[i].low..=bounds[i].high {
                if x % bounds[i].multiple_of == 0 {
                    tuple[i] = x;
                    go(i + 1, bounds, tuple, keep, count);
                }
            }
        }
        go(0, bounds, &mut tuple, keep, &mut count);
        count
    }

    #[test]
    fn tuples_match_enumeration_for_xor_sum_and_both() {
        let mut seed = 17u64;
        let mut next = |n: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        for round in 0..400 {
            let k = 1 + next(3) as usize;
            let bounds: Vec<Bound> = (0..k)
                .map(|_| {
                    let high = next(20);
                    let low = if next(2) == 0 { 0 } else { next(high + 1) };
                    Bound::upto(high).at_least(low).multiple_of(1 + next(4))
                })
                .collect();
            let x = next(32);
            let s = next(40);
            let p = [1_000_000_007, 7, 1][round % 3];
            let places = 6;
            let xor_of = |t: &[u64]| t.iter().fold(0, |a, &b| a ^ b);
            let sum_of = |t: &[u64]| t.iter().sum::<u64>();
            type Keep = Box<dyn Fn(&[u64]) -> bool>;
            let cases: [(Targets, Keep); 3] = [
                (Targets::xor(x), Box::new(move |t: &[u64]| xor_of(t) == x)),
                (
                    Targets::sum(s, k as u32),
                    Box::new(move |t: &[u64]| sum_of(t) == s),
                ),
                (
                    Targets::xor_and_sum(x, s, k as u32),
                    Box::new(move |t: &[u64]| xor_of(t) == x && sum_of(t) == s),
                ),
            ];
            for (rule, keep) in cases {
                let want = enumerate(&bounds, &*keep) % p;
                let got = count_tuples(&bounds, &rule, places, p).unwrap()[0];
                assert_eq!(got, want, "{bounds:?} {rule:?} mod {p}");
            }
        }
    }

    #[test]
    fn tuple_errors_and_limits() {
        let b = [Bound::upto(7)];
        let xor = Targets::xor(0);
        assert_eq!(count_tuples(&[], &xor, 3, 7), Err(CountError::Range));
        assert_eq!(count_tuples(&b, &xor, 2, 7), Err(CountError::Range));
        assert_eq!(count_tuples(&b, &xor, 65, 7), Err(CountError::Range));
        assert_eq!(
            count_tuples(&[Bound::upto(3).at_least(4)], &xor, 3, 7),
            Err(CountError::Range)
        );
        assert_eq!(count_tuples(&b, &xor, 3, 0), Err(CountError::Modulus));
        assert_eq!(
            count_tuples(&[Bound::upto(7).multiple_of(0)], &xor, 3, 7),
            Err(CountError::Modulus)
        );
        let wide = [Bound::upto(7).multiple_of(1 << 20); 2];
        assert!(matches!(
            count_tuples(&wide, &xor, 3, 7),
            Err(CountError::TooManyStates(_))
        ));
        // Full 64-bit ranges: pairs with xor 0 are the pairs (x, x): 2^64 ≡ 2^64 mod p.
        let full = [Bound::upto(u64::MAX); 2];
        let p = 1_000_000_007u64;
        let want = (1u128 << 64) % u128::from(p);
        assert_eq!(
            u128::from(count_tuples(&full, &xor, 64, p).unwrap()[0]),
            want
        );
    }
}

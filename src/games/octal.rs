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
//! and [`OctalGame::options`] inserts them into the table engine's mex, as plain O(n) work per
//! heap.
//!
//! ## Rare and common values
//! The splits make the plain table O(n²). [`OctalSg`] uses the "sparse space" of the values:
//! pick a bit mask `M` and give each value the class `c(v)`, the parity of the ones in `v & M`.
//! The class is linear: `c(u ^ v) = c(u) ^ c(v)`. For many octal games some mask gives almost
//! every heap of one parity the same class, `t[0]` for even heaps and `t[1]` for odd ones (for
//! `0.127` the two differ, and taking the parity of the heap into account keeps about 700 rare
//! heaps in the first 10^5 where one class for all keeps over 3000). Heaps whose value has the
//! other class are *rare*, and kept in a list. A split of `m` into two common parts has the class
//! `e(m) = t[0] ^ t[m mod 2]` (the parts have equal parity iff `m` is even); one with exactly
//! one rare part has the other class. Then for heap `n`:
//!
//! * every option value of class `1 ^ e(m)` from splitting `m` comes from a pair with a rare
//!   part, so running over the rare list (O(#rare) pairs per split) finds all of them exactly;
//! * a candidate for the mex of class `e(m)` that is not yet marked could still come from a
//!   pair of two common parts of `m`: search for such a witness pair (`Probes` first, then
//!   all pairs in order). It is usually found within a few pairs; only when the mex itself has
//!   that class does the search run over all pairs. So the classes are only ever chosen so that
//!   a common heap's own class is not `e(n - i)` for any splitting `i`: `t = [1, 1]`, or, when
//!   every splitting `i` has the same parity `q`, `t = [1 - q, q]`.
//!
//! The mask never affects the values, only the time: with a bad mask the rare list is long and
//! the work approaches the plain O(n²). The mask and the classes are chosen from the values
//! computed plainly for the first heaps, and chosen again as the table doubles. A `0.127`
//! table to its certified period takes 0.08 s where the plain O(n²) C++ takes 1.5 s.

use crate::core::budget::{reserve, Budget, Exhausted};
use crate::core::mex::Mex;
use crate::core::period::Cycle;
use crate::core::sg_table::next_value;
use crate::core::sum::HeapMove;

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
        let Some((whole, fraction)) = code.split_once('.') else {
            return Err(format!(
                "expected an octal code such as 0.07, found {code:?}"
            ));
        };
        let d0 = match whole {
            "0" => 0,
            "4" => 4,
            _ => {
                return Err(format!(
                    "expected 0 or 4 before the point of an octal code (4: a heap may be split \
                     in two without removing anything), found {whole:?} in {code:?}"
                ))
            }
        };
        let mut digits = Vec::with_capacity(fraction.len());
        for c in fraction.chars() {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    // 8 to f: a digit with bit 8, three heaps after the move.
                    let hex = if c.is_ascii_hexdigit() {
                        " (a hexadecimal digit: see grundy hex)"
                    } else {
                        ""
                    };
                    return Err(format!(
                        "expected octal digits 0-7 after the point in {code:?}, found {c:?}{hex}"
                    ));
                }
            }
        }
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() && d0 == 0 {
            return Err(format!(
                "expected an octal code with a move, found {code:?}: its digits are all 0, so \
                 no move is allowed and every position is lost"
            ));
        }
        Ok(OctalGame {
            d0,
            digits,
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
    pub fn options(&self, n: usize, sg: &[u32], options: &mut Mex) -> u64 {
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

/// The class of `v` under `mask`: the parity of the ones in `v & mask`.
#[inline]
fn class(v: u32, mask: u32) -> u32 {
    (v & mask).count_ones() & 1
}

/// The SG values of one octal game, computed with the rare/common split.
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
/// assert_eq!(kayles.values()[..8], [0, 1, 2, 3, 1, 4, 3, 2]);
/// assert_eq!(kayles.get(1_000_000_000_000_000_000), Some(1));
/// let m = kayles.move_to(7, 0).unwrap(); // knock down the middle pin: 3 + 3
/// assert_eq!((m.take, m.left), (1, [3, 3]));
/// ```
pub struct OctalSg {
    game: OctalGame,
    values: Vec<u32>,
    options: Mex,
    /// The mask whose classes mark the rare heaps; 0 until one is chosen (the plain rule).
    mask: u32,
    /// The class of the common values of even heaps and of odd heaps.
    common: [u32; 2],
    /// The heaps `a >= 1` whose value is not of their parity's common class, ascending, each
    /// with its value.
    rare: Vec<(usize, u32)>,
    /// Where witnesses are looked for first (see [`Probes`]).
    probes: Probes,
    /// The largest value so far.
    max_value: u32,
    /// When to look at the mask again.
    next_review: usize,
    steps: u64,
    /// The period, once the Guy–Smith certificate proves one.
    cycle: Option<Cycle>,
}

impl OctalSg {
    /// The table of `game`, empty so far.
    ///
    /// O(1).
    pub fn new(game: OctalGame) -> Self {
        OctalSg {
            game,
            values: Vec::new(),
            options: Mex::new(),
            mask: 0,
            common: [0; 2],
            rare: Vec::new(),
            probes: Probes::default(),
            max_value: 0,
            next_review: PLAIN_PREFIX,
            steps: 0,
            cycle: None,
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
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// Options and pairs visited so far.
    ///
    /// O(1).
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The heaps currently listed as rare.
    ///
    /// O(1).
    pub fn rare_count(&self) -> usize {
        self.rare.len()
    }

    /// `G(h)` for any `h`: stored values directly, larger heaps through the certified period.
    ///
    /// O(1).
    pub fn get(&self, h: u64) -> Option<u32> {
        let stored = usize::try_from(h).ok().and_then(|i| self.values.get(i));
        match (stored, self.cycle) {
            (Some(&v), _) => Some(v),
            (None, Some(c)) => Some(self.values[c.reduce(h)]),
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
                let reach = self.values.len() as u64;
                let parts = self
                    .game
                    .split_parts(usize::try_from(m).unwrap_or(usize::MAX));
                for a in parts.map(|a| a as u64).take_while(|&a| a <= reach) {
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
        self.cycle
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
        let k = self.game.most_removed();
        let mut target = self.values.len().max(64).min(len);
        while self.cycle.is_none() {
            let grown = self.extend_to(target, budget);
            self.cycle = guy_smith(&self.values, k);
            match grown {
                Err(e) if self.cycle.is_none() => return Err(e),
                _ if target >= len => break,
                _ => target = (target + target / 4 + 1).min(len),
            }
        }
        Ok(self.cycle)
    }

    /// Computes values until `len` are known, within `budget` (steps are options and pairs
    /// visited).
    ///
    /// O(options and pairs visited), counted as steps and bounded by `budget`: a few per value for
    /// codes whose rare heaps stay few, O(n) per value at worst.
    pub fn extend_to(&mut self, len: usize, budget: Budget) -> Result<(), Exhausted> {
        while self.values.len() < len {
            budget.allows(self.steps, self.values.len())?;
            let stored = reserve(&mut self.values, 1).and(reserve(&mut self.rare, 1));
            stored.map_err(|_| Exhausted {
                values: self.values.len(),
                steps: self.steps,
                out_of_memory: true,
            })?;
            self.push_next();
        }
        Ok(())
    }

    fn push_next(&mut self) {
        let n = self.values.len();
        let v = if self.mask == 0 {
            let game = &self.game;
            let mut steps = 0;
            let v = next_value(&self.values, &mut self.options, |n, sg, o| {
                steps = game.options(n, sg, o)
            });
            self.steps += steps;
            v
        } else {
            self.next_with_rare_list(n)
        };
        self.values.push(v);
        self.max_value = self.max_value.max(v);
        if n > 0 {
            self.probes.note(n, v);
            if self.mask != 0 && self.is_rare(n, v) {
                self.rare.push((n, v));
            }
        }
        if self.values.len() >= self.next_review {
            self.review_mask();
        }
    }

    /// Is heap `a` with value `v` rare under the current mask?
    #[inline]
    fn is_rare(&self, a: usize, v: u32) -> bool {
        class(v, self.mask) != self.common[a & 1]
    }

    /// `G(n)` by the rare/common split (see the module documentation).
    fn next_with_rare_list(&mut self, n: usize) -> u32 {
        let (game, sg, rare, mask) = (&self.game, &self.values, &self.rare, self.mask);
        let (options, probes) = (&mut self.options, &self.probes);
        // While every value is below 64, xors are too: collect them as bits of one word.
        let small_values = self.max_value < 64;
        let mut steps = game.single_heap_options(n, sg, options);
        for m in game.split_remainders(n) {
            // Both orders of a pair come up here; Grundy's game drops the equal split.
            let pairs = rare
                .iter()
                .take_while(|&&(a, _)| a < m)
                .filter(|&&(a, _)| !game.unequal || 2 * a != m);
            if small_values {
                let bits = pairs.fold(0u64, |bits, &(a, va)| bits | 1 << (va ^ sg[m - a]));
                (0..64)
                    .filter(|b| bits >> b & 1 == 1)
                    .for_each(|b| options.insert(b));
            } else {
                pairs.for_each(|&(a, va)| options.insert(va ^ sg[m - a]));
            }
            steps += rare.partition_point(|&(a, _)| a < m) as u64;
        }
        // The class that two common parts of m give.
        let common = self.common;
        let expected = |m: usize| common[0] ^ common[m & 1];
        loop {
            let candidate = options.smallest_missing();
            let wanted = class(candidate, mask);
            let of_class = |m: usize| expected(m) == wanted;
            let (found, cost) = witness(game, sg, probes, n, candidate, of_class);
            steps += cost;
            if !found {
                break;
            }
            options.insert(candidate);
        }
        self.steps += steps;
        options.take()
    }

    /// Chooses the mask and common classes that leave the fewest recent heaps rare, if the
    /// game splits, and rebuilds the rare list when they change.
    fn review_mask(&mut self) {
        self.next_review = self.values.len() * 2;
        if !self.game.has_splits() {
            return;
        }
        let start = self.values.len() / 2;
        let max = self.values.iter().copied().max().unwrap_or(0);
        let bits = 32 - max.leading_zeros();
        if bits > 12 {
            return; // too many masks to try; the plain rule stays correct
        }
        // How often each value comes up at even and at odd heaps: over the recent half, which
        // says what the next heaps will be, and over all heaps, which is what the rare list of
        // a mask would hold now.
        let histogram = || [vec![0usize; 1 << bits], vec![0usize; 1 << bits]];
        let (mut recent, mut all) = (histogram(), histogram());
        for (n, &v) in self.values.iter().enumerate().skip(1) {
            all[n & 1][v as usize] += 1;
            if n >= start {
                recent[n & 1][v as usize] += 1;
            }
        }
        let mut by_count: Vec<u32> = (0..1u32 << bits).collect();
        by_count.sort_by_key(|&v| std::cmp::Reverse(recent[0][v as usize] + recent[1][v as usize]));
        by_count.truncate(POPULAR);
        self.probes.popular = by_count;
        // The common classes worth having: the mex of a common heap n should have the class
        // that no split of a remainder n - i into common parts gives, t[n mod 2] != e(n - i),
        // or every heap needs a full witness search. t = [1, 1] always qualifies (e = 0); with
        // t[0] != t[1], e(m) = m mod 2, and it takes every splitting i of one parity q, and
        // t = [1 - q, q].
        let mut splitting = self.game.moves().filter(|&(_, d)| d & 4 != 0);
        let parity = splitting.next().map(|(i, _)| i & 1);
        let one_parity = parity.filter(|&q| splitting.all(|(i, _)| i & 1 == q));
        let classes: Vec<[u32; 2]> = std::iter::once([1, 1])
            .chain(one_parity.map(|q| [1 - q as u32, q as u32]))
            .collect();
        // The heaps counted in `count` that `mask` and `t` make rare.
        let rare = |count: &[Vec<usize>; 2], mask: u32, t: [u32; 2]| -> usize {
            (0..2)
                .map(|p| {
                    let values = (0..count[p].len()).filter(|&v| class(v as u32, mask) != t[p]);
                    values.map(|v| count[p][v]).sum::<usize>()
                })
                .sum()
        };
        // A mask's cost: the list it makes now, and what the next heaps add to it (as many as
        // there are heaps now, at the recent rate: twice the recent half's rare heaps).
        let cost = |mask: u32, t: [u32; 2]| rare(&all, mask, t) + 2 * rare(&recent, mask, t);
        let (best, common) = (1..1u32 << bits)
            .flat_map(|mask| classes.iter().map(move |&t| (mask, t)))
            .min_by_key(|&(mask, t)| cost(mask, t))
            .unwrap_or((0, [1, 1]));
        // Worth it while the rare heaps are at most a third, recently and in all: the rare
        // pairs then cost a third of the plain rule's or less, and the witness searches little.
        let worth = |count: &[Vec<usize>; 2]| {
            let heaps: usize = count.iter().flatten().sum();
            rare(count, best, common) * 3 <= heaps
        };
        let (mask, common) = if best != 0 && worth(&recent) && worth(&all) {
            (best, common)
        } else {
            (0, [0; 2])
        };
        self.steps += (classes.len() as u64) << (2 * bits + 3);
        if (mask, common) != (self.mask, self.common) {
            (self.mask, self.common) = (mask, common);
            self.rare = if mask == 0 {
                Vec::new()
            } else {
                let values = self.values.iter().copied().enumerate().skip(1);
                values.filter(|&(a, v)| self.is_rare(a, v)).collect()
            };
        }
    }
}

/// The Guy–Smith periodicity theorem for octal games: if the code's last nonzero digit is at
/// position `k`, `n0 >= 1`, and `G(n + p) = G(n)` for every `n0 <= n < 2·n0 + p + k`, then it
/// holds for every `n >= n0`. By induction on `n`: a split of `n + p - i` (`i <= k`) into
/// `a <= b` has `b >= n0 + p`, so `b - p >= n0` and `G(b) = G(b - p)`, and `a + (b - p)` is a
/// split of `n - i` with the same value; conversely a split `a <= b'` of `n - i` has
/// `b' >= n0` and matches `a + (b' + p)`; single heaps `n - i >= n0` match `n + p - i`.
///
/// `n0 >= 1` matters: `b - p >= n0` must leave a non-empty part, or a split of `n + p` would
/// stand for a move that leaves one heap, which a digit with bit 4 but not bit 2 does not
/// allow (with `n0 = 0`, the code `4.` would look constant from two values). A period from 1
/// extends to 0 when `G(p) = G(0)`, which is checked directly.
///
/// Given `G(0..N)`, returns the smallest period `p` that the data proves, with its smallest
/// pre-period (one past the last `n` where `G(n) != G(n + p)`): the pair for which
/// `N >= 2·n0 + 2p + k` with `n0` that pre-period, at least 1. If the game has period `p*` from
/// `n0*`, enough data yields exactly those, since every multiple of `p*` has the same
/// pre-period and needs more data.
///
/// Complexity: O(N²) at worst for `N = values.len()`, linear in practice: the search for `n0`
/// runs down from the end, and a shift `p` that is not a multiple of the true period fails
/// within one period of the periodic tail. The multiples are the costly ones, each running down
/// the whole tail; but `G(i) = G(i + q)` for every `i >= n0(q)` gives `G(i) = G(i + jq)` there
/// too, so a multiple of a shift `q` already run down starts from `n0(q)` and only checks below
/// it.
pub fn guy_smith(values: &[u32], k: usize) -> Option<Cycle> {
    /// A shift whose run went further than this is kept to seed its multiples.
    const LONG_RUN: usize = 64;
    /// At most this many such shifts are kept.
    const KEPT: usize = 64;
    let n = values.len();
    let mut long_runs: Vec<(usize, usize)> = Vec::new();
    (1..=n.saturating_sub(k) / 2).find_map(|p| {
        let known = long_runs.iter().filter(|&&(q, _)| p % q == 0);
        let start = known.map(|&(_, n0)| n0).fold(n - p, usize::min);
        let mut n0 = start;
        while n0 > 1 && values[n0 - 1] == values[n0 - 1 + p] {
            n0 -= 1;
        }
        if start == n - p && start - n0 > LONG_RUN && long_runs.len() < KEPT {
            long_runs.push((p, n0));
        }
        (n >= 2 * n0 + 2 * p + k).then(|| Cycle {
            preperiod: if n0 == 1 && values[0] == values[p] {
                0
            } else {
                n0
            },
            period: p,
        })
    })
}

/// How many of the most frequent recent values the probes pair with.
const POPULAR: usize = 8;
/// How many heaps of each value are kept for the probes, the first ones: all are tried.
const PROBED: usize = 8;

/// A quicker search for a witness pair `G(a) ^ G(m - a) = c` than trying `a = 1, 2, …`: when
/// a few values are far more frequent than the rest (for `0.376`, four values make up 65% of
/// the heaps), a pair with a frequent part `y` is likeliest, and its other part must have the
/// value `c ^ y`. So for each popular `y`, try the first heaps `a` of value `c ^ y` (and of
/// value `y`), checking only the heap `m - a`. Whatever it finds is a real option; when it finds
/// nothing the plain search decides.
#[derive(Default)]
struct Probes {
    /// The most frequent values among the recent heaps, most frequent first.
    popular: Vec<u32>,
    /// `first[v]`: the first heaps `a >= 1` of value `v`, ascending, at most [`PROBED`].
    first: Vec<Vec<u32>>,
}

impl Probes {
    /// Notes heap `a >= 1` of value `v`.
    fn note(&mut self, a: usize, v: u32) {
        let v = v as usize;
        if self.first.len() <= v {
            self.first.resize_with(v + 1, Vec::new);
        }
        if self.first[v].len() < PROBED {
            self.first[v].push(a as u32);
        }
    }

    /// Tries the probe pairs of remainder `m` (smaller parts up to `top`) for a split of
    /// value `target`; returns whether one was found and the pairs tried.
    fn find(&self, sg: &[u32], m: usize, top: usize, target: u32) -> (bool, u64) {
        let mut steps = 0;
        for &y in &self.popular {
            let x = target ^ y;
            for (part, rest) in [(x, y), (y, x)] {
                let heaps = self.first.get(part as usize).map_or(&[][..], |h| &h[..]);
                for &a in heaps {
                    let a = a as usize;
                    if a > top {
                        break;
                    }
                    steps += 1;
                    if sg[m - a] == rest {
                        return (true, steps);
                    }
                }
            }
        }
        (false, steps)
    }
}

/// Is `target` the value of some split of heap `n` (two non-empty parts), among the
/// remainders `m` that `search` picks? The probes first, then every pair in order. Also returns
/// the pairs visited. (Going on from where the search for the previous candidate stopped,
/// marking every value met, visits fewer pairs but takes longer: a store per pair costs more
/// than the pairs it saves.)
fn witness(
    game: &OctalGame,
    sg: &[u32],
    probes: &Probes,
    n: usize,
    target: u32,
    search: impl Fn(usize) -> bool,
) -> (bool, u64) {
    let remainders = || game.split_remainders(n).filter(|&m| search(m));
    let mut steps = 0;
    for m in remainders() {
        let (found, cost) = probes.find(sg, m, *game.split_parts(m).end(), target);
        steps += cost;
        if found {
            return (true, steps);
        }
    }
    for m in remainders() {
        for a in game.split_parts(m) {
            steps += 1;
            if sg[a] ^ sg[m - a] == target {
                return (true, steps);
            }
        }
    }
    (false, steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sg_table::table;

    fn plain(code: &str, len: usize) -> Vec<u32> {
        let game = OctalGame::parse(code).unwrap();
        table(len, |n, sg, o| {
            game.options(n, sg, o);
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
            assert_eq!(g.values(), &plain(code, 6000)[..], "{code}");
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
            guy_smith(&v[..11], 1),
            Some(Cycle {
                preperiod: 3,
                period: 2
            })
        );
        assert_eq!(guy_smith(&v[..10], 1), None);
        assert_eq!(
            guy_smith(&v[..23], 3),
            Some(Cycle {
                preperiod: 3,
                period: 2
            })
        );
        assert_eq!(guy_smith(&[], 1), None);
        assert_eq!(
            guy_smith(&[0, 0, 0, 0, 0, 0], 2),
            Some(Cycle {
                preperiod: 0,
                period: 1
            })
        );
        // Two zeros prove nothing: the code 4. has G = 0 0 1 0 1 …
        assert_eq!(guy_smith(&[0, 0], 0), None);
        assert_eq!(guy_smith(&[0, 0, 1, 0], 0), None);
        assert_eq!(
            guy_smith(&[0, 0, 1, 0, 1, 0], 0),
            Some(Cycle {
                preperiod: 1,
                period: 2
            })
        );
    }

    #[test]
    fn grundys_game_by_hand_and_fast() {
        // Grundy's game: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 (OEIS A002188).
        let plain = table(21, |n, sg, o| {
            OctalGame::grundys_game().options(n, sg, o);
        });
        assert_eq!(
            plain,
            vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
        let mut fast = OctalSg::new(OctalGame::grundys_game());
        assert_eq!(fast.extend_certified(6000, Budget::UNLIMITED), Ok(None));
        let plain = table(6000, |n, sg, o| {
            OctalGame::grundys_game().options(n, sg, o);
        });
        assert_eq!(fast.values(), &plain[..]);
        assert!(fast.rare_count() < 6000 / 5, "{}", fast.rare_count());
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
                values: g.values().len(),
                steps: g.steps(),
                out_of_memory: false
            })
        );
        assert!(g.values().len() < 1000);
    }
}

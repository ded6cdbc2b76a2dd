//! Misère play of heap games beyond Nim: the misère quotient (Plambeck 2005, Plambeck and
//! Siegel 2008), computed from the rules and proved.
//!
//! # The quotient
//! Fix a heap game and a largest heap `N`. A *position* is a multiset of heaps of sizes
//! `1..=N` (heap 0 is the empty game, and leaves a position unchanged); the positions form
//! the free commutative monoid `A` on the heaps, with `+` the disjunctive sum. A move replaces
//! one heap by one of its options, itself a multiset of smaller heaps. In misère play a
//! position with no move is won by the player to move (the other player made the last move),
//! and any other position is a P-position (lost by the player to move) exactly when every
//! option is not.
//!
//! Two positions `G`, `H` are *indistinguishable*, `G ≡ H`, when `G + X` and `H + X` have
//! the same misère outcome for every position `X`. This is a congruence (`G ≡ H` gives
//! `G + Y ≡ H + Y`), so the classes form a commutative monoid `Q`, the *misère quotient*,
//! with its *P-portion* `P`, the classes of P-positions, and the map `Φ: A → Q`. A position
//! is decided by multiplying the elements of its heaps and asking whether the product lies in
//! `P`: the whole game in a finite table whenever `Q` is finite.
//!
//! # How it is found, and why the answer is right
//! The module is in stages, one file each in its folder (`games/misere/STAGE.rs`):
//! `extension` grows the quotient heap by heap from
//! the previous one, algebraically, and proves each one;
//! [`period`] proves when the quotient of heaps `0..=N`
//! is the quotient of every heap; [`rules`] is the first
//! method, a search of sums that knows only the rules and a quotient learned from it, kept as
//! the test oracle. A candidate `(Q, P, Φ)` (a finite commutative monoid, the element of each
//! heap, a P-portion) is the quotient when three checks hold:
//!
//! 1. **A monoid, and `Φ` a homomorphism.** The heap maps `x ↦ δ(x, h)` must commute, and for
//!    every element `y` (reached by a position `S_y`) and heap `h`, the map "add `S_y`" of
//!    `δ(y, h)` must be "add `S_y`, then `h`". Then `Φ(G)` does not depend on the order of
//!    `G`'s heaps, and `Φ(G + H) = Φ(G) · Φ(H)` for the product `x · y` = "add `S_y` to `x`",
//!    by induction on `H`.
//! 2. **`P` is the P-portion.** For every position `G`, `Φ(G) ∈ P` exactly when `G` has an
//!    option and no option `G'` has `Φ(G') ∈ P`. By induction on `G` (options are smaller),
//!    this makes `Φ(G) ∈ P` exactly when `G` is a P-position. The options of
//!    `G = Σ a_h · h` are `G - h + o` for each `h` with `a_h ≥ 1` and each option `o` of `h`,
//!    whose images are `Φ(G - h) · Φ(o)`: what the check needs of `G` is `Φ(G)` and the set
//!    `T(G)` of its options' images. Both are built heap size by heap size,
//!    `T(G + c·h) = T(G) · x^c ∪ Φ(G) · x^(c-1) · M_h` with `x = Φ(h)` and `M_h` the images
//!    of `h`'s options. The powers of `x` in a finite monoid repeat, `x^(t+p) = x^t`, and
//!    two counts `c, c' > t` with `c ≡ c' (mod p)` give the same `x^c` and `x^(c-1)`: counts
//!    `0..=t+p` stand for all. So every position is checked through finitely many pairs
//!    `(Φ(G), T(G))`.
//! 3. **No two elements alike.** Some position `X` tells any two elements apart (`x·Φ(X)`
//!    in `P` and `y·Φ(X)` not): the extension divides its candidates by the largest
//!    congruence that keeps `P` to get this; the learned quotient has it from its tests.
//!
//! By 1 and 2 indistinguishable positions are exactly those with equal images (equal images
//! give equal outcomes with any `X` by the homomorphism, and by 3 distinct images are told
//! apart), so the candidate is the quotient. The extension's candidates are monoids by
//! construction (1) and are checked on every position through the minimal option sets of
//! each element, the pairs of 2 pruned to what can fail.
//!
//! # Cost
//! The extension's cost grows with the quotient's order and its minimal option sets, not
//! with positions of sums: Kayles to heap 200 (40 elements) in 19 ms, Dawson's Kayles to heap
//! 33 (638 elements) in 3.7 s and 38 MB (`cargo run --release --bin bench -- kayles_quotient
//! misere_dawson`). All tables grow with `try_reserve` ([`MisereError::NoMemory`]); past the
//! elements, the options held or the steps of work [`Limits`] allows, the answer is an error
//! or a partial quotient that says why, never a hang.

// The stages of the quotient, a file each beside this one (the quotient and its API): the
// heap by heap extension, the periodicity theorem, the rules search of the tests.
pub(crate) mod extension;
pub mod period;
pub mod rules;

use crate::games::misere::extension::Extension;
use crate::games::misere::period::Certifier;
pub use crate::games::misere::period::Period;

use crate::core::budget::{remember, reserve, try_push, NoMemory};
use crate::core::memo::FastMap;
use crate::games::octal::OctalGame;

/// How much a quotient may cost before [`MisereQuotient::from_options`] gives up: together a bound on
/// its time and memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most elements ([`MisereError::TooLarge`] past it).
    pub order: usize,
    /// The most tests ([`MisereError::Unsettled`] past it).
    pub tests: usize,
    /// The most positions the rules search settles, about 100 bytes each with the table's
    /// growth; for the heap by heap extension, an eighth of the most 64-bit words of
    /// minimal option sets it holds ([`MisereError::Unsettled`] past it), and twice the most
    /// options [`MisereQuotient::of_game`] holds, a heap without options counting one
    /// ([`MisereError::Heaps`] past it).
    pub positions: usize,
    /// The most steps of work ([`MisereError::Unsettled`] past it): for the heap by heap
    /// extension ([`MisereQuotient::from_options`], [`MisereQuotient::of_game`]) each position its
    /// searches step to and each word of a set they build, about 10 ns a step; for
    /// [`MisereQuotient::from_rules`] options the rules search examines, positions the
    /// candidates ask about, steps of check 2, about 100 to 200 ns a step.
    pub work: u64,
}

impl Limits {
    /// 1 000 elements, 100 000 tests, 2 million positions searched (and, for the heap by
    /// heap extension, 10^6 options held and 2 million × 8 words of option sets), 4·10^8 steps:
    /// at most about 4 s and 300 MB (Dawson's Kayles to heap 33, 638 elements, in about
    /// 3 s; `cargo run --release --bin bench -- misere_dawson`).
    pub const DEFAULT: Limits = Limits {
        order: 1000,
        tests: 100_000,
        positions: 2_000_000,
        work: 400_000_000,
    };
}

/// Why a quotient was not found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereError {
    /// More heaps than the search holds: past [`MAX_HEAP`](crate::games::misere::rules::MAX_HEAP) for
    /// [`from_rules`](MisereQuotient::from_rules), or more options in all than
    /// half of [`Limits::positions`] for [`of_game`](MisereQuotient::of_game).
    Heaps,
    /// The quotient has more elements than the bound asked for.
    TooLarge,
    /// Checking the candidate met more than [`MAX_PAIRS`](crate::games::misere::rules::MAX_PAIRS) pairs, or needed more tests than
    /// the bound asked for.
    Unsettled,
    /// Memory ran out.
    NoMemory,
    /// The options break the precondition: no heaps at all, a move from heap 0, or an
    /// option of heap `h` with a part that is not a heap `1..h`.
    Options,
}

impl From<NoMemory> for MisereError {
    fn from(_: NoMemory) -> MisereError {
        MisereError::NoMemory
    }
}

impl std::fmt::Display for MisereError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            MisereError::Heaps => "more heaps' options than the search holds",
            MisereError::TooLarge => "the quotient has more elements than allowed",
            MisereError::Unsettled => "the quotient was not proved within the work allowed",
            MisereError::NoMemory => "the quotient needs more memory than is available",
            MisereError::Options => "an option of heap h must be made of heaps 1..h",
        })
    }
}

/// The options of each heap `0..=n` of an octal game, each option a list of heap sizes (the
/// empty list when the move leaves nothing).
///
/// O(n · (k + n · s)) for `k` digits of which `s` allow splits; every table grows fallibly
/// ([`MisereError::NoMemory`] when memory runs out, as for `n = 2^40`).
///
/// ```
/// use grundy::games::misere::octal_options;
/// use grundy::games::octal::OctalGame;
/// // Kayles (0.77): take 1 or 2 from a row, leaving up to two rows.
/// let options = octal_options(&OctalGame::parse("0.77").unwrap(), 3).unwrap();
/// assert_eq!(options[2], vec![vec![1], vec![]]);
/// assert_eq!(options[3], vec![vec![2], vec![1, 1], vec![1]]);
/// ```
pub fn octal_options(game: &OctalGame, n: usize) -> Result<Vec<Vec<Vec<usize>>>, MisereError> {
    let mut all = Vec::new();
    reserve(&mut all, n.saturating_add(1))?;
    for heap in 0..=n {
        all.push(octal_heap_options(game, heap)?);
    }
    Ok(all)
}

/// The options of one heap of an octal game, as [`octal_options`] lists them.
///
/// O(options of the heap).
pub fn octal_heap_options(game: &OctalGame, heap: usize) -> Result<Vec<Vec<usize>>, MisereError> {
    let mut out = Vec::new();
    for (i, d) in game.moves() {
        // Taking `i` from the heap, leaving nothing, one heap or two.
        if d & 1 != 0 && heap == i && i > 0 {
            try_push(&mut out, Vec::new())?;
        }
        if d & 2 != 0 && heap > i && i > 0 {
            try_push(&mut out, parts(&[heap - i])?)?;
        }
        if d & 4 != 0 && heap >= i + 2 {
            let rest = heap - i;
            for a in game.split_parts(rest) {
                try_push(&mut out, parts(&[rest - a, a])?)?;
            }
        }
    }
    Ok(out)
}

/// An option's parts, held fallibly.
fn parts(heaps: &[usize]) -> Result<Vec<usize>, NoMemory> {
    let mut v = Vec::new();
    reserve(&mut v, heaps.len())?;
    v.extend_from_slice(heaps);
    Ok(v)
}

/// Do `options` meet the precondition of [`Outcomes::new`](crate::games::misere::rules::Outcomes::new) and [`MisereQuotient::from_options`]: heaps
/// `0..=N` (at least heap 0, which has no move), each option of heap `h` made of heaps `1..h`?
pub(crate) fn check_options(options: &[Vec<Vec<usize>>]) -> Result<(), MisereError> {
    let smaller = |h: usize| {
        options[h]
            .iter()
            .flatten()
            .all(|&part| (1..h).contains(&part))
    };
    if options.first().map_or(true, |o| !o.is_empty()) || !(0..options.len()).all(smaller) {
        return Err(MisereError::Options);
    }
    Ok(())
}

/// The options of each heap `0..=n` of the subtraction game with move sizes `moves`: heap `h`
/// goes to `h - s` for each `s <= h` in `moves` (the empty list when `s = h`), each once.
///
/// O(n · k) for `k` move sizes; every table grows fallibly ([`MisereError::NoMemory`]).
///
/// ```
/// use grundy::games::misere::subtraction_options;
/// let options = subtraction_options(&[2, 5, 2], 5).unwrap();
/// assert_eq!(options[1], Vec::<Vec<usize>>::new());
/// assert_eq!(options[5], vec![vec![3], vec![]]);
/// ```
pub fn subtraction_options(moves: &[usize], n: usize) -> Result<Vec<Vec<Vec<usize>>>, MisereError> {
    let mut all = Vec::new();
    reserve(&mut all, n.saturating_add(1))?;
    for h in 0..=n {
        all.push(subtraction_heap_options(moves, h)?);
    }
    Ok(all)
}

/// The normal-play Sprague–Grundy values of heaps `0..options.len()`: the mex of the xors of
/// each option's heaps.
///
/// O(total size of the options).
///
/// # Panics
/// When an option of heap `h` names a heap `h` or larger (options are of smaller heaps).
///
/// ```
/// use grundy::games::misere::{octal_options, sg_values};
/// use grundy::games::octal::OctalGame;
/// let kayles = octal_options(&OctalGame::parse("0.77").unwrap(), 6).unwrap();
/// assert_eq!(sg_values(&kayles), vec![0, 1, 2, 3, 1, 4, 3]);
/// ```
pub fn sg_values(options: &[Vec<Vec<usize>>]) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(options.len());
    for heap in options {
        let reached: Vec<u32> = heap
            .iter()
            .map(|o| o.iter().fold(0, |x, &part| x ^ values[part]))
            .collect();
        values.push(crate::core::mex::mex_of(&reached));
    }
    values
}

/// The misère quotient of a heap game for heaps `0..=N`; see the module documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereQuotient {
    /// `times[x * order + y]`: the product `x · y`; element 0 is the identity.
    pub(crate) times: Vec<u32>,
    pub(crate) order: usize,
    /// Is each element in the P-portion?
    pub(crate) p: Vec<bool>,
    /// The element of each heap `0..=N`.
    pub(crate) element: Vec<u32>,
    /// The options of each heap `0..=N`, as given.
    pub(crate) options: Vec<Vec<Vec<usize>>>,
    /// The heap → element map's period, when proved for every heap.
    pub(crate) period: Option<Period>,
    /// Why the quotient stopped before it was proved final, if it did.
    pub(crate) stopped: Option<MisereError>,
    /// The steps of work it took, as [`Limits::work`] counts them.
    pub(crate) work: u64,
}

impl MisereQuotient {
    /// The quotient of the game whose heap `h` has the options `options[h]` (`h` from 0 to
    /// `N = options.len() - 1`, at most [`MAX_HEAP`](crate::games::misere::rules::MAX_HEAP); see [`Outcomes::new`](crate::games::misere::rules::Outcomes::new)), within
    /// `limits`.
    ///
    /// O(q · n · m) outcome lookups for each candidate (`q` elements, `m` tests), the searches
    /// of the positions they meet, and the checks; the module documentation's Cost in full.
    ///
    /// ```
    /// use grundy::games::misere::{octal_options, Limits, MisereQuotient};
    /// use grundy::games::octal::OctalGame;
    /// // Misère Nim with heaps of 0 and 1: {1, a}, a² = 1, P = {a}.
    /// let options = octal_options(&OctalGame::parse("0.3").unwrap(), 1).unwrap();
    /// let q = MisereQuotient::from_options(options, Limits::DEFAULT).unwrap();
    /// assert_eq!(q.order(), 2);
    /// let a = q.element(1).unwrap();
    /// assert_eq!(q.times(a, a), 0);
    /// assert!(q.is_p(a) && !q.is_p(0));
    /// assert_eq!(q.first_player_wins(&[1, 1, 1]), Some(false));
    /// ```
    pub fn from_options(
        options: Vec<Vec<Vec<usize>>>,
        limits: Limits,
    ) -> Result<MisereQuotient, MisereError> {
        check_options(&options)?;
        let mut grown = Extension::new(limits)?;
        for o in &options[1..] {
            grown.push(o)?;
        }
        Self::from_extension(&mut grown, options, None, None)
    }

    /// The quotient held by an extension, with the options of its heaps.
    fn from_extension(
        grown: &mut Extension,
        options: Vec<Vec<Vec<usize>>>,
        period: Option<Period>,
        stopped: Option<MisereError>,
    ) -> Result<MisereQuotient, MisereError> {
        // The table is bounded by the order (at most `limits.order` squared), not by the
        // work left: a quotient stopped by its work is still given whole.
        let work = grown.meter.spent;
        grown.meter.limit = u64::MAX;
        // The product table (order² entries: 1.6 MB for Dawson's Kayles) copied fallibly: a
        // memory limit is an error here, never an abort.
        let table = grown.times()?;
        let mut times = Vec::new();
        reserve(&mut times, table.len())?;
        times.extend_from_slice(table);
        let c = &grown.quotient;
        let element = (0..options.len()).map(|h| c.element(h)).collect();
        Ok(MisereQuotient {
            times,
            order: c.size,
            p: c.p.clone(),
            element,
            options,
            period,
            stopped,
            work,
        })
    }

    /// The quotient of a game given by its rules, heap by heap from heap 1 until the
    /// heap → element map is proved periodic for every heap ([`Period`], the theorem in
    /// [`period`]), until heap `upto` if one is given and the map is not proved final
    /// before it, or until `limits` stop it: then the quotient is *partial*, for the heaps
    /// computed ([`stopped`](Self::stopped) says why; an error only when not even heap 1
    /// could be added).
    ///
    /// O(q · s · (q / 64 + o)) for a heap that keeps the monoid (`q` elements, `s` minimal
    /// option sets, `o` options), more for a heap that changes it: the cost grows with the
    /// quotient, not with positions of sums (the
    /// `extension` module's docs), and all of it is
    /// bounded by `limits`. Kayles is proved final at heap 167 in about 15 ms.
    ///
    /// ```
    /// use grundy::games::misere::{HeapRules, Limits, MisereQuotient};
    /// use grundy::games::octal::OctalGame;
    /// let kayles = HeapRules::Octal(OctalGame::parse("0.77").unwrap());
    /// let q = MisereQuotient::of_game(&kayles, None, Limits::DEFAULT).unwrap();
    /// let period = q.period().unwrap();
    /// assert_eq!((q.order(), period.preperiod, period.period), (40, 71, 12));
    /// // Any heap now: a row of 10^18 pins is a first-player win.
    /// assert_eq!(q.first_player_wins(&[1_000_000_000_000_000_000]), Some(true));
    /// ```
    pub fn of_game(
        rules: &HeapRules,
        upto: Option<usize>,
        limits: Limits,
    ) -> Result<MisereQuotient, MisereError> {
        Self::of_rules(|h| rules.options(h), rules.reach(), upto, limits)
    }

    /// [`of_game`](Self::of_game) for a game given by a function from a heap to its options
    /// and its `reach` ([`HeapRules::reach`]: `(k, m)` when the periodicity theorem applies,
    /// else `None`, and the quotient is never proved final).
    ///
    /// As [`of_game`](Self::of_game).
    pub fn of_rules(
        mut options_of: impl FnMut(usize) -> Result<Vec<Vec<usize>>, MisereError>,
        reach: Option<(usize, usize)>,
        upto: Option<usize>,
        limits: Limits,
    ) -> Result<MisereQuotient, MisereError> {
        let mut grown = Extension::new(limits)?;
        let mut options: Vec<Vec<Vec<usize>>> = vec![Vec::new()];
        let mut certifier = reach.map(|(k, m)| Certifier::new(k, m));
        if let Some(c) = certifier.as_mut() {
            c.push(0)?;
        }
        let mut renamings = 0;
        let mut stopped = None;
        let mut period = None;
        // Heaps and options held in all (a heap without options counts one), bounded by
        // `limits.positions`: so a game whose heaps have no move for a long way (take 2^60)
        // stops at a bound, not at the end of memory.
        let mut held = 0usize;
        for h in 1.. {
            if upto.is_some_and(|u| h > u) {
                break;
            }
            let o = match options_of(h) {
                Ok(o) => o,
                Err(e) => {
                    stopped = Some(e);
                    break;
                }
            };
            held = held.saturating_add(o.len().max(1));
            if held > limits.positions / 2 {
                stopped = Some(MisereError::Heaps);
                break;
            }
            if let Err(e) = grown.push(&o) {
                if h == 1 {
                    return Err(e);
                }
                stopped = Some(e);
                break;
            }
            reserve(&mut options, 1)?;
            options.push(o);
            let Some(c) = certifier.as_mut() else {
                continue;
            };
            // A new monoid may have named the elements anew: the certifier reads them all
            // again; otherwise it takes the new heap's alone. Its steps count as work.
            let before = c.work;
            let found = if grown.renamings == renamings {
                c.push(grown.quotient.element(h))?
            } else {
                renamings = grown.renamings;
                c.restart((0..=h).map(|g| grown.quotient.element(g)))?
            };
            if let Err(e) = grown.meter.charge(c.work - before) {
                stopped = Some(e);
                break;
            }
            if found.is_some() {
                period = found;
                break;
            }
        }
        // A quotient that stopped on limits is the one for the heaps before (push leaves it).
        Self::from_extension(&mut grown, options, period, stopped)
    }

    /// The number of elements.
    ///
    /// O(1).
    pub fn order(&self) -> usize {
        self.order
    }

    /// The product of elements `x` and `y`.
    ///
    /// O(1).
    ///
    /// # Panics
    /// When `x` or `y` is not an element (`order()` or more).
    pub fn times(&self, x: u32, y: u32) -> u32 {
        self.times[x as usize * self.order + y as usize]
    }

    /// Is element `x` in the P-portion?
    ///
    /// O(1).
    ///
    /// # Panics
    /// When `x` is not an element (`order()` or more).
    pub fn is_p(&self, x: u32) -> bool {
        self.p[x as usize]
    }

    /// The element of heap `h`, if `h` is at most the largest heap.
    ///
    /// O(1).
    pub fn element(&self, h: usize) -> Option<u32> {
        match self.element.get(h) {
            Some(&x) => Some(x),
            None => self
                .period
                .map(|p| self.element[p.preperiod + (h - p.preperiod) % p.period]),
        }
    }

    /// The heap → element map's period when it is proved for every heap (then
    /// [`element`](Self::element) answers any heap), `None` for a partial quotient.
    ///
    /// O(1).
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// Why [`of_game`](Self::of_game) stopped before the quotient was proved final: the
    /// limit it met (`None` when it was proved final or reached the heap asked for).
    ///
    /// O(1).
    pub fn stopped(&self) -> Option<MisereError> {
        self.stopped
    }

    /// The steps of work finding it took, as [`Limits::work`] counts them (the product table
    /// aside): what a caller that finds several quotients holds to a bound of its own.
    ///
    /// O(1).
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The largest heap the quotient was computed for (past it only a final quotient
    /// answers, through its [`period`](Self::period)).
    ///
    /// O(1).
    pub fn largest(&self) -> usize {
        self.element.len() - 1
    }

    /// Is the game tame: does every sum of heaps have the misère outcome that misère Nim
    /// gives the heaps' SG values `values[h]` (the Sprague–Grundy values of heaps `0..=N`)?
    /// Then the quotient is that of misère Nim restricted to the values that occur.
    ///
    /// Misère Nim's outcome is a function of two things a sum adds up heap by heap, the xor of
    /// the values and whether some value is 2 or more (Bouton; Winning Ways, ch. 13): the
    /// player to move loses exactly when the xor is 0 with such a value, or 1 without. So the
    /// game is tame exactly when every pair (the sum's element, its Nim state) reachable from
    /// (1, (0, no)) by adding heaps has the same outcome on both sides: a search over those
    /// pairs, each step counted against [`Limits::DEFAULT`]'s work.
    ///
    /// O(pairs reached · N): at most `order · 2^(b+1)` pairs for values below `2^b`. Errors:
    /// [`MisereError::Unsettled`] past the work, [`MisereError::NoMemory`].
    ///
    /// ```
    /// use grundy::games::misere::{octal_options, sg_values, Limits, MisereQuotient};
    /// use grundy::games::octal::OctalGame;
    /// // 0.3 (take one token) is misère Nim on heaps of 0 and 1; Dawson's Kayles is wild.
    /// for (code, tame) in [("0.3", true), ("0.07", false)] {
    ///     let options = octal_options(&OctalGame::parse(code).unwrap(), 10).unwrap();
    ///     let q = MisereQuotient::from_options(options.clone(), Limits { order: 99, tests: 999, ..Limits::DEFAULT }).unwrap();
    ///     assert_eq!(q.is_tame(&sg_values(&options)).unwrap(), tame);
    /// }
    /// ```
    pub fn is_tame(&self, values: &[u32]) -> Result<bool, MisereError> {
        // A Nim state: the xor of the values, and a bit for "some value is 2 or more".
        type Nim = (u32, bool);
        let nim_p = |(x, big): Nim| if big { x == 0 } else { x == 1 };
        let add = |(x, big): Nim, v: u32| -> Nim { (x ^ v, big || v >= 2) };
        let value = |h: usize| values.get(h).copied().unwrap_or(0);
        let mut seen: FastMap<(u32, Nim), ()> = FastMap::default();
        let mut queue = vec![(0u32, (0u32, false))];
        remember(&mut seen, (0, (0, false)), ())?;
        let mut work = 0u64;
        while let Some((x, nim)) = queue.pop() {
            if self.is_p(x) != nim_p(nim) {
                return Ok(false);
            }
            work = work.saturating_add(self.element.len() as u64);
            if work > Limits::DEFAULT.work {
                return Err(MisereError::Unsettled);
            }
            for h in 1..self.element.len() {
                let pair = (self.times(x, self.element[h]), add(nim, value(h)));
                if !seen.contains_key(&pair) {
                    remember(&mut seen, pair, ())?;
                    reserve(&mut queue, 1)?;
                    queue.push(pair);
                }
            }
        }
        Ok(true)
    }

    /// Does the player to move win the misère sum of `heaps`? `None` when a heap is larger
    /// than [`largest`](Self::largest).
    ///
    /// O(number of heaps).
    pub fn first_player_wins(&self, heaps: &[usize]) -> Option<bool> {
        let mut x = 0;
        for &h in heaps {
            x = self.times(x, self.element(h)?);
        }
        Some(!self.is_p(x))
    }

    /// A presentation: generators (each the element of the first heap that is not a
    /// product of earlier generators) and relations, with every element's *normal word*.
    ///
    /// Words are exponent vectors over the generators, ordered by degree, then by the
    /// exponent of the last generator, then the one before it, … (a monomial order: adding a
    /// word keeps the order). An element's normal word is the least word reaching it; the
    /// normal words are closed under taking factors (if `u` is not normal, `u ~ u' < u`, so
    /// `u + v ~ u' + v < u + v`). The relations are `w = normal(w)` for the *minimal*
    /// non-normal words `w` (every factor `w - g` normal): every word rewrites to its normal
    /// word by them, so they and the generators present the quotient.
    ///
    /// O(q · k · (k + q)) for `q` elements and `k` generators: each normal word is extended
    /// by each generator once.
    ///
    /// ```
    /// use grundy::games::misere::{octal_options, Limits, MisereQuotient};
    /// use grundy::games::octal::OctalGame;
    /// // Misère Nim with heaps to 3: ⟨a, b | a² = 1, b³ = b⟩, 6 elements.
    /// let nim = octal_options(&OctalGame::parse("0.333").unwrap(), 3).unwrap();
    /// let q = MisereQuotient::from_options(nim, Limits::DEFAULT).unwrap();
    /// let p = q.presentation().unwrap();
    /// assert_eq!(p.heaps, vec![1, 2]);
    /// let words: Vec<String> = p.relations.iter().map(|(l, r)| p.relation(l, r)).collect();
    /// assert_eq!(words, ["a² = 1", "b³ = b"]);
    /// assert_eq!(p.word(q.element(3).unwrap()), "ab");
    /// ```
    pub fn presentation(&self) -> Result<Presentation, NoMemory> {
        // Generators greedily in heap order.
        let (mut generators, mut heaps) = (Vec::new(), Vec::new());
        let mut reached = vec![false; self.order];
        reached[0] = true;
        for (h, &x) in self.element.iter().enumerate().skip(1) {
            if reached[x as usize] {
                continue;
            }
            reserve(&mut generators, 1)?;
            generators.push(x);
            heaps.push(h);
            // The submonoid generated so far.
            let mut queue: Vec<u32> = (0..self.order as u32)
                .filter(|&y| reached[y as usize])
                .collect();
            while let Some(y) = queue.pop() {
                for &g in &generators {
                    let z = self.times(y, g);
                    if !reached[z as usize] {
                        reached[z as usize] = true;
                        reserve(&mut queue, 1)?;
                        queue.push(z);
                    }
                }
            }
        }
        let k = generators.len();
        let mut normal: Vec<Option<Vec<u16>>> = vec![None; self.order];
        normal[0] = Some(vec![0; k]);
        let mut normal_words: FastMap<Vec<u16>, u32> = FastMap::default();
        remember(&mut normal_words, vec![0; k], 0)?;
        let mut relations = Vec::new();
        let mut layer = vec![vec![0u16; k]];
        while !layer.is_empty() {
            let mut next: Vec<Vec<u16>> = Vec::new();
            for w in &layer {
                for i in 0..k {
                    let mut v = w.clone();
                    v[i] += 1;
                    reserve(&mut next, 1)?;
                    next.push(v);
                }
            }
            next.sort_by(|a, b| a.iter().rev().cmp(b.iter().rev()));
            next.dedup();
            layer.clear();
            for w in next {
                // Minimal non-normal words only: every factor `w - g` must be normal.
                let mut element = None;
                for i in (0..k).filter(|&i| w[i] > 0) {
                    let mut u = w.clone();
                    u[i] -= 1;
                    match normal_words.get(&u) {
                        Some(&y) => element = Some(self.times(y, generators[i])),
                        None => {
                            element = None;
                            break;
                        }
                    }
                }
                let Some(x) = element else { continue };
                match &normal[x as usize] {
                    Some(word) => {
                        reserve(&mut relations, 1)?;
                        relations.push((w, word.clone()));
                    }
                    None => {
                        normal[x as usize] = Some(w.clone());
                        remember(&mut normal_words, w.clone(), x)?;
                        reserve(&mut layer, 1)?;
                        layer.push(w);
                    }
                }
            }
        }
        let normal = normal.into_iter().map(Option::unwrap_or_default).collect();
        Ok(Presentation {
            heaps,
            relations,
            normal,
        })
    }

    /// The options of heap `h` the quotient was computed from (empty past the largest heap).
    ///
    /// O(1).
    pub fn heap_options(&self, h: usize) -> &[Vec<usize>] {
        self.options.get(h).map_or(&[], |o| o.as_slice())
    }

    /// A winning misère move in the sum of `heaps`: the index of the heap to move in and the
    /// heaps its move leaves (an option of that heap; past [`largest`](Self::largest), an
    /// option of a final quotient's heap lifted through the period, below). `Ok(None)` when
    /// every move loses, when there is no move at all (the player to move has then already
    /// won), or when a heap is past a partial quotient's largest heap.
    ///
    /// A heap `h` past the largest heap `N` of a final quotient (preperiod `n0`, period `p`)
    /// moves as heap `h* = h - t·p` in `N - p + 1..=N` does: the theorem's proof
    /// ([`period`]) pairs each option of `h*` with one of `h` of the same element, the same
    /// number of tokens taken and its largest part `t·p` larger (the largest part of an option
    /// of `h*` is at least `n0`, so adding periods keeps its element).
    ///
    /// O(number of heaps + options of the heaps tried): the product of the other heaps is
    /// a prefix times a suffix, so each option costs two products. The prefixes take
    /// `4 · heaps` bytes, allocated fallibly.
    ///
    /// ```
    /// use grundy::games::misere::{octal_options, Limits, MisereQuotient};
    /// use grundy::games::octal::OctalGame;
    /// let kayles = octal_options(&OctalGame::parse("0.77").unwrap(), 6).unwrap();
    /// let q = MisereQuotient::from_options(kayles, Limits::DEFAULT).unwrap();
    /// // A row of 5 pins is won (knocking the middle one down leaves 2 + 2, a misère
    /// // P-position); the move found leaves a P-position.
    /// assert_eq!(q.first_player_wins(&[5]), Some(true));
    /// let (i, left) = q.winning_move(&[5]).unwrap().unwrap();
    /// assert_eq!(i, 0);
    /// assert_eq!(q.first_player_wins(&left), Some(false));
    /// ```
    pub fn winning_move(&self, heaps: &[usize]) -> Result<Option<(usize, Vec<usize>)>, NoMemory> {
        let mut prefix = Vec::new();
        reserve(&mut prefix, heaps.len())?;
        let mut x = 0;
        for &h in heaps {
            prefix.push(x);
            match self.element(h) {
                Some(e) => x = self.times(x, e),
                None => return Ok(None),
            }
        }
        if self.is_p(x) {
            return Ok(None);
        }
        let n = self.largest();
        let mut suffix = 0;
        for (i, &h) in heaps.iter().enumerate().rev() {
            let rest = self.times(prefix[i], suffix);
            // The heap whose options stand for h's, and how much its largest part grows.
            let (stand, lift) = match self.period {
                Some(p) if h > n => {
                    let t = (h - n + p.period - 1) / p.period;
                    (h - t * p.period, t * p.period)
                }
                _ => (h, 0),
            };
            for o in self.heap_options(stand) {
                let y = o
                    .iter()
                    .fold(rest, |y, &part| self.times(y, self.element[part]));
                if self.is_p(y) {
                    let mut left = Vec::new();
                    reserve(&mut left, o.len())?;
                    left.extend_from_slice(o);
                    if let Some(top) = left.iter_mut().max() {
                        *top += lift;
                    }
                    return Ok(Some((i, left)));
                }
            }
            suffix = self.times(suffix, self.element(h).unwrap_or(0));
        }
        Ok(None)
    }
}

/// The rules of a heap game whose misère quotient [`MisereQuotient::of_game`] finds: what
/// it needs is each heap's options and, to prove a quotient final, the shape of every move
/// (at most `k` tokens taken, at most `m` heaps left, the same moves for every heap large
/// enough).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapRules {
    /// An octal game ([`OctalGame`]; Grundy's game is not proved final: its splits into
    /// unequal parts do not shift with the period).
    Octal(OctalGame),
    /// A subtraction game: take any of these numbers of tokens (0s ignored).
    Subtraction(Vec<usize>),
}

impl HeapRules {
    /// The options of heap `h` (as [`octal_options`] and [`subtraction_options`] list them).
    ///
    /// O(options of `h`).
    pub fn options(&self, h: usize) -> Result<Vec<Vec<usize>>, MisereError> {
        match self {
            HeapRules::Octal(game) => octal_heap_options(game, h),
            HeapRules::Subtraction(moves) => subtraction_heap_options(moves, h),
        }
    }

    /// `(k, m)`: the most tokens a move takes and the most heaps it leaves, when the
    /// periodicity theorem applies to the game ([`period`]); `None` when it does not.
    ///
    /// O(digits).
    pub fn reach(&self) -> Option<(usize, usize)> {
        match self {
            HeapRules::Octal(game) => octal_reach(game),
            HeapRules::Subtraction(moves) => Some((moves.iter().copied().max().unwrap_or(0), 1)),
        }
    }
}

/// `(k, m)` of an octal game for the periodicity theorem ([`HeapRules::reach`]): the digits,
/// and 2, 1 or 0 heaps left at most; `None` for Grundy's game (unequal splits).
///
/// O(digits).
pub fn octal_reach(game: &OctalGame) -> Option<(usize, usize)> {
    if game.unequal_splits() {
        return None;
    }
    let m = if game.has_splits() {
        2
    } else {
        usize::from(game.moves().any(|(_, d)| d & 2 != 0))
    };
    Some((game.most_removed(), m))
}

/// The options of heap `h` of the subtraction game with move sizes `moves` (0s ignored), as
/// [`subtraction_options`] lists them.
///
/// O(k log k) for `k` move sizes.
pub fn subtraction_heap_options(moves: &[usize], h: usize) -> Result<Vec<Vec<usize>>, MisereError> {
    let mut out = Vec::new();
    let mut sizes = parts(moves)?;
    sizes.sort_unstable();
    sizes.dedup();
    for &s in sizes.iter().filter(|&&s| s > 0 && s <= h) {
        let option = if s == h { Vec::new() } else { parts(&[h - s])? };
        try_push(&mut out, option)?;
    }
    Ok(out)
}

/// A presentation of a misère quotient ([`MisereQuotient::presentation`]): generators named
/// `a`, `b`, `c`, … in heap order, relations between words, and each element's normal word.
/// A word is an exponent vector over the generators.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Presentation {
    /// The heap whose element each generator is.
    pub heaps: Vec<usize>,
    /// The relations `left = right`, `right` a normal word.
    pub relations: Vec<(Vec<u16>, Vec<u16>)>,
    /// The normal word of each element.
    pub normal: Vec<Vec<u16>>,
}

impl Presentation {
    /// Generator `i`'s name: `a` … `z`, then `g27`, `g28`, ….
    ///
    /// O(1).
    pub fn name(i: usize) -> String {
        match u8::try_from(i).ok().filter(|&i| i < 26) {
            Some(i) => char::from(b'a' + i).to_string(),
            None => format!("g{}", i + 1),
        }
    }

    /// A word written out: `1` for the empty word, else `ab²c` (generators in order, powers
    /// as superscripts).
    ///
    /// O(length of the text).
    pub fn write(word: &[u16]) -> String {
        const SUPERSCRIPT: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
        let mut out = String::new();
        for (i, &e) in word.iter().enumerate().filter(|&(_, &e)| e > 0) {
            out.push_str(&Self::name(i));
            if e > 1 {
                out.extend(
                    e.to_string()
                        .bytes()
                        .map(|d| SUPERSCRIPT[usize::from(d - b'0')]),
                );
            }
        }
        if out.is_empty() {
            out.push('1');
        }
        out
    }

    /// Element `x`'s normal word, written out.
    ///
    /// O(length of the text).
    ///
    /// # Panics
    /// When `x` is not an element of the quotient presented.
    pub fn word(&self, x: u32) -> String {
        Self::write(&self.normal[x as usize])
    }

    /// A relation written out: `bc = ab`.
    ///
    /// O(length of the text).
    pub fn relation(&self, left: &[u16], right: &[u16]) -> String {
        format!("{} = {}", Self::write(left), Self::write(right))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::misere::rules::Outcomes;
    use std::collections::HashMap;

    /// Games that walk many heaps: take 10^6 (every heap below is the identity; the period
    /// shows only past 10^6 heaps) answers heaps to 10^4 at once, where each heap rebuilt the
    /// element list and re-ran the certificate; take 2^60 stops at the heaps' bound, a
    /// partial quotient saying why (it walked on without a bound before).
    #[test]
    fn far_moves_answer_or_stop_at_a_bound() {
        let big = HeapRules::Subtraction(vec![1_000_000]);
        let q = MisereQuotient::of_game(&big, Some(10_000), Limits::DEFAULT).unwrap();
        assert_eq!((q.order(), q.largest(), q.period()), (1, 10_000, None));
        assert_eq!(q.first_player_wins(&[10_000]), Some(true));
        let huge = HeapRules::Subtraction(vec![1 << 60]);
        let q = MisereQuotient::of_game(&huge, None, Limits::DEFAULT).unwrap();
        assert_eq!((q.order(), q.stopped()), (1, Some(MisereError::Heaps)));
        assert_eq!(q.largest(), Limits::DEFAULT.positions / 2);
        // Take 1 or 7: proved final, the period found heap by heap.
        let q = MisereQuotient::of_game(&HeapRules::Subtraction(vec![1, 7]), None, Limits::DEFAULT)
            .unwrap();
        let p = q.period().unwrap();
        let elements: Vec<u32> = (0..=p.proved_at).map(|h| q.element(h).unwrap()).collect();
        assert_eq!(
            crate::games::misere::period::certify(&elements, 7, 1),
            Some(p)
        );
    }

    fn quotient(code: &str, n: usize) -> MisereQuotient {
        let game = OctalGame::parse(code).unwrap();
        MisereQuotient::from_options(
            octal_options(&game, n).unwrap(),
            Limits {
                order: 1000,
                tests: 60,
                ..Limits::DEFAULT
            },
        )
        .unwrap()
    }

    /// The documented preconditions are errors, not panics or aborts: no heaps at all, an
    /// option with a heap not smaller than its own (or heap 0), and tables of options past
    /// memory (`n = 2^40` once aborted on allocation).
    #[test]
    fn broken_preconditions_are_errors() {
        let limits = Limits::DEFAULT;
        assert_eq!(
            MisereQuotient::from_options(Vec::new(), limits),
            Err(MisereError::Options)
        );
        assert_eq!(Outcomes::new(Vec::new()).err(), Some(MisereError::Options));
        let bad: [Vec<Vec<Vec<usize>>>; 5] = [
            vec![vec![], vec![vec![1]]],
            vec![vec![], vec![], vec![vec![3]]],
            vec![vec![], vec![], vec![vec![0, 1]]],
            vec![vec![vec![]]],
            vec![vec![vec![1]], vec![]],
        ];
        for options in bad {
            let shown = format!("{options:?}");
            let quotient = MisereQuotient::from_options(options.clone(), limits);
            assert_eq!(quotient.err(), Some(MisereError::Options), "{shown}");
            assert_eq!(
                Outcomes::new(options).err(),
                Some(MisereError::Options),
                "{shown}"
            );
        }
        assert!(MisereQuotient::from_options(vec![vec![], vec![vec![]]], limits).is_ok());
        let kayles = OctalGame::parse("0.77").unwrap();
        assert_eq!(
            octal_options(&kayles, 1 << 40).err(),
            Some(MisereError::NoMemory)
        );
        assert_eq!(
            subtraction_options(&[1, 2], 1 << 40).err(),
            Some(MisereError::NoMemory)
        );
        assert_eq!(
            octal_options(&kayles, usize::MAX).err(),
            Some(MisereError::NoMemory)
        );
    }

    /// Misère outcomes by a plain search over sorted lists of heaps, separate from
    /// [`Outcomes`](crate::games::misere::rules::Outcomes): does the player to move win?
    fn wins(
        options: &[Vec<Vec<usize>>],
        heaps: &[usize],
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let mut key: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut any_move = false;
        let mut wins_by_move = false;
        for i in 0..key.len() {
            for o in &options[key[i]] {
                any_move = true;
                let mut next = key.clone();
                next.remove(i);
                next.extend_from_slice(o);
                if !wins(options, &next, memo) {
                    wins_by_move = true;
                }
            }
        }
        // No move: the other player moved last and lost.
        let w = !any_move || wins_by_move;
        memo.insert(key, w);
        w
    }

    /// Every multiset of at most `most` heaps from `1..=n`.
    fn sums(n: usize, most: usize) -> Vec<Vec<usize>> {
        let mut out = vec![Vec::new()];
        let mut at = 0;
        while at < out.len() {
            let g: Vec<usize> = out[at].clone();
            if g.len() < most {
                for h in g.last().copied().unwrap_or(1)..=n {
                    let mut bigger = g.clone();
                    bigger.push(h);
                    out.push(bigger);
                }
            }
            at += 1;
        }
        out
    }

    #[test]
    fn quotients_answer_as_the_search_does() {
        for code in [
            "0.333333", "0.77", "0.07", "0.137", "0.75", "0.123", "4.7", "0.6", "0.51",
        ] {
            let game = OctalGame::parse(code).unwrap();
            for n in 1..=7 {
                let options = octal_options(&game, n).unwrap();
                let q = MisereQuotient::from_options(
                    options.clone(),
                    Limits {
                        order: 1000,
                        tests: 40,
                        ..Limits::DEFAULT
                    },
                )
                .unwrap();
                assert_eq!(q.largest(), n);
                let some_move = options.iter().any(|o| !o.is_empty());
                assert!(
                    !some_move || q.order() % 2 == 0,
                    "{code} to {n}: odd order {}",
                    q.order()
                );
                let mut memo = HashMap::new();
                for heaps in sums(n, 4) {
                    let expected = wins(&options, &heaps, &mut memo);
                    assert_eq!(
                        q.first_player_wins(&heaps),
                        Some(expected),
                        "{code}: {heaps:?}"
                    );
                }
                assert_eq!(q.first_player_wins(&[n + 1]), None);
                // Reduced: any two elements are told apart by some third.
                let order = q.order() as u32;
                for x in 0..order {
                    for y in x + 1..order {
                        let apart =
                            (0..order).any(|z| q.is_p(q.times(x, z)) != q.is_p(q.times(y, z)));
                        assert!(apart, "{code} to {n}: {x} and {y} alike");
                    }
                }
            }
        }
    }

    #[test]
    fn misere_nim_follows_bouton() {
        // The player to move wins misère Nim iff the xor is not 0 when some heap is above 1,
        // and iff it is 0 when none is.
        let q = quotient("0.333333333", 9);
        for heaps in sums(9, 4) {
            let xor = heaps.iter().fold(0, |x, &h| x ^ h);
            let big = heaps.iter().any(|&h| h > 1);
            assert_eq!(
                q.first_player_wins(&heaps),
                Some((xor != 0) == big),
                "{heaps:?}"
            );
        }
    }

    #[test]
    fn tame_means_misere_nim_on_the_values() {
        // Misère Nim on values: the player to move wins iff the xor is not 0 when some value
        // is above 1, and iff it is 0 when none is (Bouton).
        let mut tame_seen = 0;
        for code in [
            "0.3", "0.333", "0.77", "0.07", "0.137", "0.75", "0.123", "0.6", "0.51", "0.1",
        ] {
            let game = OctalGame::parse(code).unwrap();
            for n in 1..=6 {
                let options = octal_options(&game, n).unwrap();
                let values = sg_values(&options);
                let q = MisereQuotient::from_options(
                    options.clone(),
                    Limits {
                        order: 1000,
                        tests: 1000,
                        ..Limits::DEFAULT
                    },
                )
                .unwrap();
                let tame = q.is_tame(&values).unwrap();
                let mut memo = HashMap::new();
                let nim_like = sums(n, 4).iter().all(|heaps| {
                    let xor = heaps.iter().fold(0, |x, &h| x ^ values[h]);
                    let big = heaps.iter().any(|&h| values[h] > 1);
                    wins(&options, heaps, &mut memo) == ((xor != 0) == big)
                });
                // Tame forces every sum to follow the rule; a sum that breaks it makes wild.
                assert!(!tame || nim_like, "{code} to {n}");
                tame_seen += usize::from(tame);
            }
        }
        assert!(tame_seen > 0);
        // Values far apart answer at once: the Nim side is a state, not a quotient of misère
        // Nim to the largest value (which once asked for 2·10^10 options, an abort).
        let q = quotient("0.3", 2);
        assert!(q.is_tame(&[0, 1, 200_000]).is_ok());
        assert!(q.is_tame(&[0, u32::MAX]).is_ok());
        assert_eq!(q.is_tame(&[0, 1, 0]), Ok(true));
    }

    #[test]
    fn bounds_are_errors() {
        let kayles = octal_options(&OctalGame::parse("0.77").unwrap(), 10).unwrap();
        assert_eq!(
            MisereQuotient::from_options(
                kayles.clone(),
                Limits {
                    order: 5,
                    tests: 40,
                    ..Limits::DEFAULT
                }
            ),
            Err(MisereError::TooLarge)
        );
        assert_eq!(
            MisereQuotient::from_options(
                kayles.clone(),
                Limits {
                    work: 1000,
                    ..Limits::DEFAULT
                }
            ),
            Err(MisereError::Unsettled)
        );
        assert_eq!(
            MisereQuotient::from_rules(
                kayles,
                Limits {
                    order: 1000,
                    tests: 3,
                    ..Limits::DEFAULT
                }
            ),
            Err(MisereError::Unsettled)
        );
    }
}
/// Larger quotients: R8, and Kayles and 0.123 to heap 12 (0.2 s since the quotient is found
/// heap by heap; 10 s before, when this was ignored).
#[cfg(test)]
mod larger {
    use super::*;
    use crate::games::misere::rules::Outcomes;

    /// R8 = ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩ with P-portion {a, b²}: the
    /// quotient Plambeck and Siegel give for 0.75, the smallest wild quotient.
    #[test]
    fn the_quotient_of_0_75_is_r8() {
        for n in [5, 8, 20] {
            let options = octal_options(&OctalGame::parse("0.75").unwrap(), n).unwrap();
            let q = MisereQuotient::from_options(options, Limits::DEFAULT).unwrap();
            assert_eq!(q.order(), 8);
            let o = q.order() as u32;
            let p: Vec<u32> = (0..o).filter(|&x| q.is_p(x)).collect();
            // Generators satisfying the relations, whose words give all 8 elements, with
            // P = {a, b²}: an isomorphism from R8 that keeps the P-portion.
            let r8 = (0..o).any(|a| {
                (0..o).any(|b| {
                    (0..o).any(|c| {
                        let b2 = q.times(b, b);
                        let relations = q.times(a, a) == 0
                            && q.times(b2, b) == b
                            && q.times(b, c) == q.times(a, b)
                            && q.times(c, c) == b2;
                        let mut words: Vec<u32> = [0, b, b2, c]
                            .into_iter()
                            .flat_map(|m| [m, q.times(a, m)])
                            .collect();
                        words.sort_unstable();
                        words.dedup();
                        let mut want = vec![a, b2];
                        want.sort_unstable();
                        relations && words.len() == 8 && p == want
                    })
                })
            });
            assert!(r8, "0.75 to heap {n}");
        }
    }

    #[test]
    fn kayles_and_0_123_to_heap_12_answer_as_the_search_does() {
        for (code, order) in [("0.77", 24), ("0.123", 20)] {
            let options = octal_options(&OctalGame::parse(code).unwrap(), 12).unwrap();
            let q = MisereQuotient::from_options(
                options.clone(),
                Limits {
                    order: 1000,
                    tests: 10_000,
                    ..Limits::DEFAULT
                },
            )
            .unwrap();
            assert_eq!(q.order(), order, "{code}");
            let mut outcomes = Outcomes::new(options).unwrap();
            let mut counts = [0u16; 13];
            // Every sum of up to three heaps to 12.
            for a in 0..=12 {
                for b in a..=12 {
                    for c in b..=12 {
                        counts.fill(0);
                        for h in [a, b, c] {
                            counts[h] += 1;
                        }
                        counts[0] = 0;
                        let won = !outcomes.is_p(&counts).unwrap();
                        assert_eq!(q.first_player_wins(&[a, b, c]), Some(won), "{code}");
                    }
                }
            }
        }
    }
}

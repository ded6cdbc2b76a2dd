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
//! The quotient is the syntactic monoid of the set of P-positions, found as one finds a
//! smallest automaton: positions are told apart by *tests* `X`, and for a finite set `E` of
//! tests, a position's *row* is the outcomes of `G + X` for `X` in `E`. Starting from the
//! empty position and adding one heap at a time, each new row is a new element; this gives a
//! candidate `(Q, P, Φ)`, with `Φ(G)` read by adding `G`'s heaps in increasing order. Distinct
//! rows are distinguishable positions, so the candidate never has more elements than the true
//! quotient. Tests are added until the candidate is *proved* (below): when a check finds a
//! position whose outcome the candidate gets wrong, the search of Rivest and Schapire along
//! its heaps yields a test that splits an element; when it finds none, every position of
//! `k` tokens becomes a test, `k = 1, 2, …` (small tests are cheap to search).
//!
//! The quotient is found heap by heap, for heaps `0..=m`, `m = 0, 1, …, N`, the tests of one
//! stage starting the next. Once the quotient for `0..=m - 1` is proved, it decides every
//! position of those heaps (by 2 below), so the search for stage `m` asks it about every
//! position without a heap `m` and searches only the positions with one.
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
//! 3. **No two elements alike.** Distinct elements have distinct rows, so some test `X`
//!    tells their positions apart, and by 2 the element `Φ(X)` tells the elements apart.
//!
//! By 1 and 2 indistinguishable positions are exactly those with equal images (equal images
//! give equal outcomes with any `X` by the homomorphism, and by 3 distinct images are told
//! apart), so the candidate is the quotient. A candidate that fails a check gets more tests;
//! once the tests tell every pair of classes apart the candidate is the quotient and passes,
//! so for a finite quotient the search ends. Outcomes of positions come from a search that
//! knows only the rules ([`Outcomes`]).
//!
//! # Cost
//! With `n = N` heaps, `q` elements and `m` tests (the partitions of at most `k` tokens into
//! parts of at most `n`), a candidate takes `q · n · m` outcome lookups, each new position
//! searched once and settled by its first option found to be a P-position, and for each
//! stage `m` of the `N`. The search of sums of many large heaps is what costs; measured
//! (`cargo run --release --bin bench -- kayles_quotient`): Kayles to heap 12, order 24, in
//! 0.2 s, to heap 20 in 1.5 s and 110 MB. Check 1 takes
//! `O(q² · (n + length of the positions S_y))`, check 2
//! `O(pairs · n · (t + p) · q)` for the pairs `(Φ(G), T(G))` met. All tables grow with
//! `try_reserve` ([`MisereError::NoMemory`]); a quotient of more elements than asked, more
//! positions searched or more steps of work than [`Limits`] allows, or a check of more pairs
//! than [`MAX_PAIRS`], is an error, never a hang: the steps (each option the rules search
//! examines, each position a candidate asks about, each step of check 2) bound the time, at
//! 100 to 300 ns a step, whatever the game.

use crate::games::misere_extension::Extension;
pub use crate::games::misere_period::Period;

use crate::core::budget::{remember, reserve, try_push, NoMemory};
use crate::core::memo::FastMap;
use crate::games::octal::OctalGame;

/// The most pairs `(Φ(G), T(G))` that check 2 holds before it gives up.
pub const MAX_PAIRS: usize = 1 << 20;

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
    /// minimal option sets it holds ([`MisereError::Unsettled`] past it).
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
    /// More heaps than the search holds: past [`MAX_HEAP`] for
    /// [`from_rules`](MisereQuotient::from_rules), or more options in all than
    /// half of [`Limits::positions`] for [`of_game`](MisereQuotient::of_game).
    Heaps,
    /// The quotient has more elements than the bound asked for.
    TooLarge,
    /// Checking the candidate met more than [`MAX_PAIRS`] pairs, or needed more tests than
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

/// Do `options` meet the precondition of [`Outcomes::new`] and [`MisereQuotient::from_options`]: heaps
/// `0..=N` (at least heap 0, which has no move), each option of heap `h` made of heaps `1..h`?
fn check_options(options: &[Vec<Vec<usize>>]) -> Result<(), MisereError> {
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

/// The largest heap a quotient or a search takes: a position is held as one byte per heap
/// size, in 32 bytes.
pub const MAX_HEAP: usize = 31;

/// A position as counts by heap size, one byte each (`counts[0]` unused).
type Packed = [u8; MAX_HEAP + 1];

/// Misère outcomes of positions (multisets of heaps `1..=N`, as counts by size), found by a
/// search that knows only the rules, each position once.
pub struct Outcomes {
    options: Vec<Vec<Vec<usize>>>,
    known: FastMap<Packed, bool>,
    /// The most positions the search may settle.
    limit: usize,
    /// Options examined so far, and the most it may examine.
    examined: u64,
    work: u64,
    /// A quotient proved for the smaller heaps: it answers positions of those heaps alone.
    below: Option<MisereQuotient>,
}

impl Outcomes {
    /// The outcomes of the game whose heap `h` has the options `options[h]`, for heaps
    /// `0..options.len()`, at most [`MAX_HEAP`] (larger heaps are dropped). Every option of
    /// heap `h` must be a list of heaps `1..h` (as in every taking-and-breaking game), and
    /// heap 0 must be there, without moves: else [`MisereError::Options`].
    ///
    /// O(total size of the options), to check them.
    pub fn new(mut options: Vec<Vec<Vec<usize>>>) -> Result<Outcomes, MisereError> {
        options.truncate(MAX_HEAP + 1);
        check_options(&options)?;
        Ok(Outcomes {
            options,
            known: FastMap::default(),
            limit: usize::MAX,
            examined: 0,
            work: u64::MAX,
            below: None,
        })
    }

    /// The same search, settling at most `positions` positions in all (past that,
    /// [`is_p`](Self::is_p) is [`MisereError::Unsettled`]): a bound on its time and memory,
    /// about 100 bytes a position.
    ///
    /// O(1).
    pub fn limited(mut self, positions: usize) -> Outcomes {
        self.limit = positions;
        self
    }

    /// The same search, examining at most `options` options in all (past that,
    /// [`is_p`](Self::is_p) is [`MisereError::Unsettled`]): a bound on its time, about 10
    /// to 20 ns an option.
    ///
    /// O(1).
    pub fn with_work(mut self, options: u64) -> Outcomes {
        self.work = options;
        self
    }

    /// How many options the search has examined (and positions asked about).
    ///
    /// O(1).
    ///
    /// ```
    /// use grundy::games::misere::{octal_options, MisereError, Outcomes};
    /// use grundy::games::octal::OctalGame;
    /// let kayles = octal_options(&OctalGame::parse("0.77").unwrap(), 8).unwrap();
    /// let mut all = Outcomes::new(kayles.clone()).unwrap();
    /// all.is_p(&[0, 0, 0, 0, 0, 0, 0, 0, 2]).unwrap();
    /// let needed = all.examined();
    /// // With less work allowed, the same question is refused, not left running.
    /// let mut short = Outcomes::new(kayles).unwrap().with_work(needed / 2);
    /// assert_eq!(short.is_p(&[0, 0, 0, 0, 0, 0, 0, 0, 2]), Err(MisereError::Unsettled));
    /// ```
    pub fn examined(&self) -> u64 {
        self.examined
    }

    /// The largest heap.
    ///
    /// O(1).
    pub fn largest(&self) -> usize {
        self.options.len().saturating_sub(1)
    }

    /// How many positions the search has settled.
    ///
    /// O(1).
    pub fn searched(&self) -> usize {
        self.known.len()
    }

    /// Is the position with `counts[h]` heaps of size `h` (`counts[0]` ignored) a misère
    /// P-position, lost by the player to move? A count of more than 255 heaps of one size
    /// (in it or met in the search) is [`MisereError::Unsettled`], as is a heap past
    /// [`largest`](Self::largest).
    ///
    /// O(the positions below it not searched before · their options), with an explicit
    /// stack: no recursion. A position is settled as soon as one option is known to be a
    /// P-position.
    ///
    /// ```
    /// use grundy::games::misere::{octal_options, Outcomes};
    /// use grundy::games::octal::OctalGame;
    /// // Misère Nim (0.333… to heap 3): one heap of 1 loses, 2 + 2 loses, 1 + 2 wins.
    /// let options = octal_options(&OctalGame::parse("0.333").unwrap(), 3).unwrap();
    /// let mut nim = Outcomes::new(options).unwrap();
    /// assert!(nim.is_p(&[0, 1, 0, 0]).unwrap());
    /// assert!(nim.is_p(&[0, 0, 2, 0]).unwrap());
    /// assert!(!nim.is_p(&[0, 1, 1, 0]).unwrap());
    /// ```
    pub fn is_p(&mut self, counts: &[u16]) -> Result<bool, MisereError> {
        let mut root: Packed = [0; MAX_HEAP + 1];
        for (h, &c) in counts.iter().enumerate().skip(1) {
            if c == 0 {
                continue;
            }
            if h > self.largest() {
                return Err(MisereError::Unsettled);
            }
            root[h] = u8::try_from(c).map_err(|_| MisereError::Unsettled)?;
        }
        self.charge(1)?;
        if let Some(p) = self.known_p(&root) {
            return Ok(p);
        }
        // Each frame scans its position's options from heap `h`, option `i` on. An option
        // known to be a P-position settles the frame at once (the position is an N-position,
        // its other options unexamined); an unknown one is searched first, and the scan goes
        // on after it when it turns out an N-position.
        struct Frame {
            position: Packed,
            h: usize,
            i: usize,
            any: bool,
        }
        let mut stack = Vec::new();
        reserve(&mut stack, 1)?;
        stack.push(Frame {
            position: root,
            h: 1,
            i: 0,
            any: false,
        });
        let n = self.options.len();
        // The outcome of the frame just settled, for the frame below it.
        let mut settled: Option<bool> = None;
        while let Some(top) = stack.last_mut() {
            let mut p = None;
            if settled.take() == Some(true) {
                p = Some(false);
            }
            let mut child = None;
            'heaps: while p.is_none() && top.h < n {
                let h = top.h;
                if top.position[h] > 0 {
                    while top.i < self.options[h].len() {
                        let mut option = top.position;
                        option[h] -= 1;
                        for &part in &self.options[h][top.i] {
                            option[part] =
                                option[part].checked_add(1).ok_or(MisereError::Unsettled)?;
                        }
                        top.i += 1;
                        top.any = true;
                        self.charge(1)?;
                        match self.known_p(&option) {
                            Some(true) => {
                                p = Some(false);
                                break 'heaps;
                            }
                            Some(false) => {}
                            None => {
                                child = Some(option);
                                break 'heaps;
                            }
                        }
                    }
                }
                (top.h, top.i) = (h + 1, 0);
            }
            if let Some(position) = child {
                reserve(&mut stack, 1)?;
                stack.push(Frame {
                    position,
                    h: 1,
                    i: 0,
                    any: false,
                });
                continue;
            }
            // Every option scanned and none a P-position: P exactly when there was one.
            let p = p.unwrap_or(top.any);
            let done = top.position;
            stack.pop();
            if self.known.len() >= self.limit {
                return Err(MisereError::Unsettled);
            }
            remember(&mut self.known, done, p)?;
            settled = Some(p);
        }
        Ok(self.known_p(&root).unwrap_or(false))
    }

    /// Counts `work` more steps: an option examined, a position asked about, or a step of
    /// the quotient's check 2; past the bound, [`MisereError::Unsettled`].
    fn charge(&mut self, work: u64) -> Result<(), MisereError> {
        self.examined = self.examined.saturating_add(work);
        if self.examined > self.work {
            return Err(MisereError::Unsettled);
        }
        Ok(())
    }

    /// The outcome of `p` if known: from the quotient of the smaller heaps when `p` has only
    /// those, else from the positions searched.
    fn known_p(&self, p: &Packed) -> Option<bool> {
        if let Some(q) = &self.below {
            if p[q.largest() + 1..].iter().all(|&c| c == 0) {
                let mut x = 0;
                for (h, &c) in p.iter().enumerate().take(q.largest() + 1).skip(1) {
                    for _ in 0..c {
                        x = q.times(x, q.element[h]);
                    }
                }
                return Some(q.is_p(x));
            }
        }
        self.known.get(p).copied()
    }
}

/// The misère quotient of a heap game for heaps `0..=N`; see the module documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereQuotient {
    /// `times[x * order + y]`: the product `x · y`; element 0 is the identity.
    times: Vec<u32>,
    order: usize,
    /// Is each element in the P-portion?
    p: Vec<bool>,
    /// The element of each heap `0..=N`.
    element: Vec<u32>,
    /// The options of each heap `0..=N`, as given.
    options: Vec<Vec<Vec<usize>>>,
    /// The heap → element map's period, when proved for every heap.
    period: Option<Period>,
    /// Why the quotient stopped before it was proved final, if it did.
    stopped: Option<MisereError>,
}

impl MisereQuotient {
    /// The quotient of the game whose heap `h` has the options `options[h]` (`h` from 0 to
    /// `N = options.len() - 1`, at most [`MAX_HEAP`]; see [`Outcomes::new`]), within
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
        grown.meter.limit = u64::MAX;
        let times = grown.times()?.to_vec();
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
        })
    }

    /// The quotient of a game given by its rules, heap by heap from heap 1 until the
    /// heap → element map is proved periodic for every heap ([`Period`], the theorem in
    /// [`misere_period`](crate::games::misere_period)), until heap `upto` if one is given and the map is not proved final
    /// before it, or until `limits` stop it: then the quotient is *partial*, for the heaps
    /// computed ([`stopped`](Self::stopped) says why; an error only when not even heap 1
    /// could be added).
    ///
    /// O(q · s · (q / 64 + o)) for a heap that keeps the monoid (`q` elements, `s` minimal
    /// option sets, `o` options), more for a heap that changes it: the cost grows with the
    /// quotient, not with positions of sums (the
    /// [`misere_extension`](crate::games::misere_extension) module's docs), and all of it is
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
        let mut elements: Vec<u32> = vec![0];
        let mut stopped = None;
        let mut period = None;
        // Options held in all, bounded by `limits.positions`.
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
            held = held.saturating_add(o.len());
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
            // Elements may have been renamed: read them all again after a change.
            elements.clear();
            reserve(&mut elements, h + 1)?;
            elements.extend((0..=h).map(|g| grown.quotient.element(g)));
            if let Some((k, m)) = reach {
                if let Some(found) = crate::games::misere_period::certify(&elements, k, m) {
                    period = Some(found);
                    break;
                }
            }
        }
        // A quotient that stopped on limits is the one for the heaps before (push leaves it).
        Self::from_extension(&mut grown, options, period, stopped)
    }

    /// The quotient found by the rules search and tests (the first method: slow, for heaps
    /// up to [`MAX_HEAP`], kept as the test oracle of [`from_options`](Self::from_options)).
    ///
    /// O(q · n · m) outcome lookups for each candidate (`q` elements, `m` tests), the searches
    /// of the positions they meet, and the checks.
    pub fn from_rules(
        options: Vec<Vec<Vec<usize>>>,
        limits: Limits,
    ) -> Result<MisereQuotient, MisereError> {
        if options.len() > MAX_HEAP + 1 {
            return Err(MisereError::Heaps);
        }
        check_options(&options)?;
        // Heap by heap: the quotient for heaps `0..=m` is found with the one for `0..=m - 1`
        // answering every position without a heap `m` (it decides them: check 2), so the
        // rules search only meets positions with a heap `m`; the tests carry over.
        let n = options.len() - 1;
        let mut outcomes = Outcomes::new(vec![options[0].clone()])?
            .limited(limits.positions)
            .with_work(limits.work);
        let (mut k, mut tests) = (0, positions_of_at_most(0, 0)?);
        let mut quotient = Self::stage(&mut outcomes, &mut tests, &mut k, limits)?;
        for m in 1..=n {
            outcomes.options = options[..=m].to_vec();
            outcomes.below = Some(quotient);
            for test in &mut tests {
                test.push(0);
            }
            quotient = Self::stage(&mut outcomes, &mut tests, &mut k, limits)?;
        }
        quotient.options = options;
        Ok(quotient)
    }

    /// The quotient for the heaps `outcomes` has options for, starting from `tests` (of every
    /// position of at most `k` tokens, and more), which grow as needed.
    fn stage(
        outcomes: &mut Outcomes,
        tests: &mut Vec<Vec<u16>>,
        k: &mut usize,
        limits: Limits,
    ) -> Result<MisereQuotient, MisereError> {
        let n = outcomes.largest();
        // The tests as a set too: a test is added once, in O(1) expected.
        let mut known: FastMap<Vec<u16>, ()> = FastMap::default();
        for test in tests.iter() {
            remember(&mut known, test.clone(), ())?;
        }
        loop {
            let candidate = Candidate::build(outcomes, tests, limits.order)?;
            let test = match candidate.proved(outcomes)? {
                Proof::Quotient(quotient) => return Ok(quotient),
                Proof::Wrong(g) => candidate.telling_apart(outcomes, &g)?,
                Proof::Ways(x, one, other) => {
                    candidate.telling_ways_apart(outcomes, x, [&one, &other], tests)?
                }
                Proof::Failed => None,
            };
            let mut add = |test: Vec<u16>| -> Result<bool, NoMemory> {
                if known.contains_key(&test) {
                    return Ok(false);
                }
                remember(&mut known, test.clone(), ())?;
                reserve(tests, 1)?;
                tests.push(test);
                Ok(true)
            };
            // A counterexample gives a test that splits an element (Rivest and Schapire's
            // search along its heaps): the next candidate is larger. Else every position of
            // one more token.
            let split = match test {
                Some(test) => add(test)?,
                None => false,
            };
            if !split {
                *k += 1;
                for test in positions_of_at_most(n, *k)? {
                    add(test)?;
                }
            }
            if tests.len() > limits.tests {
                return Err(MisereError::Unsettled);
            }
        }
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
    pub fn times(&self, x: u32, y: u32) -> u32 {
        self.times[x as usize * self.order + y as usize]
    }

    /// Is element `x` in the P-portion?
    ///
    /// O(1).
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
    /// O(pairs of elements of the two quotients · N), after the quotient of misère Nim to
    /// the largest value.
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
        let top = values.iter().copied().max().unwrap_or(0) as usize;
        let nim_options = (0..=top)
            .map(|v| {
                let some = (v > 0).then(Vec::new);
                some.into_iter().chain((1..v).map(|u| vec![u])).collect()
            })
            .collect();
        let nim = MisereQuotient::from_options(
            nim_options,
            Limits {
                order: 1 << 16,
                tests: 1 << 16,
                ..Limits::DEFAULT
            },
        )?;
        let nim_element = |h: usize| nim.element(values.get(h).copied().unwrap_or(0) as usize);
        // The pairs (Φ(G), Φ'(G')) for G a sum of heaps and G' the Nim heaps of its values.
        let mut seen: FastMap<(u32, u32), ()> = FastMap::default();
        let mut queue = vec![(0u32, 0u32)];
        remember(&mut seen, (0, 0), ())?;
        while let Some((x, x2)) = queue.pop() {
            if self.is_p(x) != nim.is_p(x2) {
                return Ok(false);
            }
            for h in 1..self.element.len() {
                let y = self.times(x, self.element[h]);
                let y2 = nim.times(x2, nim_element(h).unwrap_or(0));
                if !seen.contains_key(&(y, y2)) {
                    remember(&mut seen, (y, y2), ())?;
                    reserve(&mut queue, 1)?;
                    queue.push((y, y2));
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
    pub fn options(&self, h: usize) -> &[Vec<usize>] {
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
    /// ([`misere_period`](crate::games::misere_period)) pairs each option of `h*` with one of `h` of the same element, the same
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
            for o in self.options(stand) {
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
    /// periodicity theorem applies to the game ([`misere_period`](crate::games::misere_period)); `None` when it does not.
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

/// What checking a candidate found.
enum Proof {
    /// The candidate is the quotient.
    Quotient(MisereQuotient),
    /// A position whose outcome the candidate gets wrong.
    Wrong(Vec<u16>),
    /// Two ways of adding the same heaps to an element that end in different elements.
    Ways(u32, Vec<usize>, Vec<usize>),
    /// No wrong position was found: more tests are needed.
    Failed,
}

/// A candidate quotient: the rows of the positions reached from the empty one heap by heap.
struct Candidate {
    /// The position first reaching each element, as counts by heap size.
    reached_by: Vec<Vec<u16>>,
    /// `next[x * n + h - 1]`: the element of `x` plus a heap `h`.
    next: Vec<u32>,
    /// Heap sizes `1..=n`.
    n: usize,
    p: Vec<bool>,
}

impl Candidate {
    /// The candidate told apart by `tests`, the empty position first.
    fn build(
        outcomes: &mut Outcomes,
        tests: &[Vec<u16>],
        max_order: usize,
    ) -> Result<Self, MisereError> {
        let n = outcomes.largest();
        let row = |outcomes: &mut Outcomes, g: &[u16]| -> Result<Vec<bool>, MisereError> {
            let mut sum = g.to_vec();
            let mut bits = Vec::new();
            reserve(&mut bits, tests.len())?;
            for t in tests {
                for (s, (a, b)) in sum.iter_mut().zip(g.iter().zip(t)) {
                    *s = a + b;
                }
                bits.push(outcomes.is_p(&sum)?);
            }
            Ok(bits)
        };
        let empty = vec![0u16; n + 1];
        let mut index: FastMap<Vec<bool>, u32> = FastMap::default();
        let first = row(outcomes, &empty)?;
        // The first test is the empty position: a row's first bit is the outcome itself.
        let mut p = vec![first[0]];
        remember(&mut index, first, 0)?;
        let mut reached_by = vec![empty];
        let mut next = Vec::new();
        let mut x = 0;
        while x < reached_by.len() {
            for h in 1..=n {
                let mut g = reached_by[x].clone();
                g[h] += 1;
                let r = row(outcomes, &g)?;
                let y = match index.get(&r) {
                    Some(&y) => y,
                    None => {
                        if reached_by.len() >= max_order {
                            return Err(MisereError::TooLarge);
                        }
                        let y = reached_by.len() as u32;
                        reserve(&mut p, 1)?;
                        p.push(r[0]);
                        remember(&mut index, r, y)?;
                        reserve(&mut reached_by, 1)?;
                        reached_by.push(g);
                        y
                    }
                };
                reserve(&mut next, 1)?;
                next.push(y);
            }
            x += 1;
        }
        Ok(Candidate {
            reached_by,
            next,
            n,
            p,
        })
    }

    fn step(&self, x: u32, h: usize) -> u32 {
        self.next[x as usize * self.n + h - 1]
    }

    /// The element of `x` plus the position `g` (counts by size), its heaps in increasing order.
    fn add(&self, mut x: u32, g: &[u16]) -> u32 {
        for (h, &count) in g.iter().enumerate().skip(1) {
            for _ in 0..count {
                x = self.step(x, h);
            }
        }
        x
    }

    /// The quotient, if checks 1 and 2 of the module documentation pass.
    fn proved(&self, outcomes: &mut Outcomes) -> Result<Proof, MisereError> {
        let (order, n) = (self.reached_by.len(), self.n);
        // Check 1: the heap maps commute, and "add S_y" is a homomorphism.
        for x in 0..order as u32 {
            for a in 1..=n {
                for b in a + 1..=n {
                    if self.step(self.step(x, a), b) != self.step(self.step(x, b), a) {
                        return Ok(Proof::Ways(x, vec![a, b], vec![b, a]));
                    }
                }
            }
        }
        let mut times = Vec::new();
        reserve(&mut times, order * order)?;
        for x in 0..order as u32 {
            for y in 0..order {
                times.push(self.add(x, &self.reached_by[y]));
            }
        }
        let product = |x: u32, y: u32| times[x as usize * order + y as usize];
        for y in 0..order as u32 {
            for h in 1..=n {
                let z = self.step(y, h);
                let x = (0..order as u32).find(|&x| product(x, z) != self.step(product(x, y), h));
                if let Some(x) = x {
                    let mut via_y = self.heaps_of(y)?;
                    reserve(&mut via_y, 1)?;
                    via_y.push(h);
                    return Ok(Proof::Ways(x, self.heaps_of(z)?, via_y));
                }
            }
        }
        // Check 2, heap size by heap size over the pairs (Φ(G), T(G)).
        let words = (order + 63) / 64;
        // Each pair with a position that has it.
        let mut pairs: Vec<(u32, Vec<u64>, Vec<u16>)> = vec![(0, vec![0; words], vec![0; n + 1])];
        for h in 1..=n {
            let x = self.step(0, h);
            let mut powers = vec![0u32];
            // x^0, x^1, … until a power repeats: counts 0..=t+p stand for all.
            loop {
                let last = *powers.last().unwrap_or(&0);
                let next = product(last, x);
                reserve(&mut powers, 1)?;
                let repeated = powers.contains(&next);
                powers.push(next);
                if repeated {
                    break;
                }
            }
            let images: Vec<u32> = outcomes.options[h]
                .iter()
                .map(|o| {
                    let mut g = vec![0u16; n + 1];
                    for &part in o {
                        g[part] += 1;
                    }
                    self.add(0, &g)
                })
                .collect();
            let mut seen: FastMap<(u32, Vec<u64>), ()> = FastMap::default();
            let mut grown = Vec::new();
            for (u, t, g) in &pairs {
                for c in 0..powers.len() {
                    outcomes.charge((words + images.len()) as u64)?;
                    let xc = powers[c];
                    let mut set = vec![0u64; words];
                    for (w, &bits) in t.iter().enumerate() {
                        let mut bits = bits;
                        while bits != 0 {
                            let e = (w * 64 + bits.trailing_zeros() as usize) as u32;
                            bits &= bits - 1;
                            insert(&mut set, product(e, xc));
                        }
                    }
                    if c >= 1 {
                        let before = product(*u, powers[c - 1]);
                        for &m in &images {
                            insert(&mut set, product(before, m));
                        }
                    }
                    let key = (product(*u, xc), set);
                    if !seen.contains_key(&key) {
                        if seen.len() >= MAX_PAIRS {
                            return Err(MisereError::Unsettled);
                        }
                        remember(&mut seen, key.clone(), ())?;
                        let mut with = g.clone();
                        with[h] = c as u16;
                        reserve(&mut grown, 1)?;
                        grown.push((key.0, key.1, with));
                    }
                }
            }
            pairs = grown;
        }
        for (u, t, g) in &pairs {
            let has_option = t.iter().any(|&w| w != 0);
            let to_p = (0..order).any(|e| t[e / 64] >> (e % 64) & 1 == 1 && self.p[e]);
            if self.p[*u as usize] != (has_option && !to_p) {
                return Ok(self
                    .mispredicted(outcomes, g)?
                    .map_or(Proof::Failed, Proof::Wrong));
            }
        }
        let element = (0..=n)
            .map(|h| if h == 0 { 0 } else { self.step(0, h) })
            .collect();
        Ok(Proof::Quotient(MisereQuotient {
            options: Vec::new(),
            period: None,
            stopped: None,
            times,
            order,
            p: self.p.clone(),
            element,
        }))
    }

    /// A position whose real outcome is not its element's: `g` itself or one of its options
    /// (as `g`'s predicted outcome disagrees with those of its options, and the real outcome
    /// of `g` is decided by the real ones of its options, one of them is mispredicted).
    fn mispredicted(
        &self,
        outcomes: &mut Outcomes,
        g: &[u16],
    ) -> Result<Option<Vec<u16>>, MisereError> {
        let wrong = |outcomes: &mut Outcomes, g: &[u16]| -> Result<bool, MisereError> {
            Ok(outcomes.is_p(g)? != self.p[self.add(0, g) as usize])
        };
        if wrong(outcomes, g)? {
            return Ok(Some(g.to_vec()));
        }
        for h in 1..g.len() {
            if g[h] == 0 {
                continue;
            }
            for o in outcomes.options[h].clone() {
                let mut option = g.to_vec();
                option[h] -= 1;
                for part in o {
                    option[part] += 1;
                }
                if wrong(outcomes, &option)? {
                    return Ok(Some(option));
                }
            }
        }
        Ok(None)
    }

    /// The heaps of a position (counts by size), in increasing order.
    fn heaps(g: &[u16]) -> Result<Vec<usize>, NoMemory> {
        let mut heaps = Vec::new();
        for (h, &c) in g.iter().enumerate().skip(1) {
            reserve(&mut heaps, usize::from(c))?;
            heaps.extend(std::iter::repeat(h).take(usize::from(c)));
        }
        Ok(heaps)
    }

    /// The heaps of the position reaching element `y`, in increasing order.
    fn heaps_of(&self, y: u32) -> Result<Vec<usize>, NoMemory> {
        Self::heaps(&self.reached_by[y as usize])
    }

    /// A test that splits an element, from a mispredicted position `g`: see
    /// [`Candidate::split_along`], along `g`'s heaps in increasing order.
    fn telling_apart(
        &self,
        outcomes: &mut Outcomes,
        g: &[u16],
    ) -> Result<Option<Vec<u16>>, MisereError> {
        self.split_along(outcomes, &Self::heaps(g)?)
    }

    /// Along the heaps `w_1 … w_m` of a position, in this order, `Z_i` is the position
    /// reaching the element of `w_1 … w_i` plus `w_(i+1) … w_m`; `Z_0` is the position itself.
    /// When some `Z_i` differs from `Z_0` in outcome, two consecutive ones `Z_i`, `Z_(i+1)` do,
    /// and the rest `w_(i+2) … w_m` tells `S_y + w_(i+1)` from `S_(δ(y, w_(i+1)))`, which the
    /// candidate took as one (Rivest and Schapire's search for a distinguishing suffix).
    fn split_along(
        &self,
        outcomes: &mut Outcomes,
        heaps: &[usize],
    ) -> Result<Option<Vec<u16>>, MisereError> {
        let z = |outcomes: &mut Outcomes, i: usize| -> Result<bool, MisereError> {
            let y = heaps[..i].iter().fold(0, |y, &h| self.step(y, h));
            let mut position = self.reached_by[y as usize].clone();
            for &h in &heaps[i..] {
                position[h] += 1;
            }
            outcomes.is_p(&position)
        };
        let first = z(outcomes, 0)?;
        for i in 0..heaps.len() {
            if z(outcomes, i + 1)? != first {
                let mut rest = vec![0u16; self.n + 1];
                for &h in &heaps[i + 1..] {
                    rest[h] += 1;
                }
                return Ok(Some(rest));
            }
        }
        Ok(None)
    }

    /// A test that splits an element when two ways of adding the same heaps to `x` end in
    /// different elements (check 1 failed): along each way, with each test after it, until
    /// one way gets an outcome wrong.
    fn telling_ways_apart(
        &self,
        outcomes: &mut Outcomes,
        x: u32,
        ways: [&[usize]; 2],
        tests: &[Vec<u16>],
    ) -> Result<Option<Vec<u16>>, MisereError> {
        let start = self.heaps_of(x)?;
        for test in tests {
            for way in ways {
                let mut heaps = start.clone();
                heaps.extend_from_slice(way);
                heaps.extend(Self::heaps(test)?);
                if let Some(split) = self.split_along(outcomes, &heaps)? {
                    return Ok(Some(split));
                }
            }
        }
        Ok(None)
    }
}

/// Adds element `x` to the bit set `set`.
fn insert(set: &mut [u64], x: u32) {
    set[x as usize / 64] |= 1 << (x % 64);
}

/// Every position of at most `k` tokens in heaps of sizes `1..=n`, as counts by size, the
/// empty one first.
fn positions_of_at_most(n: usize, k: usize) -> Result<Vec<Vec<u16>>, NoMemory> {
    let mut out = vec![vec![0u16; n + 1]];
    // Each position grows by heaps no smaller than its largest, so each is made once.
    let mut at = 0;
    while at < out.len() {
        let g = out[at].clone();
        let tokens: usize = g.iter().enumerate().map(|(h, &c)| h * usize::from(c)).sum();
        let top = (1..=n).rev().find(|&h| g[h] > 0).unwrap_or(1);
        for h in top..=n.min(k.saturating_sub(tokens)) {
            let mut bigger = g.clone();
            bigger[h] += 1;
            reserve(&mut out, 1)?;
            out.push(bigger);
        }
        at += 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

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

    #[test]
    fn tests_are_each_multiset_once() {
        let all = positions_of_at_most(3, 4).unwrap();
        // The partitions of 0 to 4 into parts of at most 3: 1 + 1 + 2 + 3 + 4.
        assert_eq!(all.len(), 11);
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 11);
    }

    /// Misère outcomes by a plain search over sorted lists of heaps, separate from
    /// [`Outcomes`]: does the player to move win?
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

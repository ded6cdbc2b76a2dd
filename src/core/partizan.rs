//! Short partizan games: Left and Right have different moves, and a position is a value of
//! Conway's theory, not a nimber. Games live in an [`Arena`], each held once in canonical form,
//! so two games are equal exactly when their ids are.
//!
//! ## The theory the code relies on (Conway, *On Numbers and Games*, ch. 0-1; Winning Ways,
//! ch. 1-2; Siegel, *Combinatorial Game Theory*, II.1-II.3)
//! A game is `G = {G^L | G^R}`, sets of games Left and Right may move to. Normal play: who
//! cannot move loses.
//!
//! * Order: `G <= H` iff no `G^L >= H` and no `H^R <= G` (a definition by induction on the
//!   birthdays). `G >= 0` means Left wins moving second; so `G > 0` (Left wins whoever
//!   starts: outcome `L`), `G < 0` (`R`), `G = 0` (the player to move loses: `P`), and `G`
//!   fuzzy with 0 (the player to move wins: `N`).
//! * Sum: `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`, negation `-G = {-G^R | -G^L}`.
//!   `G - G = 0` for every `G`, and `<=` is a partial order compatible with `+`.
//! * Canonical form (Conway's simplification theorem): removing a dominated option (a Left
//!   option `<=` another, a Right option `>=` another) and bypassing a reversible one (a Left
//!   option `G^L` with some `G^{LR} <= G` is replaced by the Left options of that `G^{LR}`;
//!   for Right, `G^{RL} >= G`) leave the game equal; a game with neither is canonical, and two
//!   equal canonical games are identical (the same options, recursively). So the arena keeps
//!   one id per value, found by hashing the options' ids.
//! * Numbers: `{ | } = 0`, `{n | } = n + 1`, and a game whose options are numbers, every Left
//!   one below every Right one, is the simplest number between the largest Left and the
//!   smallest Right ([`Dyadic::simplest_between`]). Canonical numbers: `{n - 1 | }`,
//!   `{ | n + 1}`, and `{x - 2^-k | x + 2^-k}` for `x = m / 2^k`, `m` odd.
//! * Nimbers `*n = {0, *1, …, *(n-1) | 0, *1, …, *(n-1)}`, `↑ = {0 | *}`, `↓ = {* | 0}`,
//!   `↑* = {0, * | 0}`, `↓* = {0 | 0, *}`, and switches `±x = {x | -x}` for a number `x > 0`.
//!
//! ## Costs
//! Comparisons are memoized by pair of ids, sums by pair and negations by id; a comparison or a
//! sum recurses through the options, never deeper than the sum of the two games' birthdays.
//! Memory that runs out is [`PartizanError::NoMemory`], a number past 64 bits
//! [`PartizanError::Overflow`].

use crate::core::budget::{remember, reserve, NoMemory};
use crate::core::dyadic::{Dyadic, DyadicError};
use crate::core::memo::FastMap;
use std::fmt;

/// A game of an [`Arena`]: equal canonical games have equal ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Game(u32);

/// Why a game could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartizanError {
    /// Memory ran out.
    NoMemory,
    /// A number past what [`Dyadic`] holds.
    Overflow,
    /// More games than the arena's limit ([`Arena::with_limit`]).
    TooLarge,
    /// More steps of work than the arena's bound ([`Arena::with_work`]).
    Work,
}

impl From<NoMemory> for PartizanError {
    fn from(_: NoMemory) -> PartizanError {
        PartizanError::NoMemory
    }
}

impl From<DyadicError> for PartizanError {
    fn from(_: DyadicError) -> PartizanError {
        PartizanError::Overflow
    }
}

impl fmt::Display for PartizanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PartizanError::NoMemory => f.write_str("the games need more memory than is available"),
            PartizanError::Overflow => f.write_str("a number past 64 bits"),
            PartizanError::TooLarge => f.write_str("the games outgrow the arena's limit"),
            PartizanError::Work => f.write_str("the games take more work than allowed"),
        }
    }
}

/// A partizan game's outcome class, who wins it: `L` Left whoever starts, `R` Right whoever
/// starts, `P` the player to move loses, `N` the player to move wins. (An impartial game that
/// may loop has [`crate::games::loopy::Outcome`] instead: Win, Lose or Draw for the player to
/// move.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutcomeClass {
    /// `G > 0`.
    L,
    /// `G < 0`.
    R,
    /// `G = 0`.
    P,
    /// `G` fuzzy with 0.
    N,
}

impl fmt::Display for OutcomeClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OutcomeClass::L => "L",
            OutcomeClass::R => "R",
            OutcomeClass::P => "P",
            OutcomeClass::N => "N",
        })
    }
}

/// One game: its options are `options[start..start + left]` (Left's) and the `right` after.
#[derive(Clone, Copy, Debug)]
struct Node {
    start: u32,
    left: u32,
    right: u32,
    birthday: u32,
}

/// The games made so far, each canonical one once; see the module documentation.
///
/// # Example
/// ```
/// use grundy::core::partizan::{Arena, OutcomeClass};
/// let mut arena = Arena::new();
/// let zero = arena.zero();
/// let star = arena.game(&[zero], &[zero]).unwrap(); // * = {0 | 0}
/// let up = arena.game(&[zero], &[star]).unwrap(); // ↑ = {0 | *}
/// assert_eq!(arena.outcome(star), OutcomeClass::N);
/// assert_eq!(arena.outcome(up), OutcomeClass::L);
/// let up_star = arena.sum(up, star).unwrap();
/// assert_eq!(arena.outcome(up_star), OutcomeClass::N);
/// assert_eq!(arena.notation(up_star), "^*");
/// // {0, * | 0} is ↑* already: the same id.
/// assert_eq!(arena.game(&[zero, star], &[zero]).unwrap(), up_star);
/// ```
#[derive(Debug, Default)]
pub struct Arena {
    nodes: Vec<Node>,
    options: Vec<Game>,
    /// The canonical games by their options: `[left count, left ids…, right ids…]`.
    canonical: FastMap<Box<[u32]>, Game>,
    less_equal: FastMap<(Game, Game), bool>,
    sums: FastMap<(Game, Game), Game>,
    negations: FastMap<Game, Game>,
    numbers: FastMap<Game, Option<Dyadic>>,
    number_games: FastMap<Dyadic, Game>,
    /// The most games (canonical or not) the arena makes; 0 for no limit.
    limit: usize,
    /// Did a comparison's memo fail to grow? See [`Arena::starved`].
    starved: bool,
    /// Steps of work so far (games made, comparisons computed), and the most allowed.
    work: u64,
    work_limit: Option<u64>,
}

/// The latest-born number [`Arena::number`] makes: `x` is a chain of that many games.
pub const MAX_NUMBER_BIRTHDAY: u64 = 4096;

impl Arena {
    /// An arena holding `0 = { | }`.
    ///
    /// O(1).
    pub fn new() -> Arena {
        let mut arena = Arena::default();
        arena.nodes.push(Node {
            start: 0,
            left: 0,
            right: 0,
            birthday: 0,
        });
        arena.canonical.insert(Box::new([0]), Game(0));
        arena
    }

    /// An arena that makes at most `max_games` games (each canonical game and each game made
    /// on the way to one counts), then answers [`PartizanError::TooLarge`]: a bound on the work
    /// and memory a computation may take, since every comparison and sum is of games made.
    ///
    /// O(1).
    pub fn with_limit(max_games: usize) -> Arena {
        let mut arena = Arena::new();
        arena.limit = max_games;
        arena
    }

    /// The same arena, making games only while its steps of work (each game made, each
    /// comparison computed, not those answered from the memo, and what games built on it
    /// [charge](Self::charge)) are at most `steps`; past
    /// them every call that makes a game answers [`PartizanError::Work`]. A bound on time
    /// that [`with_limit`](Self::with_limit), a bound on games held, is not: comparisons of
    /// the games held may take many times their number. About 10 to 50 ns a step.
    ///
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::core::partizan::{Arena, PartizanError};
    /// let mut arena = Arena::new().with_work(3);
    /// let zero = arena.zero();
    /// let one = arena.game(&[zero], &[]).unwrap();
    /// assert!(arena.work() <= 3);
    /// let mut error = None;
    /// let mut g = one;
    /// for _ in 0..10 {
    ///     match arena.game(&[g], &[]) {
    ///         Ok(next) => g = next,
    ///         Err(e) => { error = Some(e); break; }
    ///     }
    /// }
    /// assert_eq!(error, Some(PartizanError::Work));
    /// ```
    pub fn with_work(mut self, steps: u64) -> Arena {
        self.work_limit = Some(steps);
        self
    }

    /// Counts `steps` more steps of work done for this arena outside it (a game's own search
    /// of its positions, as Domineering's), against the bound of
    /// [`with_work`](Self::with_work): [`PartizanError::Work`] past it.
    ///
    /// O(1).
    pub fn charge(&mut self, steps: u64) -> Result<(), PartizanError> {
        self.work = self.work.saturating_add(steps);
        if self.work_limit.is_some_and(|most| self.work > most) {
            return Err(PartizanError::Work);
        }
        Ok(())
    }

    /// The steps of work so far: games made and comparisons computed (see
    /// [`with_work`](Self::with_work)), and those [charged](Self::charge).
    ///
    /// O(1).
    pub fn work(&self) -> u64 {
        self.work
    }

    /// How many games the arena holds (canonical or not).
    ///
    /// O(1).
    pub fn games_made(&self) -> usize {
        self.nodes.len()
    }

    /// `0 = { | }`.
    ///
    /// O(1).
    pub fn zero(&self) -> Game {
        Game(0)
    }

    /// Left's options of `g`, canonical.
    ///
    /// O(1).
    pub fn left(&self, g: Game) -> &[Game] {
        let n = self.nodes[g.0 as usize];
        &self.options[n.start as usize..(n.start + n.left) as usize]
    }

    /// Right's options of `g`, canonical.
    ///
    /// O(1).
    pub fn right(&self, g: Game) -> &[Game] {
        let n = self.nodes[g.0 as usize];
        let from = (n.start + n.left) as usize;
        &self.options[from..from + n.right as usize]
    }

    /// The day `g` is born: 0 for `0`, else one more than its options' latest.
    ///
    /// O(1).
    pub fn birthday(&self, g: Game) -> u32 {
        self.nodes[g.0 as usize].birthday
    }

    /// The canonical form of `{left | right}` (the options themselves games of this arena).
    ///
    /// O(a few comparisons per pair of options, each memoized), see the module documentation.
    pub fn game(&mut self, left: &[Game], right: &[Game]) -> Result<Game, PartizanError> {
        let mut sides = [sorted(left)?, sorted(right)?];
        loop {
            sides = [
                self.undominated(&sides[0], true),
                self.undominated(&sides[1], false),
            ];
            // G itself, as a node of its own, for the reversibility tests.
            let g = self.push(&sides[0], &sides[1])?;
            // A Left option `a` with a Right option `r <= g` is reversible: `r`'s Left options
            // replace it. A Right option with a Left option `r >= g` alike.
            let mut bypassed = false;
            let mut next = [Vec::new(), Vec::new()];
            for (s, is_left) in [(0, true), (1, false)] {
                for &a in &sides[s] {
                    let replies = self.options_of(a, !is_left).to_vec();
                    let through = replies.into_iter().find(|&r| {
                        if is_left {
                            self.le(r, g)
                        } else {
                            self.le(g, r)
                        }
                    });
                    match through {
                        Some(r) => {
                            bypassed = true;
                            let replacement = self.options_of(r, is_left).to_vec();
                            push_all(&mut next[s], &replacement)?;
                        }
                        None => push_all(&mut next[s], &[a])?,
                    }
                }
            }
            if !bypassed {
                return self.intern(g, &sides[0], &sides[1]);
            }
            sides = [sorted(&next[0])?, sorted(&next[1])?];
        }
    }

    /// Left's options of `g` if `is_left`, else Right's.
    fn options_of(&self, g: Game, is_left: bool) -> &[Game] {
        if is_left {
            self.left(g)
        } else {
            self.right(g)
        }
    }

    /// `options` without those another dominates: for Left (`keep_largest`) each `a <= b`
    /// for another `b` goes; for Right each `a >= b`. Equal canonical games are one id, so
    /// no two kept options are equal.
    fn undominated(&mut self, options: &[Game], keep_largest: bool) -> Vec<Game> {
        let mut kept = Vec::with_capacity(options.len());
        for (i, &a) in options.iter().enumerate() {
            let dominated = options.iter().enumerate().any(|(j, &b)| {
                i != j
                    && if keep_largest {
                        self.le(a, b)
                    } else {
                        self.le(b, a)
                    }
            });
            if !dominated {
                kept.push(a);
            }
        }
        kept
    }

    /// A node for `{left | right}`, not registered as canonical.
    fn push(&mut self, left: &[Game], right: &[Game]) -> Result<Game, PartizanError> {
        let birthday = left
            .iter()
            .chain(right)
            .map(|&o| self.birthday(o) + 1)
            .max()
            .unwrap_or(0);
        if self.starved {
            return Err(PartizanError::NoMemory);
        }
        if self.limit != 0 && self.nodes.len() >= self.limit {
            return Err(PartizanError::TooLarge);
        }
        self.charge(1)?;
        reserve(&mut self.options, left.len() + right.len())?;
        reserve(&mut self.nodes, 1)?;
        let start = self.options.len() as u32;
        self.options.extend_from_slice(left);
        self.options.extend_from_slice(right);
        self.nodes.push(Node {
            start,
            left: left.len() as u32,
            right: right.len() as u32,
            birthday,
        });
        Ok(Game(self.nodes.len() as u32 - 1))
    }

    /// The canonical game with these options: the one already held, or `g` (just pushed with
    /// them) registered as it.
    fn intern(&mut self, g: Game, left: &[Game], right: &[Game]) -> Result<Game, PartizanError> {
        let key: Box<[u32]> = std::iter::once(left.len() as u32)
            .chain(left.iter().chain(right).map(|o| o.0))
            .collect();
        if let Some(&held) = self.canonical.get(&key) {
            return Ok(held);
        }
        Ok(remember(&mut self.canonical, key, g)?)
    }

    /// `x <= y`, by the definition, memoized.
    ///
    /// O(1) when memoized; else the sum over the options of their comparisons, each once. If
    /// memory runs out for the memo (which without it would take exponential time), the arena
    /// is [`starved`](Self::starved): this and every later comparison answer `false` at once,
    /// meaninglessly, and every call that makes a game fails with [`PartizanError::NoMemory`].
    pub fn le(&mut self, x: Game, y: Game) -> bool {
        if x == y {
            return true;
        }
        if self.starved {
            return false;
        }
        if let Some(&known) = self.less_equal.get(&(x, y)) {
            return known;
        }
        // x <= y iff no x^L >= y and no y^R <= x. A step of work per option looked at.
        let mut result = true;
        let mut steps = 1;
        for i in 0..self.left(x).len() {
            let xl = self.left(x)[i];
            steps += 1;
            if self.le(y, xl) {
                result = false;
                break;
            }
        }
        if result {
            for i in 0..self.right(y).len() {
                let yr = self.right(y)[i];
                steps += 1;
                if self.le(yr, x) {
                    result = false;
                    break;
                }
            }
        }
        self.work = self.work.saturating_add(steps);
        if self.less_equal.try_reserve(1).is_ok() {
            self.less_equal.insert((x, y), result);
        } else {
            self.starved = true;
        }
        result
    }

    /// Did memory run out during a comparison? Then the comparisons since mean nothing (see
    /// [`le`](Self::le)); a caller of [`le`](Self::le) or [`outcome`](Self::outcome) that
    /// cannot rule that out checks here.
    ///
    /// O(1).
    pub fn starved(&self) -> bool {
        self.starved
    }

    /// Who wins `g` (see [`OutcomeClass`]).
    ///
    /// As [`le`](Self::le), twice.
    pub fn outcome(&mut self, g: Game) -> OutcomeClass {
        let zero = self.zero();
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => OutcomeClass::P,
            (true, false) => OutcomeClass::L,
            (false, true) => OutcomeClass::R,
            (false, false) => OutcomeClass::N,
        }
    }

    /// `-g = {-g^R | -g^L}`.
    ///
    /// O(the games below `g`), memoized.
    pub fn neg(&mut self, g: Game) -> Result<Game, PartizanError> {
        if g == self.zero() {
            return Ok(g);
        }
        if let Some(&known) = self.negations.get(&g) {
            return Ok(known);
        }
        let (l, r) = (self.left(g).to_vec(), self.right(g).to_vec());
        let left = r
            .iter()
            .map(|&o| self.neg(o))
            .collect::<Result<Vec<_>, _>>()?;
        let right = l
            .iter()
            .map(|&o| self.neg(o))
            .collect::<Result<Vec<_>, _>>()?;
        let result = self.game(&left, &right)?;
        Ok(remember(&mut self.negations, g, result)?)
    }

    /// `g + h`, canonical.
    ///
    /// Two numbers are added as numbers (`x + y` made directly, O(its birthday) games), and a
    /// number `x` added to a game `G` that is not one by Conway's number translation,
    /// `G + x = {G^L + x | G^R + x}` (ONAG ch. 9; Siegel, *Combinatorial Game Theory*,
    /// II.3): O(the games below `G`), not O(those below `G` times `x`'s birthday). Otherwise
    /// O(the pairs of games below `g` and `h`). All memoized.
    ///
    /// # Example
    /// ```
    /// use grundy::core::dyadic::Dyadic;
    /// use grundy::core::partizan::Arena;
    /// let mut arena = Arena::new();
    /// let x = arena.number(Dyadic::new(-5, 3).unwrap()).unwrap(); // -5/8
    /// let y = arena.number(Dyadic::new(7, 4).unwrap()).unwrap(); // 7/16
    /// let star = arena.star(1).unwrap();
    /// let s = arena.sum(x, y).unwrap();
    /// assert_eq!(arena.notation(s), "-3/16");
    /// let t = arena.sum(s, star).unwrap();
    /// assert_eq!(arena.notation(t), "-3/16*");
    /// ```
    pub fn sum(&mut self, g: Game, h: Game) -> Result<Game, PartizanError> {
        let zero = self.zero();
        if h == zero {
            return Ok(g);
        }
        if g == zero {
            return Ok(h);
        }
        let key = (g.min(h), g.max(h));
        if let Some(&known) = self.sums.get(&key) {
            return Ok(known);
        }
        let result = match (self.as_number(g)?, self.as_number(h)?) {
            (Some(x), Some(y)) => match x.checked_add(y).map(|z| self.number(z)) {
                Ok(Ok(z)) => z,
                // Past the numbers `number` makes: the sum by the options, as for any games.
                _ => self.sum_by_options(g, h)?,
            },
            (None, Some(_)) => self.translated(g, h)?,
            (Some(_), None) => self.translated(h, g)?,
            (None, None) => self.sum_by_options(g, h)?,
        };
        Ok(remember(&mut self.sums, key, result)?)
    }

    /// `g + x` for a number `x` and a game `g` that is not one: `{g^L + x | g^R + x}`.
    fn translated(&mut self, g: Game, x: Game) -> Result<Game, PartizanError> {
        let mut sides = [Vec::new(), Vec::new()];
        for (out, is_left) in sides.iter_mut().zip([true, false]) {
            for o in self.options_of(g, is_left).to_vec() {
                let s = self.sum(o, x)?;
                push_all(out, &[s])?;
            }
        }
        self.game(&sides[0], &sides[1])
    }

    /// `g + h` by the definition, `{g^L + h, g + h^L | g^R + h, g + h^R}`, canonical.
    fn sum_by_options(&mut self, g: Game, h: Game) -> Result<Game, PartizanError> {
        let mut sides = [Vec::new(), Vec::new()];
        for (out, is_left) in sides.iter_mut().zip([true, false]) {
            for o in self.options_of(g, is_left).to_vec() {
                let s = self.sum(o, h)?;
                push_all(out, &[s])?;
            }
            for o in self.options_of(h, is_left).to_vec() {
                let s = self.sum(g, o)?;
                push_all(out, &[s])?;
            }
        }
        self.game(&sides[0], &sides[1])
    }

    /// The canonical game of the number `x`: `{n - 1 | }`, `{ | n + 1}`, or
    /// `{x - 2^-k | x + 2^-k}` (see the module documentation); a number born after
    /// [`MAX_NUMBER_BIRTHDAY`] is [`PartizanError::Overflow`].
    ///
    /// O(birthday of `x`) games made.
    ///
    /// # Example
    /// ```
    /// use grundy::core::dyadic::Dyadic;
    /// use grundy::core::partizan::Arena;
    /// let mut arena = Arena::new();
    /// let half = arena.number(Dyadic::new(1, 1).unwrap()).unwrap();
    /// let (zero, one) = (arena.zero(), arena.number(Dyadic::integer(1)).unwrap());
    /// assert_eq!(arena.game(&[zero], &[one]).unwrap(), half); // {0 | 1} = 1/2
    /// assert_eq!(arena.notation(half), "1/2");
    /// ```
    pub fn number(&mut self, x: Dyadic) -> Result<Game, PartizanError> {
        if x.birthday() > MAX_NUMBER_BIRTHDAY {
            return Err(PartizanError::Overflow);
        }
        if let Some(&known) = self.number_games.get(&x) {
            return Ok(known);
        }
        let game = if x.is_integer() {
            // n steps up from 0, in a loop.
            let n = x.numerator();
            let mut g = self.zero();
            for _ in 0..n.unsigned_abs() {
                g = if n > 0 {
                    self.game(&[g], &[])?
                } else {
                    self.game(&[], &[g])?
                };
            }
            g
        } else {
            // Both neighbours have smaller denominators: recursion at most 62 deep, each
            // number made once (memoized).
            let step = Dyadic::new(1, x.exponent())?;
            let low = self.number(x.checked_sub(step)?)?;
            let high = self.number(x.checked_add(step)?)?;
            self.game(&[low], &[high])?
        };
        Ok(remember(&mut self.number_games, x, game)?)
    }

    /// The nimber `*n`.
    ///
    /// O(n²) option comparisons.
    pub fn star(&mut self, n: u32) -> Result<Game, PartizanError> {
        let mut below = Vec::new();
        let mut game = self.zero();
        for _ in 0..n {
            push_all(&mut below, &[game])?;
            game = self.game(&below, &below)?;
        }
        Ok(game)
    }

    /// `Some(x)` if `g` is the number `x`.
    ///
    /// O(birthday of `g`), memoized.
    pub fn as_number(&mut self, g: Game) -> Result<Option<Dyadic>, PartizanError> {
        if let Some(&known) = self.numbers.get(&g) {
            return Ok(known);
        }
        let (l, r) = (self.left(g).to_vec(), self.right(g).to_vec());
        let mut result = None;
        // Canonical numbers have at most one option a side, numbers, Left's below Right's.
        if l.len() <= 1 && r.len() <= 1 {
            let low = match l.first() {
                Some(&o) => self.as_number(o)?.map(Some),
                None => Some(None),
            };
            let high = match r.first() {
                Some(&o) => self.as_number(o)?.map(Some),
                None => Some(None),
            };
            if let (Some(low), Some(high)) = (low, high) {
                result = match Dyadic::simplest_between(low, high) {
                    Ok(x) => Some(x),
                    Err(DyadicError::Empty) => None,
                    Err(DyadicError::Overflow) => return Err(PartizanError::Overflow),
                };
            }
        }
        Ok(remember(&mut self.numbers, g, result)?)
    }

    /// `g` in the notation of the module documentation: `0`, `3`, `-1/2`; `*`, `*2`; `^`, `v`,
    /// `^*`, `v*`; `±1`; a number plus one of those infinitesimals as CGSuite writes it, `1*`,
    /// `1/2^`, `-2*3`, `3v*`; otherwise `{L1, L2 | R1}` with the options' own forms, each side's
    /// numbers first, by value, then its other options by their text: an order of the values
    /// alone, so that equal games print the same text however they were made.
    ///
    /// O(the games below `g`).
    pub fn notation(&mut self, g: Game) -> String {
        if let Ok(Some(x)) = self.as_number(g) {
            return x.to_string();
        }
        let (l, r) = (self.left(g).to_vec(), self.right(g).to_vec());
        if let Some(n) = self.nimber_of(g) {
            return if n == 1 { "*".into() } else { format!("*{n}") };
        }
        let zero = self.zero();
        let star = self.nimber_game(1);
        match (l.as_slice(), r.as_slice()) {
            ([a], [b]) if *a == zero && Some(*b) == star => return "^".into(),
            ([a], [b]) if Some(*a) == star && *b == zero => return "v".into(),
            ([a, b], [c]) if *a == zero && Some(*b) == star && *c == zero => return "^*".into(),
            ([a], [b, c]) if *a == zero && *b == zero && Some(*c) == star => return "v*".into(),
            _ => {}
        }
        if let ([a], [b]) = (l.as_slice(), r.as_slice()) {
            if let (Ok(Some(x)), Ok(Some(y))) = (self.as_number(*a), self.as_number(*b)) {
                if x > Dyadic::ZERO && x.checked_neg() == Ok(y) {
                    return format!("±{x}");
                }
            }
        }
        // A number plus an infinitesimal with a name (`1*`, `1/2^`, `-2*3`), as CGSuite writes
        // it: when both stops are the same number `x`, `g - x` is infinitesimal.
        if let Some((x, y)) = self.stops(g) {
            if x == y && x != Dyadic::ZERO {
                let rest = x
                    .checked_neg()
                    .ok()
                    .and_then(|minus| self.number(minus).ok())
                    .and_then(|minus| self.sum(g, minus).ok());
                if let Some(rest) = rest {
                    let name = self.notation(rest);
                    if !name.contains('{') && !name.contains('±') {
                        return format!("{x}{name}");
                    }
                }
            }
        }
        // Each side in an order that depends only on the options' values (ids follow the
        // order games were made in): numbers first, by value, then the rest by their text.
        // Equal games then print the same text, however they were made.
        let side = |arena: &mut Arena, options: &[Game]| {
            let mut shown: Vec<(Option<Dyadic>, String)> = options
                .iter()
                .map(|&o| (arena.as_number(o).ok().flatten(), arena.notation(o)))
                .collect();
            shown.sort_by(|a, b| (a.0.is_none(), a.0, &a.1).cmp(&(b.0.is_none(), b.0, &b.1)));
            shown
                .into_iter()
                .map(|s| s.1)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (left, right) = (side(self, &l), side(self, &r));
        // `{L | R}`, `{L |}`, `{| R}` (a game with no option at all is 0, a number).
        let pad = |side: &str| if side.is_empty() { "" } else { " " };
        format!("{{{left}{}|{}{right}}}", pad(&left), pad(&right))
    }

    /// `Some(n)` if `g` is `*n` (`n >= 1`): both sides exactly the nimbers below it.
    /// Left's and Right's stops of `g`: `(x, x)` for a number `x`; else the largest right
    /// stop among Left's options and the smallest left stop among Right's. `None` when a side
    /// has no option (no canonical non-number), or the arena fails. O(size of `g`'s tree).
    fn stops(&mut self, g: Game) -> Option<(Dyadic, Dyadic)> {
        if let Some(x) = self.as_number(g).ok()? {
            return Some((x, x));
        }
        let (l, r) = (self.left(g).to_vec(), self.right(g).to_vec());
        let mut left = None;
        for o in l {
            let (_, right_stop) = self.stops(o)?;
            left = Some(left.map_or(right_stop, |s: Dyadic| s.max(right_stop)));
        }
        let mut right = None;
        for o in r {
            let (left_stop, _) = self.stops(o)?;
            right = Some(right.map_or(left_stop, |s: Dyadic| s.min(left_stop)));
        }
        Some((left?, right?))
    }

    fn nimber_of(&self, g: Game) -> Option<u32> {
        let (l, r) = (self.left(g), self.right(g));
        if l.is_empty() || l != r {
            return None;
        }
        // The options are *0 … *(n-1): each one's own options are the ones before it.
        let mut values: Vec<u32> = Vec::with_capacity(l.len());
        for &o in l {
            let v = if o == self.zero() {
                0
            } else {
                self.nimber_of(o)?
            };
            values.push(v);
        }
        values.sort_unstable();
        let n = values.len() as u32;
        values
            .iter()
            .enumerate()
            .all(|(i, &v)| v == i as u32)
            .then_some(n)
    }

    /// The id of `*n` if the arena holds it.
    fn nimber_game(&self, n: u32) -> Option<Game> {
        let mut below: Vec<u32> = Vec::new();
        let mut game = self.zero();
        for _ in 0..n {
            below.push(game.0);
            let key: Box<[u32]> = std::iter::once(below.len() as u32)
                .chain(below.iter().copied())
                .chain(below.iter().copied())
                .collect();
            game = *self.canonical.get(&key)?;
        }
        Some(game)
    }
}

/// `games` sorted by id, without repeats, in memory that may run out.
fn sorted(games: &[Game]) -> Result<Vec<Game>, NoMemory> {
    let mut v = Vec::new();
    reserve(&mut v, games.len())?;
    v.extend_from_slice(games);
    v.sort_unstable();
    v.dedup();
    Ok(v)
}

/// Appends `games` to `v`, in memory that may run out.
fn push_all<T: Copy>(v: &mut Vec<T>, games: &[T]) -> Result<(), NoMemory> {
    reserve(v, games.len())?;
    v.extend_from_slice(games);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game born by day `days`, as the arena's canonical ids.
    fn born_by(arena: &mut Arena, days: u32) -> Vec<Game> {
        let mut games = vec![arena.zero()];
        for _ in 0..days {
            let mut next = Vec::new();
            let n = games.len();
            for l in 0..1u32 << n {
                for r in 0..1u32 << n {
                    let pick = |mask: u32| -> Vec<Game> {
                        (0..n)
                            .filter(|i| mask >> i & 1 == 1)
                            .map(|i| games[i])
                            .collect()
                    };
                    let g = arena.game(&pick(l), &pick(r)).unwrap();
                    next.push(g);
                }
            }
            next.sort_unstable();
            next.dedup();
            games = next;
        }
        games
    }

    /// `x <= y` by the definition alone, without memo or canonical forms.
    fn naive_le(arena: &Arena, x: Game, y: Game) -> bool {
        !arena.left(x).iter().any(|&xl| naive_le(arena, y, xl))
            && !arena.right(y).iter().any(|&yr| naive_le(arena, yr, x))
    }

    #[test]
    fn the_games_born_by_day_two_are_twenty_two() {
        // Day 0: 0; day 1: 0, 1, -1, *; day 2: 22 games (Winning Ways, ch. 2; Siegel, III.1).
        let mut arena = Arena::new();
        assert_eq!(born_by(&mut arena, 1).len(), 4);
        let day2 = born_by(&mut arena, 2);
        assert_eq!(day2.len(), 22);
        // Distinct ids are distinct values, equal ids equal: compare every pair both ways
        // against the definition.
        for &x in &day2 {
            for &y in &day2 {
                let (le, ge) = (arena.le(x, y), arena.le(y, x));
                assert_eq!(le, naive_le(&arena, x, y));
                assert_eq!(ge, naive_le(&arena, y, x));
                assert_eq!(le && ge, x == y);
            }
        }
    }

    #[test]
    fn sums_of_numbers_and_translations_are_the_sums_by_the_definition() {
        // Numbers of many bits, the games born by day 2, and sums of both: each sum taken
        // by `sum` (numbers added as numbers, translation) equals the sum by the definition.
        let mut arena = Arena::new();
        let mut games = born_by(&mut arena, 2);
        for (m, e) in [(5, 3), (-7, 4), (3, 0), (-2, 0), (11, 5), (1, 6), (-1, 1)] {
            games.push(arena.number(Dyadic::new(m, e).unwrap()).unwrap());
        }
        let (up, star) = (games[5], arena.star(1).unwrap());
        let extra = arena.sum(up, games[games.len() - 3]).unwrap();
        games.push(extra);
        let extra = arena.sum(star, games[games.len() - 5]).unwrap();
        games.push(extra);
        let mut numbers = 0;
        for &a in &games {
            for &b in &games {
                let fast = arena.sum(a, b).unwrap();
                let slow = arena.sum_by_options(a, b).unwrap();
                assert_eq!(fast, slow, "{} + {}", arena.notation(a), arena.notation(b));
                numbers += usize::from(arena.as_number(fast).unwrap().is_some());
            }
        }
        assert!(numbers > 100, "{numbers} sums that are numbers");
    }

    /// Blue-Red Hackenbush stalks of 40 edges made from their rules (a cut leaves a prefix)
    /// and summed, as a contestant would: numbers of many bits, added in O(birthday) games
    /// (by the options, 2 000 such sums once took 50 s).
    #[test]
    fn sums_of_long_stalks_are_cheap() {
        let mut arena = Arena::new();
        let stalk = |arena: &mut Arena, bits: u64| -> Game {
            // prefixes[k]: the stalk's first k edges; edge k is blue when bit k is set.
            let mut prefixes = vec![arena.zero()];
            for _ in 0..40 {
                let (mut left, mut right) = (Vec::new(), Vec::new());
                for (j, &p) in prefixes.iter().enumerate() {
                    if bits >> j & 1 == 1 {
                        left.push(p);
                    } else {
                        right.push(p);
                    }
                }
                let g = arena.game(&left, &right).unwrap();
                prefixes.push(g);
            }
            prefixes[40]
        };
        let stalks: Vec<Game> = [0x0055_5555_5555_u64, 0x00a3_a33a_3a3a, 0x000f_0ff0_f00f]
            .iter()
            .map(|&b| stalk(&mut arena, b))
            .collect();
        let before = arena.work();
        let mut s = arena.zero();
        for &g in &stalks {
            s = arena.sum(s, g).unwrap();
        }
        assert!(arena.as_number(s).unwrap().is_some());
        let steps = arena.work() - before;
        assert!(steps < 5_000, "{steps} steps");
    }

    #[test]
    fn a_game_minus_itself_is_zero_and_sums_commute() {
        let mut arena = Arena::new();
        let day2 = born_by(&mut arena, 2);
        let zero = arena.zero();
        for &g in &day2 {
            let minus = arena.neg(g).unwrap();
            assert_eq!(arena.sum(g, minus).unwrap(), zero, "{}", arena.notation(g));
            assert_eq!(arena.neg(minus).unwrap(), g);
        }
        for (i, &a) in day2.iter().enumerate() {
            for &b in day2.iter().skip(i).step_by(3) {
                let (ab, ba) = (arena.sum(a, b).unwrap(), arena.sum(b, a).unwrap());
                assert_eq!(ab, ba);
                for &c in day2.iter().step_by(7) {
                    let left = arena.sum(ab, c).unwrap();
                    let bc = arena.sum(b, c).unwrap();
                    assert_eq!(left, arena.sum(a, bc).unwrap());
                }
            }
        }
    }

    #[test]
    fn numbers_and_their_sums() {
        let mut arena = Arena::new();
        let values: Vec<Dyadic> = (-24..=24).map(|m| Dyadic::new(m, 3).unwrap()).collect();
        let games: Vec<Game> = values.iter().map(|&x| arena.number(x).unwrap()).collect();
        for (&x, &g) in values.iter().zip(&games) {
            assert_eq!(arena.as_number(g), Ok(Some(x)));
            assert_eq!(arena.notation(g), x.to_string());
            let expected = match x.cmp(&Dyadic::ZERO) {
                std::cmp::Ordering::Greater => OutcomeClass::L,
                std::cmp::Ordering::Less => OutcomeClass::R,
                std::cmp::Ordering::Equal => OutcomeClass::P,
            };
            assert_eq!(arena.outcome(g), expected);
        }
        for (i, &x) in values.iter().enumerate().step_by(5) {
            for (j, &y) in values.iter().enumerate().step_by(3) {
                let s = arena.sum(games[i], games[j]).unwrap();
                assert_eq!(arena.as_number(s), Ok(Some(x.checked_add(y).unwrap())));
                assert_eq!(arena.le(games[i], games[j]), x <= y);
            }
        }
    }

    #[test]
    fn infinitesimals_nimbers_and_switches() {
        let mut arena = Arena::new();
        let zero = arena.zero();
        let star = arena.star(1).unwrap();
        let star2 = arena.star(2).unwrap();
        let up = arena.game(&[zero], &[star]).unwrap();
        let down = arena.neg(up).unwrap();
        let one = arena.number(Dyadic::integer(1)).unwrap();
        let minus_one = arena.number(Dyadic::integer(-1)).unwrap();
        let pm1 = arena.game(&[one], &[minus_one]).unwrap();
        let names: Vec<String> = [star, star2, up, down, pm1]
            .iter()
            .map(|&g| arena.notation(g))
            .collect();
        assert_eq!(names, ["*", "*2", "^", "v", "±1"]);
        // * + * = 0, *2 + * = *3, ↑ + * = ↑* (fuzzy), ↓ + * = ↓*, ±1 + ±1 = 0.
        assert_eq!(arena.sum(star, star).unwrap(), zero);
        let star3 = arena.star(3).unwrap();
        assert_eq!(arena.sum(star2, star).unwrap(), star3);
        let up_star = arena.sum(up, star).unwrap();
        assert_eq!(arena.notation(up_star), "^*");
        assert_eq!(arena.outcome(up_star), OutcomeClass::N);
        let down_star = arena.sum(down, star).unwrap();
        assert_eq!(arena.notation(down_star), "v*");
        assert_eq!(arena.sum(pm1, pm1).unwrap(), zero);
        assert_eq!(arena.outcome(pm1), OutcomeClass::N);
        // ↑ is positive and below every positive number: 0 < ↑ < 1/64.
        let tiny = arena.number(Dyadic::new(1, 6).unwrap()).unwrap();
        assert!(arena.le(up, tiny) && !arena.le(tiny, up));
        assert_eq!(arena.outcome(up), OutcomeClass::L);
        assert_eq!(arena.outcome(down), OutcomeClass::R);
        // {1 | 0} is a hot game, not a number; its form is printed with braces.
        let hot = arena.game(&[one], &[zero]).unwrap();
        assert_eq!(arena.notation(hot), "{1 | 0}");
        assert_eq!(arena.as_number(hot), Ok(None));
    }

    #[test]
    fn a_number_plus_an_infinitesimal_is_written_as_cgsuite_writes_it() {
        let mut arena = Arena::new();
        let star = arena.star(1).unwrap();
        let star3 = arena.star(3).unwrap();
        let zero = arena.zero();
        let up = arena.game(&[zero], &[star]).unwrap();
        let down = arena.neg(up).unwrap();
        let up_star = arena.sum(up, star).unwrap();
        let mut named = Vec::new();
        for (x, e) in [
            (Dyadic::integer(1), star),
            (Dyadic::new(1, 1).unwrap(), up),
            (Dyadic::integer(-2), star3),
            (Dyadic::integer(3), down),
            (Dyadic::new(-3, 2).unwrap(), up_star),
        ] {
            let number = arena.number(x).unwrap();
            let g = arena.sum(number, e).unwrap();
            named.push(arena.notation(g));
        }
        assert_eq!(named, ["1*", "1/2^", "-2*3", "3v", "-3/4^*"]);
        // {1 | 1} is 1* as a game too: the form the name stands for.
        let one = arena.number(Dyadic::integer(1)).unwrap();
        let braces = arena.game(&[one], &[one]).unwrap();
        assert_eq!(arena.notation(braces), "1*");
        // A hot game with equal stops is not written so: {1 | {1 | 0}} keeps its braces.
        let hot = arena.game(&[one], &[zero]).unwrap();
        let g = arena.game(&[one], &[hot]).unwrap();
        assert!(arena.notation(g).starts_with('{'), "{}", arena.notation(g));
    }
}

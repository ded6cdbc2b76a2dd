//! The first method for misère quotients, kept as the test oracle of the heap by heap
//! extension (`extension`): a search of sums of
//! heaps that knows only the rules ([`Outcomes`]), and the quotient learned from it
//! ([`MisereQuotient::from_rules`]) as one finds a smallest automaton.
//!
//! # How it is found, and why the answer is right
//! The quotient is the syntactic monoid of the set of P-positions, found as one finds a
//! smallest automaton: positions are told apart by *tests* `X`, and for a finite set `E` of
//! tests, a position's *row* is the outcomes of `G + X` for `X` in `E`. Starting from the
//! empty position and adding one heap at a time, each new row is a new element; this gives a
//! candidate `(Q, P, Φ)`. Distinct rows are distinguishable positions, so the candidate never
//! has more elements than the true quotient. Tests are added until the candidate is proved
//! (checks 1 to 3 of [`misere`](crate::games::misere)): a check that finds a position whose
//! outcome the candidate gets wrong yields, by the search of Rivest and Schapire along its
//! heaps, a test that splits an element; when it finds none, every position of `k` tokens
//! becomes a test, `k = 1, 2, …`. It is found heap by heap, each stage's quotient answering
//! the positions of smaller heaps in the next stage's search.
//!
//! # Cost
//! With `n` heaps, `q` elements and `m` tests, a candidate takes `q · n · m` outcome lookups,
//! each new position searched once; the search of sums of many large heaps is what costs
//! (Kayles to heap 20 in 1.5 s and 110 MB), hence [`MAX_HEAP`].

use crate::core::budget::{remember, reserve, NoMemory};
use crate::core::memo::FastMap;
use crate::games::misere::{check_options, Limits, MisereError, MisereQuotient};

/// The most pairs `(Φ(G), T(G))` that check 2 holds before it gives up.
pub const MAX_PAIRS: usize = 1 << 20;

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
    /// use grundy::games::misere::{octal_options, MisereError};
    /// use grundy::games::misere::rules::Outcomes;
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
    /// use grundy::games::misere::octal_options;
    /// use grundy::games::misere::rules::Outcomes;
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

impl MisereQuotient {
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
            work: outcomes.examined(),
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
}

//! The quotient extended heap by heap, algebraically: from the quotient of heaps `0..=n` and
//! the images of heap `n + 1`'s options, the quotient of heaps `0..=n + 1`, without asking
//! the rules about any sum of heaps (Plambeck and Siegel, *Misère quotients for impartial
//! games*, 2008, §6; the method of Siegel's MisereSolver, read, not copied).
//!
//! # Candidates and their proof
//! A *candidate* is a finite commutative monoid `M`, an element `φ(h)` for each heap and a set
//! `P ⊆ M`. It is proved when every position `G` (a word: counts of heaps) has
//!
//! `φ(G) ∈ P` exactly when `T(G) ≠ ∅` and `T(G) ∩ P = ∅`,
//!
//! where `T(G)` is the set of images of `G`'s options. By induction on `G` (options are
//! smaller) `φ(G) ∈ P` is then exactly "`G` is a misère P-position", and the quotient is `M`
//! cut down to the elements heaps reach and divided by the largest congruence that keeps `P`
//! (`reduce`; [`misere`](crate::games::misere) proves this in full). A heap with no option is the empty
//! game and is left out.
//!
//! Positions are ordered *colexicographically*: by the count of the largest heap, then of the
//! next, and so on. An option replaces one heap by smaller ones, so it is smaller in this
//! order, and the order is kept by adding a position to both sides.
//!
//! * A *P-failure* is a heap `h` and an element `x` with `x·φ(h) ∈ P` and some option `o` of
//!   `h` with `x·φ(o) ∈ P`. The least position it condemns is `first(x) + h`, `first(x)` the
//!   least position whose image is `x`.
//! * An *N-failure* is a position with `φ(G) ∉ P`, `T(G) ≠ ∅` and `T(G) ∩ P = ∅`. They are
//!   searched in order (`NSearch`) over pairs `(φ(G), T(G))`: `T(G + h) =
//!   T(G)·φ(h) ∪ φ(G)·φ(M_h)` grows with `T(G)`, so a pair whose set contains an earlier
//!   pair's set (same element) fails only if the earlier one does, and is not extended. The
//!   sets kept, the *minimal option sets* of each element, are finite, so the search ends.
//!
//! The least failing position `G` is mispredicted: every smaller position is consistent, so
//! by induction predicted right, so `G`'s options are, and `G`'s real outcome is the
//! opposite of its prediction.
//!
//! # Finding a candidate for heap `n + 1`
//! 1. *Conservative*: heap `n + 1` is an element `x` already there, the monoid unchanged.
//!    Positions without the heap were proved before; those with `c ≥ 1` copies have option
//!    sets `S·x^c ∪ u·x^(c-1)·φ(M)` for `S` a minimal option set of `u` (or the empty
//!    position), checked for `c` up to the preperiod plus the period of `x`. At most one `x`
//!    passes (the quotient map is unique).
//! 2. Else a *trial*: the old quotient times a new cyclic monoid for the heap
//!    (`z⁴ = z²`), with `P` given by the rule at each element's least position; then, while
//!    the least failure `G` exists, the heaps of `G` are freed, fewest first: the monoid is
//!    cut to what the other heaps reach and multiplied by a cyclic monoid for each freed
//!    heap (preperiod at least its count in `G` less one), `P` given again by least
//!    positions, until `G` is predicted right.
//!
//! Whatever way a candidate is found, it is kept only when no failure is left, so a wrong
//! guess costs time, never a wrong quotient; a search that runs past [`Limits`] is an error.

use crate::core::budget::{count_growth, filled, reserve, try_push, NoMemory};
use crate::games::misere::{Limits, MisereError};
use std::collections::HashMap;

/// No generator: a heap without options, the identity.
const NONE: u32 = u32::MAX;

/// A position: the count of each heap `0..=n` (`counts[0]` unused).
pub(crate) type Word = Vec<u32>;

/// Colexicographic order: the largest heap's count first.
fn colex_less(a: &[u32], b: &[u32]) -> bool {
    a.iter().rev().cmp(b.iter().rev()) == std::cmp::Ordering::Less
}

/// A candidate: a finite commutative monoid by the actions of its generators, each heap's
/// generator, and a P-portion.
#[derive(Clone)]
pub(crate) struct Candidate {
    /// States `0..size`, state 0 the identity.
    pub(crate) size: usize,
    /// `acts[g][x]`: `x` times generator `g`.
    acts: Vec<Vec<u32>>,
    /// Each heap's generator, [`NONE`] for a heap without options.
    heap_gen: Vec<u32>,
    pub(crate) p: Vec<bool>,
}

impl Candidate {
    /// `x` times heap `h`.
    fn act(&self, x: u32, h: usize) -> u32 {
        match self.heap_gen[h] {
            NONE => x,
            g => self.acts[g as usize][x as usize],
        }
    }

    /// `x` times the image of a list of heaps.
    fn apply(&self, x: u32, heaps: &[usize]) -> u32 {
        heaps.iter().fold(x, |y, &h| self.act(y, h))
    }

    /// The element of heap `h`.
    pub(crate) fn element(&self, h: usize) -> u32 {
        self.act(0, h)
    }
}

/// Bit sets of elements, `words` 64-bit words each.
fn set_bit(set: &mut [u64], x: u32) {
    set[x as usize / 64] |= 1 << (x % 64);
}

/// The elements of a bit set, in increasing order.
fn members(set: &[u64]) -> impl Iterator<Item = usize> + '_ {
    set.iter().enumerate().flat_map(|(i, &word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            let bit = (bits != 0).then(|| i * 64 + bits.trailing_zeros() as usize);
            bits &= bits.wrapping_sub(1);
            bit
        })
    })
}

fn is_subset(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).all(|(&x, &y)| x & !y == 0)
}

/// The minimal option sets of each element: an antichain of bit sets per element.
pub(crate) struct Chains {
    words: usize,
    /// Words held in all, and the most allowed.
    held: usize,
    most: usize,
    /// `sets[x]`: element `x`'s sets, `words` words each, back to back.
    sets: Vec<Vec<u64>>,
}

impl Chains {
    fn new(size: usize, most: usize) -> Result<Chains, NoMemory> {
        Ok(Chains {
            words: (size + 63) / 64,
            held: 0,
            most,
            sets: filled(size, Vec::new())?,
        })
    }

    /// Adds `t` to element `x`'s sets unless one of them is inside it (then `false`);
    /// drops the sets that contain it.
    fn insert(&mut self, x: u32, t: &[u64]) -> Result<bool, MisereError> {
        let w = self.words;
        let list = &mut self.sets[x as usize];
        if list.chunks(w).any(|s| is_subset(s, t)) {
            return Ok(false);
        }
        let mut kept = 0;
        for i in 0..list.len() / w {
            if !is_subset(t, &list[i * w..(i + 1) * w]) {
                list.copy_within(i * w..(i + 1) * w, kept * w);
                kept += 1;
            }
        }
        self.held -= list.len() - kept * w;
        list.truncate(kept * w);
        if self.held + w > self.most {
            return Err(MisereError::Unsettled);
        }
        reserve(list, w)?;
        list.extend_from_slice(t);
        self.held += w;
        Ok(true)
    }

    /// How many sets are kept.
    #[cfg(test)]
    pub(crate) fn count(&self) -> usize {
        self.sets.iter().map(|s| s.len() / self.words.max(1)).sum()
    }
}

/// The most words of minimal option sets held: 8 words (64 bytes) for each position the
/// limits allow the rules search ([`Limits::positions`]), 128 MB by default.
fn chain_words(limits: &Limits) -> usize {
    limits.positions.saturating_mul(8)
}

/// Work counted against [`Limits::work`].
pub(crate) struct Meter {
    pub(crate) spent: u64,
    pub(crate) limit: u64,
}

impl Meter {
    /// Counts `steps` more; past the limit, [`MisereError::Unsettled`].
    pub(crate) fn charge(&mut self, steps: u64) -> Result<(), MisereError> {
        self.spent = self.spent.saturating_add(steps);
        if self.spent > self.limit {
            Err(MisereError::Unsettled)
        } else {
            Ok(())
        }
    }
}

/// `(element, option set)` of a position plus heap `h`, from the position's.
fn step(
    c: &Candidate,
    options: &[Vec<usize>],
    h: usize,
    x: u32,
    t: &[u64],
    out: &mut [u64],
) -> u32 {
    out.iter_mut().for_each(|w| *w = 0);
    for e in members(t) {
        set_bit(out, c.act(e as u32, h));
    }
    for o in options {
        set_bit(out, c.apply(x, o));
    }
    c.act(x, h)
}

/// What a search in order does at each position and before each step.
trait Visitor {
    /// May the search go on to the position `(x, t)` one heap larger?
    fn enter(&mut self, x: u32, t: &[u64]) -> Result<bool, MisereError>;
    /// A position reached (in increasing order); `true` stops the search there.
    fn visit(&mut self, word: &[u32], x: u32, t: &[u64]) -> Result<bool, MisereError>;
}

/// Every position of heaps `1..=n` in increasing colexicographic order, skipping a step (and
/// all the positions it leads to with the same or smaller heaps) when `enter` says no; the
/// word where `visit` stopped, if it did. No recursion: one frame per heap size, in arrays.
fn search<V: Visitor>(
    c: &Candidate,
    options: &[Vec<Vec<usize>>],
    meter: &mut Meter,
    v: &mut V,
) -> Result<Option<Word>, MisereError> {
    let n = c.heap_gen.len() - 1;
    let w = (c.size + 63) / 64;
    // Level l holds the position with the counts of heaps l..=n fixed; level n + 1 is empty.
    let mut elem = filled(n + 2, 0u32)?;
    let mut sets = filled((n + 2) * w, 0u64)?;
    let mut count: Word = filled(n + 1, 0u32)?;
    let mut scratch = filled(w, 0u64)?;
    let mut from = n + 1;
    loop {
        for l in (1..from).rev() {
            elem[l] = elem[l + 1];
            count[l] = 0;
            let (low, high) = sets.split_at_mut((l + 1) * w);
            low[l * w..].copy_from_slice(&high[..w]);
        }
        meter.charge(from as u64 + w as u64)?;
        if v.visit(&count, elem[1], &sets[w..2 * w])? {
            return Ok(Some(count));
        }
        let mut l = 1;
        loop {
            if l > n {
                return Ok(None);
            }
            if c.heap_gen[l] != NONE {
                meter.charge(w as u64 + options[l].len() as u64)?;
                let x = step(
                    c,
                    &options[l],
                    l,
                    elem[l],
                    &sets[l * w..(l + 1) * w],
                    &mut scratch,
                );
                if v.enter(x, &scratch)? {
                    count[l] += 1;
                    elem[l] = x;
                    sets[l * w..(l + 1) * w].copy_from_slice(&scratch);
                    break;
                }
            }
            l += 1;
        }
        from = l;
    }
}

/// Marks each element at its least position: its image, that position, and whether the rule
/// makes it P (from the marks of its options' images, all smaller).
struct Marker<'a> {
    p: &'a mut Vec<bool>,
    marked: Vec<bool>,
    first: Vec<Option<Word>>,
    /// Fill `p` (else only `first`).
    rule: bool,
    broken: bool,
}

impl Visitor for Marker<'_> {
    fn enter(&mut self, x: u32, _: &[u64]) -> Result<bool, MisereError> {
        Ok(!self.marked[x as usize])
    }

    fn visit(&mut self, word: &[u32], x: u32, t: &[u64]) -> Result<bool, MisereError> {
        self.marked[x as usize] = true;
        // One small word an element, counted: a memory limit is an error here, not an abort.
        count_growth(std::mem::size_of_val(word))?;
        self.first[x as usize] = Some(word.to_vec());
        if self.rule {
            let mut any = false;
            let mut to_p = false;
            for e in members(t) {
                any = true;
                self.broken |= !self.marked[e];
                to_p |= self.p[e];
            }
            self.p[x as usize] = any && !to_p;
        }
        Ok(false)
    }
}

/// The least position reaching each element; with `rule`, `c.p` is set by the rule at them.
fn least_positions(
    c: &mut Candidate,
    options: &[Vec<Vec<usize>>],
    meter: &mut Meter,
    rule: bool,
) -> Result<Vec<Option<Word>>, MisereError> {
    let mut p = std::mem::take(&mut c.p);
    if rule {
        p = filled(c.size, false)?;
    }
    let mut marker = Marker {
        p: &mut p,
        marked: filled(c.size, false)?,
        first: filled(c.size, None)?,
        rule,
        broken: false,
    };
    let found = search(c, options, meter, &mut marker);
    let (first, broken) = (std::mem::take(&mut marker.first), marker.broken);
    c.p = p;
    found?;
    if broken {
        // An option's image not yet marked: impossible by the order (see the module docs).
        return Err(MisereError::Unsettled);
    }
    Ok(first)
}

/// Searches N-failures in order, keeping the minimal option sets.
struct NSearch<'a> {
    p: &'a [bool],
    chains: Chains,
    below: Option<&'a [u32]>,
    /// The search reached `below`: no N-failure before it.
    reached: bool,
}

impl Visitor for NSearch<'_> {
    fn enter(&mut self, x: u32, t: &[u64]) -> Result<bool, MisereError> {
        self.chains.insert(x, t)
    }

    fn visit(&mut self, word: &[u32], x: u32, t: &[u64]) -> Result<bool, MisereError> {
        if let Some(max) = self.below {
            if !colex_less(word, max) {
                self.reached = true;
                return Ok(true);
            }
        }
        if self.p[x as usize] || t.iter().all(|&b| b == 0) {
            return Ok(false);
        }
        Ok(!members(t).any(|e| self.p[e]))
    }
}

/// The least P-failure: `first(x) + h` for `x·φ(h) ∈ P` with an option `o` of `h` and
/// `x·φ(o) ∈ P`.
fn p_failure(
    c: &Candidate,
    options: &[Vec<Vec<usize>>],
    first: &[Option<Word>],
    meter: &mut Meter,
) -> Result<Option<Word>, MisereError> {
    let mut least: Option<Word> = None;
    for x in 0..c.size as u32 {
        let Some(fx) = &first[x as usize] else {
            continue;
        };
        for h in 1..c.heap_gen.len() {
            if c.heap_gen[h] == NONE || !c.p[c.act(x, h) as usize] {
                continue;
            }
            meter.charge(options[h].len() as u64)?;
            if options[h].iter().any(|o| c.p[c.apply(x, o) as usize]) {
                count_growth(std::mem::size_of_val(fx.as_slice()))?;
                let mut word = fx.clone();
                word[h] += 1;
                if least.as_ref().map_or(true, |l| colex_less(&word, l)) {
                    least = Some(word);
                }
            }
        }
    }
    Ok(least)
}

/// The states the heaps not `skipped` reach from the identity, in breadth-first order (heaps
/// in increasing order), and each state's place in that order (`u32::MAX` if unreached).
fn reachable(
    c: &Candidate,
    skipped: impl Fn(usize) -> bool,
) -> Result<(Vec<u32>, Vec<u32>), NoMemory> {
    let mut order = vec![0];
    let mut index = filled(c.size, u32::MAX)?;
    index[0] = 0;
    let mut at = 0;
    while at < order.len() {
        let x = order[at];
        for h in (1..c.heap_gen.len()).filter(|&h| c.heap_gen[h] != NONE && !skipped(h)) {
            let y = c.act(x, h);
            if index[y as usize] == u32::MAX {
                index[y as usize] = order.len() as u32;
                try_push(&mut order, y)?;
            }
        }
        at += 1;
    }
    Ok((order, index))
}

/// The candidate cut down to the elements the heaps reach and divided by the largest
/// congruence that keeps `P` (Moore's refinement by the generators' actions: in a
/// commutative monoid generated by them, the right congruence is a congruence), its
/// elements numbered in the order heaps reach them, the identity 0.
pub(crate) fn reduce(c: &Candidate, meter: &mut Meter) -> Result<Candidate, MisereError> {
    let used: Vec<usize> = {
        let mut u: Vec<usize> = c
            .heap_gen
            .iter()
            .filter(|&&g| g != NONE)
            .map(|&g| g as usize)
            .collect();
        u.sort_unstable();
        u.dedup();
        u
    };
    // Reachable states in breadth-first order, heaps in increasing order.
    let (order, index) = reachable(c, |_| false)?;
    let m = order.len();
    meter.charge((m * (used.len() + 1)) as u64)?;
    // Classes: start with P / not P, refine by the actions until stable.
    let mut class: Vec<u32> = order.iter().map(|&x| u32::from(c.p[x as usize])).collect();
    let mut classes = if class.contains(&1) && class.contains(&0) {
        2
    } else {
        1
    };
    if classes == 1 {
        class.iter_mut().for_each(|k| *k = 0);
    }
    loop {
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut next = filled(m, 0u32)?;
        for (i, &x) in order.iter().enumerate() {
            let mut sig = Vec::new();
            reserve(&mut sig, used.len() + 1)?;
            sig.push(class[i]);
            for &g in &used {
                sig.push(class[index[c.acts[g][x as usize] as usize] as usize]);
            }
            let fresh = ids.len() as u32;
            next[i] = *ids.entry(sig).or_insert(fresh);
        }
        meter.charge((m * (used.len() + 1)) as u64)?;
        let count = ids.len();
        class = next;
        if count == classes {
            break;
        }
        classes = count;
    }
    // Number the classes in the order of their first state (the identity's class is 0).
    let mut rename = filled(classes, u32::MAX)?;
    let mut size = 0u32;
    for &k in &class {
        if rename[k as usize] == u32::MAX {
            rename[k as usize] = size;
            size += 1;
        }
    }
    let size = size as usize;
    let mut rep = filled(size, 0u32)?;
    for (i, &x) in order.iter().enumerate().rev() {
        rep[rename[class[i] as usize] as usize] = x;
    }
    let cls = |x: u32| rename[class[index[x as usize] as usize] as usize];
    // One action per old generator.
    let mut acts: Vec<Vec<u32>> = Vec::new();
    let mut new_gen = filled(c.heap_gen.len(), NONE)?;
    let mut by_old: HashMap<u32, u32> = HashMap::new();
    for (h, &g) in c.heap_gen.iter().enumerate().skip(1) {
        if g == NONE {
            continue;
        }
        if let Some(&k) = by_old.get(&g) {
            new_gen[h] = k;
            continue;
        }
        let mut act = Vec::new();
        reserve(&mut act, size)?;
        act.extend(rep.iter().map(|&x| cls(c.acts[g as usize][x as usize])));
        let k = acts.len() as u32;
        try_push(&mut acts, act)?;
        by_old.insert(g, k);
        new_gen[h] = k;
    }
    let p = rep.iter().map(|&x| c.p[x as usize]).collect();
    Ok(Candidate {
        size,
        acts,
        heap_gen: new_gen,
        p,
    })
}

/// The candidate's elements reached by the heaps not in `free`, times a cyclic monoid
/// `(preperiod, period)` for each heap of `free`, which becomes its generator.
fn direct_sum(
    c: &Candidate,
    free: &[(usize, usize, usize)],
    limits: &Limits,
) -> Result<Candidate, MisereError> {
    let is_free = |h: usize| free.iter().any(|&(f, _, _)| f == h);
    // The base: what the other heaps reach.
    let (order, index) = reachable(c, is_free)?;
    let radix: Option<usize> = free
        .iter()
        .try_fold(1usize, |r, &(_, pre, per)| r.checked_mul(pre + per));
    let radix = radix.ok_or(MisereError::TooLarge)?;
    let size = order
        .len()
        .checked_mul(radix)
        .filter(|&s| s <= limits.order.saturating_mul(64))
        .ok_or(MisereError::TooLarge)?;
    // State (b, c_1, …, c_s) = b · radix + mixed radix of the c's.
    let mut acts: Vec<Vec<u32>> = Vec::new();
    let mut heap_gen = filled(c.heap_gen.len(), NONE)?;
    let mut by_old: HashMap<u32, u32> = HashMap::new();
    for h in 1..c.heap_gen.len() {
        if c.heap_gen[h] == NONE || is_free(h) {
            continue;
        }
        let g = c.heap_gen[h];
        if let Some(&k) = by_old.get(&g) {
            heap_gen[h] = k;
            continue;
        }
        let mut act = filled(size, 0u32)?;
        for (b, &x) in order.iter().enumerate() {
            let y = index[c.acts[g as usize][x as usize] as usize] as usize;
            for r in 0..radix {
                act[b * radix + r] = (y * radix + r) as u32;
            }
        }
        by_old.insert(g, acts.len() as u32);
        heap_gen[h] = acts.len() as u32;
        try_push(&mut acts, act)?;
    }
    let mut place = 1;
    for &(h, pre, per) in free.iter().rev() {
        let len = pre + per;
        let mut act = filled(size, 0u32)?;
        for (s, a) in act.iter_mut().enumerate() {
            let digit = s / place % len;
            let next = if digit + 1 < len { digit + 1 } else { pre };
            *a = (s - digit * place + next * place) as u32;
        }
        heap_gen[h] = acts.len() as u32;
        try_push(&mut acts, act)?;
        place *= len;
    }
    Ok(Candidate {
        size,
        acts,
        heap_gen,
        p: filled(size, false)?,
    })
}

/// A new heap's options as the heaps with options in them (the others are the identity),
/// each sorted, repeats dropped; `known` holds the smaller heaps' cleaned options.
fn cleaned(known: &[Vec<Vec<usize>>], options: &[Vec<usize>]) -> Result<Vec<Vec<usize>>, NoMemory> {
    let mut kept: Vec<Vec<usize>> = Vec::new();
    reserve(&mut kept, options.len())?;
    for o in options {
        let mut parts: Vec<usize> = Vec::new();
        reserve(&mut parts, o.len())?;
        parts.extend(o.iter().copied().filter(|&h| !known[h].is_empty()));
        parts.sort_unstable();
        kept.push(parts);
    }
    kept.sort();
    kept.dedup();
    Ok(kept)
}

/// The quotient of heaps `0..=n`, grown one heap at a time.
pub(crate) struct Extension {
    /// Each heap's options, parts without options dropped, repeats dropped.
    options: Vec<Vec<Vec<usize>>>,
    /// The proved, reduced candidate for heaps `0..=n`.
    pub(crate) quotient: Candidate,
    /// The minimal option sets of each element over every position of heaps `0..=n`.
    chains: Chains,
    /// The full product table of the quotient, built when a heap is tried conservatively.
    times: Option<Vec<u32>>,
    limits: Limits,
    pub(crate) meter: Meter,
    /// How many times the quotient was replaced by a new monoid (its elements may then be
    /// named anew); a heap found as an element already there renames nothing.
    pub(crate) renamings: u64,
}

impl Extension {
    /// The quotient of heap 0 alone: `{1}`, not P.
    pub(crate) fn new(limits: Limits) -> Result<Extension, MisereError> {
        Ok(Extension {
            options: vec![Vec::new()],
            quotient: Candidate {
                size: 1,
                acts: Vec::new(),
                heap_gen: vec![NONE],
                p: vec![false],
            },
            chains: Chains::new(1, chain_words(&limits))?,
            times: None,
            limits,
            meter: Meter {
                spent: 0,
                limit: limits.work,
            },
            renamings: 0,
        })
    }

    /// The minimal option sets kept.
    #[cfg(test)]
    pub(crate) fn chain_sets(&self) -> usize {
        self.chains.count()
    }

    /// The product table `times[x * size + y]` of the current quotient.
    pub(crate) fn times(&mut self) -> Result<&[u32], MisereError> {
        if self.times.is_none() {
            let c = &self.quotient;
            let first = least_positions(&mut c.clone(), &self.options, &mut self.meter, false)?;
            let mut t = filled(c.size * c.size, 0u32)?;
            self.meter.charge((c.size * c.size) as u64)?;
            for y in 0..c.size {
                let word = first[y].as_ref().ok_or(MisereError::Unsettled)?;
                for x in 0..c.size {
                    t[x * c.size + y] = c.image_from(x as u32, word);
                }
            }
            self.times = Some(t);
        }
        Ok(self.times.as_deref().unwrap_or(&[]))
    }

    /// Adds heap `n + 1` with `options` (lists of heaps `1..=n`); on an error the quotient
    /// stays the one of heaps `0..=n`.
    pub(crate) fn push(&mut self, options: &[Vec<usize>]) -> Result<(), MisereError> {
        let (heaps, gens) = (self.options.len(), self.quotient.heap_gen.len());
        let result = self.try_push(options);
        if result.is_err() {
            self.options.truncate(heaps);
            self.quotient.heap_gen.truncate(gens);
        }
        result
    }

    fn try_push(&mut self, options: &[Vec<usize>]) -> Result<(), MisereError> {
        let h = self.options.len();
        if options.iter().flatten().any(|&part| part == 0 || part >= h) {
            return Err(MisereError::Options);
        }
        let mine = cleaned(&self.options, options)?;
        let empty = mine.is_empty();
        reserve(&mut self.options, 1)?;
        self.options.push(mine);
        reserve(&mut self.quotient.heap_gen, 1)?;
        self.quotient.heap_gen.push(NONE);
        if empty {
            return Ok(());
        }
        if self.conservative(h)? {
            return Ok(());
        }
        self.widen(h)
    }

    /// Heap `h` as an element already there, if one passes (see the module docs).
    fn conservative(&mut self, h: usize) -> Result<bool, MisereError> {
        let size = self.quotient.size;
        self.times()?;
        let times = self.times.take().unwrap_or_default();
        let targets: Vec<u32> = {
            let c = &self.quotient;
            let mut t: Vec<u32> = self.options[h].iter().map(|o| c.apply(0, o)).collect();
            t.sort_unstable();
            t.dedup();
            t
        };
        let p = self.quotient.p.clone();
        let alone_p = !targets.iter().any(|&t| p[t as usize]);
        let w = self.chains.words;
        let empty = vec![0u64; w];
        let mut found = None;
        'candidates: for x in 0..size as u32 {
            if p[x as usize] != alone_p {
                continue;
            }
            // P: z·x ∈ P forbids z·t ∈ P for every option image t.
            self.meter.charge((size * (targets.len() + 1)) as u64)?;
            for z in 0..size {
                if p[times[z * size + x as usize] as usize]
                    && targets
                        .iter()
                        .any(|&t| p[times[z * size + t as usize] as usize])
                {
                    continue 'candidates;
                }
            }
            let (pre, per) = power_cycle(size, |y| times[y as usize * size + x as usize]);
            let fails = self.walk(&times, x, &targets, pre + per, &empty, |_, _, _| Ok(true))?;
            if !fails {
                found = Some((x, pre + per));
                break;
            }
        }
        let Some((x, cap)) = found else {
            self.times = Some(times);
            return Ok(false);
        };
        // The new positions' option sets join the chains.
        let mut added: Vec<(u32, Vec<u64>)> = Vec::new();
        self.walk(&times, x, &targets, cap, &empty, |e, t, _| {
            try_push(&mut added, (e, t.to_vec()))?;
            Ok(true)
        })?;
        for (e, t) in added {
            self.chains.insert(e, &t)?;
        }
        // Heap h acts as x: a column of the table, shared with an equal generator.
        let column: Vec<u32> = (0..size).map(|z| times[z * size + x as usize]).collect();
        let c = &mut self.quotient;
        let g = match c.acts.iter().position(|a| *a == column) {
            Some(g) => g as u32,
            None => {
                try_push(&mut c.acts, column)?;
                (c.acts.len() - 1) as u32
            }
        };
        c.heap_gen[h] = g;
        self.times = Some(times);
        Ok(true)
    }

    /// For each minimal option set `S` of each element `u` (and the empty position) and
    /// `c = 1..=cap` copies of heap `x`, the position's `(element, set)`; `keep` sees each
    /// one that is not a failure. `true` when some position fails.
    fn walk<F>(
        &mut self,
        times: &[u32],
        x: u32,
        targets: &[u32],
        cap: usize,
        empty: &[u64],
        mut keep: F,
    ) -> Result<bool, MisereError>
    where
        F: FnMut(u32, &[u64], usize) -> Result<bool, MisereError>,
    {
        let size = self.quotient.size;
        let w = self.chains.words;
        let p = &self.quotient.p;
        let mut pbits = vec![0u64; w];
        for y in (0..size).filter(|&y| p[y]) {
            set_bit(&mut pbits, y as u32);
        }
        let mut t = vec![0u64; w];
        let mut next = vec![0u64; w];
        for u in 0..size {
            let count = self.chains.sets[u].len() / w;
            for k in 0..=count {
                let start: &[u64] = if k < count {
                    &self.chains.sets[u][k * w..(k + 1) * w]
                } else if u == 0 {
                    empty
                } else {
                    break;
                };
                t.copy_from_slice(start);
                let mut e = u as u32;
                self.meter.charge((cap * (w + targets.len())) as u64)?;
                for c in 1..=cap {
                    next.iter_mut().for_each(|b| *b = 0);
                    for y in members(&t) {
                        set_bit(&mut next, times[y * size + x as usize]);
                    }
                    for &o in targets {
                        set_bit(&mut next, times[e as usize * size + o as usize]);
                    }
                    e = times[e as usize * size + x as usize];
                    std::mem::swap(&mut t, &mut next);
                    let hits = t.iter().zip(&pbits).any(|(&a, &b)| a & b != 0);
                    if !p[e as usize] && !hits {
                        return Ok(true);
                    }
                    if !keep(e, &t, c)? {
                        break;
                    }
                }
            }
        }
        Ok(false)
    }

    /// Heap `h` with a new monoid: a trial, then heaps freed until no failure is left.
    fn widen(&mut self, h: usize) -> Result<(), MisereError> {
        self.times = None;
        let mut base = self.quotient.clone();
        base.heap_gen[h] = NONE;
        let mut trial = direct_sum(&base, &[(h, 2, 2)], &self.limits)?;
        least_positions(&mut trial, &self.options, &mut self.meter, true)?;
        trial = reduce(&trial, &mut self.meter)?;
        loop {
            let first = least_positions(&mut trial, &self.options, &mut self.meter, false)?;
            let pf = p_failure(&trial, &self.options, &first, &mut self.meter)?;
            let mut n_search = NSearch {
                p: &trial.p,
                chains: Chains::new(trial.size, chain_words(&self.limits))?,
                below: pf.as_deref(),
                reached: false,
            };
            let nf = search(&trial, &self.options, &mut self.meter, &mut n_search)?
                .filter(|_| !n_search.reached);
            let chains = n_search.chains;
            let failure = match (nf, pf) {
                (Some(n), _) => n,
                (None, Some(p)) => p,
                (None, None) => {
                    if trial.size > self.limits.order {
                        return Err(MisereError::TooLarge);
                    }
                    self.chains = chains;
                    self.quotient = trial;
                    self.renamings += 1;
                    return Ok(());
                }
            };
            trial = self.recalibrate(&trial, &failure)?;
        }
    }

    /// A new candidate that predicts `failure` right: its heaps freed, fewest first.
    fn recalibrate(
        &mut self,
        trial: &Candidate,
        failure: &[u32],
    ) -> Result<Candidate, MisereError> {
        let should_be_p = !trial.p[trial.image_from(0, failure) as usize];
        let involved: Vec<usize> = (1..failure.len()).filter(|&h| failure[h] > 0).collect();
        for k in 1..=involved.len() {
            let mut pick: Vec<usize> = (0..k).collect();
            loop {
                let free: Vec<(usize, usize, usize)> = pick
                    .iter()
                    .map(|&i| {
                        let h = involved[i];
                        let pre = power_cycle(trial.size, |y| trial.act(y, h)).0;
                        let pre = pre.max(failure[h] as usize - 1);
                        let per = 2.max(2 * (pre.saturating_sub(4) / 2));
                        (h, pre, per)
                    })
                    .collect();
                let mut sum = direct_sum(trial, &free, &self.limits)?;
                least_positions(&mut sum, &self.options, &mut self.meter, true)?;
                let reduced = reduce(&sum, &mut self.meter)?;
                if reduced.p[reduced.image_from(0, failure) as usize] == should_be_p {
                    return Ok(reduced);
                }
                // The next combination of k of the involved heaps.
                let mut i = k;
                while i > 0 && pick[i - 1] == involved.len() - k + i - 1 {
                    i -= 1;
                }
                if i == 0 {
                    break;
                }
                pick[i - 1] += 1;
                for j in i..k {
                    pick[j] = pick[j - 1] + 1;
                }
            }
        }
        Err(MisereError::Unsettled)
    }
}

impl Candidate {
    /// `x` times the image of a position.
    fn image_from(&self, mut x: u32, word: &[u32]) -> u32 {
        for (h, &c) in word.iter().enumerate().skip(1) {
            for _ in 0..c {
                x = self.act(x, h);
            }
        }
        x
    }
}

/// The preperiod and period of the powers of an element, `times` multiplying by it.
fn power_cycle(size: usize, times: impl Fn(u32) -> u32) -> (usize, usize) {
    let mut at = vec![usize::MAX; size];
    let (mut y, mut i) = (0u32, 0usize);
    while at[y as usize] == usize::MAX {
        at[y as usize] = i;
        y = times(y);
        i += 1;
    }
    (at[y as usize], i - at[y as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::misere::octal_options;
    use crate::games::octal::OctalGame;

    fn run(code: &str, n: usize) -> Extension {
        let options = octal_options(&OctalGame::parse(code).unwrap(), n).unwrap();
        let mut e = Extension::new(Limits {
            order: 100_000,
            work: u64::MAX,
            ..Limits::DEFAULT
        })
        .unwrap();
        let t = std::time::Instant::now();
        for (h, o) in options.iter().enumerate().skip(1) {
            e.push(o).unwrap();
            let q = &e.quotient;
            eprintln!(
                "{code} heap {h}: order {} P {} chains {} work {} {:?}",
                q.size,
                q.p.iter().filter(|&&b| b).count(),
                e.chain_sets(),
                e.meter.spent,
                t.elapsed()
            );
        }
        e
    }

    #[test]
    #[ignore]
    fn explore() {
        let code = std::env::var("CODE").unwrap_or("0.77".into());
        let n: usize = std::env::var("N").map_or(30, |s| s.parse().unwrap());
        run(&code, n);
    }
}

/// `CODE=0.77 N=200 cargo test --release --lib misere::extension::trace -- --ignored
/// --nocapture`: each heap's order, |P| and the heaps' partition by element (each heap named
/// by the first heap with its element), the format of the comparison with MisereSolver in
/// docs/library.md.
#[cfg(test)]
mod trace {
    use super::*;
    use crate::games::misere::octal_options;
    use crate::games::octal::OctalGame;

    #[test]
    #[ignore]
    fn trace() {
        let code = std::env::var("CODE").unwrap_or("0.77".into());
        let n: usize = std::env::var("N").map_or(30, |s| s.parse().unwrap());
        let options = octal_options(&OctalGame::parse(&code).unwrap(), n).unwrap();
        let mut e = Extension::new(Limits {
            order: 100_000,
            work: u64::MAX,
            ..Limits::DEFAULT
        })
        .unwrap();
        for (h, o) in options.iter().enumerate().skip(1) {
            e.push(o).unwrap();
            let q = &e.quotient;
            let elements: Vec<u32> = (0..=h).map(|g| q.element(g)).collect();
            let firsts: Vec<String> = (0..=h)
                .map(|g| {
                    elements
                        .iter()
                        .position(|&x| x == elements[g])
                        .unwrap()
                        .to_string()
                })
                .collect();
            let p = q.p.iter().filter(|&&b| b).count();
            println!("{h} {} {p} {}", q.size, firsts.join(" "));
        }
    }
}

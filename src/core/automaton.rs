//! Statements about every natural number, decided by finite automata that read numbers in
//! binary: the engine behind the proof of arithmetic periods (`games::saltus`).
//!
//! ## Numbers as words
//! A tuple of `k` natural numbers is read as a word over the letters `0..2^k`, least
//! significant bit first: letter `i` holds bit `i` of each number (bit `j` of the letter is the
//! bit of number `j`). A tuple has many words, its shortest padded with zero letters; an
//! automaton *decides* a relation when it accepts every padding of every tuple in it and
//! nothing else.
//!
//! ## Atoms
//! A [`Shape`] is a conjunction of atoms over variables `x_0 … x_{n-1}`, the first `inputs` of
//! them read from the word and the rest *guessed* (existentially quantified): at each letter
//! the automaton tries every bit of every guessed variable. Each atom keeps one number of state,
//! which starts as its constant:
//!
//! * `Σ a_i·x_i = c` ([`Atom::Equal`]): write `x_i = b_i + 2·y_i` (`b_i` the bit read); then
//!   `Σ a_i·y_i = (c − Σ a_i·b_i) / 2`, which needs `c − Σ a_i·b_i` even. The state is the
//!   constant still to reach; the tuple satisfies the atom when it ends at 0. From `c` the
//!   state stays within `max(|c|, Σ|a_i|)` (Wolper and Boigelot's construction).
//! * `Σ a_i·x_i <= c` ([`Atom::AtMost`]): likewise with `⌊(c − Σ a_i·b_i) / 2⌋`, since
//!   `Σ a_i·y_i <= (c − Σ a_i·b_i) / 2` holds exactly when it holds for the floor; satisfied
//!   when it ends at 0 or above.
//! * `x_j ⊕ x_k ⊕ … = c` ([`Atom::Xor`]): the parity of the bits read must be the low bit of
//!   `c`, which then shifts right; satisfied at 0.
//! * `x_j ≡ c (mod m)` ([`Atom::Congruent`], `m` the shape's modulus): the state is the residue
//!   still to reach, less `b·(2^k mod m)` at position `k`; satisfied at 0. A shared clock keeps
//!   `k` modulo the period of `2^k mod m` (which repeats from the 2-adic valuation of `m` on,
//!   with the multiplicative order of 2 modulo its odd part).
//!
//! Every state stays in a finite range, so a shape has finitely many states. After `k` bits
//! a congruence's later bits can only add multiples of `2^min(k, t)` (`2^t` the modulus's
//! power of two), so a residue that is not one is a dead run and is dropped: modulo a power
//! of two the low bits are forced, not guessed (the other atoms' dead runs are kept; they only
//! cost states). A tuple
//! may need a longer word than its shortest to show that it satisfies a shape (a guessed
//! number, or a carry, longer than the inputs), so a state is *accepting* when some run of
//! zero letters leads from it to a state where every atom is satisfied ([`Nfa::closable`]):
//! with that rule the automaton accepts every padding of a tuple of its relation, and no
//! padding of any other tuple.
//!
//! ## Decisions
//! [`none_in`] asks whether no tuple is in two relations (a breadth-first search of pairs of
//! states: a tuple in both has a long padding accepted by both). [`all_in`] asks whether every
//! tuple of a query relation is in an automaton's relation: the subset construction makes the
//! automaton deterministic on the fly, and a reachable pair (query accepting, subset accepting
//! nothing) is a counterexample, returned as its word. Both count the states they visit and
//! give up past a limit ([`Verdict::Undecided`]): the number of subsets can be exponential.

use crate::core::budget::{remember, try_push, NoMemory};
use std::collections::HashMap;

/// Numbers of state a run keeps: the shape, the clock, and one per atom.
pub(crate) const SLOTS: usize = 12;

/// A run's state: `[shape, clock, atom 0, atom 1, …]`, unused slots 0.
pub(crate) type State = [i64; SLOTS];

/// One constraint of a [`Shape`]; its constant lives in the state.
#[derive(Clone, Debug)]
pub(crate) enum Atom {
    /// `Σ a_i·x_i = c`, the coefficients by variable.
    Equal(Vec<i64>),
    /// `Σ a_i·x_i <= c`.
    AtMost(Vec<i64>),
    /// The xor of the variables in the mask is `c`.
    Xor(u32),
    /// Variable `j` is `≡ c` modulo the shape's modulus.
    Congruent(usize),
}

/// A conjunction of atoms over `vars` variables, the first `inputs` read, the rest guessed.
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    inputs: usize,
    vars: usize,
    modulus: i64,
    atoms: Vec<Atom>,
    /// `2^k mod modulus` for the clock's positions `k < weights.len()`; past the end the clock
    /// goes back to `cycle`.
    weights: Vec<i64>,
    cycle: usize,
}

/// The numbers are too large, the shape has too many atoms, or the modulus repeats too slowly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooLarge;

impl Shape {
    /// A shape; `modulus` is for the [`Atom::Congruent`] atoms (1 when there are none).
    ///
    /// O(atoms + the period of `2^k mod modulus`); `Err` past [`SLOTS`] − 2 atoms, 8 guessed
    /// variables, a modulus above 2^20 or a period of `2^k mod modulus` above 4096.
    pub(crate) fn new(
        inputs: usize,
        vars: usize,
        modulus: u64,
        atoms: Vec<Atom>,
    ) -> Result<Shape, TooLarge> {
        if atoms.len() + 2 > SLOTS || vars > 16 || vars < inputs || vars - inputs > 8 {
            return Err(TooLarge);
        }
        if modulus == 0 || modulus > 1 << 20 {
            return Err(TooLarge);
        }
        let m = modulus as i64;
        let twos = modulus.trailing_zeros() as usize;
        let odd = m >> twos;
        // The multiplicative order of 2 modulo the odd part.
        let mut order = 1usize;
        let mut x = 2 % odd;
        while x != 1 % odd {
            x = x * 2 % odd;
            order += 1;
            if order > 4096 {
                return Err(TooLarge);
            }
        }
        let mut weights = Vec::with_capacity(twos + order);
        let mut w = 1 % m;
        for _ in 0..twos + order {
            weights.push(w);
            w = w * 2 % m;
        }
        Ok(Shape {
            inputs,
            vars,
            modulus: m,
            atoms,
            weights,
            cycle: twos,
        })
    }

    /// The state a run starts in, for `constants` (one per atom, in order; a congruence's
    /// reduced modulo the modulus) as shape number `index` of its automaton.
    ///
    /// O(atoms).
    pub(crate) fn start(&self, index: usize, constants: &[i64]) -> State {
        let mut s = [0i64; SLOTS];
        s[0] = index as i64;
        for (k, (atom, &c)) in self.atoms.iter().zip(constants).enumerate() {
            s[2 + k] = match atom {
                Atom::Congruent(_) => c.rem_euclid(self.modulus),
                _ => c,
            };
        }
        s
    }

    /// Is every atom satisfied if the numbers end here?
    fn satisfied(&self, s: &State) -> bool {
        self.atoms.iter().enumerate().all(|(k, atom)| match atom {
            Atom::AtMost(_) => s[2 + k] >= 0,
            _ => s[2 + k] == 0,
        })
    }

    /// The state after reading the bits `bits` (bit `j`: variable `j`), or `None` when an atom
    /// forbids them.
    fn step(&self, s: &State, bits: u32) -> Option<State> {
        let mut next = *s;
        let clock = s[1] as usize;
        next[1] = if clock + 1 < self.weights.len() {
            clock as i64 + 1
        } else {
            self.cycle as i64
        };
        for (k, atom) in self.atoms.iter().enumerate() {
            let c = s[2 + k];
            next[2 + k] = match atom {
                Atom::Equal(a) => {
                    let d = c - dot(a, bits);
                    if d & 1 != 0 {
                        return None;
                    }
                    d >> 1
                }
                Atom::AtMost(a) => (c - dot(a, bits)).div_euclid(2),
                Atom::Xor(mask) => {
                    if i64::from((bits & mask).count_ones() & 1) != c & 1 {
                        return None;
                    }
                    c >> 1
                }
                Atom::Congruent(j) => {
                    let b = i64::from(bits >> j & 1);
                    let left = (c - b * self.weights[clock]).rem_euclid(self.modulus);
                    // Every later bit adds a multiple of 2^(bits read) (up to the modulus's
                    // power of two): a residue that is not one can never reach 0.
                    let read = (next[1] as usize).min(self.cycle);
                    if left & ((1 << read) - 1) != 0 {
                        return None;
                    }
                    left
                }
            };
        }
        Some(next)
    }
}

/// `Σ a_i·b_i` for the bits `b_i` of `bits`.
#[inline]
fn dot(a: &[i64], bits: u32) -> i64 {
    a.iter()
        .enumerate()
        .filter(|&(i, _)| bits >> i & 1 == 1)
        .map(|(_, &x)| x)
        .sum()
}

/// The automaton of a union of shapes (all with the same inputs): its states numbered as they
/// are met, their successors and acceptance computed once.
pub(crate) struct Nfa<'a> {
    shapes: &'a [Shape],
    letters: usize,
    ids: HashMap<State, u32>,
    states: Vec<State>,
    /// `next[id]`: per letter, the successors' ids (computed on first use).
    next: Vec<Option<Vec<Vec<u32>>>>,
    /// 0 not yet known, 1 accepting, 2 not.
    closable: Vec<u8>,
    limit: usize,
}

/// The search met more states than its limit allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooMany;

impl From<NoMemory> for TooMany {
    fn from(_: NoMemory) -> TooMany {
        TooMany
    }
}

impl<'a> Nfa<'a> {
    /// The automaton of `shapes`, which may meet at most `limit` states.
    ///
    /// O(1).
    pub(crate) fn new(shapes: &'a [Shape], limit: usize) -> Self {
        let inputs = shapes.first().map_or(0, |s| s.inputs);
        Nfa {
            shapes,
            letters: 1 << inputs,
            ids: HashMap::new(),
            states: Vec::new(),
            next: Vec::new(),
            closable: Vec::new(),
            limit,
        }
    }

    /// The id of `s`, numbering it if new.
    fn id(&mut self, s: State) -> Result<u32, TooMany> {
        if let Some(&id) = self.ids.get(&s) {
            return Ok(id);
        }
        if self.states.len() >= self.limit {
            return Err(TooMany);
        }
        let id = self.states.len() as u32;
        try_push(&mut self.states, s)?;
        try_push(&mut self.next, None)?;
        try_push(&mut self.closable, 0)?;
        remember(&mut self.ids, s, id)?;
        Ok(id)
    }

    /// The successors of state `id` on each letter.
    fn successors(&mut self, id: u32) -> Result<&Vec<Vec<u32>>, TooMany> {
        if self.next[id as usize].is_none() {
            let s = self.states[id as usize];
            let shape = &self.shapes[s[0] as usize];
            let guessed = shape.vars - shape.inputs;
            let mut all = Vec::with_capacity(self.letters);
            for letter in 0..self.letters as u32 {
                let mut out = Vec::new();
                for guess in 0..1u32 << guessed {
                    if let Some(t) = shape.step(&s, letter | guess << shape.inputs) {
                        out.push(self.id(t)?);
                    }
                }
                out.sort_unstable();
                out.dedup();
                all.push(out);
            }
            self.next[id as usize] = Some(all);
        }
        Ok(self.next[id as usize].as_ref().expect("just computed"))
    }

    /// Can a run of zero letters lead from `id` to a state where every atom is satisfied?
    pub(crate) fn closable(&mut self, id: u32) -> Result<bool, TooMany> {
        match self.closable[id as usize] {
            1 => return Ok(true),
            2 => return Ok(false),
            _ => {}
        }
        let mut seen = vec![id];
        let mut met = std::collections::HashSet::new();
        met.insert(id);
        let mut at = 0;
        let mut found = false;
        while at < seen.len() {
            let x = seen[at];
            at += 1;
            let s = self.states[x as usize];
            if self.closable[x as usize] == 1 || self.shapes[s[0] as usize].satisfied(&s) {
                found = true;
                break;
            }
            if self.closable[x as usize] == 2 {
                continue;
            }
            for i in 0..self.successors(x)?[0].len() {
                let y = self.successors(x)?[0][i];
                if met.insert(y) {
                    try_push(&mut seen, y)?;
                }
            }
        }
        if found {
            self.closable[id as usize] = 1;
        } else {
            // Nothing reachable by zero letters accepts: none of them is accepting.
            for &x in &seen {
                self.closable[x as usize] = 2;
            }
        }
        Ok(found)
    }
}

/// What a decision found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The statement holds for every tuple.
    Holds,
    /// A tuple for which it fails, as a word (least significant letter first).
    Fails(Vec<u32>),
    /// The search met more states than its limit.
    Undecided,
}

/// Is no tuple accepted both by `nfa` from `starts` and by `query` from `query_starts`?
///
/// O(pairs of states met · letters · successors), at most `limit` pairs.
pub(crate) fn none_in(
    nfa: &mut Nfa,
    starts: &[State],
    query: &mut Nfa,
    query_starts: &[State],
    limit: usize,
) -> Verdict {
    match search_pairs(nfa, starts, query, query_starts, limit) {
        Ok(v) => v,
        Err(TooMany) => Verdict::Undecided,
    }
}

fn search_pairs(
    nfa: &mut Nfa,
    starts: &[State],
    query: &mut Nfa,
    query_starts: &[State],
    limit: usize,
) -> Result<Verdict, TooMany> {
    let mut seen: HashMap<(u32, u32), usize> = HashMap::new();
    // (pair, parent index, letter)
    let mut queue: Queue = Vec::new();
    for &s in starts {
        let a = nfa.id(s)?;
        for &t in query_starts {
            let b = query.id(t)?;
            if !seen.contains_key(&(a, b)) {
                remember(&mut seen, (a, b), queue.len())?;
                try_push(&mut queue, ((a, b), usize::MAX, 0))?;
            }
        }
    }
    let mut at = 0;
    while at < queue.len() {
        let ((a, b), _, _) = queue[at];
        let (sa, sb) = (nfa.states[a as usize], query.states[b as usize]);
        if nfa.shapes[sa[0] as usize].satisfied(&sa) && query.shapes[sb[0] as usize].satisfied(&sb)
        {
            return Ok(Verdict::Fails(word(&queue, at)));
        }
        for letter in 0..nfa.letters {
            let xs = nfa.successors(a)?[letter].clone();
            let ys = query.successors(b)?[letter].clone();
            for &x in &xs {
                for &y in &ys {
                    enqueue(&mut seen, &mut queue, (x, y), at, letter, limit)?;
                }
            }
        }
        at += 1;
    }
    Ok(Verdict::Holds)
}

/// A breadth-first search's queue of pairs: each with the index of the pair it came from and
/// the letter read.
type Queue = Vec<((u32, u32), usize, u32)>;

/// Adds `pair`, reached from `queue[parent]` by `letter`, unless it was met before; `Err`
/// past `limit` pairs.
fn enqueue(
    seen: &mut HashMap<(u32, u32), usize>,
    queue: &mut Queue,
    pair: (u32, u32),
    parent: usize,
    letter: usize,
    limit: usize,
) -> Result<(), TooMany> {
    if seen.contains_key(&pair) {
        return Ok(());
    }
    if queue.len() >= limit {
        return Err(TooMany);
    }
    remember(seen, pair, queue.len())?;
    try_push(queue, (pair, parent, letter as u32))?;
    Ok(())
}

/// The word that reached `queue[at]`, first letter first.
fn word<T>(queue: &[(T, usize, u32)], mut at: usize) -> Vec<u32> {
    let mut letters = Vec::new();
    while queue[at].1 != usize::MAX {
        letters.push(queue[at].2);
        at = queue[at].1;
    }
    letters.reverse();
    letters
}

/// Is every tuple that `query` accepts (from `query_start`, deterministically: its shapes
/// guess nothing) accepted by `nfa` from `starts`?
///
/// O(subsets met · letters · their sizes), at most `limit` pairs of a subset and a query
/// state.
pub(crate) fn all_in(
    nfa: &mut Nfa,
    starts: &[State],
    query: &mut Nfa,
    query_start: State,
    limit: usize,
) -> Verdict {
    match search_subsets(nfa, starts, query, query_start, limit) {
        Ok(v) => v,
        Err(TooMany) => Verdict::Undecided,
    }
}

/// The subsets met by [`all_in`], numbered, with whether each accepts.
#[derive(Default)]
struct Subsets {
    ids: HashMap<Vec<u32>, u32>,
    members: Vec<Vec<u32>>,
    accepting: Vec<bool>,
}

impl Subsets {
    fn intern(&mut self, set: Vec<u32>, nfa: &mut Nfa) -> Result<u32, TooMany> {
        if let Some(&k) = self.ids.get(&set) {
            return Ok(k);
        }
        let mut any = false;
        for &x in &set {
            if nfa.closable(x)? {
                any = true;
                break;
            }
        }
        let k = self.members.len() as u32;
        try_push(&mut self.accepting, any)?;
        try_push(&mut self.members, set.clone())?;
        remember(&mut self.ids, set, k)?;
        Ok(k)
    }
}

fn search_subsets(
    nfa: &mut Nfa,
    starts: &[State],
    query: &mut Nfa,
    query_start: State,
    limit: usize,
) -> Result<Verdict, TooMany> {
    let mut subsets = Subsets::default();
    let mut seen: HashMap<(u32, u32), usize> = HashMap::new();
    let mut queue: Queue = Vec::new();
    let mut first = Vec::new();
    for &s in starts {
        try_push(&mut first, nfa.id(s)?)?;
    }
    first.sort_unstable();
    first.dedup();
    let a = subsets.intern(first, nfa)?;
    let b = query.id(query_start)?;
    remember(&mut seen, (a, b), 0)?;
    try_push(&mut queue, ((a, b), usize::MAX, 0))?;
    let mut at = 0;
    while at < queue.len() {
        let ((a, b), _, _) = queue[at];
        let sb = query.states[b as usize];
        if query.shapes[sb[0] as usize].satisfied(&sb) && !subsets.accepting[a as usize] {
            return Ok(Verdict::Fails(word(&queue, at)));
        }
        for letter in 0..query.letters {
            let Some(&y) = query.successors(b)?[letter].first() else {
                continue; // the query rejects every longer word
            };
            let mut set = Vec::new();
            for i in 0..subsets.members[a as usize].len() {
                let x = subsets.members[a as usize][i];
                for &z in &nfa.successors(x)?[letter] {
                    try_push(&mut set, z)?;
                }
            }
            set.sort_unstable();
            set.dedup();
            let x = subsets.intern(set, nfa)?;
            enqueue(&mut seen, &mut queue, (x, y), at, letter, limit)?;
        }
        at += 1;
    }
    Ok(Verdict::Holds)
}

/// Values of the guessed variables that satisfy `shape` from `start` with these `inputs`
/// (one number per input), found by a breadth-first search of the runs on their word (padded
/// with zeros as far as needed); `None` when there are none, or none found among `limit`
/// states, or one needs more than 64 bits.
///
/// O(states met · 2^guessed), at most `limit` states.
pub(crate) fn witness(
    shape: &Shape,
    start: State,
    inputs: &[u64],
    limit: usize,
) -> Option<Vec<u64>> {
    let length = inputs
        .iter()
        .map(|&x| 64 - x.leading_zeros() as usize)
        .max()
        .unwrap_or(0);
    let guessed = shape.vars - shape.inputs;
    // (position, state), parent index, guessed bits.
    let mut queue: Vec<((usize, State), usize, u32)> = vec![((0, start), usize::MAX, 0)];
    let mut seen: HashMap<(usize, State), ()> = HashMap::new();
    remember(&mut seen, (0, start), ()).ok()?;
    let mut at = 0;
    while at < queue.len() {
        let ((k, s), _, _) = queue[at];
        if k >= length && shape.satisfied(&s) {
            let mut values = vec![0u64; guessed];
            let mut i = at;
            let mut position = k;
            while queue[i].1 != usize::MAX {
                position -= 1;
                for (v, value) in values.iter_mut().enumerate() {
                    if queue[i].2 >> v & 1 == 1 {
                        if position >= 64 {
                            return None;
                        }
                        *value |= 1 << position;
                    }
                }
                i = queue[i].1;
            }
            return Some(values);
        }
        let letter = inputs.iter().enumerate().fold(0u32, |l, (j, &x)| {
            let bit = if k < 64 { (x >> k & 1) as u32 } else { 0 };
            l | bit << j
        });
        for guess in 0..1u32 << guessed {
            if let Some(t) = shape.step(&s, letter | guess << shape.inputs) {
                // Past the inputs every position reads zeros: one position stands for all.
                let key = ((k + 1).min(length), t);
                if seen.contains_key(&key) {
                    continue;
                }
                if queue.len() >= limit {
                    return None;
                }
                remember(&mut seen, key, ()).ok()?;
                try_push(&mut queue, ((k + 1, t), at, guess)).ok()?;
            }
        }
        at += 1;
    }
    None
}

/// Input number `j` of a word (least significant letter first); `None` past 64 bits.
pub(crate) fn number(word: &[u32], j: usize) -> Option<u64> {
    let mut x = 0u64;
    for (k, &letter) in word.iter().enumerate() {
        if letter >> j & 1 == 1 {
            if k >= 64 {
                return None;
            }
            x |= 1 << k;
        }
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tuples of two numbers below 2^6 that a shape's automaton accepts, found by
    /// deciding each one: the query "x = a, y = b" against the automaton.
    fn accepted(shapes: &[Shape], starts: &[State]) -> Vec<(u64, u64)> {
        let point = Shape::new(
            2,
            2,
            1,
            vec![Atom::Equal(vec![1, 0]), Atom::Equal(vec![0, 1])],
        )
        .unwrap();
        let mut out = Vec::new();
        for a in 0..64 {
            for b in 0..64 {
                let mut nfa = Nfa::new(shapes, 1 << 20);
                let points = [point.clone()];
                let mut query = Nfa::new(&points, 1 << 20);
                let q = point.start(0, &[a as i64, b as i64]);
                if none_in(&mut nfa, starts, &mut query, &[q], 1 << 20) != Verdict::Holds {
                    out.push((a, b));
                }
            }
        }
        out
    }

    #[test]
    fn each_atom_decides_its_relation() {
        // x + 2y = 40.
        let eq = Shape::new(2, 2, 1, vec![Atom::Equal(vec![1, 2])]).unwrap();
        let want: Vec<(u64, u64)> = (0..64u64)
            .flat_map(|x| (0..64).map(move |y| (x, y)))
            .filter(|&(x, y)| x + 2 * y == 40)
            .collect();
        assert_eq!(
            accepted(std::slice::from_ref(&eq), &[eq.start(0, &[40])]),
            want
        );
        // 3x - y <= 5.
        let le = Shape::new(2, 2, 1, vec![Atom::AtMost(vec![3, -1])]).unwrap();
        let want: Vec<(u64, u64)> = (0..64u64)
            .flat_map(|x| (0..64).map(move |y| (x, y)))
            .filter(|&(x, y)| 3 * x as i64 - y as i64 <= 5)
            .collect();
        assert_eq!(
            accepted(std::slice::from_ref(&le), &[le.start(0, &[5])]),
            want
        );
        // x ^ y = 37, and x = 2 (mod 6).
        let xor = Shape::new(2, 2, 6, vec![Atom::Xor(0b11), Atom::Congruent(0)]).unwrap();
        let want: Vec<(u64, u64)> = (0..64u64)
            .flat_map(|x| (0..64).map(move |y| (x, y)))
            .filter(|&(x, y)| x ^ y == 37 && x % 6 == 2)
            .collect();
        assert_eq!(
            accepted(std::slice::from_ref(&xor), &[xor.start(0, &[37, 2])]),
            want
        );
    }

    #[test]
    fn guessed_numbers_may_be_longer_than_the_inputs() {
        // y = x1 ^ x2 with x1 + x2 = x (x1, x2 guessed): the xors of two numbers of sum x.
        let sum = Shape::new(
            2,
            4,
            1,
            vec![Atom::Equal(vec![-1, 0, 1, 1]), Atom::Xor(0b1110)],
        )
        .unwrap();
        let start = sum.start(0, &[0, 0]);
        let mut want = Vec::new();
        for x in 0..64u64 {
            for y in 0..64u64 {
                if (0..=x).any(|a| a ^ (x - a) == y) {
                    want.push((x, y));
                }
            }
        }
        assert_eq!(accepted(&[sum], &[start]), want);
        // x = y + 1000 has no tuple below 64 but many beyond: a constant longer than both.
        let far = Shape::new(2, 2, 1, vec![Atom::Equal(vec![1, -1])]).unwrap();
        assert!(accepted(std::slice::from_ref(&far), &[far.start(0, &[1000])]).is_empty());
    }

    /// [`all_in`] for one shape from `start` and one query from `from`, with fresh automata.
    fn all_of(shape: &Shape, start: State, query: &Shape, from: State, limit: usize) -> Verdict {
        let (shapes, queries) = ([shape.clone()], [query.clone()]);
        let mut nfa = Nfa::new(&shapes, limit);
        let mut q = Nfa::new(&queries, 1 << 16);
        all_in(&mut nfa, &[start], &mut q, from, 1 << 16)
    }

    #[test]
    fn universal_statements_hold_or_give_a_counterexample() {
        // Every x has a y with y = 2x (y guessed): query "all (x, y)", automaton "∃z: z = 2x".
        let double = Shape::new(2, 3, 1, vec![Atom::Equal(vec![2, 0, -1])]).unwrap();
        let all = Shape::new(2, 2, 1, vec![]).unwrap();
        let v = all_of(
            &double,
            double.start(0, &[0]),
            &all,
            all.start(0, &[]),
            1 << 16,
        );
        assert_eq!(v, Verdict::Holds);
        // Every pair with y < x has y <= x - 1, but not every pair with y <= x has y < x.
        let below = Shape::new(2, 2, 1, vec![Atom::AtMost(vec![-1, 1])]).unwrap();
        let strictly = below.start(0, &[-1]);
        let v = all_of(&below, strictly, &below, strictly, 1 << 16);
        assert_eq!(v, Verdict::Holds);
        let Verdict::Fails(w) = all_of(&below, strictly, &below, below.start(0, &[0]), 1 << 16)
        else {
            panic!("y <= x is not y < x");
        };
        let (x, y) = (number(&w, 0).unwrap(), number(&w, 1).unwrap());
        assert_eq!(x, y, "the counterexample ({x}, {y}) has y = x");
    }

    #[test]
    fn the_limit_ends_a_search() {
        let double = Shape::new(2, 3, 1, vec![Atom::Equal(vec![2, 0, -1])]).unwrap();
        let all = Shape::new(2, 2, 1, vec![]).unwrap();
        let v = all_of(&double, double.start(0, &[0]), &all, all.start(0, &[]), 1);
        assert_eq!(v, Verdict::Undecided);
    }
}

//! When the quotient of heaps `0..=N` is the quotient of every heap: the periodicity theorem
//! for misère quotients, stated for the games [`HeapRules`](crate::games::misere::HeapRules) describes.
//!
//! # The theorem
//! Let a heap game take at most `k` tokens in a move and leave at most `m` heaps, the moves
//! of a heap depending only on how many tokens are taken and how many heaps are left (octal
//! and subtraction games). Let `Q_N` be the quotient of heaps `0..=N` with its map `Φ_N`, and
//! suppose `Φ_N(n + p) = Φ_N(n)` for every `n0 ≤ n ≤ N - p`, with
//!
//! `N + 1 ≥ max(m, 1) · (max(n0, 1) + p) + k`.
//!
//! Then `Q_N` is the quotient of the game with every heap, and `Φ(n) = Φ_N(n0 + (n - n0) mod
//! p)` for every `n ≥ n0`.
//!
//! *Proof.* Extend `Φ_N` by `Ψ(n) = Ψ(n - p)` for `n > N`, and let `Ψ(M_n)` be the set of
//! images of heap `n`'s options. First, `Ψ(M_n) = Ψ(M_(n-p))` for every `n > N`, by induction
//! on `n`. An option of `n` takes `j ≤ k` tokens and leaves parts summing to `n - j`; its
//! largest part `b` is at least `(n - j) / max(m, 1) ≥ (N + 1 - k) / max(m, 1) ≥ max(n0, 1) +
//! p`. Taking `p` from that part gives an option of `n - p` (same `j`, same number of heaps,
//! all parts still positive: that is what `max(n0, 1)` is for) with the same image, as `Ψ(b) = Ψ(b - p)` (for `b ≤ N` by the
//! hypothesis, for `b > N` by definition, `b < n`). Conversely the largest part `b'` of an
//! option of `n - p` is at least `(n - p - k) / max(m, 1) ≥ n0`, so adding `p` to it gives an
//! option of `n` with the same image; and `n - p > k`, so no option of either leaves nothing.
//!
//! Now take any position `G` and replace each heap `n > N` in it by `n - p`, again and again,
//! until every heap is at most `N`: call it `G*`. The image `Ψ(G*) = Ψ(G)`, and so is the set
//! of images of the options, `T(G) = ⋃_h Ψ(G - h) · Ψ(M_h)`, heap by heap. `Q_N` was proved
//! on every position of heaps `0..=N` (`Ψ(G*) ∈ P` exactly when `T(G*) ≠ ∅` and `T(G*) ∩ P =
//! ∅`), so the same holds for `G`, and by induction on positions `Ψ(G) ∈ P` exactly when `G`
//! is a misère P-position. So `Ψ` is a quotient map onto the elements the heaps reach, which
//! are `Q_N`'s, and `Q_N` tells its elements apart already with heaps up to `N`: `Q_N` is the
//! quotient of the whole game. ∎
//!
//! This is the argument of the normal-play periodicity theorem (Guy and Smith; Plambeck and
//! Siegel prove the misère form in *Misère quotients for impartial games*, 2008, §7), with
//! the extra requirement that `Q_N` itself was proved on every position of heaps `0..=N`,
//! which [`MisereQuotient::of_game`](crate::games::misere::MisereQuotient::of_game) gives. For octal games
//! (`m = 2`) it asks for heaps up to `2·(max(n0, 1) + p) + k - 1`: misère Kayles (`k = 2`, preperiod
//! 71, period 12) is proved final at heap 167. Siegel's MisereSolver of 2006 certified Kayles
//! at heap 169 by the rule `2·preperiod + 2·period + 4` (two heaps more than the proof
//! needs); the rule of cgsuite's `TBCode.scala` at e909ab8, `m·preperiod + m·period + k + m`
//! with `m` three for digits 4 to 7, asks for more still.

use crate::core::budget::{filled, try_push, NoMemory};

/// A proved period of the heap → element map: `Φ(n + period) = Φ(n)` for every
/// `n ≥ preperiod`, shown from the heaps up to `proved_at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The first heap from which the map repeats.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
    /// The largest heap computed when the theorem applied.
    pub proved_at: usize,
}

/// The smallest period (and for it the smallest preperiod) that the theorem proves from the
/// elements of heaps `0..=N` (`elements[h]`), for a game taking at most `k` tokens and leaving
/// at most `m` heaps; `None` when none is proved yet.
///
/// For each period `p` the least preperiod `n0(p)` comes from `z[p]`, the length of the
/// longest run of heaps ending at `N` that agrees with the run ending at `N - p` (the Z
/// function of the elements read backwards): the map repeats with period `p` on
/// `n0(p)..=N - p` exactly when `n0(p) >= N - p + 1 - z[p]`.
///
/// O(N) time and `8 N` bytes (a temporary table, held fallibly: `None` when it does not fit).
///
/// ```
/// use grundy::games::misere::period::certify;
/// // Elements 0 1 2 | 3 4 3 4 3 4 …: preperiod 3, period 2; with k = 1, m = 1 the theorem
/// // needs N + 1 >= 3 + 2 + 1, so heaps 0..=5 are enough (a preperiod 0 counts as 1).
/// assert_eq!(certify(&[0, 1, 2, 3, 4, 3], 1, 1).map(|p| (p.preperiod, p.period)), Some((3, 2)));
/// assert_eq!(certify(&[0, 1, 2, 3, 4], 1, 1), None);
/// ```
pub fn certify(elements: &[u32], k: usize, m: usize) -> Option<Period> {
    let n = elements.len().checked_sub(1)?;
    let m = m.max(1);
    // The least N the theorem can ever use: N + 1 >= m * (1 + 1) + k.
    if m.checked_mul(2).and_then(|x| x.checked_add(k))? > n + 1 {
        return None;
    }
    // z[p] for the elements read from N down: r[i] = elements[n - i].
    let r = |i: usize| elements[n - i];
    let mut z = filled(n + 1, 0usize).ok()?;
    let (mut left, mut right) = (0, 0);
    for p in 1..=n {
        let mut len = if p < right {
            z[p - left].min(right - p)
        } else {
            0
        };
        while p + len <= n && r(len) == r(p + len) {
            len += 1;
        }
        if p + len > right {
            (left, right) = (p, p + len);
        }
        z[p] = len;
        let n0 = (n + 1 - p).saturating_sub(len);
        let needed = (n0.max(1) + p)
            .checked_mul(m)
            .and_then(|x| x.checked_add(k));
        if needed.is_some_and(|needed| n + 1 >= needed) {
            return Some(Period {
                preperiod: n0,
                period: p,
                proved_at: n,
            });
        }
    }
    None
}

/// The theorem applied heap by heap: the elements of heaps `0, 1, 2, …` are handed to
/// [`push`](Self::push) as they are found, and [`certify`] runs at the heaps where it may
/// prove a period: none before `N + 1 >= 2 m + k` (the theorem's least `N`: a game that takes
/// up to 10^6 tokens walks 10^6 heaps first), then at every heap up to heap 8192, then about
/// every `N / 64` heaps. So a period is proved at the heap [`certify`] first proves it at (to
/// heap 8192), or about `N / 64` heaps later, and certifying costs at most `8192²/2` steps,
/// then about `64 N` for each doubling of `N`, never `O(N²)`.
///
/// [`work`](Self::work) counts the steps taken (the elements [`certify`] reads), so a caller
/// can hold them to a bound.
pub(crate) struct Certifier {
    k: usize,
    m: usize,
    elements: Vec<u32>,
    pub(crate) work: u64,
}

impl Certifier {
    /// A certifier for a game taking at most `k` tokens and leaving at most `m` heaps, with
    /// no element yet.
    pub(crate) fn new(k: usize, m: usize) -> Certifier {
        Certifier {
            k,
            m: m.max(1),
            elements: Vec::new(),
            work: 0,
        }
    }

    /// Forgets the elements (they were renamed) and takes `elements` instead, heap 0 first;
    /// the period they prove now, if any.
    ///
    /// O(elements) steps.
    pub(crate) fn restart(
        &mut self,
        elements: impl Iterator<Item = u32>,
    ) -> Result<Option<Period>, NoMemory> {
        self.elements.clear();
        for x in elements {
            try_push(&mut self.elements, x)?;
        }
        Ok(self.check())
    }

    /// Takes the element of the next heap `N`; the period proved at `N`, if one is.
    ///
    /// O(1), or O(N) at the heaps where [`certify`] runs.
    pub(crate) fn push(&mut self, x: u32) -> Result<Option<Period>, NoMemory> {
        try_push(&mut self.elements, x)?;
        Ok(self.check())
    }

    /// [`certify`] on the elements so far, at the heaps of the schedule.
    fn check(&mut self) -> Option<Period> {
        let n = self.elements.len() - 1;
        let first = self
            .m
            .saturating_mul(2)
            .saturating_add(self.k)
            .saturating_sub(1);
        let past = n.checked_sub(first)?;
        if n > 8192 && past % (n / 64) != 0 {
            return None;
        }
        self.work += n as u64 + 1;
        certify(&self.elements, self.k, self.m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first period a certifier fed heap by heap proves is the one `certify` proves at that
    /// heap, and `certify` proves none before: on sequences that become periodic after a random
    /// preperiod (with some noise in the periodic part, so that false starts occur), for
    /// `m = 1, 2, 3` and several `k`. `certify` itself is held to the definition.
    #[test]
    fn the_certifier_proves_what_certify_proves_and_no_sooner() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut random = |below: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % below
        };
        // `certify` by the definition: the least p, then the least n0.
        let by_definition = |e: &[u32], k: usize, m: usize| -> Option<(usize, usize)> {
            let n = e.len() - 1;
            (1..=n).find_map(|p| {
                let n0 = (0..=n + 1 - p)
                    .find(|&n0| (n0..=n - p).all(|i| e[i] == e[i + p]))
                    .unwrap_or(n + 1 - p);
                (m * (n0.max(1) + p) + k <= n + 1).then_some((n0, p))
            })
        };
        let mut proved = 0;
        for round in 0..400 {
            let (k, m) = (1 + random(6) as usize, 1 + (round % 3));
            let (pre, period) = (random(12) as usize, 1 + random(6) as usize);
            let values = 1 + random(4);
            let block: Vec<u32> = (0..period).map(|_| random(values) as u32).collect();
            let len = 40 + random(60) as usize;
            let e: Vec<u32> = (0..len)
                .map(|i| {
                    if i < pre || random(50) == 0 {
                        random(values) as u32
                    } else {
                        block[(i - pre) % period]
                    }
                })
                .collect();
            let mut c = Certifier::new(k, m);
            for n in 0..len {
                let got = c.push(e[n]).unwrap();
                let want = certify(&e[..=n], k, m);
                assert_eq!(
                    want.map(|p| (p.preperiod, p.period)),
                    by_definition(&e[..=n], k, m),
                    "certify at {n}: {e:?}, k = {k}, m = {m}"
                );
                assert_eq!(got, want, "heap {n} of {e:?}, k = {k}, m = {m}");
                if got.is_some() {
                    proved += 1;
                    break;
                }
            }
        }
        assert!(proved >= 100, "{proved} periods proved");
    }

    /// A certifier restarted on renamed elements answers as a fresh one fed them one by one.
    #[test]
    fn a_restart_is_a_fresh_certifier() {
        let e: Vec<u32> = (0..60)
            .map(|i| if i < 7 { i } else { 10 + i % 3 })
            .collect();
        let mut fresh = Certifier::new(3, 1);
        let first = e.iter().find_map(|&x| fresh.push(x).unwrap());
        let mut renamed = Certifier::new(3, 1);
        for x in [5, 5, 5, 5] {
            renamed.push(x).unwrap();
        }
        let n = first.unwrap().proved_at;
        assert_eq!(renamed.restart(e[..=n].iter().copied()).unwrap(), first);
    }
}

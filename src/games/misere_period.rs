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
/// O(N · p) at worst for the periods `p` tried (each scan stops at its first mismatch; only
/// periods whose last heap matches are scanned).
///
/// ```
/// use grundy::games::misere_period::certify;
/// // Elements 0 1 2 | 3 4 3 4 3 4 …: preperiod 3, period 2; with k = 1, m = 1 the theorem
/// // needs N + 1 >= 3 + 2 + 1, so heaps 0..=5 are enough (a preperiod 0 counts as 1).
/// assert_eq!(certify(&[0, 1, 2, 3, 4, 3], 1, 1).map(|p| (p.preperiod, p.period)), Some((3, 2)));
/// assert_eq!(certify(&[0, 1, 2, 3, 4], 1, 1), None);
/// ```
pub fn certify(elements: &[u32], k: usize, m: usize) -> Option<Period> {
    let n = elements.len().checked_sub(1)?;
    let m = m.max(1);
    for p in 1..=n {
        if elements[n] != elements[n - p] {
            continue;
        }
        let mut n0 = n - p + 1;
        while n0 > 0 && elements[n0 - 1 + p] == elements[n0 - 1] {
            n0 -= 1;
        }
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

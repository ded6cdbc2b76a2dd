//! Moore's Nim_k (the seeds' "k-Nim"): a move takes at least one token from each of between 1
//! and `k` heaps (any amounts, heap by heap); whoever cannot move loses.
//!
//! Moore's theorem: write the heaps in binary; the player to move loses iff in every binary
//! digit the number of heaps with a 1 there is a multiple of `k + 1`. Call such a position
//! *balanced*.
//!
//! * From a balanced position every move unbalances: the move lowers between 1 and `k` heaps.
//!   Take the highest digit in which any lowered heap changes; every heap that changes there
//!   goes from 1 to 0 (a number that decreases loses a 1 in the highest digit that changes),
//!   and between 1 and `k` of them do, so that digit's count drops by 1..=k and stops being a
//!   multiple of `k + 1`.
//! * From an unbalanced position some move balances. Go through the digits from the top,
//!   keeping a set `C` of heaps already chosen to change (at most `k`); a chosen heap is free
//!   below the digit where it was chosen. At a digit whose count `c` (among unchosen heaps,
//!   plus the chosen heaps' current bits) is not a multiple of `k + 1`: if removing `r = c mod
//!   (k + 1)` ones from unchosen heaps is possible without exceeding `k` chosen heaps, choose
//!   `r` unchosen heaps with a 1 there and turn it to 0; otherwise set free bits of chosen
//!   heaps to 1 to reach the next multiple. The counting that shows one of the two always
//!   works is in Moore (1910); the tests check the theorem itself on every small position
//!   against a search that knows only the moves.
//!
//! With `k = 1` this is Nim (multiples of 2 in every digit: the xor is 0).
//!
//! ## Counting balanced positions
//! The positions with a given total (Luogu P2490's gaps, P5363's odd steps): the digits are
//! independent once the total is split by digit, so go through the digits from the lowest,
//! keeping `f[s]`, the ways to fill the digits so far with `s` tokens in all. At digit `b` a
//! balanced position has `j (k + 1)` heaps with a 1, chosen in `C(n, j (k + 1))` ways, adding
//! `j (k + 1) 2^b` tokens: `f'[s] = Σ_j f[s − j (k + 1) 2^b] · C(n, j (k + 1))`
//! ([`balanced_by_total`]). The digits past the total's top add nothing.
//!
//! The positions whose heaps each lie in `low..=high` ([`balanced_in_range`]): heaps are
//! alike, so a digit-by-digit pass from the top only needs *how many* heaps are still equal
//! to `high`'s digits so far (`t_hi`), how many to `low`'s (`t_lo`), and that the rest are
//! free (strictly between, so any digits follow). Above the first digit where `low` and
//! `high` differ every heap copies them; at that digit each heap takes `high`'s 1 (joining
//! `t_hi`) or `low`'s 0 (joining `t_lo`). Below it, where `high` has a 1 a heap of `t_hi`
//! keeps it or drops to 0 and is free; where `low` has a 0 a heap of `t_lo` keeps it or rises
//! to 1 and is free; free heaps put any number `z` of ones, `Σ_{z ≡ r} C(free, z)` ways for a
//! residue `r` modulo `k + 1`. The digit's ones must be a multiple of `k + 1`; the three
//! choices are made one after the other, each keeping the residue so far.

use crate::core::budget::{filled, reserve, NoMemory};
use crate::core::modular::{mul_mod, Binomials};

/// A Nim_k position read heap by heap: the count of heaps with each binary digit set.
///
/// # Example
/// ```
/// use grundy::games::moore::{balancing_move, MooreSum};
/// let mut position = MooreSum::new(2); // a move may lower up to two heaps
/// [1, 2, 3].into_iter().for_each(|h| position.add(h));
/// assert!(position.first_player_wins()); // bit 0 is set in two heaps, not 0 or 3
/// assert_eq!(balancing_move(2, &[1, 2, 3]), Ok(Some(vec![(1, 1), (2, 1)]))); // to 1, 1, 1
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MooreSum {
    k: u64,
    ones: [u64; 64],
}

impl MooreSum {
    /// An empty position of the game where a move changes at most `k >= 1` heaps.
    ///
    /// O(1).
    pub fn new(k: u64) -> Self {
        MooreSum { k, ones: [0; 64] }
    }

    /// Adds a heap of `tokens` tokens.
    ///
    /// O(64): one add per bit.
    #[inline]
    pub fn add(&mut self, tokens: u64) {
        // One add per bit, no branch: the compiler turns this into vector adds.
        for (bit, count) in self.ones.iter_mut().enumerate() {
            *count += (tokens >> bit) & 1;
        }
    }

    /// Does the player to move win? Iff the position is not balanced.
    ///
    /// O(64).
    pub fn first_player_wins(&self) -> bool {
        let modulus = self.k.saturating_add(1);
        self.ones.iter().any(|&c| c % modulus != 0)
    }
}

/// A move that balances `heaps` under Moore's Nim_k, or `None` if they are balanced: the
/// heaps changed (0-based) with their new sizes, each smaller than before.
///
/// The construction of the module documentation, digit by digit from the top: `chosen` holds
/// the heaps already lowered (at most `k`), whose lower digits are free. At each digit, with
/// `c` ones among the unchosen heaps and `r = c mod (k + 1)`: if `r` more heaps may still be
/// chosen, `r` unchosen heaps with a 1 there are lowered (that 1 becomes 0); otherwise
/// `k + 1 - r <= |chosen|` free digits of chosen heaps are set to 1. Either way the digit's
/// count becomes a multiple of `k + 1`.
///
/// O(64 · n · min(n, k)) time for `n` heaps, O(n) memory grown with `try_reserve` (a memory
/// limit is [`NoMemory`]).
pub fn balancing_move(k: u64, heaps: &[u64]) -> Result<Option<Vec<(usize, u64)>>, NoMemory> {
    let k = usize::try_from(k).unwrap_or(usize::MAX);
    let mut new: Vec<u64> = Vec::new();
    reserve(&mut new, heaps.len())?;
    new.extend_from_slice(heaps);
    let mut chosen: Vec<usize> = Vec::new();
    let mut unchosen: Vec<usize> = Vec::new();
    reserve(&mut unchosen, heaps.len())?;
    for bit in (0..64).rev() {
        let mask = 1u64 << bit;
        unchosen.clear();
        unchosen.extend((0..heaps.len()).filter(|&i| !chosen.contains(&i) && heaps[i] & mask != 0));
        let r = unchosen.len() % k.saturating_add(1);
        // Chosen heaps are free here: clear their digit, then set as many as needed.
        for &i in &chosen {
            new[i] &= !mask;
        }
        if r == 0 {
            continue;
        }
        if r <= k - chosen.len() {
            reserve(&mut chosen, r)?;
            for &i in unchosen.iter().take(r) {
                new[i] = heaps[i] & !mask & !(mask - 1); // the digit and all below cleared
                chosen.push(i);
            }
        } else {
            for &i in chosen.iter().take(k + 1 - r) {
                new[i] |= mask;
            }
        }
    }
    if chosen.is_empty() {
        return Ok(None);
    }
    chosen.sort_unstable();
    let mut changes = Vec::new();
    reserve(&mut changes, chosen.len())?;
    changes.extend(chosen.into_iter().map(|i| (i, new[i])));
    Ok(Some(changes))
}

/// `v[s]` for every `s` in `0..=most_total`: how many positions of `heaps` heaps (in order,
/// any sizes) with `s` tokens in all are balanced under Nim_k, lost for the player to move,
/// modulo `binomials`' prime (see the module documentation). Heaps beyond the binomials'
/// table are fine, only slower to choose from.
///
/// O(B · T · (min(heaps, T) / (k + 1) + 1)) multiplications for `T = most_total` and `B`
/// its digits; `16 T` bytes.
///
/// # Example
/// Two heaps with 4 tokens in all, Nim (`k = 1`): only (2, 2) is balanced.
/// ```
/// use grundy::core::modular::Binomials;
/// use grundy::games::moore::balanced_by_total;
/// let c = Binomials::new(10, 1_000_000_007).unwrap();
/// assert_eq!(balanced_by_total(2, 1, 4, &c).unwrap(), [1, 0, 1, 0, 1]);
/// // Three heaps, Nim_2: a digit's ones are 0 or 3, so (1, 1, 1) and (2, 2, 2) ...
/// assert_eq!(balanced_by_total(3, 2, 6, &c).unwrap(), [1, 0, 0, 1, 0, 0, 1]);
/// ```
pub fn balanced_by_total(
    heaps: u64,
    k: u64,
    most_total: u64,
    binomials: &Binomials,
) -> Result<Vec<u64>, NoMemory> {
    let p = binomials.modulus();
    let len = usize::try_from(most_total)
        .ok()
        .and_then(|t| t.checked_add(1))
        .ok_or(NoMemory)?;
    let mut f = filled(len, 0u64)?;
    let mut g = filled(len, 0u64)?;
    f[0] = 1 % p;
    let group = k.saturating_add(1);
    // C(heaps, j (k + 1)) for every j that fits the total.
    let most_j = heaps.min(most_total) / group;
    let mut choose = Vec::new();
    reserve(&mut choose, most_j as usize + 1)?;
    choose.extend((0..=most_j).map(|j| binomials.choose(heaps, j * group)));
    let small = p <= u64::from(u32::MAX);
    for digit in 0..64u32 {
        let Some(width) = (1u64 << digit)
            .checked_mul(group)
            .filter(|&w| w <= most_total)
        else {
            break;
        };
        let width = width as usize;
        for (t, out) in g.iter_mut().enumerate() {
            let terms = (t / width).min(most_j as usize);
            *out = if small {
                // Products below 2^64: sum them in u128, reduce once.
                let mut acc = 0u128;
                for (j, &c) in choose.iter().enumerate().take(terms + 1) {
                    acc += u128::from(f[t - j * width]) * u128::from(c);
                }
                (acc % u128::from(p)) as u64
            } else {
                choose
                    .iter()
                    .enumerate()
                    .take(terms + 1)
                    .fold(0, |acc, (j, &c)| {
                        let x = acc + mul_mod(f[t - j * width], c, p);
                        if x >= p {
                            x - p
                        } else {
                            x
                        }
                    })
            };
        }
        std::mem::swap(&mut f, &mut g);
    }
    Ok(f)
}

/// Counting in [`balanced_in_range`]: exactly (`None` past `u128`) or modulo a number.
#[derive(Clone, Copy)]
enum Ring {
    Exact,
    Mod(u64),
}

impl Ring {
    fn add(self, a: u128, b: u128) -> Option<u128> {
        match self {
            Ring::Exact => a.checked_add(b),
            Ring::Mod(m) => Some((a + b) % u128::from(m)),
        }
    }

    fn mul(self, a: u128, b: u128) -> Option<u128> {
        match self {
            Ring::Exact => a.checked_mul(b),
            Ring::Mod(m) => Some(a * b % u128::from(m)),
        }
    }
}

/// Why [`balanced_in_range`] gave no count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeCountError {
    /// `low > high`, no heap, or a modulus of 0 or past `2^63`.
    Arguments,
    /// The work past the limit given (this much, in the units of the contract).
    TooMuchWork(u128),
    /// The exact count does not fit in `u128`: ask for it modulo a number.
    Overflow,
    /// The tables need more memory than is available.
    NoMemory,
}

impl From<NoMemory> for RangeCountError {
    fn from(_: NoMemory) -> Self {
        RangeCountError::NoMemory
    }
}

impl std::fmt::Display for RangeCountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RangeCountError::Arguments => {
                write!(
                    f,
                    "expected low <= high, at least one heap and a modulus from 1 to 2^63"
                )
            }
            RangeCountError::TooMuchWork(w) => {
                write!(f, "the count needs {w} steps, past the limit")
            }
            RangeCountError::Overflow => write!(f, "the exact count does not fit in 128 bits"),
            RangeCountError::NoMemory => write!(f, "the count needs more memory than is available"),
        }
    }
}

/// How many positions of `heaps` heaps (in order), each of `low..=high` tokens, are balanced
/// under Nim_k (lost for the player to move): exactly when `modulus` is `None` (an error past
/// `u128`), else modulo it (any modulus to `2^63`). See the module documentation.
///
/// O(B · n^2 · R) steps when `low = 0` and O(B · n^3 · R) otherwise, for `n` heaps, `B` the
/// digits of `high` and `R = min(k + 1, n + 1)`; [`RangeCountError::TooMuchWork`] when that
/// passes `work`, before any is done. `O(n^2 R)` memory.
///
/// # Example
/// ```
/// use grundy::games::moore::balanced_in_range;
/// // Nim on two heaps of 0..=3: the 4 positions (x, x).
/// assert_eq!(balanced_in_range(2, 1, 0, 3, None, u64::MAX), Ok(4));
/// // Nim_2 on three heaps of 1..=2: (1, 1, 1) and (2, 2, 2).
/// assert_eq!(balanced_in_range(3, 2, 1, 2, Some(1_000), u64::MAX), Ok(2));
/// ```
pub fn balanced_in_range(
    heaps: u64,
    k: u64,
    low: u64,
    high: u64,
    modulus: Option<u64>,
    work: u64,
) -> Result<u128, RangeCountError> {
    if low > high || heaps == 0 || matches!(modulus, Some(m) if m == 0 || m > 1 << 63) {
        return Err(RangeCountError::Arguments);
    }
    let ring = modulus.map_or(Ring::Exact, Ring::Mod);
    let one = match ring {
        Ring::Exact => 1,
        Ring::Mod(m) => 1 % u128::from(m),
    };
    let group = u128::from(k) + 1;
    let n = heaps as u128;
    if low == high {
        // Every heap is `low`: each digit of it is set in all n heaps or in none.
        let ok = (0..64).all(|d| low >> d & 1 == 0 || n % group == 0);
        return Ok(if ok { one } else { 0 });
    }
    let split = 63 - (low ^ high).leading_zeros();
    // Above the split every heap copies the common digits.
    if (split + 1..64).any(|d| high >> d & 1 == 1) && n % group != 0 {
        return Ok(0);
    }
    let residues = group.min(n + 1) as usize;
    let cube = if low > 0 { n + 1 } else { 1 };
    let steps = (u128::from(split) + 1) * (n + 1) * (n + 1) * cube * residues as u128;
    if steps > u128::from(work) {
        return Err(RangeCountError::TooMuchWork(steps));
    }
    let n = heaps as usize;
    // Pascal's triangle to n, and W(f, r) = Σ_{z ≡ r} C(f, z).
    let mut pascal: Vec<Vec<u128>> = Vec::new();
    reserve(&mut pascal, n + 1)?;
    for row in 0..=n {
        let mut line = filled(row + 1, one)?;
        for col in 1..row {
            line[col] = ring
                .add(pascal[row - 1][col - 1], pascal[row - 1][col])
                .ok_or(RangeCountError::Overflow)?;
        }
        pascal.push(line);
    }
    let mut by_residue = filled((n + 1) * residues, 0u128)?;
    for (free, row) in pascal.iter().enumerate() {
        for (z, &ways) in row.iter().enumerate() {
            let at = free * residues + z % residues;
            by_residue[at] = ring
                .add(by_residue[at], ways)
                .ok_or(RangeCountError::Overflow)?;
        }
    }
    let r_of = |x: usize| x % residues;
    // dp[t_hi][t_lo]; at the split each heap takes high's 1 or low's 0 (with low = 0 a heap
    // at low's 0 is free at once: nothing can fall below 0).
    // t_lo runs over 0..lo_side: with low = 0 no heap is ever held at low's digits.
    let lo_side = if low > 0 { n + 1 } else { 1 };
    let cells = (n + 1) * lo_side;
    let mut dp = filled(cells, 0u128)?;
    for a in (0..=n).filter(|&a| a % residues == 0 && (a as u128) % group == 0) {
        let t_lo = if low > 0 { n - a } else { 0 };
        dp[a * lo_side + t_lo] = pascal[n][a];
    }
    let mut stage = filled(cells * residues, 0u128)?;
    let mut other = filled(cells * residues, 0u128)?;
    for d in (0..split).rev() {
        let (h, l) = (high >> d & 1, low >> d & 1);
        // The free heaps' ones first (their number is fixed by the old t_hi, t_lo).
        stage.fill(0);
        for t_hi in 0..=n {
            for t_lo in 0..=(n - t_hi).min(lo_side - 1) {
                let c = dp[t_hi * lo_side + t_lo];
                if c == 0 {
                    continue;
                }
                let free = n - t_hi - t_lo;
                for r in 0..residues {
                    let w = by_residue[free * residues + r];
                    let at = (t_hi * lo_side + t_lo) * residues + r;
                    let x = ring.mul(c, w).ok_or(RangeCountError::Overflow)?;
                    stage[at] = ring.add(stage[at], x).ok_or(RangeCountError::Overflow)?;
                }
            }
        }
        // The heaps equal to high: where high has a 1, x of them keep it.
        other.fill(0);
        for t_hi in 0..=n {
            for t_lo in 0..=(n - t_hi).min(lo_side - 1) {
                for r in 0..residues {
                    let c = stage[(t_hi * lo_side + t_lo) * residues + r];
                    if c == 0 {
                        continue;
                    }
                    let keep = if h == 1 { 0..=t_hi } else { t_hi..=t_hi };
                    for x in keep {
                        let (ways, ones) = if h == 1 {
                            (pascal[t_hi][x], x)
                        } else {
                            (one, 0)
                        };
                        let at = (x * lo_side + t_lo) * residues + r_of(r + ones);
                        let y = ring.mul(c, ways).ok_or(RangeCountError::Overflow)?;
                        other[at] = ring.add(other[at], y).ok_or(RangeCountError::Overflow)?;
                    }
                }
            }
        }
        // The heaps equal to low: where low has a 0, y of them rise to 1 and are free; where
        // it has a 1, all of them put a 1.
        stage.fill(0);
        for t_hi in 0..=n {
            for t_lo in 0..=(n - t_hi).min(lo_side - 1) {
                for r in 0..residues {
                    let c = other[(t_hi * lo_side + t_lo) * residues + r];
                    if c == 0 {
                        continue;
                    }
                    if l == 1 {
                        let at = (t_hi * lo_side + t_lo) * residues + r_of(r + t_lo);
                        stage[at] = ring.add(stage[at], c).ok_or(RangeCountError::Overflow)?;
                        continue;
                    }
                    for (y, &ways) in pascal[t_lo].iter().enumerate() {
                        let at = (t_hi * lo_side + t_lo - y) * residues + r_of(r + y);
                        let z = ring.mul(c, ways).ok_or(RangeCountError::Overflow)?;
                        stage[at] = ring.add(stage[at], z).ok_or(RangeCountError::Overflow)?;
                    }
                }
            }
        }
        // Residue 0 only: the digit's ones are a multiple of k + 1.
        for t_hi in 0..=n {
            for t_lo in 0..=(n - t_hi).min(lo_side - 1) {
                dp[t_hi * lo_side + t_lo] = stage[(t_hi * lo_side + t_lo) * residues];
            }
        }
    }
    dp.iter()
        .try_fold(0u128, |acc, &c| ring.add(acc, c))
        .ok_or(RangeCountError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(k: u64, heaps: &[u64]) -> bool {
        let mut sum = MooreSum::new(k);
        heaps.iter().for_each(|&h| sum.add(h));
        sum.first_player_wins()
    }

    /// Every tuple of `n` heaps from `values` (in order), visited.
    fn each_tuple(n: usize, values: std::ops::RangeInclusive<u64>, f: &mut dyn FnMut(&[u64])) {
        let mut tuple = vec![*values.start(); n];
        loop {
            f(&tuple);
            let mut i = 0;
            loop {
                if i == n {
                    return;
                }
                if tuple[i] < *values.end() {
                    tuple[i] += 1;
                    break;
                }
                tuple[i] = *values.start();
                i += 1;
            }
        }
    }

    #[test]
    fn balanced_positions_by_total_match_enumeration() {
        for p in [1_000_000_007u64, 7, (1 << 61) - 1] {
            let c = Binomials::new(8, p).unwrap();
            for n in 1..=4usize {
                for k in 1..=4u64 {
                    let most = 12u64;
                    let mut want = vec![0u64; most as usize + 1];
                    each_tuple(n, 0..=most, &mut |t| {
                        let s: u64 = t.iter().sum();
                        if s <= most && !wins(k, t) {
                            want[s as usize] += 1;
                        }
                    });
                    let want: Vec<u64> = want.iter().map(|w| w % p).collect();
                    let got = balanced_by_total(n as u64, k, most, &c).unwrap();
                    assert_eq!(got, want, "n {n} k {k} mod {p}");
                }
            }
        }
        // Many heaps past the table: the ways to put 0 or k + 1 ones in the lowest digit.
        let c = Binomials::new(3, 1_000_000_007).unwrap();
        let got = balanced_by_total(1000, 2, 3, &c).unwrap();
        assert_eq!(got, [1, 0, 0, c.choose(1000, 3)]);
    }

    #[test]
    fn balanced_positions_in_ranges_match_enumeration() {
        for n in 1..=4usize {
            for k in 1..=4u64 {
                for low in 0..=6u64 {
                    for high in low..=9 {
                        let mut want = 0u128;
                        each_tuple(n, low..=high, &mut |t| want += u128::from(!wins(k, t)));
                        let exact = balanced_in_range(n as u64, k, low, high, None, u64::MAX);
                        assert_eq!(exact, Ok(want), "n {n} k {k} {low}..={high}");
                        let modular = balanced_in_range(n as u64, k, low, high, Some(5), u64::MAX);
                        assert_eq!(modular, Ok(want % 5));
                    }
                }
            }
        }
        // Two heaps of 0..=2^64 - 1 under Nim: (x, x), 2^64 of them.
        assert_eq!(
            balanced_in_range(2, 1, 0, u64::MAX, None, u64::MAX),
            Ok(1 << 64)
        );
        // 200 heaps of 0..=3, Nim: exactly 4^199 (any 199 heaps, the last the xor) > 2^127.
        assert_eq!(
            balanced_in_range(200, 1, 0, 3, None, u64::MAX),
            Err(RangeCountError::Overflow)
        );
        let m = 1_000_000_007u64;
        assert_eq!(
            balanced_in_range(200, 1, 0, 3, Some(m), u64::MAX),
            Ok(u128::from(crate::core::modular::pow_mod(4, 199, m)))
        );
        assert_eq!(
            balanced_in_range(2, 1, 3, 2, None, 9),
            Err(RangeCountError::Arguments)
        );
        assert!(matches!(
            balanced_in_range(100, 1, 1, 1 << 40, None, 1000),
            Err(RangeCountError::TooMuchWork(_))
        ));
    }

    #[test]
    fn balancing_moves_balance() {
        for k in 1..=3u64 {
            for a in 0..16u64 {
                for b in 0..16 {
                    for c in 0..8 {
                        let heaps = [a, b, c];
                        match balancing_move(k, &heaps).unwrap() {
                            None => assert!(!wins(k, &heaps), "k {k} {heaps:?}"),
                            Some(changes) => {
                                assert!(!changes.is_empty() && changes.len() as u64 <= k);
                                let mut after = heaps;
                                for &(i, v) in &changes {
                                    assert!(v < heaps[i], "k {k} {heaps:?}: {changes:?}");
                                    after[i] = v;
                                }
                                assert!(!wins(k, &after), "k {k} {heaps:?}: {changes:?}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn small_positions_by_hand() {
        assert!(
            !wins(2, &[1, 1, 1]),
            "each move leaves 1 or 2 ones, which the reply takes"
        );
        assert!(wins(2, &[1, 1]));
        assert!(!wins(1, &[3, 3]), "k = 1 is Nim");
        assert!(wins(3, &[3, 3]));
        assert!(!wins(1, &[]));
        assert!(!wins(u64::MAX, &[]), "k + 1 does not overflow");
    }
}

//! Nim after a choice of which piles play: the choice is linear algebra over GF(2), the
//! piles as vectors of bits ([`crate::core::gf2::XorBasis`]).
//!
//! # Taking whole piles first (CQOI 2013, Luogu P4301 新Nim游戏)
//! On the first turn the first player removes any whole piles (not all of them), on the
//! second the second player does the same, then Nim is played, the first player moving.
//! The first player wins exactly when the piles she keeps are *independent*: no nonempty
//! subset of them has xor 0. If some subset `T` has xor 0, the second player removes every
//! other pile, leaving `T`, a lost Nim position for the player to move. If none has, whatever
//! nonempty subset the second player leaves has a nonzero xor, a won one. Keeping the most
//! tokens, then, is a maximum-weight independent set of a linear matroid, which the greedy
//! rule finds: piles by size, largest first, each kept when it is independent of those kept
//! (Rado–Edmonds). One pile alone is independent, so the first player always wins.
//!
//! # A first move forced onto one pile (GZOI 2017, Luogu P5675 取石子游戏)
//! Piles `S` are chosen to play Nim, and the first player must make her first move on the
//! pile `i` of `S`. She can take that pile from `a_i` to any `x < a_i`, and wins exactly when
//! some such `x` leaves xor 0: `x = k`, the xor of the other piles of `S`. So she loses
//! exactly when `k >= a_i`. For each `i`, the subsets of the other piles whose xor is `k` are
//! `2^(m - r)` for each `k` in the span of those `m` piles (rank `r`) and none otherwise, so
//! the lost choices with `i` designated are `2^(m - r) · #{k in the span : k >= a_i}`, and the
//! span's elements below `a_i` are counted in O(64) ([`XorBasis::count_below`]).

use crate::core::budget::{filled, NoMemory};
use crate::core::gf2::XorBasis;

/// The piles the first player removes on the first turn of "take whole piles, then Nim",
/// as indices in increasing order: the fewest tokens with which she still wins (she always
/// can; see the module documentation). Ties between equal piles go to the earlier one kept.
/// `Err` if memory runs out.
///
/// O(n log n + 64 · n) time, O(n) memory.
///
/// ```
/// use grundy::games::pile_choice::piles_to_take;
/// // CQOI 2013's sample: keep a 6 and a 5 (6 ^ 5 = 3, independent), take the other four,
/// // 21 tokens.
/// assert_eq!(piles_to_take(&[5, 5, 6, 6, 5, 5]), Ok(vec![1, 3, 4, 5]));
/// assert_eq!(piles_to_take(&[1, 2, 3]), Ok(vec![0])); // 1 = 2 ^ 3: the smallest goes
/// ```
pub fn piles_to_take(piles: &[u64]) -> Result<Vec<usize>, NoMemory> {
    let mut order: Vec<(u64, usize)> = filled(piles.len(), (0, 0))?;
    order
        .iter_mut()
        .enumerate()
        .for_each(|(i, o)| *o = (piles[i], i));
    order.sort_unstable_by_key(|&(p, i)| (std::cmp::Reverse(p), i));
    // Once the kept piles span every value of the largest pile's length, each later pile is
    // dependent: taken without a look.
    let bits = 64 - piles.iter().max().map_or(0, |m| m.leading_zeros());
    let mut kept = XorBasis::new();
    let mut taken: Vec<usize> = Vec::new();
    for &(p, i) in &order {
        if kept.rank() == bits || kept.contains(p) {
            crate::core::budget::try_push(&mut taken, i)?;
        } else {
            kept.insert(p);
        }
    }
    taken.sort_unstable();
    Ok(taken)
}

/// The number of ways, modulo `modulus`, to choose the piles that play and the pile the first
/// player must move on first, such that she loses (see the module documentation).
///
/// O(64 · n + 64³) time, O(64²) memory: only the piles that grow the basis of those before
/// them (at most 64) can leave the others a smaller span.
///
/// ```
/// use grundy::games::pile_choice::forced_first_pile_losses;
/// // GZOI 2017's samples.
/// assert_eq!(forced_first_pile_losses(&[2, 4, 5], 1_000_000_007), 5);
/// assert_eq!(forced_first_pile_losses(&[1, 2, 2], 1_000_000_007), 6);
/// ```
pub fn forced_first_pile_losses(piles: &[u64], modulus: u64) -> u64 {
    let n = piles.len();
    // A pile already in the span of the piles before it leaves the others' span the whole
    // span; only a pile that grew the prefix basis (at most 64 of them) may not. For those,
    // the bases before and after it, merged.
    let mut full = XorBasis::new();
    let (mut essential, mut before) = (Vec::new(), Vec::new());
    for (i, &a) in piles.iter().enumerate() {
        if !full.contains(a) {
            essential.push(i);
            before.push(full.clone());
        }
        full.insert(a);
    }
    let mut after = vec![XorBasis::new(); essential.len()];
    let mut suffix = XorBasis::new();
    for (slot, &i) in essential.iter().enumerate().rev() {
        // The piles after i: those after the next essential one, then the ones between.
        let end = essential.get(slot + 1).copied().unwrap_or(n);
        for &a in piles[i + 1..end].iter().rev() {
            suffix.insert(a);
        }
        after[slot] = suffix.clone();
        suffix.insert(piles[i]);
    }
    let m = u128::from(modulus);
    let pow2 = |e: u64| -> u128 {
        let (mut result, mut base, mut e) = (1 % m, 2 % m, e);
        while e > 0 {
            if e & 1 == 1 {
                result = result * base % m;
            }
            base = base * base % m;
            e >>= 1;
        }
        result
    };
    let lost = |others: &XorBasis, a: u64| -> u128 {
        let rank = u64::from(others.rank());
        let at_least = ((1u128 << rank) - others.count_below(a)) % m;
        pow2(n as u64 - 1 - rank) * at_least % m
    };
    let mut total = 0u128;
    let mut next = 0;
    for (i, &a) in piles.iter().enumerate() {
        let count = if essential.get(next) == Some(&i) {
            let mut others = before[next].clone();
            others.absorb(&after[next]);
            next += 1;
            lost(&others, a)
        } else {
            lost(&full, a)
        };
        total = (total + count) % m;
    }
    total as u64
}

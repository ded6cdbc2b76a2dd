//! The dividing game (AtCoder ABC368 F "Dividing Game"): a move replaces a number `a` by a
//! divisor of `a` other than `a` itself; whoever cannot move (every number is 1) loses.
//!
//! **The value of `a` is `Ω(a)`**, its number of prime factors counted with multiplicity. By
//! induction on `a`: a proper divisor `d` of `a = p_1 p_2 ⋯ p_k` (primes with repeats, `k =
//! Ω(a)`) is the product of a sub-multiset of them, not all, so `Ω(d) < k`, and every count
//! below `k` is reached (keep the first `j` primes, `j = 0, …, k - 1`). So the options' values
//! are `{0, …, k - 1}` and their mex is `k`. A number with one prime factor is a heap of 1, and
//! the game is Nim on the heaps `Ω(a_i)`.
//!
//! Unlike `tests/programs/divisors.rs`, where a move *subtracts* a proper divisor (`a → a - d`)
//! and the values follow no such formula, here a move *divides*.

use crate::core::arith::prime_factor_counts;
use crate::core::budget::NoMemory;

/// The values of the numbers up to a limit: `Ω` by a sieve.
///
/// ```
/// use grundy::games::dividing::Dividing;
/// let game = Dividing::new(100).unwrap();
/// assert_eq!(game.sg(12), 3); // 2 · 2 · 3
/// assert_eq!(game.divide_to(12, 1), Some(3)); // 12 → 3, one prime factor left
/// ```
#[derive(Clone, Debug)]
pub struct Dividing {
    omega: Vec<u8>,
}

impl Dividing {
    /// The game on numbers `1..=limit`. `Err` if memory runs out.
    ///
    /// O(limit) time, one byte a number.
    pub fn new(limit: usize) -> Result<Self, NoMemory> {
        Ok(Dividing {
            omega: prime_factor_counts(limit)?,
        })
    }

    /// The value of `a` (`1 <= a <= limit`): `Ω(a)`.
    ///
    /// O(1).
    #[inline]
    pub fn sg(&self, a: u32) -> u64 {
        u64::from(self.omega[a as usize])
    }

    /// A proper divisor of `a` of value `target < sg(a)`: `a` divided by its `sg(a) - target`
    /// smallest prime factors. `None` if `target >= sg(a)`.
    ///
    /// O(√a) (trial division, for one move).
    pub fn divide_to(&self, a: u32, target: u64) -> Option<u32> {
        let mut drop = self.sg(a).checked_sub(target).filter(|&d| d > 0)?;
        // `kept · (dropped factors) = a`; `rest` is what is left to factor, `p` the least
        // candidate for its smallest prime factor (`rest` itself once `p² > rest`).
        let (mut kept, mut rest, mut p) = (a, u64::from(a), 2);
        while drop > 0 {
            if p * p > rest {
                p = rest;
            }
            if rest % p == 0 {
                rest /= p;
                kept /= p as u32;
                drop -= 1;
            } else {
                p += 1;
            }
        }
        Some(kept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_moves_agree_with_the_definition() {
        let limit = 3000;
        let game = Dividing::new(limit).unwrap();
        let mut sg = vec![0u64; limit + 1];
        for a in 2..=limit {
            let options: Vec<u64> = (1..a).filter(|d| a % d == 0).map(|d| sg[d]).collect();
            sg[a] = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(game.sg(a as u32), sg[a], "{a}");
            for target in 0..sg[a] {
                let d = game.divide_to(a as u32, target).unwrap() as usize;
                assert!(
                    d < a && a % d == 0 && sg[d] == target,
                    "{a} to {target}: {d}"
                );
            }
            assert_eq!(game.divide_to(a as u32, sg[a]), None);
        }
    }
}

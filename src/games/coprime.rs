//! Take from a heap an amount coprime to it (Codeforces 2004 E "Not a Nim Problem"): from a
//! heap of `x`, a move takes `y >= 1` tokens with `gcd(x, y) = 1`.
//!
//! The first values are `0 1 0 2 0 3 0 4 0 2 0 5 0 6 0 2 …` (heaps 0, 1, 2, …). `grundy guess`
//! finds only that the P-positions are the even heaps; the values themselves follow the
//! primes:
//!
//! ```text
//! G(0) = 0,  G(1) = 1,  G(x) = 0 for even x,
//! G(p) = π(p) for an odd prime p (3 → 2, 5 → 3, 7 → 4: its place among the primes),
//! G(x) = G(spf(x)) for odd composite x, spf the smallest prime factor.
//! ```
//!
//! ## Proof
//! A move from `x` leaves `z = x - y` with `gcd(x, z) = gcd(x, y) = 1`, any `0 <= z < x` coprime
//! to `x` (`z = 0` only from `x = 1`). By induction on `x`:
//!
//! * `x = 1`: the only option is 0, so `G = 1`.
//! * `x` even: every option is odd and at least 1, of value at least 1, so `G = 0`.
//! * `x` an odd prime: every `z` in `1..x` is an option; their values are 0 (the even ones),
//!   1 (`z = 1`) and `π(q)` for the odd primes `q < x`, which are `2, …, π(x) - 1`, and the odd
//!   composites below repeat those. So `G = π(x)`.
//! * `x` odd composite, `p = spf(x)`: every `z < p` is coprime to `x` (its prime factors are
//!   below `p`), and they reach `0, 1, …, π(p) - 1` as above. No option has the value `π(p)`:
//!   the heaps of that value are `p` and the odd composites whose smallest prime factor is `p`,
//!   all multiples of `p`, none coprime to `x`. So `G = π(p)`.
//!
//! [`CoprimeValues`] sieves the odd numbers up to a limit once (the smallest prime factor's
//! place among the primes, and a bit per prime with counts per 64 for `π`).

use crate::core::budget::{filled, NoMemory};

/// The values of every heap up to a limit: a sieve of the odd numbers.
///
/// # Example
/// ```
/// use grundy::games::coprime::CoprimeValues;
/// let g = CoprimeValues::new(100).unwrap();
/// let first: Vec<u32> = (0..16).map(|x| g.sg(x).unwrap()).collect();
/// assert_eq!(first, [0, 1, 0, 2, 0, 3, 0, 4, 0, 2, 0, 5, 0, 6, 0, 2]);
/// assert_eq!(g.sg(97), Some(25)); // the 25th prime
/// assert_eq!(g.sg(101), None); // past the limit
/// assert_eq!(g.take_to(15, 1), Some(14)); // 15 → 1
/// ```
pub struct CoprimeValues {
    limit: u64,
    /// For odd `x = 2i + 1 >= 3`: `π(spf(x))` when `x` is composite, 0 when it is prime.
    least: Vec<u16>,
    /// Bit `i` of word `i / 64`: `2i + 1` is an odd prime.
    primes: Vec<u64>,
    /// The number of odd primes in the words before each word.
    before: Vec<u32>,
}

impl CoprimeValues {
    /// The values of every heap `x <= limit` (`limit <= 10^9`). `Err` if memory runs out.
    ///
    /// O(limit · log log limit) time, about 2.2 bytes per odd number (10^7: 11 MB, 20 ms).
    pub fn new(limit: u64) -> Result<Self, NoMemory> {
        let limit = limit.clamp(1, 1_000_000_000);
        let odd = (limit / 2 + 1) as usize; // x = 2i + 1 for i < odd covers every odd x <= limit
        let mut least: Vec<u16> = filled(odd, 0)?;
        // The odd primes p with p² <= limit, with their places π(p), by a small sieve.
        let root = crate::core::arith::isqrt(limit) as usize + 1;
        let mut small = vec![true; root + 1];
        let mut place = 1u32; // π(2) = 1
        for p in 3..=root {
            if p % 2 == 0 || !small[p] {
                continue;
            }
            place += 1;
            (p * p..=root).step_by(p).for_each(|m| small[m] = false);
            let (p, rank) = (p as u64, place as u16);
            let mut m = p * p;
            while m <= limit {
                let i = (m / 2) as usize;
                if least[i] == 0 {
                    least[i] = rank;
                }
                m += 2 * p;
            }
        }
        let words = odd / 64 + 1;
        let mut primes: Vec<u64> = filled(words, 0)?;
        let mut before: Vec<u32> = filled(words, 0)?;
        for (i, &l) in least.iter().enumerate().skip(1) {
            if l == 0 {
                primes[i / 64] |= 1 << (i % 64);
            }
        }
        let mut count = 0;
        for (w, bits) in primes.iter().enumerate() {
            before[w] = count;
            count += bits.count_ones();
        }
        Ok(CoprimeValues {
            limit,
            least,
            primes,
            before,
        })
    }

    /// The largest heap known.
    ///
    /// O(1).
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// `π(x)` for an odd prime `x`: 1 (for 2) plus the odd primes up to it.
    fn place(&self, i: usize) -> u32 {
        let (w, b) = (i / 64, i % 64);
        let mask = if b == 63 {
            u64::MAX
        } else {
            (1 << (b + 1)) - 1
        };
        1 + self.before[w] + (self.primes[w] & mask).count_ones()
    }

    /// `G(x)` (the module documentation), `None` when `x > limit()` and odd.
    ///
    /// O(1).
    #[inline]
    pub fn sg(&self, x: u64) -> Option<u32> {
        if x % 2 == 0 {
            return Some(0);
        }
        if x == 1 {
            return Some(1);
        }
        if x > self.limit {
            return None;
        }
        let i = (x / 2) as usize;
        Some(match self.least[i] {
            0 => self.place(i),
            rank => u32::from(rank),
        })
    }

    /// The `k`-th prime (`k >= 2`, an odd prime), by the counts of the sieve, if it is at most
    /// the limit.
    fn prime_at(&self, k: u32) -> Option<u64> {
        // The word holding the (k - 1)-th odd prime.
        let want = k - 1;
        let w = self.before.partition_point(|&b| b < want).checked_sub(1)?;
        let mut rest = want - self.before[w];
        let mut bits = self.primes[w];
        while bits != 0 {
            let b = bits.trailing_zeros();
            rest -= 1;
            if rest == 0 {
                return Some(2 * (w as u64 * 64 + u64::from(b)) + 1);
            }
            bits &= bits - 1;
        }
        None
    }

    /// A move of heap `x` to value `target < G(x)`: how many tokens to take. 0 is reached by
    /// taking 1 (an even heap is left), 1 by leaving 1, and `t >= 2` by leaving the `t`-th
    /// prime `q`, which is below `spf(x)` (its place is below `G(x) = π(spf(x))`), so coprime
    /// to `x`. `None` if `target >= G(x)`.
    ///
    /// O(log limit). `None` also when `x > limit()` and odd.
    pub fn take_to(&self, x: u64, target: u32) -> Option<u64> {
        if target >= self.sg(x)? {
            return None;
        }
        match target {
            0 => Some(1),
            1 => Some(x - 1),
            t => self.prime_at(t).map(|q| x - q),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sg_table::table;

    fn gcd(a: usize, b: usize) -> usize {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    #[test]
    fn the_sieve_is_the_table_of_the_moves() {
        let n = 3000;
        let moves = table(n, |x, sg, o| {
            (1..=x)
                .filter(|&y| gcd(x, y) == 1)
                .for_each(|y| o.insert(sg[x - y]))
        });
        let g = CoprimeValues::new(n as u64).unwrap();
        for (x, &v) in moves.iter().enumerate() {
            assert_eq!(g.sg(x as u64), Some(v), "{x}");
            for target in 0..v {
                let take = g.take_to(x as u64, target).unwrap();
                assert!(take >= 1 && take as usize <= x && gcd(x, take as usize) == 1);
                assert_eq!(moves[x - take as usize], target, "{x} -> {target}");
            }
        }
    }

    #[test]
    fn places_of_large_primes() {
        let g = CoprimeValues::new(10_000_000).unwrap();
        assert_eq!(g.sg(9_999_991), Some(664_579)); // the largest prime below 10^7
        assert_eq!(g.sg(10_000_000), Some(0));
        assert_eq!(g.sg(3 * 3_333_331), Some(2));
        assert_eq!(g.sg(3_137 * 3_137), Some(446)); // the largest prime below √(10^7), squared
        assert_eq!(g.sg(10_000_001), None);
        assert_eq!(g.prime_at(664_579), Some(9_999_991));
    }
}

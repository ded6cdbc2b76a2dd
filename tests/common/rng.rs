//! xorshift64*: a small, seeded, dependency-free generator for tests and benchmarks.
//! Not for anything that needs unpredictability.

/// The generator state.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (0 is replaced by 1: xorshift needs a nonzero state).
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (`n > 0`), by multiply-shift: the high 64 bits of `x · n`. This saves
    /// the division of `x % n` but has the same bias, at most `n / 2^64` per value, which no
    /// test or benchmark here can see.
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A number in `lo..=hi`.
    pub fn between(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_in_range() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        assert_eq!(a.next_u64(), b.next_u64());
        let mut seen = [false; 10];
        for _ in 0..1000 {
            let x = a.between(5, 14);
            assert!((5..=14).contains(&x));
            seen[(x - 5) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(Rng::new(0).next_u64(), Rng::new(1).next_u64());
    }
}

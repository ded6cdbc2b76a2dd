//! The pattern of a table: hand it the SG values of your game (or who wins each position) and
//! get the simplest pattern that fits every term, its value anywhere, and code to paste.
//!
//! Contest game problems that are not classics are solved the same way: write a brute force,
//! print its table, guess the pattern, submit. [`guess`] (a sequence `G(0), G(1), …`) and
//! [`guess_grid`] (a table `G(a, b)` of two piles) do the guessing, with a rule about evidence
//! so that a pattern is claimed only where the data supports it strongly.
//!
//! ## Kinds
//! On a sequence, in order of simplicity:
//!
//! * *eventually (arithmetic-)periodic*: `G(n + p) = G(n) + s` for `n >= n0` (saltus `s = 0`:
//!   periodic; `p = 1`: linear, `G(n) = n` included). Found for every `p` at once from the
//!   Z-function of the reversed differences `G(n + 1) - G(n)`, which are periodic exactly where
//!   `G` is arithmetic-periodic: O(N);
//! * *self-similar*: for some `k` from 2 to 12, each residue `r` follows `G(kq + r) = a·q + b` or
//!   `G(kq + r) = G(jq + t) + c` with `j < k` (take at most half: `G(2q) = q`,
//!   `G(2q + 1) = G(q)`);
//! * *a formula*: the smallest of a bounded family of bit formulas
//!   (`core::guess::formula`: trailing zeros, lowest set bit,
//!   popcount and its parity, `floor(log2 n)`, mod and division by small constants, …);
//! * *runs*: constant on runs whose ends follow `b(i + q) = R·b(i) + c`, values
//!   `v(i + q) = v(i) + d` (`floor(log2 n)`, the multiplication game);
//! * when no kind fits the values, the *P-positions* alone (`G(n) = 0`): periodic, a formula,
//!   a recurrence such as the Fibonacci numbers or the powers of two, or a Beatty sequence
//!   `floor(k·α)` for a quadratic irrational `α`. Then [`Guess::at`] says `P` or `N`.
//!
//! On a grid: the xor of two sequences (`G(a, b) = f(a) xor g(b)`: a sum of two games), periodic
//! in both coordinates, a formula over `a`, `b` and their neighbours `a ± 1`, `b ± 1`; then the
//! P-positions alone: periodic in both (parity classes), a formula (on lines), or Wythoff pairs
//! (`floor(k·α)`, `floor(k·α) + m·k` and their mirror images).
//!
//! ## Evidence
//! A pattern that contradicts a term is never claimed: every kind is checked on every term.
//! Fitting is not enough, though. A table of 30 random bits has a "period" from n = 25, and a
//! search over 10^5 formulas fits 20 terms by chance. So each kind must also *predict* enough:
//!
//! * its free parameters are counted (a period's first `n0 + p` values are not predicted by
//!   it), and the terms it predicts must carry at least `16 + 2·log2 N` bits. A term equal to
//!   the one before it counts `-log2 ρ` (`ρ` the share of such terms), another
//!   `-log2 (1 - ρ) + log2(N / count of its value)`: a surprise under the table's own
//!   statistics, so a run of zeros in a table of zeros proves little, a 7 where 7s are rare
//!   proves much, and a table made of long runs is worth its changes, not its length. The
//!   chance that a sequence of random values passes is below `2^-16`;
//! * a period must repeat at least twice after its first occurrence past the preperiod, and
//!   the table must be at least twice as long as preperiod plus period;
//! * a formula pays for the size of the search too: `log2(formulas tried)` more bits;
//! * when two kinds fit every term and disagree somewhere past the table (checked at a few
//!   hundred points), nothing is claimed: the table cannot tell them apart.
//!
//! A pattern found is a guess: it fits every term given, which proves nothing about the
//! terms after them. A period of a take-and-break game can be *proved* from its rules (the
//! `grundy` tool does it); a table alone never proves anything.

mod emit;
mod evidence;
pub(crate) mod formula;
mod grid;
mod pattern;
mod quadratic;
mod report;
mod sequence;

// Paths from `crate`, as everywhere in the library: `bundle` follows them into the folder.
pub use crate::core::guess::pattern::{Answer, AtError, Guess, Language, NoPattern};

use crate::core::guess::evidence::{choose, no_pattern_reason, MIN_TERMS};
use crate::core::guess::sequence::{outcome_candidates, value_candidates};

/// The simplest pattern that fits every one of `values` (`G(0), G(1), …`) with enough
/// evidence (see the module documentation), or why there is none.
///
/// O(N) for periods, runs and recurrences; O(N) per candidate rule for self-similar patterns
/// (at most a few thousand, most rejected within a few terms); the formula search costs about
/// 10^7 operations whatever N; so 10^6 terms take well under a second.
///
/// ```
/// use grundy::core::guess::{guess, Answer};
/// // Take at most half the heap: G(2k) = k, G(2k + 1) = G(k).
/// let mut g = vec![0u64; 200];
/// for n in 1..200 {
///     g[n] = if n % 2 == 0 { n as u64 / 2 } else { g[n / 2] };
/// }
/// let found = guess(&g).unwrap();
/// assert!(found.report().contains("self-similar"));
/// assert_eq!(found.at(1 << 40), Ok(Answer::Value(1 << 39)));
/// // Noise has no pattern.
/// let noise: Vec<u64> = (0..300u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 61).collect();
/// assert!(guess(&noise).is_err());
/// ```
pub fn guess(values: &[u64]) -> Result<Guess, NoPattern> {
    if values.len() < MIN_TERMS {
        return Err(NoPattern {
            reason: format!(
                "a pattern needs at least {MIN_TERMS} terms, found {}",
                values.len()
            ),
        });
    }
    let mut weak = Vec::new();
    let values_found = value_candidates(values, &mut weak);
    if let Some(guess) = choose(values, None, values_found, false)? {
        return Ok(guess);
    }
    // The P-positions alone.
    let indicator: Vec<u64> = values.iter().map(|&v| u64::from(v == 0)).collect();
    let outcome_found = outcome_candidates(&indicator, &mut weak);
    if let Some(guess) = choose(&indicator, None, outcome_found, true)? {
        return Ok(guess);
    }
    Err(NoPattern {
        reason: no_pattern_reason(values.len(), "terms", &weak),
    })
}

/// The simplest pattern of a grid `G(a, b)`, `a < rows`, `b < cols`, given row by row in
/// `values` (`values[a·cols + b]`), or why there is none.
///
/// O(rows · cols) per kind, plus the formula search (about 10^7 operations): a 1000 × 1000
/// grid in about a second.
///
/// ```
/// use grundy::core::guess::{guess_grid, Answer};
/// // Two-pile Nim: G(a, b) = a xor b.
/// let (rows, cols) = (20, 20);
/// let values: Vec<u64> = (0..rows * cols).map(|i| (i / cols ^ i % cols) as u64).collect();
/// let found = guess_grid(&values, rows, cols).unwrap();
/// assert_eq!(found.at_cell(1 << 50, 3), Ok(Answer::Value((1 << 50) ^ 3)));
/// ```
pub fn guess_grid(values: &[u64], rows: usize, cols: usize) -> Result<Guess, NoPattern> {
    if rows.checked_mul(cols) != Some(values.len()) || rows < 4 || cols < 4 {
        return Err(NoPattern {
            reason: format!(
                "a grid pattern needs at least 4 rows and 4 columns, all rows as long; found \
                 {rows} rows of {cols} for {} values",
                values.len()
            ),
        });
    }
    let mut weak = Vec::new();
    let found = crate::core::guess::grid::value_candidates(values, rows, cols, &mut weak);
    if let Some(guess) = choose(values, Some((rows, cols)), found, false)? {
        return Ok(guess);
    }
    let indicator: Vec<u64> = values.iter().map(|&v| u64::from(v == 0)).collect();
    let found = crate::core::guess::grid::outcome_candidates(&indicator, rows, cols, &mut weak);
    if let Some(guess) = choose(&indicator, Some((rows, cols)), found, true)? {
        return Ok(guess);
    }
    Err(NoPattern {
        reason: no_pattern_reason(values.len(), "cells", &weak),
    })
}

impl Guess {
    /// The kind's cost, for a grid's xor made of two sequences.
    pub(crate) fn cost(&self) -> usize {
        self.cost
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::guess::pattern::Kind;
    use crate::core::guess::quadratic::Quadratic;
    use crate::core::sg_table::table;

    fn sg(len: usize, rule: impl FnMut(usize, &[u32], &mut crate::core::mex::Mex)) -> Vec<u64> {
        table(len, rule).into_iter().map(u64::from).collect()
    }

    #[test]
    fn quadratic_floors_are_exact() {
        let phi = Quadratic {
            p: 1,
            q: 1,
            d: 5,
            r: 2,
        };
        for k in 0..2000i128 {
            assert_eq!(
                phi.floor_mul(k),
                crate::core::arith::floor_phi(k as u64) as i128,
                "{k}"
            );
        }
        let big = 1_000_000_000_000_000_000i128;
        assert_eq!(
            phi.floor_mul(big),
            crate::core::arith::floor_phi(big as u64) as i128
        );
        for m in [1i128, 7, 100, 12345, big] {
            // k·φ <= m < (k + 1)·φ.
            let k = phi.floor_div(m);
            assert!(phi.floor_mul(k) <= m && phi.floor_mul(k + 1) >= m, "{m}");
            assert!(phi.floor_mul(k + 2) > m, "{m}");
        }
    }

    #[test]
    fn kayles_is_periodic_from_71() {
        let kayles = sg(400, |x, g, o| {
            for take in 1..=2 {
                if x >= take {
                    let m = x - take;
                    for a in 0..=m / 2 {
                        o.insert(g[a] ^ g[m - a]);
                    }
                }
            }
        });
        let found = guess(&kayles).unwrap();
        match found.kind {
            Kind::Periodic(p) => assert_eq!((p.preperiod, p.period, p.saltus), (71, 12, 0)),
            _ => panic!("{}", found.report()),
        }
    }

    #[test]
    fn hdu5795_is_arithmetic_periodic() {
        let g = sg(200, |x, g, o| {
            (0..x).for_each(|y| o.insert(g[y]));
            for a in 1..x {
                for b in a..x {
                    if a + b < x && b <= x - a - b {
                        o.insert(g[a] ^ g[b] ^ g[x - a - b]);
                    }
                }
            }
        });
        let found = guess(&g).unwrap();
        for n in [7u64, 8, 9, 1 << 40, (1 << 40) - 1, 999_999_999_999] {
            let want = match n % 8 {
                7 => n + 1,
                0 => n - 1,
                _ => n,
            };
            assert_eq!(found.at(n), Ok(Answer::Value(want)), "{n}");
        }
    }

    #[test]
    fn subtracting_a_proper_divisor_is_trailing_zeros() {
        let g = sg(300, |x, g, o| {
            for d in 1..x {
                if x % d == 0 {
                    o.insert(g[x - d]);
                }
            }
        });
        let found = guess(&g).unwrap();
        for n in [1u64, 96, 1 << 50, 3 << 33] {
            assert_eq!(
                found.at(n),
                Ok(Answer::Value(u64::from(n.trailing_zeros()))),
                "{}",
                found.report()
            );
        }
    }

    #[test]
    fn take_coprime_gives_the_p_positions_only() {
        // CF 2004E: take y with gcd(x, y) = 1. Even heaps are the P-positions.
        fn gcd(a: usize, b: usize) -> usize {
            if b == 0 {
                a
            } else {
                gcd(b, a % b)
            }
        }
        let g = sg(300, |x, g, o| {
            for y in 1..=x {
                if gcd(x, y) == 1 {
                    o.insert(g[x - y]);
                }
            }
        });
        let found = guess(&g).unwrap();
        assert!(found.outcomes_only(), "{}", found.report());
        assert_eq!(found.at(1 << 40), Ok(Answer::P));
        assert_eq!(found.at((1 << 40) + 1), Ok(Answer::N));
    }

    #[test]
    fn fibonacci_p_positions_are_a_recurrence() {
        // Take 1 to twice... here: the zero set given directly.
        let fib = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377];
        let values: Vec<u64> = (0..400u64)
            .map(|n| u64::from(!fib.contains(&n)) * (1 + n % 3))
            .collect();
        let found = guess(&values).unwrap();
        assert!(found.outcomes_only());
        assert_eq!(found.at(610), Ok(Answer::P));
        assert_eq!(found.at(611), Ok(Answer::N));
        assert_eq!(found.at(12_586_269_025), Ok(Answer::P));
    }

    #[test]
    fn beatty_p_positions() {
        let phi = Quadratic {
            p: 1,
            q: 1,
            d: 5,
            r: 2,
        };
        let zeros: Vec<u64> = (1..200i128).map(|k| phi.floor_mul(k) as u64).collect();
        let values: Vec<u64> = (0..300u64)
            .map(|n| if zeros.contains(&n) { 0 } else { 1 + n % 5 })
            .collect();
        let found = guess(&values).unwrap();
        assert!(found.outcomes_only(), "{}", found.report());
        let member = |n: u64| {
            let k = phi.floor_div(i128::from(n));
            (k..k + 3).any(|k| phi.floor_mul(k) == i128::from(n))
        };
        for start in [1000u64, 123_456_789, 100_000_000_000_000_000] {
            for n in start..start + 50 {
                let want = if member(n) { Answer::P } else { Answer::N };
                assert_eq!(found.at(n), Ok(want), "{n}");
            }
        }
    }

    #[test]
    fn short_or_weak_tables_claim_nothing() {
        assert!(guess(&[0, 1, 0]).is_err());
        // 30 random values in 0..3.
        let mut x = 7u64;
        let noise: Vec<u64> = (0..30)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                x >> 62
            })
            .collect();
        assert!(guess(&noise).is_err());
    }
}

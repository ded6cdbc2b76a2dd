//! Subtraction games: from a heap of `x`, take exactly `s` tokens for some `s` in a set `S`.
//!
//! `sg(x) = mex { sg(x - s) : s in S, s <= x }`, so from `x = max(S)` on each value depends only
//! on the `max(S)` values before it, and the sequence is eventually periodic (there are finitely
//! many windows of `max(S)` values below `|S| + 1`). [`SubtractionSg`] computes values with the
//! shared table engine and hands them to the [`PeriodFinder`], which certifies the exact
//! pre-period and period; from then on `sg(h)` for any `h < 2^64` is a lookup.
//!
//! Work is bounded by a [`Budget`]: computing `sg(x)` costs one step plus one per move tried,
//! and the number of stored values is capped, so a set whose period is out of reach fails
//! with [`Exhausted`] instead of running for minutes or filling memory.

use crate::mex::Mex;
use crate::period::{Cycle, PeriodFinder};
use crate::sg_table::{next_value, subtraction_options};

/// Limits on the work spent looking for values and the period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Values computed plus moves tried, summed over all values.
    pub steps: u64,
    /// Values stored (about 24 bytes each with the period finder's index).
    pub values: usize,
}

impl Budget {
    /// About a second of work on a 2-core machine, at most about 200 MB of memory:
    /// 2.5 * 10^8 steps and 2^23 values.
    pub const DEFAULT: Budget = Budget {
        steps: 250_000_000,
        values: 1 << 23,
    };
}

/// The budget ran out before the requested value or the period was known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exhausted {
    /// Values computed when the work stopped.
    pub values: usize,
    /// Steps spent.
    pub steps: u64,
}

/// The SG sequence of one subtraction game, computed on demand.
pub struct SubtractionSg {
    moves: Vec<usize>,
    finder: PeriodFinder,
    options: Mex,
    steps: u64,
}

impl SubtractionSg {
    /// The game with move set `moves` (any order, repeats allowed, every move at least 1).
    pub fn new(moves: &[usize]) -> Self {
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        assert!(
            moves.first() != Some(&0),
            "a move of 0 would never end the game"
        );
        let window = moves.last().copied().unwrap_or(0);
        SubtractionSg {
            moves,
            finder: PeriodFinder::new(window),
            options: Mex::new(),
            steps: 0,
        }
    }

    /// The sorted, distinct moves.
    pub fn moves(&self) -> &[usize] {
        &self.moves
    }

    /// The values computed so far, `sg(0), sg(1), …`.
    pub fn values(&self) -> &[u32] {
        self.finder.values()
    }

    /// The certified pre-period and period, once found.
    pub fn cycle(&self) -> Option<Cycle> {
        self.finder.cycle()
    }

    /// Steps spent so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// `sg(x)`, if it is stored or the cycle is known.
    #[inline]
    pub fn get(&self, x: u64) -> Option<u32> {
        self.finder.get(x)
    }

    /// Computes values until `sg(x)` is known: it is stored, or the period is certified.
    pub fn ensure(&mut self, x: u64, budget: Budget) -> Result<(), Exhausted> {
        while self.get(x).is_none() {
            self.compute_next(budget)?;
        }
        Ok(())
    }

    /// Computes values until the period is certified and at least `len` values are stored.
    pub fn find_cycle(&mut self, len: usize, budget: Budget) -> Result<Cycle, Exhausted> {
        while self.cycle().is_none() || self.values().len() < len {
            self.compute_next(budget)?;
        }
        Ok(self.cycle().expect("loop ends only with a cycle"))
    }

    fn compute_next(&mut self, budget: Budget) -> Result<(), Exhausted> {
        let len = self.values().len();
        if self.steps >= budget.steps || len >= budget.values {
            return Err(Exhausted {
                values: len,
                steps: self.steps,
            });
        }
        let (moves, mut tried) = (&self.moves, 0);
        let v = next_value(self.finder.values(), &mut self.options, |x, sg, o| {
            tried = subtraction_options(moves, x, sg, o);
        });
        self.steps += 1 + tried;
        self.finder.push(v);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg_table::table;

    fn cycle_of(moves: &[usize]) -> Cycle {
        SubtractionSg::new(moves)
            .find_cycle(0, Budget::DEFAULT)
            .unwrap()
    }

    #[test]
    fn take_one_to_b_has_period_b_plus_one() {
        for b in 1..=12 {
            let moves: Vec<usize> = (1..=b).collect();
            assert_eq!(
                cycle_of(&moves),
                Cycle {
                    preperiod: 0,
                    period: b + 1
                },
                "S = 1..={b}"
            );
        }
    }

    #[test]
    fn known_periods() {
        assert_eq!(
            cycle_of(&[2, 5]),
            Cycle {
                preperiod: 0,
                period: 7
            }
        );
        assert_eq!(
            cycle_of(&[5, 2, 2]),
            Cycle {
                preperiod: 0,
                period: 7
            }
        );
        assert_eq!(
            cycle_of(&[2, 3, 7]),
            Cycle {
                preperiod: 0,
                period: 5
            }
        );
        assert_eq!(
            cycle_of(&[3, 4, 7]),
            Cycle {
                preperiod: 0,
                period: 10
            }
        );
    }

    /// The smallest pre-period and period of `seq`'s first `len` values, by brute force over
    /// all candidates, trusting only values well inside the computed range.
    fn brute_cycle(seq: &[u32], trusted: usize) -> (usize, usize) {
        for p in 1..trusted / 2 {
            for pre in 0..trusted / 2 {
                if (pre..trusted - p).all(|x| seq[x] == seq[x + p]) {
                    // smallest pre for this p: any smaller one would have shown first.
                    return (pre, p);
                }
            }
        }
        panic!("no period within {trusted} values")
    }

    #[test]
    fn nonzero_preperiods_match_brute_force() {
        // {2, 4, 7}: 0 0 1 1 2 2 0 3, then 1 0 2 repeating (pre-period 8, period 3). Check it and
        // every other set of three moves from 1..=9 against the brute force.
        assert_eq!(
            cycle_of(&[2, 4, 7]),
            Cycle {
                preperiod: 8,
                period: 3
            }
        );
        let mut with_preperiod = 0;
        for a in 1..=9 {
            for b in a..=9 {
                for c in b..=9 {
                    let moves = [a, b, c];
                    let seq = table(600, |x, sg, o| {
                        subtraction_options(&[a, b, c], x, sg, o);
                    });
                    let (pre, p) = brute_cycle(&seq, 600);
                    let got = cycle_of(&moves);
                    assert_eq!(
                        got,
                        Cycle {
                            preperiod: pre,
                            period: p
                        },
                        "S = {moves:?}"
                    );
                    with_preperiod += usize::from(pre > 0);
                }
            }
        }
        assert!(with_preperiod > 0);
    }

    #[test]
    fn huge_heaps_through_the_period() {
        let mut g = SubtractionSg::new(&[2, 5]);
        let h = 1_000_000_000_000_000_000u64;
        g.ensure(h, Budget::DEFAULT).unwrap();
        assert_eq!(g.get(h), Some([0, 0, 1, 1, 0, 2, 1][(h % 7) as usize]));
        assert!(g.values().len() < 30);
    }

    #[test]
    fn budget_stops_the_work() {
        let mut g = SubtractionSg::new(&[1_000_000]);
        let tight = Budget {
            steps: 1000,
            values: 1 << 20,
        };
        assert_eq!(
            g.ensure(u64::MAX, tight),
            Err(Exhausted {
                values: 1000,
                steps: 1000
            })
        );
        let mut g = SubtractionSg::new(&[1, 1_000_000]);
        let few = Budget {
            steps: u64::MAX,
            values: 10,
        };
        assert_eq!(
            g.ensure(u64::MAX, few),
            Err(Exhausted {
                values: 10,
                steps: 10 + 9
            })
        );
    }

    #[test]
    fn no_moves_means_every_value_is_zero() {
        let mut g = SubtractionSg::new(&[]);
        g.ensure(u64::MAX, Budget::DEFAULT).unwrap();
        assert_eq!(g.get(u64::MAX), Some(0));
    }
}

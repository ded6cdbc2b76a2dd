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

use crate::core::budget::{reserve, Budget, Exhausted, NoMemory};
use crate::core::mex::{CountedMex, Mex};
use crate::core::period::{Cycle, PeriodFinder};
use crate::core::sg_table::{next_value, subtraction_options};

/// The work a subtraction table may do by default: 2.5·10^8 steps and 2^23 values (about
/// 24 bytes each with the period finder's index).
pub const DEFAULT_BUDGET: Budget = Budget {
    steps: 250_000_000,
    values: 1 << 23,
};

/// The SG sequence of one subtraction game, computed on demand.
///
/// ```
/// use grundy::games::subtraction::{SubtractionSg, DEFAULT_BUDGET};
/// // Take 2, 5 or 6 tokens: the values repeat with a certified period, so a heap of 10^18
/// // is answered through it.
/// let mut game = SubtractionSg::new(&[2, 5, 6]);
/// game.ensure(1_000_000_000_000_000_000, DEFAULT_BUDGET).unwrap();
/// assert_eq!(game.values()[..8], [0, 0, 1, 1, 0, 2, 1, 3]);
/// let cycle = game.cycle().unwrap();
/// assert!(cycle.period > 0);
/// let g = game.get(1_000_000_000_000_000_000).unwrap();
/// // A move to any smaller value exists (the mex): here, to 0.
/// if g > 0 {
///     let take = game.take_to(1_000_000_000_000_000_000, 0).unwrap();
///     assert_eq!(game.get(1_000_000_000_000_000_000 - take), Some(0));
/// }
/// ```
///
/// The move set is kept as disjoint ranges `lo..=hi` (a set of single moves has ranges of
/// length 1). When the ranges are long, the options of `x` are a sliding window per range:
/// going from `x - 1` to `x`, `sg(x - lo)` enters range `lo..=hi`'s window and `sg(x - hi - 1)`
/// leaves it, so a [`CountedMex`] keeps the options' values with two updates per range and
/// answers the mex without scanning them. Short ranges insert each option into a [`Mex`]: one
/// step per move tried, which is cheaper when ranges are short.
pub struct SubtractionSg {
    ranges: Vec<(usize, usize)>,
    finder: PeriodFinder,
    engine: Engine,
    steps: u64,
}

/// How the options' mex is found.
enum Engine {
    /// Every option inserted into a fresh set: one step per move tried.
    Scan { moves: Vec<usize>, options: Mex },
    /// One sliding window per range: two steps per range.
    Windows(CountedMex),
}

impl SubtractionSg {
    /// The game with move set `moves` (any order, repeats allowed, every move at least 1).
    ///
    /// O(m log m) for `m` moves.
    pub fn new(moves: &[usize]) -> Self {
        let ranges: Vec<(usize, usize)> = moves.iter().map(|&s| (s, s)).collect();
        Self::with_ranges(&ranges)
    }

    /// The game whose moves are the union of the ranges `lo..=hi` (any order, overlaps
    /// allowed, every `lo` at least 1 and at most its `hi`).
    ///
    /// O(m log m + M / 64) for `m` ranges holding `M` moves in all (a bit set of the values up
    /// to `M`). Panics on a range that breaks the rule above.
    pub fn with_ranges(ranges: &[(usize, usize)]) -> Self {
        let mut sorted = ranges.to_vec();
        sorted.sort_unstable();
        assert!(
            sorted.iter().all(|&(lo, hi)| 1 <= lo && lo <= hi),
            "moves are at least 1, ranges non-empty"
        );
        let mut merged: Vec<(usize, usize)> = Vec::with_capacity(sorted.len());
        for (lo, hi) in sorted {
            match merged.last_mut() {
                Some(last) if lo <= last.1 + 1 => last.1 = last.1.max(hi),
                _ => merged.push((lo, hi)),
            }
        }
        let moves: usize = merged.iter().map(|&(lo, hi)| hi - lo + 1).sum();
        let window = merged.last().map_or(0, |r| r.1);
        // Options are at most `moves` values, so their mex and every value is at most that.
        let engine = if moves > 4 * merged.len() {
            Engine::Windows(CountedMex::new(moves + 1))
        } else {
            let moves = merged.iter().flat_map(|&(lo, hi)| lo..=hi).collect();
            Engine::Scan {
                moves,
                options: Mex::new(),
            }
        };
        SubtractionSg {
            ranges: merged,
            finder: PeriodFinder::new(window),
            engine,
            steps: 0,
        }
    }

    /// The moves as sorted, disjoint, non-adjacent ranges `lo..=hi`.
    ///
    /// O(1).
    pub fn ranges(&self) -> &[(usize, usize)] {
        &self.ranges
    }

    /// The values computed so far, `sg(0), sg(1), …`.
    ///
    /// O(1).
    pub fn values(&self) -> &[u32] {
        self.finder.values()
    }

    /// The certified pre-period and period, once found.
    ///
    /// O(1).
    pub fn cycle(&self) -> Option<Cycle> {
        self.finder.cycle()
    }

    /// Steps spent so far.
    ///
    /// O(1).
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// `sg(x)`, if it is stored or the cycle is known.
    ///
    /// O(1).
    #[inline]
    pub fn get(&self, x: u64) -> Option<u32> {
        self.finder.get(x)
    }

    /// A move from heap `h` (whose value is known) to value `target`: the number of tokens to
    /// take. Tries the moves in increasing order; values past the table come from the period.
    ///
    /// O(moves) lookups, through the period past the table.
    pub fn take_to(&self, h: u64, target: u32) -> Option<u64> {
        self.ranges.iter().find_map(|&(lo, hi)| {
            (lo as u64..=(hi as u64).min(h)).find(|&s| self.get(h - s) == Some(target))
        })
    }

    /// Computes values until `sg(x)` is known: it is stored, or the period is certified.
    ///
    /// O(values computed · ranges) time, O(values computed) memory, bounded by `budget`.
    pub fn ensure(&mut self, x: u64, budget: Budget) -> Result<(), Exhausted> {
        while self.get(x).is_none() {
            self.compute_next(budget)?;
        }
        Ok(())
    }

    /// Computes values until the period is certified and at least `len` values are stored.
    ///
    /// O(values computed · ranges) time, bounded by `budget`.
    pub fn find_cycle(&mut self, len: usize, budget: Budget) -> Result<Cycle, Exhausted> {
        while self.cycle().is_none() || self.values().len() < len {
            self.compute_next(budget)?;
        }
        Ok(self.cycle().expect("loop ends only with a cycle"))
    }

    fn compute_next(&mut self, budget: Budget) -> Result<(), Exhausted> {
        budget.allows(self.steps, self.values().len())?;
        let sg = self.finder.values();
        let x = sg.len();
        let (v, work) = match &mut self.engine {
            Engine::Scan { moves, options } => {
                let mut tried = 0;
                let v = next_value(sg, options, |x, sg, o| {
                    tried = subtraction_options(moves, x, sg, o);
                });
                (v, tried)
            }
            Engine::Windows(window) => {
                for &(lo, hi) in &self.ranges {
                    if x >= lo {
                        window.insert(sg[x - lo]);
                    }
                    if x > hi {
                        window.remove(sg[x - hi - 1]);
                    }
                }
                (window.smallest_missing(), 2 * self.ranges.len() as u64)
            }
        };
        self.steps += 1 + work;
        let stored = self.finder.values().len();
        self.finder.push(v).map_err(|_| Exhausted {
            values: stored,
            steps: self.steps,
            out_of_memory: true,
        })?;
        Ok(())
    }
}

/// `sg(x) = ⌊(x mod (l + r)) / l⌋` for the game "take between `l` and `r` tokens"
/// (`1 <= l <= r`), the seeds' 取 l 到 r 个; the Bash game is `l = 1`.
///
/// Let `m = l + r`, `y = x mod m`, `g(z) = ⌊z / l⌋`; by induction every option `x - s`
/// (`l <= s <= r`, `s <= x`) has value `g` of its residue.
///
/// * Options with `s <= y` have residues `y - s`, which run over the whole interval
///   `max(0, y - r) ..= y - l` when `y >= l`. Its low end is below `l` (as `y < l + r`), so the
///   interval starts in block 0 and ends in block `g(y) - 1`: every value `0 .. g(y)` occurs.
/// * Options with `s > y` (only when `x >= m`) wrap to residues `y - s + m` in
///   `y + l ..= y + r`, whose values are at least `g(y + l) = g(y) + 1`.
///
/// So `g(y)` itself is missing and everything below is there: the mex is `g(y)`. (When
/// `y < l` there are no options of the first kind and the value is 0.)
///
/// O(1).
#[inline]
pub fn range_sg(x: u64, l: u64, r: u64) -> u64 {
    (x % (l + r)) / l
}

/// A move from heap `x` to value `target < range_sg(x, l, r)`: the tokens to take. With
/// `y = x mod (l + r)`, taking `s = y - z` lands on residue `z`, which must lie in block
/// `target` (`target·l ..= target·l + l - 1`) and in `y - r ..= y - l` (so `l <= s <= r`);
/// `z = max(target·l, y - r)` is in both, as the proof of [`range_sg`] shows the blocks below
/// `y`'s are all reached.
///
/// O(1).
pub fn range_take_to(x: u64, l: u64, r: u64, target: u64) -> u64 {
    let y = x % (l + r);
    y - (target * l).max(y.saturating_sub(r))
}

/// The Bash game (HDU 1846): take 1 to `m` tokens, `S = {1, …, m}`, `m >= 1`.
///
/// `sg(x) = x mod (m + 1)`: the options of `x` are `x - 1, …, x - min(m, x)`; by induction
/// their values are the `min(m, x)` residues just below `x mod (m + 1)`, cyclically, which
/// are all residues except `x mod (m + 1)` itself when `x >= m`, and `0..x` when `x < m`.
/// Either way the mex is `x mod (m + 1)`.
///
/// O(1).
#[inline]
pub fn take_up_to_sg(x: u64, m: u64) -> u64 {
    x % m.saturating_add(1)
}

/// Take a power of two (1, 2, 4, 8, …) from one heap (HDU 1847).
///
/// `sg(x) = x mod 3`: every power of two is 1 or 2 mod 3, so the options of `x` have the
/// residues of `x - 1` and `x - 2` only (both present once `x >= 2`, as 1 and 2 are powers),
/// and by induction the values are those residues; their mex is `x mod 3`. (`x = 1` has the
/// single option 0 and value 1.)
///
/// O(1).
#[inline]
pub fn powers_of_two_sg(x: u64) -> u64 {
    x % 3
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, … up to `limit`: the moves of HDU 1848.
///
/// O(log limit): the Fibonacci numbers grow as φ^k.
pub fn fibonacci_moves(limit: usize) -> Vec<usize> {
    let mut moves = Vec::new();
    let (mut a, mut b) = (1, 2);
    while a <= limit {
        moves.push(a);
        (a, b) = (b, a + b);
    }
    moves
}

/// The subtraction game whose moves are the Fibonacci numbers. Its moves are unbounded, so no
/// window of values certifies a period; the table grows as far as the largest heap asked for,
/// and no further.
#[derive(Default)]
pub struct FibonacciSg {
    moves: Vec<usize>,
    values: Vec<u32>,
    options: Mex,
}

impl FibonacciSg {
    /// `sg(x)`, computing the values up to `x` first if they are not stored yet.
    ///
    /// O(1) for a stored value; otherwise O((x - stored) · log x) to extend the table, with
    /// memory O(x).
    #[inline]
    pub fn get(&mut self, x: usize) -> Result<u32, NoMemory> {
        match self.values.get(x) {
            Some(&value) => Ok(value),
            None => {
                self.grow_to(x)?;
                Ok(self.values[x])
            }
        }
    }

    /// `sg(x)` of a heap already computed.
    ///
    /// O(1). Panics if `x` was not computed yet.
    pub fn value_of(&self, x: usize) -> u32 {
        self.values[x]
    }

    /// A move from heap `h` (already computed) to value `target`: the Fibonacci number to
    /// take.
    ///
    /// O(moves) lookups, through the period past the table.
    pub fn take_to(&self, h: usize, target: u32) -> Option<usize> {
        fibonacci_moves(h)
            .into_iter()
            .find(|&f| self.values.get(h - f) == Some(&target))
    }

    /// The values `sg(0..=upto)`.
    ///
    /// O(upto · log upto) time, O(upto) memory.
    pub fn table(upto: usize) -> Result<Vec<u32>, NoMemory> {
        let mut g = FibonacciSg::default();
        g.grow_to(upto)?;
        Ok(g.values)
    }

    /// Out of line: the table grows a few times in a run, `get` is called for every heap.
    #[cold]
    #[inline(never)]
    fn grow_to(&mut self, x: usize) -> Result<(), NoMemory> {
        self.moves = fibonacci_moves(x);
        let (moves, options) = (&self.moves, &mut self.options);
        let more = x + 1 - self.values.len();
        reserve(&mut self.values, more)?;
        while self.values.len() <= x {
            let v = next_value(&self.values, options, |y, sg, o| {
                subtraction_options(moves, y, sg, o);
            });
            self.values.push(v);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sg_table::table;

    fn cycle_of(moves: &[usize]) -> Cycle {
        SubtractionSg::new(moves)
            .find_cycle(0, DEFAULT_BUDGET)
            .unwrap()
    }

    #[test]
    fn windows_and_scans_agree_on_ranges() {
        // Long ranges take the window engine, short ones the scan; both against a plain table.
        let sets: &[&[(usize, usize)]] = &[
            &[(1, 9)],
            &[(3, 17)],
            &[(2, 2), (5, 30)],
            &[(4, 12), (7, 9), (40, 60)],
            &[(1, 1), (3, 3), (6, 6)],
            &[(5, 5), (9, 30), (31, 31)],
        ];
        for &set in sets {
            let moves: Vec<usize> = set.iter().flat_map(|&(lo, hi)| lo..=hi).collect();
            let mut sorted = moves.clone();
            sorted.sort_unstable();
            sorted.dedup();
            let plain = table(3000, |x, sg, o| {
                subtraction_options(&sorted, x, sg, o);
            });
            let mut g = SubtractionSg::with_ranges(set);
            g.ensure(2999, Budget::UNLIMITED).unwrap();
            for (x, &v) in plain.iter().enumerate() {
                assert_eq!(g.get(x as u64), Some(v), "S = {set:?}, x = {x}");
            }
        }
        let g = SubtractionSg::with_ranges(&[(5, 9), (2, 6), (10, 10), (20, 21)]);
        assert_eq!(g.ranges(), &[(2, 10), (20, 21)]);
        assert!(matches!(g.engine, Engine::Windows(_)));
    }

    #[test]
    fn range_game_closed_form_matches_tables_from_the_moves() {
        for l in 1..=12u64 {
            for r in l..=12 {
                let mut g = SubtractionSg::with_ranges(&[(l as usize, r as usize)]);
                g.ensure(400, Budget::UNLIMITED).unwrap();
                for x in 0..=400u64 {
                    assert_eq!(
                        Some(range_sg(x, l, r) as u32),
                        g.get(x),
                        "l {l} r {r} x {x}"
                    );
                }
            }
        }
        let top = 1_000_000_000_000_000_000;
        assert_eq!(range_sg(top, top, top), 1);
        assert_eq!(range_sg(top - 1, top, top), 0);
    }

    #[test]
    fn take_one_to_100000_is_certified_within_the_default_budget() {
        let mut g = SubtractionSg::with_ranges(&[(1, 100_000)]);
        assert_eq!(
            g.find_cycle(0, DEFAULT_BUDGET),
            Ok(Cycle {
                preperiod: 0,
                period: 100_001,
                saltus: 0,
            })
        );
    }

    #[test]
    fn closed_forms_match_tables_from_the_moves() {
        for m in 1..=12usize {
            let moves: Vec<usize> = (1..=m).collect();
            let sg = table(300, |x, sg, o| {
                subtraction_options(&moves, x, sg, o);
            });
            for (x, &v) in sg.iter().enumerate() {
                assert_eq!(
                    take_up_to_sg(x as u64, m as u64),
                    u64::from(v),
                    "m = {m}, x = {x}"
                );
            }
        }
        let powers: Vec<usize> = (0..12).map(|i| 1 << i).collect();
        let sg = table(3000, |x, sg, o| {
            subtraction_options(&powers, x, sg, o);
        });
        for (x, &v) in sg.iter().enumerate() {
            assert_eq!(powers_of_two_sg(x as u64), u64::from(v), "x = {x}");
        }
        assert_eq!(take_up_to_sg(5, u64::MAX), 5);
    }

    #[test]
    fn fibonacci_values_by_hand_and_grown_in_pieces() {
        // sg: 0 1 2 3 0 1 2 3 4 5 0 …: from 4 the moves 1, 2, 3 reach 3, 2, 1 (values 3 2 1)
        // and 4 itself is not a Fibonacci number; 5 reaches 4, 3, 2, 0.
        assert_eq!(
            FibonacciSg::table(10),
            Ok(vec![0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0])
        );
        assert_eq!(fibonacci_moves(13), vec![1, 2, 3, 5, 8, 13]);
        let whole = FibonacciSg::table(3000).unwrap();
        let fib: Vec<usize> = fibonacci_moves(3000);
        let from_moves = table(3001, |x, sg, o| {
            subtraction_options(&fib, x, sg, o);
        });
        assert_eq!(whole, from_moves);
        let mut grown = FibonacciSg::default();
        for x in [7, 3, 100, 99, 2999, 3000, 0] {
            assert_eq!(grown.get(x), Ok(whole[x]), "x = {x}");
        }
    }

    #[test]
    fn take_one_to_b_has_period_b_plus_one() {
        for b in 1..=12 {
            let moves: Vec<usize> = (1..=b).collect();
            assert_eq!(
                cycle_of(&moves),
                Cycle {
                    preperiod: 0,
                    period: b + 1,
                    saltus: 0,
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
                period: 7,
                saltus: 0,
            }
        );
        assert_eq!(
            cycle_of(&[5, 2, 2]),
            Cycle {
                preperiod: 0,
                period: 7,
                saltus: 0,
            }
        );
        assert_eq!(
            cycle_of(&[2, 3, 7]),
            Cycle {
                preperiod: 0,
                period: 5,
                saltus: 0,
            }
        );
        assert_eq!(
            cycle_of(&[3, 4, 7]),
            Cycle {
                preperiod: 0,
                period: 10,
                saltus: 0,
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
                period: 3,
                saltus: 0,
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
                            period: p,
                            saltus: 0,
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
        g.ensure(h, DEFAULT_BUDGET).unwrap();
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
                steps: 1000,
                out_of_memory: false
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
                steps: 10 + 9,
                out_of_memory: false
            })
        );
    }

    #[test]
    fn no_moves_means_every_value_is_zero() {
        let mut g = SubtractionSg::new(&[]);
        g.ensure(u64::MAX, DEFAULT_BUDGET).unwrap();
        assert_eq!(g.get(u64::MAX), Some(0));
    }
}

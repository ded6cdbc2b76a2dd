//! Nim with forbidden moves (AtCoder ABC255 G "Constrained Nim"): a move removes `y >= 1`
//! tokens from a heap of `x`, except for a given list of forbidden pairs `(x, y)`. Heaps go to
//! 10^18, so values are found only at the sizes that have a forbidden move, and everything in
//! between follows from them.
//!
//! Write `g(n)` for the SG value of a heap of `n`, `h(n) = max(g(0), …, g(n))`, and `S` for the
//! sizes with a forbidden move.
//!
//! * Every value up to `h(n)` occurs among `g(0), …, g(n)`: the largest, `g(m) = h(n)`, is the
//!   mex of the values of `m`'s options, all below `m`, so each smaller value occurs there.
//! * For `n ∉ S` (and `n > 0`) every heap below `n` is an option, so `g(n)` is the mex of
//!   `g(0..n)`, which is `h(n - 1) + 1`: a new largest value, and `h(n) = g(n)`. Between two
//!   consecutive sizes `s < s'` of `S` (with `s = 0` below the first), `g(n) = h(s) + (n - s)`.
//!   So the only values that occur more than once are those of sizes in `S`.
//! * For `x ∈ S` the options are the heaps below `x` but `F = {x - y : (x, y) forbidden}`.
//!   A value `v <= h(x - 1)` occurs `c(v) = 1 + d(v)` times below `x`, where `d(v)` counts the
//!   sizes of `S` below `x` whose value is a repeat of `v`; it is missing from the options iff
//!   all its occurrences are in `F`. So `g(x)` is the least `v` whose count in `F`'s values
//!   reaches `c(v)`, or `h(x - 1) + 1` if none does (that value never occurs below `x`).
//!
//! [`ForbiddenNim::new`] sorts the pairs and walks `S` upwards, keeping `g` and `h` at each
//! size of `S` and `d` in a hash map: O(M log M) for `M` pairs. [`ForbiddenNim::sg`] is a
//! binary search for the last size of `S` at or below `n`.

use crate::core::budget::{reserve, NoMemory};
use crate::core::memo::FastMap;

/// The values of Nim with a list of forbidden moves; see the module documentation.
///
/// ```
/// use grundy::games::forbidden::ForbiddenNim;
/// // From a heap of 3, taking 1 or 3 is forbidden; from 1, taking 1; from 2, taking 1.
/// let game = ForbiddenNim::new(vec![(2, 1), (3, 3), (3, 1), (1, 1)]).unwrap();
/// let values: Vec<u64> = (0..6).map(|n| game.sg(n)).collect();
/// assert_eq!(values, [0, 0, 1, 1, 2, 3]); // 3 can only go to 1, worth 0
/// assert_eq!(game.sg(1_000_000_000_000_000_000), 1_000_000_000_000_000_000 - 2);
/// assert_eq!(game.take_to(5, 1), Some(3)); // 5 - 3 = 2, worth 1
/// ```
#[derive(Clone, Debug, Default)]
pub struct ForbiddenNim {
    /// The sizes of `S`, increasing, each with `g` and `h` there.
    points: Vec<(u64, u64, u64)>,
    /// The forbidden pairs, sorted, each once.
    forbidden: Vec<(u64, u64)>,
    /// `(g, x)` for each size `x` of `S`, sorted: the sizes of `S` with a given value.
    by_value: Vec<(u64, u64)>,
}

impl ForbiddenNim {
    /// The game whose forbidden moves are `pairs` (`(x, y)`: taking `y` from a heap of `x`,
    /// `1 <= y <= x`; a pair listed twice counts once). `Err` if memory runs out.
    ///
    /// O(M log M) time and O(M) memory for `M` pairs.
    pub fn new(mut pairs: Vec<(u64, u64)>) -> Result<Self, NoMemory> {
        pairs.sort_unstable();
        pairs.dedup();
        let mut game = ForbiddenNim::default();
        let mut repeats: FastMap<u64, u64> = FastMap::default();
        let mut values: Vec<u64> = Vec::new();
        let mut at = 0;
        while at < pairs.len() {
            let x = pairs[at].0;
            let end = at + pairs[at..].iter().take_while(|p| p.0 == x).count();
            let below = game.max_below(x);
            values.clear();
            reserve(&mut values, end - at)?;
            values.extend(pairs[at..end].iter().map(|&(x, y)| game.sg(x - y)));
            values.sort_unstable();
            // The least value all of whose occurrences below `x` are forbidden targets (the
            // values are sorted, so runs of equal ones are counted in order).
            let mut g = below + 1;
            let mut i = 0;
            while let Some(&v) = values.get(i) {
                let count = values[i..].iter().take_while(|&&w| w == v).count();
                if v <= below && count as u64 == 1 + repeats.get(&v).copied().unwrap_or(0) {
                    g = v;
                    break;
                }
                i += count;
            }
            if g <= below {
                repeats
                    .try_reserve(1)
                    .map_err(|_| crate::core::budget::out_of_memory())?;
                *repeats.entry(g).or_insert(0) += 1;
            }
            reserve(&mut game.points, 1)?;
            game.points.push((x, g, below.max(g)));
            at = end;
        }
        game.forbidden = pairs;
        reserve(&mut game.by_value, game.points.len())?;
        game.by_value
            .extend(game.points.iter().map(|&(x, g, _)| (g, x)));
        game.by_value.sort_unstable();
        Ok(game)
    }

    /// The last size of `S` at or below `n`, with its `g` and `h`; `(0, 0, 0)` if none.
    fn point_at_or_below(&self, n: u64) -> (u64, u64, u64) {
        let i = self.points.partition_point(|p| p.0 <= n);
        if i == 0 {
            (0, 0, 0)
        } else {
            self.points[i - 1]
        }
    }

    /// `h(x - 1)`, the largest value of a heap below `x` (`x >= 1`).
    fn max_below(&self, x: u64) -> u64 {
        let (s, _, h) = self.point_at_or_below(x - 1);
        h + (x - 1 - s)
    }

    /// The SG value of a heap of `n`.
    ///
    /// O(log M).
    pub fn sg(&self, n: u64) -> u64 {
        match self.point_at_or_below(n) {
            (s, g, _) if s == n => g,
            (s, _, h) => h + (n - s),
        }
    }

    /// Is taking `y` from a heap of `x` forbidden?
    ///
    /// O(log M).
    pub fn is_forbidden(&self, x: u64, y: u64) -> bool {
        self.forbidden.binary_search(&(x, y)).is_ok()
    }

    /// How many to take from a heap of `n` (an allowed move) to leave a heap of value
    /// `target`; `None` if no move does (there is one for every `target < sg(n)`).
    ///
    /// O((f + 1) log M) for the `f` forbidden moves from `n` when `target < sg(n)`: the heaps
    /// of value `target` are tried from the one where the values first reached it, then the
    /// sizes of `S` with that value, and at most `f` of them are forbidden moves.
    pub fn take_to(&self, n: u64, target: u64) -> Option<u64> {
        // Where the largest value first reached `target`: in the gap after the last size of
        // `S` whose `h` is below it (the heap is in `S` itself when the gap ends first, and
        // then it is among those listed by value).
        let i = self.points.partition_point(|p| p.2 < target);
        let (s, _, h) = if i == 0 {
            (0, 0, 0)
        } else {
            self.points[i - 1]
        };
        let first = s + (target - h);
        let from = self.by_value.partition_point(|p| p.0 < target);
        let in_s = self.by_value[from..]
            .iter()
            .take_while(|p| p.0 == target)
            .map(|p| p.1);
        std::iter::once(first)
            .chain(in_s)
            .filter(|&b| b < n && self.sg(b) == target)
            .find(|&b| !self.is_forbidden(n, n - b))
            .map(|b| n - b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SG values by the definition, over heaps `0..len`.
    fn table(len: u64, forbidden: &[(u64, u64)]) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for x in 0..len {
            let options: Vec<u64> = (1..=x)
                .filter(|&y| !forbidden.contains(&(x, y)))
                .map(|y| g[(x - y) as usize])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn values_and_moves_agree_with_the_definition() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % below
        };
        for round in 0..500 {
            let len = 2 + next(40);
            let pairs: Vec<(u64, u64)> = (0..next(3 * len))
                .map(|_| {
                    let x = 1 + next(len - 1);
                    (x, 1 + next(x))
                })
                .collect();
            let want = table(len, &pairs);
            let game = ForbiddenNim::new(pairs.clone()).unwrap();
            for n in 0..len {
                assert_eq!(
                    game.sg(n),
                    want[n as usize],
                    "round {round}, n {n}: {pairs:?}"
                );
                for target in 0..want[n as usize] {
                    let y = game
                        .take_to(n, target)
                        .expect("a move to every smaller value");
                    assert!(y >= 1 && y <= n && !pairs.contains(&(n, y)), "{n} {y}");
                    assert_eq!(want[(n - y) as usize], target);
                }
            }
        }
    }
}

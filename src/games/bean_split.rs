//! Splitting beans down a row of bottles (HNOI 2007 "分裂游戏", Luogu P3185): bottles `0..n`,
//! bottle `i` holding `p_i` beans; a move takes a bean from a bottle `i` and puts one bean in
//! each of two bottles `j` and `k` with `i < j <= k` (the same bottle twice allowed); whoever
//! cannot move (every bean in the last bottle) loses.
//!
//! **A coin-turning game.** Each bean is a game of its own, so a position is the xor of its
//! beans' values, and two beans in one bottle cancel: only the parity of `p_i` counts. Read
//! a bottle with an odd count as a head: a move at `i` turns `i` (its parity changes) and
//! turns `j` and `k` — and when `j = k` it turns that bottle twice, that is not at all. So it
//! is the coin-turning game ([`crate::games::coin_rule`]) whose rule at a coin lets it turn,
//! besides itself, any two distinct coins after it or none. Numbered from the far end (`d =
//! n - 1 - i`, the last bottle `d = 0`), its values are
//!
//! > `g(d) = mex ({0 if d > 0} ∪ { g(a) ⊕ g(b) : a < b < d })`,
//!
//! computed by [`crate::games::coin_rule::row_values`] with that rule. A first move from
//! bottle `i` (with a bean) to `j`, `k` wins exactly when it leaves 0: `v ⊕ g(i) ⊕ g(j) ⊕
//! g(k) = 0` with `v` the position's value (for `j = k`, `g(j) ⊕ g(k) = 0`).
//!
//! ```
//! use grundy::games::bean_split::{values, winning_moves};
//! assert_eq!(values(4).unwrap(), [4, 2, 1, 0]); // bottle 0 is the farthest from the end
//! let found = winning_moves(&[1, 0, 1, 5000]).unwrap();
//! assert_eq!((found.first, found.count), (Some((0, 2, 3)), 1));
//! ```

use crate::core::budget::{filled, NoMemory};
use crate::games::coin_rule::{row_values, RuleError};

/// The value of a bean in each of `n` bottles, bottle 0 first (the farthest from the end).
///
/// O(n³) (each coin's rule lists its pairs). Errors: memory.
pub fn values(n: usize) -> Result<Vec<u64>, NoMemory> {
    let mut by_distance = values_by_distance(n)?;
    by_distance.reverse();
    Ok(by_distance)
}

/// The value of a bean `d` bottles before the last one, for `d` in `0..n`: the same for
/// every row of bottles, so one table serves rows of any length up to `n`.
///
/// O(n³). Errors: memory.
pub fn values_by_distance(n: usize) -> Result<Vec<u64>, NoMemory> {
    row_values(n, |d, turn| {
        if d > 0 {
            turn(&[]);
        }
        for a in 0..d {
            for b in a + 1..d {
                turn(&[a, b]);
            }
        }
    })
    .map_err(|e| match e {
        // The rule turns only coins before `d`: memory is the one way it fails.
        RuleError::NoMemory | RuleError::NotBefore { .. } => NoMemory,
    })
}

/// The winning first moves of a position: the least `(i, j, k)` in dictionary order, and how
/// many there are (`i < j <= k`, bottle `i` not empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WinningMoves {
    /// The least winning move, `None` when the position is lost.
    pub first: Option<(usize, usize, usize)>,
    /// The number of winning moves.
    pub count: u64,
}

/// The winning first moves of the bottles `beans` (`beans[i]` in bottle `i`).
///
/// O(n³) for the values ([`values`]), then O(n²) ([`winning_moves_with`]). Errors: memory.
pub fn winning_moves(beans: &[u64]) -> Result<WinningMoves, NoMemory> {
    winning_moves_with(beans, &values_by_distance(beans.len())?)
}

/// [`winning_moves`] with the values given: `by_distance` from [`values_by_distance`] for at
/// least `beans.len()` bottles (a longer table serves: values do not depend on the row's
/// length). Panics when the table is shorter.
///
/// The values are distinct (a bottle's options include, through the pair of it and the last
/// bottle, every value after it, so its mex is none of them), so for a first bottle `i` and
/// the value `t = v ⊕ g(i)` the second bottles left to fill are found by lookup: `j = k` when
/// `t = 0`, else for each `j` at most one `k` with `g(k) = t ⊕ g(j)`, and a pair counts once
/// with `j < k`. O(n² + the largest value), the lookup table allocated (a memory limit is
/// [`NoMemory`]).
pub fn winning_moves_with(beans: &[u64], by_distance: &[u64]) -> Result<WinningMoves, NoMemory> {
    let n = beans.len();
    assert!(
        by_distance.len() >= n,
        "a table of {} values for {n} bottles",
        by_distance.len()
    );
    let g = |i: usize| by_distance[n - 1 - i];
    let largest = (0..n).map(g).max().unwrap_or(0);
    let mut bottle_of = filled(largest as usize + 1, usize::MAX)?;
    for i in 0..n {
        bottle_of[g(i) as usize] = i;
    }
    let v = (0..n)
        .filter(|&i| beans[i] % 2 == 1)
        .fold(0, |x, i| x ^ g(i));
    let mut found = WinningMoves {
        first: None,
        count: 0,
    };
    for i in (0..n).filter(|&i| beans[i] > 0) {
        let t = v ^ g(i);
        if t == 0 {
            // j = k: any bottle after i, twice.
            if i + 1 < n {
                found.count += (n - 1 - i) as u64;
                found.first.get_or_insert((i, i + 1, i + 1));
            }
            continue;
        }
        for j in i + 1..n {
            let want = t ^ g(j);
            let k = bottle_of.get(want as usize).copied().unwrap_or(usize::MAX);
            if k != usize::MAX && k > j {
                found.count += 1;
                found.first.get_or_insert((i, j, k));
            }
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whoever moves in `beans` wins, by trying every move.
    fn wins(beans: &Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(beans) {
            return w;
        }
        let n = beans.len();
        let mut w = false;
        'search: for i in (0..n).filter(|&i| beans[i] > 0) {
            for j in i + 1..n {
                for k in j..n {
                    let mut next = beans.clone();
                    next[i] -= 1;
                    next[j] += 1;
                    next[k] += 1;
                    if !wins(&next, memo) {
                        w = true;
                        break 'search;
                    }
                }
            }
        }
        memo.insert(beans.clone(), w);
        w
    }

    /// Every position of up to 4 bottles with up to 2 beans each: the winner and every
    /// winning move against a search of the moves.
    #[test]
    fn agrees_with_a_search_of_the_moves() {
        let mut memo = HashMap::new();
        for n in 1..=4usize {
            for code in 0..3u64.pow(n as u32) {
                let beans: Vec<u64> = (0..n).map(|i| code / 3u64.pow(i as u32) % 3).collect();
                let found = winning_moves(&beans).unwrap();
                assert_eq!(found.first.is_some(), wins(&beans, &mut memo), "{beans:?}");
                let mut count = 0;
                let mut first = None;
                for i in (0..n).filter(|&i| beans[i] > 0) {
                    for j in i + 1..n {
                        for k in j..n {
                            let mut next = beans.clone();
                            next[i] -= 1;
                            next[j] += 1;
                            next[k] += 1;
                            if !wins(&next, &mut memo) {
                                count += 1;
                                first.get_or_insert((i, j, k));
                            }
                        }
                    }
                }
                assert_eq!((found.first, found.count), (first, count), "{beans:?}");
            }
        }
    }
}

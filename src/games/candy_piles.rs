//! Candy piles (AtCoder AGC002 E): piles of candies; a move eats the largest pile whole, or one
//! candy from every pile; whoever eats the last candy loses.
//!
//! **A walk on a Young diagram.** Sort the piles `a_1 >= a_2 >= … >= a_n`. Eating the largest
//! pile keeps the others in order, and so does eating one from every pile: after `x` largest
//! piles and `y` rounds the candies left are the piles `a_{x+1}, …` less `y` each, so a
//! position is a cell `(x, y)`, candies left exactly when `x < n` and `a_{x+1} > y`. A move
//! goes to `(x + 1, y)` or `(x, y + 1)`; a move to a cell with no candy ate the last one and
//! loses. Write `L(x, y)` for "the player to move at `(x, y)` wins" (true on an empty cell: the
//! other player ate the last candy).
//!
//! **Diagonals agree** (the lemma of AtCoder's editorial): when `(x + 1, y + 1)` has candies,
//! `L(x, y) = L(x + 1, y + 1)`. Both neighbours `(x + 1, y)`, `(x, y + 1)` then have candies
//! too (their piles hold the cell's). If `(x + 1, y + 1)` is lost for its mover, each
//! neighbour wins by stepping into it, so both moves from `(x, y)` hand the opponent a won
//! position: `(x, y)` is lost. If it is won, one of its moves reaches a lost cell with
//! candies (an empty cell is won for its mover). Say `(x + 2, y + 1)`: then `(x + 2, y)` wins
//! (it steps there), and `(x + 1, y)`, whose moves are `(x + 2, y)` and `(x + 1, y + 1)`, both
//! won, is lost, so `(x, y)` wins by moving to it. Say `(x + 1, y + 2)`: the same with the
//! roles of the two moves exchanged, through `(x, y + 2)` and `(x, y + 1)`. (Every cell named
//! has candies: a cell's piles hold those of the cells above and right of it.)
//!
//! So `L(0, 0) = L(k, k)` for the first `k` whose `(k + 1, k + 1)` is empty (`a_{k+2} <= k + 1`,
//! or `k + 2 > n`). From `(k, k)` every cell reached by eating piles, `(k + t, k)`, `t >= 1`,
//! has its other move into an empty cell (`a_{k+t+1} <= a_{k+2} <= k + 1`), so that line is a
//! chain: with `c` the piles after `k + 1` holding more than `k`, its first cell is lost for
//! its mover exactly when `c` is odd. Likewise eating layers, `(k, k + s)`: with `u = a_{k+1} -
//! k - 1` cells on that line, its first is lost exactly when `u` is odd. So the first player
//! wins exactly when `c` or `u` is odd.
//!
//! ```
//! use grundy::games::candy_piles::first_player_wins;
//! assert!(first_player_wins(&mut [1, 3]));
//! assert!(first_player_wins(&mut [1, 2, 1]));
//! assert!(!first_player_wins(&mut [1, 2, 3]));
//! ```

/// Whether the first player wins with the piles `piles` (each at least 1; sorted in place,
/// largest first). See the module documentation.
///
/// O(n log n) (the sort).
pub fn first_player_wins(piles: &mut [u64]) -> bool {
    piles.sort_unstable_by(|a, b| b.cmp(a));
    let n = piles.len();
    // a(i) for i from 1; 0 past the last pile.
    let a = |i: usize| if i >= 1 && i <= n { piles[i - 1] } else { 0 };
    let mut k = 0usize;
    while a(k + 2) > (k + 1) as u64 {
        k += 1;
    }
    let c = (k + 2..=n).take_while(|&i| a(i) > k as u64).count();
    let u = a(k + 1).saturating_sub(k as u64 + 1);
    c % 2 == 1 || u % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whoever moves on `piles` (sorted, largest first, no empty pile) wins, by the rules:
    /// eating the last candy loses.
    fn wins(piles: &Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if piles.is_empty() {
            return true; // the other player ate the last candy
        }
        if let Some(&w) = memo.get(piles) {
            return w;
        }
        let largest: Vec<u64> = piles[1..].to_vec();
        let layer: Vec<u64> = piles.iter().filter(|&&p| p > 1).map(|p| p - 1).collect();
        let w = !wins(&largest, memo) || !wins(&layer, memo);
        memo.insert(piles.clone(), w);
        w
    }

    /// Every multiset of up to 6 piles of 1 to 7 candies.
    #[test]
    fn agrees_with_the_rules_on_every_small_position() {
        let mut memo = HashMap::new();
        let mut all: Vec<Vec<u64>> = vec![Vec::new()];
        let mut checked = 0;
        for _ in 0..6 {
            let mut longer = Vec::new();
            for p in &all {
                for v in 1..=p.last().copied().unwrap_or(7) {
                    let mut q = p.clone();
                    q.push(v);
                    let mut shuffled = q.clone();
                    shuffled.reverse();
                    assert_eq!(
                        first_player_wins(&mut shuffled),
                        wins(&q, &mut memo),
                        "{q:?}"
                    );
                    checked += 1;
                    longer.push(q);
                }
            }
            all = longer;
        }
        assert!(checked > 1000);
    }
}

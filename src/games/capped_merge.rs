//! Merging singletons under a cap (HEOI 2014 人人尽说江南好, Luogu P4101, BZOJ 3609): `n`
//! piles of one stone; a move merges two piles into one, which may not exceed `m` stones;
//! whoever cannot move loses.
//!
//! # Theorem
//! Every play of the game that is not cut short ends with `⌈n / m⌉` piles at the fewest, so
//! the most moves a game can last is `M = n − ⌈n / m⌉`, and the first player wins exactly when
//! `M` is odd. The player for whom `M`'s parity is good can always keep the game on course to
//! last `M` moves, and the other cannot shorten it by one (or any odd number). This is the
//! contest's known solution (not proved here); the tests check it against a search of the
//! rules on every `n` to 24 and every cap `m` to 25.

/// The most moves a game of `n` single stones capped at `m` can last: `n − ⌈n / m⌉` (0 when
/// `m ≤ 1` or `n ≤ 1`).
///
/// ```
/// use grundy::games::capped_merge::longest_game;
/// assert_eq!(longest_game(7, 3), 4); // 3 + 3 + 1: two merges a full pile
/// assert_eq!(longest_game(2, 2), 1);
/// assert_eq!(longest_game(6, 1), 0);
/// ```
///
/// O(1), for any `n` and `m` (`m = 0` is read as 1: no pile may grow).
pub fn longest_game(n: u64, m: u64) -> u64 {
    let m = m.max(1);
    n - (n / m + u64::from(n % m != 0))
}

/// Does the first player win with `n` single stones capped at `m`? Exactly when
/// [`longest_game`] is odd.
///
/// ```
/// use grundy::games::capped_merge::first_player_wins;
/// assert!(first_player_wins(2, 2));
/// assert!(!first_player_wins(7, 3));
/// ```
///
/// O(1).
pub fn first_player_wins(n: u64, m: u64) -> bool {
    longest_game(n, m) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A search that knows only the rules: piles sorted, merge any two within the cap.
    fn search(piles: &[u64], m: u64, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(piles) {
            return w;
        }
        let mut win = false;
        'pairs: for i in 0..piles.len() {
            for j in i + 1..piles.len() {
                if piles[i] + piles[j] <= m {
                    let mut next: Vec<u64> = piles
                        .iter()
                        .enumerate()
                        .filter(|&(k, _)| k != i && k != j)
                        .map(|(_, &p)| p)
                        .collect();
                    next.push(piles[i] + piles[j]);
                    next.sort_unstable();
                    if !search(&next, m, memo) {
                        win = true;
                        break 'pairs;
                    }
                }
            }
        }
        memo.insert(piles.to_vec(), win);
        win
    }

    #[test]
    fn every_small_game_as_the_rules_say() {
        for m in 1..=25 {
            let mut memo = HashMap::new();
            for n in 1..=24 {
                let wins = search(&vec![1; n as usize], m, &mut memo);
                assert_eq!(first_player_wins(n, m), wins, "n {n} m {m}");
            }
        }
    }

    #[test]
    fn large_and_edge_values() {
        assert_eq!(longest_game(u64::MAX, u64::MAX), u64::MAX - 1);
        assert_eq!(longest_game(u64::MAX, 1), 0);
        assert_eq!(longest_game(1, 5), 0);
        assert_eq!(longest_game(0, 5), 0);
        assert!(!first_player_wins(10, 0));
    }
}

//! The multiplication game of HDU 1517 / POJ 2505: `p` starts at 1; a move multiplies it by
//! one of 2, …, 9; whoever first makes `p >= n` wins.
//!
//! ## Intervals of 9 and 2
//! Only `m = ⌈n/p⌉`, the factor still missing, matters (`p·x >= n` iff `x >= m`), and a move by
//! `k` turns it into `⌈m/k⌉`; `m = 1` means the last move reached `n`, so the player to move
//! has lost. The player to move wins iff `m` lies in some `(18^j, 9·18^j]`, and loses iff it
//! lies in some `(9·18^j, 18^(j+1)]`:
//!
//! * from `m` in `(9·18^j, 18^(j+1)]` every `⌈m/k⌉` lies in `(18^j, 9·18^j]` (dividing by 9
//!   stays above `18^j`, by 2 stays at most `9·18^j`);
//! * from `m` in `(18^j, 9·18^j]` some `k` reaches `(9·18^(j-1), 18^j]`, or 1 when `j = 0`
//!   (the intervals `(k·18^j/2, k·18^j]` that `k = 2, …, 9` reach cover `(18^j, 9·18^j]`).
//!
//! So `m` can be divided by 18 (rounding up) until it is at most 18, and the player to move
//! wins iff it is then at most 9: the first player wins iff `2 <= m <= 9`.

use crate::core::arith::div_ceil;

/// Does the player to move win when the factor still missing is `m` (`⌈n/p⌉`)? `m <= 1`: the
/// game is over and the player to move lost.
///
/// O(log m): divisions by 18.
///
/// ```
/// use grundy::games::multiplication::first_player_wins;
/// // HDU 1517's sample: n = 162 (Stan wins), 17 (Ollie wins), 34012226 (Stan wins).
/// assert!(first_player_wins(162) && !first_player_wins(17) && first_player_wins(34012226));
/// ```
pub fn first_player_wins(m: u64) -> bool {
    let mut m = m;
    while m > 18 {
        m = div_ceil(m, 18);
    }
    (2..=9).contains(&m)
}

/// The multiplier that wins when the factor still missing is `m`, the smallest one; `None`
/// when every multiplier loses (or the game is over).
///
/// O(log m).
///
/// ```
/// use grundy::games::multiplication::winning_multiplier;
/// assert_eq!(winning_multiplier(162), Some(9));  // 9 leaves 18: every move from there loses
/// assert_eq!(winning_multiplier(5), Some(5));    // reaches n at once
/// assert_eq!(winning_multiplier(17), None);
/// ```
pub fn winning_multiplier(m: u64) -> Option<u64> {
    if m <= 1 {
        return None;
    }
    (2..=9).find(|&k| {
        let left = div_ceil(m, k);
        left <= 1 || !first_player_wins(left)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_game_played_out() {
        // wins[m]: the player to move wins with factor m missing, by the rules.
        let limit = 200_000u64;
        let mut wins = vec![false; limit as usize + 1];
        for m in 2..=limit {
            wins[m as usize] = (2..=9).any(|k| {
                let left = div_ceil(m, k);
                left <= 1 || !wins[left as usize]
            });
        }
        for m in 0..=limit {
            assert_eq!(first_player_wins(m), wins[m as usize], "{m}");
            match winning_multiplier(m) {
                Some(k) => {
                    let left = div_ceil(m, k);
                    assert!(left <= 1 || !wins[left as usize], "{m}");
                }
                None => assert!(!wins[m as usize], "{m}"),
            }
        }
    }
}

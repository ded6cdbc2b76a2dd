//! The coin of HDU 2147 "kiki's game": on an `n × m` board a coin starts in the top right
//! corner; a move takes it one cell left, one cell down, or one cell diagonally down and
//! left; whoever cannot move (the coin in the bottom left corner) loses.
//!
//! Only the distances to the bottom left corner matter: `x` rows still below the coin, `y`
//! columns still left of it, `(n - 1, m - 1)` at the start. The player to move loses iff `x`
//! and `y` are both even. From two even distances every move makes one or both odd; from a
//! position with an odd distance, the move that lowers exactly the odd ones (down, left, or
//! diagonally) leaves both even; and the end `(0, 0)` is even. So the first player wins iff
//! `n` or `m` is even.

/// Does the player to move win with the coin `x` rows above and `y` columns right of the
/// bottom left corner?
///
/// O(1).
///
/// ```
/// use grundy::games::corner::first_player_wins;
/// // HDU 2147's sample: boards 5 × 3 (lost), 5 × 4 and 6 × 6 (won), from the corner (n-1, m-1).
/// assert!(!first_player_wins(4, 2) && first_player_wins(4, 3) && first_player_wins(5, 5));
/// ```
pub fn first_player_wins(x: u64, y: u64) -> bool {
    x % 2 == 1 || y % 2 == 1
}

/// One step of the coin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One column left.
    Left,
    /// One row down.
    Down,
    /// One row down and one column left.
    DownLeft,
}

/// The winning step from `(x, y)`, or `None` when every step loses (or there is none).
///
/// O(1).
///
/// ```
/// use grundy::games::corner::{winning_step, Step};
/// assert_eq!(winning_step(4, 3), Some(Step::Left));
/// assert_eq!(winning_step(5, 5), Some(Step::DownLeft));
/// assert_eq!(winning_step(4, 2), None);
/// ```
pub fn winning_step(x: u64, y: u64) -> Option<Step> {
    match (x % 2 == 1, y % 2 == 1) {
        (true, true) => Some(Step::DownLeft),
        (true, false) => Some(Step::Down),
        (false, true) => Some(Step::Left),
        (false, false) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_board_played_out() {
        let size = 60;
        let mut wins = vec![vec![false; size]; size];
        for x in 0..size {
            for y in 0..size {
                let options = [
                    (x > 0).then(|| (x - 1, y)),
                    (y > 0).then(|| (x, y - 1)),
                    (x > 0 && y > 0).then(|| (x - 1, y - 1)),
                ];
                wins[x][y] = options.iter().flatten().any(|&(a, b)| !wins[a][b]);
                assert_eq!(first_player_wins(x as u64, y as u64), wins[x][y], "{x} {y}");
                let after = winning_step(x as u64, y as u64).map(|s| match s {
                    Step::Left => (x, y - 1),
                    Step::Down => (x - 1, y),
                    Step::DownLeft => (x - 1, y - 1),
                });
                match after {
                    Some((a, b)) => assert!(!wins[a][b]),
                    None => assert!(!wins[x][y]),
                }
            }
        }
    }
}

//! LeetCode 1728 "Cat and Mouse II", as LeetCode takes it: a function of `impl Solution`. A
//! grid of floor `.`, walls `#`, the food `F`, the cat `C` and the mouse `M`. The mouse moves
//! first; a move jumps up to `mouse_jump` (or `cat_jump`) cells in one of four directions,
//! never through a wall or off the grid, or stays. The cat wins by reaching the mouse or the
//! food first, or when the mouse has not reached the food within 1000 turns; the mouse wins by
//! reaching the food first. Can the mouse win?
//!
//! A position is (mouse cell, cat cell, whose turn). The game is over where the two meet or
//! either is on the food; whoever is to move there has lost, except when the mouse has just
//! jumped onto the cat: then the cat, to move, has won. Those are the ends of retrograde
//! analysis ([`Retrograde`], which takes ends of either outcome); the mouse wins when the start
//! is Win with remoteness (the moves of best play) at most 1000. Draws are the cat's.

use grundy::core::memo::{explore, Options};
use grundy::games::loopy::{Outcome, Retrograde, TwoWay};

/// The mouse's cell, the cat's, and whether the mouse is to move.
type Position = (i32, i32, bool);

/// LeetCode declares this; it is here so that the file compiles on its own.
pub struct Solution;

impl Solution {
    pub fn can_mouse_win(grid: Vec<String>, cat_jump: i32, mouse_jump: i32) -> bool {
        let rows: Vec<&[u8]> = grid.iter().map(|r| r.as_bytes()).collect();
        let (h, w) = (rows.len() as i32, rows[0].len() as i32);
        let find = |c: u8| {
            (0..h * w)
                .find(|&i| rows[(i / w) as usize][(i % w) as usize] == c)
                .unwrap_or(0)
        };
        let (food, cat0, mouse0) = (find(b'F'), find(b'C'), find(b'M'));
        // Every cell a jump of at most `most` reaches from `cell`, the cell itself first.
        let jumps = |cell: i32, most: i32| {
            let mut to = vec![cell];
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                for k in 1..=most {
                    let (r, c) = (cell / w + dr * k, cell % w + dc * k);
                    if r < 0 || r >= h || c < 0 || c >= w || rows[r as usize][c as usize] == b'#' {
                        break;
                    }
                    to.push(r * w + c);
                }
            }
            to
        };
        let over = |mouse: i32, cat: i32| mouse == cat || mouse == food || cat == food;
        let start = (mouse0, cat0, true);
        let seen = explore(
            start,
            |&(mouse, cat, mouse_turn): &Position, options: &mut Options<Position>| {
                if over(mouse, cat) {
                    return;
                }
                if mouse_turn {
                    for to in jumps(mouse, mouse_jump) {
                        options.push((to, cat, false));
                    }
                } else {
                    for to in jumps(cat, cat_jump) {
                        options.push((mouse, to, true));
                    }
                }
            },
        );
        let Ok(seen) = seen else { return false };
        let Ok(game) = TwoWay::new(&seen.graph) else {
            return false;
        };
        let Ok(mut runs) = Retrograde::new(&game) else {
            return false;
        };
        // The mouse jumped onto the cat: the cat, to move, has won. Every other end is lost
        // for the player to move, as a position with no move is.
        let ends: Vec<(u32, Outcome)> = seen
            .positions
            .iter()
            .enumerate()
            .filter(|(_, p)| p.0 == p.1 && !p.2)
            .map(|(id, _)| (id as u32, Outcome::Win))
            .collect();
        let Some(id) = seen.id(&start) else {
            return false;
        };
        matches!(
            runs.outcome_from(id, &ends),
            Some((Outcome::Win, Some(moves))) if moves <= 1000
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Solution;

    fn grid(rows: &[&str]) -> Vec<String> {
        rows.iter().map(|r| r.to_string()).collect()
    }

    #[test]
    fn leetcodes_examples() {
        assert!(Solution::can_mouse_win(
            grid(&["####F", "#C...", "M...."]),
            1,
            2
        ));
        assert!(Solution::can_mouse_win(grid(&["M.C...F"]), 1, 4));
        assert!(!Solution::can_mouse_win(grid(&["M.C...F"]), 1, 3));
    }
}

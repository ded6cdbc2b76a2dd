//! LeetCode 913 "Cat and Mouse", as LeetCode takes it: a function of `impl Solution`. The
//! mouse starts at node 1, the cat at node 2, the hole is node 0, and they move in turn along
//! an edge, the mouse first; the cat may not enter the hole. The cat wins on the mouse's
//! node, the mouse in the hole; a position repeated is a draw. 1: the mouse wins, 2: the
//! cat, 0: a draw.
//!
//! A position is (mouse, cat, whose turn). The game ends at the hole or when the two meet:
//! there the player to move has lost, so those positions get no move. The mouse never steps
//! onto the cat (that would hand the cat the game; with no other move, having no move loses
//! as well). `explore` makes the graph of every position reachable from the start, and
//! retrograde analysis decides it: Win, Lose, or Draw for play that goes on forever.
//!
//! `bundle tests/programs/leetcode_913.rs` writes the submission: the `impl Solution` and
//! the library it reaches, without the `struct Solution` below (LeetCode declares it).

use grundy::core::memo::{explore, Options};
use grundy::games::loopy::{retrograde, Outcome};

/// The mouse's node, the cat's, and whether the mouse is to move.
type Position = (usize, usize, bool);

/// LeetCode declares this; it is here so that the file compiles on its own.
pub struct Solution;

impl Solution {
    pub fn cat_mouse_game(graph: Vec<Vec<i32>>) -> i32 {
        let start = (1usize, 2usize, true);
        let seen = explore(
            start,
            |&(mouse, cat, mouse_turn): &Position, options: &mut Options<Position>| {
                if mouse == 0 || mouse == cat {
                    return; // over: the player to move has lost
                }
                if mouse_turn {
                    for &to in &graph[mouse] {
                        if to as usize != cat {
                            options.push((to as usize, cat, false));
                        }
                    }
                } else {
                    for &to in graph[cat].iter().filter(|&&to| to != 0) {
                        options.push((mouse, to as usize, true));
                    }
                }
            },
        );
        let Ok(seen) = seen else { return 0 };
        let Ok(solved) = retrograde(&seen.graph) else {
            return 0;
        };
        match seen.id(&start).map(|id| solved.outcome(id)) {
            Some(Outcome::Win) => 1,
            Some(Outcome::Lose) => 2,
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Solution;

    #[test]
    fn leetcodes_examples() {
        let graph = vec![
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ];
        assert_eq!(Solution::cat_mouse_game(graph), 0);
        assert_eq!(
            Solution::cat_mouse_game(vec![vec![1, 3], vec![0], vec![3], vec![0, 2]]),
            1
        );
    }
}

//! AtCoder ABC201 D "Game in Momotetsu World": a piece on the top left cell of a grid of `+`
//! and `-` cells; the players take turns moving it one cell right or down; the mover scores 1
//! for a `+` cell entered and loses 1 for a `-`; the game ends on the bottom right cell, and
//! the higher total wins (equal: a draw).
//!
//! A scoring game ([`core::scoring`](crate::core::scoring)): the value of a cell for the
//! player to move is the best of `sign(next) - value(next)` over the one or two moves, 0 on the
//! last cell. Filled from the bottom right, row by row, right to left, in one row of values
//! (the row below is the row's old contents): `O(H W)` time, `O(W)` memory beside the grid.
//! The first player wins exactly when the value of the top left cell is positive.

/// Which way the piece goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One cell right.
    Right,
    /// One cell down.
    Down,
}

/// The first player's best margin on a `rows × columns` grid whose cell `(r, c)` is `+` when
/// `plus(r, c)`, and a first move that achieves it (`None` on a 1 × 1 grid).
///
/// O(rows × columns) time, O(columns) memory.
///
/// ```
/// use grundy::games::momotetsu::{first_player_margin, Step};
/// // ABC201 D's first sample: ---, +-+, +--.
/// let grid = [b"---", b"+-+", b"+--"];
/// let (margin, first) = first_player_margin(3, 3, |r, c| grid[r][c] == b'+');
/// assert_eq!((margin, first), (2, Some(Step::Right)));
/// ```
pub fn first_player_margin(
    rows: usize,
    columns: usize,
    plus: impl Fn(usize, usize) -> bool,
) -> (i64, Option<Step>) {
    let sign = |r: usize, c: usize| if plus(r, c) { 1i64 } else { -1 };
    // value[c]: the value of cell (r, c), the row below's before it is overwritten.
    let mut value = vec![0i64; columns];
    let mut first = None;
    for r in (0..rows).rev() {
        for c in (0..columns).rev() {
            if r == rows - 1 && c == columns - 1 {
                value[c] = 0;
                continue;
            }
            let down = (r + 1 < rows).then(|| sign(r + 1, c) - value[c]);
            let right = (c + 1 < columns).then(|| sign(r, c + 1) - value[c + 1]);
            let (best, step) = match (down, right) {
                (Some(d), Some(g)) if g >= d => (g, Step::Right),
                (Some(d), _) => (d, Step::Down),
                (None, Some(g)) => (g, Step::Right),
                (None, None) => (0, Step::Right),
            };
            value[c] = best;
            if r == 0 && c == 0 {
                first = Some(step);
            }
        }
    }
    (value[0], first)
}

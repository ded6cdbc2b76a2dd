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
    if rows == 0 || columns == 0 {
        return (0, None);
    }
    // |value| <= rows + columns <= 2^31 for any grid that fits in memory as bytes.
    let sign = |r: usize, c: usize| if plus(r, c) { 1i64 } else { -1 };
    // value[c]: the value of cell (r, c); the row below's until overwritten. The last row
    // moves only right, the last column only down.
    let mut value = vec![0i64; columns];
    let last = rows - 1;
    for c in (0..columns - 1).rev() {
        value[c] = sign(last, c + 1) - value[c + 1];
    }
    // The two moves from (r, c), given the row below in value[c] and this row in value[c + 1].
    let best = |value: &[i64], r: usize, c: usize| {
        let down = sign(r + 1, c) - value[c];
        let right = sign(r, c + 1) - value[c + 1];
        if right >= down {
            (right, Step::Right)
        } else {
            (down, Step::Down)
        }
    };
    let mut first = (rows > 1 || columns > 1).then_some(Step::Right);
    for r in (0..last).rev() {
        value[columns - 1] = sign(r + 1, columns - 1) - value[columns - 1];
        for c in (1..columns - 1).rev() {
            // The larger of the two without a branch: the grid is random to the predictor.
            let down = sign(r + 1, c) - value[c];
            let right = sign(r, c + 1) - value[c + 1];
            value[c] = down.max(right);
        }
        if columns > 1 {
            let (v, step) = best(&value, r, 0);
            value[0] = v;
            if r == 0 {
                first = Some(step);
            }
        } else if r == 0 {
            first = Some(Step::Down);
        }
    }
    (value[0], first)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mover's best margin from `(r, c)` by the rules: every path, each player in turn
    /// taking the better of their moves.
    fn margin(grid: &[Vec<bool>], r: usize, c: usize) -> i64 {
        let (h, w) = (grid.len(), grid[0].len());
        let mut best = None;
        for (nr, nc) in [(r, c + 1), (r + 1, c)] {
            if nr < h && nc < w {
                let gain = if grid[nr][nc] { 1 } else { -1 };
                let v = gain - margin(grid, nr, nc);
                best = Some(best.map_or(v, |b: i64| b.max(v)));
            }
        }
        best.unwrap_or(0)
    }

    #[test]
    fn every_grid_to_16_cells_against_every_path() {
        for h in 1..=4usize {
            for w in 1..=4usize {
                for bits in 0..1u32 << (h * w) {
                    let grid: Vec<Vec<bool>> = (0..h)
                        .map(|r| (0..w).map(|c| bits >> (r * w + c) & 1 == 1).collect())
                        .collect();
                    let (got, first) = first_player_margin(h, w, |r, c| grid[r][c]);
                    let want = margin(&grid, 0, 0);
                    assert_eq!(got, want, "{grid:?}");
                    match first {
                        None => assert_eq!((h, w), (1, 1)),
                        Some(step) => {
                            let (r, c) = if step == Step::Right { (0, 1) } else { (1, 0) };
                            let gain = if grid[r][c] { 1 } else { -1 };
                            assert_eq!(gain - margin(&grid, r, c), want, "{grid:?} {step:?}");
                        }
                    }
                }
            }
        }
        // Single rows and columns, longer.
        for n in 1..=12usize {
            for bits in 0..1u32 << n {
                let row: Vec<bool> = (0..n).map(|i| bits >> i & 1 == 1).collect();
                let as_row = vec![row.clone()];
                let as_column: Vec<Vec<bool>> = row.iter().map(|&b| vec![b]).collect();
                let want = margin(&as_row, 0, 0);
                assert_eq!(first_player_margin(1, n, |_, c| row[c]).0, want);
                assert_eq!(first_player_margin(n, 1, |r, _| row[r]).0, want);
                assert_eq!(margin(&as_column, 0, 0), want);
            }
        }
    }
}

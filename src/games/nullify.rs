//! Nullify the matrix (Codeforces 1451 F): a matrix of non-negative integers. A move picks a
//! *start* cell holding a positive value and an *end* cell neither above nor left of it,
//! lowers the start by a positive amount, and picks any shortest path from start to end (a
//! walk of steps down and right), whose other cells it may set to any non-negative values.
//! Whoever finds the matrix all zero cannot move and loses.
//!
//! # Theorem
//! Group the cells by anti-diagonal, `row + column`. The first player wins exactly when some
//! anti-diagonal's values have a nonzero xor.
//!
//! *Proof.* A step of a path goes down or right, adding one to `row + column`: a path has one
//! cell on each anti-diagonal it crosses, and the start is alone on its own.
//!
//! If every anti-diagonal's xor is 0, any move lowers the start and leaves the rest of the
//! start's anti-diagonal as it was, so that xor becomes nonzero. (The all-zero matrix is such
//! a position, with no move.)
//!
//! If not, let `d` be the first anti-diagonal with a nonzero xor `x` and `e` the last. As in
//! Nim some cell `s` on `d` has `a_s xor x < a_s`: lower it to that. From `s = (r, c)` the
//! cell `(r', e − r')` with `r' = min(rows − 1, e − c)` is neither above nor left of `s` (as
//! `e ≥ d`); a path to it crosses every anti-diagonal from `d` to `e` once, and on each one
//! with a nonzero xor `y` the move sets the path's cell `a` to `a xor y`. Every anti-diagonal's
//! xor is then 0. ∎
//!
//! With values capped below a power of two (`a xor y` stays below it) the same proof holds,
//! which is what lets the tests search the rules exhaustively.

/// The xors of a matrix's anti-diagonals, fed one cell at a time: who wins
/// [Nullify the matrix](self).
///
/// ```
/// use grundy::games::nullify::Diagonals;
/// // 2 × 2 with 1 on the anti-diagonal twice: the xors are 0, 0 (1 xor 1), 0.
/// let mut d = Diagonals::new(2, 2).unwrap();
/// for (r, c, a) in [(0, 0, 0), (0, 1, 1), (1, 0, 1), (1, 1, 0)] {
///     d.add(r, c, a);
/// }
/// assert!(!d.first_player_wins());
/// d.add(1, 1, 5);
/// assert!(d.first_player_wins());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Diagonals {
    xors: Vec<u64>,
}

impl Diagonals {
    /// An all-zero `rows × columns` matrix (`rows + columns − 1` anti-diagonals, 8 bytes each).
    ///
    /// O(rows + columns).
    pub fn new(rows: usize, columns: usize) -> Result<Diagonals, crate::core::budget::NoMemory> {
        let count = (rows + columns).saturating_sub(1);
        Ok(Diagonals {
            xors: crate::core::budget::filled(count, 0)?,
        })
    }

    /// Adds `value` at `(row, column)` (xored into its anti-diagonal: a cell added twice
    /// cancels).
    ///
    /// O(1).
    ///
    /// # Panics
    /// When the cell is outside the matrix's anti-diagonals.
    pub fn add(&mut self, row: usize, column: usize, value: u64) {
        self.xors[row + column] ^= value;
    }

    /// Does the player to move win?
    ///
    /// O(rows + columns).
    pub fn first_player_wins(&self) -> bool {
        self.xors.iter().any(|&x| x != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every monotone path from `(r, c)` to a cell down and right of it, as its cells after
    /// the start.
    fn paths(rows: usize, cols: usize, r: usize, c: usize) -> Vec<Vec<(usize, usize)>> {
        let mut out = vec![Vec::new()];
        let mut frontier = vec![((r, c), Vec::new())];
        while let Some(((r, c), path)) = frontier.pop() {
            for (nr, nc) in [(r + 1, c), (r, c + 1)] {
                if nr < rows && nc < cols {
                    let mut p: Vec<(usize, usize)> = path.clone();
                    p.push((nr, nc));
                    out.push(p.clone());
                    frontier.push(((nr, nc), p));
                }
            }
        }
        out
    }

    /// The rules, values capped at `most` (a power of two less one): does the player to move
    /// win?
    fn search(
        rows: usize,
        cols: usize,
        most: u64,
        a: &mut Vec<u64>,
        memo: &mut HashMap<Vec<u64>, bool>,
    ) -> bool {
        if let Some(&w) = memo.get(a) {
            return w;
        }
        let mut win = false;
        'all: for s in 0..rows * cols {
            let (r, c) = (s / cols, s % cols);
            let was = a[s];
            for lower in 0..was {
                a[s] = lower;
                for path in paths(rows, cols, r, c) {
                    let saved: Vec<u64> = path.iter().map(|&(x, y)| a[x * cols + y]).collect();
                    let k = path.len() as u32;
                    for code in 0..(most + 1).pow(k) {
                        for (i, &(x, y)) in path.iter().enumerate() {
                            a[x * cols + y] = code / (most + 1).pow(i as u32) % (most + 1);
                        }
                        let lost = !search(rows, cols, most, a, memo);
                        for (&(x, y), &v) in path.iter().zip(&saved) {
                            a[x * cols + y] = v;
                        }
                        if lost {
                            win = true;
                            a[s] = was;
                            break 'all;
                        }
                    }
                }
            }
            a[s] = was;
        }
        memo.insert(a.clone(), win);
        win
    }

    #[test]
    fn equals_a_search_of_the_rules_with_capped_values() {
        let mut checked = 0;
        let shapes: [(usize, usize, u64); 6] = [
            (1, 3, 3),
            (2, 2, 3),
            (2, 3, 1),
            (3, 2, 1),
            (3, 3, 1),
            (1, 4, 3),
        ];
        for (rows, cols, most) in shapes {
            let mut memo = HashMap::new();
            let cells = rows * cols;
            for code in 0..(most + 1).pow(cells as u32) {
                let mut a: Vec<u64> = (0..cells)
                    .map(|i| code / (most + 1).pow(i as u32) % (most + 1))
                    .collect();
                let mut d = Diagonals::new(rows, cols).unwrap();
                for (i, &v) in a.iter().enumerate() {
                    d.add(i / cols, i % cols, v);
                }
                let want = search(rows, cols, most, &mut a, &mut memo);
                assert_eq!(d.first_player_wins(), want, "{rows}x{cols} {a:?}");
                checked += 1;
            }
        }
        assert!(checked > 1000, "{checked}");
    }
}

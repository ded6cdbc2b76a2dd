//! Domineering: a board of empty and filled squares; Left places a domino on two empty squares
//! one above the other, Right on two side by side; who cannot place loses (Winning Ways, ch. 5;
//! Berlekamp, *Blockbusting and domineering*, 1988). A partizan game with values of every kind:
//! a vertical pair is 1, a horizontal pair -1, the 2 × 2 square `±1`.
//!
//! Positions are computed from the rules in an [`Arena`]. A board falls apart into its
//! connected regions of empty squares (a domino covers two neighbours, so regions never
//! interact) and is the sum of their games; each region is held once, shifted to the corner
//! and taken in the least of its four mirror images that keep vertical dominoes vertical
//! (flipped left to right, top to bottom, or both: the same game). Transposing a board swaps
//! the players: that board is the negative.

use crate::core::budget::remember;
use crate::core::partizan::{Arena, Game, PartizanError};
use std::collections::HashMap;

/// The most empty squares a board may have: 30.
pub const MAX_EMPTY: usize = 30;

/// A square, `(row, column)`.
pub type Square = (i32, i32);

/// The regions solved so far, for one [`Arena`].
#[derive(Debug, Default)]
pub struct Domineering {
    memo: HashMap<Vec<Square>, Game>,
}

/// The empty squares of a board written as rows separated by `/`, `.` empty and `#` filled;
/// `None` for another byte or rows of unequal length.
///
/// O(length).
///
/// # Example
/// ```
/// use grundy::games::domineering::parse;
/// assert_eq!(parse("../.#"), Some(vec![(0, 0), (0, 1), (1, 0)]));
/// assert_eq!(parse("../."), None);
/// ```
pub fn parse(text: &str) -> Option<Vec<Square>> {
    let rows: Vec<&str> = text.split('/').collect();
    let width = rows.first()?.len();
    let mut squares = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        if row.len() != width {
            return None;
        }
        for (c, b) in row.bytes().enumerate() {
            match b {
                b'.' => squares.push((r as i32, c as i32)),
                b'#' => {}
                _ => return None,
            }
        }
    }
    Some(squares)
}

/// The board transposed (rows for columns): the negative game.
///
/// O(n log n).
pub fn transposed(squares: &[Square]) -> Vec<Square> {
    let mut t: Vec<Square> = squares.iter().map(|&(r, c)| (c, r)).collect();
    t.sort_unstable();
    t
}

/// The connected regions of `squares` (sorted), each sorted.
fn regions(squares: &[Square]) -> Vec<Vec<Square>> {
    let mut seen = vec![false; squares.len()];
    let mut out = Vec::new();
    for start in 0..squares.len() {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut region = vec![squares[start]];
        let mut i = 0;
        while i < region.len() {
            let (r, c) = region[i];
            for next in [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)] {
                if let Ok(j) = squares.binary_search(&next) {
                    if !seen[j] {
                        seen[j] = true;
                        region.push(next);
                    }
                }
            }
            i += 1;
        }
        region.sort_unstable();
        out.push(region);
    }
    out
}

/// The least of a region's four mirror images that keep vertical dominoes vertical, shifted
/// so that its smallest row and column are 0.
fn normal_form(region: &[Square]) -> Vec<Square> {
    let mut best: Option<Vec<Square>> = None;
    for (flip_rows, flip_columns) in [(false, false), (true, false), (false, true), (true, true)] {
        let mut image: Vec<Square> = region
            .iter()
            .map(|&(r, c)| {
                (
                    if flip_rows { -r } else { r },
                    if flip_columns { -c } else { c },
                )
            })
            .collect();
        let min_r = image.iter().map(|s| s.0).min().unwrap_or(0);
        let min_c = image.iter().map(|s| s.1).min().unwrap_or(0);
        for s in &mut image {
            *s = (s.0 - min_r, s.1 - min_c);
        }
        image.sort_unstable();
        if best.as_ref().map_or(true, |b| image < *b) {
            best = Some(image);
        }
    }
    best.unwrap_or_default()
}

impl Domineering {
    /// The canonical game of the board whose empty squares are `squares`, in any order (a
    /// square listed twice is one square); at most [`MAX_EMPTY`] of them, not checked here.
    ///
    /// O(the regions reachable from it), each made once, plus a sort of `squares` when they
    /// are not in order.
    ///
    /// # Example
    /// ```
    /// use grundy::core::partizan::Arena;
    /// use grundy::games::domineering::{parse, Domineering};
    /// let mut arena = Arena::new();
    /// let mut d = Domineering::default();
    /// let name = |s: &str, arena: &mut Arena, d: &mut Domineering| {
    ///     let g = d.game(arena, &parse(s).unwrap()).unwrap();
    ///     arena.notation(g)
    /// };
    /// assert_eq!(name("./.", &mut arena, &mut d), "1"); // a vertical pair
    /// assert_eq!(name("..", &mut arena, &mut d), "-1");
    /// assert_eq!(name("../..", &mut arena, &mut d), "±1");
    /// ```
    pub fn game(&mut self, arena: &mut Arena, squares: &[Square]) -> Result<Game, PartizanError> {
        // The regions are found by binary search: the squares in order, each once.
        let sorted: Vec<Square>;
        let squares = if squares.windows(2).all(|w| w[0] < w[1]) {
            squares
        } else {
            let mut v = squares.to_vec();
            v.sort_unstable();
            v.dedup();
            sorted = v;
            &sorted
        };
        let mut total = arena.zero();
        for region in regions(squares) {
            let g = self.region_game(arena, &normal_form(&region))?;
            total = arena.sum(total, g)?;
        }
        Ok(total)
    }

    /// The game of one connected region in normal form.
    fn region_game(&mut self, arena: &mut Arena, region: &[Square]) -> Result<Game, PartizanError> {
        if let Some(&g) = self.memo.get(region) {
            return Ok(g);
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (dr, dc)) in sides.iter_mut().zip([(1, 0), (0, 1)]) {
            for &(r, c) in region {
                let other = (r + dr, c + dc);
                if region.binary_search(&other).is_ok() {
                    let rest: Vec<Square> = region
                        .iter()
                        .copied()
                        .filter(|&s| s != (r, c) && s != other)
                        .collect();
                    side.push(self.game(arena, &rest)?);
                }
            }
        }
        let g = arena.game(&sides[0], &sides[1])?;
        Ok(remember(&mut self.memo, region.to_vec(), g)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::partizan::OutcomeClass;

    /// Does the player to move win on a board of at most 16 squares (bits of a 4 × 4 grid), by
    /// a search over the rules alone?
    fn wins(board: u16, vertical: bool, memo: &mut HashMap<(u16, bool), bool>) -> bool {
        if let Some(&w) = memo.get(&(board, vertical)) {
            return w;
        }
        let empty = |r: i32, c: i32| {
            (0..4).contains(&r) && (0..4).contains(&c) && board >> (4 * r + c) & 1 == 1
        };
        let mut w = false;
        for r in 0..4 {
            for c in 0..4 {
                let (r2, c2) = if vertical { (r + 1, c) } else { (r, c + 1) };
                if empty(r, c) && empty(r2, c2) {
                    let next = board & !(1 << (4 * r + c)) & !(1 << (4 * r2 + c2));
                    if !wins(next, !vertical, memo) {
                        w = true;
                    }
                }
            }
        }
        memo.insert((board, vertical), w);
        w
    }

    #[test]
    fn outcome_classes_agree_with_a_search_on_every_board_inside_3_by_4() {
        let mut arena = Arena::new();
        let mut d = Domineering::default();
        let mut memo = HashMap::new();
        let mut seen = std::collections::HashSet::new();
        // Every set of empty squares inside the top 3 rows of a 4 × 4 grid (4096 boards).
        for board in 0..1u16 << 12 {
            let squares: Vec<Square> = (0..12)
                .filter(|i| board >> i & 1 == 1)
                .map(|i| (i / 4, i % 4))
                .collect();
            let g = d.game(&mut arena, &squares).unwrap();
            let expected = match (wins(board, true, &mut memo), wins(board, false, &mut memo)) {
                (true, false) => OutcomeClass::L,
                (false, true) => OutcomeClass::R,
                (false, false) => OutcomeClass::P,
                (true, true) => OutcomeClass::N,
            };
            assert_eq!(arena.outcome(g), expected, "{squares:?}");
            seen.insert(format!("{expected}"));
        }
        assert_eq!(seen.len(), 4);
    }

    #[test]
    fn a_transposed_board_is_the_negative_game() {
        let mut arena = Arena::new();
        let mut d = Domineering::default();
        let zero = arena.zero();
        let mut x = 99u64;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let squares: Vec<Square> = (0..16)
                .filter(|i| x >> i & 1 == 1)
                .map(|i| (i / 4, i % 4))
                .collect();
            let g = d.game(&mut arena, &squares).unwrap();
            let t = d.game(&mut arena, &transposed(&squares)).unwrap();
            assert_eq!(arena.neg(g).unwrap(), t, "{squares:?}");
            assert_eq!(arena.sum(g, t).unwrap(), zero);
        }
    }

    #[test]
    fn squares_in_any_order_or_repeated_give_the_same_game() {
        let mut arena = Arena::new();
        let mut d = Domineering::default();
        let board: Vec<Square> = (0..9).map(|i| (i / 3, i % 3)).collect();
        let g = d.game(&mut arena, &board).unwrap();
        assert_eq!(arena.notation(g), "±1", "the 3 x 3 board");
        let mut reversed = board.clone();
        reversed.reverse();
        assert_eq!(d.game(&mut arena, &reversed).unwrap(), g);
        let mut x = 5u64;
        for _ in 0..100 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let squares: Vec<Square> = (0..12)
                .filter(|i| x >> i & 1 == 1)
                .map(|i| (i / 4, i % 4))
                .collect();
            let want = d.game(&mut arena, &squares).unwrap();
            let mut shuffled = squares.clone();
            shuffled.extend(squares.iter().take(2));
            let len = shuffled.len();
            shuffled.rotate_left((x % 7) as usize % len.max(1));
            if len > 1 {
                shuffled.swap(0, len - 1);
            }
            assert_eq!(d.game(&mut arena, &shuffled).unwrap(), want, "{shuffled:?}");
        }
    }

    #[test]
    fn known_values() {
        // Worked by hand: a vertical pair is Left's move to 0, so 1; a 2 × 2 square leaves a
        // pair to whoever moved (Winning Ways, ch. 5: ±1).
        let mut arena = Arena::new();
        let mut d = Domineering::default();
        let mut name = |s: &str| {
            let g = d.game(&mut arena, &parse(s).unwrap()).unwrap();
            arena.notation(g)
        };
        assert_eq!(name("./."), "1");
        assert_eq!(name(".."), "-1");
        assert_eq!(name("../.."), "±1");
        // Three in a column: Left plays either end pair, leaving one square: 1.
        assert_eq!(name("././."), "1");
        // Four in a column: Left leaves two (1) or one square and one (0): {1, 0 |} = 2.
        assert_eq!(name("./././."), "2");
    }
}

#[cfg(test)]
mod timing {
    use super::*;

    /// The times of rectangles, printed: `SIZES=5x5,3x10 cargo test --release --lib
    /// rectangles -- --ignored --nocapture` (without `SIZES`, the README's table).
    #[test]
    #[ignore]
    fn rectangles() {
        let table =
            "2x6,2x8,2x10,2x12,2x14,2x15,3x4,3x5,3x6,3x7,3x8,3x9,3x10,4x4,4x5,4x6,4x7,5x5,5x6";
        let sizes = std::env::var("SIZES").unwrap_or_else(|_| table.to_string());
        for size in sizes.split(',') {
            let Some((rows, columns)) = size.split_once('x') else {
                continue;
            };
            let (rows, columns): (usize, usize) = (rows.parse().unwrap(), columns.parse().unwrap());
            let board: Vec<String> = (0..rows).map(|_| ".".repeat(columns)).collect();
            let start = std::time::Instant::now();
            let mut arena = Arena::new();
            let mut d = Domineering::default();
            let g = d
                .game(&mut arena, &parse(&board.join("/")).unwrap())
                .unwrap();
            let outcome = arena.outcome(g);
            eprintln!(
                "{rows} x {columns}: {outcome}, {:.3} s",
                start.elapsed().as_secs_f64()
            );
        }
    }
}

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
use crate::core::memo::FastMap;
use crate::core::partizan::{Arena, Game, PartizanError};

/// The most empty squares a board may have: 30.
pub const MAX_EMPTY: usize = 30;

/// A square, `(row, column)`.
pub type Square = (i32, i32);

/// The regions solved so far, for one [`Arena`], in normal form.
#[derive(Debug, Default)]
pub struct Domineering {
    memo: FastMap<Box<[u16]>, Game>,
}

/// The squares of one board as bits `0..n` (`n` at most 64), with each square's neighbour
/// below and to the right: every board a game on it reaches is a subset, one `u64`.
struct Board {
    squares: Vec<Square>,
    below: Vec<Option<u8>>,
    right: Vec<Option<u8>>,
    /// The neighbours of each square, as bits.
    around: Vec<u64>,
}

impl Board {
    /// The board of `squares`, sorted and each once.
    fn new(squares: &[Square]) -> Board {
        let find = |s: Square| squares.binary_search(&s).ok().map(|i| i as u8);
        let below: Vec<Option<u8>> = squares.iter().map(|&(r, c)| find((r + 1, c))).collect();
        let right: Vec<Option<u8>> = squares.iter().map(|&(r, c)| find((r, c + 1))).collect();
        let mut around = vec![0u64; squares.len()];
        for i in 0..squares.len() {
            for j in [below[i], right[i]].into_iter().flatten() {
                around[i] |= 1 << j;
                around[j as usize] |= 1 << i;
            }
        }
        Board {
            squares: squares.to_vec(),
            below,
            right,
            around,
        }
    }

    /// The connected regions of the squares in `mask`, each a mask: flood fills by bits.
    fn regions(&self, mut mask: u64) -> impl Iterator<Item = u64> + '_ {
        std::iter::from_fn(move || {
            if mask == 0 {
                return None;
            }
            let mut region = mask & mask.wrapping_neg();
            let mut frontier = region;
            while frontier != 0 {
                let mut next = 0;
                let mut f = frontier;
                while f != 0 {
                    next |= self.around[f.trailing_zeros() as usize];
                    f &= f - 1;
                }
                frontier = next & mask & !region;
                region |= frontier;
            }
            mask &= !region;
            Some(region)
        })
    }

    /// The squares of `mask`, in order.
    fn squares_of(&self, mut mask: u64) -> Vec<Square> {
        let mut out = Vec::with_capacity(mask.count_ones() as usize);
        while mask != 0 {
            out.push(self.squares[mask.trailing_zeros() as usize]);
            mask &= mask - 1;
        }
        out
    }
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

/// The least of a region's four mirror images that keep vertical dominoes vertical, shifted
/// so that its smallest row and column are 0, each square packed as `row << 8 | column`: a
/// connected region of at most 64 squares spans at most 64 rows and columns, so both fit a
/// byte, and the key is 2 bytes a square instead of 8.
fn normal_form(region: &[Square]) -> Box<[u16]> {
    let mut best: Option<Vec<u16>> = None;
    for (flip_rows, flip_columns) in [(false, false), (true, false), (false, true), (true, true)] {
        let image = |&(r, c): &Square| {
            (
                if flip_rows { -r } else { r },
                if flip_columns { -c } else { c },
            )
        };
        let min_r = region.iter().map(|s| image(s).0).min().unwrap_or(0);
        let min_c = region.iter().map(|s| image(s).1).min().unwrap_or(0);
        let mut packed: Vec<u16> = region
            .iter()
            .map(|s| {
                let (r, c) = image(s);
                ((r - min_r) as u16) << 8 | (c - min_c) as u16
            })
            .collect();
        packed.sort_unstable();
        if best.as_ref().map_or(true, |b| packed < *b) {
            best = Some(packed);
        }
    }
    best.unwrap_or_default().into_boxed_slice()
}

impl Domineering {
    /// The canonical game of the board whose empty squares are `squares`, in any order (a
    /// square listed twice is one square); at most [`MAX_EMPTY`] of them, not checked here.
    ///
    /// O(the regions reachable from it), each made once: each board it reaches is a subset of
    /// its squares, one `u64` of bits, split into regions by flood fills of bits; a region met
    /// anew on this board is put in normal form (so regions are shared across boards) and
    /// [charges](Arena::charge) the arena four steps a square. More than 64 squares is
    /// [`PartizanError::TooLarge`].
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
        let mut sorted = squares.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() > 64 {
            return Err(PartizanError::TooLarge);
        }
        let board = Board::new(&sorted);
        let all = if sorted.len() == 64 {
            u64::MAX
        } else {
            (1u64 << sorted.len()) - 1
        };
        let mut seen = FastMap::default();
        self.sum_of_regions(arena, &board, all, &mut seen)
    }

    /// The game of the squares of `mask`: the sum of its regions' games.
    fn sum_of_regions(
        &mut self,
        arena: &mut Arena,
        board: &Board,
        mask: u64,
        seen: &mut FastMap<u64, Game>,
    ) -> Result<Game, PartizanError> {
        let mut total = arena.zero();
        for region in board.regions(mask) {
            let g = self.region_game(arena, board, region, seen)?;
            total = arena.sum(total, g)?;
        }
        Ok(total)
    }

    /// The game of one connected region of `board`: met before on this board (`seen`, by
    /// its bits), or in normal form on any board (`memo`), or from its moves.
    fn region_game(
        &mut self,
        arena: &mut Arena,
        board: &Board,
        region: u64,
        seen: &mut FastMap<u64, Game>,
    ) -> Result<Game, PartizanError> {
        if region.count_ones() < 2 {
            return Ok(arena.zero());
        }
        if let Some(&g) = seen.get(&region) {
            return Ok(g);
        }
        // Four steps of the arena's work per square of each region met anew (its normal
        // form: four mirror images sorted).
        arena.charge(4 * u64::from(region.count_ones()))?;
        let key = normal_form(&board.squares_of(region));
        let g = match self.memo.get(&key) {
            Some(&g) => g,
            None => {
                let mut sides = [Vec::new(), Vec::new()];
                for (side, next) in sides.iter_mut().zip([&board.below, &board.right]) {
                    let mut m = region;
                    while m != 0 {
                        let i = m.trailing_zeros() as usize;
                        m &= m - 1;
                        if let Some(j) = next[i].filter(|&j| region >> j & 1 == 1) {
                            let rest = region & !(1 << i) & !(1 << j);
                            side.push(self.sum_of_regions(arena, board, rest, seen)?);
                        }
                    }
                }
                let g = arena.game(&sides[0], &sides[1])?;
                remember(&mut self.memo, key, g)?
            }
        };
        Ok(remember(seen, region, g)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::partizan::OutcomeClass;
    use std::collections::HashMap;

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
    /// rectangles -- --ignored --nocapture` (without `SIZES`, the table of `docs/library.md`).
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

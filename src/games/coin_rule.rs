//! Coin turning from your own rule, in a row or on a grid: the value of every coin by a mex
//! over the sets of coins a move turns, a position's value, a winning move, and the product
//! theorem for games that are products.
//!
//! ## The game
//! Coins lie in a row (`0..len`) or on a grid (`(row, column)`, row-major); some are *heads*.
//! A move picks a head `x` and one of the sets `S` your rule allows at `x`, every coin of `S`
//! coming before `x` (in a row: to its left; on a grid: in an earlier row, or in the same
//! row to the left), and turns over `x` (to tails) and every coin of `S` (either way).
//! Whoever cannot move loses. Every move turns a head to tails and the coins it may turn to
//! heads come before it, so the game ends.
//!
//! ## Why a position is the xor of its heads
//! Value each coin as if it were the only head: `g(x) = mex { ⊕_{s ∈ S} g(s) : S a move at
//! x }`. A position is then the sum of one-head games, one per head: a move at `x` turning
//! `S` is, in that sum, the move of `x`'s game to the sum of one-head games of `S`; a coin of
//! `S` that was heads then appears twice, two equal games whose xor is 0, which is the coin
//! turned back to tails. So a position's value is the xor of `g` over its heads, and it is
//! lost exactly when that xor is 0 ([`crate::games::coins`] has the same argument for the
//! classic rules). This is why a game whose moves turn *sets* needs only one value a coin.
//!
//! ## Products (the Tartan theorem)
//! When the grid game is the product of a game `D` played down the rows and a game `A`
//! across the columns — a move at `(r, c)` picks a move of `D` at `r` turning `R` and one
//! of `A` at `c` turning `C`, and turns every coin of `(R ∪ {r}) × (C ∪ {c})` — the value is
//! the nim product `g(r, c) = g_D(r) ⊗ g_A(c)` (Winning Ways, ch. 14), which [`tartan`]
//! gives without enumerating the product's moves (which are as many as the two games' moves
//! multiplied). The tests check it against [`grid_values`] on products of the classic rules.
//!
//! Values computed by a mex are at most the number of the coin's moves, so they fit 64 bits;
//! a rule whose values are known in closed form may need more
//! ([`crate::core::wide_nimber::Nimber`]: ZJOI 2009's colouring game reaches `2^198`).
//!
//! ```
//! use grundy::games::coin_rule::{grid_move, grid_values};
//! // Turning Corners: a move at (r, c) turns the corners of a rectangle with (r, c) its
//! // lower-right corner (two of them on a line, one on a single cell).
//! let corners = |(r, c): (usize, usize), turn: &mut dyn FnMut(&[(usize, usize)])| {
//!     turn(&[]);
//!     for a in 0..r {
//!         turn(&[(a, c)]);
//!         for b in 0..c {
//!             turn(&[(a, b), (a, c), (r, b)]);
//!         }
//!     }
//!     for b in 0..c {
//!         turn(&[(r, b)]);
//!     }
//! };
//! let values = grid_values(4, 4, corners).unwrap();
//! // Coordinates from 1 have value x ⊗ y: (1, 1) is 1 ⊗ 1 = 1, (2, 2) is 2 ⊗ 2 = 3.
//! assert_eq!(values.value_at(0, 0), 1);
//! assert_eq!(values.value_at(1, 1), 3);
//! // Heads at (1, 1) and (0, 0): 3 ⊕ 1 = 2, won; the move found leaves 0.
//! let m = grid_move(&values, &[(1, 1), (0, 0)], corners).unwrap().unwrap();
//! assert_eq!(m.coin, (1, 1));
//! let left: u64 = m.turned.iter().map(|&(r, c)| values.value_at(r, c)).fold(1, |a, b| a ^ b);
//! assert_eq!(left, 0);
//! ```

use crate::core::budget::{filled, try_push, NoMemory};
use crate::core::nimber::product;

/// A coin of a grid, `(row, column)` from 0.
pub type Coin = (usize, usize);

/// Why a rule's values could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// A move at `coin` turns `turned`, which does not come before it (or is off the board):
    /// the game might not end, and values would not be defined.
    NotBefore {
        /// The coin the move is at.
        coin: Coin,
        /// The coin it turns.
        turned: Coin,
    },
    /// Memory ran out (the board, or one coin's list of options).
    NoMemory,
}

impl From<NoMemory> for RuleError {
    fn from(_: NoMemory) -> RuleError {
        RuleError::NoMemory
    }
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RuleError::NotBefore { coin, turned } => write!(
                f,
                "a move at {coin:?} turns {turned:?}, which does not come before it"
            ),
            RuleError::NoMemory => f.write_str("out of memory"),
        }
    }
}

/// The values of every coin of a grid, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinGrid {
    rows: usize,
    cols: usize,
    values: Vec<u64>,
}

impl CoinGrid {
    /// The value of coin `(r, c)`. Panics off the board, as indexing does. (Named apart from
    /// `get` and `position`, as [`position_value`](Self::position_value), so that a bundle,
    /// which keeps a method by its name, keeps these only when they are called.)
    ///
    /// O(1).
    pub fn value_at(&self, r: usize, c: usize) -> u64 {
        assert!(c < self.cols, "column {c} of {}", self.cols);
        self.values[r * self.cols + c]
    }

    /// The number of rows.
    ///
    /// O(1).
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    ///
    /// O(1).
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The values, row by row.
    ///
    /// O(1).
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The value of the position whose heads are `heads` (each once): the xor of theirs.
    ///
    /// O(heads).
    pub fn position_value(&self, heads: &[Coin]) -> u64 {
        heads.iter().fold(0, |v, &(r, c)| v ^ self.value_at(r, c))
    }
}

/// A winning move: the head turned to tails and the coins turned with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinMove {
    /// The head the move is at.
    pub coin: Coin,
    /// The other coins it turns, as the rule listed them.
    pub turned: Vec<Coin>,
}

/// Is `t` before `x` on a `rows × cols` board (an earlier row, or the same row to the left)?
fn before(t: Coin, x: Coin, rows: usize, cols: usize) -> bool {
    t.0 < rows && t.1 < cols && (t.0 < x.0 || (t.0 == x.0 && t.1 < x.1))
}

/// The value of every coin of a `rows × cols` grid under `rule`: `rule((r, c), turn)` calls
/// `turn(S)` once for each move at `(r, c)`, `S` the other coins it turns (each before
/// `(r, c)`: an earlier row, or the same row to the left; `&[]` for turning the head alone).
///
/// O(Σ over coins and moves of |S|) time; memory the board plus one coin's options.
/// Errors: a turned coin not before its head ([`RuleError::NotBefore`]), memory.
pub fn grid_values<F>(rows: usize, cols: usize, mut rule: F) -> Result<CoinGrid, RuleError>
where
    F: FnMut(Coin, &mut dyn FnMut(&[Coin])),
{
    let size = rows.checked_mul(cols).ok_or(RuleError::NoMemory)?;
    let mut values = filled(size, 0u64)?;
    let mut options: Vec<u64> = Vec::new();
    let mut seen: Vec<bool> = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            options.clear();
            let mut failure = None;
            rule((r, c), &mut |set: &[Coin]| {
                if failure.is_some() {
                    return;
                }
                let mut v = 0;
                for &t in set {
                    if !before(t, (r, c), rows, cols) {
                        failure = Some(RuleError::NotBefore {
                            coin: (r, c),
                            turned: t,
                        });
                        return;
                    }
                    v ^= values[t.0 * cols + t.1];
                }
                if try_push(&mut options, v).is_err() {
                    failure = Some(RuleError::NoMemory);
                }
            });
            if let Some(e) = failure {
                return Err(e);
            }
            // The mex is at most the number of options: larger values are never marked.
            seen.clear();
            crate::core::budget::reserve(&mut seen, options.len() + 1)?;
            seen.resize(options.len() + 1, false);
            for &v in &options {
                if let Some(mark) = usize::try_from(v).ok().and_then(|v| seen.get_mut(v)) {
                    *mark = true;
                }
            }
            values[r * cols + c] = seen.iter().position(|&s| !s).unwrap_or(options.len()) as u64;
        }
    }
    Ok(CoinGrid { rows, cols, values })
}

/// The value of every coin of a row `0..len` under `rule`: `rule(x, turn)` calls `turn(S)`
/// for each move at `x`, `S` the other coins it turns, each left of `x`.
///
/// As [`grid_values`] on one row (an error names the coin as `(0, x)`).
pub fn row_values<F>(len: usize, mut rule: F) -> Result<Vec<u64>, RuleError>
where
    F: FnMut(usize, &mut dyn FnMut(&[usize])),
{
    let mut coins: Vec<Coin> = Vec::new();
    let grid = grid_values(1, len, |(_, x), turn| {
        rule(x, &mut |set: &[usize]| {
            coins.clear();
            coins.extend(set.iter().map(|&s| (0, s)));
            turn(&coins);
        })
    })?;
    Ok(grid.values)
}

/// A winning move from the position with heads `heads` (each once) under the `rule` that
/// gave `values`, or `None` when the position is lost (its value is 0).
///
/// A head `x` whose value has the highest bit of the position's value `v` has `g(x) ⊕ v <
/// g(x)`, a value some move at `x` reaches by the mex: that move leaves 0. O(heads + the
/// moves at that head).
/// Errors: as [`grid_values`] (the rule is called again, at one coin).
pub fn grid_move<F>(
    values: &CoinGrid,
    heads: &[Coin],
    mut rule: F,
) -> Result<Option<CoinMove>, RuleError>
where
    F: FnMut(Coin, &mut dyn FnMut(&[Coin])),
{
    let v = values.position_value(heads);
    if v == 0 {
        return Ok(None);
    }
    let top = 63 - v.leading_zeros();
    let Some(&x) = heads
        .iter()
        .find(|&&(r, c)| values.value_at(r, c) >> top & 1 == 1)
    else {
        return Ok(None);
    };
    let want = values.value_at(x.0, x.1) ^ v;
    let mut found: Option<Result<Vec<Coin>, RuleError>> = None;
    rule(x, &mut |set: &[Coin]| {
        if found.is_some() {
            return;
        }
        let mut s = 0;
        for &t in set {
            if !before(t, x, values.rows, values.cols) {
                found = Some(Err(RuleError::NotBefore { coin: x, turned: t }));
                return;
            }
            s ^= values.value_at(t.0, t.1);
        }
        if s == want {
            let mut turned = Vec::new();
            if crate::core::budget::reserve(&mut turned, set.len()).is_err() {
                found = Some(Err(RuleError::NoMemory));
                return;
            }
            turned.extend_from_slice(set);
            found = Some(Ok(turned));
        }
    });
    match found {
        Some(Ok(turned)) => Ok(Some(CoinMove { coin: x, turned })),
        Some(Err(e)) => Err(e),
        // The rule lists other moves than the values were computed from.
        None => Ok(None),
    }
}

/// The values of the product of a game `down` the rows and a game `across` the columns
/// (see the module documentation): `g(r, c) = down[r] ⊗ across[c]`, the nim product.
///
/// O(rows · cols) time and memory. Errors: memory.
pub fn tartan(down: &[u64], across: &[u64]) -> Result<CoinGrid, NoMemory> {
    let size = down.len().checked_mul(across.len()).ok_or(NoMemory)?;
    let mut values = Vec::new();
    crate::core::budget::reserve(&mut values, size)?;
    for &d in down {
        values.extend(across.iter().map(|&a| product(d, a)));
    }
    Ok(CoinGrid {
        rows: down.len(),
        cols: across.len(),
        values,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coins::{mock_turtles, ruler};
    use std::collections::HashMap;

    type RowRule = fn(usize, &mut dyn FnMut(&[usize]));

    /// Turning Turtles: one coin, or it and one to its left.
    fn turtles(x: usize, turn: &mut dyn FnMut(&[usize])) {
        turn(&[]);
        for i in 0..x {
            turn(&[i]);
        }
    }

    /// Ruler: a run of consecutive coins ending at `x`.
    fn ruler_rule(x: usize, turn: &mut dyn FnMut(&[usize])) {
        let run: Vec<usize> = (0..x).collect();
        for from in (0..=x).rev() {
            turn(&run[from..]);
        }
    }

    /// Mock Turtles: one, two or three coins.
    fn mock(x: usize, turn: &mut dyn FnMut(&[usize])) {
        turn(&[]);
        for i in 0..x {
            turn(&[i]);
            for j in 0..i {
                turn(&[j, i]);
            }
        }
    }

    /// Every move's set of `rule`, as bitmasks of the coins turned (with the head).
    fn moves_of(rule: RowRule, x: usize) -> Vec<u64> {
        let mut out = Vec::new();
        rule(x, &mut |s: &[usize]| {
            out.push(s.iter().fold(1u64 << x, |m, &c| m ^ 1 << c));
        });
        out
    }

    /// Whoever moves in `heads` wins, by a search of the moves alone.
    fn wins(heads: u64, moves: &dyn Fn(usize) -> Vec<u64>, memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(&w) = memo.get(&heads) {
            return w;
        }
        let mut w = false;
        for x in 0..64 {
            if heads >> x & 1 == 1 && moves(x).into_iter().any(|m| !wins(heads ^ m, moves, memo)) {
                w = true;
                break;
            }
        }
        memo.insert(heads, w);
        w
    }

    /// The values of the classic rules are the closed forms of `games::coins`, and every
    /// position of up to 9 coins is won exactly when the xor of its heads is not 0.
    #[test]
    fn rows_agree_with_closed_forms_and_with_a_search() {
        let len = 9;
        let t = row_values(len, turtles).unwrap();
        assert_eq!(t, (1..=len as u64).collect::<Vec<_>>());
        let r = row_values(len, ruler_rule).unwrap();
        assert_eq!(r, (1..=len as u64).map(ruler).collect::<Vec<_>>());
        let m = row_values(len, mock).unwrap();
        assert_eq!(m, (0..len as u64).map(mock_turtles).collect::<Vec<_>>());
        for (rule, values) in [(turtles as RowRule, &t), (ruler_rule, &r), (mock, &m)] {
            let mut memo = HashMap::new();
            for heads in 0..1u64 << len {
                let v = (0..len)
                    .filter(|&x| heads >> x & 1 == 1)
                    .fold(0, |a, x| a ^ values[x]);
                assert_eq!(
                    wins(heads, &|x| moves_of(rule, x), &mut memo),
                    v != 0,
                    "{heads:b}"
                );
            }
        }
    }

    /// The product of two row games, played by its own rule, has the values of `tartan`; the
    /// move found leaves a lost position.
    #[test]
    fn products_have_the_tartan_values() {
        let rules: [(RowRule, &str); 3] =
            [(turtles, "turtles"), (ruler_rule, "ruler"), (mock, "mock")];
        for (down, dn) in rules {
            for (across, an) in rules {
                let (rows, cols) = (5, 6);
                let product_rule = |(r, c): Coin, turn: &mut dyn FnMut(&[Coin])| {
                    let mut rs = Vec::new();
                    down(r, &mut |s: &[usize]| rs.push(s.to_vec()));
                    let mut cs = Vec::new();
                    across(c, &mut |s: &[usize]| cs.push(s.to_vec()));
                    for a in &rs {
                        for b in &cs {
                            let mut set = Vec::new();
                            for &i in a.iter().chain([r].iter()) {
                                for &j in b.iter().chain([c].iter()) {
                                    if (i, j) != (r, c) {
                                        set.push((i, j));
                                    }
                                }
                            }
                            turn(&set);
                        }
                    }
                };
                let by_rule = grid_values(rows, cols, product_rule).unwrap();
                let d = row_values(rows, down).unwrap();
                let a = row_values(cols, across).unwrap();
                assert_eq!(by_rule, tartan(&d, &a).unwrap(), "{dn} × {an}");
                let heads = [(4, 5), (2, 3), (1, 1)];
                if by_rule.position_value(&heads) != 0 {
                    let m = grid_move(&by_rule, &heads, product_rule).unwrap().unwrap();
                    let mut after: Vec<Coin> =
                        heads.iter().copied().filter(|&h| h != m.coin).collect();
                    for t in m.turned {
                        match after.iter().position(|&h| h == t) {
                            Some(i) => {
                                after.remove(i);
                            }
                            None => after.push(t),
                        }
                    }
                    assert_eq!(by_rule.position_value(&after), 0, "{dn} × {an}");
                }
            }
        }
    }

    #[test]
    fn a_rule_turning_a_later_coin_is_refused() {
        let e = row_values(3, |x, turn| turn(&[x])).unwrap_err();
        assert_eq!(
            e,
            RuleError::NotBefore {
                coin: (0, 0),
                turned: (0, 0)
            }
        );
        let e = grid_values(2, 2, |(r, c), turn| turn(&[(r, c + 1)])).unwrap_err();
        assert_eq!(
            e,
            RuleError::NotBefore {
                coin: (0, 0),
                turned: (0, 1)
            }
        );
        // An earlier row may be turned anywhere across it.
        let g = grid_values(2, 3, |(r, _), turn| {
            turn(&[]);
            if r == 1 {
                turn(&[(0, 2)]);
            }
        })
        .unwrap();
        assert_eq!(g.values(), [1, 1, 1, 2, 2, 2].as_slice());
        assert_eq!(grid_move(&g, &[], |_, _| {}).unwrap(), None);
    }
}

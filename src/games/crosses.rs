//! Crosses and Crosses (Treblecross, POJ 3537): a strip of `n` empty cells; a move puts a
//! cross on an empty cell, and whoever completes three crosses in a row wins.
//!
//! ## The octal game inside
//! A cross within two cells of another lets the opponent complete three at once, so no one
//! plays there while a safe cell is left, and the player left with no safe cell loses. A cross
//! at `j` makes cells `j - 2 ..= j + 2` unsafe, so a stretch of `L` safe cells splits into
//! stretches of `max(0, j - 3)` and `max(0, L - j - 2)` safe cells, whatever lies beyond its
//! ends (the board's edge or unsafe cells). Stretches are independent games:
//!
//! ```text
//! T(L) = mex { T(max(0, j - 3)) ^ T(max(0, L - j - 2)) : 1 <= j <= L }.
//! ```
//!
//! The octal game `0.007` (remove three tokens in a row from a heap, leaving zero, one or two
//! heaps) has `G(h) = mex { G(a) ^ G(b) : a + b = h - 3 }` for `h >= 3` and `G(0..3) = 0`.
//! With `h = L + 2`, `a = j - 1` and `b = L - j` run over the same splits as above, each two
//! larger than the stretches (or 0 or 1 where the stretch is clipped to 0); since
//! `G(a) = T(max(0, a - 2))` for every `a` by induction (`G(0) = G(1) = G(2) = 0 = T(0)`),
//! `T(L) = G(L + 2)`. The explorer's `grundy octal 0.007` prints the table; the tests check it
//! against `T` from the recurrence above and against a search over real boards.
//!
//! ## Boards of one or two cells
//! Three in a row needs three cells, so on `n <= 2` nobody can win by the rule; the game
//! there ends when the board is full, and the player who cannot move loses, as in every
//! impartial game: `n = 1` is won by the first player, `n = 2` by the second. (For
//! `n >= 3` a full board always holds three in a row, so that case never arises.)

use crate::core::budget::{Budget, Exhausted};
use crate::games::octal::{OctalGame, OctalSg};

/// Does the first player win on an empty strip of `n` cells? Computes `0.007` up to `n + 2`
/// within `budget`.
///
/// O(n²) steps of the octal table (0.007 has no known period), within `budget`; O(n) memory.
///
/// ```
/// use grundy::core::budget::Budget;
/// use grundy::games::crosses::{first_player_wins, winning_cell};
/// let wins: Vec<bool> = (1..=7)
///     .map(|n| first_player_wins(n, Budget::UNLIMITED).unwrap())
///     .collect();
/// assert_eq!(wins, [true, false, true, true, true, false, true]);
/// assert_eq!(winning_cell(5, Budget::UNLIMITED), Ok(Some(3))); // the middle of five
/// ```
pub fn first_player_wins(n: u64, budget: Budget) -> Result<bool, Exhausted> {
    if n <= 2 {
        return Ok(n == 1);
    }
    let heap = n + 2;
    let code = OctalGame::parse("0.007").expect("a valid code");
    let mut table = OctalSg::new(code);
    // No period of 0.007 is known, so the table is computed to the heap without looking for
    // one (the Guy-Smith checks would cost more than the table here).
    let wanted = usize::try_from(heap).map_or(usize::MAX, |h| h.saturating_add(1));
    table.extend_to(wanted, budget)?;
    Ok(table.get(heap).is_some_and(|v| v != 0))
}

/// A winning cell (1-based) to cross on an empty strip of `n` cells, or `None` if the first
/// player loses. For `n >= 3`, a cross at `j` leaves stretches of `max(0, j - 3)` and
/// `max(0, n - j - 2)` safe cells, whose values `T(L) = G(L + 2)` must xor to 0.
///
/// As [`first_player_wins`], plus O(n) to scan the cells.
pub fn winning_cell(n: u64, budget: Budget) -> Result<Option<u64>, Exhausted> {
    if n <= 2 {
        return Ok((n == 1).then_some(1));
    }
    let code = OctalGame::parse("0.007").expect("a valid code");
    let mut table = OctalSg::new(code);
    let wanted = usize::try_from(n + 2).map_or(usize::MAX, |h| h.saturating_add(1));
    table.extend_to(wanted, budget)?;
    let t = |stretch: u64| table.get(stretch + 2);
    Ok((1..=n).find(|&j| t(j.saturating_sub(3)) == t((n - j).saturating_sub(2))))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `T(L)` straight from the stretch recurrence.
    fn stretches(upto: usize) -> Vec<u32> {
        let mut t = vec![0u32; upto + 1];
        for l in 1..=upto {
            let mut seen = vec![false; l + 2];
            for j in 1..=l {
                let a = t[j.saturating_sub(3)];
                let b = t[l.saturating_sub(j + 2)];
                if let Some(s) = seen.get_mut((a ^ b) as usize) {
                    *s = true;
                }
            }
            t[l] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
        }
        t
    }

    #[test]
    fn octal_0_007_on_n_plus_2_is_the_stretch_game() {
        let t = stretches(600);
        let mut g = OctalSg::new(OctalGame::parse("0.007").unwrap());
        g.extend_to(603, Budget::UNLIMITED).unwrap();
        for (l, &v) in t.iter().enumerate() {
            assert_eq!(g.values().get(l + 2), Some(v), "L = {l}");
        }
        for n in 3..=600u64 {
            assert_eq!(
                first_player_wins(n, Budget::UNLIMITED),
                Ok(t[n as usize] != 0),
                "n = {n}"
            );
        }
        assert_eq!(first_player_wins(1, Budget::UNLIMITED), Ok(true));
        assert_eq!(first_player_wins(2, Budget::UNLIMITED), Ok(false));
    }
}

//! The colouring game (Codeforces 1704 F "Colouring Game"): a row of red and blue cells.
//! Alice, first, paints two neighbouring cells white where at least one of them is red; Bob,
//! two where at least one is blue. Whoever cannot move loses. A partizan game.
//!
//! # Theorem (the editorial of Codeforces 1704; checked here against a search of the rules)
//! With `r` red and `b` blue cells: Alice wins when `r > b`, Bob when `r < b`. When `r = b`,
//! cut the row into maximal *alternating* runs (neighbours of different colours); Alice wins
//! exactly when the xor over the runs of `G(length)` is nonzero, where `G` is Dawson's Kayles,
//! the octal game `0.07` (remove two neighbouring cells of a run, leaving up to two runs).
//!
//! *The editorial's argument, in outline (not a proof here: the search below checks the
//! theorem on every row of up to 10 cells, and the period is proved).* Alice can move as long as a red cell is left (every cell has a
//! neighbour, `n ≥ 2`), and each of her moves whitens at least one red cell; Bob likewise with
//! blue. A move that whitens one cell of each colour takes one of the opponent's cells too,
//! which is always at least as good as one that does not. Such moves are the pairs `RB` or
//! `BR` inside an alternating run, the same for both players: an impartial game on the runs,
//! removing two neighbours and splitting the run, which is `0.07`. When the counts differ the
//! player with more cells outlasts the other; when they are equal the player who makes the
//! last mixed move leaves the opponent to whiten only their own cells first.
//!
//! `G` is eventually periodic with period 34 from heap 53 (Guy–Smith, proved by the
//! certificate [`OctalSg::extend_certified`] checks), so a run of any length is answered in
//! O(1) after a table of 200 values.

use crate::core::budget::Exhausted;
use crate::games::octal::{OctalGame, OctalSg, DEFAULT_BUDGET};

/// Dawson's Kayles (`0.07`) with its proved period: the value of an alternating run.
pub struct ColouringGame {
    /// `G(0 .. preperiod + period)`, then `G(n)` is `G(n − period)`.
    values: Vec<u32>,
    /// The table itself, which answers any length through its period.
    dawson: OctalSg,
    preperiod: u64,
    period: u64,
}

impl ColouringGame {
    /// The table of `0.07`, computed until its period is proved (about 200 values).
    ///
    /// O(1): a fixed amount of work.
    pub fn new() -> Result<ColouringGame, Exhausted> {
        let game = OctalGame::parse("0.07").expect("0.07 is an octal code");
        let mut dawson = OctalSg::new(game);
        let cycle = dawson.extend_certified(1 << 12, DEFAULT_BUDGET)?;
        // The certificate holds for 0.07 (`period_and_first_values`); without one the table
        // computed stands for every length it covers.
        let (preperiod, period) = match cycle {
            Some(c) => (c.preperiod as u64, c.period as u64),
            None => (dawson.values().len() as u64, 0),
        };
        let mut values = dawson.values().to_vec();
        values.truncate((preperiod + period) as usize);
        Ok(ColouringGame {
            values,
            dawson,
            preperiod,
            period,
        })
    }

    /// The value of an alternating run of `length` cells (`G(length)` of `0.07`).
    ///
    /// O(1).
    pub fn run_value(&self, length: u64) -> u32 {
        self.dawson.get(length).unwrap_or(0)
    }

    /// Does Alice, moving first, win on `cells` (`b'R'` red, `b'B'` blue; any other byte is a
    /// white cell, which splits runs and counts for no one)?
    ///
    /// O(cells).
    ///
    /// ```
    /// use grundy::games::colouring::ColouringGame;
    /// let game = ColouringGame::new().unwrap();
    /// assert!(!game.alice_wins(b"BRB")); // more blue
    /// assert!(game.alice_wins(b"RBRBRB")); // equal: one run of 6, G(6) = 3
    /// assert!(!game.alice_wins(b"RBBR")); // equal: runs 2 and 2 cancel
    /// ```
    pub fn alice_wins(&self, cells: &[u8]) -> bool {
        let red = cells.iter().filter(|&&c| c == b'R').count();
        let blue = cells.iter().filter(|&&c| c == b'B').count();
        if red != blue {
            return red > blue;
        }
        self.runs_xor(cells, red + blue == cells.len()) != 0
    }

    /// The xor of `G(length)` over the maximal alternating runs of `cells`; `coloured` says
    /// every cell is `R` or `B` (the fast path).
    ///
    /// O(cells).
    fn runs_xor(&self, cells: &[u8], coloured: bool) -> u32 {
        // A run ends before a cell equal to the one before it (two of a colour, or two
        // whites) and around a white cell; white cells make runs of length 1 or 0, worth 0.
        let white = |c: u8| c != b'R' && c != b'B';
        let mut xor = 0;
        if coloured && self.period > 0 {
            // Red and blue only: the run's length is followed as its index in `values`,
            // wrapping through the period, and the breaks are taken without a branch (on a
            // random row every other cell is one).
            let (wrap, end) = (
                self.preperiod as usize,
                (self.preperiod + self.period) as usize,
            );
            let mut index = 1;
            for pair in cells.windows(2) {
                // All ones where the run ends here, as a mask (no branch to mispredict).
                let ends = 0usize.wrapping_sub(usize::from(pair[0] == pair[1]));
                xor ^= self.values[index] & ends as u32;
                let next = if index + 1 == end { wrap } else { index + 1 };
                index = (next & !ends) | (1 & ends);
            }
            xor ^= self.values[index];
        } else {
            let mut start = 0;
            for i in 1..cells.len() {
                let (a, b) = (cells[i - 1], cells[i]);
                if a == b || white(a) || white(b) {
                    xor ^= self.run_value((i - start) as u64);
                    start = i;
                }
            }
            xor ^= self.run_value((cells.len() - start) as u64);
        }
        xor
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The rules alone: does the player to move (`alice`: paints where a cell is R) win?
    fn search(row: &mut Vec<u8>, alice: bool, memo: &mut HashMap<(Vec<u8>, bool), bool>) -> bool {
        if let Some(&w) = memo.get(&(row.clone(), alice)) {
            return w;
        }
        let own = if alice { b'R' } else { b'B' };
        let mut win = false;
        for i in 0..row.len() - 1 {
            if row[i] != own && row[i + 1] != own {
                continue;
            }
            let (a, b) = (row[i], row[i + 1]);
            row[i] = b'W';
            row[i + 1] = b'W';
            let lost = !search(row, !alice, memo);
            row[i] = a;
            row[i + 1] = b;
            if lost {
                win = true;
                break;
            }
        }
        memo.insert((row.clone(), alice), win);
        win
    }

    #[test]
    fn period_and_first_values() {
        let game = ColouringGame::new().unwrap();
        assert_eq!((game.preperiod, game.period), (53, 34));
        let first: Vec<u32> = (0..12).map(|n| game.run_value(n)).collect();
        assert_eq!(first, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
    }

    /// Rows with runs past the period (up to 300 cells), the run-by-run sum against the
    /// branch-free pass.
    #[test]
    fn long_runs_go_through_the_period() {
        let game = ColouringGame::new().unwrap();
        let mut x = 0x1704_f00du64;
        for _ in 0..500 {
            let mut row = Vec::new();
            let mut want = 0;
            let mut c = b'R';
            for _ in 0..4 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let len = 1 + x % 300;
                for _ in 0..len {
                    row.push(c);
                    c = if c == b'R' { b'B' } else { b'R' };
                }
                // The next run starts with the colour this one ended on.
                c = *row.last().unwrap();
                want ^= game.run_value(len);
            }
            assert_eq!(game.runs_xor(&row, true), want);
            assert_eq!(game.runs_xor(&row, false), want);
        }
    }

    /// Every row of 2 to 10 red and blue cells against the rules.
    #[test]
    fn equals_a_search_of_the_rules() {
        let game = ColouringGame::new().unwrap();
        let mut memo = HashMap::new();
        let mut checked = 0;
        for n in 2..=10usize {
            for code in 0..1u32 << n {
                let mut row: Vec<u8> = (0..n)
                    .map(|i| if code >> i & 1 == 1 { b'R' } else { b'B' })
                    .collect();
                let want = search(&mut row, true, &mut memo);
                assert_eq!(
                    game.alice_wins(&row),
                    want,
                    "{}",
                    String::from_utf8_lossy(&row)
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 2044);
    }
}

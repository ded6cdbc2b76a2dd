//! The Wythoff mode of the explorer: the two-dimensional table of Wythoff's SG values
//! `G(a, b)` (`grundy wythoff --upto N`), for learners to see the cold positions (the zeros)
//! and the values around them.
//!
//! The table comes from [`grundy::games::wythoff::sg_table`]; its corner is checked here
//! against a plain mex over the game's own moves, and the zeros against the exact cold
//! positions of [`grundy::games::wythoff::is_cold`].

use crate::coins::upto_and_list;
use crate::table::Text;
use grundy::games::wythoff::{is_cold, sg_table};
use std::fmt::Write as _;

/// The largest `--upto`: a table of 1001 × 1001 values.
const MAX_UPTO: u64 = 1000;
/// How far the table is checked against a mex over the moves (`O(n^3)`).
const CHECKED: usize = 60;

/// The mode this module answers.
pub const MODE: &str = "wythoff";

/// Runs `grundy wythoff` with its options (`--upto N`, `--list`).
pub fn run(args: &[String]) -> Result<String, String> {
    let (upto, list, svg) = upto_and_list(MODE, args, MAX_UPTO)?;
    svg.check(crate::picture::Shape::Values, &[("--list", list)])?;
    let n = upto.unwrap_or(15) as usize;
    let table = sg_table(n).map_err(|_| {
        format!(
            "not enough memory for the table of {} values",
            (n + 1) * (n + 1)
        )
    })?;
    if let Some(file) = &svg.file {
        let side = n as u64 + 1;
        let cells = crate::picture::cells(side * side, |i| {
            table[(i / side) as usize][(i % side) as usize] as u32
        })?;
        let title = format!("Wythoff's game: G(a, b), a, b = 0..={n} (0: the cold positions)");
        return crate::picture::square(file, &title, cells, n + 1, svg.colouring);
    }
    let mut out = Text::default();
    if list {
        for (a, row) in table.iter().enumerate() {
            for (b, g) in row.iter().enumerate() {
                let _ = writeln!(out, "{a} {b} {g}");
            }
        }
    } else {
        let cell = table
            .iter()
            .flatten()
            .max()
            .map_or(1, |g| g.max(&(n as u64)).to_string().len());
        let _ = writeln!(
            out,
            "Wythoff's game: G(a, b) for a, b = 0..={n} (row a, column b):"
        );
        let _ = write!(out, "{:>cell$} |", "G");
        for b in 0..=n {
            let _ = write!(out, " {b:>cell$}");
        }
        let _ = writeln!(out, "\n{}", "-".repeat((cell + 1) * (n + 2) + 1));
        for (a, row) in table.iter().enumerate() {
            let _ = write!(out, "{a:>cell$} |");
            for g in row {
                let _ = write!(out, " {g:>cell$}");
            }
            let _ = writeln!(out);
        }
    }
    let shown = CHECKED.min(n);
    let from_moves = mex_table(shown);
    let agrees = (0..=shown).all(|a| (0..=shown).all(|b| from_moves[a][b] == table[a][b]));
    let zeros = table.iter().enumerate().all(|(a, row)| {
        row.iter()
            .enumerate()
            .all(|(b, &g)| (g == 0) == is_cold(a as u64, b as u64))
    });
    let comment = if list { "# " } else { "" };
    let _ = writeln!(
        out,
        "{comment}the zeros are the cold positions (floor(k*phi), floor(k*phi^2)) and their mirror \
         images: {}; the mex of the moves {} the table for a, b <= {shown}",
        if zeros { "checked" } else { "NOT SO" },
        if agrees { "agrees with" } else { "DISAGREES with" },
    );
    out.finish()
}

/// `G(a, b)` for `a, b <= n` by the definition: the mex of the values of every move (any
/// number from one pile, or the same number from both).
fn mex_table(n: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; n + 1]; n + 1];
    for a in 0..=n {
        for b in 0..=n {
            let mut seen = vec![false; 3 * n + 2];
            (0..a).for_each(|x| seen[g[x][b] as usize] = true);
            (0..b).for_each(|y| seen[g[a][y] as usize] = true);
            (1..=a.min(b)).for_each(|k| seen[g[a - k][b - k] as usize] = true);
            g[a][b] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64;
        }
    }
    g
}

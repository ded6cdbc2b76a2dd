//! The kinds of pattern [`core::guess::guess_grid`](crate::core::guess::guess_grid) looks for in
//! a grid `G(a, b)` (rows `a`, columns `b`), each checked on every cell and held to the same
//! rule about evidence as a sequence's (see [`core::guess`](crate::core::guess)).
//!
//! * *The xor of two sequences*: a position made of two independent games has the xor of their
//!   values, `G(a, b) = f(a) xor g(b)`. Then `f(a) = G(a, 0) xor G(0, 0)` and `g(b) = G(0, b)`,
//!   every cell is checked against them, and each sequence must have a pattern of its own.
//! * *Periodic in both coordinates*: row `a + P` equals row `a` for `a >= a0`, and column
//!   `b + Q` equals column `b` for `b >= b0`; found as the period of the sequence of rows (each
//!   row named by its contents) and of columns, each held to a sequence's conditions.
//! * *A formula* over `a`, `b` and their neighbours ([`formula`](crate::core::guess::formula)), on every cell, or
//!   on every cell past a first row or column that is constant.
//! * For the P-positions alone: the same periodic and formula kinds on the 0/1 table, and
//!   *Wythoff pairs*: the P-positions of the `m`-Wythoff game (take from one pile, or from both
//!   amounts differing by less than `m`) are `(floor(k·α), floor(k·α) + m·k)` and their mirror
//!   images, `α = (2 - m + √(m² + 4)) / 2` (Fraenkel's theorem); `m` is read off the table (the
//!   P-position `(1, 1 + m)`) and the closed form is checked on every cell.

use crate::core::guess::evidence::{Candidate, Evidence};
use crate::core::guess::formula;
use crate::core::guess::pattern::{GridFormula, GridPeriodic, Kind, Wythoff};
use crate::core::guess::sequence::{periodic_of_sequence, z_function};
use std::collections::HashMap;

/// Every kind of value pattern that fits the grid with enough evidence.
pub(crate) fn value_candidates(
    values: &[u64],
    rows: usize,
    cols: usize,
    weak: &mut Vec<String>,
) -> Vec<Candidate> {
    let mut found = Vec::new();
    if values.iter().all(|&v| v == values[0]) {
        if values.len() >= 16 {
            found.push(Candidate::new(
                Kind::Constant(values[0]),
                1,
                format!("constant {}", values[0]),
            ));
        }
        return found;
    }
    let evidence = Evidence::of_grid(values, cols);
    let kinds: [GridKind; 3] = [xor_of_sequences, periodic, formula];
    found.extend(
        kinds
            .iter()
            .filter_map(|kind| kind(values, rows, cols, &evidence, weak)),
    );
    found
}

/// One kind of grid pattern: the candidate it fits to a table, if any (reasons it was too
/// weak go to `weak`).
type GridKind = fn(&[u64], usize, usize, &Evidence, &mut Vec<String>) -> Option<Candidate>;

/// Every kind of P-position pattern that fits the 0/1 grid (1 at P-positions).
pub(crate) fn outcome_candidates(
    indicator: &[u64],
    rows: usize,
    cols: usize,
    weak: &mut Vec<String>,
) -> Vec<Candidate> {
    let mut found = Vec::new();
    let zeros = indicator.iter().filter(|&&v| v == 1).count();
    if zeros == 0 || zeros == indicator.len() {
        return found;
    }
    let evidence = Evidence::of_grid(indicator, cols);
    let kinds: [GridKind; 3] = [periodic, formula, wythoff];
    found.extend(
        kinds
            .iter()
            .filter_map(|kind| kind(indicator, rows, cols, &evidence, weak)),
    );
    found
}

/// `G(a, b) = f(a) xor g(b)` with both sequences patterned.
pub(crate) fn xor_of_sequences(
    values: &[u64],
    rows: usize,
    cols: usize,
    evidence: &Evidence,
    weak: &mut Vec<String>,
) -> Option<Candidate> {
    let at = |a: usize, b: usize| values[a * cols + b];
    let corner = at(0, 0);
    let f: Vec<u64> = (0..rows).map(|a| at(a, 0) ^ corner).collect();
    let g: Vec<u64> = (0..cols).map(|b| at(0, b)).collect();
    for (a, &fa) in f.iter().enumerate() {
        for (b, &gb) in g.iter().enumerate() {
            if at(a, b) != fa ^ gb {
                return None;
            }
        }
    }
    // The cells off the first row and column are what the xor predicts.
    let mut bits = 0.0;
    for a in 1..rows {
        bits += evidence.bits(a * cols + 1, (a + 1) * cols);
    }
    if bits < evidence.needed {
        weak.push(format!(
            "the xor of a row and a column fits, with {bits:.0} bits of evidence where {:.0} \
             are needed",
            evidence.needed
        ));
        return None;
    }
    let (fg, gg) = match (periodic_of_sequence(&f), periodic_of_sequence(&g)) {
        (Ok(fg), Ok(gg)) if !fg.outcomes_only() && !gg.outcomes_only() => (fg, gg),
        (f_res, g_res) => {
            let why = |r: Result<crate::core::guess::Guess, crate::core::guess::NoPattern>| match r
            {
                Ok(_) => "only its P-positions have a pattern".to_string(),
                Err(e) => e.reason,
            };
            let (fw, gw) = (why(f_res), why(g_res));
            weak.push(format!(
                "G(a, b) = f(a) xor g(b) fits every cell, but f or g has no pattern of its \
                 own (f: {fw}; g: {gw})"
            ));
            return None;
        }
    };
    let cost = fg.cost() + gg.cost() + 1;
    Some(Candidate::new(
        Kind::Xor(Box::new(fg), Box::new(gg)),
        cost,
        "the xor of a row pattern and a column pattern".to_string(),
    ))
}

/// For each shift `p`, the first index from which `ids[i + p] = ids[i]` to the end.
pub(crate) fn periodic_starts(ids: &[usize]) -> Vec<usize> {
    let n = ids.len();
    let reversed: Vec<usize> = ids.iter().rev().copied().collect();
    let z = z_function(&reversed);
    (0..n)
        .map(|p| if p == 0 { 0 } else { n - (p + z[p]).min(n) })
        .collect()
}

/// The smallest period of `ids` held to a sequence's conditions: `(start, period)`.
pub(crate) fn smallest_period(ids: &[usize]) -> Option<(usize, usize)> {
    let n = ids.len();
    let starts = periodic_starts(ids);
    (1..=n / 3).find_map(|p| {
        let s = starts[p];
        (n - s >= 3 * p && n >= 2 * (s + p)).then_some((s, p))
    })
}

/// Rows and columns both periodic.
pub(crate) fn periodic(
    values: &[u64],
    rows: usize,
    cols: usize,
    evidence: &Evidence,
    weak: &mut Vec<String>,
) -> Option<Candidate> {
    let mut names: HashMap<Vec<u64>, usize> = HashMap::new();
    let row_ids: Vec<usize> = (0..rows)
        .map(|a| {
            let row = values[a * cols..(a + 1) * cols].to_vec();
            let next = names.len();
            *names.entry(row).or_insert(next)
        })
        .collect();
    names.clear();
    let col_ids: Vec<usize> = (0..cols)
        .map(|b| {
            let col: Vec<u64> = (0..rows).map(|a| values[a * cols + b]).collect();
            let next = names.len();
            *names.entry(col).or_insert(next)
        })
        .collect();
    let (a0, p) = smallest_period(&row_ids)?;
    let (b0, q) = smallest_period(&col_ids)?;
    let (ra, cb) = (a0 + p, b0 + q);
    // Every cell outside the fundamental box is predicted.
    let mut bits = 0.0;
    for a in 0..rows {
        if a < ra {
            bits += evidence.bits(a * cols + cb, (a + 1) * cols);
        } else {
            bits += evidence.bits(a * cols, (a + 1) * cols);
        }
    }
    if bits < evidence.needed {
        weak.push(format!(
            "periodic in both coordinates fits (rows {p} from {a0}, columns {q} from {b0}), \
             with {bits:.0} bits of evidence where {:.0} are needed",
            evidence.needed
        ));
        return None;
    }
    Some(Candidate::new(
        Kind::GridPeriodic(GridPeriodic {
            row_pre: a0 as u64,
            rows: p as u64,
            col_pre: b0 as u64,
            cols: q as u64,
        }),
        ra * cb,
        format!("periodic rows ({p} from {a0}) and columns ({q} from {b0})"),
    ))
}

/// The smallest formula over `(a, b)` that fits every cell past a constant first row and/or
/// column.
pub(crate) fn formula(
    values: &[u64],
    rows: usize,
    cols: usize,
    evidence: &Evidence,
    weak: &mut Vec<String>,
) -> Option<Candidate> {
    if rows < 8 || cols < 8 {
        return None;
    }
    let at = |a: usize, b: usize| values[a * cols + b];
    let mut samples = Vec::new();
    let mut wanted = Vec::new();
    for a in 1..7usize {
        for b in 1..7usize {
            let v = at(a, b);
            if v >= u64::from(u32::MAX) {
                return None;
            }
            samples.push([a as u64, b as u64]);
            wanted.push(v as u32);
        }
    }
    let fits_from = |f: &formula::Formula, a0: usize, b0: usize| {
        (a0..rows).all(|a| (b0..cols).all(|b| f.eval(&[a as u64, b as u64]) == Some(at(a, b))))
    };
    let found = formula::search(2, &samples, &wanted, |f| fits_from(f, 1, 1));
    let f = found.formulas.into_iter().next()?;
    // The region it fits: everything, or past a first row and/or column that is constant.
    let constant_edge = |a0: usize, b0: usize| -> Option<u64> {
        let mut edge = None;
        for a in 0..rows {
            for b in 0..cols {
                if a >= a0 && b >= b0 {
                    continue;
                }
                match edge {
                    None => edge = Some(at(a, b)),
                    Some(e) if e != at(a, b) => return None,
                    _ => {}
                }
            }
        }
        Some(edge.unwrap_or(0))
    };
    let (from, edge) = [(0, 0), (0, 1), (1, 0), (1, 1)]
        .into_iter()
        .find_map(|(a0, b0)| {
            let edge = constant_edge(a0, b0)?;
            fits_from(&f, a0, b0).then_some(([a0 as u64, b0 as u64], edge))
        })?;
    let mut bits = 0.0;
    for a in from[0] as usize..rows {
        bits += evidence.bits(a * cols + from[1] as usize, (a + 1) * cols);
    }
    let needed = evidence.needed + (found.tried as f64).log2();
    if bits < needed {
        weak.push(format!(
            "the formula {} fits, with {bits:.0} bits of evidence where {needed:.0} are needed",
            f.text(&["a", "b"])
        ));
        return None;
    }
    let name = format!("the formula {}", f.text(&["a", "b"]));
    let cost = 2 * f.size() + (from[0] + from[1]) as usize;
    Some(Candidate::new(
        Kind::GridFormula(GridFormula {
            formula: f,
            from,
            edge,
        }),
        cost,
        name,
    ))
}

/// The P-positions of the `m`-Wythoff game, `m` read off the table.
pub(crate) fn wythoff(
    indicator: &[u64],
    rows: usize,
    cols: usize,
    evidence: &Evidence,
    weak: &mut Vec<String>,
) -> Option<Candidate> {
    let at = |a: usize, b: usize| indicator[a * cols + b] == 1;
    if !at(0, 0) {
        return None;
    }
    // The P-position (1, 1 + m) in row 1.
    let m = (2..cols).find(|&b| at(1, b))? as u64 - 1;
    if m == 0 || m > 17 {
        return None;
    }
    let w = Wythoff::new(m);
    let fits = (0..rows).all(|a| (0..cols).all(|b| w.contains(a as u64, b as u64) == at(a, b)));
    if !fits {
        return None;
    }
    // How many pairs (k >= 1) the table shows whole.
    let pairs = (1..)
        .take_while(|&k: &u64| {
            (0..rows.min(cols) as u64).any(|x| w.contains(x, x + m * k) && x + m * k < cols as u64)
        })
        .count();
    let bits = evidence.bits(0, indicator.len());
    if pairs < 5 || bits < evidence.needed {
        weak.push(format!(
            "the P-positions look like the {m}-Wythoff pairs, but the table shows only {pairs} \
             of them where 5 are needed"
        ));
        return None;
    }
    Some(Candidate::new(
        Kind::Wythoff(w),
        4,
        format!("the {m}-Wythoff pairs"),
    ))
}

#[cfg(test)]
mod tests {
    use crate::core::guess::{guess_grid, Answer};

    pub(crate) fn grid(rows: usize, cols: usize, f: impl Fn(u64, u64) -> u64) -> Vec<u64> {
        (0..rows * cols)
            .map(|i| f((i / cols) as u64, (i % cols) as u64))
            .collect()
    }

    #[test]
    pub(crate) fn e_and_d_is_a_formula() {
        // Rows and columns are the piles 1, 2, …: G = trailing ones of (a - 1) | (b - 1).
        let values = grid(40, 40, |a, b| u64::from((a | b).trailing_ones()));
        let found = guess_grid(&values, 40, 40).unwrap();
        let want = |a: u64, b: u64| Answer::Value(u64::from((a | b).trailing_ones()));
        for (a, b) in [(1_999_999_999, 7), (1 << 40, (1 << 40) - 1), (123, 456)] {
            assert_eq!(found.at_cell(a, b), Ok(want(a, b)), "{}", found.report());
        }
    }

    #[test]
    pub(crate) fn a_sum_of_two_subtraction_games_is_their_xor() {
        // Take 1-3 from pile a, 1-2 from pile b.
        let values = grid(30, 30, |a, b| (a % 4) ^ (b % 3));
        let found = guess_grid(&values, 30, 30).unwrap();
        assert_eq!(
            found.at_cell(1_000_000_007, 999_999_999_998),
            // (1_000_000_007 mod 4) xor (999_999_999_998 mod 3) = 3 xor 2.
            Ok(Answer::Value(1))
        );
    }

    #[test]
    pub(crate) fn wythoff_gives_its_p_positions() {
        // Wythoff's values from the moves.
        let n = 40usize;
        let mut g = vec![0u64; n * n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; 3 * n];
                for t in 1..=a {
                    seen[g[(a - t) * n + b] as usize] = true;
                }
                for t in 1..=b {
                    seen[g[a * n + b - t] as usize] = true;
                }
                for t in 1..=a.min(b) {
                    seen[g[(a - t) * n + b - t] as usize] = true;
                }
                g[a * n + b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        let found = guess_grid(&g, n, n).unwrap();
        assert!(found.outcomes_only(), "{}", found.report());
        let phi = |k: u64| crate::core::arith::floor_phi(k);
        for k in [1000u64, 123_456_789, 100_000_000_000_000_000] {
            assert_eq!(found.at_cell(phi(k), phi(k) + k), Ok(Answer::P));
            assert_eq!(found.at_cell(phi(k) + k, phi(k)), Ok(Answer::P));
            assert_eq!(found.at_cell(phi(k) + 1, phi(k) + k), Ok(Answer::N));
        }
    }

    #[test]
    pub(crate) fn parity_classes() {
        // P-positions where both are even, values otherwise noisy but nonzero.
        let values = grid(24, 24, |a, b| {
            if a % 2 == 0 && b % 2 == 0 {
                0
            } else {
                1 + (a * 7 + b * 13 + a * b) % 5
            }
        });
        let found = guess_grid(&values, 24, 24).unwrap();
        assert!(found.outcomes_only());
        assert_eq!(found.at_cell(1 << 40, 6), Ok(Answer::P));
        assert_eq!(found.at_cell(1 << 40, 7), Ok(Answer::N));
    }
}

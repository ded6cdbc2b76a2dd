//! The rule about evidence (see [`core::guess`](crate::core::guess)): what a table's terms are
//! worth, the kinds that fit with their costs, and the choice among them.

use crate::core::guess::pattern::{Guess, Kind, NoPattern};
use std::collections::HashMap;

/// The fewest terms a sequence needs before any pattern is claimed.
pub(crate) const MIN_TERMS: usize = 8;
/// A constant needs this many terms.
pub(crate) const MIN_CONSTANT: usize = 12;
/// The largest modulus of a self-similar pattern.
pub(crate) const MAX_MODULUS: u64 = 12;
/// Bits of evidence every pattern needs beyond `2·log2 N`.
pub(crate) const BASE_BITS: f64 = 16.0;

/// Per-term evidence: `bits[n]` is `log2(N / count of the value of term n)`; prefix sums.
pub(crate) struct Evidence {
    pub(crate) prefix: Vec<f64>,
    pub(crate) needed: f64,
}

impl Evidence {
    /// The evidence of a grid given row by row: a cell's predecessor is the one to its left,
    /// or above it in the first column.
    pub(crate) fn of_grid(values: &[u64], cols: usize) -> Self {
        Evidence::with_predecessors(values, |i| {
            if i % cols > 0 {
                Some(i - 1)
            } else {
                i.checked_sub(cols)
            }
        })
    }

    /// The evidence of a sequence: each term's predecessor is the term before it.
    pub(crate) fn new(values: &[u64]) -> Self {
        Self::with_predecessors(values, |i| i.checked_sub(1))
    }

    /// Per-term bits where `before(i)` is the term a term is compared with (the one before it
    /// in a sequence; the one to its left in a grid's row). A term equal to it counts
    /// `-log2 ρ`, `ρ` the share of such terms; another counts `-log2 (1 - ρ)` plus the
    /// surprise of its value, `log2(N / count of its value)`. So long runs of one value prove
    /// little by being long: a table made of runs is worth its changes, not its length (a
    /// rule that only lands inside the same run twice fits any such table).
    pub(crate) fn with_predecessors(
        values: &[u64],
        before: impl Fn(usize) -> Option<usize>,
    ) -> Self {
        let mut counts: HashMap<u64, usize> = HashMap::new();
        for &v in values {
            *counts.entry(v).or_insert(0) += 1;
        }
        let n = values.len() as f64;
        let (mut same, mut pairs) = (0usize, 0usize);
        for i in 0..values.len() {
            if let Some(j) = before(i) {
                pairs += 1;
                same += usize::from(values[i] == values[j]);
            }
        }
        // Laplace's rule: never 0 or 1.
        let rho = (same as f64 + 1.0) / (pairs as f64 + 2.0);
        let mut prefix = Vec::with_capacity(values.len() + 1);
        prefix.push(0.0);
        let mut sum = 0.0;
        for (i, v) in values.iter().enumerate() {
            let surprise = (n / counts[v] as f64).log2();
            sum += match before(i) {
                Some(j) if values[j] == *v => -rho.log2(),
                Some(_) => -(1.0 - rho).log2() + surprise,
                None => surprise,
            };
            prefix.push(sum);
        }
        Evidence {
            prefix,
            needed: BASE_BITS + 2.0 * n.max(2.0).log2(),
        }
    }

    /// The bits of the terms `from..to`.
    pub(crate) fn bits(&self, from: usize, to: usize) -> f64 {
        if from >= to {
            return 0.0;
        }
        self.prefix[to] - self.prefix[from]
    }
}

/// A kind that fits, with its cost (the numbers that describe it) and the kind itself.
pub(crate) struct Candidate {
    pub(crate) kind: Kind,
    pub(crate) cost: usize,
    pub(crate) name: String,
}

pub(crate) fn no_pattern_reason(n: usize, what: &str, weak: &[String]) -> String {
    if weak.is_empty() {
        format!("no kind of pattern fits all {n} {what}")
    } else {
        format!(
            "no kind of pattern fits all {n} {what} with enough evidence: {} (more {what} \
             may show it)",
            weak.join("; ")
        )
    }
}

/// Picks the cheapest candidate, if all the others agree with it past the table; `Err` when
/// two disagree.
pub(crate) fn choose(
    table: &[u64],
    grid: Option<(usize, usize)>,
    mut found: Vec<Candidate>,
    outcomes: bool,
) -> Result<Option<Guess>, NoPattern> {
    if found.is_empty() {
        return Ok(None);
    }
    found.sort_by_key(|c| c.cost);
    let make = |c: &Candidate| Guess {
        table: table.to_vec(),
        grid,
        kind: c.kind.clone(),
        outcomes,
        others: Vec::new(),
        cost: c.cost,
    };
    let best = make(&found[0]);
    let mut others = Vec::new();
    for other in &found[1..] {
        let g = make(other);
        if let Some(point) = disagreement(&best, &g) {
            return Err(NoPattern {
                reason: format!(
                    "two kinds fit every term but disagree past the table at {point}: {} and \
                     {} (more terms may tell them apart)",
                    found[0].name, other.name
                ),
            });
        }
        others.push((other.name.clone(), other.cost));
    }
    let mut best = best;
    best.others = others;
    Ok(Some(best))
}

/// A point past the table where `a` and `b` answer differently, if any among the points
/// checked: the next `2N` (between 200 and 2000), then scattered far ones.
pub(crate) fn disagreement(a: &Guess, b: &Guess) -> Option<String> {
    if let Some((rows, cols)) = a.grid {
        let (r, c) = (rows as u64, cols as u64);
        let mut points = Vec::new();
        for i in 0..40u64 {
            for j in 0..40u64 {
                points.push((r + i, j));
                points.push((i, c + j));
                points.push((r + i, c + j));
            }
        }
        for &x in &FAR {
            for &y in &FAR {
                points.push((x, y));
            }
        }
        for (x, y) in points {
            if let (Ok(u), Ok(v)) = (a.eval_cell(x, y), b.eval_cell(x, y)) {
                if u != v {
                    return Some(format!("(a, b) = ({x}, {y})"));
                }
            }
        }
        return None;
    }
    let n = a.table.len() as u64;
    let near = n..n + 2 * n.clamp(100, 1000);
    for x in near.chain(FAR.iter().copied()) {
        if let (Ok(u), Ok(v)) = (a.eval(x), b.eval(x)) {
            if u != v {
                return Some(format!("n = {x}"));
            }
        }
    }
    None
}

/// Far points where two patterns are compared.
pub(crate) const FAR: [u64; 12] = [
    1_000,
    4_096,
    10_007,
    65_535,
    99_991,
    1_000_003,
    16_777_216,
    999_999_937,
    1_000_000_007,
    1 << 40,
    999_999_999_989,
    1_000_000_000_000_000_003,
];

impl Candidate {
    /// A kind that fits, with its cost and name.
    pub(crate) fn new(kind: Kind, cost: usize, name: String) -> Self {
        Candidate { kind, cost, name }
    }
}

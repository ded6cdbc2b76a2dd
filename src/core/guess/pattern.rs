//! The model of a pattern: [`Guess`], the kinds it may be with their parameters, and its value
//! at any position (the searches that find one are in `sequence` and `grid`, its words in
//! `report`, its code in `emit`).

use crate::core::guess::formula::Formula;
use crate::core::guess::quadratic::Quadratic;
pub use crate::core::period::Language;
use crate::core::period::Periodic;
use std::fmt::Write as _;

/// What a pattern says about a position: its SG value, or only whether it is a P-position
/// (the player to move loses) or an N-position (the player to move wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The SG value.
    Value(u64),
    /// A P-position: the player to move loses (value 0).
    P,
    /// An N-position: the player to move wins (value not 0).
    N,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Answer::Value(v) => write!(f, "{v}"),
            Answer::P => f.write_str("P"),
            Answer::N => f.write_str("N"),
        }
    }
}

/// Why no pattern was claimed: no kind fits, or one fits but the data supports it too weakly,
/// or two fit and disagree past the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoPattern {
    /// One line saying why.
    pub reason: String,
}

impl std::fmt::Display for NoPattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason)
    }
}

/// Why [`Guess::at`] has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtError {
    /// The value does not fit in 64 bits.
    Overflow,
    /// A sequence's pattern asked at a cell, or a grid's at a single index.
    Dimensions,
}

impl std::fmt::Display for AtError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AtError::Overflow => f.write_str("the pattern's value there does not fit in 64 bits"),
            AtError::Dimensions => {
                f.write_str("a sequence's pattern takes one index, a grid's two")
            }
        }
    }
}

/// A pattern found by [`guess`](crate::core::guess::guess) or
/// [`guess_grid`](crate::core::guess::guess_grid): its kind and parameters, with the table it
/// was found in (the values it does not predict come from there).
///
/// # Example
/// Lasker's Nim (remove any number, or split a heap in two) from its first 60 values:
///
/// ```
/// use grundy::core::guess::{guess, Answer, Language};
/// use grundy::core::sg_table::table;
/// let values: Vec<u64> = table(60, |x, sg, options| {
///     (0..x).for_each(|y| options.insert(sg[y]));
///     (1..x).for_each(|a| options.insert(sg[a] ^ sg[x - a]));
/// })
/// .into_iter()
/// .map(u64::from)
/// .collect();
/// let found = guess(&values).unwrap();
/// assert!(found.report().starts_with("pattern: eventually arithmetic-periodic"));
/// assert_eq!(found.at(1_000_000_000_000_000_003), Ok(Answer::Value(1_000_000_000_000_000_004)));
/// assert!(found.code(Language::Rust).contains("fn sg(n: u64) -> u64"));
/// ```
#[derive(Clone, Debug)]
pub struct Guess {
    /// The modelled table: the values, or for an outcome pattern 1 at P-positions, 0 elsewhere
    /// (row-major for a grid).
    pub(crate) table: Vec<u64>,
    /// `(rows, columns)` for a grid.
    pub(crate) grid: Option<(usize, usize)>,
    pub(crate) kind: Kind,
    /// Only P or N is claimed.
    pub(crate) outcomes: bool,
    /// The other kinds that fit, each with its cost.
    pub(crate) others: Vec<(String, usize)>,
    pub(crate) cost: usize,
}

/// Where a pattern stands: the kind with its parameters.
#[derive(Clone, Debug)]
pub(crate) enum Kind {
    Constant(u64),
    Periodic(Periodic),
    SelfSimilar(SelfSimilar),
    Formula { formula: Formula, from: u64 },
    Runs(Runs),
    Recurrence(Recurrence),
    Beatty(Beatty),
    Xor(Box<Guess>, Box<Guess>),
    GridPeriodic(GridPeriodic),
    GridFormula(GridFormula),
    Wythoff(Wythoff),
}

/// For `n >= start`, residue `n mod k` follows its rule.
#[derive(Clone, Debug)]
pub(crate) struct SelfSimilar {
    pub(crate) k: u64,
    pub(crate) start: u64,
    pub(crate) rules: Vec<Rule>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// `G(kq + r) = a·q + b`.
    Linear { a: u64, b: i64 },
    /// `G(kq + r) = G(jq + t) + c`.
    Refer { j: u64, t: u64, c: u64 },
}

/// Runs of equal values: boundaries `b(0) = 0 < b(1) < …`, run `i` holding `[b(i), b(i + 1))`,
/// with `b(i + q) = mult·b(i) + add` for `i >= from`, and values `v(i + q) = v(i) + step` for
/// `i >= from`.
#[derive(Clone, Debug)]
pub(crate) struct Runs {
    pub(crate) bounds: Vec<u64>,
    pub(crate) values: Vec<u64>,
    pub(crate) q: usize,
    pub(crate) from: usize,
    pub(crate) mult: u64,
    pub(crate) add: i64,
    pub(crate) step: u64,
}

/// The P-positions `z(0) < z(1) < …` with `z(i + 2) = x·z(i + 1) + y·z(i) + c` for `i >= from`.
#[derive(Clone, Debug)]
pub(crate) struct Recurrence {
    pub(crate) zeros: Vec<u64>,
    pub(crate) from: usize,
    pub(crate) x: u64,
    pub(crate) y: u64,
    pub(crate) c: i64,
}

/// The P-positions `floor((i + offset)·α) + shift`, `i = 0, 1, …`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Beatty {
    pub(crate) alpha: Quadratic,
    pub(crate) offset: u64,
    pub(crate) shift: i64,
}

/// Rows periodic from `row_pre` with period `rows`, columns from `col_pre` with `cols`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GridPeriodic {
    pub(crate) row_pre: u64,
    pub(crate) rows: u64,
    pub(crate) col_pre: u64,
    pub(crate) cols: u64,
}

/// `formula(a, b)` for `a >= from[0]` and `b >= from[1]`; the row or column before (if any)
/// is constant, `edge`.
#[derive(Clone, Debug)]
pub(crate) struct GridFormula {
    pub(crate) formula: Formula,
    pub(crate) from: [u64; 2],
    pub(crate) edge: u64,
}

/// The P-positions of the `m`-Wythoff game: `(floor(kα), floor(kα) + m·k)` and their mirror
/// images, `α = (2 - m + √(m² + 4)) / 2`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Wythoff {
    pub(crate) m: u64,
    pub(crate) alpha: Quadratic,
}

impl Guess {
    /// The pattern's answer at `n` (a sequence): the table's own value for `n` inside it, the
    /// pattern's past it, up to `u64::MAX`.
    ///
    /// O(1) for periods, constants and formulas; O(log n) steps for self-similar patterns,
    /// runs, recurrences (about `log n / log(k/j)`, at most a few hundred) and Beatty
    /// sequences (exact integer arithmetic, no floating point).
    pub fn at(&self, n: u64) -> Result<Answer, AtError> {
        if self.grid.is_some() {
            return Err(AtError::Dimensions);
        }
        let v = self.eval(n)?;
        Ok(self.answer(v))
    }

    /// The pattern's answer at cell `(a, b)` (a grid), as [`at`](Self::at) for a sequence.
    ///
    /// O(1), or O(log) for the parts of a sum that need it.
    pub fn at_cell(&self, a: u64, b: u64) -> Result<Answer, AtError> {
        if self.grid.is_none() {
            return Err(AtError::Dimensions);
        }
        let v = self.eval_cell(a, b)?;
        Ok(self.answer(v))
    }

    /// Does the pattern give only P or N (the P-positions follow it, the values do not)?
    ///
    /// O(1).
    pub fn outcomes_only(&self) -> bool {
        self.outcomes
    }

    /// Is this the pattern of a grid?
    ///
    /// O(1).
    pub fn is_grid(&self) -> bool {
        self.grid.is_some()
    }

    pub(crate) fn answer(&self, v: u64) -> Answer {
        if self.outcomes {
            if v == 1 {
                Answer::P
            } else {
                Answer::N
            }
        } else {
            Answer::Value(v)
        }
    }

    /// The modelled value at `n` (1 for a P-position in an outcome pattern).
    pub(crate) fn eval(&self, n: u64) -> Result<u64, AtError> {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.table.get(i)) {
            return Ok(v);
        }
        let len = self.table.len() as u64;
        match &self.kind {
            Kind::Constant(c) => Ok(*c),
            Kind::Periodic(p) => p.value(&self.table, n).ok_or(AtError::Overflow),
            Kind::SelfSimilar(s) => s.eval(&self.table, n),
            Kind::Formula { formula, .. } => formula.eval(&[n]).ok_or(AtError::Overflow),
            Kind::Runs(r) => r.eval(n),
            Kind::Recurrence(r) => Ok(u64::from(r.contains(n))),
            Kind::Beatty(b) => Ok(u64::from(b.contains(n))),
            _ => {
                let _ = len;
                Err(AtError::Dimensions)
            }
        }
    }

    /// The modelled value at `(a, b)`.
    pub(crate) fn eval_cell(&self, a: u64, b: u64) -> Result<u64, AtError> {
        let (rows, cols) = self.grid.ok_or(AtError::Dimensions)?;
        if a < rows as u64 && b < cols as u64 {
            return Ok(self.table[a as usize * cols + b as usize]);
        }
        match &self.kind {
            Kind::Constant(c) => Ok(*c),
            Kind::Xor(f, g) => Ok(f.eval(a)? ^ g.eval(b)?),
            Kind::GridPeriodic(p) => {
                let a = reduce(a, p.row_pre, p.rows, rows as u64);
                let b = reduce(b, p.col_pre, p.cols, cols as u64);
                Ok(self.table[a as usize * cols + b as usize])
            }
            Kind::GridFormula(f) => {
                if a < f.from[0] || b < f.from[1] {
                    Ok(f.edge)
                } else {
                    f.formula.eval(&[a, b]).ok_or(AtError::Overflow)
                }
            }
            Kind::Wythoff(w) => Ok(u64::from(w.contains(a, b))),
            _ => Err(AtError::Dimensions),
        }
    }
}

/// `x` reduced into the table: itself below `len`, else into `pre..pre + period`.
pub(crate) fn reduce(x: u64, pre: u64, period: u64, len: u64) -> u64 {
    if x < len {
        x
    } else {
        pre + (x - pre) % period
    }
}

impl SelfSimilar {
    pub(crate) fn eval(&self, table: &[u64], n: u64) -> Result<u64, AtError> {
        let (mut n, mut add) = (n, 0u64);
        loop {
            if n < self.start || (n as u128) < table.len() as u128 {
                if let Some(&v) = usize::try_from(n).ok().and_then(|i| table.get(i)) {
                    return v.checked_add(add).ok_or(AtError::Overflow);
                }
            }
            let (q, r) = (n / self.k, (n % self.k) as usize);
            match self.rules[r] {
                Rule::Linear { a, b } => {
                    let v = i128::from(a) * i128::from(q) + i128::from(b) + i128::from(add);
                    return u64::try_from(v).map_err(|_| AtError::Overflow);
                }
                Rule::Refer { j, t, c } => {
                    n = j * q + t;
                    add = add.checked_add(c).ok_or(AtError::Overflow)?;
                }
            }
        }
    }
}

impl Runs {
    pub(crate) fn eval(&self, n: u64) -> Result<u64, AtError> {
        let mut bounds: Vec<i128> = self.bounds.iter().map(|&b| i128::from(b)).collect();
        let mut values: Vec<i128> = self.values.iter().map(|&v| i128::from(v)).collect();
        while bounds.last().copied().unwrap_or(0) <= i128::from(n) {
            let i = bounds.len();
            let next = i128::from(self.mult) * bounds[i - self.q] + i128::from(self.add);
            if next <= bounds[i - 1] || next > i128::from(u64::MAX) * 4 {
                return Err(AtError::Overflow);
            }
            bounds.push(next);
        }
        while values.len() < bounds.len() {
            let i = values.len();
            values.push(values[i - self.q] + i128::from(self.step));
        }
        let i = bounds
            .iter()
            .rposition(|&b| b <= i128::from(n))
            .unwrap_or(0);
        u64::try_from(values[i]).map_err(|_| AtError::Overflow)
    }
}

impl Recurrence {
    /// `z(i + 2) = x·z(i + 1) + y·z(i) + c`, without the zero terms.
    pub(crate) fn rule(&self) -> String {
        let mut terms = Vec::new();
        match self.x {
            0 => {}
            1 => terms.push("z(i + 1)".to_string()),
            x => terms.push(format!("{x}·z(i + 1)")),
        }
        match self.y {
            0 => {}
            1 => terms.push("z(i)".to_string()),
            y => terms.push(format!("{y}·z(i)")),
        }
        let mut text = format!("z(i + 2) = {}", terms.join(" + "));
        if self.c != 0 {
            let _ = write!(
                text,
                " {} {}",
                if self.c < 0 { "-" } else { "+" },
                self.c.abs()
            );
        }
        text
    }

    /// The next term after the last two.
    pub(crate) fn next(&self, a: i128, b: i128) -> i128 {
        i128::from(self.x) * b + i128::from(self.y) * a + i128::from(self.c)
    }

    pub(crate) fn contains(&self, n: u64) -> bool {
        let n = i128::from(n);
        if self.zeros.iter().any(|&z| i128::from(z) == n) {
            return true;
        }
        let k = self.zeros.len();
        let (mut a, mut b) = (i128::from(self.zeros[k - 2]), i128::from(self.zeros[k - 1]));
        while b < n {
            let c = self.next(a, b);
            if c <= b {
                return false;
            }
            a = b;
            b = c;
        }
        b == n
    }
}

impl Beatty {
    pub(crate) fn contains(&self, n: u64) -> bool {
        let m = i128::from(n) - i128::from(self.shift);
        if m < 0 {
            return false;
        }
        // k near m / α.
        let k0 = self.alpha.floor_div(m) - 2;
        let from = k0.max(i128::from(self.offset));
        (from..from + 6).any(|k| self.alpha.floor_mul(k) == m)
    }
}

impl Wythoff {
    /// The `m`-Wythoff game's pairs, `α = (2 - m + √(m² + 4)) / 2`.
    pub(crate) fn new(m: u64) -> Self {
        Wythoff {
            m,
            alpha: Quadratic {
                p: 2 - m as i64,
                q: 1,
                d: m * m + 4,
                r: 2,
            },
        }
    }

    pub(crate) fn contains(&self, a: u64, b: u64) -> bool {
        let (x, y) = (i128::from(a.min(b)), i128::from(a.max(b)));
        let m = i128::from(self.m);
        (y - x) % m == 0 && self.alpha.floor_mul((y - x) / m) == x
    }
}

//! A pattern in words: the report `grundy guess` prints (the kind, its formula, the support
//! the table gives it, and why it was chosen).

use crate::core::guess::pattern::{GridPeriodic, Guess, Kind, Rule};
use crate::core::period::Periodic;
use std::fmt::Write as _;

impl Guess {
    /// The report: the pattern in words, its formula, its support (how many terms, from
    /// where, how many periods), its status, and why it was chosen; one `name: text` line each.
    ///
    /// O(size of the pattern's parameters).
    pub fn report(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "pattern: {}", self.name());
        let _ = writeln!(out, "formula: {}", self.formula());
        if let Kind::GridPeriodic(p) = &self.kind {
            out.push_str(&self.grid_table(p));
        }
        let _ = writeln!(out, "support: {}", self.support());
        let terms = self.table.len();
        let what = if self.grid.is_some() {
            "cells"
        } else {
            "terms"
        };
        let _ = writeln!(
            out,
            "status: a guess: it fits all {terms} {what} given, which proves nothing past them"
        );
        let mut why = format!("the simplest kind that fits ({} parameters)", self.cost);
        if !self.others.is_empty() {
            let others: Vec<String> = self
                .others
                .iter()
                .map(|(name, cost)| format!("{name}: {cost}"))
                .collect();
            let _ = write!(why, "; also fit, and agree with it: {}", others.join("; "));
        }
        if self.outcomes {
            why.push_str("; no kind fits the values themselves");
        }
        let _ = writeln!(out, "why: {why}");
        out
    }

    /// The kind in words.
    pub(crate) fn name(&self) -> String {
        let outcome = |what: String| format!("P-positions only: {what}");
        let text = match &self.kind {
            Kind::Constant(c) => format!("constant {c}"),
            Kind::Periodic(p) => periodic_name(p),
            Kind::SelfSimilar(s) => format!(
                "self-similar: each residue of n mod {} follows its own rule from n = {}",
                s.k, s.start
            ),
            Kind::Formula { formula, from } => {
                format!("a formula: {} from n = {from}", formula.text(&["n"]))
            }
            Kind::Runs(r) => format!(
                "runs of equal values whose ends grow geometrically (b(i + {}) = {}·b(i) {:+})",
                r.q, r.mult, r.add
            ),
            Kind::Recurrence(r) => format!(
                "a recurrence of the P-positions z(0) < z(1) < …: {} from z({}) = {}",
                r.rule(),
                r.from,
                r.zeros[r.from]
            ),
            Kind::Beatty(b) => format!(
                "a Beatty sequence: floor((i + {})·{}) {:+}, i = 0, 1, …",
                b.offset,
                b.alpha.text(),
                b.shift
            ),
            Kind::Xor(f, g) => format!(
                "the xor of two sequences (a sum of two games): f(a) = {}; g(b) = {}",
                f.name(),
                g.name()
            ),
            Kind::GridPeriodic(p) => format!(
                "periodic in both coordinates: rows with period {} from a = {}, columns with \
                 period {} from b = {}",
                p.rows, p.row_pre, p.cols, p.col_pre
            ),
            Kind::GridFormula(f) => format!("a formula: {}", f.formula.text(&["a", "b"])),
            Kind::Wythoff(w) => format!(
                "Wythoff pairs: (floor(k·α), floor(k·α) + {}·k) and their mirror images, \
                 α = {}",
                w.m,
                w.alpha.text()
            ),
        };
        if self.outcomes {
            outcome(text)
        } else {
            text
        }
    }

    /// The formula line.
    pub(crate) fn formula(&self) -> String {
        let g = if self.grid.is_some() {
            "G(a, b)"
        } else {
            "G(n)"
        };
        let value = |v: &str| {
            if self.outcomes {
                format!("{g} = 0 exactly when {v} = 1")
            } else {
                format!("{g} = {v}")
            }
        };
        match &self.kind {
            Kind::Constant(c) => value(&c.to_string()),
            Kind::Periodic(p) => {
                let (pre, per) = (p.preperiod, p.period);
                let block = join(&self.table[pre..pre + per]);
                let mut text = if p.saltus == 0 {
                    value(&format!("B[(n - {pre}) mod {per}]"))
                } else {
                    value(&format!(
                        "B[(n - {pre}) mod {per}] + {salt}·floor((n - {pre}) / {per})",
                        salt = p.saltus
                    ))
                };
                let _ = write!(text, " for n >= {pre}, B = {block}");
                if pre > 0 {
                    let _ = write!(text, "; for n < {pre}: {}", join(&self.table[..pre]));
                }
                text
            }
            Kind::SelfSimilar(s) => {
                let rules: Vec<String> = s
                    .rules
                    .iter()
                    .enumerate()
                    .map(|(r, rule)| {
                        let lhs = format!("G({}q + {r})", s.k);
                        match *rule {
                            Rule::Linear { a, b } => format!("{lhs} = {}", linear(a, b, "q")),
                            Rule::Refer { j, t, c } => {
                                let arg = linear(j, t as i64, "q");
                                if c == 0 {
                                    format!("{lhs} = G({arg})")
                                } else {
                                    format!("{lhs} = G({arg}) + {c}")
                                }
                            }
                        }
                    })
                    .collect();
                format!(
                    "{} for n >= {}; for n < {}: {}",
                    rules.join(", "),
                    s.start,
                    s.start,
                    join(&self.table[..s.start as usize])
                )
            }
            Kind::Formula { formula, from } => {
                let mut text = value(&formula.text(&["n"]));
                let _ = write!(text, " for n >= {from}");
                if *from > 0 {
                    let _ = write!(
                        text,
                        "; for n < {from}: {}",
                        join(&self.table[..*from as usize])
                    );
                }
                text
            }
            Kind::Runs(r) => format!(
                "{g} = v(i) on [b(i), b(i + 1)), b = {} then b(i + {q}) = {}·b(i) {:+}; v = {} \
                 then v(i + {q}) = v(i) + {} (from run {})",
                join(&r.bounds),
                r.mult,
                r.add,
                join(&r.values),
                r.step,
                r.from,
                q = r.q,
            ),
            Kind::Recurrence(r) => format!(
                "{g} = 0 exactly when n is one of z = {}, then {}",
                join(&r.zeros),
                r.rule()
            ),
            Kind::Beatty(b) => format!(
                "{g} = 0 exactly when n = floor(k·{}) {:+} for some k >= {}",
                b.alpha.text(),
                b.shift,
                b.offset
            ),
            Kind::Xor(f, h) => format!(
                "G(a, b) = f(a) xor g(b), f(a) = G(a, 0) xor G(0, 0): {}; g(b) = G(0, b): {}",
                f.formula().replace("G(n)", "f(a)").replace('n', "a"),
                h.formula().replace("G(n)", "g(b)").replace('n', "b")
            ),
            Kind::GridPeriodic(p) => format!(
                "{} T[a'][b'], a' = a reduced into {}..{} by the row period, b' likewise into \
                 {}..{}, T the table below",
                if self.outcomes {
                    format!("{g} = 0 exactly when P is")
                } else {
                    format!("{g} =")
                },
                p.row_pre,
                p.row_pre + p.rows,
                p.col_pre,
                p.col_pre + p.cols
            ),
            Kind::GridFormula(f) => {
                let mut text = value(&f.formula.text(&["a", "b"]));
                if f.from != [0, 0] {
                    let _ = write!(
                        text,
                        " for a >= {} and b >= {}; {} elsewhere",
                        f.from[0], f.from[1], f.edge
                    );
                }
                text
            }
            Kind::Wythoff(w) => format!(
                "G(a, b) = 0 exactly when, with x = min(a, b) and y = max(a, b), y - x = {}·k \
                 and x = floor(k·{})",
                w.m,
                w.alpha.text()
            ),
        }
    }

    /// The table `T` of a pattern periodic in both coordinates, a line a row `a'`: its values,
    /// or `P` and `N` for a P-position pattern.
    pub(crate) fn grid_table(&self, p: &GridPeriodic) -> String {
        let cols = self.grid.map_or(0, |g| g.1);
        let (r1, c1) = ((p.row_pre + p.rows) as usize, (p.col_pre + p.cols) as usize);
        let what = if self.outcomes {
            "P for G = 0, N otherwise"
        } else {
            "values"
        };
        let mut out =
            format!("table: T[a'][b'] for a' = 0..{r1} (rows) and b' = 0..{c1}, {what}:\n");
        for a in 0..r1 {
            let row = &self.table[a * cols..a * cols + c1];
            let cells: Vec<String> = row
                .iter()
                .map(|&v| match (self.outcomes, v) {
                    (true, 1) => "P".to_string(),
                    (true, _) => "N".to_string(),
                    (false, v) => v.to_string(),
                })
                .collect();
            let _ = writeln!(out, "  {}", cells.join(" "));
        }
        out
    }

    /// The support line.
    pub(crate) fn support(&self) -> String {
        let n = self.table.len();
        if let Some((rows, cols)) = self.grid {
            let mut text = format!(
                "fits all {n} cells ({rows} rows a = 0..{}, {cols} columns)",
                rows - 1
            );
            if let Kind::GridPeriodic(p) = &self.kind {
                let _ = write!(
                    text,
                    "; the rows repeat {} times past a = {}, the columns {} times past b = {}",
                    (rows as u64 - p.row_pre) / p.rows - 1,
                    p.row_pre,
                    (cols as u64 - p.col_pre) / p.cols - 1,
                    p.col_pre
                );
            }
            return text;
        }
        let mut text = format!("fits all {n} terms (n = 0..{})", n - 1);
        match &self.kind {
            Kind::Periodic(p) => {
                let covered = (n - p.preperiod) / p.period;
                let _ = write!(
                    text,
                    "; from n = {} the data covers {covered} whole periods (n = {}..{}), {} \
                     repeats of the first",
                    p.preperiod,
                    p.preperiod,
                    n - 1,
                    covered - 1
                );
            }
            Kind::SelfSimilar(s) => {
                let _ = write!(
                    text,
                    "; each of the {} residues checked on at least {} terms from n = {}",
                    s.k,
                    (n as u64 - s.start) / s.k,
                    s.start
                );
            }
            Kind::Runs(r) => {
                let _ = write!(
                    text,
                    "; {} run ends in the data, {} of them predicted by the rule",
                    r.bounds.len() - 1,
                    r.bounds.len().saturating_sub(r.from + r.q + 2)
                );
            }
            Kind::Recurrence(r) => {
                let _ = write!(
                    text,
                    "; {} P-positions in the data, {} of them predicted by the recurrence",
                    r.zeros.len(),
                    r.zeros.len().saturating_sub(r.from + 3)
                );
            }
            Kind::Beatty(_) => {
                let zeros = self.table.iter().filter(|&&v| v == 1).count();
                let _ = write!(text, "; {zeros} P-positions in the data");
            }
            _ => {}
        }
        text
    }
}

/// `a·q + b` as text, without `+ 0` or `1·`.
pub(crate) fn linear(a: u64, b: i64, var: &str) -> String {
    let head = match a {
        0 => String::new(),
        1 => var.to_string(),
        _ => format!("{a} * {var}"),
    };
    match (head.is_empty(), b) {
        (true, b) => b.to_string(),
        (false, 0) => head,
        (false, b) if b > 0 => format!("{head} + {b}"),
        (false, b) => format!("{head} - {}", -b),
    }
}

/// Values separated by spaces.
pub(crate) fn join(values: &[u64]) -> String {
    let mut out = String::new();
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{v}");
    }
    out
}

/// An eventually (arithmetic-)periodic pattern in words.
pub(crate) fn periodic_name(p: &Periodic) -> String {
    let pre = p.preperiod;
    match (p.period, p.saltus) {
        (1, 0) => format!("constant from n = {pre}"),
        (1, s) => format!("linear: G(n + 1) = G(n) + {s} from n = {pre}"),
        (p, 0) if pre == 0 => format!("periodic: period {p}"),
        (p, 0) => format!("eventually periodic: preperiod {pre}, period {p}"),
        (p, s) => {
            format!("eventually arithmetic-periodic: preperiod {pre}, period {p}, saltus {s}")
        }
    }
}

//! A pattern as code to paste into a solution: one function in Rust or C++ that gives what
//! [`Guess::at`] gives.

use crate::core::guess::formula::Formula;
use crate::core::guess::pattern::{
    Beatty, Guess, Kind, Language, Recurrence, Rule, Runs, SelfSimilar, Wythoff,
};
use crate::core::guess::report::linear;
use std::fmt::Write as _;

impl Guess {
    /// The pattern as a function to paste into a solution: `fn sg(n: u64) -> u64`,
    /// `fn sg(a: u64, b: u64) -> u64`, or `fn is_p(…) -> bool` for a P-position pattern; in C++
    /// the same on `unsigned long long`. The function gives what [`at`](Self::at) gives, the
    /// table's values included, as long as the value fits in 64 bits.
    ///
    /// O(size of the pattern's parameters).
    pub fn code(&self, language: Language) -> String {
        let name = if self.outcomes { "is_p" } else { "sg" };
        let mut out = String::new();
        let comment = if language == Language::Rust {
            "///"
        } else {
            "//"
        };
        let _ = writeln!(
            out,
            "{comment} grundy guess: {} (a guess: it fits all {} {} given).",
            self.name(),
            self.table.len(),
            if self.grid.is_some() {
                "cells"
            } else {
                "terms"
            }
        );
        out.push_str(&self.code_named(language, name));
        out
    }

    /// The code of the pattern as a function called `name`.
    pub(crate) fn code_named(&self, language: Language, name: &str) -> String {
        let e = Emitter {
            rust: language == Language::Rust,
            outcomes: self.outcomes,
        };
        let t = &self.table;
        match &self.kind {
            Kind::Constant(c) => e.function(name, 1, &e.tail(&c.to_string())),
            // The library's one way to write an eventually periodic sequence (`--table` too);
            // a P-position pattern asks it for its 0/1 value.
            Kind::Periodic(p) if self.outcomes => {
                let values = format!("{name}_values");
                let call = e.tail(&format!("{values}(n)"));
                format!(
                    "{}{}",
                    p.write_code(t, language, &values),
                    e.function(name, 1, &call)
                )
            }
            Kind::Periodic(p) => p.write_code(t, language, name),
            Kind::SelfSimilar(s) => e.function(name, 1, &e.self_similar(s, t)),
            Kind::Formula { formula, from } => {
                let from = *from as usize;
                let mut body = String::new();
                if from > 0 {
                    body += &e.array("HEAD", &t[..from]);
                    body += &e.when(&format!("n < {from}"), &e.ret(&e.index("HEAD", "n"), 2));
                }
                body += &e.tail(&e.formula(formula, &["n"]));
                format!("{}{}", e.helpers(formula), e.function(name, 1, &body))
            }
            Kind::Runs(r) => e.runs(name, r),
            Kind::Recurrence(r) => e.recurrence(name, r),
            Kind::Beatty(b) => e.beatty(name, b),
            Kind::Xor(f, g) => {
                let (fname, gname) = (format!("{name}_row"), format!("{name}_col"));
                let body = if e.rust {
                    format!("    {fname}(a) ^ {gname}(b)\n")
                } else {
                    format!("    return {fname}(a) ^ {gname}(b);\n")
                };
                format!(
                    "{}{}{}",
                    f.code_named(language, &fname),
                    g.code_named(language, &gname),
                    e.function(name, 2, &body)
                )
            }
            Kind::GridPeriodic(p) => {
                let cols = self.grid.map_or(0, |g| g.1);
                let (r1, c1) = ((p.row_pre + p.rows) as usize, (p.col_pre + p.cols) as usize);
                let mut cells = Vec::with_capacity(r1 * c1);
                for a in 0..r1 {
                    cells.extend_from_slice(&t[a * cols..a * cols + c1]);
                }
                let mut body = e.array("T", &cells);
                body += &e.reduce("a", p.row_pre, p.rows);
                body += &e.reduce("b", p.col_pre, p.cols);
                body += &e.tail(&e.index("T", &format!("a * {c1} + b")));
                e.function(name, 2, &body)
            }
            Kind::GridFormula(f) => {
                let mut body = String::new();
                if f.from != [0, 0] {
                    let cond = format!("a < {} || b < {}", f.from[0], f.from[1]);
                    body += &e.when(&cond, &e.ret(&f.edge.to_string(), 2));
                }
                body += &e.tail(&e.formula(&f.formula, &["a", "b"]));
                format!("{}{}", e.helpers(&f.formula), e.function(name, 2, &body))
            }
            Kind::Wythoff(w) => e.wythoff(name, w),
        }
    }
}

/// Writes the code of a pattern in one language.
pub(crate) struct Emitter {
    pub(crate) rust: bool,
    /// The function answers whether the position is a P-position (the modelled value is 1).
    pub(crate) outcomes: bool,
}

impl Emitter {
    /// `fn name(n: u64) -> u64 { body }` or its C++, with one or two arguments.
    pub(crate) fn function(&self, name: &str, arity: usize, body: &str) -> String {
        let ty = match (self.rust, self.outcomes) {
            (_, true) => "bool",
            (true, false) => "u64",
            (false, false) => "unsigned long long",
        };
        let args = match (self.rust, arity) {
            (true, 1) => "n: u64",
            (true, _) => "a: u64, b: u64",
            (false, 1) => "unsigned long long n",
            (false, _) => "unsigned long long a, unsigned long long b",
        };
        if self.rust {
            format!("fn {name}({args}) -> {ty} {{\n{body}}}\n")
        } else {
            format!("{ty} {name}({args}) {{\n{body}}}\n")
        }
    }

    /// The statement that returns modelled value `v` (compared with 1 for an outcome), at
    /// `depth` levels of indentation.
    pub(crate) fn ret(&self, v: &str, depth: usize) -> String {
        let v = if self.outcomes {
            format!("{v} == 1")
        } else {
            v.to_string()
        };
        self.ret_value(&v, depth)
    }

    /// The last statement of a function: the value `v` (compared with 1 for an outcome) as
    /// Rust's tail expression, or C++'s `return`.
    pub(crate) fn tail(&self, v: &str) -> String {
        let v = if self.outcomes {
            format!("{v} == 1")
        } else {
            v.to_string()
        };
        if self.rust {
            format!("    {v}\n")
        } else {
            format!("    return {v};\n")
        }
    }

    /// The statement that returns `v` as it is.
    pub(crate) fn ret_value(&self, v: &str, depth: usize) -> String {
        let pad = "    ".repeat(depth);
        format!("{pad}return {v};\n")
    }

    /// `if cond { then }`.
    pub(crate) fn when(&self, cond: &str, then: &str) -> String {
        if self.rust {
            format!("    if {cond} {{\n{then}    }}\n")
        } else {
            format!("    if ({cond}) {{\n{then}    }}\n")
        }
    }

    /// A constant array of `values`.
    pub(crate) fn array(&self, id: &str, values: &[u64]) -> String {
        let list: Vec<String> = values
            .iter()
            .map(|v| {
                if self.rust {
                    v.to_string()
                } else {
                    format!("{v}ULL")
                }
            })
            .collect();
        if self.rust {
            format!(
                "    const {id}: [u64; {}] = [{}];\n",
                values.len(),
                list.join(", ")
            )
        } else {
            format!(
                "    static const unsigned long long {}[{}] = {{{}}};\n",
                id.to_lowercase(),
                values.len().max(1),
                list.join(", ")
            )
        }
    }

    /// `id[at]`.
    pub(crate) fn index(&self, id: &str, at: &str) -> String {
        if self.rust && at.bytes().all(|b| b.is_ascii_alphanumeric()) {
            format!("{id}[{at} as usize]")
        } else if self.rust {
            format!("{id}[({at}) as usize]")
        } else {
            format!("{}[{at}]", id.to_lowercase())
        }
    }

    /// `v` reduced into its period: `v = pre + (v - pre) % period` when `v >= pre`.
    pub(crate) fn reduce(&self, v: &str, pre: u64, period: u64) -> String {
        if pre == 0 {
            return if self.rust {
                format!("    let {v} = {v} % {period};\n")
            } else {
                format!("    {v} %= {period};\n")
            };
        }
        if self.rust {
            format!(
                "    let {v} = if {v} < {pre} {{ {v} }} else {{ {pre} + ({v} - {pre}) % {period} }};\n"
            )
        } else {
            format!("    if ({v} >= {pre}) {v} = {pre} + ({v} - {pre}) % {period};\n")
        }
    }

    pub(crate) fn formula(&self, f: &Formula, names: &[&str]) -> String {
        if self.rust {
            f.rust(names)
        } else {
            f.cpp(names)
        }
    }

    pub(crate) fn helpers(&self, f: &Formula) -> String {
        if self.rust {
            f.rust_helpers()
        } else {
            f.cpp_helpers()
        }
    }

    /// The body of a self-similar pattern: the base values, then a loop that follows the
    /// residues' rules down to them.
    pub(crate) fn self_similar(&self, s: &SelfSimilar, table: &[u64]) -> String {
        let (start, k) = (s.start as usize, s.k);
        let mut body = self.array("BASE", &table[..start]);
        // What the rules add on the way down, if any does.
        let adds = s
            .rules
            .iter()
            .any(|r| matches!(r, Rule::Refer { c, .. } if *c > 0));
        let plus = if adds { " + add" } else { "" };
        let base = format!("{}{plus}", self.index("BASE", "n"));
        if self.rust {
            body += if adds {
                "    let (mut n, mut add) = (n, 0u64);\n    loop {\n"
            } else {
                "    let mut n = n;\n    loop {\n"
            };
            body += &format!(
                "        if n < {start} {{\n{}        }}\n",
                self.ret(&base, 3)
            );
            body += &format!("        let (q, r) = (n / {k}, n % {k});\n        match r {{\n");
        } else {
            if adds {
                body += "    unsigned long long add = 0;\n";
            }
            body += "    for (;;) {\n";
            body += &format!(
                "        if (n < {start}) {{\n{}        }}\n",
                self.ret(&base, 3)
            );
            body += &format!("        unsigned long long q = n / {k}, r = n % {k};\n");
        }
        let last = s.rules.len() - 1;
        let pad = if self.rust { 4 } else { 3 };
        for (r, rule) in s.rules.iter().enumerate() {
            let inner = "    ".repeat(pad);
            let action = match *rule {
                Rule::Linear { a, b } => self.ret(&format!("{}{plus}", linear(a, b, "q")), pad),
                Rule::Refer { j, t, c } => {
                    let mut step = format!("{inner}n = {};\n", linear(j, t as i64, "q"));
                    if c > 0 {
                        step += &format!("{inner}add += {c};\n");
                    }
                    if !self.rust {
                        step += &format!("{inner}continue;\n");
                    }
                    step
                }
            };
            let (open, close) = match (self.rust, r == last) {
                (true, true) => ("            _ => {\n".to_string(), "            }\n"),
                (true, false) => (format!("            {r} => {{\n"), "            }\n"),
                (false, true) => ("        {\n".to_string(), "        }\n"),
                (false, false) => (format!("        if (r == {r}) {{\n"), "        }\n"),
            };
            body += &open;
            body += &action;
            body += close;
        }
        if self.rust {
            body += "        }\n";
        }
        body += "    }\n";
        body
    }

    /// Runs: the ends and values seen, extended by their rules until the run of `n`.
    pub(crate) fn runs(&self, name: &str, r: &Runs) -> String {
        let list = |values: &[u64]| {
            values
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let q = r.q;
        let body = if self.rust {
            format!(
                "    let mut ends: Vec<i128> = vec![{ends}];\n    \
                 let mut values: Vec<u64> = vec![{values}];\n    \
                 while *ends.last().unwrap() <= n as i128 {{\n        \
                 let i = ends.len();\n        \
                 ends.push({mult} * ends[i - {q}] + ({add}));\n    }}\n    \
                 while values.len() < ends.len() {{\n        \
                 let i = values.len();\n        \
                 values.push(values[i - {q}] + {step});\n    }}\n    \
                 let i = ends.iter().rposition(|&e| e <= n as i128).unwrap();\n{ret}",
                ends = list(&r.bounds),
                values = list(&r.values),
                mult = r.mult,
                add = r.add,
                step = r.step,
                ret = self.tail("values[i]")
            )
        } else {
            format!(
                "    std::vector<__int128> ends = {{{ends}}};\n    \
                 std::vector<unsigned long long> values = {{{values}}};\n    \
                 while (ends.back() <= (__int128)n) {{\n        \
                 size_t i = ends.size();\n        \
                 ends.push_back({mult} * ends[i - {q}] + ({add}));\n    }}\n    \
                 while (values.size() < ends.size()) {{\n        \
                 size_t i = values.size();\n        \
                 values.push_back(values[i - {q}] + {step});\n    }}\n    \
                 size_t i = ends.size() - 1;\n    while (ends[i] > (__int128)n) i--;\n{ret}",
                ends = list(&r.bounds),
                values = list(&r.values),
                mult = r.mult,
                add = r.add,
                step = r.step,
                ret = self.tail("values[i]")
            )
        };
        let code = self.function(name, 1, &body);
        if self.rust {
            code
        } else {
            format!("#include <vector>\n{code}")
        }
    }

    /// A recurrence of P-positions: the ones seen, extended until `n` or past it.
    pub(crate) fn recurrence(&self, name: &str, r: &Recurrence) -> String {
        let zs: Vec<String> = r.zeros.iter().map(|v| v.to_string()).collect();
        let zs = zs.join(", ");
        // x·z[i - 1] + y·z[i - 2] + c, without the terms that are 0 or the factors that are 1.
        let mut terms = Vec::new();
        for (factor, at) in [(r.x, "z[i - 1]"), (r.y, "z[i - 2]")] {
            match factor {
                0 => {}
                1 => terms.push(at.to_string()),
                f => terms.push(format!("{f} * {at}")),
            }
        }
        if r.c != 0 {
            terms.push(format!("({})", r.c));
        }
        let next = terms.join(" + ");
        let body = if self.rust {
            format!(
                "    let mut z: Vec<i128> = vec![{zs}];\n    \
                 while *z.last().unwrap() < n as i128 {{\n        \
                 let i = z.len();\n        \
                 z.push({next});\n    }}\n    \
                 z.contains(&(n as i128))\n"
            )
        } else {
            format!(
                "    std::vector<__int128> z = {{{zs}}};\n    \
                 while (z.back() < (__int128)n) {{\n        \
                 size_t i = z.size();\n        \
                 z.push_back({next});\n    }}\n    \
                 for (__int128 v : z) if (v == (__int128)n) return true;\n    return false;\n"
            )
        };
        let code = self.function(name, 1, &body);
        if self.rust {
            code
        } else {
            format!("#include <vector>\n{code}")
        }
    }

    /// A Beatty sequence of P-positions: `n` is one when `floor(k·α) = n - shift` for a `k`
    /// near `(n - shift) / α`.
    pub(crate) fn beatty(&self, name: &str, b: &Beatty) -> String {
        let a = b.alpha;
        // m / α = m·r·(p - q√d) / (p² - q²·d), written with a positive denominator.
        let den = i128::from(a.p).pow(2) - i128::from(a.q).pow(2) * i128::from(a.d);
        let sign = if den < 0 { -1 } else { 1 };
        let (dx, dy, dd) = (
            sign * i128::from(a.r) * i128::from(a.p),
            -sign * i128::from(a.r) * i128::from(a.q),
            sign * den,
        );
        let (shift, offset) = (b.shift, b.offset);
        let body = if self.rust {
            format!(
                "    // P exactly when n = floor(k·α) {shift:+} for some k >= {offset}, α = {text}.\n    \
                 let m = n as i128 - ({shift});\n    \
                 if m < 0 {{\n        return false;\n    }}\n    \
                 let k0 = (floor_q({dx} * m, {dy} * m, {d}, {dd}) - 2).max({offset});\n    \
                 (k0..k0 + 6).any(|k| floor_q({p} * k, {q} * k, {d}, {r}) == m)\n",
                text = a.text(),
                d = a.d,
                p = a.p,
                q = a.q,
                r = a.r
            )
        } else {
            format!(
                "    // P exactly when n = floor(k*alpha) + ({shift}) for some k >= {offset}, alpha = {text}.\n    \
                 __int128 m = (__int128)n - ({shift});\n    \
                 if (m < 0) return false;\n    \
                 __int128 k0 = floor_q({dx} * m, {dy} * m, {d}, {dd}) - 2;\n    \
                 if (k0 < {offset}) k0 = {offset};\n    \
                 for (__int128 k = k0; k < k0 + 6; k++)\n        \
                 if (floor_q({p} * k, {q} * k, {d}, {r}) == m) return true;\n    \
                 return false;\n",
                text = a.text(),
                d = a.d,
                p = a.p,
                q = a.q,
                r = a.r
            )
        };
        format!("{}{}", self.floor_helper(), self.function(name, 1, &body))
    }

    /// Wythoff pairs: `(x, y) = (min, max)` is one when `y - x = m·k` and `x = floor(k·α)`.
    pub(crate) fn wythoff(&self, name: &str, w: &Wythoff) -> String {
        let a = w.alpha;
        let (m, p, q, d, r) = (w.m, a.p, a.q, a.d, a.r);
        let body = if self.rust {
            format!(
                "    let (x, y) = (a.min(b) as i128, a.max(b) as i128);\n    \
                 (y - x) % {m} == 0 && floor_q({p} * ((y - x) / {m}), {q} * ((y - x) / {m}), {d}, {r}) == x\n"
            )
        } else {
            format!(
                "    __int128 x = a < b ? a : b, y = a < b ? b : a;\n    \
                 if ((y - x) % {m} != 0) return false;\n    \
                 __int128 k = (y - x) / {m};\n    \
                 return floor_q({p} * k, {q} * k, {d}, {r}) == x;\n"
            )
        };
        format!("{}{}", self.floor_helper(), self.function(name, 2, &body))
    }

    /// `floor((x + y·√d) / r)` for `r > 0`, exactly: an integer square root (a floating-point
    /// estimate corrected in integers) and a floor division.
    pub(crate) fn floor_helper(&self) -> String {
        if self.rust {
            "\
/// floor((x + y·√d) / r) for r > 0, exactly: the float estimate of the root is corrected.
pub(crate) fn floor_q(x: i128, y: i128, d: i128, r: i128) -> i128 {
    let s = (y * y) as u128 * d as u128;
    let mut t = (s as f64).sqrt() as u128;
    while t * t > s {
        t -= 1;
    }
    while (t + 1) * (t + 1) <= s {
        t += 1;
    }
    let root = if y >= 0 {
        t as i128
    } else if t * t == s {
        -(t as i128)
    } else {
        -(t as i128) - 1
    };
    (x + root).div_euclid(r)
}
"
            .to_string()
        } else {
            "\
#include <cmath>
// floor((x + y*sqrt(d)) / r) for r > 0, exactly: the float estimate of the root is corrected.
__int128 floor_q(__int128 x, __int128 y, __int128 d, __int128 r) {
    unsigned __int128 s = (unsigned __int128)(y * y) * (unsigned __int128)d;
    unsigned __int128 t = (unsigned __int128)std::sqrt((long double)s);
    while (t * t > s) t--;
    while ((t + 1) * (t + 1) <= s) t++;
    __int128 root = y >= 0 ? (__int128)t : (t * t == s ? -(__int128)t : -(__int128)t - 1);
    __int128 num = x + root, q = num / r;
    if (num % r != 0 && num < 0) q--;
    return q;
}
"
            .to_string()
        }
    }
}

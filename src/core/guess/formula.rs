//! The bounded search over small formulas that [`core::guess`](crate::core::guess) runs when
//! nothing structural fits a table: `G(n) = ctz(n)`, `G(a, b) = cto((a - 1) | (b - 1))`.
//!
//! ## The grammar
//! A formula is a tree. Its leaves are the variables (`n`, or `a` and `b`), their neighbours
//! (`n - 1`, `n + 1`, `a ± 1`, `b ± 1`) and the constants 0 to 3; its inner nodes are
//!
//! * unary: `x + 1`, `x - 1`, `2x`, `3x`, `x div c`, `x mod c` (`c` from 2 to 8), trailing zeros
//!   `ctz(x)`, trailing ones `cto(x)`, the lowest set bit `x & -x`, `popcount(x)`, its parity
//!   (odious numbers) and the opposite (evil numbers), `floor(log2 x)`;
//! * binary: xor, and, or, `+`, `-`, `*`, min, max, `x == y` and `x < y` (1 or 0).
//!
//! An operation outside its domain (`ctz(0)`, `0 - 1`, a result past 128 bits) leaves the
//! formula undefined there, so it cannot fit a term there. Values are exact integers: inner
//! values may pass 64 bits (`(a * b) mod 5` at `a = b = 2^33`) and are computed in 128, and only
//! the formula's value must fit in 64. The code written for a formula that can pass 64 bits
//! inside ([`Formula::wide`]) computes in 128 bits too.
//!
//! ## The search
//! Formulas are built bottom-up by size (the number of nodes), and a formula is kept only if
//! its values on a fixed set of sample points differ from those of every smaller formula kept
//! ("observational equivalence"): two formulas equal on the samples can be told apart only by
//! the full check, and the smaller one is the one worth trying. A new formula whose samples
//! equal the table's there is checked on every term, exactly, in 64-bit arithmetic; the first
//! size with such a formula ends the search, so the formula found is a smallest one. The search
//! keeps at most [`MAX_KEPT`] formulas (about 12 MB of samples), which reaches every formula of
//! up to 4 nodes and most of 5.
//!
//! How much the data must support a formula found this way is decided by the caller
//! ([`core::guess`](crate::core::guess)): the more formulas were tried, the more a chance fit
//! is possible, so [`Found::tried`] is part of the evidence asked for.

use std::collections::HashSet;

/// At most this many formulas are kept while searching.
pub(crate) const MAX_KEPT: usize = 200_000;
/// Formulas of at most this many nodes are tried.
const MAX_SIZE: usize = 6;
/// Sample points where every formula is evaluated.
const SAMPLES: usize = 32;
/// A sample that is undefined (or does not fit in 32 bits).
const UNDEFINED: u32 = u32::MAX;

/// A unary operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unary {
    Inc,
    Dec,
    Double,
    Triple,
    Div(u8),
    Mod(u8),
    Ctz,
    Cto,
    Lowest,
    Popcount,
    Parity,
    /// 1 for an even number of ones (an evil number), 0 for an odd one (odious).
    Evil,
    Log2,
}

/// A binary operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Binary {
    Xor,
    And,
    Or,
    Add,
    Sub,
    Mul,
    Min,
    Max,
    Eq,
    Lt,
}

impl Binary {
    fn commutes(self) -> bool {
        !matches!(self, Binary::Sub | Binary::Lt)
    }
}

const UNARY: [Unary; 23] = [
    Unary::Inc,
    Unary::Dec,
    Unary::Double,
    Unary::Triple,
    Unary::Div(2),
    Unary::Div(3),
    Unary::Div(4),
    Unary::Mod(2),
    Unary::Mod(3),
    Unary::Mod(4),
    Unary::Mod(5),
    Unary::Mod(6),
    Unary::Mod(7),
    Unary::Mod(8),
    Unary::Ctz,
    Unary::Cto,
    Unary::Lowest,
    Unary::Popcount,
    Unary::Parity,
    Unary::Evil,
    Unary::Log2,
    Unary::Div(5),
    Unary::Div(8),
];

const BINARY: [Binary; 10] = [
    Binary::Xor,
    Binary::And,
    Binary::Or,
    Binary::Add,
    Binary::Sub,
    Binary::Mul,
    Binary::Min,
    Binary::Max,
    Binary::Eq,
    Binary::Lt,
];

/// A formula: a tree over the variables `x[0]` (`n` or `a`) and `x[1]` (`b`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Formula {
    /// Variable `var` plus `offset` (-1, 0 or 1).
    Var {
        var: u8,
        offset: i8,
    },
    Const(u64),
    Unary(Unary, Box<Formula>),
    Binary(Binary, Box<Formula>, Box<Formula>),
}

impl Unary {
    #[inline]
    fn apply(self, x: u128) -> Option<u128> {
        match self {
            Unary::Inc => x.checked_add(1),
            Unary::Dec => x.checked_sub(1),
            Unary::Double => x.checked_mul(2),
            Unary::Triple => x.checked_mul(3),
            Unary::Div(c) => Some(x / u128::from(c)),
            Unary::Mod(c) => Some(x % u128::from(c)),
            Unary::Ctz => (x != 0).then(|| u128::from(x.trailing_zeros())),
            Unary::Cto => Some(u128::from(x.trailing_ones())),
            Unary::Lowest => Some(x & x.wrapping_neg()),
            Unary::Popcount => Some(u128::from(x.count_ones())),
            Unary::Parity => Some(u128::from(x.count_ones() & 1)),
            Unary::Evil => Some(u128::from(x.count_ones() & 1 == 0)),
            Unary::Log2 => x.checked_ilog2().map(u128::from),
        }
    }

    /// Can its value pass 64 bits on an argument that fits?
    fn grows(self) -> bool {
        matches!(self, Unary::Inc | Unary::Double | Unary::Triple)
    }
}

impl Binary {
    #[inline]
    fn apply(self, x: u128, y: u128) -> Option<u128> {
        match self {
            Binary::Xor => Some(x ^ y),
            Binary::And => Some(x & y),
            Binary::Or => Some(x | y),
            Binary::Add => x.checked_add(y),
            Binary::Sub => x.checked_sub(y),
            Binary::Mul => x.checked_mul(y),
            Binary::Min => Some(x.min(y)),
            Binary::Max => Some(x.max(y)),
            Binary::Eq => Some(u128::from(x == y)),
            Binary::Lt => Some(u128::from(x < y)),
        }
    }
}

impl Formula {
    /// The value at `x` (one or two coordinates), `None` where an operation is undefined or
    /// the value passes 64 bits (inner values may: they are exact to 128).
    ///
    /// O(size of the formula).
    pub(crate) fn eval(&self, x: &[u64]) -> Option<u64> {
        u64::try_from(self.exact(x)?).ok()
    }

    fn exact(&self, x: &[u64]) -> Option<u128> {
        match self {
            Formula::Var { var, offset } => {
                let v = u128::from(*x.get(usize::from(*var))?);
                match offset {
                    -1 => v.checked_sub(1),
                    1 => Some(v + 1),
                    _ => Some(v),
                }
            }
            Formula::Const(c) => Some(u128::from(*c)),
            Formula::Unary(op, a) => op.apply(a.exact(x)?),
            Formula::Binary(op, a, b) => op.apply(a.exact(x)?, b.exact(x)?),
        }
    }

    /// Can a value inside it pass 64 bits while the arguments fit (a sum, a product, a double,
    /// a variable plus one)? Its code then computes in 128 bits.
    ///
    /// O(size).
    pub(crate) fn wide(&self) -> bool {
        match self {
            Formula::Var { offset, .. } => *offset > 0,
            Formula::Const(_) => false,
            Formula::Unary(op, a) => op.grows() || a.wide(),
            Formula::Binary(op, a, b) => {
                matches!(op, Binary::Add | Binary::Mul) || a.wide() || b.wide()
            }
        }
    }

    /// The number of nodes.
    ///
    /// O(size).
    pub(crate) fn size(&self) -> usize {
        match self {
            Formula::Var { .. } | Formula::Const(_) => 1,
            Formula::Unary(_, a) => 1 + a.size(),
            Formula::Binary(_, a, b) => 1 + a.size() + b.size(),
        }
    }

    /// The formula in words and symbols, with the variables named by `names`.
    ///
    /// O(size).
    pub(crate) fn text(&self, names: &[&str]) -> String {
        unwrap_parens(self.write(names, Style::Text))
    }

    /// The formula as a Rust expression of type `u64` on `u64` variables named by `names`
    /// (the helpers it calls are in [`Formula::rust_helpers`]); a [`wide`](Self::wide) one
    /// computes in `u128` inside.
    ///
    /// O(size).
    pub(crate) fn rust(&self, names: &[&str]) -> String {
        if !self.wide() {
            return unwrap_parens(self.write(names, Style::Rust));
        }
        let wide: Vec<String> = names.iter().map(|n| format!("({n} as u128)")).collect();
        let wide: Vec<&str> = wide.iter().map(String::as_str).collect();
        format!(
            "({}) as u64",
            unwrap_parens(self.write(&wide, Style::RustWide))
        )
    }

    /// The formula as a C++ expression of type `unsigned long long` on `unsigned long long`
    /// variables; a [`wide`](Self::wide) one computes in `unsigned __int128` inside.
    ///
    /// O(size).
    pub(crate) fn cpp(&self, names: &[&str]) -> String {
        if !self.wide() {
            return unwrap_parens(self.write(names, Style::Cpp));
        }
        let wide: Vec<String> = names
            .iter()
            .map(|n| format!("((unsigned __int128){n})"))
            .collect();
        let wide: Vec<&str> = wide.iter().map(String::as_str).collect();
        format!(
            "(unsigned long long)({})",
            unwrap_parens(self.write(&wide, Style::CppWide))
        )
    }

    fn write(&self, names: &[&str], style: Style) -> String {
        match self {
            Formula::Var { var, offset } => {
                let name = names.get(usize::from(*var)).copied().unwrap_or("x");
                match offset {
                    -1 => format!("({name} - 1)"),
                    1 => format!("({name} + 1)"),
                    _ => name.to_string(),
                }
            }
            Formula::Const(c) => c.to_string(),
            Formula::Unary(op, a) => {
                let x = a.write(names, style);
                // A call's argument needs no parentheses of its own.
                let bare = unwrap_parens(x.clone());
                let call = |text: &str, rust: &str, cpp: &str| match style {
                    Style::Text => format!("{text}({bare})"),
                    Style::Rust | Style::RustWide => format!("{rust}({bare})"),
                    Style::Cpp | Style::CppWide => format!("{cpp}({bare})"),
                };
                match op {
                    Unary::Inc => format!("({x} + 1)"),
                    Unary::Dec => format!("({x} - 1)"),
                    Unary::Double => format!("(2 * {x})"),
                    Unary::Triple => format!("(3 * {x})"),
                    Unary::Div(c) => match style {
                        Style::Text => format!("floor({x} / {c})"),
                        _ => format!("({x} / {c})"),
                    },
                    Unary::Mod(c) => match style {
                        Style::Text => format!("({x} mod {c})"),
                        _ => format!("({x} % {c})"),
                    },
                    Unary::Ctz => call("trailing_zeros", "ctz", "ctz"),
                    Unary::Cto => call("trailing_ones", "cto", "cto"),
                    Unary::Lowest => call("lowest_set_bit", "lowest", "lowest"),
                    Unary::Popcount => call("popcount", "popcount", "popcount"),
                    Unary::Parity => call("popcount_parity", "parity", "parity"),
                    Unary::Evil => call("is_evil", "evil", "evil"),
                    Unary::Log2 => call("floor_log2", "log2", "log2"),
                }
            }
            Formula::Binary(op, a, b) => {
                let (x, y) = (a.write(names, style), b.write(names, style));
                let infix = |symbol: &str| format!("({x} {symbol} {y})");
                match (op, style) {
                    (Binary::Xor, Style::Text) => infix("xor"),
                    (Binary::And, Style::Text) => infix("and"),
                    (Binary::Or, Style::Text) => infix("or"),
                    (Binary::Xor, _) => infix("^"),
                    (Binary::And, _) => infix("&"),
                    (Binary::Or, _) => infix("|"),
                    (Binary::Add, _) => infix("+"),
                    (Binary::Sub, _) => infix("-"),
                    (Binary::Mul, _) => infix("*"),
                    (Binary::Min, Style::Text) => format!("min({x}, {y})"),
                    (Binary::Max, Style::Text) => format!("max({x}, {y})"),
                    (Binary::Min, Style::Rust | Style::RustWide) => format!("{x}.min({y})"),
                    (Binary::Max, Style::Rust | Style::RustWide) => format!("{x}.max({y})"),
                    (Binary::Min, Style::Cpp | Style::CppWide) => {
                        format!("std::min<{}>({x}, {y})", style.int())
                    }
                    (Binary::Max, Style::Cpp | Style::CppWide) => {
                        format!("std::max<{}>({x}, {y})", style.int())
                    }
                    (Binary::Eq, Style::Text) => format!("[{x} = {y}]"),
                    (Binary::Lt, Style::Text) => format!("[{x} < {y}]"),
                    (Binary::Eq, Style::Rust | Style::RustWide) => {
                        format!("(({x} == {y}) as {})", style.int())
                    }
                    (Binary::Lt, Style::Rust | Style::RustWide) => {
                        format!("(({x} < {y}) as {})", style.int())
                    }
                    (Binary::Eq, Style::Cpp | Style::CppWide) => {
                        format!("({})({x} == {y})", style.int())
                    }
                    (Binary::Lt, Style::Cpp | Style::CppWide) => {
                        format!("({})({x} < {y})", style.int())
                    }
                }
            }
        }
    }

    /// The unary operations the formula uses, for the helpers its code needs.
    fn unary_ops(&self, into: &mut Vec<Unary>) {
        match self {
            Formula::Var { .. } | Formula::Const(_) => {}
            Formula::Unary(op, a) => {
                if !into.contains(op) {
                    into.push(*op);
                }
                a.unary_ops(into);
            }
            Formula::Binary(_, a, b) => {
                a.unary_ops(into);
                b.unary_ops(into);
            }
        }
    }

    /// The Rust helper functions the expression of [`Formula::rust`] calls (on `u128` for a
    /// [`wide`](Self::wide) formula).
    ///
    /// O(size).
    pub(crate) fn rust_helpers(&self) -> String {
        let mut ops = Vec::new();
        self.unary_ops(&mut ops);
        let (t, bits) = if self.wide() {
            ("u128", 127)
        } else {
            ("u64", 63)
        };
        let mut out = String::new();
        for op in ops {
            let body = match op {
                Unary::Ctz => "x.trailing_zeros()".to_string(),
                Unary::Cto => "x.trailing_ones()".to_string(),
                Unary::Lowest => "x & x.wrapping_neg()".to_string(),
                Unary::Popcount => "x.count_ones()".to_string(),
                Unary::Parity => "x.count_ones() & 1".to_string(),
                Unary::Evil => "u32::from(x.count_ones() % 2 == 0)".to_string(),
                Unary::Log2 => format!("{bits} - x.leading_zeros()"),
                _ => continue,
            };
            let value = match op {
                Unary::Lowest => body,
                _ => format!("({body}) as {t}"),
            };
            let name = helper_name(op);
            out.push_str(&format!("fn {name}(x: {t}) -> {t} {{\n    {value}\n}}\n"));
        }
        out
    }

    /// The C++ helper functions the expression of [`Formula::cpp`] calls (on `unsigned
    /// __int128` for a [`wide`](Self::wide) formula, whose halves the builtins read).
    ///
    /// O(size).
    pub(crate) fn cpp_helpers(&self) -> String {
        let mut ops = Vec::new();
        self.unary_ops(&mut ops);
        let wide = self.wide();
        let t = if wide {
            "unsigned __int128"
        } else {
            "unsigned long long"
        };
        // Builtins on the 64-bit halves of `x`, or on `x`.
        let (lo, hi) = ("(unsigned long long)x", "(unsigned long long)(x >> 64)");
        let popcount = if wide {
            format!("__builtin_popcountll({lo}) + __builtin_popcountll({hi})")
        } else {
            "__builtin_popcountll(x)".to_string()
        };
        let ctz = |x: &str| {
            if wide {
                format!(
                    "((unsigned long long)({x}) ? __builtin_ctzll((unsigned long long)({x})) : \
                     64 + __builtin_ctzll((unsigned long long)(({x}) >> 64)))"
                )
            } else {
                format!("__builtin_ctzll({x})")
            }
        };
        let mut out = String::new();
        for op in ops {
            let body = match op {
                Unary::Ctz => ctz("x"),
                Unary::Cto => format!("~x ? {} : {}", ctz("~x"), if wide { 128 } else { 64 }),
                Unary::Lowest => "x & (0 - x)".to_string(),
                Unary::Popcount => popcount.clone(),
                Unary::Parity => format!("({popcount}) & 1"),
                Unary::Evil => format!("({popcount}) % 2 == 0"),
                Unary::Log2 if wide => {
                    format!("x >> 64 ? 127 - __builtin_clzll({hi}) : 63 - __builtin_clzll({lo})")
                }
                Unary::Log2 => "63 - __builtin_clzll(x)".to_string(),
                _ => continue,
            };
            let name = helper_name(op);
            out.push_str(&format!("{t} {name}({t} x) {{ return {body}; }}\n"));
        }
        out
    }
}

/// The name of the helper function that computes `op` in code.
fn helper_name(op: Unary) -> &'static str {
    match op {
        Unary::Ctz => "ctz",
        Unary::Cto => "cto",
        Unary::Lowest => "lowest",
        Unary::Popcount => "popcount",
        Unary::Parity => "parity",
        Unary::Evil => "evil",
        _ => "log2",
    }
}

/// `text` without the parentheses around all of it, if it has them.
fn unwrap_parens(text: String) -> String {
    let bytes = text.as_bytes();
    if bytes.first() != Some(&b'(') || bytes.last() != Some(&b')') {
        return text;
    }
    // The first parenthesis must close at the very end.
    let mut depth = 0;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 && i + 1 < bytes.len() {
                    return text;
                }
            }
            _ => {}
        }
    }
    text[1..text.len() - 1].to_string()
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Text,
    Rust,
    Cpp,
    /// Rust or C++ computing in 128 bits.
    RustWide,
    CppWide,
}

impl Style {
    /// The integer type of the code's values.
    fn int(self) -> &'static str {
        match self {
            Style::Text | Style::Rust => "u64",
            Style::RustWide => "u128",
            Style::Cpp => "unsigned long long",
            Style::CppWide => "unsigned __int128",
        }
    }
}

/// A formula kept by the search: how it was built from smaller kept ones.
#[derive(Clone, Copy)]
enum Built {
    Leaf(u8, i8),
    Const(u64),
    Unary(Unary, u32),
    Binary(Binary, u32, u32),
}

/// What the search found: the smallest formulas that fit every term checked, and how many
/// formulas were tried.
pub(crate) struct Found {
    pub(crate) formulas: Vec<Formula>,
    pub(crate) tried: usize,
}

/// Searches for the smallest formula `f` with `f(point(i)) = target(i)` for every term `i`.
///
/// `samples` are the sample points (each as one or two coordinates) and `wanted` the table's
/// values there, all below `u32::MAX`; `dims` is 1 or 2. `fits` checks a candidate against
/// every term, exactly. Returns every fitting formula of the smallest size that has one.
///
/// O(kept formulas · samples) time, at most [`MAX_KEPT`] formulas of [`SAMPLES`] values in
/// memory, plus what `fits` costs for the candidates that agree on the samples.
pub(crate) fn search(
    dims: usize,
    samples: &[[u64; 2]],
    wanted: &[u32],
    mut fits: impl FnMut(&Formula) -> bool,
) -> Found {
    let s = samples.len().min(SAMPLES);
    let (samples, wanted) = (&samples[..s], &wanted[..s]);
    let mut built: Vec<Built> = Vec::new();
    let mut values: Vec<u32> = Vec::new();
    // The rows seen, by a 64-bit hash: two distinct rows sharing one (about 10^-9 likely
    // among the kept ones) would only drop a formula from the search, never admit one.
    let mut seen: HashSet<u64> = HashSet::new();
    // by_size[k]: the kept formulas of k nodes.
    let mut by_size: Vec<Vec<u32>> = vec![Vec::new(); MAX_SIZE + 1];
    let mut found = Vec::new();
    let mut row = vec![0u32; s];
    let mut keep = |b: Built,
                    row: &[u32],
                    size: usize,
                    built: &mut Vec<Built>,
                    values: &mut Vec<u32>,
                    by_size: &mut Vec<Vec<u32>>,
                    found: &mut Vec<Formula>|
     -> bool {
        if built.len() >= MAX_KEPT {
            return false;
        }
        // Constant rows of undefined values say nothing.
        if row.iter().all(|&v| v == UNDEFINED) || !seen.insert(row_hash(row)) {
            return true;
        }
        let id = built.len() as u32;
        built.push(b);
        values.extend_from_slice(row);
        by_size[size].push(id);
        if row == wanted {
            let formula = rebuild(built, id);
            if fits(&formula) {
                found.push(formula);
            }
        }
        true
    };
    // Leaves.
    for var in 0..dims as u8 {
        for offset in [0i8, -1, 1] {
            for (i, p) in samples.iter().enumerate() {
                let v = u128::from(p[usize::from(var)]);
                row[i] = narrow(match offset {
                    -1 => v.checked_sub(1),
                    1 => v.checked_add(1),
                    _ => Some(v),
                });
            }
            keep(
                Built::Leaf(var, offset),
                &row,
                1,
                &mut built,
                &mut values,
                &mut by_size,
                &mut found,
            );
        }
    }
    for c in 0..=3u64 {
        row.iter_mut().for_each(|v| *v = c as u32);
        keep(
            Built::Const(c),
            &row,
            1,
            &mut built,
            &mut values,
            &mut by_size,
            &mut found,
        );
    }
    let mut full = false;
    for size in 2..=MAX_SIZE {
        if !found.is_empty() || full {
            break;
        }
        // Unary nodes over formulas of size - 1.
        let below = by_size[size - 1].clone();
        'unary: for &op in &UNARY {
            for &child in &below {
                let at = child as usize * s;
                for i in 0..s {
                    let x = values[at + i];
                    row[i] = if x == UNDEFINED {
                        UNDEFINED
                    } else {
                        narrow(op.apply(u128::from(x)))
                    };
                }
                if !keep(
                    Built::Unary(op, child),
                    &row,
                    size,
                    &mut built,
                    &mut values,
                    &mut by_size,
                    &mut found,
                ) {
                    full = true;
                    break 'unary;
                }
            }
        }
        // Binary nodes over two formulas whose sizes add up to size - 1.
        'binary: for left_size in 1..size - 1 {
            let right_size = size - 1 - left_size;
            let lefts = by_size[left_size].clone();
            let rights = by_size[right_size].clone();
            for &op in &BINARY {
                if op.commutes() && left_size > right_size {
                    continue;
                }
                for (li, &l) in lefts.iter().enumerate() {
                    let start = if op.commutes() && left_size == right_size {
                        li
                    } else {
                        0
                    };
                    for &r in &rights[start..] {
                        let (la, ra) = (l as usize * s, r as usize * s);
                        for i in 0..s {
                            let (x, y) = (values[la + i], values[ra + i]);
                            row[i] = if x == UNDEFINED || y == UNDEFINED {
                                UNDEFINED
                            } else {
                                narrow(op.apply(u128::from(x), u128::from(y)))
                            };
                        }
                        if !keep(
                            Built::Binary(op, l, r),
                            &row,
                            size,
                            &mut built,
                            &mut values,
                            &mut by_size,
                            &mut found,
                        ) {
                            full = true;
                            break 'binary;
                        }
                    }
                }
            }
        }
    }
    Found {
        formulas: found,
        tried: built.len(),
    }
}

/// A hash of a row of samples: each value mixed in by a multiplication and a rotation.
fn row_hash(row: &[u32]) -> u64 {
    row.iter().fold(0x9E37_79B9_7F4A_7C15u64, |h, &v| {
        (h ^ u64::from(v))
            .wrapping_mul(0xBF58_476D_1CE4_E5B9)
            .rotate_left(29)
    })
}

/// A value as a sample: below `u32::MAX`, or undefined.
#[inline]
fn narrow(v: Option<u128>) -> u32 {
    match v {
        Some(v) if v < u128::from(UNDEFINED) => v as u32,
        _ => UNDEFINED,
    }
}

/// The formula kept as `id`, as a tree.
fn rebuild(built: &[Built], id: u32) -> Formula {
    match built[id as usize] {
        Built::Leaf(var, offset) => Formula::Var { var, offset },
        Built::Const(c) => Formula::Const(c),
        Built::Unary(op, a) => Formula::Unary(op, Box::new(rebuild(built, a))),
        Built::Binary(op, a, b) => {
            Formula::Binary(op, Box::new(rebuild(built, a)), Box::new(rebuild(built, b)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find_1d(f: impl Fn(u64) -> u64) -> Option<Formula> {
        let samples: Vec<[u64; 2]> = (2..2 + SAMPLES as u64).map(|n| [n, 0]).collect();
        let wanted: Vec<u32> = samples.iter().map(|p| f(p[0]) as u32).collect();
        let found = search(1, &samples, &wanted, |g| {
            (1..500u64).all(|n| g.eval(&[n]) == Some(f(n)))
        });
        found.formulas.into_iter().next()
    }

    #[test]
    fn finds_the_bit_formulas_of_the_issue() {
        let ctz = find_1d(|n| u64::from(n.trailing_zeros())).unwrap();
        assert_eq!(ctz.text(&["n"]), "trailing_zeros(n)");
        let lowest = find_1d(|n| n & n.wrapping_neg()).unwrap();
        assert_eq!(lowest.size(), 2);
        let log = find_1d(|n| u64::from(n.ilog2())).unwrap();
        assert_eq!(log.text(&["n"]), "floor_log2(n)");
        // Mock Turtles: 2n plus one when n has an even number of ones.
        let turtles = find_1d(|n| 2 * n + u64::from(n.count_ones() % 2 == 0)).unwrap();
        assert!(turtles.size() <= 6, "{}", turtles.text(&["n"]));
    }

    #[test]
    fn finds_e_and_d_over_two_variables() {
        let f = |a: u64, b: u64| u64::from(((a - 1) | (b - 1)).trailing_ones());
        let mut samples = Vec::new();
        for a in 1..7u64 {
            for b in 1..7u64 {
                samples.push([a, b]);
            }
        }
        let wanted: Vec<u32> = samples.iter().map(|p| f(p[0], p[1]) as u32).collect();
        let found = search(2, &samples, &wanted, |g| {
            (1..40u64).all(|a| (1..40u64).all(|b| g.eval(&[a, b]) == Some(f(a, b))))
        });
        let formula = &found.formulas[0];
        assert_eq!(formula.size(), 4, "{}", formula.text(&["a", "b"]));
    }

    #[test]
    fn noise_fits_no_formula() {
        let mut x = 12345u64;
        let mut noise = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % 7
        };
        let samples: Vec<[u64; 2]> = (2..34u64).map(|n| [n, 0]).collect();
        let wanted: Vec<u32> = samples.iter().map(|_| noise() as u32).collect();
        let found = search(1, &samples, &wanted, |_| true);
        assert!(found.formulas.is_empty());
        assert!(found.tried > 10_000);
    }
}

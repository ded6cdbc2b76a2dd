//! The search on a sequence `G(0), G(1), …`: each kind of the module documentation of
//! [`core::guess`](crate::core::guess), tried on every term.

use crate::core::guess::evidence::{
    choose, no_pattern_reason, Candidate, Evidence, MAX_MODULUS, MIN_CONSTANT,
};
use crate::core::guess::formula;
use crate::core::guess::pattern::{
    Beatty, Guess, Kind, NoPattern, Recurrence, Rule, Runs, SelfSimilar,
};
use crate::core::guess::quadratic::Quadratic;
use crate::core::guess::report::periodic_name;
use crate::core::period::Periodic;

/// with too little are described in `weak`.
pub(crate) fn value_candidates(values: &[u64], weak: &mut Vec<String>) -> Vec<Candidate> {
    let n = values.len();
    let mut found = Vec::new();
    if values.iter().all(|&v| v == values[0]) {
        if n >= MIN_CONSTANT {
            found.push(Candidate {
                kind: Kind::Constant(values[0]),
                cost: 1,
                name: format!("constant {}", values[0]),
            });
        } else {
            weak.push(format!("constant {} needs {MIN_CONSTANT} terms", values[0]));
        }
        return found;
    }
    let evidence = Evidence::new(values);
    if let Some(c) = periodic(values, &evidence, true, weak) {
        found.push(c);
    }
    if let Some(c) = self_similar(values, &evidence, weak) {
        found.push(c);
    }
    if let Some(c) = formula(values, &evidence, weak) {
        found.push(c);
    }
    if let Some(c) = runs(values, weak) {
        found.push(c);
    }
    found
}

/// Every kind of P-position pattern that fits the indicator (1 at P-positions).
pub(crate) fn outcome_candidates(indicator: &[u64], weak: &mut Vec<String>) -> Vec<Candidate> {
    let mut found = Vec::new();
    let zeros = indicator.iter().filter(|&&v| v == 1).count();
    if zeros == 0 || zeros == indicator.len() {
        return found;
    }
    let evidence = Evidence::new(indicator);
    if let Some(c) = periodic(indicator, &evidence, false, weak) {
        found.push(c);
    }
    if let Some(c) = formula(indicator, &evidence, weak) {
        found.push(c);
    }
    let positions: Vec<u64> = (0..indicator.len() as u64)
        .filter(|&i| indicator[i as usize] == 1)
        .collect();
    if let Some(c) = recurrence(&positions, indicator.len() as u64, weak) {
        found.push(c);
    }
    if let Some(c) = beatty(&positions, indicator.len() as u64, weak) {
        found.push(c);
    }
    found
}

/// The Z-function of `s`: `z[i]` the length of the longest common prefix of `s` and
/// `s[i..]` (`z[0] = len`).
///
/// O(len).
pub(crate) fn z_function<T: PartialEq>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    let mut z = vec![0; n];
    if n == 0 {
        return z;
    }
    z[0] = n;
    let (mut l, mut r) = (0, 0);
    for i in 1..n {
        if i < r {
            z[i] = (r - i).min(z[i - l]);
        }
        while i + z[i] < n && s[z[i]] == s[i + z[i]] {
            z[i] += 1;
        }
        if i + z[i] > r {
            l = i;
            r = i + z[i];
        }
    }
    z
}

/// For every shift `p`, the smallest `n0` with `G(n + p) - G(n)` constant for `n0 <= n < N - p`:
/// from the Z-function of the reversed differences. `n0[p]` for `p` in `1..N`.
pub(crate) fn arithmetic_starts(values: &[u64]) -> Vec<usize> {
    let n = values.len();
    if n < 2 {
        return vec![0; n];
    }
    let diffs: Vec<i128> = values
        .windows(2)
        .rev()
        .map(|w| i128::from(w[1]) - i128::from(w[0]))
        .collect();
    let z = z_function(&diffs);
    let m = diffs.len();
    let mut starts = vec![0; n];
    for p in 1..n {
        // The reversed differences have period p over their first p + z[p] entries (all of
        // them when p >= m): D(i + p) = D(i) for i >= m - (p + z[p]).
        let covered = if p >= m { m } else { (p + z[p]).min(m) };
        starts[p] = m - covered;
    }
    starts
}

/// The eventually (arithmetic-)periodic pattern with the smallest period that fits with
/// enough evidence (`saltus` allowed or not).
pub(crate) fn periodic(
    values: &[u64],
    evidence: &Evidence,
    saltus: bool,
    weak: &mut Vec<String>,
) -> Option<Candidate> {
    let n = values.len();
    let starts = arithmetic_starts(values);
    let mut first_weak: Option<String> = None;
    for p in 1..=n / 3 {
        let s = starts[p];
        let diff = i128::from(values[s + p]) - i128::from(values[s]);
        if diff < 0 || (!saltus && diff != 0) {
            continue;
        }
        // G(n + p) = G(n) + diff must hold from s: the differences say it does.
        if n - s < 3 * p {
            continue;
        }
        if n < 2 * (s + p) {
            continue;
        }
        if !saltus && !values[s..s + p].contains(&1) {
            // An outcome pattern whose period has no P-position says the P-positions end: no
            // table shows that (octal 0.16 has none from 24 to 836, then one).
            continue;
        }
        let bits = evidence.bits(s + p, n);
        // A constant tail after a few exceptions carries almost no bits (its value is the
        // common one), yet a long one is convincing: 0.51 is 0, then 1 forever.
        let settled = saltus && p == 1 && diff == 0 && s <= 4 && n >= 16 * (s + 1);
        let strong = bits >= evidence.needed || settled;
        let kind = Periodic {
            preperiod: s,
            period: p,
            saltus: diff as u64,
        };
        // A table that changed regime once (periodic with period q on [s1, s), then another
        // pattern from s) may change again; when the changes come at scales growing
        // geometrically, as in games that divide the heap, the next one is near s²/s1.
        let regime = earlier_regime(&values[..s], saltus);
        let far_enough = regime.map_or(true, |(s1, _)| {
            n as u128 * s1.max(1) as u128 >= (s as u128).pow(2)
        });
        if strong && !far_enough {
            if let Some((s1, q)) = regime {
                weak.push(format!(
                    "{} fits, but the values before it were periodic too (period {q} from n = \
                     {s1} to {s}), and a table that changed its pattern at n = {s} may change it \
                     again near n = {}: more terms are needed",
                    periodic_name(&kind),
                    (s as u128).pow(2) / s1.max(1) as u128
                ));
            }
            continue;
        }
        if !strong {
            if first_weak.is_none() && s + p <= n / 2 {
                first_weak = Some(format!(
                    "{} fits, with {bits:.0} bits of evidence past its first period where \
                     {:.0} are needed",
                    periodic_name(&kind),
                    evidence.needed,
                ));
            }
            continue;
        }
        return Some(Candidate {
            name: periodic_name(&kind),
            cost: s + p + usize::from(diff != 0),
            kind: Kind::Periodic(kind),
        });
    }
    if let Some(w) = first_weak {
        weak.push(w);
    }
    None
}

/// The longest periodic stretch that ends a prefix (the values before a pattern's start):
/// `(start, period)` with the stretch at least three periods long, or `None`.
pub(crate) fn earlier_regime(prefix: &[u64], saltus: bool) -> Option<(usize, usize)> {
    let n = prefix.len();
    if n < 6 {
        return None;
    }
    let starts = arithmetic_starts(prefix);
    (1..=n / 3)
        .filter(|&q| {
            let s1 = starts[q];
            let same = prefix[s1 + q] == prefix[s1];
            n - s1 >= 3 * q && (saltus || same) && n - s1 >= 6
        })
        .map(|q| (starts[q], q))
        .min_by_key(|&(s1, _)| s1)
}

/// The rule a residue follows from the latest possible start: `(rule, first q)`.
pub(crate) fn residue_rule(values: &[u64], k: usize, r: usize) -> Option<(Rule, usize)> {
    let count = (values.len() - r + k - 1) / k;
    if count < 4 {
        return None;
    }
    let h = |q: usize| values[k * q + r];
    let last = count - 1;
    let mut best: Option<(Rule, usize, usize)> = None;
    // How far back from the end a rule holds: its first q.
    let mut consider = |rule: Rule, start: usize, rank: usize| {
        let better = match best {
            None => true,
            Some((_, s, rk)) => (start, rank) < (s, rk),
        };
        if better {
            best = Some((rule, start, rank));
        }
    };
    // Linear: a·q + b from the last two.
    let a = i128::from(h(last)) - i128::from(h(last - 1));
    if a >= 0 {
        let b = i128::from(h(last)) - a * last as i128;
        let mut q = last + 1;
        while q > 0 && i128::from(h(q - 1)) == a * (q - 1) as i128 + b {
            q -= 1;
        }
        if let Ok(b) = i64::try_from(b) {
            consider(Rule::Linear { a: a as u64, b }, q, usize::from(a != 0));
        }
    }
    // Refer: G(kq + r) = G(jq + t) + c, j < k, t <= r.
    for j in 1..k {
        for t in 0..=r {
            let c = i128::from(h(last)) - i128::from(values[j * last + t]);
            if !(0..=2).contains(&c) {
                continue;
            }
            let mut q = last + 1;
            // q >= 1 keeps j·q + t below k·q + r.
            while q > 1 && i128::from(h(q - 1)) == i128::from(values[j * (q - 1) + t]) + c {
                q -= 1;
            }
            consider(
                Rule::Refer {
                    j: j as u64,
                    t: t as u64,
                    c: c as u64,
                },
                q.max(1),
                2 + usize::from(c != 0),
            );
        }
    }
    best.map(|(rule, q, _)| (rule, q))
}

/// A self-similar pattern (see the module documentation) with enough evidence.
pub(crate) fn self_similar(
    values: &[u64],
    evidence: &Evidence,
    weak: &mut Vec<String>,
) -> Option<Candidate> {
    let n = values.len();
    for k in 2..=MAX_MODULUS as usize {
        if n < 16 * k {
            break;
        }
        let mut rules = Vec::with_capacity(k);
        let mut start = k;
        for r in 0..k {
            if let Some((rule, q)) = residue_rule(values, k, r) {
                rules.push(rule);
                start = start.max(k * q);
            }
        }
        if rules.len() < k || !rules.iter().any(|r| matches!(r, Rule::Refer { .. })) {
            continue; // all linear: an arithmetic period, found as such
        }
        // Each residue's last two terms fix its rule's constants; the rest is predicted.
        let bits = evidence.bits(start, n) - (2 * k) as f64 * (n as f64).log2();
        let per_residue = (n - start) / k;
        let needed = evidence.needed + k as f64;
        if start > n / 2 || per_residue < 8 {
            continue;
        }
        if bits < needed {
            weak.push(format!(
                "a self-similar pattern mod {k} fits from n = {start}, with {bits:.0} bits of \
                 evidence where {needed:.0} are needed and at least 8 terms per residue"
            ));
            continue;
        }
        let kind = SelfSimilar {
            k: k as u64,
            start: start as u64,
            rules,
        };
        return Some(Candidate {
            name: format!("self-similar mod {k} from n = {start}"),
            cost: start + 3 * k,
            kind: Kind::SelfSimilar(kind),
        });
    }
    None
}

/// The smallest formula that fits from `n >= from` (`from` at most 2), with enough evidence.
pub(crate) fn formula(
    values: &[u64],
    evidence: &Evidence,
    weak: &mut Vec<String>,
) -> Option<Candidate> {
    let n = values.len();
    if n < 40 {
        return None;
    }
    let samples: Vec<[u64; 2]> = (2..34u64).map(|i| [i, 0]).collect();
    if values[2..34].iter().any(|&v| v >= u64::from(u32::MAX)) {
        return None;
    }
    let wanted: Vec<u32> = values[2..34].iter().map(|&v| v as u32).collect();
    let found = formula::search(1, &samples, &wanted, |f| {
        (2..n as u64).all(|i| f.eval(&[i]) == Some(values[i as usize]))
    });
    let formula = found.formulas.into_iter().next()?;
    let from = (0..2u64)
        .find(|&s| (s..2).all(|i| formula.eval(&[i]) == Some(values[i as usize])))
        .unwrap_or(2);
    let bits = evidence.bits(from as usize, n);
    let needed = evidence.needed + (found.tried as f64).log2();
    if bits < needed {
        weak.push(format!(
            "the formula {} fits, with {bits:.0} bits of evidence where {needed:.0} are needed",
            formula.text(&["n"])
        ));
        return None;
    }
    Some(Candidate {
        name: format!("the formula {}", formula.text(&["n"])),
        cost: 2 * formula.size() + from as usize,
        kind: Kind::Formula { formula, from },
    })
}

/// Runs of equal values whose ends grow geometrically, with at least 3 run ends predicted.
pub(crate) fn runs(values: &[u64], weak: &mut Vec<String>) -> Option<Candidate> {
    let n = values.len();
    let mut bounds = vec![0u64];
    let mut vals = vec![values[0]];
    for i in 1..n {
        if values[i] != values[i - 1] {
            bounds.push(i as u64);
            vals.push(values[i]);
        }
    }
    let m = bounds.len();
    if m < 6 || m > n / 4 {
        return None;
    }
    let b = |i: usize| i128::from(bounds[i]);
    for q in 1..=3usize {
        for from in 0..=2usize {
            // Fit from b(from), b(from + 1) and b(from + q), b(from + q + 1); then at least 3
            // more ends predicted.
            if from + q + 1 + 3 >= m {
                continue;
            }
            let (x0, x1, y0, y1) = (b(from), b(from + 1), b(from + q), b(from + q + 1));
            if x1 == x0 || (y1 - y0) % (x1 - x0) != 0 {
                continue;
            }
            let mult = (y1 - y0) / (x1 - x0);
            if mult < 2 {
                continue;
            }
            let add = y0 - mult * x0;
            let ends_fit = (from..m - q).all(|i| b(i + q) == mult * b(i) + add);
            // The last run goes on past the table: its predicted end is not inside it.
            let next = mult * b(m - q) + add;
            if !ends_fit || next < n as i128 {
                continue;
            }
            let step = i128::from(vals[from + q]) - i128::from(vals[from]);
            if step < 0 {
                continue;
            }
            let values_fit =
                (from..m - q).all(|i| i128::from(vals[i + q]) == i128::from(vals[i]) + step);
            if !values_fit {
                continue;
            }
            let predicted = m - (from + q + 2);
            if predicted < 3 {
                weak.push(format!(
                    "runs with ends b(i + {q}) = {mult}·b(i) {add:+} fit, with only {predicted} \
                     run ends predicted where 3 are needed"
                ));
                continue;
            }
            let kind = Runs {
                bounds: bounds.clone(),
                values: vals.clone(),
                q,
                from,
                mult: mult as u64,
                add: add as i64,
                step: step as u64,
            };
            return Some(Candidate {
                name: format!("runs with ends b(i + {q}) = {mult}·b(i) {add:+}"),
                cost: 2 * (from + q) + 4,
                kind: Kind::Runs(kind),
            });
        }
    }
    None
}

/// The P-positions as a recurrence `z(i + 2) = x·z(i + 1) + y·z(i) + c` that grows (x + y at
/// least 2), with at least 4 P-positions predicted.
pub(crate) fn recurrence(zeros: &[u64], len: u64, weak: &mut Vec<String>) -> Option<Candidate> {
    let m = zeros.len();
    if m < 7 {
        return None;
    }
    let z = |i: usize| i128::from(zeros[i]);
    for from in 0..=2usize {
        if from + 7 > m {
            break;
        }
        for x in 1..=4i128 {
            for y in 0..=2i128 {
                if x + y < 2 {
                    continue;
                }
                let c = z(from + 2) - x * z(from + 1) - y * z(from);
                if c.abs() > 4 {
                    continue;
                }
                let fits = (from..m - 2).all(|i| z(i + 2) == x * z(i + 1) + y * z(i) + c);
                let next = x * z(m - 1) + y * z(m - 2) + c;
                if !fits || next < i128::from(len) || next <= z(m - 1) {
                    continue;
                }
                let predicted = m - (from + 3);
                if predicted < 4 {
                    weak.push(format!(
                        "the P-positions follow z(i + 2) = {x}·z(i + 1) + {y}·z(i) {c:+}, with \
                         only {predicted} predicted where 4 are needed"
                    ));
                    continue;
                }
                let kind = Recurrence {
                    zeros: zeros.to_vec(),
                    from,
                    x: x as u64,
                    y: y as u64,
                    c: c as i64,
                };
                return Some(Candidate {
                    name: format!("the P-positions by {}", kind.rule()),
                    cost: from + 6,
                    kind: Kind::Recurrence(kind),
                });
            }
        }
    }
    None
}

/// Square-free numbers whose roots make the quadratic irrationals tried.
pub(crate) const ROOTS: [u64; 12] = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 21];

/// The P-positions as a Beatty sequence `floor((i + offset)·α) + shift` for the simplest
/// quadratic irrational `α > 1` that fits, if exactly one of the simplest fits.
pub(crate) fn beatty(zeros: &[u64], len: u64, weak: &mut Vec<String>) -> Option<Candidate> {
    let m = zeros.len();
    if m < 10 {
        return None;
    }
    for offset in 0..=1i128 {
        for shift in [0i128, -1, 1] {
            // α in [lo, hi): for each i with k = i + offset >= 1,
            // (z - shift) / k <= α < (z - shift + 1) / k.
            let (mut lo, mut hi) = ((1i128, 1i128), (i128::MAX / 4, 1i128));
            let mut ok = true;
            for (i, &z) in zeros.iter().enumerate() {
                let k = i as i128 + offset;
                let v = i128::from(z) - shift;
                if k == 0 {
                    ok &= v == 0;
                    continue;
                }
                if v * lo.1 > lo.0 * k {
                    lo = (v, k);
                }
                if (v + 1) * hi.1 < hi.0 * k {
                    hi = (v + 1, k);
                }
            }
            if !ok || lo.0 * hi.1 >= hi.0 * lo.1 {
                continue;
            }
            // The next term must lie past the table.
            let mut fits: Vec<(i64, Quadratic)> = Vec::new();
            for &d in &ROOTS {
                for r in 1..=4i64 {
                    for q in [1i64, -1, 2, -2] {
                        if (q * q) as u64 * d * (r * r) as u64 > 300 {
                            continue;
                        }
                        let root = q as f64 * (d as f64).sqrt();
                        let p_lo = (lo.0 as f64 / lo.1 as f64 * r as f64 - root).floor() as i64 - 1;
                        let p_hi = (hi.0 as f64 / hi.1 as f64 * r as f64 - root).ceil() as i64 + 1;
                        for p in p_lo..=p_hi {
                            if p.abs() > 12 {
                                continue;
                            }
                            let alpha = Quadratic { p, q, d, r };
                            if alpha.value() <= 1.0
                                || alpha.cmp_rational(lo.0, lo.1) == std::cmp::Ordering::Less
                                || alpha.cmp_rational(hi.0, hi.1) != std::cmp::Ordering::Less
                            {
                                continue;
                            }
                            let height = p.abs() + q.abs() + r + d as i64;
                            fits.push((height, alpha));
                        }
                    }
                }
            }
            fits.sort_by_key(|f| f.0);
            fits.dedup_by(|a, b| (a.1.value() - b.1.value()).abs() < 1e-12);
            let Some(&(height, alpha)) = fits.first() else {
                continue;
            };
            if fits.get(1).is_some_and(|f| f.0 == height) {
                weak.push(format!(
                    "the P-positions look like a Beatty sequence, but {} and {} fit alike",
                    alpha.text(),
                    fits[1].1.text()
                ));
                continue;
            }
            let kind = Beatty {
                alpha,
                offset: offset as u64,
                shift: shift as i64,
            };
            let next = alpha.floor_mul(m as i128 + offset) + shift;
            if next < i128::from(len) {
                continue;
            }
            return Some(Candidate {
                name: format!("P-positions floor(k·{}) {:+}", alpha.text(), shift),
                cost: height as usize + 2,
                kind: Kind::Beatty(kind),
            });
        }
    }
    None
}

/// A sequence's own value pattern, as one part of a grid's xor (`Err` if it has none).
pub(crate) fn periodic_of_sequence(values: &[u64]) -> Result<Guess, NoPattern> {
    let mut weak = Vec::new();
    let found = value_candidates(values, &mut weak);
    match choose(values, None, found, false)? {
        Some(g) => Ok(g),
        None => Err(NoPattern {
            reason: no_pattern_reason(values.len(), "terms", &weak),
        }),
    }
}

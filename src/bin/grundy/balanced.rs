//! `grundy moore K --count …` and `grundy staircase --count …`: how many positions of Moore's
//! Nim_k (`k = 1`: Nim) and of staircase Nim the player to move wins and loses, the same
//! digit-by-digit counts as Luogu P2490 and P5363 use:
//!
//! * `--count N LO..HI`: `N` heaps (steps), each of `LO..=HI` tokens, in order
//!   ([`balanced_in_range`], [`lost_in_range`]): exactly, or modulo any `P`;
//! * `--count N --total T`: `N` heaps (steps) of any sizes with `T` tokens in all
//!   ([`balanced_by_total`], [`lost_with_total`]): modulo a prime `P`, or exactly: then the count
//!   is made modulo two primes near 2^61 and put together by the Chinese remainder theorem,
//!   exact because it is below the number of positions, which is checked to be below their
//!   product.

use grundy::core::modular::{inverse_mod, is_prime, mul_mod, Binomials};
use grundy::games::moore::{balanced_by_total, balanced_in_range, RangeCountError};
use grundy::games::staircase::{lost_in_range, lost_with_total};

/// The modes, by their first word.
pub const MODES: [&str; 2] = ["moore", "staircase"];

/// The most steps a count of positions in ranges may take (a few seconds).
const WORK: u64 = 2_000_000_000;
/// The largest total of `--total` (tables of 16 bytes a token, two of them for binomials).
const MOST_TOTAL: u64 = 1_000_000;
/// The most heaps.
const MOST_HEAPS: u64 = 1_000_000_000_000_000_000;
/// The two primes of an exact count by totals: `2^61 - 1` and the largest prime below 2^61.
const PRIMES: [u64; 2] = [(1 << 61) - 1, (1 << 61) - 31];

/// What was asked.
struct Ask {
    /// `k` of Nim_k, or `None` for staircase Nim.
    k: Option<u64>,
    heaps: u64,
    sizes: Sizes,
    modulus: Option<u64>,
}

enum Sizes {
    Range(u64, u64),
    Total(u64),
}

/// Runs `grundy MODE ARGS`: the report, or an error for stderr.
pub fn run(mode: &str, args: &[String]) -> Result<String, String> {
    let ask = parse(mode, args)?;
    let game = match ask.k {
        Some(1) => "Moore's Nim_1 (Nim)".to_string(),
        Some(k) => format!("Moore's Nim_{k}"),
        None => "Staircase Nim".to_string(),
    };
    let what = match (ask.k, &ask.sizes) {
        (Some(_), Sizes::Range(lo, hi)) => {
            format!(
                "positions of {} heaps of {lo}..={hi} tokens each (in order)",
                ask.heaps
            )
        }
        (None, Sizes::Range(lo, hi)) => format!(
            "positions of {} steps of {lo}..={hi} stones each (step 1 next to the ground)",
            ask.heaps
        ),
        (Some(_), Sizes::Total(t)) => format!(
            "positions of {} heaps with {t} tokens in all (in order, any sizes)",
            ask.heaps
        ),
        (None, Sizes::Total(t)) => format!(
            "positions of {} steps with {t} stones on them in all (any sizes)",
            ask.heaps
        ),
    };
    let lost_rule = match ask.k {
        Some(1) => "the xor of the heaps is 0".to_string(),
        Some(k) => format!("every binary digit is set in a multiple of {} heaps", k + 1),
        None => "the odd steps, as Nim heaps, xor to 0".to_string(),
    };
    let (all, lost) = match &ask.sizes {
        Sizes::Range(lo, hi) => range_counts(&ask, *lo, *hi)?,
        Sizes::Total(t) => total_counts(&ask, *t)?,
    };
    let modulo = ask
        .modulus
        .map_or(String::new(), |p| format!(", modulo {p}"));
    let won = match ask.modulus {
        Some(p) => (all + u128::from(p) - lost) % u128::from(p),
        None => all - lost,
    };
    Ok(format!(
        "{game}: {what}{modulo}:\n  {all} in all\n  {won} won by the player to move\n  {lost} \
         lost ({lost_rule})\n"
    ))
}

/// The words after the mode.
fn parse(mode: &str, args: &[String]) -> Result<Ask, String> {
    let usage = match mode {
        "moore" => "grundy moore K --count N LO..HI [--mod P] or --count N --total T [--mod P]",
        _ => "grundy staircase --count N LO..HI [--mod P] or --count N --total T [--mod P]",
    };
    let mut rest = args;
    let k = if mode == "moore" {
        let k = rest.first().and_then(|w| crate::table::number(w));
        match k {
            Some(k) if (1..=MOST_HEAPS).contains(&k) => {
                rest = &rest[1..];
                Some(k)
            }
            _ => {
                let found = rest
                    .first()
                    .map_or("nothing".to_string(), |w| format!("{w:?}"));
                return Err(format!(
                    "expected the most heaps a move changes K (1..=10^18) after 'moore', found \
                     {found}"
                ));
            }
        }
    } else {
        None
    };
    if rest.first().map(String::as_str) != Some("--count") {
        let found = rest
            .first()
            .map_or("nothing".to_string(), |w| format!("{w:?}"));
        return Err(format!("expected {usage}, found {found}"));
    }
    let heaps = rest.get(1).and_then(|w| crate::table::number(w));
    let Some(heaps) = heaps.filter(|h| (1..=MOST_HEAPS).contains(h)) else {
        let found = rest
            .get(1)
            .map_or("nothing".to_string(), |w| format!("{w:?}"));
        return Err(format!(
            "expected the number of heaps N (1..=10^18) after --count, found {found}"
        ));
    };
    let mut i = 2;
    let sizes = match rest.get(i).map(String::as_str) {
        Some("--total") => {
            let t = rest.get(i + 1).and_then(|w| crate::table::number(w));
            let Some(t) = t.filter(|&t| t <= MOST_TOTAL) else {
                let found = rest
                    .get(i + 1)
                    .map_or("nothing".to_string(), |w| format!("{w:?}"));
                return Err(format!(
                    "expected the tokens in all T (0..=10^6) after --total, found {found}"
                ));
            };
            i += 2;
            Sizes::Total(t)
        }
        Some(range) => {
            let bounds = range
                .split_once("..")
                .and_then(|(lo, hi)| Some((crate::table::number(lo)?, crate::table::number(hi)?)));
            match bounds {
                Some((lo, hi)) if lo <= hi && hi <= MOST_HEAPS => {
                    i += 1;
                    Sizes::Range(lo, hi)
                }
                _ => {
                    return Err(format!(
                        "expected LO..HI (0 <= LO <= HI <= 10^18) or --total T after --count N, \
                         found {range:?}"
                    ))
                }
            }
        }
        None => return Err(format!("expected {usage}, found nothing after --count N")),
    };
    let mut modulus = None;
    match rest.get(i).map(String::as_str) {
        None => {}
        Some("--mod") => {
            let p = rest.get(i + 1).and_then(|w| crate::table::number(w));
            let total = matches!(sizes, Sizes::Total(_));
            let ok = |p: u64| {
                if total {
                    is_prime(p) && p < 1 << 62
                } else {
                    (2..=1 << 62).contains(&p)
                }
            };
            match p {
                Some(p) if ok(p) => modulus = Some(p),
                _ => {
                    let found = rest
                        .get(i + 1)
                        .map_or("nothing".to_string(), |w| format!("{w:?}"));
                    return Err(if total {
                        format!(
                            "expected a prime modulus below 2^62 after --mod with --total (the \
                             binomials need inverses), found {found}"
                        )
                    } else {
                        format!("expected a modulus 2..=2^62 after --mod, found {found}")
                    });
                }
            }
            if let Some(extra) = rest.get(i + 2) {
                return Err(format!("expected nothing after --mod P, found {extra:?}"));
            }
        }
        Some(other) => return Err(format!("expected --mod P or nothing, found {other:?}")),
    }
    Ok(Ask {
        k,
        heaps,
        sizes,
        modulus,
    })
}

/// `(all, lost)` for heaps each in `lo..=hi`.
fn range_counts(ask: &Ask, lo: u64, hi: u64) -> Result<(u128, u128), String> {
    let explain = |e: RangeCountError| match e {
        RangeCountError::TooMuchWork(w) => format!(
            "the count of {} heaps in {lo}..={hi} needs {w} steps, past {WORK}: fewer heaps \
             (the work grows as N^3 when LO > 0, N^2 when LO = 0)",
            ask.heaps
        ),
        RangeCountError::Overflow => {
            "the exact count does not fit in 128 bits: give --mod P".to_string()
        }
        other => other.to_string(),
    };
    let lost = match ask.k {
        Some(k) => balanced_in_range(ask.heaps, k, lo, hi, ask.modulus, WORK),
        None => lost_in_range(ask.heaps, lo, hi, ask.modulus, WORK),
    }
    .map_err(explain)?;
    let values = u128::from(hi - lo) + 1;
    let all = match ask.modulus {
        Some(p) => u128::from(grundy::core::modular::pow_mod(
            (values % u128::from(p)) as u64,
            ask.heaps,
            p,
        )),
        None if values == 1 => 1,
        None => u32::try_from(ask.heaps)
            .ok()
            .and_then(|n| values.checked_pow(n))
            .ok_or_else(|| "the exact count does not fit in 128 bits: give --mod P".to_string())?,
    };
    Ok((all, lost))
}

/// `(all, lost)` for `t` tokens in all, modulo the prime asked for, or exactly through two
/// primes.
fn total_counts(ask: &Ask, t: u64) -> Result<(u128, u128), String> {
    let steps = (ask.heaps.min(t) + 1).saturating_mul(64 - t.leading_zeros() as u64 + 1);
    let work = steps.saturating_mul(t.max(1));
    if work > WORK.saturating_mul(4) {
        return Err(format!(
            "the count of {} heaps with {t} tokens needs about {work} steps: a smaller total",
            ask.heaps
        ));
    }
    let lost_mod = |p: u64| -> Result<u64, String> {
        let memory = || "the count needs more memory than is available".to_string();
        let c = Binomials::new(t.saturating_add(ask.heaps).min(MOST_TOTAL * 2), p)
            .map_err(|_| memory())?;
        match ask.k {
            Some(k) => {
                Ok(balanced_by_total(ask.heaps, k, t, &c).map_err(|_| memory())?[t as usize])
            }
            None => lost_with_total(ask.heaps, t, false, &c).map_err(|_| memory()),
        }
    };
    if let Some(p) = ask.modulus {
        let c = Binomials::new(1, p).map_err(|e| e.to_string())?;
        let all = c.stars_and_bars(t, ask.heaps);
        return Ok((u128::from(all), u128::from(lost_mod(p)?)));
    }
    // Exactly: the positions in all, C(t + n - 1, n - 1), in u128 (multiplying up, dividing as
    // it goes: each partial product is itself a binomial).
    let too_big = || "the exact count does not fit in 121 bits: give --mod P".to_string();
    let n = u128::from(ask.heaps);
    let small = u128::from(t).min(n - 1);
    let mut all = 1u128;
    for i in 1..=small {
        all = all.checked_mul(u128::from(t) + n - i).ok_or_else(too_big)? / i;
    }
    let bound = u128::from(PRIMES[0]) * u128::from(PRIMES[1]);
    if all >= bound {
        return Err(too_big());
    }
    let (a, b) = (lost_mod(PRIMES[0])?, lost_mod(PRIMES[1])?);
    // x ≡ a (mod p), x ≡ b (mod q): x = a + p · ((b − a) · p⁻¹ mod q).
    let (p, q) = (PRIMES[0], PRIMES[1]);
    let p_inverse = inverse_mod(p % q, q).ok_or_else(|| "the primes are coprime".to_string())?;
    let diff = (b + q - a % q) % q;
    let lost = u128::from(a) + u128::from(p) * u128::from(mul_mod(diff, p_inverse, q));
    Ok((all, lost))
}

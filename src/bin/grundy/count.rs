//! `--count N LO..HI [--mod P]`: how many positions of `N` heaps of a game, each heap of
//! `LO..=HI` tokens (heap 1, heap 2, … in order), the player to move wins, and how many she
//! loses; exactly, or modulo an odd `P`.
//!
//! A position is lost exactly when the xor of its heaps' values is 0 (Sprague–Grundy). With
//! `f[v]` the number of sizes in `LO..=HI` of value `v`, the positions of xor `x` are entry `x`
//! of the `N`-th xor power of `f`: one Walsh–Hadamard transform, each point to the `N`-th
//! power, and back ([`grundy::core::gf2::xor_power_mod`]); exactly, the transform in `i128`
//! and every product checked. The values come from the game's table, or from its certified
//! period for heaps past it (counted a residue at a time, so `HI` may be 10^18).

use crate::table::{Rules, Table};
use grundy::core::gf2::{hadamard_i128, xor_power_mod};

/// What `--count` asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    pub heaps: u64,
    pub low: u64,
    pub high: u64,
    pub modulus: Option<u64>,
}

/// The most heaps a position has.
const MOST_HEAPS: u64 = 1_000_000_000_000_000_000;
/// The largest heap size.
const MOST_TOKENS: u64 = 1_000_000_000_000_000_000;
/// The most sizes counted one by one (without a period to count the rest by).
const MOST_WALKED: u64 = 100_000_000;
/// Values are below 2^22: the transform holds at most 4 Mi numbers.
const VALUE_BITS: u32 = 22;
/// The largest modulus (`core::gf2`'s bound), odd so that 2 is invertible.
const MOST_MODULUS: u64 = 1 << 62;

/// Reads `--count N LO..HI` from `args[i..]` (`args[i]` is `--count`): the request (without
/// its modulus) and how many words it took.
pub fn parse(args: &[String], i: usize) -> Result<(Count, usize), String> {
    let expected = "expected --count N LO..HI (1 <= N <= 10^18, 0 <= LO <= HI <= 10^18)";
    let heaps = args.get(i + 1).and_then(|w| crate::table::number(w));
    let range = args.get(i + 2).and_then(|w| {
        let (lo, hi) = w.split_once("..")?;
        Some((crate::table::number(lo)?, crate::table::number(hi)?))
    });
    match (heaps, range) {
        (Some(heaps), Some((low, high)))
            if (1..=MOST_HEAPS).contains(&heaps) && low <= high && high <= MOST_TOKENS =>
        {
            let count = Count {
                heaps,
                low,
                high,
                modulus: None,
            };
            Ok((count, 2))
        }
        _ => {
            let found: Vec<&str> = args[i + 1..].iter().take(2).map(String::as_str).collect();
            Err(format!("{expected}, found {:?}", found.join(" ")))
        }
    }
}

/// Reads the modulus after `--mod`.
pub fn parse_modulus(word: Option<&String>) -> Result<u64, String> {
    match word.and_then(|w| crate::table::number(w)) {
        Some(p) if p % 2 == 1 && (3..=MOST_MODULUS).contains(&p) => Ok(p),
        _ => Err(format!(
            "expected an odd modulus 3..=2^62 after --mod (the transform divides by 2), found {}",
            word.map_or("nothing".to_string(), |w| format!("{w:?}"))
        )),
    }
}

/// The report of `count` for the game of `table` (`nim` when `table` is `None`: each heap's
/// value is its size).
pub fn report(table: Option<&Table>, count: &Count) -> Result<String, String> {
    let title = table.map_or("Nim", |t| t.title.as_str());
    let f = frequencies(table, count.low, count.high)?;
    let sizes = count.high - count.low + 1;
    let what = format!(
        "{title}: positions of {} heaps of {}..={} tokens each (in order)",
        count.heaps, count.low, count.high
    );
    match count.modulus {
        Some(p) => {
            let dist: Vec<u64> = f.iter().map(|&c| c % p).collect();
            let lost = xor_power_mod(&dist, count.heaps, p).map_err(|e| e.to_string())?[0];
            let all = power_mod(sizes % p, count.heaps, p);
            let won = (all + p - lost) % p;
            Ok(format!(
                "{what}, modulo {p}:\n  {all} in all\n  {won} won by the player to move (the \
                 xor of the values is not 0)\n  {lost} lost (xor 0)\n"
            ))
        }
        None => {
            let too_many = || {
                format!(
                    "the exact count of {} ^ {} positions does not fit in 127 bits: give --mod P",
                    sizes, count.heaps
                )
            };
            let all = u32::try_from(count.heaps)
                .ok()
                .and_then(|n| i128::from(sizes).checked_pow(n))
                .ok_or_else(too_many)?;
            let lost = exact_lost(&f, count.heaps as u32).ok_or_else(too_many)?;
            Ok(format!(
                "{what}:\n  {all} in all\n  {} won by the player to move (the xor of the \
                 values is not 0)\n  {lost} lost (xor 0)\n",
                all - lost
            ))
        }
    }
}

/// `b^e mod p`.
fn power_mod(b: u64, mut e: u64, p: u64) -> u64 {
    let p = u128::from(p);
    let (mut result, mut base) = (1 % p, u128::from(b) % p);
    while e > 0 {
        if e & 1 == 1 {
            result = result * base % p;
        }
        base = base * base % p;
        e >>= 1;
    }
    result as u64
}

/// The positions of xor 0, exactly: `(1 / 2^b) Σ_s F(s)^n` with `F` the transform of `f` in
/// `i128`; `None` when a power or the sum passes `i128`.
fn exact_lost(f: &[u64], n: u32) -> Option<i128> {
    let mut t: Vec<i128> = f.iter().map(|&c| i128::from(c)).collect();
    hadamard_i128(&mut t).ok()?;
    let mut sum: i128 = 0;
    for &x in &t {
        sum = sum.checked_add(x.checked_pow(n)?)?;
    }
    Some(sum / t.len() as i128)
}

/// `f[v]`: how many sizes of `low..=high` have value `v`, padded to a power of two.
fn frequencies(table: Option<&Table>, low: u64, high: u64) -> Result<Vec<u64>, String> {
    let mut f: Vec<u64> = Vec::new();
    let mut add = |v: u64, times: u64| -> Result<(), String> {
        if v >> VALUE_BITS != 0 {
            return Err(format!(
                "a heap of value {v} is in the range: --count takes values below 2^{VALUE_BITS}"
            ));
        }
        let v = v as usize;
        if v >= f.len() {
            let len = (v + 1).next_power_of_two();
            f.try_reserve(len - f.len())
                .map_err(|_| "not enough memory for the values' counts".to_string())?;
            f.resize(len, 0);
        }
        f[v] += times;
        Ok(())
    };
    // Through a period residue by residue; an arithmetic period's values differ every
    // round, so its heaps are walked one by one.
    let cycle = table.filter(|t| t.saltus == 0).and_then(|t| t.cycle);
    let walked_to = match (table, cycle) {
        (Some(t), Some(c)) if !matches!(t.rules, Rules::Lasker) => {
            // Below the period's start one by one; from it, each residue class at once.
            let start = (c.preperiod as u64).max(low);
            if start <= high {
                let (period, total) = (c.period as u64, high - start + 1);
                let first = (start - c.preperiod as u64) % period;
                for r in 0..period {
                    let offset = (r + period - first) % period;
                    let times = total / period + u64::from(offset < total % period);
                    let v = t
                        .stored(c.preperiod + r as usize)
                        .ok_or("a period past the table")?;
                    add(u64::from(v), times)?;
                }
            }
            (c.preperiod as u64).min(high + 1)
        }
        _ => high + 1,
    };
    if walked_to > low && walked_to - low > MOST_WALKED {
        let why = if table.is_some_and(|t| t.saltus > 0) {
            "an arithmetic period's values differ every round, so its heaps are walked"
        } else {
            "no period is certified past them"
        };
        return Err(format!(
            "--count walks at most 10^8 heap sizes one by one and {why}: {low}..={high} is too \
             wide"
        ));
    }
    for h in low..walked_to {
        let v = match table {
            None => h,
            Some(t) => t.value(h).ok_or_else(|| {
                format!(
                    "heap {h} is past the {} values computed and no period is certified, so \
                     its value is unknown (raise --max, or lower HI)",
                    t.stored_len()
                )
            })?,
        };
        add(v, 1)?;
    }
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(heaps: u64, low: u64, high: u64, modulus: Option<u64>) -> Count {
        Count {
            heaps,
            low,
            high,
            modulus,
        }
    }

    #[test]
    fn nim_counts_by_enumeration() {
        for heaps in 1..=3u32 {
            for (low, high) in [(0u64, 0u64), (0, 5), (2, 7), (3, 3)] {
                let mut lost = 0;
                let sizes = high - low + 1;
                for index in 0..sizes.pow(heaps) {
                    let xor = (0..heaps).fold(0, |x, j| x ^ (low + index / sizes.pow(j) % sizes));
                    lost += u64::from(xor == 0);
                }
                let all = sizes.pow(heaps);
                let text = report(None, &count(heaps.into(), low, high, None)).unwrap();
                assert!(text.contains(&format!("\n  {all} in all\n")), "{text}");
                assert!(text.contains(&format!("\n  {lost} lost")), "{text}");
                let text = report(None, &count(heaps.into(), low, high, Some(7))).unwrap();
                assert!(text.contains(&format!("\n  {} lost", lost % 7)), "{text}");
            }
        }
        // Past i128, exactly: an error that says what to do.
        let e = report(None, &count(100, 0, 1000, None)).unwrap_err();
        assert!(e.ends_with("give --mod P"), "{e}");
    }

    #[test]
    fn arguments() {
        let words = |s: &str| -> Vec<String> { s.split(' ').map(str::to_string).collect() };
        assert_eq!(
            parse(&words("--count 3 0..10"), 0),
            Ok((count(3, 0, 10, None), 2))
        );
        for bad in [
            "--count 0 0..10",
            "--count 3 5..4",
            "--count 3 10",
            "--count x 0..1",
        ] {
            assert!(parse(&words(bad), 0).is_err(), "{bad}");
        }
        assert_eq!(
            parse_modulus(Some(&"998244353".to_string())),
            Ok(998_244_353)
        );
        assert!(parse_modulus(Some(&"4".to_string())).is_err());
        assert!(parse_modulus(None).is_err());
    }
}

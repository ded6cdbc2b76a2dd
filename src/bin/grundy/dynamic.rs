//! The dynamic subtraction mode of the explorer (`grundy dynamic K`): the losing heaps of
//! `k`-fold dynamic subtraction up to a bound, each heap's smallest winning first take
//! (`--list`, `--svg`), and the greedy sum behind one heap's answer (`--heaps`).
//!
//! The values come from [`grundy::games::dynamic`]; the first [`CHECKED`] heaps are checked
//! here against a search over the rules alone, with the previous take as state, and the
//! output says whether they agree.

use crate::coins::upto_and_list_with;
use crate::table::{number, Text};
use grundy::games::dynamic::{DynamicError, LosingHeaps, Work};
use std::fmt::Write as _;

/// The mode this module answers.
pub const MODE: &str = "dynamic";
/// The largest `k` and heap.
const MAX: u64 = 1_000_000_000_000_000_000;
/// The default `--upto`.
const DEFAULT_UPTO: u64 = 1000;
/// The most losing heaps the text lists.
const MAX_LISTED: usize = 100_000;
/// The largest `--upto` of `--list` (one line a heap).
const MAX_LIST_UPTO: u64 = 10_000_000;
/// How many heaps are checked against the rules (`O(n^3)` over `(heap, most takeable)`).
const CHECKED: u64 = 120;

/// Runs `grundy dynamic K` with its options.
pub fn run(args: &[String]) -> Result<String, String> {
    let text = args.first().map_or("nothing", String::as_str);
    let k = match number(text) {
        Some(k) if (1..=MAX).contains(&k) => k,
        _ => {
            return Err(format!(
                "expected the multiple k (1..=10^18) after 'dynamic', found {text:?}"
            ))
        }
    };
    let mut heaps = Vec::new();
    let (upto, list, svg) = upto_and_list_with(MODE, &args[1..], MAX, &mut heaps)?;
    svg.check(
        crate::picture::Shape::Sequence,
        &[("--list", list), ("--heaps", !heaps.is_empty())],
    )?;
    if !heaps.is_empty() && (list || upto.is_some()) {
        return Err("--heaps answers heaps: it does not go with --upto or --list".to_string());
    }
    let mut losing = LosingHeaps::new(k);
    let mut work = Work::DEFAULT;
    let refused = |e: DynamicError| match e {
        DynamicError::Work => format!(
            "the losing heaps this needs take more than {} steps to generate for k = {k} \
             (k near the square root of the heaps is slowest)",
            Work::DEFAULT.most
        ),
        DynamicError::NoMemory => e.to_string(),
    };
    let checked = agrees_with_the_rules(k, &mut losing, &mut work).map_err(refused)?;
    let rules = format!(
        "k-fold dynamic subtraction, k = {k}: one heap; the first move takes 1 to n - 1 \
         tokens, each later one at least 1 and at most k times the opponent's last take; \
         whoever takes the last token wins"
    );
    if !heaps.is_empty() {
        let mut out = Text::default();
        let _ = writeln!(out, "{rules}.");
        for &n in &heaps {
            let line = heap_line(k, n, &mut losing, &mut work).map_err(refused)?;
            let _ = writeln!(out, "{line}");
        }
        let _ = writeln!(out, "{checked}");
        return out.finish();
    }
    let upto = upto.unwrap_or(DEFAULT_UPTO);
    let take = |n: u64, losing: &mut LosingHeaps, work: &mut Work| -> Result<u64, String> {
        if n == 0 {
            return Ok(0);
        }
        let s = losing.smallest_part(n, work).map_err(refused)?;
        Ok(if s == n { 0 } else { s })
    };
    if let Some(file) = &svg.file {
        let count = upto.saturating_add(1);
        if count > crate::picture::MAX_CELLS as u64 {
            return Err(format!(
                "a picture takes at most {} cells, this one would have {count}",
                crate::picture::MAX_CELLS
            ));
        }
        let mut takes = Vec::new();
        for n in 0..count {
            let t = take(n, &mut losing, &mut work)?;
            grundy::core::budget::try_push(&mut takes, t.min(u64::from(u32::MAX)) as u32)
                .map_err(|_| "not enough memory for the picture's cells".to_string())?;
        }
        let title = format!(
            "{k}-fold dynamic subtraction: each heap's smallest winning first take, \
             n = 0..={upto} (0: a losing heap)"
        );
        return crate::picture::sequence(file, &title, &takes, svg.width, None, 0);
    }
    let mut out = Text::default();
    if list {
        if upto > MAX_LIST_UPTO {
            return Err(format!(
                "--list prints a line a heap: at most --upto {MAX_LIST_UPTO}, found {upto}"
            ));
        }
        for n in 0..=upto {
            let t = take(n, &mut losing, &mut work)?;
            let _ = writeln!(out, "{n} {t}");
        }
        let _ = writeln!(
            out,
            "# n and the smallest winning first take from a heap of n (0: the first player \
             loses); {checked}"
        );
        return out.finish();
    }
    let mut terms = Vec::new();
    let mut x = upto;
    // From the top down: the largest term at most x, then at most that term less one.
    while x >= 1 {
        let t = losing.largest_term_at_most(x, &mut work).map_err(refused)?;
        if terms.len() == MAX_LISTED {
            return Err(format!(
                "the losing heaps up to {upto} are more than {MAX_LISTED}: give a smaller --upto"
            ));
        }
        grundy::core::budget::try_push(&mut terms, t)
            .map_err(|_| "not enough memory for the list".to_string())?;
        x = t - 1;
    }
    terms.reverse();
    let _ = writeln!(out, "{rules}.");
    let _ = writeln!(
        out,
        "The losing heaps (the first player loses) up to {upto}: {} of them",
        terms.len()
    );
    let mut line = String::new();
    for t in &terms {
        let word = t.to_string();
        if !line.is_empty() && line.len() + 1 + word.len() > 90 {
            let _ = writeln!(out, "{line}");
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(
        out,
        "Any other heap is won by taking the smallest term of its greedy sum of losing heaps \
         ('grundy dynamic {k} --heaps N' shows it); {checked}"
    );
    out.finish()
}

/// One heap's answer: its greedy sum of losing heaps and the smallest winning first take, or
/// that it is lost.
fn heap_line(
    k: u64,
    n: u64,
    losing: &mut LosingHeaps,
    work: &mut Work,
) -> Result<String, DynamicError> {
    if n == 0 {
        return Ok("0: no token, so the player to move has lost".to_string());
    }
    let mut parts = Vec::new();
    let mut rest = n;
    while rest > 0 {
        let t = losing.largest_term_at_most(rest, work)?;
        parts.push(t.to_string());
        rest -= t;
    }
    if n == 1 {
        return Ok("1: a losing heap: the first player may take nothing".to_string());
    }
    if parts.len() == 1 {
        return Ok(format!(
            "{n}: a losing heap: whatever the first player takes, the second wins"
        ));
    }
    let smallest = parts.last().cloned().unwrap_or_default();
    Ok(format!(
        "{n} = {} (each term more than {k} times the next): the first player wins by \
         taking {smallest}; every smaller take loses",
        parts.join(" + ")
    ))
}

/// Whether the heaps `1..=CHECKED` are lost exactly where a search over the rules says (the
/// state: tokens left and the most that may be taken), and each won heap's smallest winning
/// take is the library's; the sentence that says so.
fn agrees_with_the_rules(
    k: u64,
    losing: &mut LosingHeaps,
    work: &mut Work,
) -> Result<String, DynamicError> {
    let n = CHECKED as usize;
    // wins[m][c]: the player to move wins with m tokens left, at most c takeable (c <= m).
    let mut wins = vec![vec![false; n + 1]; n + 1];
    for m in 1..=n {
        for c in 1..=m {
            let t = c;
            let left = m - t;
            let next = (k.saturating_mul(t as u64)).min(left as u64) as usize;
            wins[m][c] = wins[m][c - 1] || !wins[left][next];
        }
    }
    let mut agrees = true;
    for m in 2..=n {
        let want = (1..m).find(|&t| {
            let left = m - t;
            !wins[left][(k.saturating_mul(t as u64)).min(left as u64) as usize]
        });
        let got = losing.winning_take(m as u64, m as u64 - 1, work)?;
        agrees &= got == want.map(|t| t as u64);
    }
    Ok(format!(
        "checked against a search over the rules for n <= {CHECKED}: {}",
        if agrees { "agrees" } else { "DISAGREES" }
    ))
}

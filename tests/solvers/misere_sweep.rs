//! Every octal game with at most three code digits (0.1 to 0.777), in misère play: its
//! misère quotient to heap 12 against a search that knows only the rules (take a run of
//! tokens from a row, leaving what the digit allows), on every sum of up to four heaps of at
//! most 12. Codes whose quotient is refused (more than 1 000 elements, or not proved within
//! the work limits) are listed with the reason.
//!
//! `cargo test --release --test solvers -- --ignored every_code_of_three_digits --nocapture`
//! (several minutes, a thread a core); the run prints the refused codes and the largest
//! quotients.

use grundy::games::misere::{octal_options, Limits, MisereQuotient};
use grundy::games::octal::OctalGame;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

const N: usize = 12;

/// The rules of one code: for each heap size, the multisets of rows one move leaves, found by
/// taking `i` consecutive tokens anywhere in the row.
fn rules(digits: &[u8]) -> Vec<Vec<Vec<u8>>> {
    (0..=N)
        .map(|h| {
            let mut out: Vec<Vec<u8>> = Vec::new();
            for (i, &d) in digits.iter().enumerate() {
                if d == 0 || i > h {
                    continue;
                }
                for left in 0..=h - i {
                    let parts: Vec<u8> = [left, h - i - left]
                        .into_iter()
                        .filter(|&p| p > 0)
                        .map(|p| p as u8)
                        .collect();
                    if d & (1 << parts.len()) == 0 || (i == 0 && parts.len() < 2) {
                        continue;
                    }
                    let mut parts = parts;
                    parts.sort_unstable();
                    if !out.contains(&parts) {
                        out.push(parts);
                    }
                }
            }
            out
        })
        .collect()
}

/// Misère outcomes over sorted lists of rows.
struct Search<'a> {
    rules: &'a [Vec<Vec<u8>>],
    memo: HashMap<Vec<u8>, bool>,
}

impl Search<'_> {
    /// Does the player to move win the rows `p` (sorted, no zeros)?
    fn wins(&mut self, p: &[u8]) -> bool {
        if let Some(&w) = self.memo.get(p) {
            return w;
        }
        let mut any = false;
        let mut wins = false;
        'rows: for (j, &h) in p.iter().enumerate() {
            if j > 0 && p[j - 1] == h {
                continue;
            }
            for parts in &self.rules[h as usize] {
                any = true;
                let mut next: Vec<u8> = p[..j].iter().chain(&p[j + 1..]).copied().collect();
                next.extend(parts);
                next.sort_unstable();
                if !self.wins(&next) {
                    wins = true;
                    break 'rows;
                }
            }
        }
        // A position with no move is won in misère play: the other player moved last.
        let w = wins || !any;
        self.memo.insert(p.to_vec(), w);
        w
    }
}

/// Every sum of at most four heaps `1..=N`, sorted.
fn sums() -> Vec<Vec<u8>> {
    let mut out = vec![vec![]];
    let mut at = 0;
    while at < out.len() {
        let p: Vec<u8> = out[at].clone();
        if p.len() < 4 {
            for h in p.last().copied().unwrap_or(1)..=N as u8 {
                let mut q = p.clone();
                q.push(h);
                out.push(q);
            }
        }
        at += 1;
    }
    out
}

#[test]
#[ignore = "511 codes to heap 12 against a rules search: several minutes in release"]
fn every_code_of_three_digits_to_heap_12() {
    let mut codes = Vec::new();
    for a in 0..8u8 {
        for b in 0..8u8 {
            for c in 0..8u8 {
                let mut digits = vec![0, a, b, c];
                while digits.len() > 1 && digits.last() == Some(&0) {
                    digits.pop();
                }
                if digits.len() > 1 && !codes.contains(&digits) {
                    codes.push(digits);
                }
            }
        }
    }
    assert_eq!(codes.len(), 511);
    let sums = sums();
    // Multisets of at most four of the twelve sizes: C(16, 4).
    assert_eq!(sums.len(), 1820);
    let next = AtomicUsize::new(0);
    let refused = Mutex::new(Vec::new());
    let orders = Mutex::new(Vec::new());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..cores {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(digits) = codes.get(i) else { break };
                let code: String = std::iter::once("0.".to_string())
                    .chain(digits[1..].iter().map(|d| d.to_string()))
                    .collect();
                let game = OctalGame::parse(&code).unwrap();
                let q = match MisereQuotient::from_options(
                    octal_options(&game, N).unwrap(),
                    Limits::DEFAULT,
                ) {
                    Ok(q) => q,
                    Err(e) => {
                        refused.lock().unwrap().push(format!("{code}: {e}"));
                        continue;
                    }
                };
                let rules = rules(digits);
                let mut search = Search {
                    rules: &rules,
                    memo: HashMap::new(),
                };
                for p in &sums {
                    let heaps: Vec<usize> = p.iter().map(|&h| h as usize).collect();
                    assert_eq!(
                        q.first_player_wins(&heaps),
                        Some(search.wins(p)),
                        "{code} on {heaps:?}"
                    );
                }
                orders.lock().unwrap().push((q.order(), code));
            });
        }
    });
    let mut refused = refused.into_inner().unwrap();
    let mut orders = orders.into_inner().unwrap();
    refused.sort();
    orders.sort();
    println!("{} codes checked on {} sums each", orders.len(), sums.len());
    println!(
        "largest quotients: {:?}",
        &orders[orders.len().saturating_sub(8)..]
    );
    println!("{} refused:", refused.len());
    for r in &refused {
        println!("  {r}");
    }
    // Every quotient of a game with a move has even order (Plambeck and Siegel).
    assert!(orders.iter().all(|(q, _)| q % 2 == 0));
}

//! A fuzz of our own, no crates: every problem of the one list gets a seeded stream of mutated
//! inputs (its samples with 1 to 3 byte edits), each fed whole and through readers that hand
//! out 1, 7, 4096 and 65 537 bytes at a time, also padded so that tokens straddle the scanner's
//! 64 KiB buffer. Every way of feeding one input must give the same output or the same error
//! line: the scanner's refills and line counting may never show.
//!
//! `cargo test` runs a short campaign (a few seconds); whoever touches the scanner runs the
//! long one, 10^6 inputs: `cargo test --release --test contract -- --ignored fuzz_long`.

use crate::common;

use common::rng::Rng;
use common::{mutate, samples, ALL};
use grundy::problems::Entry;
use std::io::Read;

/// A reader that hands out at most `size` bytes per call.
struct Chunks<'a> {
    data: &'a [u8],
    size: usize,
}

impl Read for Chunks<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = self.size.min(out.len()).min(self.data.len());
        out[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// What `problem` makes of `input` read `size` bytes at a time: its output or its error line.
fn outcome(problem: &Entry, input: &[u8], size: usize) -> String {
    let mut reader = Chunks { data: input, size };
    match (problem.solve_from)(&mut reader) {
        Ok(out) => format!("answer {out:?}"),
        Err(e) => format!("error {e}"),
    }
}

/// Asserts that every reading of `input` in pieces of `sizes` gives what reading it whole does.
fn same_in_pieces(problem: &Entry, input: &[u8], sizes: &[usize], what: &str) {
    let whole = outcome(problem, input, usize::MAX);
    for &size in sizes {
        assert_eq!(
            outcome(problem, input, size),
            whole,
            "{} on {what}, read {size} bytes at a time",
            problem.name
        );
    }
}

/// Feeds `per_problem` mutated inputs to every problem in every way; returns the inputs tried.
fn campaign(seed: u64, per_problem: usize) -> usize {
    let mut rng = Rng::new(seed);
    let mut tried = 0;
    for problem in ALL {
        // Samples that are slow to solve even once (a board of 10^10 cells, a pile of 10^7),
        // or whose mutations may be (heaps of 10^18 under a mutated octal code run the whole
        // work limit; `99999 47` for luogu_p5363 becomes `999999 47`, a tenth of a second in a
        // debug build, times the six readings of every input), test the solvers, not the
        // reader: the campaign seeds from the small ones, chosen by what they hold, never by a
        // clock: at most 4 KiB, numbers of at most 4 digits (5 where a problem has no such
        // sample; words of any length). Every such sample answers within a millisecond.
        let inputs: Vec<Vec<u8>> = samples(problem.name)
            .into_iter()
            .map(|(path, _)| std::fs::read(path).unwrap())
            .filter(|input| input.len() <= 4096)
            .collect();
        let digits = |input: &Vec<u8>| {
            input
                .split(|b| b.is_ascii_whitespace())
                .filter(|token| token.iter().all(u8::is_ascii_digit))
                .map(<[u8]>::len)
                .max()
                .unwrap_or(0)
        };
        let fewest = inputs.iter().map(digits).min().unwrap_or(0);
        let limit = if fewest <= 4 { 4 } else { 5 };
        let seeds: Vec<Vec<u8>> = inputs
            .into_iter()
            .filter(|input| digits(input) <= limit)
            .collect();
        assert!(!seeds.is_empty(), "{}: no small sample", problem.name);
        for i in 0..per_problem {
            let sample = &seeds[i % seeds.len()];
            let input = mutate(&mut rng, sample);
            let shown = format!("{:?}", String::from_utf8_lossy(&input));
            same_in_pieces(problem, &input, &[1, 7, 4096, 65_537], &shown);
            if i % 8 == 0 {
                // Padding that puts the input's tokens across the first 64 KiB boundary.
                let pad = 65_536 - 1 - rng.below(8) as usize;
                let padded = [vec![b' '; pad], input.clone()].concat();
                let what = format!("{shown} padded by {pad}");
                same_in_pieces(problem, &padded, &[7, 4096, 65_537], &what);
            }
            tried += 1;
        }
    }
    tried
}

/// 100 inputs a problem here; CI's second tier tries 1 000 more a problem, from another seed.
#[test]
fn chunking_never_changes_the_answer() {
    assert_eq!(campaign(20_261_122, 100), 100 * ALL.len());
}

#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_chunking_never_changes_the_answer_on_more_inputs() {
    assert_eq!(campaign(20_261_129, 1_000), 1_000 * ALL.len());
}

/// The long run, 10^6 inputs in all: `cargo test --release --test contract -- --ignored fuzz_long`.
#[test]
#[ignore = "10^6 inputs, minutes: cargo test --release --test contract -- --ignored fuzz_long"]
fn fuzz_long() {
    let per_problem = 1_000_000 / ALL.len() + 1;
    assert!(campaign(0x00f0_22e5, per_problem) >= 1_000_000);
}

//! A contestant's pattern hunt, written with the library: the first line is a table's terms
//! `G(0) G(1) …`, each later line a position `n`; prints the guessed pattern's answer at each
//! (a value, or P / N), or `no pattern` and why. It reaches the guess family's folder
//! (`core::guess`, its files a module each), which a bundle must carry three levels deep.
//!
//! Bundle it: `bundle tests/programs/pattern.rs > pattern_bundled.rs`.

use grundy::core::guess::{guess, Answer};
use std::io::{Read, Write};

/// The answers to `input`, as the program prints them.
pub fn answers(input: &str) -> String {
    let mut lines = input.lines();
    let terms: Vec<u64> = lines
        .next()
        .unwrap_or("")
        .split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect();
    let found = match guess(&terms) {
        Ok(found) => found,
        Err(e) => return format!("no pattern: {e}\n"),
    };
    let mut out = String::new();
    for n in lines.filter_map(|l| l.trim().parse::<u64>().ok()) {
        let shown = match found.at(n) {
            Ok(Answer::Value(v)) => v.to_string(),
            Ok(Answer::P) => "P".to_string(),
            Ok(Answer::N) => "N".to_string(),
            Err(e) => format!("error: {e}"),
        };
        out.push_str(&shown);
        out.push('\n');
    }
    out
}

fn main() {
    let mut input = String::new();
    let _ = std::io::stdin().read_to_string(&mut input);
    let _ = std::io::stdout().write_all(answers(&input).as_bytes());
}

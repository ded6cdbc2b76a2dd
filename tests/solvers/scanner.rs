//! The scanner's fast paths (whole words of digits, runs of values with the position in a
//! register) against a plain tokenizer written here from the input rules alone: split on
//! whitespace, a token is a value iff it is all digits and in range. Random streams mix numbers
//! of every length up to past `u64`, leading zeros, malformed tokens, every kind of whitespace
//! and long gaps, and are fed in random chunk sizes so tokens straddle every refill.

use crate::common;

use common::rng::Rng;
use grundy::core::scan::{Field, Scanner};
use std::io::Read;

/// A reader that hands out its bytes in chunks of random sizes.
struct Chunked {
    data: Vec<u8>,
    at: usize,
    rng: Rng,
    largest: u64,
}

impl Read for Chunked {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let want = self.rng.between(1, self.largest) as usize;
        let n = want.min(out.len()).min(self.data.len() - self.at);
        out[..n].copy_from_slice(&self.data[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// What reading `n` values of `field` from `input` must give: the values, then the error line
/// (if any) that the first bad token or a missing one makes.
fn expected(input: &[u8], n: usize, field: &Field) -> (Vec<u64>, Option<String>) {
    let (mut line, mut line_start, mut i) = (1, 0, 0);
    let mut values = Vec::new();
    while values.len() < n {
        while i < input.len() && is_space(input[i]) {
            if input[i] == b'\n' {
                line += 1;
                line_start = i + 1;
            }
            i += 1;
        }
        let start = i;
        while i < input.len() && !is_space(input[i]) {
            i += 1;
        }
        let token = &input[start..i];
        let value = std::str::from_utf8(token)
            .ok()
            .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| t.parse::<u64>().ok())
            .filter(|v| field.min <= *v && *v <= field.max);
        match value {
            Some(v) => values.push(v),
            None => {
                let found = if token.is_empty() {
                    "end of input".to_string()
                } else {
                    format!("\"{}\"", String::from_utf8_lossy(token))
                };
                let message = format!(
                    "line {line}, column {}: expected {}, found {found}",
                    start - line_start + 1,
                    field.describe()
                );
                return (values, Some(message));
            }
        }
    }
    (values, None)
}

/// A random token: mostly numbers of 1 to 21 digits (leading zeros, values at the edges of
/// `u64`, 20 digits on both sides of 2^64), sometimes a malformed one; if not `noisy`, only
/// numbers of 1 to 19 digits.
fn token(rng: &mut Rng, noisy: bool) -> String {
    match if noisy { rng.below(20) } else { 4 } {
        0 => ["x", "-5", "12a", "1.5", "+7", "q!"][rng.below(6) as usize].to_string(),
        1 => [
            "18446744073709551615",
            "18446744073709551616",
            "99999999999999999999",
        ][rng.below(3) as usize]
            .to_string(),
        2 => format!(
            "{:0>width$}",
            rng.below(1000),
            width = rng.between(1, 22) as usize
        ),
        3 => "1000000000000000000".to_string(),
        // 20 digits from 1 followed by 19 random ones: below and above 2^64.
        5 | 6 => (0..19).fold("1".to_string(), |t, _| t + &rng.below(10).to_string()),
        _ => {
            let len = rng.between(1, 19) as u32;
            let v = rng.below(10u64.pow(len - 1) * 9) + 10u64.pow(len - 1);
            v.to_string()
        }
    }
}

/// Random whitespace: one space most often, else a newline, CRLF, tabs, or a run longer than
/// the scanner's lookahead.
fn gap(rng: &mut Rng) -> String {
    match rng.below(12) {
        0 => "\n".into(),
        1 => "\r\n".into(),
        2 => "\t \x0b\x0c".into(),
        3 => " ".repeat(rng.between(60, 200) as usize),
        _ => " ".into(),
    }
}

#[test]
fn fast_paths_read_like_a_plain_tokenizer() {
    let mut rng = Rng::new(20261122);
    let fields = [
        Field::new("a pile size", 0, 1_000_000_000_000_000_000),
        Field::new("a value", 5, 123_456_789_012),
        Field::new("a word", 0, u64::MAX),
    ];
    for round in 0..3000 {
        let count = rng.between(0, 400) as usize;
        let mut text = String::new();
        for _ in 0..count {
            if rng.below(3) == 0 || text.is_empty() {
                text.push_str(&gap(&mut rng));
            }
            text.push_str(&token(&mut rng, round % 3 == 0));
            text.push_str(&gap(&mut rng));
        }
        if rng.below(2) == 0 {
            text.truncate(text.trim_end().len());
        }
        let field = &fields[round % 5 % fields.len()];
        let n = rng.between(0, count as u64 + 2) as usize;
        let (want, want_error) = expected(text.as_bytes(), n, field);
        let largest = [3, 70, 1 << 17][rng.below(3) as usize];
        let source = |seed| Chunked {
            data: text.as_bytes().to_vec(),
            at: 0,
            rng: Rng::new(seed),
            largest,
        };

        let mut scanner = Scanner::new(source(round as u64 + 1));
        let mut got = Vec::new();
        let result = scanner.each_value(n as u64, field, |v| got.push(v));
        assert_eq!(got, want, "each_value, round {round}, on {text:?}");
        assert_eq!(
            result.err().map(|e| e.to_string()),
            want_error,
            "round {round}"
        );

        let mut scanner = Scanner::new(source(round as u64 + 7));
        let mut got = Vec::new();
        let mut error = None;
        for _ in 0..n {
            match scanner.next(field) {
                Ok(v) => got.push(v),
                Err(e) => {
                    error = Some(e.to_string());
                    break;
                }
            }
        }
        assert_eq!(got, want, "next, round {round}, on {text:?}");
        assert_eq!(error, want_error, "round {round}");
    }
}

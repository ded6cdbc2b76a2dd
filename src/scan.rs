//! The input reader shared by every solver.
//!
//! A solver gets the whole input as bytes, read once, and pulls whitespace-separated unsigned
//! integers from it. Whitespace is space, tab, `\n`, `\r` (so CRLF input reads like LF input),
//! vertical tab and form feed; any other byte belongs to a token. A token is accepted only if it
//! is all ASCII digits (leading zeros allowed) and its value lies in the field's range.
//!
//! Every error names the 1-based line and column of the offending token (columns count bytes),
//! what was expected with its range, and what was found: the token, quoted and escaped, or "end
//! of input". Line and column are worked out only when an error is built, so the hot path only
//! moves an index.

use std::fmt;

/// A malformed input, located at a token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// 1-based line of the offending token (or of the end of input).
    pub line: usize,
    /// 1-based column, in bytes, of the token's first byte.
    pub column: usize,
    /// What was wrong, e.g. `expected a pile size (0..=10^18), found "abc"`.
    pub message: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for InputError {}

/// What a token must be: a name for messages and an inclusive range.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// How the value is called in messages, with its article: "a pile size".
    pub name: &'static str,
    /// The smallest accepted value.
    pub min: u64,
    /// The largest accepted value.
    pub max: u64,
}

impl Field {
    /// The field's description as it appears after "expected": `a pile size (0..=10^18)`.
    pub fn describe(&self) -> String {
        format!(
            "{} ({}..={})",
            self.name,
            short_number(self.min),
            short_number(self.max)
        )
    }
}

/// Writes powers of ten from 10^4 up as `10^k`, everything else in decimal.
fn short_number(x: u64) -> String {
    let mut k = 0;
    let mut p = 1u64;
    while p < x {
        match p.checked_mul(10) {
            Some(next) => {
                p = next;
                k += 1;
            }
            None => break,
        }
    }
    if p == x && k >= 4 {
        format!("10^{k}")
    } else {
        x.to_string()
    }
}

/// Is `b` one of the bytes that separate tokens?
#[inline]
pub fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// Reads unsigned integer tokens from an input held in memory.
pub struct Scanner<'a> {
    input: &'a [u8],
    pos: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `input`.
    pub fn new(input: &'a [u8]) -> Self {
        Scanner { input, pos: 0 }
    }

    /// Skips whitespace and reports whether the input is used up.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos == self.input.len()
    }

    /// Reads the next token as a value of `field`.
    ///
    /// Errors: end of input, a token that is not all digits, or a value outside the range
    /// (including one past `u64`), each with the token's line and column.
    #[inline]
    pub fn next(&mut self, field: &Field) -> Result<u64, InputError> {
        self.skip_space();
        let bytes = self.input;
        let start = self.pos;
        let mut i = start;
        let mut value: u64 = 0;
        let mut overflow = false;
        while i < bytes.len() {
            let digit = bytes[i].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(digit)))
            {
                Some(v) => value = v,
                None => overflow = true,
            }
            i += 1;
        }
        let clean_end = i == bytes.len() || is_space(bytes[i]);
        if i > start && clean_end && !overflow && field.min <= value && value <= field.max {
            self.pos = i;
            return Ok(value);
        }
        Err(self.expected_at(start, &field.describe()))
    }

    /// Succeeds if only whitespace is left; otherwise names the first extra token.
    pub fn finish(&mut self) -> Result<(), InputError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.expected_at(self.pos, "end of input"))
        }
    }

    /// How many slots to reserve for `count` values still to be read: never more than the rest
    /// of the input can hold (each value takes at least a digit and a separator), so a huge
    /// claimed count with no data behind it reserves nothing.
    pub fn capacity_for(&self, count: u64) -> usize {
        let room = (self.input.len() - self.pos) / 2 + 1;
        usize::try_from(count).map_or(room, |c| c.min(room))
    }

    /// The byte offset of the next token (after whitespace), for errors reported later.
    pub fn token_start(&mut self) -> usize {
        self.skip_space();
        self.pos
    }

    /// An error at byte `offset`: `expected {expected}, found {the token there}`.
    pub fn expected_at(&self, offset: usize, expected: &str) -> InputError {
        let found = describe_token(&self.input[offset..]);
        self.error_at(offset, format!("expected {expected}, found {found}"))
    }

    /// An error with any message, located at byte `offset` of the input.
    pub fn error_at(&self, offset: usize, message: String) -> InputError {
        let before = &self.input[..offset];
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        InputError {
            line,
            column: offset - line_start + 1,
            message,
        }
    }

    /// The text of the token starting at byte `offset`, without its quotes or escapes.
    pub fn token_text(&self, offset: usize) -> &'a [u8] {
        let rest = &self.input[offset..];
        let len = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
        &rest[..len]
    }

    #[inline]
    fn skip_space(&mut self) {
        while self.pos < self.input.len() && is_space(self.input[self.pos]) {
            self.pos += 1;
        }
    }
}

/// Longest token shown whole in a message; longer ones are cut and their length given.
const SHOWN_BYTES: usize = 32;

/// `"abc"` for the token at the start of `rest`, or `end of input`. Bytes outside printable
/// ASCII are written as `\xNN`, so the message stays one line of valid UTF-8.
fn describe_token(rest: &[u8]) -> String {
    let len = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
    if len == 0 {
        return "end of input".to_string();
    }
    let mut text = String::from("\"");
    for &b in &rest[..len.min(SHOWN_BYTES)] {
        match b {
            b'"' | b'\\' => {
                text.push('\\');
                text.push(b as char);
            }
            0x20..=0x7e => text.push(b as char),
            _ => text.push_str(&format!("\\x{b:02x}")),
        }
    }
    if len > SHOWN_BYTES {
        text.push_str(&format!("...\" ({len} bytes)"));
    } else {
        text.push('"');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const PILE: Field = Field {
        name: "a pile size",
        min: 0,
        max: 1_000_000_000_000_000_000,
    };

    fn err(input: &str, reads: usize) -> String {
        let mut s = Scanner::new(input.as_bytes());
        for _ in 0..reads {
            s.next(&PILE).unwrap();
        }
        s.next(&PILE).unwrap_err().to_string()
    }

    #[test]
    fn reads_tokens_across_any_whitespace() {
        let mut s = Scanner::new(b"  007\r\n\t12\x0b3\x0c\r\n");
        assert_eq!(s.next(&PILE), Ok(7));
        assert_eq!(s.next(&PILE), Ok(12));
        assert_eq!(s.next(&PILE), Ok(3));
        assert!(s.at_end());
        assert_eq!(s.finish(), Ok(()));
    }

    #[test]
    fn errors_name_line_column_expected_and_found() {
        assert_eq!(
            err("1 2\n\n3 4 abc", 4),
            "line 3, column 5: expected a pile size (0..=10^18), found \"abc\""
        );
        assert_eq!(
            err("1\r\n 2x", 1),
            "line 2, column 2: expected a pile size (0..=10^18), found \"2x\""
        );
        assert_eq!(
            err("5\n", 1),
            "line 2, column 1: expected a pile size (0..=10^18), found end of input"
        );
        assert_eq!(
            err("-1", 0),
            "line 1, column 1: expected a pile size (0..=10^18), found \"-1\""
        );
    }

    #[test]
    fn range_and_u64_overflow_are_errors() {
        assert!(err("1000000000000000001", 0).ends_with("found \"1000000000000000001\""));
        assert!(err("18446744073709551616", 0).contains("found \"18446744073709551616\""));
        assert!(err("99999999999999999999", 0).contains("found \"99999999999999999999\""));
        let mut s = Scanner::new(b"1000000000000000000 000000000000000000000001");
        assert_eq!(s.next(&PILE), Ok(1_000_000_000_000_000_000));
        assert_eq!(s.next(&PILE), Ok(1));
        let small = Field {
            name: "a count",
            min: 1,
            max: 100,
        };
        let mut s = Scanner::new(b"0");
        assert_eq!(
            s.next(&small).unwrap_err().message,
            "expected a count (1..=100), found \"0\""
        );
    }

    #[test]
    fn odd_bytes_are_escaped_and_long_tokens_cut() {
        assert!(err("1\x00", 0).ends_with("found \"1\\x00\""));
        assert!(err("\u{e9}\"\\", 0).ends_with("found \"\\xc3\\xa9\\\"\\\\\""));
        let long = "7".repeat(100);
        let message = err(&long, 0);
        assert!(
            message.ends_with(&format!("found \"{}...\" (100 bytes)", "7".repeat(32))),
            "{message}"
        );
    }

    #[test]
    fn finish_names_extra_tokens_and_capacity_is_backed_by_data() {
        let mut s = Scanner::new(b"1\n2 3");
        s.next(&PILE).unwrap();
        assert_eq!(s.capacity_for(1_000_000_000_000_000_000), 3);
        s.next(&PILE).unwrap();
        assert_eq!(
            s.finish().unwrap_err().to_string(),
            "line 2, column 3: expected end of input, found \"3\""
        );
    }

    #[test]
    fn ranges_are_written_short() {
        assert_eq!(PILE.describe(), "a pile size (0..=10^18)");
        assert_eq!(
            Field {
                name: "x",
                min: 1,
                max: 10_000
            }
            .describe(),
            "x (1..=10^4)"
        );
        assert_eq!(
            Field {
                name: "x",
                min: 1,
                max: 100
            }
            .describe(),
            "x (1..=100)"
        );
        assert_eq!(
            Field {
                name: "x",
                min: 0,
                max: u64::MAX
            }
            .describe(),
            format!("x (0..={})", u64::MAX)
        );
    }
}

//! A small reader for a contestant's own `fn main`: the whole input as whitespace-separated
//! tokens, each read as the type asked for (`u64`, `i32`, `usize`, `String`, `char`, …: any
//! `FromStr`), in the spirit of `proconio`'s `input!` without a crate or a macro.
//!
//! [`Tokens::read`] reads or stops the program: on a token that is not of the asked type, or
//! the end of the input, it prints one line on stderr naming the line and column, what was
//! expected and what was found, and exits with status 2 (the project's contract for bad input;
//! nothing on stdout is lost, as `print!` and `println!` write through before `exit`).
//! [`Tokens::try_read`] returns the same error as a value instead. CRLF line endings are
//! whitespace like any other.
//!
//! The driver's [`crate::core::scan::Scanner`] reads faster (it never holds the whole input,
//! and reads numbers eight digits at a time) and bounds each number; this reader is the one to
//! bundle when a few kilobytes matter.

use crate::core::scan::{InputError, Location};
use std::str::FromStr;

/// The input's tokens, read one at a time. Holds the whole input.
pub struct Tokens {
    text: String,
    at: usize,
}

impl Tokens {
    /// All of standard input, held in memory that grows fallibly: a read error, input that is
    /// not UTF-8, or more input than memory holds stop the program (one line, exit 2; never an
    /// abort). O(input).
    ///
    /// ```no_run
    /// use grundy::core::tokens::Tokens;
    /// let mut input = Tokens::stdin();
    /// let n: usize = input.read();
    /// let heaps: Vec<u64> = input.vec(n);
    /// println!("{}", heaps.iter().fold(0, |x, h| x ^ h));
    /// ```
    pub fn stdin() -> Tokens {
        let (mut bytes, mut chunk) = (Vec::new(), [0u8; 1 << 14]);
        let mut source = std::io::stdin().lock();
        loop {
            match std::io::Read::read(&mut source, &mut chunk) {
                Ok(0) => break,
                Ok(n) if bytes.try_reserve(n).is_ok() => bytes.extend_from_slice(&chunk[..n]),
                Ok(_) => stop(format_args!(
                    "the input needs more memory than is available"
                )),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => stop(format_args!("cannot read the input: {e}")),
            }
        }
        match String::from_utf8(bytes) {
            Ok(text) => Tokens::new(text),
            Err(_) => stop(format_args!("cannot read the input: it is not UTF-8")),
        }
    }

    /// The tokens of `text`. O(1).
    pub fn new(text: String) -> Tokens {
        Tokens { text, at: 0 }
    }

    /// The next token as a `T`, or the error line (without `error: `): where the token
    /// stands, what was expected and what was found. A failed read consumes nothing. O(length
    /// of the token and the space before it); an error also counts the lines before it.
    ///
    /// ```
    /// use grundy::core::tokens::Tokens;
    /// let mut input = Tokens::new("3 x\r\n".to_string());
    /// assert_eq!(input.try_read::<u8>(), Ok(3));
    /// let error = input.try_read::<u8>().unwrap_err();
    /// assert_eq!(error, "line 1, column 3: expected a u8, found \"x\"");
    /// assert_eq!(input.try_read::<char>(), Ok('x'));
    /// let end = input.try_read::<u8>().unwrap_err();
    /// assert_eq!(end, "line 2, column 1: expected a u8, found end of input");
    /// ```
    pub fn try_read<T: FromStr>(&mut self) -> Result<T, String> {
        let rest = &self.text[self.at..];
        let start = self.at + (rest.len() - rest.trim_start().len());
        let token = self.text[start..]
            .split(char::is_whitespace)
            .next()
            .unwrap_or("");
        if let Some(value) = token.parse().ok().filter(|_| !token.is_empty()) {
            self.at = start + token.len();
            return Ok(value);
        }
        let before = &self.text[..start];
        let column = start - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        let line = before.matches('\n').count() + 1;
        let name = std::any::type_name::<T>();
        let expected = name.rsplit("::").next().unwrap_or(name);
        let found = match token {
            "" => "end of input".to_string(),
            _ => format!("{:?}", token.chars().take(40).collect::<String>()),
        };
        Err(format!(
            "line {line}, column {column}: expected a {expected}, found {found}"
        ))
    }

    /// The next token as a `T`; on an error, prints `error: ` and the error on stderr and
    /// exits with status 2. As [`Tokens::try_read`].
    pub fn read<T: FromStr>(&mut self) -> T {
        match self.try_read() {
            Ok(value) => value,
            Err(e) => stop(format_args!("{e}")),
        }
    }

    /// The next `n` tokens as `T`s (stopping as [`Tokens::read`] does). O(n + their length);
    /// memory for at most as many values as the input has tokens left, whatever `n` says.
    pub fn vec<T: FromStr>(&mut self, n: usize) -> Vec<T> {
        let mut out = Vec::with_capacity(n.min((self.text.len() - self.at) / 2 + 1));
        for _ in 0..n {
            out.push(self.read());
        }
        out
    }
}

/// Tokens handed out as lines arrive, for interactive problems: the judge answers each move
/// only after reading it, so a reader that waits for the end of input (as [`Tokens::stdin`]
/// does) would wait forever. `LineTokens` reads one line at a time, and only when the line
/// before holds no token left. Errors read as [`Tokens`]' (line, column, expected, found); a
/// line longer than 2 MiB is an error, so memory stays bounded whatever the judge sends.
///
/// Write each move with `println!` (standard output flushes at every newline); with a
/// `BufWriter`, call `flush()` after each move, or the judge never sees it.
///
/// ```
/// use grundy::core::tokens::LineTokens;
/// // In a solution: LineTokens::stdin(). Here the judge's lines come from memory.
/// let mut judge = LineTokens::new("5\n2 3\n".as_bytes());
/// assert_eq!(judge.try_read::<u32>(), Ok(5));
/// assert_eq!(judge.try_read::<u32>(), Ok(2));
/// assert_eq!(judge.try_read::<u32>(), Ok(3));
/// let end = judge.try_read::<u32>().unwrap_err();
/// assert_eq!(end, "line 3, column 1: expected a u32, found end of input");
/// ```
pub struct LineTokens<R> {
    source: R,
    /// The current line, as read (with its newline): bytes, so that a line that is not UTF-8
    /// is an error that shows its bytes, not a failed read.
    line: Vec<u8>,
    /// Where the next token is looked for in `line`.
    at: usize,
    /// The number of the current line (0 before the first).
    number: usize,
    /// Where the input ended (line, column), once it has.
    end: Option<(usize, usize)>,
}

impl LineTokens<std::io::StdinLock<'static>> {
    /// Standard input, a line at a time. O(1).
    pub fn stdin() -> Self {
        LineTokens::new(std::io::stdin().lock())
    }
}

/// The longest line `LineTokens` holds: 2 MiB, room for a token of a mebibyte.
const MOST_LINE: u64 = 2 << 20;

impl<R: std::io::BufRead> LineTokens<R> {
    /// The tokens of `source`, read a line at a time. O(1).
    pub fn new(source: R) -> Self {
        LineTokens {
            source,
            line: Vec::new(),
            at: 0,
            number: 0,
            end: None,
        }
    }

    /// The next token as a `T`, reading another line only when this one has no token left,
    /// or the error line (without `error: `). A failed read consumes nothing. O(length of the
    /// lines read).
    pub fn try_read<T: FromStr>(&mut self) -> Result<T, String> {
        let (start, at) = self.find().map_err(|e| e.to_string())?;
        let token = token_at(&self.line, start);
        let found = match std::str::from_utf8(token) {
            _ if token.is_empty() => "end of input".to_string(),
            Ok(text) => match text.parse() {
                Ok(value) => {
                    self.at = start + token.len();
                    return Ok(value);
                }
                Err(_) => format!("{:?}", text.chars().take(40).collect::<String>()),
            },
            Err(_) => crate::core::scan::quoted(token, token.len() as u64),
        };
        Err(format!(
            "line {}, column {}: expected a {}, found {found}",
            at.line,
            at.column,
            short_name::<T>()
        ))
    }

    /// The next token's bytes and where it starts, consumed; an empty token at the end of
    /// input, located just past the input's last character. O(length of the lines read).
    pub(crate) fn next_token(&mut self) -> Result<(&[u8], Location), InputError> {
        let (start, at) = self.find()?;
        let len = token_at(&self.line, start).len();
        self.at = start + len;
        Ok((&self.line[start..start + len], at))
    }

    /// Reads lines until one has a token left: its offset in `line` and its location; or
    /// the end of input: an offset past the line, and where the input ended.
    fn find(&mut self) -> Result<(usize, Location), InputError> {
        use std::io::{BufRead, Read};
        loop {
            if let Some(blank) = self.line[self.at..]
                .iter()
                .position(|b| !b.is_ascii_whitespace())
            {
                let start = self.at + blank;
                let at = Location {
                    line: self.number,
                    column: start + 1,
                };
                return Ok((start, at));
            }
            if let Some((line, column)) = self.end {
                self.at = self.line.len();
                return Ok((self.line.len(), Location { line, column }));
            }
            // The end of input, if it comes now, is after this line's last character.
            self.end = Some(if self.number == 0 || self.line.ends_with(b"\n") {
                (self.number + 1, 1)
            } else {
                (self.number, self.line.len() + 1)
            });
            self.line.clear();
            self.at = 0;
            let here = Location {
                line: self.number + 1,
                column: 1,
            };
            match self
                .source
                .by_ref()
                .take(MOST_LINE)
                .read_until(b'\n', &mut self.line)
            {
                Ok(0) => {}
                Ok(_) if self.line.len() as u64 == MOST_LINE && !self.line.ends_with(b"\n") => {
                    return Err(here.error(
                        "expected a line of at most 2 MiB, found a longer one".to_string(),
                    ));
                }
                Ok(_) => {
                    self.number += 1;
                    self.end = None;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => self.end = None,
                Err(e) => return Err(here.error(format!("cannot read the input: {e}"))),
            }
        }
    }

    /// The next token as a `T`; on an error, prints `error: ` and the error on stderr and
    /// exits with status 2 (a judge that breaks the protocol ends the program, never hangs
    /// it). As [`LineTokens::try_read`].
    pub fn read<T: FromStr>(&mut self) -> T {
        match self.try_read() {
            Ok(value) => value,
            Err(e) => stop(format_args!("{e}")),
        }
    }
}

/// The token of `line` that starts at `start`: up to the next ASCII whitespace.
fn token_at(line: &[u8], start: usize) -> &[u8] {
    let rest = line.get(start..).unwrap_or(&[]);
    let len = rest
        .iter()
        .position(|b| b.is_ascii_whitespace())
        .unwrap_or(rest.len());
    &rest[..len]
}

/// The last part of `T`'s name: `u32`, `String`.
fn short_name<T>() -> &'static str {
    let name = std::any::type_name::<T>();
    name.rsplit("::").next().unwrap_or(name)
}

/// Prints `error: {message}` on stderr and exits with status 2.
fn stop(message: std::fmt::Arguments<'_>) -> ! {
    use std::io::Write;
    let _unreported = writeln!(std::io::stderr().lock(), "error: {message}");
    std::process::exit(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_of_every_type_and_their_errors() {
        let mut input = Tokens::new("  12 -3\r\nabc é 7\n\n 99999999999999999999 x".to_string());
        assert_eq!(input.try_read::<u64>(), Ok(12));
        assert_eq!(input.try_read::<i32>(), Ok(-3));
        assert_eq!(input.try_read::<String>(), Ok("abc".to_string()));
        assert_eq!(input.try_read::<char>(), Ok('é'));
        assert_eq!(input.vec::<u8>(1), vec![7]);
        let e = input.try_read::<u64>().unwrap_err();
        assert_eq!(
            e,
            "line 4, column 2: expected a u64, found \"99999999999999999999\""
        );
        // A failed read consumes nothing: the same token can be read as another type.
        assert_eq!(input.try_read::<u128>(), Ok(99_999_999_999_999_999_999));
        assert_eq!(input.try_read::<char>(), Ok('x'));
        assert!(input
            .try_read::<u8>()
            .unwrap_err()
            .ends_with("found end of input"));
        let long = "y".repeat(100);
        let e = Tokens::new(long).try_read::<u8>().unwrap_err();
        assert!(e.ends_with(&format!("found \"{}\"", "y".repeat(40))), "{e}");
    }

    #[test]
    fn a_count_the_input_does_not_back_reserves_nothing_large() {
        let mut input = Tokens::new("1 2".to_string());
        let v: Vec<u8> = input.vec(0);
        assert!(v.capacity() <= 2);
        assert_eq!(input.try_read::<u8>(), Ok(1));
    }

    #[test]
    fn line_tokens_read_as_tokens_do_and_no_line_early() {
        // Every read, good or bad, reads the same from both readers (a failed read consumes
        // nothing in either, so the next type is tried on the same token).
        let texts = [
            "  12 -3\r\nabc é 7\n\n 99999999999999999999 x",
            "5\n2 3\n",
            "",
            "\n\n",
            "x",
            "1 2",
        ];
        for text in texts {
            let mut all = Tokens::new(text.to_string());
            let mut lines = LineTokens::new(text.as_bytes());
            for _ in 0..8 {
                assert_eq!(lines.try_read::<i64>(), all.try_read::<i64>(), "{text:?}");
                assert_eq!(lines.try_read::<u8>(), all.try_read::<u8>(), "{text:?}");
                assert_eq!(
                    lines.try_read::<String>(),
                    all.try_read::<String>(),
                    "{text:?}"
                );
            }
        }
        // A judge that sends a line and waits: the first token needs no more than that line.
        struct Judge {
            lines: Vec<&'static [u8]>,
            calls: usize,
        }
        impl std::io::Read for Judge {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                self.calls += 1;
                let line = self.lines.get(self.calls - 1).copied().unwrap_or(b"");
                buf[..line.len()].copy_from_slice(line);
                Ok(line.len())
            }
        }
        let judge = Judge {
            lines: vec![b"7 8\n", b"9\n"],
            calls: 0,
        };
        let mut reader = LineTokens::new(std::io::BufReader::new(judge));
        assert_eq!(reader.try_read::<u32>(), Ok(7));
        assert_eq!(reader.try_read::<u32>(), Ok(8));
        assert_eq!(reader.source.get_ref().calls, 1);
        assert_eq!(reader.try_read::<u32>(), Ok(9));
        assert_eq!(reader.source.get_ref().calls, 2);
        // A line past 2 MiB is an error, not a bigger buffer.
        let long = "1".repeat(3 << 20);
        let mut reader = LineTokens::new(long.as_bytes());
        let e = reader.try_read::<String>().unwrap_err();
        assert_eq!(
            e,
            "line 1, column 1: expected a line of at most 2 MiB, found a longer one"
        );
    }
}

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
}

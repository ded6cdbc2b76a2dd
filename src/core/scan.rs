//! The input reader shared by every problem.
//!
//! [`Scanner`] streams its source in 64 KiB chunks (the input is never held whole) and pulls
//! whitespace-separated unsigned integers from it. Whitespace is space, tab, `\n`, `\r` (so
//! CRLF input reads like LF input), vertical tab and form feed; any other byte belongs to a
//! token. A token is accepted only if it is all ASCII digits (leading zeros allowed) and its
//! value lies in the field's range.
//!
//! Every error names the 1-based line and column of the offending token (columns count bytes),
//! what was expected with its range, and what was found: the token, quoted and escaped, or "end
//! of input". Line and column are worked out only when an error is built (or a chunk is
//! refilled), so the hot path only moves an index.

use std::fmt;
use std::io::Read;

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
    /// A field named `name` accepting `min..=max`.
    ///
    /// O(1) (a `const fn`).
    pub const fn new(name: &'static str, min: u64, max: u64) -> Self {
        Field { name, min, max }
    }

    /// The field's description as it appears after "expected": `a pile size (0..=10^18)`. A
    /// name that ends in a parenthesis shares it with the range: `the number of piles n (0 ends
    /// the input)` is described as `the number of piles n (0..=10^6; 0 ends the input)`.
    ///
    /// O(length of the name).
    pub fn describe(&self) -> String {
        let range = format!("{}..={}", short_number(self.min), short_number(self.max));
        match self
            .name
            .strip_suffix(')')
            .and_then(|n| n.rsplit_once(" ("))
        {
            Some((name, note)) => format!("{name} ({range}; {note})"),
            None => format!("{} ({range})", self.name),
        }
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
fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// Where a token starts: 1-based line and column (in bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in bytes.
    pub column: usize,
}

impl Location {
    /// An error at this location, with `message` in the form the binaries print: what was
    /// expected, then what was found (`expected a graph without cycles, found …`).
    ///
    /// O(1).
    pub fn error(self, message: String) -> InputError {
        InputError {
            line: self.line,
            column: self.column,
            message,
        }
    }
}

/// Bytes read from the source at a time.
const CHUNK: usize = 1 << 16;
/// A token that starts with at least this many bytes buffered after it (or at the end of the
/// input) is parsed straight from the buffer; longer tokens take the slow path.
const MARGIN: usize = 64;
/// The bytes the fast path loads after a token's start: 20 digits and the byte after them,
/// rounded up to whole words. The buffer has this much slack past `CHUNK + MARGIN`.
const WINDOW: usize = 24;
/// The buffer's size: a chunk, the margin a refill keeps, and the slack the last window needs.
/// A fixed size, so the bounds checks on the hot path compare with a constant.
const BUFFER: usize = CHUNK + MARGIN + WINDOW;
/// `Scanner::last_start` when the last token was read on the slow path.
const SLOW: usize = usize::MAX;
/// The most space reserved up front for a claimed count; beyond it vectors grow as values
/// arrive, so a count with no data behind it costs nothing.
const MAX_RESERVE: usize = 1 << 16;

/// How many slots to reserve for `count` values still to be read: at most [`MAX_RESERVE`];
/// the rest is allocated as values arrive, so memory follows the data, not the claim.
pub(crate) fn capacity_for(count: u64) -> usize {
    usize::try_from(count).map_or(MAX_RESERVE, |c| c.min(MAX_RESERVE))
}

/// Reads unsigned integer tokens from a byte source, `CHUNK` bytes at a time.
///
/// Streaming keeps the memory touched small (a 20 MB input costs 20 MB of fresh pages if held
/// whole, which on a virtual machine is slower than parsing it). Positions are kept as byte
/// offsets; a bookmark counts the newlines of every byte before it, once, and moves forward when
/// the buffer is refilled or a location is asked for.
pub struct Scanner<R: Read> {
    source: R,
    buf: Box<[u8; BUFFER]>,
    /// Next unread byte in `buf`.
    pos: usize,
    /// End of the valid bytes in `buf`.
    end: usize,
    eof: bool,
    /// Absolute offset of `buf[0]`.
    base: u64,
    /// Start of the token read last, in `buf`, when it was read on the fast path (no refill
    /// since); [`SLOW`] when it was read on the slow path, and then `last_slow` is its
    /// location. One store per token on the hot path.
    last_start: usize,
    last_slow: Location,
    /// The bookmark: `mark_line` is the line number at offset `mark_at`, and that line starts
    /// at offset `mark_line_start`.
    mark_at: u64,
    mark_line: usize,
    mark_line_start: u64,
}

/// A token read on the slow path: its value if it is a number of the field, and how to show it.
struct Token {
    value: Option<u64>,
    shown: Vec<u8>,
    len: u64,
}

impl<R: Read> Scanner<R> {
    /// A scanner at the start of `source`.
    ///
    /// O(1), and one 64 KiB buffer.
    pub fn new(source: R) -> Self {
        Scanner {
            source,
            buf: Box::new([0; BUFFER]),
            pos: 0,
            end: 0,
            eof: false,
            last_start: 0,
            last_slow: Location { line: 1, column: 1 },
            base: 0,
            mark_at: 0,
            mark_line: 1,
            mark_line_start: 0,
        }
    }

    /// Skips whitespace and reports whether the input is used up.
    ///
    /// O(whitespace skipped), reading more input as needed.
    pub fn at_end(&mut self) -> Result<bool, InputError> {
        self.skip_space()?;
        Ok(self.pos == self.end)
    }

    /// The location of the next token (or of the end of input).
    pub(crate) fn location(&mut self) -> Result<Location, InputError> {
        self.skip_space()?;
        Ok(self.locate(self.base + self.pos as u64))
    }

    /// The location of the token that [`next`](Self::next) just read. Call it before reading
    /// on: the token's bytes are then still buffered.
    ///
    /// O(bytes since a location was last asked for): lines are counted only when one is. Usually
    /// the token's own few bytes.
    pub fn last_location(&mut self) -> Location {
        match self.last_start {
            SLOW => self.last_slow,
            start => self.locate(self.base + start as u64),
        }
    }

    /// Reads the next token as a value of `field`.
    ///
    /// O(the token's length) amortized, the input read in 64 KiB chunks.
    ///
    /// ```
    /// use grundy::core::scan::{Field, Scanner};
    /// let mut sc = Scanner::new(&b"3\r\n10 20\t30\n"[..]);
    /// let n = sc.next(&Field::new("the count n", 1, 100)).unwrap();
    /// let mut sum = 0;
    /// sc.each_value(n, &Field::new("a value", 0, 1000), |v| sum += v).unwrap();
    /// assert_eq!(sum, 60);
    /// assert!(sc.finish().is_ok());
    /// let digit = Field::new("a value", 0, 9);
    /// let e = Scanner::new(&b"7 -1"[..]).each_value(2, &digit, |_| ()).unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 3: expected a value (0..=9), found \"-1\"");
    /// ```
    ///
    /// Errors: end of input, a token that is not all digits, or a value outside the range
    /// (including one past `u64`), each with the token's line and column.
    #[inline(always)]
    pub fn next(&mut self, field: &Field) -> Result<u64, InputError> {
        match self.quick(field) {
            Some(value) => Ok(value),
            None => self.next_slow(field),
        }
    }

    /// The hot path of [`next`](Self::next): whitespace skipped inside the buffer, then a
    /// number parsed by [`fast_number`](Self::fast_number). `None` when the buffer needs a
    /// refill first or the token is not a plain number of `field`.
    #[inline(always)]
    fn quick(&mut self, field: &Field) -> Option<u64> {
        let mut at = self.pos;
        while at < self.end && is_space(self.buf[at]) {
            at += 1;
        }
        if self.end - at < MARGIN && !self.eof {
            return None;
        }
        self.pos = at;
        self.last_start = at;
        self.fast_number(field)
    }

    /// [`next`](Self::next) for the tokens the hot path leaves: refills, long or malformed
    /// tokens, values out of range.
    #[inline(never)]
    fn next_slow(&mut self, field: &Field) -> Result<u64, InputError> {
        self.skip_space()?;
        self.last_start = self.pos;
        if let Some(value) = self.fast_number(field) {
            return Ok(value);
        }
        let at = self.location()?;
        self.last_start = SLOW;
        self.last_slow = at;
        let token = self.slow_token(field, SHOWN_BYTES)?;
        match token.value {
            Some(value) => Ok(value),
            None => Err(at.error(format!(
                "expected {}, found {}",
                field.describe(),
                token.describe()
            ))),
        }
    }

    /// Reads a count of `count`, then that many values of `item`, handing each to `visit` in
    /// order without storing them. Returns the count.
    ///
    /// O(total length of the tokens read); no memory beyond the scanner's buffer.
    pub fn counted(
        &mut self,
        count: &Field,
        item: &Field,
        visit: impl FnMut(u64),
    ) -> Result<u64, InputError> {
        let n = self.next(count)?;
        self.each_value(n, item, visit)?;
        Ok(n)
    }

    /// Reads `n` values of `field`, handing each to `visit` in order without storing them:
    /// [`next`](Self::next) `n` times, in effect, but faster on long runs of numbers.
    ///
    /// O(n + the bytes read); nothing is stored.
    pub fn each_value(
        &mut self,
        n: u64,
        field: &Field,
        mut visit: impl FnMut(u64),
    ) -> Result<(), InputError> {
        if n == 0 {
            return Ok(());
        }
        let mut left = n;
        let stopped = self.each_value_while(field, |value| {
            visit(value);
            left -= 1;
            left > 0
        })?;
        if !stopped {
            // The input ended early: `next` says so, with the location.
            self.next(field)?;
        }
        Ok(())
    }

    /// Reads `n` values of `field`, handing each to `visit`, which may refuse one (a repeat, say):
    /// its message becomes an error at that value's line and column. Otherwise as
    /// [`each_value`](Self::each_value), and as fast.
    ///
    /// As [`each_value`](Self::each_value), plus what `visit` spends.
    pub fn each_value_checked(
        &mut self,
        n: u64,
        field: &Field,
        mut visit: impl FnMut(u64) -> Result<(), String>,
    ) -> Result<(), InputError> {
        if n == 0 {
            return Ok(());
        }
        let (mut left, mut refused) = (n, None);
        let stopped = self.each_value_while(field, |value| {
            if let Err(message) = visit(value) {
                refused = Some(message);
                return false;
            }
            left -= 1;
            left > 0
        })?;
        if let Some(message) = refused {
            return Err(self.last_location().error(message));
        }
        if !stopped {
            // The input ended early: `next` says so, with the location.
            self.next(field)?;
        }
        Ok(())
    }

    /// Reads values of `field`, handing each to `visit`, until `visit` returns `false` (then
    /// `Ok(true)`) or only whitespace is left (`Ok(false)`). Errors as [`next`](Self::next)'s.
    /// [`last_location`](Self::last_location) is the last value's, as after `next`.
    ///
    /// While more than a `MARGIN` is buffered, tokens are parsed by `plain_number` with the
    /// position in a register, each moving past its one separator. Anything else (a refill, a
    /// longer gap, a long or malformed token, a value out of range) is left to `next` from
    /// that token on, so errors read the same.
    ///
    /// O(the bytes read); nothing is stored.
    #[inline(always)]
    pub fn each_value_while(
        &mut self,
        field: &Field,
        mut visit: impl FnMut(u64) -> bool,
    ) -> Result<bool, InputError> {
        // Tokens starting before `limit` have more than a margin buffered after them; the
        // bound by the buffer's size is implied, and lets the compiler drop the bounds check.
        let fast_limit = |end: usize| end.saturating_sub(MARGIN).min(BUFFER - WINDOW);
        let (mut at, mut limit) = (self.pos, fast_limit(self.end));
        loop {
            let fast = if at < limit {
                self.number_at(at, MARGIN, field)
            } else {
                None
            };
            let value = match fast {
                Some((value, skip)) => {
                    self.last_start = at;
                    at += skip;
                    value
                }
                None => {
                    self.pos = at;
                    if self.at_end()? {
                        return Ok(false);
                    }
                    let value = self.next(field)?;
                    (at, limit) = (self.pos, fast_limit(self.end));
                    value
                }
            };
            // One call site, so `visit` is inlined into the loop.
            if !visit(value) {
                self.pos = at;
                return Ok(true);
            }
        }
    }

    /// Succeeds if only whitespace is left; otherwise names the first extra token.
    ///
    /// O(whitespace left, plus the length of an extra token); 32 bytes of that token are kept to
    /// name it.
    pub fn finish(&mut self) -> Result<(), InputError> {
        if self.at_end()? {
            return Ok(());
        }
        let at = self.location()?;
        let token = self.slow_token(&Field::new("", 1, 0), SHOWN_BYTES)?;
        Err(at.error(format!("expected end of input, found {}", token.describe())))
    }

    /// The common case: a plain number of `field` at `pos`, parsed by [`plain_number`]. `None`
    /// sends the token to the slow path, which decides.
    #[inline(always)]
    fn fast_number(&mut self, field: &Field) -> Option<u64> {
        let start = self.pos;
        let (value, skip) = self.number_at(start, self.end - start, field)?;
        self.pos = start + skip;
        Some(value)
    }

    /// [`plain_number`] on the window at `at`, of which `available` bytes are valid. In range
    /// for any `at <= end`: the buffer holds [`WINDOW`] bytes past the most `end` can be.
    #[inline(always)]
    fn number_at(&self, at: usize, available: usize, field: &Field) -> Option<(u64, usize)> {
        let window: &[u8; WINDOW] = self.buf[at..at + WINDOW].try_into().ok()?;
        plain_number(window, available, field)
    }

    /// Reads the next token as text that `parse` accepts: for the few tokens that are not
    /// numbers (an octal code). Errors name `expected` and the token, as [`next`](Self::next)
    /// does; tokens longer than 128 bytes are refused unread by `parse`.
    ///
    /// O(length of the token), at most 128 bytes kept, plus what `parse` spends.
    pub fn next_text<T>(
        &mut self,
        expected: &str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> Result<T, InputError> {
        const LONGEST: usize = 128;
        let at = self.location()?;
        self.last_start = SLOW;
        self.last_slow = at;
        let token = self.slow_token(&Field::new("", 1, 0), LONGEST)?;
        let text = std::str::from_utf8(&token.shown).ok();
        let parsed = text.filter(|_| token.len > 0 && token.len as usize <= LONGEST);
        match parsed.and_then(parse) {
            Some(value) => Ok(value),
            None => Err(at.error(format!("expected {expected}, found {}", token.describe()))),
        }
    }

    /// Reads the next token as a row of exactly `len` bytes, each one `allowed` accepts (a
    /// board's row: `.` and `#`, `+` and `-`), appending it to `row`; a token of another
    /// length or with another byte is an error naming `expected`, as [`next`](Self::next)'s
    /// are, and leaves `row` as it was. Rows of any length are read in pieces; `row` grows as
    /// the bytes come (fallibly: memory running out is an error at the row).
    ///
    /// O(length of the token).
    ///
    /// ```
    /// use grundy::core::scan::Scanner;
    /// let mut sc = Scanner::new(&b"+-+\n-+x\n"[..]);
    /// let mut board = Vec::new();
    /// let sign = |b: u8| b == b'+' || b == b'-';
    /// sc.next_row("a row of 3 of + and -", 3, sign, &mut board).unwrap();
    /// assert_eq!(board, b"+-+");
    /// let e = sc.next_row("a row of 3 of + and -", 3, sign, &mut board).unwrap_err();
    /// assert_eq!(e.to_string(), "line 2, column 1: expected a row of 3 of + and -, found \"-+x\"");
    /// assert_eq!(board, b"+-+");
    /// ```
    pub fn next_row(
        &mut self,
        expected: impl std::fmt::Display,
        len: usize,
        allowed: impl Fn(u8) -> bool,
        row: &mut Vec<u8>,
    ) -> Result<(), InputError> {
        let at = self.location()?;
        self.last_start = SLOW;
        self.last_slow = at;
        let before = row.len();
        let (mut shown, mut count, mut fits) = (Vec::new(), 0u64, true);
        loop {
            if self.pos == self.end {
                if self.eof {
                    break;
                }
                self.refill()?;
                continue;
            }
            // The token's bytes in the buffer, taken a run at a time.
            let chunk = &self.buf[self.pos..self.end];
            let run = chunk
                .iter()
                .position(|&b| is_space(b))
                .unwrap_or(chunk.len());
            let part = &chunk[..run];
            let room = SHOWN_BYTES.saturating_sub(shown.len()).min(run);
            shown.extend_from_slice(&part[..room]);
            // Every byte tested, no early exit: a branch per byte costs more on mixed rows.
            fits = fits
                && count + run as u64 <= len as u64
                && part.iter().fold(true, |ok, &b| ok & allowed(b));
            if fits {
                if crate::core::budget::reserve(row, run).is_err() {
                    row.truncate(before);
                    return Err(at.error("the rows read need more memory than is available".into()));
                }
                row.extend_from_slice(part);
            }
            count += run as u64;
            self.pos += run;
            if run < chunk.len() {
                break;
            }
        }
        if fits && count == len as u64 {
            return Ok(());
        }
        row.truncate(before);
        let token = Token {
            value: None,
            shown,
            len: count,
        };
        Err(at.error(format!("expected {expected}, found {}", token.describe())))
    }

    /// Reads one whole token of any length, refilling as needed, keeping its first `keep`
    /// bytes.
    #[cold]
    fn slow_token(&mut self, field: &Field, keep: usize) -> Result<Token, InputError> {
        let mut token = Token {
            value: None,
            shown: Vec::new(),
            len: 0,
        };
        let (mut value, mut digits_only) = (Some(0u64), true);
        loop {
            if self.pos == self.end {
                if self.eof {
                    break;
                }
                self.refill()?;
                continue;
            }
            let b = self.buf[self.pos];
            if is_space(b) {
                break;
            }
            if b.is_ascii_digit() {
                value = value.and_then(|v| v.checked_mul(10)?.checked_add(u64::from(b - b'0')));
            } else {
                digits_only = false;
            }
            if token.shown.len() < keep {
                token.shown.push(b);
            }
            token.len += 1;
            self.pos += 1;
        }
        if token.len > 0 && digits_only {
            token.value = value.filter(|v| field.min <= *v && *v <= field.max);
        }
        Ok(token)
    }

    /// Skips whitespace, refilling, and makes sure at least `MARGIN` bytes (or the rest of the
    /// input) follow, so a normal token is parsed from the buffer in one go.
    #[inline]
    fn skip_space(&mut self) -> Result<(), InputError> {
        loop {
            while self.pos < self.end && is_space(self.buf[self.pos]) {
                self.pos += 1;
            }
            if self.end - self.pos >= MARGIN || self.eof {
                return Ok(());
            }
            self.refill()?;
        }
    }

    /// Moves the unread bytes to the front and reads more, until `MARGIN` bytes are buffered or
    /// the input ends.
    #[cold]
    fn refill(&mut self) -> Result<(), InputError> {
        self.advance_mark(self.base + self.pos as u64);
        self.buf.copy_within(self.pos..self.end, 0);
        self.base += self.pos as u64;
        self.end -= self.pos;
        self.pos = 0;
        while !self.eof && self.end < MARGIN {
            match self.source.read(&mut self.buf[self.end..CHUNK + MARGIN]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    let at = self.locate(self.base);
                    return Err(at.error(format!("cannot read the input: {e}")));
                }
            }
        }
        Ok(())
    }

    /// Counts the newlines between the bookmark and `offset` (which must be buffered or just
    /// past the buffer) and moves the bookmark there.
    fn advance_mark(&mut self, offset: u64) {
        if offset <= self.mark_at {
            return;
        }
        let from = (self.mark_at - self.base) as usize;
        let to = (offset - self.base) as usize;
        let span = &self.buf[from..to];
        let newlines = count_newlines(span);
        if newlines > 0 {
            self.mark_line += newlines;
            let last = span.iter().rposition(|&b| b == b'\n').unwrap_or(0);
            self.mark_line_start = self.mark_at + last as u64 + 1;
        }
        self.mark_at = offset;
    }

    /// The location of byte `offset`, which must not lie before the bookmark: locations are
    /// asked for in input order (the token just read, then the next one).
    fn locate(&mut self, offset: u64) -> Location {
        debug_assert!(
            offset >= self.mark_at,
            "locations are asked for in input order"
        );
        self.advance_mark(offset);
        Location {
            line: self.mark_line,
            column: offset.saturating_sub(self.mark_line_start) as usize + 1,
        }
    }
}

impl Token {
    /// `"abc"`, or `end of input` for an empty token. Bytes outside printable ASCII are written
    /// as `\xNN`, so the message stays one line of valid UTF-8; long tokens are cut.
    fn describe(&self) -> String {
        if self.len == 0 {
            return "end of input".to_string();
        }
        quoted(&self.shown, self.len)
    }
}

/// A token as errors show it: in quotes, bytes outside printable ASCII as `\xNN`, cut after
/// 32 bytes with the length said (`len` is the whole token's, `shown` at least its start).
///
/// O(32).
pub(crate) fn quoted(shown: &[u8], len: u64) -> String {
    let mut text = String::from("\"");
    for &b in shown.iter().take(SHOWN_BYTES) {
        match b {
            b'"' | b'\\' => {
                text.push('\\');
                text.push(b as char);
            }
            0x20..=0x7e => text.push(b as char),
            _ => text.push_str(&format!("\\x{b:02x}")),
        }
    }
    if len > SHOWN_BYTES as u64 {
        text.push_str(&format!("...\" ({len} bytes)"));
    } else {
        text.push('"');
    }
    text
}

/// The number of `\n` bytes in `bytes`. Counted in blocks of 192 bytes (a multiple of 16, and
/// below 256 so a `u8` count cannot overflow), the form the compiler turns into 16-byte vector
/// compares; measured with callgrind, it takes a third of the instructions of 8-byte SWAR.
fn count_newlines(bytes: &[u8]) -> usize {
    bytes
        .chunks(192)
        .map(|block| {
            let n = block
                .iter()
                .fold(0u8, |n, &b| n.wrapping_add(u8::from(b == b'\n')));
            usize::from(n)
        })
        .sum()
}

/// A number of at most 20 digits at the start of `window`, followed by whitespace within the
/// first `available` bytes (the valid ones from the window's start); its value must lie in
/// `field` (up to 19 digits it fits a `u64` unchecked; 20 digits are checked for overflow).
/// Returns the value and how many bytes to move past it (its separator included), or `None`
/// for the slow path: a token at the very end of the input goes there too, as do bytes past
/// `available` (they may be stale; they are never used).
///
/// The window is three 8-byte words. The first byte that is not a digit is the lowest nonzero
/// byte of a SWAR mask; the words before it are all digits and are converted whole, the word
/// it lies in up to it, with no per-digit test.
#[inline(always)]
fn plain_number(window: &[u8; WINDOW], available: usize, field: &Field) -> Option<(u64, usize)> {
    let word = |k: usize| {
        let bytes: [u8; 8] = window[8 * k..8 * k + 8].try_into().unwrap_or([0; 8]);
        u64::from_le_bytes(bytes) ^ ZEROS
    };
    // The token must be 1..=20 digits, then whitespace that is buffered.
    let ends_at = |run: usize| 0 < run && run <= 20 && run < available && is_space(window[run]);
    let in_field = |value: u64| field.min <= value && value <= field.max;
    let d0 = word(0);
    let m0 = non_digits(d0);
    if m0 != 0 {
        // Most tokens are short: the first word holds all of it.
        let run = first_byte(m0);
        let value = leading_digits(d0, run.max(1));
        return (ends_at(run) && in_field(value)).then_some((value, run + 1));
    }
    // The words of digits before the one the token ends in are converted whole (`high`); the
    // last word `d` adds its first `tail` digits.
    let (d1, high) = (word(1), eight_digits(d0));
    let (high, d, tail, run) = match non_digits(d1) {
        0 => {
            let d2 = word(2);
            let high = high * 100_000_000 + eight_digits(d1);
            let tail = first_byte(non_digits(d2));
            (high, d2, tail, 16 + tail)
        }
        m => (high, d1, first_byte(m), 8 + first_byte(m)),
    };
    if !ends_at(run) {
        return None;
    }
    if run == 20 {
        // 16 digits and 4 more: past u64 from 18446744073709551616 on (the slow path says so).
        let value = high.checked_mul(10_000)?.checked_add(few_digits(d, 4))?;
        return in_field(value).then_some((value, 21));
    }
    let value = match tail {
        0 => high,
        1..=4 => high * POW10[tail] + few_digits(d, tail),
        _ => high * POW10[tail] + leading_digits(d, tail),
    };
    in_field(value).then_some((value, run + 1))
}

/// `'0'` in every byte: xored with it, a digit byte becomes its value.
const ZEROS: u64 = 0x3030_3030_3030_3030;

/// For `d`, 8 bytes xored with [`ZEROS`]: a nonzero byte in each lane that was not an ASCII
/// digit, zero in the digit lanes. The lowest nonzero lane is exact; lanes above a non-digit
/// may be wrong, and are not looked at.
///
/// SWAR: a byte was a digit iff its lane of `d` is below 10, that is iff neither the lane nor
/// the lane plus `0x76` has its high bit set. The add carries out of a lane only from a lane of
/// `0x8a` or more, itself flagged, so every lane below the first non-digit is exact.
#[inline]
fn non_digits(d: u64) -> u64 {
    (d | d.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
}

/// The index of the lowest nonzero byte of `mask` (8 if there is none): in little-endian order,
/// the position in the string of the first non-digit.
#[inline]
fn first_byte(mask: u64) -> usize {
    mask.trailing_zeros() as usize / 8
}

/// `10^k` for `k` in `0..=8`.
const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// The value of the 8 digits of `d` (digit values, the first byte the most significant).
#[inline]
fn eight_digits(d: u64) -> u64 {
    leading_digits(d, 8)
}

/// The value of the first `len` bytes (1..=8) of `d`, which must be digit values (ASCII
/// digits xored with [`ZEROS`]), the first byte the most significant.
///
/// Shifting left by the missing bytes puts the digits in the top lanes and zeros below them, so
/// they read as leading zeros. Then neighbouring lanes are combined by one multiplication each
/// round: `x * (1 + (10 << 8)) >> 8` leaves `10 * a + b` in every second byte for the digit
/// pair `a b` (at most 99, so no lane carries into the next), and the same with 100 on 16-bit
/// lanes and 10 000 on 32-bit lanes gives 4 and then 8 digits; the mask before each round
/// clears the odd lanes the last one left.
#[inline]
fn leading_digits(d: u64, len: usize) -> u64 {
    let x = d << (8 * (8 - len));
    let x = x.wrapping_mul(1 + (10 << 8)) >> 8;
    let x = (x & 0x00ff_00ff_00ff_00ff).wrapping_mul(1 + (100 << 16)) >> 16;
    (x & 0x0000_ffff_0000_ffff).wrapping_mul(1 + (10_000 << 32)) >> 32
}

/// [`leading_digits`] for `len` in 1..=4: the same rounds on the low 32 bits, one fewer.
#[inline]
fn few_digits(d: u64, len: usize) -> u64 {
    let x = (d as u32) << (8 * (4 - len));
    let x = x.wrapping_mul(1 + (10 << 8)) >> 8;
    u64::from((x & 0x00ff_00ff).wrapping_mul(1 + (100 << 16)) >> 16)
}

/// Longest token shown whole in a message; longer ones are cut and their length given.
const SHOWN_BYTES: usize = 32;

#[cfg(test)]
mod tests {
    use super::*;

    const PILE: Field = Field::new("a pile size", 0, 1_000_000_000_000_000_000);

    fn err(input: &str, reads: usize) -> String {
        let mut s = Scanner::new(input.as_bytes());
        for _ in 0..reads {
            s.next(&PILE).unwrap();
        }
        s.next(&PILE).unwrap_err().to_string()
    }

    #[test]
    fn a_note_in_the_name_shares_the_range_parenthesis() {
        let k = Field::new("the size of S k (0 ends the input)", 0, 100_000);
        assert_eq!(k.describe(), "the size of S k (0..=10^5; 0 ends the input)");
        assert_eq!(PILE.describe(), "a pile size (0..=10^18)");
    }

    #[test]
    fn reads_tokens_across_any_whitespace() {
        let mut s = Scanner::new(&b"  007\r\n\t12\x0b3\x0c\r\n"[..]);
        assert_eq!(s.next(&PILE), Ok(7));
        assert_eq!(s.next(&PILE), Ok(12));
        assert_eq!(s.next(&PILE), Ok(3));
        assert!(s.at_end().unwrap());
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
        let mut s = Scanner::new(&b"1000000000000000000 000000000000000000000001"[..]);
        assert_eq!(s.next(&PILE), Ok(1_000_000_000_000_000_000));
        assert_eq!(s.next(&PILE), Ok(1));
        let small = Field::new("a count", 1, 100);
        let mut s = Scanner::new(&b"0"[..]);
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
    fn finish_names_extra_tokens_and_reserves_are_capped() {
        let mut s = Scanner::new(&b"1\n2 3"[..]);
        s.next(&PILE).unwrap();
        s.next(&PILE).unwrap();
        assert_eq!(
            s.finish().unwrap_err().to_string(),
            "line 2, column 3: expected end of input, found \"3\""
        );
        assert_eq!(capacity_for(1_000_000_000_000_000_000), MAX_RESERVE);
        assert_eq!(capacity_for(12), 12);
    }

    #[test]
    fn counted_lists_read_and_reject() {
        let count = Field::new("the number of piles n", 1, 1_000_000);
        let read = |input: &[u8]| {
            let mut piles = Vec::new();
            Scanner::new(input)
                .counted(&count, &PILE, |a| piles.push(a))
                .map(|n| (n, piles))
        };
        assert_eq!(
            read(b"3\n1 2 1000000000000000000\n"),
            Ok((3, vec![1, 2, 1_000_000_000_000_000_000]))
        );
        assert_eq!(
            read(b"0\n").unwrap_err().to_string(),
            "line 1, column 1: expected the number of piles n (1..=10^6), found \"0\""
        );
        assert_eq!(
            read(b"1000000\n1 2\n").unwrap_err().to_string(),
            "line 3, column 1: expected a pile size (0..=10^18), found end of input"
        );
    }

    /// A source that hands out one byte per read, so every token straddles a refill.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            match (self.0.split_first(), out.first_mut()) {
                (Some((&b, rest)), Some(slot)) => {
                    *slot = b;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    #[test]
    fn tokens_across_refills_and_far_locations() {
        // 30 000 lines of "123456789 " * 3: far more than one chunk.
        let mut text = String::new();
        for _ in 0..30_000 {
            text.push_str("123456789 000000000000000000000000000000000000000000000000000000000000000000042 7\r\n");
        }
        text.push_str("\n  12x");
        for trickle in [false, true] {
            let mut s: Scanner<Box<dyn Read>> = if trickle {
                Scanner::new(Box::new(Trickle(text.as_bytes())))
            } else {
                Scanner::new(Box::new(text.as_bytes()))
            };
            for line in 0..30_000 {
                assert_eq!(s.next(&PILE), Ok(123_456_789), "line {line}");
                assert_eq!(s.next(&PILE), Ok(42));
                assert_eq!(s.next(&PILE), Ok(7));
            }
            assert_eq!(
                s.next(&PILE).unwrap_err().to_string(),
                "line 30002, column 3: expected a pile size (0..=10^18), found \"12x\""
            );
        }
    }

    #[test]
    fn rows_across_refills_whole_or_trickled() {
        // Rows longer than a chunk, and short ones, with CRLF endings; then a row with a bad
        // byte far in, one too long and one too short: each error shows the row's start.
        let long = "+-".repeat(50_000);
        let text = format!(
            "{long}\r\n+-+\r\n{long}\n{}x+\n++++\n++\n",
            "+".repeat(70_000)
        );
        let sign = |b: u8| b == b'+' || b == b'-';
        for trickle in [false, true] {
            let mut s: Scanner<Box<dyn Read>> = if trickle {
                Scanner::new(Box::new(Trickle(text.as_bytes())))
            } else {
                Scanner::new(Box::new(text.as_bytes()))
            };
            let mut board = Vec::new();
            s.next_row("a long row", 100_000, sign, &mut board).unwrap();
            s.next_row("a short row", 3, sign, &mut board).unwrap();
            s.next_row("a long row", 100_000, sign, &mut board).unwrap();
            assert_eq!(board, format!("{long}+-+{long}").as_bytes());
            let e = s.next_row("a row", 70_002, sign, &mut board).unwrap_err();
            assert_eq!((e.line, e.column), (4, 1));
            assert!(e.to_string().ends_with("+++...\" (70002 bytes)"), "{e}");
            let e = s.next_row("a row of 3", 3, sign, &mut board).unwrap_err();
            assert_eq!(
                e.to_string(),
                "line 5, column 1: expected a row of 3, found \"++++\""
            );
            let e = s.next_row("a row of 3", 3, sign, &mut board).unwrap_err();
            assert_eq!(
                e.to_string(),
                "line 6, column 1: expected a row of 3, found \"++\""
            );
            // A failed row leaves nothing behind.
            assert_eq!(board.len(), 200_003);
        }
    }

    #[test]
    fn last_location_points_at_the_token_just_read() {
        let mut s = Scanner::new(&b"5\n  17 8"[..]);
        s.next(&PILE).unwrap();
        s.next(&PILE).unwrap();
        assert_eq!(s.last_location(), Location { line: 2, column: 3 });
        assert_eq!(s.location().unwrap(), Location { line: 2, column: 6 });
    }

    #[test]
    fn last_location_survives_a_long_token_across_refills() {
        let text = format!("1\n  {}5 7", "0".repeat(200));
        let mut s = Scanner::new(Trickle(text.as_bytes()));
        assert_eq!(s.next(&PILE), Ok(1));
        assert_eq!(s.next(&PILE), Ok(5));
        assert_eq!(s.last_location(), Location { line: 2, column: 3 });
        assert_eq!(s.next(&PILE), Ok(7));
        assert_eq!(
            s.last_location(),
            Location {
                line: 2,
                column: 205
            }
        );
    }

    #[test]
    fn read_errors_are_input_errors() {
        struct Broken;
        impl Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
                Err(std::io::Error::new(
                    std::io::ErrorKind::Other,
                    "disk on fire",
                ))
            }
        }
        let e = Scanner::new(Broken).next(&PILE).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: cannot read the input: disk on fire"
        );
    }

    #[test]
    fn text_tokens_parse_or_name_the_form() {
        let mut s = Scanner::new(&b" 0.07\n 3 x.y"[..]);
        let code = s.next_text("a code", |t| t.strip_prefix("0.").map(String::from));
        assert_eq!(code, Ok("07".to_string()));
        assert_eq!(s.last_location(), Location { line: 1, column: 2 });
        assert_eq!(s.next(&PILE), Ok(3));
        let e = s.next_text("a code", |t| t.strip_prefix("0.").map(String::from));
        assert_eq!(
            e.unwrap_err().to_string(),
            "line 2, column 4: expected a code, found \"x.y\""
        );
        let long = format!("0.{}", "7".repeat(200));
        let e = Scanner::new(long.as_bytes()).next_text("a code", |t| Some(t.len()));
        assert!(e.unwrap_err().message.ends_with("...\" (202 bytes)"));
        let e = Scanner::new(&b"\xff"[..]).next_text("a code", |t| Some(t.len()));
        assert_eq!(e.unwrap_err().message, "expected a code, found \"\\xff\"");
        let e = Scanner::new(&b""[..]).next_text("a code", |t| Some(t.len()));
        assert_eq!(
            e.unwrap_err().message,
            "expected a code, found end of input"
        );
    }

    #[test]
    fn ranges_are_written_short() {
        assert_eq!(PILE.describe(), "a pile size (0..=10^18)");
        assert_eq!(Field::new("x", 1, 10_000).describe(), "x (1..=10^4)");
        assert_eq!(Field::new("x", 1, 100).describe(), "x (1..=100)");
        assert_eq!(
            Field::new("x", 0, u64::MAX).describe(),
            format!("x (0..={})", u64::MAX)
        );
    }
}

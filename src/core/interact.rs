//! The driver of interactive problems: the judge plays the other side, reading each of our
//! lines before it writes its next one.
//!
//! Nothing may wait for more input than the judge has sent, or hold a line back: the judge
//! waits for our move, and we would wait for its reply. So, unlike [`crate::core::driver`],
//! the input is read a line at a time ([`crate::core::tokens::LineTokens`]) and every line
//! written is flushed at once ([`Judge::say`]). The contract for bad input holds as far as it
//! can in a conversation: a malformed or illegal reply, or the end of input in mid-game,
//! ends the program with one line on stderr (naming the judge's line and column) and exit
//! status 2, never a hang; but the moves already sent stay sent.
//!
//! An interactive solution is a function of the judge's lines: given all of them at once,
//! in a file, it writes the same lines it would in play. [`play_bytes`] runs it so, and that
//! is how tests and `oj t` samples check a transcript; a local judge that plays `abc278g`
//! live, as online-judge-tools runs one, is `examples/card_row_judge.rs` (with
//! `examples/card_row_player.rs`, a player written with this module).

use crate::core::driver::{
    fail, output_failed, unexpected_argument, write_or_fail, Failure, Modes,
};
use crate::core::scan::{quoted, InputError, Location};
use crate::core::tokens::LineTokens;
use std::fmt;
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

/// One interactive problem: its name, its help text, and how to play one whole game.
///
/// ```
/// use grundy::core::driver::Failure;
/// use grundy::core::interact::{play_bytes, Interactive, Judge};
/// use std::io::{BufRead, Write};
///
/// /// Guess the judge's number in 1..=100; it answers `<`, `>` or `=`.
/// #[derive(Default)]
/// struct Guess;
///
/// impl Interactive for Guess {
///     const NAME: &'static str = "guess";
///     const HELP: &'static str = "guess a number in 1..=100\n";
///
///     fn play<R: BufRead, W: Write>(&mut self, judge: &mut Judge<R, W>) -> Result<(), Failure> {
///         let (mut low, mut high) = (1, 100);
///         loop {
///             let mid = (low + high) / 2;
///             judge.say(format_args!("{mid}"))?;
///             match judge.word(&["<", ">", "="])? {
///                 0 => high = mid - 1,
///                 1 => low = mid + 1,
///                 _ => return Ok(()),
///             }
///         }
///     }
/// }
///
/// // The judge's replies for the number 37, all at once: what the program says to them.
/// assert_eq!(play_bytes::<Guess>(b"<\n>\n=\n").unwrap(), "50\n25\n37\n");
/// let e = play_bytes::<Guess>(b"<\n?\n").unwrap_err();
/// assert_eq!(e.to_string(), "line 2, column 1: expected one of <, >, =, found \"?\"");
/// // Its binary: fn main() -> std::process::ExitCode { grundy::core::interact::main::<Guess>() }
/// ```
pub trait Interactive: Default {
    /// The binary's name.
    const NAME: &'static str;
    /// What `--help` prints after the usage line: the game, the protocol, an example.
    const HELP: &'static str;

    /// Plays the whole game: reads the judge's lines from `judge` and says our own.
    fn play<R: BufRead, W: Write>(&mut self, judge: &mut Judge<R, W>) -> Result<(), Failure>;
}

/// The other side of an interactive problem: its lines as tokens, read as they arrive, and
/// ours, each flushed as it is said.
pub struct Judge<R, W> {
    lines: LineTokens<R>,
    out: W,
    /// Where the last token read began.
    last: Location,
}

impl<R: BufRead, W: Write> Judge<R, W> {
    /// The judge whose lines come from `input` and who reads ours from `out`. O(1).
    pub fn new(input: R, out: W) -> Self {
        Judge {
            lines: LineTokens::new(input),
            out,
            last: Location { line: 1, column: 1 },
        }
    }

    /// The next token as an integer in `min..=max` (digits, `-` before them for a negative
    /// one); the error names it `what` (`expected what (min..=max), found "x"`). O(length of
    /// the lines read).
    pub fn number(&mut self, what: &str, min: i64, max: i64) -> Result<i64, Failure> {
        let (token, at) = self.lines.next_token()?;
        self.last = at;
        let value = std::str::from_utf8(token)
            .ok()
            .and_then(|t| t.parse::<i64>().ok());
        match value {
            Some(x) if (min..=max).contains(&x) && !token.starts_with(b"+") => Ok(x),
            _ => Err(at
                .error(format!(
                    "expected {what} ({min}..={max}), found {}",
                    shown(token)
                ))
                .into()),
        }
    }

    /// The next token, which must be one of `words`: its index. O(length of the lines read).
    pub fn word(&mut self, words: &[&str]) -> Result<usize, Failure> {
        let (token, at) = self.lines.next_token()?;
        self.last = at;
        match words.iter().position(|w| w.as_bytes() == token) {
            Some(i) => Ok(i),
            None => Err(at
                .error(format!(
                    "expected one of {}, found {}",
                    words.join(", "),
                    shown(token)
                ))
                .into()),
        }
    }

    /// Where the last token read began (to name a reply that reads well but breaks the
    /// rules). O(1).
    pub fn last(&self) -> Location {
        self.last
    }

    /// The error `expected {expected}, found {found}` at `at`, for a reply that reads well
    /// but breaks the rules (an illegal move). O(1).
    pub fn refuse(at: Location, expected: &str, found: &str) -> Failure {
        Failure::Input(at.error(format!("expected {expected}, found {found}")))
    }

    /// Writes `line` and a newline, and flushes: the judge sees it now. O(its length).
    pub fn say(&mut self, line: fmt::Arguments<'_>) -> Result<(), Failure> {
        writeln!(self.out, "{line}")
            .and_then(|()| self.out.flush())
            .map_err(Failure::Output)
    }
}

/// A token as errors show it (as the other problems' errors do): quoted, bytes outside
/// printable ASCII as `\xNN`, cut after 32 bytes with its length; the end of input so named.
fn shown(token: &[u8]) -> String {
    if token.is_empty() {
        "end of input".to_string()
    } else {
        quoted(token, token.len() as u64)
    }
}

/// Plays `P` against a judge whose lines are all in `transcript`, and returns what it said:
/// the lines it would send in play, given the same replies. For tests and samples.
///
/// O(the game) plus memory for the output.
pub fn play_bytes<P: Interactive>(mut transcript: &[u8]) -> Result<String, InputError> {
    play_reader::<P>(&mut transcript)
}

/// [`play_bytes`] in the `modes` of the other problems' entries, which an interactive problem
/// has none of. As [`play_bytes`].
pub fn play_bytes_in<P: Interactive>(
    transcript: &[u8],
    _modes: Modes,
) -> Result<String, InputError> {
    play_bytes::<P>(transcript)
}

/// [`play_bytes`] on any reader (tests feed it in pieces).
///
/// As [`play_bytes`].
///
/// A transcript ends with the game: a token after it is an error (`expected end of input`),
/// which in play could not be seen (the judge may keep its end of the pipe open).
pub fn play_reader<P: Interactive>(input: &mut dyn Read) -> Result<String, InputError> {
    let mut out = Vec::new();
    let mut judge = Judge::new(io::BufReader::new(input), &mut out);
    let played = P::default().play(&mut judge).and_then(|()| {
        let (token, at) = judge.lines.next_token()?;
        if token.is_empty() {
            return Ok(());
        }
        let message = format!("expected end of input, found {}", shown(token));
        Err(Failure::Input(at.error(message)))
    });
    match played {
        Ok(()) => Ok(String::from_utf8_lossy(&out).into_owned()),
        Err(Failure::Input(e)) => Err(e),
        Err(Failure::Output(e)) => unreachable!("writing to a Vec cannot fail: {e}"),
    }
}

/// The binary of an interactive problem: `--help`, then the game against the judge on stdin
/// and stdout, each line flushed as it is written. Exit status 0 when the game is played to
/// its end, 2 on a malformed or illegal reply or an input that ends in mid-game (one line on
/// stderr), 1 when stdout cannot be written (quietly when the judge has gone away).
///
/// As [`Interactive::play`]; memory is one line of input (at most 2 MiB) plus what the game
/// keeps.
pub fn main<P: Interactive>() -> ExitCode {
    let mut help = false;
    for arg in std::env::args_os().skip(1) {
        if (arg == "--help" || arg == "-h") && !help {
            help = true;
        } else {
            return unexpected_argument(P::NAME, &arg);
        }
    }
    if help {
        let text = format!(
            "usage: {name} < INPUT\n\n{help}\n\n\
             An interactive problem: each line is flushed as it is written, and each of the\n\
             judge's lines read as it arrives. On a malformed or illegal reply, or an input\n\
             that ends in mid-game, {name} prints one line on stderr, naming the line and\n\
             column, and exits with status 2; exit status 1 means stdout could not be written.\n",
            name = P::NAME,
            help = P::HELP.trim_end()
        );
        return write_or_fail(io::stdout().lock(), text.as_bytes());
    }
    if crate::core::budget::keep_headroom().is_err() {
        return fail(2, format_args!("not enough memory to start"));
    }
    let mut judge = Judge::new(io::stdin().lock(), io::stdout().lock());
    match P::default().play(&mut judge) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(e)) => fail(2, format_args!("{e}")),
        Err(Failure::Output(e)) => output_failed(&e),
    }
}

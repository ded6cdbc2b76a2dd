//! The driver: what every problem needs, written once.
//!
//! A problem ([`Problem`]) says how to read and answer one case; the driver does the rest:
//!
//! * the case structure ([`Layout`]): one case; a count `T` first; cases until a sentinel case
//!   such as `0 0 0`; cases until the end of input;
//! * writing the answers to an `impl Write` as each case is answered ([`Io`]): a verdict in
//!   the problem's two words ([`Words`]: `Yes`/`No`, `Fibo`/`Nacci`, `Alice`/`Bob`, …) or a
//!   line of its own;
//! * the binary around it ([`main`]): `--help`, stdin to stdout, and the exit status: 0 when
//!   answered, 2 on malformed input or arguments (one line on stderr), 1 when the output cannot
//!   be written.
//!
//! Answers stream: nothing holds the whole output. The binary's writer (`HeldWriter`) holds
//! back the first `HELD_OUTPUT` (1 MiB) bytes, and drops them when the input turns out
//! malformed, so a bad input prints nothing on stdout unless the answers before the bad token
//! already came to that much; then stdout holds only answers to complete, valid cases before it.
//!
//! Not for interactive problems, where the judge answers each line only after reading it:
//! holding lines back (and reading input a block at a time) would wait for a judge that waits
//! too. Those go through [`crate::core::interact`], which reads a line at a time and flushes
//! every line it writes.

use crate::core::held::HeldWriter;
use crate::core::scan::{Field, InputError, Scanner};
use std::fmt::{self, Display};
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

/// The two words a judge answers a verdict with, each as its whole line, newline included.
///
/// Each line is kept padded to `LINE` (24) bytes, so writing a verdict copies a block of fixed
/// size into the pending answers: no call to `memcpy` for a few bytes (on a million answers
/// those calls were 8% of the instructions of `fibonacci_piles`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    win: Line,
    lose: Line,
}

/// One answer line padded to [`LINE`] bytes, and its true length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Line {
    bytes: [u8; LINE],
    len: usize,
}

/// The longest answer line a [`Words`] can hold, newline included.
pub(crate) const LINE: usize = 24;

impl Line {
    const fn padded(text: &str) -> Line {
        let text = text.as_bytes();
        assert!(text.len() <= LINE, "an answer line is at most LINE bytes");
        let mut bytes = [0; LINE];
        let mut i = 0;
        while i < text.len() {
            bytes[i] = text[i];
            i += 1;
        }
        Line {
            bytes,
            len: text.len(),
        }
    }
}

impl Words {
    /// The lines `win` (the player to move wins) and `lose`, each ending in `\n` and at most
    /// `LINE` (24) bytes long (checked when the constant is compiled).
    ///
    /// O(1) (a `const fn`, usually evaluated at compile time).
    pub const fn new(win: &str, lose: &str) -> Words {
        Words {
            win: Line::padded(win),
            lose: Line::padded(lose),
        }
    }

    /// `Yes` / `No`, the most common pair.
    pub const YES_NO: Words = Words::new("Yes\n", "No\n");
}

/// How the cases of one input are laid out.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// A count of cases comes first, read as this field.
    count: Option<Field>,
    /// Without a count: does another case follow the first?
    repeat: bool,
    /// With `repeat`: may the input end after any case (else only a sentinel ends it)?
    end_ends: bool,
}

impl Layout {
    /// The whole input is one case.
    pub const ONE: Layout = Layout {
        count: None,
        repeat: false,
        end_ends: false,
    };
    /// Cases until the problem reads its sentinel case, which must come.
    pub const UNTIL_SENTINEL: Layout = Layout {
        count: None,
        repeat: true,
        end_ends: false,
    };
    /// Cases until the end of input or a sentinel case, at least one.
    pub const UNTIL_END: Layout = Layout {
        count: None,
        repeat: true,
        end_ends: true,
    };

    /// A count `T` read as `field`, then `T` cases.
    ///
    /// O(1).
    pub const fn with_count(field: Field) -> Layout {
        Layout {
            count: Some(field),
            repeat: false,
            end_ends: false,
        }
    }
}

/// One judge problem: its name, its help text, its case layout and how to answer one case.
///
/// A problem of your own is a type with this trait; [`main`] makes it a binary (read stdin,
/// answer, errors with line and column, exit statuses) and [`solve_bytes`] answers an input in
/// memory, for tests.
///
/// ```
/// use grundy::core::driver::{solve_bytes, Io, Layout, Problem, Words};
/// use grundy::core::scan::{Field, InputError};
/// use std::io::{Read, Write};
///
/// /// Two Nim piles a line, until the end of input: `Yes` if the first player wins.
/// #[derive(Default)]
/// struct TwoPiles;
///
/// impl Problem for TwoPiles {
///     const NAME: &'static str = "two_piles";
///     const HELP: &'static str = "two Nim piles a line\n";
///     const LAYOUT: Layout = Layout::UNTIL_END;
///
///     fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
///         const PILE: Field = Field::new("a pile", 0, 1_000_000_000);
///         let (a, b) = (io.input.next(&PILE)?, io.input.next(&PILE)?);
///         io.answers.verdict(Words::YES_NO, a != b);
///         if io.answers.wants_moves() {
///             let (i, take) = if a > b { (1, a - b) } else { (2, b - a) };
///             io.answers.move_line((a != b).then(|| format!("take {take} from pile {i}")));
///         }
///         Ok(())
///     }
/// }
///
/// assert_eq!(solve_bytes::<TwoPiles>(b"3 3\n1 2\n").unwrap(), "No\nYes\n");
/// let e = solve_bytes::<TwoPiles>(b"3 x\n").unwrap_err();
/// assert_eq!(e.to_string(), "line 1, column 3: expected a pile (0..=10^9), found \"x\"");
/// // Its binary: fn main() -> std::process::ExitCode { grundy::core::driver::main::<TwoPiles>() }
/// ```
pub trait Problem: Default {
    /// The binary's name.
    const NAME: &'static str;
    /// What `--help` prints after the usage line: the game, the input, the output, an example.
    const HELP: &'static str;
    /// How the cases are laid out.
    const LAYOUT: Layout;
    /// Is there a game to move in? Problems that only compute (a nim product) say `false`,
    /// and their binaries refuse `--move`.
    const MOVES: bool = true;
    /// Does the problem also play misère (`--misere`: whoever moves last loses)? Its cases
    /// are then answered by [`misere_case`](Self::misere_case), and its binary's `run` calls
    /// [`main_with_misere`]; the others' binaries refuse `--misere`.
    const MISERE: bool = false;

    /// Reads one case from `io.input` and writes its answer with `io.answers.verdict` (in the
    /// problem's [`Words`]) or `io.answers.line`;
    /// state kept in `self` carries from one case to the next (a table that grows, say). A
    /// sentinel case calls [`Answers::sentinel`] instead of answering.
    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError>;

    /// One case in misère play, for a problem whose [`MISERE`](Self::MISERE) is `true` (the
    /// others are never asked, and keep this default: normal play). A method of its own, not a
    /// branch of [`case`](Self::case), so that a program that plays normal play only (a
    /// problem's bundle: [`main`]) names none of the misère code and `bundle` leaves it out.
    fn misere_case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        self.case(io)
    }
}

/// One input being answered: the scanner the cases are read from, and where the answers go.
/// The two are separate fields, so a case that streams its values
/// ([`Scanner::each_value_while`]) can answer from inside the loop.
pub struct Io<R: Read, W: Write> {
    /// The input.
    pub input: Scanner<R>,
    /// The output.
    pub answers: Answers<W>,
}

/// What the command line asks for besides the input: `--move`, `--misere`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modes {
    /// A winning move after each verdict.
    pub moves: bool,
    /// Misère play: whoever moves last loses.
    pub misere: bool,
}

/// Where the answers go: a writer, and the first write error, kept until the driver looks, so
/// a case never handles I/O errors itself.
///
/// Verdicts and numbers are gathered in a small block of their own (`pending`) and handed to
/// the writer a block at a time; every other line goes to the writer after the lines before it.
pub struct Answers<W: Write> {
    out: W,
    /// Verdict and number lines not yet handed to `out`: the first `pending_len` bytes.
    pending: Box<[u8; PENDING]>,
    pending_len: usize,
    /// `--move`: a winning move follows each verdict.
    moves: bool,
    error: Option<io::Error>,
    sentinel: bool,
}

impl<W: Write> Answers<W> {
    /// Writes the verdict line: the winning word of `words` if the player to move wins.
    ///
    /// O(1) amortized: one copy of at most `LINE` bytes into the pending block.
    #[inline]
    pub fn verdict(&mut self, words: Words, first_player_wins: bool) {
        let line = if first_player_wins {
            &words.win
        } else {
            &words.lose
        };
        self.push_padded(&line.bytes, line.len);
    }

    /// Writes `x` in decimal as one line, as fast as a verdict: the digits are made eight at a
    /// time and written straight into the pending block (`decimal_line`).
    ///
    /// O(1) amortized: at most 20 digits, made eight at a time.
    #[inline]
    pub fn number_line(&mut self, x: u64) {
        if self.pending_len > PENDING - LINE {
            self.hand_over();
        }
        let at = self.pending_len;
        if let Some(slot) = self.pending.get_mut(at..at + LINE) {
            if let Ok(slot) = slot.try_into() {
                self.pending_len = at + decimal_line(x, slot);
            }
        }
    }

    /// Writes `x y` as one line, as fast as [`number_line`](Self::number_line): the two
    /// numbers made by the same decimal writer, straight into the pending block.
    ///
    /// O(1) amortized.
    #[inline]
    pub fn pair_line(&mut self, x: u64, y: u64) {
        if self.pending_len > PENDING - 2 * LINE {
            self.hand_over();
        }
        let at = self.pending_len;
        let Some(first) = self.pending.get_mut(at..at + LINE) else {
            return;
        };
        let Ok(first) = first.try_into() else {
            return;
        };
        let len = decimal_line(x, first);
        // The first number's newline becomes the space between the two.
        self.pending[at + len - 1] = b' ';
        let Some(second) = self.pending.get_mut(at + len..at + len + LINE) else {
            return;
        };
        if let Ok(second) = second.try_into() {
            self.pending_len = at + len + decimal_line(y, second);
        }
    }

    /// Writes `numbers` in decimal on one line, a space between two (an empty line for none),
    /// each made as [`number_line`](Self::number_line) makes one.
    ///
    /// O(1) amortized a number.
    pub fn numbers_line(&mut self, numbers: impl IntoIterator<Item = u64>) {
        let mut any = false;
        for x in numbers {
            if self.pending_len > PENDING - LINE {
                self.hand_over();
            }
            let at = self.pending_len;
            if let Some(slot) = self.pending.get_mut(at..at + LINE) {
                if let Ok(slot) = <&mut [u8; LINE]>::try_from(slot) {
                    // Each number ends with a space; the last one's becomes the newline.
                    let len = decimal_line(x, slot);
                    slot[len - 1] = b' ';
                    self.pending_len = at + len;
                    any = true;
                }
            }
        }
        match self.pending_len.checked_sub(1) {
            Some(last) if any => self.pending[last] = b'\n',
            _ => self.push_padded(&[b'\n'; LINE], 1),
        }
    }

    /// Appends the first `len` bytes of a padded line to the pending block.
    #[inline(always)]
    fn push_padded(&mut self, bytes: &[u8; LINE], len: usize) {
        if self.pending_len > PENDING - LINE {
            self.hand_over();
        }
        // The whole padded line is copied; only `len` bytes of it count.
        let at = self.pending_len;
        if let Some(slot) = self.pending.get_mut(at..at + LINE) {
            slot.copy_from_slice(bytes);
            self.pending_len = at + len;
        }
    }

    /// Hands the pending lines to the writer.
    #[cold]
    fn hand_over(&mut self) {
        let pending = &self.pending[..self.pending_len];
        self.pending_len = 0;
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(pending) {
                self.error = Some(e);
            }
        }
    }

    /// Writes `text` as one line. The line is formatted straight into the pending block, as a
    /// verdict is copied there; when it does not fit the room left, the block is handed over
    /// and the line formatted again into the empty block, and a line longer than the whole
    /// block goes to the writer after the pending lines.
    ///
    /// O(length of the line) amortized.
    pub fn line(&mut self, text: impl Display) {
        for _ in 0..2 {
            let mut room = &mut self.pending[self.pending_len..];
            let free = room.len();
            if writeln!(room, "{text}").is_ok() {
                self.pending_len += free - room.len();
                return;
            }
            self.hand_over();
        }
        self.write_args(format_args!("{text}\n"));
    }

    /// Was a winning move asked for (`--move`)? Cases compute one only then.
    ///
    /// O(1).
    #[inline]
    pub fn wants_moves(&self) -> bool {
        self.moves
    }

    /// Writes a winning move, or `-` when there is none to make: every move loses (or, in
    /// misère play, nothing is left and the player to move has already won).
    ///
    /// O(length of the line) amortized, as [`line`](Self::line).
    pub fn move_line(&mut self, winning: Option<impl Display>) {
        match winning {
            Some(m) => self.line(m),
            None => self.line("-"),
        }
    }

    /// Says that the case just read is the sentinel that ends the input.
    ///
    /// O(1).
    pub fn sentinel(&mut self) {
        self.sentinel = true;
    }

    /// Has every write so far succeeded? A case that answers many games in one loop stops
    /// when one fails.
    ///
    /// O(1).
    #[inline]
    pub fn all_written(&self) -> bool {
        self.error.is_none()
    }

    #[inline]
    fn write_args(&mut self, args: fmt::Arguments<'_>) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_fmt(args) {
                self.error = Some(e);
            }
        }
    }

    /// Hands everything over and flushes the writer.
    fn flush(&mut self) -> Result<(), Failure> {
        self.hand_over();
        self.failed()?;
        self.out.flush().map_err(Failure::Output)
    }

    /// The first write error, if any.
    fn failed(&mut self) -> Result<(), Failure> {
        self.error
            .take()
            .map_or(Ok(()), |e| Err(Failure::Output(e)))
    }
}

/// Why a run did not answer.
#[derive(Debug)]
pub enum Failure {
    /// The input is malformed.
    Input(InputError),
    /// The output could not be written.
    Output(io::Error),
}

impl From<InputError> for Failure {
    fn from(e: InputError) -> Self {
        Failure::Input(e)
    }
}

/// Reads every case of `input` by `P`'s layout and writes the answers to `out` as they are
/// found. On malformed input the answers already written stay written: see the module
/// documentation for how the binary keeps them back.
///
/// O(input length) for reading, plus what `P::case` spends on each case; memory is the
/// scanner's 64 KiB buffer plus what the cases keep.
pub fn solve<P: Problem, R: Read, W: Write>(problem: P, input: R, out: W) -> Result<(), Failure> {
    solve_with_moves(problem, input, out, false)
}

/// [`solve`], with a winning move (or `-`) after each verdict when `moves` is set.
///
/// As [`solve`].
pub fn solve_with_moves<P: Problem, R: Read, W: Write>(
    problem: P,
    input: R,
    out: W,
    moves: bool,
) -> Result<(), Failure> {
    let modes = Modes {
        moves,
        misere: false,
    };
    solve_with_modes(problem, input, out, modes)
}

/// [`solve`] in the `modes` asked for: a winning move after each verdict, misère play.
///
/// As [`solve`].
pub fn solve_with_modes<P: Problem, R: Read, W: Write>(
    mut problem: P,
    input: R,
    out: W,
    modes: Modes,
) -> Result<(), Failure> {
    if modes.misere {
        solve_by(input, out, modes.moves, P::MOVES, P::LAYOUT, &mut |io| {
            problem.misere_case(io)
        })
    } else {
        solve_by(input, out, modes.moves, P::MOVES, P::LAYOUT, &mut |io| {
            problem.case(io)
        })
    }
}

/// How [`solve_by`] answers one case: [`Problem::case`] or [`Problem::misere_case`] of the
/// problem it holds.
type Play<'a, R, W> = dyn FnMut(&mut Io<R, W>) -> Result<(), InputError> + 'a;

/// [`solve_with_modes`] with each case answered by `play` ([`Problem::case`], or
/// [`Problem::misere_case`] in misère play), the cases laid out by `layout`, moves asked for
/// if `moves` (only where `can_move`). Not generic in the problem: one copy of the loop
/// serves every problem (a copy per problem was 7 % of the library's code to compile).
fn solve_by<R: Read, W: Write>(
    input: R,
    out: W,
    moves: bool,
    can_move: bool,
    layout: Layout,
    play: &mut Play<'_, R, W>,
) -> Result<(), Failure> {
    let mut io = Io {
        input: Scanner::new(input),
        answers: Answers {
            out,
            pending: Box::new([0; PENDING]),
            pending_len: 0,
            moves,
            error: None,
            sentinel: false,
        },
    };
    // A problem with no game to move in is never asked for moves (the binaries refuse
    // `--move` for it).
    debug_assert!(can_move || !io.answers.wants_moves());
    if let Some(field) = layout.count {
        for _ in 0..io.input.next(&field)? {
            play(&mut io)?;
            io.answers.failed()?;
        }
    } else {
        loop {
            play(&mut io)?;
            io.answers.failed()?;
            if !layout.repeat || io.answers.sentinel || (layout.end_ends && io.input.at_end()?) {
                break;
            }
        }
    }
    io.input.finish()?;
    io.answers.flush()
}

/// [`solve`] on an in-memory input, the output as a string: what tests and benchmarks call.
///
/// As [`solve`], plus memory for the whole output.
pub fn solve_bytes<P: Problem>(mut input: &[u8]) -> Result<String, InputError> {
    solve_reader::<P>(&mut input)
}

/// [`solve`] on any reader, the output as a string: for tests that feed the input in pieces.
///
/// As [`solve_bytes`].
pub fn solve_reader<P: Problem>(input: &mut dyn Read) -> Result<String, InputError> {
    solve_to_string::<P>(input, Modes::default())
}

/// [`solve_bytes`] with `--move`: a winning move after each verdict.
///
/// As [`solve_bytes`].
pub fn solve_bytes_with_moves<P: Problem>(mut input: &[u8]) -> Result<String, InputError> {
    let modes = Modes {
        moves: true,
        misere: false,
    };
    solve_to_string::<P>(&mut input, modes)
}

/// [`solve_bytes`] in the `modes` asked for (`--move`, `--misere`).
///
/// As [`solve_bytes`].
pub fn solve_bytes_in<P: Problem>(mut input: &[u8], modes: Modes) -> Result<String, InputError> {
    solve_to_string::<P>(&mut input, modes)
}

fn solve_to_string<P: Problem>(input: &mut dyn Read, modes: Modes) -> Result<String, InputError> {
    let mut out = Vec::new();
    match solve_with_modes(P::default(), input, &mut out as &mut dyn Write, modes) {
        Ok(()) => Ok(String::from_utf8_lossy(&out).into_owned()),
        Err(Failure::Input(e)) => Err(e),
        Err(Failure::Output(e)) => unreachable!("writing to a Vec cannot fail: {e}"),
    }
}

/// Writes `x` in decimal followed by a newline at the start of `out`, and returns the line's
/// length (at most 21); bytes past it may be overwritten.
///
/// The number is cut into chunks of 8 digits (at most 1844, then two of `10^8`), each turned
/// into its 8 digit bytes at once by `eight_digits` and stored as one word; the first chunk
/// loses its leading zeros.
#[inline]
pub(crate) fn decimal_line(x: u64, out: &mut [u8; LINE]) -> usize {
    const E8: u64 = 100_000_000;
    let (first, more, second, third) = if x < E8 {
        (x, 0, 0, 0)
    } else if x < E8 * E8 {
        (x / E8, 1, x % E8, 0)
    } else {
        let low = x % (E8 * E8);
        (x / (E8 * E8), 2, low / E8, low % E8)
    };
    if more == 1 && first < 10 {
        // Nine digits, the commonest long number (a residue modulo 998244353, say): the first
        // digit alone, the other eight by one conversion.
        out[0] = b'0' + first as u8;
        out[1..9].copy_from_slice(&(eight_digits(second as u32) | ASCII_ZEROS).to_le_bytes());
        out[9] = b'\n';
        return 10;
    }
    let mut store = |at: usize, word: u64| {
        out[at..at + 8].copy_from_slice(&word.to_le_bytes());
    };
    // Leading zero digits are the low zero bytes of the first chunk (its first digit is the
    // lowest byte); 0 itself keeps one. The shifted word's top bytes are overwritten next.
    let digits = eight_digits(first as u32);
    let skip = (digits.trailing_zeros() as usize / 8).min(7);
    store(0, (digits | ASCII_ZEROS) >> (8 * skip));
    let mut len = 8 - skip;
    for &chunk in [second, third].iter().take(more) {
        store(len, eight_digits(chunk as u32) | ASCII_ZEROS);
        len += 8;
    }
    out[len] = b'\n';
    len + 1
}

/// `'0'` in each byte.
const ASCII_ZEROS: u64 = 0x3030_3030_3030_3030;

/// The 8 decimal digits of `v < 10^8` as digit values, one a byte, the first digit in the
/// lowest byte (so that the word's bytes in memory read left to right).
///
/// SWAR, the reverse of the scanner's conversion: the two halves of 4 digits go to two 32-bit
/// lanes, each lane splits into two 16-bit lanes by `/ 100` (as `* 10486 >> 20`, exact below
/// 10^4), and each of those into two bytes by `/ 10` (as `* 103 >> 10`, exact below 100); no
/// lane's product reaches the next lane.
#[inline]
fn eight_digits(v: u32) -> u64 {
    let x = u64::from(v / 10_000) | u64::from(v % 10_000) << 32;
    let hundreds = ((x * 10_486) >> 20) & 0x0000_007f_0000_007f;
    let x = hundreds | (x - hundreds * 100) << 16;
    let tens = ((x * 103) >> 10) & 0x000f_000f_000f_000f;
    tens | (x - tens * 10) << 8
}

/// Bytes of verdicts gathered before they are handed to the writer.
const PENDING: usize = 1 << 13;

/// Output bytes the binary holds before writing them, so that a malformed input usually
/// prints nothing on stdout. Memory stays bounded whatever the number of cases.
pub(crate) const HELD_OUTPUT: usize = 1 << 20;

/// The whole binary of problem `P` in normal play: `--help` or `-h` prints the help; no
/// argument solves stdin to stdout; `--move` adds a winning move after each verdict. Exit
/// status 0 when answered, 2 on a malformed input or argument, 1 when the output cannot be
/// written (quietly when the reader has gone away, as filters do). A problem's bundle is
/// this: `--misere` is its binary's ([`main_with_misere`]), as no judge asks for it.
///
/// As [`solve`]; the first 1 MiB of answers is held back until the input is known to be
/// well formed (see the module documentation).
pub fn main<P: Problem>() -> ExitCode {
    run_main::<P, _>(None::<Case<P>>)
}

/// [`main`] for a problem that plays misère too ([`Problem::MISERE`]): `--misere` answers
/// every case by [`Problem::misere_case`].
///
/// As [`main`].
pub fn main_with_misere<P: Problem>() -> ExitCode {
    run_main::<P, _>(Some(
        |p: &mut P, io: &mut Io<&mut dyn Read, &mut dyn Write>| p.misere_case(io),
    ))
}

/// How a binary answers a case: from stdin to the held stdout.
type Case<P> = fn(&mut P, &mut Io<&mut dyn Read, &mut dyn Write>) -> Result<(), InputError>;

/// [`main`], with misère play by `misere` when it is given.
fn run_main<P: Problem, F>(misere: Option<F>) -> ExitCode
where
    F: FnMut(&mut P, &mut Io<&mut dyn Read, &mut dyn Write>) -> Result<(), InputError>,
{
    let (mut modes, mut help) = (Modes::default(), false);
    for arg in std::env::args_os().skip(1) {
        if (arg == "--help" || arg == "-h") && !help {
            help = true;
        } else if arg == "--misere" && misere.is_none() {
            return fail(
                2,
                format_args!(
                    "{} plays normal play only: --misere is not available (see --help)",
                    P::NAME
                ),
            );
        } else if arg == "--misere" && !modes.misere {
            modes.misere = true;
        } else if arg == "--move" && !P::MOVES {
            return fail(
                2,
                format_args!(
                    "{} has no game to move in: --move is not available (see --help)",
                    P::NAME
                ),
            );
        } else if arg == "--move" && !modes.moves {
            modes.moves = true;
        } else {
            return unexpected_argument(P::NAME, &arg);
        }
    }
    if help {
        // The help's own `move:` line says what `--move` prints.
        let usage = match (P::MOVES, misere.is_some()) {
            (true, true) => " [--move] [--misere]",
            (true, false) => " [--move]",
            (false, _) => "",
        };
        let text = format!(
            "usage: {name}{usage} < INPUT\n\n{help}\n\n\
             Tokens are separated by any whitespace, CRLF line endings included. On a\n\
             malformed input {name} prints one line on stderr, naming the line and column,\n\
             and exits with status 2; exit status 1 means the output could not be written.\n",
            name = P::NAME,
            help = P::HELP.trim_end()
        );
        return write_or_fail(io::stdout().lock(), text.as_bytes());
    }
    if crate::core::budget::keep_headroom().is_err() {
        return fail(2, format_args!("not enough memory to start"));
    }
    // Dropped unflushed on an error, the writer passes on none of the answers it holds back
    // (what it already passed on is answers to valid cases).
    // Read and written through `dyn` (a call per 64 KiB read and per block of answers): each
    // problem's cases are then compiled once, the same code as for the in-memory runs.
    let stdout = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut out = HeldWriter::new(stdout, HELD_OUTPUT);
    let mut input = io::stdin().lock();
    let (input, output): (&mut dyn Read, &mut dyn Write) = (&mut input, &mut out);
    let mut problem = P::default();
    let solved = match misere {
        Some(mut play) if modes.misere => {
            solve_by(input, output, modes.moves, P::MOVES, P::LAYOUT, &mut |io| {
                play(&mut problem, io)
            })
        }
        _ => solve_by(input, output, modes.moves, P::MOVES, P::LAYOUT, &mut |io| {
            problem.case(io)
        }),
    };
    match solved {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(e)) => fail(2, format_args!("{e}")),
        Err(Failure::Output(e)) => output_failed(&e),
    }
}

/// The error for an argument the binary `name` does not take: one line, exit status 2.
///
/// O(length of the argument).
pub(crate) fn unexpected_argument(name: &str, arg: &std::ffi::OsStr) -> ExitCode {
    let shown = arg.to_string_lossy();
    fail(
        2,
        format_args!("unexpected argument {shown:?}: {name} reads its input on stdin (see --help)"),
    )
}

/// Writes `bytes` to `out` and exits 0, or reports why it could not.
///
/// O(bytes).
pub fn write_or_fail(mut out: impl Write, bytes: &[u8]) -> ExitCode {
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output_failed(&e),
    }
}

/// The exit status of a program whose output `e` stopped: 1 with the line `error: cannot
/// write the output: …` (a full disk, say); 0 and no line for a reader that went away (a
/// closed pipe, `| head -1`: it took what it wanted, as from a filter); 2 and a line for
/// memory that ran out holding the answers.
///
/// O(1).
///
/// ```
/// use grundy::core::driver::output_failed;
/// use std::io::Write;
/// use std::process::ExitCode;
/// fn main() -> ExitCode {
///     match writeln!(std::io::stdout(), "First") {
///         Ok(()) => ExitCode::SUCCESS,
///         Err(e) => output_failed(&e), // 1; 0, quietly, when the reader went away
///     }
/// }
/// ```
pub fn output_failed(e: &io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        ExitCode::SUCCESS
    } else if e.kind() == io::ErrorKind::OutOfMemory {
        // The held answers could not grow: a memory limit, reported as every other one.
        fail(
            2,
            format_args!("the answers need more memory than is available"),
        )
    } else {
        fail(1, format_args!("cannot write the output: {e}"))
    }
}

/// Prints `error: {message}` as one line on stderr, if stderr can be written at all, and
/// returns exit status `code`. The problems' messages are one line by construction: a token
/// they quote has its control bytes escaped (`scan::quoted`). A message that echoes text of
/// the user's own, an argument, goes through [`fail_escaped`].
///
/// O(length of the message).
pub fn fail(code: u8, message: fmt::Arguments<'_>) -> ExitCode {
    let _unreported = writeln!(io::stderr().lock(), "error: {message}");
    ExitCode::from(code)
}

/// [`fail`] for a message that may echo anything (the tools' errors quote their arguments):
/// its control characters but tabs written escaped, `\n`, `\r`, `\u{1b}`, so the error
/// stays one line whatever an argument holds.
///
/// O(length of the message), with no allocation (through a 256-byte buffer), so that it can
/// report that memory ran out before the ballast was taken.
pub fn fail_escaped(code: u8, message: fmt::Arguments<'_>) -> ExitCode {
    let mut line = OneLine {
        out: io::stderr().lock(),
        buffer: [0; 256],
        len: 0,
    };
    let _unreported = fmt::write(&mut line, format_args!("error: {message}"))
        .and_then(|()| line.put(b"\n"))
        .and_then(|()| line.flush());
    ExitCode::from(code)
}

/// A line on its way to `out`, its control characters but tabs escaped (see
/// [`fail_escaped`]).
struct OneLine<W: io::Write> {
    out: W,
    buffer: [u8; 256],
    len: usize,
}

impl<W: io::Write> OneLine<W> {
    fn put(&mut self, bytes: &[u8]) -> fmt::Result {
        for &b in bytes {
            if self.len == self.buffer.len() {
                self.flush()?;
            }
            self.buffer[self.len] = b;
            self.len += 1;
        }
        Ok(())
    }

    fn flush(&mut self) -> fmt::Result {
        let written = self.out.write_all(&self.buffer[..self.len]);
        self.len = 0;
        written.map_err(|_| fmt::Error)
    }
}

impl<W: io::Write> fmt::Write for OneLine<W> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        for c in text.chars() {
            if c.is_control() && c != '\t' {
                for e in c.escape_default() {
                    self.put(&[e as u8])?;
                }
            } else {
                self.put(c.encode_utf8(&mut [0; 4]).as_bytes())?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An error echoing an argument with a newline, a carriage return or an escape in it is
    /// still one line, every other character as it was.
    #[test]
    fn an_error_is_one_line_whatever_it_echoes() {
        use fmt::Write as _;
        let long = "é".repeat(300);
        let mut line = OneLine {
            out: Vec::new(),
            buffer: [0; 256],
            len: 0,
        };
        let arg = format!("0.7\n7 a\rb\u{1b}[2J\t\"{long}\"");
        let (tail, end) = ("x\ny", "\n");
        write!(line, "error: {arg} and {tail}{end}").unwrap();
        line.put(b"\n").unwrap();
        line.flush().unwrap();
        let text = String::from_utf8(line.out).unwrap();
        let want = format!("error: 0.7\\n7 a\\rb\\u{{1b}}[2J\t\"{long}\" and x\\ny\\n\n");
        assert_eq!(text, want);
    }

    #[test]
    fn decimal_lines_match_the_standard_formatting() {
        let mut values: Vec<u64> = vec![0, 1, 9, 10, 99, 100, u64::MAX, u64::MAX - 1];
        for k in 0..19 {
            let p = 10u64.pow(k);
            values.extend([p - 1, p, p + 1, 2 * p, 9 * p + (p - 1)]);
        }
        values.extend([10u64.pow(19) - 1, 10u64.pow(19), 10u64.pow(19) + 1]);
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            values.extend([x, x >> (x % 64)]);
        }
        for v in values {
            let mut bytes = [0xff; LINE];
            let len = decimal_line(v, &mut bytes);
            assert_eq!(&bytes[..len], format!("{v}\n").as_bytes(), "{v}");
        }
    }

    #[test]
    fn number_rows_of_any_length_across_pending_blocks() {
        // None, one, and rows long enough to be handed over several times, after a line.
        for count in [0usize, 1, 2, 700, 5_000] {
            let numbers: Vec<u64> = (0..count as u64)
                .map(|i| i * 998_244_353 % 1_000_003)
                .collect();
            let mut answers = Answers {
                out: Vec::new(),
                pending: Box::new([0; PENDING]),
                pending_len: 0,
                moves: false,
                error: None,
                sentinel: false,
            };
            answers.number_line(7);
            answers.numbers_line(numbers.iter().copied());
            answers.number_line(8);
            answers.flush().unwrap();
            let row: Vec<String> = numbers.iter().map(u64::to_string).collect();
            let want = format!("7\n{}\n8\n", row.join(" "));
            assert_eq!(String::from_utf8(answers.out).unwrap(), want, "{count}");
        }
    }

    #[test]
    fn number_lines_and_verdicts_share_the_pending_block() {
        struct Two;
        impl Default for Two {
            fn default() -> Self {
                Two
            }
        }
        impl Problem for Two {
            const NAME: &'static str = "two";
            const HELP: &'static str = "";
            const LAYOUT: Layout = Layout::UNTIL_END;
            const MOVES: bool = false;
            fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
                let field = Field::new("a number", 0, u64::MAX);
                let x = io.input.next(&field)?;
                io.answers.number_line(x);
                io.answers.verdict(Words::YES_NO, x % 2 == 1);
                Ok(())
            }
        }
        let input: String = (0..3000u64)
            .map(|i| format!("{} ", i * 7_919_000_003))
            .collect();
        let out = solve_bytes::<Two>(input.as_bytes()).unwrap();
        let expected: String = (0..3000u64)
            .map(|i| i * 7_919_000_003)
            .map(|x| format!("{x}\n{}\n", if x % 2 == 1 { "Yes" } else { "No" }))
            .collect();
        assert_eq!(out, expected);
    }

    #[test]
    fn lines_of_any_length_keep_their_order_across_blocks() {
        // Lines of 1 to about 3 blocks, between verdicts: some fit the room left, some need
        // the block handed over first, some are longer than a whole block.
        struct Mixed;
        impl Default for Mixed {
            fn default() -> Self {
                Mixed
            }
        }
        impl Problem for Mixed {
            const NAME: &'static str = "mixed";
            const HELP: &'static str = "";
            const LAYOUT: Layout = Layout::UNTIL_END;
            const MOVES: bool = false;
            fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
                let field = Field::new("a length", 0, 1 << 20);
                let len = io.input.next(&field)? as usize;
                io.answers.line("x".repeat(len));
                io.answers.verdict(Words::YES_NO, len % 2 == 1);
                Ok(())
            }
        }
        let lengths: Vec<usize> = (0..400)
            .map(|i| (i * i * 37) % (3 * PENDING) + i % 3)
            .collect();
        let input: String = lengths.iter().map(|n| format!("{n}\n")).collect();
        let out = solve_bytes::<Mixed>(input.as_bytes()).unwrap();
        let expected: String = lengths
            .iter()
            .map(|&n| {
                format!(
                    "{}\n{}\n",
                    "x".repeat(n),
                    if n % 2 == 1 { "Yes" } else { "No" }
                )
            })
            .collect();
        assert!(out == expected, "the lines differ");
    }
}

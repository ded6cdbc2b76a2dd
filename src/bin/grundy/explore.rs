//! The `grundy` explorer: print a game family's SG table and prove its period.
//!
//! The seeds find patterns by printing a table and staring at it ("打表找规律"). This does the
//! printing, finds the period and certifies it, so no guessed pattern ships unproven:
//!
//! * subtraction games: a repeated window of `max(S)` values (the library's period finder,
//!   through [`SubtractionSg`]);
//! * octal games: the Guy–Smith theorem ([`guy_smith`](grundy::core::period::guy_smith)) on values from [`OctalSg`];
//! * Lasker's Nim and the Fibonacci subtraction game: tables only, since their values are
//!   unbounded or their moves are, and no period is claimed.

use crate::table::{number, number_after, Language, Rules, Table, Text};
use crate::{export, play, position};
use grundy::core::budget::Budget;
use grundy::core::period::{Cycle, GuySmith};
use grundy::games::lasker;
use grundy::games::octal::{self, OctalGame, OctalSg};
use grundy::games::rules::{RulesSg, Ruleset};
use grundy::games::saltus::{Proof, Saltus};
use grundy::games::subtraction::{FibonacciSg, SubtractionSg, DEFAULT_BUDGET};
use grundy::games::take_break::Code;
use std::fmt::Write as _;

/// The help text.
pub const HELP: &str = "\
grundy: print the SG values of a game, certify their period, analyse positions

usage:
  grundy subtract S1 S2 ... [options]   take exactly s tokens, s in S (1 <= s <= 10^6);
                                        a range lo..hi stands for every move from lo to hi
  grundy octal CODE [options]           octal game in Guy's notation, e.g. 0.77 or 4.07, any
                                        length
  grundy hex CODE [options]             hexadecimal take-and-break code, e.g. 0.F or 8.1 (bit 8
                                        of a digit: leave three non-empty heaps), any length;
                                        without bit 8, an octal game (its engine and defaults)
  grundy heap RULES [options]           a heap game by its rules (periods proved only when
                                        they are a take-and-break code; else the values and the
                                        pattern grundy guess finds, marked as a guess):
                                          take SET [then split [exactly] K]; split K;
                                          divide D,D,...  ('then split K': leave up to K
                                          heaps; Kayles is 'take 1,2 then split 2')
                                        SET: amounts, ranges lo..hi and families, with commas:
                                        3, 1..n/2, n/3..n/2, squares, cubes, primes, fibonacci,
                                        powers2 (..powers10), divisors (proper), coprime, any;
                                        amounts are integers and n with + - * / (rounding down)
                                        e.g. grundy heap 'take any; split 3'  (HDU 5795)
                                             grundy heap 'take 1..n/2'        (at most half)
                                             grundy heap 'take 1..3 then split 2; divide 2'
  grundy NAME [options]                 kayles (0.77), dawsons-kayles or dawson (0.07),
                                        dawsons-chess (0.137), treblecross (0.007)
  grundy grundys-game [options]         split a heap into two unequal heaps (no period is
                                        ever claimed: whether there is one is open)
  grundy lasker [options]               Lasker's Nim: remove any number, or split a heap in two
  grundy nim --count N LO..HI [--mod P] Nim (a heap's value is its size): --count only
  grundy moore K --count N LO..HI [--mod P]
  grundy moore K --count N --total T [--mod P]
                                        Moore's Nim_K (a move lowers 1 to K heaps): how many
                                        positions of N heaps, each of LO..=HI tokens (any sizes
                                        to 10^18; the work grows as N^3, N^2 when LO = 0), or
                                        of T tokens in all (T <= 10^6), the player to move wins
                                        and loses, by binary digit; exactly, or modulo P (a
                                        prime with --total)
  grundy staircase --count N LO..HI [--mod P]
  grundy staircase --count N --total T [--mod P]
                                        staircase Nim on N steps (step 1 next to the ground):
                                        the same counts (the odd steps are Nim)
  grundy fibonacci [options]            take a Fibonacci number (1, 2, 3, 5, 8, ...) of tokens
  grundy nim-product [--upto N]         the nim multiplication table a (x) b for a, b <= N
                                        (default 15, at most 255): Turning Corners' values
  grundy ruler [--upto N]               Ruler (turn a run of coins): G(n), coins from 1
  grundy mock-turtles [--upto N]        Mock Turtles (turn 1, 2 or 3 coins): G(n), coins from 0;
                                        both closed forms, checked against the moves (--list
                                        prints 'n G(n)' lines, or 'a b a(x)b' for nim-product)
  grundy wythoff [--upto N]             Wythoff's game: the table of G(a, b) for a, b <= N
                                        (default 15, at most 1000; --list: 'a b G' lines)
  grundy dynamic K [--upto N]           k-fold dynamic subtraction (Fibonacci Nim for K = 2;
                                        1 <= K <= 10^18): the losing heaps up to N (default
                                        1000, at most 10^18; at most 100000 listed); --list:
                                        'n t' lines, t the smallest winning first take (0:
                                        lost; N <= 10^7); --heaps H ...: each heap's greedy
                                        sum and answer; --svg FILE: each heap's take
  grundy partizan GAME POSITION         a partizan position: its canonical form (0, 3, -1/2, *,
                                        *2, ^, v, ^*, v*, ±1, {L1, L2 | R1}), outcome class,
                                        mean and temperature. GAME POSITION: hackenbush BRR,
                                        domineering ../.. (rows, . empty, # filled), toads
                                        TT.F, cutcake 3x2 (as the partizan binary's --help)
  grundy partizan GAME --table [--upto N]
                                        a family's values: cutcake W x H (N <= 64, default 8),
                                        hackenbush strings (N <= 12 edges, default 4),
                                        domineering m x n rectangles (N <= 5, default 4);
                                        --svg FILE: cutcake's or domineering's outcome
                                        classes as a picture
  grundy misere CODE [--upto N] [--svg FILE [--width W]]
                                        the misère quotient of an octal game (or kayles,
                                        dawsons-kayles, ...), heap by heap until proved
                                        final for every heap (preperiod, period), until heap
                                        N (N <= 10000) or until the limits (1000 elements,
                                        10^6 options or heaps, 4*10^8 steps: about 5 s, 300 MB; then
                                        partial, saying why; exit 2 if that is short of
                                        --upto N): a presentation (generators,
                                        relations; elements named by normal words), each
                                        heap's element, the P-portion, the products, and
                                        whether it is tame (misère Nim on the SG values) or
                                        wild; --svg draws each heap's element
  grundy guess [--grid] [--at ...] [--code rust|cpp]
                                        the simplest pattern of a table read on stdin (your
                                        own game's, any brute force's): see grundy guess --help
  grundy play GAME HEAPS ...            play the game against the computer from these heaps:
                                        'grundy play nim 3 4 5', 'grundy play kayles 5 7',
                                        'grundy play octal 0.07 5 7' (subtract: --heaps H ...);
                                        a move is a line of at most 1000 bytes; --max and
                                        --work are the only options

options:
  --upto N       print the values for n = 0..=N (0 <= N <= 10^7), or fail (exit 2) saying
                 where the table stopped when neither a period nor the values reach N
                 (default: two periods past the pre-period once one is proven, at least
                 0..=99 and at most 0..=299)
  --list         print one 'n G(n)' pair per line instead of the table, for scripts, then the
                 last line of the table as a comment ('# periodic from n = ...')
  --max N        compute at most N values (1 <= N <= 10^8; default 10^6, or --upto + 1 when
                 that is more)
  --work W       visit at most W options and pairs (1 <= W <= 10^13; default 4*10^9 for an
                 octal game, 2.5*10^8 for a subtraction game, a bit-8 hex code or rules: some
                 seconds) before giving up
                 on a period: raise both for far periods:
                 grundy octal 0.376 --max 5000000 --work 1000000000000
  --summary      research runs (octal codes, grundys-game, their names): instead of the
                 table, one line each: game, n, fnv1a64 (FNV-1a 64 of G(0..n-1), each value
                 as 4 little-endian bytes), max V at H, rare R (the fewest rare heaps any mask
                 leaves, heap 0 left out), and the period with its certificate or 'no period';
                 needs --upto N (N < 2^40) or --max N (N <= 2^40), refused when the machine's
                 memory cannot hold a byte a value; no work limit unless --work is given
  --no-period    (research runs) compute every value to N even where a period is proven on
                 the way; the summary's period is then proven on all of them. Without
                 --summary a research run lists 'n G(n)' lines to N, streamed from the table
  --progress     (research runs) a line on stderr each second: heap reached, values a
                 second, time left at that rate
  --checkpoint FILE
                 (research runs) save the table to FILE at least once a minute, at the end,
                 and on SIGINT or SIGTERM (then stop: exit 130 or 143, one line on stderr
                 saying where); the same command again goes on from FILE, to the same table
                 as a run that never stopped. A FILE of another game, or a damaged one, is
                 refused (exit 2). Written to FILE.tmp and renamed: a failed save leaves the
                 last one whole
  --heaps H ...  analyse the position of these heaps (0..=10^18): each heap's value, the xor,
                 who wins, and one winning move (which heap, what it becomes; for a split,
                 both parts), or that every move loses
  --count N LO..HI [--mod P]
                 how many positions of N heaps (1 <= N <= 10^18), each of LO..=HI tokens
                 (0 <= LO <= HI <= 10^18; heap 1, heap 2, ... in order), the player to move
                 wins and loses: exactly, or modulo an odd P <= 2^62 (a prime such as
                 998244353); for nim too (grundy nim --count 3 0..7). Heaps past the values
                 computed need a certified period; values below 2^22
  --table LANG   the certified table as source to paste into a solution, LANG rust or cpp:
                 the values before the period, the repeating block, OFFSET and PERIOD (and
                 SALTUS for an arithmetic period)
  --svg FILE     draw the table instead of printing it: a self-contained SVG picture, one
                 cell a value (0 black), a legend and axis labels, in colours colour-blind
                 readers tell apart (up to 15 values one colour each, more in at most 6
                 ranges of a light-to-dark ramp). A sequence is wrapped at its period (or a
                 multiple of it), so a periodic tail is vertical stripes, with the pre-period
                 outlined in dashes; a period past 400 at a divisor of it or a readable
                 width, and the title says so; wythoff and nim-product are drawn as a square
                 map. Also for nim-product, ruler, mock-turtles, wythoff and partizan --table
                 (at most 4 * 10^6 cells; past 30000 rectangles, about 2 MB, values share
                 wider ranges and the title says so); --svg - writes the picture to stdout
  --width N      wrap a sequence at N values a row (1 <= N <= 10000; default: cells at
                 most twice as many rows as columns, never one long row)
  --zero         wythoff and nim-product pictures: only whether each value is 0 (black)
  --bit K        wythoff and nim-product pictures: bit K of each value (0 <= K <= 31)
  -h, --help     this text

An octal digit d_i (i = 1, 2, ... after the point) says what removing i tokens may leave: bit 1
nothing, bit 2 one non-empty heap, bit 4 two non-empty heaps. The digit before the point is 0,
or 4: a heap may be split in two without removing anything.

The table's rows are as wide as the period once one is found, so the columns line up. The
last line is 'periodic from n = N0 with period P', or 'arithmetic-periodic from n = N0 with
period P and saltus S' (G(n + P) = G(n) + S), with how it was proven, or 'no period proved up to
n = N'. Certificates: for subtraction games a window of max(S) consecutive values that
repeats; for octal games the Guy-Smith theorem (if G(n + p) = G(n) for n0 <= n < 2 n0 + p + k,
with n0 >= 1 and k the code's length, then for all n >= n0), for codes and rules that leave up
to K heaps its K-heap form; for an arithmetic period of a code whose moves leave up to three
heaps, a decision of every heap's mex by automata over binary numbers (saltus up to 2^20; see
docs/library.md). Exit status 2 on bad arguments.
";

/// The most values any mode prints.
const MAX_UPTO: u64 = 10_000_000;
/// Lasker's table is built by its O(n^2) rule: keep it interactive.
const MAX_LASKER: u64 = 20_000;
/// The largest heap --heaps takes.
const MAX_HEAP: u64 = 1_000_000_000_000_000_000;
/// The most values --max allows.
const MAX_VALUES: u64 = 100_000_000;
/// The values a table computes at most without --max (or --upto past it).
const DEFAULT_MAX: u64 = 1_000_000;
/// The most work --work allows: options and pairs visited, some hours of computing.
const MAX_WORK: u64 = 10_000_000_000_000;

/// Games known by name: the name, then what it stands for (a mode and its words).
pub const NAMES: &[(&str, &str, &str)] = &[
    ("kayles", "octal", "0.77"),
    ("dawsons-kayles", "octal", "0.07"),
    ("dawson", "octal", "0.07"),
    ("dawsons-chess", "octal", "0.137"),
    ("treblecross", "octal", "0.007"),
];

/// What was asked for.
struct Request {
    upto: Option<u64>,
    list: bool,
    /// `--max`: the most values a table may compute; without it, [`DEFAULT_MAX`] or
    /// `--upto` + 1, whichever is more.
    max_values: usize,
    /// `--work`: the most options and pairs a table may visit, if not the game's default.
    work: Option<u64>,
    /// `--heaps`: a position to analyse instead of printing the table.
    heaps: Vec<u64>,
    /// `--table rust|cpp`: the table as source code.
    export: Option<Language>,
    /// `--svg FILE`, `--width N`: the table as a picture.
    svg: crate::picture::Svg,
    /// `--count N LO..HI [--mod P]`: the positions of N heaps won and lost.
    count: Option<crate::count::Count>,
    /// `--mod P`, for `--count`.
    modulus: Option<u64>,
}

/// Runs the explorer on its arguments (without the program name): the text to print, or an
/// error message for stderr (exit status 2).
pub fn run(args: &[String]) -> Result<String, String> {
    let Some(first) = args.first() else {
        return Err(format!(
            "expected a game: {GAMES}; or play GAME HEAPS to play one (see --help)"
        ));
    };
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(HELP.to_string());
    }
    if first == "play" {
        return Err("grundy play reads moves from the terminal: run it as a command".to_string());
    }
    if crate::coins::MODES.contains(&first.as_str()) {
        return crate::coins::run(first, &args[1..]);
    }
    if crate::balanced::MODES.contains(&first.as_str()) {
        return crate::balanced::run(first, &args[1..]);
    }
    if first == crate::wythoff::MODE {
        return crate::wythoff::run(&args[1..]);
    }
    if first == crate::dynamic::MODE {
        return crate::dynamic::run(&args[1..]);
    }
    if first == crate::partizan::MODE {
        return crate::partizan::run(&args[1..]);
    }
    if first == crate::misere::MODE {
        // A game's name stands for its code here too.
        let mut rest = args[1..].to_vec();
        if let Some(word) = rest.first_mut() {
            if let Some(named) = NAMES.iter().find(|n| n.0 == word && n.1 == "octal") {
                *word = named.2.to_string();
            }
        }
        return crate::misere::run(&rest);
    }
    if first == "nim" {
        // Nim's values are its heaps: no table, only --count.
        let (words, request) = parse_options(&args[1..])?;
        return match (request.count, words.first()) {
            (Some(count), None) if request.heaps.is_empty() && !request.list => {
                crate::count::report(None, &count)
            }
            _ => Err(
                "grundy nim takes --count N LO..HI [--mod P] only (a Nim heap's value is \
                      its size; grundy play nim plays it)"
                    .to_string(),
            ),
        };
    }
    let (table, request) = build(args)?;
    request.svg.check(
        crate::picture::Shape::Sequence,
        &[
            ("--heaps", !request.heaps.is_empty()),
            ("--table", request.export.is_some()),
            ("--list", request.list),
            ("--count", request.count.is_some()),
        ],
    )?;
    if let Some(count) = &request.count {
        let others = [
            ("--heaps", !request.heaps.is_empty()),
            ("--table", request.export.is_some()),
            ("--list", request.list),
            ("--upto", request.upto.is_some()),
        ];
        if let Some((name, _)) = others.iter().find(|o| o.1) {
            return Err(format!(
                "--count is a report of its own: {name} does not go with it"
            ));
        }
        return crate::count::report(Some(&table), count);
    }
    if !request.heaps.is_empty() {
        return position::report(&table, &request.heaps);
    }
    if let Some(language) = request.export {
        return export::source(&table, language);
    }
    if let Some(n) = request.upto {
        reaches(&table, n)?;
    }
    let upto = request.upto.unwrap_or_else(|| default_upto(&table));
    if let Some(file) = &request.svg.file {
        return picture(&table, upto, file, request.svg.width);
    }
    if request.list {
        list(&table, upto)
    } else {
        render(&table, upto)
    }
}

/// `grundy play GAME HEAPS…`: the game's table, then the game against the user. Heaps follow
/// the game (`play nim 3 4 5`, `play kayles 5 7`, `play octal 0.07 5 7`); for `subtract`,
/// whose moves are numbers too, they follow `--heaps`.
pub fn play_command(
    args: &[String],
    input: &mut dyn std::io::BufRead,
    out: &mut dyn std::io::Write,
) -> Result<(), play::Stop> {
    let (table, heaps) = play_table(args)?;
    play::play(&table, &heaps, input, out)
}

/// The table and the heaps that `grundy play ARGS` plays, or why they cannot be played.
fn play_table(args: &[String]) -> Result<(Table, Vec<u64>), String> {
    let name_or_mode = args.first().map(|game| {
        NAMES
            .iter()
            .find(|n| n.0 == game.as_str())
            .map_or(game.as_str(), |n| n.1)
    });
    let game = match (args.first(), name_or_mode) {
        (Some(game), Some(mode)) if PLAYED.contains(&mode) => game,
        (found, _) => {
            let found = found.map_or("nothing".to_string(), |g| format!("{g:?}"));
            return Err(format!(
                "expected a game to play: {PLAYED_GAMES}, found {found}"
            ));
        }
    };
    let name_or_mode = name_or_mode.unwrap_or_default();
    let mut words: Vec<String> = args.to_vec();
    if !words.iter().any(|w| w == "--heaps") {
        // The heaps are the trailing numbers after the game's own words.
        let own = match name_or_mode {
            "octal" if !NAMES.iter().any(|n| n.0 == game.as_str()) => 2,
            "subtract" => {
                return Err(
                    "expected the heaps after --heaps: grundy play subtract 2 5 --heaps 7 9"
                        .to_string(),
                )
            }
            _ => 1,
        };
        let own = own.min(words.len());
        // Checked here, so that an error names what was typed, not a --heaps never written.
        heaps_in(&words[own..], &format!("'play {}'", words[..own].join(" ")))?;
        words.insert(own, "--heaps".to_string());
    }
    if game == "nim" {
        // Nim is taking any number: the moves 1..=largest heap.
        let largest = words.iter().filter_map(|w| number(w)).max().unwrap_or(1);
        words.splice(
            0..1,
            [
                "subtract".to_string(),
                format!("1..{}", largest.clamp(1, 1_000_000)),
            ],
        );
    }
    let (mut table, request) = build(&words)?;
    // The options of a table or a picture mean nothing in a game: refused, not ignored.
    let unused = [
        ("--upto", request.upto.is_some()),
        ("--list", request.list),
        ("--table", request.export.is_some()),
        ("--count", request.count.is_some()),
        ("--mod", request.modulus.is_some()),
        ("--svg", request.svg.file.is_some()),
        ("--width", request.svg.width.is_some()),
        (
            "--zero or --bit",
            request.svg.colouring != crate::picture::Colouring::Values,
        ),
    ];
    if let Some((name, _)) = unused.iter().find(|(_, given)| *given) {
        return Err(format!(
            "grundy play takes the game, its heaps, --max and --work: {name} is not for a game"
        ));
    }
    // Every heap must have its value before the first move (a heap past the values computed
    // would stop the game at the computer's turn).
    if let Some(&h) = request.heaps.iter().find(|&&h| table.value(h).is_none()) {
        return Err(format!(
            "expected heaps of at most {} for {game} (the values computed; raise --max, at \
             most {MAX_VALUES}), found {h}",
            table.computed_to
        ));
    }
    if game == "nim" {
        table.title = "Nim (take any number from one heap)".to_string();
    }
    Ok((table, request.heaps))
}

/// The table a command asks for, and the request.
fn build(args: &[String]) -> Result<(Table, Request), String> {
    let first = &args[0];
    // A name stands for its mode and code: `grundy kayles` is `grundy octal 0.77`.
    let mut args: Vec<String> = args.to_vec();
    let named = NAMES.iter().find(|n| n.0 == first.as_str());
    if let Some(&(name, mode, code)) = named {
        if let Some(word) = parse_options(&args[1..])?.0.first() {
            return Err(format!(
                "expected no arguments after '{name}', found {word:?}"
            ));
        }
        args.splice(0..1, [mode.to_string(), code.to_string()]);
    }
    let mode = args[0].clone();
    let (words, request) = parse_options(&args[1..])?;
    let largest_heap = request.heaps.iter().copied().max().unwrap_or(0);
    let upto_wanted = request.upto.unwrap_or(99).max(largest_heap);
    // Tables without a period show only what they compute: at most --max values.
    let table_upto = upto_wanted.min(request.max_values as u64 - 1);
    let no_words = |mode: &str| match words.first() {
        Some(w) => Err(format!("expected no arguments after '{mode}', found {w:?}")),
        None => Ok(()),
    };
    let table = match mode.as_str() {
        "subtract" => subtraction_table(&words, upto_wanted, &request)?,
        "octal" => match words.as_slice() {
            [code] => octal_table(OctalGame::parse(code)?, &request, table_upto)?,
            _ => {
                return Err(format!(
                    "expected one octal code after 'octal', found {}",
                    words.len()
                ))
            }
        },
        "grundys-game" => {
            no_words("grundys-game")?;
            octal_table(OctalGame::grundys_game(), &request, table_upto)?
        }
        "lasker" => {
            no_words("lasker")?;
            // Heaps are answered by the closed form: the table checks it up to --upto only.
            lasker_table(request.upto.unwrap_or(99).min(table_upto))?
        }
        "fibonacci" => {
            no_words("fibonacci")?;
            fibonacci_table(table_upto)?
        }
        "heap" => {
            if words.is_empty() {
                return Err(
                    "expected rules after 'heap', e.g. grundy heap 'take 1..n/2' (see --help)"
                        .to_string(),
                );
            }
            rules_table(Ruleset::parse(&words.join(" "))?, &request, upto_wanted)?
        }
        "hex" => match words.as_slice() {
            // A code whose moves leave at most two heaps is an octal one: the octal engine.
            [text] => {
                let code = Code::parse_hex(text)?;
                match OctalGame::of_code(&code) {
                    Some(game) => octal_table(game, &request, upto_wanted)?,
                    None => rules_table(Ruleset::of_code(&code, text), &request, upto_wanted)?,
                }
            }
            _ => {
                return Err(format!(
                    "expected one hexadecimal code after 'hex', found {}",
                    words.len()
                ))
            }
        },
        other => return Err(format!("expected a game: {GAMES}, found {other:?}")),
    };
    Ok((table, request))
}

/// The games `grundy play` plays (heap games with a table and a move finder), by mode.
const PLAYED: &[&str] = &[
    "nim",
    "subtract",
    "octal",
    "grundys-game",
    "lasker",
    "fibonacci",
];

/// [`PLAYED`], for messages, with the names that stand for octal codes.
const PLAYED_GAMES: &str = "nim, subtract, octal, grundys-game, lasker, fibonacci, or a name: \
                            kayles, dawsons-kayles, dawsons-chess, treblecross";

/// The games the explorer knows, for messages.
const GAMES: &str = "subtract, octal, hex, heap, grundys-game, lasker, fibonacci, nim-product, ruler, \
                     mock-turtles, wythoff, dynamic, partizan, misere, guess, nim, moore, staircase, or a name: kayles, dawsons-kayles, dawsons-chess, treblecross";

/// The heap sizes at the start of `words`, up to the next option; an error naming `after`
/// (what stands before them) when there is none or one is not a size.
fn heaps_in(words: &[String], after: &str) -> Result<Vec<u64>, String> {
    let mut heaps = Vec::new();
    for word in words.iter().take_while(|w| !w.starts_with("--")) {
        match crate::table::number(word) {
            Some(h) if h <= MAX_HEAP => heaps.push(h),
            _ => {
                return Err(format!(
                    "expected heap sizes 0..=10^18 after {after}, found {word:?}"
                ))
            }
        }
    }
    if heaps.is_empty() {
        let found = words
            .first()
            .map_or("nothing".to_string(), |w| format!("{w:?}"));
        return Err(format!(
            "expected heap sizes 0..=10^18 after {after}, found {found}"
        ));
    }
    Ok(heaps)
}

fn parse_options(args: &[String]) -> Result<(Vec<String>, Request), String> {
    let mut words = Vec::new();
    let mut request = Request {
        upto: None,
        list: false,
        max_values: 0,
        work: None,
        heaps: Vec::new(),
        export: None,
        svg: crate::picture::Svg::default(),
        count: None,
        modulus: None,
    };
    let mut i = 0;
    while i < args.len() {
        let number = |what: &str, min: u64, max: u64| number_after(args, i, what, min, max);
        // A take-and-break table goes further as a research run.
        let far = |e: String| {
            if args
                .get(i + 1)
                .and_then(|t| crate::table::number(t))
                .is_some()
            {
                format!(
                    "{e} (a printed table's bound; an octal game or Grundy's game goes to 2^40 \
                     values as a research run: add --summary or --no-period)"
                )
            } else {
                e
            }
        };
        let mut at = i;
        if request.svg.take(args, &mut at)? {
            i = at + 1;
            continue;
        }
        match args[i].as_str() {
            "--upto" => {
                request.upto = Some(number("--upto", 0, MAX_UPTO).map_err(far)?);
                i += 1;
            }
            "--max" => {
                request.max_values = number("--max", 1, MAX_VALUES).map_err(far)? as usize;
                i += 1;
            }
            "--work" => {
                request.work = Some(number("--work", 1, MAX_WORK)?);
                i += 1;
            }
            "--list" => request.list = true,
            "--count" => {
                let (count, used) = crate::count::parse(args, i)?;
                request.count = Some(count);
                i += used;
            }
            "--mod" => {
                request.modulus = Some(crate::count::parse_modulus(args.get(i + 1))?);
                i += 1;
            }
            "--heaps" => {
                let heaps = heaps_in(&args[i + 1..], "--heaps")?;
                i += heaps.len();
                request.heaps = heaps;
            }
            "--table" => {
                request.export = match args.get(i + 1).map(String::as_str) {
                    Some("rust") => Some(Language::Rust),
                    Some("cpp") => Some(Language::Cpp),
                    other => {
                        return Err(format!(
                            "expected rust or cpp after --table, found {}",
                            other.map_or("nothing".to_string(), |o| format!("{o:?}"))
                        ))
                    }
                };
                i += 1;
            }
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag:?} (see --help)"))
            }
            word => words.push(word.to_string()),
        }
        i += 1;
    }
    match (&mut request.count, request.modulus) {
        (Some(count), modulus) => count.modulus = modulus,
        (None, Some(_)) => {
            return Err(
                "--mod is for --count: grundy nim --count 3 0..100 --mod 998244353".to_string(),
            )
        }
        (None, None) => {}
    }
    if request.max_values == 0 {
        let asked = request.upto.map_or(0, |n| n + 1);
        request.max_values = asked.max(DEFAULT_MAX) as usize;
    }
    Ok((words, request))
}

/// `Ok` when `table` gives every value to `n` (a period is proven, or the values were
/// computed that far); else why not, for an `--upto n` that must not print a shorter table.
fn reaches(table: &Table, n: u64) -> Result<(), String> {
    if table.printable(n) == n {
        return Ok(());
    }
    Err(format!(
        "the table stops at n = {} ({}), short of --upto {n}: raise --work or --max, or lower \
         --upto",
        table.computed_to, table.proof
    ))
}

/// Two periods past the pre-period, between 99 and 299; 99 with no period.
fn default_upto(table: &Table) -> u64 {
    table
        .cycle
        .map_or(99, |c| ((c.preperiod + 2 * c.period) as u64).clamp(99, 299))
}

fn subtraction_table(words: &[String], upto: u64, request: &Request) -> Result<Table, String> {
    if words.is_empty() {
        return Err("expected the moves after 'subtract', e.g. grundy subtract 2 5".to_string());
    }
    let mut ranges = Vec::with_capacity(words.len());
    for w in words {
        ranges.push(parse_move_range(w)?);
    }
    let mut game = SubtractionSg::with_ranges(&ranges);
    let shown: Vec<String> = game
        .ranges()
        .iter()
        .map(|&(lo, hi)| match hi - lo {
            0 => lo.to_string(),
            1 => format!("{lo}, {hi}"),
            _ => format!("{lo}..{hi}"),
        })
        .collect();
    let title = format!("subtraction game S = {{{}}}", shown.join(", "));
    let budget = Budget {
        values: request.max_values,
        steps: request.work.unwrap_or(DEFAULT_BUDGET.steps),
    };
    let window = game.ranges().last().map_or(0, |r| r.1);
    let memory = |values: usize| {
        format!("not enough memory to compute more than the {values} values computed; lower --max")
    };
    let cycle = match game.find_cycle(0, budget) {
        Ok(cycle) => Some(cycle),
        Err(e) if e.out_of_memory => return Err(memory(e.values)),
        Err(_) => None,
    };
    if cycle.is_none() {
        // Show what the work limit allows.
        if let Err(e) = game.ensure(upto, budget) {
            if e.out_of_memory {
                return Err(memory(e.values));
            }
        }
    }
    let proof = match cycle {
        Some(c) => format!(
            "certified for exactly these moves: the window of max(S) = {window} values at n = {} \
             repeats at n = {}; a game whose moves go on, such as every square, is another game \
             (grundy heap 'take squares')",
            c.preperiod,
            c.preperiod + c.period
        ),
        None => format!("gave up after {} steps", game.steps()),
    };
    let values = copied(game.values())?;
    Ok(Table {
        title,
        computed_to: values.len() as u64 - 1,
        values,
        cycle,
        saltus: 0,
        proof,
        rules: Rules::Subtract(game),
    })
}

/// A move `s` or a range of moves `lo..hi` (inclusive), each within `1..=10^6`.
fn parse_move_range(word: &str) -> Result<(usize, usize), String> {
    let number = |text: &str| match number(text) {
        Some(s) if (1..=1_000_000).contains(&s) => Ok(s as usize),
        _ => Err(format!(
            "expected a move 1..=10^6 or a range lo..hi of them, found {word:?}"
        )),
    };
    match word.split_once("..") {
        Some((lo, hi)) => {
            let (lo, hi) = (number(lo)?, number(hi)?);
            if lo > hi {
                return Err(format!(
                    "expected a range lo..hi with lo <= hi, found {word:?}"
                ));
            }
            Ok((lo, hi))
        }
        None => number(word).map(|s| (s, s)),
    }
}

/// A copy of `values` for the table, its memory asked for first: out of memory, an error that
/// says so rather than an abort.
fn copied(values: &[u32]) -> Result<Vec<u32>, String> {
    let mut copy = Vec::new();
    copy.try_reserve_exact(values.len()).map_err(|_| {
        format!(
            "not enough memory to keep the {} values computed; lower --max",
            values.len()
        )
    })?;
    copy.extend_from_slice(values);
    Ok(copy)
}

/// An octal game's table; for Grundy's game, which has no certificate, the values up to
/// `upto`.
fn octal_table(game: OctalGame, request: &Request, upto: u64) -> Result<Table, String> {
    let unequal = game.unequal_splits();
    let title = if unequal {
        "Grundy's game (split a heap into two unequal heaps)".to_string()
    } else {
        format!("octal game {}", game.code())
    };
    let mut sg = OctalSg::new(game);
    let budget = Budget {
        steps: request.work.unwrap_or(octal::DEFAULT_BUDGET.steps),
        values: request.max_values,
    };
    // Once a period is proven, values past the computed ones come from the cycle, so --upto
    // needs no more; without one, the table grows to --max or the work limit.
    let len = if unequal {
        upto as usize + 1
    } else {
        request.max_values
    };
    // The table's room asked for at once, so that it is never moved while it grows (a move
    // holds the old table and the new one); without that much memory, it grows as it can.
    let _ = sg.reserve_values(len);
    // The work limit ends the search quietly (no period proved so far); memory does not.
    let cycle = match sg.extend_certified(len, budget) {
        Ok(cycle) => cycle,
        Err(e) if e.out_of_memory => {
            return Err(format!(
                "not enough memory to compute more than the {} values computed; lower --max",
                e.values
            ))
        }
        Err(_) => None,
    };
    // The values stay in the engine's table (in its narrow width), read through
    // `Table::stored`: no copy.
    let computed = sg.values().len();
    let proof = match cycle {
        None if unequal => format!(
            "whether Grundy's game is eventually periodic is an open problem, and no theorem \
             certifies a period from a table of it; {} values computed, {} rare heaps",
            computed,
            sg.rare_count()
        ),
        Some(_) => match sg.certificate() {
            Some(proof) => format!("{proof}; {computed} values computed"),
            None => format!("{computed} values computed"),
        },
        None => format!("{} values computed, {} steps", computed, sg.steps()),
    };
    Ok(Table {
        title,
        computed_to: computed as u64 - 1,
        values: Vec::new(),
        cycle,
        saltus: 0,
        proof,
        rules: Rules::Octal(sg),
    })
}

/// The work a table of command-line rules may do by default: options visited.
const RULES_WORK: u64 = 250_000_000;
/// A table of rules with no proof is computed at least this far, for the guess.
const GUESS_TERMS: usize = 1000;

/// The table of rules given on the command line or of a hexadecimal code: certified by the
/// Guy–Smith theorem for up to K heaps when the rules are a take-and-break code; otherwise the
/// values, with the pattern `core::guess` finds in them, marked as a guess.
fn rules_table(rules: Ruleset, request: &Request, upto: u64) -> Result<Table, String> {
    let finite = rules.finite();
    let title = match finite {
        Some(_) if rules.text().contains('.') && !rules.text().contains(' ') => {
            format!("take-and-break game {}", rules.text())
        }
        _ => format!("heap game: {}", rules.text()),
    };
    let mut sg = RulesSg::new(rules);
    let budget = Budget {
        steps: request.work.unwrap_or(RULES_WORK),
        values: request.max_values,
    };
    let len = match finite {
        Some(_) => request.max_values,
        None => (upto as usize + 1).max(GUESS_TERMS).min(request.max_values),
    };
    let cycle = match sg.extend_certified(len, budget) {
        Ok(cycle) => cycle,
        Err(e) if e.out_of_memory => {
            return Err(format!(
                "not enough memory to compute more than the {} values computed; lower --max",
                e.values
            ))
        }
        Err(_) => None,
    };
    let computed = sg.values().len();
    if computed == 0 {
        return Err("the work limit ran out before the first value; raise --work".to_string());
    }
    // An arithmetic period is kept as a period with a saltus.
    let saltus = sg.saltus();
    let cycle = cycle.or(saltus.map(|s| Cycle {
        preperiod: s.preperiod,
        period: s.period,
    }));
    let keep = cycle.map_or(computed, |c| (c.preperiod + c.period).min(computed));
    let values = copied(&sg.values()[..keep])?;
    let proof = match (cycle, finite) {
        (Some(c), Some((k, _))) if saltus.is_some() => format!(
            "G(n + {p}) = G(n) + {s} for {n0} <= n < {computed} in the table, and for every \
             larger n by deciding, with automata over binary numbers, that the mex of each \
             heap's options is the pattern's value (games::saltus; the moves remove at most \
             k = {k} and leave at most 3 heaps); proved for exactly these moves",
            p = c.period,
            s = saltus.map_or(0, |s| s.saltus),
            n0 = c.preperiod,
            computed = computed - c.period,
        ),
        (Some(cycle), Some((k, parts))) => format!(
            "{}; certified for exactly these moves; {computed} values computed",
            GuySmith { cycle, k, parts }
        ),
        (_, Some(_)) => {
            let pattern = |c: Saltus| {
                format!(
                    "the table's G(n + {}) = G(n) + {} from n = {}",
                    c.period, c.saltus, c.preperiod
                )
            };
            let attempt = match sg.saltus_not_proved() {
                Some(Proof::Refuted { candidate, heap }) => {
                    format!("; {} fails by heap {heap}", pattern(candidate))
                }
                Some(Proof::Undecided(candidate)) => format!(
                    "; {} was not proved within the limits (at most three heaps a move, a \
                     saltus up to 2^20, the proof's work and memory)",
                    pattern(candidate)
                ),
                _ => String::new(),
            };
            format!("{computed} values computed, {} steps{attempt}", sg.steps())
        }
        (_, None) => {
            let all: Vec<u64> = sg.values().iter().map(|&v| u64::from(v)).collect();
            let guessed = match grundy::core::guess::guess(&all) {
                Ok(g) => format!(
                    "the {computed} values computed fit a guessed pattern, {}",
                    g.report()
                        .lines()
                        .next()
                        .unwrap_or("")
                        .trim_start_matches("pattern: ")
                ),
                Err(e) => format!("grundy guess on the {computed} values computed: {e}"),
            };
            format!(
                "the rules use n or an infinite family, so no table can prove a period; {guessed}"
            )
        }
    };
    Ok(Table {
        title,
        computed_to: computed as u64 - 1,
        values,
        cycle,
        saltus: saltus.map_or(0, |s| s.saltus),
        proof,
        rules: Rules::Heap(sg),
    })
}

fn lasker_table(upto: u64) -> Result<Table, String> {
    if upto > MAX_LASKER {
        return Err(format!(
            "expected --upto at most {MAX_LASKER} for lasker (its table is O(n^2)), found {upto}"
        ));
    }
    let values = lasker::sg_table_from_moves(upto as usize + 1);
    let matches = values
        .iter()
        .enumerate()
        .all(|(x, &v)| lasker::sg(x as u64) == u64::from(v));
    let proof = format!(
        "the values grow without bound, so there is none: G(n) = n, n, n + 1, n - 1 for n mod 4 = 1, 2, 3, 0 \
         (n > 0) {} every n up to {upto}",
        if matches { "holds for" } else { "FAILS for some" }
    );
    Ok(Table {
        title: "Lasker's Nim".to_string(),
        values,
        cycle: None,
        saltus: 0,
        proof,
        computed_to: upto,
        rules: Rules::Lasker,
    })
}

fn fibonacci_table(upto: u64) -> Result<Table, String> {
    let values = FibonacciSg::table(upto as usize)
        .map_err(|_| "the table needs more memory than is available".to_string())?;
    Ok(Table {
        title: "Fibonacci subtraction (moves 1, 2, 3, 5, 8, ...)".to_string(),
        values,
        cycle: None,
        saltus: 0,
        proof: "the moves are unbounded, so no window of values certifies a period".to_string(),
        computed_to: upto,
        rules: Rules::Fibonacci,
    })
}

fn verdict(table: &Table) -> String {
    match table.cycle {
        Some(c) if table.saltus > 0 => format!(
            "arithmetic-periodic from n = {} with period {} and saltus {} ({})",
            c.preperiod, c.period, table.saltus, table.proof
        ),
        Some(c) => format!(
            "periodic from n = {} with period {} ({})",
            c.preperiod, c.period, table.proof
        ),
        None => format!(
            "no period proved up to n = {} ({})",
            table.computed_to, table.proof
        ),
    }
}

/// Values `0..=upto` in rows as wide as the period (at most 64; 10 without a period).
fn render(table: &Table, upto: u64) -> Result<String, String> {
    let upto = table.printable(upto);
    let width = table
        .cycle
        .map_or(10, |c| if c.period <= 64 { c.period } else { 10 }) as u64;
    let cell = (0..=upto)
        .filter_map(|n| table.value(n))
        .max()
        .unwrap_or(0)
        .to_string()
        .len();
    let label = upto.to_string().len();
    let mut out = Text::default();
    let _ = writeln!(out, "{}, G(n) for n = 0..={upto}:", table.title);
    let mut row_start = 0;
    while row_start <= upto {
        let _ = write!(out, "{row_start:>label$} |");
        for n in row_start..=upto.min(row_start + width - 1) {
            let v = table
                .value(n)
                .expect("within the computed values or the cycle");
            let _ = write!(out, " {v:>cell$}");
        }
        let _ = out.write_char('\n');
        row_start += width;
    }
    let _ = writeln!(out, "{}", verdict(table));
    out.finish()
}

/// `--svg FILE`: the values `0..=upto` wrapped at `width`, or at the period once one is
/// proven (32 without one), the pre-period outlined.
fn picture(table: &Table, upto: u64, file: &str, width: Option<usize>) -> Result<String, String> {
    let upto = table.printable(upto);
    let values = crate::picture::cells(upto.saturating_add(1), |n| {
        table
            .value(n)
            .map_or(0, |v| v.min(u64::from(u32::MAX)) as u32)
    })?;
    let marked = table.cycle.map_or(0, |c| c.preperiod);
    let title = match table.cycle {
        Some(c) if table.saltus > 0 => format!(
            "{}, n = 0..={upto}: period {} and saltus {} from n = {} (pre-period outlined)",
            table.title, c.period, table.saltus, c.preperiod
        ),
        Some(c) => format!(
            "{}, n = 0..={upto}: period {} from n = {} (pre-period outlined)",
            table.title, c.period, c.preperiod
        ),
        None => format!("{}, n = 0..={upto}: {}", table.title, verdict(table)),
    };
    let period = table.cycle.map(|c| c.period as u64);
    crate::picture::sequence(file, &title, &values, width, period, marked)
}

/// One `n sg` pair per line, then the verdict as a `#` comment.
fn list(table: &Table, upto: u64) -> Result<String, String> {
    let upto = table.printable(upto);
    let mut out = Text::default();
    for n in 0..=upto {
        let v = table
            .value(n)
            .expect("within the computed values or the cycle");
        let _ = writeln!(out, "{n} {v}");
    }
    let _ = writeln!(out, "# {}", verdict(table));
    out.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn explore(line: &str) -> Result<String, String> {
        run(&line
            .split_whitespace()
            .map(String::from)
            .collect::<Vec<_>>())
    }

    /// `grundy play ARGS` with `typed` as the user's lines: what it printed, or its error.
    fn play(args: &str, typed: &str) -> Result<String, String> {
        let args: Vec<String> = args.split_whitespace().map(String::from).collect();
        let mut out = Vec::new();
        play_command(&args, &mut typed.as_bytes(), &mut out).map_err(|stop| match stop {
            play::Stop::Refused(message) => message,
            play::Stop::Output(e) => format!("output: {e}"),
        })?;
        Ok(String::from_utf8(out).unwrap())
    }

    /// `--help`'s defaults are the ones each path uses: the work of an octal and of a
    /// subtraction table, the values computed, the bounds of --upto and --max.
    #[test]
    fn the_help_states_each_paths_defaults() {
        let flat = HELP.split_whitespace().collect::<Vec<_>>().join(" ");
        // 4000000000 as --help writes it: 4*10^9 (10^6 for a leading 1).
        let power = |x: u64| {
            let digits = x.to_string();
            let head = digits.trim_end_matches('0');
            match head {
                "1" => format!("10^{}", digits.len() - 1),
                _ => format!("{head}*10^{}", digits.len() - head.len()),
            }
        };
        let octal = power(octal::DEFAULT_BUDGET.steps);
        // 250000000: 25*10^7, written 2.5*10^8.
        assert_eq!(power(DEFAULT_BUDGET.steps), "25*10^7");
        let subtraction = "2.5*10^8";
        for said in [
            format!("default {octal} for an octal game, {subtraction} for a subtraction game"),
            format!(
                "1 <= N <= {}; default {}, or --upto + 1",
                power(MAX_VALUES),
                power(DEFAULT_MAX)
            ),
            format!("(0 <= N <= {})", power(MAX_UPTO)),
            format!("(1 <= W <= {};", power(MAX_WORK)),
        ] {
            assert!(flat.contains(&said), "--help should say {said}");
        }
    }

    /// `--upto N` prints 0..=N, through a proven period or computed values, and --max follows
    /// it; where neither reaches N, one line says where the table stopped (no shorter table).
    #[test]
    fn upto_is_printed_whole_or_refused() {
        let last = |args: &str| {
            let text = explore(args).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            lines[lines.len() - 2].to_string()
        };
        // No period (the moves are unbounded): the values computed reach --upto past 10^6.
        assert!(last("fibonacci --upto 1000000 --list").starts_with("1000000 "));
        // A proven period answers any --upto, whatever --max.
        assert!(last("subtract 1 2 --upto 5000 --max 10 --list").starts_with("5000 "));
        for (args, stop) in [
            ("treblecross --upto 5000 --max 1000", "n = 999"),
            (
                "subtract 1 4 9 16 25 36 49 64 81 100 --upto 100000 --work 1000",
                "n = ",
            ),
            ("lasker --upto 50 --max 10", "n = 9"),
            ("fibonacci --upto 2000 --max 1000", "n = 999"),
            ("grundys-game --upto 3000 --work 100000", "n = "),
        ] {
            let e = explore(args).unwrap_err();
            assert!(
                e.starts_with(&format!("the table stops at {stop}"))
                    && e.contains("short of --upto"),
                "{args}: {e}"
            );
        }
        // The misère quotient of 0.16 is stopped by the work limit at heap 17.
        let e = explore("misere 0.16 --upto 60").unwrap_err();
        assert!(
            e.starts_with("the quotient of 0.16 stops at heap 17 (")
                && e.contains("short of --upto 60"),
            "{e}"
        );
    }

    /// Numbers as the solvers read them: a leading `+` is not a number (it used to be taken).
    #[test]
    fn misere_takes_names() {
        let dawson = explore("misere dawsons-kayles --upto 4").unwrap();
        assert!(dawson.starts_with(
            "misère quotient of 0.07: partial to heap 4, not proved final by then\n6 elements"
        ));
    }

    #[test]
    fn numbers_have_no_sign() {
        for line in [
            "ruler --upto +5",
            "kayles --heaps +5",
            "subtract 1..+3",
            "kayles --upto +5",
        ] {
            assert!(explore(line).is_err(), "{line}");
        }
        assert!(play("nim +3 4", "").is_err());
        assert!(explore("kayles --heaps 0005").is_ok());
    }

    /// Play says what was wrong with a line: not numbers, no such heap, a count of numbers
    /// that is no move, or a move the rules refuse (all four used to be "not a move").
    #[test]
    fn play_says_what_was_wrong() {
        let text = play("nim 3 4", "abc\n9 1\n1 2 3\n1 9\nquit\n").unwrap();
        assert!(text.contains("expected numbers ('I X', or 'I X A B' for a split), found \"abc\""));
        assert!(text.contains("there is no heap 9 (heaps 1 to 2)"));
        assert!(text.contains("expected 2 numbers 'I X'"));
        assert!(text.contains("not a move of this game here"));
    }

    /// Options of a table or a picture are refused by play, not ignored; a move's line has a
    /// bound, and a longer one (here 10^6 characters, read in pieces) is an error.
    #[test]
    fn play_refuses_what_it_does_not_use() {
        for extra in [
            "--svg x.svg",
            "--upto 5",
            "--list",
            "--table rust",
            "--zero",
        ] {
            let e = play(&format!("kayles 5 7 {extra}"), "quit\n").unwrap_err();
            assert!(e.contains("is not for a game"), "{extra}: {e}");
        }
        assert!(play("kayles 5 7 --max 100", "quit\n").is_ok());
        let long = format!("{}\n", "1".repeat(1_000_000));
        let e = play("nim 3 4", &long).unwrap_err();
        assert!(e.contains("at most 1000 bytes"), "{e}");
        // The bound is the line's own bytes, its `\n` or `\r\n` aside: 1000 pass, 1001 not.
        for ending in ["\n", "\r\n"] {
            let just = format!("1 1{}{ending}quit\n", " ".repeat(play::MAX_LINE - 3));
            assert!(play("nim 3 4", &just).is_ok(), "{ending:?}");
            let over = format!("1 1{}{ending}quit\n", " ".repeat(play::MAX_LINE - 2));
            let e = play("nim 3 4", &over).unwrap_err();
            assert!(e.contains("at most 1000 bytes"), "{ending:?}: {e}");
        }
    }

    /// A move whose numbers add past 2^64 - 1 is no move (it once wrapped around to the
    /// heap's size and was taken): asked again, the heaps unchanged.
    #[test]
    fn moves_whose_numbers_overflow_are_not_moves() {
        let max = u64::MAX;
        for (game, heaps, typed) in [
            ("kayles", "5 7", format!("1 1 5 {max}")),
            ("kayles", "5 7", format!("1 {max} 5 2")),
            ("lasker", "5 7", format!("1 0 {max} 6")),
            ("octal 4.07", "5 7", format!("1 1 5 {max}")),
            ("nim", "5 7", format!("1 {max}")),
        ] {
            let text = play(&format!("{game} {heaps}"), &format!("{typed}\nquit\n")).unwrap();
            assert!(
                text.contains("not a move of this game here; try again"),
                "{game} {typed}: {text}"
            );
            let shown: Vec<&str> = text.lines().filter(|l| l.starts_with("heaps: ")).collect();
            assert_eq!(shown, [format!("heaps: {heaps}")], "{game} {typed}: {text}");
        }
    }

    /// A start the values cannot answer is refused before the first move, naming an option
    /// the user can give; Lasker's Nim answers any heap by its closed form, without --upto.
    #[test]
    fn play_refuses_or_takes_far_heaps_at_once() {
        let e = play("grundys-game 1000000000000000000 --max 1000", "1 1\n").unwrap_err();
        assert!(
            e.starts_with("expected heaps of at most") && e.contains("raise --max"),
            "{e}"
        );
        let text = play("lasker 1000000000000000000 3", "quit\n").unwrap();
        assert!(text.contains("heaps: 1000000000000000000 3"), "{text}");
        let text = explore("lasker --heaps 1000000000000000000 3").unwrap();
        assert!(text.contains("G = 999999999999999999"), "{text}");
    }

    fn last_line(line: &str) -> String {
        explore(line).unwrap().lines().last().unwrap().to_string()
    }

    #[test]
    fn published_periods() {
        assert!(last_line("octal 0.77").starts_with("periodic from n = 71 with period 12 ("));
        assert!(last_line("octal 0.07").starts_with("periodic from n = 53 with period 34 ("));
        assert!(last_line("subtract 2 3 7").starts_with("periodic from n = 0 with period 5 ("));
        assert!(last_line("octal 0.177").starts_with("periodic from n = 497 with period 20 ("));
        assert!(last_line("octal 0.11377").starts_with("periodic from n = 187 with period 32 ("));
        // Gangolli & Plambeck (1989): period 4 after the last exception at n = 46577.
        assert!(last_line("octal 0.127").starts_with("periodic from n = 46578 with period 4 ("));
        // Flammenkamp's period for 0.16; the rare-list values were checked against the plain
        // rule up to n = 150000 when this was added (the plain table takes seconds there).
        assert!(
            last_line("octal 0.16").starts_with("periodic from n = 105351 with period 149459 (")
        );
    }

    #[test]
    fn positions_with_a_winning_move() {
        assert_eq!(
            explore("octal 0.07 --heaps 5 7 12").unwrap(),
            "octal game 0.07, heaps 5 7 12:\n  heap 1: 5, G = 0\n  heap 2: 7, G = 1\n  \
             heap 3: 12, G = 2\nxor 3: the player to move wins\nwinning move: take 2 from \
             heap 3 (12), leaving 4 and 6 (its value becomes 1, the xor 0)\n"
        );
        let lost = explore("kayles --heaps 3 3").unwrap();
        assert!(
            lost.ends_with("xor 0: the player to move loses; every move leaves a nonzero xor\n")
        );
        let split = explore("grundys-game --heaps 7 9").unwrap();
        assert!(
            split.contains("winning move: split heap 2 (9) into 2 and 7"),
            "{split}"
        );
        let huge = explore("subtract 2 5..9 --heaps 1000000000000000000 13").unwrap();
        assert!(
            huge.contains("heap 1: 1000000000000000000, G = 2"),
            "{huge}"
        );
        assert!(
            huge.contains("winning move: take 5 from heap 2 (13), leaving 8"),
            "{huge}"
        );
        assert!(explore("fibonacci --heaps 2000000")
            .unwrap_err()
            .contains("its value is unknown"));
        assert!(explore("kayles --heaps")
            .unwrap_err()
            .contains("expected heap sizes"));
    }

    /// Every winning move printed for small positions of several games really leaves xor 0
    /// and is a move of the game: checked against the values and the rules here.
    #[test]
    fn printed_moves_are_real() {
        for game in [
            "octal 0.07",
            "octal 4.07",
            "kayles",
            "subtract 2 3 7",
            "lasker",
            "grundys-game",
        ] {
            for a in 0..12u64 {
                for b in a..12 {
                    let text = explore(&format!("{game} --heaps {a} {b} 5")).unwrap();
                    let Some(line) = text.lines().find(|l| l.starts_with("winning move: ")) else {
                        assert!(text.contains("xor 0"), "{game} {a} {b}: {text}");
                        continue;
                    };
                    let numbers: Vec<u64> = line
                        .split(" (its value")
                        .next()
                        .unwrap()
                        .split(|c: char| !c.is_ascii_digit())
                        .filter_map(|w| w.parse().ok())
                        .collect();
                    let heaps = [a, b, 5];
                    let values: Vec<u32> = text
                        .lines()
                        .filter_map(|l| l.split("G = ").nth(1))
                        .map(|v| v.parse().unwrap())
                        .collect();
                    // "take T from heap I (H), leaving X [and Y]", "split heap I (H) into X and Y"
                    let (taken, heap, parts) = if line.contains("split heap") {
                        (0, numbers[0] as usize, &numbers[2..])
                    } else if line.contains("leaving nothing") {
                        (numbers[0], numbers[1] as usize, &numbers[..0])
                    } else {
                        (numbers[0], numbers[1] as usize, &numbers[3..])
                    };
                    let h = heaps[heap - 1];
                    assert_eq!(taken + parts.iter().sum::<u64>(), h, "{game}: {line}");
                    let table = explore(&format!("{game} --list --upto 40")).unwrap();
                    let g = |n: u64| -> u32 {
                        table
                            .lines()
                            .nth(n as usize)
                            .unwrap()
                            .split(' ')
                            .nth(1)
                            .unwrap()
                            .parse()
                            .unwrap()
                    };
                    let after = parts.iter().fold(0, |acc, &p| acc ^ g(p));
                    let others = values
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != heap - 1)
                        .fold(0, |acc, (_, &v)| acc ^ v);
                    assert_eq!(after ^ others, 0, "{game} {heaps:?}: {line}");
                }
            }
        }
    }

    #[test]
    fn hex_codes_without_three_heaps_take_the_octal_engine() {
        // One reading of codes: a hexadecimal code whose moves leave at most two heaps is an
        // octal game, computed and certified by the octal engine.
        for code in ["0.77", "0.137", "4.07"] {
            let hex = explore(&format!("hex {code} --upto 40")).unwrap();
            let octal = explore(&format!("octal {code} --upto 40")).unwrap();
            assert_eq!(hex, octal, "{code}");
        }
        let three = explore("hex 0.F1 --upto 20").unwrap();
        assert!(three.contains("splits into at most 3 heaps"), "{three}");
    }

    #[test]
    fn names_and_grundys_game() {
        assert_eq!(
            explore("kayles --list --upto 80"),
            explore("octal 0.77 --list --upto 80")
        );
        assert_eq!(
            explore("dawsons-chess --upto 10"),
            explore("octal 0.137 --upto 10")
        );
        let text = explore("grundys-game --list --upto 20").unwrap();
        let values: Vec<&str> = text
            .lines()
            .take(21)
            .map(|l| l.split(' ').nth(1).unwrap())
            .collect();
        assert_eq!(
            values.join(" "),
            "0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0"
        );
        assert!(text
            .lines()
            .last()
            .unwrap()
            .starts_with("# no period proved up to n = 20"));
        assert!(last_line("grundys-game --upto 5000").contains("open problem"));
        assert!(explore("grundys-game 5")
            .unwrap_err()
            .contains("no arguments"));
    }

    #[test]
    fn tables_as_source() {
        let rust = explore("subtract 2 5 --table rust").unwrap();
        assert!(rust
            .contains("const OFFSET: u64 = 0;\nconst PERIOD: u64 = 7;\nconst PRE: [u32; 0] = [];"));
        assert!(rust.contains("const BLOCK: [u32; 7] = [\n    0, 0, 1, 1, 0, 2, 1\n];"));
        let cpp = explore("kayles --table cpp").unwrap();
        assert!(
            cpp.contains("const long long OFFSET = 71, PERIOD = 12;"),
            "{cpp}"
        );
        assert!(explore("fibonacci --table rust")
            .unwrap_err()
            .contains("no period"));
        assert!(explore("kayles --table java")
            .unwrap_err()
            .contains("rust or cpp"));
    }

    #[test]
    fn ranges_of_moves() {
        assert!(last_line("subtract 1..100000")
            .starts_with("periodic from n = 0 with period 100001 (certified"));
        let text = explore("subtract 2 5..9 20 3..4 --upto 3").unwrap();
        assert!(
            text.starts_with("subtraction game S = {2..9, 20}, G(n)"),
            "{text}"
        );
        assert_eq!(
            explore("subtract 2..3 --list --upto 5")
                .unwrap()
                .lines()
                .take(6)
                .collect::<Vec<_>>(),
            ["0 0", "1 0", "2 1", "3 1", "4 2", "5 0"]
        );
    }

    #[test]
    fn rows_are_as_wide_as_the_period() {
        let text = explore("subtract 2 5 --upto 20").unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "subtraction game S = {2, 5}, G(n) for n = 0..=20:"
        );
        assert_eq!(lines[1], " 0 | 0 0 1 1 0 2 1");
        assert_eq!(lines[2], " 7 | 0 0 1 1 0 2 1");
        assert_eq!(lines[3], "14 | 0 0 1 1 0 2 1");
        assert!(lines[4]
            .starts_with("periodic from n = 0 with period 7 (certified for exactly these moves: the window of max(S) = 5"));
        assert_eq!(lines.len(), 5);
    }

    #[test]
    fn list_and_values_past_the_computed_ones() {
        let text = explore("subtract 2 5 --list --upto 1000000").unwrap();
        assert_eq!(text.lines().count(), 1_000_002);
        assert_eq!(text.lines().nth(1_000_000), Some("1000000 0")); // 10^6 mod 7 = 1
        assert!(text
            .lines()
            .last()
            .unwrap()
            .starts_with("# periodic from n = 0 with period 7 (certified"));
        let text = explore("octal 0.77 --list --upto 3").unwrap();
        assert!(text.starts_with("0 0\n1 1\n2 2\n3 3\n# periodic from n = 71 with period 12 ("));
        assert_eq!(text.lines().count(), 5);
    }

    #[test]
    fn no_period_claimed_without_proof() {
        let text = explore("lasker --upto 12").unwrap();
        assert!(
            text.contains(" 0 |  0  1  2  4  3  5  6  8  7  9\n10 | 10 12 11\n"),
            "{text}"
        );
        let last = text.lines().last().unwrap();
        assert!(
            last.starts_with("no period proved up to n = 12 (the values grow without bound"),
            "{last}"
        );
        assert!(last.contains("holds for every n up to 12"));
        let last = last_line("fibonacci --upto 30");
        assert!(
            last.starts_with("no period proved up to n = 30 (the moves are unbounded"),
            "{last}"
        );
        let last = last_line("octal 0.77 --max 50");
        assert!(last.starts_with("no period proved up to n = 49"), "{last}");
        for (line, computed_to) in [
            ("subtract 2 5 --max 1", 0),
            ("octal 0.77 --max 1", 0),
            ("lasker --max 10", 9),
            ("fibonacci --max 3", 2),
        ] {
            let last = last_line(line);
            assert!(
                last.starts_with(&format!("no period proved up to n = {computed_to} (")),
                "{line}: {last}"
            );
            assert!(explore(&format!("{line} --list")).is_ok(), "{line}");
        }
    }

    #[test]
    fn bad_arguments() {
        assert!(explore("").unwrap_err().contains("expected a game"));
        assert!(explore("nim")
            .unwrap_err()
            .contains("grundy nim takes --count"));
        assert!(explore("nimm").unwrap_err().contains("found \"nimm\""));
        assert!(explore("subtract")
            .unwrap_err()
            .contains("expected the moves"));
        assert!(explore("subtract 0").unwrap_err().contains("found \"0\""));
        assert!(explore("subtract 5..2").unwrap_err().contains("lo <= hi"));
        assert!(explore("subtract 1..x")
            .unwrap_err()
            .contains("found \"1..x\""));
        assert!(explore("octal 0.8").unwrap_err().contains("'8'"));
        assert!(explore("octal").unwrap_err().contains("one octal code"));
        assert!(explore("octal 0.7 --upto")
            .unwrap_err()
            .contains("after --upto"));
        assert!(explore("octal 0.7 --upto x")
            .unwrap_err()
            .contains("found \"x\""));
        assert!(explore("octal 0.7 --fast")
            .unwrap_err()
            .contains("unknown option"));
        assert!(explore("lasker 5").unwrap_err().contains("no arguments"));
        for zero in [
            "subtract 2 5 --max 0",
            "octal 0.77 --max 0",
            "lasker --max 0",
        ] {
            assert!(
                explore(zero)
                    .unwrap_err()
                    .contains("expected a number 1..="),
                "{zero}"
            );
        }
        assert!(explore("lasker --upto 20001")
            .unwrap_err()
            .contains("at most 20000"));
        assert!(explore("octal --help")
            .unwrap()
            .starts_with("grundy: print"));
    }
}

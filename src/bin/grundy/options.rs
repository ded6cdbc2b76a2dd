//! The command line of the table subcommands: the options (`--upto`, `--max`, `--work`,
//! `--heaps`, `--table`, `--svg`, `--count`, …) read into a [`Request`], the games known by
//! name, and the bounds `--help` states.

use crate::table::{number, number_after, Language};

/// The most values any mode prints.
pub const MAX_UPTO: u64 = 10_000_000;
/// Lasker's table is built by its O(n^2) rule: keep it interactive.
pub const MAX_LASKER: u64 = 20_000;
/// The largest heap --heaps takes.
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;
/// The most values --max allows.
pub const MAX_VALUES: u64 = 100_000_000;
/// The values a table computes at most without --max (or --upto past it).
pub const DEFAULT_MAX: u64 = 1_000_000;
/// The most work --work allows: options and pairs visited, some hours of computing.
pub const MAX_WORK: u64 = 10_000_000_000_000;

/// Games known by name: the name, then what it stands for (a mode and its words).
pub const NAMES: &[(&str, &str, &str)] = &[
    ("kayles", "octal", "0.77"),
    ("dawsons-kayles", "octal", "0.07"),
    ("dawson", "octal", "0.07"),
    ("dawsons-chess", "octal", "0.137"),
    ("treblecross", "octal", "0.007"),
];

/// What was asked for.
pub struct Request {
    pub upto: Option<u64>,
    pub list: bool,
    /// `--max`: the most values a table may compute; without it, [`DEFAULT_MAX`] or
    /// `--upto` + 1, whichever is more.
    pub max_values: usize,
    /// `--work`: the most options and pairs a table may visit, if not the game's default.
    pub work: Option<u64>,
    /// `--heaps`: a position to analyse instead of printing the table.
    pub heaps: Vec<u64>,
    /// `--table rust|cpp`: the table as source code.
    pub export: Option<Language>,
    /// `--svg FILE`, `--width N`: the table as a picture.
    pub svg: crate::picture::Svg,
    /// `--count N LO..HI [--mod P]`: the positions of N heaps won and lost.
    pub count: Option<crate::count::Count>,
    /// `--mod P`, for `--count`.
    pub modulus: Option<u64>,
}

/// The games `grundy play` plays (heap games with a table and a move finder), by mode.
pub const PLAYED: &[&str] = &[
    "nim",
    "subtract",
    "octal",
    "grundys-game",
    "lasker",
    "fibonacci",
];

/// [`PLAYED`], for messages, with the names that stand for octal codes.
pub const PLAYED_GAMES: &str = "nim, subtract, octal, grundys-game, lasker, fibonacci, or a name: \
                            kayles, dawsons-kayles, dawsons-chess, treblecross";

/// The games the explorer knows, for messages.
pub const GAMES: &str = "subtract, octal, hex, heap, grundys-game, lasker, fibonacci, nim-product, ruler, \
                     mock-turtles, wythoff, dynamic, partizan, misere, guess, nim, moore, staircase, or a name: kayles, dawsons-kayles, dawsons-chess, treblecross";

/// The heap sizes at the start of `words`, up to the next option; an error naming `after`
/// (what stands before them) when there is none or one is not a size.
pub fn heaps_in(words: &[String], after: &str) -> Result<Vec<u64>, String> {
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

pub fn parse_options(args: &[String]) -> Result<(Vec<String>, Request), String> {
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

/// A move `s` or a range of moves `lo..hi` (inclusive), each within `1..=10^6`.
pub fn parse_move_range(word: &str) -> Result<(usize, usize), String> {
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

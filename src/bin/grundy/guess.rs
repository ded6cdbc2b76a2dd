//! `grundy guess`: reads a table on stdin and reports the simplest pattern that fits every
//! term ([`grundy::core::guess`]), its value at given points (`--at`), or its code (`--code`).
//!
//! Exit status: 0 with a pattern, 1 with none (one line on stderr saying why, nothing on
//! stdout), 2 for bad input or arguments (one `error:` line).

use grundy::core::guess::{guess, guess_grid, Guess, Language};
use std::io::Read;

/// The help text of `grundy guess`.
pub const HELP: &str = "\
grundy guess: the pattern of a table, read on stdin

usage:
  grundy guess [--at N ...] [--code rust|cpp]          a sequence G(0), G(1), ...
  grundy guess --grid [--at A,B ...] [--code rust|cpp] a grid G(a, b)

input (stdin; lines starting with # are ignored):
  a sequence: the values G(0), G(1), ... separated by spaces or newlines, or lines 'n value'
              as 'grundy ... --list' prints them (read so when every line has two numbers
              and the first ones count 0, 1, 2, ...); at least 8, at most 2000000 terms
  a grid:     one row a line (row a = 0, 1, ...; column b = 0, 1, ... across it), every row
              as long; or lines 'a b value' as 'grundy wythoff --list' prints them (read so
              when every line has three numbers and the pairs a b fill a rectangle); at least
              4 x 4, at most 4000000 cells
  values are decimal numbers 0..=10^18

output:
  the pattern's kind in words, its formula, its support (how many terms, from where; for a
  period: preperiod, period, saltus and how many whole periods the data covers), its status
  (a guess: the table proves nothing past itself) and why it was chosen over other kinds
  --at N ...   only the pattern's value at each N (0..=10^18), one line each; P or N
               instead when only the P-positions follow a pattern (G = 0 exactly at them)
  --at A,B ... the same for a grid, at cell (A, B)
  --code LANG  the pattern as a function to paste: rust (fn sg(n: u64) -> u64, or
               fn sg(a: u64, b: u64) -> u64, or fn is_p(...) -> bool) or cpp (the same on
               unsigned long long)

kinds tried, simplest first: constant; eventually periodic, or arithmetic-periodic with a
saltus (G(n + p) = G(n) + s); self-similar (G(kq + r) = a*q + b or G(jq + t) + c, k <= 12); a
formula of at most 6 operations (trailing zeros and ones, lowest set bit, popcount and its
parity, floor(log2), mod and division by 2..8, +, -, *, xor, and, or, min, max, ==, <) over n
or a, b and their neighbours; runs of values whose ends grow geometrically. On a grid: the xor
of a row pattern and a column pattern (a sum of two games), periodic in both coordinates, a
formula. When no kind fits the values, the P-positions alone: periodic (parity classes), a
formula, a recurrence (Fibonacci numbers, powers), a Beatty sequence floor(k*alpha) for a
quadratic irrational alpha, Wythoff pairs.

evidence: every kind is checked on every term. A pattern must also predict enough: the terms
past its own parameters (a period's first n0 + p values) must carry at least 16 + 2*log2(N)
bits (a term counts log2(N / how often its value occurs)), a formula log2(formulas tried)
bits more, and a period must repeat twice after its first occurrence in a table at least twice
as long as preperiod plus period. When two kinds fit and disagree past the table, nothing is
claimed. The status is always a guess: give the rules to grundy to prove a period.

exit status: 0 a pattern, 1 no pattern (one line on stderr), 2 bad input or arguments

example: grundy kayles --upto 299 --list | grundy guess --at 1000000
prints:
  3
";

/// The most terms of a sequence and cells of a grid read.
const MAX_TERMS: usize = 2_000_000;
const MAX_CELLS: usize = 4_000_000;
/// The largest value and argument.
const MAX_VALUE: u64 = 1_000_000_000_000_000_000;
/// The most `--at` arguments.
const MAX_AT: usize = 100_000;

/// How `grundy guess` ended.
pub enum Outcome {
    /// A pattern: the text for stdout.
    Found(String),
    /// No pattern: the line for stderr (exit 1).
    None(String),
}

/// What was asked for.
struct Request {
    grid: bool,
    at: Vec<[u64; 2]>,
    code: Option<Language>,
}

/// Runs `grundy guess ARGS` on `input`: the text to print, no pattern (exit 1), or an error
/// line (exit 2).
pub fn run(args: &[String], input: &mut dyn Read) -> Result<Outcome, String> {
    let request = parse_args(args)?;
    let table = read_table(input, request.grid)?;
    let found: Result<Guess, _> = match table {
        Table::Sequence(values) => guess(&values),
        Table::Grid { values, rows, cols } => guess_grid(&values, rows, cols),
    };
    let found = match found {
        Ok(g) => g,
        Err(no) => return Ok(Outcome::None(format!("no pattern: {no}"))),
    };
    if let Some(language) = request.code {
        return Ok(Outcome::Found(found.code(language)));
    }
    if request.at.is_empty() {
        return Ok(Outcome::Found(found.report()));
    }
    let mut out = String::new();
    for p in &request.at {
        let answer = if request.grid {
            found.at_cell(p[0], p[1])
        } else {
            found.at(p[0])
        };
        match answer {
            Ok(a) => {
                out.push_str(&a.to_string());
                out.push('\n');
            }
            Err(e) => {
                let point = if request.grid {
                    format!("({}, {})", p[0], p[1])
                } else {
                    format!("n = {}", p[0])
                };
                return Err(format!("--at {point}: {e}"));
            }
        }
    }
    Ok(Outcome::Found(out))
}

fn parse_args(args: &[String]) -> Result<Request, String> {
    let mut request = Request {
        grid: args.iter().any(|a| a == "--grid"),
        at: Vec::new(),
        code: None,
    };
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--grid" => {}
            "--at" => {
                let mut any = false;
                while let Some(word) = args.get(i + 1).filter(|w| !w.starts_with("--")) {
                    if request.at.len() == MAX_AT {
                        return Err(format!("expected at most {MAX_AT} points after --at"));
                    }
                    request.at.push(point(word, request.grid)?);
                    any = true;
                    i += 1;
                }
                if !any {
                    let shape = if request.grid { "A,B" } else { "N" };
                    return Err(format!("expected {shape} after --at, found nothing"));
                }
            }
            "--code" => {
                request.code = match args.get(i + 1).map(String::as_str) {
                    Some("rust") => Some(Language::Rust),
                    Some("cpp") => Some(Language::Cpp),
                    other => {
                        return Err(format!(
                            "expected rust or cpp after --code, found {}",
                            other.map_or("nothing".to_string(), |o| format!("{o:?}"))
                        ))
                    }
                };
                i += 1;
            }
            other => {
                return Err(format!(
                    "unknown argument {other:?} for grundy guess (see grundy guess --help)"
                ))
            }
        }
        i += 1;
    }
    if request.code.is_some() && !request.at.is_empty() {
        return Err("expected --at or --code, not both".to_string());
    }
    Ok(request)
}

/// A number `0..=10^18`, or `None`.
fn small_number(text: &str) -> Option<u64> {
    crate::table::number(text).filter(|&v| v <= MAX_VALUE)
}

/// An `--at` point: `N`, or `A,B` for a grid.
fn point(word: &str, grid: bool) -> Result<[u64; 2], String> {
    if grid {
        let parsed = word
            .split_once(',')
            .and_then(|(a, b)| Some([small_number(a)?, small_number(b)?]));
        parsed.ok_or(format!(
            "expected a cell A,B (each 0..=10^18) after --at, found {word:?}"
        ))
    } else {
        small_number(word)
            .map(|n| [n, 0])
            .ok_or(format!("expected N (0..=10^18) after --at, found {word:?}"))
    }
}

/// The table read.
enum Table {
    Sequence(Vec<u64>),
    Grid {
        values: Vec<u64>,
        rows: usize,
        cols: usize,
    },
}

/// The numbers of the input: every value, and for each line with numbers its number (from
/// 1) and how many it has.
struct Numbers {
    values: Vec<u64>,
    lines: Vec<(usize, usize)>,
}

/// Reads every number of `input`, line by line, with `#` lines skipped; at most `max`.
fn read_numbers(input: &mut dyn Read, max: usize) -> Result<Numbers, String> {
    let mut numbers = Numbers {
        values: Vec::new(),
        lines: Vec::new(),
    };
    let mut buffer = vec![0u8; 1 << 16];
    let (mut line, mut column) = (1usize, 0usize);
    let mut token: Vec<u8> = Vec::new();
    let mut token_column = 0;
    let mut on_line = 0usize;
    // The line is a comment (its first character other than a space is '#').
    let mut comment = false;
    let mut started = false;
    let finish_token = |token: &mut Vec<u8>,
                        numbers: &mut Numbers,
                        line: usize,
                        at: usize,
                        on_line: &mut usize|
     -> Result<(), String> {
        if token.is_empty() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(token).into_owned();
        let value = small_number(&text).ok_or_else(|| {
            let shown: String = text.chars().take(40).collect();
            format!("line {line}, column {at}: expected a value (0..=10^18), found {shown:?}")
        })?;
        if numbers.values.len() == max {
            return Err(format!(
                "line {line}: more than {max} values; at most {max} are read"
            ));
        }
        if numbers.values.try_reserve(1).is_err() {
            return Err("not enough memory for the table".to_string());
        }
        numbers.values.push(value);
        *on_line += 1;
        token.clear();
        Ok(())
    };
    loop {
        let read = match input.read(&mut buffer) {
            Ok(0) => break,
            Ok(k) => k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(format!("cannot read the input: {e}")),
        };
        for &byte in &buffer[..read] {
            column += 1;
            match byte {
                b'\n' => {
                    if !comment {
                        finish_token(&mut token, &mut numbers, line, token_column, &mut on_line)?;
                        if on_line > 0 {
                            numbers.lines.push((line, on_line));
                        }
                    }
                    token.clear();
                    line += 1;
                    column = 0;
                    on_line = 0;
                    comment = false;
                    started = false;
                }
                _ if comment => {}
                b'#' if !started => comment = true,
                b' ' | b'\t' | b'\r' | b',' => {
                    finish_token(&mut token, &mut numbers, line, token_column, &mut on_line)?;
                }
                _ => {
                    if token.is_empty() {
                        token_column = column;
                    }
                    started = true;
                    if token.len() < 64 {
                        token.push(byte);
                    }
                }
            }
        }
    }
    if !comment {
        finish_token(&mut token, &mut numbers, line, token_column, &mut on_line)?;
        if on_line > 0 {
            numbers.lines.push((line, on_line));
        }
    }
    Ok(numbers)
}

fn read_table(input: &mut dyn Read, grid: bool) -> Result<Table, String> {
    if !grid {
        let numbers = read_numbers(input, 2 * MAX_TERMS)?;
        let values = numbers.values;
        // Lines 'n value' with n = 0, 1, 2, ...: the values are the second numbers.
        let listed = numbers.lines.iter().all(|&(_, k)| k == 2)
            && values
                .chunks(2)
                .enumerate()
                .all(|(i, pair)| pair[0] == i as u64);
        let values: Vec<u64> = if listed {
            values.chunks(2).map(|pair| pair[1]).collect()
        } else {
            values
        };
        if values.len() > MAX_TERMS {
            return Err(format!(
                "expected at most {MAX_TERMS} terms, found {}",
                values.len()
            ));
        }
        if values.is_empty() {
            return Err("expected a table on stdin, found no values".to_string());
        }
        return Ok(Table::Sequence(values));
    }
    let numbers = read_numbers(input, 3 * MAX_CELLS)?;
    if numbers.lines.is_empty() {
        return Err("expected a grid on stdin, found no values".to_string());
    }
    if numbers.lines.iter().all(|&(_, k)| k == 3) {
        if let Some(table) = listed_grid(&numbers.values) {
            return Ok(table);
        }
    }
    let cols = numbers.lines[0].1;
    if let Some(&(line, k)) = numbers.lines.iter().find(|&&(_, k)| k != cols) {
        return Err(format!(
            "line {line}: expected a row of {cols} values as the first row, found {k}"
        ));
    }
    let rows = numbers.lines.len();
    if rows * cols > MAX_CELLS {
        return Err(format!(
            "expected at most {MAX_CELLS} cells, found {}",
            rows * cols
        ));
    }
    Ok(Table::Grid {
        values: numbers.values,
        rows,
        cols,
    })
}

/// Lines `a b value` that fill a rectangle exactly once, as a grid.
fn listed_grid(numbers: &[u64]) -> Option<Table> {
    let triples: Vec<&[u64]> = numbers.chunks(3).collect();
    let rows = triples.iter().map(|t| t[0]).max()? as usize + 1;
    let cols = triples.iter().map(|t| t[1]).max()? as usize + 1;
    if rows.checked_mul(cols)? != triples.len() || rows * cols > MAX_CELLS {
        return None;
    }
    let mut values = vec![u64::MAX; rows * cols];
    for t in triples {
        let cell = &mut values[t[0] as usize * cols + t[1] as usize];
        if *cell != u64::MAX {
            return None;
        }
        *cell = t[2];
    }
    Some(Table::Grid { values, rows, cols })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_on(args: &str, input: &str) -> Result<Outcome, String> {
        let args: Vec<String> = args.split_whitespace().map(String::from).collect();
        run(&args, &mut input.as_bytes())
    }

    fn found(args: &str, input: &str) -> String {
        match run_on(args, input) {
            Ok(Outcome::Found(text)) => text,
            Ok(Outcome::None(line)) => panic!("no pattern: {line}"),
            Err(e) => panic!("error: {e}"),
        }
    }

    #[test]
    fn reads_values_and_listed_lines_alike() {
        let values: Vec<String> = (0..60).map(|n| (n % 3).to_string()).collect();
        let plain = found("--at 1000000", &values.join(" "));
        let listed: String = (0..60).map(|n| format!("{n} {}\n", n % 3)).collect();
        let listed = found("--at 1000000", &format!("{listed}# periodic from n = 0\n"));
        assert_eq!(plain, "1\n");
        assert_eq!(listed, plain);
    }

    #[test]
    fn reads_rows_and_listed_cells_alike() {
        let rows: String = (0..10)
            .map(|a| {
                let row: Vec<String> = (0..10).map(|b| ((a % 4) ^ (b % 4)).to_string()).collect();
                row.join(" ") + "\n"
            })
            .collect();
        let cells: String = (0..100)
            .map(|i| {
                format!(
                    "{} {} {}\n",
                    i / 10,
                    i % 10,
                    ((i / 10) % 4) ^ ((i % 10) % 4)
                )
            })
            .collect();
        let a = found("--grid --at 1000,7", &rows);
        assert_eq!(a, found("--grid --at 1000,7", &cells));
        // (1000 mod 4) xor (7 mod 4) = 0 xor 3.
        assert_eq!(a, "3\n");
    }

    #[test]
    fn bad_input_names_line_and_column() {
        let e = run_on("", "0 1 2\n3 x4 5\n").err().unwrap();
        assert_eq!(
            e,
            "line 2, column 3: expected a value (0..=10^18), found \"x4\""
        );
        let e = run_on("--grid", "0 1 2\n3 4\n").err().unwrap();
        assert!(e.starts_with("line 2: expected a row of 3"), "{e}");
        assert!(run_on("--at", "1 2").is_err());
        assert!(run_on("--code java", "1 2").is_err());
        assert!(run_on("--at 1000000000000000001", "1 2").is_err());
    }

    #[test]
    fn no_pattern_is_its_own_outcome() {
        let noise = "3 1 4 1 5 9 2 6 5 3 5 8 9 7 9 3 2 3 8 4 6 2 6 4 3 3 8 3 2 7 9 5";
        assert!(matches!(run_on("--at 100", noise), Ok(Outcome::None(_))));
    }
}

//! The benchmark: large deterministic inputs for every problem, timed two ways.
//!
//! ```text
//! cargo run --release --bin bench [-- [--runs N] [CASE …]]
//! cargo build --release && target/release/bench --against floor [--pairs N] CASE …
//! target/release/bench --against PROGRAM [--pairs N] CASE …
//! target/release/bench --input CASE > FILE
//! ```
//!
//! The first form runs each problem's library `solve` end to end (parse, solve, format) on an
//! in-memory copy of the input, repeated, and prints the median time and throughput; with no
//! case names every case runs. `--against` times whole processes instead ([`whole`]): the
//! problem's release binary against the input floor or against a program of the user's (a C++
//! solution, say), in alternating pairs, reporting the median ratio. `--input` writes a case's
//! input, to feed other tools.
//!
//! The stages, a file each: [`cases`] (the inputs, every problem of `grundy::problems::ALL`
//! at least one, which a test checks), [`programs`] (the contestants' programs of
//! `tests/programs/` compiled in here: in memory through their `Problem`, as a process as
//! `bench --run NAME`), [`alone`] (library functions timed without input), [`whole`] (whole
//! processes), and here the command line.

mod alone;
mod cases;
#[path = "../../../tests/programs/pairs.rs"]
#[allow(dead_code)]
mod pairs;
mod programs;
#[path = "../../../tests/common/rng.rs"]
mod rng;
mod whole;

use alone::ALONE;
use cases::CASES;
use grundy::core::driver::fail_escaped;
use grundy::core::scan::InputError;
use grundy::problems;
use programs::PROGRAMS;
use rng::Rng;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The library's `fail`, with the message's control characters escaped: this tool's errors
/// echo its arguments, which may hold a newline.
fn fail(code: u8, message: std::fmt::Arguments<'_>) -> std::process::ExitCode {
    fail_escaped(code, message)
}

/// Answers an input in memory: a problem's or a program's.
type Solve = fn(&[u8]) -> Result<String, InputError>;

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// `--help`: the usage and the cases.
fn help() -> String {
    let mut text = String::from(
        "usage: bench [--runs N] [CASE ...]            the library's solve, in memory\n       \
         bench --against floor [--pairs N] CASE ...  release binaries against the input floor\n       \
         bench --against PROGRAM [--pairs N] CASE ... against a program of yours (same output)\n       \
         bench --input CASE > FILE                   the case's input\n       \
         bench --list                                each case and what it runs\n       \
         bench --run PROGRAM < INPUT                 a program of tests/programs\n\n\
         --against needs the release binaries: cargo build --release, then target/release/bench.\n\
         Whole-process figures are medians of alternating pairs (11 unless --pairs).\n\ncases:\n",
    );
    for c in CASES {
        writeln!(text, "  {:<22} {}", c.name, c.about).expect("writing to a String");
    }
    for c in ALONE {
        writeln!(text, "  {:<22} {}", c.name, c.about).expect("writing to a String");
    }
    text
}

fn main() -> ExitCode {
    let mut runs = 5;
    let mut pairs = 11;
    let mut against = None;
    let mut input_only = false;
    let mut wanted = Vec::new();
    let mut args = std::env::args_os().skip(1);
    let count = |text: Option<std::ffi::OsString>| {
        text.and_then(|n| n.to_str()?.parse().ok())
            .filter(|&n: &usize| n > 0)
    };
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        match arg.as_str() {
            "--floor" => return whole::floor(),
            "--list" => return list(),
            "--run" => {
                let name = args.next().map(|n| n.to_string_lossy().into_owned());
                return match PROGRAMS.iter().find(|p| Some(p.name) == name.as_deref()) {
                    Some(program) => (program.main)(),
                    None => {
                        let names: Vec<&str> = PROGRAMS.iter().map(|p| p.name).collect();
                        fail(
                            2,
                            format_args!("--run takes a program: {}", names.join(", ")),
                        )
                    }
                };
            }
            "--runs" => match count(args.next()) {
                Some(n) => runs = n,
                None => return fail(2, format_args!("--runs takes a positive whole number")),
            },
            "--pairs" => match count(args.next()) {
                Some(n) => pairs = n,
                None => return fail(2, format_args!("--pairs takes a positive whole number")),
            },
            "--against" => match args.next() {
                Some(w) if w == "floor" => against = Some(whole::Against::Floor),
                Some(program) => against = Some(whole::Against::Program(program.into())),
                None => {
                    return fail(
                        2,
                        format_args!("--against takes 'floor' or a program to run"),
                    )
                }
            },
            "--input" => input_only = true,
            "-h" | "--help" => {
                return grundy::core::driver::write_or_fail(io::stdout().lock(), help().as_bytes())
            }
            name if CASES.iter().any(|c| c.name == name) => wanted.push(arg),
            name if ALONE.iter().any(|c| c.name == name) && against.is_none() && !input_only => {
                wanted.push(arg)
            }
            other => {
                let names: Vec<&str> = CASES
                    .iter()
                    .map(|c| c.name)
                    .chain(ALONE.iter().map(|c| c.name))
                    .collect();
                return fail(
                    2,
                    format_args!(
                        "unknown case {other:?} (the --against and --input forms take the \
                         problem cases); cases: {}",
                        names.join(", ")
                    ),
                );
            }
        }
    }
    let cases = || CASES.iter().filter(|c| wanted.iter().any(|w| w == c.name));
    if input_only {
        let [name] = wanted.as_slice() else {
            return fail(2, format_args!("--input takes one case"));
        };
        let Some(case) = CASES.iter().find(|c| c.name == name) else {
            return fail(2, format_args!("--input takes a problem case"));
        };
        let (input, _) = (case.generate)(&mut Rng::new(20_261_122));
        return grundy::core::driver::write_or_fail(io::stdout().lock(), input.as_bytes());
    }
    if let Some(against) = against {
        if wanted.is_empty() {
            return fail(2, format_args!("--against takes the cases to time"));
        }
        for case in cases() {
            let (input, _) = (case.generate)(&mut Rng::new(20_261_122));
            let mut out = io::stdout().lock();
            let ours = if PROGRAMS.iter().any(|p| p.name == case.problem) {
                whole::sibling("bench").map(|b| (b, vec!["--run", case.problem]))
            } else {
                whole::sibling(case.problem).map(|b| (b, Vec::new()))
            };
            let ours = match ours {
                Ok(ours) => ours,
                Err(message) => return fail(2, format_args!("{message}")),
            };
            if let Err(message) =
                whole::compare(case.name, &ours, &input, &against, pairs, &mut out)
            {
                return fail(2, format_args!("{message}"));
            }
        }
        return ExitCode::SUCCESS;
    }
    // A reader that goes away (`bench | head -1`) ends the run quietly, as filters do.
    match run(runs, &wanted, &mut io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => grundy::core::driver::output_failed(&e),
    }
}

/// `--list`: a line a case, its name and what it runs (a problem of `grundy::problems::ALL`,
/// a program of `tests/programs/`, or `-` for a library function timed alone); a test holds
/// the cases to the list of problems (each has one, each runs one).
fn list() -> ExitCode {
    let mut text = String::new();
    for c in CASES {
        let kind = if problems::find(c.problem).is_some() {
            "problem"
        } else if solver(c.problem).is_some() {
            "program"
        } else {
            "unknown"
        };
        writeln!(text, "{} {kind} {}", c.name, c.problem).expect("writing to a String");
    }
    for c in ALONE {
        writeln!(text, "{} alone -", c.name).expect("writing to a String");
    }
    grundy::core::driver::write_or_fail(io::stdout().lock(), text.as_bytes())
}

/// The answers of the problem or program named `name` to an input in memory.
fn solver(name: &str) -> Option<Solve> {
    let problem = problems::find(name).map(|p| p.solve);
    problem.or_else(|| PROGRAMS.iter().find(|p| p.name == name).map(|p| p.solve))
}

/// Runs the `wanted` cases (all if none), `runs` times each, printing a line per case.
fn run(runs: usize, wanted: &[String], out: &mut impl Write) -> io::Result<()> {
    writeln!(
        out,
        "{:<22} {:>10} {:>10} {:>14}  input",
        "case", "median", "MB/s", "items/s"
    )?;
    for case in CASES
        .iter()
        .filter(|c| wanted.is_empty() || wanted.iter().any(|w| w == c.name))
    {
        let Some(solve) = solver(case.problem) else {
            writeln!(out, "{:<22} no problem named {}", case.name, case.problem)?;
            continue;
        };
        let (input, items) = (case.generate)(&mut Rng::new(20_261_122));
        let mut times = Vec::with_capacity(runs);
        let mut answer = Ok(String::new());
        for _ in 0..runs {
            let start = Instant::now();
            answer = solve(input.as_bytes());
            times.push(start.elapsed());
        }
        let lines = match answer {
            Ok(text) => text.lines().count(),
            Err(e) => {
                writeln!(out, "{:<22} rejected its input: {e}", case.name)?;
                continue;
            }
        };
        let t = median(times);
        let secs = t.as_secs_f64().max(1e-9);
        writeln!(
            out,
            "{:<22} {:>8.1}ms {:>10.0} {:>14.0}  {} ({:.1} MB, {lines} output lines)",
            case.name,
            secs * 1e3,
            input.len() as f64 / 1e6 / secs,
            items as f64 / secs,
            case.about,
            input.len() as f64 / 1e6,
        )?;
        out.flush()?;
    }
    for alone in ALONE
        .iter()
        .filter(|c| wanted.is_empty() || wanted.iter().any(|w| w == c.name))
    {
        let (work, items) = (alone.prepare)(&mut Rng::new(20_261_122));
        let mut times = Vec::with_capacity(runs);
        let mut checksum = 0;
        for _ in 0..runs {
            let start = Instant::now();
            checksum ^= work();
            times.push(start.elapsed());
        }
        let secs = median(times).as_secs_f64().max(1e-9);
        writeln!(
            out,
            "{:<22} {:>8.1}ms {:>10} {:>14.0}  {} ({:.1} ns each, checksum {checksum:x})",
            alone.name,
            secs * 1e3,
            "-",
            items as f64 / secs,
            alone.about,
            secs * 1e9 / items as f64,
        )?;
        out.flush()?;
    }
    Ok(())
}

//! The benchmark: large deterministic inputs, each solver's library `solve` end to end (parse,
//! solve, format) on an in-memory copy, repeated; prints the median time and throughput.
//!
//! ```text
//! cargo run --release --bin bench [-- [--runs N] [CASE …]]
//! ```
//!
//! With no case names every case runs. The whole-process comparison with the C++ references
//! is `python3 ../shared/bench/compare.py SOLVER`; this one isolates our own code.

use grundy::rng::Rng;
use grundy::scan::InputError;
use std::fmt::Write as _;
use std::process::ExitCode;
use std::time::{Duration, Instant};

type Solve = fn(&[u8]) -> Result<String, InputError>;

struct Case {
    name: &'static str,
    about: &'static str,
    solve: Solve,
    generate: fn(&mut Rng) -> (String, u64),
}

/// `numbers` joined by spaces, then a newline.
fn line(numbers: impl Iterator<Item = u64>) -> String {
    let mut out = String::new();
    for (i, v) in numbers.enumerate() {
        if i > 0 {
            out.push(' ');
        }
        write!(out, "{v}").expect("writing to a String");
    }
    out.push('\n');
    out
}

fn flip_grid_input(rng: &mut Rng, n: u64) -> (String, u64) {
    let mut text = format!("{n}\n100\n");
    for _ in 0..100 {
        let mut cells: Vec<u64> = Vec::with_capacity(100);
        while cells.len() < 100 {
            let x = rng.between(1, n);
            if !cells.contains(&x) {
                cells.push(x);
            }
        }
        text.push_str(&line(std::iter::once(100).chain(cells)));
    }
    (text, 10_000)
}

fn subtraction_input(rng: &mut Rng, k: usize, max_move: u64, heap: (u64, u64)) -> (String, u64) {
    let moves: Vec<u64> = (0..k).map(|_| rng.between(1, max_move)).collect();
    let heaps = (0..1_000_000).map(|_| rng.between(heap.0, heap.1));
    let text = format!("{k}\n{}1000000\n{}", line(moves.into_iter()), line(heaps));
    (text, 1_000_000)
}

fn piles_input(rng: &mut Rng) -> (String, u64) {
    let piles = (0..1_000_000).map(|_| rng.between(1, 1_000_000_000_000_000_000));
    (format!("1000000\n{}", line(piles)), 1_000_000)
}

const CASES: &[Case] = &[
    Case {
        name: "flip_grid",
        about: "n = 10^9, 100 queries of 100 cells",
        solve: |i| grundy::flip_grid::solve(i),
        generate: |r| flip_grid_input(r, 1_000_000_000),
    },
    Case {
        name: "flip_grid_1e10",
        about: "n = 10^10, 100 queries of 100 cells",
        solve: |i| grundy::flip_grid::solve(i),
        generate: |r| flip_grid_input(r, 10_000_000_000),
    },
    Case {
        name: "subtraction_nim",
        about: "100 moves <= 10^4, 10^6 heaps <= 10^4",
        solve: |i| grundy::subtraction_nim::solve(i),
        generate: |r| subtraction_input(r, 100, 10_000, (1, 10_000)),
    },
    Case {
        name: "subtraction_nim_huge",
        about: "20 moves <= 200, 10^6 heaps near 10^18 (through the period)",
        solve: |i| grundy::subtraction_nim::solve(i),
        generate: |r| {
            subtraction_input(
                r,
                20,
                200,
                (999_000_000_000_000_000, 1_000_000_000_000_000_000),
            )
        },
    },
    Case {
        name: "fibonacci_piles",
        about: "10^6 lines of piles <= 1000",
        solve: |i| grundy::fibonacci_piles::solve(i),
        generate: |r| {
            let mut text = String::new();
            for _ in 0..1_000_000 {
                text.push_str(&line((0..3).map(|_| r.between(1, 1000))));
            }
            text.push_str("0 0 0\n");
            (text, 1_000_000)
        },
    },
    Case {
        name: "split_piles",
        about: "10^6 piles <= 10^18",
        solve: |i| grundy::split_piles::solve(i),
        generate: piles_input,
    },
    Case {
        name: "ladder_nim",
        about: "10^6 steps <= 10^18",
        solve: |i| grundy::ladder_nim::solve(i),
        generate: piles_input,
    },
    Case {
        name: "anti_nim",
        about: "10^6 piles <= 10^18",
        solve: |i| grundy::anti_nim::solve(i),
        generate: piles_input,
    },
];

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() -> ExitCode {
    let mut runs = 5;
    let mut wanted = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => match args
                .next()
                .and_then(|n| n.parse().ok())
                .filter(|&n: &usize| n > 0)
            {
                Some(n) => runs = n,
                None => {
                    eprintln!("error: --runs takes a positive whole number");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!("usage: bench [--runs N] [CASE ...]\ncases:");
                CASES
                    .iter()
                    .for_each(|c| println!("  {:<22} {}", c.name, c.about));
                return ExitCode::SUCCESS;
            }
            name if CASES.iter().any(|c| c.name == name) => wanted.push(arg),
            other => {
                let names: Vec<&str> = CASES.iter().map(|c| c.name).collect();
                eprintln!("error: unknown case {other:?}; cases: {}", names.join(", "));
                return ExitCode::from(2);
            }
        }
    }
    println!(
        "{:<22} {:>10} {:>10} {:>14}  input",
        "case", "median", "MB/s", "items/s"
    );
    for case in CASES
        .iter()
        .filter(|c| wanted.is_empty() || wanted.iter().any(|w| w == c.name))
    {
        let (input, items) = (case.generate)(&mut Rng::new(20_261_122));
        let mut times = Vec::with_capacity(runs);
        let mut answer = String::new();
        for _ in 0..runs {
            let start = Instant::now();
            answer = (case.solve)(input.as_bytes()).expect("generated inputs are valid");
            times.push(start.elapsed());
        }
        let t = median(times);
        let secs = t.as_secs_f64().max(1e-9);
        println!(
            "{:<22} {:>8.1}ms {:>10.0} {:>14.0}  {} ({:.1} MB, {} output lines)",
            case.name,
            secs * 1e3,
            input.len() as f64 / 1e6 / secs,
            items as f64 / secs,
            case.about,
            input.len() as f64 / 1e6,
            answer.lines().count()
        );
    }
    ExitCode::SUCCESS
}

//! Under a limit on its address space (`ulimit -v`), every binary on its largest in-bounds
//! input, with and without `--move`, either answers (exit 0) or stops with exit 2 and one line
//! that says memory ran out: never an abort (exit 134, "memory allocation of N bytes failed"),
//! which is what `--move` paths and a few plain ones did before they grew their memory with
//! `try_reserve` and kept the headroom of `core::budget`.
//!
//! The inputs are `bench`'s cases (`bench --input CASE`), one or more per problem: the one at
//! the statement's bounds with the most data. Each runs under two limits, 5 000 KiB (about
//! what a binary needs to start and read) and 16 000 KiB (enough to start, not to hold 10^6
//! values twice); each binary must fail under at least one of them, so the test cannot pass
//! on inputs too small to matter. `cargo test` runs the smaller limit; the two together are
//! CI's second tier (`tier2_…`, which `.ci/run` runs); the thorough scan, every 5 000 KiB
//! until the run answers, is `#[ignore]`d (a few minutes):
//! `cargo test --release --test contract -- --ignored every_limit_up_to_150_mb`.
//! Linux only: elsewhere `ulimit -v` may not limit allocations, and the test says so.

use crate::common;

use common::{binary, under, ALL};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The largest in-bounds inputs of each problem, as cases of `bench`.
const LARGEST: &[(&str, &[&str])] = &[
    ("subtraction_nim", &["subtraction_nim"]),
    ("fibonacci_piles", &["fibonacci_piles"]),
    ("flip_grid", &["flip_grid_1e10"]),
    ("split_piles", &["split_piles"]),
    ("ladder_nim", &["ladder_nim"]),
    ("anti_nim", &["anti_nim"]),
    ("hdu3032", &["hdu3032"]),
    ("luogu_p4279", &["luogu_p4279"]),
    ("luogu_p2197", &["luogu_p2197"]),
    ("poj2975", &["poj2975"]),
    ("hdu1850", &["hdu1850"]),
    ("hdu1846", &["hdu1846"]),
    ("hdu1847", &["hdu1847"]),
    ("hdu1536", &["hdu1536"]),
    ("poj1704", &["poj1704"]),
    ("poj3537", &["poj3537"]),
    ("moore_nim", &["moore_nim"]),
    ("range_nim", &["range_nim"]),
    ("octal_game", &["octal_game"]),
    ("nim_product_64", &["nim_product_64"]),
    ("hdu3537", &["hdu3537_max"]),
    ("hdu3404", &["hdu3404_max"]),
    ("hdu1524", &["hdu1524_big"]),
    ("hdu3094", &["hdu3094_path"]),
    ("poj3710", &["poj3710_stalks", "poj3710_single_nodes"]),
    ("hdu3590", &["hdu3590_star"]),
    ("hackenbush", &["hackenbush", "hackenbush_k1414"]),
    ("poj1067", &["poj1067_wide"]),
    ("hdu2177", &["hdu2177"]),
    ("poj2348", &["poj2348"]),
    ("hdu3595", &["hdu3595_max"]),
    ("hdu1729", &["hdu1729_max"]),
    ("hdu1517", &["hdu1517"]),
    ("hdu2147", &["hdu2147"]),
    ("hdu1079", &["hdu1079"]),
    ("poj1740", &["poj1740_max"]),
    ("hdu4315", &["hdu4315_max"]),
    ("loopy", &["loopy_tokens"]),
    ("abc209e", &["abc209e"]),
    ("cf786a", &["cf786a"]),
    ("abc278f", &["abc278f"]),
    ("abc229h", &["abc229h"]),
    (
        "partizan",
        &[
            "partizan",
            "partizan_stalks",
            "partizan_line",
            "partizan_mixed",
        ],
    ),
    ("abc354e", &["abc354e"]),
    ("abc380f", &["abc380f"]),
    ("abc255g", &["abc255g"]),
    ("abc297g", &["abc297g"]),
    ("abc368f", &["abc368f_wide"]),
    ("hdu2516", &["hdu2516"]),
    ("poj3922", &["poj3922"]),
    ("luogu_p4055", &["luogu_p4055_max"]),
    ("luogu_p1971", &["luogu_p1971"]),
    ("geography", &["geography", "geography_general"]),
    ("dp_l", &["dp_l_max"]),
    ("abc201d", &["abc201d"]),
    ("hdu5795", &["hdu5795"]),
    ("cf2004e", &["cf2004e"]),
    ("abc206f", &["abc206f"]),
    ("luogu_p2148", &["luogu_p2148"]),
    ("arc091f", &["arc091f"]),
    ("bitwise_xor_convolution", &["bitwise_xor_convolution"]),
    ("abc212h", &["abc212h"]),
    ("abc278g", &["abc278g", "abc278g_mirror"]),
    ("luogu_p4301", &["luogu_p4301"]),
    ("luogu_p5675", &["luogu_p5675"]),
    ("luogu_p2490", &["luogu_p2490_wide"]),
    ("luogu_p5363", &["luogu_p5363_wide"]),
    ("abc317f", &["abc317f"]),
    ("cf2027e2", &["cf2027e2", "cf2027e2_max"]),
    ("abc261h", &["abc261h", "abc261h_max"]),
    ("luogu_p6560", &["luogu_p6560", "luogu_p6560_max"]),
    ("spoj_cot3", &["spoj_cot3", "spoj_cot3_comb"]),
    ("luogu_p2594", &["luogu_p2594", "luogu_p2594_max"]),
    ("luogu_p4136", &["luogu_p4136"]),
    ("agc017d", &["agc017d", "agc017d_path"]),
    ("luogu_p3480", &["luogu_p3480", "luogu_p3480_max"]),
    ("arc168b", &["arc168b", "arc168b_max"]),
    ("luogu_p3185", &["luogu_p3185"]),
    ("agc002e", &["agc002e", "agc002e_max"]),
    ("agc010f", &["agc010f", "agc010f_max"]),
    ("cf1704f", &["cf1704f", "cf1704f_long", "cf1704f_max"]),
    ("cf1451f", &["cf1451f", "cf1451f_max"]),
    ("luogu_p2599", &["luogu_p2599", "luogu_p2599_max"]),
    ("cf494e", &["cf494e", "cf494e_max"]),
    ("luogu_p4101", &["luogu_p4101", "luogu_p4101_max"]),
    ("luogu_p4617", &["luogu_p4617", "luogu_p4617_max"]),
];

/// The largest inputs of the binaries that play misère too, run with `--misere` (and
/// `--move`): the quotient search is what must fail cleanly.
const LARGEST_MISERE: &[(&str, &str)] = &[
    ("octal_game", "kayles_misere"),
    ("octal_game", "kayles_misere_huge"),
    ("octal_game", "dawson_misere"),
];

/// Writes `bench --input CASE` into `dir`.
fn input(dir: &Path, case: &str) -> PathBuf {
    let path = dir.join(format!("{case}.in"));
    let file = std::fs::File::create(&path).unwrap();
    let status = Command::new(binary("bench"))
        .args(["--input", case])
        .stdout(file)
        .status()
        .unwrap();
    assert!(status.success(), "bench --input {case}");
    path
}

/// Exit 0 (`Ok(false)`), or exit 2 with one line on stderr that says memory ran out
/// (`Ok(true)`); anything else is described.
fn answered_or_refused(what: &str, out: &Output) -> Result<bool, String> {
    let stderr = String::from_utf8_lossy(&out.stderr);
    match out.status.code() {
        Some(0) => Ok(false),
        Some(2)
            if stderr.starts_with("error: ")
                && stderr.contains("memory")
                && stderr.lines().count() == 1 =>
        {
            Ok(true)
        }
        code => Err(format!(
            "{what}: exit {code:?}: {}",
            stderr.lines().next().unwrap_or("")
        )),
    }
}

/// Every run of `LARGEST` and `LARGEST_MISERE`: `(problem, case, arguments)`.
fn runs() -> Vec<(&'static str, &'static str, &'static [&'static str])> {
    for p in ALL {
        assert!(
            LARGEST.iter().any(|l| l.0 == p.name),
            "{} has no largest input here",
            p.name
        );
    }
    let mut all = Vec::new();
    for &(name, cases) in LARGEST {
        let moves = ALL.iter().find(|p| p.name == name).unwrap().moves;
        for &case in cases {
            all.push((name, case, &[][..]));
            if moves {
                all.push((name, case, &["--move"][..]));
            }
        }
    }
    for &(name, case) in LARGEST_MISERE {
        all.push((name, case, &["--misere"][..]));
        all.push((name, case, &["--misere", "--move"][..]));
    }
    all
}

/// Every run of [`runs`] (of the problems `only` names, when it names some) under each of the
/// `limits` in KiB: each answers or says so, and one limit is small enough to refuse it.
fn check(limits: &[u32], stop_at_refusal: bool, only: &[&str]) {
    if !cfg!(target_os = "linux") {
        println!("skipped: ulimit -v is only relied on under Linux");
        return;
    }
    let dir = std::env::temp_dir().join(format!("grundy-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut all = runs();
    if !only.is_empty() {
        all.retain(|run| only.contains(&run.0));
        assert_eq!(
            only.iter()
                .filter(|name| all.iter().any(|run| run.0 == **name))
                .count(),
            only.len(),
            "{only:?}"
        );
    }
    let mut cases: Vec<&str> = all.iter().map(|r| r.1).collect();
    cases.sort_unstable();
    cases.dedup();
    common::on_every_core(&cases, |case| input(&dir, case));
    let failures = common::on_every_core(&all, |&(name, case, args)| {
        let file = dir.join(format!("{case}.in"));
        let mut failures = Vec::new();
        let mut refused = false;
        for &kib in limits {
            let what = format!("{name} {args:?} on {case} under {kib} KiB");
            let out = under(kib, &binary(name), args, &file);
            match answered_or_refused(&what, &out) {
                Ok(r) => refused |= r,
                Err(e) => failures.push(e),
            }
            if refused && stop_at_refusal {
                break;
            }
        }
        if !refused {
            failures.push(format!(
                "{name} {args:?} on {case}: no limit small enough to fail"
            ));
        }
        failures
    });
    let _ = std::fs::remove_dir_all(&dir);
    let failures: Vec<String> = failures.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Under 5 000 KiB, about what a binary needs to start and read: each is refused, with one
/// line, on its largest input. Here for a binary of each way of holding its input (the
/// verdicts streamed, a table that grows, a graph, a whole board, the moves of many piles,
/// misère play); CI's second tier, below, runs every binary under this limit and a larger one.
#[test]
fn a_binary_of_each_kind_under_a_small_memory_limit_says_so() {
    let kinds = [
        "subtraction_nim",
        "octal_game",
        "hdu1524",
        "flip_grid",
        "luogu_p4301",
        "partizan",
        "bitwise_xor_convolution",
    ];
    check(&[5_000], true, &kinds);
}

/// CI's second tier (`.ci/run`): every binary, the larger limit first, where a binary that
/// holds its input fails mid-way (one that streams answers, and must then fail under the
/// smaller). About a minute of CPU in a test build: the partizan sums remade under memory
/// pressure take most.
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_every_binary_under_a_memory_limit_answers_or_says_so() {
    check(&[16_000, 5_000], true, &[]);
}

/// Every 5 000 KiB from 5 000 to 150 000: the limits where each allocation in turn fails.
#[test]
#[ignore = "a few minutes: cargo test --release --test contract -- --ignored every_limit_up_to_150_mb"]
fn every_limit_up_to_150_mb() {
    let limits: Vec<u32> = (1..=30).map(|k| k * 5_000).collect();
    check(&limits, false, &[]);
}

/// `luogu_p4301 --move` on 10^5 and 10^6 piles under the limits where its move line (a
/// string a pile) aborted before: it answers or says so, never exit 134.
#[test]
fn a_move_line_of_a_million_piles_stays_within_memory() {
    if !cfg!(target_os = "linux") {
        println!("skipped: ulimit -v is only relied on under Linux");
        return;
    }
    let dir = std::env::temp_dir().join(format!("grundy-p4301-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (piles, limits) in [
        (100_000u64, &[10_000u32][..]),
        (1_000_000, &[38_000, 50_000, 63_000, 75_000, 88_000]),
    ] {
        let file = dir.join(format!("{piles}.in"));
        let sizes: Vec<String> = (0..piles).map(|i| (1 + i % 7).to_string()).collect();
        std::fs::write(&file, format!("{piles}\n{}\n", sizes.join(" "))).unwrap();
        for &kib in limits {
            let out = under(kib, &binary("luogu_p4301"), &["--move"], &file);
            let what = format!("luogu_p4301 --move on {piles} piles under {kib} KiB");
            answered_or_refused(&what, &out).unwrap();
            if out.status.success() {
                let text = String::from_utf8_lossy(&out.stdout);
                let moves = text.lines().nth(1).unwrap_or("");
                assert!(moves.starts_with("take piles 1 2 3 "), "{what}");
                // Three piles of each size 1..7 keep a basis: all but three are taken.
                assert_eq!(moves.split(' ').count(), 2 + piles as usize - 3, "{what}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `octal_game --misere --move` on Dawson's Kayles under the limits where the quotient's
/// search aborted (a word copied for each element, uncounted): 8 000 to 14 000 KiB, where the
/// release build meets it; CI's second tier (a few seconds each in a test build).
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_a_misere_quotient_under_a_memory_limit_answers_or_says_so() {
    if !cfg!(target_os = "linux") {
        println!("skipped: ulimit -v is only relied on under Linux");
        return;
    }
    let dir = std::env::temp_dir().join(format!("grundy-dawson-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = input(&dir, "dawson_misere");
    for kib in [8_000, 10_000, 12_000, 14_000] {
        let out = under(kib, &binary("octal_game"), &["--misere", "--move"], &file);
        let what = format!("octal_game --misere --move on dawson_misere under {kib} KiB");
        answered_or_refused(&what, &out).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `grundy`'s largest tables and `bundle` on a file of 104 MB, under the limits that made them
/// abort (exit 134) before.
#[test]
fn the_tools_under_a_memory_limit_answer_or_say_so() {
    if !cfg!(target_os = "linux") {
        println!("skipped: ulimit -v is only relied on under Linux");
        return;
    }
    let dir = std::env::temp_dir().join(format!("grundy-tools-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.in");
    std::fs::write(&empty, "").unwrap();
    for args in ["ruler --upto 10000000", "mock-turtles --upto 10000000"] {
        let words: Vec<&str> = args.split(' ').collect();
        for kib in [20_000, 100_000] {
            let out = under(kib, &binary("grundy"), &words, &empty);
            let what = format!("grundy {args} under {kib} KiB");
            assert_eq!(answered_or_refused(&what, &out), Ok(true), "{what}");
        }
    }
    // Pictures and the Wythoff table: refused under 8 MB (the table, and a picture's bytes,
    // aborted there before), drawn under 60 MB.
    let picture = dir.join("picture.svg");
    let picture = picture.to_str().unwrap();
    for args in [
        &["wythoff", "--upto", "1000"][..],
        &["wythoff", "--upto", "1000", "--svg", picture],
        &["nim-product", "--upto", "255", "--svg", picture],
        &["ruler", "--upto", "3999999", "--svg", picture],
    ] {
        for (kib, refused) in [(8_000, true), (60_000, false)] {
            let out = under(kib, &binary("grundy"), args, &empty);
            let what = format!("grundy {} under {kib} KiB", args.join(" "));
            assert_eq!(answered_or_refused(&what, &out), Ok(refused), "{what}");
        }
    }
    // A partizan position's games: refused for memory, never aborted (the 5 x 5 board needs
    // about 30 MB), from 6 MB up (below, the test build of `grundy`, 2.1 MB, cannot even be
    // loaded: it could at 5 MB until the arithmetic periods' proofs made it larger).
    let five = ["partizan", "domineering", "...../...../...../...../....."];
    for kib in [6_000, 8_000, 10_000, 20_000, 60_000] {
        let out = under(kib, &binary("grundy"), &five, &empty);
        let what = format!("grundy partizan domineering 5 x 5 under {kib} KiB");
        assert_eq!(answered_or_refused(&what, &out), Ok(kib < 60_000), "{what}");
    }
    // Its tables too, and `grundy play` on a game read from stdin: exit 0 or 2, never 134.
    let moves = dir.join("moves.in");
    std::fs::write(&moves, "1 1\n2 1\n1 1\nquit\n").unwrap();
    for (args, input) in [
        (
            &["partizan", "cutcake", "--table", "--upto", "64"][..],
            &empty,
        ),
        (
            &["partizan", "domineering", "--table", "--upto", "5"][..],
            &empty,
        ),
        (&["play", "kayles", "5", "7"][..], &moves),
        (&["play", "octal", "0.07", "9", "12"][..], &moves),
        // An arithmetic period's proof (its automata) and a winning move far past the table;
        // where memory stops the proof, the table goes on only to a small work limit.
        (&["hex", "0.9C", "--work", "10000000"][..], &empty),
        (
            &[
                "hex",
                "0.28",
                "--heaps",
                "1000000000000000000",
                "7",
                "--work",
                "10000000",
            ][..],
            &empty,
        ),
    ] {
        for kib in [6_000, 8_000, 10_000, 20_000, 60_000] {
            let out = under(kib, &binary("grundy"), args, input);
            let what = format!("grundy {} under {kib} KiB", args.join(" "));
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                out.status.code() == Some(0)
                    || (out.status.code() == Some(2) && err.lines().count() == 1),
                "{what}: exit {:?}: {err}",
                out.status.code()
            );
        }
    }
    // `grundy play` on a line of 100 MB: one error line under any limit, never an abort (it
    // read the line whole, infallibly, before).
    let long = dir.join("long.in");
    std::fs::write(&long, "1".repeat(100_000_000)).unwrap();
    for kib in [10_000, 50_000, 200_000] {
        let out = under(kib, &binary("grundy"), &["play", "nim", "3", "4"], &long);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "play under {kib} KiB: {stderr}");
        assert!(
            stderr.contains("at most 1000 bytes") && stderr.lines().count() == 1,
            "{stderr}"
        );
    }
    // A program far past what a judge takes is refused before it is read whole.
    let big = dir.join("big.rs");
    let line = format!("// {}\n", "x".repeat(97));
    std::fs::write(&big, format!("fn main() {{}}\n{}", line.repeat(1_040_000))).unwrap();
    let out = under(300_000, &binary("bundle"), &[big.to_str().unwrap()], &empty);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("at most 1 MiB") && stderr.lines().count() == 1,
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `poj3710 --move` within three times the plain run's memory: each input answers under a
/// limit with and under three times that limit with `--move` (10^6 one-node trees used 383 MB
/// with `--move` when every tree was kept).
#[test]
fn poj3710_moves_within_three_times_the_plain_memory() {
    if !cfg!(target_os = "linux") {
        println!("skipped: ulimit -v is only relied on under Linux");
        return;
    }
    let dir = std::env::temp_dir().join(format!("grundy-poj3710-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (case, kib) in [("poj3710_single_nodes", 8_000), ("poj3710_stalks", 60_000)] {
        let file = input(&dir, case);
        let plain = under(kib, &binary("poj3710"), &[], &file);
        assert_eq!(plain.status.code(), Some(0), "{case} under {kib} KiB");
        let moves = under(3 * kib, &binary("poj3710"), &["--move"], &file);
        let stderr = String::from_utf8_lossy(&moves.stderr);
        assert_eq!(
            moves.status.code(),
            Some(0),
            "{case} --move under {} KiB: {stderr}",
            3 * kib
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A contestant's program on `core::tokens::Tokens::stdin` (`examples/heap_game.rs`) given
/// 64 MB of input under a 32 MB limit: one error line and exit 2, never an abort; under no
/// limit it answers.
#[test]
fn the_token_reader_refuses_an_input_larger_than_memory() {
    let dir = std::env::temp_dir().join(format!("grundy-tokens-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let big = dir.join("big.in");
    let mut text = String::from("1 1\n8000000\n");
    text.push_str(&"1234567 ".repeat(8_000_000));
    std::fs::write(&big, &text).unwrap();
    let exe = Path::new(&binary("bundle"))
        .parent()
        .unwrap()
        .join("examples/heap_game");
    let out = under(32 << 10, exe.to_str().unwrap(), &[], &big);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty(), "{err}");
    assert_eq!(
        err,
        "error: the input needs more memory than is available\n"
    );
    let small = dir.join("small.in");
    std::fs::write(&small, "1 1\n2 1 1\n").unwrap();
    let out = under(32 << 10, exe.to_str().unwrap(), &[], &small);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Second\n");
    let _ = std::fs::remove_dir_all(&dir);
}

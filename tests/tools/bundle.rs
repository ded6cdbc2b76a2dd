//! Every solver bundled into one file, at most 56 KiB (Codeforces takes 64 KiB), and in CI's
//! second tier compiled by plain rustc in both editions with no warnings (2021 by rustc 1.70
//! where the toolchain is installed, as `.ci/run` does) and run on its samples; the
//! contestants' programs and the many ways of naming the library, bundled, built in both
//! editions and run against the same programs built by cargo.

use crate::common;

use common::{
    binary, bundle_in, bundled_in, compile_both, library_paths_are_the_bundles, run, run_with_env,
    rustc, samples, ALL,
};
use grundy::core::scan::InputError;

/// A program's own answers, through the library.
type Solve = fn(&[u8]) -> Result<String, InputError>;
use std::path::PathBuf;
use std::process::Command;

/// Samples that take seconds in an unoptimized build (a table of 10^7 values, a board of
/// 10^10 cells): their bundles are compiled and checked, and the samples answered by the
/// library (`tests/solvers/samples.rs`), not run here.
const SLOW_UNOPTIMIZED: &[&str] = &[
    "fibonacci_piles/no-terminator.in",
    "flip_grid/big-board-crlf.in",
];

/// A problem's bundle: as small as a judge needs (at most 56 KiB), its library paths the
/// bundle's own, no tests, no comments, no dead code allowed but the listed fields. Here for
/// a problem of each kind the checks treat apart (a misère quotients' field, an interactive
/// judge, the carry-less multiply and its fallback, `core::gf2`'s errors, `core::memo`'s sums,
/// a move line); CI's second tier, below, makes and checks every problem's bundle (about
/// 6 s of CPU) as it compiles each, and checks the README's account of their sizes.
#[test]
fn a_bundle_of_each_kind_is_small_and_self_contained() {
    let dir = std::env::temp_dir().join(format!("grundy-bundle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    const KINDS: [&str; 7] = [
        "subtraction_nim",
        "octal_game",
        "abc278g",
        "nim_product_64",
        "bitwise_xor_convolution",
        "abc278f",
        "luogu_p4301",
    ];
    common::on_every_core(&KINDS, |&name| {
        assert!(ALL.iter().any(|p| p.name == name), "{name}");
        problem_bundle(&dir, name);
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// The README's account of the bundles' sizes, from every problem's bundle.
fn assert_readme_states_sizes(mut sizes: Vec<usize>) {
    sizes.sort_unstable();
    let median = sizes[sizes.len() / 2];
    let spaced = |n: usize| format!("{} {:03}", n / 1000, n % 1000);
    common::assert_readme_says(&format!(
        "The {} problems' bundles are {} bytes, {} in the median",
        sizes.len(),
        common::size_range(sizes.iter().copied()),
        spaced((median + 50) / 100 * 100)
    ));
}

/// `bundle NAME` written to `dir/NAME.rs`, after the checks of its text: at most 56 KiB, the
/// library only through the bundle's `mod grundy`, no tests, no comments, and no dead code
/// allowed but on a library struct with a field the problem never reads (`bundle` marks the
/// struct), the misère quotients' field of the problems that play misère too, which only
/// misère play reads (left out of a bundle), `core::memo`'s sums (the `joins` of `Options`
/// and `MemoError::Sum`), which only `Options::push_sum` and `explore` make, and the errors
/// of `core::gf2` that only its copying and exact convolutions make.
fn problem_bundle(dir: &std::path::Path, name: &str) -> PathBuf {
    let out = run(&binary("bundle"), &[name], b"");
    assert_eq!(out.status.code(), Some(0), "bundle {name}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.len() <= 56 * 1024, "{name}: {} bytes", text.len());
    assert!(library_paths_are_the_bundles(&text), "{name}");
    for absent in ["#[cfg(test)]", "mod tests", "///", "//!"] {
        assert!(!text.contains(absent), "{name}: {absent}");
    }
    let allowed = text.matches("#[allow(dead_code)]").count();
    let field = ["quotients:", "joins:", "Sum(", "Overflow,", "NoMemory}"]
        .iter()
        .map(|item| text.matches(&format!("#[allow(dead_code)]{item}")).count())
        .sum::<usize>();
    // A library struct with a field the problem never reads: the attribute on its own line,
    // the struct on the next.
    let structs = text
        .split("#[allow(dead_code)]\n")
        .skip(1)
        .filter(|after| after.lines().next().is_some_and(|l| l.contains("struct ")))
        .count();
    assert_eq!(allowed, field + structs, "{name}: #[allow(dead_code)]");
    let file = dir.join(format!("{name}.rs"));
    std::fs::write(&file, &text).unwrap();
    file
}

/// Every problem's bundle built (edition 2024, unoptimized: overflow checks on) and checked in
/// edition 2021 by rustc 1.70 where installed, warnings denied, then run on its samples, byte
/// for byte, on a malformed input (exit 2) and with a stderr that cannot be written (exit 2);
/// where it has the carry-less multiply, its fallback answers the same. CI's second tier
/// (about 50 s of CPU).
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_bundles_answer_every_sample() {
    let dir: PathBuf = std::env::temp_dir().join(format!("grundy-built-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for slow in SLOW_UNOPTIMIZED {
        assert!(common::samples_dir("").join(slow).exists(), "{slow}");
    }
    let names: Vec<&str> = ALL.iter().map(|p| p.name).collect();
    let sizes = common::on_every_core(&names, |&name| {
        let file = problem_bundle(&dir, name);
        let text = std::fs::read_to_string(&file).unwrap();
        let exe = compile_both(&dir, name, &file);
        let solve = common::problem(name).solve;
        for (input, expected) in samples(name) {
            if SLOW_UNOPTIMIZED.iter().any(|slow| input.ends_with(slow)) {
                continue;
            }
            let bytes = std::fs::read(&input).unwrap();
            let out = run(exe.to_str().unwrap(), &[], &bytes);
            assert_eq!(out.stdout, expected, "{name} on {}", input.display());
        }
        // Where the bundle has the carry-less multiply, its fallback answers the same
        // (GRUNDY_NO_CLMUL makes the bundle take it, as on a processor without the
        // instruction), on the samples and, for the product itself, 3000 random pairs.
        if text.contains("pclmulqdq") {
            let mut inputs: Vec<Vec<u8>> = samples(name)
                .into_iter()
                .map(|(input, _)| std::fs::read(input).unwrap())
                .collect();
            if name == "nim_product_64" {
                let mut x = 0x2545_f491_4f6c_dd1du64;
                let mut random = || {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x
                };
                let pairs = (0..3000).map(|_| format!("{} {}\n", random(), random()));
                inputs.push(format!("3000\n{}", pairs.collect::<String>()).into_bytes());
            }
            let exe = exe.to_str().unwrap();
            for input in inputs {
                let expected = solve(&input).unwrap().into_bytes();
                let fast = run(exe, &[], &input);
                assert_eq!(fast.stdout, expected, "{name}");
                let fallback = run_with_env(exe, &[], &[("GRUNDY_NO_CLMUL", "1")], &input);
                assert_eq!(fallback.stdout, expected, "{name}, GRUNDY_NO_CLMUL");
            }
        }
        let bad = run(exe.to_str().unwrap(), &[], b"x");
        assert_eq!(bad.status.code(), Some(2), "{name} on bad input");
        // An error that cannot be reported still exits 2 (it used to exit 101).
        if let Ok(full) = std::fs::File::options().write(true).open("/dev/full") {
            let status = Command::new(&exe)
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(full)
                .status()
                .unwrap();
            assert_eq!(status.code(), Some(2), "{name}, stderr full");
        }
        text.len()
    });
    let _ = std::fs::remove_dir_all(&dir);
    assert_readme_states_sizes(sizes);
}

#[test]
fn unknown_problem_or_extra_arguments_are_errors() {
    let names: Vec<&str> = ALL.iter().map(|p| p.name).collect();
    let out = run(&binary("bundle"), &["nim"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "error: expected one problem name ({}), found \"nim\"\n",
            names.join(", ")
        )
    );
    let out = run(&binary("bundle"), &[], b"");
    assert_eq!(out.status.code(), Some(2));
    let out = run(&binary("bundle"), &["flip_grid", "extra"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: expected one problem name, found a second argument \"extra\"\n"
    );
    let out = run(&binary("bundle"), &["no/such/program.rs"], b"");
    assert_eq!(out.status.code(), Some(2));
    let message = String::from_utf8(out.stderr).unwrap();
    assert!(
        message.starts_with("error: cannot read the program \"no/such/program.rs\": "),
        "{message}"
    );
    for flag in ["--help", "-h"] {
        let out = run(&binary("bundle"), &[flag], b"");
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.starts_with("usage: bundle FILE.rs"), "{text}");
        assert!(names.iter().all(|n| text.contains(n)));
    }
}

// Three programs of a contestant's, kept under `tests/programs/`: each is also compiled here,
// against the library, for its own answers (their `main`s are not called here).
#[allow(dead_code)]
#[path = "../programs/dag.rs"]
mod dag;
#[allow(dead_code)]
#[path = "../programs/divisors.rs"]
mod divisors;
#[allow(dead_code)]
#[path = "../programs/octal.rs"]
mod octal;
#[allow(dead_code)]
#[path = "../programs/pairs.rs"]
mod pairs;
#[allow(dead_code)]
#[path = "../programs/pattern.rs"]
mod pattern;
#[allow(dead_code)]
#[path = "../programs/ring.rs"]
mod ring;

/// A program that reaches the guess family's folder (`core::guess` and its files, three
/// levels of modules): its bundle writes the folder as nested modules, compiles alone (edition
/// 2024, and 2021 with rustc 1.70 where installed) and answers as the program does, patterns
/// of several kinds and a table with none.
#[test]
fn a_program_reaching_a_family_folder_bundles_and_answers_as_the_library() {
    let text = bundled_in(env!("CARGO_MANIFEST_DIR"), "tests/programs/pattern.rs");
    assert!(
        text.contains("pub mod guess {") && text.contains("pub mod pattern {"),
        "the family's folder is not nested in the bundle"
    );
    assert!(
        !text.contains("mod pattern;"),
        "a file's declaration was kept"
    );
    let dir = std::env::temp_dir().join(format!("grundy-pattern-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("pattern.rs");
    std::fs::write(&file, &text).unwrap();
    let exe = compile_both(&dir, "pattern", &file);
    let kayles = grundy::core::sg_table::table(120, |x, sg, o| {
        for t in 1..=2.min(x) {
            for a in 0..=(x - t) / 2 {
                o.insert(sg[a] ^ sg[x - t - a]);
            }
        }
    });
    let listed = |values: &[u64]| {
        let terms: Vec<String> = values.iter().map(u64::to_string).collect();
        format!(
            "{}\n0\n7\n119\n1000000\n18446744073709551615\n",
            terms.join(" ")
        )
    };
    let half: Vec<u64> = (0..200u64)
        .map(|n| if n % 2 == 0 { n / 2 } else { 0 })
        .collect();
    let ruler: Vec<u64> = (1..200u64).map(|n| u64::from(n.trailing_zeros())).collect();
    let noise: Vec<u64> = (0..60u64).map(|n| n * 7919 % 13).collect();
    let values: Vec<u64> = kayles.iter().map(|&v| u64::from(v)).collect();
    for input in [
        listed(&values),
        listed(&half),
        listed(&ruler),
        listed(&noise),
    ] {
        let got = run(exe.to_str().unwrap(), &[], input.as_bytes());
        assert_eq!(
            String::from_utf8_lossy(&got.stdout),
            pattern::answers(&input),
            "{input}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `bundle tests/programs/NAME.rs`, compiled with plain rustc in both editions, answers every
/// input as the same program built against the library does.
#[test]
fn own_programs_bundle_compile_and_answer_as_with_the_library() {
    use grundy::core::driver::solve_bytes;
    let mut rng = common::rng::Rng::new(26);
    let divisor_inputs: Vec<String> = (0..20)
        .map(|_| {
            let heaps: Vec<u64> = (0..1 + rng.below(5)).map(|_| rng.below(3000)).collect();
            format!("{}\n{}\n", heaps.len(), common::joined(&heaps))
        })
        .collect();
    let octal_inputs: Vec<String> = ["0.07", "0.77", "4.007", "0.137", "0.6"]
        .iter()
        .map(|code| {
            let positions: Vec<String> = (0..10)
                .map(|_| {
                    let heaps: Vec<u64> = (0..1 + rng.below(3)).map(|_| rng.below(500)).collect();
                    format!("{} {}", heaps.len(), common::joined(&heaps))
                })
                .collect();
            format!("{code} 10\n{}\n", positions.join("\n"))
        })
        .collect();
    let dag_inputs: Vec<String> = (0..20)
        .map(|_| {
            let n = 2 + rng.below(30);
            let edges: Vec<String> = (0..rng.below(3 * n))
                .map(|_| {
                    let u = rng.below(n - 1);
                    format!("{u} {}", rng.between(u + 1, n - 1))
                })
                .collect();
            let tokens: Vec<u64> = (0..1 + rng.below(4)).map(|_| rng.below(n)).collect();
            format!(
                "{n} {}\n{}\n{} {}\n",
                edges.len(),
                edges.join("\n"),
                tokens.len(),
                common::joined(&tokens)
            )
        })
        .collect();
    let pair_inputs: Vec<String> = (0..10)
        .map(|_| {
            let games: Vec<String> = (0..1 + rng.below(20))
                .map(|_| format!("{} {}", rng.below(60), rng.below(60)))
                .collect();
            format!("{}\n{}\n", games.len(), games.join("\n"))
        })
        .collect();
    let ring_games: Vec<(u64, u64, u64)> = (0..200)
        .map(|_| {
            let n = rng.between(3, 12);
            let a = rng.below(n);
            let b = loop {
                let b = rng.below(n);
                if b != a || b == 0 {
                    break b;
                }
            };
            (n, a, b)
        })
        .collect();
    let ring_inputs: Vec<String> = ring_games
        .chunks(20)
        .map(|games| {
            let lines: Vec<String> = games
                .iter()
                .map(|g| format!("{} {} {}", g.0, g.1, g.2))
                .collect();
            format!("{}\n{}\n", lines.len(), lines.join("\n"))
        })
        .collect();
    let cases: [(&str, Solve, &[String]); 5] = [
        (
            "divisors",
            solve_bytes::<divisors::Divisors>,
            &divisor_inputs,
        ),
        ("octal", solve_bytes::<octal::Octal>, &octal_inputs),
        ("dag", solve_bytes::<dag::Dag>, &dag_inputs),
        ("pairs", solve_bytes::<pairs::Pairs>, &pair_inputs),
        ("ring", solve_bytes::<ring::Ring>, &ring_inputs),
    ];
    let mut sizes = Vec::new();
    let dir = std::env::temp_dir().join(format!("grundy-own-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, solve, inputs) in cases {
        // Run from the project root with the path the README types: the header names the
        // file as given, so the bundle's size does not depend on where the clone is.
        let text = bundled_in(
            env!("CARGO_MANIFEST_DIR"),
            format!("tests/programs/{name}.rs"),
        );
        assert!(text.len() <= 60 * 1024, "{name}: {} bytes", text.len());
        sizes.push(text.len());
        assert!(
            library_paths_are_the_bundles(&text)
                && text.contains("crate::grundy::core::driver::main::<")
        );
        let file = dir.join(format!("{name}.rs"));
        std::fs::write(&file, &text).unwrap();
        let exe = compile_both(&dir, name, &file);
        for input in inputs.iter() {
            let want = solve(input.as_bytes()).unwrap();
            let got = run(exe.to_str().unwrap(), &[], input.as_bytes());
            assert_eq!(
                String::from_utf8_lossy(&got.stdout),
                want,
                "{name} on {input:?}"
            );
        }
        let bad = run(exe.to_str().unwrap(), &[], b"x");
        assert_eq!(bad.status.code(), Some(2), "{name} on bad input");
    }
    let _ = std::fs::remove_dir_all(&dir);
    // The README's sizes of the five bundles, to the hundred bytes.
    let range = common::size_range(sizes.iter().copied());
    common::assert_readme_says(&format!(
        "The five programs above become bundles of {range} bytes each"
    ));

    // The pair game's answers are its rules' too: a search over every pair up to (40, 40).
    let mut won = vec![[false; 41]; 41];
    for a in 0..=40 {
        for b in 0..=40 {
            let mut options = Vec::new();
            for t in 1..=3 {
                if t <= a {
                    options.push((a - t, b));
                }
                if t <= b {
                    options.push((a, b - t));
                }
                if t <= a && t <= b {
                    options.push((a - t, b - t));
                }
            }
            won[a][b] = options.iter().any(|&(x, y)| !won[x][y]);
        }
    }
    let all: Vec<String> = (0..=40 * 41 + 40)
        .map(|i| format!("{} {}", i / 41, i % 41))
        .collect();
    let got =
        solve_bytes::<pairs::Pairs>(format!("{}\n{}\n", all.len(), all.join("\n")).as_bytes());
    let want: String = (0..all.len())
        .map(|i| {
            if won[i / 41][i % 41] {
                "First\n"
            } else {
                "Second\n"
            }
        })
        .collect();
    assert_eq!(got.unwrap(), want);

    // The ring game's answers are those of a plain fixpoint over its rules (win if a move
    // reaches a lost position, lost if every move reaches a won one, the rest drawn).
    for &(n, a, b) in &ring_games {
        let got = solve_bytes::<ring::Ring>(format!("1\n{n} {a} {b}\n").as_bytes()).unwrap();
        assert_eq!(
            got,
            format!("{}\n", ring_by_fixpoint(n, a, b)),
            "{n} {a} {b}"
        );
    }

    // The divisor game's answers are its rules' too: a search over single heaps.
    let mut wins = [false; 200];
    for x in 1..200 {
        wins[x] = (1..x).any(|d| x % d == 0 && !wins[x - d]);
    }
    for (x, &won) in wins.iter().enumerate() {
        let got = solve_bytes::<divisors::Divisors>(format!("1\n{x}\n").as_bytes()).unwrap();
        assert_eq!(got, if won { "First\n" } else { "Second\n" }, "heap {x}");
    }
}

/// The ring game of `tests/programs/ring.rs` by its rules alone: every pair of cells, labelled
/// until nothing changes.
fn ring_by_fixpoint(n: u64, a: u64, b: u64) -> &'static str {
    let moves = |(x, y): (u64, u64)| -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        for (moving, other) in [(x, y), (y, x)] {
            if moving == 0 {
                continue;
            }
            for step in 1..=2 {
                let to = (moving + step) % n;
                if to == 0 || to != other {
                    out.push((to.min(other), to.max(other)));
                }
            }
        }
        out
    };
    let positions: Vec<(u64, u64)> = (0..n)
        .flat_map(|x| (x..n).map(move |y| (x, y)))
        .filter(|&(x, y)| x != y || x == 0)
        .collect();
    let label = common::fixpoint(&positions, |&p| moves(p));
    match label.get(&(a.min(b), a.max(b))) {
        Some(true) => "Win",
        Some(false) => "Lose",
        None => "Draw",
    }
}

/// `bundle FILE.rs` takes every way a program may name the library, each bundled, compiled
/// and run against the library's own answers: `::grundy::…`, `extern crate grundy;`, a UTF-8
/// byte order mark, `use grundy as g;`, `use grundy::core;` then `core::…`; and the header
/// names the file as it was typed. An empty file, or one without `fn main`, is an error. CI's
/// second tier (a rustc build a form: two seconds of CPU).
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_own_programs_in_every_form_bundle() {
    use grundy::core::driver::solve_bytes;
    let source = include_str!("../programs/divisors.rs");
    let forms: [(&str, String); 5] = [
        (
            "leading",
            source.replace("grundy::core::driver::main", "::grundy::core::driver::main"),
        ),
        ("extern", format!("extern crate grundy;\n{source}")),
        ("bom", format!("\u{feff}{source}")),
        (
            "alias",
            source
                .replace(
                    "use grundy::core::driver::{",
                    "use grundy as g;\nuse g::core::driver::{",
                )
                .replace("grundy::core::driver::main", "g::core::driver::main"),
        ),
        (
            "layer",
            source
                .replace(
                    "use grundy::core::sg_table::table;",
                    "use grundy::core;\nuse core::sg_table::table;",
                )
                .replace("grundy::core::driver::main", "core::driver::main"),
        ),
    ];
    let dir = std::env::temp_dir().join(format!("grundy-forms-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("mine")).unwrap();
    let input = "4\n12 7 30 1000\n";
    let want = solve_bytes::<divisors::Divisors>(input.as_bytes()).unwrap();
    for (name, text) in &forms {
        let typed = format!("mine/{name}.rs");
        std::fs::write(dir.join(&typed), text).unwrap();
        let bundled = bundled_in(&dir, &typed);
        assert!(
            bundled.starts_with(&format!("// {typed}: ")),
            "{name}: {}",
            &bundled[..80]
        );
        assert!(
            !bundled.contains('\u{feff}') && library_paths_are_the_bundles(&bundled),
            "{name}"
        );
        let file = dir.join(format!("{name}_bundled.rs"));
        std::fs::write(&file, &bundled).unwrap();
        // Edition 2021 only: the forms change the paths, not what the editions check.
        let exe = dir.join(name);
        let built = Command::new(rustc())
            .args([
                "--edition",
                "2021",
                "-D",
                "warnings",
                "-C",
                "codegen-units=1",
                "-o",
            ])
            .arg(&exe)
            .arg(&file)
            .output()
            .unwrap();
        let messages = String::from_utf8_lossy(&built.stderr);
        assert!(
            built.status.success() && messages.trim().is_empty(),
            "{name}: {messages}"
        );
        let got = run(exe.to_str().unwrap(), &[], input.as_bytes());
        assert_eq!(String::from_utf8_lossy(&got.stdout), want, "{name}");
    }
    let path = dir.join("own_grundy.rs");
    std::fs::write(&path, "mod grundy {}\nfn main() {}\n").unwrap();
    let out = run(&binary("bundle"), &[path.to_str().unwrap()], b"");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.starts_with("error: expected a program that leaves the name grundy to the library"));
    for (name, text) in [("empty", ""), ("no_main", "fn helper() {}\n")] {
        let path = dir.join(format!("{name}.rs"));
        std::fs::write(&path, text).unwrap();
        let out = run(&binary("bundle"), &[path.to_str().unwrap()], b"");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(
            out.stdout.is_empty() && err.starts_with("error: expected a program with fn main"),
            "{name}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The newest `libgrundy-*.rlib` beside the binaries, to build a program against the library
/// as cargo does (`--extern grundy=…`).
fn library_rlib() -> PathBuf {
    let deps = std::path::Path::new(&binary("bundle"))
        .parent()
        .unwrap()
        .join("deps");
    std::fs::read_dir(&deps)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("libgrundy-") && name.ends_with(".rlib")
        })
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok())
        .expect("the library is built")
}

/// Three programs that name the library in every way and use names a bundle must leave alone
/// (the language's `core::cmp::max`, a `mod core` of the program's own, `crate::…` paths of
/// its own, byte strings, a constant used only inside a format string): each built against
/// the library as cargo builds it, then bundled, compiled alone in editions 2021 and 2024 (and
/// by rustc 1.70 where installed), and run: the same output.
#[test]
fn a_bundle_never_changes_what_the_program_means() {
    let heaps = "3 0 7 1 12 2\n";
    let programs: [(&str, &str, &str); 5] = [
        (
            "language_core",
            r#"use grundy::core::mex::mex_of;
use std::io::Read;

const SEP: &str = " | ";

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let heaps: Vec<u32> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let top = heaps.iter().copied().fold(0, core::cmp::max);
    let bytes = b"grundy::x{";
    let raw = br"\";
    println!("{}{SEP}{top}{SEP}{}{SEP}{}", mex_of(&heaps), bytes.len(), raw.len());
}
"#,
            heaps,
        ),
        (
            "own_core",
            r#"extern crate grundy as lib;
use grundy as g;

mod core {
    pub fn twice(x: u64) -> u64 {
        2 * x
    }
}

mod inner {
    pub fn xor(v: &[u64]) -> u64 {
        grundy::core::sum::nim_sum(v.iter().copied())
    }
}

fn main() {
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).unwrap();
    let heaps: Vec<u64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let small: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
    println!(
        "{} {} {} {} {}",
        core::twice(heaps.len() as u64),
        crate::core::twice(1),
        g::core::sum::nim_sum(heaps.iter().copied()),
        lib::core::mex::mex_of(&small),
        ::grundy::games::nim::sg(inner::xor(&heaps)),
    );
}
"#,
            heaps,
        ),
        (
            "library_core",
            r#"use grundy::core::{self, mex::mex_of};
use grundy::games::{self};

fn main() {
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).unwrap();
    let heaps: Vec<u64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let small: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
    let xor = core::sum::nim_sum(heaps.iter().map(|&h| games::nim::sg(h)));
    println!("{xor} {}", mex_of(&small));
}
"#,
            heaps,
        ),
        (
            // Modules and layers imported and never used (cargo warns, and builds), in
            // `{self, …}` groups, and byte strings of every kind before the `use` lines:
            // raw ones with any number of `#`, one ending in a backslash.
            "unused_imports",
            r####"#![allow(unused_imports)]
const RAW: &[u8] = br"C:\";
const HASHES: &[u8] = br##"a"#\"##;
const ESCAPED: &[u8] = b"\"use grundy::x;\\";
use grundy::core::mex::{self};
use grundy::core::{self as c, memo};
use grundy::games::{self};

fn main() {
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).unwrap();
    let heaps: Vec<u32> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{} {} {} {}", RAW.len(), HASHES.len(), ESCAPED.len(), c::mex::mex_of(&heaps));
}
"####,
            heaps,
        ),
        (
            // A partizan sum on the library's components: its error messages name constants
            // inside format strings (`{COMPONENT}`), which a bundle once dropped.
            "partizan_sum",
            r#"use grundy::games::partizan_sum::{Component, Values};
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut values = Values::default();
    for line in text.lines() {
        let mut games = Vec::new();
        for word in line.split_whitespace() {
            match Component::parse(word) {
                Ok(c) => games.push(values.game(&c).unwrap()),
                Err((at, message)) => println!("{at}: {message}"),
            }
        }
        println!("{:?}", values.outcome_of_sum(&games).unwrap());
    }
}
"#,
            "hackenbush:BR domineering:../..\ncutcake:2x3 toads:T.F\nchess:x hackenbush:BBR\n",
        ),
    ];
    same_meaning("meaning", &programs);
}

/// Five programs that reach library items through names of their own: `type` aliases (of a
/// path, of another alias, of a generic type), a `pub type` in one of the program's modules,
/// and qualified paths `<T>::f`. Under cargo all five build and run; their bundles once lost
/// the items (`G::parse` failed with E0599). Built, bundled and compiled as above. CI's second
/// tier.
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_a_bundle_follows_type_aliases_and_qualified_paths() {
    let programs: [(&str, &str, &str); 5] = [
        (
            "alias_of_a_path",
            r#"type G = grundy::games::octal::OctalGame;

fn main() {
    let kayles = G::parse("0.77").unwrap();
    let grundys = G::grundys_game();
    println!("{} {} {}", kayles.code(), kayles.most_removed(), grundys.has_splits());
}
"#,
            "",
        ),
        (
            "qualified_paths",
            r#"use grundy::games::octal::OctalGame;

fn main() {
    let kayles = <OctalGame>::parse("0.77").unwrap();
    let grundys = <grundy::games::octal::OctalGame>::grundys_game();
    println!("{} {}", kayles.code(), grundys.unequal_splits());
}
"#,
            "",
        ),
        (
            "alias_of_an_import",
            r#"use grundy::games::misere::Limits;
type Lim = Limits;

fn main() {
    let limits = Lim::DEFAULT;
    println!("{} {}", limits.order, limits.tests);
}
"#,
            "",
        ),
        (
            "pub_type_in_a_module",
            r#"mod defs {
    pub type Game = grundy::games::octal::OctalGame;
    pub type Lim = grundy::games::misere::Limits;
}

fn main() {
    let game = defs::Game::parse("4.07").unwrap();
    println!("{} {}", game.code(), defs::Lim::DEFAULT.positions);
}
"#,
            "",
        ),
        (
            "aliases_of_aliases_and_generics",
            r#"use grundy::core::memo::Options;
type Pair = (u32, u32);
type Rules = fn(&Pair, &mut Options<Pair>);
type Game = grundy::core::memo::Memo<Pair, Rules>;
type Same = Game;

fn moves(&(a, b): &Pair, options: &mut Options<Pair>) {
    for t in 1..=a.min(2) {
        options.push((a - t, b));
    }
    if a > 0 && b > 0 {
        options.push((a - 1, b - 1));
    }
}

fn main() {
    let mut memo = Same::new(moves as Rules);
    let mut other = <Game>::new(moves as Rules);
    let v = memo.value(&(5, 7)).unwrap();
    let w = other.value(&(4, 4)).unwrap();
    println!("{} {}", v.normal_wins(), w.normal_wins());
}
"#,
            "",
        ),
    ];
    same_meaning("aliases", &programs);
}

/// Builds each `(name, source, input)` against the library as cargo does and runs it, then
/// bundles it, compiles the bundle alone (editions 2021 and 2024, and rustc 1.70 where
/// installed) and runs that: the same output.
fn same_meaning(folder: &str, programs: &[(&str, &str, &str)]) {
    let dir = std::env::temp_dir().join(format!("grundy-{folder}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rlib = library_rlib();
    let deps = rlib.parent().unwrap();
    for &(name, source, input) in programs {
        let input = input.as_bytes();
        let file = dir.join(format!("{name}.rs"));
        std::fs::write(&file, source).unwrap();
        let exe = dir.join(format!("{name}_cargo"));
        let built = Command::new(rustc())
            .args(["--edition", "2021", "-o"])
            .arg(&exe)
            .arg("-L")
            .arg(format!("dependency={}", deps.display()))
            .arg("--extern")
            .arg(format!("grundy={}", rlib.display()))
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            built.status.success(),
            "{name} with the library: {}",
            String::from_utf8_lossy(&built.stderr)
        );
        let want = run(exe.to_str().unwrap(), &[], input);
        assert!(want.status.success() && !want.stdout.is_empty(), "{name}");
        let text = bundled_in(&dir, &file);
        let bundled = dir.join(format!("{name}_bundled.rs"));
        std::fs::write(&bundled, &text).unwrap();
        // The program's own code is not linted here (it may be as the contestant likes).
        let exe = compile_both(&dir, &format!("{name}_bundled"), &bundled);
        let got = run(exe.to_str().unwrap(), &[], input);
        assert_eq!(
            String::from_utf8_lossy(&got.stdout),
            String::from_utf8_lossy(&want.stdout),
            "{name}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Copies `from` into `to`, folders and files alike.
fn copy_tree(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_tree(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

/// A contestant's own cargo project outside the repository, laid out as cargo-compete lays
/// it (`src/bin/a.rs`), depending by path on a copy of the library that has one function
/// more: `bundle src/bin/a.rs`, run in the project's folder, bundles that copy (the function
/// is there), not the library `bundle` was built from; the result compiles alone and answers.
/// The same program outside any cargo project bundles the built-in library (and so fails for
/// want of the function, naming nothing wrong in the program but what rustc says); a project
/// whose manifest cargo cannot read is an error of one line.
#[test]
fn bundle_takes_the_library_the_contestants_project_depends_on() {
    let root = std::env::temp_dir().join(format!("grundy-project-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    // The copy of the library: its manifest, lib.rs, three layers and the binaries (which the
    // manifest names), and one more function.
    let copy = root.join("grundy-copy");
    std::fs::create_dir_all(copy.join("src")).unwrap();
    std::fs::copy(repo.join("Cargo.toml"), copy.join("Cargo.toml")).unwrap();
    std::fs::copy(repo.join("src/lib.rs"), copy.join("src/lib.rs")).unwrap();
    for layer in ["core", "games", "problems", "bin"] {
        copy_tree(&repo.join("src").join(layer), &copy.join("src").join(layer));
    }
    let mex = copy.join("src/core/mex.rs");
    let mut text = std::fs::read_to_string(&mex).unwrap();
    text.push_str(
        "\n/// Only in this copy. O(1).\npub fn only_in_this_copy() -> u32 {\n    42\n}\n",
    );
    std::fs::write(&mex, text).unwrap();
    // The contestant's project.
    let project = root.join("contest");
    std::fs::create_dir_all(project.join("src/bin")).unwrap();
    std::fs::write(
        project.join("Cargo.toml"),
        format!(
            "[package]\nname = \"contest\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [dependencies]\ngrundy = {{ path = {:?} }}\n",
            copy.display().to_string()
        ),
    )
    .unwrap();
    let program = "use grundy::core::mex::{mex_of, only_in_this_copy};\n\nfn main() {\n    \
                   println!(\"{} {}\", only_in_this_copy(), mex_of(&[0, 1, 3]));\n}\n";
    std::fs::write(project.join("src/bin/a.rs"), program).unwrap();
    let text = bundled_in(&project, "src/bin/a.rs");
    assert!(
        text.starts_with(
            "// src/bin/a.rs: one self-contained file, made by `bundle` from grundy 0.1.0 (as this project depends on it)."
        ),
        "{}",
        &text[..200]
    );
    let file = root.join("submit.rs");
    std::fs::write(&file, &text).unwrap();
    let exe = compile_both(&root, "submit", &file);
    let got = run(exe.to_str().unwrap(), &[], b"");
    assert_eq!(String::from_utf8_lossy(&got.stdout), "42 2\n");

    // Outside any project: the built-in library, which has no such function.
    let alone = root.join("alone");
    std::fs::create_dir_all(&alone).unwrap();
    std::fs::write(alone.join("a.rs"), program).unwrap();
    let text = bundled_in(&alone, "a.rs");
    assert!(text.contains("(as built into `bundle`)") && !text.contains("only_in_this_copy()->"));

    // A manifest cargo cannot read: one line, exit 2, nothing on stdout.
    std::fs::write(project.join("Cargo.toml"), "[package\n").unwrap();
    let out = bundle_in(&project, "src/bin/a.rs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty() && err.lines().count() == 1, "{err}");
    assert!(err.starts_with("error: cargo metadata failed in "), "{err}");
    let _ = std::fs::remove_dir_all(&root);
}

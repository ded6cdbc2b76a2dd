//! The README's commands, run as written: the "Your own game" steps, in a scratch copy of
//! what they touch, with `target/release/` standing for the binaries Cargo built for the
//! tests (the `cargo build --release` line is what made them for a user).

use crate::common;

use common::binary;
use std::process::Command;

/// The lines of the first `sh` block after the heading `heading`.
fn commands_after(heading: &str) -> Vec<String> {
    let readme = common::guide();
    let section = &readme[readme.find(heading).expect("the heading is in the README")..];
    let block = blocks(section, "sh")
        .into_iter()
        .next()
        .expect("a sh block");
    block.lines().map(String::from).collect()
}

#[test]
fn your_own_game_runs_as_written() {
    let lines = commands_after("## Your own game");
    assert!(
        lines[0].starts_with("cargo build --release"),
        "{}",
        lines[0]
    );
    let dir = std::env::temp_dir().join(format!("grundy-readme-{}", std::process::id()));
    let release = dir.join("target/release");
    std::fs::create_dir_all(&release).unwrap();
    std::fs::create_dir_all(dir.join("examples")).unwrap();
    for tool in ["grundy", "bundle"] {
        std::fs::copy(binary(tool), release.join(tool)).unwrap();
    }
    let program = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/heap_game.rs");
    std::fs::copy(program, dir.join("examples/heap_game.rs")).unwrap();
    let script = lines[1..].join("\n");
    let out = Command::new("bash")
        .args(["-e", "-o", "pipefail", "-c", &script])
        .current_dir(&dir)
        .output()
        .expect("bash runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{script}\n{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // What the comments say each command prints.
    assert!(
        text.contains("periodic from n = 52 with period 34"),
        "{text}"
    );
    assert!(text.contains("winning move"), "{text}");
    let last = lines.last().unwrap();
    let promised = last
        .split("# prints ")
        .nth(1)
        .expect("the last line says what it prints");
    assert_eq!(text.lines().last(), Some(promised.trim()));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The README's pattern section runs as written, in a temporary folder with the release
/// `grundy`: the table is written, the guess is the one its comment names, the code is a
/// function, and the last command prints what its comment says.
#[test]
fn the_pattern_of_your_game_runs_as_written() {
    let lines = commands_after("## Find the pattern of your own game");
    let dir = std::env::temp_dir().join(format!("grundy-readme-guess-{}", std::process::id()));
    let release = dir.join("target/release");
    std::fs::create_dir_all(&release).unwrap();
    std::fs::copy(binary("grundy"), release.join("grundy")).unwrap();
    let out = Command::new("bash")
        .args(["-e", "-o", "pipefail", "-c", &lines.join("\n")])
        .current_dir(&dir)
        .output()
        .expect("bash runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("self-similar") && text.contains("G(3q + 0) = q"),
        "{text}"
    );
    assert!(text.contains("fn sg(n: u64) -> u64"), "{text}");
    let promised = lines.last().unwrap().split("# prints ").nth(1).unwrap();
    assert_eq!(text.lines().last(), Some(promised.trim()));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The row of accepted values for `name` in `docs/solvers.md`.
fn range_row(name: &str) -> String {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/solvers.md")).unwrap();
    let start = format!("| `{name}` | ");
    readme
        .lines()
        .find(|l| l.starts_with(&start))
        .unwrap_or_else(|| panic!("no row for {name}"))
        .to_string()
}

/// Where the README and a binary disagreed, they agree now, and the binary does what both say.
#[test]
fn the_readme_and_the_binaries_agree() {
    // fibonacci_piles: `0 0 0` alone is an input with no games.
    assert!(range_row("fibonacci_piles").contains("`0 0 0` alone is an input with no games"));
    let solve = common::problem("fibonacci_piles").solve;
    assert_eq!(solve(b"0 0 0\n").unwrap(), "");
    assert!(solve(b"").is_err());
    // hdu1536: k from 1, a 0 ends the input, in the README, the help and the solver.
    assert!(range_row("hdu1536").contains("`1 <= k <= 10^5` (a `k` of 0 ends the input)"));
    let help = common::problem("hdu1536").help;
    assert!(help.contains("1 <= k <= 10^5") && help.contains("0 in place of a block ends"));
    let solve = common::problem("hdu1536").solve;
    assert_eq!(solve(b"1 1\n1\n1 3\n0\n").unwrap(), "W\n");
}

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap()
}

/// The contents of every fenced block of `kind` (`sh`, `text`), in order.
fn blocks(readme: &str, kind: &str) -> Vec<String> {
    let fence = format!("```{kind}\n");
    let mut found = Vec::new();
    let mut rest = readme;
    while let Some(at) = rest.find(&fence) {
        let body = &rest[at + fence.len()..];
        let end = body.find("```").expect("a closed block");
        found.push(body[..end].to_string());
        rest = &body[end + 3..];
    }
    found
}

/// The binaries a clone builds: the problems and the three tools.
fn is_binary(name: &str) -> bool {
    ["grundy", "bundle", "bench"].contains(&name) || grundy::problems::find(name).is_some()
}

/// The README opens with two commands, before any section: one solves a sample (checked here
/// by running the same binary on the same file against the sample's `.out`), one runs the
/// tests. The block after them builds every binary before `oj` runs one.
#[test]
fn the_first_commands_work_as_written() {
    let readme = readme();
    let first_section = readme.find("\n## ").unwrap();
    let sh = blocks(&readme, "sh");
    assert!(readme.find("```sh\n").unwrap() < first_section);
    let first: Vec<&str> = sh[0].lines().collect();
    assert_eq!(first.len(), 2, "{first:?}");
    assert_eq!(first[1], "cargo test");
    let (name, input) = first[0]
        .strip_prefix("cargo run --release --bin ")
        .and_then(|rest| rest.split_once(" < "))
        .expect("cargo run --release --bin NAME < SAMPLE");
    let input = format!("{}/{input}", env!("CARGO_MANIFEST_DIR"));
    let expected = std::fs::read(input.replace(".in", ".out")).expect("the sample's .out");
    let out = common::run(&binary(name), &[], &std::fs::read(&input).unwrap());
    assert!(out.status.success());
    assert_eq!(out.stdout, expected);

    let oj: Vec<&str> = sh[1].lines().collect();
    assert!(oj[0].starts_with("cargo build --release "), "{}", oj[0]);
    for line in &oj[1..] {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[..3], ["oj", "t", "-d"], "{line}");
        let name = words[3].strip_prefix("samples/").unwrap();
        assert_eq!(words[4..6], ["-c", &format!("target/release/{name}")]);
        assert!(
            is_binary(name) && !common::samples(name).is_empty(),
            "{name}"
        );
    }
}

/// Every command the README shows (its `sh` blocks, and the `$ ` lines of its transcripts) runs
/// on a clone: no path outside the repository, our binaries run by their path (none is on a
/// fresh machine's PATH), every binary it names is one the crate builds, and every sample it
/// names exists.
#[test]
fn its_commands_need_only_a_clone() {
    let readme = common::guide();
    let root = env!("CARGO_MANIFEST_DIR");
    let sh = blocks(&readme, "sh");
    let shown = blocks(&readme, "text");
    // A block that installs a tool with `cargo install` may run it by its name after that.
    let commands = sh
        .iter()
        .flat_map(|b| b.lines().map(move |l| (l, b.contains("cargo install "))))
        .chain(
            shown
                .iter()
                .flat_map(|b| b.lines())
                .filter_map(|l| l.strip_prefix("$ "))
                .map(|l| (l, false)),
        );
    for (line, installed) in commands {
        let command = line.split(" # ").next().unwrap();
        assert!(!command.contains("../"), "outside the clone: {line}");
        // A binary is run by its path: none of ours is on a fresh machine's PATH.
        for segment in command.split(['|', ';', '(', ')', '&']) {
            let program = segment.split_whitespace().next().unwrap_or("");
            let on_path = installed && program == "bundle";
            assert!(
                on_path || !is_binary(program),
                "{program} is not on the path: {line}"
            );
        }
        for (at, _) in command.match_indices("target/release/") {
            let name: String = command[at + 15..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '/')
                .collect();
            // `target/release/examples/NAME`: an example that cargo built.
            match name.strip_prefix("examples/") {
                Some(example) => {
                    let file = format!("{root}/examples/{example}.rs");
                    assert!(
                        std::path::Path::new(&file).exists(),
                        "no example {example}: {line}"
                    );
                }
                None => assert!(is_binary(&name), "no binary {name}: {line}"),
            }
        }
        let words: Vec<&str> = command.split_whitespace().collect();
        for (i, &word) in words.iter().enumerate() {
            if word == "--bin" {
                assert!(
                    is_binary(words[i + 1]),
                    "no binary {}: {line}",
                    words[i + 1]
                );
            }
            if word.starts_with("samples/") && !word.contains('<') {
                let path = std::path::Path::new(root).join(word);
                assert!(path.exists(), "no {word}: {line}");
            }
        }
    }
}

/// The layout section names every module of `src/core` and `src/games`.
#[test]
fn the_layout_names_every_module() {
    let readme = common::guide();
    let layout = &readme[readme.find("## Layout").unwrap()..];
    let tree = &blocks(layout, "text")[0];
    for dir in ["core", "games"] {
        let listed = tree
            .lines()
            .skip_while(|l| !l.starts_with(&format!("src/{dir}/")))
            .take_while(|l| l.starts_with(&format!("src/{dir}/")) || l.starts_with(' '))
            .collect::<Vec<_>>()
            .join(" ");
        let path = format!("{}/src/{dir}", env!("CARGO_MANIFEST_DIR"));
        for entry in std::fs::read_dir(path).unwrap() {
            let file = entry.unwrap().file_name().to_string_lossy().into_owned();
            let module = file.trim_end_matches(".rs");
            if module == "mod" {
                continue;
            }
            let named = listed
                .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .any(|w| w == module);
            assert!(named, "src/{dir}/{file} is not in the layout: {listed}");
        }
    }
}

/// The `double` Wythoff figures: of 10^5 values of `k` from each power of ten, how many get a
/// wrong `⌊kφ⌋` from `(k * 1.618…)` in `double` (the exact floor is `core::arith::floor_phi`).
/// The README quotes these counts; a change in them fails here.
#[test]
fn double_wythoff_error_counts_are_the_readmes() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let wrong = |p: u32| {
        let base = 10u64.pow(p);
        (base..base + 100_000)
            .filter(|&k| (k as f64 * phi) as u64 != grundy::core::arith::floor_phi(k))
            .count()
    };
    let counts: Vec<usize> = [11, 13, 15, 17].iter().map(|&p| wrong(p)).collect();
    let quoted = format!(
        "wrong for {} of 10^5 values of `k` from 10^11, {} from 10^13, {} from 10^15 and {} \
         from 10^17",
        counts[0], counts[1], counts[2], counts[3]
    );
    println!("{quoted}");
    common::assert_readme_says(&quoted);
}

/// HDU 3590: on 10 000 random inputs of the judge's size (up to 10 trees of up to 99 nodes,
/// seed fixed), how often the usual published rule (the SJ rule on whole trees' values)
/// differs from `hdu3590` (the rule on the branches at the roots, checked by search in
/// `tests/solvers/brute_force.rs`); the README quotes the count.
#[test]
fn hdu3590_published_rule_differs_as_the_readme_says() {
    use grundy::core::sum::sj_first_player_wins;
    let mut rng = common::rng::Rng::new(3590);
    let solve = common::problem("hdu3590").solve;
    let mut differ = 0;
    for _ in 0..10_000 {
        let trees = 1 + rng.below(10) as usize;
        let mut input = format!("{trees}\n");
        let (mut xor, mut above_one) = (0, false);
        for _ in 0..trees {
            let m = 1 + rng.below(99) as usize;
            input.push_str(&format!("{m}\n"));
            let mut parent = vec![0usize; m];
            for (v, p) in parent.iter_mut().enumerate().skip(1) {
                *p = rng.below(v as u64) as usize;
                input.push_str(&format!("{} {}\n", *p + 1, v + 1));
            }
            // Colon principle, children after parents: the whole tree's value.
            let mut value = vec![0u64; m];
            for v in (1..m).rev() {
                value[parent[v]] ^= value[v] + 1;
            }
            xor ^= value[0];
            above_one |= value[0] > 1;
        }
        let published = if sj_first_player_wins(xor, above_one) {
            "PP\n"
        } else {
            "QQ\n"
        };
        if solve(input.as_bytes()).unwrap() != published {
            differ += 1;
        }
    }
    let quoted = format!("the two answers differ in {differ} of them");
    println!("{quoted}");
    common::assert_readme_says(&quoted);
}

/// HDU 2177's example in the README: from `5 7`, taking 2 from both and 4 from the 7 each
/// leave `3 5`, and the binary lists both (it once said "2 from the 7").
#[test]
fn hdu2177_example_is_what_the_binary_prints() {
    common::assert_readme_says("from `5 7`, taking 2 from both and 4 from the 7 each leave `3 5`");
    let out = common::run(&binary("hdu2177"), &[], b"5 7\n0 0\n");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1\n3 5\n4 7\n3 5\n");
}

/// The partizan example: `BRR` + the 2 × 2 Domineering square + `T.F`, its parts and its sum.
#[test]
fn the_partizan_example_sum_is_the_readmes() {
    use grundy::core::partizan::Arena;
    use grundy::games::domineering::{self, Domineering};
    use grundy::games::toads_frogs::{self, ToadsFrogs};
    let mut arena = Arena::new();
    let stalk: Vec<bool> = "BRR".bytes().map(|c| c == b'B').collect();
    let brr = grundy::games::blue_red::game_from_cuts(&mut arena, &stalk).unwrap();
    let square = Domineering::default()
        .game(&mut arena, &domineering::parse("../..").unwrap())
        .unwrap();
    let strip = ToadsFrogs::default()
        .game(&mut arena, &toads_frogs::parse("T.F").unwrap())
        .unwrap();
    let parts = [brr, square, strip].map(|g| arena.notation(g));
    assert_eq!(parts, ["1/4", "±1", "*"]);
    let sum = arena.sum(brr, square).unwrap();
    let sum = arena.sum(sum, strip).unwrap();
    let (value, outcome) = (arena.notation(sum), arena.outcome(sum));
    common::assert_readme_says(&format!(
        "strip `T.F` (`*`) is `{value}`, and the player to move wins (`{outcome}`)"
    ));
}

/// Every file the guide's commands write in the project root (`> FILE`, `-o FILE`, `--svg FILE`,
/// `cp … FILE`) is ignored by git, so that following the README leaves `git status` clean; the pictures
/// written under `docs/` are the README's own, and tracked.
#[test]
fn what_the_readmes_commands_write_is_ignored() {
    let text = common::guide();
    // The commands: the lines of the shell blocks, and the prose's inline code that runs one.
    let mut commands: Vec<String> = blocks(&text, "sh")
        .iter()
        .flat_map(|b| b.lines().map(str::to_string).collect::<Vec<_>>())
        .collect();
    for line in text.lines() {
        let spans = line.split('`').skip(1).step_by(2);
        let programs = ["target/", "cargo ", "rustc ", "cp ", "echo ", "bundle "];
        commands.extend(
            spans
                .filter(|c| programs.iter().any(|p| c.starts_with(p)))
                .map(str::to_string),
        );
    }
    let mut written = Vec::new();
    for line in &commands {
        let line = line.split(" #").next().unwrap_or("");
        let words: Vec<&str> = line.split_whitespace().collect();
        for (i, pair) in words.windows(2).enumerate() {
            let file = pair[1];
            let writes = matches!(pair[0], ">" | "-o" | "--svg")
                || (words.first() == Some(&"cp") && i + 2 == words.len());
            let elsewhere = file.starts_with("docs/") || file.starts_with('/') || file == "-";
            if writes && !elsewhere {
                written.push(file.to_string());
            }
        }
    }
    written.sort();
    written.dedup();
    assert!(
        written.contains(&"submission.rs".to_string()),
        "{written:?}"
    );
    let ignored =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/.gitignore")).unwrap();
    let missing: Vec<&String> = written
        .iter()
        .filter(|file| !ignored.lines().any(|l| l == format!("/{file}")))
        .collect();
    assert!(
        missing.is_empty(),
        "the README writes {missing:?}, which .gitignore does not name"
    );
    // The examples say where their output goes too.
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/examples")).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines().filter(|l| l.contains("cargo run --example")) {
            if let Some(file) = line.split("> ").nth(1) {
                let file = file.trim_end_matches(['`', '.']);
                assert!(ignored.lines().any(|l| l == format!("/{file}")), "{file}");
            }
        }
    }
}

/// Every page of `docs/` has its Rust blocks compiled as doctests: `src/lib.rs` includes each
/// one (and the README) under `cfg(doctest)`.
#[test]
fn every_page_of_the_guide_is_doctested() {
    let lib = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs")).unwrap();
    assert!(lib.contains("include_str!(\"../README.md\")"));
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    for entry in std::fs::read_dir(docs).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".md") {
            assert!(
                lib.contains(&format!("include_str!(\"../docs/{name}\")")),
                "docs/{name} is not doctested"
            );
        }
    }
    // The README is the short guide the issue asked for.
    assert!(
        readme().lines().count() <= 250,
        "README.md has grown past 250 lines"
    );
}

/// The exercise lists' page names binaries that exist, and its two shell routes (a judge's
/// words for another binary's, a sentinel appended) answer the judges' samples.
#[test]
fn the_exercise_pages_routes_work() {
    let page = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/exercises.md"),
    )
    .unwrap();
    let names = grundy::problems::ALL
        .iter()
        .map(|p| p.name)
        .collect::<Vec<_>>();
    let mut named = 0;
    for row in page.lines().filter(|l| l.starts_with('|')) {
        let here = row.rsplit('|').nth(1).unwrap_or("");
        // The first backticked word of the "Here" column, when it is a name and not a route.
        if let Some(word) = here.split('`').nth(1) {
            let is_name = word
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
            if is_name && !word.bytes().all(|b| b.is_ascii_digit()) {
                assert!(names.contains(&word), "{word} is not a binary");
                named += 1;
            }
        }
    }
    assert!(named >= 25, "{named}");
    // CSES 1730's sample through luogu_p2197, its words translated as the page says.
    let out = common::run(
        &binary("luogu_p2197"),
        &[],
        b"3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n",
    );
    let words = String::from_utf8(out.stdout)
        .unwrap()
        .replace("Yes", "first")
        .replace("No", "second");
    assert_eq!(words, "first\nfirst\nsecond\n");
    // Kattis S-Nim's sample through hdu1536, a 0 line appended.
    let out = common::run(
        &binary("hdu1536"),
        &[],
        b"2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n",
    );
    assert_eq!(out.stdout, b"LWW\n");
}

//! The guide's claims that a test can check, read from `README.md` and `docs/` as a reader
//! reads them: the examples' lengths, each binary's arguments against its own `--help`, the
//! oldest edition named the same everywhere, every measured time beside the command that
//! measured it, the new-problem checklist the same in both places, the problems' binaries
//! declared without test harnesses, and every test file or target named there existing.

use crate::common;

use common::{binary, run, ALL};
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The README says how long the examples are: `N to M lines each`, the shortest and the
/// longest file of `examples/`.
#[test]
fn the_examples_are_as_long_as_the_readme_says() {
    let mut lengths = Vec::new();
    for entry in std::fs::read_dir(root().join("examples")).unwrap() {
        let path = entry.unwrap().path();
        lengths.push(std::fs::read_to_string(&path).unwrap().lines().count());
    }
    let (least, most) = (lengths.iter().min().unwrap(), lengths.iter().max().unwrap());
    common::assert_readme_says(&format!("{least} to {most} lines each"));
    // And the README's table of examples names every one.
    for entry in std::fs::read_dir(root().join("examples")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let stem = name.trim_end_matches(".rs");
        common::assert_readme_says(&format!("| `{stem}` |"));
    }
}

/// The README's account of the arguments: every binary but the ones it names takes `--move`,
/// the ones it names take `--misere`, and none takes another. Each binary's usage line
/// (`usage: NAME [--move] [--misere] < INPUT`) says the same, and the binary does it: an
/// argument it does not take is one error line, exit 2.
#[test]
fn each_binarys_arguments_are_the_readmes() {
    let readme = read("README.md");
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let names_between = |start: &str, end: &str| -> Vec<String> {
        let from = flat.find(start).unwrap_or_else(|| panic!("no {start:?}")) + start.len();
        let to = from
            + flat[from..]
                .find(end)
                .unwrap_or_else(|| panic!("no {end:?}"));
        flat[from..to]
            .split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    let no_move = names_between("Every binary but", "takes `--move`");
    let misere = names_between("a winning move after each verdict.", "take `--misere`");
    assert!(flat.contains("No binary takes another argument."));
    assert!(
        !no_move.is_empty() && !misere.is_empty(),
        "{no_move:?} {misere:?}"
    );
    for problem in ALL {
        let name = problem.name;
        let help = run(&binary(name), &["--help"], b"");
        let text = String::from_utf8(help.stdout).unwrap();
        let usage = text.lines().next().unwrap();
        let moves = !no_move.iter().any(|n| n == name);
        let plays_misere = misere.iter().any(|n| n == name);
        let mut want = format!("usage: {name}");
        if moves {
            want.push_str(" [--move]");
        }
        if plays_misere {
            want.push_str(" [--misere]");
        }
        want.push_str(" < INPUT");
        assert_eq!(usage, want, "{name}");
        for (flag, takes) in [
            ("--move", moves),
            ("--misere", plays_misere),
            ("--other", false),
        ] {
            let out = run(&binary(name), &[flag], b"");
            let err = String::from_utf8_lossy(&out.stderr);
            if takes {
                // Taken: whatever the empty input gives, not a refusal of the flag.
                assert!(
                    !err.contains("not available") && !err.contains("unexpected argument"),
                    "{name} {flag}: {err}"
                );
            } else {
                assert_eq!(out.status.code(), Some(2), "{name} {flag}: {err}");
                assert!(
                    err.starts_with("error: ") && err.lines().count() == 1,
                    "{err}"
                );
            }
        }
    }
}

/// Every mention of an edition names 2021 as the oldest: the README, the guide's pages, the
/// crate's documentation, the manifest and the header of every bundle.
#[test]
fn the_oldest_edition_is_2021_everywhere() {
    let manifest = read("Cargo.toml");
    assert!(manifest.contains("edition = \"2021\""));
    let mut texts = vec![
        ("README.md".to_string(), read("README.md")),
        ("src/lib.rs".to_string(), read("src/lib.rs")),
        (
            "src/bin/bundle/main.rs".to_string(),
            read("src/bin/bundle/main.rs"),
        ),
        (
            "src/bin/bundle/write.rs".to_string(),
            read("src/bin/bundle/write.rs"),
        ),
    ];
    for entry in std::fs::read_dir(root().join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            let name = path.display().to_string();
            texts.push((name, std::fs::read_to_string(&path).unwrap()));
        }
    }
    let mut mentions = 0;
    for (name, text) in &texts {
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for (at, _) in flat.match_indices("edition") {
            let after = &flat[at..(at + 40).min(flat.len())];
            let years: Vec<&str> = ["2015", "2018", "2021", "2024"]
                .into_iter()
                .filter(|y| after.contains(y))
                .collect();
            if years.is_empty() {
                continue;
            }
            mentions += 1;
            // An edition older than 2021 only as what is not supported.
            let older = after.contains("2015") || after.contains("2018");
            assert!(
                years.contains(&"2021") && (!older || after.contains("not 2018")),
                "{name}: {after}"
            );
        }
    }
    assert!(mentions >= 6, "{mentions} mentions");
    let bundled = run(&binary("bundle"), &["hdu1846"], b"");
    let text = String::from_utf8(bundled.stdout).unwrap();
    assert!(text
        .lines()
        .nth(1)
        .unwrap()
        .contains("edition 2021 or 2024"));
}

/// Every paragraph of the guide that states a measured time (`0.4 s`, `12 ms`) shows the
/// command that measured it, in itself or in the block before or after it (a table after
/// the paragraph that says how it was measured, a paragraph before its `sh` block).
#[test]
fn every_time_in_the_guide_comes_with_its_command() {
    let mut pages = vec!["README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/{n}"))
        .collect();
    docs.sort();
    pages.extend(docs);
    let commands = [
        "`cargo ",
        "`target/",
        "`bench",
        "`/usr/bin/time",
        "`time ",
        "`printf ",
        "`echo ",
        "`python3 ",
        "`SIZES=",
        "compare.py",
        "```sh",
        "```text\n$ ",
    ];
    let mut missing = Vec::new();
    for page in &pages {
        let text = read(page);
        // Blocks: paragraphs, a fenced block whole with its blank lines.
        let mut blocks: Vec<String> = Vec::new();
        let mut current = String::new();
        let mut fenced = false;
        for line in text.lines() {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
            }
            if line.trim().is_empty() && !fenced {
                if !current.trim().is_empty() {
                    blocks.push(std::mem::take(&mut current));
                }
                continue;
            }
            current.push_str(line);
            current.push('\n');
        }
        blocks.push(current);
        let has_command = |b: &str| commands.iter().any(|c| b.contains(c));
        for (i, block) in blocks.iter().enumerate() {
            if block.trim_start().starts_with("```") || !states_a_time(block) {
                continue;
            }
            let near = [i.checked_sub(1), Some(i), Some(i + 1)];
            let shown = near
                .iter()
                .flatten()
                .filter_map(|&j| blocks.get(j))
                .any(|b| has_command(b));
            if !shown {
                missing.push(format!("{page}: {}", &block[..block.len().min(120)]));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "times without their command:\n{}",
        missing.join("\n\n")
    );
}

/// Does `text` state a time: a number, then `s`, `ms`, `µs` or `ns` as a word?
fn states_a_time(text: &str) -> bool {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == '(' || c == '|')
        .collect();
    words.windows(2).any(|w| {
        let number = !w[0].is_empty()
            && w[0].chars().all(|c| c.is_ascii_digit() || c == '.')
            && w[0].chars().next().is_some_and(|c| c.is_ascii_digit());
        let unit = w[1].trim_end_matches([',', ';', ':', '.', ')']);
        number && ["s", "ms", "µs", "ns"].contains(&unit)
    })
}

/// The new-problem checklist is one list: the same numbered steps in `src/problems/mod.rs`
/// (its module documentation) and in `docs/library.md`.
#[test]
fn the_new_problem_checklist_is_one_list() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let steps = |text: &str| -> Vec<String> {
        let mut steps: Vec<String> = Vec::new();
        for line in text.lines() {
            let line = line.trim_start_matches("//!").trim();
            let numbered = line
                .split_once(". ")
                .filter(|(n, _)| n.parse::<u8>().is_ok());
            match numbered {
                Some((_, rest)) => steps.push(rest.to_string()),
                None if !line.is_empty() && !steps.is_empty() && !line.starts_with('#') => {
                    // A step's wrapped lines, until the list ends.
                    if text.contains(&format!("{} {line}", steps.last().unwrap())) {
                        continue;
                    }
                    let last = steps.last_mut().unwrap();
                    last.push(' ');
                    last.push_str(line);
                }
                _ => {}
            }
        }
        steps
    };
    let module = std::fs::read_to_string(root.join("src/problems/mod.rs")).unwrap();
    let module = &module[module.find("# A new problem").unwrap()..module.find("\nuse ").unwrap()];
    let library = std::fs::read_to_string(root.join("docs/library.md")).unwrap();
    let start = library.find("A new judge problem, step by step").unwrap();
    let library = &library[start..start + library[start..].find("\n\n1.").unwrap() + 2];
    let list =
        &std::fs::read_to_string(root.join("docs/library.md")).unwrap()[start + library.len()..];
    let list = &list[..list.find("\n\n").unwrap()];
    let (ours, theirs) = (steps(module), steps(list));
    assert_eq!(ours.len(), 9, "{ours:#?}");
    assert_eq!(ours, theirs);
}

/// Every problem's binary is declared in `Cargo.toml` without a test harness (its tests are
/// the library's), and every `[[bin]]` declared so is a problem.
#[test]
fn every_problem_binary_is_declared_without_a_harness() {
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    let mut declared = Vec::new();
    for block in manifest.split("[[bin]]").skip(1) {
        let name = block
            .lines()
            .find_map(|l| l.strip_prefix("name = \""))
            .and_then(|n| n.strip_suffix('"'))
            .expect("a [[bin]] has a name");
        assert!(block.contains("test = false"), "{name}: test = false");
        if name != "bench" {
            declared.push(name.to_string());
        }
    }
    let mut problems: Vec<String> = ALL.iter().map(|p| p.name.to_string()).collect();
    problems.sort();
    declared.sort();
    assert_eq!(declared, problems);
}

/// Every test file the guide, the sources and the CI script name (`tests/…`) exists, and every
/// `--test NAME` names a test target: the names moved when the tests became three crates.
#[test]
fn the_tests_the_guide_names_exist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts = vec![common::guide()];
    let mut sources = vec![root.join(".ci/run"), root.join("Cargo.toml")];
    for dir in ["src", "tests", "examples"] {
        let mut stack = vec![root.join(dir)];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    sources.push(p);
                }
            }
        }
    }
    for s in &sources {
        texts.push(std::fs::read_to_string(s).unwrap());
    }
    let targets = ["solvers", "contract", "tools", "memory"];
    let mut checked = 0;
    for text in &texts {
        for (at, _) in text.match_indices("tests/") {
            if at > 0 && text.as_bytes()[at - 1].is_ascii_alphanumeric() {
                continue; // `grundy-tests/…`, a URL's path
            }
            let path: String = text[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '_' | '.'))
                .collect();
            let path = path.trim_end_matches('.');
            if path == "tests/" || path.contains("//") || path.contains("NAME") {
                continue; // a pattern, `tests/programs/NAME.rs`
            }
            assert!(
                root.join(path).exists(),
                "{path} is named but does not exist"
            );
            checked += 1;
        }
        for (at, _) in text.match_indices("--test ") {
            let name: String = text[at + 7..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() || name.chars().all(|c| c.is_ascii_uppercase()) {
                continue; // `--test NAME` in prose
            }
            assert!(
                targets.contains(&name.as_str()),
                "--test {name} is no test target"
            );
            checked += 1;
        }
    }
    assert!(checked > 30, "{checked} names checked");
}

/// Every function the guide teaches by path and signature (`` `core::gf2::xor_power_mod(a:
/// &[u64], k: u64, p: u64) -> Result<Vec<u64>, XorError>` ``, a method as
/// `core::guess::Guess::at(&self, …)`) is a `pub fn` of that module with that signature, so
/// a contestant who copies one finds it; and the counting and pattern sections name theirs.
#[test]
fn the_functions_the_guide_names_are_the_libraries() {
    let collapse = |text: &str| {
        text.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace(", )", ")")
            .replace("( ", "(")
    };
    let mut checked = Vec::new();
    for page in ["docs/library.md", "docs/exercises.md", "README.md"] {
        let text = read(page);
        for span in text.split('`').skip(1).step_by(2) {
            let span = collapse(span);
            let Some(open) = span.find('(') else { continue };
            let (path, rest) = span.split_at(open);
            let params = &rest[1..rest.rfind(')').unwrap_or(rest.len())];
            // A signature has typed parameters, `self` or a return type; a call (`stdin()`,
            // `guess(&values)`) is left alone.
            let is_signature =
                params.contains(':') || params.contains("self") || rest.contains(" -> ");
            if !(path.starts_with("core::") || path.starts_with("games::")) || !is_signature {
                continue;
            }
            let segments: Vec<&str> = path.split("::").collect();
            let name = segments[segments.len() - 1];
            let owner = segments.len() - 1;
            let typed = segments[owner - 1].starts_with(|c: char| c.is_ascii_uppercase());
            let module = &segments[..if typed { owner - 1 } else { owner }];
            let base = root().join("src").join(module.join("/"));
            let sources: Vec<String> = if base.is_dir() {
                std::fs::read_dir(&base)
                    .unwrap()
                    .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
                    .collect()
            } else {
                vec![std::fs::read_to_string(base.with_extension("rs"))
                    .unwrap_or_else(|_| panic!("{page}: no module for {span}"))]
            };
            let signature = format!("pub fn {name}{}", &span[path.len()..]);
            let found = sources.iter().map(|s| collapse(s)).any(|s| {
                [" {", " where", ";"]
                    .iter()
                    .any(|end| s.contains(&format!("{signature}{end}")))
            });
            assert!(found, "{page}: {span} is not a function of the library");
            checked.push(span);
        }
    }
    for wanted in [
        "core::gf2::xor_power_mod(",
        "core::guess::Guess::at(",
        "core::digit_dp::count_tuples<",
    ] {
        assert!(
            checked.iter().any(|s| s.starts_with(wanted)),
            "the guide names no {wanted}…)"
        );
    }
}

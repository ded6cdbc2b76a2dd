//! The plain `fn main` programs of `examples/`, one for every kind of game: each run as cargo
//! builds it (`cargo test` builds the examples) against a search that knows only its game's
//! rules, then bundled, compiled alone (editions 2021 and 2024, rustc 1.70 where installed),
//! and run again: the same output, byte for byte. Their bundles' sizes are held to the
//! targets in `README.md`, which states them; a malformed input is one error line and exit 2.

use crate::common;

use common::rng::Rng;
use common::{binary, compile_both, run};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The example `name` as cargo built it for the tests.
fn example(name: &str) -> String {
    let bundle = binary("bundle");
    let dir = Path::new(&bundle).parent().unwrap().join("examples");
    let path = dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(path.exists(), "no example {}", path.display());
    path.to_string_lossy().into_owned()
}

/// Runs `exe` on `input`; its stdout, which must come with exit status 0.
fn answer(exe: &str, input: &str) -> String {
    let out = run(exe, &[], input.as_bytes());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{exe} on {input:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Bundles `examples/NAME.rs` from the project root, compiles it alone, and checks that it
/// answers every input as the cargo build does and that a bad token is one error line, exit
/// 2; returns the bundle's size.
fn bundled_answers_the_same(name: &str, inputs: &[String]) -> usize {
    let dir = std::env::temp_dir().join(format!("grundy-examples-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = common::bundled_in(env!("CARGO_MANIFEST_DIR"), format!("examples/{name}.rs"));
    let file = dir.join(format!("{name}.rs"));
    std::fs::write(&file, &text).unwrap();
    let exe = compile_both(&dir, name, &file);
    let exe = exe.to_str().unwrap();
    for input in inputs {
        assert_eq!(
            answer(exe, input),
            answer(&example(name), input),
            "{name} on {input:?}"
        );
    }
    for program in [exe.to_string(), example(name)] {
        let bad = run(&program, &[], b"x 1 2\n");
        let err = String::from_utf8_lossy(&bad.stderr);
        assert_eq!(bad.status.code(), Some(2), "{name}: {err}");
        assert!(
            err.starts_with("error: line 1, column 1: expected a ") && err.lines().count() == 1,
            "{name}: {err}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    text.len()
}

/// The README's table of the examples' bundle sizes, checked: `| example | bytes | target |`.
fn assert_size(name: &str, bytes: usize, target: Option<usize>) {
    if let Some(most) = target {
        assert!(
            bytes <= most,
            "{name}: {bytes} bytes, over its target {most}"
        );
    }
    let spaced = format!("{} {:03}", bytes / 1000, bytes % 1000);
    common::assert_readme_says(&format!("| `{name}` | {spaced} |"));
}

#[test]
fn heap_game_against_a_search_of_the_sums() {
    let mut rng = Rng::new(42);
    let mut inputs = Vec::new();
    for _ in 0..40 {
        let set: Vec<u64> = (0..1 + rng.below(3)).map(|_| rng.between(1, 6)).collect();
        let heaps: Vec<u64> = (0..1 + rng.below(3)).map(|_| rng.below(16)).collect();
        // The sum by its rules: a position is the multiset of heaps, won if a move reaches a
        // lost one.
        fn wins(heaps: Vec<u64>, set: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
            let mut key = heaps.clone();
            key.sort_unstable();
            if let Some(&w) = memo.get(&key) {
                return w;
            }
            let mut won = false;
            for i in 0..heaps.len() {
                for &s in set {
                    if s <= heaps[i] && !won {
                        let mut next = heaps.clone();
                        next[i] -= s;
                        won = !wins(next, set, memo);
                    }
                }
            }
            memo.insert(key, won);
            won
        }
        let want = if wins(heaps.clone(), &set, &mut HashMap::new()) {
            "First\n"
        } else {
            "Second\n"
        };
        let input = format!(
            "{} {}\n{} {}\n",
            set.len(),
            common::joined(&set),
            heaps.len(),
            common::joined(&heaps)
        );
        assert_eq!(answer(&example("heap_game"), &input), want, "{input:?}");
        inputs.push(input);
    }
    let size = bundled_answers_the_same("heap_game", &inputs);
    assert_size("heap_game", size, Some(4 * 1024));
}

#[test]
fn pair_game_against_a_search_of_its_rules() {
    let mut won = vec![[false; 31]; 31];
    for a in 0..=30 {
        for b in 0..=30 {
            let mut w = false;
            for t in 1..=3 {
                w |= t <= a && !won[a - t][b];
                w |= t <= b && !won[a][b - t];
                w |= t <= a && t <= b && !won[a - t][b - t];
            }
            won[a][b] = w;
        }
    }
    let pairs: Vec<String> = (0..31 * 31)
        .map(|i| format!("{} {}", i / 31, i % 31))
        .collect();
    let input = format!("{}\n{}\n", pairs.len(), pairs.join("\n"));
    let want: String = (0..31 * 31)
        .map(|i| {
            if won[i / 31][i % 31] {
                "First\n"
            } else {
                "Second\n"
            }
        })
        .collect();
    assert_eq!(answer(&example("pair_game"), &input), want);
    let size = bundled_answers_the_same("pair_game", &[input, "2\n1 1\n4 4\n".to_string()]);
    assert_size("pair_game", size, Some(12 * 1024));
}

/// The counter game of `examples/loopy_game.rs` by a plain fixpoint over all its positions.
fn counter_by_fixpoint(n: u32, x: u32) -> &'static str {
    let moves = |(x, from): (u32, u32)| -> Vec<(u32, u32)> {
        if x == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for to in [2 * x % n, (x + 1) % n] {
            if to != from {
                out.push((to, x));
            }
        }
        out
    };
    let positions: Vec<(u32, u32)> = (0..n).flat_map(|x| (0..=n).map(move |f| (x, f))).collect();
    let label = common::fixpoint(&positions, |&p| moves(p));
    match label.get(&(x, n)) {
        Some(true) => "Win\n",
        Some(false) => "Lose\n",
        None => "Draw\n",
    }
}

#[test]
fn loopy_game_against_a_fixpoint_of_its_rules() {
    let mut inputs = Vec::new();
    let mut seen = HashMap::new();
    for n in 2..=14 {
        for x in 1..n {
            let input = format!("{n} {x}\n");
            let want = counter_by_fixpoint(n, x);
            assert_eq!(answer(&example("loopy_game"), &input), want, "{input:?}");
            *seen.entry(want).or_insert(0) += 1;
            inputs.push(input);
        }
    }
    assert_eq!(seen.len(), 3, "Win, Lose and Draw all occur: {seen:?}");
    let size = bundled_answers_the_same("loopy_game", &inputs);
    assert_size("loopy_game", size, None);
}

/// Tokens on a graph by their rules: the state is the tuple of the tokens' vertices, labelled
/// Win or Lose by a fixpoint; what is never labelled is a draw.
fn tokens_by_fixpoint(n: usize, edges: &[(usize, usize)], tokens: &[usize]) -> &'static str {
    let k = tokens.len();
    let states = n.pow(k as u32);
    let decode = |mut s: usize| -> Vec<usize> {
        (0..k)
            .map(|_| {
                let v = s % n;
                s /= n;
                v
            })
            .collect()
    };
    let encode = |t: &[usize]| t.iter().rev().fold(0, |s, &v| s * n + v);
    let moves = |s: usize| -> Vec<usize> {
        let t = decode(s);
        let mut out = Vec::new();
        for i in 0..k {
            for &(u, v) in edges {
                if u == t[i] {
                    let mut next = t.clone();
                    next[i] = v;
                    out.push(encode(&next));
                }
            }
        }
        out
    };
    let all: Vec<usize> = (0..states).collect();
    let label = common::fixpoint(&all, |&s| moves(s));
    match label.get(&encode(tokens)) {
        Some(true) => "First\n",
        Some(false) => "Second\n",
        None => "Draw\n",
    }
}

#[test]
fn graph_tokens_against_a_search_of_the_token_tuples() {
    let mut rng = Rng::new(7);
    let mut inputs = Vec::new();
    let mut seen = HashMap::new();
    for _ in 0..150 {
        let n = rng.between(1, 6) as usize;
        let edges: Vec<(usize, usize)> = (0..rng.below(2 * n as u64 + 1))
            .map(|_| (rng.below(n as u64) as usize, rng.below(n as u64) as usize))
            .collect();
        let tokens: Vec<usize> = (0..rng.between(1, 3))
            .map(|_| rng.below(n as u64) as usize)
            .collect();
        let lines: Vec<String> = edges.iter().map(|(u, v)| format!("{u} {v}")).collect();
        let input = format!(
            "{n} {}\n{}\n{} {}\n",
            edges.len(),
            lines.join("\n"),
            tokens.len(),
            tokens
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        );
        let want = tokens_by_fixpoint(n, &edges, &tokens);
        assert_eq!(answer(&example("graph_tokens"), &input), want, "{input:?}");
        *seen.entry(want).or_insert(0) += 1;
        inputs.push(input);
    }
    assert_eq!(seen.len(), 3, "all three outcomes occur: {seen:?}");
    let size = bundled_answers_the_same("graph_tokens", &inputs[..40]);
    assert_size("graph_tokens", size, None);
}

#[test]
fn partizan_game_against_a_search_of_both_players_moves() {
    // (Left moving first wins, Right moving first wins) for a multiset of heaps, by the rules.
    fn wins(heaps: &[usize], memo: &mut HashMap<Vec<usize>, (bool, bool)>) -> (bool, bool) {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut result = (false, false);
        for i in 0..key.len() {
            for (takes, left) in [(&[1, 2][..], true), (&[1, 3][..], false)] {
                for &t in takes {
                    if t <= key[i] {
                        let mut next = key.clone();
                        next[i] -= t;
                        let (l, r) = wins(&next, memo);
                        if left && !r {
                            result.0 = true;
                        }
                        if !left && !l {
                            result.1 = true;
                        }
                    }
                }
            }
        }
        memo.insert(key, result);
        result
    }
    let mut rng = Rng::new(3);
    let mut memo = HashMap::new();
    let mut inputs = Vec::new();
    let mut seen = HashMap::new();
    for _ in 0..60 {
        let heaps: Vec<usize> = (0..rng.between(1, 3))
            .map(|_| rng.below(9) as usize)
            .collect();
        let want = match wins(&heaps, &mut memo) {
            (true, true) => "First",
            (true, false) => "Left",
            (false, true) => "Right",
            (false, false) => "Second",
        };
        let hs: Vec<u64> = heaps.iter().map(|&h| h as u64).collect();
        let input = format!("{} {}\n", heaps.len(), common::joined(&hs));
        let got = answer(&example("partizan_game"), &input);
        assert!(got.ends_with(&format!(" {want}\n")), "{input:?}: {got}");
        *seen.entry(want).or_insert(0) += 1;
        inputs.push(input);
    }
    assert!(seen.len() >= 3, "{seen:?}");
    // Values by hand: a heap of 1 is {0 | 0} = *, two of them 0; a heap of 2 is {0, * | *}.
    assert_eq!(answer(&example("partizan_game"), "1 1\n"), "* First\n");
    assert_eq!(answer(&example("partizan_game"), "2 1 1\n"), "0 Second\n");
    let size = bundled_answers_the_same("partizan_game", &inputs);
    assert_size("partizan_game", size, Some(20 * 1024));
}

/// Misère Kayles by its rules: a position is the multiset of rows; a move knocks down one
/// pin or two side by side anywhere in a row; the player with no pin to knock down wins.
fn kayles_misere_wins(rows: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    let mut key: Vec<usize> = rows.iter().copied().filter(|&r| r > 0).collect();
    key.sort_unstable();
    if key.is_empty() {
        return true;
    }
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut won = false;
    for i in 0..key.len() {
        for take in 1..=2 {
            for left in 0..=key[i].saturating_sub(take) {
                if won || left + take > key[i] {
                    continue;
                }
                let mut next = key.clone();
                next[i] = left;
                next.push(key[i] - take - left);
                won = !kayles_misere_wins(&next, memo);
            }
        }
    }
    memo.insert(key, won);
    won
}

#[test]
fn misere_game_against_a_search_of_its_rules() {
    let mut rng = Rng::new(31);
    let mut memo = HashMap::new();
    let mut cases = Vec::new();
    let mut want = String::new();
    let mut seen = HashMap::new();
    for _ in 0..300 {
        let rows: Vec<u64> = (0..rng.between(1, 3)).map(|_| rng.below(10)).collect();
        let small: Vec<usize> = rows.iter().map(|&r| r as usize).collect();
        let verdict = if kayles_misere_wins(&small, &mut memo) {
            "First"
        } else {
            "Second"
        };
        *seen.entry(verdict).or_insert(0) += 1;
        want.push_str(verdict);
        want.push('\n');
        cases.push(format!("{} {}", rows.len(), common::joined(&rows)));
    }
    assert_eq!(seen.len(), 2, "{seen:?}");
    let input = format!("{}\n{}\n", cases.len(), cases.join("\n"));
    assert_eq!(answer(&example("misere_game"), &input), want);
    // Rows of any length answer: Kayles' quotient is final (preperiod 71, period 12), so a
    // row of 10^18 pins is the row of 71 + (10^18 - 71) mod 12 = 76.
    let far = answer(
        &example("misere_game"),
        "2 2 1000000000000000000 5 2 76 5\n",
    );
    assert!(
        far == "First\nFirst\n" || far == "Second\nSecond\n",
        "{far}"
    );
    let size = bundled_answers_the_same("misere_game", &[input, "2  1 1  2 2 3\n".into()]);
    assert_size("misere_game", size, None);
}

/// The coin row of `examples/scoring_game.rs` by plain minimax over its rules: the best margin
/// for the player to move, and each first take that reaches it.
fn coins_minimax(coins: &[i64]) -> (i64, Vec<usize>) {
    if coins.is_empty() {
        return (0, Vec::new());
    }
    let scores: Vec<i64> = (1..=3.min(coins.len()))
        .map(|t| coins[..t].iter().sum::<i64>() - coins_minimax(&coins[t..]).0)
        .collect();
    let best = *scores.iter().max().unwrap();
    let takes = (1..=scores.len())
        .filter(|&t| scores[t - 1] == best)
        .collect();
    (best, takes)
}

#[test]
fn scoring_game_against_minimax_of_its_rules() {
    let mut rng = Rng::new(51);
    let mut rows: Vec<Vec<i64>> = Vec::new();
    // Every row of up to 6 coins worth -1, 0 or 1; then random rows to 14 coins.
    for n in 0..=6u32 {
        for code in 0..3u32.pow(n) {
            rows.push(
                (0..n)
                    .map(|i| (code / 3u32.pow(i) % 3) as i64 - 1)
                    .collect(),
            );
        }
    }
    for _ in 0..300 {
        let n = rng.between(7, 14);
        rows.push((0..n).map(|_| rng.between(0, 200) as i64 - 100).collect());
    }
    let cases: Vec<String> = rows
        .iter()
        .map(|r| {
            let values: Vec<String> = r.iter().map(|v| v.to_string()).collect();
            format!("{} {}", r.len(), values.join(" "))
        })
        .collect();
    let input = format!("{}\n{}\n", rows.len(), cases.join("\n"));
    let out = answer(&example("scoring_game"), &input);
    let mut seen = HashMap::new();
    for (row, line) in rows.iter().zip(out.lines()) {
        let (margin, takes) = coins_minimax(row);
        let words: Vec<&str> = line.split(' ').collect();
        let verdict = match margin.signum() {
            1 => "First",
            -1 => "Second",
            _ => "Draw",
        };
        *seen.entry(verdict).or_insert(0) += 1;
        assert_eq!(words[..2], [verdict, &margin.to_string()], "{row:?}");
        let take: usize = words[2].parse().unwrap();
        assert!(
            takes.contains(&take) || (row.is_empty() && take == 0),
            "{row:?}: {line}"
        );
    }
    assert_eq!(out.lines().count(), rows.len());
    assert_eq!(seen.len(), 3, "{seen:?}");
    let size =
        bundled_answers_the_same("scoring_game", &[input, "2  3 1 2 3  4 1 2 3 -9\n".into()]);
    assert_size("scoring_game", size, None);
}

#[test]
fn picture_draws_the_values_of_the_rules() {
    use grundy::core::picture::{draw, Sheet};
    let n = 25;
    // The values by their rules, with a mex written out here.
    let mut sg = vec![0u32; n * n];
    for a in 0..n {
        for b in 0..n {
            let mut options = Vec::new();
            for t in 1..=3 {
                if t <= a {
                    options.push(sg[(a - t) * n + b]);
                }
                if t <= b {
                    options.push(sg[a * n + b - t]);
                }
                if t <= a && t <= b {
                    options.push(sg[(a - t) * n + b - t]);
                }
            }
            sg[a * n + b] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    let mut want = Vec::new();
    draw(
        &Sheet::table("two heaps, 1 to 3 from one or both", &sg, n),
        &mut want,
    )
    .unwrap();
    let got = run(&example("picture"), &[], b"24\n");
    assert_eq!(got.stdout, want);
    let size = bundled_answers_the_same("picture", &["24\n".to_string(), "0\n".to_string()]);
    assert_size("picture", size, None);
}

/// `cargo run --example NAME` is what the README tells a reader to type; the examples'
/// folder holds the eight, and each says how to run it.
#[test]
fn every_example_says_how_to_run_it() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "card_row_judge.rs",
            "card_row_player.rs",
            "graph_tokens.rs",
            "heap_game.rs",
            "loopy_game.rs",
            "misere_game.rs",
            "pair_game.rs",
            "partizan_game.rs",
            "picture.rs",
            "scoring_game.rs"
        ]
    );
    for name in names {
        let text = std::fs::read_to_string(dir.join(&name)).unwrap();
        let stem = name.trim_end_matches(".rs");
        assert!(
            text.contains(&format!("cargo run --example {stem}")),
            "{name}"
        );
    }
}

/// `examples/card_row_judge.rs` against the binary, the contestant's program of
/// `examples/card_row_player.rs` and that program bundled: each pair wired as `oj t/r` wires
/// them, the judge's stdout to the player's stdin and back; the judge's exit status says who won.
#[test]
fn the_local_judge_with_the_binary_and_a_contestants_bundle() {
    let judge = example("card_row_judge");
    let dir = std::env::temp_dir().join(format!("grundy-interactive-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let root = env!("CARGO_MANIFEST_DIR");
    let text = common::bundled_in(root, "examples/card_row_player.rs");
    assert_size("card_row_player", text.len(), None);
    let judge_text = common::bundled_in(root, "examples/card_row_judge.rs");
    assert_size("card_row_judge", judge_text.len(), None);
    let file = dir.join("card_row_player.rs");
    std::fs::write(&file, &text).unwrap();
    let bundle = compile_both(&dir, "card_row_player", &file);
    let players = [
        binary("abc278g"),
        example("card_row_player"),
        bundle.to_string_lossy().into_owned(),
    ];
    for player in &players {
        for args in [
            ["12", "3", "3", "1"],
            ["2000", "3", "7", "2"],
            ["200", "1", "4", "3"],
        ] {
            let mut judged = std::process::Command::new(&judge)
                .args(args)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let mut playing = std::process::Command::new(player)
                .stdin(std::process::Stdio::from(judged.stdout.take().unwrap()))
                .stdout(std::process::Stdio::from(judged.stdin.take().unwrap()))
                .spawn()
                .unwrap();
            assert!(judged.wait().unwrap().success(), "{player} {args:?}");
            assert!(playing.wait().unwrap().success(), "{player} {args:?}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

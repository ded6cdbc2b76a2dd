//! Helpers shared by the integration tests: where the binaries are, how to run them.
#![allow(dead_code, unused_imports)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

pub mod rng;

pub use grundy::problems::{Entry, ALL};

/// The problem named `name` in the one list.
pub fn problem(name: &str) -> &'static Entry {
    grundy::problems::find(name).unwrap_or_else(|| panic!("no problem named {name}"))
}

/// The path of a binary that Cargo built for the tests: beside the `deps` folder that holds
/// this test's executable (Cargo builds every binary of the package before its tests).
pub fn binary(name: &str) -> String {
    let exe = std::env::current_exe().expect("the test knows its path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("tests run from target/<profile>/deps");
    let path = dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(path.exists(), "no binary {}", path.display());
    path.to_string_lossy().into_owned()
}

/// Runs `program` with `input` on stdin and returns what it printed and its status.
pub fn run(program: &str, args: &[&str], input: &[u8]) -> Output {
    run_with_env(program, args, &[], input)
}

/// As [`run`], with variables added to the environment.
pub fn run_with_env(program: &str, args: &[&str], env: &[(&str, &str)], input: &[u8]) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child
        .wait_with_output()
        .expect("the process runs to its end");
    writer.join().expect("the writer thread ends");
    output
}

/// The samples folder of one binary.
pub fn samples_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name)
}

/// Every `(input path, expected output)` pair in a samples folder, sorted by name.
pub fn samples(name: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(samples_dir(name))
        .unwrap_or_else(|e| panic!("samples/{name}: {e}"))
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    inputs
        .into_iter()
        .map(|input| {
            let expected = std::fs::read(input.with_extension("out"))
                .unwrap_or_else(|e| panic!("{}: no .out beside it: {e}", input.display()));
            (input, expected)
        })
        .collect()
}

/// Every multiset of `1..=max_len` values from `0..=max_value`, as sorted lists.
pub fn multisets(max_len: usize, max_value: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut current = Vec::new();
    fn extend(
        current: &mut Vec<u64>,
        from: u64,
        max_len: usize,
        max_value: u64,
        all: &mut Vec<Vec<u64>>,
    ) {
        if !current.is_empty() {
            all.push(current.clone());
        }
        if current.len() == max_len {
            return;
        }
        for v in from..=max_value {
            current.push(v);
            extend(current, v, max_len, max_value, all);
            current.pop();
        }
    }
    extend(&mut current, 0, max_len, max_value, &mut all);
    all
}

/// Renders a list as space-separated numbers.
pub fn joined(values: &[u64]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// 1–3 random byte edits: delete, insert a digit, letter, `-`, space or newline, or truncate.
pub fn mutate(rng: &mut rng::Rng, sample: &[u8]) -> Vec<u8> {
    let mut text = sample.to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(text.len() as u64 + 1) as usize;
        match rng.below(4) {
            0 if at < text.len() => {
                text.remove(at);
            }
            1 => {
                let pool = b"0123456789az- \n\r\x00\xff";
                text.insert(at, pool[rng.below(pool.len() as u64) as usize]);
            }
            2 => text.truncate(at),
            _ => {
                let digit = b'0' + rng.below(10) as u8;
                text.insert(at, digit);
            }
        }
    }
    text
}

/// Asserts that the README says `quoted`, line breaks and runs of spaces read as one space.
pub fn assert_readme_says(quoted: &str) {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("the README is readable");
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(quoted), "the README should say: {quoted}");
}

/// The range of `sizes` to the hundred bytes, as the README writes it: `42 100 to 61 200`.
pub fn size_range(sizes: impl Iterator<Item = usize> + Clone) -> String {
    let spaced = |n: usize| format!("{} {:03}", n / 1000, n % 1000);
    let least = sizes.clone().min().unwrap_or(0) / 100 * 100;
    let most = (sizes.max().unwrap_or(0) + 99) / 100 * 100;
    format!("{} to {}", spaced(least), spaced(most))
}

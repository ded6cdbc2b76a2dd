//! Helpers shared by the integration tests: where the binaries are, how to run them.
#![allow(dead_code, unused_imports)]

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
    Command::new(program)
        .args(args)
        .envs(env.iter().copied())
        .stdin(input_file(input))
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"))
}

/// `input` as a file to give a process as its stdin: written to a temporary file that is
/// removed at once (the open file stays readable). A file, not a pipe, so no thread has to
/// feed it while the output is read: a test starts one process at a time per thread.
pub fn input_file(input: &[u8]) -> std::fs::File {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "grundy-stdin-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&path, input).expect("a temporary file for stdin");
    let file = std::fs::File::open(&path).expect("the file just written");
    let _ = std::fs::remove_file(&path);
    file
}

/// `program args < input` under `ulimit -v kib` (Linux: a limit on the address space).
pub fn under(kib: u32, program: &str, args: &[&str], input: &Path) -> Output {
    let script = format!("ulimit -v {kib} && exec \"$0\" \"$@\"");
    Command::new("sh")
        .args(["-c", &script, program])
        .args(args)
        .stdin(std::fs::File::open(input).expect("the input file"))
        .output()
        .expect("sh runs")
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
    let flat = guide().split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(quoted),
        "the README or docs/ should say: {quoted}"
    );
}

/// The guide a reader has: `README.md`, then the pages of `docs/` in their names' order.
pub fn guide() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut text = std::fs::read_to_string(root.join("README.md")).expect("the README");
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|e| e.expect("a page").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    for page in pages {
        text.push('\n');
        text.push_str(&std::fs::read_to_string(page).expect("a page"));
    }
    text
}

/// The range of `sizes` to the hundred bytes, as the README writes it: `42 100 to 61 200`.
pub fn size_range(sizes: impl Iterator<Item = usize> + Clone) -> String {
    let spaced = |n: usize| format!("{} {:03}", n / 1000, n % 1000);
    let least = sizes.clone().min().unwrap_or(0) / 100 * 100;
    let most = (sizes.max().unwrap_or(0) + 99) / 100 * 100;
    format!("{} to {}", spaced(least), spaced(most))
}

/// The rustc the tests compile bundles with: `$RUSTC`, else `rustc`.
pub fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// rustc 1.70, the oldest compiler the bundles promise, as `rustup run 1.70 rustc`: `None`
/// where rustup has no such toolchain, which is an error when `GRUNDY_RUSTC_1_70` is set
/// (`.ci/run` sets it once it has installed the toolchain).
pub fn rustc_1_70() -> Option<Vec<String>> {
    let found = Command::new("rustup")
        .args(["run", "1.70", "rustc", "--version"])
        .output()
        .is_ok_and(|o| o.status.success() && o.stdout.starts_with(b"rustc 1.70"));
    if !found {
        assert!(
            std::env::var_os("GRUNDY_RUSTC_1_70").is_none(),
            "GRUNDY_RUSTC_1_70 is set, but rustup has no rustc 1.70"
        );
        eprintln!("rustc 1.70 not installed: the bundles are not checked with it here");
        return None;
    }
    Some(
        ["rustup", "run", "1.70", "rustc"]
            .map(String::from)
            .to_vec(),
    )
}

/// Runs `rustc` (a command and its first arguments) on `file` in `edition` with warnings
/// denied, then `args`; panics with the messages unless it succeeds without a word.
fn compile(rustc: &[String], edition: &str, file: &Path, args: &[&std::ffi::OsStr], name: &str) {
    let (program, first) = rustc.split_first().expect("a command");
    let out = Command::new(program)
        .args(first)
        .args(["--edition", edition, "-D", "warnings"])
        .args(args)
        .arg(file)
        .output()
        .expect("rustc runs");
    let messages = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && messages.trim().is_empty(),
        "{name}, {} edition {edition}:\n{messages}",
        rustc.join(" ")
    );
}

/// Compiles the bundle `file` alone in both editions, each once, warnings denied, and returns
/// the executable: built in edition 2024 ([`build_2024`]), and checked without making code in
/// edition 2021 by rustc 1.70 where it is installed (else by `rustc()`): the oldest compiler
/// and edition the bundles promise.
pub fn compile_both(dir: &Path, name: &str, file: &Path) -> PathBuf {
    let exe = build_2024(dir, name, file);
    check_2021(dir, name, file);
    exe
}

/// The bundle `file` built in edition 2024 by `rustc()`, warnings denied (unoptimized, so
/// overflow checks are on; one codegen unit, a third less CPU than the default sixteen for a
/// file this size); the executable.
fn build_2024(dir: &Path, name: &str, file: &Path) -> PathBuf {
    let exe = dir.join(name);
    let out: [&std::ffi::OsStr; 4] = [
        "-C".as_ref(),
        "codegen-units=1".as_ref(),
        "-o".as_ref(),
        exe.as_os_str(),
    ];
    compile(&[rustc()], "2024", file, &out, name);
    exe
}

/// `file` checked in edition 2021 without making code, by rustc 1.70 where installed (else
/// `rustc()`), warnings denied.
fn check_2021(dir: &Path, name: &str, file: &Path) {
    let old = rustc_1_70().unwrap_or_else(|| vec![rustc()]);
    let metadata = dir.join(format!("lib{name}-2021.rmeta"));
    let check: [&std::ffi::OsStr; 3] = [
        "--emit=metadata".as_ref(),
        "-o".as_ref(),
        metadata.as_os_str(),
    ];
    compile(&old, "2021", file, &check, name);
}

/// Runs `work` on every item, on at most as many threads at once as the machine has cores
/// (so a test never starts more processes at once than that), and returns the results in the
/// items' order; a panic in any item is a panic here, once every item has run.
pub fn on_every_core<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<R>>> = items.iter().map(|_| Mutex::new(None)).collect();
    let failed = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..cores.min(items.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(item))) {
                    Ok(r) => *results[i].lock().unwrap() = Some(r),
                    Err(_) => {
                        failed.fetch_add(1, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let failed = failed.into_inner();
    assert_eq!(
        failed,
        0,
        "{failed} of {} failed: see the panics above",
        items.len()
    );
    results
        .into_iter()
        .map(|r| r.into_inner().unwrap().expect("every item ran"))
        .collect()
}

/// Does `text` name the library only through the bundle's own `mod grundy`?
pub fn library_paths_are_the_bundles(text: &str) -> bool {
    !text.replace("crate::grundy::", "").contains("grundy::")
}

/// Who wins each of `positions` (all of them, closed under `moves`) by a plain fixpoint over
/// the rules: won when a move reaches a lost position, lost when every move reaches a won one
/// (no move at all: lost), labelled until nothing changes; what is never labelled is a draw.
pub fn fixpoint<P: Clone + Eq + std::hash::Hash>(
    positions: &[P],
    moves: impl Fn(&P) -> Vec<P>,
) -> std::collections::HashMap<P, bool> {
    let mut label = std::collections::HashMap::new();
    loop {
        let mut changed = false;
        for p in positions {
            if label.contains_key(p) {
                continue;
            }
            let options = moves(p);
            if options.iter().any(|q| label.get(q) == Some(&false)) {
                label.insert(p.clone(), true);
                changed = true;
            } else if options.iter().all(|q| label.get(q) == Some(&true)) {
                label.insert(p.clone(), false);
                changed = true;
            }
        }
        if !changed {
            return label;
        }
    }
}

/// `bundle ARG` run in `dir` (where it looks for the cargo project whose `grundy` it bundles).
pub fn bundle_in(dir: impl AsRef<Path>, arg: impl AsRef<std::ffi::OsStr>) -> Output {
    Command::new(binary("bundle"))
        .arg(arg)
        .current_dir(dir)
        .output()
        .expect("bundle runs")
}

/// The file `bundle ARG` writes in `dir`, which must exit 0 (else its stderr is the failure).
pub fn bundled_in(dir: impl AsRef<Path>, arg: impl AsRef<std::ffi::OsStr>) -> String {
    let arg = arg.as_ref();
    let out = bundle_in(dir, arg);
    assert_eq!(
        out.status.code(),
        Some(0),
        "bundle {arg:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("a bundle is UTF-8")
}

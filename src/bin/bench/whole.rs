//! Whole-process timing: a problem's release binary against the input floor or against a
//! reference program, in alternating pairs on one input file.
//!
//! The floor is this program run as `bench --floor`: it reads its stdin in 64 KiB chunks and
//! folds the bytes, nothing else, so its time is the least any program can take on that input
//! (process start included). A reference is any program the user names (`--against PROGRAM`),
//! say a C++ solution built with `g++ -O2`; its output must be ours, token for token. Each pair
//! runs ours, then the other, with the output read through a pipe; the report is both medians
//! and the median of the pairs' ratios (ours / other), which the machine's noise moves least.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// What our binary is timed against.
pub enum Against {
    /// `bench --floor`: reading the input and nothing else.
    Floor,
    /// A program of the user's, whose output must be ours.
    Program(PathBuf),
}

/// `bench --floor`: reads stdin in 64 KiB chunks, folds the bytes, prints the sum.
pub fn floor() -> ExitCode {
    let mut buf = vec![0u8; 1 << 16];
    let mut stdin = io::stdin().lock();
    let mut acc = 0u64;
    loop {
        match stdin.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                acc = buf[..n]
                    .iter()
                    .fold(acc, |a, &b| a.wrapping_add(u64::from(b)))
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return ExitCode::from(1),
        }
    }
    match writeln!(io::stdout().lock(), "{acc}") {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(1),
    }
}

/// A binary beside this one (`target/release/<name>` when run as `cargo run --release`).
pub fn sibling(name: &str) -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    let dir = exe.parent().unwrap_or(Path::new("."));
    let path = dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    if path.exists() {
        Ok(path)
    } else {
        Err(format!(
            "no binary {} beside bench: build it first (cargo build --release)",
            path.display()
        ))
    }
}

/// Runs `program` (with `args`) on the file `input`, reading its whole output: the time taken,
/// the output and whether it exited with success.
fn timed(program: &Path, args: &[&str], input: &Path) -> Result<(Duration, Vec<u8>, bool), String> {
    let file = std::fs::File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdin(file)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", program.display()))?;
    let mut output = Vec::new();
    if let Some(mut out) = child.stdout.take() {
        out.read_to_end(&mut output)
            .map_err(|e| format!("cannot read the output of {}: {e}", program.display()))?;
    }
    let status = child
        .wait()
        .map_err(|e| format!("{} did not finish: {e}", program.display()))?;
    Ok((start.elapsed(), output, status.success()))
}

/// The median of `values`, which must not be empty.
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Times our program `ours` (a problem's binary, or `bench --run NAME`, with its arguments)
/// against `against` on `input` (written to a file first), `pairs` alternating pairs, and
/// writes one line: both medians and the median ratio.
pub fn compare(
    case: &str,
    (ours, our_args): &(PathBuf, Vec<&str>),
    input: &str,
    against: &Against,
    pairs: usize,
    out: &mut impl Write,
) -> Result<(), String> {
    let problem = ours.display();
    let path = std::env::temp_dir().join(format!("grundy-bench-{case}.in"));
    std::fs::write(&path, input).map_err(|e| format!("{}: {e}", path.display()))?;
    let (other, other_args, label): (PathBuf, &[&str], String) = match against {
        Against::Floor => (sibling("bench")?, &["--floor"], "floor".to_string()),
        Against::Program(p) => (p.clone(), &[], p.display().to_string()),
    };
    // Once to check: ours must answer, and a reference must answer the same.
    let (_, ours_out, ok) = timed(ours, our_args, &path)?;
    if !ok {
        return Err(format!("{case}: {problem} failed on the input"));
    }
    if let Against::Program(_) = against {
        let (_, other_out, _) = timed(&other, other_args, &path)?;
        // As a judge's checker compares: the same tokens, whatever whitespace separates them
        // (a reference may end its line with a space and no newline).
        let tokens = |out: &[u8]| -> Vec<Vec<u8>> {
            out.split(u8::is_ascii_whitespace)
                .filter(|t| !t.is_empty())
                .map(<[u8]>::to_vec)
                .collect()
        };
        if other_out != ours_out && tokens(&other_out) != tokens(&ours_out) {
            return Err(format!(
                "{case}: {label} answers differently from {problem}"
            ));
        }
    }
    let (mut a, mut b, mut ratio) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..pairs {
        let x = timed(ours, our_args, &path)?.0.as_secs_f64();
        let y = timed(&other, other_args, &path)?.0.as_secs_f64();
        a.push(x);
        b.push(y);
        ratio.push(x / y);
    }
    let _ = std::fs::remove_file(&path);
    writeln!(
        out,
        "{case}: ours {:.1} ms, {label} {:.1} ms, ratio ours/{label} {:.3} (median of {pairs} pairs, \
         {:.1} MB in)",
        median(a) * 1e3,
        median(b) * 1e3,
        median(ratio),
        input.len() as f64 / 1e6
    )
    .map_err(|e| format!("cannot write the output: {e}"))
}

//! The contract around the solvers, for every binary, the tools included: no panic and no
//! abort whatever the arguments, the state of stderr and stdout, or the memory limit. Each test
//! here reproduces a failure found by trying the binaries as a user would.

use crate::common;

use common::{binary, run, ALL};
use std::fs::File;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Every binary: the problems, `grundy` and `bundle`.
fn every_binary() -> Vec<&'static str> {
    let mut names: Vec<&str> = ALL.iter().map(|p| p.name).collect();
    names.extend(["grundy", "bundle"]);
    names
}

/// `/dev/full` for writing, where it exists (Linux); `None` elsewhere, with the reason printed.
fn dev_full() -> Option<File> {
    match File::options().write(true).open("/dev/full") {
        Ok(f) => Some(f),
        Err(e) => {
            println!("skipped: no /dev/full here ({e})");
            None
        }
    }
}

/// Runs `program` with `args`, `input` on stdin, and stderr or stdout sent to `sink`.
fn run_into(program: &str, args: &[&str], input: &[u8], sink: File, stderr: bool) -> Output {
    let mut command = Command::new(program);
    command.args(args).stdin(common::input_file(input));
    if stderr {
        command.stderr(sink).stdout(Stdio::piped());
    } else {
        command.stdout(sink).stderr(Stdio::piped());
    }
    command.output().unwrap()
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_an_error() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    for name in every_binary() {
        let out = Command::new(binary(name))
            .arg(OsStr::from_bytes(b"\xff"))
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(out.stdout.is_empty(), "{name}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(
            stderr.starts_with("error: ") && stderr.lines().count() == 1,
            "{name}: {stderr}"
        );
    }
}

/// An argument with a newline, a carriage return or a terminal escape in it, echoed by the
/// error that refuses it, keeps the error one line (it was printed raw: two lines).
#[test]
fn arguments_with_control_characters_give_one_line_errors() {
    let mut cases: Vec<(&str, Vec<&str>)> = every_binary()
        .into_iter()
        .map(|name| (name, vec!["--he\nlp"]))
        .collect();
    cases.extend([
        ("grundy", vec!["misere", "0.7\n7"]),
        ("grundy", vec!["play", "x\ny"]),
        ("grundy", vec!["octal", "0.1\r\n7"]),
        ("grundy", vec!["kayles", "--upto", "1\n2"]),
        (
            "grundy",
            vec!["kayles", "--svg", "a\nb.svg", "--width", "x\u{1b}[2J"],
        ),
        ("bundle", vec!["no\nsuch.rs"]),
        ("bench", vec!["no\nsuch"]),
        ("subtraction_nim", vec!["--mis\nere"]),
    ]);
    for (name, args) in &cases {
        let out = run(&binary(name), args, b"");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name} {args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{name} {args:?}");
        assert!(
            stderr.starts_with("error: ")
                && stderr.lines().count() == 1
                && !stderr
                    .trim_end_matches('\n')
                    .contains(['\n', '\r', '\u{1b}']),
            "{name} {args:?}: {stderr:?}"
        );
    }
}

#[test]
fn an_error_that_cannot_be_reported_still_exits_2() {
    for name in every_binary() {
        let Some(full) = dev_full() else { return };
        let args: &[&str] = match name {
            "grundy" => &["nim"],
            "bundle" => &["nope"],
            _ => &[],
        };
        let out = run_into(&binary(name), args, b"x", full, true);
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(out.stdout.is_empty(), "{name}");
    }
}

#[test]
fn an_output_that_cannot_be_written_is_exit_1_with_the_reason() {
    for name in every_binary() {
        let Some(full) = dev_full() else { return };
        let (args, input): (&[&str], Vec<u8>) = match name {
            "grundy" => (&["kayles"], Vec::new()),
            "bundle" => (&["anti_nim"], Vec::new()),
            _ => {
                let sample = common::samples(name).remove(0).0;
                (&[], std::fs::read(sample).unwrap())
            }
        };
        let out = run_into(&binary(name), args, &input, full, false);
        assert_eq!(out.status.code(), Some(1), "{name}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(
            stderr.starts_with("error: cannot write the output: ") && stderr.lines().count() == 1,
            "{name}: {stderr:?}"
        );
    }
}

/// A reader that went away (`| head -1`) ends every program quietly, exit 0 and nothing on
/// stderr, as a reader that took what it wanted: a solver, the tools, `grundy play`, a
/// research run and `bench` writing an input (play reported the pipe with exit 2, and all of
/// them exited 1 until `bench --input CASE | head -3` showed it as a failure). Each writes more than a pipe holds (64 KiB), so it meets the closed
/// pipe whenever the reader goes away.
#[test]
fn a_reader_that_went_away_ends_the_run_quietly() {
    let junk = "x\n".repeat(5000); // 5000 prompts and refusals from grundy play
    let many = "1 2\n".repeat(100_000); // 10^5 lines of Wythoff piles, 10^5 answers
    let runs: [(&str, &[&str], &[u8]); 6] = [
        ("poj1067", &[], many.as_bytes()),
        ("grundy", &["kayles", "--list", "--upto", "100000"], b""),
        (
            "grundy",
            &["octal", "0.6", "--max", "100000", "--no-period"],
            b"",
        ),
        ("grundy", &["play", "nim", "3", "4"], junk.as_bytes()),
        ("bundle", &["octal_game"], b""),
        ("bench", &["--input", "nim_product_64"], b""),
    ];
    for (name, args, input) in runs {
        let mut child = Command::new(binary(name))
            .args(args)
            .stdin(common::input_file(input))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // the reader goes away before anything is written
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{name} {args:?}");
        assert!(
            out.stderr.is_empty(),
            "{name} {args:?}: {:?}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `grundy play` on a full disk: exit 1 and the reason, as every binary (it was exit 2).
#[test]
fn grundy_play_on_a_full_disk_is_exit_1_with_the_reason() {
    let Some(full) = dev_full() else { return };
    let out = run_into(
        &binary("grundy"),
        &["play", "nim", "3", "4"],
        b"quit\n",
        full,
        false,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with("error: cannot write the output: ") && stderr.lines().count() == 1,
        "{stderr}"
    );
}

/// `grundy play` names the games it plays, not every mode of `grundy`.
#[test]
fn grundy_play_lists_the_games_it_plays() {
    for game in ["wythoff", "misere", "partizan", "dynamic", "ruler"] {
        let out = run(&binary("grundy"), &["play", game, "3", "4"], b"quit\n");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{game}: {stderr}");
        assert!(
            stderr.starts_with("error: expected a game to play: nim, subtract, octal, ")
                && stderr.ends_with(&format!("found \"{game}\"\n"))
                && !stderr.contains("wythoff,"),
            "{game}: {stderr}"
        );
    }
}

#[test]
fn help_still_answers_and_a_sample_still_runs() {
    // The quiet paths above must not have silenced the ordinary ones.
    let out = run(&binary("anti_nim"), &["--help"], b"");
    assert_eq!(out.status.code(), Some(0));
    let out = run(&binary("anti_nim"), &[], b"3\n3 5 1\n");
    assert_eq!(out.stdout, b"Yes\n");
}

/// Under a small address-space limit (`ulimit -v`, in KiB), tables that the input makes large
/// fail with exit 2 and one line, never an abort. Linux only: elsewhere `ulimit -v` may not
/// limit allocations, and the test says it is skipped.
#[test]
fn a_memory_limit_is_an_error_not_an_abort() {
    if !cfg!(target_os = "linux") {
        println!("skipped: ulimit -v is only relied on under Linux");
        return;
    }
    let cases: &[(&str, &str, u32)] = &[
        (
            "subtraction_nim",
            "4\n90909 424242 909090 999999\n1\n1000000000000000000\n",
            100_000,
        ),
        (
            "hdu1536",
            "4 90909 424242 909090 999999\n1\n1 1000000000000000000\n0\n",
            100_000,
        ),
        ("fibonacci_piles", "10000000 1 1\n", 30_000),
        // A sieve of Ω up to 10^7 (10 MB) under a limit of 10 MB of address space.
        ("abc368f", "1\n10000000\n", 10_000),
    ];
    for &(name, input, kib) in cases {
        let script = format!("ulimit -v {kib} && exec \"$0\"");
        let mut child = Command::new("sh")
            .args(["-c", &script, &binary(name)])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
        assert!(out.stdout.is_empty(), "{name}");
        assert!(
            stderr.starts_with("error: line ")
                && stderr.contains("needs more memory than is available")
                && stderr.lines().count() == 1,
            "{name}: {stderr}"
        );
    }
}

/// `grundy`'s tables too: under 6 MB of address space, a table asked to grow past it stops
/// with exit 2 and a line that says so (it used to abort, exit 134).
#[test]
fn grundy_under_a_memory_limit_says_so() {
    if !cfg!(target_os = "linux") {
        println!("skipped: ulimit -v is only relied on under Linux");
        return;
    }
    for args in [
        "octal 0.354 --max 40000000",
        "subtract 90909 424242 909090 999999 --max 100000000",
    ] {
        let script = format!("ulimit -v 6000 && exec \"$0\" {args}");
        let out = Command::new("sh")
            .args(["-c", &script, &binary("grundy")])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "grundy {args}: {stderr}");
        assert!(out.stdout.is_empty(), "grundy {args}");
        assert!(
            stderr.starts_with("error: not enough memory") && stderr.lines().count() == 1,
            "grundy {args}: {stderr}"
        );
    }
}

/// `fibonacci_piles` streams: memory does not grow with the number of lines (it used to hold
/// every game and the whole output).
#[test]
fn fibonacci_memory_does_not_follow_the_lines() {
    let lines = |count: usize| {
        let mut text = String::new();
        for i in 0..count {
            let pile = |k: usize| 1 + (i * k) % 999; // never 0 0 0, the sentinel
            text.push_str(&format!("{} {} {}\n", pile(1), pile(7), pile(13)));
        }
        text
    };
    let peak = |input: String| {
        let mut child = Command::new(binary("fibonacci_piles"))
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let pid = child.id();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(input.as_bytes()).unwrap();
        // Read the peak while the process still runs (it waits for the rest of its input).
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok();
        drop(stdin);
        child.wait().unwrap();
        status.and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse::<u64>().ok())
        })
    };
    let (Some(small), Some(large)) = (peak(lines(10_000)), peak(lines(1_000_000))) else {
        println!("skipped: no /proc here");
        return;
    };
    // 10^6 lines are 13 MB of input and 5.5 MB of output; the peak stays within a few MB of
    // the peak for 10^4 lines (the 1 MiB held output and the table to pile 999).
    assert!(
        large < small + 3 * 1024,
        "peak {large} KiB against {small} KiB"
    );
}

/// A problem with no game to move in refuses `--move` with its reason, and its help does not
/// offer it.
#[test]
fn a_problem_without_a_game_refuses_move() {
    let out = run(&binary("nim_product_64"), &["--move"], b"1\n2 3\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: nim_product_64 has no game to move in: --move is not available (see --help)\n"
    );
    let help = run(&binary("nim_product_64"), &["--help"], b"");
    let text = String::from_utf8(help.stdout).unwrap();
    assert!(
        text.starts_with("usage: nim_product_64 < INPUT\n"),
        "{text}"
    );
    assert!(!text.contains("--move"), "{text}");
}

/// Every help page says what `--move` prints once (in its `move:` line), and its example
/// prints what the page says, one answer a line, as the solver does.
#[test]
fn help_examples_print_what_they_say() {
    for p in ALL {
        let out = run(&binary(p.name), &["--help"], b"");
        let text = String::from_utf8(out.stdout).unwrap();
        let offers = text.matches("with --move").count();
        assert_eq!(offers, usize::from(p.moves), "{}: {text}", p.name);
        let example = text
            .split("example: printf '")
            .nth(1)
            .unwrap_or_else(|| panic!("{} has no example", p.name));
        let (quoted, rest) = example.split_once("' | ").unwrap();
        let (command, rest) = rest.split_once('\n').unwrap();
        assert_eq!(command, p.name);
        let rest = rest
            .strip_prefix("prints:\n")
            .expect("prints: after the example");
        let promised: Vec<&str> = rest
            .lines()
            .take_while(|l| l.starts_with("  "))
            .map(|l| &l[2..])
            .collect();
        let input = quoted.replace("\\n", "\n");
        let answers = (p.solve)(input.as_bytes()).unwrap();
        assert_eq!(answers.lines().collect::<Vec<_>>(), promised, "{}", p.name);
    }
}

//! The error contract end to end: nothing on stdout, one line on stderr naming line and
//! column, exit status 2.

use crate::common;

use common::{binary, run, ALL};

fn assert_rejected(name: &str, input: &[u8], expected_stderr: &str) {
    assert_rejected_with(name, &[], input, expected_stderr);
}

fn assert_rejected_with(name: &str, args: &[&str], input: &[u8], expected_stderr: &str) {
    let out = run(&binary(name), args, input);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{name} on {input:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{name} printed on stdout");
    assert_eq!(
        stderr,
        format!("error: {expected_stderr}\n"),
        "{name} on {input:?}"
    );
}

#[test]
fn bad_inputs_exit_2_with_one_line() {
    assert_rejected(
        "subtraction_nim",
        b"2\n2 5\n3\n2 4 abc\n",
        "line 4, column 5: expected a heap size (0..=10^18), found \"abc\"",
    );
    assert_rejected(
        "subtraction_nim",
        b"",
        "line 1, column 1: expected the number of moves k (1..=10^5), found end of input",
    );
    assert_rejected(
        "subtraction_nim",
        b"1000000000000000000\n",
        "line 1, column 1: expected the number of moves k (1..=10^5), found \"1000000000000000000\"",
    );
    // Another case may follow: a token after a case starts one, which must be whole.
    assert_rejected(
        "subtraction_nim",
        b"1\n1\n1\n1 2\n",
        "line 5, column 1: expected a move size (1..=10^6), found end of input",
    );
}

#[test]
fn misere_play_states_its_bounds() {
    // A heap past the quotient search's bound, in either binary, and in a later case.
    assert_rejected_with(
        "subtraction_nim",
        &["--misere"],
        b"1\n1\n1\n1000000000000000001\n",
        "line 4, column 1: expected a heap size in misère play (0..=10^18), found \
         \"1000000000000000001\"",
    );
    assert_rejected_with(
        "octal_game",
        &["--misere", "--move"],
        b"0.77 2 1 2\n0.07 1 1000000000000000001\n",
        "line 2, column 8: expected a heap size in misère play (0..=10^18), found \
         \"1000000000000000001\"",
    );
    assert_rejected_with(
        "octal_game",
        &["--misere"],
        b"0.8 1 3\n",
        "line 1, column 1: expected an octal code such as 0.07 (0 or 4 before the point, \
         digits 0-7 after it, at least one move), found \"0.8\"",
    );
    // A heap past a quotient that stopped growing finitely (0.3122's is infinite from heap
    // 7) is refused at that heap, naming where and why the quotient stopped.
    assert_rejected_with(
        "octal_game",
        &["--misere"],
        b"0.3122\n2\n3 7\n",
        "line 3, column 3: heap 7: the misère quotient of 0.3122 is partial to heap 6, still \
         growing (the quotient was not proved within the work allowed)",
    );
    // Binaries without a misère mode say so.
    let out = run(&binary("hdu3032"), &["--misere"], b"1\n1\n1\n");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: hdu3032 plays normal play only: --misere is not available (see --help)\n"
    );
    let out = run(
        &binary("octal_game"),
        &["--misere", "--misere"],
        b"0.77 1 1\n",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_rejected(
        "fibonacci_piles",
        b"1 -1 1\n",
        "line 1, column 3: expected a pile size (0..=10^7), found \"-1\"",
    );
    assert_rejected(
        "fibonacci_piles",
        b"1 1\n",
        "line 2, column 1: expected a pile size (0..=10^7), found end of input",
    );
}

#[test]
fn every_solver_rejects_garbage() {
    for name in ALL.iter().map(|p| p.name) {
        let out = run(&binary(name), &[], b"x\xff\x00");
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8(out.stderr).expect("messages are UTF-8");
        assert!(
            stderr.starts_with("error: line 1, column 1: expected ")
                && stderr.ends_with("found \"x\\xff\\x00\"\n"),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1);
    }
}

#[test]
fn every_binary_answers_help_and_rejects_other_arguments() {
    for problem in ALL {
        for flag in ["--help", "-h"] {
            let out = run(&binary(problem.name), &[flag], b"");
            assert_eq!(out.status.code(), Some(0), "{} {flag}", problem.name);
            let text = String::from_utf8(out.stdout).unwrap();
            let usage = match (problem.moves, problem.misere) {
                (true, true) => " [--move] [--misere]",
                (true, false) => " [--move]",
                (false, _) => "",
            };
            assert!(
                text.starts_with(&format!("usage: {}{usage} < INPUT\n\n", problem.name)),
                "{text}"
            );
            for part in ["input:", "output:", "example:"] {
                assert!(text.contains(part), "{}: no {part}", problem.name);
            }
        }
        for args in [&["FILE"][..], &["--help", "x"], &["-"]] {
            let out = run(&binary(problem.name), args, b"1\n1\n");
            assert_eq!(out.status.code(), Some(2), "{} {args:?}", problem.name);
            assert!(out.stdout.is_empty());
            let stderr = String::from_utf8(out.stderr).unwrap();
            assert!(
                stderr.starts_with("error: unexpected argument ")
                    && stderr.ends_with("reads its input on stdin (see --help)\n"),
                "{stderr}"
            );
        }
    }
}

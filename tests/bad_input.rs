//! The error contract on every solver, through the library: exact messages for each kind of
//! bad input, valid variants that must still answer, a seeded mutation fuzz, and memory that
//! follows the data rather than the claimed counts.

mod common;

use common::rng::Rng;
use common::{problem, ALL};
use grundy::core::scan::InputError;

type Solve = fn(&[u8]) -> Result<String, InputError>;

/// One solver's sample and what each of its tokens is, in order, as error messages name them.
struct Case {
    name: &'static str,
    solve: Solve,
    sample: &'static str,
    answer: &'static str,
    fields: &'static [&'static str],
    /// Token counts after which the input is already complete (besides all of it).
    complete_after: &'static [usize],
}

const K: &str = "the number of moves k (1..=10^5)";
const MOVE: &str = "a move size (1..=10^6)";
const HEAPS: &str = "the number of heaps n (1..=10^6)";
const HEAP: &str = "a heap size (0..=10^18)";
const FIB: &str = "a pile size (0..=10^7)";
const BOARD: &str = "the board size n (1..=10^12)";
const QUERIES: &str = "the number of queries K (1..=10^5)";
const W0: &str = "the number of white cells w, within 10^6 over all queries (0..=10^6)";
const W1: &str = "the number of white cells w, within 10^6 over all queries (0..=999998)";
const CELL: &str = "a cell (1..=3)";
const PILES: &str = "the number of piles n (1..=10^6)";
const PILE: &str = "a pile size (0..=10^18)";

fn cases() -> Vec<Case> {
    let solver = |name: &str| problem(name).solve;
    vec![
        Case {
            name: "subtraction_nim",
            solve: solver("subtraction_nim"),
            sample: "2\n2 5\n3\n2 4 7\n",
            answer: "Yes\n",
            fields: &[K, MOVE, MOVE, HEAPS, HEAP, HEAP, HEAP],
            complete_after: &[],
        },
        Case {
            name: "fibonacci_piles",
            solve: solver("fibonacci_piles"),
            sample: "1 1 1\n1 4 1\n0 0 0\n",
            answer: "Fibo\nNacci\n",
            fields: &[FIB; 9],
            complete_after: &[3, 6],
        },
        Case {
            name: "flip_grid",
            solve: solver("flip_grid"),
            sample: "3\n2\n2 1 2\n2 2 3\n",
            answer: "Yes\nNo\n",
            fields: &[BOARD, QUERIES, W0, CELL, CELL, W1, CELL, CELL],
            complete_after: &[],
        },
        Case {
            name: "split_piles",
            solve: solver("split_piles"),
            sample: "3\n2 2 3\n",
            answer: "Yes\n",
            fields: &[PILES, PILE, PILE, PILE],
            complete_after: &[],
        },
        Case {
            name: "ladder_nim",
            solve: solver("ladder_nim"),
            sample: "3\n2 1 3\n",
            answer: "Yes\n",
            fields: &[PILES, PILE, PILE, PILE],
            complete_after: &[],
        },
        Case {
            name: "anti_nim",
            solve: solver("anti_nim"),
            sample: "3\n3 5 1\n",
            answer: "Yes\n",
            fields: &[PILES, PILE, PILE, PILE],
            complete_after: &[],
        },
    ]
}

/// Byte ranges of the tokens of `text`.
fn tokens(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && !text[i].is_ascii_whitespace() {
            i += 1;
        }
        out.push((start, i));
    }
    out
}

/// `line L, column C` of byte `offset`, worked out independently of the scanner.
fn position(text: &[u8], offset: usize) -> String {
    let before = &text[..offset];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let column = offset
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    format!("line {line}, column {column}")
}

fn error_of(case: &Case, input: &[u8]) -> String {
    match (case.solve)(input) {
        Ok(out) => panic!(
            "{}: {:?} was accepted with {out:?}",
            case.name,
            String::from_utf8_lossy(input)
        ),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_problem_in_the_list_has_a_case_here() {
    let listed: Vec<&str> = cases().iter().map(|c| c.name).collect();
    for p in ALL {
        assert!(
            listed.contains(&p.name),
            "{} has no error-contract case",
            p.name
        );
    }
}

#[test]
fn empty_and_whitespace_only() {
    for case in cases() {
        let expected = format!(
            "line 1, column 1: expected {}, found end of input",
            case.fields[0]
        );
        assert_eq!(error_of(&case, b""), expected, "{}", case.name);
        let expected = format!(
            "line 3, column 2: expected {}, found end of input",
            case.fields[0]
        );
        assert_eq!(error_of(&case, b" \r\n\t\n "), expected, "{}", case.name);
    }
}

#[test]
fn cut_after_every_token() {
    for case in cases() {
        let sample = case.sample.as_bytes();
        let toks = tokens(sample);
        assert_eq!(
            toks.len(),
            case.fields.len(),
            "{}: fields listed",
            case.name
        );
        for (i, &(_, end)) in toks.iter().enumerate().take(toks.len() - 1) {
            let cut = &sample[..end];
            if case.complete_after.contains(&(i + 1)) {
                assert!(
                    (case.solve)(cut).is_ok(),
                    "{}: cut after token {}",
                    case.name,
                    i + 1
                );
                continue;
            }
            let expected = format!(
                "{}: expected {}, found end of input",
                position(cut, end),
                case.fields[i + 1]
            );
            assert_eq!(
                error_of(&case, cut),
                expected,
                "{}: cut after token {}",
                case.name,
                i + 1
            );
        }
    }
}

#[test]
fn bad_tokens_in_place_of_the_last_value() {
    let bad: &[(&[u8], &str)] = &[
        (b"abc", "\"abc\""),
        (b"-1", "\"-1\""),
        (b"+1", "\"+1\""),
        (b"1e3", "\"1e3\""),
        (b"3.0", "\"3.0\""),
        (b"0x10", "\"0x10\""),
        (b"18446744073709551616", "\"18446744073709551616\""),
        (b"99999999999999999999", "\"99999999999999999999\""),
        (b"\x00", "\"\\x00\""),
        (b"1\x01", "\"1\\x01\""),
        (b"\x7f", "\"\\x7f\""),
        (b"\xff\xfe", "\"\\xff\\xfe\""),
        (b"\xe4\xb8\x89", "\"\\xe4\\xb8\\x89\""),
    ];
    for case in cases() {
        let sample = case.sample.as_bytes();
        let toks = tokens(sample);
        // The last token that is not part of fibonacci's 0 0 0 terminator.
        let index = if case.name == "fibonacci_piles" {
            5
        } else {
            toks.len() - 1
        };
        let (start, end) = toks[index];
        for &(token, shown) in bad {
            let input = [&sample[..start], token, &sample[end..]].concat();
            let expected = format!(
                "{}: expected {}, found {shown}",
                position(sample, start),
                case.fields[index]
            );
            assert_eq!(error_of(&case, &input), expected, "{}", case.name);
        }
    }
}

#[test]
fn values_past_each_fields_maximum() {
    let over: &[(&str, &str, &str)] = &[
        ("subtraction_nim", "100001\n", K),
        ("subtraction_nim", "1\n1000001\n", MOVE),
        ("subtraction_nim", "1\n1\n1000001\n", HEAPS),
        ("subtraction_nim", "1\n1\n1\n1000000000000000001\n", HEAP),
        ("fibonacci_piles", "1 1 10000001\n", FIB),
        ("flip_grid", "1000000000001\n", BOARD),
        ("flip_grid", "3\n100001\n", QUERIES),
        ("flip_grid", "3\n1\n1000001\n", W0),
        ("flip_grid", "3\n1\n1 4\n", CELL),
        ("split_piles", "1000001\n", PILES),
        ("ladder_nim", "1\n1000000000000000001\n", PILE),
        ("anti_nim", "2\n1 1000000000000000001\n", PILE),
    ];
    for &(name, input, field) in over {
        let case = cases().into_iter().find(|c| c.name == name).unwrap();
        let toks = tokens(input.as_bytes());
        let (start, end) = *toks.last().unwrap();
        let expected = format!(
            "{}: expected {field}, found \"{}\"",
            position(input.as_bytes(), start),
            &input[start..end]
        );
        assert_eq!(error_of(&case, input.as_bytes()), expected, "{name}");
    }
}

#[test]
fn huge_counts_and_extra_tokens() {
    for case in cases() {
        let sample = case.sample.as_bytes();
        if case.name != "fibonacci_piles" {
            let first = tokens(sample)[0];
            let input = [
                b"1000000000000000000".as_slice(),
                &sample[first.1..],
                b" 1 2",
            ]
            .concat();
            let expected = format!(
                "line 1, column 1: expected {}, found \"1000000000000000000\"",
                case.fields[0]
            );
            assert_eq!(error_of(&case, &input), expected, "{}", case.name);
        }
        let input = [sample, b"  5\n"].concat();
        let expected = format!(
            "{}: expected end of input, found \"5\"",
            position(&input, sample.len() + 2)
        );
        assert_eq!(error_of(&case, &input), expected, "{}", case.name);
    }
}

#[test]
fn a_very_long_token_and_a_very_long_line() {
    for case in cases() {
        let sample = case.sample.as_bytes();
        let (start, end) = tokens(sample)[1];
        let long = "9".repeat(1 << 20);
        let input = [&sample[..start], long.as_bytes(), &sample[end..]].concat();
        let expected = format!(
            "{}: expected {}, found \"{}...\" ({} bytes)",
            position(sample, start),
            case.fields[1],
            "9".repeat(32),
            1 << 20
        );
        assert_eq!(error_of(&case, &input), expected, "{}", case.name);
    }
    // 200 000 piles on one line are fine; one more value is not.
    let line = vec!["7"; 200_000].join(" ");
    let input = format!("200000\n{line}\n");
    let anti_nim = problem("anti_nim").solve;
    assert_eq!(anti_nim(input.as_bytes()).unwrap(), "No\n");
    let input = format!("200000\n{line} 7\n");
    let e = anti_nim(input.as_bytes()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 400001: expected end of input, found \"7\""
    );
}

#[test]
fn valid_variants_still_answer() {
    for case in cases() {
        let s = case.sample;
        let variants = [
            s.replace('\n', "\r\n"),
            s.replace(' ', "\t"),
            s.trim_end().to_string(),
            s.replace('\n', "\n\n \n"),
            format!("\n\n{s}\n\n"),
            tokens(s.as_bytes())
                .iter()
                .map(|&(a, b)| format!("00{} ", &s[a..b]))
                .collect(),
        ];
        for v in variants {
            assert_eq!(
                (case.solve)(v.as_bytes()).unwrap(),
                case.answer,
                "{} on {v:?}",
                case.name
            );
        }
    }
}

/// 1–3 random byte edits: delete, insert a digit, letter, `-`, space or newline, or truncate.
fn mutate(rng: &mut Rng, sample: &[u8]) -> Vec<u8> {
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

#[test]
fn mutation_fuzz_never_panics_and_always_locates() {
    let mut rng = Rng::new(20_261_122);
    for case in cases() {
        let (mut answers, mut errors) = (0, 0);
        for _ in 0..10_000 {
            let input = mutate(&mut rng, case.sample.as_bytes());
            let result = std::panic::catch_unwind(|| (case.solve)(&input));
            let shown = String::from_utf8_lossy(&input).into_owned();
            match result {
                Err(_) => panic!("{} panicked on {shown:?}", case.name),
                Ok(Ok(out)) => {
                    assert!(
                        !out.is_empty() || case.name == "fibonacci_piles",
                        "{} on {shown:?}",
                        case.name
                    );
                    let allowed = ["Yes", "No", "Fibo", "Nacci"];
                    assert!(
                        out.lines().all(|l| allowed.contains(&l)),
                        "{} on {shown:?}: {out:?}",
                        case.name
                    );
                    answers += 1;
                }
                Ok(Err(e)) => {
                    assert!(
                        e.line >= 1 && e.column >= 1,
                        "{} on {shown:?}: {e}",
                        case.name
                    );
                    let lines = input.split(|&b| b == b'\n').count();
                    assert!(e.line <= lines, "{} on {shown:?}: {e}", case.name);
                    assert!(
                        e.message.starts_with("expected "),
                        "{} on {shown:?}: {e}",
                        case.name
                    );
                    assert!(
                        e.message.contains(", found "),
                        "{} on {shown:?}: {e}",
                        case.name
                    );
                    errors += 1;
                }
            }
        }
        assert!(
            answers > 500 && errors > 500,
            "{}: {answers} answers, {errors} errors",
            case.name
        );
    }
}

//! The explorer's tests: each subcommand's text through [`dispatch`](crate::dispatch), as the
//! command line reaches it.

use crate::help::HELP;
use crate::options::*;
use crate::play::{self, play_command};
use crate::{dispatch, Command};
use grundy::games::octal;
use grundy::games::subtraction::DEFAULT_BUDGET;

/// The text of a subcommand that computes it whole (every one but guess, play and research
/// runs).
fn run(args: &[String]) -> Result<String, String> {
    match dispatch(args) {
        Command::Text(text) => text,
        _ => panic!("{args:?} streams: not a text subcommand"),
    }
}

fn explore(line: &str) -> Result<String, String> {
    run(&line
        .split_whitespace()
        .map(String::from)
        .collect::<Vec<_>>())
}

/// `grundy play ARGS` with `typed` as the user's lines: what it printed, or its error.
fn play(args: &str, typed: &str) -> Result<String, String> {
    let args: Vec<String> = args.split_whitespace().map(String::from).collect();
    let mut out = Vec::new();
    play_command(&args, &mut typed.as_bytes(), &mut out).map_err(|stop| match stop {
        play::Stop::Refused(message) => message,
        play::Stop::Output(e) => format!("output: {e}"),
    })?;
    Ok(String::from_utf8(out).unwrap())
}

/// `--help`'s defaults are the ones each path uses: the work of an octal and of a
/// subtraction table, the values computed, the bounds of --upto and --max.
#[test]
fn the_help_states_each_paths_defaults() {
    let flat = HELP.split_whitespace().collect::<Vec<_>>().join(" ");
    // 4000000000 as --help writes it: 4*10^9 (10^6 for a leading 1).
    let power = |x: u64| {
        let digits = x.to_string();
        let head = digits.trim_end_matches('0');
        match head {
            "1" => format!("10^{}", digits.len() - 1),
            _ => format!("{head}*10^{}", digits.len() - head.len()),
        }
    };
    let octal = power(octal::DEFAULT_BUDGET.steps);
    // 250000000: 25*10^7, written 2.5*10^8.
    assert_eq!(power(DEFAULT_BUDGET.steps), "25*10^7");
    let subtraction = "2.5*10^8";
    for said in [
        format!("default {octal} for an octal game, {subtraction} for a subtraction game"),
        format!(
            "1 <= N <= {}; default {}, or --upto + 1",
            power(MAX_VALUES),
            power(DEFAULT_MAX)
        ),
        format!("(0 <= N <= {})", power(MAX_UPTO)),
        format!("(1 <= W <= {};", power(MAX_WORK)),
    ] {
        assert!(flat.contains(&said), "--help should say {said}");
    }
}

/// `--upto N` prints 0..=N, through a proven period or computed values, and --max follows
/// it; where neither reaches N, one line says where the table stopped (no shorter table).
#[test]
fn upto_is_printed_whole_or_refused() {
    let last = |args: &str| {
        let text = explore(args).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len() - 2].to_string()
    };
    // No period (the moves are unbounded): the values computed reach --upto past 10^6.
    assert!(last("fibonacci --upto 1000000 --list").starts_with("1000000 "));
    // A proven period answers any --upto, whatever --max.
    assert!(last("subtract 1 2 --upto 5000 --max 10 --list").starts_with("5000 "));
    for (args, stop) in [
        ("treblecross --upto 5000 --max 1000", "n = 999"),
        (
            "subtract 1 4 9 16 25 36 49 64 81 100 --upto 100000 --work 1000",
            "n = ",
        ),
        ("lasker --upto 50 --max 10", "n = 9"),
        ("fibonacci --upto 2000 --max 1000", "n = 999"),
        ("grundys-game --upto 3000 --work 100000", "n = "),
    ] {
        let e = explore(args).unwrap_err();
        assert!(
            e.starts_with(&format!("the table stops at {stop}")) && e.contains("short of --upto"),
            "{args}: {e}"
        );
    }
    // The misère quotient of 0.16 is stopped by the work limit at heap 17.
    let e = explore("misere 0.16 --upto 60").unwrap_err();
    assert!(
        e.starts_with("the quotient of 0.16 stops at heap 17 (")
            && e.contains("short of --upto 60"),
        "{e}"
    );
}

/// Numbers as the solvers read them: a leading `+` is not a number (it used to be taken).
#[test]
fn misere_takes_names() {
    let dawson = explore("misere dawsons-kayles --upto 4").unwrap();
    assert!(dawson.starts_with(
        "misère quotient of 0.07: partial to heap 4, not proved final by then\n6 elements"
    ));
}

#[test]
fn numbers_have_no_sign() {
    for line in [
        "ruler --upto +5",
        "kayles --heaps +5",
        "subtract 1..+3",
        "kayles --upto +5",
    ] {
        assert!(explore(line).is_err(), "{line}");
    }
    assert!(play("nim +3 4", "").is_err());
    assert!(explore("kayles --heaps 0005").is_ok());
}

/// Play says what was wrong with a line: not numbers, no such heap, a count of numbers
/// that is no move, or a move the rules refuse (all four used to be "not a move").
#[test]
fn play_says_what_was_wrong() {
    let text = play("nim 3 4", "abc\n9 1\n1 2 3\n1 9\nquit\n").unwrap();
    assert!(text.contains("expected numbers ('I X', or 'I X A B' for a split), found \"abc\""));
    assert!(text.contains("there is no heap 9 (heaps 1 to 2)"));
    assert!(text.contains("expected 2 numbers 'I X'"));
    assert!(text.contains("not a move of this game here"));
}

/// Options of a table or a picture are refused by play, not ignored; a move's line has a
/// bound, and a longer one (here 10^6 characters, read in pieces) is an error.
#[test]
fn play_refuses_what_it_does_not_use() {
    for extra in [
        "--svg x.svg",
        "--upto 5",
        "--list",
        "--table rust",
        "--zero",
    ] {
        let e = play(&format!("kayles 5 7 {extra}"), "quit\n").unwrap_err();
        assert!(e.contains("is not for a game"), "{extra}: {e}");
    }
    assert!(play("kayles 5 7 --max 100", "quit\n").is_ok());
    let long = format!("{}\n", "1".repeat(1_000_000));
    let e = play("nim 3 4", &long).unwrap_err();
    assert!(e.contains("at most 1000 bytes"), "{e}");
    // The bound is the line's own bytes, its `\n` or `\r\n` aside: 1000 pass, 1001 not.
    for ending in ["\n", "\r\n"] {
        let just = format!("1 1{}{ending}quit\n", " ".repeat(play::MAX_LINE - 3));
        assert!(play("nim 3 4", &just).is_ok(), "{ending:?}");
        let over = format!("1 1{}{ending}quit\n", " ".repeat(play::MAX_LINE - 2));
        let e = play("nim 3 4", &over).unwrap_err();
        assert!(e.contains("at most 1000 bytes"), "{ending:?}: {e}");
    }
}

/// A move whose numbers add past 2^64 - 1 is no move (it once wrapped around to the
/// heap's size and was taken): asked again, the heaps unchanged.
#[test]
fn moves_whose_numbers_overflow_are_not_moves() {
    let max = u64::MAX;
    for (game, heaps, typed) in [
        ("kayles", "5 7", format!("1 1 5 {max}")),
        ("kayles", "5 7", format!("1 {max} 5 2")),
        ("lasker", "5 7", format!("1 0 {max} 6")),
        ("octal 4.07", "5 7", format!("1 1 5 {max}")),
        ("nim", "5 7", format!("1 {max}")),
    ] {
        let text = play(&format!("{game} {heaps}"), &format!("{typed}\nquit\n")).unwrap();
        assert!(
            text.contains("not a move of this game here; try again"),
            "{game} {typed}: {text}"
        );
        let shown: Vec<&str> = text.lines().filter(|l| l.starts_with("heaps: ")).collect();
        assert_eq!(shown, [format!("heaps: {heaps}")], "{game} {typed}: {text}");
    }
}

/// A start the values cannot answer is refused before the first move, naming an option
/// the user can give; Lasker's Nim answers any heap by its closed form, without --upto.
#[test]
fn play_refuses_or_takes_far_heaps_at_once() {
    let e = play("grundys-game 1000000000000000000 --max 1000", "1 1\n").unwrap_err();
    assert!(
        e.starts_with("expected heaps of at most") && e.contains("raise --max"),
        "{e}"
    );
    let text = play("lasker 1000000000000000000 3", "quit\n").unwrap();
    assert!(text.contains("heaps: 1000000000000000000 3"), "{text}");
    let text = explore("lasker --heaps 1000000000000000000 3").unwrap();
    assert!(text.contains("G = 999999999999999999"), "{text}");
}

fn last_line(line: &str) -> String {
    explore(line).unwrap().lines().last().unwrap().to_string()
}

#[test]
fn published_periods() {
    assert!(last_line("octal 0.77").starts_with("periodic from n = 71 with period 12 ("));
    assert!(last_line("octal 0.07").starts_with("periodic from n = 53 with period 34 ("));
    assert!(last_line("subtract 2 3 7").starts_with("periodic from n = 0 with period 5 ("));
    assert!(last_line("octal 0.177").starts_with("periodic from n = 497 with period 20 ("));
    assert!(last_line("octal 0.11377").starts_with("periodic from n = 187 with period 32 ("));
    // Gangolli & Plambeck (1989): period 4 after the last exception at n = 46577.
    assert!(last_line("octal 0.127").starts_with("periodic from n = 46578 with period 4 ("));
    // Flammenkamp's period for 0.16; the rare-list values were checked against the plain
    // rule up to n = 150000 when this was added (the plain table takes seconds there).
    assert!(last_line("octal 0.16").starts_with("periodic from n = 105351 with period 149459 ("));
}

#[test]
fn positions_with_a_winning_move() {
    assert_eq!(
        explore("octal 0.07 --heaps 5 7 12").unwrap(),
        "octal game 0.07, heaps 5 7 12:\n  heap 1: 5, G = 0\n  heap 2: 7, G = 1\n  \
         heap 3: 12, G = 2\nxor 3: the player to move wins\nwinning move: take 2 from \
         heap 3 (12), leaving 4 and 6 (its value becomes 1, the xor 0)\n"
    );
    let lost = explore("kayles --heaps 3 3").unwrap();
    assert!(lost.ends_with("xor 0: the player to move loses; every move leaves a nonzero xor\n"));
    let split = explore("grundys-game --heaps 7 9").unwrap();
    assert!(
        split.contains("winning move: split heap 2 (9) into 2 and 7"),
        "{split}"
    );
    let huge = explore("subtract 2 5..9 --heaps 1000000000000000000 13").unwrap();
    assert!(
        huge.contains("heap 1: 1000000000000000000, G = 2"),
        "{huge}"
    );
    assert!(
        huge.contains("winning move: take 5 from heap 2 (13), leaving 8"),
        "{huge}"
    );
    assert!(explore("fibonacci --heaps 2000000")
        .unwrap_err()
        .contains("its value is unknown"));
    assert!(explore("kayles --heaps")
        .unwrap_err()
        .contains("expected heap sizes"));
}

/// Every winning move printed for small positions of several games really leaves xor 0
/// and is a move of the game: checked against the values and the rules here.
#[test]
fn printed_moves_are_real() {
    for game in [
        "octal 0.07",
        "octal 4.07",
        "kayles",
        "subtract 2 3 7",
        "lasker",
        "grundys-game",
    ] {
        for a in 0..12u64 {
            for b in a..12 {
                let text = explore(&format!("{game} --heaps {a} {b} 5")).unwrap();
                let Some(line) = text.lines().find(|l| l.starts_with("winning move: ")) else {
                    assert!(text.contains("xor 0"), "{game} {a} {b}: {text}");
                    continue;
                };
                let numbers: Vec<u64> = line
                    .split(" (its value")
                    .next()
                    .unwrap()
                    .split(|c: char| !c.is_ascii_digit())
                    .filter_map(|w| w.parse().ok())
                    .collect();
                let heaps = [a, b, 5];
                let values: Vec<u32> = text
                    .lines()
                    .filter_map(|l| l.split("G = ").nth(1))
                    .map(|v| v.parse().unwrap())
                    .collect();
                // "take T from heap I (H), leaving X [and Y]", "split heap I (H) into X and Y"
                let (taken, heap, parts) = if line.contains("split heap") {
                    (0, numbers[0] as usize, &numbers[2..])
                } else if line.contains("leaving nothing") {
                    (numbers[0], numbers[1] as usize, &numbers[..0])
                } else {
                    (numbers[0], numbers[1] as usize, &numbers[3..])
                };
                let h = heaps[heap - 1];
                assert_eq!(taken + parts.iter().sum::<u64>(), h, "{game}: {line}");
                let table = explore(&format!("{game} --list --upto 40")).unwrap();
                let g = |n: u64| -> u32 {
                    table
                        .lines()
                        .nth(n as usize)
                        .unwrap()
                        .split(' ')
                        .nth(1)
                        .unwrap()
                        .parse()
                        .unwrap()
                };
                let after = parts.iter().fold(0, |acc, &p| acc ^ g(p));
                let others = values
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != heap - 1)
                    .fold(0, |acc, (_, &v)| acc ^ v);
                assert_eq!(after ^ others, 0, "{game} {heaps:?}: {line}");
            }
        }
    }
}

#[test]
fn hex_codes_without_three_heaps_take_the_octal_engine() {
    // One reading of codes: a hexadecimal code whose moves leave at most two heaps is an
    // octal game, computed and certified by the octal engine.
    for code in ["0.77", "0.137", "4.07"] {
        let hex = explore(&format!("hex {code} --upto 40")).unwrap();
        let octal = explore(&format!("octal {code} --upto 40")).unwrap();
        assert_eq!(hex, octal, "{code}");
    }
    let three = explore("hex 0.F1 --upto 20").unwrap();
    assert!(three.contains("splits into at most 3 heaps"), "{three}");
}

#[test]
fn names_and_grundys_game() {
    assert_eq!(
        explore("kayles --list --upto 80"),
        explore("octal 0.77 --list --upto 80")
    );
    assert_eq!(
        explore("dawsons-chess --upto 10"),
        explore("octal 0.137 --upto 10")
    );
    let text = explore("grundys-game --list --upto 20").unwrap();
    let values: Vec<&str> = text
        .lines()
        .take(21)
        .map(|l| l.split(' ').nth(1).unwrap())
        .collect();
    assert_eq!(
        values.join(" "),
        "0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0"
    );
    assert!(text
        .lines()
        .last()
        .unwrap()
        .starts_with("# no period proved up to n = 20"));
    assert!(last_line("grundys-game --upto 5000").contains("open problem"));
    assert!(explore("grundys-game 5")
        .unwrap_err()
        .contains("no arguments"));
}

#[test]
fn tables_as_source() {
    // The library's writer of a periodic sequence (core::period::Periodic::write_code).
    let rust = explore("subtract 2 5 --table rust").unwrap();
    assert!(
        rust.contains(
            "fn g(n: u64) -> u64 {\n    const OFFSET: u64 = 0;\n    const PERIOD: u64 = 7;\n    \
             const PRE: [u64; 0] = [];"
        ),
        "{rust}"
    );
    assert!(rust.contains("const BLOCK: [u64; 7] = [\n        0, 0, 1, 1, 0, 2, 1\n    ];"));
    let cpp = explore("kayles --table cpp").unwrap();
    assert!(
        cpp.contains("const unsigned long long OFFSET = 71, PERIOD = 12;"),
        "{cpp}"
    );
    assert!(explore("fibonacci --table rust")
        .unwrap_err()
        .contains("no period"));
    assert!(explore("kayles --table java")
        .unwrap_err()
        .contains("rust or cpp"));
}

#[test]
fn ranges_of_moves() {
    assert!(last_line("subtract 1..100000")
        .starts_with("periodic from n = 0 with period 100001 (certified"));
    let text = explore("subtract 2 5..9 20 3..4 --upto 3").unwrap();
    assert!(
        text.starts_with("subtraction game S = {2..9, 20}, G(n)"),
        "{text}"
    );
    assert_eq!(
        explore("subtract 2..3 --list --upto 5")
            .unwrap()
            .lines()
            .take(6)
            .collect::<Vec<_>>(),
        ["0 0", "1 0", "2 1", "3 1", "4 2", "5 0"]
    );
}

#[test]
fn rows_are_as_wide_as_the_period() {
    let text = explore("subtract 2 5 --upto 20").unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "subtraction game S = {2, 5}, G(n) for n = 0..=20:"
    );
    assert_eq!(lines[1], " 0 | 0 0 1 1 0 2 1");
    assert_eq!(lines[2], " 7 | 0 0 1 1 0 2 1");
    assert_eq!(lines[3], "14 | 0 0 1 1 0 2 1");
    assert!(lines[4]
        .starts_with("periodic from n = 0 with period 7 (certified for exactly these moves: the window of max(S) = 5"));
    assert_eq!(lines.len(), 5);
}

#[test]
fn list_and_values_past_the_computed_ones() {
    let text = explore("subtract 2 5 --list --upto 1000000").unwrap();
    assert_eq!(text.lines().count(), 1_000_002);
    assert_eq!(text.lines().nth(1_000_000), Some("1000000 0")); // 10^6 mod 7 = 1
    assert!(text
        .lines()
        .last()
        .unwrap()
        .starts_with("# periodic from n = 0 with period 7 (certified"));
    let text = explore("octal 0.77 --list --upto 3").unwrap();
    assert!(text.starts_with("0 0\n1 1\n2 2\n3 3\n# periodic from n = 71 with period 12 ("));
    assert_eq!(text.lines().count(), 5);
}

#[test]
fn no_period_claimed_without_proof() {
    let text = explore("lasker --upto 12").unwrap();
    assert!(
        text.contains(" 0 |  0  1  2  4  3  5  6  8  7  9\n10 | 10 12 11\n"),
        "{text}"
    );
    let last = text.lines().last().unwrap();
    assert!(
        last.starts_with("no period proved up to n = 12 (the values grow without bound"),
        "{last}"
    );
    assert!(last.contains("holds for every n up to 12"));
    let last = last_line("fibonacci --upto 30");
    assert!(
        last.starts_with("no period proved up to n = 30 (the moves are unbounded"),
        "{last}"
    );
    let last = last_line("octal 0.77 --max 50");
    assert!(last.starts_with("no period proved up to n = 49"), "{last}");
    for (line, computed_to) in [
        ("subtract 2 5 --max 1", 0),
        ("octal 0.77 --max 1", 0),
        ("lasker --max 10", 9),
        ("fibonacci --max 3", 2),
    ] {
        let last = last_line(line);
        assert!(
            last.starts_with(&format!("no period proved up to n = {computed_to} (")),
            "{line}: {last}"
        );
        assert!(explore(&format!("{line} --list")).is_ok(), "{line}");
    }
}

#[test]
fn bad_arguments() {
    assert!(explore("").unwrap_err().contains("expected a game"));
    assert!(explore("nim")
        .unwrap_err()
        .contains("grundy nim takes --count"));
    assert!(explore("nimm").unwrap_err().contains("found \"nimm\""));
    assert!(explore("subtract")
        .unwrap_err()
        .contains("expected the moves"));
    assert!(explore("subtract 0").unwrap_err().contains("found \"0\""));
    assert!(explore("subtract 5..2").unwrap_err().contains("lo <= hi"));
    assert!(explore("subtract 1..x")
        .unwrap_err()
        .contains("found \"1..x\""));
    assert!(explore("octal 0.8").unwrap_err().contains("'8'"));
    assert!(explore("octal").unwrap_err().contains("one octal code"));
    assert!(explore("octal 0.7 --upto")
        .unwrap_err()
        .contains("after --upto"));
    assert!(explore("octal 0.7 --upto x")
        .unwrap_err()
        .contains("found \"x\""));
    assert!(explore("octal 0.7 --fast")
        .unwrap_err()
        .contains("unknown option"));
    assert!(explore("lasker 5").unwrap_err().contains("no arguments"));
    for zero in [
        "subtract 2 5 --max 0",
        "octal 0.77 --max 0",
        "lasker --max 0",
    ] {
        assert!(
            explore(zero)
                .unwrap_err()
                .contains("expected a number 1..="),
            "{zero}"
        );
    }
    assert!(explore("lasker --upto 20001")
        .unwrap_err()
        .contains("at most 20000"));
    assert!(explore("octal --help")
        .unwrap()
        .starts_with("grundy: print"));
}

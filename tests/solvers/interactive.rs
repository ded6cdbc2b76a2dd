//! `abc278g` against a judge that plays to win. The judge's values come from the rules alone
//! (a run of cards is a sum of the runs a move leaves; `G` by mex over every move), so a
//! wrong claim of `First` or `Second`, or one move that gives the win away, loses a game.
//!
//! In process, over a socket pair (the problem's `play` in a thread, as its binary runs it):
//! every `N <= 30` with every `1 <= L <= R <= N` (CI's second tier: 60), the judge's moves
//! winning when it has one, else random; for `N <= 10` (14), a game for every first reply the
//! judge can make. Through the
//! binary, over pipes: random `N` to 2 000 and the extremes of `L` and `R`, and the protocol's
//! errors. (`tests/tools/examples.rs` runs the local judge of `examples/card_row_judge.rs`.)

use crate::common::rng::Rng;
use crate::common::{binary, run};
use grundy::core::interact::{Interactive, Judge};
use grundy::problems::abc278g::Abc278g;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// `G` of a run of `0..=n` cards, a move removing `least..=most` consecutive ones: the mex
/// over every move of the xor of the two runs it leaves.
fn run_values(n: usize, least: usize, most: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for m in 1..=n {
        let mut seen = std::collections::BTreeSet::new();
        for y in least..=most.min(m) {
            for a in 0..=m - y {
                seen.insert(g[a] ^ g[m - y - a]);
            }
        }
        g[m] = (0..).find(|v| !seen.contains(v)).unwrap();
    }
    g
}

/// The judge's side of one game: the cards on the table, its values, its random moves.
struct Referee<'a> {
    on: Vec<bool>,
    least: usize,
    most: usize,
    /// `G` by run length, when the judge can afford the table; else it plays at random.
    g: Option<&'a [u32]>,
    rng: Rng,
}

impl Referee<'_> {
    fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut i = 1;
        while i < self.on.len() {
            let start = i;
            while i < self.on.len() && self.on[i] {
                i += 1;
            }
            if i > start {
                runs.push((start, i - start));
            }
            i += 1;
        }
        runs
    }

    fn legal(&self, x: i64, y: i64) -> bool {
        let (x, y) = (x as usize, y as usize);
        x >= 1
            && (self.least..=self.most).contains(&y)
            && x + y <= self.on.len()
            && self.on[x..x + y].iter().all(|&c| c)
    }

    /// The judge's move: winning if it has one (by the table), else random; `None` if none.
    fn reply(&mut self) -> Option<(usize, usize)> {
        let runs = self.runs();
        let moves: Vec<(usize, usize, usize)> = runs
            .iter()
            .enumerate()
            .flat_map(|(r, &(start, len))| {
                (self.least..=self.most.min(len))
                    .flat_map(move |y| (0..=len - y).map(move |a| (r, start + a, y)))
            })
            .collect();
        if moves.is_empty() {
            return None;
        }
        if let Some(g) = self.g {
            let total = runs.iter().fold(0, |x, &(_, len)| x ^ g[len]);
            for &(r, x, y) in &moves {
                let (start, len) = runs[r];
                let left = x - start;
                if total ^ g[len] ^ g[left] ^ g[len - y - left] == 0 {
                    return Some((x, y));
                }
            }
        }
        let &(_, x, y) = &moves[self.rng.below(moves.len() as u64) as usize];
        Some((x, y))
    }
}

/// Plays one game against `player` (its lines on `from`, ours to `to`), the judge's first
/// reply `first` when given: did the player win?
fn referee(
    n: usize,
    (least, most): (usize, usize),
    g: Option<&[u32]>,
    seed: u64,
    first: Option<(usize, usize)>,
    from: &mut impl BufRead,
    to: &mut impl Write,
) -> bool {
    let mut ref_ = Referee {
        on: vec![true; n + 1],
        least,
        most,
        g,
        rng: Rng::new(seed),
    };
    ref_.on[0] = false;
    writeln!(to, "{n} {least} {most}").unwrap();
    to.flush().unwrap();
    let mut line = String::new();
    from.read_line(&mut line).unwrap();
    let mut players_turn = match line.trim() {
        "First" => true,
        "Second" => false,
        other => panic!("{n} {least} {most}: said {other:?}"),
    };
    let mut first = first;
    loop {
        if players_turn {
            line.clear();
            from.read_line(&mut line).unwrap();
            let xy: Vec<i64> = line
                .split_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            if xy.len() != 2 || !ref_.legal(xy[0], xy[1]) {
                writeln!(to, "-1 -1").unwrap();
                return false;
            }
            let (x, y) = (xy[0] as usize, xy[1] as usize);
            ref_.on[x..x + y].fill(false);
        } else {
            let reply = first.take().or_else(|| ref_.reply());
            let Some((a, b)) = reply else {
                writeln!(to, "0 0").unwrap();
                to.flush().unwrap();
                return true;
            };
            ref_.on[a..a + b].fill(false);
            writeln!(to, "{a} {b}").unwrap();
            to.flush().unwrap();
        }
        players_turn = !players_turn;
    }
}

/// One game against the library's `Abc278g::play`, run in a thread as its binary runs it, over
/// a socket pair: did it win, and did it end cleanly?
fn in_process(
    n: usize,
    sizes: (usize, usize),
    g: &[u32],
    seed: u64,
    first: Option<(usize, usize)>,
) -> bool {
    let (ours, theirs) = std::os::unix::net::UnixStream::pair().unwrap();
    let player = std::thread::spawn(move || {
        let reader = BufReader::new(theirs.try_clone().unwrap());
        let mut judge = Judge::new(reader, std::io::BufWriter::new(theirs));
        Abc278g.play(&mut judge).is_ok()
    });
    let mut reader = BufReader::new(ours.try_clone().unwrap());
    let mut writer = std::io::BufWriter::new(ours);
    let won = referee(n, sizes, Some(g), seed, first, &mut reader, &mut writer);
    drop((reader, writer));
    won && player.join().unwrap()
}

/// Every `N <= 30` with every `L <= R`, and every first move of the judge to 10 cards; CI's
/// second tier goes to 60 and 14.
#[test]
fn abc278g_wins_every_game_against_a_judge_that_plays_to_win() {
    against_a_judge_that_plays_to_win(30, 10);
}

#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_abc278g_wins_every_game_to_60_cards() {
    against_a_judge_that_plays_to_win(60, 14);
}

/// Every row of at most `cards` with every `L <= R`, one game each; for rows of at most
/// `every_reply` cards that the player wins moving second, a game for every first move of
/// the judge.
fn against_a_judge_that_plays_to_win(cards: usize, every_reply: usize) {
    let mut games = 0;
    for n in 1..=cards {
        for least in 1..=n {
            for most in least..=n {
                let g = run_values(n, least, most);
                let sizes = (least, most);
                assert!(in_process(
                    n,
                    sizes,
                    &g,
                    (n * 3600 + least * 60 + most) as u64,
                    None
                ));
                games += 1;
                // For small rows that the player wins moving second: a game for every first
                // move the judge has. (The library's tests follow every reply to the end for
                // 12 cards and fewer.)
                if n <= every_reply && g[n] == 0 {
                    for y in least..=most {
                        for x in 1..=n + 1 - y {
                            assert!(in_process(n, sizes, &g, games, Some((x, y))));
                            games += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(games >= (cards * (cards + 1) / 2) as u64, "{games}");
}

/// The binary over pipes, as a judge runs it: one game; did it win and exit 0?
fn through_the_binary(n: usize, least: usize, most: usize, seed: u64) -> bool {
    let mut child = Command::new(binary("abc278g"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut to = child.stdin.take().unwrap();
    let mut from = BufReader::new(child.stdout.take().unwrap());
    let g = (n <= 300 || least == most).then(|| run_values_one(n, least, most));
    let won = referee(
        n,
        (least, most),
        g.as_deref(),
        seed,
        None,
        &mut from,
        &mut to,
    );
    drop(to);
    let status = child.wait().unwrap();
    won && status.success()
}

/// [`run_values`] for one move size in O(n²) (the general one is O(n³) at this size).
fn run_values_one(n: usize, least: usize, most: usize) -> Vec<u32> {
    if least != most {
        return run_values(n, least, most);
    }
    let mut g = vec![0u32; n + 1];
    let mut seen = vec![false; n + 2];
    for m in least..=n {
        let rest = m - least;
        (0..=rest).for_each(|a| seen[(g[a] ^ g[rest - a]) as usize] = true);
        g[m] = seen.iter().position(|&s| !s).unwrap() as u32;
        (0..=rest).for_each(|a| seen[(g[a] ^ g[rest - a]) as usize] = false);
    }
    g
}

#[test]
fn abc278g_binary_wins_to_2000_cards() {
    let mut rng = Rng::new(278);
    let mut cases = vec![
        (2000, 1, 1),
        (2000, 1, 2000),
        (2000, 2000, 2000),
        (1999, 2, 2),
        (1, 1, 1),
    ];
    for _ in 0..8 {
        let n = rng.between(1, 2000) as usize;
        let least = rng.between(1, n as u64) as usize;
        let most = if rng.below(2) == 0 {
            least
        } else {
            rng.between(least as u64, n as u64) as usize
        };
        cases.push((n, least, most));
    }
    for (i, (n, least, most)) in cases.into_iter().enumerate() {
        assert!(
            through_the_binary(n, least, most, i as u64),
            "{n} {least} {most}"
        );
    }
}

#[test]
fn abc278g_protocol_errors_are_one_line_and_exit_2() {
    for (input, message) in [
        (&b"6 1 2\n1 x\n"[..], "error: line 2, column 3: expected a judge's card count b (-1..=6), found \"x\"\n"),
        (b"6 1 2\n1 1\n", "error: line 3, column 1: expected a judge's first card a (-1..=6), found end of input\n"),
        (b"6 1 2\n3 1\n", "error: line 2, column 1: expected a legal move of the judge's, found \"3 1\"\n"),
        (b"", "error: line 1, column 1: expected the number of cards N (1..=2000), found end of input\n"),
    ] {
        let out = run(&binary("abc278g"), &[], input);
        assert_eq!(out.status.code(), Some(2), "{input:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), message);
    }
    let out = run(&binary("abc278g"), &["--move"], b"");
    assert_eq!(out.status.code(), Some(2));
}

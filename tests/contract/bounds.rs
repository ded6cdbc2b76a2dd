//! The bounds that `--help` states, at their extremes, as the reports that found them broken
//! ran them: the misère subtraction games that walked heaps quadratically, and the mazes on
//! which the bipartite matching took seconds. Times are not asserted (no test passes or fails
//! on a clock): each run must answer, or refuse with one line, under the memory it states;
//! its time is in `docs/performance.md`, measured. CI's second tier (`tier2_…`): each run is a
//! second or so in a test build.

use crate::common;

use common::rng::Rng;
use common::{binary, under};

/// `subtraction_nim --misere` on the report's inputs: take 10^6 with a heap of 6 000 and of
/// 10 000 (34 s and 165 s before), take 2, 7 or 99 999 with a heap of 10^18 (no answer after
/// 900 s before): answered or refused with one line, under the 300 MB `--help` states.
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_misere_subtraction_games_that_walk_far() {
    let dir = std::env::temp_dir().join(format!("grundy-bounds-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (input, want) in [
        ("1\n1000000\n1\n6000\n", Some("Yes\n")),
        ("1\n1000000\n1\n10000\n", Some("Yes\n")),
        ("3\n2 7 99999\n1\n1000000000000000000\n", None),
    ] {
        let file = dir.join("misere.in");
        std::fs::write(&file, input).unwrap();
        let out = under(300 << 10, &binary("subtraction_nim"), &["--misere"], &file);
        let err = String::from_utf8_lossy(&out.stderr);
        match want {
            Some(answer) => {
                assert_eq!(out.status.code(), Some(0), "{input:?}: {err}");
                assert_eq!(String::from_utf8_lossy(&out.stdout), answer, "{input:?}");
            }
            None => {
                assert_eq!(out.status.code(), Some(2), "{input:?}");
                assert!(
                    err.starts_with("error: line 4, column 1: heap 1000000000000000000: ")
                        && err.lines().count() == 1,
                    "{input:?}: {err}"
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A random `side × side` maze, a cell a wall with probability `walls` (in thousandths).
fn maze(rng: &mut Rng, side: usize, walls: u64) -> String {
    let mut text = format!("{side} {side}\n");
    for _ in 0..side {
        text.extend((0..side).map(|_| if rng.below(1000) < walls { '#' } else { '.' }));
        text.push('\n');
    }
    text
}

/// `luogu_p4055` on 1000 × 1000 mazes, open and with random walls at every density from 1 %
/// to 60 % (3 % to 12 % took 4 to 15 s before push-relabel): each answered under the 80 MB
/// `--help` states. `geography` on the same kind of graph at its own bound (10^5 vertices):
/// answered, and its losing starts are the maze's winning placements.
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_mazes_at_every_density() {
    let dir = std::env::temp_dir().join(format!("grundy-mazes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng::new(4055);
    for walls in [0, 10, 30, 50, 70, 100, 150, 300, 600] {
        let file = dir.join(format!("maze-{walls}.in"));
        std::fs::write(&file, maze(&mut rng, 1000, walls)).unwrap();
        let out = under(80_000, &binary("luogu_p4055"), &[], &file);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{walls}‰ walls: {err}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.starts_with("WIN\n") || text == "LOSE\n", "{walls}‰");
    }
    // The same mazes as graphs for geography, 316 × 316 (10^5 cells at most): the starts
    // where the mover loses are the placements luogu_p4055 prints.
    for walls in [30, 70, 120] {
        let text = maze(&mut rng, 316, walls);
        let rows: Vec<&[u8]> = text.lines().skip(1).map(str::as_bytes).collect();
        let mut id = vec![vec![0u32; 316]; 316];
        let mut cell = vec![(0, 0)];
        let mut n = 0;
        for (r, row) in rows.iter().enumerate() {
            for (c, &b) in row.iter().enumerate() {
                if b == b'.' {
                    n += 1;
                    id[r][c] = n;
                    cell.push((r + 1, c + 1));
                }
            }
        }
        let mut edges = Vec::new();
        for r in 0..316 {
            for c in 0..316 {
                if id[r][c] == 0 {
                    continue;
                }
                if r + 1 < 316 && id[r + 1][c] != 0 {
                    edges.push(format!("{} {}", id[r][c], id[r + 1][c]));
                }
                if c + 1 < 316 && id[r][c + 1] != 0 {
                    edges.push(format!("{} {}", id[r][c], id[r][c + 1]));
                }
            }
        }
        let starts: Vec<String> = (1..=n).map(|v| v.to_string()).collect();
        let input = format!(
            "{n} {}\n{}\n{n}\n{}\n",
            edges.len(),
            edges.join("\n"),
            starts.join("\n")
        );
        let out = common::run(&binary("geography"), &[], input.as_bytes());
        assert_eq!(out.status.code(), Some(0), "{walls}‰ as a graph");
        let placements = common::run(&binary("luogu_p4055"), &[], text.as_bytes());
        let losing: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .enumerate()
            .filter(|(_, answer)| *answer == "Second")
            .map(|(v, _)| format!("{} {}", cell[v + 1].0, cell[v + 1].1))
            .collect();
        let printed: Vec<String> = String::from_utf8_lossy(&placements.stdout)
            .lines()
            .skip(1)
            .map(String::from)
            .collect();
        assert!(
            !printed.is_empty(),
            "{walls}‰: no winning placement to compare"
        );
        assert_eq!(losing, printed, "{walls}‰");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

//! The partizan binaries against a game-tree search over the rules: a position is the board
//! and whose turn it is, so the impartial search of `brute` plays partizan games too.

mod brute;
mod common;

use brute::Search;
use common::rng::Rng;
use common::{problem, run};

/// Advance or Eat on a whole `n x n` board (row-major), `white` to move: every board after one
/// move, the other player to move.
fn advance_or_eat((board, white): &(Vec<u8>, bool)) -> Vec<(Vec<u8>, bool)> {
    let n = (1..=8).find(|n| n * n >= board.len()).unwrap();
    let (own, theirs) = if *white { (b'W', b'B') } else { (b'B', b'W') };
    let mut next = Vec::new();
    for (i, &c) in board.iter().enumerate() {
        if c == own && i >= n && board[i - n] == b'.' {
            let mut b = board.clone();
            b.swap(i, i - n);
            next.push((b, !*white));
        }
        if c == theirs {
            let mut b = board.clone();
            b[i] = b'.';
            next.push((b, !*white));
        }
    }
    next
}

fn board_input(n: usize, board: &[u8]) -> String {
    let mut s = format!("{n}\n");
    for row in board.chunks(n) {
        s.push_str(std::str::from_utf8(row).unwrap());
        s.push('\n');
    }
    s
}

#[test]
fn abc229h_on_every_board_up_to_3x3_and_random_4x4_boards() {
    let abc229h = problem("abc229h");
    let mut checked = 0;
    let mut search = Search::normal(advance_or_eat);
    let mut check = |n: usize, board: Vec<u8>| {
        let takahashi = search.first_player_wins(&(board.clone(), true));
        let input = board_input(n, &board);
        let want = if takahashi { "Takahashi\n" } else { "Snuke\n" };
        assert_eq!((abc229h.solve)(input.as_bytes()).unwrap(), want, "{input}");
        // The move printed wins: after it, Snuke to move loses.
        let moved = (abc229h.solve_moves)(input.as_bytes()).unwrap();
        let line = moved.lines().nth(1).unwrap();
        if takahashi {
            let words: Vec<&str> = line.split(' ').collect();
            let (r, c): (usize, usize) = (words[1].parse().unwrap(), words[2].parse().unwrap());
            let i = (r - 1) * n + (c - 1);
            let mut after = board.clone();
            match words[0] {
                "advance" => after.swap(i, i - n),
                "eat" => after[i] = b'.',
                other => panic!("{other}"),
            }
            assert!(
                advance_or_eat(&(board.clone(), true)).contains(&(after.clone(), false)),
                "{input}{line}"
            );
            assert!(!search.first_player_wins(&(after, false)), "{input}{line}");
        } else {
            assert_eq!(line, "-");
        }
        checked += 1;
    };
    for n in 1..=3usize {
        for mut code in 0..3usize.pow((n * n) as u32) {
            let board = (0..n * n)
                .map(|_| {
                    let c = b".WB"[code % 3];
                    code /= 3;
                    c
                })
                .collect();
            check(n, board);
        }
    }
    let mut rng = Rng::new(229);
    for _ in 0..300 {
        let mut board = vec![b'.'; 16];
        for _ in 0..rng.between(0, 7) {
            board[rng.below(16) as usize] = if rng.below(2) == 0 { b'W' } else { b'B' };
        }
        check(4, board);
    }
    assert_eq!(checked, 3 + 81 + 19683 + 300);
}

#[test]
fn abc229h_refuses_ragged_rows_and_letters_outside_wb_dot() {
    let bin = common::binary("abc229h");
    for (input, at) in [
        (
            "2\nW.\nB\n",
            "line 3, column 1: expected a row of 2 characters W, B or ., found \"B\"",
        ),
        (
            "2\nW.\nBx\n",
            "line 3, column 1: expected a row of 2 characters W, B or ., found \"Bx\"",
        ),
        (
            "9\n",
            "line 1, column 1: expected the board size N (1..=8), found \"9\"",
        ),
    ] {
        let out = run(&bin, &[], input.as_bytes());
        assert_eq!(out.status.code(), Some(2), "{input}");
        assert!(out.stdout.is_empty());
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("error: {at}\n")
        );
    }
}

//! Solver `fibonacci_piles`: HDU 1848 "Fibonacci again and again".
//!
//! Each line `m n p` is a game of three piles; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, …) from one pile, and whoever takes the last stone wins. The input ends at
//! the line `0 0 0` or at the end of input, after at least one game. Each pile is a subtraction
//! game with the Fibonacci numbers as moves; the table is built once, up to the largest pile of
//! the whole input, and each game answers `Fibo` iff `sg(m) ^ sg(n) ^ sg(p) != 0`, else `Nacci`.
//!
//! Accepted: `0 <= m, n, p <= 10^7` (zeros in some but not all of a line make a game).

use crate::nim_sum::first_player_wins;
use crate::scan::{Field, InputError, Scanner};
use crate::sg_table::{subtraction_options, table};
use std::io::Read;

const PILE: Field = Field::new("a pile size", 0, 10_000_000);

/// The moves: the Fibonacci numbers 1, 2, 3, 5, … up to `limit`.
pub fn fibonacci_moves(limit: usize) -> Vec<usize> {
    let mut moves = Vec::new();
    let (mut a, mut b) = (1, 2);
    while a <= limit {
        moves.push(a);
        (a, b) = (b, a + b);
    }
    moves
}

/// The SG values of one pile, `sg[0..=largest]`.
pub fn sg_table(largest: usize) -> Vec<u32> {
    let moves = fibonacci_moves(largest);
    table(largest + 1, |x, sg, o| {
        subtraction_options(&moves, x, sg, o);
    })
}

/// Solves one input; see the module documentation.
pub fn solve<R: Read>(input: R) -> Result<String, InputError> {
    let mut sc = Scanner::new(input);
    let mut games: Vec<[u32; 3]> = Vec::new();
    loop {
        let m = sc.next(&PILE)? as u32;
        let n = sc.next(&PILE)? as u32;
        let p = sc.next(&PILE)? as u32;
        if m == 0 && n == 0 && p == 0 {
            sc.finish()?;
            break;
        }
        games.push([m, n, p]);
        if sc.at_end()? {
            break;
        }
    }
    let largest = games.iter().flatten().copied().max().unwrap_or(0);
    let sg = sg_table(largest as usize);
    let mut out = String::with_capacity(games.len() * 6);
    for [m, n, p] in games {
        let value = sg[m as usize] ^ sg[n as usize] ^ sg[p as usize];
        out.push_str(if first_player_wins(u64::from(value)) {
            "Fibo\n"
        } else {
            "Nacci\n"
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        assert_eq!(
            solve(&b"1 1 1\n1 4 1\n0 0 0\n"[..]).unwrap(),
            "Fibo\nNacci\n"
        );
    }

    #[test]
    fn end_of_input_ends_too_and_zeros_make_games() {
        assert_eq!(solve(&b"1 1 1\r\n1 4 1"[..]).unwrap(), "Fibo\nNacci\n");
        assert_eq!(
            solve(&b"0 0 5\n0 4 0\n0 0 0\n"[..]).unwrap(),
            "Fibo\nNacci\n"
        );
        assert_eq!(solve(&b"0 0 0\n"[..]).unwrap(), "");
    }

    #[test]
    fn first_values_by_hand() {
        // sg: 0 1 2 3 0 1 2 3 4 5 0 …: from 4 the moves 1, 2, 3 reach 3, 2, 1 (values 3 2 1)
        // and 4 itself is not a Fibonacci number; 5 reaches 4, 3, 2, 0.
        assert_eq!(sg_table(10), vec![0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]);
        assert_eq!(fibonacci_moves(13), vec![1, 2, 3, 5, 8, 13]);
    }

    #[test]
    fn errors() {
        let e = solve(&b"1 1\n"[..]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected a pile size (0..=10^7), found end of input"
        );
        let e = solve(&b""[..]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: expected a pile size (0..=10^7), found end of input"
        );
        let e = solve(&b"0 0 0\n1 1 1\n"[..]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected end of input, found \"1\""
        );
        let e = solve(&b"1 10000001 1\n"[..]).unwrap_err();
        assert_eq!((e.line, e.column), (1, 3));
    }
}

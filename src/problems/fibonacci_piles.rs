//! `fibonacci_piles`: HDU 1848 "Fibonacci again and again".
//!
//! Each line `m n p` is a game of three piles; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, …) from one pile, and whoever takes the last stone wins. The input ends at
//! the line `0 0 0` or at the end of input, after at least one game. Each pile is a subtraction
//! game with the Fibonacci numbers as moves ([`FibonacciSg`]); its table grows as far as the
//! largest pile seen so far, and each game is answered as it is read: `Fibo` iff
//! `sg(m) ^ sg(n) ^ sg(p) != 0`, else `Nacci`.
//!
//! Accepted: `0 <= m, n, p <= 10^7` (zeros in some but not all of a line make a game).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::{first_player_wins, winning_component, HeapMove};
use crate::games::subtraction::FibonacciSg;
use crate::problems::shape::pile_move;
use std::io::{Read, Write};

const PILE: Field = Field::new("a pile size", 0, 10_000_000);

/// The answer words.
const WORDS: Words = Words::new("Fibo\n", "Nacci\n");

/// The problem, with the table shared by its games.
#[derive(Default)]
pub struct FibonacciPiles {
    sg: FibonacciSg,
}

impl Problem for FibonacciPiles {
    const NAME: &'static str = "fibonacci_piles";
    const HELP: &'static str = "\
HDU 1848 \"Fibonacci again and again\": three piles; a move takes a Fibonacci number of stones
(1, 2, 3, 5, 8, ...) from one pile; whoever takes the last stone wins.

input:  lines m n p, one game each, until the line 0 0 0 or the end of input (0 <= m, n, p <= 10^7)
output: Fibo if the first player wins the game, else Nacci, one line per game

move:   with --move, take X from pile I (after each game); - when no move wins
example: printf '1 1 1\\n1 4 1\\n0 0 0\\n' | fibonacci_piles
prints:
  Fibo
  Nacci
";
    const LAYOUT: Layout = Layout::ONE;

    /// Every game, in one stream of values (a million short lines are read at nearly the
    /// speed of one long one): each third value completes a game, which is answered at once.
    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let (sc, answers) = (&mut io.input, &mut io.answers);
        let sg = &mut self.sg;
        let mut piles = [0usize; 3];
        let mut filled = 0;
        let mut answered = false;
        let mut no_memory = false;
        let mut value = 0;
        let stopped = sc.each_value_while(&PILE, |pile| {
            piles[filled] = pile as usize;
            match sg.get(pile as usize) {
                Ok(v) => value ^= v,
                Err(_) => {
                    no_memory = true;
                    return false;
                }
            }
            filled += 1;
            if filled < 3 {
                return true;
            }
            filled = 0;
            if piles == [0; 3] {
                return false;
            }
            answered = true;
            answers.verdict(WORDS, first_player_wins(u64::from(value)));
            value = 0;
            if answers.wants_moves() {
                answers.move_line(winning_move(sg, piles));
            }
            answers.all_written()
        })?;
        if no_memory {
            let pile = piles[filled];
            let message = format!("pile {pile}: its table needs more memory than is available");
            return Err(sc.last_location().error(message));
        }
        if !stopped && (filled > 0 || !answered) {
            // The input ended inside a game, or before the first: `next` names the place.
            sc.next(&PILE)?;
        }
        Ok(())
    }
}

/// The move that wins a game of these piles (whose table has been grown to them), if any.
fn winning_move(sg: &FibonacciSg, piles: [usize; 3]) -> Option<impl std::fmt::Display> {
    let values = piles.iter().map(|&p| u64::from(sg.value_of(p)));
    winning_component(values).and_then(|(i, t)| {
        let take = sg.take_to(piles[i], t as u32)? as u64;
        Some(pile_move(i, HeapMove::take(piles[i] as u64, take)))
    })
}

/// The `fibonacci_piles` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<FibonacciPiles>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    fn solve(input: &[u8]) -> Result<String, crate::core::scan::InputError> {
        solve_bytes::<super::FibonacciPiles>(input)
    }

    #[test]
    fn sample() {
        assert_eq!(solve(b"1 1 1\n1 4 1\n0 0 0\n").unwrap(), "Fibo\nNacci\n");
    }

    #[test]
    fn end_of_input_ends_too_and_zeros_make_games() {
        assert_eq!(solve(b"1 1 1\r\n1 4 1").unwrap(), "Fibo\nNacci\n");
        assert_eq!(solve(b"0 0 5\n0 4 0\n0 0 0\n").unwrap(), "Fibo\nNacci\n");
        assert_eq!(solve(b"0 0 0\n").unwrap(), "");
    }

    #[test]
    fn errors() {
        let e = solve(b"1 1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected a pile size (0..=10^7), found end of input"
        );
        let e = solve(b"").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: expected a pile size (0..=10^7), found end of input"
        );
        let e = solve(b"0 0 0\n1 1 1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected end of input, found \"1\""
        );
        let e = solve(b"1 10000001 1\n").unwrap_err();
        assert_eq!((e.line, e.column), (1, 3));
    }
}

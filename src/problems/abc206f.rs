//! `abc206f`: AtCoder ABC206 F "Interval Game 2": choose half-open intervals `[L, R)` that meet
//! none chosen before. A choice splits the free line into two stretches, a sum of two games;
//! [`games::intervals`](crate::games::intervals) tables the value of every stretch between
//! two endpoints (O(V²·N) for V distinct endpoints, so coordinates may be large).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::intervals::Intervals;
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

/// The answer words.
const WORDS: Words = Words::new("Alice\n", "Bob\n");
/// The number of cases.
const CASES: Field = Field::new("the number of cases T", 1, 20);
/// The number of intervals.
const COUNT: Field = Field::new("the number of intervals N", 1, 100);
/// The largest coordinate (the statement's is 100).
const MOST: u64 = 1_000_000_000;
/// A left end.
const LEFT: Field = Field::new("a left end L_i", 1, MOST - 1);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc206f;

impl Problem for Abc206f {
    const NAME: &'static str = "abc206f";
    const HELP: &'static str = "\
AtCoder ABC206 F \"Interval Game 2\": N half-open intervals [L_i, R_i). Alice and Bob take turns,
Alice first; a move chooses an interval that meets none of those chosen before. Whoever cannot
choose loses.

input:  T, then per case N and N lines L_i R_i
        (1 <= T <= 20, 1 <= N <= 100, 1 <= L_i < R_i <= 10^9 (the statement's: 100))
output: Alice if Alice wins, else Bob, one line per case

move:   with --move, choose interval I (the first that wins); - when no choice wins
example: printf '1\\n2\\n58 98\\n11 29\\n' | abc206f
prints:
  Bob
";
    const LAYOUT: Layout = Layout::with_count(CASES);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&COUNT)?;
        let mut intervals = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let l = io.input.next(&LEFT)?;
            let r = io
                .input
                .next(&Field::new("a right end R_i (above L_i)", l + 1, MOST))?;
            intervals.push((l, r));
        }
        let game = Intervals::new(&intervals)
            .map_err(|_| io.input.last_location().error(GAME_MEMORY.into()))?;
        io.answers.verdict(WORDS, game.first_player_wins());
        if io.answers.wants_moves() {
            let winning = game
                .winning_choice()
                .map(|i| format!("choose interval {}", i + 1));
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `abc206f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc206f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_sample() {
        let solve = solve_bytes::<super::Abc206f>;
        let sample = b"5\n3\n53 98\n8 43\n12 53\n10\n4 7\n5 7\n3 7\n4 5\n5 8\n6 9\n4 8\n5 10\n1 9\n5 10\n2\n58 98\n11 29\n6\n79 83\n44 83\n38 74\n49 88\n18 45\n64 99\n1\n5 9\n";
        assert_eq!(solve(sample).unwrap(), "Bob\nAlice\nBob\nAlice\nAlice\n");
        // Only [1, 4) leaves nothing to choose.
        let three = b"1\n3\n1 2\n3 4\n1 4\n";
        let moves = solve_bytes_with_moves::<super::Abc206f>(three).unwrap();
        assert_eq!(moves, "Alice\nchoose interval 3\n");
        let e = solve(b"1\n1\n5 5\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 3: expected a right end R_i (6..=10^9; above L_i), found \"5\""
        );
    }
}

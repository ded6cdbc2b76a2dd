//! `abc368f`: AtCoder ABC368 F "Dividing Game": a move replaces a number by one of its proper
//! divisors. A number is worth its count of prime factors `Ω`
//! ([`games::dividing`](crate::games::dividing) proves it), found for every number up to the
//! largest by a linear sieve after the numbers are read (they are held: memory follows them).

use crate::core::budget::reserve;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::dividing::Dividing;
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

const COUNT: Field = Field::new("the number of numbers N", 1, 1_000_000);
const NUMBER: Field = Field::new("a number A_i", 2, 10_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc368f;

impl Problem for Abc368f {
    const NAME: &'static str = "abc368f";
    const HELP: &'static str = "\
AtCoder ABC368 F \"Dividing Game\": N numbers, each at least 2. Anna and Bruno take turns,
Anna first; a move replaces one number by a positive divisor of it other than itself. Whoever
cannot move loses.

input:  N, then A_1 ... A_N   (1 <= N <= 10^6, 2 <= A_i <= 10^7)
output: Anna if Anna wins, else Bruno

move:   with --move, replace A_I by D; - when no move wins
example: printf '3\\n2 3 4\\n' | abc368f
prints:
  Anna
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&COUNT)?;
        let (mut numbers, mut largest, mut full) = (Vec::new(), 0, false);
        io.input.each_value(n, &NUMBER, |a| {
            full |= reserve(&mut numbers, 1).is_err();
            if !full {
                numbers.push(a as u32);
                largest = largest.max(a as usize);
            }
        })?;
        let at = io.input.last_location();
        let memory = || at.error(GAME_MEMORY.to_string());
        if full {
            return Err(memory());
        }
        let game = Dividing::new(largest).map_err(|_| memory())?;
        let sum = numbers.iter().fold(0, |acc, &a| acc ^ game.sg(a));
        io.answers
            .verdict(Words::new("Anna\n", "Bruno\n"), sum != 0);
        if io.answers.wants_moves() {
            let values = numbers.iter().map(|&a| game.sg(a));
            let winning = winning_component(values).and_then(|(i, target)| {
                let d = game.divide_to(numbers[i], target)?;
                Some(format!("replace A_{} by {d}", i + 1))
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `abc368f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc368f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc368f>;
        assert_eq!(solve(b"3\n2 3 4\n").unwrap(), "Anna\n");
        assert_eq!(solve(b"4\n2 3 4 6\n").unwrap(), "Bruno\n");
        // Values 1 1 2: xor 2; 4 goes to a value of 0: 4 → 1.
        let moves = solve_bytes_with_moves::<super::Abc368f>(b"3\n2 3 4\n").unwrap();
        assert_eq!(moves, "Anna\nreplace A_3 by 1\n");
        let e = solve(b"2\n4 1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected a number A_i (2..=10^7), found \"1\""
        );
    }
}

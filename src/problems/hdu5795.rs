//! `hdu5795`: HDU 5795 "A Simple Nim": Nim where a move may instead split one heap into three
//! non-empty heaps. A heap is worth [`games::split_three`](crate::games::split_three)'s
//! closed form (period 8 with saltus 8: 7 and 8 swap in each block), proved there; the heaps
//! stream by unless a winning move is asked for.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::InputError;
use crate::core::sum::winning_component;
use crate::games::split_three::{move_to, sg, SplitMove};
use crate::problems::shape::{CASE_COUNT, HELD_MEMORY, PILE, PILE_COUNT};
use std::io::{Read, Write};

/// The answer words.
const WORDS: Words = Words::new("First player wins.\n", "Second player wins.\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu5795;

impl Problem for Hdu5795 {
    const NAME: &'static str = "hdu5795";
    const HELP: &'static str = "\
HDU 5795 \"A Simple Nim\": n heaps of candies. A move takes any positive number of candies from
one heap, or splits one heap into three non-empty heaps. Whoever takes the last candy wins.

input:  T, then per case n and the n heap sizes   (1 <= T <= 10^6, 1 <= n <= 10^6, 0 <= s <= 10^18)
output: \"First player wins.\" or \"Second player wins.\", one line per case

move:   with --move, take X from pile I, or split pile I into A, B and C; - when no move wins
example: printf '2\\n2\\n4 4\\n3\\n1 2 4\\n' | hdu5795
prints:
  Second player wins.
  First player wins.
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        if !io.answers.wants_moves() {
            let mut sum = 0;
            io.input.counted(&PILE_COUNT, &PILE, |s| sum ^= sg(s))?;
            io.answers.verdict(WORDS, sum != 0);
            return Ok(());
        }
        let n = io.input.next(&PILE_COUNT)?;
        let mut heaps = Vec::new();
        let mut full = false;
        io.input
            .each_value(n, &PILE, |s| full |= try_push(&mut heaps, s).is_err())?;
        if full {
            return Err(io.input.last_location().error(HELD_MEMORY.into()));
        }
        let values = heaps.iter().map(|&s| sg(s));
        io.answers
            .verdict(WORDS, values.clone().fold(0, |a, v| a ^ v) != 0);
        let winning = winning_component(values).and_then(|(i, target)| {
            Some(match move_to(heaps[i], target)? {
                SplitMove::Take(x) => format!("take {x} from pile {}", i + 1),
                SplitMove::Split([a, b, c]) => {
                    format!("split pile {} into {a}, {b} and {c}", i + 1)
                }
            })
        });
        io.answers.move_line(winning);
        Ok(())
    }
}

/// The `hdu5795` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu5795>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_sample() {
        let solve = solve_bytes::<super::Hdu5795>;
        let sample = b"2\n2\n4 4\n3\n1 2 4\n";
        assert_eq!(
            solve(sample).unwrap(),
            "Second player wins.\nFirst player wins.\n"
        );
        // Two equal heaps: every move loses.
        let moves = solve_bytes_with_moves::<super::Hdu5795>(b"1\n2\n7 7\n").unwrap();
        assert_eq!(moves, "Second player wins.\n-\n");
        // 7 and 8 are worth 8 and 7: the heap of 7 must go to value 7, which only the split
        // 4 + 2 + 1 reaches (the heap of 8 is worth 7 but is not below 7).
        let moves = solve_bytes_with_moves::<super::Hdu5795>(b"1\n2\n7 8\n").unwrap();
        assert_eq!(moves, "First player wins.\nsplit pile 1 into 4, 2 and 1\n");
    }
}

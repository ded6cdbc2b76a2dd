//! `luogu_p2599`: Luogu P2599 \[ZJOI2009\] 取石子游戏 (BZOJ 1413, AcWing 1322): piles in a row;
//! a move takes stones from the leftmost or the rightmost pile; whoever cannot move loses.
//! `1` when the first player wins, else `0` ([`games::end_nim`](crate::games::end_nim),
//! proved there). With `--move`, the winning move. Format and sample from BZOJ 1413's statement
//! (BZPRO's copy; AcWing 1322 has the same).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::end_nim::winning_move;
use crate::problems::shape::held_values;
use std::io::{Read, Write};

/// `T` (the judge's bound is 10).
const CASES: Field = Field::new("the number of test cases T", 1, 100_000);
/// `n` (the judge's bound is 1000): the interval recurrence is O(n²).
const PILES: Field = Field::new("the number of piles n", 1, 5000);
/// A pile (the judge's bound is 10^9).
const PILE: Field = Field::new("a pile a_i", 1, 1_000_000_000_000_000_000);

/// The answer words.
const WORDS: Words = Words::new("1\n", "0\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP2599;

impl Problem for LuoguP2599 {
    const NAME: &'static str = "luogu_p2599";
    const HELP: &'static str = "\
Luogu P2599 [ZJOI2009] (BZOJ 1413): n piles of stones in a row. Players alternate taking any
positive number of stones from the leftmost or the rightmost pile (an emptied pile leaves the
row); whoever cannot move loses. Does the first player win?

input:  T, then per case n and a_1 ... a_n
        (1 <= T <= 10^5 (the judge's: 10), 1 <= n <= 5000 (the judge's: 1000),
        1 <= a_i <= 10^18 (the judge's: 10^9))
output: 1 when the first player wins, else 0, one line per case
move:   with --move, take X from the left|right pile; - when no move wins
limits: O(n^2) time a case; the piles held with two values each: 24 bytes a pile
example: printf '1\\n4\\n3 1 9 4\\n' | luogu_p2599
prints:
  0
";
    const LAYOUT: Layout = Layout::with_count(CASES);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PILES)?;
        let at = io.input.last_location();
        let row = held_values(io, n, &PILE)?;
        let memory = "the interval values need more memory than is available";
        let winning = winning_move(&row).map_err(|_| at.error(memory.into()))?;
        io.answers.verdict(WORDS, winning.is_some());
        if io.answers.wants_moves() {
            io.answers.move_line(winning.map(|m| {
                let (end, pile) = if m.left {
                    ("left", row[0])
                } else {
                    ("right", row[row.len() - 1])
                };
                format!("take {} from the {end} pile", pile - m.to)
            }));
        }
        Ok(())
    }
}

/// The `luogu_p2599` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP2599>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_sample_and_moves() {
        let solve = solve_bytes::<super::LuoguP2599>;
        assert_eq!(solve(b"1\n4\n3 1 9 4\n").unwrap(), "0\n");
        // 1 1 2 2 is lost (the one public solution found prints 1); 1 2 wins by taking 1
        // from the right; a single pile is taken whole.
        let input = b"3\n4\n1 1 2 2\n2\n1 2\n1\n7\n";
        assert_eq!(solve(input).unwrap(), "0\n1\n1\n");
        let moved = solve_bytes_with_moves::<super::LuoguP2599>(input).unwrap();
        assert_eq!(
            moved,
            "0\n-\n1\ntake 1 from the right pile\n1\ntake 7 from the left pile\n"
        );
        assert!(solve(b"1\n3\n1 0 1\n").is_err());
    }
}

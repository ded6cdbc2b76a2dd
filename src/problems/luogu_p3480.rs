//! `luogu_p3480`: Luogu P3480 \[POI2009\] KAM-Pebbles: piles `a_1 <= … <= a_n` in a row; Johny
//! (first) and Margaret take any number of pebbles from one pile, leaving the row
//! nondecreasing; whoever cannot move loses. `TAK` when Johny wins, else `NIE`.
//!
//! The differences `a_i - a_{i-1}` are a staircase, taken from the right
//! ([`games::staircase::pebbles`](crate::games::staircase::pebbles)): the first player wins
//! iff the xor of the differences `a_i - a_{i-1}` with `n - i` even is nonzero. Without
//! `--move` each case is read as it comes, nothing held. Format and sample from the
//! statement.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::staircase::pebbles_move;
use std::io::{Read, Write};

/// The answer words: `TAK` when Johny (first) wins.
const WORDS: Words = Words::new("TAK\n", "NIE\n");
/// The number of arrangements (the statement's bound is 10).
const CASES: Field = Field::new("the number of arrangements u", 1, 100_000);
/// The number of piles (the statement's bound is 1000).
const PILES: Field = Field::new("the number of piles n", 1, 1_000_000);
/// The most pebbles on a pile (the statement's total is at most 10^4).
const MOST: u64 = 1_000_000_000_000_000_000;

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP3480;

impl Problem for LuoguP3480 {
    const NAME: &'static str = "luogu_p3480";
    const HELP: &'static str = "\
Luogu P3480 [POI2009] KAM-Pebbles: piles of pebbles in a row, each at least as large as the
one to its left. Johny (first) and Margaret take turns removing any number of pebbles from one
pile, so that the row stays nondecreasing; whoever cannot move loses. Does Johny win?

input:  u, then per arrangement n and the n piles a_1 <= ... <= a_n
        (1 <= u <= 10^5, 1 <= n <= 10^6, 0 <= a_i <= 10^18;
         the statement's: u <= 10, n <= 1000, at most 10^4 pebbles in all)
output: TAK if Johny wins, else NIE, one line per arrangement

move:   with --move, take X from pile I (I from 1); - when no move wins
example: printf '2\\n2\\n2 2\\n3\\n1 2 4\\n' | luogu_p3480
prints:
  NIE
  TAK
";
    const LAYOUT: Layout = Layout::with_count(CASES);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PILES)?;
        let mut previous = 0;
        let mut piles = Vec::new();
        let keep = io.answers.wants_moves();
        let mut odd_xor = 0;
        for i in 1..=n {
            let field = Field::new("a pile, at least the one before it", previous, MOST);
            let a = io.input.next(&field)?;
            if (n - i) % 2 == 0 {
                odd_xor ^= a - previous;
            }
            if keep && crate::core::budget::try_push(&mut piles, a).is_err() {
                let at = io.input.last_location();
                return Err(at.error("the piles need more memory than is available".into()));
            }
            previous = a;
        }
        io.answers.verdict(WORDS, odd_xor != 0);
        if keep {
            let at = io.input.last_location();
            let m = pebbles_move(&piles)
                .map_err(|_| at.error("the piles need more memory than is available".into()))?;
            io.answers
                .move_line(m.map(|(i, x)| format!("take {x} from pile {}", i + 1)));
        }
        Ok(())
    }
}

/// The `luogu_p3480` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP3480>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let input = b"2\n2\n2 2\n3\n1 2 4\n";
        assert_eq!(
            solve_bytes::<super::LuoguP3480>(input).unwrap(),
            "NIE\nTAK\n"
        );
        let moved = solve_bytes_with_moves::<super::LuoguP3480>(input).unwrap();
        // 1 2 4: steps from the right 2, 1, 1; odd steps 2 and 1: take 1 from the last pile,
        // leaving 1 2 3 (steps 1, 1, 1: odd steps 1 ⊕ 1 = 0).
        assert_eq!(moved, "NIE\n-\nTAK\ntake 1 from pile 3\n");
    }
}

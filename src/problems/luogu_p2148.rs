//! `luogu_p2148`: Luogu P2148 \[SDOI2009\] "E&D": piles in pairs; a move removes one pile of a
//! pair and splits the other into two non-empty piles, which become the pair. A pair `(a, b)`
//! is worth the trailing ones of `(a - 1) | (b - 1)`
//! ([`games::pair_split`](crate::games::pair_split) proves it); the piles stream by unless a
//! winning move is asked for.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::pair_split::{move_to, sg};
use crate::problems::shape::{CASE_COUNT, HELD_MEMORY};
use std::io::{Read, Write};

/// The answer words.
const WORDS: Words = Words::new("YES\n", "NO\n");
/// The number of piles (even).
const COUNT: Field = Field::new("the number of piles N (even)", 2, 1_000_000);
/// One pile.
const PILE: Field = Field::new("a pile size S_i", 1, 1_000_000_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP2148;

impl Problem for LuoguP2148 {
    const NAME: &'static str = "luogu_p2148";
    const HELP: &'static str = "\
Luogu P2148 [SDOI2009] \"E&D\": N piles of stones, piles 2i-1 and 2i a pair. A move removes one
pile of a pair and splits the other into two non-empty piles, which become that pair. Whoever
cannot move loses; little E moves first.

input:  T, then per case N and S_1 ... S_N
        (1 <= T <= 10^6, 2 <= N <= 10^6 even, 1 <= S_i <= 10^18; the statement's: T <= 20,
        N <= 2*10^4, S_i <= 2*10^9)
output: YES if little E wins, else NO, one line per case

move:   with --move, split pile I into A and B, removing pile J; - when no move wins
example: printf '1\\n4\\n1 2 3 1\\n' | luogu_p2148
prints:
  YES
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&COUNT)?;
        if n % 2 == 1 {
            let message = format!("expected an even number of piles N, found {n}");
            return Err(io.input.last_location().error(message));
        }
        let keep = io.answers.wants_moves();
        let (mut sum, mut first, mut full) = (0, 0, false);
        let mut piles = Vec::new();
        let mut values = Vec::new();
        let mut odd = true;
        io.input.each_value(n, &PILE, |s| {
            if odd {
                first = s;
            } else {
                let v = sg(first, s);
                sum ^= v;
                if keep {
                    full |= try_push(&mut piles, [first, s]).is_err()
                        || try_push(&mut values, u64::from(v)).is_err();
                }
            }
            odd = !odd;
        })?;
        if full {
            return Err(io.input.last_location().error(HELD_MEMORY.into()));
        }
        io.answers.verdict(WORDS, sum != 0);
        if keep {
            let winning = winning_component(values.iter().copied()).and_then(|(i, target)| {
                let [a, b] = piles[i];
                let (which, [p, q]) = move_to(a, b, target as u32)?;
                let (split, removed) = (2 * i + 1 + which, 2 * i + 2 - which);
                Some(format!(
                    "split pile {split} into {p} and {q}, removing pile {removed}"
                ))
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `luogu_p2148` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP2148>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_sample() {
        let solve = solve_bytes::<super::LuoguP2148>;
        assert_eq!(
            solve(b"2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n").unwrap(),
            "YES\nNO\n"
        );
        // (1, 2) is worth 1 and (3, 1) worth 0: split the 2 into 1 and 1.
        let moves = solve_bytes_with_moves::<super::LuoguP2148>(b"1\n4\n1 2 3 1\n").unwrap();
        assert_eq!(moves, "YES\nsplit pile 2 into 1 and 1, removing pile 1\n");
        let e = solve(b"1\n3\n1 2 3\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected an even number of piles N, found 3"
        );
    }
}

//! `abc255g`: AtCoder ABC255 G "Constrained Nim": Nim with a list of forbidden moves, piles to
//! 10^18. The values are found only at the sizes with a forbidden move
//! ([`games::forbidden`](crate::games::forbidden)), O(M log M); each pile is then a binary
//! search. The piles come first in the input, so they are held (memory follows them).

use crate::core::budget::reserve;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::{winning_component, HeapMove};
use crate::games::forbidden::ForbiddenNim;
use crate::problems::shape::{pile_move, GAME_MEMORY};
use std::io::{Read, Write};

const TOP: u64 = 1_000_000_000_000_000_000;
const PILES: Field = Field::new("the number of piles N", 1, 1_000_000);
const RULES: Field = Field::new("the number of forbidden moves M", 1, 1_000_000);
const PILE: Field = Field::new("a pile size", 1, TOP);
const FROM: Field = Field::new("a pile size X", 1, TOP);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc255g;

impl Problem for Abc255g {
    const NAME: &'static str = "abc255g";
    const HELP: &'static str = "\
AtCoder ABC255 G \"Constrained Nim\": N piles; Takahashi and Aoki take turns, Takahashi first,
removing one or more stones from one pile, except that taking exactly Y_i stones from a pile
of exactly X_i is forbidden. Whoever cannot move loses.

input:  N M, then the N piles, then M lines 'X_i Y_i'
        (1 <= N, M <= 10^6, 1 <= pile <= 10^18, 1 <= Y_i <= X_i <= 10^18; a pair listed twice
        counts once)
output: Takahashi if Takahashi wins, else Aoki

move:   with --move, take X from pile I (never a forbidden move); - when no move wins
example: printf '3 4\\n1 2 4\\n2 1\\n3 3\\n3 1\\n1 1\\n' | abc255g
prints:
  Takahashi
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PILES)?;
        let m = io.input.next(&RULES)?;
        let mut piles = Vec::new();
        let mut full = false;
        io.input.each_value(n, &PILE, |a| {
            full |= reserve(&mut piles, 1).is_err();
            if !full {
                piles.push(a);
            }
        })?;
        let mut pairs = Vec::new();
        for _ in 0..m {
            let x = io.input.next(&FROM)?;
            let y = io
                .input
                .next(&Field::new("a number of stones Y, at most X", 1, x))?;
            full |= reserve(&mut pairs, 1).is_err();
            if !full {
                pairs.push((x, y));
            }
        }
        let at = io.input.last_location();
        let memory = || at.error(GAME_MEMORY.to_string());
        if full {
            return Err(memory());
        }
        let game = ForbiddenNim::new(pairs).map_err(|_| memory())?;
        let sum = piles.iter().fold(0, |acc, &a| acc ^ game.sg(a));
        io.answers
            .verdict(Words::new("Takahashi\n", "Aoki\n"), sum != 0);
        if io.answers.wants_moves() {
            let values = piles.iter().map(|&a| game.sg(a));
            let winning = winning_component(values).and_then(|(i, target)| {
                let take = game.take_to(piles[i], target)?;
                Some(pile_move(i, HeapMove::take(piles[i], take)))
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `abc255g` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc255g>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc255g>;
        assert_eq!(
            solve(b"3 4\n1 2 4\n2 1\n3 3\n3 1\n1 1\n").unwrap(),
            "Takahashi\n"
        );
        assert_eq!(
            solve(b"1 5\n5\n5 1\n5 2\n5 3\n5 4\n5 5\n").unwrap(),
            "Aoki\n"
        );
        let moves = solve_bytes_with_moves::<super::Abc255g>;
        // Values 0 0 1 1 2 for heaps 0..5: piles 1 2 4 xor to 0 ^ 1 ^ 2 = 3; the pile of 4
        // goes to value 1: heap 2 or 3, and 4 - 2 = 2 stones from heap 4 are allowed.
        assert_eq!(
            moves(b"3 4\n1 2 4\n2 1\n3 3\n3 1\n1 1\n").unwrap(),
            "Takahashi\ntake 2 from pile 3\n"
        );
        let e = solve(b"1 1\n5\n3 4\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 3: expected a number of stones Y, at most X (1..=3), found \"4\""
        );
    }
}

//! `hdu3537`: HDU 3537 "Daizhenyang's Coin": Mock Turtles ([`games::coins`](crate::games::coins))
//! on a row of coins numbered from 0. Cases until the end of input: `n`, then the `n` coins
//! that are heads up, a coin possibly listed more than once (it is still one head). `Yes`
//! when the first player (Daizhenyang) loses, `No` when he wins. A case's coins go through a
//! `Distinct` set, so a repeat counts once; memory follows the coins read.

use crate::core::budget::try_push;
use crate::core::distinct::Distinct;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::coins::{mock_turtles, mock_turtles_move};
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const COUNT: Field = Field::new("the number of head-up coins n", 0, 1_000_000);
const COIN: Field = Field::new("a coin", 0, 1_000_000_000_000_000_000);

/// The answer words: the question is whether the first player loses.
const WORDS: Words = Words::new("No\n", "Yes\n");

/// The problem, and the coins of the case being read.
#[derive(Default)]
pub struct Hdu3537 {
    seen: Distinct<u64>,
    /// The distinct coins, kept only for `--move`.
    coins: Vec<u64>,
}

impl Problem for Hdu3537 {
    const NAME: &'static str = "hdu3537";
    const HELP: &'static str = "\
HDU 3537 \"Daizhenyang's Coin\": Mock Turtles. Coins in a row, numbered from 0; a move turns
over 1, 2 or 3 coins, the rightmost of them from heads to tails; whoever cannot move loses.
Daizhenyang moves first. A coin listed twice is one head.

input:  cases until the end of input: n, then the n head-up coins
        (0 <= n <= 10^6, 0 <= coin <= 10^18)
output: Yes if Daizhenyang loses (the arrangement is losable for him), else No, one line per case

move:   with --move, turn coins C D E (C from heads to tails, the others left of it); - when
        no move wins
memory: the set of a case's coins, up to 36 MB for 10^6; under --move up to 42 MB
example: printf '0\\n\\n1\\n0\\n4\\n0 1 2 3\\n' | hdu3537
prints:
  Yes
  No
  Yes
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&COUNT)?;
        self.seen.clear();
        self.coins.clear();
        let keep = io.answers.wants_moves();
        let (seen, coins) = (&mut self.seen, &mut self.coins);
        let mut value = 0;
        io.input.each_value_checked(n, &COIN, |c| {
            let new = seen.insert(c).map_err(|_| {
                "the set of this case's coins needs more memory than is available".to_string()
            })?;
            if new {
                value ^= mock_turtles(c);
                if keep {
                    try_push(coins, c).map_err(|_| HELD_MEMORY.to_string())?;
                }
            }
            Ok(())
        })?;
        io.answers.verdict(WORDS, value != 0);
        if keep {
            let coins = &self.coins;
            let values = coins.iter().map(|&c| mock_turtles(c));
            let winning = winning_component(values).and_then(|(i, target)| {
                let others = mock_turtles_move(coins[i], target)?;
                let turned: Vec<String> = std::iter::once(coins[i])
                    .chain(others)
                    .map(|c| c.to_string())
                    .collect();
                Some(format!("turn coins {}", turned.join(" ")))
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `hdu3537` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu3537>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_sample_and_repeated_coins() {
        let solve = solve_bytes::<super::Hdu3537>;
        assert_eq!(solve(b"0\n\n1\n0\n4\n0 1 2 3\n").unwrap(), "Yes\nNo\nYes\n");
        // Coin 0 listed twice is one head, not none.
        assert_eq!(solve(b"2\n0 0\n").unwrap(), "No\n");
        // Values 7 and 11, xor 12: coin 5 moves to 11 ^ 12 = 7, the value of coin 3, by
        // turning coin 3 too, which empties the row.
        let moves = solve_bytes_with_moves::<super::Hdu3537>(b"2\n3 5\n0\n").unwrap();
        assert_eq!(moves, "No\nturn coins 5 3\nYes\n-\n");
    }
}

//! `abc354e`: AtCoder ABC354 E "Remove Pairs": cards with a number on each side; a move removes
//! two cards that agree on the front or on the back. A position is the set of cards left, a
//! bitmask of at most 18 bits, and the memo over any position
//! ([`core::memo`](crate::core::memo)) computes those reachable from the full table, in an
//! array of `2^N` values (the masks are its box); the pairs that may ever be removed together
//! are listed once.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::memo::{Memo, MemoError, Options, Rule};
use crate::core::scan::{Field, InputError};
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

const CARDS: Field = Field::new("the number of cards N", 1, 18);
const SIDE: Field = Field::new("a number on a card", 1, 1_000_000_000);

/// The rule: remove any listed pair whose two cards are both left.
struct Pairs {
    /// The two cards of each pair that may be removed, as a mask with two bits.
    pairs: Vec<u32>,
}

impl Rule<u32> for Pairs {
    fn options(&mut self, &left: &u32, options: &mut Options<u32>) {
        for &pair in &self.pairs {
            if left & pair == pair {
                options.push(left & !pair);
            }
        }
    }
}

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc354e;

impl Problem for Abc354e {
    const NAME: &'static str = "abc354e";
    const HELP: &'static str = "\
AtCoder ABC354 E \"Remove Pairs\": N cards, card i with A_i on its front and B_i on its back.
Takahashi and Aoki take turns, Takahashi first, removing two cards whose fronts are equal or
whose backs are equal; whoever cannot remove a pair loses.

input:  N, then N lines 'A_i B_i'   (1 <= N <= 18, 1 <= A_i, B_i <= 10^9)
output: Takahashi if Takahashi wins, else Aoki

move:   with --move, remove cards I and J (their places in the input from 1); - when no
        move wins
example: printf '5\\n1 9\\n2 5\\n4 9\\n1 4\\n2 5\\n' | abc354e
prints:
  Aoki
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&CARDS)?;
        let mut cards = Vec::new();
        for _ in 0..n {
            cards.push((io.input.next(&SIDE)?, io.input.next(&SIDE)?));
        }
        let at = io.input.last_location();
        let mut pairs = Vec::new();
        for (i, a) in cards.iter().enumerate() {
            for (j, b) in cards.iter().enumerate().skip(i + 1) {
                if a.0 == b.0 || a.1 == b.1 {
                    pairs.push(1 << i | 1 << j);
                }
            }
        }
        // Every position is a mask below 2^N: in that box the values are kept in an array.
        let all = (1u32 << n) - 1;
        let mut memo =
            Memo::in_box(Pairs { pairs }, 1 << n).map_err(|_| at.error(GAME_MEMORY.into()))?;
        let fail = |e: MemoError<u32>| match e {
            MemoError::NoMemory => at.error(GAME_MEMORY.into()),
            MemoError::Cycle(_) | MemoError::Sum(_) => {
                unreachable!("every move removes two cards; a memo never reports a sum")
            }
        };
        let value = memo.value(&all).map_err(fail)?;
        io.answers
            .verdict(Words::new("Takahashi\n", "Aoki\n"), value.normal_wins());
        if io.answers.wants_moves() {
            let to = memo.option_with(&all, |v| v.sg == 0).map_err(fail)?;
            let removed = to.map(|left| {
                let pair = all & !left;
                let i = pair.trailing_zeros() + 1;
                let j = 32 - pair.leading_zeros();
                format!("remove cards {i} and {j}")
            });
            io.answers.move_line(removed);
        }
        Ok(())
    }
}

/// The `abc354e` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc354e>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc354e>;
        assert_eq!(solve(b"5\n1 9\n2 5\n4 9\n1 4\n2 5\n").unwrap(), "Aoki\n");
        let second = b"9\n3 2\n1 7\n4 1\n1 8\n5 2\n9 8\n2 1\n6 8\n5 2\n";
        assert_eq!(solve(second).unwrap(), "Takahashi\n");
        let moves = solve_bytes_with_moves::<super::Abc354e>;
        assert_eq!(
            moves(b"2\n1 2\n1 3\n").unwrap(),
            "Takahashi\nremove cards 1 and 2\n"
        );
        assert_eq!(moves(b"1\n1 2\n").unwrap(), "Aoki\n-\n");
        let e = solve(b"19\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: expected the number of cards N (1..=18), found \"19\""
        );
    }
}

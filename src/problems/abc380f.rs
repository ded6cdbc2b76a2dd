//! `abc380f`: AtCoder ABC380 F "Exchange Game": cards in two hands and on the table; a move
//! plays a card from the hand and may take back a smaller one from the table. A position is
//! who holds each card (two bits a card, at most 12 cards) and whose turn it is; the memo over
//! any position ([`core::memo`](crate::core::memo)) computes those reachable from the deal.
//! Play always ends (the statement proves it; the memo would report a cycle).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::memo::{Memo, MemoError, Options, Rule};
use crate::core::scan::{Field, InputError};
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

const CARD: Field = Field::new("a card's number", 1, 1_000_000_000);

/// Where a card is: a player's hand (the player's number) or the table.
const TABLE: u32 = 2;

/// The bit of the position that says Aoki is to move; below it, card `i`'s place is bits
/// `2i` and `2i + 1`.
const AOKI_TO_MOVE: u32 = 1 << 24;

/// The rule: the player to move plays one of his cards, then may take a smaller table card.
struct Exchange {
    values: Vec<u64>,
}

fn place(position: u32, card: usize) -> u32 {
    position >> (2 * card) & 3
}

fn moved(position: u32, card: usize, to: u32) -> u32 {
    position & !(3 << (2 * card)) | to << (2 * card)
}

impl Rule<u32> for Exchange {
    fn options(&mut self, &position: &u32, options: &mut Options<u32>) {
        let player = position / AOKI_TO_MOVE;
        for (c, &played) in self.values.iter().enumerate() {
            if place(position, c) != player {
                continue;
            }
            let after = moved(position, c, TABLE) ^ AOKI_TO_MOVE;
            options.push(after);
            for (d, &taken) in self.values.iter().enumerate() {
                if taken < played && place(after, d) == TABLE {
                    options.push(moved(after, d, player));
                }
            }
        }
    }
}

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc380f;

impl Problem for Abc380f {
    const NAME: &'static str = "abc380f";
    const HELP: &'static str = "\
AtCoder ABC380 F \"Exchange Game\": Takahashi holds N cards, Aoki M cards and the table L
cards, every number known to both. In turn, Takahashi first, a player puts a card from his
hand on the table, then may take into his hand one table card with a smaller number. Whoever
cannot move loses.

input:  N M L, then the N numbers of Takahashi's cards, the M of Aoki's, the L on the table
        (1 <= N, M, L, N + M + L <= 12, numbers 1 to 10^9)
output: Takahashi if Takahashi wins, else Aoki

move:   with --move, Takahashi's first move: play A, or play A, take C (card numbers); -
        when every move loses
example: printf '1 1 2\\n2\\n4\\n1 3\\n' | abc380f
prints:
  Aoki
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io
            .input
            .next(&Field::new("the number of Takahashi's cards N", 1, 10))?;
        let m = io
            .input
            .next(&Field::new("the number of Aoki's cards M", 1, 11 - n))?;
        let l = io
            .input
            .next(&Field::new("the number of table cards L", 1, 12 - n - m))?;
        let mut values = Vec::new();
        let mut start = 0;
        for (count, owner) in [(n, 0), (m, 1), (l, TABLE)] {
            for _ in 0..count {
                start = moved(start, values.len(), owner);
                values.push(io.input.next(&CARD)?);
            }
        }
        let at = io.input.last_location();
        let mut memo = Memo::new(Exchange {
            values: values.clone(),
        });
        let fail = |e: MemoError<u32>| match e {
            MemoError::NoMemory => at.error(GAME_MEMORY.into()),
            MemoError::Cycle(_) | MemoError::Sum(_) => {
                unreachable!(
                    "the game always ends (the statement proves it); a memo never reports a sum"
                )
            }
        };
        let value = memo.value(&start).map_err(fail)?;
        io.answers
            .verdict(Words::new("Takahashi\n", "Aoki\n"), value.normal_wins());
        if io.answers.wants_moves() {
            let to = memo.option_with(&start, |v| v.sg == 0).map_err(fail)?;
            let words = to.map(|after| {
                let changed = |from: u32, to: u32| {
                    (0..values.len())
                        .find(|&c| place(start, c) == from && place(after, c) == to)
                        .map(|c| values[c])
                };
                match (changed(0, TABLE), changed(TABLE, 0)) {
                    (Some(a), Some(c)) => format!("play {a}, take {c}"),
                    (Some(a), None) => format!("play {a}"),
                    _ => unreachable!("a move plays a card"),
                }
            });
            io.answers.move_line(words);
        }
        Ok(())
    }
}

/// The `abc380f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc380f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc380f>;
        assert_eq!(solve(b"1 1 2\n2\n4\n1 3\n").unwrap(), "Aoki\n");
        let second = b"4 4 4\n98 98765 987654 987654321\n987 9876 9876543 98765432\n\
            123 12345 1234567 123456789\n";
        assert_eq!(solve(second).unwrap(), "Takahashi\n");
        assert_eq!(
            solve(b"1 1 8\n10\n10\n1 2 3 4 5 6 7 8\n").unwrap(),
            "Aoki\n"
        );
        let moves = solve_bytes_with_moves::<super::Abc380f>;
        // Takahashi plays 5 and takes the 1 back; Aoki plays 2, Takahashi plays 1 and Aoki,
        // empty-handed, loses.
        assert_eq!(
            moves(b"1 1 1\n5\n2\n1\n").unwrap(),
            "Takahashi\nplay 5, take 1\n"
        );
        let e = solve(b"10 2 1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 4: expected the number of Aoki's cards M (1..=1), found \"2\""
        );
    }
}

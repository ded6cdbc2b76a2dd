//! `cf2004e`: Codeforces 2004 E "Not a Nim Problem": take from a pile an amount coprime to
//! it. A pile is worth [`games::coprime`](crate::games::coprime)'s value (0 for even piles,
//! the place of its smallest prime factor among the primes for odd ones), proved there. The
//! whole input is read first (it is held: memory follows it), then the odd numbers up to the
//! largest pile are sieved once.

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::coprime::CoprimeValues;
use crate::problems::shape::{GAME_MEMORY, HELD_MEMORY};
use std::io::{Read, Write};

/// The answer words.
const WORDS: Words = Words::new("Alice\n", "Bob\n");
/// The number of test cases.
const CASES: Field = Field::new("the number of test cases t", 1, 10_000);
/// The piles of one case; their sum over the cases has the same bound (the statement's is
/// 3·10^5).
const COUNT: Field = Field::new("the number of piles n", 1, 1_000_000);
/// One pile.
const PILE: Field = Field::new("a pile size a_i", 1, 10_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Cf2004e;

impl Problem for Cf2004e {
    const NAME: &'static str = "cf2004e";
    const HELP: &'static str = "\
Codeforces 2004 E \"Not a Nim Problem\": n piles of stones. Alice and Bob take turns, Alice first;
a move takes y >= 1 stones from a pile of x stones where gcd(x, y) = 1. Whoever cannot move loses.

input:  t, then per case n and a_1 ... a_n
        (1 <= t <= 10^4, n >= 1, the sum of n <= 10^6 (the statement's: 3*10^5), 1 <= a_i <= 10^7)
output: Alice if Alice wins, else Bob, one line per case

move:   with --move, take Y from pile I; - when no move wins
example: printf '1\\n3\\n3 2 9\\n' | cf2004e
prints:
  Bob
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let t = io.input.next(&CASES)?;
        let (mut piles, mut lengths): (Vec<u32>, Vec<u32>) = (Vec::new(), Vec::new());
        let (mut largest, mut full) = (1, false);
        let mut total = 0;
        for _ in 0..t {
            let n = io.input.next(&COUNT)?;
            total += n;
            if total > COUNT.max {
                let message = "the sum of n over the cases passes 10^6".to_string();
                return Err(io.input.last_location().error(message));
            }
            full |= try_push(&mut lengths, n as u32).is_err();
            io.input.each_value(n, &PILE, |a| {
                full |= try_push(&mut piles, a as u32).is_err();
                largest = largest.max(a);
            })?;
            if full {
                return Err(io.input.last_location().error(HELD_MEMORY.into()));
            }
        }
        let game = CoprimeValues::new(largest)
            .map_err(|_| io.input.last_location().error(GAME_MEMORY.into()))?;
        // Every pile is at most `largest`, so every value is known.
        let sg = |a: u32| u64::from(game.sg(u64::from(a)).unwrap_or(0));
        let mut start = 0;
        for &n in &lengths {
            let case = &piles[start..start + n as usize];
            start += n as usize;
            let values = case.iter().map(|&a| sg(a));
            io.answers
                .verdict(WORDS, values.clone().fold(0, |x, v| x ^ v) != 0);
            if io.answers.wants_moves() {
                let winning = winning_component(values).and_then(|(i, target)| {
                    let y = game.take_to(u64::from(case[i]), target as u32)?;
                    Some(format!("take {y} from pile {}", i + 1))
                });
                io.answers.move_line(winning);
            }
        }
        Ok(())
    }
}

/// The `cf2004e` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Cf2004e>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_sample() {
        let solve = solve_bytes::<super::Cf2004e>;
        let sample = b"3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n";
        assert_eq!(solve(sample).unwrap(), "Bob\nAlice\nBob\n");
        // 3 3 6 1: values 2 2 0 1, xor 1; the pile of 1 is taken.
        let moves = solve_bytes_with_moves::<super::Cf2004e>(b"1\n4\n3 3 6 1\n").unwrap();
        assert_eq!(moves, "Alice\ntake 1 from pile 4\n");
        let e = solve(b"2\n1\n5\n1\n0\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 5, column 1: expected a pile size a_i (1..=10^7), found \"0\""
        );
    }
}

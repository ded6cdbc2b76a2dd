//! `luogu_p3185`: Luogu P3185 \[HNOI2007\] 分裂游戏: bottles `0..n` of beans; a move takes a bean
//! from bottle `i` and puts one in each of bottles `j` and `k`, `i < j <= k`; whoever cannot
//! move loses. Per game: the least winning first move `i j k` (or `-1 -1 -1`) and the number
//! of winning first moves.
//!
//! The game is [`games::bean_split`](crate::games::bean_split): a coin-turning game on the
//! parities of the bottles, its values by [`games::coin_rule`](crate::games::coin_rule).
//! Format and sample from the statement.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::bean_split::{values_by_distance, winning_moves_with};
use std::io::{Read, Write};

/// The number of games (the statement's bound is 10).
const CASES: Field = Field::new("the number of games t", 1, 1000);
/// The number of bottles (the statement's bound is 21).
const BOTTLES: Field = Field::new("the number of bottles n", 1, 100);
/// A bottle's beans (the statement's bound is 10^4).
const BEANS: Field = Field::new("a bottle's beans p_i", 0, 1_000_000_000_000_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP3185 {
    /// The values of a bean by its distance from the last bottle, for the longest row so
    /// far: shared by every game (a value does not depend on the row's length).
    by_distance: Vec<u64>,
}

impl Problem for LuoguP3185 {
    const NAME: &'static str = "luogu_p3185";
    const HELP: &'static str = "\
Luogu P3185 [HNOI2007] splitting game: bottles 0..n-1 of beans. A move takes one bean from a
bottle i and puts one bean into each of bottles j and k, i < j <= k. Whoever cannot move
loses. The least winning first move, and how many first moves win.

input:  t, then per game n and the beans p_0 ... p_{n-1}
        (1 <= t <= 1000, 1 <= n <= 100, 0 <= p_i <= 10^18; the statement's: t <= 10,
         2 <= n <= 21, p_i <= 10^4)
output: per game two lines: the least winning move 'i j k' (bottles from 0, least first
        bottle, then second, then third), or '-1 -1 -1'; then the number of winning moves
example: printf '1\\n3\\n0 0 1\\n' | luogu_p3185
prints:
  -1 -1 -1
  0
";
    const LAYOUT: Layout = Layout::with_count(CASES);
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&BOTTLES)?;
        let mut beans = Vec::new();
        for _ in 0..n {
            beans.push(io.input.next(&BEANS)?);
        }
        let at = io.input.last_location();
        let memory = || at.error("the game's values need more memory than is available".into());
        if self.by_distance.len() < beans.len() {
            self.by_distance = values_by_distance(beans.len()).map_err(|_| memory())?;
        }
        let found = winning_moves_with(&beans, &self.by_distance).map_err(|_| memory())?;
        match found.first {
            Some((i, j, k)) => io.answers.line(format!("{i} {j} {k}")),
            None => io.answers.line("-1 -1 -1"),
        }
        io.answers.number_line(found.count);
        Ok(())
    }
}

/// The `luogu_p3185` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP3185>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn sample() {
        let input = b"2\n4\n1 0 1 5000\n3\n0 0 1\n";
        let out = solve_bytes::<super::LuoguP3185>(input).unwrap();
        assert_eq!(out, "0 2 3\n1\n-1 -1 -1\n0\n");
    }
}

//! `luogu_p4101`: Luogu P4101 \[HEOI2014\] 人人尽说江南好 (BZOJ 3609): `n` piles of one stone;
//! players merge two piles at a time, never past `m` stones; whoever cannot move loses. `0`
//! when the first player wins, `1` when the second does (the statement's way round)
//! ([`games::capped_merge`](crate::games::capped_merge)). Format and sample from BZOJ 3609's
//! statement (BZPRO's copy).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::capped_merge::first_player_wins;
use std::io::{Read, Write};

/// `T` (the judge's bound is 100).
const CASES: Field = Field::new("the number of games T", 1, 1_000_000);
/// `n` or `m` (the judge's bound is 10^9).
const COUNT: Field = Field::new("a count n or cap m", 1, 1_000_000_000_000_000_000);

/// The answer words: the statement prints 0 for a first-player win.
const WORDS: Words = Words::new("0\n", "1\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP4101;

impl Problem for LuoguP4101 {
    const NAME: &'static str = "luogu_p4101";
    const HELP: &'static str = "\
Luogu P4101 [HEOI2014] (BZOJ 3609): n piles of one stone each. Players take turns merging two
piles into one, which may not hold more than m stones; whoever cannot move loses. Who wins?

input:  T, then T lines n m   (1 <= T <= 10^6 (the judge's: 100), 1 <= n, m <= 10^18 (the
        judge's: 10^9))
output: 0 when the first player wins, 1 when the second does, one line per game
limits: O(1) a game, nothing held
example: printf '2\\n7 3\\n2 2\\n' | luogu_p4101
prints:
  1
  0
";
    const LAYOUT: Layout = Layout::with_count(CASES);
    // Every first move merges two single stones: there is nothing to choose.
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&COUNT)?;
        let m = io.input.next(&COUNT)?;
        io.answers.verdict(WORDS, first_player_wins(n, m));
        Ok(())
    }
}

/// The `luogu_p4101` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP4101>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_sample() {
        let solve = solve_bytes::<super::LuoguP4101>;
        assert_eq!(
            solve(b"5\n7 3\n1 5\n4 3\n6 1\n2 2\n").unwrap(),
            "1\n1\n1\n1\n0\n"
        );
        assert!(solve(b"1\n0 3\n").is_err());
    }
}

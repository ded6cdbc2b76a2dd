//! `luogu_p5363`: Luogu P5363 \[SDOI2019\] 移动金币: `m` coins on a `1 × n` board; a move
//! moves one coin any distance left, not past another coin or off the board. Count the
//! placements the first player wins, modulo 10^9 + 9.
//!
//! The empty squares before each coin are a step of staircase Nim
//! ([`games::staircase`](crate::games::staircase)): moving coin `i` left moves squares from
//! the gap before it to the gap after it, so the gap before the last coin is step 1, the one
//! before the coin before it step 2, and so on; the squares after the last coin are the
//! ground. A placement is lost exactly when the gaps on the odd steps xor to 0, so the lost
//! placements are [`lost_with_total`]`(m, n − m, ground)` (the odd steps balanced, the even
//! steps and the ground holding the rest), and the answer is `C(n, m)` less those.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::modular::Binomials;
use crate::core::scan::{Field, InputError};
use crate::games::staircase::lost_with_total;
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

/// The modulus of the problem.
const MOD: u64 = 1_000_000_009;
/// `n` (the statement's bound is 150000).
const SQUARES: Field = Field::new("the board's length n", 1, 1_000_000);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP5363;

impl Problem for LuoguP5363 {
    const NAME: &'static str = "luogu_p5363";
    const HELP: &'static str = "\
Luogu P5363 [SDOI2019] 移动金币: m coins on a 1 x n board, at most one a square. A move moves one
coin left by at least one square, not past another coin nor off the board; whoever cannot move
loses, and Alice moves first. Count the placements Alice wins, modulo 10^9+9.

input:  n m   (1 <= n <= 10^6 (the statement's: 150000), 1 <= m <= min(n, 50))
output: the count modulo 1000000009

example: printf '10 3\\n' | luogu_p5363
prints:
  100
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&SQUARES)?;
        let m = io
            .input
            .next(&Field::new("the number of coins m", 1, n.min(50)))?;
        let at = io.input.last_location();
        let memory = || at.error(GAME_MEMORY.to_string());
        let c = Binomials::new(n, MOD).map_err(|_| memory())?;
        let lost = lost_with_total(m, n - m, true, &c).map_err(|_| memory())?;
        io.answers.number_line((c.choose(n, m) + MOD - lost) % MOD);
        Ok(())
    }
}

/// The `luogu_p5363` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP5363>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::LuoguP5363>;
        assert_eq!(solve(b"10 3\n").unwrap(), "100\n");
        assert_eq!(solve(b"199 43\n").unwrap(), "981535230\n");
        assert_eq!(solve(b"99999 47\n").unwrap(), "39178973\n");
    }
}

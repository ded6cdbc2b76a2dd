//! `ladder_nim`: staircase Nim (AcWing 892), one position; the proof is in
//! [`games::staircase`](crate::games::staircase).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::InputError;
use crate::core::sum::HeapMove;
use crate::games::staircase::Staircase;
use crate::problems::shape;
use std::io::{Read, Write};

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LadderNim;

impl Problem for LadderNim {
    const NAME: &'static str = "ladder_nim";
    const HELP: &'static str = "\
Staircase Nim (AcWing 892). Step i holds a_i stones; a move takes some stones from step i down
to step i - 1 (from step 1 they leave play); whoever cannot move loses.

input:  n, then the steps a_1 ... a_n   (1 <= n <= 10^6, 0 <= a_i <= 10^18)
output: Yes if the first player wins, else No

move:   with --move, move C from step I to step I-1 (from step 1: to the ground); - when no move wins
example: printf '3\\n2 1 3\\n' | ladder_nim
prints:
  Yes
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        shape::piles::<Staircase, _, _>(io, Words::YES_NO, step_move)
    }
}

/// `move 3 from step 4 to step 3`; from step 1 the stones leave play.
fn step_move(i: usize, m: HeapMove) -> String {
    match i {
        0 => format!("move {} from step 1 to the ground", m.take),
        _ => format!("move {} from step {} to step {}", m.take, i + 1, i),
    }
}

/// The `ladder_nim` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LadderNim>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn sample_and_even_steps_do_not_count() {
        let solve = solve_bytes::<super::LadderNim>;
        assert_eq!(solve(b"3\n2 1 3\n").unwrap(), "Yes\n");
        assert_eq!(solve(b"2\n0 5\n").unwrap(), "No\n");
        assert_eq!(solve(b"3\n1 7 1\n").unwrap(), "No\n");
    }
}

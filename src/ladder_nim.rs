//! Solver `ladder_nim`: staircase Nim (AcWing 892).
//!
//! Step `i` (1-based) holds `a_i` stones; a move takes some stones from step `i` down to step
//! `i - 1` (from step 1 they leave play); the last mover wins.
//!
//! The first player wins iff the xor of the odd-numbered steps is nonzero. Moving stones from
//! an odd step to the even step below is a Nim move on the odd steps. A move from an even step
//! `i` puts stones on the odd step `i - 1`; the opponent moves exactly those stones on to step
//! `i - 2` (an even step, or the ground), which restores every odd step. Stones only ever move
//! down, so this cannot go on forever, and the player who wins the Nim game on the odd steps
//! wins the staircase.

use crate::nim_sum::{first_player_wins, yes_no};
use crate::piles;
use crate::scan::InputError;
use std::io::Read;

/// Solves one input: `n`, `a_1 … a_n`.
pub fn solve<R: Read>(input: R) -> Result<String, InputError> {
    let (mut odd_steps, mut step) = (0, 0u64);
    piles::for_each(input, |a| {
        step += 1;
        if step % 2 == 1 {
            odd_steps ^= a;
        }
    })?;
    Ok(format!("{}\n", yes_no(first_player_wins(odd_steps))))
}

#[cfg(test)]
mod tests {
    #[test]
    fn sample_and_even_steps_do_not_count() {
        assert_eq!(super::solve(&b"3\n2 1 3\n"[..]).unwrap(), "Yes\n");
        assert_eq!(super::solve(&b"2\n0 5\n"[..]).unwrap(), "No\n");
        assert_eq!(super::solve(&b"3\n1 7 1\n"[..]).unwrap(), "No\n");
    }
}

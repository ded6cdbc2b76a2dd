//! Solver `split_piles`: Lasker's Nim (HDU 3032 "Nim or not Nim?").
//!
//! Input `n`, `a_1 … a_n`; a move removes stones from one pile or splits a pile in two
//! non-empty piles; the last mover wins. Each pile is a Lasker's Nim heap with value
//! [`lasker::sg`](crate::lasker::sg); the first player wins iff the xor is nonzero.

use crate::lasker;
use crate::nim_sum::{first_player_wins, yes_no};
use crate::piles;
use crate::scan::InputError;
use std::io::Read;

/// Solves one input; see the module documentation.
pub fn solve<R: Read>(input: R) -> Result<String, InputError> {
    let mut sum = 0;
    piles::for_each(input, |a| sum ^= lasker::sg(a))?;
    Ok(format!("{}\n", yes_no(first_player_wins(sum))))
}

#[cfg(test)]
mod tests {
    #[test]
    fn samples() {
        assert_eq!(super::solve(&b"3\n2 2 3\n"[..]).unwrap(), "Yes\n");
        assert_eq!(super::solve(&b"2\n3 3\n"[..]).unwrap(), "No\n");
    }
}

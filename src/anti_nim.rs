//! Solver `anti_nim`: misère Nim (Luogu P4279, HDU 1907), by the SJ theorem.
//!
//! Input `n`, `a_1 … a_n`; a move takes any positive number of stones from one pile, and
//! whoever takes the last stone loses. A Nim pile of `a` stones has SG value `a` and play ends
//! when all are 0, so the SJ rule of [`anti_sg`](crate::anti_sg) applies to the piles
//! themselves.

use crate::anti_sg::AntiSgSum;
use crate::nim_sum::yes_no;
use crate::piles;
use crate::scan::InputError;
use std::io::Read;

/// Solves one input; see the module documentation.
pub fn solve<R: Read>(input: R) -> Result<String, InputError> {
    let mut sum = AntiSgSum::default();
    piles::for_each(input, |a| sum.add(a))?;
    Ok(format!("{}\n", yes_no(sum.first_player_wins())))
}

#[cfg(test)]
mod tests {
    #[test]
    fn samples() {
        assert_eq!(super::solve(&b"3\n3 5 1\n"[..]).unwrap(), "Yes\n");
        assert_eq!(super::solve(&b"1\n1\n"[..]).unwrap(), "No\n");
    }
}

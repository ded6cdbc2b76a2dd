//! Input shapes that several problems share: a list of piles (`n`, then `a_1 … a_n`) and a
//! count of cases.

use crate::core::driver::{Io, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::HeapSum;
use std::io::{Read, Write};

/// `n`, the number of piles that follow.
pub const PILE_COUNT: Field = Field::new("the number of piles n", 1, 1_000_000);
/// One pile.
pub const PILE: Field = Field::new("a pile size", 0, 1_000_000_000_000_000_000);
/// `T`, the number of cases that follow.
pub const CASE_COUNT: Field = Field::new("the number of cases T", 1, 1_000_000);

/// One position of piles, `n` then the piles, answered in `words` with the verdict of the
/// sum `S` of their games; the piles are not stored.
pub fn piles<S: HeapSum, R: Read, W: Write>(
    io: &mut Io<R, W>,
    words: Words,
) -> Result<(), InputError> {
    let mut sum = S::default();
    io.input.counted(&PILE_COUNT, &PILE, |a| sum.add(a))?;
    io.verdict(words, sum.first_player_wins());
    Ok(())
}

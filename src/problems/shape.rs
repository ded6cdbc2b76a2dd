//! Input fields that several problems share: a list of piles, `n` then `a_1 … a_n`.

use crate::core::scan::Field;

/// `n`, the number of piles that follow.
pub const PILE_COUNT: Field = Field::new("the number of piles n", 1, 1_000_000);
/// One pile.
pub const PILE: Field = Field::new("a pile size", 0, 1_000_000_000_000_000_000);

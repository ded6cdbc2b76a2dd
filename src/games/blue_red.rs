//! Blue-Red Hackenbush strings: one stalk of edges from the ground, each blue (Left may cut it)
//! or red (Right may cut it); a cut removes the edge and every edge above it. A partizan game
//! whose every position is a number ([`core::partizan`](crate::core::partizan)).
//!
//! ## Berlekamp's rule (Winning Ways, ch. 2; Siegel, *Combinatorial Game Theory*, II.3)
//! Read the stalk from the ground. The first run of `k` edges of one colour is worth `k` (blue)
//! or `-k` (red); after it, the `j`-th edge (`j = 1, 2, …`) is worth `+1/2^j` if blue and
//! `-1/2^j` if red, and the value is the sum: `BR = 1 - 1/2 = 1/2`, `BRR = 1/4`,
//! `BBR = 3/2`, `RB = -1/2`, `BRB = 3/4`.
//!
//! Why: by induction on the length. A stalk `S` followed by one more edge `e` is the simplest
//! number between the values Left and Right can reach, and cutting `e` (or anything below)
//! leaves a prefix of `S`. The prefixes' values are the successive partial sums, which
//! approach the value `x` of `S` from both sides after the first change of colour, each
//! partial sum from the side of the colour that follows it; so the options of `S e` are `x`
//! on the side of `e`'s colour and, on the other, the nearest earlier partial sum, and the
//! simplest number strictly between is `x ± 1/2^j` for the next `j`, as the rule says (in the
//! first run, `x ± 1` for an edge of the run's colour). The tests check the rule against the
//! canonical forms of the games built from the cuts, on every stalk of up to 12 edges.

use crate::core::dyadic::{Dyadic, DyadicError};
use crate::core::partizan::{Arena, Game, PartizanError};

/// The longest stalk [`value`] takes: its value's denominator must fit a [`Dyadic`].
pub const MAX_LENGTH: usize = 62;

/// The value of a stalk (`true` for a blue edge, from the ground up) by Berlekamp's rule;
/// [`DyadicError::Overflow`] past [`MAX_LENGTH`] edges.
///
/// O(length).
///
/// # Example
/// ```
/// use grundy::core::dyadic::Dyadic;
/// use grundy::games::blue_red::value;
/// let stalk = |s: &str| s.bytes().map(|c| c == b'B').collect::<Vec<bool>>();
/// let v = |s| value(&stalk(s)).unwrap().to_string();
/// assert_eq!([v("B"), v("BR"), v("BRR"), v("RB"), v("BBR")], ["1", "1/2", "1/4", "-1/2", "3/2"]);
/// assert_eq!(value(&[]).unwrap(), Dyadic::ZERO);
/// ```
pub fn value(stalk: &[bool]) -> Result<Dyadic, DyadicError> {
    if stalk.len() > MAX_LENGTH {
        return Err(DyadicError::Overflow);
    }
    let Some(&first) = stalk.first() else {
        return Ok(Dyadic::ZERO);
    };
    let run = stalk.iter().take_while(|&&c| c == first).count();
    let rest = &stalk[run..];
    // In units of 2^-rest.len(): the run, then each later edge j worth 2^(len - j).
    let k = rest.len() as u32;
    let sign = |blue: bool| if blue { 1i64 } else { -1 };
    let mut numerator = sign(first) * ((run as i64) << k);
    for (j, &blue) in rest.iter().enumerate() {
        numerator += sign(blue) << (k - 1 - j as u32);
    }
    Dyadic::new(numerator, k)
}

/// The game of a stalk built from its cuts alone (no rule): Left's options are the stalk cut
/// below each blue edge, Right's below each red one, in canonical form.
///
/// O(length²) games made (each prefix once).
pub fn game_from_cuts(arena: &mut Arena, stalk: &[bool]) -> Result<Game, PartizanError> {
    // The prefixes from the shortest: each one's options are shorter prefixes.
    let mut prefixes: Vec<Game> = Vec::with_capacity(stalk.len() + 1);
    prefixes.push(arena.zero());
    for len in 1..=stalk.len() {
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (i, &blue) in stalk[..len].iter().enumerate() {
            if blue {
                left.push(prefixes[i]);
            } else {
                right.push(prefixes[i]);
            }
        }
        let g = arena.game(&left, &right)?;
        prefixes.push(g);
    }
    Ok(prefixes[stalk.len()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_is_the_value_of_the_game_on_every_stalk_up_to_twelve() {
        let mut arena = Arena::new();
        let mut checked = 0;
        for len in 0..=12usize {
            for bits in 0..1u32 << len {
                let stalk: Vec<bool> = (0..len).map(|i| bits >> i & 1 == 1).collect();
                let g = game_from_cuts(&mut arena, &stalk).unwrap();
                assert_eq!(
                    arena.as_number(g),
                    Ok(Some(value(&stalk).unwrap())),
                    "{stalk:?}"
                );
                checked += 1;
            }
        }
        assert_eq!(checked, (1 << 13) - 1);
    }

    #[test]
    fn the_hand_checked_list_and_the_longest_stalks() {
        let v = |s: &str| value(&s.bytes().map(|c| c == b'B').collect::<Vec<_>>()).unwrap();
        let half = |m, k| Dyadic::new(m, k).unwrap();
        assert_eq!(v("B"), Dyadic::integer(1));
        assert_eq!(v("BR"), half(1, 1));
        assert_eq!(v("BRR"), half(1, 2));
        assert_eq!(v("RB"), half(-1, 1));
        assert_eq!(v("BBR"), half(3, 1));
        assert_eq!(v("BRB"), half(3, 2));
        // 62 letters: B then 61 R is 1 - (1/2 + … + 1/2^61) = 2^-61.
        let long: String = std::iter::once('B')
            .chain(std::iter::repeat('R').take(61))
            .collect();
        assert_eq!(v(&long), half(1, 61));
        assert_eq!(v(&"B".repeat(62)), Dyadic::integer(62));
        let too_long = vec![true; 63];
        assert_eq!(value(&too_long), Err(DyadicError::Overflow));
    }
}

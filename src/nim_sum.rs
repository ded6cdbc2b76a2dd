//! Sums of games: the Sprague–Grundy theorem.
//!
//! A position made of independent components, where a move is a move in exactly one of them,
//! has SG value equal to the xor of the components' values (the nim-sum). A position is lost
//! for the player to move iff its value is 0: from value 0 every move leads to a nonzero value,
//! and from a nonzero value `x` some component can move to make the xor 0 (pick one whose value
//! has the top bit of `x` set and replace it by that value xor `x`, which is smaller).

/// The xor of the components' SG values.
#[inline]
pub fn nim_sum<I: IntoIterator<Item = u64>>(values: I) -> u64 {
    values.into_iter().fold(0, |acc, v| acc ^ v)
}

/// Normal play: the player to move wins iff the position's SG value is nonzero.
#[inline]
pub fn first_player_wins(sg_value: u64) -> bool {
    sg_value != 0
}

/// The answer line the Yes/No judges expect.
#[inline]
pub fn yes_no(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Yes"
    } else {
        "No"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_positions() {
        assert_eq!(nim_sum([1, 2, 3]), 0);
        assert!(!first_player_wins(nim_sum([1, 2, 3])));
        assert!(first_player_wins(nim_sum([3, 5, 1])));
        assert!(!first_player_wins(nim_sum([])));
        assert_eq!(yes_no(true), "Yes");
        assert_eq!(yes_no(false), "No");
    }
}

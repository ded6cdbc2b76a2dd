//! Nim: a move takes any positive number of tokens from one heap.
//!
//! `sg(x) = x`: the options of a heap `x` are the heaps `0..x`, whose values are `0..x` by
//! induction, so their mex is `x`. A position of several heaps is their sum, won by the player
//! to move iff the xor of the heaps is nonzero ([`crate::core::sum`]); misère Nim, where taking
//! the last token loses, is decided by the SJ rule on the same values
//! ([`crate::core::sum::MisereSum`]).

/// The SG value of a Nim heap of `x` tokens: `x` itself.
#[inline]
pub fn sg(x: u64) -> u64 {
    x
}

#[cfg(test)]
mod tests {
    use crate::core::sg_table::table;

    #[test]
    fn values_from_the_moves_are_the_heap_sizes() {
        let from_moves = table(200, |x, sg, o| sg[..x].iter().for_each(|&v| o.insert(v)));
        for (x, &v) in from_moves.iter().enumerate() {
            assert_eq!(super::sg(x as u64), u64::from(v));
        }
    }
}

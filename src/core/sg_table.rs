//! The SG-table engine for heap games.
//!
//! A heap game is one where a position is a heap of `x` tokens and every option of `x` is a
//! collection of smaller heaps. By the Sprague–Grundy theorem an option made of heaps
//! `a, b, …` has value `sg[a] ^ sg[b] ^ …`, and
//!
//! ```text
//! sg[x] = mex { value of o : o an option of x }
//! ```
//!
//! so the table fills in increasing `x`. The caller supplies the rule: given `x` and the
//! entries `sg[0..x]` already computed, it inserts the value of each option into the [`Mex`]
//! accumulator. A subtraction game inserts `sg[x - s]` for each move `s <= x`; a take-and-break
//! game such as Lasker's Nim also inserts `sg[a] ^ sg[b]` for each split `a + b = x`.

use crate::core::mex::Mex;

/// Computes the next entry `sg[x]`, `x = sg.len()`, with `rule(x, sg, options)`.
///
/// What `rule` spends, plus O(number of options inserted) for the mex.
#[inline]
pub fn next_value<R>(sg: &[u32], options: &mut Mex, rule: R) -> u32
where
    R: FnOnce(usize, &[u32], &mut Mex),
{
    rule(sg.len(), sg, options);
    options.take()
}

/// The table `sg[0..len]` of the heap game whose options `rule` lists (see [`next_value`]).
///
/// O(len) calls of `rule`, plus the options it inserts.
///
/// ```
/// use grundy::core::sg_table::table;
/// // Lasker's Nim: take any number from a heap, or split it into two nonempty heaps.
/// let sg = table(9, |x, sg, options| {
///     for left in 0..x {
///         options.insert(sg[left]);
///     }
///     for a in 1..x {
///         options.insert(sg[a] ^ sg[x - a]);
///     }
/// });
/// assert_eq!(sg, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub fn table<R>(len: usize, mut rule: R) -> Vec<u32>
where
    R: FnMut(usize, &[u32], &mut Mex),
{
    let mut sg = Vec::with_capacity(len);
    let mut options = Mex::new();
    for _ in 0..len {
        let v = next_value(&sg, &mut options, &mut rule);
        sg.push(v);
    }
    sg
}

/// The subtraction rule: from `x`, take exactly `s` tokens for some `s` in `moves`, which
/// must be sorted ascending. Returns the number of moves tried, for work budgets.
///
/// O(number of moves `<= x`): one lookup and one insertion each.
#[inline]
pub fn subtraction_options(moves: &[usize], x: usize, sg: &[u32], options: &mut Mex) -> u64 {
    let mut tried = 0;
    for &s in moves.iter().take_while(|&&s| s <= x) {
        options.insert(sg[x - s]);
        tried += 1;
    }
    tried
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_is_the_identity() {
        let sg = table(50, |x, sg, o| (0..x).for_each(|y| o.insert(sg[y])));
        assert_eq!(sg, (0..50).collect::<Vec<u32>>());
    }

    #[test]
    fn take_one_to_three_is_x_mod_4() {
        let sg = table(40, |x, sg, o| {
            subtraction_options(&[1, 2, 3], x, sg, o);
        });
        assert!(sg.iter().enumerate().all(|(x, &v)| v == (x % 4) as u32));
    }

    #[test]
    fn subtract_two_or_five_by_hand() {
        // sg: 0 0 1 1 0 2 1 | 0 0 1 1 0 2 1 | ... (period 7, worked out by hand)
        let sg = table(21, |x, sg, o| {
            subtraction_options(&[2, 5], x, sg, o);
        });
        let block = [0, 0, 1, 1, 0, 2, 1];
        assert!(sg.iter().enumerate().all(|(x, &v)| v == block[x % 7]));
    }

    #[test]
    fn lasker_split_rule_gives_the_first_values() {
        let sg = table(9, |x, sg, o| {
            (0..x).for_each(|y| o.insert(sg[y]));
            (1..x)
                .filter(|&a| a <= x - a)
                .for_each(|a| o.insert(sg[a] ^ sg[x - a]));
        });
        assert_eq!(sg, vec![0, 1, 2, 4, 3, 5, 6, 8, 7]);
    }
}

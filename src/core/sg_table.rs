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

/// The walk of the splits passed its limit of steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct StepLimit;

/// Calls `each` with the xor of the values of every split of `m` into `k` non-empty parts
/// (each multiset once: parts in non-increasing order) and the parts, counting steps; `each`
/// returning true stops the walk and returns true; `Err` once `steps` passes `limit`. A recursion `k <= 8` levels deep (never
/// deeper, whatever the input).
pub(crate) fn for_each_split(
    values: &[u32],
    m: usize,
    k: usize,
    steps: &mut u64,
    limit: u64,
    each: &mut dyn FnMut(u32, &[usize]) -> bool,
) -> Result<bool, StepLimit> {
    struct Walk<'a> {
        values: &'a [u32],
        steps: &'a mut u64,
        limit: u64,
        each: &'a mut dyn FnMut(u32, &[usize]) -> bool,
        path: Vec<usize>,
    }
    impl Walk<'_> {
        /// Parts for `rest` in `k` pieces, each at most `cap`, given the xor so far.
        fn go(&mut self, rest: usize, k: usize, cap: usize, xor: u32) -> Result<bool, StepLimit> {
            if k == 1 {
                if rest == 0 || rest > cap || rest >= self.values.len() {
                    return Ok(false);
                }
                *self.steps += 1;
                if *self.steps > self.limit {
                    return Err(StepLimit);
                }
                self.path.push(rest);
                let stop = (self.each)(xor ^ self.values[rest], &self.path);
                self.path.pop();
                return Ok(stop);
            }
            // This part is the largest of those left: at least ceil(rest / k), at most cap,
            // leaving one token for each part after it.
            let hi = cap.min(rest.saturating_sub(k - 1));
            let lo = (rest + k - 1) / k;
            let mut p = hi;
            while p >= lo.max(1) {
                if p < self.values.len() {
                    self.path.push(p);
                    let stop = self.go(rest - p, k - 1, p, xor ^ self.values[p])?;
                    self.path.pop();
                    if stop {
                        return Ok(true);
                    }
                }
                p -= 1;
            }
            Ok(false)
        }
    }
    let mut walk = Walk {
        values,
        steps,
        limit,
        each,
        path: Vec::with_capacity(k),
    };
    walk.go(m, k, m, 0)
}

/// The split rule, a move that leaves a sum: inserts the value of every way to split a heap
/// of `m` into `k` non-empty heaps, `sg[a] ^ sg[b] ^ …` (each multiset once). Every part must
/// be below `sg.len()`, as in a table that fills in increasing `x`. Returns the number of
/// splits visited, for work budgets.
///
/// O(number of splits): about `m^(k-1) / (k! (k-1)!)`; `m / 2` for two heaps, `m² / 12` for
/// three.
///
/// ```
/// use grundy::core::sg_table::{split_options, table};
/// // HDU 5795: take any number from a heap, or split it into three non-empty heaps.
/// let sg = table(17, |x, sg, options| {
///     (0..x).for_each(|y| options.insert(sg[y]));
///     if x >= 3 {
///         split_options(x, 3, sg, options);
///     }
/// });
/// assert_eq!(sg[7..=9], [8, 7, 9]); // G(8k + 7) = 8k + 8, G(8k + 8) = 8k + 7
/// ```
pub fn split_options(m: usize, k: usize, sg: &[u32], options: &mut Mex) -> u64 {
    let mut steps = 0;
    if (1..=8).contains(&k) && m >= k {
        let _ = for_each_split(sg, m, k, &mut steps, u64::MAX, &mut |x, _| {
            options.insert(x);
            false
        });
    }
    steps
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

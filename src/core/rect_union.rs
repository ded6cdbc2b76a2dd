//! Counts over a union of axis-parallel rectangles of cells (Klee's measure in the plane), by
//! a sweep: the rectangles' columns are events, and a segment tree over the rows they use
//! keeps how many rectangles cover each stretch of rows and what the covered part measures.
//!
//! What it measures is the parity of the covered cells whose two coordinates are multiples of
//! `2^t`, for every `t` at once, as the 64 bits of one word: Codeforces 494 E Sharti
//! ([`crate::games::sharti`]) needs exactly those, on a board given as overlapping
//! rectangles, never cell by cell.
//!
//! # Why one sweep gives every `t`
//! Write `M(v)` for the word whose bit `t` is the parity of the number of multiples of `2^t` in
//! `0..v`, that is of `⌈v / 2^t⌉`. Then the multiples of `2^t` in `lo..hi` have the parity of
//! bit `t` of `M(hi) ⊕ M(lo)`. A rectangle of columns `X` and rows `Y` holds
//! `|X ∩ 2^t ℤ| · |Y ∩ 2^t ℤ|` such cells, and a product is odd when both factors are: its word
//! is the bitwise *and* of the two. The sweep cuts the union into slabs of columns over which
//! the covered rows do not change, and xors the slabs' words. The tree keeps, for each node,
//! the word of its covered rows: a node covered whole has its span's word, otherwise the xor
//! of its children's.
//!
//! `M(v)` in closed form: `⌈v / 2^t⌉` is `v >> t` plus one when `v`'s low `t` bits are not all
//! zero, which is when `t` passes `v`'s trailing zeros `z`; so `M(v) = v ⊕ (!0 << (z + 1))`
//! (`M(0) = 0`).

use crate::core::budget::{filled, reserve, NoMemory};

/// A rectangle of cells: columns `x0..=x1` and rows `y0..=y1` (inclusive; any `u64`). With
/// `x0 > x1` or `y0 > y1` it is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// First column.
    pub x0: u64,
    /// First row.
    pub y0: u64,
    /// Last column.
    pub x1: u64,
    /// Last row.
    pub y1: u64,
}

/// `M(v)`: bit `t` is the parity of the multiples of `2^t` in `0..v` (the [module](self)),
/// for `v` up to `2^64` (one past the last cell: a range's end).
fn multiples_word(v: u128) -> u64 {
    if v == 0 {
        return 0;
    }
    let z = v.trailing_zeros() + 1;
    (v ^ (u128::MAX << z)) as u64
}

/// The parities of the covered cells whose coordinates are both multiples of `2^t`: bit `t`
/// of the answer for each `t` in `0..64` (bit 0 is the parity of the union's area).
///
/// ```
/// use grundy::core::rect_union::{divisible_parities, Rect};
/// // Two 3 × 3 squares overlapping in a 2 × 2: 14 cells (even); with both coordinates even,
/// // (2, 2), (2, 4), (4, 2), (4, 4): 4 (even); multiples of 4: (4, 4) alone (odd).
/// let r = [Rect { x0: 1, y0: 1, x1: 3, y1: 3 }, Rect { x0: 2, y0: 2, x1: 4, y1: 4 }];
/// assert_eq!(divisible_parities(&r).unwrap() & 0b111, 0b100);
/// assert_eq!(divisible_parities(&[]).unwrap(), 0);
/// ```
///
/// O(m log m) time for `m` rectangles (fewer than `2^31`), O(m) memory (about 150 bytes a
/// rectangle at the peak). `Err` only when the memory is not there.
pub fn divisible_parities(rects: &[Rect]) -> Result<u64, NoMemory> {
    let mut kept: Vec<&Rect> = Vec::new();
    reserve(&mut kept, rects.len())?;
    kept.extend(rects.iter().filter(|r| r.x0 <= r.x1 && r.y0 <= r.y1));
    if kept.is_empty() {
        return Ok(0);
    }
    // The rows where a rectangle starts or stops covering, each tagged with its end (2i for
    // the first row of rectangle i, 2i + 1 for the row past its last), sorted once: their
    // distinct values are the tree's slot bounds, and each end learns its slot in the same
    // pass (no search per event).
    // A row is at most 2^64 (one past the last), 65 bits; the end below 2^32.
    let tag = |y: u128, end: usize| y << 32 | end as u128;
    let mut ends: Vec<u128> = Vec::new();
    reserve(&mut ends, 2 * kept.len())?;
    for (i, r) in kept.iter().enumerate() {
        ends.push(tag(u128::from(r.y0), 2 * i));
        ends.push(tag(u128::from(r.y1) + 1, 2 * i + 1));
    }
    ends.sort_unstable();
    let mut rows: Vec<u128> = Vec::new();
    reserve(&mut rows, ends.len())?;
    let mut slot = filled(ends.len(), 0u32)?;
    for &e in &ends {
        let y = e >> 32;
        if rows.last() != Some(&y) {
            rows.push(y);
        }
        slot[(e as u32) as usize] = (rows.len() - 1) as u32;
    }
    drop(ends);
    // Events: at column x0 the rectangle's slots gain a cover; at x1 + 1 they lose it.
    let mut events: Vec<(u128, bool, u32, u32)> = Vec::new();
    reserve(&mut events, 2 * kept.len())?;
    for (i, r) in kept.iter().enumerate() {
        let (from, to) = (slot[2 * i], slot[2 * i + 1]);
        events.push((u128::from(r.x0), true, from, to));
        events.push((u128::from(r.x1) + 1, false, from, to));
    }
    events.sort_unstable_by_key(|e| e.0);
    let mut tree = Cover::new(&rows)?;
    let mut parities = 0u64;
    let mut last = events[0].0;
    for &(x, opens, from, to) in &events {
        parities ^= (multiples_word(x) ^ multiples_word(last)) & tree.covered[1];
        last = x;
        tree.add(from as usize, to as usize, opens);
    }
    Ok(parities)
}

/// The segment tree of the sweep, bottom-up over `size` leaves (a power of two): leaf `i`
/// (node `size + i`) is the rows `rows[i]..rows[i + 1]`, leaves past the last slot are empty.
/// A node's `count` is how many open rectangles cover all its rows (added at that node),
/// `span` the word of all its rows, `covered` the word of the rows some open rectangle covers.
struct Cover {
    size: usize,
    count: Vec<u32>,
    span: Vec<u64>,
    covered: Vec<u64>,
}

impl Cover {
    /// The tree over the slots between consecutive `rows` (at least two, increasing), none
    /// covered. O(rows).
    fn new(rows: &[u128]) -> Result<Cover, NoMemory> {
        let slots = rows.len() - 1;
        let size = slots.next_power_of_two();
        let mut span = filled(2 * size, 0u64)?;
        for (i, pair) in rows.windows(2).enumerate() {
            span[size + i] = multiples_word(pair[1]) ^ multiples_word(pair[0]);
        }
        for node in (1..size).rev() {
            span[node] = span[2 * node] ^ span[2 * node + 1];
        }
        Ok(Cover {
            size,
            count: filled(2 * size, 0u32)?,
            span,
            covered: filled(2 * size, 0u64)?,
        })
    }

    /// `covered` of `node` from its own count and its children.
    fn pull(&mut self, node: usize) {
        self.covered[node] = if self.count[node] > 0 {
            self.span[node]
        } else if node >= self.size {
            0
        } else {
            self.covered[2 * node] ^ self.covered[2 * node + 1]
        };
    }

    /// Adds (`opens`) or removes one cover of the slots `from..to`: the nodes that tile the
    /// range, then their ancestors on the two edges. O(log slots), no recursion.
    fn add(&mut self, from: usize, to: usize, opens: bool) {
        let (mut l, mut r) = (from + self.size, to + self.size);
        let (first, last) = (l, r - 1);
        while l < r {
            if l & 1 == 1 {
                self.bump(l, opens);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.bump(r, opens);
            }
            l >>= 1;
            r >>= 1;
        }
        for edge in [first, last] {
            let mut node = edge >> 1;
            while node > 0 {
                self.pull(node);
                node >>= 1;
            }
        }
    }

    /// One cover more or less at `node`.
    fn bump(&mut self, node: usize, opens: bool) {
        if opens {
            self.count[node] += 1;
        } else {
            self.count[node] -= 1;
        }
        self.pull(node);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny generator (xorshift) for the tests.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn the_words_count_multiples() {
        for v in 0..300u128 {
            for t in 0..12 {
                let multiples = (0..v).filter(|y| y % (1 << t) == 0).count() as u64;
                assert_eq!(multiples_word(v) >> t & 1, multiples & 1, "v {v} t {t}");
            }
        }
        assert_eq!(multiples_word(1 << 63), 1 << 63);
        // 2^64 (one past u64::MAX): 2^(64 − t) multiples, even for every t below 64.
        assert_eq!(multiples_word(1 << 64), 0);
    }

    #[test]
    fn random_unions_as_counted_cell_by_cell() {
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        for round in 0..400 {
            let side = 1 + round % 19;
            let m = next(&mut s) % 8;
            let rects: Vec<Rect> = (0..m)
                .map(|_| {
                    let (a, b) = (next(&mut s) % side, next(&mut s) % side);
                    let (c, d) = (next(&mut s) % side, next(&mut s) % side);
                    Rect {
                        x0: a.min(c),
                        x1: a.max(c),
                        y0: b.min(d),
                        y1: b.max(d),
                    }
                })
                .collect();
            let mut want = 0u64;
            for t in 0..6 {
                let cells = (0..side)
                    .flat_map(|x| (0..side).map(move |y| (x, y)))
                    .filter(|&(x, y)| x % (1 << t) == 0 && y % (1 << t) == 0)
                    .filter(|&(x, y)| {
                        rects
                            .iter()
                            .any(|r| r.x0 <= x && x <= r.x1 && r.y0 <= y && y <= r.y1)
                    })
                    .count() as u64;
                want |= (cells & 1) << t;
            }
            let got = divisible_parities(&rects).unwrap() & 0b11_1111;
            assert_eq!(got, want, "{rects:?}");
        }
    }

    #[test]
    fn empty_and_huge_rectangles() {
        let empty = Rect {
            x0: 5,
            x1: 4,
            y0: 0,
            y1: 9,
        };
        assert_eq!(divisible_parities(&[empty]).unwrap(), 0);
        // Rows and columns 1..=2^62: 2^(62 − t) multiples of 2^t each way, odd only at t = 62.
        let whole = Rect {
            x0: 1,
            x1: 1 << 62,
            y0: 1,
            y1: 1 << 62,
        };
        assert_eq!(divisible_parities(&[whole, whole]).unwrap(), 1 << 62);
        // The last two rows and columns, up to u64::MAX: 2^64 − 2 is the one even coordinate
        // (and no multiple of 4), so one cell at t = 1 and four at t = 0.
        let corner = Rect {
            x0: u64::MAX - 1,
            x1: u64::MAX,
            y0: u64::MAX - 1,
            y1: u64::MAX,
        };
        assert_eq!(divisible_parities(&[corner]).unwrap(), 0b10);
    }
}

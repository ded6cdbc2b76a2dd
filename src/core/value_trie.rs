//! Mergeable sets of values: binary tries of integers that merge in time proportional to their
//! overlap, take an xor of every element in O(1), and answer the mex.
//!
//! Made for games on trees whose moves cut a tree into the subtrees hanging off a path (SPOJ
//! COT3, [`games::root_path`](crate::games::root_path)): the set of values a subtree's moves
//! reach is its children's sets, each xored by a constant, merged, and one value more. Kept as
//! whole sets, that is quadratic; kept as tries with a lazy xor and merged child into parent,
//! it is O(n · bits) in all.
//!
//! **Representation.** All tries live in one arena, [`Tries`]; a [`Trie`] is a handle to a
//! root (not `Copy`: [`Tries::merge`] consumes both handles, so a destroyed trie cannot be read
//! again). A node at height `r` (`r` bits below it) splits its values on bit `r − 1`; the nodes
//! at height 0 are the values themselves, each with the caller's *tag* (say, the move that
//! reaches the value). Every node keeps how many values lie below it, and a pending xor `lazy`
//! that applies to every value below it.
//!
//! **Why the lazy xor is exact.** Xoring every value of a subtree of height `r` by `x` maps
//! the values whose bit `r − 1` is `c` to values whose bit `r − 1` is `c ⊕ x_{r−1}`, and acts on
//! the lower bits of each half by the same `x`: so it is "swap the children if bit `r − 1` of
//! `x` is set, then xor both children by `x`". Deferring that to the moment a node is next
//! entered ([`Tries::merge`] pushes it one level; queries carry the xor down instead) gives the
//! same set. Bits of `x` at or above a node's height are ignored there, which is right: they
//! were applied by the swaps above it.
//!
//! **Why merging is cheap.** Merging two tries walks only the nodes present in both and hands
//! the second trie's nodes back to the arena; every step frees a node. So all merges together
//! cost at most the nodes ever made: O(bits) a value inserted. Each trie is at most `bits + 1`
//! levels deep, so the recursion is at most 65 calls deep whatever the input.
//!
//! ```
//! use grundy::core::value_trie::Tries;
//! let mut tries = Tries::new(8).unwrap();
//! let mut a = tries.empty();
//! for (v, tag) in [(0, 10), (1, 11), (3, 13)] {
//!     a = tries.insert(a, v, tag).unwrap();
//! }
//! assert_eq!(tries.mex(&a), 2);
//! tries.xor(&a, 1); // {1, 0, 2}
//! assert_eq!(tries.mex(&a), 3);
//! assert_eq!(tries.tag(&a, 2), Some(13)); // 2 came from 3, inserted with tag 13
//! let b = tries.insert(tries.empty(), 3, 99).unwrap();
//! let ab = tries.merge(a, b);
//! assert_eq!(tries.values(&ab), vec![0, 1, 2, 3]);
//! assert_eq!(tries.mex(&ab), 4);
//! ```

use crate::core::budget::{try_push, NoMemory};

/// What a trie cannot do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrieError {
    /// [`Tries::new`] takes values of at most 64 bits.
    Bits(u32),
    /// A value inserted does not fit the tries' width.
    TooWide {
        /// The value.
        value: u64,
        /// The tries' width in bits.
        bits: u32,
    },
    /// The arena could not grow (or would pass 2^32 − 1 nodes).
    NoMemory,
}

impl std::fmt::Display for TrieError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TrieError::Bits(bits) => {
                write!(f, "a trie holds values of at most 64 bits, not {bits}")
            }
            TrieError::TooWide { value, bits } => {
                write!(f, "the value {value} does not fit in {bits} bits")
            }
            TrieError::NoMemory => f.write_str("not enough memory for the trie"),
        }
    }
}

impl From<NoMemory> for TrieError {
    fn from(_: NoMemory) -> Self {
        TrieError::NoMemory
    }
}

/// A handle to one set of values in a [`Tries`] arena. It is not `Copy`: [`Tries::merge`]
/// consumes it.
#[derive(Debug, PartialEq, Eq)]
pub struct Trie(u32);

/// One node: its two children (0: none), how many values lie below it, the pending xor of
/// everything below it, and, at height 0, the caller's tag of the value.
#[derive(Clone, Copy, Debug)]
struct Node {
    child: [u32; 2],
    len: u32,
    tag: u32,
    lazy: u64,
}

const NONE: Node = Node {
    child: [0, 0],
    len: 0,
    tag: 0,
    lazy: 0,
};

/// An arena of tries over values of `bits` bits: see the [module documentation](self).
///
/// Memory: 24 bytes a node, at most `bits + 1` nodes a value inserted, and nodes freed by a
/// merge are reused.
#[derive(Clone, Debug)]
pub struct Tries {
    nodes: Vec<Node>,
    /// Freed nodes, chained through `child[0]` (0: none).
    free: u32,
    bits: u32,
}

impl Tries {
    /// An arena for values below `2^bits` (`bits` at most 64).
    ///
    /// O(1).
    pub fn new(bits: u32) -> Result<Tries, TrieError> {
        if bits > 64 {
            return Err(TrieError::Bits(bits));
        }
        Ok(Tries {
            nodes: vec![NONE],
            free: 0,
            bits,
        })
    }

    /// The width of the values, in bits.
    ///
    /// O(1).
    pub fn bits(&self) -> u32 {
        self.bits
    }

    /// An empty set.
    ///
    /// O(1).
    pub fn empty(&self) -> Trie {
        Trie(0)
    }

    /// How many values `t` holds (0 for an empty set).
    ///
    /// O(1). (Named apart from `len` and `contains` so that a bundle, which keeps a method by
    /// its name, does not carry these for every `.len()` it sees.)
    pub fn count_of(&self, t: &Trie) -> u64 {
        u64::from(self.nodes[t.0 as usize].len)
    }

    fn alloc(&mut self, node: Node) -> Result<u32, TrieError> {
        if self.free != 0 {
            let i = self.free;
            self.free = self.nodes[i as usize].child[0];
            self.nodes[i as usize] = node;
            return Ok(i);
        }
        let i = u32::try_from(self.nodes.len()).map_err(|_| TrieError::NoMemory)?;
        if i == u32::MAX {
            return Err(TrieError::NoMemory);
        }
        try_push(&mut self.nodes, node)?;
        Ok(i)
    }

    fn release(&mut self, i: u32) {
        self.nodes[i as usize] = Node {
            child: [self.free, 0],
            ..NONE
        };
        self.free = i;
    }

    /// `t` with `value` added (tagged `tag`); a value already there keeps its first tag.
    ///
    /// O(bits). Errors: the value does not fit, or memory ran out; either way `t` is gone (its
    /// nodes stay in the arena, unused).
    pub fn insert(&mut self, t: Trie, value: u64, tag: u32) -> Result<Trie, TrieError> {
        if self.bits < 64 && value >> self.bits != 0 {
            return Err(TrieError::TooWide {
                value,
                bits: self.bits,
            });
        }
        if t.0 == 0 {
            return self.chain(value, tag, self.bits).map(Trie);
        }
        // Down from the root, each node's pending xor passed to its children on the way, to
        // the first missing child, where the rest of the value's path hangs. The nodes passed
        // count one value more, unless the value was there.
        let mut path = [0u32; 64];
        let mut i = t.0;
        for r in (1..=self.bits).rev() {
            self.push(i, r);
            path[r as usize - 1] = i;
            let bit = (value >> (r - 1) & 1) as usize;
            let next = self.nodes[i as usize].child[bit];
            if next == 0 {
                let below = self.chain(value, tag, r - 1)?;
                self.nodes[i as usize].child[bit] = below;
                for &p in &path[r as usize - 1..self.bits as usize] {
                    self.nodes[p as usize].len += 1;
                }
                return Ok(t);
            }
            i = next;
        }
        Ok(t)
    }

    /// A new path holding only `value` (its low `height` bits), from a node at `height` down
    /// to the leaf tagged `tag`; returns its top.
    fn chain(&mut self, value: u64, tag: u32, height: u32) -> Result<u32, TrieError> {
        let mut below = self.alloc(Node {
            len: 1,
            tag,
            ..NONE
        })?;
        for r in 1..=height {
            let mut node = Node { len: 1, ..NONE };
            node.child[(value >> (r - 1) & 1) as usize] = below;
            below = self.alloc(node)?;
        }
        Ok(below)
    }

    /// Applies the pending xor of node `i` at height `r` to its children.
    fn push(&mut self, i: u32, r: u32) {
        let node = &mut self.nodes[i as usize];
        let lazy = node.lazy;
        if lazy == 0 || r == 0 {
            return;
        }
        node.lazy = 0;
        if lazy >> (r - 1) & 1 == 1 {
            node.child.swap(0, 1);
        }
        let child = node.child;
        for c in child {
            if c != 0 {
                self.nodes[c as usize].lazy ^= lazy;
            }
        }
    }

    fn merge_at(&mut self, a: u32, b: u32, r: u32) -> u32 {
        if a == 0 {
            return b;
        }
        if b == 0 {
            return a;
        }
        if r == 0 {
            // The same value in both: `a`'s tag stays.
            self.release(b);
            return a;
        }
        self.push(a, r);
        self.push(b, r);
        let mut len = 0;
        for c in 0..2 {
            let merged = self.merge_at(
                self.nodes[a as usize].child[c],
                self.nodes[b as usize].child[c],
                r - 1,
            );
            self.nodes[a as usize].child[c] = merged;
            len += self.nodes[merged as usize].len;
        }
        self.nodes[a as usize].len = len;
        self.release(b);
        a
    }

    /// The union of `a` and `b`, destroying both; a value in both keeps `a`'s tag.
    ///
    /// O(nodes the two share), at most the smaller trie's nodes; never allocates.
    pub fn merge(&mut self, a: Trie, b: Trie) -> Trie {
        Trie(self.merge_at(a.0, b.0, self.bits))
    }

    /// Xors every value of `t` by `x` (bits of `x` past the width are ignored).
    ///
    /// O(1).
    pub fn xor(&mut self, t: &Trie, x: u64) {
        if t.0 != 0 {
            self.nodes[t.0 as usize].lazy ^= x;
        }
    }

    /// The least value not in `t` (`2^bits` when `t` holds every value of the width, which
    /// needs `bits` below 32).
    ///
    /// O(bits).
    pub fn mex(&self, t: &Trie) -> u64 {
        let mut i = t.0;
        let mut lazy = 0u64;
        let mut mex = 0u64;
        for r in (1..=self.bits).rev() {
            if i == 0 {
                return mex;
            }
            let node = self.nodes[i as usize];
            lazy ^= node.lazy;
            let flip = (lazy >> (r - 1) & 1) as usize;
            let low = node.child[flip];
            // The half below 2^(r-1) is full when it holds 2^(r-1) values.
            let full = r - 1 < 32 && u64::from(self.nodes[low as usize].len) == 1u64 << (r - 1);
            if full {
                mex |= 1u64 << (r - 1);
                i = node.child[1 - flip];
            } else {
                i = low;
            }
        }
        if i == 0 {
            mex
        } else {
            // Every value of the width is present (only possible for bits < 32).
            mex + 1
        }
    }

    /// The leaf of `value` in `t`, if present.
    fn leaf(&self, t: &Trie, value: u64) -> Option<u32> {
        if self.bits < 64 && value >> self.bits != 0 {
            return None;
        }
        let mut i = t.0;
        let mut lazy = 0u64;
        for r in (1..=self.bits).rev() {
            if i == 0 {
                return None;
            }
            let node = self.nodes[i as usize];
            lazy ^= node.lazy;
            let bit = ((value ^ lazy) >> (r - 1) & 1) as usize;
            i = node.child[bit];
        }
        (i != 0).then_some(i)
    }

    /// Whether `t` holds `value`.
    ///
    /// O(bits).
    pub fn holds(&self, t: &Trie, value: u64) -> bool {
        self.leaf(t, value).is_some()
    }

    /// The tag of `value` in `t` (the tag it was inserted with, whatever xors came since), or
    /// `None` if `t` does not hold it: the move that reaches a given value.
    ///
    /// O(bits).
    pub fn tag(&self, t: &Trie, value: u64) -> Option<u32> {
        self.leaf(t, value).map(|i| self.nodes[i as usize].tag)
    }

    /// The values of `t`, ascending.
    ///
    /// O(len · bits).
    pub fn values(&self, t: &Trie) -> Vec<u64> {
        let mut out = Vec::new();
        // (node, height, xor carried in, value so far)
        let mut stack = vec![(t.0, self.bits, 0u64, 0u64)];
        while let Some((i, r, lazy, prefix)) = stack.pop() {
            if i == 0 {
                continue;
            }
            let node = self.nodes[i as usize];
            if r == 0 {
                out.push(prefix);
                continue;
            }
            let lazy = lazy ^ node.lazy;
            let flip = (lazy >> (r - 1) & 1) as usize;
            // The higher half first onto the stack, so the lower half comes out first.
            stack.push((node.child[1 - flip], r - 1, lazy, prefix | 1u64 << (r - 1)));
            stack.push((node.child[flip], r - 1, lazy, prefix));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::mex::mex_of;
    use std::collections::BTreeMap;

    /// A small xorshift for the tests.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// Random programs of inserts, xors and merges on a few sets, checked after every step
    /// against plain maps from value to tag, at several widths.
    #[test]
    fn agrees_with_plain_sets() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for bits in [0u32, 1, 2, 3, 5, 8, 64] {
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            for _ in 0..60 {
                let mut tries = Tries::new(bits).unwrap();
                let mut sets: Vec<Trie> = (0..4).map(|_| tries.empty()).collect();
                let mut plain: Vec<BTreeMap<u64, u32>> = vec![BTreeMap::new(); 4];
                for step in 0..80u32 {
                    let k = (next(&mut state) % 4) as usize;
                    match next(&mut state) % 4 {
                        0 | 1 => {
                            let v = next(&mut state) & mask & if bits == 64 { 15 } else { mask };
                            let t = std::mem::replace(&mut sets[k], tries.empty());
                            sets[k] = tries.insert(t, v, step).unwrap();
                            plain[k].entry(v).or_insert(step);
                        }
                        2 => {
                            let x = next(&mut state);
                            tries.xor(&sets[k], x);
                            plain[k] = plain[k]
                                .iter()
                                .map(|(&v, &g)| ((v ^ x) & mask, g))
                                .collect();
                        }
                        _ => {
                            let j = (k + 1 + (next(&mut state) % 3) as usize) % 4;
                            let a = std::mem::replace(&mut sets[k], tries.empty());
                            let b = std::mem::replace(&mut sets[j], tries.empty());
                            sets[k] = tries.merge(a, b);
                            let moved = std::mem::take(&mut plain[j]);
                            for (v, g) in moved {
                                plain[k].entry(v).or_insert(g);
                            }
                        }
                    }
                    for (t, p) in sets.iter().zip(&plain) {
                        let want: Vec<u64> = p.keys().copied().collect();
                        assert_eq!(tries.values(t), want, "bits {bits}");
                        assert_eq!(tries.count_of(t), p.len() as u64);
                        if bits <= 8 {
                            let small: Vec<u32> = want.iter().map(|&v| v as u32).collect();
                            assert_eq!(tries.mex(t), u64::from(mex_of(&small)), "bits {bits}");
                        }
                        for (&v, &g) in p {
                            assert_eq!(tries.tag(t, v), Some(g));
                        }
                        let absent = tries.mex(t);
                        assert!(!tries.holds(t, absent) || bits == 0);
                    }
                }
            }
        }
    }

    #[test]
    fn a_full_width_and_the_extremes() {
        let mut tries = Tries::new(2).unwrap();
        let mut t = tries.empty();
        for v in 0..4 {
            t = tries.insert(t, v, v as u32).unwrap();
        }
        assert_eq!(tries.mex(&t), 4);
        assert_eq!(
            tries.insert(t, 4, 0),
            Err(TrieError::TooWide { value: 4, bits: 2 })
        );
        assert_eq!(Tries::new(65).err(), Some(TrieError::Bits(65)));
        let mut wide = Tries::new(64).unwrap();
        let t = wide.insert(wide.empty(), u64::MAX, 7).unwrap();
        let t = wide.insert(t, 0, 8).unwrap();
        assert_eq!(wide.mex(&t), 1);
        wide.xor(&t, u64::MAX);
        assert_eq!(wide.values(&t), vec![0, u64::MAX]);
        assert_eq!(wide.tag(&t, 0), Some(7));
    }

    /// Merging frees the second trie's nodes for reuse: a long run of singletons merged into
    /// one set keeps the arena at the set's own size.
    #[test]
    fn merged_nodes_are_reused() {
        let mut tries = Tries::new(16).unwrap();
        let mut t = tries.empty();
        for v in 0..1000u64 {
            t = tries.insert(t, v % 100, 0).unwrap();
        }
        assert_eq!(tries.count_of(&t), 100);
        // 100 values share at most 100 · 17 nodes; the 900 repeats were given back.
        assert!(
            tries.nodes.len() <= 100 * 17 + 17 + 1,
            "{}",
            tries.nodes.len()
        );
    }
}

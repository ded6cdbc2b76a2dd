//! Green Hackenbush: a graph whose vertex `ground` is the ground; a move deletes one edge, and
//! every edge no longer connected to the ground disappears with it; whoever cannot move loses.
//!
//! ## Trees: the colon principle
//! A vertex with branches hanging from it is worth the xor of the branches, and a branch made
//! of an edge `v → c` with the tree of `c` above it is worth `G(c) + 1`:
//!
//! ```text
//! G(v) = xor over children c of (G(c) + 1).
//! ```
//!
//! A stalk of `n` edges is a Nim heap of `n` (cutting its `k`-th edge leaves `k - 1`); two
//! trees of equal value on one vertex are interchangeable (colon principle: a tree hanging
//! from `v` can be replaced by any tree of the same value without changing the whole), so by
//! induction each branch `c` is a stalk of `G(c)` edges with one more edge under it, a stalk of
//! `G(c) + 1`, and the stalks on `v` are a sum of Nim heaps.
//!
//! ## Any graph: the fusion principle
//! The vertices of a cycle can be fused into one without changing the value, an edge between
//! two fused vertices becoming a loop; a loop is worth 1 (one edge whose deletion leaves
//! nothing of it). So each 2-edge-connected component (what is left between the bridges)
//! fuses into one vertex carrying its own edges as loops, worth their count modulo 2, and the
//! bridges form a tree over the fused vertices, valued by the colon principle:
//!
//! ```text
//! G(C) = (edges inside C mod 2) xor over children D of C (G(D) + 1).
//! ```
//!
//! (Winning Ways, ch. 7, proves fusion by showing that the fused and unfused graphs play the
//! same against any third game: a move in a cycle is answered in it so that the difference stays
//! a second-player win.) Edges not connected to the ground disappear at once, so they are not
//! part of the game; repeated edges form cycles of two; loops are 1-edge cycles. The
//! components come from [`Graph::bridges`] and [`Graph::two_edge_components`]: O(V + E), no
//! recursion.
//!
//! ## Moves
//! A winning cut goes down the tree of components as in Nim: to change a component's value by
//! `d` (`G xor d < G`), some child branch has the top bit of `d` and is changed to its value
//! xor `d` (0: cut its bridge; otherwise the child's own value changes, one level down); when
//! none has, the top bit is the loops' parity (`d = 1`) and an edge inside the component `C`
//! is cut: one whose removal leaves `C`, with what hangs from it, worth `G xor 1`. By the mex
//! rule some option of the position has that value, and no branch can give it, so some edge
//! of `C` does. Which one is found for all edges of `C` at once, in O(|C| log |C|):
//!
//! **Classes.** Two edges `e`, `f` of a 2-edge-connected `C` are *equivalent* when removing
//! both disconnects it (and `e` with itself). Removing `e` alone leaves `C` connected, and its
//! new bridges are exactly the other edges of the class of `e`: `f` is a bridge of `C - e` iff
//! `{e, f}` is a cut of `C`. Removing a whole class of `k` edges leaves `k` pieces joined by
//! those edges in a cycle (each piece 2-edge-connected: a bridge of a piece would form a cut of
//! two with a class edge, and be in the class). So cutting class edge `c_i` turns `C` into a
//! chain of pieces hanging from the piece of the root (the vertex `C` hangs from, or the
//! ground), each piece worth its own edges' parity xor the branches hanging from its vertices,
//! and the fusion principle values the chain.
//!
//! **Labels** (cycle-space sampling, Pătraşcu and Thorup, 2007). Take a depth-first tree of `C`: every
//! other edge is a back edge between a vertex and one of its ancestors. Give each back edge a
//! random 64-bit label and each tree edge the xor of the labels of the back edges that cross
//! it (one end below it, one not): the xor of a subtree's back-edge ends. The labels of `e` and
//! `f` are equal iff the back edges crossing them are the same sets, iff `{e, f}` is a cut
//! (the crossing set is the cycle-space coordinate of the edge; a cut of two is two edges that
//! no cycle separates), except for a collision of probability about `E² / 2^64`. A collision
//! only merges classes; it is caught when the merged set is not shaped like a class (below), or
//! when the chosen cut is checked by computing `C - e` once, and the labels are drawn again.
//! Four draws that all collide fall back to trying each edge.
//!
//! **Shape of a class.** Its tree edges lie on one downward path `x_1, …, x_q` (named by their
//! lower vertices, `x_1` highest), and it has at most one back edge (two back edges never form
//! a cut: the tree keeps the graph connected). The pieces are the tree outside the subtree of
//! `x_1`, the rings `sub(x_i) - sub(x_{i+1})` and `sub(x_q)`; with a back edge `b` these are the
//! `q + 1` pieces, `b` joining the bottom to the top; without one, the top and bottom pieces
//! are one (joined by the back edges that cross every `x_i`). Each piece's edge parity and
//! branch weight come from per-subtree sums made once: `E(sub x) = size(x) - 1 + (back edges
//! with their upper end in sub x)`, the crossing count is the parity of all back-edge ends in
//! `sub x`, and a ring holds `E(sub x_i) - E(sub x_{i+1}) - 1` edges.
//!
//! **Chains.** With pieces `a_0` (the root's) to `a_K` in cycle order, cutting the `i`-th
//! class edge leaves `a_0` with two chains: `a_1 … a_{i-1}` one way and `a_K … a_i` the other.
//! A chain's value folds from its far end, `v_j = a_j xor (v_{j+1} + 1)`, so the values of all
//! the prefixes of one sequence are wanted. Read forward, `v_{j+1} = (v_j xor a_j) - 1`, a map
//! whose bit `t` depends only on bits `0..=t` of `v_0`: bit `t` of `v_j` is bit `t` of
//! `v_{j-1} xor a_{j-1}`, flipped when bits `0..t` of `v_j` are all ones (the borrow of `- 1`).
//! The prefix value `out[n]` is the `v_0` for which `v_n = a_n`; its bits are fixed from the
//! lowest, the prefixes sharing their low bits sharing the set `S` of `j` where the borrow
//! reaches bit `t`, so bit `t` of `out[n]` is bit `t` of `a_0 xor … xor a_n` xor the parity of
//! `|S ∩ 1..=n|`, and the prefixes split by that bit, each half keeping the part of `S` where
//! bit `t` of `v_j` is one. Every level costs O(K) in all, and the values have at most
//! `log2(sum of (a_j + 1))` bits (`chain_values`).

use crate::core::budget::{filled, reserve, NoMemory};
use crate::core::graph::{Graph, RootedTree, NONE};

/// A Green Hackenbush position, fused: its components, their values and the tree of bridges.
#[derive(Clone, Debug)]
pub struct Hackenbush {
    ground: u32,
    bridge: Vec<bool>,
    /// The component of each vertex; [`NONE`] when not connected to the ground.
    component: Vec<u32>,
    /// Per component, the bridge entering it from its parent ([`NONE`] for the ground's).
    entered_by: Vec<u32>,
    /// Per component, the value of the component and all that hangs from it.
    value: Vec<u64>,
    /// The children of component `c` are `children[child_start[c]..child_start[c + 1]]`.
    child_start: Vec<u32>,
    children: Vec<u32>,
}

impl Hackenbush {
    /// The position of `graph` with ground vertex `ground`. O(V + E).
    ///
    /// # Example
    /// ```
    /// use grundy::core::graph::Graph;
    /// use grundy::games::hackenbush::Hackenbush;
    /// // A triangle on the ground (three edges fuse to three loops: value 1) and a stalk of
    /// // two edges: 1 xor 2 = 3, a first-player win.
    /// let edges = vec![(0, 1), (1, 2), (2, 0), (0, 3), (3, 4)];
    /// let g = Graph::from_edges(5, edges).unwrap();
    /// let position = Hackenbush::new(&g, 0).unwrap();
    /// assert_eq!(position.value(), 3);
    /// let cut = position.winning_cut(&g).unwrap().unwrap();
    /// assert_eq!(cut, 4); // the top edge of the stalk: 1 xor 1 = 0
    /// ```
    pub fn new(graph: &Graph, ground: u32) -> Result<Hackenbush, NoMemory> {
        let (bridge, reached) = graph.bridges(ground)?;
        let (component, entered_by) = graph.two_edge_components(ground, &bridge)?;
        let comps = entered_by.len();
        let mut parent = filled(comps, NONE)?;
        for (c, &edge) in entered_by.iter().enumerate().skip(1) {
            let (u, v) = graph.edges()[edge as usize];
            let (cu, cv) = (component[u as usize], component[v as usize]);
            parent[c] = if cu == c as u32 { cv } else { cu };
        }
        let mut parity = filled(comps, 0u8)?;
        for (e, &(u, _)) in graph.edges().iter().enumerate() {
            if reached[u as usize] && !bridge[e] {
                parity[component[u as usize] as usize] ^= 1;
            }
        }
        // Children come after their parents: values from the last component back.
        let mut value = filled(comps, 0u64)?;
        for (v, &p) in value.iter_mut().zip(&parity) {
            *v = u64::from(p);
        }
        for c in (1..comps).rev() {
            let p = parent[c] as usize;
            value[p] ^= value[c] + 1;
        }
        let mut child_start = filled(comps + 1, 0u32)?;
        for &p in parent.iter().skip(1) {
            child_start[p as usize + 1] += 1;
        }
        for c in 1..=comps {
            child_start[c] += child_start[c - 1];
        }
        let mut next = filled(comps + 1, 0u32)?;
        next.copy_from_slice(&child_start);
        let mut children = filled(comps.saturating_sub(1), 0u32)?;
        for (c, &p) in parent.iter().enumerate().skip(1) {
            children[next[p as usize] as usize] = c as u32;
            next[p as usize] += 1;
        }
        Ok(Hackenbush {
            ground,
            bridge,
            component,
            entered_by,
            value,
            child_start,
            children,
        })
    }

    /// The value of the position: nonzero iff the player to move wins (normal play).
    ///
    /// O(1).
    pub fn value(&self) -> u64 {
        self.value[0]
    }

    /// The branches at the ground: each child component of the ground's, as
    /// `(component, value)` with value `G(child) + 1`. On a tree these are the edges at the
    /// root with what grows on them; their sum is the position whenever the ground's own
    /// component has no edges (always, on a tree).
    ///
    /// O(1) per branch.
    pub fn branches(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        self.children_of(0).map(|c| (c, self.value[c as usize] + 1))
    }

    fn children_of(&self, c: u32) -> impl Iterator<Item = u32> + '_ {
        let c = c as usize;
        self.children[self.child_start[c] as usize..self.child_start[c + 1] as usize]
            .iter()
            .copied()
    }

    /// A cut (edge id) that leaves value 0, if the position's value is not 0 already (then
    /// `Ok(None)`: every move loses).
    ///
    /// As [`cut_changing`](Self::cut_changing).
    pub fn winning_cut(&self, graph: &Graph) -> Result<Option<u32>, NoMemory> {
        match self.value() {
            0 => Ok(None),
            v => self.cut_changing(graph, v).map(Some),
        }
    }

    /// A cut that makes the position's value `value xor d`, which must be smaller (in a sum
    /// of positions, the one that moves changes by the sum's xor).
    ///
    /// O(V + E) of `graph` to walk down the components, plus, when the cut lies inside one,
    /// O(E log E) for that part's classes (see the module documentation). Memory: about
    /// 40 bytes a vertex and 16 an edge of `graph` besides the position.
    pub fn cut_changing(&self, graph: &Graph, d: u64) -> Result<u32, NoMemory> {
        self.change(graph, 0, d)
    }

    /// A cut inside the branch `branch` (a child component of the ground's) that makes the
    /// branch's value `target`, which must be below its value now: its bridge for 0.
    ///
    /// O(1) for `target == 0`; otherwise as [`cut_changing`](Self::cut_changing).
    pub fn branch_cut(&self, graph: &Graph, branch: u32, target: u64) -> Result<u32, NoMemory> {
        let b = branch as usize;
        if target == 0 {
            return Ok(self.entered_by[b]);
        }
        self.change(graph, branch, self.value[b] ^ (target - 1))
    }

    /// A cut that changes the value of component `c` (with all that hangs from it) to
    /// `value xor d`, which must be smaller; see the module documentation.
    fn change(&self, graph: &Graph, mut c: u32, mut d: u64) -> Result<u32, NoMemory> {
        loop {
            let top = 63 - d.leading_zeros();
            let branch = self
                .children_of(c)
                .find(|&child| (self.value[child as usize] + 1) >> top & 1 == 1);
            let Some(child) = branch else {
                // The top bit of d is the parity of c's own edges: d = 1.
                return self.inner_cut(graph, c, d);
            };
            let target = (self.value[child as usize] + 1) ^ d;
            if target == 0 {
                return Ok(self.entered_by[child as usize]);
            }
            d = self.value[child as usize] ^ (target - 1);
            c = child;
        }
    }

    /// An edge inside component `c` whose cut changes the value of `c` (with all that hangs
    /// from it) to `value xor d`; called with `d = 1` when `c` has an odd number of its own
    /// edges and every branch on it an even value. The classes' prediction, checked by
    /// computing the part once without the edge; see the module documentation.
    fn inner_cut(&self, graph: &Graph, c: u32, d: u64) -> Result<u32, NoMemory> {
        let target = self.value[c as usize] ^ d;
        let mut seed = 0x6a09_e667_f3bc_c909;
        for _ in 0..4 {
            seed = splitmix(seed);
            if let Some(values) = self.cut_values(graph, c, seed)? {
                if let Some(&(edge, _)) = values.iter().find(|&&(_, v)| v == target) {
                    if self.value_without(graph, c, edge)? == target {
                        return Ok(edge);
                    }
                }
            }
        }
        self.searched_cut(graph, c, target)
    }

    /// The vertex of component `c` that it hangs from: the ground for the ground's, else the
    /// end in `c` of the bridge entering it.
    fn hub(&self, graph: &Graph, c: u32) -> u32 {
        if c == 0 {
            return self.ground;
        }
        self.end_in(graph, self.entered_by[c as usize], c)
    }

    /// The end of `edge` that lies in component `c`.
    fn end_in(&self, graph: &Graph, edge: u32, c: u32) -> u32 {
        let (u, v) = graph.edges()[edge as usize];
        if self.component[u as usize] == c {
            u
        } else {
            v
        }
    }

    /// For every edge of component `c` (loops included), the value that component `c` with
    /// all that hangs from it has once the edge is cut; `None` when the random labels drawn
    /// from `seed` collided in a way the shapes of the classes reveal (a collision that keeps
    /// the shapes gives wrong values: callers check the value they use). See the module
    /// documentation. O(V + E log E) time, about 40 bytes a vertex and 16 an edge.
    pub(crate) fn cut_values(
        &self,
        graph: &Graph,
        c: u32,
        seed: u64,
    ) -> Result<Option<Vec<(u32, u64)>>, NoMemory> {
        const UPPER: u8 = 1; // parity of back-edge upper ends in the subtree
        const ENDS: u8 = 2; // parity of all back-edge ends in the subtree
        const BACK: u64 = 1 << 32;
        let n = graph.vertices();
        let flipped = self.value[c as usize] ^ 1;
        let mut values = Vec::new();
        // Loops: cutting one changes the parity only; each is an edge inside any subtree
        // holding its vertex (an upper end, with no crossing).
        let mut bits = filled(n, 0u8)?;
        let mut loops = 0usize;
        for (e, &(u, v)) in graph.edges().iter().enumerate() {
            if u == v && !self.bridge[e] && self.component[u as usize] == c {
                reserve(&mut values, 1)?;
                values.push((e as u32, flipped));
                bits[u as usize] ^= UPPER;
                loops += 1;
            }
        }
        // The weight of each vertex, summed over its subtree below.
        let mut wsub = filled(n, 0u64)?;
        for child in self.children_of(c) {
            let at = self.end_in(graph, self.entered_by[child as usize], c);
            wsub[at as usize] ^= self.value[child as usize] + 1;
        }
        // A depth-first tree of c from its hub: preorder times and the edge up.
        let hub = self.hub(graph, c);
        let mut tin = filled(n, NONE)?;
        let mut up = filled(n, NONE)?;
        let mut order: Vec<u32> = Vec::new();
        let mut stack: Vec<(u32, u32)> = Vec::new();
        reserve(&mut order, 1)?;
        reserve(&mut stack, 1)?;
        tin[hub as usize] = 0;
        order.push(hub);
        stack.push((hub, 0));
        while let Some(top) = stack.last_mut() {
            let (v, i) = *top;
            let Some(&(w, e)) = graph.incident(v).get(i as usize) else {
                stack.pop();
                continue;
            };
            top.1 += 1;
            if self.bridge[e as usize] || tin[w as usize] != NONE {
                continue;
            }
            tin[w as usize] = order.len() as u32;
            up[w as usize] = e;
            reserve(&mut order, 1)?;
            order.push(w);
            reserve(&mut stack, 1)?;
            stack.push((w, 0));
        }
        // Back edges: a label at both ends, and the parities of their ends.
        let mut label = filled(n, 0u64)?;
        let mut size = filled(n, 1u32)?;
        let mut list: Vec<(u64, u64)> = Vec::new();
        reserve(&mut list, order.len())?;
        let mut backs = 0usize;
        for &v in &order {
            for &(w, e) in graph.incident(v) {
                let upper = tin[w as usize];
                if self.bridge[e as usize] || e == up[v as usize] || upper >= tin[v as usize] {
                    continue;
                }
                let r = splitmix(seed ^ u64::from(e)) | 1;
                label[v as usize] ^= r;
                label[w as usize] ^= r;
                bits[v as usize] ^= ENDS;
                bits[w as usize] ^= ENDS | UPPER;
                backs += 1;
                reserve(&mut list, 1)?;
                list.push((r, BACK | u64::from(e)));
            }
        }
        // Subtree sums, children before parents; each tree edge named by its lower end.
        let parent = |x: u32| {
            let (a, b) = graph.edges()[up[x as usize] as usize];
            if a == x {
                b
            } else {
                a
            }
        };
        reserve(&mut list, order.len())?;
        for &x in order.iter().skip(1).rev() {
            let (x, p) = (x as usize, parent(x) as usize);
            size[p] += size[x];
            label[p] ^= label[x];
            wsub[p] ^= wsub[x];
            bits[p] ^= bits[x];
            if label[x] == 0 {
                return Ok(None); // labels that cancel: a tree edge of c is never a bridge
            }
            list.push((label[x], u64::from(tin[x])));
        }
        list.sort_unstable();
        // Per vertex x: the parity of the edges inside its subtree, and of those crossing it.
        let inside = |x: usize| (size[x] - 1) as u64 & 1 ^ u64::from(bits[x] & UPPER);
        let crossing = |x: usize| u64::from(bits[x] & ENDS) >> 1;
        let all = (order.len() - 1 + backs + loops) as u64 & 1;
        let total = wsub[hub as usize];
        let mut pieces: Vec<u64> = Vec::new();
        let mut class: Vec<u32> = Vec::new();
        reserve(&mut values, list.len())?;
        let mut rest = &list[..];
        while let Some(&(first, _)) = rest.first() {
            // The next run of equal labels.
            let (group, after) = rest.split_at(rest.iter().take_while(|p| p.0 == first).count());
            rest = after;
            if group.len() == 1 {
                let edge = match group[0].1 {
                    key if key & BACK != 0 => key as u32,
                    key => up[order[key as usize] as usize],
                };
                values.push((edge, flipped));
                continue;
            }
            // The tree edges, highest first, then at most one back edge.
            let tree = group
                .iter()
                .take_while(|&&(_, key)| key & BACK == 0)
                .count();
            let back = group.len() - tree;
            if tree == 0 || back > 1 {
                return Ok(None);
            }
            class.clear();
            reserve(&mut class, group.len())?;
            for pair in group[..tree].windows(2) {
                let (above, below) = (pair[0].1 as usize, pair[1].1 as usize);
                if below >= above + size[order[above] as usize] as usize {
                    return Ok(None); // not one downward path
                }
            }
            class.extend(group[..tree].iter().map(|&(_, key)| order[key as usize]));
            let (first, last) = (class[0] as usize, class[tree - 1] as usize);
            if back == 1 && crossing(first) != 1 {
                return Ok(None);
            }
            pieces.clear();
            reserve(&mut pieces, tree + 1)?;
            pieces.push(all ^ inside(first) ^ 1 ^ crossing(first) ^ total ^ wsub[first]);
            for pair in class.windows(2) {
                let (x, y) = (pair[0] as usize, pair[1] as usize);
                pieces.push(inside(x) ^ inside(y) ^ 1 ^ wsub[x] ^ wsub[y]);
            }
            let bottom = inside(last) ^ wsub[last];
            if back == 1 {
                pieces.push(bottom);
                class.push(group[tree].1 as u32);
            } else {
                pieces[0] ^= bottom ^ crossing(first);
            }
            for x in &mut class[..tree] {
                *x = up[*x as usize]; // the tree edge above x
            }
            let k = pieces.len() - 1;
            let forward = chain_values(&pieces[1..])?;
            pieces[1..].reverse();
            let backward = chain_values(&pieces[1..])?;
            for (i, &edge) in class.iter().enumerate().map(|(i, e)| (i + 1, e)) {
                let mut value = pieces[0];
                if i >= 2 {
                    value ^= forward[i - 2] + 1;
                }
                if i <= k {
                    value ^= backward[k - i] + 1;
                }
                values.push((edge, value));
            }
        }
        Ok(Some(values))
    }

    /// The local copy of component `c`: its vertex count, its own edges `(id, a, b)` in local
    /// numbers, the weight hanging from each local vertex, and the local number of its hub.
    #[allow(clippy::type_complexity)]
    fn part(
        &self,
        graph: &Graph,
        c: u32,
    ) -> Result<(usize, Vec<(u32, u32, u32)>, Vec<u64>, u32), NoMemory> {
        let mut local = filled(self.component.len(), NONE)?;
        let mut count = 0u32;
        for (v, &comp) in self.component.iter().enumerate() {
            if comp == c {
                local[v] = count;
                count += 1;
            }
        }
        let mut own = Vec::new();
        for (e, &(u, v)) in graph.edges().iter().enumerate() {
            if self.component[u as usize] == c && !self.bridge[e] {
                reserve(&mut own, 1)?;
                own.push((e as u32, local[u as usize], local[v as usize]));
            }
        }
        let mut weight = filled(count as usize, 0u64)?;
        for child in self.children_of(c) {
            let at = self.end_in(graph, self.entered_by[child as usize], c);
            weight[local[at as usize] as usize] ^= self.value[child as usize] + 1;
        }
        let root = local[self.hub(graph, c) as usize];
        Ok((count as usize, own, weight, root))
    }

    /// The value of component `c` with all that hangs from it once `edge` (one of its own) is
    /// cut, computed afresh. O(V + E).
    pub(crate) fn value_without(&self, graph: &Graph, c: u32, edge: u32) -> Result<u64, NoMemory> {
        let (n, own, weight, root) = self.part(graph, c)?;
        let mut rest = Vec::new();
        reserve(&mut rest, own.len())?;
        rest.extend(
            own.iter()
                .filter(|&&(e, _, _)| e != edge)
                .map(|&(_, a, b)| (a, b)),
        );
        weighted_value(n, rest, root, &weight)
    }

    /// An edge of component `c` whose cut leaves it worth `target`, by computing the part
    /// without each edge in turn: O(V + E) per edge tried. The classes' answer makes this a
    /// fallback (four colliding draws of labels) and the tests' oracle.
    pub(crate) fn searched_cut(&self, graph: &Graph, c: u32, target: u64) -> Result<u32, NoMemory> {
        let (_, own, _, _) = self.part(graph, c)?;
        for &(edge, _, _) in &own {
            if self.value_without(graph, c, edge)? == target {
                return Ok(edge);
            }
        }
        // By the mex some option has the value and no branch can give it, so some edge of c
        // does: reaching here would be a bug.
        debug_assert!(false, "no cut inside component {c} leaves {target}");
        Ok(own.first().map_or(NONE, |&(e, _, _)| e))
    }
}

/// SplitMix64's output function: a well-mixed 64-bit word from any 64-bit word.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// For a chain of pieces `a[0]`, `a[1]`, … (each hanging from the one before by an edge),
/// `out[n]` = the value of the chain `a[0..=n]`: `v_n = a[n]`, `v_j = a[j] xor (v_{j+1} + 1)`,
/// `out[n] = v_0`. Bit by bit, as in the module documentation: O(len × bits) time, where bits
/// is that of `sum of (a[j] + 1)`, and O(len) memory.
pub(crate) fn chain_values(a: &[u64]) -> Result<Vec<u64>, NoMemory> {
    let k = a.len();
    let mut out = filled(k, 0u64)?;
    if k == 0 {
        return Ok(out);
    }
    let sum = a
        .iter()
        .fold(0u64, |s, &x| s.saturating_add(x).saturating_add(1));
    let levels = 64 - sum.leading_zeros();
    let mut prefix = filled(k, 0u64)?;
    let mut acc = 0;
    for (p, &x) in prefix.iter_mut().zip(a) {
        acc ^= x;
        *p = acc;
    }
    // Worlds: prefixes sharing their low bits, as ranges of `ns`, with their sets S in `s`.
    let mut ns: Vec<u32> = filled(k, 0u32)?;
    for (i, n) in ns.iter_mut().enumerate() {
        *n = i as u32;
    }
    let mut s: Vec<u32> = filled(k - 1, 0u32)?;
    for (i, j) in s.iter_mut().enumerate() {
        *j = i as u32 + 1;
    }
    let mut worlds: Vec<(u32, u32, u32, u32)> = Vec::new();
    reserve(&mut worlds, 1)?;
    worlds.push((0, k as u32, 0, k as u32 - 1));
    let (mut ns2, mut s2, mut worlds2) = (filled(k, 0u32)?, filled(k - 1, 0u32)?, Vec::new());
    for t in 0..levels {
        let (mut nlen, mut slen) = (0usize, 0usize);
        worlds2.clear();
        for &(n0, n1, s0, s1) in &worlds {
            let (world, set) = (&ns[n0 as usize..n1 as usize], &s[s0 as usize..s1 as usize]);
            // Bit t of out[n]: bit t of the prefix xor, flipped by the parity of S up to n.
            let mut below = 0usize;
            for &n in world {
                while below < set.len() && set[below] <= n {
                    below += 1;
                }
                let bit = (prefix[n as usize] >> t ^ below as u64) & 1;
                out[n as usize] |= bit << t;
            }
            for beta in 0..2u64 {
                let (start_n, start_s) = (nlen, slen);
                let mut last = 0u32;
                for &n in world {
                    if out[n as usize] >> t & 1 == beta {
                        ns2[nlen] = n;
                        nlen += 1;
                        last = n;
                    }
                }
                if nlen == start_n {
                    continue;
                }
                // j stays in S when bit t of v_j is one: P_t(j - 1) xor parity(S up to j) != beta.
                for (index, &j) in set.iter().enumerate() {
                    if j > last {
                        break;
                    }
                    let h = (prefix[j as usize - 1] >> t ^ (index as u64 + 1)) & 1;
                    if h != beta {
                        s2[slen] = j;
                        slen += 1;
                    }
                }
                reserve(&mut worlds2, 1)?;
                worlds2.push((start_n as u32, nlen as u32, start_s as u32, slen as u32));
            }
        }
        std::mem::swap(&mut ns, &mut ns2);
        std::mem::swap(&mut s, &mut s2);
        std::mem::swap(&mut worlds, &mut worlds2);
    }
    Ok(out)
}

/// The value of the graph on vertices `0..n` with `edges`, rooted at `root`, where each vertex
/// `x` also carries branches worth `weight[x]` in all: the fused value as in
/// [`Hackenbush::new`]. O(n + edges).
fn weighted_value(
    n: usize,
    edges: Vec<(u32, u32)>,
    root: u32,
    weight: &[u64],
) -> Result<u64, NoMemory> {
    let g = Graph::from_edges(n, edges)?;
    let (bridge, reached) = g.bridges(root)?;
    let (component, entered_by) = g.two_edge_components(root, &bridge)?;
    let mut acc = filled(entered_by.len(), 0u64)?;
    for (x, &comp) in component.iter().enumerate() {
        if comp != NONE {
            acc[comp as usize] ^= weight[x];
        }
    }
    for (e, &(u, _)) in g.edges().iter().enumerate() {
        if reached[u as usize] && !bridge[e] {
            acc[component[u as usize] as usize] ^= 1;
        }
    }
    for c in (1..entered_by.len()).rev() {
        let (u, v) = g.edges()[entered_by[c] as usize];
        let (cu, cv) = (component[u as usize], component[v as usize]);
        let parent = if cu == c as u32 { cv } else { cu };
        acc[parent as usize] ^= acc[c] + 1;
    }
    Ok(acc[0])
}

/// The value of Green Hackenbush trees, one after another: the colon principle by peeling
/// leaves, with no edge ids, parents or order, in buffers kept from tree to tree.
///
/// For a solver that only needs values ([`Tree`] also finds cuts, and holds the edge ids,
/// parents and order that takes). Each vertex has a degree, the xor of its neighbours and a
/// value (12 bytes); an edge adds to its ends as it comes, so no list of edges is held. A leaf
/// `v` (degree 1, not the root) knows its parent (the xor), adds `G(v) + 1` to the parent's
/// value, and leaves: the parent's degree drops, and it may become a leaf. Leaves are found by
/// one scan of the vertices, a parent that becomes a leaf behind the scan being peeled at once,
/// so no list of leaves is kept either. Every vertex but the root is peeled exactly when the
/// edges are a tree on the vertices.
///
/// Memory follows the edges read, not the `n` announced: the arrays cover the vertices up to
/// eight times the edges read so far (a tree's `k` edges touch at most `2k` vertices; 8 lets
/// the arrays grow eightfold at a time, copying little), 96 bytes an edge at most; an edge
/// with an end beyond waits in a list until [`finish`](Self::finish), which covers all `n`
/// (trees numbered in the order of their edges, such as stars and paths, never wait; a random
/// numbering leaves a few edges waiting).
///
/// O(n) time per tree; the buffers grow to the largest tree and are kept.
///
/// # Example
/// ```
/// use grundy::games::hackenbush::TreeValues;
/// let mut trees = TreeValues::default();
/// // 0 - 1 - 2 and 0 - 3: stalks of 2 and 1 on the ground, 2 xor 1 = 3.
/// trees.start(4);
/// for (u, v) in [(0, 1), (1, 2), (0, 3)] {
///     trees.add_edge(u, v).unwrap();
/// }
/// let mut branches = Vec::new();
/// assert_eq!(trees.finish(0, |b| branches.push(b)), Ok(Ok(3)));
/// branches.sort();
/// assert_eq!(branches, [1, 2]);
/// // A cycle 1 - 2 - 3 - 1 hanging from 0 is not a tree: a vertex on it is named.
/// trees.start(4);
/// for (u, v) in [(0, 1), (1, 2), (2, 3), (3, 1)] {
///     trees.add_edge(u, v).unwrap();
/// }
/// assert_eq!(trees.finish(0, |_| {}), Ok(Err(1)));
/// ```
#[derive(Clone, Debug, Default)]
pub struct TreeValues {
    /// The vertices of the tree being read.
    n: usize,
    /// The edges read so far.
    edges: usize,
    /// Edges left at each vertex covered so far; [`PEELED`] once peeled.
    degree: Vec<u32>,
    /// The xor of the neighbours still attached.
    neighbours: Vec<u32>,
    /// `G` of what grows above each vertex so far.
    value: Vec<u32>,
    /// Edges with an end past the vertices covered.
    waiting: Vec<(u32, u32)>,
}

/// [`TreeValues::degree`] of a peeled vertex.
const PEELED: u32 = u32::MAX;

/// [`TreeValues`] covers at most this many vertices per edge read, and grows by this factor:
/// each growth copies what is covered, so a large factor copies little (a seventh of the
/// final size in all, against as much as the final size when doubling).
const GROWTH: usize = 8;

impl TreeValues {
    /// Starts a tree on the vertices `0..n` (`n` below `2^32`).
    ///
    /// O(1).
    pub fn start(&mut self, n: usize) {
        self.n = n;
        self.edges = 0;
        self.degree.clear();
        self.neighbours.clear();
        self.value.clear();
        self.waiting.clear();
    }

    /// Covers the vertices below `len` (at most `n`); a memory limit is [`NoMemory`].
    fn cover(&mut self, len: usize) -> Result<(), NoMemory> {
        for buffer in [&mut self.degree, &mut self.neighbours, &mut self.value] {
            reserve(buffer, len - buffer.len())?;
            buffer.resize(len, 0);
        }
        Ok(())
    }

    /// Adds the edge `u v` (both below the `n` of [`start`](Self::start)); a memory limit is
    /// [`NoMemory`].
    ///
    /// O(1) amortized.
    #[inline]
    pub fn add_edge(&mut self, u: u32, v: u32) -> Result<(), NoMemory> {
        self.edges += 1;
        let top = u.max(v) as usize;
        if top >= self.degree.len() {
            let backed = (GROWTH * self.edges).min(self.n);
            if top >= backed {
                reserve(&mut self.waiting, 1)?;
                self.waiting.push((u, v));
                return Ok(());
            }
            self.cover((GROWTH * self.degree.len()).clamp(top + 1, backed))?;
        }
        self.degree[u as usize] += 1;
        self.neighbours[u as usize] ^= v;
        self.degree[v as usize] += 1;
        self.neighbours[v as usize] ^= u;
        Ok(())
    }

    /// The value of the tree rooted at `root`; `branch` is called with the value `G(c) + 1`
    /// of each branch at the root. `Err(v)` names the first vertex not peeled (on a cycle, or
    /// cut off from the root) when the edges are not a tree on the `n` vertices (or an end
    /// past them); a memory limit is [`NoMemory`].
    ///
    /// O(n).
    pub fn finish(
        &mut self,
        root: u32,
        mut branch: impl FnMut(u64),
    ) -> Result<Result<u64, u32>, NoMemory> {
        let n = self.n;
        self.cover(n)?;
        // An end past the vertices (against the contract) is not a tree on them either.
        if let Some(&(u, v)) = self.waiting.iter().find(|e| e.0.max(e.1) as usize >= n) {
            return Ok(Err(u.max(v)));
        }
        let (degree, neighbours, value) = (&mut self.degree, &mut self.neighbours, &mut self.value);
        for &(u, v) in &self.waiting {
            degree[u as usize] += 1;
            neighbours[u as usize] ^= v;
            degree[v as usize] += 1;
            neighbours[v as usize] ^= u;
        }
        let mut peeled = 0;
        for v in 0..n as u32 {
            let mut leaf = v;
            // Peel `leaf`, then its parent too while that became a leaf behind the scan (one
            // ahead of it is peeled when the scan gets there).
            while leaf != root && degree[leaf as usize] == 1 {
                degree[leaf as usize] = PEELED;
                peeled += 1;
                let up = neighbours[leaf as usize];
                let above = value[leaf as usize] + 1;
                value[up as usize] ^= above;
                neighbours[up as usize] ^= leaf;
                degree[up as usize] -= 1;
                if up == root {
                    branch(u64::from(above));
                }
                if up > v {
                    break;
                }
                leaf = up;
            }
        }
        if peeled + 1 != n || self.edges + 1 != n {
            let stuck = (0..n as u32).find(|&v| v != root && degree[v as usize] != PEELED);
            return Ok(Err(stuck.unwrap_or(root)));
        }
        Ok(Ok(u64::from(value[root as usize])))
    }
}

/// Green Hackenbush on a tree: the colon principle on a [`RootedTree`], with no bridges or
/// components to find (every edge of a tree is a bridge). O(V).
#[derive(Clone, Debug)]
pub struct Tree {
    tree: RootedTree,
    root: u32,
    /// `value[v]`: the value of what grows above `v`.
    value: Vec<u64>,
}

impl Tree {
    /// The position of `tree`, rooted at `root` (the ground).
    ///
    /// O(n) time and memory.
    ///
    /// # Example
    /// ```
    /// use grundy::core::graph::RootedTree;
    /// use grundy::games::hackenbush::Tree;
    /// // 0 - 1 - 2 and 0 - 3: stalks of 2 and 1 on the ground, 2 xor 1 = 3.
    /// let edges = [(0, 1), (1, 2), (0, 3)];
    /// let rooted = RootedTree::new(4, &edges, 0).unwrap().unwrap();
    /// let position = Tree::new(rooted, 0).unwrap();
    /// assert_eq!(position.value(), 3);
    /// assert_eq!(position.winning_cut(), Ok(Some(1))); // the top of the long stalk: 1 xor 1
    /// ```
    pub fn new(tree: RootedTree, root: u32) -> Result<Tree, NoMemory> {
        let mut value = filled(tree.parent.len(), 0u64)?;
        for &v in &tree.order {
            let up = tree.parent[v as usize] as usize;
            value[up] ^= value[v as usize] + 1;
        }
        Ok(Tree { tree, root, value })
    }

    /// The value of the position.
    ///
    /// O(1).
    pub fn value(&self) -> u64 {
        self.value[self.root as usize]
    }

    /// The branches at the root: each child `c` with its value `G(c) + 1`.
    ///
    /// O(n): one pass over the vertices.
    pub fn branches(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        self.tree
            .order
            .iter()
            .filter(move |&&v| self.tree.parent[v as usize] == self.root)
            .map(move |&v| (v, self.value[v as usize] + 1))
    }

    /// A cut (edge id) that leaves value 0; `None` when the value is 0 already. O(V) time,
    /// and 8 bytes a vertex for the lists of children (a memory limit is [`NoMemory`]).
    pub fn winning_cut(&self) -> Result<Option<u32>, NoMemory> {
        match self.value() {
            0 => Ok(None),
            v => self.cut_changing(v),
        }
    }

    /// A cut that makes the position's value `value xor d`, which must be smaller (in a sum of
    /// positions, the one that moves changes by the sum's xor).
    ///
    /// As [`winning_cut`](Self::winning_cut).
    pub fn cut_changing(&self, d: u64) -> Result<Option<u32>, NoMemory> {
        self.change(self.root, d)
    }

    /// A cut inside the branch of root child `child` that makes the branch's value `target`,
    /// below its value now: the branch's own edge for 0.
    ///
    /// As [`winning_cut`](Self::winning_cut).
    pub fn branch_cut(&self, child: u32, target: u64) -> Result<Option<u32>, NoMemory> {
        if target == 0 {
            return Ok(Some(self.tree.parent_edge[child as usize]));
        }
        self.change(child, self.value[child as usize] ^ (target - 1))
    }

    /// A cut changing the value above `v` by `d` (`value xor d` smaller), as in Nim: the child
    /// branch with the top bit of `d` changes, down the tree. The children are listed once,
    /// by a counting sort of the parents.
    fn change(&self, mut v: u32, mut d: u64) -> Result<Option<u32>, NoMemory> {
        let n = self.tree.parent.len();
        let mut start = filled(n + 1, 0u32)?;
        for &c in &self.tree.order {
            start[self.tree.parent[c as usize] as usize + 1] += 1;
        }
        for i in 1..=n {
            start[i] += start[i - 1];
        }
        let mut next = filled(n + 1, 0u32)?;
        next.copy_from_slice(&start);
        let mut children = filled(self.tree.order.len(), 0u32)?;
        for &c in &self.tree.order {
            let p = self.tree.parent[c as usize] as usize;
            children[next[p] as usize] = c;
            next[p] += 1;
        }
        loop {
            let top = 63 - d.leading_zeros();
            let range = start[v as usize] as usize..start[v as usize + 1] as usize;
            let Some(child) = children[range]
                .iter()
                .copied()
                .find(|&c| (self.value[c as usize] + 1) >> top & 1 == 1)
            else {
                return Ok(None);
            };
            let target = (self.value[child as usize] + 1) ^ d;
            if target == 0 {
                return Ok(Some(self.tree.parent_edge[child as usize]));
            }
            d = self.value[child as usize] ^ (target - 1);
            v = child;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(n: usize, edges: &[(u32, u32)]) -> (Graph, Hackenbush) {
        let g = Graph::from_edges(n, edges.to_vec()).unwrap();
        let p = Hackenbush::new(&g, 0).unwrap();
        (g, p)
    }

    /// The chain's value folded from its far end, the definition.
    fn folded(a: &[u64]) -> u64 {
        let (last, rest) = a.split_last().unwrap();
        rest.iter().rev().fold(*last, |v, &x| x ^ (v + 1))
    }

    #[test]
    fn chain_values_are_the_folds_of_every_prefix() {
        assert_eq!(chain_values(&[0, 0]).unwrap(), [0, 1]);
        assert_eq!(chain_values(&[]).unwrap(), Vec::<u64>::new());
        let mut x = 7u64;
        for round in 0..3000 {
            let len = 1 + round % 40;
            let spread = [2, 4, 16, 1000][round % 4];
            let a: Vec<u64> = (0..len)
                .map(|_| {
                    x = splitmix(x);
                    x % spread
                })
                .collect();
            let want: Vec<u64> = (1..=len).map(|n| folded(&a[..n])).collect();
            assert_eq!(chain_values(&a).unwrap(), want, "{a:?}");
        }
    }

    /// A random multigraph on `n` vertices with `m` edges (loops and repeats included),
    /// made mostly of cycles so that the ground's component is large.
    fn random_graph(x: &mut u64, n: u32, m: usize) -> Vec<(u32, u32)> {
        let mut next = |k: u32| {
            *x = splitmix(*x);
            (*x % u64::from(k)) as u32
        };
        let mut edges: Vec<(u32, u32)> = (1..n).map(|v| (next(v), v)).collect();
        while edges.len() < m {
            let u = next(n);
            let v = if next(8) == 0 { u } else { next(n) };
            edges.push((u, v));
        }
        edges
    }

    #[test]
    fn every_edges_predicted_value_is_the_value_computed_without_it() {
        let mut x = 11u64;
        let (mut parts, mut classes_above_one) = (0, 0);
        for round in 0..400 {
            let n = 2 + (round % 12) as u32;
            let m = n as usize + (round % 9);
            let edges = random_graph(&mut x, n, m);
            let (g, p) = position(n as usize, &edges);
            for c in 0..p.entered_by.len() as u32 {
                let values = p
                    .cut_values(&g, c, splitmix(round as u64))
                    .unwrap()
                    .unwrap();
                let flipped = values.iter().filter(|v| v.1 == p.value[c as usize] ^ 1);
                classes_above_one += values.len() - flipped.count();
                let mut seen: Vec<u32> = values.iter().map(|v| v.0).collect();
                seen.sort_unstable();
                let (_, own, _, _) = p.part(&g, c).unwrap();
                let mut want: Vec<u32> = own.iter().map(|o| o.0).collect();
                want.sort_unstable();
                assert_eq!(seen, want, "every edge of the part once: {edges:?}");
                for &(edge, value) in &values {
                    let truth = p.value_without(&g, c, edge).unwrap();
                    assert_eq!(value, truth, "edge {edge} of part {c} in {edges:?}");
                }
                parts += 1;
            }
        }
        assert!(
            parts > 1000 && classes_above_one > 500,
            "{parts} {classes_above_one}"
        );
    }

    #[test]
    fn the_winning_cut_is_one_the_search_accepts() {
        let mut x = 5u64;
        let mut inside = 0;
        for round in 0..600 {
            let n = 2 + (round % 14) as u32;
            let edges = random_graph(&mut x, n, n as usize + round % 11);
            let (g, p) = position(n as usize, &edges);
            let Some(cut) = p.winning_cut(&g).unwrap() else {
                continue;
            };
            let mut rest = edges.clone();
            rest.remove(cut as usize);
            let (_, after) = position(n as usize, &rest);
            assert_eq!(after.value(), 0, "cut {cut} of {edges:?}");
            if !p.bridge[cut as usize] {
                inside += 1;
                let c = p.component[edges[cut as usize].0 as usize];
                let target = p.value[c as usize] ^ 1;
                let searched = p.searched_cut(&g, c, target).unwrap();
                assert_eq!(p.value_without(&g, c, searched).unwrap(), target);
            }
        }
        assert!(inside > 50, "{inside}");
    }

    #[test]
    fn an_odd_cycle_with_stalks_is_cut_by_its_classes() {
        // The ground on an odd cycle of 2001 vertices, a stalk of two on every other vertex:
        // the whole cycle is one class, and only its chains find the cut.
        let k = 2001u32;
        let mut edges: Vec<(u32, u32)> = (0..k).map(|v| (v, (v + 1) % k)).collect();
        let mut next = k;
        for v in (1..k).step_by(2) {
            edges.push((v, next));
            edges.push((next, next + 1));
            next += 2;
        }
        let (g, p) = position(next as usize, &edges);
        let values = p.cut_values(&g, 0, 1).unwrap().unwrap();
        assert_eq!(values.len(), k as usize);
        let cut = p.winning_cut(&g).unwrap().unwrap();
        let mut rest = edges.clone();
        rest.remove(cut as usize);
        assert_eq!(position(next as usize, &rest).1.value(), 0);
    }

    #[test]
    fn cuts_inside_cycles() {
        // A triangle on the ground is worth 1; the only winning cut is the edge opposite the
        // ground, which leaves two stalks of 1.
        let (g, p) = position(3, &[(0, 1), (1, 2), (2, 0)]);
        assert_eq!(p.value(), 1);
        assert_eq!(p.winning_cut(&g), Ok(Some(1)));
        // A pentagon: cut the middle edge, leaving stalks of 2 and 2.
        let (g, p) = position(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]);
        assert_eq!(p.winning_cut(&g), Ok(Some(2)));
        // A square (four loops once fused: 0) with a stalk of 1 on its far corner: 1; the
        // winning cut is the stalk.
        let (g, p) = position(5, &[(0, 1), (1, 2), (2, 3), (3, 0), (2, 4)]);
        assert_eq!(p.value(), 1);
        let cut = p.winning_cut(&g).unwrap().unwrap();
        assert_eq!(cut, 4); // the stalk itself
    }

    #[test]
    fn tree_values_agree_with_the_rooted_tree_and_refuse_what_it_refuses() {
        // Random trees (random parents, relabelled, edges shuffled and turned), then some
        // broken: an edge moved to make a cycle and cut a part off, a loop, an edge missing.
        let mut x = 0x1234_5678_9abc_def1u64;
        let mut next = move |below: u64| {
            x = splitmix(x);
            x % below
        };
        let mut trees = TreeValues::default();
        let (mut refused, mut accepted) = (0, 0);
        for case in 0..600 {
            let n = 1 + next(if case % 10 == 0 { 300 } else { 12 }) as usize;
            let mut label: Vec<u32> = (0..n as u32).collect();
            for i in (1..n).rev() {
                label.swap(i, next(i as u64 + 1) as usize);
            }
            let mut edges: Vec<(u32, u32)> = (1..n)
                .map(|v| {
                    let (a, b) = (label[v], label[next(v as u64) as usize]);
                    if next(2) == 0 {
                        (a, b)
                    } else {
                        (b, a)
                    }
                })
                .collect();
            match case % 4 {
                1 if n > 2 => {
                    let i = next(edges.len() as u64) as usize;
                    edges[i] = (next(n as u64) as u32, next(n as u64) as u32);
                }
                2 if n > 1 => {
                    edges.pop();
                }
                _ => {}
            }
            let root = next(n as u64) as u32;
            let expected = RootedTree::new(n, &edges, root).unwrap();
            trees.start(n);
            for &(u, v) in &edges {
                trees.add_edge(u, v).unwrap();
            }
            let mut branches = Vec::new();
            let got = trees.finish(root, |b| branches.push(b)).unwrap();
            match expected {
                Ok(rooted) => {
                    let tree = Tree::new(rooted, root).unwrap();
                    assert_eq!(got, Ok(tree.value()), "{edges:?}");
                    let mut want: Vec<u64> = tree.branches().map(|(_, b)| b).collect();
                    want.sort_unstable();
                    branches.sort_unstable();
                    assert_eq!(branches, want);
                    accepted += 1;
                }
                Err(_) => {
                    let v = got.expect_err("not a tree");
                    assert!(v != root && (v as usize) < n);
                    refused += 1;
                }
            }
        }
        assert!(accepted > 300 && refused > 100, "{accepted} {refused}");
        // Against the contract, an end past the vertices: refused, not a panic; and a tree
        // started but given no edges is a lone root when it has one vertex.
        trees.start(3);
        trees.add_edge(0, 1).unwrap();
        trees.add_edge(1, 7).unwrap();
        assert_eq!(trees.finish(0, |_| {}), Ok(Err(7)));
        trees.start(1);
        assert_eq!(trees.finish(0, |_| {}), Ok(Ok(0)));
    }

    #[test]
    fn a_tree_and_its_fused_form_agree() {
        let edges = [(0, 1), (1, 2), (1, 3), (0, 4), (4, 5), (5, 6)];
        let (g, p) = position(7, &edges);
        let rooted = RootedTree::new(7, &edges, 0).unwrap().unwrap();
        let tree = Tree::new(rooted, 0).unwrap();
        assert_eq!(p.value(), tree.value());
        // Vertex 1 carries two stalks of 1 (value 0), so its branch is 1; with the stalk of 3:
        assert_eq!(p.value(), 1 ^ 3);
        assert!(p.winning_cut(&g).unwrap().is_some());
    }
}

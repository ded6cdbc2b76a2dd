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
//! none has, the top bit is the loops' parity (`d = 1`) and an edge inside the component is cut:
//! a loop if there is one, else an edge whose removal leaves the part's value right, found by
//! computing the part again without each candidate (edges between vertices of degree 3 or more
//! first: cutting one of them usually keeps the part 2-edge-connected, which flips the parity
//! and nothing else). That search is the one costly step, O(size of the part) a candidate,
//! and it gives up after [`CUT_WORK`] steps.

use crate::core::budget::{filled, NoMemory};
use crate::core::graph::{Graph, RootedTree, NONE};

/// The most vertex and edge visits one search for a cut inside a component may make (a few
/// seconds); past it the search reports [`Unsettled::GaveUp`].
pub const CUT_WORK: u64 = 300_000_000;

/// Why no cut was returned when one was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsettled {
    /// The search for a cut inside a component ran past [`CUT_WORK`].
    GaveUp {
        /// The number of edges of the component searched.
        part: usize,
        /// The cuts tried before the search gave up.
        tried: usize,
    },
    /// Memory ran out.
    NoMemory,
}

impl std::fmt::Display for Unsettled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsettled::NoMemory => write!(f, "the graph needs more memory than is available"),
            Unsettled::GaveUp { part, tried } => write!(
                f,
                "expected a graph whose winning cut is found within the work limit, found a \
                 part of {part} edges where {tried} cuts were tried"
            ),
        }
    }
}

impl From<NoMemory> for Unsettled {
    fn from(_: NoMemory) -> Self {
        Unsettled::NoMemory
    }
}

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
        let mut value: Vec<u64> = parity.iter().map(|&p| u64::from(p)).collect();
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
        let mut next = child_start.clone();
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
    pub fn winning_cut(&self, graph: &Graph) -> Result<Option<u32>, Unsettled> {
        match self.value() {
            0 => Ok(None),
            v => self.cut_changing(graph, v).map(Some),
        }
    }

    /// A cut that makes the position's value `value xor d`, which must be smaller (in a sum
    /// of positions, the one that moves changes by the sum's xor).
    ///
    /// O(V + E) of `graph` to walk down the components, plus, when the cut lies inside one,
    /// O(size of that part) for each candidate edge tried, at most [`CUT_WORK`] visits in all.
    pub fn cut_changing(&self, graph: &Graph, d: u64) -> Result<u32, Unsettled> {
        self.change(graph, 0, d)
    }

    /// A cut inside the branch `branch` (a child component of the ground's) that makes the
    /// branch's value `target`, which must be below its value now: its bridge for 0.
    ///
    /// O(1) for `target == 0`; otherwise as [`cut_changing`](Self::cut_changing).
    pub fn branch_cut(&self, graph: &Graph, branch: u32, target: u64) -> Result<u32, Unsettled> {
        let b = branch as usize;
        if target == 0 {
            return Ok(self.entered_by[b]);
        }
        self.change(graph, branch, self.value[b] ^ (target - 1))
    }

    /// A cut that changes the value of component `c` (with all that hangs from it) to
    /// `value xor d`, which must be smaller; see the module documentation.
    fn change(&self, graph: &Graph, mut c: u32, mut d: u64) -> Result<u32, Unsettled> {
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
    /// edges and every branch on it an even value.
    fn inner_cut(&self, graph: &Graph, c: u32, d: u64) -> Result<u32, Unsettled> {
        // The component's vertices, numbered locally, and its own edges.
        let mut local = filled(self.component.len(), NONE)?;
        let mut vertices = Vec::new();
        for (v, &comp) in self.component.iter().enumerate() {
            if comp == c {
                local[v] = vertices.len() as u32;
                vertices.push(v as u32);
            }
        }
        let mut own = Vec::new();
        for (e, &(u, v)) in graph.edges().iter().enumerate() {
            if self.component[u as usize] == c && !self.bridge[e] {
                if u == v && d == 1 {
                    return Ok(e as u32); // a loop: its cut flips the parity and nothing else
                }
                own.push((e as u32, local[u as usize], local[v as usize]));
            }
        }
        // What hangs from each vertex, and the vertex the component hangs from.
        let mut weight = filled(vertices.len(), 0u64)?;
        for child in self.children_of(c) {
            let (u, v) = graph.edges()[self.entered_by[child as usize] as usize];
            let at = if self.component[u as usize] == c {
                u
            } else {
                v
            };
            weight[local[at as usize] as usize] ^= self.value[child as usize] + 1;
        }
        let hub = if c == 0 {
            self.ground
        } else {
            let (u, v) = graph.edges()[self.entered_by[c as usize] as usize];
            if self.component[u as usize] == c {
                u
            } else {
                v
            }
        };
        let root = local[hub as usize];
        // Candidates: edges between vertices of degree 3 or more first.
        let mut degree = filled(vertices.len(), 0u32)?;
        for &(_, a, b) in &own {
            degree[a as usize] += 1;
            degree[b as usize] += 1;
        }
        let mut candidates: Vec<usize> = (0..own.len()).collect();
        candidates.sort_by_key(|&i| {
            let (_, a, b) = own[i];
            u32::from(degree[a as usize] < 3 || degree[b as usize] < 3)
        });
        let target = self.value[c as usize] ^ d;
        let cost = (vertices.len() + own.len()) as u64 + 1;
        for (tried, &i) in candidates.iter().enumerate() {
            if tried as u64 * cost > CUT_WORK {
                return Err(Unsettled::GaveUp {
                    part: own.len(),
                    tried,
                });
            }
            let rest: Vec<(u32, u32)> = own
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &(_, a, b))| (a, b))
                .collect();
            if weighted_value(vertices.len(), rest, root, &weight)? == target {
                return Ok(own[i].0);
            }
        }
        // By the mex some option has the value, and none of the branches can give it (they
        // are even); so some cut inside c does. Reaching here would be a bug.
        Err(Unsettled::GaveUp {
            part: own.len(),
            tried: own.len(),
        })
    }
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
    /// assert_eq!(position.winning_cut(), Some(1)); // the top of the long stalk: 1 xor 1
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

    /// A cut (edge id) that leaves value 0; `None` when the value is 0 already. O(V).
    pub fn winning_cut(&self) -> Option<u32> {
        match self.value() {
            0 => None,
            v => self.cut_changing(v),
        }
    }

    /// A cut that makes the position's value `value xor d`, which must be smaller (in a sum of
    /// positions, the one that moves changes by the sum's xor). O(V).
    pub fn cut_changing(&self, d: u64) -> Option<u32> {
        self.change(self.root, d)
    }

    /// A cut inside the branch of root child `child` that makes the branch's value `target`,
    /// below its value now: the branch's own edge for 0. O(V).
    pub fn branch_cut(&self, child: u32, target: u64) -> Option<u32> {
        if target == 0 {
            return Some(self.tree.parent_edge[child as usize]);
        }
        self.change(child, self.value[child as usize] ^ (target - 1))
    }

    /// A cut changing the value above `v` by `d` (`value xor d` smaller), as in Nim: the child
    /// branch with the top bit of `d` changes, down the tree. The children are listed once,
    /// by a counting sort of the parents.
    fn change(&self, mut v: u32, mut d: u64) -> Option<u32> {
        let n = self.tree.parent.len();
        let mut start = vec![0u32; n + 1];
        for &c in &self.tree.order {
            start[self.tree.parent[c as usize] as usize + 1] += 1;
        }
        for i in 1..=n {
            start[i] += start[i - 1];
        }
        let mut next = start.clone();
        let mut children = vec![0u32; self.tree.order.len()];
        for &c in &self.tree.order {
            let p = self.tree.parent[c as usize] as usize;
            children[next[p] as usize] = c;
            next[p] += 1;
        }
        loop {
            let top = 63 - d.leading_zeros();
            let range = start[v as usize] as usize..start[v as usize + 1] as usize;
            let child = children[range]
                .iter()
                .copied()
                .find(|&c| (self.value[c as usize] + 1) >> top & 1 == 1)?;
            let target = (self.value[child as usize] + 1) ^ d;
            if target == 0 {
                return Some(self.tree.parent_edge[child as usize]);
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

//! Maximum matchings of undirected graphs, and the vertices every maximum matching covers:
//! push-relabel for bipartite graphs, Edmonds' blossoms for any graph, and the
//! Gallai–Edmonds set `D` read off one search.
//!
//! A graph is a [`Digraph`] holding each edge both ways ([`undirected`] makes one). A matching
//! is a set of edges no two of which share a vertex; it *covers* its edges' ends; a vertex it
//! does not cover is *exposed*. An *alternating path* alternates edges outside and inside the
//! matching; one joining two exposed vertices is *augmenting* (flipping it gives one edge
//! more).
//!
//! # The theorems the code relies on
//! * **Berge (1957).** A matching is maximum exactly when no augmenting path exists. So the
//!   searches below stop at a maximum matching when they find none.
//! * **Gallai–Edmonds (Gallai 1964, Edmonds 1965; Lovász and Plummer, *Matching Theory*,
//!   3.2).** Let `D` be the vertices that some maximum matching leaves exposed. Run Edmonds'
//!   search from *all* exposed vertices of a maximum matching `M` at once (each a root,
//!   *even*; an unvisited matched vertex `w` next to an even `v` becomes *odd*, its partner
//!   even; an edge between two even vertices of one tree closes a *blossom*, whose vertices all
//!   become even). When the search ends, `D` is exactly the set of even vertices. One way: an
//!   even vertex `x` has an even alternating path from a root `r` (through blossoms, both
//!   ways round), and flipping it gives a maximum matching that exposes `x`. The other: if
//!   `x` is exposed by a maximum matching `M'`, the symmetric difference of `M` and `M'`
//!   holds an even alternating path from an `M`-exposed vertex to `x`, which the search, run
//!   to the end, labels even. So [`always_covered`](Matching::always_covered) is the
//!   complement of the even vertices, found for every vertex by one search, not one matching
//!   per vertex.
//! * **Removing a vertex.** With `M` maximum and `v` matched to `u`, `v` lies in every maximum
//!   matching exactly when `M - uv` is maximum in `G - v`, that is, when no augmenting path of
//!   `G - v` starts at `u` (any other augmenting path would avoid `v` and `u` and augment `M`
//!   in `G`). A `v` that `M` leaves exposed is in `D`, and `M` stays maximum in `G - v`. So
//!   [`remove_vertex`](Matching::remove_vertex) answers and keeps the matching maximum with
//!   one search from `u`.
//!
//! # Costs
//! A Karp–Sipser start (`O(V + E)`) leaves few vertices exposed. For a bipartite graph,
//! push-relabel with global relabelling finishes (`O(V E)` at worst, near `O(E)` on the mazes
//! of `luogu_p4055`: a 1000 × 1000 maze with 7 % walls in 0.6 to 1 s where Hopcroft–Karp's
//! phases took 12 s; [`Matching::maximum`]). Edmonds' search, with blossoms merged in a
//! union-find of their bases, takes `O(E α(V))` a search plus the walks along the trees, and
//! at most one search per augmentation after the start: `O(V E)` at worst. All of it is
//! counted in steps against a bound ([`MatchingError::Work`] past it). Nothing recurses: the
//! searches keep explicit stacks and queues. Every table grows with `try_reserve`.

use crate::core::budget::{filled, reserve, NoMemory};
use crate::core::graph::Digraph;

/// No vertex: the mate of an exposed vertex.
pub const NONE: u32 = u32::MAX;

/// Why a matching was not found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchingError {
    /// Memory ran out.
    NoMemory,
    /// The search took more steps (edges looked at, tree steps walked) than allowed.
    Work,
}

impl From<NoMemory> for MatchingError {
    fn from(_: NoMemory) -> MatchingError {
        MatchingError::NoMemory
    }
}

/// The undirected graph on `0..n` with the edges `(u, v)` (each endpoint below `n`), held
/// both ways; loops are dropped (a token cannot move along one), repeats kept.
///
/// O(n + edges).
///
///
/// # Panics
/// When an endpoint is `n` or more.
///
/// ```
/// use grundy::core::matching::undirected;
/// let g = undirected(3, &[(0, 1), (1, 2), (2, 2)]).unwrap();
/// assert_eq!(g.successors(1), &[0, 2]);
/// assert!(g.successors(2).iter().all(|&w| w != 2));
/// ```
pub fn undirected(n: usize, edges: &[(u32, u32)]) -> Result<Digraph, NoMemory> {
    let mut both = Vec::new();
    reserve(&mut both, 2 * edges.len())?;
    for &(u, v) in edges.iter().filter(|(u, v)| u != v) {
        both.push((u, v));
        both.push((v, u));
    }
    Digraph::from_edges(n, &both)
}

/// The sides of a bipartite graph (`false`, `true` for each vertex, the least vertex of each
/// component on side `false`), or `None` when an odd cycle exists.
///
/// O(V + E), breadth first.
pub fn two_sides(g: &Digraph) -> Result<Option<Vec<bool>>, NoMemory> {
    let n = g.vertices();
    let mut side = filled(n, 0u8)?; // 0 unseen, 1 and 2 the sides
    let mut queue: Vec<u32> = Vec::new();
    reserve(&mut queue, n)?;
    for s in 0..n {
        if side[s] != 0 {
            continue;
        }
        side[s] = 1;
        queue.clear();
        queue.push(s as u32);
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &w in g.successors(v) {
                if side[w as usize] == 0 {
                    side[w as usize] = 3 - side[v as usize];
                    queue.push(w);
                } else if side[w as usize] == side[v as usize] {
                    return Ok(None);
                }
            }
        }
    }
    Ok(Some(side.into_iter().map(|s| s == 2).collect()))
}

/// A matching of a graph, as each vertex's mate.
///
/// # Example
/// A path `0 - 1 - 2` and a triangle `3 - 4 - 5`: a maximum matching has two edges; vertex 1
/// is in every one, vertices 0 and 2 are not, and no vertex of the triangle is.
///
/// ```
/// use grundy::core::matching::{undirected, Matching};
/// let g = undirected(6, &[(0, 1), (1, 2), (3, 4), (4, 5), (5, 3)]).unwrap();
/// let mut m = Matching::maximum(&g, u64::MAX).unwrap();
/// assert_eq!(m.size(), 2);
/// let always = m.always_covered(&g, u64::MAX).unwrap();
/// assert_eq!(always, [false, true, false, false, false, false]);
/// // Undirected geography: the first player wins from 1 (move to its mate), loses from 0.
/// assert!(m.mate(1).is_some());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    mate: Vec<u32>,
}

impl Matching {
    /// The empty matching of `n` vertices.
    ///
    /// O(n).
    pub fn empty(n: usize) -> Result<Matching, NoMemory> {
        Ok(Matching {
            mate: filled(n, NONE)?,
        })
    }

    /// A maximum matching of `g`: a greedy start, then push-relabel when `g` is bipartite,
    /// else Edmonds' search, within `work` steps.
    ///
    /// `O(V E)` at worst (see the module documentation); on 1000 × 1000 mazes with random
    /// walls, 0.3 to 1 s.
    pub fn maximum(g: &Digraph, work: u64) -> Result<Matching, MatchingError> {
        let mut steps = Steps::new(work);
        match two_sides(g)? {
            Some(side) => {
                // Push-relabel is fast on the graphs met in practice but O(V E) at worst:
                // past 16 steps a vertex and an edge it hands its matching, still a matching,
                // to Hopcroft–Karp, whose O(E √V) then bounds the rest.
                let mut m = Self::greedy(g)?;
                let size = (g.vertices() + g.edges()) as u64;
                let most = size.saturating_mul(16).min(steps.left);
                let mut quick = Steps::new(most);
                match Self::push_relabel(g, &side, &mut m.mate, &mut quick) {
                    Ok(()) => Ok(m),
                    Err(MatchingError::Work) => {
                        steps.left -= most - quick.left;
                        Ok(Self::hopcroft_karp(g, &side, m, &mut steps)?)
                    }
                    Err(e) => Err(e),
                }
            }
            None => {
                // One search from each vertex the greedy start leaves exposed: a vertex with no
                // augmenting path now has none after any later augmentation (Edmonds; Lovász
                // and Plummer, Lemma 9.1.2), so one try each is enough.
                let mut m = Self::greedy(g)?;
                let mut forest = Forest::new(g.vertices())?;
                for r in 0..g.vertices() as u32 {
                    if m.mate[r as usize] == NONE {
                        forest.search(g, &mut m.mate, Some(r), None, &mut steps)?;
                    }
                }
                Ok(m)
            }
        }
    }

    /// A large matching to start from (Karp and Sipser, 1981): while some unmatched vertex
    /// has exactly one unmatched neighbour, match the two (some maximum matching of what is
    /// left holds that edge, so nothing is lost); when none has, match the first unmatched
    /// vertex with its unmatched neighbour of fewest unmatched neighbours.
    ///
    /// O(V + E): each match lowers its ends' neighbours' counts once.
    fn greedy(g: &Digraph) -> Result<Matching, NoMemory> {
        let n = g.vertices();
        let mut m = Matching::empty(n)?;
        // Unmatched neighbours (self-loops and repeats counted: a count above the truth only
        // delays a vertex's turn, never makes a wrong match).
        let mut free = filled(n, 0u32)?;
        let mut ones: Vec<u32> = Vec::new();
        reserve(&mut ones, n)?;
        for v in 0..n as u32 {
            free[v as usize] = g.successors(v).len() as u32;
            if free[v as usize] == 1 {
                ones.push(v);
            }
        }
        let mut next = 0u32;
        loop {
            let (v, w) = if let Some(v) = ones.pop() {
                if m.mate[v as usize] != NONE {
                    continue;
                }
                match g
                    .successors(v)
                    .iter()
                    .find(|&&w| w != v && m.mate[w as usize] == NONE)
                {
                    Some(&w) => (v, w),
                    None => continue,
                }
            } else {
                while (next as usize) < n && m.mate[next as usize] != NONE {
                    next += 1;
                }
                if next as usize == n {
                    return Ok(m);
                }
                let v = next;
                next += 1;
                let best = g
                    .successors(v)
                    .iter()
                    .filter(|&&w| w != v && m.mate[w as usize] == NONE)
                    .min_by_key(|&&w| free[w as usize]);
                match best {
                    Some(&w) => (v, w),
                    None => continue,
                }
            };
            m.mate[v as usize] = w;
            m.mate[w as usize] = v;
            for x in [v, w] {
                for &y in g.successors(x) {
                    if m.mate[y as usize] == NONE {
                        free[y as usize] = free[y as usize].saturating_sub(1);
                        if free[y as usize] == 1 {
                            ones.push(y);
                        }
                    }
                }
            }
        }
    }

    /// A maximum matching of the bipartite graph `g` whose sides are `side`, from the
    /// matching `mate`, by push-relabel with global relabelling (Goldberg and Tarjan 1988;
    /// for matchings, Cherkassky, Goldberg, Martin, Setubal and Stolfi 1998; Langguth, Manne
    /// and Sanders 2010).
    ///
    /// Each vertex `w` of side `true` has a label `ψ(w)`, a lower bound on the length of the
    /// shortest alternating path from `w` to an exposed vertex of side `true` (through `w`'s
    /// mate, then an unmatched edge, and so on): 0 when `w` is exposed. An exposed vertex `u` of
    /// side `false` takes its neighbour `w` of least label, matching it; `w`'s old mate, if any,
    /// is exposed in turn and queued, and `ψ(w)` grows by 2 (its one way on is now through
    /// `u`, whose least neighbour label was `ψ(w)`): the labels stay lower bounds. A vertex whose
    /// least neighbour label is `INFINITE` has no augmenting path and is left exposed. Labels
    /// only grow, and each is below `2 V` while finite, so the work is `O(V E)` at worst; a
    /// global relabelling, the exact labels by a breadth-first search from the exposed vertices
    /// of side `true` (`INFINITE` where none is reached), after every `V` pushes, makes it fast
    /// in practice: on 1000 × 1000 mazes with 3 % to 12 % walls, where Hopcroft–Karp's phases
    /// take 3 to 12 s, it takes well under a second (`docs/performance.md`).
    ///
    /// When no exposed vertex of side `false` is left to try, none has an augmenting path
    /// (its neighbours' labels bound every path from it from below by `INFINITE`), so by Berge
    /// the matching is maximum.
    fn push_relabel(
        g: &Digraph,
        side: &[bool],
        mate: &mut [u32],
        steps: &mut Steps,
    ) -> Result<(), MatchingError> {
        const INFINITE: u32 = u32::MAX;
        let n = g.vertices();
        let mut label = filled(n, 0u32)?;
        let mut queue: Vec<u32> = Vec::new();
        reserve(&mut queue, n)?;
        let mut active: std::collections::VecDeque<u32> = std::collections::VecDeque::new();
        active.try_reserve(n).map_err(|_| NoMemory)?;
        active.extend((0..n as u32).filter(|&v| !side[v as usize] && mate[v as usize] == NONE));
        let mut pushes = usize::MAX; // a global relabelling first
        while let Some(u) = active.pop_front() {
            if pushes >= n / 2 {
                pushes = 0;
                Self::global_relabel(g, side, mate, &mut label, &mut queue, steps)?;
            }
            // The least and second least neighbour labels (a repeated neighbour counts once).
            let (mut least, mut second, mut to) = (INFINITE, INFINITE, NONE);
            for &w in g.successors(u) {
                steps.charge()?;
                let l = label[w as usize];
                if l < least {
                    (second, least, to) = (least, l, w);
                } else if l < second && w != to {
                    second = l;
                }
            }
            if to == NONE {
                continue; // no augmenting path from u
            }
            let old = mate[to as usize];
            mate[u as usize] = to;
            mate[to as usize] = u;
            label[to as usize] = second.saturating_add(2);
            if old != NONE {
                mate[old as usize] = NONE;
                active.push_back(old);
            }
            pushes += 1;
        }
        Ok(())
    }

    /// The exact labels of [`push_relabel`](Self::push_relabel): breadth first from the
    /// exposed vertices of side `true` (label 0), each vertex `w` of side `true` reached
    /// through a neighbour `x` of side `false` labelled 2 more than the vertex `x` was reached
    /// from, `w` being `x`'s mate; `u32::MAX` where none is reached.
    ///
    /// O(V + E).
    fn global_relabel(
        g: &Digraph,
        side: &[bool],
        mate: &[u32],
        label: &mut [u32],
        queue: &mut Vec<u32>,
        steps: &mut Steps,
    ) -> Result<(), MatchingError> {
        queue.clear();
        for (w, l) in label.iter_mut().enumerate() {
            *l = u32::MAX;
            if side[w] && mate[w] == NONE {
                *l = 0;
                queue.push(w as u32);
            }
        }
        let mut head = 0;
        while let Some(&w) = queue.get(head) {
            head += 1;
            for &x in g.successors(w) {
                steps.charge()?;
                let y = mate[x as usize];
                if y != NONE && y != w && label[y as usize] == u32::MAX {
                    label[y as usize] = label[w as usize] + 2;
                    queue.push(y);
                }
            }
        }
        Ok(())
    }

    /// A maximum matching of the bipartite graph `g` whose sides are `side` (as
    /// [`two_sides`] gives them), from the matching `m`: Hopcroft–Karp's phases, a
    /// breadth-first search from the exposed vertices of side `false`, then vertex-disjoint
    /// shortest augmenting paths by depth-first search with an explicit stack. `O(E √V)`
    /// whatever the start: the bound [`maximum`](Self::maximum) keeps when push-relabel is slow.
    fn hopcroft_karp(
        g: &Digraph,
        side: &[bool],
        mut m: Matching,
        steps: &mut Steps,
    ) -> Result<Matching, MatchingError> {
        let n = g.vertices();
        let mut layer = filled(n, u32::MAX)?;
        let mut queue: Vec<u32> = Vec::new();
        reserve(&mut queue, n)?;
        let mut next_edge = filled(n, 0usize)?;
        let mut stack: Vec<u32> = Vec::new();
        reserve(&mut stack, n)?;
        loop {
            // Layers from the exposed left vertices; `found` is the layer of the first
            // exposed right vertex met (shortest augmenting paths end there).
            queue.clear();
            for v in 0..n {
                layer[v] = u32::MAX;
                if !side[v] && m.mate[v] == NONE {
                    layer[v] = 0;
                    queue.push(v as u32);
                }
            }
            let mut found = u32::MAX;
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                let d = layer[v as usize];
                if d >= found {
                    break;
                }
                for &w in g.successors(v) {
                    steps.charge()?;
                    let u = m.mate[w as usize];
                    if u == NONE {
                        found = found.min(d + 1);
                    } else if layer[u as usize] == u32::MAX {
                        layer[u as usize] = d + 2;
                        queue.push(u);
                    }
                }
            }
            if found == u32::MAX {
                return Ok(m);
            }
            // Depth-first from each exposed left vertex along the layers: an edge v - w
            // goes on when w's mate is one layer further on (or w is exposed at `found`).
            next_edge.iter_mut().for_each(|e| *e = 0);
            for s in 0..n as u32 {
                if side[s as usize] || m.mate[s as usize] != NONE || layer[s as usize] != 0 {
                    continue;
                }
                stack.clear();
                stack.push(s);
                while let Some(&v) = stack.last() {
                    let edges = g.successors(v);
                    let i = next_edge[v as usize];
                    if i == edges.len() {
                        layer[v as usize] = u32::MAX; // a dead end: not again this phase
                        stack.pop();
                        continue;
                    }
                    next_edge[v as usize] += 1;
                    steps.charge()?;
                    let w = edges[i];
                    let d = layer[v as usize];
                    let u = m.mate[w as usize];
                    if u == NONE {
                        if d + 1 == found {
                            // Flip the path s … v - w: each left vertex on the stack takes the
                            // right vertex it came through.
                            let mut right = w;
                            while let Some(left) = stack.pop() {
                                layer[left as usize] = u32::MAX; // used this phase
                                let old = m.mate[left as usize];
                                m.mate[left as usize] = right;
                                m.mate[right as usize] = left;
                                right = old;
                            }
                        }
                    } else if layer[u as usize] == d + 2 {
                        stack.push(u);
                    }
                }
            }
        }
    }
    /// The mate of `v`, if `v` is matched.
    ///
    /// O(1).
    ///
    /// # Panics
    /// When `v` is not a vertex of the matching's graph.
    pub fn mate(&self, v: u32) -> Option<u32> {
        Some(self.mate[v as usize]).filter(|&w| w != NONE)
    }

    /// The number of edges.
    ///
    /// O(V).
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&w| w != NONE).count() / 2
    }

    /// For a maximum matching of `g`, whether each vertex is covered by *every* maximum
    /// matching: the complement of the Gallai–Edmonds set `D`, read off one search from all
    /// exposed vertices (see the module documentation). If the matching was not maximum, the
    /// search augments it first, so it is maximum afterwards either way.
    ///
    /// `O(E α(V))` steps when the matching is maximum, counted against `work`.
    ///
    /// # Panics
    /// When `g` has more vertices than the matching.
    pub fn always_covered(&mut self, g: &Digraph, work: u64) -> Result<Vec<bool>, MatchingError> {
        let mut steps = Steps::new(work);
        let mut forest = Forest::new(g.vertices())?;
        while forest.search(g, &mut self.mate, None, None, &mut steps)? == Search::Augmented {}
        Ok(forest.label.iter().map(|&l| l != EVEN).collect())
    }

    /// Removes vertex `v` from the graph (marking it in `removals`, which the searches skip),
    /// keeping this matching maximum in what is left; returns whether `v` was covered by every
    /// maximum matching of the graph before (the first player's win in undirected geography
    /// from `v`). The matching must be maximum for the graph without the vertices already
    /// removed. Removing a vertex twice is a no-op that returns `false`.
    ///
    /// One search from `v`'s mate, `O(E α(V))` steps at worst and only what its tree holds
    /// in practice (the search's tables live in `removals`, reset only where they were
    /// touched), counted against `work` (see the module documentation).
    ///
    /// # Panics
    /// When `v` is not a vertex of `g`, or `g` and `removals` are not of this matching's
    /// vertices.
    ///
    /// ```
    /// use grundy::core::matching::{undirected, Matching, Removals};
    /// // The path 0 - 1 - 2 - 3: every maximum matching covers all four.
    /// let g = undirected(4, &[(0, 1), (1, 2), (2, 3)]).unwrap();
    /// let mut m = Matching::maximum(&g, u64::MAX).unwrap();
    /// let mut removals = Removals::new(4).unwrap();
    /// assert!(m.remove_vertex(&g, &mut removals, 0, u64::MAX).unwrap());
    /// // Left: 1 - 2 - 3, where a maximum matching may leave 1 exposed.
    /// assert!(!m.remove_vertex(&g, &mut removals, 1, u64::MAX).unwrap());
    /// assert_eq!(m.size(), 1);
    /// assert!(removals.is_removed(1));
    /// ```
    pub fn remove_vertex(
        &mut self,
        g: &Digraph,
        removals: &mut Removals,
        v: u32,
        work: u64,
    ) -> Result<bool, MatchingError> {
        let mut steps = Steps::new(work);
        if removals.removed[v as usize] {
            return Ok(false);
        }
        removals.removed[v as usize] = true;
        let u = self.mate[v as usize];
        if u == NONE {
            return Ok(false);
        }
        self.mate[v as usize] = NONE;
        self.mate[u as usize] = NONE;
        let Removals { removed, forest } = removals;
        let found = forest.search(g, &mut self.mate, Some(u), Some(removed), &mut steps)?;
        Ok(found == Search::Exhausted)
    }
}

/// The vertices removed from a graph by [`Matching::remove_vertex`], and the search tables
/// its searches reuse (so a removal costs what its search visits, not `O(V)`).
pub struct Removals {
    removed: Vec<bool>,
    forest: Forest,
}

impl Removals {
    /// No vertex of `n` removed yet.
    ///
    /// O(n).
    pub fn new(n: usize) -> Result<Removals, NoMemory> {
        Ok(Removals {
            removed: filled(n, false)?,
            forest: Forest::new(n)?,
        })
    }

    /// Has `v` been removed?
    ///
    /// O(1).
    ///
    /// # Panics
    /// When `v` is not one of the `n` vertices.
    pub fn is_removed(&self, v: u32) -> bool {
        self.removed[v as usize]
    }
}

/// Steps left of a bound.
struct Steps {
    left: u64,
}

impl Steps {
    fn new(most: u64) -> Steps {
        Steps { left: most }
    }

    #[inline]
    fn charge(&mut self) -> Result<(), MatchingError> {
        if self.left == 0 {
            return Err(MatchingError::Work);
        }
        self.left -= 1;
        Ok(())
    }
}

const UNSEEN: u8 = 0;
const EVEN: u8 = 1;
const ODD: u8 = 2;

/// What a search ended with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Search {
    /// It found an augmenting path and flipped it.
    Augmented,
    /// It labelled everything reachable and found none.
    Exhausted,
}

/// Edmonds' alternating forest: labels, the even vertex each odd one was reached from (and,
/// inside blossoms, the edge across), and the blossoms as a union-find of their bases.
struct Forest {
    label: Vec<u8>,
    from: Vec<u32>,
    base: Vec<u32>,
    mark: Vec<u32>,
    stamp: u32,
    queue: Vec<u32>,
    /// The vertices whose blossoms join the one being closed.
    joining: Vec<u32>,
    /// The vertices the last search labelled, to be reset before the next.
    touched: Vec<u32>,
}

impl Forest {
    fn new(n: usize) -> Result<Forest, NoMemory> {
        let mut queue = Vec::new();
        reserve(&mut queue, n)?;
        let mut base = Vec::new();
        reserve(&mut base, n)?;
        // Each vertex is touched at most once a search: pushes never reallocate.
        let mut touched = Vec::new();
        reserve(&mut touched, n)?;
        base.extend(0..n as u32);
        Ok(Forest {
            label: filled(n, UNSEEN)?,
            from: filled(n, NONE)?,
            base,
            mark: filled(n, 0)?,
            stamp: 0,
            queue,
            joining: Vec::new(),
            touched,
        })
    }

    /// The base of `x`'s blossom (path halving).
    #[inline]
    fn find(&mut self, mut x: u32) -> u32 {
        while self.base[x as usize] != x {
            let up = self.base[self.base[x as usize] as usize];
            self.base[x as usize] = up;
            x = up;
        }
        x
    }

    /// One search: from `root` alone, or from every exposed vertex; the first augmenting
    /// path found is flipped. Vertices marked `removed` are not there.
    fn search(
        &mut self,
        g: &Digraph,
        mate: &mut [u32],
        root: Option<u32>,
        removed: Option<&[bool]>,
        steps: &mut Steps,
    ) -> Result<Search, MatchingError> {
        let n = g.vertices();
        let gone = |v: u32| removed.is_some_and(|r| r[v as usize]);
        // Only what the last search touched is reset: a search from one root costs what its
        // tree holds, not O(V).
        for &v in &self.touched {
            self.label[v as usize] = UNSEEN;
            self.from[v as usize] = NONE;
            self.base[v as usize] = v;
        }
        self.touched.clear();
        self.queue.clear();
        match root {
            Some(r) => {
                self.label[r as usize] = EVEN;
                self.queue.push(r);
                self.touched.push(r);
            }
            None => {
                for v in 0..n as u32 {
                    if mate[v as usize] == NONE && !gone(v) {
                        self.label[v as usize] = EVEN;
                        self.queue.push(v);
                        self.touched.push(v);
                    }
                }
            }
        }
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for &w in g.successors(v) {
                steps.charge()?;
                if self.label[w as usize] == ODD || gone(w) || self.find(v) == self.find(w) {
                    continue;
                }
                if self.label[w as usize] == UNSEEN {
                    let partner = mate[w as usize];
                    self.from[w as usize] = v;
                    self.touched.push(w);
                    if partner == NONE {
                        // Only with one root: an exposed vertex outside the tree.
                        self.flip_up(mate, w, steps)?;
                        return Ok(Search::Augmented);
                    }
                    self.label[w as usize] = ODD;
                    self.label[partner as usize] = EVEN;
                    self.queue.push(partner);
                    self.touched.push(partner);
                } else {
                    match self.common_base(mate, v, w, steps)? {
                        Some(b) => self.contract(mate, v, w, b, steps)?,
                        None => {
                            // Two trees meet: root … v - w … root is augmenting.
                            let (vm, wm) = (mate[v as usize], mate[w as usize]);
                            mate[v as usize] = w;
                            mate[w as usize] = v;
                            if vm != NONE {
                                self.flip_up(mate, vm, steps)?;
                            }
                            if wm != NONE {
                                self.flip_up(mate, wm, steps)?;
                            }
                            return Ok(Search::Augmented);
                        }
                    }
                }
            }
        }
        Ok(Search::Exhausted)
    }

    /// Flips the alternating path from `x` (odd in its role: `from[x]` is the even vertex
    /// before it) up to its root: each such vertex takes the one it was reached from, whose
    /// old mate goes on.
    fn flip_up(
        &mut self,
        mate: &mut [u32],
        mut x: u32,
        steps: &mut Steps,
    ) -> Result<(), MatchingError> {
        while x != NONE {
            steps.charge()?;
            let up = self.from[x as usize];
            let next = mate[up as usize];
            mate[x as usize] = up;
            mate[up as usize] = x;
            x = next;
        }
        Ok(())
    }

    /// The base where the tree paths from the bases of `v` and `w` meet, or `None` when they
    /// lie in different trees.
    fn common_base(
        &mut self,
        mate: &[u32],
        v: u32,
        w: u32,
        steps: &mut Steps,
    ) -> Result<Option<u32>, MatchingError> {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.stamp = 1;
        }
        let mut x = self.find(v);
        loop {
            steps.charge()?;
            self.mark[x as usize] = self.stamp;
            let m = mate[x as usize];
            if m == NONE {
                break;
            }
            let up = self.from[m as usize];
            x = self.find(up);
        }
        let mut y = self.find(w);
        loop {
            steps.charge()?;
            if self.mark[y as usize] == self.stamp {
                return Ok(Some(y));
            }
            let m = mate[y as usize];
            if m == NONE {
                return Ok(None);
            }
            let up = self.from[m as usize];
            y = self.find(up);
        }
    }

    /// Closes the blossom of the edge `v - w` whose paths meet at base `b`: each vertex on the
    /// two tree paths up to `b` is reached across the closing edge (`from` pointing over it),
    /// the blossoms on them join `b`'s, and their odd vertices become even and are searched
    /// from. Both paths are walked before any blossom joins (the walks follow the old bases).
    fn contract(
        &mut self,
        mate: &[u32],
        v: u32,
        w: u32,
        b: u32,
        steps: &mut Steps,
    ) -> Result<(), MatchingError> {
        self.joining.clear();
        self.walk(mate, v, b, w, steps)?;
        self.walk(mate, w, b, v, steps)?;
        for i in 0..self.joining.len() {
            let x = self.joining[i];
            if self.label[x as usize] == ODD {
                self.label[x as usize] = EVEN;
                self.queue.push(x);
            }
            let root = self.find(x);
            self.base[root as usize] = b;
        }
        Ok(())
    }

    /// One path of [`contract`](Self::contract), from `x` up to base `b`, the edge across
    /// coming from `across`: notes the vertices whose blossoms join.
    fn walk(
        &mut self,
        mate: &[u32],
        mut x: u32,
        b: u32,
        mut across: u32,
        steps: &mut Steps,
    ) -> Result<(), MatchingError> {
        while self.find(x) != b {
            steps.charge()?;
            let m = mate[x as usize];
            self.from[x as usize] = across;
            reserve(&mut self.joining, 2)?;
            self.joining.push(x);
            self.joining.push(m);
            across = m;
            x = self.from[m as usize];
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each vertex's mate is its neighbour and has it as mate.
    fn valid(g: &Digraph, m: &Matching) {
        for (v, &w) in m.mate.iter().enumerate() {
            if w != NONE {
                assert_eq!(m.mate[w as usize], v as u32);
                assert!(g.successors(v as u32).contains(&w));
            }
        }
    }

    /// The largest matching by trying every subset of edges (small graphs).
    fn brute_size(n: usize, edges: &[(u32, u32)]) -> usize {
        let mut best = 0;
        for mask in 0u32..1 << edges.len() {
            let mut used = 0u32;
            let mut ok = true;
            let mut size = 0;
            for (i, &(u, v)) in edges.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    if u == v || used >> u & 1 == 1 || used >> v & 1 == 1 {
                        ok = false;
                        break;
                    }
                    used |= 1 << u | 1 << v;
                    size += 1;
                }
            }
            if ok {
                best = best.max(size);
            }
        }
        let _ = n;
        best
    }

    /// The largest matching of the graph induced on `mask`, by the lowest vertex: left
    /// exposed or matched to a neighbour.
    fn best(adj: &[u32], mask: u32, memo: &mut [i32]) -> i32 {
        if mask == 0 {
            return 0;
        }
        if memo[mask as usize] >= 0 {
            return memo[mask as usize];
        }
        let v = mask.trailing_zeros();
        let rest = mask & !(1 << v);
        let mut b = best(adj, rest, memo);
        let mut around = adj[v as usize] & rest;
        while around != 0 {
            let w = around.trailing_zeros();
            around &= around - 1;
            b = b.max(1 + best(adj, rest & !(1 << w), memo));
        }
        memo[mask as usize] = b;
        b
    }

    /// Random graphs of up to 16 vertices, general and bipartite: Edmonds' search (from a
    /// greedy start) and push-relabel find the largest matching, as a search over subsets
    /// does, and the two agree on bipartite graphs.
    #[test]
    fn maximum_on_random_graphs_against_subsets() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        for round in 0..400 {
            let n = 2 + random(15) as usize;
            let bipartite = round % 2 == 0;
            let density = 1 + random(6);
            let mut edges = Vec::new();
            let mut adj = vec![0u32; n];
            for u in 0..n as u32 {
                for w in u + 1..n as u32 {
                    let crosses = !bipartite || (u % 2 != w % 2);
                    if crosses && random(10) < density {
                        edges.push((u, w));
                        adj[u as usize] |= 1 << w;
                        adj[w as usize] |= 1 << u;
                    }
                }
            }
            let g = undirected(n, &edges).unwrap();
            let want = best(&adj, (1 << n) - 1, &mut vec![-1; 1 << n]) as usize;
            let m = Matching::maximum(&g, u64::MAX).unwrap();
            assert_eq!(m.size(), want, "{edges:?}");
            let mut steps = Steps::new(u64::MAX);
            let mut e = Matching::empty(n).unwrap();
            let mut forest = Forest::new(n).unwrap();
            while forest
                .search(&g, &mut e.mate, None, None, &mut steps)
                .unwrap()
                == Search::Augmented
            {}
            assert_eq!(e.size(), want, "Edmonds from empty: {edges:?}");
            if bipartite {
                // Push-relabel and Hopcroft–Karp each on its own, from no matching and from
                // the greedy one.
                let side: Vec<bool> = (0..n).map(|v| v % 2 == 1).collect();
                for start in [Matching::empty(n).unwrap(), Matching::greedy(&g).unwrap()] {
                    valid(&g, &start);
                    let mut pushed = start.clone();
                    Matching::push_relabel(&g, &side, &mut pushed.mate, &mut steps).unwrap();
                    assert_eq!(pushed.size(), want, "push-relabel: {edges:?}");
                    valid(&g, &pushed);
                    let phases = Matching::hopcroft_karp(&g, &side, start, &mut steps).unwrap();
                    assert_eq!(phases.size(), want, "Hopcroft-Karp: {edges:?}");
                    valid(&g, &phases);
                }
            }
        }
    }

    #[test]
    fn maximum_on_every_graph_of_five_vertices() {
        let pairs: Vec<(u32, u32)> = (0..5u32)
            .flat_map(|u| (u + 1..5).map(move |v| (u, v)))
            .collect();
        for mask in 0u32..1 << pairs.len() {
            let edges: Vec<(u32, u32)> = (0..pairs.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            let g = undirected(5, &edges).unwrap();
            let m = Matching::maximum(&g, u64::MAX).unwrap();
            assert_eq!(m.size(), brute_size(5, &edges), "{edges:?}");
            valid(&g, &m);
        }
    }
}

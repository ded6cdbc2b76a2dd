//! Undirected geography and matchings against a search that knows only the rules: the state is
//! the set of visited vertices and the token's vertex. Every labelled graph of up to 6
//! vertices, every graph of 7 and 8 vertices up to isomorphism (1 044 and 12 346 of them, made
//! by adding a vertex to each graph one smaller and keeping one canonical form of each), and
//! random graphs of 9 to 14 vertices; every start, and every winning move played out.

use crate::common;

use common::rng::Rng;
use grundy::core::matching::{undirected, Matching, Removals};
use grundy::games::geography::Geography;
use std::collections::HashSet;

/// Does the player to move win with the token on `v`, `visited` (including `v`) gone? By
/// the rules alone, memoized over `(visited, v)` in `memo` (0 unknown, 1 lost, 2 won).
fn wins(adj: &[u32], visited: u32, v: usize, memo: &mut [u8]) -> bool {
    let n = adj.len();
    let key = (visited as usize) * n + v;
    if memo[key] != 0 {
        return memo[key] == 2;
    }
    let mut won = false;
    let mut options = adj[v] & !visited;
    while options != 0 && !won {
        let w = options.trailing_zeros() as usize;
        options &= options - 1;
        won = !wins(adj, visited | 1 << w, w, memo);
    }
    memo[key] = if won { 2 } else { 1 };
    won
}

/// Checks the geography of the graph `adj` (bitmasks of neighbours) against the rules from
/// every start, and that each winning move leaves the opponent lost.
fn check(adj: &[u32]) -> usize {
    let n = adj.len();
    let mut edges = Vec::new();
    for (u, &a) in adj.iter().enumerate() {
        for w in u + 1..n {
            if a >> w & 1 == 1 {
                edges.push((u as u32, w as u32));
            }
        }
    }
    let g = Geography::new(n, &edges, u64::MAX).unwrap();
    let mut memo = vec![0u8; (1usize << n) * n];
    let mut won = 0;
    for s in 0..n {
        let want = wins(adj, 1 << s, s, &mut memo);
        assert_eq!(g.first_player_wins(s as u32), want, "{edges:?} from {s}");
        match g.winning_move(s as u32) {
            Some(t) => {
                let t = t as usize;
                assert!(want && adj[s] >> t & 1 == 1, "{edges:?}: {s} -> {t}");
                assert!(
                    !wins(adj, 1 << s | 1 << t, t, &mut memo),
                    "{edges:?}: {s} -> {t}"
                );
                won += 1;
            }
            None => assert!(!want, "{edges:?}: no move from {s}"),
        }
    }
    won
}

/// The edges of `adj` as bits of the upper triangle, in the order (0,1), (0,2), …, (1,2), ….
fn code(adj: &[u32], order: &[usize]) -> u64 {
    let n = adj.len();
    let mut bits = 0u64;
    let mut k = 0;
    for i in 0..n {
        for j in i + 1..n {
            if adj[order[i]] >> order[j] & 1 == 1 {
                bits |= 1 << k;
            }
            k += 1;
        }
    }
    bits
}

/// The least code over the orders that keep vertices sorted by (degree, neighbours'
/// degrees): a canonical form (isomorphic graphs get the same one, as each ordering of one is
/// an ordering of the other).
fn canonical(adj: &[u32]) -> u64 {
    let n = adj.len();
    let degree = |v: usize| adj[v].count_ones();
    let key = |v: usize| {
        let mut around: Vec<u32> = (0..n)
            .filter(|&w| adj[v] >> w & 1 == 1)
            .map(degree)
            .collect();
        around.sort_unstable();
        (degree(v), around)
    };
    let mut vertices: Vec<usize> = (0..n).collect();
    vertices.sort_by_key(|&v| key(v));
    let keys: Vec<_> = vertices.iter().map(|&v| key(v)).collect();
    let mut best = u64::MAX;
    let mut order = Vec::with_capacity(n);
    let mut used = 0u32;
    fn extend(
        adj: &[u32],
        vertices: &[usize],
        keys: &[(u32, Vec<u32>)],
        order: &mut Vec<usize>,
        used: &mut u32,
        best: &mut u64,
    ) {
        let i = order.len();
        if i == adj.len() {
            *best = (*best).min(code(adj, order));
            return;
        }
        for j in 0..vertices.len() {
            if *used >> j & 1 == 0 && keys[j] == keys[i] {
                *used |= 1 << j;
                order.push(vertices[j]);
                extend(adj, vertices, keys, order, used, best);
                order.pop();
                *used &= !(1 << j);
            }
        }
    }
    extend(adj, &vertices, &keys, &mut order, &mut used, &mut best);
    best
}

fn from_code(n: usize, bits: u64) -> Vec<u32> {
    let mut adj = vec![0u32; n];
    let mut k = 0;
    for i in 0..n {
        for j in i + 1..n {
            if bits >> k & 1 == 1 {
                adj[i] |= 1 << j;
                adj[j] |= 1 << i;
            }
            k += 1;
        }
    }
    adj
}

#[test]
fn every_labelled_graph_to_six_vertices() {
    let mut won = 0;
    for n in 1..=6usize {
        let pairs = n * (n - 1) / 2;
        for bits in 0u64..1 << pairs {
            won += check(&from_code(n, bits));
        }
    }
    assert!(won > 1000, "{won}");
}

#[test]
fn every_graph_of_seven_and_eight_vertices() {
    let mut graphs: Vec<u64> = vec![0]; // the graph of one vertex
    let counts = [1usize, 2, 4, 11, 34, 156, 1044, 12346];
    for n in 2..=8usize {
        let mut next = HashSet::new();
        for &bits in &graphs {
            let smaller = from_code(n - 1, bits);
            for around in 0u32..1 << (n - 1) {
                let mut adj = smaller.clone();
                adj.push(around);
                for (w, a) in adj.iter_mut().enumerate().take(n - 1) {
                    *a |= (around >> w & 1) << (n - 1);
                }
                next.insert(canonical(&adj));
            }
        }
        graphs = next.into_iter().collect();
        graphs.sort_unstable();
        assert_eq!(graphs.len(), counts[n - 1], "graphs of {n} vertices");
        if n >= 7 {
            for &bits in &graphs {
                check(&from_code(n, bits));
            }
        }
    }
}

#[test]
fn random_graphs_of_nine_to_fourteen_vertices() {
    let mut rng = Rng::new(2009);
    for round in 0..600 {
        let n = 9 + round % 6;
        let density = 1 + rng.below(5);
        let mut adj = vec![0u32; n];
        for u in 0..n {
            for w in u + 1..n {
                if rng.below(10) < density {
                    adj[u] |= 1 << w;
                    adj[w] |= 1 << u;
                }
            }
        }
        check(&adj);
    }
}

/// Removing vertices one by one keeps the matching maximum and answers, for each, whether it
/// was in every maximum matching (checked against a fresh matching of the graph left).
#[test]
fn removing_vertices_keeps_the_matching_maximum() {
    let mut rng = Rng::new(1971);
    for _ in 0..300 {
        let n = 2 + rng.below(11) as usize;
        let mut edges = Vec::new();
        for u in 0..n as u32 {
            for w in u + 1..n as u32 {
                if rng.below(3) == 0 {
                    edges.push((u, w));
                }
            }
        }
        let g = undirected(n, &edges).unwrap();
        let mut m = Matching::maximum(&g, u64::MAX).unwrap();
        let mut removed = vec![false; n];
        let mut removals = Removals::new(n).unwrap();
        let mut order: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for &v in &order {
            // The answer by brute force: is v covered by every maximum matching of what is left?
            let left: Vec<(u32, u32)> = edges
                .iter()
                .copied()
                .filter(|&(a, b)| !removed[a as usize] && !removed[b as usize])
                .collect();
            let size = |edges: &[(u32, u32)]| {
                Matching::maximum(&undirected(n, edges).unwrap(), u64::MAX)
                    .unwrap()
                    .size()
            };
            let without: Vec<(u32, u32)> = left
                .iter()
                .copied()
                .filter(|&(a, b)| a != v && b != v)
                .collect();
            let essential = size(&without) < size(&left);
            assert_eq!(
                m.remove_vertex(&g, &mut removals, v, u64::MAX).unwrap(),
                essential
            );
            assert_eq!(m.size(), size(&without));
            assert!(removals.is_removed(v));
            removed[v as usize] = true;
        }
    }
}

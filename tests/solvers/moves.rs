//! `--move` checked by the rules: for small positions of every solver, the printed move is
//! applied with the rules-only move functions of `brute`, must be one of the position's real
//! options, and must leave a position the rules-only search finds lost for the player to move;
//! where `-` is printed, the search must agree that every move loses.

use crate::brute;
use crate::common;

use brute::{
    cross, cut_edge, flip, grounded, mock_turtles_sets, octal, slide_left, slide_token, staircase,
    take_any, take_exactly, take_from_up_to_k, take_or_split, turn_coins, turn_corners,
    turtles_sets, Search, WON,
};
use common::{joined, multisets, problem};
use std::hash::Hash;

/// The output lines of `name` run with `--move`.
fn lines(name: &str, input: &str) -> Vec<String> {
    let out = (problem(name).solve_moves)(input.as_bytes())
        .unwrap_or_else(|e| panic!("{name} rejected {input:?}: {e}"));
    out.lines().map(String::from).collect()
}

/// The numbers in a move line, in order.
fn numbers(line: &str) -> Vec<u64> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

/// The piles after a pile move: `take X from pile I`, `split pile I into A and B`,
/// `take X from pile I, leaving A and B`, or Moore's `take X from pile I, Y from pile J, …`.
fn after_pile_move(piles: &[u64], line: &str) -> Vec<u64> {
    let n = numbers(line);
    let mut next = piles.to_vec();
    if line.starts_with("split pile ") {
        let (i, a, b) = (n[0] as usize - 1, n[1], n[2]);
        assert_eq!(a + b, piles[i], "{line}");
        next.remove(i);
        next.extend([a, b]);
    } else if line.contains(", leaving ") {
        let (take, i, a, b) = (n[0], n[1] as usize - 1, n[2], n[3]);
        assert_eq!(take + a + b, piles[i], "{line}");
        next.remove(i);
        next.extend([a, b]);
    } else {
        for pair in n.chunks(2) {
            let (take, i) = (pair[0], pair[1] as usize - 1);
            assert!(take >= 1 && take <= piles[i], "{line} on {piles:?}");
            next[i] -= take;
        }
    }
    next.sort_unstable();
    next
}

/// Checks one answered position: `line` is a move from `position` to `after` among the
/// `options`, lost for the player to move; or `-`, and the position is lost, or has no move at
/// all (a misère position with nothing left is won by the player to move, with no move).
fn check<P: Clone + Eq + Hash + std::fmt::Debug, F: Fn(&P) -> Vec<P>>(
    search: &mut Search<P, F>,
    position: &P,
    options: &[P],
    line: &str,
    after: impl FnOnce() -> P,
    what: &str,
) {
    let wins = search.first_player_wins(position);
    if line == "-" {
        assert!(
            !wins || options.is_empty(),
            "{what}: '-' printed on a won position {position:?}"
        );
        return;
    }
    assert!(
        wins,
        "{what}: a move printed on a lost position {position:?}: {line}"
    );
    let next = after();
    assert!(
        options.contains(&next),
        "{what}: {line} is no move from {position:?}"
    );
    assert!(
        !search.first_player_wins(&next),
        "{what}: {line} leaves {next:?}, not lost"
    );
}

/// A one-case piles problem (`n`, then the piles; or `T` cases of that) against its rules.
fn piles_problem<F: Fn(&Vec<u64>) -> Vec<Vec<u64>>>(
    name: &str,
    counted: bool,
    mut search: Search<Vec<u64>, F>,
    rules: impl Fn(&Vec<u64>) -> Vec<Vec<u64>>,
    max_len: usize,
    max_pile: u64,
) -> usize {
    let positions = multisets(max_len, max_pile);
    let mut checked = 0;
    for piles in &positions {
        let case = format!("{}\n{}\n", piles.len(), joined(piles));
        let input = if counted { format!("1\n{case}") } else { case };
        let out = lines(name, &input);
        let options = rules(piles);
        check(
            &mut search,
            piles,
            &options,
            &out[1],
            || after_pile_move(piles, &out[1]),
            name,
        );
        checked += 1;
    }
    checked
}

#[test]
fn nim_lasker_and_misere_moves() {
    let normal_any = || Search::normal(|p: &Vec<u64>| take_any(p));
    let misere_any = || Search::misere(|p: &Vec<u64>| take_any(p));
    let split = || Search::normal(|p: &Vec<u64>| take_or_split(p));
    let mut total = 0;
    total += piles_problem("split_piles", false, split(), |p| take_or_split(p), 4, 9);
    total += piles_problem("hdu3032", true, split(), |p| take_or_split(p), 4, 9);
    total += piles_problem("anti_nim", false, misere_any(), |p| take_any(p), 4, 9);
    total += piles_problem("luogu_p4279", true, misere_any(), |p| take_any(p), 4, 9);
    total += piles_problem("luogu_p2197", true, normal_any(), |p| take_any(p), 4, 9);
    assert_eq!(total, 5 * (10 + 55 + 220 + 715));
}

#[test]
fn subtraction_range_and_octal_moves() {
    let mut checked = 0;
    for set in [&[1u64, 3, 4][..], &[2, 5], &[2, 3, 7], &[1, 4]] {
        let search = Search::normal(|p: &Vec<u64>| take_exactly(set, p));
        for piles in multisets(3, 12) {
            let input = format!(
                "{}\n{}\n{}\n{}\n",
                set.len(),
                joined(set),
                piles.len(),
                joined(&piles)
            );
            let out = lines("subtraction_nim", &input);
            let mut s = Search::normal(|p: &Vec<u64>| take_exactly(set, p));
            let options = take_exactly(set, &piles);
            check(
                &mut s,
                &piles,
                &options,
                &out[1],
                || after_pile_move(&piles, &out[1]),
                "subtraction_nim",
            );
            checked += 1;
        }
        drop(search);
    }
    for (l, r) in [(1u64, 3u64), (2, 3), (3, 7), (2, 2)] {
        let set: Vec<u64> = (l..=r).collect();
        let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&set, p));
        for piles in multisets(3, 12) {
            let input = format!("{l} {r}\n{}\n{}\n", piles.len(), joined(&piles));
            let out = lines("range_nim", &input);
            let options = take_exactly(&set, &piles);
            check(
                &mut search,
                &piles,
                &options,
                &out[1],
                || after_pile_move(&piles, &out[1]),
                "range_nim",
            );
            checked += 1;
        }
    }
    let codes: &[(&str, &[u8])] = &[
        ("0.07", &[0, 0, 7]),
        ("0.137", &[0, 1, 3, 7]),
        ("0.77", &[0, 7, 7]),
        ("4.07", &[4, 0, 7]),
        ("0.6", &[0, 6]),
    ];
    for &(code, digits) in codes {
        let mut search = Search::normal(|p: &Vec<u64>| octal(digits, p));
        for piles in multisets(3, 9) {
            let input = format!("{code}\n{}\n{}\n", piles.len(), joined(&piles));
            let out = lines("octal_game", &input);
            let options: Vec<Vec<u64>> = octal(digits, &piles)
                .into_iter()
                .map(|mut p| {
                    p.retain(|&h| h > 0);
                    p
                })
                .collect();
            let nonempty: Vec<u64> = piles.iter().copied().filter(|&h| h > 0).collect();
            let after = || {
                let mut p = after_pile_move(&piles, &out[1]);
                p.retain(|&h| h > 0);
                p
            };
            check(&mut search, &nonempty, &options, &out[1], after, code);
            checked += 1;
        }
    }
    assert_eq!(checked, 4 * 559 + 4 * 559 + 5 * 285);
}

#[test]
fn single_pile_games_fibonacci_and_s_nim_moves() {
    let mut checked = 0;
    for m in 1..=10u64 {
        let set: Vec<u64> = (1..=m).collect();
        let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&set, p));
        for n in 0..=100u64 {
            let out = lines("hdu1846", &format!("1\n{n} {m}\n"));
            let options = take_exactly(&set, &[n]);
            check(
                &mut search,
                &vec![n],
                &options,
                &out[1],
                || after_pile_move(&[n], &out[1]),
                "hdu1846",
            );
            checked += 1;
        }
    }
    let powers: Vec<u64> = (0..10).map(|i| 1 << i).collect();
    let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&powers, p));
    for n in 0..=1000u64 {
        let out = lines("hdu1847", &format!("{n}\n"));
        let options = take_exactly(&powers, &[n]);
        check(
            &mut search,
            &vec![n],
            &options,
            &out[1],
            || after_pile_move(&[n], &out[1]),
            "hdu1847",
        );
        checked += 1;
    }
    let fib = [1u64, 2, 3, 5, 8, 13];
    let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&fib, p));
    for m in 0..=10u64 {
        for n in 0..=10 {
            for p in 1..=10 {
                let piles = [m, n, p];
                let out = lines("fibonacci_piles", &format!("{m} {n} {p}\n"));
                let mut sorted = piles.to_vec();
                sorted.sort_unstable();
                let options = take_exactly(&fib, &sorted);
                check(
                    &mut search,
                    &sorted,
                    &options,
                    &out[1],
                    || after_pile_move(&piles, &out[1]),
                    "fibonacci_piles",
                );
                checked += 1;
            }
        }
    }
    for set in [&[2u64, 5][..], &[1, 3, 4], &[3, 4, 7]] {
        let mut search = Search::normal(|p: &Vec<u64>| take_exactly(set, p));
        let positions = multisets(3, 10);
        let mut input = format!("{} {}\n{}\n", set.len(), joined(set), positions.len());
        for piles in &positions {
            input.push_str(&format!("{} {}\n", piles.len(), joined(piles)));
        }
        input.push_str("0\n");
        let out = lines("hdu1536", &input);
        for (piles, line) in positions.iter().zip(&out[1..]) {
            let options = take_exactly(set, piles);
            check(
                &mut search,
                piles,
                &options,
                line,
                || after_pile_move(piles, line),
                "hdu1536",
            );
            checked += 1;
        }
    }
    assert_eq!(
        checked,
        10 * 101 + 1001 + 11 * 11 * 10 + 3 * (11 + 66 + 286)
    );
}

#[test]
fn winning_move_counts_and_moves() {
    let mut search = Search::normal(|p: &Vec<u64>| take_any(p));
    let mut checked = 0;
    for piles in multisets(4, 9) {
        for name in ["poj2975", "hdu1850"] {
            let out = lines(name, &format!("{}\n{}\n0\n", piles.len(), joined(&piles)));
            let options = take_any(&piles);
            check(
                &mut search,
                &piles,
                &options,
                &out[1],
                || after_pile_move(&piles, &out[1]),
                name,
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 2 * (10 + 55 + 220 + 715));
}

#[test]
fn moore_moves_take_from_up_to_k_piles() {
    let mut checked = 0;
    for piles in multisets(5, 4) {
        for k in 1..=piles.len() {
            let mut search = Search::normal(|p: &Vec<u64>| take_from_up_to_k(k, p));
            let out = lines(
                "moore_nim",
                &format!("{} {k}\n{}\n", piles.len(), joined(&piles)),
            );
            let options = take_from_up_to_k(k, &piles);
            check(
                &mut search,
                &piles,
                &options,
                &out[1],
                || after_pile_move(&piles, &out[1]),
                "moore_nim",
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 5 + 2 * 15 + 3 * 35 + 4 * 70 + 5 * 126);
}

#[test]
fn staircase_and_chessmen_moves() {
    let mut search = Search::normal(|p: &Vec<u64>| staircase(p));
    let mut checked = 0;
    for len in 1..=4u32 {
        for code in 0..6u64.pow(len) {
            let steps: Vec<u64> = (0..len).map(|i| code / 6u64.pow(i) % 6).collect();
            let out = lines(
                "ladder_nim",
                &format!("{}\n{}\n", steps.len(), joined(&steps)),
            );
            let after = || {
                let n = numbers(&out[1]);
                let (c, from) = (n[0], n[1] as usize - 1);
                let mut next = steps.clone();
                next[from] -= c;
                if from > 0 {
                    next[from - 1] += c;
                }
                next
            };
            let options = staircase(&steps);
            check(&mut search, &steps, &options, &out[1], after, "ladder_nim");
            checked += 1;
        }
    }
    let mut search = Search::normal(|p: &Vec<u64>| slide_left(p));
    for mask in 1u32..1 << 12 {
        let cells: Vec<u64> = (1..=12).filter(|c| mask >> (c - 1) & 1 == 1).collect();
        if cells.len() > 5 {
            continue;
        }
        let listed: Vec<u64> = cells.iter().rev().copied().collect();
        let out = lines(
            "poj1704",
            &format!("1\n{}\n{}\n", cells.len(), joined(&listed)),
        );
        let after = || {
            let n = numbers(&out[1]);
            let mut next = cells.clone();
            let at = next
                .iter()
                .position(|&c| c == n[0])
                .expect("a chessman there");
            next[at] = n[1];
            next
        };
        let options = slide_left(&cells);
        check(&mut search, &cells, &options, &out[1], after, "poj1704");
        checked += 1;
    }
    assert_eq!(checked, 6 + 36 + 216 + 1296 + (12 + 66 + 220 + 495 + 792));
}

#[test]
fn flip_and_cross_moves() {
    let mut checked = 0;
    for n in 1..=10u32 {
        let mut search = Search::normal(|&w: &u32| flip(n, w));
        let mut input = format!("{n}\n{}\n", 1u32 << n);
        for white in 0..1u32 << n {
            let cells: Vec<u64> = (1..=n as u64)
                .filter(|x| white >> (x - 1) & 1 == 1)
                .collect();
            input.push_str(&format!("{} {}\n", cells.len(), joined(&cells)));
        }
        let out = lines("flip_grid", &input);
        for white in 0..1u32 << n {
            let line = &out[2 * white as usize + 1];
            let after = || {
                let v = numbers(line);
                let (x, k) = (v[0] as u32, v[1] as u32);
                (1..=k).fold(white, |w, j| w ^ 1 << (j * x - 1))
            };
            let options = flip(n, white);
            check(&mut search, &white, &options, line, after, "flip_grid");
            checked += 1;
        }
    }
    for n in 1..=20u32 {
        let mut search = Search::normal(|&c: &u32| if c == WON { Vec::new() } else { cross(n, c) });
        let out = lines("poj3537", &format!("{n}\n"));
        let after = || {
            let cell = numbers(&out[1])[0] as u32;
            cross(n, 0)[cell as usize - 1]
        };
        let options = cross(n, 0);
        check(&mut search, &0, &options, &out[1], after, "poj3537");
        checked += 1;
    }
    assert_eq!(checked, (1 << 11) - 2 + 20);
}

#[test]
fn coin_turning_moves() {
    // HDU 3537, Mock Turtles: every set of heads among 10 coins.
    let n = 10;
    let mut search = Search::normal(|&p: &u64| turn_coins(mock_turtles_sets, p, n));
    let mut input = String::new();
    for heads in 0..1u64 << n {
        let coins: Vec<u64> = (0..n as u64).filter(|&c| heads >> c & 1 == 1).collect();
        input.push_str(&format!("{}\n{}\n", coins.len(), joined(&coins)));
    }
    let out = lines("hdu3537", &input);
    for heads in 0..1u64 << n {
        let line = &out[2 * heads as usize + 1];
        let after = || {
            let turned = numbers(line);
            assert!(line.starts_with("turn coins ") && (1..=3).contains(&turned.len()));
            turned.iter().fold(heads, |p, &c| p ^ 1 << c)
        };
        let options = turn_coins(mock_turtles_sets, heads, n);
        check(&mut search, &heads, &options, line, after, "hdu3537");
    }

    // HDU 3404, Turning Corners: every set of lights on a 4 x 4 board (coordinates from 1).
    let (w, h) = (4u32, 4u32);
    let mut search = Search::normal(|&p: &u64| turn_corners(turtles_sets, turtles_sets, p, w, h));
    let mut input = format!("{}\n", 1 << (w * h));
    for lights in 0..1u64 << (w * h) {
        let on: Vec<u64> = (0..(w * h) as u64)
            .filter(|&c| lights >> c & 1 == 1)
            .collect();
        input.push_str(&format!("{}\n", on.len()));
        for c in on {
            input.push_str(&format!("{} {}\n", c % w as u64 + 1, c / w as u64 + 1));
        }
    }
    let out = lines("hdu3404", &input);
    for lights in 0..1u64 << (w * h) {
        let line = &out[2 * lights as usize + 1];
        let after = || {
            assert!(line.starts_with("switch the rectangle from ("), "{line}");
            let v = numbers(line);
            let (x1, y1, x2, y2) = (v[0], v[1], v[2], v[3]);
            assert!(x1 <= x2 && y1 <= y2, "{line}");
            let bit = |x: u64, y: u64| 1u64 << ((y - 1) * w as u64 + x - 1);
            // The corners, each once: a line or a cell has fewer.
            let mut corners = vec![(x1, y1), (x1, y2), (x2, y1), (x2, y2)];
            corners.sort_unstable();
            corners.dedup();
            corners.iter().fold(lights, |p, &(x, y)| p ^ bit(x, y))
        };
        let options = turn_corners(turtles_sets, turtles_sets, lights, w, h);
        check(&mut search, &lights, &options, line, after, "hdu3404");
    }
}

/// The edge a `cut edge K (U V)[ of tree T]` line names: `(T, K)` from 1 (T = 1 without
/// `of tree`), after checking its endpoints against `graphs`.
fn cut_named(line: &str, graphs: &[Vec<(u32, u32)>], first: u32) -> (usize, usize) {
    assert!(line.starts_with("cut edge "), "{line}");
    let n = numbers(line);
    let tree = if line.contains(" of tree ") {
        n[3] as usize
    } else {
        1
    };
    let (k, u, v) = (n[0] as usize, n[1] as u32, n[2] as u32);
    assert_eq!(graphs[tree - 1][k - 1], (u - first, v - first), "{line}");
    (tree, k)
}

#[test]
fn cuts_and_chessman_moves() {
    let mut rng = common::rng::Rng::new(24);
    let random_edges = |rng: &mut common::rng::Rng, n: u32, m: usize| -> Vec<(u32, u32)> {
        (0..m)
            .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
            .collect()
    };
    let mut checked = 0;
    // hackenbush: one graph, any edges.
    for _ in 0..1000 {
        let n = 1 + rng.below(6) as u32;
        let m = rng.below(11) as usize;
        let edges = random_edges(&mut rng, n, m);
        let lines_in = edges
            .iter()
            .map(|&(u, v)| format!("{u} {v}\n"))
            .collect::<String>();
        let out = lines("hackenbush", &format!("{n} {m}\n{lines_in}"));
        let mut search = Search::normal(|&p: &u64| cut_edge(&edges, 0, p));
        let all = grounded(&edges, 0, (1u64 << m) - 1);
        let after = || {
            let (_, k) = cut_named(&out[1], std::slice::from_ref(&edges), 0);
            assert!(
                all >> (k - 1) & 1 == 1,
                "{}: edge {k} is not in play",
                out[1]
            );
            grounded(&edges, 0, all & !(1 << (k - 1)))
        };
        let options = cut_edge(&edges, 0, all);
        check(&mut search, &all, &options, &out[1], after, "hackenbush");
        checked += 1;
    }
    // poj3710 (normal) and hdu3590 (misere): sums of graphs rooted at 1, trees for hdu3590.
    for name in ["poj3710", "hdu3590"] {
        for _ in 0..500 {
            let trees = 1 + rng.below(3) as usize;
            let sizes: Vec<u32> = (0..trees).map(|_| 1 + rng.below(5) as u32).collect();
            let graphs: Vec<Vec<(u32, u32)>> = sizes
                .iter()
                .map(|&n| {
                    if name == "hdu3590" {
                        (1..n).map(|v| (rng.below(v as u64) as u32, v)).collect()
                    } else {
                        let m = rng.below(5) as usize;
                        random_edges(&mut rng, n, m)
                    }
                })
                .collect();
            let mut input = format!("{trees}\n");
            let mut offsets = Vec::new();
            let mut all_edges = Vec::new();
            let mut vertex_offset = 0;
            for (g, &n) in graphs.iter().zip(&sizes) {
                if name == "hdu3590" {
                    input.push_str(&format!("{n}\n"));
                } else {
                    input.push_str(&format!("{n} {}\n", g.len()));
                }
                for &(u, v) in g {
                    input.push_str(&format!("{} {}\n", u + 1, v + 1));
                }
                offsets.push(all_edges.len());
                let at = |v: u32| if v == 0 { 0 } else { v + vertex_offset };
                all_edges.extend(g.iter().map(|&(u, v)| (at(u), at(v))));
                vertex_offset += n;
            }
            let out = lines(name, &input);
            let full = grounded(&all_edges, 0, (1u64 << all_edges.len()) - 1);
            let rules = |p: &u64| cut_edge(&all_edges, 0, *p);
            let mut search = if name == "hdu3590" {
                Search::misere(rules)
            } else {
                Search::normal(rules)
            };
            let after = || {
                let (tree, k) = cut_named(&out[1], &graphs, 1);
                let edge = offsets[tree - 1] + k - 1;
                assert!(full >> edge & 1 == 1, "{name}: {} is not in play", out[1]);
                grounded(&all_edges, 0, full & !(1 << edge))
            };
            let options = cut_edge(&all_edges, 0, full);
            check(&mut search, &full, &options, &out[1], after, name);
            checked += 1;
        }
    }
    // hdu3094: trees rooted at 1.
    for _ in 0..500 {
        let n = 1 + rng.below(10) as u32;
        let edges: Vec<(u32, u32)> = (1..n).map(|v| (rng.below(v as u64) as u32, v)).collect();
        let listed: String = edges
            .iter()
            .map(|&(u, v)| format!("{} {}\n", u + 1, v + 1))
            .collect();
        let out = lines("hdu3094", &format!("1\n{n}\n{listed}"));
        let all = (1u64 << edges.len()) - 1;
        let mut search = Search::normal(|&p: &u64| cut_edge(&edges, 0, p));
        let after = || {
            let (_, k) = cut_named(&out[1], std::slice::from_ref(&edges), 1);
            grounded(&edges, 0, all & !(1 << (k - 1)))
        };
        let options = cut_edge(&edges, 0, all);
        check(&mut search, &all, &options, &out[1], after, "hdu3094");
        checked += 1;
    }
    // hdu1524: chessmen on a DAG (edges from higher to lower vertex numbers).
    for _ in 0..100 {
        let n = 1 + rng.below(7) as usize;
        let successors: Vec<Vec<u32>> = (0..n)
            .map(|v| (0..v as u32).filter(|_| rng.below(2) == 0).collect())
            .collect();
        let mut input = format!("{n}\n");
        for s in &successors {
            input.push_str(&format!(
                "{} {}\n",
                s.len(),
                joined(&s.iter().map(|&x| u64::from(x)).collect::<Vec<_>>())
            ));
        }
        let mut queries = Vec::new();
        for _ in 0..10 {
            let m = 1 + rng.below(3) as usize;
            let tokens: Vec<u32> = (0..m).map(|_| rng.below(n as u64) as u32).collect();
            input.push_str(&format!(
                "{m} {}\n",
                joined(&tokens.iter().map(|&x| u64::from(x)).collect::<Vec<_>>())
            ));
            queries.push(tokens);
        }
        input.push_str("0\n");
        let out = lines("hdu1524", &input);
        let mut search = Search::normal(|p: &Vec<u32>| slide_token(&successors, p));
        for (q, tokens) in queries.iter().enumerate() {
            let mut sorted = tokens.clone();
            sorted.sort_unstable();
            let line = &out[2 * q + 1];
            let after = || {
                let v = numbers(line);
                let (from, to) = (v[0] as u32, v[1] as u32);
                let mut next = sorted.clone();
                let at = next
                    .iter()
                    .position(|&t| t == from)
                    .expect("a chessman there");
                next[at] = to;
                next.sort_unstable();
                next
            };
            let options = slide_token(&successors, &sorted);
            check(&mut search, &sorted, &options, line, after, "hdu1524");
            checked += 1;
        }
    }
    assert_eq!(checked, 1000 + 2 * 500 + 500 + 1000);
}

/// The output lines of `name` run with `--move --misere`.
fn misere_lines(name: &str, input: &str) -> Vec<String> {
    let modes = grundy::core::driver::Modes {
        moves: true,
        misere: true,
    };
    let out = (problem(name).solve_in)(input.as_bytes(), modes)
        .unwrap_or_else(|e| panic!("{name} rejected {input:?}: {e}"));
    out.lines().map(String::from).collect()
}

#[test]
fn misere_octal_and_subtraction_moves() {
    // Every sum of up to three heaps of at most 9, all cases of a game in one input: each
    // verdict is followed by its move line.
    let codes: &[(&str, &[u8])] = &[
        ("0.07", &[0, 0, 7]),
        ("0.77", &[0, 7, 7]),
        ("4.07", &[4, 0, 7]),
        ("0.75", &[0, 7, 5]),
        ("0.123", &[0, 1, 2, 3]),
    ];
    let mut checked = 0;
    for &(code, digits) in codes {
        let mut search = Search::misere(|p: &Vec<u64>| octal(digits, p));
        let positions = multisets(3, 9);
        let input: String = positions
            .iter()
            .map(|p| format!("{code}\n{}\n{}\n", p.len(), joined(p)))
            .collect();
        let out = misere_lines("octal_game", &input);
        assert_eq!(out.len(), 2 * positions.len());
        for (piles, pair) in positions.iter().zip(out.chunks(2)) {
            let strip = |mut p: Vec<u64>| {
                p.retain(|&h| h > 0);
                p
            };
            let options: Vec<Vec<u64>> = octal(digits, piles).into_iter().map(strip).collect();
            let after = || strip(after_pile_move(piles, &pair[1]));
            check(
                &mut search,
                &strip(piles.clone()),
                &options,
                &pair[1],
                after,
                code,
            );
            checked += 1;
        }
    }
    for set in [&[1u64, 2][..], &[2, 5], &[1, 3, 4]] {
        let mut search = Search::misere(|p: &Vec<u64>| take_exactly(set, p));
        let positions = multisets(3, 12);
        let input: String = positions
            .iter()
            .map(|p| format!("{} {}\n{} {}\n", set.len(), joined(set), p.len(), joined(p)))
            .collect();
        let out = misere_lines("subtraction_nim", &input);
        for (piles, pair) in positions.iter().zip(out.chunks(2)) {
            let options = take_exactly(set, piles);
            let after = || after_pile_move(piles, &pair[1]);
            check(
                &mut search,
                piles,
                &options,
                &pair[1],
                after,
                "subtraction_nim",
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 5 * 285 + 3 * 559);
}

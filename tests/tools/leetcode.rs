//! Function-shaped submissions (LeetCode): the two programs `tests/programs/leetcode_913.rs`
//! and `leetcode_1728.rs`, written against the library's public API as a contestant would,
//! checked against searches that know only the rules on random instances (and LeetCode's
//! examples, their own tests); then bundled: the file has no `fn main` and no `struct
//! Solution`, and with those two added back as a harness it compiles alone (edition 2024, and
//! 2021 with rustc 1.70 where installed) and answers as the library does.

use crate::common;

use common::rng::Rng;
use common::{bundled_in, compile_both, fixpoint, run};

#[path = "../programs/leetcode_1728.rs"]
mod leetcode_1728;
#[path = "../programs/leetcode_913.rs"]
mod leetcode_913;

/// A random undirected graph for LeetCode 913 on `n` nodes, as its constraints want it: no
/// loops, every node with a neighbour, every node with a neighbour other than the hole 0 (the
/// cat can always move).
fn cat_mouse_graph(rng: &mut Rng, n: usize) -> Vec<Vec<i32>> {
    loop {
        let mut graph = vec![Vec::new(); n];
        for a in 0..n {
            for b in a + 1..n {
                if rng.below(3) == 0 {
                    graph[a].push(b as i32);
                    graph[b].push(a as i32);
                }
            }
        }
        if graph.iter().all(|g| g.iter().any(|&b| b != 0)) {
            return graph;
        }
    }
}

/// LeetCode 913 by its rules alone: positions (mouse, cat, mouse to move) for every pair of
/// nodes, plus `CAT_WON` (the mouse stepped onto the cat: the cat, to move, has won; it moves
/// to `OVER`, which has no move). The game ends at the hole and where the two meet; the cat
/// may not enter the hole. The plain fixpoint: won, lost, or neither (a draw).
fn cat_mouse_by_rules(graph: &[Vec<i32>]) -> i32 {
    const CAT_WON: (usize, usize, bool) = (usize::MAX, 0, false);
    const OVER: (usize, usize, bool) = (usize::MAX, 1, true);
    let n = graph.len();
    let mut positions = vec![CAT_WON, OVER];
    for m in 0..n {
        for c in 0..n {
            positions.push((m, c, true));
            positions.push((m, c, false));
        }
    }
    let moves = |&(m, c, mouse_turn): &(usize, usize, bool)| -> Vec<(usize, usize, bool)> {
        if (m, c, mouse_turn) == CAT_WON {
            return vec![OVER];
        }
        if m == usize::MAX || m == 0 || m == c {
            return Vec::new();
        }
        if mouse_turn {
            graph[m]
                .iter()
                .map(|&to| {
                    if to as usize == c {
                        CAT_WON
                    } else {
                        (to as usize, c, false)
                    }
                })
                .collect()
        } else {
            graph[c]
                .iter()
                .filter(|&&to| to != 0)
                .map(|&to| (m, to as usize, true))
                .collect()
        }
    };
    match fixpoint(&positions, moves).get(&(1, 2, true)) {
        Some(true) => 1,
        Some(false) => 2,
        None => 0,
    }
}

/// A random grid for LeetCode 1728: at most 4 × 4, one `M`, `C` and `F` each.
fn cat_mouse_grid(rng: &mut Rng) -> Vec<String> {
    let (h, w) = (1 + rng.below(4) as usize, 1 + rng.below(4) as usize);
    if h * w < 3 {
        return cat_mouse_grid(rng);
    }
    let mut cells: Vec<u8> = (0..h * w)
        .map(|_| if rng.below(4) == 0 { b'#' } else { b'.' })
        .collect();
    let mut free: Vec<usize> = (0..h * w).collect();
    for mark in [b'M', b'C', b'F'] {
        let i = free.remove(rng.below(free.len() as u64) as usize);
        cells[i] = mark;
    }
    cells
        .chunks(w)
        .map(|row| String::from_utf8(row.to_vec()).unwrap())
        .collect()
}

/// LeetCode 1728 by its rules alone: positions (mouse cell, cat cell, mouse to move), plus
/// `CAT_WON` (the mouse jumped onto the cat) and `OVER`; the game ends where the two meet or
/// either is on the food. The plain fixpoint; a draw is the cat's. (The 1000 turns never
/// matter here: best play from a won position lasts fewer moves than there are positions, at
/// most 2 · 16² on these grids.)
fn cat_mouse_ii_by_rules(grid: &[String], cat_jump: i32, mouse_jump: i32) -> bool {
    const CAT_WON: (i32, i32, bool) = (-1, 0, false);
    const OVER: (i32, i32, bool) = (-1, 1, true);
    let rows: Vec<&[u8]> = grid.iter().map(|r| r.as_bytes()).collect();
    let (h, w) = (rows.len() as i32, rows[0].len() as i32);
    let at = |i: i32| rows[(i / w) as usize][(i % w) as usize];
    let find = |c: u8| (0..h * w).find(|&i| at(i) == c).unwrap();
    let (food, cat, mouse) = (find(b'F'), find(b'C'), find(b'M'));
    let jumps = |cell: i32, most: i32| {
        let mut to = vec![cell];
        for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            for k in 1..=most {
                let (r, c) = (cell / w + dr * k, cell % w + dc * k);
                if r < 0 || r >= h || c < 0 || c >= w || at(r * w + c) == b'#' {
                    break;
                }
                to.push(r * w + c);
            }
        }
        to
    };
    let mut positions = vec![CAT_WON, OVER];
    for m in 0..h * w {
        for c in 0..h * w {
            positions.push((m, c, true));
            positions.push((m, c, false));
        }
    }
    let moves = |&(m, c, mouse_turn): &(i32, i32, bool)| -> Vec<(i32, i32, bool)> {
        if (m, c, mouse_turn) == CAT_WON {
            return vec![OVER];
        }
        if m < 0 || m == c || m == food || c == food {
            return Vec::new();
        }
        if mouse_turn {
            jumps(m, mouse_jump)
                .into_iter()
                .map(|to| if to == c { CAT_WON } else { (to, c, false) })
                .collect()
        } else {
            jumps(c, cat_jump)
                .into_iter()
                .map(|to| (m, to, true))
                .collect()
        }
    };
    fixpoint(&positions, moves).get(&(mouse, cat, true)) == Some(&true)
}

/// `vec![…]` of a list of lists, as Rust source.
fn vec_source(graph: &[Vec<i32>]) -> String {
    let rows: Vec<String> = graph
        .iter()
        .map(|row| {
            let items: Vec<String> = row.iter().map(i32::to_string).collect();
            format!("vec![{}]", items.join(", "))
        })
        .collect();
    format!("vec![{}]", rows.join(", "))
}

/// The bundle of `tests/programs/NAME.rs` with `struct Solution;` and `main` (the harness
/// LeetCode supplies) added back, compiled alone; its output on the calls of `main`.
fn bundled_and_run(name: &str, calls: &[String]) -> String {
    let text = bundled_in(
        env!("CARGO_MANIFEST_DIR"),
        format!("tests/programs/{name}.rs"),
    );
    assert!(common::library_paths_are_the_bundles(&text), "{name}");
    assert!(text.contains("impl Solution"), "{name}");
    // The code, its comments aside (the program's own comments may name what they like).
    let code: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    for absent in [
        "fn main",
        "struct Solution",
        "#[cfg(test)]",
        "#[test]",
        "//!",
    ] {
        assert!(
            code.iter().all(|l| !l.contains(absent)),
            "{name}: the bundle has {absent}:\n{text}"
        );
    }
    assert!(text.len() <= 20 * 1024, "{name}: {} bytes", text.len());
    let prints: Vec<String> = calls
        .iter()
        .map(|c| format!("    println!(\"{{}}\", {c});\n"))
        .collect();
    // As LeetCode puts it: its declaration, the submission, then its main.
    let program = format!(
        "struct Solution;\n\n{text}\nfn main() {{\n{}}}\n",
        prints.concat()
    );
    let dir = std::env::temp_dir().join(format!("grundy-leetcode-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.rs"));
    std::fs::write(&file, program).unwrap();
    let exe = compile_both(&dir, name, &file);
    let out = run(exe.to_str().unwrap(), &[], b"");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success(), "{name}: the harness failed");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn leetcode_913_against_its_rules_and_bundled() {
    let mut rng = Rng::new(913);
    let mut seen = [0; 3];
    let mut calls = Vec::new();
    let mut want = String::new();
    for round in 0..300 {
        let n = 3 + rng.below(6) as usize;
        let graph = cat_mouse_graph(&mut rng, n);
        let answer = leetcode_913::Solution::cat_mouse_game(graph.clone());
        assert_eq!(answer, cat_mouse_by_rules(&graph), "{graph:?}");
        seen[answer as usize] += 1;
        if round < 40 {
            calls.push(format!("Solution::cat_mouse_game({})", vec_source(&graph)));
            want.push_str(&format!("{answer}\n"));
        }
    }
    assert!(seen.iter().all(|&count| count > 10), "{seen:?}");
    assert_eq!(bundled_and_run("leetcode_913", &calls), want);
}

#[test]
fn leetcode_1728_against_its_rules_and_bundled() {
    let mut rng = Rng::new(1728);
    let mut seen = [0; 2];
    let mut calls = Vec::new();
    let mut want = String::new();
    for round in 0..300 {
        let grid = cat_mouse_grid(&mut rng);
        let (cat_jump, mouse_jump) = (1 + rng.below(3) as i32, 1 + rng.below(3) as i32);
        let answer = leetcode_1728::Solution::can_mouse_win(grid.clone(), cat_jump, mouse_jump);
        let by_rules = cat_mouse_ii_by_rules(&grid, cat_jump, mouse_jump);
        assert_eq!(
            answer, by_rules,
            "{grid:?} cat {cat_jump} mouse {mouse_jump}"
        );
        seen[usize::from(answer)] += 1;
        if round < 40 {
            let rows: Vec<String> = grid
                .iter()
                .map(|r| format!("\"{r}\".to_string()"))
                .collect();
            calls.push(format!(
                "Solution::can_mouse_win(vec![{}], {cat_jump}, {mouse_jump})",
                rows.join(", ")
            ));
            want.push_str(&format!("{answer}\n"));
        }
    }
    assert!(seen.iter().all(|&count| count > 30), "{seen:?}");
    assert_eq!(bundled_and_run("leetcode_1728", &calls), want);
}

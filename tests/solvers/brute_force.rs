//! Every solver against the rules-only game-tree search of `brute`, on all small positions; and
//! the Sprague–Grundy theorem itself on sums of subtraction games.

use crate::brute;
use crate::common;

use brute::{
    cross, cut_edge, flip, grounded, mock_turtles_sets, octal, slide_left, slide_token, staircase,
    take_any, take_exactly, take_from_up_to_k, take_or_split, turn_coins, turn_corners,
    turtles_sets, Search, WON,
};
use common::rng::Rng;
use common::{joined, multisets, problem};

fn verdict(wins: bool) -> &'static str {
    if wins {
        "Yes\n"
    } else {
        "No\n"
    }
}

#[test]
fn subtraction_nim_on_every_small_set_and_position() {
    let mut checked = 0;
    for mask in 1u32..64 {
        let set: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
        if set.len() > 3 {
            continue;
        }
        let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&set, p));
        for piles in multisets(3, 12) {
            let input = format!(
                "{}\n{}\n{}\n{}\n",
                set.len(),
                joined(&set),
                piles.len(),
                joined(&piles)
            );
            let expected = verdict(search.first_player_wins(&piles));
            let actual = (problem("subtraction_nim").solve)(input.as_bytes()).unwrap();
            assert_eq!(actual, expected, "S = {set:?}, piles = {piles:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 41 * 559);
}

#[test]
fn fibonacci_piles_on_every_triple_up_to_15() {
    let fib = [1, 2, 3, 5, 8, 13];
    let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&fib, p));
    let mut input = String::new();
    let mut expected = String::new();
    let mut triples = Vec::new();
    for m in 0..=15u64 {
        for n in 0..=15 {
            for p in 0..=15 {
                if m + n + p == 0 {
                    continue;
                }
                input.push_str(&format!("{m} {n} {p}\n"));
                let mut piles = vec![m, n, p];
                piles.sort_unstable();
                expected.push_str(if search.first_player_wins(&piles) {
                    "Fibo\n"
                } else {
                    "Nacci\n"
                });
                triples.push((m, n, p));
            }
        }
    }
    input.push_str("0 0 0\n");
    let actual = (problem("fibonacci_piles").solve)(input.as_bytes()).unwrap();
    for ((got, want), triple) in actual.lines().zip(expected.lines()).zip(&triples) {
        assert_eq!(got, want, "piles {triple:?}");
    }
    assert_eq!(actual.lines().count(), 16 * 16 * 16 - 1);
}

#[test]
fn flip_grid_on_every_board_up_to_12_and_every_white_set() {
    for n in 1..=12u32 {
        let mut search = Search::normal(|&w: &u32| flip(n, w));
        let mut input = format!("{n}\n{}\n", 1u32 << n);
        let mut sets = Vec::new();
        for white in 0..1u32 << n {
            let cells: Vec<u64> = (1..=n as u64)
                .filter(|x| white >> (x - 1) & 1 == 1)
                .collect();
            input.push_str(&format!("{} {}\n", cells.len(), joined(&cells)));
            sets.push((white, cells));
        }
        let actual = (problem("flip_grid").solve)(input.as_bytes()).unwrap();
        for (line, (white, cells)) in actual.lines().zip(&sets) {
            let expected = verdict(search.first_player_wins(white)).trim_end();
            assert_eq!(line, expected, "n = {n}, white cells {cells:?}");
        }
        assert_eq!(actual.lines().count(), sets.len());
    }
}

/// Runs `solve` on every multiset of up to 3 piles of at most 8 against `search`.
fn against_piles<F: Fn(&Vec<u64>) -> Vec<Vec<u64>>>(
    name: &str,
    mut search: Search<Vec<u64>, F>,
    solve: fn(&[u8]) -> Result<String, grundy::core::scan::InputError>,
) {
    for piles in multisets(3, 8) {
        let input = format!("{}\n{}\n", piles.len(), joined(&piles));
        let expected = verdict(search.first_player_wins(&piles));
        assert_eq!(
            solve(input.as_bytes()).unwrap(),
            expected,
            "{name}, piles {piles:?}"
        );
    }
}

#[test]
fn split_piles_on_every_small_position() {
    against_piles(
        "split_piles",
        Search::normal(|p: &Vec<u64>| take_or_split(p)),
        problem("split_piles").solve,
    );
}

#[test]
fn anti_nim_on_every_small_position_in_misere_play() {
    against_piles(
        "anti_nim",
        Search::misere(|p: &Vec<u64>| take_any(p)),
        problem("anti_nim").solve,
    );
}

#[test]
fn ladder_nim_on_every_staircase_of_4_steps_and_3_stones() {
    let mut search = Search::normal(|p: &Vec<u64>| staircase(p));
    let mut checked = 0;
    for len in 1..=4u32 {
        for code in 0..4u64.pow(len) {
            let steps: Vec<u64> = (0..len).map(|i| code / 4u64.pow(i) % 4).collect();
            let input = format!("{}\n{}\n", steps.len(), joined(&steps));
            let expected = verdict(search.first_player_wins(&steps));
            let actual = (problem("ladder_nim").solve)(input.as_bytes()).unwrap();
            assert_eq!(actual, expected, "steps {steps:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 4 + 16 + 64 + 256);
}

/// The Sprague–Grundy theorem on sums: for random pairs of different subtraction games, the
/// search over the sum (a heap in each game; a move is a move in one of them) agrees with
/// `sg1 ^ sg2 != 0` computed by the library.
#[test]
fn sprague_grundy_theorem_on_sums_of_different_games() {
    use grundy::games::subtraction::{SubtractionSg, DEFAULT_BUDGET};
    let mut rng = Rng::new(0x5eed_0001);
    for _ in 0..40 {
        let random_set = |rng: &mut Rng| {
            let mut set: Vec<u64> = (0..1 + rng.below(3)).map(|_| 1 + rng.below(7)).collect();
            set.sort_unstable();
            set.dedup();
            set
        };
        let (a, b) = (random_set(&mut rng), random_set(&mut rng));
        let moves = |&(x, y): &(u64, u64)| {
            let mut out: Vec<(u64, u64)> =
                a.iter().filter(|&&s| s <= x).map(|&s| (x - s, y)).collect();
            out.extend(b.iter().filter(|&&s| s <= y).map(|&s| (x, y - s)));
            out
        };
        let mut search = Search::normal(moves);
        let as_usize = |set: &[u64]| set.iter().map(|&s| s as usize).collect::<Vec<_>>();
        let (mut ga, mut gb) = (
            SubtractionSg::new(&as_usize(&a)),
            SubtractionSg::new(&as_usize(&b)),
        );
        ga.ensure(40, DEFAULT_BUDGET).unwrap();
        gb.ensure(40, DEFAULT_BUDGET).unwrap();
        for x in 0..=40 {
            for y in 0..=40 {
                let by_theorem = ga.get(x).unwrap() ^ gb.get(y).unwrap() != 0;
                assert_eq!(
                    search.first_player_wins(&(x, y)),
                    by_theorem,
                    "A = {a:?} heap {x}, B = {b:?} heap {y}"
                );
            }
        }
    }
}

/// The answer lines of problem `name` on `input`.
fn answers(name: &str, input: &str) -> Vec<String> {
    let out = (problem(name).solve)(input.as_bytes())
        .unwrap_or_else(|e| panic!("{name} rejected its input: {e}"));
    out.lines().map(String::from).collect()
}

/// `T`, then every position as `n` and its piles: the T-case format of HDU 3032, Luogu P4279
/// and P2197.
fn counted_cases(positions: &[Vec<u64>]) -> String {
    let mut input = format!("{}\n", positions.len());
    for piles in positions {
        input.push_str(&format!("{}\n{}\n", piles.len(), joined(piles)));
    }
    input
}

/// Checks a T-case piles problem against `search` on every multiset of up to 3 piles of at
/// most 7, with the problem's answer words. Returns the positions checked.
fn t_cases_against<F: Fn(&Vec<u64>) -> Vec<Vec<u64>>>(
    name: &str,
    mut search: Search<Vec<u64>, F>,
    words: (&str, &str),
) -> usize {
    let positions = multisets(3, 7);
    let got = answers(name, &counted_cases(&positions));
    assert_eq!(got.len(), positions.len(), "{name}");
    for (line, piles) in got.iter().zip(&positions) {
        let want = if search.first_player_wins(piles) {
            words.0
        } else {
            words.1
        };
        assert_eq!(line, want, "{name}, piles {piles:?}");
    }
    positions.len()
}

#[test]
fn judge_formats_of_lasker_misere_and_plain_nim() {
    let checked = t_cases_against(
        "hdu3032",
        Search::normal(|p: &Vec<u64>| take_or_split(p)),
        ("Alice", "Bob"),
    );
    assert_eq!(checked, 8 + 36 + 120);
    t_cases_against(
        "luogu_p4279",
        Search::misere(|p: &Vec<u64>| take_any(p)),
        ("John", "Brother"),
    );
    t_cases_against(
        "luogu_p2197",
        Search::normal(|p: &Vec<u64>| take_any(p)),
        ("Yes", "No"),
    );
}

#[test]
fn winning_moves_counted_by_trying_every_move() {
    let mut search = Search::normal(|p: &Vec<u64>| take_any(p));
    // Ordered piles: the count is per pile, so order must not matter, and repeats count twice.
    let mut positions = Vec::new();
    for len in 1..=3u32 {
        for code in 0..9u64.pow(len) {
            positions.push(
                (0..len)
                    .map(|i| code / 9u64.pow(i) % 9)
                    .collect::<Vec<u64>>(),
            );
        }
    }
    let mut input = String::new();
    for piles in &positions {
        input.push_str(&format!("{}\n{}\n", piles.len(), joined(piles)));
    }
    input.push_str("0\n");
    for name in ["poj2975", "hdu1850"] {
        let got = answers(name, &input);
        assert_eq!(got.len(), positions.len());
        for (line, piles) in got.iter().zip(&positions) {
            let mut winning = 0;
            for i in 0..piles.len() {
                for left in 0..piles[i] {
                    let mut next = piles.clone();
                    next[i] = left;
                    next.sort_unstable();
                    winning += usize::from(!search.first_player_wins(&next));
                }
            }
            assert_eq!(line, &winning.to_string(), "{name}, piles {piles:?}");
        }
    }
    assert_eq!(positions.len(), 9 + 81 + 729);
}

#[test]
fn bash_game_and_powers_of_two_take_exactly_their_moves() {
    let mut cases = Vec::new();
    let mut expected = Vec::new();
    for m in 1..=8u64 {
        let set: Vec<u64> = (1..=m).collect();
        let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&set, p));
        for n in 0..=40u64 {
            cases.push(format!("{n} {m}"));
            let wins = search.first_player_wins(&vec![n]);
            expected.push(if wins { "first" } else { "second" });
        }
    }
    let input = format!("{}\n{}\n", cases.len(), cases.join("\n"));
    assert_eq!(answers("hdu1846", &input), expected);
    assert_eq!(cases.len(), 8 * 41);

    let powers: Vec<u64> = (0..10).map(|i| 1 << i).collect();
    let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&powers, p));
    let input: String = (0..=600).map(|n| format!("{n}\n")).collect();
    let expected: Vec<&str> = (0..=600u64)
        .map(|n| {
            if search.first_player_wins(&vec![n]) {
                "Kiki"
            } else {
                "Cici"
            }
        })
        .collect();
    assert_eq!(answers("hdu1847", &input), expected);
}

#[test]
fn s_nim_blocks_for_every_small_set() {
    let mut input = String::new();
    let mut expected = Vec::new();
    let positions = multisets(2, 9);
    let mut sets = 0;
    for mask in 1u32..64 {
        let set: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
        if set.len() > 3 {
            continue;
        }
        sets += 1;
        let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&set, p));
        input.push_str(&format!(
            "{} {}\n{}\n",
            set.len(),
            joined(&set),
            positions.len()
        ));
        let mut letters = String::new();
        for piles in &positions {
            input.push_str(&format!("{} {}\n", piles.len(), joined(piles)));
            letters.push(if search.first_player_wins(piles) {
                'W'
            } else {
                'L'
            });
        }
        expected.push(letters);
    }
    input.push_str("0\n");
    assert_eq!(answers("hdu1536", &input), expected);
    assert_eq!((sets, positions.len()), (41, 10 + 55));
}

#[test]
fn georgia_and_bob_by_moving_the_chessmen() {
    let mut search = Search::normal(|p: &Vec<u64>| slide_left(p));
    let mut positions = Vec::new();
    for mask in 1u32..1 << 9 {
        let cells: Vec<u64> = (1..=9).filter(|c| mask >> (c - 1) & 1 == 1).collect();
        if cells.len() <= 5 {
            positions.push(cells);
        }
    }
    let mut input = format!("{}\n", positions.len());
    for cells in &positions {
        // Listed in reverse: the solver must sort.
        let listed: Vec<u64> = cells.iter().rev().copied().collect();
        input.push_str(&format!("{}\n{}\n", cells.len(), joined(&listed)));
    }
    let got = answers("poj1704", &input);
    for (line, cells) in got.iter().zip(&positions) {
        let want = if search.first_player_wins(cells) {
            "Georgia will win"
        } else {
            "Bob will win"
        };
        assert_eq!(line, want, "chessmen at {cells:?}");
    }
    assert_eq!(got.len(), 381);
}

#[test]
fn crosses_and_crosses_on_real_strips() {
    for n in 1..=16u32 {
        let mut search = Search::normal(|&c: &u32| if c == WON { Vec::new() } else { cross(n, c) });
        let want = if search.first_player_wins(&0) {
            "1"
        } else {
            "2"
        };
        assert_eq!(answers("poj3537", &format!("{n}\n")), vec![want], "n = {n}");
    }
}

#[test]
fn moore_nim_by_taking_from_up_to_k_piles() {
    let mut checked = 0;
    for piles in multisets(4, 4) {
        for k in 1..=piles.len() {
            let mut search = Search::normal(|p: &Vec<u64>| take_from_up_to_k(k, p));
            let input = format!("{} {k}\n{}\n", piles.len(), joined(&piles));
            let want = if search.first_player_wins(&piles) {
                "Yes"
            } else {
                "No"
            };
            assert_eq!(
                answers("moore_nim", &input),
                vec![want],
                "k = {k}, piles {piles:?}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 5 + 2 * 15 + 3 * 35 + 4 * 70);
}

#[test]
fn range_nim_by_taking_between_l_and_r() {
    let mut checked = 0;
    for l in 1..=4u64 {
        for r in l..=6 {
            let set: Vec<u64> = (l..=r).collect();
            let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&set, p));
            for piles in multisets(3, 12) {
                let input = format!("{l} {r}\n{}\n{}\n", piles.len(), joined(&piles));
                let want = if search.first_player_wins(&piles) {
                    "Yes"
                } else {
                    "No"
                };
                assert_eq!(
                    answers("range_nim", &input),
                    vec![want],
                    "l {l} r {r} {piles:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 18 * 559);
}

#[test]
fn octal_games_by_taking_runs_from_rows() {
    // Digits d_0, d_1, … of each code.
    let codes: &[(&str, &[u8])] = &[
        ("0.07", &[0, 0, 7]),
        ("0.137", &[0, 1, 3, 7]),
        ("0.77", &[0, 7, 7]),
        ("4.07", &[4, 0, 7]),
        ("0.6", &[0, 6]),
        ("4.", &[4]),
    ];
    let positions = multisets(3, 9);
    for &(code, digits) in codes {
        let mut search = Search::normal(|p: &Vec<u64>| octal(digits, p));
        for rows in &positions {
            let input = format!("{code}\n{}\n{}\n", rows.len(), joined(rows));
            let want = if search.first_player_wins(rows) {
                "Yes"
            } else {
                "No"
            };
            assert_eq!(
                answers("octal_game", &input),
                vec![want],
                "{code} on {rows:?}"
            );
        }
    }
    assert_eq!(positions.len(), 10 + 55 + 220);
}

#[test]
fn mock_turtles_and_switch_lights_in_their_judges_formats() {
    // HDU 3537: every set of heads among 10 coins (numbered from 0), each listed in a shuffled
    // order and some twice (a coin listed twice is one head).
    let n = 10;
    let mut search = Search::normal(|&p: &u64| turn_coins(mock_turtles_sets, p, n));
    let mut rng = Rng::new(3537);
    let mut input = String::new();
    for heads in 0..1u64 << n {
        let mut coins: Vec<u64> = (0..n as u64).filter(|&c| heads >> c & 1 == 1).collect();
        if !coins.is_empty() && rng.below(3) == 0 {
            coins.push(coins[rng.below(coins.len() as u64) as usize]);
        }
        for i in (1..coins.len()).rev() {
            coins.swap(i, rng.below(i as u64 + 1) as usize);
        }
        input.push_str(&format!("{}\n{}\n", coins.len(), joined(&coins)));
    }
    let got = answers("hdu3537", &input);
    assert_eq!(got.len(), 1 << n);
    for (heads, line) in got.iter().enumerate() {
        let losable = !search.first_player_wins(&(heads as u64));
        assert_eq!(line == "Yes", losable, "heads {heads:#b}");
    }

    // HDU 3404: every set of lights on a 4 x 4 board (coordinates from 1), in any order.
    let (w, h) = (4, 4);
    let mut search = Search::normal(|&p: &u64| turn_corners(turtles_sets, turtles_sets, p, w, h));
    let mut input = format!("{}\n", 1 << (w * h));
    for lights in 0..1u64 << (w * h) {
        let on: Vec<(u64, u64)> = (0..(w * h) as u64)
            .filter(|&c| lights >> c & 1 == 1)
            .map(|c| (c % w as u64 + 1, c / w as u64 + 1))
            .rev()
            .collect();
        input.push_str(&format!("{}\n", on.len()));
        for (x, y) in on {
            input.push_str(&format!("{x} {y}\n"));
        }
    }
    let got = answers("hdu3404", &input);
    assert_eq!(got.len(), 1 << (w * h));
    for (lights, line) in got.iter().enumerate() {
        let wins = search.first_player_wins(&(lights as u64));
        assert_eq!(line == "Have a try, lxhgww.", wins, "lights {lights:#b}");
    }
}

/// A random multigraph on `n` vertices with `m` edges, loops and repeats included.
fn random_edges(rng: &mut Rng, n: u32, m: usize) -> Vec<(u32, u32)> {
    (0..m)
        .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
        .collect()
}

/// A random tree on `0..n` (each vertex after 0 hangs from an earlier one), edges shuffled
/// and turned either way.
fn random_tree(rng: &mut Rng, n: u32) -> Vec<(u32, u32)> {
    let mut edges: Vec<(u32, u32)> = (1..n)
        .map(|v| {
            let p = rng.below(v as u64) as u32;
            if rng.below(2) == 0 {
                (p, v)
            } else {
                (v, p)
            }
        })
        .collect();
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.below(i as u64 + 1) as usize);
    }
    edges
}

/// `edges` as input lines, each vertex plus `first`.
fn edge_lines(edges: &[(u32, u32)], first: u32) -> String {
    edges
        .iter()
        .map(|&(u, v)| format!("{} {}\n", u + first, v + first))
        .collect()
}

/// Several rooted graphs as one: their roots (vertex 0 of each) merged into one ground, 0.
/// A part cut off from its own root cannot reach another graph but through the root, so the
/// merged graph is the sum of the graphs.
fn merged(graphs: &[Vec<(u32, u32)>], sizes: &[u32]) -> Vec<(u32, u32)> {
    let mut offset = 0;
    let mut all = Vec::new();
    for (g, &n) in graphs.iter().zip(sizes) {
        let at = |v: u32| if v == 0 { 0 } else { v + offset };
        all.extend(g.iter().map(|&(u, v)| (at(u), at(v))));
        offset += n;
    }
    all
}

/// ARC168 B: for every multiset of up to 4 heaps in 1..=6, the answer against a search of
/// Nim with moves of 1 to k for every k up to the largest heap (from there on it is Nim).
#[test]
fn arbitrary_nim_by_trying_every_cap() {
    // Heaps are at least 1 in the statement.
    let all = multisets(4, 6).into_iter().filter(|h| !h.contains(&0));
    for heaps in all {
        let most = *heaps.iter().max().unwrap();
        let wins = |k: u64| {
            let moves = |p: &Vec<u64>| take_exactly(&(1..=k).collect::<Vec<_>>(), p);
            Search::normal(moves).first_player_wins(&heaps)
        };
        let expected = if wins(most) {
            "-1".to_string()
        } else {
            (1..most).rev().find(|&k| wins(k)).unwrap_or(0).to_string()
        };
        let input = format!("{}\n{}\n", heaps.len(), joined(&heaps));
        assert_eq!(answers("arc168b", &input), vec![expected], "{heaps:?}");
    }
}

/// POI 2009 Pebbles: every nondecreasing row of up to 4 piles below 6 against a search of
/// the moves (fewer pebbles on one pile, the row still nondecreasing); `--move` leaves a lost
/// row.
#[test]
fn pebbles_in_nondecreasing_rows() {
    fn moves(row: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..row.len() {
            let low = if i == 0 { 0 } else { row[i - 1] };
            for v in low..row[i] {
                let mut next = row.to_vec();
                next[i] = v;
                out.push(next);
            }
        }
        out
    }
    let mut rows: Vec<Vec<u64>> = vec![Vec::new()];
    let mut all = Vec::new();
    for _ in 0..4 {
        let mut longer = Vec::new();
        for r in &rows {
            for v in r.last().copied().unwrap_or(0)..6 {
                let mut next = r.clone();
                next.push(v);
                longer.push(next);
            }
        }
        all.extend(longer.iter().cloned());
        rows = longer;
    }
    let mut input = format!("{}\n", all.len());
    for r in &all {
        input.push_str(&format!("{}\n{}\n", r.len(), joined(r)));
    }
    let verdicts = answers("luogu_p3480", &input);
    let moved = (problem("luogu_p3480").solve_moves)(input.as_bytes()).unwrap();
    let moved: Vec<&str> = moved.lines().collect();
    let mut search = Search::normal(|r: &Vec<u64>| moves(r));
    for (i, r) in all.iter().enumerate() {
        let wins = search.first_player_wins(r);
        assert_eq!(verdicts[i], if wins { "TAK" } else { "NIE" }, "{r:?}");
        let line = moved[2 * i + 1];
        if wins {
            let nums: Vec<u64> = line.split(' ').filter_map(|w| w.parse().ok()).collect();
            let (x, pile) = (nums[0], nums[1] as usize - 1);
            let mut after = r.clone();
            after[pile] -= x;
            assert!(moves(r).contains(&after), "{r:?}: {line}");
            assert!(!search.first_player_wins(&after), "{r:?}: {line}");
        } else {
            assert_eq!(line, "-");
        }
    }
}

/// SPOJ COT3: a move blackens the path from a white vertex to the root (vertex 0 here, 1 in
/// the input); every winning first vertex, or -1, against a search over sets of white
/// vertices on random trees of up to 9 vertices in random colourings.
#[test]
fn combat_on_a_tree_every_winning_first_vertex() {
    let mut rng = Rng::new(11414);
    for round in 0..600 {
        let n = 1 + rng.below(9) as u32;
        let edges = random_tree(&mut rng, n);
        let white: u32 = rng.below(1 << n) as u32;
        // Each vertex's path to the root, as a mask, found by walking out from the root.
        let mut path = vec![0u32; n as usize];
        path[0] = 1;
        let mut done = 1u32;
        while done != (1 << n) - 1 {
            for &(a, b) in &edges {
                for (u, v) in [(a, b), (b, a)] {
                    if done >> u & 1 == 1 && done >> v & 1 == 0 {
                        path[v as usize] = path[u as usize] | 1 << v;
                        done |= 1 << v;
                    }
                }
            }
        }
        let moves = |&w: &u32| -> Vec<u32> {
            (0..n)
                .filter(|&u| w >> u & 1 == 1)
                .map(|u| w & !path[u as usize])
                .collect()
        };
        let mut search = Search::normal(moves);
        let winning: Vec<String> = (0..n)
            .filter(|&u| {
                white >> u & 1 == 1 && !search.first_player_wins(&(white & !path[u as usize]))
            })
            .map(|u| (u + 1).to_string())
            .collect();
        let expected = if winning.is_empty() {
            vec!["-1".to_string()]
        } else {
            winning
        };
        let colours: Vec<u32> = (0..n).map(|u| 1 - (white >> u & 1)).collect();
        let input = format!(
            "{n}\n{}\n{}",
            colours
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            edge_lines(&edges, 1)
        );
        assert_eq!(
            answers("spoj_cot3", &input),
            expected,
            "round {round}: {input}"
        );
    }
}

#[test]
fn hackenbush_games_by_cutting_edges() {
    let mut rng = Rng::new(3094);
    // Our hackenbush: any graph on up to 6 vertices with up to 10 edges.
    let mut input_count = 0;
    for round in 0..400 {
        let n = 1 + rng.below(6) as u32;
        let m = rng.below(11) as usize;
        let edges = random_edges(&mut rng, n, m);
        let all = grounded(&edges, 0, (1 << m) - 1);
        let wins = Search::normal(|&p: &u64| cut_edge(&edges, 0, p)).first_player_wins(&all);
        let input = format!("{n} {m}\n{}", edge_lines(&edges, 0));
        assert_eq!(
            answers("hackenbush", &input),
            vec![verdict(wins).trim()],
            "round {round}: {input}"
        );
        input_count += 1;
    }
    // HDU 3094: trees rooted at 1, in T cases; HDU 3590: forests of trees, misère.
    let mut input = String::from("300\n");
    let mut expected = Vec::new();
    for _ in 0..300 {
        let n = 1 + rng.below(10) as u32;
        let edges = random_tree(&mut rng, n);
        let all = (1u64 << edges.len()) - 1;
        let wins = Search::normal(|&p: &u64| cut_edge(&edges, 0, p)).first_player_wins(&all);
        input.push_str(&format!("{n}\n{}", edge_lines(&edges, 1)));
        expected.push(if wins { "Alice" } else { "Bob" });
    }
    assert_eq!(answers("hdu3094", &input), expected);
    // AGC017 D: the same game, one tree of at least 2 vertices a run.
    for round in 0..300 {
        let n = 2 + rng.below(9) as u32;
        let edges = random_tree(&mut rng, n);
        let all = (1u64 << edges.len()) - 1;
        let wins = Search::normal(|&p: &u64| cut_edge(&edges, 0, p)).first_player_wins(&all);
        let input = format!("{n}\n{}", edge_lines(&edges, 1));
        let want = if wins { "Alice" } else { "Bob" };
        assert_eq!(
            answers("agc017d", &input),
            vec![want],
            "round {round}: {input}"
        );
    }
    let (mut input, mut expected) = (String::new(), Vec::new());
    for _ in 0..300 {
        let trees = 1 + rng.below(3) as usize;
        let sizes: Vec<u32> = (0..trees).map(|_| 1 + rng.below(5) as u32).collect();
        let graphs: Vec<Vec<(u32, u32)>> =
            sizes.iter().map(|&n| random_tree(&mut rng, n)).collect();
        let all_edges = merged(&graphs, &sizes);
        let all = (1u64 << all_edges.len()) - 1;
        let wins = Search::misere(|&p: &u64| cut_edge(&all_edges, 0, p)).first_player_wins(&all);
        input.push_str(&format!("{trees}\n"));
        for (g, n) in graphs.iter().zip(&sizes) {
            input.push_str(&format!("{n}\n{}", edge_lines(g, 1)));
        }
        expected.push(if wins { "PP" } else { "QQ" });
    }
    assert_eq!(answers("hdu3590", &input), expected);
    // POJ 3710: sums of any graphs (cycles, loops, repeats) rooted at 1.
    let (mut input, mut expected) = (String::new(), Vec::new());
    for _ in 0..300 {
        let trees = 1 + rng.below(3) as usize;
        let sizes: Vec<u32> = (0..trees).map(|_| 1 + rng.below(4) as u32).collect();
        let graphs: Vec<Vec<(u32, u32)>> = sizes
            .iter()
            .map(|&n| {
                let m = rng.below(5) as usize;
                random_edges(&mut rng, n, m)
            })
            .collect();
        let all_edges = merged(&graphs, &sizes);
        let all = grounded(&all_edges, 0, (1u64 << all_edges.len()) - 1);
        let wins = Search::normal(|&p: &u64| cut_edge(&all_edges, 0, p)).first_player_wins(&all);
        input.push_str(&format!("{trees}\n"));
        for (g, n) in graphs.iter().zip(&sizes) {
            input.push_str(&format!("{n} {}\n{}", g.len(), edge_lines(g, 1)));
        }
        expected.push(if wins { "Sally" } else { "Harry" });
    }
    assert_eq!(answers("poj3710", &input), expected);
    assert_eq!(input_count, 400);
}

#[test]
fn chessmen_on_random_dags() {
    let mut rng = Rng::new(1524);
    let mut input = String::new();
    let mut expected = Vec::new();
    for _ in 0..60 {
        // Edges only from a higher rank to a lower one, vertices relabelled: acyclic.
        let n = 1 + rng.below(7) as usize;
        let mut label: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut successors = vec![Vec::new(); n];
        for rank in 0..n {
            for lower in 0..rank {
                if rng.below(3) == 0 {
                    successors[label[rank] as usize].push(label[lower]);
                }
            }
        }
        input.push_str(&format!("{n}\n"));
        for s in &successors {
            let listed: Vec<String> = s.iter().map(|v| v.to_string()).collect();
            input.push_str(&format!("{} {}\n", s.len(), listed.join(" ")));
        }
        let mut search = Search::normal(|p: &Vec<u32>| slide_token(&successors, p));
        for _ in 0..6 {
            let m = 1 + rng.below(3) as usize;
            let mut tokens: Vec<u32> = (0..m).map(|_| rng.below(n as u64) as u32).collect();
            let listed: Vec<String> = tokens.iter().map(|v| v.to_string()).collect();
            input.push_str(&format!("{m} {}\n", listed.join(" ")));
            tokens.sort_unstable();
            expected.push(if search.first_player_wins(&tokens) {
                "WIN"
            } else {
                "LOSE"
            });
        }
        input.push_str("0\n");
    }
    assert_eq!(answers("hdu1524", &input), expected);
}

/// The answer lines of `name` in misère play (`--misere`).
fn misere_answers(name: &str, input: &str) -> Vec<String> {
    let modes = grundy::core::driver::Modes {
        moves: false,
        misere: true,
    };
    let out = (problem(name).solve_in)(input.as_bytes(), modes)
        .unwrap_or_else(|e| panic!("{name} --misere rejected its input: {e}"));
    out.lines().map(String::from).collect()
}

/// Every sum of up to three heaps of at most 9 and 150 random sums of four to ten heaps of at
/// most 6, the positions of one game.
fn misere_positions(rng: &mut Rng) -> Vec<Vec<u64>> {
    let mut positions = multisets(3, 9);
    for _ in 0..150 {
        let len = rng.between(4, 10) as usize;
        positions.push((0..len).map(|_| rng.between(0, 6)).collect());
    }
    positions
}

#[test]
fn misere_octal_games_answer_as_the_rules_search() {
    // The codes the README names and more, taking runs from rows; every case of every code
    // in one input, so the quotients are found, kept and met again across cases.
    let codes: &[(&str, &[u8])] = &[
        ("0.07", &[0, 0, 7]),
        ("0.137", &[0, 1, 3, 7]),
        ("0.77", &[0, 7, 7]),
        ("4.07", &[4, 0, 7]),
        ("0.75", &[0, 7, 5]),
        ("0.123", &[0, 1, 2, 3]),
        ("4.7", &[4, 7]),
        ("0.6", &[0, 6]),
    ];
    let mut rng = Rng::new(43);
    let (mut input, mut want) = (String::new(), Vec::new());
    let mut won = 0;
    for &(code, digits) in codes {
        let mut search = Search::misere(|p: &Vec<u64>| octal(digits, p));
        for rows in misere_positions(&mut rng) {
            input.push_str(&format!("{code}\n{}\n{}\n", rows.len(), joined(&rows)));
            let nonempty: Vec<u64> = rows.iter().copied().filter(|&h| h > 0).collect();
            let wins = search.first_player_wins(&nonempty);
            won += usize::from(wins);
            want.push(verdict(wins).trim_end().to_string());
        }
    }
    // Both outcomes occur often, so the comparison cannot pass on one word.
    assert!(won > want.len() / 10 && won < want.len() * 9 / 10, "{won}");
    assert_eq!(misere_answers("octal_game", &input), want);
}

#[test]
fn misere_subtraction_games_answer_as_the_rules_search() {
    let sets: &[&[u64]] = &[&[1], &[1, 2], &[2, 5], &[1, 3, 4], &[2, 3, 7], &[1, 4, 40]];
    let mut rng = Rng::new(893);
    let (mut input, mut want) = (String::new(), Vec::new());
    for &set in sets {
        let mut search = Search::misere(|p: &Vec<u64>| take_exactly(set, p));
        for piles in misere_positions(&mut rng) {
            input.push_str(&format!(
                "{}\n{}\n{}\n{}\n",
                set.len(),
                joined(set),
                piles.len(),
                joined(&piles)
            ));
            want.push(
                verdict(search.first_player_wins(&piles))
                    .trim_end()
                    .to_string(),
            );
        }
    }
    assert_eq!(misere_answers("subtraction_nim", &input), want);
}

#[test]
fn several_cases_answer_as_each_alone_in_normal_play() {
    let mut rng = Rng::new(7);
    let (mut input, mut want) = (String::new(), Vec::new());
    for code in ["0.07", "0.77", "0.07", "4.07", "0.137", "0.137"] {
        let rows: Vec<u64> = (0..rng.between(1, 5)).map(|_| rng.between(0, 60)).collect();
        let case = format!("{code}\n{}\n{}\n", rows.len(), joined(&rows));
        want.extend(answers("octal_game", &case));
        input.push_str(&case);
    }
    assert_eq!(answers("octal_game", &input), want);
    let one = "2\n2 5\n3\n2 4 7\n";
    assert_eq!(answers("subtraction_nim", &one.repeat(3)), ["Yes"; 3]);
}

/// AGC010 F: 300 random trees of 2 to 7 vertices holding 0 to 3 stones each, every start
/// against a search of the rules (take a stone under the piece, move it to a neighbour).
#[test]
fn tree_game_against_a_search_of_the_rules() {
    let mut rng = Rng::new(0xa9c0_10f0);
    for round in 0..300 {
        let n = 2 + rng.below(6) as u32;
        let edges = random_tree(&mut rng, n);
        let stones: Vec<u64> = (0..n).map(|_| rng.below(4)).collect();
        let mut adjacent = vec![Vec::new(); n as usize];
        for &(u, v) in &edges {
            adjacent[u as usize].push(v as usize);
            adjacent[v as usize].push(u as usize);
        }
        // A position: the piece's vertex and the stones left; a move takes a stone under
        // the piece and moves it.
        let mut search = Search::normal(|(at, left): &(usize, Vec<u64>)| {
            if left[*at] == 0 {
                return Vec::new();
            }
            let mut after = left.clone();
            after[*at] -= 1;
            adjacent[*at].iter().map(|&u| (u, after.clone())).collect()
        });
        let winning: Vec<String> = (0..n as usize)
            .filter(|&v| search.first_player_wins(&(v, stones.clone())))
            .map(|v| (v + 1).to_string())
            .collect();
        let input = format!("{n}\n{}\n{}", joined(&stones), edge_lines(&edges, 1));
        assert_eq!(
            answers("agc010f", &input),
            vec![winning.join(" ")],
            "round {round}: {input}"
        );
    }
}

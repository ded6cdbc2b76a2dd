//! The problems whose positions are not heaps (pairs, bitmasks, hands of cards, words) and
//! the games that can loop, against searches that know only the rules, on random inputs in
//! their judges' formats: every answer is the search's, every `--move` is a real move that
//! leaves the opponent a lost position (a drawn one when the game is a draw), and `-` comes
//! only where every move loses.

use crate::brute;
use crate::common;

use brute::{loopy_labels, Label, Search};
use common::rng::Rng;
use common::{joined, problem};

/// The output lines of `name` on `input`, with `--move` if `moves`.
fn lines(name: &str, input: &str, moves: bool) -> Vec<String> {
    let p = problem(name);
    let solve = if moves { p.solve_moves } else { p.solve };
    let out = solve(input.as_bytes()).unwrap_or_else(|e| panic!("{name} rejected {input:?}: {e}"));
    out.lines().map(String::from).collect()
}

/// The numbers in a line, in order.
fn numbers(line: &str) -> Vec<u64> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

fn word(label: Label, words: [&str; 3]) -> &str {
    match label {
        Label::Win => words[0],
        Label::Lose => words[1],
        Label::Draw => words[2],
    }
}

/// What a move must leave: a Lose position from a Win one, a Draw from a Draw.
fn check_loopy_move(from: Label, after: Option<Label>, line: &str, what: &str) {
    match from {
        Label::Lose => assert_eq!(line, "-", "{what}"),
        Label::Win => assert_eq!(after, Some(Label::Lose), "{what}: {line}"),
        Label::Draw => assert_eq!(after, Some(Label::Draw), "{what}: {line}"),
    }
}

#[test]
fn loopy_tokens_on_graphs_with_cycles() {
    let mut rng = Rng::new(31);
    let mut seen = [0; 3];
    for round in 0..1500 {
        let n = 1 + rng.below(6);
        let m = rng.below(11);
        let edges: Vec<(u64, u64)> = (0..m).map(|_| (rng.below(n), rng.below(n))).collect();
        let k = 1 + rng.below(if round % 3 == 0 { 1 } else { 3 });
        let tokens: Vec<u64> = (0..k).map(|_| rng.below(n)).collect();
        let text: Vec<String> = edges.iter().map(|e| format!("{} {}", e.0, e.1)).collect();
        let input = format!("{n} {m}\n{}\n{k}\n{}\n", text.join("\n"), joined(&tokens));
        let moves = |p: &Vec<u64>| {
            let mut out = Vec::new();
            for i in 0..p.len() {
                for &(u, v) in &edges {
                    if u == p[i] {
                        let mut q = p.clone();
                        q[i] = v;
                        q.sort_unstable();
                        out.push(q);
                    }
                }
            }
            out
        };
        let mut start = tokens.clone();
        start.sort_unstable();
        let labels = loopy_labels(&start, moves);
        let out = lines("loopy", &input, true);
        let what = format!("loopy on {input:?}");
        assert_eq!(
            out[0],
            word(labels[&start], ["Win", "Lose", "Draw"]),
            "{what}"
        );
        let after = (out[1] != "-").then(|| {
            let (i, rest) = out[1]
                .strip_prefix("token ")
                .and_then(|r| r.split_once(": "))
                .unwrap_or_else(|| panic!("{what}: {}", out[1]));
            let i: usize = i.parse::<usize>().unwrap() - 1;
            let (u, v) = rest.split_once(" -> ").unwrap();
            let (u, v): (u64, u64) = (u.parse().unwrap(), v.parse().unwrap());
            assert_eq!(tokens[i], u, "{what}");
            assert!(edges.contains(&(u, v)), "{what}: no edge {u} -> {v}");
            let mut q = tokens.clone();
            q[i] = v;
            q.sort_unstable();
            labels[&q]
        });
        check_loopy_move(labels[&start], after, &out[1], &what);
        seen[labels[&start] as usize] += 1;
    }
    // Every outcome is met often, with one token and with several.
    assert!(seen.iter().all(|&count| count > 150), "{seen:?}");
}

#[test]
fn abc209e_word_chains_with_repeats() {
    let mut rng = Rng::new(209);
    let mut seen = [0; 3];
    for _ in 0..600 {
        let n = 1 + rng.below(6);
        let words: Vec<String> = (0..n)
            .map(|_| {
                let len = rng.between(3, 5);
                (0..len)
                    .map(|_| ['a', 'b', 'B'][rng.below(3) as usize])
                    .collect()
            })
            .collect();
        let input = format!("{n}\n{}\n", words.join("\n"));
        // A position: the last three letters, the player to move must start with them.
        let moves = |last: &String| -> Vec<String> {
            let mut out: Vec<String> = words
                .iter()
                .filter(|w| w.starts_with(last.as_str()))
                .map(|w| w[w.len() - 3..].to_string())
                .collect();
            out.sort();
            out.dedup();
            out
        };
        let out = lines("abc209e", &input, true);
        for (i, w) in words.iter().enumerate() {
            let start = w[w.len() - 3..].to_string();
            let labels = loopy_labels(&start, moves);
            // The position is Aoki's: his Win is Takahashi's loss.
            let want = word(labels[&start], ["Aoki", "Takahashi", "Draw"]);
            assert_eq!(out[2 * i], want, "{input:?} word {i}");
            let reply = &out[2 * i + 1];
            let after = reply.strip_prefix("say ").map(|said| {
                assert!(words.iter().any(|w| w == said), "{input:?}: {reply}");
                assert!(said.starts_with(start.as_str()), "{input:?}: {reply}");
                labels[&said[said.len() - 3..].to_string()]
            });
            check_loopy_move(labels[&start], after, reply, &format!("{input:?} word {i}"));
            seen[labels[&start] as usize] += 1;
        }
    }
    assert!(seen.iter().all(|&count| count > 100), "{seen:?}");
}

#[test]
fn cf786a_every_start_and_every_step() {
    let mut rng = Rng::new(786);
    let mut seen = [0; 3];
    for _ in 0..400 {
        let n = rng.between(2, 9);
        let set = |rng: &mut Rng| {
            let mut s: Vec<u64> = (0..rng.between(1, n - 1))
                .map(|_| rng.between(1, n - 1))
                .collect();
            s.sort_unstable();
            s.dedup();
            s
        };
        let sets = [set(&mut rng), set(&mut rng)];
        let input = format!(
            "{n}\n{} {}\n{} {}\n",
            sets[0].len(),
            joined(&sets[0]),
            sets[1].len(),
            joined(&sets[1])
        );
        // A position: (object 0..n, 0 the black hole; the player to move). In the hole the
        // player to move has lost: the other moved there.
        let moves = |&(x, p): &(u64, usize)| -> Vec<(u64, usize)> {
            if x == 0 {
                return Vec::new();
            }
            sets[p].iter().map(|s| ((x + s) % n, 1 - p)).collect()
        };
        let out = lines("cf786a", &input, true);
        for p in 0..2 {
            let verdicts: Vec<&str> = out[2 * p].split(' ').collect();
            let steps: Vec<&str> = out[2 * p + 1].split(' ').collect();
            assert_eq!(verdicts.len() as u64, n - 1, "{input:?}");
            for x in 1..n {
                let labels = loopy_labels(&(x, p), moves);
                let from = labels[&(x, p)];
                let what = format!("{input:?}: player {p} on object {}", x + 1);
                assert_eq!(
                    verdicts[x as usize - 1],
                    word(from, ["Win", "Lose", "Loop"]),
                    "{what}"
                );
                let step = steps[x as usize - 1];
                let after = (step != "-").then(|| {
                    let s: u64 = step.parse().unwrap();
                    assert!(sets[p].contains(&s), "{what}: {s} is not a step");
                    labels[&((x + s) % n, 1 - p)]
                });
                check_loopy_move(from, after, step, &what);
                seen[from as usize] += 1;
            }
        }
    }
    assert!(seen.iter().all(|&count| count > 100), "{seen:?}");
}

#[test]
fn abc278f_words_said_once() {
    let mut rng = Rng::new(278);
    for _ in 0..800 {
        let n = 1 + rng.below(7) as usize;
        let mut words: Vec<String> = Vec::new();
        while words.len() < n {
            let len = rng.between(1, 3);
            let w: String = (0..len)
                .map(|_| ['a', 'b', 'c'][rng.below(3) as usize])
                .collect();
            if !words.contains(&w) {
                words.push(w);
            }
        }
        let input = format!("{n}\n{}\n", words.join("\n"));
        // A position: the words said so far (a sorted list of indices) and the last one.
        type Said = (Vec<usize>, Option<usize>);
        let mut search = Search::normal(|(used, last): &Said| -> Vec<Said> {
            (0..words.len())
                .filter(|i| !used.contains(i))
                .filter(|&i| last.map_or(true, |j| words[j].ends_with(&words[i][..1])))
                .map(|i| {
                    let mut now = used.clone();
                    now.push(i);
                    now.sort_unstable();
                    (now, Some(i))
                })
                .collect()
        });
        let start: Said = (Vec::new(), None);
        let out = lines("abc278f", &input, true);
        let wins = search.first_player_wins(&start);
        assert_eq!(out[0], if wins { "First" } else { "Second" }, "{input:?}");
        if wins {
            let said = out[1].strip_prefix("say ").expect("a first word");
            let i = words.iter().position(|w| w == said).unwrap();
            assert!(
                !search.first_player_wins(&(vec![i], Some(i))),
                "{input:?}: {said}"
            );
        } else {
            assert_eq!(out[1], "-", "{input:?}");
        }
    }
}

#[test]
fn abc354e_pairs_of_cards() {
    let mut rng = Rng::new(354);
    for _ in 0..800 {
        let n = 1 + rng.below(8) as usize;
        let cards: Vec<(u64, u64)> = (0..n)
            .map(|_| (rng.between(1, 3), rng.between(1, 3)))
            .collect();
        let text: Vec<String> = cards.iter().map(|c| format!("{} {}", c.0, c.1)).collect();
        let input = format!("{n}\n{}\n", text.join("\n"));
        let mut search = Search::normal(|left: &Vec<usize>| -> Vec<Vec<usize>> {
            let mut out = Vec::new();
            for (x, &i) in left.iter().enumerate() {
                for &j in &left[x + 1..] {
                    if cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1 {
                        out.push(left.iter().copied().filter(|&c| c != i && c != j).collect());
                    }
                }
            }
            out
        });
        let all: Vec<usize> = (0..n).collect();
        let out = lines("abc354e", &input, true);
        let wins = search.first_player_wins(&all);
        assert_eq!(out[0], if wins { "Takahashi" } else { "Aoki" }, "{input:?}");
        if wins {
            let ij = numbers(&out[1]);
            let (i, j) = (ij[0] as usize - 1, ij[1] as usize - 1);
            assert!(
                cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1,
                "{input:?}: {}",
                out[1]
            );
            let left: Vec<usize> = all.iter().copied().filter(|&c| c != i && c != j).collect();
            assert!(!search.first_player_wins(&left), "{input:?}: {}", out[1]);
        } else {
            assert_eq!(out[1], "-", "{input:?}");
        }
    }
}

#[test]
fn abc380f_hands_and_table() {
    let mut rng = Rng::new(380);
    for _ in 0..600 {
        let (n, m) = (rng.between(1, 2), rng.between(1, 2));
        let l = rng.between(1, 6 - n - m);
        let mut cards = |k: u64| -> Vec<u64> {
            let mut c: Vec<u64> = (0..k).map(|_| rng.between(1, 5)).collect();
            c.sort_unstable();
            c
        };
        let (a, b, c) = (cards(n), cards(m), cards(l));
        let input = format!(
            "{n} {m} {l}\n{}\n{}\n{}\n",
            joined(&a),
            joined(&b),
            joined(&c)
        );
        // A position: the hands of the player to move and of the other, and the table.
        type Deal = (Vec<u64>, Vec<u64>, Vec<u64>);
        let play = |(mine, theirs, table): &Deal, i: usize, take: Option<usize>| -> Deal {
            let (mut mine, mut table) = (mine.clone(), table.clone());
            table.push(mine.remove(i));
            if let Some(j) = take {
                mine.push(table.remove(j));
            }
            mine.sort_unstable();
            table.sort_unstable();
            (theirs.clone(), mine, table)
        };
        let moves = |d: &Deal| -> Vec<Deal> {
            let mut out = Vec::new();
            for i in 0..d.0.len() {
                out.push(play(d, i, None));
                for j in 0..d.2.len() {
                    if d.2[j] < d.0[i] {
                        out.push(play(d, i, Some(j)));
                    }
                }
            }
            out
        };
        let mut search = Search::normal(moves);
        let start: Deal = (a.clone(), b.clone(), c.clone());
        let out = lines("abc380f", &input, true);
        let wins = search.first_player_wins(&start);
        assert_eq!(out[0], if wins { "Takahashi" } else { "Aoki" }, "{input:?}");
        if !wins {
            assert_eq!(out[1], "-", "{input:?}");
            continue;
        }
        let v = numbers(&out[1]);
        let i = a
            .iter()
            .position(|&x| x == v[0])
            .expect("a card of Takahashi's");
        let after = match v.get(1) {
            None => play(&start, i, None),
            Some(&taken) => {
                assert!(taken < v[0], "{input:?}: {}", out[1]);
                let j = c.iter().position(|&x| x == taken).expect("a table card");
                play(&start, i, Some(j))
            }
        };
        assert!(!search.first_player_wins(&after), "{input:?}: {}", out[1]);
    }
}

/// A pile game in the judges' formats of ABC255 G, ABC297 G and ABC368 F: the piles, the
/// rules as `options(pile)`, the binary's verdict words and its move line parsed back.
fn piles_against_rules(
    name: &str,
    input: &str,
    piles: &[u64],
    options: impl Fn(u64) -> Vec<u64>,
    words: [&str; 2],
) -> bool {
    let mut search = Search::normal(|p: &Vec<u64>| -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for to in options(p[i]) {
                let mut q = p.clone();
                q[i] = to;
                out.push(q);
            }
        }
        out
    });
    let out = lines(name, input, true);
    let wins = search.first_player_wins(&piles.to_vec());
    assert_eq!(out[0], words[usize::from(!wins)], "{name} on {input:?}");
    if !wins {
        assert_eq!(out[1], "-", "{name} on {input:?}");
        return false;
    }
    let v = numbers(&out[1]);
    let (i, to) = if out[1].starts_with("replace") {
        (v[0] as usize - 1, v[1])
    } else {
        let i = v[1] as usize - 1;
        (i, piles[i] - v[0])
    };
    assert!(
        options(piles[i]).contains(&to),
        "{name} on {input:?}: {}",
        out[1]
    );
    let mut after = piles.to_vec();
    after[i] = to;
    assert!(
        !search.first_player_wins(&after),
        "{name} on {input:?}: {}",
        out[1]
    );
    true
}

#[test]
fn abc255g_forbidden_moves() {
    let mut rng = Rng::new(255);
    let mut wins = [0; 2];
    for _ in 0..800 {
        let piles: Vec<u64> = (0..rng.between(1, 3)).map(|_| rng.between(1, 12)).collect();
        let mut forbidden: Vec<(u64, u64)> = (0..rng.between(1, 12))
            .map(|_| {
                let x = rng.between(1, 12);
                (x, rng.between(1, x))
            })
            .collect();
        forbidden.sort_unstable();
        forbidden.dedup();
        let text: Vec<String> = forbidden
            .iter()
            .map(|f| format!("{} {}", f.0, f.1))
            .collect();
        let input = format!(
            "{} {}\n{}\n{}\n",
            piles.len(),
            forbidden.len(),
            joined(&piles),
            text.join("\n")
        );
        let options = |x: u64| -> Vec<u64> {
            (1..=x)
                .filter(|&y| !forbidden.contains(&(x, y)))
                .map(|y| x - y)
                .collect()
        };
        wins[usize::from(piles_against_rules(
            "abc255g",
            &input,
            &piles,
            options,
            ["Takahashi", "Aoki"],
        ))] += 1;
    }
    assert!(wins.iter().all(|&count| count > 50), "{wins:?}");
}

#[test]
fn abc297g_takes_between_l_and_r() {
    let mut rng = Rng::new(297);
    let mut wins = [0; 2];
    for _ in 0..800 {
        let l = rng.between(1, 4);
        let r = rng.between(l, 6);
        let piles: Vec<u64> = (0..rng.between(1, 3)).map(|_| rng.between(1, 16)).collect();
        let input = format!("{} {l} {r}\n{}\n", piles.len(), joined(&piles));
        let options = |x: u64| -> Vec<u64> { (l..=r.min(x)).map(|t| x - t).collect() };
        wins[usize::from(piles_against_rules(
            "abc297g",
            &input,
            &piles,
            options,
            ["First", "Second"],
        ))] += 1;
    }
    assert!(wins.iter().all(|&count| count > 50), "{wins:?}");
}

#[test]
fn abc368f_replaced_by_a_divisor() {
    let mut rng = Rng::new(368);
    let mut wins = [0; 2];
    for _ in 0..800 {
        let numbers: Vec<u64> = (0..rng.between(1, 3)).map(|_| rng.between(2, 72)).collect();
        let input = format!("{}\n{}\n", numbers.len(), joined(&numbers));
        let options = |a: u64| -> Vec<u64> { (1..a).filter(|d| a % d == 0).collect() };
        wins[usize::from(piles_against_rules(
            "abc368f",
            &input,
            &numbers,
            options,
            ["Anna", "Bruno"],
        ))] += 1;
    }
    assert!(wins.iter().all(|&count| count > 50), "{wins:?}");
}

#[test]
fn luogu_p6560_rounds_with_a_target_each() {
    // Moving the token onto the target wins: the target is a position where the player to
    // move has lost (no move from it in the search). Every round of every random graph,
    // decided by the plain fixpoint of the rules, and every `--move` checked.
    let mut rng = Rng::new(6560);
    let mut seen = [0; 3];
    for _ in 0..400 {
        let n = 2 + rng.below(6);
        let m = rng.below(3 * n);
        let edges: Vec<(u64, u64)> = (0..m)
            .map(|_| (1 + rng.below(n), 1 + rng.below(n)))
            .collect();
        let rounds: Vec<(u64, u64)> = (1..=n)
            .flat_map(|x| (1..=n).filter(move |&y| y != x).map(move |y| (x, y)))
            .collect();
        let text: Vec<String> = edges.iter().map(|e| format!("{} {}", e.0, e.1)).collect();
        let asked: Vec<String> = rounds.iter().map(|r| format!("{} {}", r.0, r.1)).collect();
        let input = format!(
            "{n} {m} {}\n{}\n{}\n",
            rounds.len(),
            text.join("\n"),
            asked.join("\n")
        );
        let out = lines("luogu_p6560", &input, false);
        let with_moves = lines("luogu_p6560", &input, true);
        for (i, &(x, y)) in rounds.iter().enumerate() {
            let moves = |&v: &u64| -> Vec<u64> {
                if v == y {
                    return Vec::new();
                }
                edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect()
            };
            let labels = loopy_labels(&x, moves);
            let what = format!("luogu_p6560 from {x} to {y} on {edges:?}");
            assert_eq!(out[i], word(labels[&x], ["1", "-1", "0"]), "{what}");
            assert_eq!(with_moves[2 * i], out[i], "{what}");
            let line = &with_moves[2 * i + 1];
            let after = (line != "-").then(|| {
                let to = numbers(line)[0];
                assert!(edges.contains(&(x, to)), "{what}: no edge to {to}");
                labels[&to]
            });
            check_loopy_move(labels[&x], after, line, &what);
            seen[labels[&x] as usize] += 1;
        }
    }
    assert!(seen.iter().all(|&count| count > 300), "{seen:?}");
}

/// ABC261 Ex's value of every (vertex, Takahashi to move) by value iteration over the rules
/// alone: after `t` rounds, the best total when play must end within `t` moves (Aoki wins
/// outright, `None`, if it does not); Takahashi can force an end within `2n` moves when he can
/// at all (a positional strategy visits no position twice), so `2n` rounds give the values.
fn game_on_graph_values(n: usize, edges: &[(usize, usize, u64)]) -> Vec<[Option<u64>; 2]> {
    let out: Vec<Vec<(usize, u64)>> = (0..n)
        .map(|u| {
            edges
                .iter()
                .filter(|e| e.0 == u)
                .map(|e| (e.1, e.2))
                .collect()
        })
        .collect();
    let mut value: Vec<[Option<u64>; 2]> = (0..n)
        .map(|u| {
            if out[u].is_empty() {
                [Some(0); 2]
            } else {
                [None; 2]
            }
        })
        .collect();
    for _ in 0..=2 * n {
        let mut next = value.clone();
        for u in (0..n).filter(|&u| !out[u].is_empty()) {
            let offers = |side: usize| out[u].iter().map(move |&(w, c)| (w, c, side));
            // Takahashi (0) takes the least total that ends; Aoki (1) the largest, and any
            // move that never ends first.
            next[u][0] = offers(1)
                .filter_map(|(w, c, s)| value[w][s].map(|x| x + c))
                .min();
            let aoki: Vec<Option<u64>> = offers(0)
                .map(|(w, c, s)| value[w][s].map(|x| x + c))
                .collect();
            next[u][1] = if aoki.iter().all(Option::is_some) {
                aoki.iter().flatten().max().copied()
            } else {
                None
            };
        }
        value = next;
    }
    value
}

#[test]
fn abc261h_totals_against_value_iteration() {
    let mut rng = Rng::new(261);
    let mut seen = [0; 2];
    for round in 0..1500 {
        let n = 1 + rng.below(6) as usize;
        let m = rng.below(2 * n as u64 + 3) as usize;
        let edges: Vec<(usize, usize, u64)> = (0..m)
            .map(|_| {
                let c = if round % 4 == 0 {
                    rng.below(2)
                } else {
                    rng.below(50)
                };
                (
                    rng.below(n as u64) as usize,
                    rng.below(n as u64) as usize,
                    c,
                )
            })
            .collect();
        let v = rng.below(n as u64) as usize;
        let text: Vec<String> = edges
            .iter()
            .map(|e| format!("{} {} {}", e.0 + 1, e.1 + 1, e.2))
            .collect();
        let input = format!("{n} {m} {}\n{}\n", v + 1, text.join("\n"));
        let values = game_on_graph_values(n, &edges);
        let out = lines("abc261h", &input, true);
        let what = format!("abc261h on {input:?}");
        match values[v][0] {
            None => {
                assert_eq!(out, ["INFINITY", "-"], "{what}");
                seen[0] += 1;
            }
            Some(total) => {
                assert_eq!(out[0], total.to_string(), "{what}");
                // Takahashi's move: an edge whose weight plus Aoki's value there is the total.
                if out[1] != "-" {
                    let nums = numbers(&out[1]);
                    let (to, c) = (nums[0] as usize - 1, nums[1]);
                    assert!(edges.contains(&(v, to, c)), "{what}: {}", out[1]);
                    assert_eq!(values[to][1].map(|x| x + c), Some(total), "{what}");
                } else {
                    assert!(edges.iter().all(|e| e.0 != v), "{what}");
                }
                seen[1] += 1;
            }
        }
    }
    assert!(seen.iter().all(|&count| count > 300), "{seen:?}");
}

//! The five problems solved by a pattern found in a table and then proved (HDU 5795, CF
//! 2004E, ABC206 F, Luogu P2148, ARC091 F), against searches that know only the rules, on
//! random small inputs in the judges' formats: every verdict is the search's, and every
//! `--move` is a legal move after which the search says the opponent loses.

use crate::brute::Search;
use crate::common::rng::Rng;
use crate::common::{joined, problem};

/// The output lines of `name` on `input` with `--move` (verdict and move line per case).
fn answers(name: &str, input: &str) -> Vec<String> {
    let out = (problem(name).solve_moves)(input.as_bytes())
        .unwrap_or_else(|e| panic!("{name} rejected {input:?}: {e}"));
    let plain = (problem(name).solve)(input.as_bytes()).unwrap();
    let lines: Vec<String> = out.lines().map(String::from).collect();
    let verdicts: Vec<&str> = plain.lines().collect();
    let from_moves: Vec<&str> = lines.iter().step_by(2).map(String::as_str).collect();
    assert_eq!(
        verdicts, from_moves,
        "{name} on {input:?}: the verdicts differ with --move"
    );
    lines
}

/// The numbers in a line, in order.
fn numbers(line: &str) -> Vec<u64> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

/// `T` cases of piles in the judges' usual shape: `T`, then per case `n` and the `n` piles.
fn cases_input(cases: &[Vec<u64>]) -> String {
    let mut input = format!("{}\n", cases.len());
    for c in cases {
        input.push_str(&format!("{}\n{}\n", c.len(), joined(c)));
    }
    input
}

fn sorted(mut piles: Vec<u64>) -> Vec<u64> {
    piles.sort_unstable();
    piles
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Checks one case's verdict and move line against `search`; `after` applies the move line
/// to the position (panicking on an illegal move). Returns whether the first player won.
fn check<P: Clone + Eq + std::hash::Hash, F: Fn(&P) -> Vec<P>>(
    search: &mut Search<P, F>,
    position: &P,
    lines: &[String],
    words: [&str; 2],
    after: impl Fn(&str) -> P,
    what: &str,
) -> bool {
    let wins = search.first_player_wins(position);
    assert_eq!(lines[0], words[usize::from(!wins)], "{what}");
    if wins {
        let next = after(&lines[1]);
        assert!(
            !search.first_player_wins(&next),
            "{what}: {} does not win",
            lines[1]
        );
    } else {
        assert_eq!(lines[1], "-", "{what}");
    }
    wins
}

#[test]
fn hdu5795_take_or_split_in_three() {
    let mut search = Search::normal(|p: &Vec<u64>| {
        let mut out = Vec::new();
        for (i, &x) in p.iter().enumerate() {
            let rest = || {
                let mut q = p.clone();
                q.remove(i);
                q
            };
            for y in 0..x {
                let mut q = rest();
                q.push(y);
                out.push(sorted(q));
            }
            for a in 1..=x {
                for b in a..=x {
                    if a + b < x && x - a - b >= b {
                        let mut q = rest();
                        q.extend([a, b, x - a - b]);
                        out.push(sorted(q));
                    }
                }
            }
        }
        out
    });
    let mut rng = Rng::new(5795);
    let mut wins = [0; 2];
    for _ in 0..100 {
        let cases: Vec<Vec<u64>> = (0..rng.between(1, 4))
            .map(|_| (0..rng.between(1, 3)).map(|_| rng.between(1, 13)).collect())
            .collect();
        let input = cases_input(&cases);
        let lines = answers("hdu5795", &input);
        for (k, piles) in cases.iter().enumerate() {
            let after = |line: &str| {
                let v = numbers(line);
                let mut q = piles.clone();
                if line.starts_with("take") {
                    let i = v[1] as usize - 1;
                    assert!(v[0] >= 1 && v[0] <= q[i], "{line}");
                    q[i] -= v[0];
                } else {
                    let i = v[0] as usize - 1;
                    assert!(v[1..].iter().all(|&s| s >= 1), "{line}");
                    assert_eq!(v[1] + v[2] + v[3], q[i], "{line}");
                    q.remove(i);
                    q.extend(&v[1..]);
                }
                sorted(q)
            };
            let what = format!("hdu5795 on {piles:?}");
            let words = ["First player wins.", "Second player wins."];
            let won = check(
                &mut search,
                &sorted(piles.clone()),
                &lines[2 * k..],
                words,
                after,
                &what,
            );
            wins[usize::from(won)] += 1;
        }
    }
    assert!(wins.iter().all(|&count| count > 10), "{wins:?}");
}

#[test]
fn cf2004e_take_a_coprime_amount() {
    let mut search = Search::normal(|p: &Vec<u64>| {
        let mut out = Vec::new();
        for (i, &x) in p.iter().enumerate() {
            for y in (1..=x).filter(|&y| gcd(x, y) == 1) {
                let mut q = p.clone();
                q[i] -= y;
                out.push(sorted(q));
            }
        }
        out
    });
    let mut rng = Rng::new(2004);
    let mut wins = [0; 2];
    for _ in 0..100 {
        let cases: Vec<Vec<u64>> = (0..rng.between(1, 4))
            .map(|_| (0..rng.between(1, 3)).map(|_| rng.between(1, 40)).collect())
            .collect();
        let input = cases_input(&cases);
        let lines = answers("cf2004e", &input);
        for (k, piles) in cases.iter().enumerate() {
            let after = |line: &str| {
                let v = numbers(line);
                let (y, i) = (v[0], v[1] as usize - 1);
                assert!(y >= 1 && y <= piles[i] && gcd(piles[i], y) == 1, "{line}");
                let mut q = piles.clone();
                q[i] -= y;
                sorted(q)
            };
            let what = format!("cf2004e on {piles:?}");
            let won = check(
                &mut search,
                &sorted(piles.clone()),
                &lines[2 * k..],
                ["Alice", "Bob"],
                after,
                &what,
            );
            wins[usize::from(won)] += 1;
        }
    }
    assert!(wins.iter().all(|&count| count > 30), "{wins:?}");
}

#[test]
fn abc206f_choose_disjoint_intervals() {
    let mut rng = Rng::new(206);
    let mut wins = [0; 2];
    for _ in 0..150 {
        let cases: Vec<Vec<(u64, u64)>> = (0..rng.between(1, 3))
            .map(|_| {
                (0..rng.between(1, 9))
                    .map(|_| {
                        let l = rng.between(1, 11);
                        (l, rng.between(l + 1, 12))
                    })
                    .collect()
            })
            .collect();
        let mut input = format!("{}\n", cases.len());
        for c in &cases {
            input.push_str(&format!("{}\n", c.len()));
            for &(l, r) in c {
                input.push_str(&format!("{l} {r}\n"));
            }
        }
        let lines = answers("abc206f", &input);
        for (k, list) in cases.iter().enumerate() {
            // A position is the set of intervals still free to choose, as bits.
            let meets = |i: usize, j: usize| list[i].0 < list[j].1 && list[j].0 < list[i].1;
            let choose = |free: u32, i: usize| -> u32 {
                (0..list.len())
                    .filter(|&j| free >> j & 1 == 1 && !meets(i, j))
                    .fold(0, |m, j| m | 1 << j)
            };
            let mut search = Search::normal(|&free: &u32| {
                (0..list.len())
                    .filter(|&i| free >> i & 1 == 1)
                    .map(|i| choose(free, i))
                    .collect()
            });
            let all = (1u32 << list.len()) - 1;
            let after = |line: &str| {
                let i = numbers(line)[0] as usize - 1;
                assert!(i < list.len(), "{line}");
                choose(all, i)
            };
            let what = format!("abc206f on {list:?}");
            let won = check(
                &mut search,
                &all,
                &lines[2 * k..],
                ["Alice", "Bob"],
                after,
                &what,
            );
            wins[usize::from(won)] += 1;
        }
    }
    assert!(wins.iter().all(|&count| count > 30), "{wins:?}");
}

#[test]
fn luogu_p2148_split_one_pile_of_a_pair() {
    let mut search = Search::normal(|p: &Vec<[u64; 2]>| {
        let mut out = Vec::new();
        for (i, pair) in p.iter().enumerate() {
            for &pile in pair {
                for a in 1..pile {
                    let mut q = p.clone();
                    q[i] = [a.min(pile - a), a.max(pile - a)];
                    q.sort_unstable();
                    out.push(q);
                }
            }
        }
        out
    });
    let mut rng = Rng::new(2148);
    let mut wins = [0; 2];
    for _ in 0..100 {
        let cases: Vec<Vec<u64>> = (0..rng.between(1, 4))
            .map(|_| {
                (0..2 * rng.between(1, 2))
                    .map(|_| rng.between(1, 12))
                    .collect()
            })
            .collect();
        let input = cases_input(&cases);
        let lines = answers("luogu_p2148", &input);
        let pairs = |piles: &[u64]| -> Vec<[u64; 2]> {
            let mut v: Vec<[u64; 2]> = piles
                .chunks(2)
                .map(|c| [c[0].min(c[1]), c[0].max(c[1])])
                .collect();
            v.sort_unstable();
            v
        };
        for (k, piles) in cases.iter().enumerate() {
            let after = |line: &str| {
                let v = numbers(line);
                let (split, p, q, removed) = (v[0] as usize - 1, v[1], v[2], v[3] as usize - 1);
                assert_eq!(split / 2, removed / 2, "{line}: not a pair");
                assert!(
                    split != removed && p >= 1 && q >= 1 && p + q == piles[split],
                    "{line}"
                );
                let mut after = piles.clone();
                after[split] = p;
                after[removed] = q;
                pairs(&after)
            };
            let what = format!("luogu_p2148 on {piles:?}");
            let won = check(
                &mut search,
                &pairs(piles),
                &lines[2 * k..],
                ["YES", "NO"],
                after,
                &what,
            );
            wins[usize::from(won)] += 1;
        }
    }
    assert!(wins.iter().all(|&count| count > 30), "{wins:?}");
}

#[test]
fn arc091f_take_at_most_a_fraction() {
    let mut rng = Rng::new(91);
    let mut wins = [0; 2];
    for _ in 0..400 {
        let piles: Vec<(u64, u64)> = (0..rng.between(1, 3))
            .map(|_| (rng.between(1, 40), rng.between(1, 6)))
            .collect();
        let ks: Vec<u64> = piles.iter().map(|p| p.1).collect();
        let mut search = Search::normal(|p: &Vec<u64>| {
            let mut out = Vec::new();
            for (i, &x) in p.iter().enumerate() {
                for t in 1..=x / ks[i] {
                    let mut q = p.clone();
                    q[i] -= t;
                    out.push(q);
                }
            }
            out
        });
        let mut input = format!("{}\n", piles.len());
        for &(a, k) in &piles {
            input.push_str(&format!("{a} {k}\n"));
        }
        let lines = answers("arc091f", &input);
        let start: Vec<u64> = piles.iter().map(|p| p.0).collect();
        let after = |line: &str| {
            let v = numbers(line);
            let (t, i) = (v[0], v[1] as usize - 1);
            assert!(t >= 1 && t <= start[i] / ks[i], "{line}");
            let mut q = start.clone();
            q[i] -= t;
            q
        };
        let what = format!("arc091f on {piles:?}");
        let words = ["Takahashi", "Aoki"];
        wins[usize::from(check(&mut search, &start, &lines, words, after, &what))] += 1;
    }
    assert!(wins.iter().all(|&count| count > 30), "{wins:?}");
}

//! The two-pile and move-count games (Wythoff, Euclid and its Every-SG form, the boxes, the
//! multiplication game, the corner, the calendar, the redistribution game, the hill) against
//! a rules-only search, in their judges' formats: every small position is answered as the
//! search says, every `--move` is one of the position's real moves and leaves a position the
//! search finds lost, and `-` is printed only where every move loses.

use crate::brute;
use crate::common;

use brute::Search;
use common::{joined, problem};
use std::collections::BTreeSet;

/// The output lines of `name` on `input`, with `--move` if `moves`.
fn lines(name: &str, input: &str, moves: bool) -> Vec<String> {
    let p = problem(name);
    let solve = if moves { p.solve_moves } else { p.solve };
    let out = solve(input.as_bytes()).unwrap_or_else(|e| panic!("{name} rejected its input: {e}"));
    out.lines().map(String::from).collect()
}

/// The numbers in a line, in order.
fn numbers(line: &str) -> Vec<u64> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

/// Checks a move line against the rules: `-` only on a lost position (or one with no move);
/// otherwise the position is won, `after` is among its options, and it is lost.
fn check<P, F>(search: &mut Search<P, F>, position: &P, options: &[P], line: &str, after: P)
where
    P: Clone + Eq + std::hash::Hash + std::fmt::Debug,
    F: Fn(&P) -> Vec<P>,
{
    let wins = search.first_player_wins(position);
    if line == "-" {
        assert!(!wins || options.is_empty(), "'-' on won {position:?}");
        return;
    }
    assert!(wins, "a move on lost {position:?}: {line}");
    assert!(
        options.contains(&after),
        "{line} is no move from {position:?}"
    );
    assert!(
        !search.first_player_wins(&after),
        "{line} from {position:?} leaves {after:?}, not lost"
    );
}

/// Wythoff's moves: any number from one pile, or the same number from both.
fn wythoff(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
    out.extend((0..b).map(|y| (a, y)));
    out.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    out
}

#[test]
fn wythoff_piles_and_their_moves() {
    const MAX: u64 = 40;
    let mut search = Search::normal(wythoff);
    let pairs: Vec<(u64, u64)> = (0..=MAX)
        .flat_map(|a| (0..=MAX).map(move |b| (a, b)))
        .collect();
    let input: String = pairs.iter().map(|&(a, b)| format!("{a} {b}\n")).collect();
    let verdicts = lines("poj1067", &input, false);
    let with_moves = lines("poj1067", &input, true);
    assert_eq!(verdicts.len(), pairs.len());
    for (i, p) in pairs.iter().enumerate() {
        let wins = search.first_player_wins(p);
        assert_eq!(verdicts[i], if wins { "1" } else { "0" }, "{p:?}");
        let line = &with_moves[2 * i + 1];
        let (a, b) = *p;
        let n = numbers(line);
        let after = if line.ends_with("both piles") {
            (a - n[0], b - n[0])
        } else if line.ends_with("pile 1") {
            (a - n[0], b)
        } else if line.ends_with("pile 2") {
            (a, b - n[0])
        } else {
            *p
        };
        check(&mut search, p, &wythoff(p), line, after);
    }
}

#[test]
fn wythoff_winning_moves_listed_in_the_statements_order() {
    const MAX: u64 = 30;
    let mut search = Search::normal(wythoff);
    let mut input = String::new();
    let mut expected = Vec::new();
    for a in 0..=MAX {
        for b in a..=MAX {
            if (a, b) == (0, 0) {
                continue;
            }
            input.push_str(&format!("{a} {b}\n"));
            // From both piles, then from the first (smaller), then from the second.
            let mut listed = Vec::new();
            let both = (1..=a).map(|k| (a - k, b - k));
            let first = (0..a).map(|x| (x, b));
            let second = (0..b).filter(|_| a != b).map(|y| (a, y));
            for (x, y) in both.chain(first).chain(second) {
                if !search.first_player_wins(&(x, y)) {
                    listed.push(format!("{} {}", x.min(y), x.max(y)));
                }
            }
            if listed.is_empty() {
                expected.push("0".to_string());
            } else {
                expected.push("1".to_string());
                expected.extend(listed);
            }
        }
    }
    input.push_str("0 0\n");
    assert_eq!(lines("hdu2177", &input, false), expected);
    // Given the other way round, the same moves.
    let swapped: String = input
        .lines()
        .map(|l| {
            let n = numbers(l);
            format!("{} {}\n", n[1], n[0])
        })
        .collect();
    assert_eq!(lines("hdu2177", &swapped, false), expected);
}

/// Euclid's moves: a positive multiple of the smaller from the larger; none once a number is 0.
fn euclid(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let (big, small) = (a.max(b), a.min(b));
    if small == 0 {
        return Vec::new();
    }
    (1..=big / small)
        .map(|k| (big - k * small, small))
        .map(|(x, y)| (x.min(y), x.max(y)))
        .collect()
}

#[test]
fn euclids_game_and_its_moves() {
    const MAX: u64 = 45;
    let mut search = Search::normal(euclid);
    let mut input = String::new();
    let mut positions = Vec::new();
    for m in 1..=MAX {
        for n in 1..=MAX {
            input.push_str(&format!("{m} {n}\n"));
            positions.push((m, n));
        }
    }
    input.push_str("0 0\n");
    let verdicts = lines("poj2348", &input, false);
    let with_moves = lines("poj2348", &input, true);
    for (i, &(m, n)) in positions.iter().enumerate() {
        let p = (m.min(n), m.max(n));
        let wins = search.first_player_wins(&p);
        assert_eq!(
            verdicts[i],
            if wins { "Stan wins" } else { "Ollie wins" },
            "{m} {n}"
        );
        let line = &with_moves[2 * i + 1];
        let after = match numbers(line)[..] {
            [take, from] if from == p.1 => (p.0.min(from - take), p.0.max(from - take)),
            _ => p,
        };
        check(&mut search, &p, &euclid(&p), line, after);
    }
}

/// Every-SG over Euclid games: a turn moves in every game that still has a move.
fn every_euclid(games: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    let mut out: Vec<Vec<(u64, u64)>> = vec![Vec::new()];
    let mut moved = false;
    for g in games {
        let options = euclid(g);
        if options.is_empty() {
            out.iter_mut().for_each(|o| o.push(*g));
            continue;
        }
        moved = true;
        out = out
            .into_iter()
            .flat_map(|o| {
                options.iter().map(move |&next| {
                    let mut o = o.clone();
                    o.push(next);
                    o
                })
            })
            .collect();
    }
    if moved {
        out
    } else {
        Vec::new()
    }
}

#[test]
fn every_sg_euclid_games_and_their_moves() {
    let mut positions: Vec<Vec<(u64, u64)>> = Vec::new();
    let small = |max: u64| {
        (0..=max)
            .flat_map(move |a| (a..=max).map(move |b| (a, b)))
            .collect::<Vec<_>>()
    };
    for g in small(14) {
        positions.push(vec![g]);
    }
    for g in small(7) {
        for h in small(7) {
            positions.push(vec![g, h]);
        }
    }
    for g in small(4) {
        for h in small(4) {
            for k in small(3) {
                positions.push(vec![g, h, k]);
            }
        }
    }
    let mut input = String::new();
    for games in &positions {
        input.push_str(&format!("{}\n", games.len()));
        for &(x, y) in games {
            // Listed larger first: the order of a game's numbers does not matter.
            input.push_str(&format!("{y} {x}\n"));
        }
    }
    let verdicts = lines("hdu3595", &input, false);
    let with_moves = lines("hdu3595", &input, true);
    assert_eq!(verdicts.len(), positions.len());
    let mut search = Search::normal(every_euclid);
    for (i, games) in positions.iter().enumerate() {
        let wins = search.first_player_wins(games);
        assert_eq!(verdicts[i], if wins { "MM" } else { "GG" }, "{games:?}");
        let line = &with_moves[2 * i + 1];
        let mut after = games.clone();
        for part in line.split(", ").filter(|p| *p != "-") {
            let n = numbers(part);
            let (g, take, from) = (n[0] as usize - 1, n[1], n[2]);
            let (x, y) = after[g];
            assert_eq!(from, y, "{line}: from the larger number");
            after[g] = ((y - take).min(x), (y - take).max(x));
        }
        check(&mut search, games, &every_euclid(games), line, after);
    }
}

/// The boxes' moves: add 1 to c² stones to one box, never past its size.
fn boxes(b: &[(u64, u64)]) -> Vec<Vec<(u64, u64)>> {
    let mut out = Vec::new();
    for i in 0..b.len() {
        let (s, c) = b[i];
        for add in 1..=(c * c).min(s - c) {
            let mut next = b.to_vec();
            next[i] = (s, c + add);
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

#[test]
fn boxes_that_fill_up_and_their_moves() {
    let all: Vec<(u64, u64)> = (0..=14)
        .flat_map(|s| (0..=s).map(move |c| (s, c)))
        .collect();
    let few: Vec<(u64, u64)> = all.iter().copied().filter(|b| b.0 <= 8).collect();
    let mut positions: Vec<Vec<(u64, u64)>> = all.iter().map(|&b| vec![b]).collect();
    for &b in &few {
        for &d in few.iter().filter(|&&d| d >= b) {
            positions.push(vec![b, d]);
        }
    }
    let mut input = String::new();
    for p in &positions {
        input.push_str(&format!("{}\n", p.len()));
        for &(s, c) in p {
            input.push_str(&format!("{s} {c}\n"));
        }
    }
    input.push_str("0\n");
    let verdicts = lines("hdu1729", &input, false);
    let with_moves = lines("hdu1729", &input, true);
    let mut search = Search::normal(|p: &Vec<(u64, u64)>| boxes(p));
    for (i, p) in positions.iter().enumerate() {
        assert_eq!(verdicts[2 * i], format!("Case {}:", i + 1));
        let wins = search.first_player_wins(p);
        assert_eq!(
            verdicts[2 * i + 1],
            if wins { "Yes" } else { "No" },
            "{p:?}"
        );
        let line = &with_moves[3 * i + 2];
        let mut after = p.clone();
        if line != "-" {
            let n = numbers(line);
            let (add, i) = (n[0], n[1] as usize - 1);
            after[i].1 += add;
            after.sort_unstable();
        }
        check(&mut search, p, &boxes(p), line, after);
    }
}

#[test]
fn the_multiplication_game_and_its_moves() {
    const MAX: u64 = 5000;
    let targets: Vec<u64> = (2..=MAX).collect();
    let input: String = targets.iter().map(|n| format!("{n}\n")).collect();
    let verdicts = lines("hdu1517", &input, false);
    let with_moves = lines("hdu1517", &input, true);
    for (i, &n) in targets.iter().enumerate() {
        // A position is the product p so far; at p >= n the last mover has won.
        let moves = move |&p: &u64| -> Vec<u64> {
            if p >= n {
                Vec::new()
            } else {
                (2..=9).map(|k| p * k).collect()
            }
        };
        let mut search = Search::normal(moves);
        let wins = search.first_player_wins(&1);
        assert_eq!(
            verdicts[i],
            if wins { "Stan wins." } else { "Ollie wins." },
            "{n}"
        );
        let line = &with_moves[2 * i + 1];
        let after = numbers(line).first().map_or(1, |&k| k);
        check(&mut search, &1, &moves(&1), line, after);
    }
}

/// The coin's moves, as distances to the bottom left corner: left, down, or both.
fn corner(&(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    if y > 0 {
        out.push((x, y - 1));
    }
    if x > 0 {
        out.push((x - 1, y));
    }
    if x > 0 && y > 0 {
        out.push((x - 1, y - 1));
    }
    out
}

#[test]
fn the_coin_in_the_corner_and_its_moves() {
    const MAX: u64 = 40;
    let boards: Vec<(u64, u64)> = (1..=MAX)
        .flat_map(|n| (1..=MAX).map(move |m| (n, m)))
        .collect();
    let mut input: String = boards.iter().map(|&(n, m)| format!("{n} {m}\n")).collect();
    input.push_str("0 0\n");
    let verdicts = lines("hdu2147", &input, false);
    let with_moves = lines("hdu2147", &input, true);
    let mut search = Search::normal(corner);
    for (i, &(n, m)) in boards.iter().enumerate() {
        let p = (n - 1, m - 1);
        let wins = search.first_player_wins(&p);
        assert_eq!(
            verdicts[i],
            if wins { "Wonderful!" } else { "What a pity!" },
            "{n} {m}"
        );
        let line = with_moves[2 * i + 1].as_str();
        let after = match line {
            "left" => (p.0, p.1.wrapping_sub(1)),
            "down" => (p.0.wrapping_sub(1), p.1),
            "down-left" => (p.0.wrapping_sub(1), p.1.wrapping_sub(1)),
            _ => p,
        };
        check(&mut search, &p, &corner(&p), line, after);
    }
}

/// A date as (year, month, day), with the calendar written out here from the rules.
type Day = (u32, u32, u32);

fn month_length(year: u32, month: u32) -> u32 {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    [
        31,
        if leap { 29 } else { 28 },
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ][month as usize - 1]
}

const LAST_DAY: Day = (2001, 11, 4);

/// The calendar game's moves: the next day, or the same day next month if it exists; never
/// past 2001-11-04, and none from it.
fn calendar(&(y, m, d): &Day) -> Vec<Day> {
    if (y, m, d) == LAST_DAY {
        return Vec::new();
    }
    let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    let next_day = if d < month_length(y, m) {
        (y, m, d + 1)
    } else {
        (ny, nm, 1)
    };
    let mut out = vec![next_day];
    if d <= month_length(ny, nm) {
        out.push((ny, nm, d));
    }
    out.retain(|&day| day <= LAST_DAY);
    out
}

#[test]
fn the_calendar_game_on_every_date_and_its_moves() {
    let mut days = vec![(1900, 1, 1)];
    while *days.last().unwrap() != LAST_DAY {
        let (y, m, d) = *days.last().unwrap();
        days.push(calendar(&(y, m, d))[0]);
    }
    assert_eq!(days.len(), 37_198);
    let mut input = format!("{}\n", days.len());
    for &(y, m, d) in &days {
        input.push_str(&format!("{y} {m} {d}\n"));
    }
    let verdicts = lines("hdu1079", &input, false);
    let with_moves = lines("hdu1079", &input, true);
    let mut search = Search::normal(calendar);
    // From the last day back, so that each search looks only one move ahead.
    for (i, day) in days.iter().enumerate().rev() {
        let wins = search.first_player_wins(day);
        assert_eq!(verdicts[i], if wins { "YES" } else { "NO" }, "{day:?}");
        let line = &with_moves[2 * i + 1];
        let after = match numbers(line)[..] {
            [y, m, d] => (y as u32, m as u32, d as u32),
            _ => *day,
        };
        check(&mut search, day, &calendar(day), line, after);
    }
}

/// The redistribution game's moves: take at least one stone from a pile, then hand any of
/// its remaining stones to other nonempty piles. Positions are sorted piles.
fn redistribute(piles: &[u64]) -> Vec<Vec<u64>> {
    fn hand_out(
        to: &[usize],
        budget: u64,
        piles: &mut Vec<u64>,
        from: usize,
        out: &mut Vec<Vec<u64>>,
    ) {
        let Some((&j, rest)) = to.split_first() else {
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            out.push(sorted);
            return;
        };
        for x in 0..=budget {
            piles[j] += x;
            piles[from] -= x;
            hand_out(rest, budget - x, piles, from, out);
            piles[j] -= x;
            piles[from] += x;
        }
    }
    let mut out = Vec::new();
    for i in 0..piles.len() {
        let to: Vec<usize> = (0..piles.len())
            .filter(|&j| j != i && piles[j] > 0)
            .collect();
        for left in 0..piles[i] {
            let mut next = piles.to_vec();
            next[i] = left;
            hand_out(&to, left, &mut next, i, &mut out);
        }
    }
    out
}

#[test]
fn the_redistribution_game_and_its_moves() {
    let positions = common::multisets(4, 5);
    let mut input = String::new();
    for p in &positions {
        // Listed in reverse: the moves name piles in input order.
        let listed: Vec<u64> = p.iter().rev().copied().collect();
        input.push_str(&format!("{}\n{}\n", p.len(), joined(&listed)));
    }
    input.push_str("0\n");
    let verdicts = lines("poj1740", &input, false);
    let with_moves = lines("poj1740", &input, true);
    let mut search = Search::normal(|p: &Vec<u64>| redistribute(p));
    for (i, p) in positions.iter().enumerate() {
        let wins = search.first_player_wins(p);
        assert_eq!(verdicts[i], if wins { "1" } else { "0" }, "{p:?}");
        let line = &with_moves[2 * i + 1];
        let mut after: Vec<u64> = p.iter().rev().copied().collect();
        if line != "-" {
            let n = numbers(line);
            let from = n[1] as usize - 1;
            after[from] -= n[0];
            for pair in n[2..].chunks(2) {
                let (x, j) = (pair[0], pair[1] as usize - 1);
                after[from] -= x;
                after[j] += x;
            }
            after.sort_unstable();
        }
        check(&mut search, p, &redistribute(p), line, after);
    }
    assert_eq!(positions.len(), 6 + 21 + 56 + 126);
}

/// The hill's moves: people at distances below the top (0 is the top), in order from the top;
/// a person goes up at least one step, not onto or past the person above unless to the top,
/// which holds any number. Once the king is at the top there is no move.
fn hill((people, king): &(Vec<u64>, usize)) -> Vec<(Vec<u64>, usize)> {
    if people[*king] == 0 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for i in 0..people.len() {
        let highest = match i {
            0 => 0,
            _ if people[i - 1] == 0 => 0,
            _ => people[i - 1] + 1,
        };
        for to in highest..people[i] {
            let mut next = people.clone();
            next[i] = to;
            out.push((next, *king));
        }
    }
    out
}

#[test]
fn the_hill_and_its_moves() {
    let mut positions = Vec::new();
    for mask in 1u32..1 << 9 {
        let people: Vec<u64> = (1..=9).filter(|d| mask >> (d - 1) & 1 == 1).collect();
        if people.len() <= 5 {
            for king in 0..people.len() {
                positions.push((people.clone(), king));
            }
        }
    }
    let mut input = String::new();
    for (people, king) in &positions {
        input.push_str(&format!(
            "{} {}\n{}\n",
            people.len(),
            king + 1,
            joined(people)
        ));
    }
    let verdicts = lines("hdu4315", &input, false);
    let with_moves = lines("hdu4315", &input, true);
    let mut search = Search::normal(hill);
    let mut seen = BTreeSet::new();
    for (i, p) in positions.iter().enumerate() {
        let wins = search.first_player_wins(p);
        seen.insert(wins);
        assert_eq!(verdicts[i], if wins { "Alice" } else { "Bob" }, "{p:?}");
        let line = &with_moves[2 * i + 1];
        let mut after = p.clone();
        if let [person, to] = numbers(line)[..] {
            after.0[person as usize - 1] = to;
        }
        check(&mut search, p, &hill(p), line, after);
    }
    assert_eq!(seen.len(), 2);
}

//! The counting problems against sums taken one term at a time: every `c_k` of
//! `bitwise_xor_convolution` is the direct sum over the pairs whose xor is `k`, on every size
//! from 2^0 to 2^10 with random values (small and near the modulus); `abc212h` is the number of
//! arrangements, enumerated one by one, whose Nim position a search of Nim's rules finds won;
//! `luogu_p4301` and `luogu_p5675` against every choice of piles, each decided by that search;
//! `luogu_p2490`, `luogu_p5363`, `abc317f` and `cf2027e2` against every placement or choice of
//! sizes of small boards and bounds, each decided by a search of the statement's moves.

use crate::brute::{slide_left, Search};
use crate::common::rng::Rng;
use crate::common::{joined, problem};

const MOD: u64 = 998_244_353;

#[test]
fn bitwise_xor_convolution_is_the_direct_sum() {
    let mut rng = Rng::new(20);
    for bits in 0..=10u32 {
        for round in 0..3 {
            let n = 1usize << bits;
            let value = |rng: &mut Rng| match round {
                0 => rng.between(0, 9),
                1 => rng.between(MOD - 10, MOD - 1),
                _ => rng.between(0, MOD - 1),
            };
            let a: Vec<u64> = (0..n).map(|_| value(&mut rng)).collect();
            let b: Vec<u64> = (0..n).map(|_| value(&mut rng)).collect();
            let mut want = vec![0u64; n];
            for (i, &x) in a.iter().enumerate() {
                for (j, &y) in b.iter().enumerate() {
                    want[i ^ j] = (want[i ^ j] + x * y % MOD) % MOD;
                }
            }
            let line = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            let input = format!("{bits}\n{}\n{}\n", line(&a), line(&b));
            let out = (problem("bitwise_xor_convolution").solve)(input.as_bytes()).unwrap();
            assert_eq!(out, format!("{}\n", line(&want)), "N = {bits}");
        }
    }
}

/// Does the player to move win Nim on `heaps`? A search over the moves, memoized on the
/// sorted heaps: it knows the rules, not the xor.
fn nim_wins(heaps: &mut Vec<u64>, memo: &mut std::collections::HashMap<Vec<u64>, bool>) -> bool {
    let mut key = heaps.clone();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut wins = false;
    'moves: for i in 0..heaps.len() {
        for rest in 0..heaps[i] {
            let old = heaps[i];
            heaps[i] = rest;
            let lost = !nim_wins(heaps, memo);
            heaps[i] = old;
            if lost {
                wins = true;
                break 'moves;
            }
        }
    }
    memo.insert(key, wins);
    wins
}

#[test]
fn abc212h_counts_the_arrangements_nim_finds_won() {
    let mut rng = Rng::new(212);
    let mut memo = std::collections::HashMap::new();
    for _ in 0..40 {
        let n = rng.between(1, 4);
        let mut sizes: Vec<u64> = (1..8).filter(|_| rng.between(0, 1) == 1).collect();
        if sizes.is_empty() {
            sizes.push(rng.between(1, 7));
        }
        let mut count = 0u64;
        for m in 1..=n as u32 {
            let k = sizes.len() as u64;
            for index in 0..k.pow(m) {
                let mut heaps: Vec<u64> = (0..m)
                    .map(|j| sizes[(index / k.pow(j) % k) as usize])
                    .collect();
                count += u64::from(nim_wins(&mut heaps, &mut memo));
            }
        }
        let line = sizes
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let input = format!("{n} {}\n{line}\n", sizes.len());
        let out = (problem("abc212h").solve)(input.as_bytes()).unwrap();
        assert_eq!(out, format!("{}\n", count % MOD), "{input:?}");
    }
}

/// The piles of `piles` picked by the bits of `mask`.
fn picked(piles: &[u64], mask: u32) -> Vec<u64> {
    (0..piles.len())
        .filter(|&i| mask >> i & 1 == 1)
        .map(|i| piles[i])
        .collect()
}

#[test]
fn luogu_p4301_is_the_least_taken_by_the_rules() {
    // The first player keeps a nonempty subset K; the second keeps a nonempty subset of K;
    // then Nim, the first player moving. She wins with K when every such subset is a won
    // Nim position (a search of Nim's moves); the answer is the fewest tokens outside such a
    // K, or -1. Every move the binary names is checked to be one such K.
    let mut rng = Rng::new(4301);
    let mut memo = std::collections::HashMap::new();
    for _ in 0..150 {
        let k = rng.between(1, 6) as usize;
        let piles: Vec<u64> = (0..k).map(|_| rng.between(1, 7)).collect();
        let total: u64 = piles.iter().sum();
        let wins_with = |kept: u32, memo: &mut _| {
            (1..1u32 << k)
                .filter(|&sub| sub & !kept == 0)
                .all(|sub| nim_wins(&mut picked(&piles, sub), memo))
        };
        let best = (1..1u32 << k)
            .filter(|&kept| wins_with(kept, &mut memo))
            .map(|kept| total - picked(&piles, kept).iter().sum::<u64>())
            .min();
        let line = piles
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let input = format!("{k}\n{line}\n");
        let want = best.map_or("-1".to_string(), |b| b.to_string());
        let out = (problem("luogu_p4301").solve_moves)(input.as_bytes()).unwrap();
        let mut lines = out.lines();
        assert_eq!(lines.next(), Some(want.as_str()), "{input:?}");
        let taken: Vec<usize> = lines
            .next()
            .unwrap()
            .trim_start_matches("take piles ")
            .trim_start_matches("take no pile")
            .split_whitespace()
            .map(|i| i.parse::<usize>().unwrap() - 1)
            .collect();
        let kept = (0..k as u32)
            .filter(|i| !taken.contains(&(*i as usize)))
            .fold(0, |m, i| m | 1 << i);
        assert!(wins_with(kept, &mut memo), "{input:?}: {out:?}");
        let removed: u64 = taken.iter().map(|&i| piles[i]).sum();
        assert_eq!(removed.to_string(), want, "{input:?}");
    }
}

#[test]
fn luogu_p5675_counts_the_choices_alice_loses_by_the_rules() {
    // Every nonempty choice S and designated pile i of S: Alice takes 1..=a_i from pile i,
    // then Nim; she wins when one of those leaves a position the search of Nim's moves finds
    // lost. Counted one by one.
    let mut rng = Rng::new(5675);
    let mut memo = std::collections::HashMap::new();
    for _ in 0..150 {
        let n = rng.between(1, 6) as usize;
        let piles: Vec<u64> = (0..n).map(|_| rng.between(1, 9)).collect();
        let mut lost = 0u64;
        for chosen in 1..1u32 << n {
            for i in (0..n).filter(|&i| chosen >> i & 1 == 1) {
                let mut others = picked(&piles, chosen & !(1 << i));
                let wins = (0..piles[i]).any(|rest| {
                    others.push(rest);
                    let lost_after = !nim_wins(&mut others, &mut memo);
                    others.pop();
                    lost_after
                });
                lost += u64::from(!wins);
            }
        }
        let line = piles
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let input = format!("{n}\n{line}\n");
        let out = (problem("luogu_p5675").solve)(input.as_bytes()).unwrap();
        assert_eq!(out, format!("{lost}\n"), "{input:?}");
    }
}

/// Every way to choose `k` of the cells `1..=n`, in increasing order.
fn placements(n: u64, k: usize) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut chosen = Vec::new();
    fn go(from: u64, n: u64, k: usize, chosen: &mut Vec<u64>, all: &mut Vec<Vec<u64>>) {
        if chosen.len() == k {
            all.push(chosen.clone());
            return;
        }
        for c in from..=n {
            chosen.push(c);
            go(c + 1, n, k, chosen, all);
            chosen.pop();
        }
    }
    go(1, n, k, &mut chosen, &mut all);
    all
}

/// Luogu P2490's moves, from the statement: the pieces alternate white, black, … from the
/// left; the player to move (white: `true`) moves 1 to `d` of their own pieces, white ones
/// right and black ones left, each any distance without reaching a neighbour.
fn black_white_moves(d: usize, (cells, white): &(Vec<u64>, bool)) -> Vec<(Vec<u64>, bool)> {
    let own: Vec<usize> = (0..cells.len())
        .filter(|&i| (i % 2 == 0) == *white)
        .collect();
    // Each own piece's cells it may go to.
    let targets: Vec<Vec<u64>> = own
        .iter()
        .map(|&i| {
            if *white {
                (cells[i] + 1..cells[i + 1]).collect()
            } else {
                (cells[i - 1] + 1..cells[i]).collect()
            }
        })
        .collect();
    let mut out = Vec::new();
    for mask in 1u32..1 << own.len() {
        if mask.count_ones() as usize > d {
            continue;
        }
        let moved: Vec<usize> = (0..own.len()).filter(|&j| mask >> j & 1 == 1).collect();
        if moved.iter().any(|&j| targets[j].is_empty()) {
            continue;
        }
        // Every combination of new cells for the moved pieces.
        let mut pick = vec![0usize; moved.len()];
        loop {
            let mut next = cells.clone();
            for (slot, &j) in moved.iter().enumerate() {
                next[own[j]] = targets[j][pick[slot]];
            }
            out.push((next, !*white));
            let mut slot = 0;
            while slot < moved.len() {
                pick[slot] += 1;
                if pick[slot] < targets[moved[slot]].len() {
                    break;
                }
                pick[slot] = 0;
                slot += 1;
            }
            if slot == moved.len() {
                break;
            }
        }
    }
    out
}

#[test]
fn luogu_p2490_counts_the_placements_white_wins_by_the_rules() {
    for n in 2..=9u64 {
        for k in (2..=6usize).step_by(2).filter(|&k| k as u64 <= n) {
            for d in 1..=k {
                let mut search = Search::normal(|p: &(Vec<u64>, bool)| black_white_moves(d, p));
                let wins = placements(n, k)
                    .into_iter()
                    .filter(|cells| search.first_player_wins(&(cells.clone(), true)))
                    .count();
                let out = (problem("luogu_p2490").solve)(format!("{n} {k} {d}\n").as_bytes());
                assert_eq!(out.unwrap(), format!("{wins}\n"), "n {n} k {k} d {d}");
            }
        }
    }
}

#[test]
fn luogu_p5363_counts_the_placements_alice_wins_by_the_rules() {
    let mut search = Search::normal(|cells: &Vec<u64>| slide_left(cells));
    for n in 1..=11u64 {
        for m in 1..=n.min(7) as usize {
            let wins = placements(n, m)
                .into_iter()
                .filter(|cells| search.first_player_wins(cells))
                .count();
            let out = (problem("luogu_p5363").solve)(format!("{n} {m}\n").as_bytes());
            assert_eq!(out.unwrap(), format!("{wins}\n"), "n {n} m {m}");
        }
    }
}

#[test]
fn abc317f_counts_the_triples_nim_finds_lost() {
    let mut memo = std::collections::HashMap::new();
    let mut rng = Rng::new(317);
    for round in 0..120 {
        let n = 1 + rng.below(if round < 60 { 16 } else { 40 });
        let a: Vec<u64> = (0..3).map(|_| 1 + rng.below(5)).collect();
        let multiples = |a: u64| (1..=n).filter(move |x| x % a == 0);
        let mut lost = 0u64;
        for x in multiples(a[0]) {
            for y in multiples(a[1]) {
                for z in multiples(a[2]) {
                    lost += u64::from(!nim_wins(&mut vec![x, y, z], &mut memo));
                }
            }
        }
        let input = format!("{n} {} {} {}\n", a[0], a[1], a[2]);
        let out = (problem("abc317f").solve)(input.as_bytes()).unwrap();
        assert_eq!(out, format!("{}\n", lost % MOD), "{input:?}");
    }
}

/// Codeforces 2027 E's moves on the whole position, from the statement: take `d` stones from
/// pile `i` where `1 <= d <= a_i` and `x_i & d = d`.
fn bit_game_moves(a: &[u64], piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        for d in (1..=a[i].min(piles[i])).filter(|&d| piles[i] & d == d) {
            let mut next = piles.to_vec();
            next[i] -= d;
            out.push(next);
        }
    }
    out
}

#[test]
fn cf2027e2_counts_the_games_bob_wins_by_the_rules() {
    // Several test cases in one input, as the judge gives them; every choice of sizes of
    // every case enumerated and decided by a search of the moves.
    let mut rng = Rng::new(2027);
    for _ in 0..40 {
        let cases = 1 + rng.below(4);
        let mut input = format!("{cases}\n");
        let mut want = String::new();
        for _ in 0..cases {
            let n = 1 + rng.below(3) as usize;
            let a: Vec<u64> = (0..n).map(|_| 1 + rng.below(12)).collect();
            let b: Vec<u64> = (0..n).map(|_| 1 + rng.below(13)).collect();
            input.push_str(&format!("{n}\n{}\n{}\n", joined(&a), joined(&b)));
            let mut search = Search::normal(|p: &Vec<u64>| bit_game_moves(&a, p));
            let mut bob = 0u64;
            let mut x = vec![1u64; n];
            'all: loop {
                bob += u64::from(!search.first_player_wins(&x));
                for i in 0..n {
                    if x[i] < b[i] {
                        x[i] += 1;
                        continue 'all;
                    }
                    x[i] = 1;
                }
                break;
            }
            want.push_str(&format!("{bob}\n"));
        }
        let out = (problem("cf2027e2").solve)(input.as_bytes()).unwrap();
        assert_eq!(out, want, "{input:?}");
    }
}

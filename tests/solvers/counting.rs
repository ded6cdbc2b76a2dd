//! The counting problems against sums taken one term at a time: every `c_k` of
//! `bitwise_xor_convolution` is the direct sum over the pairs whose xor is `k`, on every size
//! from 2^0 to 2^10 with random values (small and near the modulus); `abc212h` is the number of
//! arrangements, enumerated one by one, whose Nim position a search of Nim's rules finds won.

use crate::common::problem;
use crate::common::rng::Rng;

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

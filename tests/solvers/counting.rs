//! The counting problems against sums taken one term at a time: every `c_k` of
//! `bitwise_xor_convolution` is the direct sum over the pairs whose xor is `k`, on every size
//! from 2^0 to 2^10 with random values (small and near the modulus).

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

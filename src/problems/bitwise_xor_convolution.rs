//! `bitwise_xor_convolution`: Library Checker "Bitwise Xor Convolution": `c_k = Σ_{i ^ j = k}
//! a_i·b_j mod 998244353` for `2^N` values each, by [`core::gf2`](crate::core::gf2)'s
//! Walsh–Hadamard transform (two transforms, a product, one inverse: O(2^N · N)). The values
//! are held as they come (memory follows the input read).

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem};
use crate::core::gf2::xor_convolution_u32;
use crate::core::scan::{Field, InputError};
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

/// The modulus of the problem.
const MOD: u64 = 998_244_353;
/// The number of bits.
const BITS: Field = Field::new("the number of bits N", 0, 20);

/// The problem; see the module documentation.
#[derive(Default)]
pub struct BitwiseXorConvolution;

impl Problem for BitwiseXorConvolution {
    const NAME: &'static str = "bitwise_xor_convolution";
    const HELP: &'static str = "\
Library Checker \"Bitwise Xor Convolution\": given a_0 ... a_{2^N-1} and b_0 ... b_{2^N-1}, print
c_k = sum over i xor j = k of a_i * b_j, modulo 998244353. Counting with xor: the distribution
of the xor of two independent choices.

input:  N, then the 2^N values a_i, then the 2^N values b_i   (0 <= N <= 20, 0 <= a_i, b_i < 998244353)
output: c_0 ... c_{2^N-1} on one line

example: printf '1\\n1 2\\n3 4\\n' | bitwise_xor_convolution
prints:
  11 10
";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&BITS)?;
        let len = 1u64 << n;
        // Values below the modulus (< 2^30) held as u32: half the memory to stream.
        let mut read = |name: &'static str| -> Result<Vec<u32>, InputError> {
            let (mut values, mut full) = (Vec::new(), false);
            io.input
                .each_value(len, &Field::new(name, 0, MOD - 1), |v| {
                    full |= try_push(&mut values, v as u32).is_err();
                })?;
            if full {
                return Err(io.input.last_location().error(HELD_MEMORY.into()));
            }
            Ok(values)
        };
        let mut a = read("a value a_i")?;
        let mut b = read("a value b_i")?;
        // In place: no memory past the two inputs. The lengths are 2^N and the modulus odd, so
        // the transform cannot refuse.
        xor_convolution_u32(&mut a, &mut b, MOD as u32)
            .map_err(|e| io.input.last_location().error(e.to_string()))?;
        // Written eight digits at a time straight into the answers' block.
        io.answers.numbers_line(a.iter().map(|&c| u64::from(c)));
        Ok(())
    }
}

/// The `bitwise_xor_convolution` binary: [`main`](crate::core::driver::main) for this problem,
/// compiled once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<BitwiseXorConvolution>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn small_inputs() {
        let solve = solve_bytes::<super::BitwiseXorConvolution>;
        assert_eq!(solve(b"0\n5\n7\n").unwrap(), "35\n");
        assert_eq!(solve(b"1\n1 2\n3 4\n").unwrap(), "11 10\n");
        let e = solve(b"1\n1 998244353\n3 4\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected a value a_i (0..=998244352), found \"998244353\""
        );
    }
}

//! A game none of the binaries solves, written with the library: heaps of tokens; a move
//! takes from one heap a number of tokens that divides its size and is smaller than it (from
//! 12: 1, 2, 3, 4 or 6); whoever cannot move loses. Input: `n`, then `n` heaps (at most
//! 10^5 each); output `First` if the first player wins, else `Second`.
//!
//! Bundle it: `bundle tests/programs/divisors.rs > divisors_bundled.rs`.

use grundy::core::driver::{Io, Layout, Problem, Words};
use grundy::core::scan::{Field, InputError};
use grundy::core::sg_table::table;
use std::io::{Read, Write};

const HEAPS: Field = Field::new("the number of heaps n", 1, 100_000);
const HEAP: Field = Field::new("a heap", 0, 100_000);

#[derive(Default)]
pub struct Divisors {
    /// `sg[x]` for every heap up to the largest seen.
    sg: Vec<u32>,
}

impl Problem for Divisors {
    const NAME: &'static str = "divisors";
    const HELP: &'static str = "take a proper divisor of the heap's size from one heap\n";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&HEAPS)?;
        let mut heaps = Vec::new();
        for _ in 0..n {
            heaps.push(io.input.next(&HEAP)? as usize);
        }
        let largest = heaps.iter().copied().max().unwrap_or(0);
        if self.sg.len() <= largest {
            // The rule: from x, every x - d with d | x and d < x.
            self.sg = table(largest + 1, |x, sg, options| {
                let mut d = 1;
                while d * d <= x {
                    if x % d == 0 {
                        for take in [d, x / d] {
                            if take < x {
                                options.insert(sg[x - take]);
                            }
                        }
                    }
                    d += 1;
                }
            });
        }
        let sum = heaps.iter().fold(0, |acc, &h| acc ^ self.sg[h]);
        io.answers
            .verdict(Words::new("First\n", "Second\n"), sum != 0);
        Ok(())
    }
}

fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<Divisors>()
}

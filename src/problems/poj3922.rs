//! `poj3922`: POJ 3922 = HDU 2486 "A simple stone game", `k`-fold dynamic subtraction: one heap
//! of `n`; the first move takes at most `n - 1`, each later move at most `k` times what the
//! opponent just took; whoever takes the last stone wins. Each case answers the smallest
//! winning first take, or `lose` ([`games::dynamic`](crate::games::dynamic)).
//!
//! Accepted: `1 <= T <= 10^5`, `2 <= n <= 10^18`, `1 <= k <= 10^18` (the judge's `n <= 10^8`,
//! `k <= 10^5`), within a bound on the steps of the whole input.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::dynamic::{DynamicError, LosingHeaps, Work};
use std::io::{Read, Write};

const CASES: Field = Field::new("the number of cases t", 1, 100_000);
const HEAP: Field = Field::new("the number of stones n", 2, 1_000_000_000_000_000_000);
const FOLD: Field = Field::new("the multiple k", 1, 1_000_000_000_000_000_000);

/// The most steps (terms of the losing-heap sequence generated) for the whole input: about
/// 3 s at 12 to 20 ns a step.
pub const MAX_WORK: u64 = 200_000_000;

/// The problem: the cases answered, the steps left, and the losing heaps of the last `k`
/// (cases with the same `k` share them).
pub struct Poj3922 {
    cases: u64,
    work: Work,
    heaps: LosingHeaps,
}

impl Default for Poj3922 {
    fn default() -> Self {
        Poj3922 {
            cases: 0,
            work: Work::new(MAX_WORK),
            heaps: LosingHeaps::new(1),
        }
    }
}

impl Problem for Poj3922 {
    const NAME: &'static str = "poj3922";
    const HELP: &'static str = "\
POJ 3922 (= HDU 2486) \"A simple stone game\": one heap of n stones; the first move takes 1 to
n - 1, each later move at least 1 and at most k times what the opponent just took; whoever
takes the last stone wins.

input:  t, then t lines 'n k'   (1 <= t <= 10^5, 2 <= n <= 10^18, 1 <= k <= 10^18)
output: per case 'Case i: X', X the smallest first take that wins, or 'Case i: lose'
limits: the answers walk the losing heaps below n / k: a case takes at most 10^8 steps
        (about 1.5 s) when k <= 2*10^6, k >= 2*10^10 or n <= 10^15 (the judge's cases a
        few thousand), and the whole input at most 2*10^8; the case that would pass that is
        refused with an error
example: printf '5\\n16 1\\n11 1\\n32 2\\n34 2\\n19 3\\n' | poj3922
prints:
  Case 1: lose
  Case 2: 1
  Case 3: 3
  Case 4: lose
  Case 5: 4
";
    const LAYOUT: Layout = Layout::with_count(CASES);
    // The answer is the winning move itself.
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&HEAP)?;
        let at = io.input.last_location();
        let k = io.input.next(&FOLD)?;
        if self.heaps.k() != k {
            self.heaps = LosingHeaps::new(k);
        }
        let take = self
            .heaps
            .winning_take(n, n - 1, &mut self.work)
            .map_err(|e| match e {
                DynamicError::Work => at.error(format!(
                    "expected cases whose losing heaps take at most {MAX_WORK} steps in all, \
                     found more by this case (n = {n}, k = {k})"
                )),
                DynamicError::NoMemory => at.error(e.to_string()),
            })?;
        self.cases += 1;
        match take {
            Some(t) => io.answers.line(format_args!("Case {}: {t}", self.cases)),
            None => io.answers.line(format_args!("Case {}: lose", self.cases)),
        }
        Ok(())
    }
}

/// The `poj3922` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Poj3922>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn sample() {
        let out = solve_bytes::<super::Poj3922>(b"5\n16 1\n11 1\n32 2\n34 2\n19 3\n").unwrap();
        assert_eq!(
            out,
            "Case 1: lose\nCase 2: 1\nCase 3: 3\nCase 4: lose\nCase 5: 4\n"
        );
    }
}

//! `hdu3404`: HDU 3404 "Switch lights": Turning Corners ([`games::coins`](crate::games::coins)):
//! a move switches the corners of a rectangle (or a line, or one cell) whose lower-right
//! corner is on, so a light `(x, y)` is worth the nim product `x ⊗ y`
//! ([`core::nimber`](crate::core::nimber)). `T` cases of `n` lights, distinct within a case
//! (a light listed twice is an error at its second listing, found by a
//! `Distinct` set), so memory follows the lights read.

use crate::core::budget::try_push;
use crate::core::distinct::Distinct;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::nimber::product;
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::coins::corners_option;
use crate::problems::shape::CASE_COUNT;
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const LIGHTS: Field = Field::new("the number of lights n", 0, 1_000_000);
const COORDINATE: Field = Field::new("a coordinate", 1, 1_000_000_000_000_000_000);

/// The answer words.
const WORDS: Words = Words::new("Have a try, lxhgww.\n", "Don't waste your time.\n");

/// The problem, and the lights of the case being read.
#[derive(Default)]
pub struct Hdu3404 {
    seen: Distinct<(u64, u64)>,
    /// The lights, kept only for `--move`.
    lights: Vec<(u64, u64)>,
}

impl Problem for Hdu3404 {
    const NAME: &'static str = "hdu3404";
    const HELP: &'static str = "\
HDU 3404 \"Switch lights\": a matrix of lights, some on. A move chooses a rectangle with
corners (x1, y1) and (x2, y2), x1 <= x2, y1 <= y2, whose corner (x2, y2) is on, and switches
its (up to four) corners; the rectangle may be a line or a single cell. Whoever turns the last
light off wins. lxhgww moves first.

input:  T, then per case n and n lines 'x y', the lights that are on, no two at one place
        (1 <= T <= 10^6, 0 <= n <= 10^6, 1 <= x, y <= 10^18)
output: 'Have a try, lxhgww.' if lxhgww wins, else 'Don't waste your time.', one line per case

move:   with --move, switch the rectangle from (X1, Y1) to (X2, Y2); - when no move wins
memory: the set of a case's lights, up to 65 MB for 10^6; under --move up to 85 MB
example: printf '2\\n2\\n1 2\\n2 1\\n2\\n1 1\\n2 2\\n' | hdu3404
prints:
  Don't waste your time.
  Have a try, lxhgww.
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&LIGHTS)?;
        self.lights.clear();
        self.seen.clear();
        let keep = io.answers.wants_moves();
        let (seen, lights) = (&mut self.seen, &mut self.lights);
        let (mut value, mut pending) = (0, None);
        // The coordinates stream by in pairs; the second of each completes a light.
        io.input.each_value_checked(2 * n, &COORDINATE, |v| {
            let Some(x) = pending.take() else {
                pending = Some(v);
                return Ok(());
            };
            let light = (x, v);
            match seen.insert(light) {
                Ok(true) => {}
                Ok(false) => {
                    return Err(format!(
                        "expected a light not yet listed in this case, found ({x}, {v}) again"
                    ))
                }
                Err(_) => {
                    return Err(
                        "the set of this case's lights needs more memory than is available".into(),
                    )
                }
            }
            value ^= product(x, v);
            if keep {
                try_push(lights, light).map_err(|_| HELD_MEMORY.to_string())?;
            }
            Ok(())
        })?;
        io.answers.verdict(WORDS, value != 0);
        if keep {
            let lights = &self.lights;
            let values = lights.iter().map(|&(x, y)| product(x, y));
            let winning = winning_component(values).and_then(|(i, target)| {
                let (x, y) = lights[i];
                let (a, b) = corners_option(x, y, target)?;
                // A coordinate 0 of the option stands for the light's own row or column.
                let (x1, y1) = (if a == 0 { x } else { a }, if b == 0 { y } else { b });
                Some(format!(
                    "switch the rectangle from ({x1}, {y1}) to ({x}, {y})"
                ))
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `hdu3404` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu3404>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_sample_a_repeated_light_and_a_move() {
        let solve = solve_bytes::<super::Hdu3404>;
        let sample = b"2\n2\n1 2\n2 1\n2\n1 1\n2 2\n";
        assert_eq!(
            solve(sample).unwrap(),
            "Don't waste your time.\nHave a try, lxhgww.\n"
        );
        let e = solve(b"1\n3\n1 2\n5 5\n1 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 5, column 3: expected a light not yet listed in this case, found (1, 2) again"
        );
        // (1, 1) and (2, 2) are worth 1 and 2 ⊗ 2 = 3; the one winning move switches the
        // square between them, leaving (1, 2) and (2, 1), the first case: 2 ⊕ 2 = 0.
        let moves = solve_bytes_with_moves::<super::Hdu3404>(&sample[..]).unwrap();
        assert_eq!(
            moves,
            "Don't waste your time.\n-\nHave a try, lxhgww.\n\
             switch the rectangle from (1, 1) to (2, 2)\n"
        );
    }
}

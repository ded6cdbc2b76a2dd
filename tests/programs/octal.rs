//! An octal game given by its code, then positions: `CODE T`, then `T` lines `n h_1 … h_n`;
//! `W` or `L` for each position, all on one line. Heaps up to 10^5, values by the library's
//! octal engine.

use grundy::core::budget::Budget;
use grundy::core::driver::{Io, Layout, Problem};
use grundy::core::scan::{Field, InputError};
use grundy::games::octal::{OctalGame, OctalSg};
use std::io::{Read, Write};

const POSITIONS: Field = Field::new("the number of positions T", 1, 1000);
const HEAPS: Field = Field::new("the number of heaps n", 1, 1000);
const HEAP: Field = Field::new("a heap", 0, 100_000);

#[derive(Default)]
pub struct Octal;

impl Problem for Octal {
    const NAME: &'static str = "octal";
    const HELP: &'static str = "an octal game, then positions\n";
    const LAYOUT: Layout = Layout::ONE;
    const MOVES: bool = false;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let game = io
            .input
            .next_text("an octal code", |t| OctalGame::parse(t).ok())?;
        let mut values = OctalSg::new(game);
        let t = io.input.next(&POSITIONS)?;
        let mut letters = String::new();
        for _ in 0..t {
            let mut sum = 0;
            for _ in 0..io.input.next(&HEAPS)? {
                let h = io.input.next(&HEAP)?;
                if values.extend_to(h as usize + 1, Budget::UNLIMITED).is_err() {
                    return Err(io.input.last_location().error("no memory".to_string()));
                }
                sum ^= values.get(h).unwrap_or(0);
            }
            letters.push(if sum != 0 { 'W' } else { 'L' });
        }
        io.answers.line(letters);
        Ok(())
    }
}

fn main() -> std::process::ExitCode {
    grundy::core::driver::main::<Octal>()
}

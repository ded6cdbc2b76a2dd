//! `octal_game`: any octal game (Guy's notation, [`games::octal`](crate::games::octal)) on
//! several heaps up to 10^18, in normal play or in misère play (`--misere`). Our own
//! format: the code, then `n` and the heaps; one case or several, one after another.
//!
//! Misère play is answered through the game's misère quotient
//! ([`games::misere`](crate::games::misere)), found heap by heap up to the case's largest heap
//! or until it is proved final (then every heap is answered through its period), and kept for
//! the cases after it.
//!
//! Each heap's value comes from one table per input, grown as heaps arrive: a heap inside the
//! table is looked up; a larger one grows the table, checking the Guy–Smith certificate as it
//! goes, and once a period is certified every heap, however large, is a lookup. A code whose
//! period is not certified within the work budget still answers heaps inside the computed
//! table; a larger heap is an input error naming it and how far the table got, never a
//! guess.

use crate::core::budget::{try_push, Budget};
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::winning_component;
use crate::games::misere::{octal_heap_options, octal_reach};
use crate::games::octal::{self, OctalSg};
use crate::problems::shape::{misere_piles, pile_move, MisereQuotients, HELD_MEMORY, PILE_COUNT};
use std::io::{Read, Write};

const CODE: &str =
    "an octal code such as 0.07 (0 or 4 before the point, digits 0-7 after it, at least one move)";
const HEAP: Field = Field::new("a heap size", 0, 1_000_000_000_000_000_000);

/// The problem, with the work budget its table may use, the last case's table (kept for
/// the next case of the same game) and the misère quotients found.
pub struct OctalGame {
    budget: Budget,
    table: Option<OctalSg>,
    /// The misère quotients ([`MisereQuotients::of`]), made by the first misère case. Read
    /// only in misère play, which a problem's bundle leaves out (so it is never read there).
    #[allow(dead_code)]
    quotients: Option<Box<dyn std::any::Any>>,
}

impl Default for OctalGame {
    fn default() -> Self {
        OctalGame {
            budget: octal::DEFAULT_BUDGET,
            table: None,
            quotients: None,
        }
    }
}

impl Problem for OctalGame {
    const NAME: &'static str = "octal_game";
    const HELP: &'static str = "\
Any octal game in Guy's notation, on several heaps. Digit d_i of the code (i = 1, 2, ... after
the point) says what removing i tokens from a heap may leave: bit 1 nothing (the heap was
exactly i), bit 2 one non-empty heap, bit 4 two non-empty heaps. The digit before the point is
0, or 4: a heap may be split in two without removing anything. 0.77 is Kayles, 0.07 Dawson's
Kayles, 0.137 Dawson's chess, 4.07 splits freely too. Whoever cannot move loses. Heaps past
the computed table are answered through the period the Guy-Smith theorem certifies; with no
period certified within the work limit, such a heap is an error naming it.
With --misere, whoever moves last loses: answers come from the misere quotient, found to
the largest heap or until proved final, kept for later cases; a heap past a quotient not
final within the limits (1000 elements, 10^6 options or heaps, 4*10^8 steps for the whole
input's quotients: about 5 s, 300 MB) is an error naming where it stopped.

input:  one or more cases, each the code, then n and the n heap sizes
        (1 <= n <= 10^6, 0 <= h <= 10^18)
output: for each case, Yes if the first player wins the sum, else No

move:   with --move, take X from pile I; take X from pile I, leaving A and B; split pile I into A and B; - when no move wins (in misere play also when no move is left)
example: printf '0.07\\n3\\n5 7 12\\n' | octal_game
prints:
  Yes
";
    const LAYOUT: Layout = Layout::UNTIL_END;
    const MISERE: bool = true;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let game = io
            .input
            .next_text(CODE, |text| octal::OctalGame::parse(text).ok())?;
        let code = game.code();
        let mut table = match self.table.take() {
            Some(table) if *table.game() == game => table,
            _ => OctalSg::new(game),
        };
        let mut sum = 0;
        let wants_moves = io.answers.wants_moves();
        let mut heaps = Vec::new();
        let sc = &mut io.input;
        for _ in 0..sc.next(&PILE_COUNT)? {
            let h = sc.next(&HEAP)?;
            if table.get(h).is_none() {
                let wanted = usize::try_from(h).map_or(usize::MAX, |h| h.saturating_add(1));
                // Out of budget is answered below: the heap is still not covered.
                let _uncertified =
                    table.extend_certified(wanted.min(self.budget.values), self.budget);
            }
            let Some(v) = table.get(h) else {
                let last = table.values().len().saturating_sub(1);
                let message = format!(
                    "expected a heap size the table of {code} reaches (0..={last}: no period \
                     certified up to n = {last} within the work limit), found \"{h}\""
                );
                return Err(sc.last_location().error(message));
            };
            sum ^= v;
            if wants_moves {
                let full = |_| sc.last_location().error(HELD_MEMORY.to_string());
                try_push(&mut heaps, h).map_err(full)?;
            }
        }
        io.answers.verdict(Words::YES_NO, sum != 0);
        if wants_moves {
            let values = heaps.iter().map(|&h| u64::from(table.get(h).unwrap_or(0)));
            let winning = winning_component(values).and_then(|(i, t)| {
                let m = table.move_to(heaps[i], t as u32)?;
                Some(pile_move(i, m))
            });
            io.answers.move_line(winning);
        }
        self.table = Some(table);
        Ok(())
    }

    fn misere_case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let game = io
            .input
            .next_text(CODE, |text| octal::OctalGame::parse(text).ok())?;
        let options = |h| octal_heap_options(&game, h);
        let reach = octal_reach(&game);
        misere_piles(
            io,
            Words::YES_NO,
            MisereQuotients::of(&mut self.quotients),
            game.code(),
            options,
            reach,
        )
    }
}

/// The `octal_game` binary: [`main_with_misere`](crate::core::driver::main_with_misere) for
/// this problem, compiled once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main_with_misere::<OctalGame>()
}

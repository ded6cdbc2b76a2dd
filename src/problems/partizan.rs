//! `partizan` (ours): sums of partizan games, one sum a line, each component `GAME:POSITION`
//! (Blue-Red Hackenbush strings, Domineering, Toads and Frogs, Cutcake); the outcome class of
//! each sum, by [`games::partizan_sum`](crate::games::partizan_sum).

use crate::core::budget::{count_growth, reserve, try_push};
use crate::core::driver::{Io, Layout, Problem};
use crate::core::partizan::{OutcomeClass, PartizanError};
use crate::core::scan::{Field, InputError, Location};
use crate::games::partizan_sum::{Component, Value, Values, COMPONENT, GAMES, MAX_GAMES};
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

const CASES: Field = Field::new("the number of sums T", 1, 100_000);

/// A move as `--move` prints it: `K -> AFTER` (1-based component, what it becomes; `0` for
/// nothing left), or `-`.
fn shown(found: Option<(usize, Vec<Component>)>) -> String {
    match found {
        None => "-".to_string(),
        Some((i, after)) if after.is_empty() => format!("{} -> 0", i + 1),
        Some((i, after)) => {
            let parts: Vec<String> = after.iter().map(|c| c.to_string()).collect();
            format!("{} -> {}", i + 1, parts.join("+"))
        }
    }
}

/// The most steps of work ([`Values::work`]: each game made, each option looked at in a
/// comparison, four a square of each Domineering region met) for the whole input: a bound on
/// its time, where each line alone is bounded by [`MAX_GAMES`]. Measured at 80 to 140 ns a
/// step (Domineering boards of 25 squares, Toads and Frogs strips of 14 cells, `bench`'s
/// mixed sums), so at most about 8 to 14 s in all; `bench`'s 10^5 mixed sums take 1.1·10^7.
pub const MAX_WORK: u64 = 100_000_000;

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Partizan {
    values: Option<Values>,
    /// The work of the arenas let go so far.
    spent: u64,
    /// Was an arena let go for want of memory? Its games, met again, are made again.
    short: bool,
}

impl Partizan {
    /// The outcome class of the sum of `components` and, if `moves`, its `--move` line.
    fn answer(
        &mut self,
        components: &[Component],
        moves: bool,
    ) -> Result<(OutcomeClass, Option<String>), PartizanError> {
        let left = MAX_WORK.saturating_sub(self.spent);
        let values = self.values.get_or_insert_with(|| Values::with_work(left));
        let mut games: Vec<Value> = Vec::new();
        reserve(&mut games, components.len()).map_err(|_| PartizanError::NoMemory)?;
        for c in components {
            games.push(values.value(c)?);
        }
        let outcome = values.outcome_of_values(&games)?;
        if !moves {
            return Ok((outcome, None));
        }
        if outcome == OutcomeClass::P {
            return Ok((outcome, Some("-".to_string())));
        }
        let left = shown(values.winning_move(components, &games, true)?);
        let right = shown(values.winning_move(components, &games, false)?);
        Ok((outcome, Some(format!("left: {left} right: {right}"))))
    }
}

impl Problem for Partizan {
    const NAME: &'static str = "partizan";
    const HELP: &'static str = "\
partizan (ours): sums of partizan games in normal play (who cannot move loses); Left and
Right have different moves. Each line is one sum of components GAME:POSITION separated by
spaces:
  hackenbush:STALK   Blue-Red Hackenbush, 1 to 62 letters from the ground up: B (Left may cut
                     it) and R (Right); a cut removes the edge and all above it
  domineering:ROWS   rows of . (empty) and # (filled) joined by /, of equal length, at most 25
                     empty squares; Left places a vertical domino, Right a horizontal one
  toads:STRIP        Toads and Frogs, 1 to 14 cells T, F, .; Left moves a toad one cell right
                     into an empty cell or jumps it over one frog into an empty cell; Right
                     moves a frog left alike
  cutcake:WxH        a W-wide, H-high cake (1 <= W, H <= 64); Left cuts it along a vertical
                     line, Right along a horizontal one; the pieces are separate cakes

input:  T, then T lines, each a sum of 1 or more components, as many as the line holds
        (1 <= T <= 10^5, a component at most 128 bytes)
output: per line its outcome class: L (Left wins whoever starts), R (Right wins whoever
        starts), P (the player to move loses), N (the player to move wins)
limits: numbers (every stalk and cake, and each board or strip whose value is a number) are
        added exactly, outside the games held: 10^5 lines of stalks in 0.1 s and 2 MB. The
        other games of one run are held once each in canonical form, at most 1000000 of
        them (the 5 x 5 Domineering board takes 31 MB); every component within the bounds
        above answers alone within 2 s and 100 MB, and a sum whose games need more than
        that many, or more memory, is refused with an error, never a hang. The whole input
        takes at most 10^8 steps of work (a game made, an option compared, four a square of
        each Domineering region met: at most about 14 s); the line that would take more is
        refused with an error

move:   with --move, a second line per sum: - for P, else 'left: M right: M' with a winning
        first move for Left and one for Right, each K -> AFTER (component K, 1-based, becomes
        AFTER: its position after the move, two cakes joined by +, 0 for nothing) or - when
        that player, moving first, loses
example: printf '2\\nhackenbush:BR hackenbush:RR\\ndomineering:../.. toads:T.F\\n' | partizan
prints:
  R
  N
";
    const LAYOUT: Layout = Layout::with_count(CASES);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let mut components = Vec::new();
        let mut first: Option<Location> = None;
        loop {
            // A token that names no game is the scanner's to describe.
            let parsed = io.input.next_text(COMPONENT, |t| {
                let game = t.split_once(':')?.0;
                GAMES.contains(&game).then(|| Component::parse(t))
            })?;
            let at = io.input.last_location();
            let component = parsed.map_err(|(offset, message)| {
                Location {
                    line: at.line,
                    column: at.column + offset,
                }
                .error(message)
            })?;
            // Each component owns its position (at most 128 bytes): counted, so that memory
            // running out is an error line, not an abort.
            count_growth(128 + std::mem::size_of::<Component>())
                .and_then(|()| try_push(&mut components, component))
                .map_err(|_| at.error(HELD_MEMORY.into()))?;
            let line = first.get_or_insert(at).line;
            if io.input.at_end()? || io.input.location()?.line != line {
                break;
            }
        }
        let at = first.unwrap_or(Location { line: 1, column: 1 });
        let short = self.short;
        let refused = |e: PartizanError| match e {
            PartizanError::NoMemory => at.error("expected a sum whose games fit in memory".into()),
            PartizanError::Work => at.error(format!(
                "expected an input whose games take at most 10^8 steps of work in all, found \
                 more by this line{}",
                if short {
                    " (memory ran short: games of earlier lines were let go and made again)"
                } else {
                    ""
                }
            )),
            _ => at.error(format!(
                "expected a sum whose canonical forms need at most {} games, found a larger one",
                MAX_GAMES
            )),
        };
        // Games of earlier sums stay held; a sum refused for room (the arena's limit or the
        // memory) is tried once more alone.
        let held = self.values.is_some();
        let mut answer = self.answer(&components, io.answers.wants_moves());
        if held
            && matches!(
                answer,
                Err(PartizanError::TooLarge | PartizanError::NoMemory)
            )
        {
            self.short |= answer == Err(PartizanError::NoMemory);
            self.spent += self.values.take().map_or(0, |v| v.work());
            answer = self.answer(&components, io.answers.wants_moves());
        }
        let (outcome, moves) = answer.map_err(refused)?;
        io.answers.line(outcome);
        if let Some(moves) = moves {
            io.answers.line(moves);
        }
        Ok(())
    }
}

/// The `partizan` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Partizan>()
}

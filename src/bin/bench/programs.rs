//! The contestants' programs timed beside the problems: the pair game of
//! `tests/programs/pairs.rs` (in its memo's box, and all in the hash map), and `octal_game`
//! in misère play. Each answers in memory through its `Problem`, and as a whole process as
//! `bench --run NAME`.

use crate::fail;
use crate::pairs;
use crate::Solve;
use grundy::core::driver::solve_bytes;
use grundy::core::scan::InputError;
use grundy::problems::octal_game::OctalGame;
use std::io::{self, Write};
use std::process::ExitCode;

/// A contestant's program of `tests/programs/`, timed like a problem.
pub(crate) struct Program {
    pub(crate) name: &'static str,
    /// Its answers to an input in memory.
    pub(crate) solve: Solve,
    /// The whole program, as `bench --run NAME` runs it.
    pub(crate) main: fn() -> ExitCode,
}

/// The programs written with the library's memo over any position, timed against the usual
/// contest solutions (`../shared/reference/memo_map.cpp` and `memo_unordered.cpp`).
pub(crate) const PROGRAMS: &[Program] = &[
    Program {
        name: "pairs",
        solve: solve_bytes::<pairs::Pairs>,
        main: run_program::<pairs::Pairs>,
    },
    Program {
        name: "pairs_hashed",
        solve: solve_bytes::<PairsHashed>,
        main: run_program::<PairsHashed>,
    },
    Program {
        name: "octal_game_misere",
        solve: octal_game_misere,
        main: run_octal_game_misere,
    },
    Program {
        name: "guess",
        solve: solve_bytes::<GuessTable>,
        main: run_program::<GuessTable>,
    },
    Program {
        name: "saltus",
        solve: solve_bytes::<SaltusProof>,
        main: run_program::<SaltusProof>,
    },
];

/// A hexadecimal code's table grown until a period or an arithmetic period is proved, as
/// `grundy hex CODE` does (`games::saltus`): the code on stdin, the pattern proved (or that
/// none was) on stdout.
#[derive(Default)]
pub(crate) struct SaltusProof;

impl grundy::core::driver::Problem for SaltusProof {
    const NAME: &'static str = "saltus";
    const HELP: &'static str = "";
    const LAYOUT: grundy::core::driver::Layout = grundy::core::driver::Layout::ONE;
    const MOVES: bool = false;

    fn case<R: io::Read, W: Write>(
        &mut self,
        io: &mut grundy::core::driver::Io<R, W>,
    ) -> Result<(), InputError> {
        use grundy::games::rules::{RulesSg, Ruleset};
        let rules = io
            .input
            .next_text("a hexadecimal code such as 0.28", |text| {
                Ruleset::code(text).ok()
            })?;
        let mut sg = RulesSg::new(rules);
        let budget = grundy::core::budget::Budget {
            steps: 250_000_000,
            values: 1_000_000,
        };
        let _ = sg.extend_certified(1_000_000, budget);
        match (sg.cycle(), sg.saltus()) {
            (Some(c), _) => io
                .answers
                .line(format_args!("period {} from {}", c.period, c.preperiod)),
            (_, Some(s)) => io.answers.line(format_args!(
                "period {} saltus {} from {}",
                s.period, s.saltus, s.preperiod
            )),
            _ => io.answers.line("none"),
        }
        Ok(())
    }
}

/// `core::guess` on a table, as `grundy guess` runs it: `rows cols`, then the values row by
/// row (`rows = 1` for a sequence); the pattern's report, or why none fits.
#[derive(Default)]
pub(crate) struct GuessTable;

impl grundy::core::driver::Problem for GuessTable {
    const NAME: &'static str = "guess";
    const HELP: &'static str = "";
    const LAYOUT: grundy::core::driver::Layout = grundy::core::driver::Layout::ONE;
    const MOVES: bool = false;

    fn case<R: io::Read, W: Write>(
        &mut self,
        io: &mut grundy::core::driver::Io<R, W>,
    ) -> Result<(), InputError> {
        use grundy::core::scan::Field;
        let rows = io.input.next(&Field::new("the rows", 1, 2_000_000))?;
        let cols = io.input.next(&Field::new("the columns", 1, 2_000_000))?;
        let mut values = Vec::new();
        let value = Field::new("a value", 0, 1_000_000_000_000_000_000);
        io.input
            .each_value(rows * cols, &value, |v| values.push(v))?;
        let found = if rows == 1 {
            grundy::core::guess::guess(&values)
        } else {
            grundy::core::guess::guess_grid(&values, rows as usize, cols as usize)
        };
        match found {
            Ok(pattern) => io.answers.line(pattern.report().trim_end()),
            Err(e) => io.answers.line(format_args!("no pattern: {e}")),
        }
        Ok(())
    }
}

/// `octal_game --misere`, in memory.
pub(crate) fn octal_game_misere(input: &[u8]) -> Result<String, InputError> {
    grundy::core::driver::solve_bytes_in::<OctalGame>(input, MISERE)
}

/// `octal_game --misere` as a whole process.
pub(crate) fn run_octal_game_misere() -> ExitCode {
    use grundy::core::driver::{solve_with_modes, Failure};
    let out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    match solve_with_modes(OctalGame::default(), io::stdin().lock(), out, MISERE) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(e)) => fail(2, format_args!("{e}")),
        Err(Failure::Output(e)) => fail(1, format_args!("cannot write the output: {e}")),
    }
}

/// Misère play, no moves.
pub(crate) const MISERE: grundy::core::driver::Modes = grundy::core::driver::Modes {
    moves: false,
    misere: true,
};

/// The pair game of `tests/programs/pairs.rs` with every position in the memo's hash map (no
/// box): how the memo does on positions it cannot number.
pub(crate) struct PairsHashed {
    memo: grundy::core::memo::Memo<pairs::Piles, pairs::Moves>,
}

impl Default for PairsHashed {
    fn default() -> Self {
        PairsHashed {
            memo: grundy::core::memo::Memo::new(pairs::Moves),
        }
    }
}

impl grundy::core::driver::Problem for PairsHashed {
    const NAME: &'static str = "pairs_hashed";
    const HELP: &'static str = "";
    const LAYOUT: grundy::core::driver::Layout =
        <pairs::Pairs as grundy::core::driver::Problem>::LAYOUT;
    const MOVES: bool = false;

    fn case<R: io::Read, W: Write>(
        &mut self,
        io: &mut grundy::core::driver::Io<R, W>,
    ) -> Result<(), InputError> {
        pairs::answer(&mut self.memo, io)
    }
}

/// A program's whole run on stdin and stdout, as its own `main` would do it (without its
/// arguments: this process's are `bench --run NAME`).
pub(crate) fn run_program<P: grundy::core::driver::Problem>() -> ExitCode {
    use grundy::core::driver::{solve, Failure};
    let out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    match solve(P::default(), io::stdin().lock(), out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(e)) => fail(2, format_args!("{e}")),
        Err(Failure::Output(e)) => fail(1, format_args!("cannot write the output: {e}")),
    }
}

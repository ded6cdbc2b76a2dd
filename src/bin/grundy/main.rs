//! `grundy`: prints SG tables of game families, proves their periods, answers positions,
//! guesses patterns, plays games and draws pictures; `grundy --help` says how.
//!
//! One dispatcher, [`dispatch`], reads the first word and hands the rest to the subcommand's
//! module:
//!
//! * tables of heap games, built by [`builders`] and printed by [`render`] (with `--heaps`
//!   answered by [`position`], `--count` by [`count`], `--table` by [`export`], `--svg` by
//!   [`picture`]): `subtract`, `octal`, `hex`, `heap`, `grundys-game`, `lasker`, `fibonacci`
//!   and the names `kayles`, `dawsons-kayles` (`dawson`), `dawsons-chess`, `treblecross`;
//!   their options are read by [`options`];
//! * research runs of octal codes and Grundy's game (`--summary`, `--no-period`,
//!   `--progress`, `--checkpoint`): [`research`] and [`checkpoint`];
//! * `nim` and `moore`, `staircase` (`--count` only): [`count`], [`coins`];
//! * `nim-product`, `ruler`, `mock-turtles`: [`coins`]; `wythoff`: [`wythoff`]; `dynamic`:
//!   [`dynamic`]; `partizan`: [`partizan`]; `misere`: [`misere`]; the balanced games of
//!   [`balanced`];
//! * `guess`: [`guess`] (a table on stdin); `play`: [`play`] (moves on stdin);
//! * `--help`: [`help`].

mod balanced;
mod builders;
mod checkpoint;
mod coins;
mod count;
mod dynamic;
mod export;
mod guess;
mod help;
mod misere;
mod options;
mod partizan;
mod picture;
mod play;
mod position;
mod render;
mod research;
mod table;
mod wythoff;

use grundy::core::driver::{fail_escaped, output_failed, write_or_fail};
use options::{parse_options, GAMES, NAMES};

/// The library's `fail`, with the message's control characters escaped: this tool's errors
/// echo its arguments, which may hold a newline.
fn fail(code: u8, message: std::fmt::Arguments<'_>) -> std::process::ExitCode {
    fail_escaped(code, message)
}
use std::process::ExitCode;

fn main() -> ExitCode {
    if grundy::core::budget::keep_headroom().is_err() {
        return fail(2, format_args!("not enough memory to start"));
    }
    let mut args = Vec::new();
    for arg in std::env::args_os().skip(1) {
        match arg.into_string() {
            Ok(text) => args.push(text),
            Err(raw) => {
                let shown = raw.to_string_lossy();
                return fail(2, format_args!("expected UTF-8 arguments, found {shown:?}"));
            }
        }
    }
    match dispatch(&args) {
        Command::Guess(rest) => guess_command(rest),
        Command::Play(rest) => {
            let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
            match play::play_command(rest, &mut stdin.lock(), &mut stdout.lock()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(play::Stop::Refused(message)) => fail(2, format_args!("{message}")),
                Err(play::Stop::Output(e)) => output_failed(&e),
            }
        }
        Command::Research => research_command(&args),
        Command::Text(Ok(text)) => write_or_fail(std::io::stdout().lock(), text.as_bytes()),
        Command::Text(Err(message)) => fail(2, format_args!("{message}")),
    }
}

/// What the command line asks for: a subcommand that reads stdin or streams its output, or
/// the text of one that computes it whole (or the one line of its error).
enum Command<'a> {
    /// `grundy guess ARGS`: a table on stdin.
    Guess(&'a [String]),
    /// `grundy play GAME HEAPS…`: moves on stdin.
    Play(&'a [String]),
    /// A research run: the values streamed, or saved to a checkpoint.
    Research,
    /// Every other subcommand: its output, or an error (exit 2).
    Text(Result<String, String>),
}

/// The one dispatcher: the subcommand the first word names (a table's mode or a game's
/// name when it names no other), with the rest of the arguments.
fn dispatch(args: &[String]) -> Command<'_> {
    let Some(first) = args.first().map(String::as_str) else {
        return Command::Text(Err(format!(
            "expected a game: {GAMES}; or play GAME HEAPS to play one (see --help)"
        )));
    };
    let rest = &args[1..];
    let help = args.iter().any(|a| a == "-h" || a == "--help");
    Command::Text(match first {
        "guess" => return Command::Guess(rest),
        "play" => return Command::Play(rest),
        _ if research::wanted(args) => return Command::Research,
        _ if help => Ok(help::HELP.to_string()),
        mode if coins::MODES.contains(&mode) => coins::run(mode, rest),
        mode if balanced::MODES.contains(&mode) => balanced::run(mode, rest),
        wythoff::MODE => wythoff::run(rest),
        dynamic::MODE => dynamic::run(rest),
        partizan::MODE => partizan::run(rest),
        misere::MODE => {
            // A game's name stands for its code here too.
            let mut rest = rest.to_vec();
            if let Some(word) = rest.first_mut() {
                if let Some(named) = NAMES.iter().find(|n| n.0 == word && n.1 == "octal") {
                    *word = named.2.to_string();
                }
            }
            misere::run(&rest)
        }
        "nim" => nim(rest),
        _ => render::table_command(args),
    })
}

/// `grundy nim --count …`: Nim's values are its heaps, so no table, only the count.
fn nim(args: &[String]) -> Result<String, String> {
    let (words, request) = parse_options(args)?;
    match (request.count, words.first()) {
        (Some(count), None) if request.heaps.is_empty() && !request.list => {
            count::report(None, &count)
        }
        _ => Err(
            "grundy nim takes --count N LO..HI [--mod P] only (a Nim heap's value is its size; \
             grundy play nim plays it)"
                .to_string(),
        ),
    }
}

/// A research run (see [`research`]); with `--checkpoint`, checked first, then supervised
/// (see [`checkpoint`]).
fn research_command(args: &[String]) -> ExitCode {
    let run = match research::prepare(args, NAMES) {
        Ok(run) => run,
        Err(message) => return fail(2, format_args!("{message}")),
    };
    if let Some(file) = run.checkpoint() {
        if let Some(warning) = checkpoint::supervise(args, file) {
            use std::io::Write;
            let _ = writeln!(std::io::stderr(), "{warning}");
        }
    }
    match research::run(run) {
        Ok(research::Outcome::Done(done)) => {
            match done.write(std::io::BufWriter::new(std::io::stdout().lock())) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => output_failed(&e),
            }
        }
        Ok(research::Outcome::Stopped(line)) => {
            use std::io::Write;
            let _ = writeln!(std::io::stderr(), "{line}");
            ExitCode::from(checkpoint::STOPPED)
        }
        Err(message) => fail(2, format_args!("{message}")),
    }
}

/// `grundy guess ARGS`: the table on stdin, the pattern on stdout (exit 0); no pattern, one
/// line on stderr (exit 1); bad input, one `error:` line (exit 2).
fn guess_command(args: &[String]) -> ExitCode {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return write_or_fail(std::io::stdout().lock(), guess::HELP.as_bytes());
    }
    let stdin = std::io::stdin();
    match guess::run(args, &mut stdin.lock()) {
        Ok(guess::Outcome::Found(text)) => write_or_fail(std::io::stdout().lock(), text.as_bytes()),
        Ok(guess::Outcome::None(line)) => {
            use std::io::Write;
            // An unwritable stderr changes nothing: the status says it.
            let _ = writeln!(std::io::stderr(), "{line}");
            ExitCode::from(1)
        }
        Err(message) => fail(2, format_args!("{message}")),
    }
}

#[cfg(test)]
mod tests;

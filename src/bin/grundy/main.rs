//! `grundy`: prints SG tables of game families and certifies their periods; see
//! [`explore`] and `grundy --help`.

mod balanced;
mod checkpoint;
mod coins;
mod count;
mod dynamic;
mod explore;
mod export;
mod guess;
mod misere;
mod partizan;
mod picture;
mod play;
mod position;
mod research;
mod table;
mod wythoff;

use grundy::core::driver::{fail_escaped, output_failed, write_or_fail};

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
    if args.first().map(String::as_str) == Some("guess") {
        return guess_command(&args[1..]);
    }
    if args.first().map(String::as_str) == Some("play") {
        let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
        return match explore::play_command(&args[1..], &mut stdin.lock(), &mut stdout.lock()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(play::Stop::Refused(message)) => fail(2, format_args!("{message}")),
            Err(play::Stop::Output(e)) => output_failed(&e),
        };
    }
    if research::wanted(&args) {
        return research_command(&args);
    }
    match explore::run(&args) {
        Ok(text) => write_or_fail(std::io::stdout().lock(), text.as_bytes()),
        Err(message) => fail(2, format_args!("{message}")),
    }
}

/// A research run (see [`research`]); with `--checkpoint`, checked first, then supervised
/// (see [`checkpoint`]).
fn research_command(args: &[String]) -> ExitCode {
    let run = match research::prepare(args, explore::NAMES) {
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
mod tests {
    /// The modules below `explore` use the shared types of `table`, never `explore` itself:
    /// no two modules import each other.
    #[test]
    fn no_module_imports_explore_back() {
        for (name, source) in [
            ("dynamic", include_str!("dynamic.rs")),
            ("export", include_str!("export.rs")),
            ("guess", include_str!("guess.rs")),
            ("misere", include_str!("misere.rs")),
            ("partizan", include_str!("partizan.rs")),
            ("picture", include_str!("picture.rs")),
            ("play", include_str!("play.rs")),
            ("position", include_str!("position.rs")),
            ("research", include_str!("research.rs")),
            ("table", include_str!("table.rs")),
        ] {
            assert!(!source.contains("crate::explore"), "{name} imports explore");
        }
    }
}

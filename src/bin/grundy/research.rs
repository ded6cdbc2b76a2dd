//! Long runs of a take-and-break table, as researchers ask for them: `grundy octal CODE` or
//! `grundy grundys-game` with `--summary` (a few lines that identify the table instead of the
//! table), `--no-period` (every value to N even where a period is proven on the way) and
//! `--progress` (lines on stderr while it runs). The values stay in the engine's own table,
//! in the narrowest width that holds them; nothing is copied, and the summary is one pass over
//! them, so a run costs its table and a few MB whatever N is.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::checkpoint;
use crate::table::number_after;

use grundy::core::budget::Budget;
use grundy::core::period::GuySmith;
use grundy::games::octal::{self, OctalGame, OctalSg};

/// The options that make a command a research run.
pub const FLAGS: &[&str] = &["--summary", "--no-period", "--progress", "--checkpoint"];

/// The most values a research run computes: `--upto` below it, `--max` up to it.
pub const MAX_VALUES: u64 = 1 << 40;

/// A run computes this many values between two looks at the clock (and the stop signs of a
/// checkpointed run).
const CHUNK: usize = 1 << 12;

/// How often `--progress` writes a line.
const PROGRESS_EVERY: Duration = Duration::from_secs(1);

/// Whether `args` (after the program's name) ask for a research run.
pub fn wanted(args: &[String]) -> bool {
    let help = args.iter().any(|a| a == "-h" || a == "--help");
    !help && args.iter().any(|a| FLAGS.contains(&a.as_str()))
}

/// What a research run was asked for.
pub struct Run {
    game: OctalGame,
    /// Values wanted: `--upto` + 1, or `--max`.
    len: usize,
    summary: bool,
    no_period: bool,
    progress: bool,
    work: u64,
    checkpoint: Option<PathBuf>,
}

/// A finished run, to be written: the summary, or the values as `n G(n)` lines streamed from
/// the engine's table (without `--summary`).
pub struct Done {
    sg: OctalSg,
    /// The period proven, with its certificate.
    proof: Option<GuySmith>,
    summary: bool,
    /// The values asked for: past the computed ones, through the proven period.
    len: usize,
}

impl Done {
    /// Writes the run's output to `out`, the listing a line at a time (no copy of the table).
    pub fn write(&self, mut out: impl Write) -> std::io::Result<()> {
        if self.summary {
            out.write_all(summary(&self.sg, self.proof).as_bytes())?;
        } else {
            let computed = self.sg.values();
            for (n, v) in computed.iter().enumerate() {
                writeln!(out, "{n} {v}")?;
            }
            // A period proven on the way gives the rest.
            if let Some(proof) = self.proof {
                for n in computed.len()..self.len {
                    if let Some(v) = computed.get(proof.cycle.reduce(n as u64)) {
                        writeln!(out, "{n} {v}")?;
                    }
                }
            }
        }
        out.flush()
    }
}

/// How a run ended.
pub enum Outcome {
    /// The values asked for, to be written.
    Done(Box<Done>),
    /// Stopped by a signal (through [`checkpoint`]'s supervisor), the table saved: the line
    /// to write on stderr.
    Stopped(String),
}

/// Reads a research command: the run, or an error line. (Separate from [`run`] so that the
/// command is checked before a checkpointed run starts its supervisor.)
pub fn prepare(args: &[String], names: &[(&str, &str, &str)]) -> Result<Run, String> {
    let run = parse(args, names)?;
    if let Some(path) = run.checkpoint() {
        checkpoint::probe(path)?;
    }
    Ok(run)
}

impl Run {
    /// The `--checkpoint` file, if one was named.
    pub fn checkpoint(&self) -> Option<&Path> {
        self.checkpoint.as_deref()
    }
}

/// The lengths at which a run that looks for a period checks the Guy–Smith certificate: 64,
/// then a quarter more each time. They depend on nothing but the length, so a run resumed from
/// a checkpoint checks at the same lengths as one that never stopped, and ends at the same
/// length with the same table.
fn next_check(len: usize) -> usize {
    let mut at = 64usize;
    while at <= len {
        at = at.saturating_add(at / 4 + 1);
    }
    at
}

/// Runs a research command read by [`prepare`].
pub fn run(run: Run) -> Result<Outcome, String> {
    let mut sg = match run.checkpoint() {
        Some(path) => checkpoint::load(path, &run.game, run.len)?,
        None => None,
    }
    .unwrap_or_else(|| OctalSg::new(run.game.clone()));
    let loaded = sg.len();
    if sg.reserve_values(run.len).is_err() {
        return Err(format!(
            "not enough memory for a table of {} values; lower --upto or --max",
            run.len
        ));
    }
    let budget = Budget {
        steps: run.work,
        values: run.len,
    };
    let look_for_period = !run.no_period && !run.game.unequal_splits();
    let mut check_at = next_check(sg.len());
    let mut watch = run.checkpoint().map(|_| checkpoint::Watch::start());
    let start = Instant::now();
    let mut last_line = start;
    let mut proof = None;
    // A checkpoint saved at one of the lengths where the certificate is checked was checked
    // there by the run that saved it, which stopped there if it proved a period: check it
    // again, so that the resumed run stops where that one did.
    if look_for_period && loaded > 0 && next_check(loaded - 1) == loaded {
        proof = sg.certify();
    }
    while sg.len() < run.len && proof.is_none() {
        let mut target = (sg.len() + CHUNK).min(run.len);
        if look_for_period {
            target = target.min(check_at);
        }
        match sg.extend_to(target, budget) {
            Ok(()) => {}
            Err(e) if e.out_of_memory => {
                return Err(format!(
                    "not enough memory to go past the {} values computed (a value outgrowing \
                     its width doubles the table); lower --upto or --max",
                    e.values
                ));
            }
            Err(e) => {
                return Err(format!(
                    "the work limit stopped the run at {} values ({} pairs and options \
                     visited); raise --work",
                    e.values, e.steps
                ))
            }
        }
        if look_for_period && sg.len() >= check_at {
            proof = sg.certify();
            check_at = next_check(sg.len());
        }
        if run.progress && last_line.elapsed() >= PROGRESS_EVERY {
            last_line = Instant::now();
            progress(&sg, run.len, start.elapsed());
        }
        if let (Some(path), Some(watch)) = (run.checkpoint(), watch.as_mut()) {
            match watch.due() {
                checkpoint::Due::Nothing => {}
                checkpoint::Due::Save => {
                    if let Err(e) = checkpoint::save(path, &sg) {
                        // The run goes on; the next save may succeed.
                        let _ = writeln!(std::io::stderr(), "warning: {e}; the run goes on");
                    }
                    watch.saved();
                }
                checkpoint::Due::Stop => {
                    checkpoint::save(path, &sg)?;
                    return Ok(Outcome::Stopped(format!(
                        "stopped at {} values, saved to {}: the same command goes on from there",
                        sg.len(),
                        path.display()
                    )));
                }
            }
        }
    }
    if run.progress {
        progress(&sg, run.len, start.elapsed());
    }
    if proof.is_none() {
        proof = sg.certify();
    }
    if let Some(path) = run.checkpoint() {
        if sg.len() > loaded {
            checkpoint::save(path, &sg)?;
        }
    }
    Ok(Outcome::Done(Box::new(Done {
        sg,
        proof,
        summary: run.summary,
        len: run.len,
    })))
}

/// One `--progress` line on stderr: the heap reached, the rate, the time left at that rate.
/// (An unwritable stderr changes nothing: the run goes on.)
fn progress(sg: &OctalSg, len: usize, elapsed: Duration) {
    let done = sg.len();
    let seconds = elapsed.as_secs_f64().max(1e-9);
    let rate = done as f64 / seconds;
    let left = (len - done.min(len)) as f64 / rate.max(1e-9);
    let _ = writeln!(
        std::io::stderr(),
        "progress: heap {} of {len} ({:.1}%), {:.0} values a second, {:.0} s so far, about {:.0} s left",
        done.saturating_sub(1),
        100.0 * done as f64 / len as f64,
        rate,
        seconds,
        left
    );
}

/// The summary: `n`, `fnv1a64`, `max`, `rare`, and the period with its certificate or
/// `no period`.
fn summary(sg: &OctalSg, proof: Option<GuySmith>) -> String {
    let (max, at) = sg.max_value();
    let (rare, mask) = sg.least_rare();
    let period = match proof {
        Some(proof) => format!(
            "period {} from {} ({proof})",
            proof.cycle.period, proof.cycle.preperiod
        ),
        None if sg.game().unequal_splits() => {
            "no period (none is ever claimed for Grundy's game: no theorem certifies one)"
                .to_string()
        }
        None => "no period".to_string(),
    };
    format!(
        "game {}\nn {}\nfnv1a64 {:016x}\nmax {max} at {at}\nrare {rare} (mask {mask:x})\n{period}\n",
        sg.game().code(),
        sg.len(),
        fnv1a64(sg.values())
    )
}

/// FNV-1a 64 of the values, each as 4 little-endian bytes.
pub fn fnv1a64(values: octal::Values<'_>) -> u64 {
    let mut hash = checkpoint::Fnv::new();
    for v in values.iter() {
        hash.write(&v.to_le_bytes());
    }
    hash.0
}

/// Reads the command: the game (`octal CODE`, `grundys-game` or a name), `--upto N` or
/// `--max N`, `--work W`, and the research flags.
fn parse(args: &[String], names: &[(&str, &str, &str)]) -> Result<Run, String> {
    let mut words = Vec::new();
    let (mut upto, mut max, mut work, mut checkpoint) = (None, None, None, None);
    let (mut summary, mut no_period, mut progress) = (false, false, false);
    let mut i = 0;
    while i < args.len() {
        let number = |what: &str, min: u64, top: u64| number_after(args, i, what, min, top);
        match args[i].as_str() {
            "--upto" => {
                upto = Some(number("--upto", 0, MAX_VALUES - 1)?);
                i += 1;
            }
            "--max" => {
                max = Some(number("--max", 1, MAX_VALUES)?);
                i += 1;
            }
            "--work" => {
                work = Some(number("--work", 1, u64::MAX)?);
                i += 1;
            }
            "--checkpoint" => {
                let file = args
                    .get(i + 1)
                    .filter(|f| !f.is_empty() && !f.starts_with("--"))
                    .ok_or("expected a file after --checkpoint")?;
                checkpoint = Some(PathBuf::from(file));
                i += 1;
            }
            "--summary" => summary = true,
            "--no-period" => no_period = true,
            "--progress" => progress = true,
            flag if flag.starts_with("--") => {
                return Err(format!(
                    "{flag} does not go with {}: a research run takes --upto, --max, --work, \
                     --summary, --no-period, --progress and --checkpoint",
                    FLAGS.join(", ")
                ))
            }
            word => words.push(word),
        }
        i += 1;
    }
    let game = match words.as_slice() {
        ["octal", code] => OctalGame::parse(code)?,
        ["grundys-game"] => OctalGame::grundys_game(),
        [name] => match names.iter().find(|n| n.0 == *name && n.1 == "octal") {
            Some(named) => OctalGame::parse(named.2)?,
            None => return Err(not_a_code(name)),
        },
        [first, ..] => return Err(not_a_code(first)),
        [] => return Err(not_a_code("nothing")),
    };
    let len = match (upto, max) {
        (Some(u), None) => u + 1,
        (None, Some(m)) => m,
        (Some(u), Some(m)) if u < m => u + 1,
        (Some(u), Some(m)) => {
            return Err(format!(
                "--upto {u} needs {} values, more than --max {m}",
                u + 1
            ))
        }
        (None, None) => {
            return Err(
                "a research run needs --upto N or --max N: how many values to compute".to_string(),
            )
        }
    };
    let len = usize::try_from(len).map_err(|_| format!("{len} values do not fit this machine"))?;
    check_memory(len)?;
    Ok(Run {
        game,
        len,
        summary,
        no_period,
        progress,
        // A research run asks for its values by count: the work is not capped unless asked.
        work: work.unwrap_or(u64::MAX),
        checkpoint,
    })
}

fn not_a_code(found: &str) -> String {
    format!(
        "--summary, --no-period, --progress and --checkpoint are for take-and-break tables: \
         grundy octal CODE or grundy grundys-game (or a name, such as kayles); found {found:?}"
    )
}

/// Refuses a run whose table cannot fit: one byte a value at least (two once a value passes
/// 255), against the memory the machine has (`MemTotal`, where `/proc/meminfo` says it).
fn check_memory(len: usize) -> Result<(), String> {
    let Some(total) = machine_memory() else {
        return Ok(());
    };
    let least = len as u64;
    if least > total {
        return Err(format!(
            "{len} values need at least {least} bytes (one a value), more than this machine's \
             {total} bytes of memory"
        ));
    }
    Ok(())
}

/// The machine's memory in bytes, from `/proc/meminfo`'s `MemTotal`.
fn machine_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kb.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_of(args: &str) -> Result<String, String> {
        let args: Vec<String> = args.split_whitespace().map(String::from).collect();
        let Outcome::Done(done) = run(prepare(&args, &[("kayles", "octal", "0.77")])?)? else {
            return Err("stopped".to_string());
        };
        let mut out = Vec::new();
        done.write(&mut out).map_err(|e| e.to_string())?;
        Ok(String::from_utf8(out).unwrap_or_default())
    }

    #[test]
    fn fnv1a64_is_the_published_function() {
        // FNV-1a 64 of no bytes is the offset basis; of the 4 bytes of 0u32, the basis
        // through four rounds.
        let empty: [u32; 0] = [];
        assert_eq!(fnv1a64(octal::Values::U32(&empty)), 0xcbf2_9ce4_8422_2325);
        let by_bytes = [0u8, 0, 0, 0, 1, 0, 0, 0]
            .iter()
            .fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            });
        assert_eq!(fnv1a64(octal::Values::U8(&[0, 1])), by_bytes);
        assert_eq!(fnv1a64(octal::Values::U16(&[0, 1])), by_bytes);
    }

    #[test]
    fn without_summary_the_values_are_listed() {
        let list = run_of("octal 0.77 --upto 5 --no-period").unwrap();
        assert_eq!(list, "0 0\n1 1\n2 2\n3 3\n4 1\n5 4\n");
        // Past a period proven on the way, the values come from it: Kayles from 71 on
        // repeats 12 values, so G(10^5) = G(10^5 - 12·8328) = G(64).
        let list = run_of("kayles --upto 100000 --progress").unwrap();
        assert_eq!(list.lines().count(), 100_001);
        let value = |n: usize| {
            list.lines()
                .nth(n)
                .unwrap()
                .split(' ')
                .nth(1)
                .unwrap()
                .to_string()
        };
        assert_eq!(value(100_000), value(64));
    }

    #[test]
    fn a_summary_names_the_table() {
        let kayles = run_of("kayles --upto 999 --summary").unwrap();
        assert!(
            kayles.contains("\nperiod 12 from 71 (Guy-Smith"),
            "{kayles}"
        );
        // Without --no-period the run stops at the proof; with it, every value is computed
        // and the proof is made on all of them.
        let all = run_of("octal 0.77 --upto 999 --summary --no-period").unwrap();
        assert!(all.contains("\nn 1000\n"), "{all}");
        assert!(all.contains("\nperiod 12 from 71 (Guy-Smith"), "{all}");
        let grundy = run_of("grundys-game --max 21 --summary").unwrap();
        // G = 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0: the largest is 4, first at 18.
        assert!(grundy.contains("\nn 21\n"), "{grundy}");
        assert!(grundy.contains("\nmax 4 at 18\n"), "{grundy}");
        assert!(
            grundy.contains("\nno period (none is ever claimed"),
            "{grundy}"
        );
        let values: Vec<u32> = vec![
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0,
        ];
        let hash = format!("\nfnv1a64 {:016x}\n", fnv1a64(octal::Values::U32(&values)));
        assert!(grundy.contains(&hash), "{grundy}");
    }

    #[test]
    fn a_resumed_run_ends_where_one_that_never_stopped_does() {
        // Kayles proves its period at a length where the certificate is checked, and stops
        // there: resumed with a longer --max, the run stops there too, with the same summary.
        let dir = std::env::temp_dir().join(format!("grundy-research-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("kayles.ckpt");
        let file = file.to_str().unwrap();
        let whole = run_of("kayles --max 100000 --summary").unwrap();
        let first = run_of(&format!(
            "kayles --max 100000 --summary --checkpoint {file}"
        ))
        .unwrap();
        assert_eq!(first, whole);
        let again = run_of(&format!(
            "kayles --max 200000 --summary --checkpoint {file}"
        ))
        .unwrap();
        assert_eq!(again, whole);
        // Stopped short of the proof (--max 150: no check there proves it), then resumed.
        let _ = std::fs::remove_file(file);
        run_of(&format!("kayles --max 150 --summary --checkpoint {file}")).unwrap();
        let resumed = run_of(&format!(
            "kayles --max 100000 --summary --checkpoint {file}"
        ))
        .unwrap();
        assert_eq!(resumed, whole);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn research_runs_refuse_what_they_cannot_do() {
        for (args, says) in [
            ("octal 0.6 --summary", "needs --upto N or --max N"),
            (
                "octal 0.6 --upto 1099511627776 --summary",
                "0..=1099511627775",
            ),
            (
                "octal 0.6 --max 1099511627777 --summary",
                "1..=1099511627776",
            ),
            ("octal 0.6 --upto 10 --max 5 --summary", "more than --max 5"),
            ("subtract 1 2 --upto 10 --summary", "take-and-break tables"),
            ("octal 0.6 --upto 10 --list --summary", "does not go with"),
            ("octal 0.6 --upto 5 --work 3 --summary", "raise --work"),
        ] {
            let e = run_of(args).unwrap_err();
            assert!(e.contains(says), "{args}: {e}");
        }
        // 2^40 values: refused unless the machine has a terabyte.
        if machine_memory().is_some_and(|m| m < 1 << 40) {
            let e = run_of("octal 0.6 --max 1099511627776 --summary").unwrap_err();
            assert!(e.contains("more than this machine's"), "{e}");
        }
    }
}

//! What the explorer's modules share: a computed table, the rules it came from, and the
//! languages `--table` writes. Below `explore`, `export`, `play` and `position`, which all
//! use it and no longer import each other.

use grundy::core::period::Cycle;
use grundy::games::lasker;
use grundy::games::octal::OctalSg;
use grundy::games::rules::RulesSg;
use grundy::games::subtraction::SubtractionSg;

/// The languages `--table` writes: the library's.
pub use grundy::core::period::Language;

/// The rules a table was computed from, for finding moves: the game's own table, whose move
/// finder the solvers' `--move` uses too.
pub enum Rules {
    /// Take `s` tokens, `s` in a set of ranges.
    Subtract(SubtractionSg),
    /// An octal game, or Grundy's game.
    Octal(OctalSg),
    /// Lasker's Nim.
    Lasker,
    /// Take a Fibonacci number of tokens.
    Fibonacci,
    /// Rules given on the command line, or a hexadecimal code.
    Heap(RulesSg),
}

/// A computed table: the values, whatever period was proven, and how.
pub struct Table {
    pub title: String,
    /// The values computed, unless the rules keep them (see [`Table::stored`]).
    pub values: Vec<u32>,
    /// A proven period: `G(n + period) = G(n) + saltus` from the pre-period on.
    pub cycle: Option<Cycle>,
    /// What a period adds to every value: 0 for a period, more for an arithmetic period.
    pub saltus: u64,
    pub proof: String,
    /// The `n` up to which values were computed when no period was found.
    pub computed_to: u64,
    pub rules: Rules,
}

impl Table {
    /// The last `n` that can be shown when `upto` is asked: any, once a period is proven;
    /// otherwise only the computed values.
    pub fn printable(&self, upto: u64) -> u64 {
        if self.cycle.is_some() {
            upto
        } else {
            upto.min(self.computed_to)
        }
    }

    /// The `i`-th value computed: read from the octal engine's own table for an octal game or
    /// Grundy's game (never copied), else from `values`.
    pub fn stored(&self, i: usize) -> Option<u32> {
        match &self.rules {
            Rules::Octal(sg) => sg.values().get(i),
            _ => self.values.get(i).copied(),
        }
    }

    /// How many values are stored (see [`stored`](Self::stored)).
    pub fn stored_len(&self) -> usize {
        match &self.rules {
            Rules::Octal(sg) => sg.len(),
            _ => self.values.len(),
        }
    }

    /// `G(n)`, through the cycle past the computed values (Lasker's Nim by its closed form);
    /// `None` past the computed values without a cycle, or past `u64`.
    pub fn value(&self, n: u64) -> Option<u64> {
        if let Rules::Lasker = self.rules {
            return Some(lasker::sg(n));
        }
        let stored = usize::try_from(n).ok().and_then(|i| self.stored(i));
        if let Some(v) = stored {
            return Some(u64::from(v));
        }
        let c = self.cycle?;
        let base = u64::from(self.stored(c.reduce(n))?);
        let rounds = (n - c.preperiod as u64) / c.period as u64;
        base.checked_add(self.saltus.checked_mul(rounds)?)
    }
}

/// Text built for stdout that may be large (10^7 values of a table, 100 MB): it grows with
/// `try_reserve`, and a write that memory cannot hold ends the text with an error to report
/// (exit 2) instead of an abort.
#[derive(Default)]
pub struct Text {
    text: String,
    full: bool,
}

impl std::fmt::Write for Text {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        if self.full || grundy::core::budget::reserve_text(&mut self.text, s.len()).is_err() {
            self.full = true;
            return Err(std::fmt::Error);
        }
        self.text.push_str(s);
        Ok(())
    }
}

impl Text {
    /// The text, or the error line when memory could not hold it.
    pub fn finish(self) -> Result<String, String> {
        if self.full {
            Err(format!(
                "not enough memory for the output ({} bytes written before it ran out); \
                 lower --upto",
                self.text.len()
            ))
        } else {
            Ok(self.text)
        }
    }
}

/// The number after the option `args[i]` (named `what`), in `min..=max`, or the error line.
pub fn number_after(
    args: &[String],
    i: usize,
    what: &str,
    min: u64,
    max: u64,
) -> Result<u64, String> {
    let text = args
        .get(i + 1)
        .ok_or(format!("expected a number after {what}, found nothing"))?;
    match number(text) {
        Some(v) if (min..=max).contains(&v) => Ok(v),
        _ => Err(format!(
            "expected a number {min}..={max} after {what}, found {text:?}"
        )),
    }
}

/// A number as the solvers read one: decimal digits only (no sign, no `+`), at most
/// `u64::MAX`; `None` otherwise.
pub fn number(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

//! What a table subcommand prints: the table in rows as wide as its period, `--list`'s lines,
//! `--svg`'s picture, with the verdict line (the period and how it was proven, or why none
//! is); and the subcommand itself, which picks one of those or `--heaps`, `--count` or
//! `--table` for the table [`builders`](crate::builders) computed.

use crate::builders::{build, default_upto, reaches};
use crate::table::{Table, Text};
use crate::{export, position};
use std::fmt::Write as _;

pub fn verdict(table: &Table) -> String {
    match table.cycle {
        Some(c) if table.saltus > 0 => format!(
            "arithmetic-periodic from n = {} with period {} and saltus {} ({})",
            c.preperiod, c.period, table.saltus, table.proof
        ),
        Some(c) => format!(
            "periodic from n = {} with period {} ({})",
            c.preperiod, c.period, table.proof
        ),
        None => format!(
            "no period proved up to n = {} ({})",
            table.computed_to, table.proof
        ),
    }
}

/// Values `0..=upto` in rows as wide as the period (at most 64; 10 without a period).
pub fn render(table: &Table, upto: u64) -> Result<String, String> {
    let upto = table.printable(upto);
    let width = table
        .cycle
        .map_or(10, |c| if c.period <= 64 { c.period } else { 10 }) as u64;
    let cell = (0..=upto)
        .filter_map(|n| table.value(n))
        .max()
        .unwrap_or(0)
        .to_string()
        .len();
    let label = upto.to_string().len();
    let mut out = Text::default();
    let _ = writeln!(out, "{}, G(n) for n = 0..={upto}:", table.title);
    let mut row_start = 0;
    while row_start <= upto {
        let _ = write!(out, "{row_start:>label$} |");
        for n in row_start..=upto.min(row_start + width - 1) {
            let v = table
                .value(n)
                .expect("within the computed values or the cycle");
            let _ = write!(out, " {v:>cell$}");
        }
        let _ = out.write_char('\n');
        row_start += width;
    }
    let _ = writeln!(out, "{}", verdict(table));
    out.finish()
}

/// `--svg FILE`: the values `0..=upto` wrapped at `width`, or at the period once one is
/// proven (32 without one), the pre-period outlined.
pub fn picture(
    table: &Table,
    upto: u64,
    file: &str,
    width: Option<usize>,
) -> Result<String, String> {
    let upto = table.printable(upto);
    let values = crate::picture::cells(upto.saturating_add(1), |n| {
        table
            .value(n)
            .map_or(0, |v| v.min(u64::from(u32::MAX)) as u32)
    })?;
    let marked = table.cycle.map_or(0, |c| c.preperiod);
    let title = match table.cycle {
        Some(c) if table.saltus > 0 => format!(
            "{}, n = 0..={upto}: period {} and saltus {} from n = {} (pre-period outlined)",
            table.title, c.period, table.saltus, c.preperiod
        ),
        Some(c) => format!(
            "{}, n = 0..={upto}: period {} from n = {} (pre-period outlined)",
            table.title, c.period, c.preperiod
        ),
        None => format!("{}, n = 0..={upto}: {}", table.title, verdict(table)),
    };
    let period = table.cycle.map(|c| c.period as u64);
    crate::picture::sequence(file, &title, &values, width, period, marked)
}

/// One `n sg` pair per line, then the verdict as a `#` comment.
pub fn list(table: &Table, upto: u64) -> Result<String, String> {
    let upto = table.printable(upto);
    let mut out = Text::default();
    for n in 0..=upto {
        let v = table
            .value(n)
            .expect("within the computed values or the cycle");
        let _ = writeln!(out, "{n} {v}");
    }
    let _ = writeln!(out, "# {}", verdict(table));
    out.finish()
}

/// A table subcommand (`subtract`, `octal`, `hex`, `heap`, a name, …): the table
/// [`build`] computes, then what the options ask of it: `--count`, `--heaps`, `--table`,
/// `--svg`, `--list`, or the table in rows.
pub fn table_command(args: &[String]) -> Result<String, String> {
    let (table, request) = build(args)?;
    request.svg.check(
        crate::picture::Shape::Sequence,
        &[
            ("--heaps", !request.heaps.is_empty()),
            ("--table", request.export.is_some()),
            ("--list", request.list),
            ("--count", request.count.is_some()),
        ],
    )?;
    if let Some(count) = &request.count {
        let others = [
            ("--heaps", !request.heaps.is_empty()),
            ("--table", request.export.is_some()),
            ("--list", request.list),
            ("--upto", request.upto.is_some()),
        ];
        if let Some((name, _)) = others.iter().find(|o| o.1) {
            return Err(format!(
                "--count is a report of its own: {name} does not go with it"
            ));
        }
        return crate::count::report(Some(&table), count);
    }
    if !request.heaps.is_empty() {
        return position::report(&table, &request.heaps);
    }
    if let Some(language) = request.export {
        return export::source(&table, language);
    }
    if let Some(n) = request.upto {
        reaches(&table, n)?;
    }
    let upto = request.upto.unwrap_or_else(|| default_upto(&table));
    if let Some(file) = &request.svg.file {
        return picture(&table, upto, file, request.svg.width);
    }
    if request.list {
        list(&table, upto)
    } else {
        render(&table, upto)
    }
}

//! `--table rust|cpp`: a certified table as source code to paste into a solution: the values
//! before the period, the repeating block, the offset and period as constants, and the lookup
//! that combines them.

use crate::table::Table;
use grundy::core::period::{Language, Periodic};

/// The table as a Rust or C++ snippet, written by the library's one writer of an eventually
/// periodic sequence ([`Periodic::write_code`]); only a certified period makes one (without it the
/// values for large heaps are unknown).
pub fn source(table: &Table, language: Language) -> Result<String, String> {
    let Some(cycle) = table.cycle else {
        return Err(format!(
            "no period is certified for {}, so no table covers every heap; --list prints the \
             values computed",
            table.title
        ));
    };
    let periodic = Periodic {
        saltus: table.saltus,
        ..cycle
    };
    let end = periodic.preperiod + periodic.period;
    let values: Vec<u32> = (0..end).filter_map(|i| table.stored(i)).collect();
    // An arithmetic period adds the saltus every round past the pre-period.
    let (rounds, status) = if periodic.saltus > 0 {
        (" + SALTUS * ((n - OFFSET) / PERIOD)", "proved")
    } else {
        ("", "certified")
    };
    Ok(format!(
        "// {}: G(n) = PRE[n] for n < OFFSET, else BLOCK[(n - OFFSET) % PERIOD]{rounds} ({status})\n{}",
        table.title,
        periodic.write_code(&values, language, "g")
    ))
}

//! `--table rust|cpp`: a certified table as source code to paste into a solution: the values
//! before the period, the repeating block, the offset and period as constants, and the lookup
//! that combines them.

use crate::table::{Language, Table};
use std::fmt::Write as _;

/// The table as a Rust or C++ snippet; only a certified period makes one (without it the
/// values for large heaps are unknown).
pub fn source(table: &Table, language: Language) -> Result<String, String> {
    let Some(cycle) = table.cycle else {
        return Err(format!(
            "no period is certified for {}, so no table covers every heap; --list prints the \
             values computed",
            table.title
        ));
    };
    let (offset, period) = (cycle.preperiod, cycle.period);
    let list = |values: &[u32]| {
        let mut text = String::new();
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                text.push_str(if i % 20 == 0 { ",\n    " } else { ", " });
            }
            write!(text, "{v}").expect("writing to a String");
        }
        text
    };
    let stored = |range: std::ops::Range<usize>| -> Vec<u32> {
        range.filter_map(|i| table.stored(i)).collect()
    };
    let pre = list(&stored(0..offset));
    let block = list(&stored(offset..offset + period));
    // An arithmetic period adds the saltus every round past the pre-period: its values need
    // 64 bits and a constant more.
    let saltus = table.saltus;
    let (rounds, status) = if saltus > 0 {
        (" + SALTUS * ((n - OFFSET) / PERIOD)", "proved")
    } else {
        ("", "certified")
    };
    let header = format!(
        "{}: G(n) = PRE[n] for n < OFFSET, else BLOCK[(n - OFFSET) % PERIOD]{rounds} ({status})",
        table.title
    );
    Ok(match language {
        Language::Rust => {
            let (value, saltus_line) = if saltus > 0 {
                ("u64", format!("const SALTUS: u64 = {saltus};\n"))
            } else {
                ("u32", String::new())
            };
            format!(
                "// {header}\n\
                 const OFFSET: u64 = {offset};\n\
                 const PERIOD: u64 = {period};\n\
                 {saltus_line}\
                 const PRE: [{value}; {offset}] = [{pre}];\n\
                 const BLOCK: [{value}; {period}] = [\n    {block}\n];\n\n\
                 fn g(n: u64) -> {value} {{\n    \
                     if n < OFFSET {{\n        PRE[n as usize]\n    }} else {{\n        \
                     BLOCK[((n - OFFSET) % PERIOD) as usize]{rounds}\n    }}\n}}\n"
            )
        }
        Language::Cpp => {
            let (index, value, saltus_part) = if saltus > 0 {
                (
                    "unsigned long long",
                    "unsigned long long",
                    format!(", SALTUS = {saltus}"),
                )
            } else {
                ("long long", "int", String::new())
            };
            format!(
                "// {header}\n\
                 const {index} OFFSET = {offset}, PERIOD = {period}{saltus_part};\n\
                 const {value} PRE[] = {{{pre_or_zero}}};{unused}\n\
                 const {value} BLOCK[] = {{\n    {block}\n}};\n\n\
                 {value} g({index} n) {{\n    \
                     return n < OFFSET ? PRE[n] : BLOCK[(n - OFFSET) % PERIOD]{rounds};\n}}\n",
                pre_or_zero = if offset == 0 { "0".to_string() } else { pre },
                unused = if offset == 0 {
                    "  // no pre-period: never read"
                } else {
                    ""
                },
            )
        }
    })
}

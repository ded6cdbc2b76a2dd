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
    let pre = list(&table.values[..offset]);
    let block = list(&table.values[offset..offset + period]);
    let saltus = table.saltus;
    if saltus > 0 {
        // An arithmetic period: each round past the pre-period adds the saltus.
        let header = format!(
            "{}: G(n) = PRE[n] for n < OFFSET, else BLOCK[(n - OFFSET) % PERIOD] + SALTUS * \
             ((n - OFFSET) / PERIOD) (proved)",
            table.title
        );
        return Ok(match language {
            Language::Rust => format!(
                "// {header}\n\
                 const OFFSET: u64 = {offset};\n\
                 const PERIOD: u64 = {period};\n\
                 const SALTUS: u64 = {saltus};\n\
                 const PRE: [u64; {offset}] = [{pre}];\n\
                 const BLOCK: [u64; {period}] = [\n    {block}\n];\n\n\
                 fn g(n: u64) -> u64 {{\n    \
                     if n < OFFSET {{\n        PRE[n as usize]\n    }} else {{\n        \
                     BLOCK[((n - OFFSET) % PERIOD) as usize] + SALTUS * ((n - OFFSET) / PERIOD)\n    \
                     }}\n}}\n"
            ),
            Language::Cpp => format!(
                "// {header}\n\
                 const unsigned long long OFFSET = {offset}, PERIOD = {period}, SALTUS = {saltus};\n\
                 const unsigned long long PRE[] = {{{pre_or_zero}}};{unused}\n\
                 const unsigned long long BLOCK[] = {{\n    {block}\n}};\n\n\
                 unsigned long long g(unsigned long long n) {{\n    \
                     return n < OFFSET ? PRE[n] : BLOCK[(n - OFFSET) % PERIOD] + SALTUS * ((n - OFFSET) / PERIOD);\n}}\n",
                pre_or_zero = if offset == 0 { "0".to_string() } else { pre },
                unused = if offset == 0 {
                    "  // no pre-period: never read"
                } else {
                    ""
                },
            ),
        });
    }
    let header = format!(
        "{}: G(n) = PRE[n] for n < OFFSET, else BLOCK[(n - OFFSET) % PERIOD] (certified)",
        table.title
    );
    Ok(match language {
        Language::Rust => format!(
            "// {header}\n\
             const OFFSET: u64 = {offset};\n\
             const PERIOD: u64 = {period};\n\
             const PRE: [u32; {offset}] = [{pre}];\n\
             const BLOCK: [u32; {period}] = [\n    {block}\n];\n\n\
             fn g(n: u64) -> u32 {{\n    \
                 if n < OFFSET {{\n        PRE[n as usize]\n    }} else {{\n        \
                 BLOCK[((n - OFFSET) % PERIOD) as usize]\n    }}\n}}\n"
        ),
        Language::Cpp => format!(
            "// {header}\n\
             const long long OFFSET = {offset}, PERIOD = {period};\n\
             const int PRE[] = {{{pre_or_zero}}};{unused}\n\
             const int BLOCK[] = {{\n    {block}\n}};\n\n\
             int g(long long n) {{\n    \
                 return n < OFFSET ? PRE[n] : BLOCK[(n - OFFSET) % PERIOD];\n}}\n",
            pre_or_zero = if offset == 0 { "0".to_string() } else { pre },
            unused = if offset == 0 {
                "  // no pre-period: never read"
            } else {
                ""
            },
        ),
    })
}

//! The misère mode of the explorer: `grundy misere CODE [--upto N]` prints the misère
//! quotient of an octal game for heaps `0..=N` ([`grundy::games::misere`]): its order,
//! whether it is tame, each heap's element and SG value, the P-portion and the products.

use crate::table::{number, Text};
use grundy::games::misere::{
    octal_options, sg_values, Limits, MisereError, MisereQuotient, MAX_HEAP,
};
use grundy::games::octal::OctalGame;
use std::fmt::Write as _;

/// The mode this module answers.
pub const MODE: &str = "misere";
/// The largest `--upto`, and the default.
pub const MAX_UPTO: u64 = 12;
/// The most elements a quotient may have.
pub const MAX_ORDER: usize = 1000;
/// The most tests the proof of a quotient may use.
const MAX_TESTS: usize = 100_000;
/// The most elements whose products are printed as a table.
const MAX_PRINTED: usize = 40;

/// Runs `grundy misere CODE` with its options (`--upto N`; the explorer has made a game's
/// name its code).
pub fn run(args: &[String]) -> Result<String, String> {
    let Some(code) = args.first() else {
        return Err(format!(
            "expected an octal code (0.77) or a name (kayles) after '{MODE}', found nothing"
        ));
    };
    let game = OctalGame::parse(code).map_err(|e| format!("{e} (in '{MODE} {code}')"))?;
    let mut upto = MAX_UPTO;
    let mut i = 1;
    while i < args.len() {
        match args[i].as_str() {
            "--upto" => {
                let text = args.get(i + 1).map_or("nothing", String::as_str);
                upto = number(text).filter(|&v| v <= MAX_UPTO).ok_or_else(|| {
                    format!("expected a number 0..={MAX_UPTO} after --upto, found {text:?}")
                })?;
                i += 1;
            }
            other => {
                return Err(format!(
                    "expected --upto N after '{MODE} {code}', found {other:?}"
                ))
            }
        }
        i += 1;
    }
    let n = upto as usize;
    let options = octal_options(&game, n);
    let values = sg_values(&options);
    let refused = |e: MisereError| match e {
        MisereError::TooLarge => {
            format!("the quotient of {code} to heap {n} has more than {MAX_ORDER} elements")
        }
        MisereError::Unsettled => format!(
            "the quotient of {code} to heap {n} was not proved within the work allowed \
             ({MAX_TESTS} tests, {} positions searched)",
            Limits::DEFAULT.positions
        ),
        MisereError::Heaps => format!("heaps past {MAX_HEAP} are beyond the quotient search"),
        MisereError::NoMemory => format!("not enough memory for the quotient of {code}"),
    };
    let q = MisereQuotient::new(
        options,
        Limits {
            order: MAX_ORDER,
            tests: MAX_TESTS,
            ..Limits::DEFAULT
        },
    )
    .map_err(refused)?;
    let tame = q.is_tame(&values).map_err(refused)?;
    report(&game.code(), &q, &values, tame)
}

/// The element's name: `e` for the identity, else `x1`, `x2`, …
fn name(x: u32) -> String {
    if x == 0 {
        "e".to_string()
    } else {
        format!("x{x}")
    }
}

/// The quotient as text.
fn report(code: &str, q: &MisereQuotient, values: &[u32], tame: bool) -> Result<String, String> {
    let n = q.largest();
    let mut out = Text::default();
    let kind = if tame {
        "tame: misère Nim on the SG values decides every sum"
    } else {
        "wild: the SG values do not decide misère sums"
    };
    let _ = writeln!(
        out,
        "misère quotient of {code} for heaps 0..={n}: {} elements, {kind}",
        q.order()
    );
    let width = (0..q.order() as u32)
        .map(|x| name(x).len())
        .max()
        .unwrap_or(1)
        .max(2);
    let _ = write!(out, "{:<8}", "heap");
    for h in 0..=n {
        let _ = write!(out, " {h:>width$}");
    }
    let _ = write!(out, "\n{:<8}", "element");
    for h in 0..=n {
        let _ = write!(out, " {:>width$}", name(q.element(h).unwrap_or(0)));
    }
    let _ = write!(out, "\n{:<8}", "SG");
    for v in values {
        let _ = write!(out, " {v:>width$}");
    }
    let p: Vec<String> = (0..q.order() as u32)
        .filter(|&x| q.is_p(x))
        .map(name)
        .collect();
    let p = if p.is_empty() {
        "none".to_string()
    } else {
        p.join(", ")
    };
    let _ = writeln!(out, "\nP-portion (the player to move loses): {p}");
    if q.order() > MAX_PRINTED {
        let _ = writeln!(
            out,
            "products: {} elements, more than the {MAX_PRINTED} printed as a table",
            q.order()
        );
    } else {
        let _ = write!(out, "products (row times column):\n{:>width$} |", "");
        for y in 0..q.order() as u32 {
            let _ = write!(out, " {:>width$}", name(y));
        }
        let _ = writeln!(out, "\n{}", "-".repeat((width + 1) * (q.order() + 1) + 1));
        for x in 0..q.order() as u32 {
            let _ = write!(out, "{:>width$} |", name(x));
            for y in 0..q.order() as u32 {
                let _ = write!(out, " {:>width$}", name(q.times(x, y)));
            }
            let _ = writeln!(out);
        }
    }
    out.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn misere(line: &str) -> Result<String, String> {
        let args: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        run(&args)
    }

    #[test]
    fn nim_is_tame_and_dawson_wild() {
        let nim = misere("0.333 --upto 3").unwrap();
        assert!(nim.starts_with("misère quotient of 0.333 for heaps 0..=3: 6 elements, tame"));
        let dawson = misere("0.07 --upto 10").unwrap();
        assert!(dawson.starts_with("misère quotient of 0.07 for heaps 0..=10: 12 elements, wild"));
        // The products are a commutative table: row x column equals column x row.
        let rows: Vec<Vec<&str>> = dawson
            .lines()
            .skip_while(|l| !l.starts_with("products"))
            .skip(3)
            .map(|l| {
                l.split('|')
                    .nth(1)
                    .unwrap_or("")
                    .split_whitespace()
                    .collect()
            })
            .collect();
        assert_eq!(rows.len(), 12);
        for (x, row) in rows.iter().enumerate() {
            for (y, product) in row.iter().enumerate() {
                assert_eq!(*product, rows[y][x]);
            }
        }
    }

    #[test]
    fn the_largest_heap_is_answered_and_bad_words_refused() {
        let kayles = misere("0.77").unwrap();
        assert!(kayles.starts_with("misère quotient of 0.77 for heaps 0..=12: 24 elements"));
        // The smallest heap bound: the empty game alone, in which nobody loses by moving.
        let empty = misere("0.77 --upto 0").unwrap();
        assert!(
            empty.contains("1 elements") && empty.contains("loses): none"),
            "{empty}"
        );
        for (line, says) in [
            ("", "expected an octal code"),
            ("0.9", "0.9"),
            (
                "0.77 --upto 13",
                "expected a number 0..=12 after --upto, found \"13\"",
            ),
            ("0.77 --upto", "found \"nothing\""),
            (
                "0.77 --svg x.svg",
                "expected --upto N after 'misere 0.77', found \"--svg\"",
            ),
        ] {
            let error = misere(line).unwrap_err();
            assert!(error.contains(says), "{line}: {error}");
        }
    }
}

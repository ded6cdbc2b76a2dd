//! The misère mode of the explorer: `grundy misere CODE [--upto N]` prints the misère
//! quotient of an octal game ([`grundy::games::misere`]), found heap by heap until it is
//! proved final for every heap (its preperiod and period), until heap `N`, or until the
//! limits: its order, whether it is tame, a presentation (generators and relations; each
//! element named by its normal word), each heap's element and SG value, the P-portion and
//! the products.

use crate::picture::Svg;
use crate::table::{number, Text};
use grundy::core::picture::{Palette, Sheet};
use grundy::games::misere::{
    octal_options, sg_values, HeapRules, Limits, MisereError, MisereQuotient, Presentation,
};
use grundy::games::octal::OctalGame;
use std::fmt::Write as _;

/// The mode this module answers.
pub const MODE: &str = "misere";
/// The largest `--upto`.
pub const MAX_UPTO: u64 = 10_000;
/// The most elements a quotient may have.
pub const MAX_ORDER: usize = 1000;
/// Heaps per row of the element table.
const HEAPS_PER_ROW: usize = 24;
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
    let mut upto = None;
    let mut svg = Svg::default();
    let mut i = 1;
    while i < args.len() {
        if svg.take(args, &mut i)? {
            i += 1;
            continue;
        }
        match args[i].as_str() {
            "--upto" => {
                let text = args.get(i + 1).map_or("nothing", String::as_str);
                upto = Some(number(text).filter(|&v| v <= MAX_UPTO).ok_or_else(|| {
                    format!("expected a number 0..={MAX_UPTO} after --upto, found {text:?}")
                })? as usize);
                i += 1;
            }
            other => {
                return Err(format!(
                    "expected --upto N or --svg FILE after '{MODE} {code}', found {other:?}"
                ))
            }
        }
        i += 1;
    }
    let limits = Limits {
        order: MAX_ORDER,
        ..Limits::DEFAULT
    };
    let refused = |e: MisereError| match e {
        MisereError::TooLarge => {
            format!("the quotient of {code} has more than {MAX_ORDER} elements from heap 1")
        }
        MisereError::NoMemory => format!("not enough memory for the quotient of {code}"),
        _ => format!(
            "the quotient of {code} was not proved from heap 1 within {} steps of work",
            limits.work
        ),
    };
    let rules = HeapRules::Octal(game.clone());
    let q = match upto {
        Some(0) => MisereQuotient::from_options(vec![Vec::new()], limits),
        _ => MisereQuotient::of_game(&rules, upto, limits),
    }
    .map_err(refused)?;
    // An explicit --upto is reached, by the heaps or by a proven period, or refused: never
    // a shorter answer with exit 0.
    if let (Some(n), None, Some(e)) = (upto, q.period(), q.stopped()) {
        if q.largest() < n {
            return Err(format!(
                "the quotient of {code} stops at heap {} ({e}), short of --upto {n}: lower \
                 --upto, or leave it out to see the partial quotient",
                q.largest()
            ));
        }
    }
    let options = octal_options(&game, q.largest()).map_err(refused)?;
    let values = sg_values(&options);
    let tame = q.is_tame(&values).map_err(refused)?;
    let presentation = q
        .presentation()
        .map_err(|_| refused(MisereError::NoMemory))?;
    svg.check(crate::picture::Shape::Sequence, &[])?;
    if let Some(file) = &svg.file {
        return picture(file, &game.code(), &q, &presentation, svg.width);
    }
    report(&game.code(), &q, &presentation, &values, tame)
}

/// The heap-to-element sequence as a picture: heap `h` coloured by its element, the elements
/// in the order heaps first reach them, named in the legend by their normal words.
fn picture(
    file: &str,
    code: &str,
    q: &MisereQuotient,
    presentation: &Presentation,
    width: Option<usize>,
) -> Result<String, String> {
    let n = q.largest();
    let mut seen: Vec<u32> = Vec::new();
    let cells: Vec<u32> = (0..=n)
        .map(|h| {
            let x = q.element(h).unwrap_or(0);
            let k = seen.iter().position(|&y| y == x).unwrap_or_else(|| {
                seen.push(x);
                seen.len() - 1
            });
            k as u32
        })
        .collect();
    let names: Vec<String> = seen.iter().map(|&x| presentation.word(x)).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let title = format!(
        "misere quotient of {code}: the element of each heap 0..={n} ({} elements)",
        q.order()
    );
    let width = width.unwrap_or_else(|| crate::picture::default_width(n as u64 + 1, None).0);
    let axis = format!("n mod {width}");
    let sheet = Sheet {
        row_step: width as u64,
        axes: ("n", &axis),
        palette: if names.len() <= 15 {
            Palette::Categories(&names)
        } else {
            Palette::Values
        },
        ..Sheet::table(&title, &cells, width)
    };
    crate::picture::write(file, &sheet)
}

/// The quotient as text, each element named by its normal word in `presentation`.
fn report(
    code: &str,
    q: &MisereQuotient,
    presentation: &Presentation,
    values: &[u32],
    tame: bool,
) -> Result<String, String> {
    let name = |x: u32| presentation.word(x);
    let n = q.largest();
    let mut out = Text::default();
    let kind = if tame {
        "tame: misère Nim on the SG values decides every sum"
    } else {
        "wild: the SG values do not decide misère sums"
    };
    let reach = match (q.period(), q.stopped()) {
        (Some(p), _) => format!(
            "final for every heap: preperiod {}, period {} (proved from heaps 0..={n})",
            p.preperiod, p.period
        ),
        (None, Some(e)) => format!("partial to heap {n}, still growing (stopped: {e})"),
        (None, None) => format!("partial to heap {n}, not proved final by then"),
    };
    let _ = writeln!(out, "misère quotient of {code}: {reach}");
    let _ = writeln!(out, "{} elements, {kind}", q.order());
    let generators: Vec<String> = (presentation.heaps.iter().enumerate())
        .map(|(i, h)| format!("{} = heap {h}", Presentation::name(i)))
        .collect();
    let relations: Vec<String> = (presentation.relations.iter())
        .map(|(left, right)| presentation.relation(left, right))
        .collect();
    let none = |list: Vec<String>| {
        if list.is_empty() {
            "none".to_string()
        } else {
            list.join(", ")
        }
    };
    let _ = writeln!(out, "generators: {}", none(generators));
    let _ = writeln!(out, "relations: {}", none(relations));
    let width = (0..q.order() as u32)
        .map(|x| name(x).chars().count())
        .max()
        .unwrap_or(1)
        .max(2);
    // Heaps in rows of HEAPS_PER_ROW, so a long sequence stays readable.
    let heaps: Vec<usize> = (0..=n).collect();
    for (i, row) in heaps.chunks(HEAPS_PER_ROW).enumerate() {
        if i > 0 {
            let _ = writeln!(out);
        }
        let _ = write!(out, "{:<8}", "heap");
        for &h in row {
            let _ = write!(out, " {h:>width$}");
        }
        let _ = write!(out, "\n{:<8}", "element");
        for &h in row {
            let _ = write!(out, " {:>width$}", name(q.element(h).unwrap_or(0)));
        }
        let _ = write!(out, "\n{:<8}", "SG");
        for &h in row {
            let _ = write!(out, " {:>width$}", values[h]);
        }
    }
    let p: Vec<String> = (0..q.order() as u32)
        .filter(|&x| q.is_p(x))
        .map(name)
        .collect();
    let p = none(p);
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
        assert!(nim.starts_with(
            "misère quotient of 0.333: partial to heap 3, not proved final by then\n6 elements, tame"
        ));
        let dawson = misere("0.07 --upto 10").unwrap();
        assert!(dawson.starts_with(
            "misère quotient of 0.07: partial to heap 10, not proved final by then\n12 elements, wild"
        ));
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
    fn a_presentation_and_a_picture() {
        // 0.75 is R8 = ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩ (Plambeck and Siegel).
        let r8 = misere("0.75 --upto 12").unwrap();
        assert!(
            r8.contains("generators: a = heap 1, b = heap 2, c = heap 5\n"),
            "{r8}"
        );
        assert!(
            r8.contains("relations: a² = 1, bc = ab, c² = b², b³ = b\n"),
            "{r8}"
        );
        assert!(
            r8.contains("P-portion (the player to move loses): a, b²\n"),
            "{r8}"
        );
        let svg = misere("0.75 --upto 20 --svg -").unwrap();
        assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"), "{svg}");
        for word in ["1", "a", "b", "c", "ab²"] {
            assert!(svg.contains(&format!(">{word}</text>")), "{word}");
        }
        let error = misere("0.75 --width 4").unwrap_err();
        assert!(error.contains("give --svg FILE too"), "{error}");
    }

    #[test]
    fn the_largest_heap_is_answered_and_bad_words_refused() {
        // By default until proved final: Kayles at heap 167.
        let kayles = misere("0.77").unwrap();
        assert!(kayles.starts_with(
            "misère quotient of 0.77: final for every heap: preperiod 71, period 12 (proved \
             from heaps 0..=167)\n40 elements"
        ));
        let r8 = misere("0.75 --upto 10000").unwrap();
        assert!(r8.contains("final for every heap") && r8.contains("\n8 elements"));
        // A quotient that stops growing finitely says where and why.
        let partial = misere("0.3122").unwrap();
        assert!(
            partial.starts_with(
                "misère quotient of 0.3122: partial to heap 6, still growing (stopped: "
            ),
            "{partial}"
        );
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
                "0.77 --upto 10001",
                "expected a number 0..=10000 after --upto, found \"10001\"",
            ),
            ("0.77 --upto", "found \"nothing\""),
            (
                "0.77 --color x",
                "expected --upto N or --svg FILE after 'misere 0.77', found \"--color\"",
            ),
        ] {
            let error = misere(line).unwrap_err();
            assert!(error.contains(says), "{line}: {error}");
        }
    }
}

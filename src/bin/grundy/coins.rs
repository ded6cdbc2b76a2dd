//! The coin-turning modes of the explorer: the nim multiplication table (`nim-product`) and
//! the values of Ruler and Mock Turtles (`ruler`, `mock-turtles`).
//!
//! Their values have closed forms ([`grundy::games::coins`]), so there is no period to find:
//! each table prints the closed form's values and says how far they were checked against a
//! mex of the game's own options, computed here from the moves.

use crate::picture::{Shape, Svg};
use crate::table::{number, Text};
use grundy::core::nimber::product;
use grundy::games::coins::{mock_turtles, ruler};
use std::fmt::Write as _;

/// The largest `--upto` of the multiplication table: 256 rows of 256 products.
const MAX_PRODUCT_UPTO: u64 = 255;
/// The largest `--upto` of the coin games' tables.
const MAX_COINS_UPTO: u64 = 10_000_000;
/// How many coins of Mock Turtles are checked against the mex of their options (the options
/// of coin `n` are its pairs of coins to the left: `O(n^2)` each).
const CHECKED_MOCK: u64 = 300;
/// How many coins of Ruler are checked (its options are runs: `O(n)` each).
const CHECKED_RULER: u64 = 3000;

/// The modes this module answers.
pub const MODES: &[&str] = &["nim-product", "ruler", "mock-turtles"];

/// Runs one of [`MODES`] with its options (`--upto N`, `--list`).
pub fn run(mode: &str, args: &[String]) -> Result<String, String> {
    let most = if mode == "nim-product" {
        MAX_PRODUCT_UPTO
    } else {
        MAX_COINS_UPTO
    };
    let (upto, list, svg) = upto_and_list(mode, args, most)?;
    let shape = if mode == "nim-product" {
        Shape::Values
    } else {
        Shape::Sequence
    };
    svg.check(shape, &[("--list", list)])?;
    if let Some(file) = &svg.file {
        return coins_picture(mode, upto, file, &svg);
    }
    match mode {
        "nim-product" => Ok(multiplication_table(upto.unwrap_or(15), list)),
        "ruler" => sequence(
            "Ruler (turn a run of coins; coins from 1, n = 0 is no coin)",
            ruler,
            ruler_from_moves,
            CHECKED_RULER,
            upto.unwrap_or(64),
            list,
        ),
        _ => sequence(
            "Mock Turtles (turn 1, 2 or 3 coins; coins from 0)",
            mock_turtles,
            mock_turtles_from_moves,
            CHECKED_MOCK,
            upto.unwrap_or(63),
            list,
        ),
    }
}

/// Reads the options of a closed-form mode: `--upto N` (at most `most`), `--list`, and the
/// picture's `--svg FILE` and `--width N`.
pub fn upto_and_list(
    mode: &str,
    args: &[String],
    most: u64,
) -> Result<(Option<u64>, bool, Svg), String> {
    options(mode, args, most, None)
}

/// As [`upto_and_list`], and `--heaps H ...` (each at most `most`) into `heaps`.
pub fn upto_and_list_with(
    mode: &str,
    args: &[String],
    most: u64,
    heaps: &mut Vec<u64>,
) -> Result<(Option<u64>, bool, Svg), String> {
    options(mode, args, most, Some(heaps))
}

fn options(
    mode: &str,
    args: &[String],
    most: u64,
    mut heaps: Option<&mut Vec<u64>>,
) -> Result<(Option<u64>, bool, Svg), String> {
    let (mut upto, mut list, mut svg) = (None, false, Svg::default());
    let mut i = 0;
    while i < args.len() {
        if svg.take(args, &mut i)? {
            i += 1;
            continue;
        }
        match (args[i].as_str(), heaps.as_deref_mut()) {
            ("--upto", _) => {
                let text = args.get(i + 1).map_or("nothing", String::as_str);
                match number(text) {
                    Some(v) if v <= most => upto = Some(v),
                    _ => {
                        return Err(format!(
                            "expected a number 0..={most} after --upto, found {text:?}"
                        ))
                    }
                }
                i += 1;
            }
            ("--list", _) => list = true,
            ("--heaps", Some(heaps)) => {
                while let Some(text) = args.get(i + 1).filter(|a| !a.starts_with("--")) {
                    match number(text) {
                        Some(v) if v <= most => heaps.push(v),
                        _ => {
                            return Err(format!(
                                "expected a heap 0..={most} after --heaps, found {text:?}"
                            ))
                        }
                    }
                    i += 1;
                }
                if heaps.is_empty() {
                    return Err("expected a heap after --heaps, found nothing".to_string());
                }
            }
            (other, heaps) => {
                let also = if heaps.is_some() {
                    ", --heaps H ..."
                } else {
                    ""
                };
                return Err(format!(
                    "expected --upto N, --list{also}, --svg FILE or --width N after '{mode}', found {other:?}"
                ));
            }
        }
        i += 1;
    }
    Ok((upto, list, svg))
}

/// `--svg FILE`: the nim products as a heat map, or Ruler's or Mock Turtles' values wrapped at
/// `width` (default 32).
fn coins_picture(mode: &str, upto: Option<u64>, file: &str, svg: &Svg) -> Result<String, String> {
    if mode == "nim-product" {
        let n = upto.unwrap_or(15);
        let side = n + 1;
        let cells = crate::picture::cells(side * side, |i| product(i / side, i % side) as u32)?;
        let title = format!("nim products a (x) b, a, b = 0..={n}");
        return crate::picture::square(file, &title, cells, n as usize + 1, svg.colouring);
    }
    let (name, value): (&str, fn(u64) -> u64) = if mode == "ruler" {
        ("Ruler", ruler)
    } else {
        ("Mock Turtles", mock_turtles)
    };
    let n = upto.unwrap_or(1023);
    let cells = crate::picture::cells(n.saturating_add(1), |k| {
        value(k).min(u64::from(u32::MAX)) as u32
    })?;
    let title = format!("{name}: G(n), n = 0..={n} (closed form, no period)");
    // Ruler's values repeat every 2^k but at the multiples of 2^k: wrapped at a multiple of
    // 32, the columns show it.
    let unit = (mode == "ruler").then_some(32);
    crate::picture::sequence(file, &title, &cells, svg.width, unit, 0)
}

/// `a ⊗ b` for `a, b = 0..=upto`, with a header row and column as in Winning Ways; with
/// `list`, one `a b a⊗b` line per pair.
fn multiplication_table(upto: u64, list: bool) -> String {
    let mut out = String::new();
    if list {
        for a in 0..=upto {
            for b in 0..=upto {
                writeln!(out, "{a} {b} {}", product(a, b)).expect("writing to a String");
            }
        }
        return out;
    }
    let cell = (0..=upto)
        .flat_map(|a| (0..=upto).map(move |b| product(a, b)))
        .max()
        .unwrap_or(0)
        .max(upto)
        .to_string()
        .len();
    writeln!(out, "nim products a ⊗ b for a, b = 0..={upto}:").expect("writing to a String");
    write!(out, "{:>cell$} |", "⊗").expect("writing to a String");
    for b in 0..=upto {
        write!(out, " {b:>cell$}").expect("writing to a String");
    }
    writeln!(
        out,
        "\n{}",
        "-".repeat((cell + 1) * (upto as usize + 2) + 1)
    )
    .expect("writing to a String");
    for a in 0..=upto {
        write!(out, "{a:>cell$} |").expect("writing to a String");
        for b in 0..=upto {
            write!(out, " {:>cell$}", product(a, b)).expect("writing to a String");
        }
        out.push('\n');
    }
    out.push_str(
        "a Fermat 2-power (2, 4, 16, 256, ...) times a smaller number is the ordinary product; \
         F ⊗ F = 3F/2\n",
    );
    out
}

/// The values `G(0..=upto)` of a coin game with the closed form `value`, in rows of 16 (or as
/// `n G(n)` lines with `list`), then how far `from_moves` (the mex of the options, first
/// `checked` values) agrees with it.
fn sequence(
    title: &str,
    value: fn(u64) -> u64,
    from_moves: fn(u64) -> Vec<u64>,
    checked: u64,
    upto: u64,
    list: bool,
) -> Result<String, String> {
    let mut out = Text::default();
    let shown = checked.min(upto);
    let agrees = from_moves(shown)
        .iter()
        .enumerate()
        .all(|(n, &g)| g == value(n as u64));
    let verdict = format!(
        "closed form, no period (the values grow without bound); the mex of the options {} it \
         for n <= {shown}",
        if agrees {
            "agrees with"
        } else {
            "DISAGREES with"
        }
    );
    if list {
        for n in 0..=upto {
            let _ = writeln!(out, "{n} {}", value(n));
        }
        let _ = writeln!(out, "# {verdict}");
        return out.finish();
    }
    let cell = value(upto).max(upto).to_string().len();
    let label = upto.to_string().len();
    let _ = writeln!(out, "{title}, G(n) for n = 0..={upto}:");
    for row in (0..=upto).step_by(16) {
        let _ = write!(out, "{row:>label$} |");
        for n in row..=upto.min(row + 15) {
            let _ = write!(out, " {:>cell$}", value(n));
        }
        let _ = out.write_char('\n');
    }
    let _ = writeln!(out, "{verdict}");
    out.finish()
}

/// The mex of a set of values.
fn mex(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap_or(0)
}

/// Ruler's values from its moves: a head at coin `n` (from 1) may turn the run of the `r`
/// coins left of it with it, leaving those `r` heads; `G(0) = 0` (no coin).
fn ruler_from_moves(upto: u64) -> Vec<u64> {
    let mut g = vec![0u64];
    for n in 1..=upto {
        let mut options = Vec::with_capacity(n as usize);
        let mut left = 0;
        for r in 0..n {
            if r > 0 {
                left ^= g[(n - r) as usize];
            }
            options.push(left);
        }
        g.push(mex(&options));
    }
    g
}

/// Mock Turtles' values from its moves: a head at coin `n` (from 0) may turn one or two coins
/// left of it with it.
fn mock_turtles_from_moves(upto: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto as usize {
        let mut options = vec![0];
        for i in 0..n {
            options.push(g[i]);
            for j in 0..i {
                options.push(g[i] ^ g[j]);
            }
        }
        g.push(mex(&options));
    }
    g
}

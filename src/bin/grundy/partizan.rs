//! The partizan mode of the explorer: `grundy partizan GAME POSITION` prints a position's
//! canonical form, outcome class, mean and temperature; `grundy partizan GAME --table` the
//! values of a family (Cutcake `W x H`, Hackenbush strings, Domineering rectangles).
//!
//! Positions are [`grundy::games::partizan_sum::Component`]s, valued in one arena of at most
//! [`MAX_GAMES`] games; thermographs by [`grundy::core::thermograph`].

use crate::table::number;
use grundy::core::partizan::{Game, OutcomeClass, PartizanError};
use grundy::core::picture::{Palette, Sheet};
use grundy::core::thermograph::Thermographs;
use grundy::games::partizan_sum::{Component, Values, MAX_GAMES};
use grundy::games::{blue_red, cutcake};
use std::fmt::Write as _;

/// The mode this module answers.
pub const MODE: &str = "partizan";

/// The largest `--upto` of each family's table, and its default.
const TABLES: [(&str, u64, u64); 3] = [
    ("cutcake", 64, 8),
    ("hackenbush", 12, 4),
    ("domineering", 5, 4),
];

/// What an outcome class means, after its letter.
fn meaning(o: OutcomeClass) -> &'static str {
    match o {
        OutcomeClass::L => "L (Left wins whoever starts)",
        OutcomeClass::R => "R (Right wins whoever starts)",
        OutcomeClass::P => "P (the player to move loses)",
        OutcomeClass::N => "N (the player to move wins)",
    }
}

fn refused(e: PartizanError) -> String {
    match e {
        PartizanError::TooLarge => format!(
            "expected a position whose canonical form needs at most {MAX_GAMES} games, found a larger one"
        ),
        other => format!("expected a position the arena can hold, found: {other}"),
    }
}

/// Runs `grundy partizan …` (the arguments after `partizan`).
pub fn run(args: &[String]) -> Result<String, String> {
    let games = "hackenbush, domineering, toads or cutcake";
    let Some(game) = args.first() else {
        return Err(format!("expected a game after 'partizan': {games}"));
    };
    if !["hackenbush", "domineering", "toads", "cutcake"].contains(&game.as_str()) {
        return Err(format!(
            "expected a game after 'partizan': {games}, found {game:?}"
        ));
    }
    let rest = &args[1..];
    if rest.first().map(String::as_str) == Some("--table") {
        let Some(&(_, most, default)) = TABLES.iter().find(|t| t.0 == game) else {
            return Err(format!(
                "expected hackenbush, domineering or cutcake with --table, found {game:?}"
            ));
        };
        let (mut upto, mut svg) = (default, crate::picture::Svg::default());
        let mut i = 1;
        while i < rest.len() {
            if svg.take(rest, &mut i)? {
                i += 1;
                continue;
            }
            let n = rest.get(i + 1).map_or("nothing", String::as_str);
            match (rest[i].as_str(), number(n)) {
                ("--upto", Some(v)) if (1..=most).contains(&v) => upto = v,
                ("--upto", _) => {
                    return Err(format!(
                        "expected a number 1..={most} after --upto, found {n:?}"
                    ))
                }
                (other, _) => {
                    return Err(format!(
                        "expected --upto N or --svg FILE after --table, found {other:?}"
                    ))
                }
            }
            i += 2;
        }
        svg.check(crate::picture::Shape::Classes, &[])?;
        if let Some(file) = &svg.file {
            return classes_picture(game, upto as usize, file);
        }
        return match game.as_str() {
            "cutcake" => Ok(cutcake_table(upto as usize)),
            "hackenbush" => Ok(hackenbush_table(upto as usize)),
            _ => domineering_table(upto as usize),
        };
    }
    let [position] = rest else {
        return Err(format!(
            "expected one position after 'partizan {game}' (or --table), found {:?}",
            rest.join(" ")
        ));
    };
    let component = Component::parse(&format!("{game}:{position}")).map_err(|(_, m)| m)?;
    let mut values = Values::default();
    let g = values.game(&component).map_err(refused)?;
    describe(&mut values, g)
}

/// The four lines of a position: form, outcome, mean, temperature.
fn describe(values: &mut Values, g: Game) -> Result<String, String> {
    let arena = &mut values.arena;
    let form = arena.notation(g);
    let outcome = arena.outcome(g);
    let t = Thermographs::default()
        .of(arena, g)
        .map_err(refused)?
        .clone();
    Ok(format!(
        "{form}\noutcome: {}\nmean: {}\ntemperature: {}\n",
        meaning(outcome),
        t.mean,
        t.temperature
    ))
}

/// Cutcake's values `W x H` for `W, H <= upto`: row `W`, column `H`; from the cuts'
/// simplest-number table, which the closed form is checked against.
fn cutcake_table(upto: usize) -> String {
    let mut out = format!(
        "Cutcake: the value of a W-wide, H-high cake (Left cuts vertically), W, H = 1..={upto}\n"
    );
    let cell = 4;
    write!(out, "{:>cell$} |", "W\\H").expect("writing to a String");
    for h in 1..=upto {
        write!(out, " {h:>cell$}").expect("writing to a String");
    }
    writeln!(out, "\n{}", "-".repeat((cell + 1) * (upto + 1) + 1)).expect("writing to a String");
    let table = cutcake::values(upto).ok().flatten();
    let mut agrees = table.is_some();
    for w in 1..=upto {
        write!(out, "{w:>cell$} |").expect("writing to a String");
        for h in 1..=upto {
            let v = cutcake::value(w as u64, h as u64);
            agrees &= table.as_ref().is_some_and(|t| t[w][h] == v);
            write!(out, " {v:>cell$}").expect("writing to a String");
        }
        out.push('\n');
    }
    let verdict = if agrees { "agrees" } else { "DISAGREES" };
    writeln!(
        out,
        "# closed form (j = floor(log2 W), k = floor(log2 H): W/2^k - 1 if j >= k, else \
         -(H/2^j - 1)) {verdict} with the simplest numbers of the cuts"
    )
    .expect("writing to a String");
    out
}

/// Every Hackenbush string of `1..=upto` letters and its value by Berlekamp's rule, checked
/// against the canonical form of its cuts.
fn hackenbush_table(upto: usize) -> String {
    let mut out = format!("Blue-Red Hackenbush strings of 1..={upto} edges (B Left's, R Right's), from the ground up\n");
    let mut values = Values::default();
    let mut agrees = true;
    for len in 1..=upto {
        for bits in 0..1u32 << len {
            let stalk: Vec<bool> = (0..len).map(|i| bits >> (len - 1 - i) & 1 == 0).collect();
            let letters: String = stalk.iter().map(|&b| if b { 'B' } else { 'R' }).collect();
            let Ok(v) = blue_red::value(&stalk) else {
                continue;
            };
            let from_cuts = blue_red::game_from_cuts(&mut values.arena, &stalk)
                .ok()
                .and_then(|g| values.arena.as_number(g).ok().flatten());
            agrees &= from_cuts == Some(v);
            writeln!(out, "{letters} {v}").expect("writing to a String");
        }
    }
    let verdict = if agrees { "agrees" } else { "DISAGREES" };
    writeln!(
        out,
        "# Berlekamp's rule {verdict} with the canonical forms of the cuts"
    )
    .expect("writing to a String");
    out
}

/// The canonical forms of the `m x n` Domineering rectangles for `m, n <= upto` (at most 5:
/// the 5 x 6 board alone takes about 12 s), with outcome, mean and temperature.
fn domineering_table(upto: usize) -> Result<String, String> {
    let mut out = format!(
        "Domineering rectangles m x n (m rows, n columns; Left places vertical dominoes), m, n = \
         1..={upto}\n"
    );
    let mut values = Values::default();
    for m in 1..=upto {
        for n in 1..=upto {
            let rows = vec![vec![b'.'; n]; m];
            let g = values
                .game(&Component::Domineering(rows))
                .map_err(refused)?;
            let lines = describe(&mut values, g)?;
            let parts: Vec<&str> = lines.lines().collect();
            writeln!(
                out,
                "{m}x{n}: {}; {}; {}; {}",
                parts[0], parts[1], parts[2], parts[3]
            )
            .expect("writing to a String");
        }
    }
    Ok(out)
}

/// `--table --svg FILE`: the outcome classes of Cutcake's `W x H` cakes or of the Domineering
/// rectangles as a map, `P` (the player to move loses) black.
fn classes_picture(game: &str, upto: usize, file: &str) -> Result<String, String> {
    const CLASSES: [&str; 4] = ["P (0)", "L (> 0)", "R (< 0)", "N (fuzzy)"];
    let index = |o: OutcomeClass| match o {
        OutcomeClass::P => 0,
        OutcomeClass::L => 1,
        OutcomeClass::R => 2,
        OutcomeClass::N => 3,
    };
    let mut values = Values::default();
    let mut cells = Vec::with_capacity(upto * upto);
    for a in 1..=upto {
        for b in 1..=upto {
            let c = match game {
                "cutcake" => Component::Cutcake(a as u64, b as u64),
                "domineering" => Component::Domineering(vec![vec![b'.'; b]; a]),
                _ => {
                    return Err(format!(
                        "expected cutcake or domineering with --table --svg, found {game:?}"
                    ))
                }
            };
            let g = values.game(&c).map_err(refused)?;
            cells.push(index(values.arena.outcome(g)));
        }
    }
    let (title, axes) = if game == "cutcake" {
        (
            format!("Cutcake: outcome classes of W x H cakes, W, H = 1..={upto}"),
            ("W", "H"),
        )
    } else {
        (
            format!("Domineering: outcome classes of m x n rectangles, m, n = 1..={upto}"),
            ("m", "n"),
        )
    };
    let sheet = Sheet {
        origin: (1, 1),
        axes,
        palette: Palette::Categories(&CLASSES),
        ..Sheet::table(&title, &cells, upto)
    };
    crate::picture::write(file, &sheet)
}

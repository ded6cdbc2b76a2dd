//! The table builders: each game family's table computed to what was asked, with the period
//! proven (or why none is), ready for [`render`](crate::render), `--heaps`, `--count`,
//! `--table` or a game of `grundy play`.
//!
//! * subtraction games: a repeated window of `max(S)` values (the library's period finder,
//!   through [`SubtractionSg`]);
//! * octal games: the Guy–Smith theorem ([`guy_smith`](grundy::core::period::guy_smith)) on
//!   values from [`OctalSg`];
//! * rules and hexadecimal codes ([`RulesSg`]): Guy–Smith for `K` heaps, or an arithmetic
//!   period proved by automata, when the rules are a code; otherwise the values and the
//!   pattern `core::guess` finds, marked as a guess;
//! * Lasker's Nim and the Fibonacci subtraction game: tables only, since their values are
//!   unbounded or their moves are, and no period is claimed.

use crate::options::{parse_move_range, parse_options, Request, GAMES, MAX_LASKER, NAMES};
use crate::table::{Rules, Table};
use grundy::core::budget::Budget;
use grundy::core::period::{Cycle, GuySmith};
use grundy::games::lasker;
use grundy::games::octal::{self, OctalGame, OctalSg};
use grundy::games::rules::{RulesSg, Ruleset};
use grundy::games::saltus::{Proof, Saltus};
use grundy::games::subtraction::{FibonacciSg, SubtractionSg, DEFAULT_BUDGET};
use grundy::games::take_break::Code;

/// The table a command asks for, and the request.
pub fn build(args: &[String]) -> Result<(Table, Request), String> {
    let first = &args[0];
    // A name stands for its mode and code: `grundy kayles` is `grundy octal 0.77`.
    let mut args: Vec<String> = args.to_vec();
    let named = NAMES.iter().find(|n| n.0 == first.as_str());
    if let Some(&(name, mode, code)) = named {
        if let Some(word) = parse_options(&args[1..])?.0.first() {
            return Err(format!(
                "expected no arguments after '{name}', found {word:?}"
            ));
        }
        args.splice(0..1, [mode.to_string(), code.to_string()]);
    }
    let mode = args[0].clone();
    let (words, request) = parse_options(&args[1..])?;
    let largest_heap = request.heaps.iter().copied().max().unwrap_or(0);
    let upto_wanted = request.upto.unwrap_or(99).max(largest_heap);
    // Tables without a period show only what they compute: at most --max values.
    let table_upto = upto_wanted.min(request.max_values as u64 - 1);
    let no_words = |mode: &str| match words.first() {
        Some(w) => Err(format!("expected no arguments after '{mode}', found {w:?}")),
        None => Ok(()),
    };
    let table = match mode.as_str() {
        "subtract" => subtraction_table(&words, upto_wanted, &request)?,
        "octal" => match words.as_slice() {
            [code] => octal_table(OctalGame::parse(code)?, &request, table_upto)?,
            _ => {
                return Err(format!(
                    "expected one octal code after 'octal', found {}",
                    words.len()
                ))
            }
        },
        "grundys-game" => {
            no_words("grundys-game")?;
            octal_table(OctalGame::grundys_game(), &request, table_upto)?
        }
        "lasker" => {
            no_words("lasker")?;
            // Heaps are answered by the closed form: the table checks it up to --upto only.
            lasker_table(request.upto.unwrap_or(99).min(table_upto))?
        }
        "fibonacci" => {
            no_words("fibonacci")?;
            fibonacci_table(table_upto)?
        }
        "heap" => {
            if words.is_empty() {
                return Err(
                    "expected rules after 'heap', e.g. grundy heap 'take 1..n/2' (see --help)"
                        .to_string(),
                );
            }
            rules_table(Ruleset::parse(&words.join(" "))?, &request, upto_wanted)?
        }
        "hex" => match words.as_slice() {
            // A code whose moves leave at most two heaps is an octal one: the octal engine.
            [text] => {
                let code = Code::parse_hex(text)?;
                match OctalGame::of_code(&code) {
                    Some(game) => octal_table(game, &request, upto_wanted)?,
                    None => rules_table(Ruleset::of_code(&code, text), &request, upto_wanted)?,
                }
            }
            _ => {
                return Err(format!(
                    "expected one hexadecimal code after 'hex', found {}",
                    words.len()
                ))
            }
        },
        other => return Err(format!("expected a game: {GAMES}, found {other:?}")),
    };
    Ok((table, request))
}

/// `Ok` when `table` gives every value to `n` (a period is proven, or the values were
/// computed that far); else why not, for an `--upto n` that must not print a shorter table.
pub fn reaches(table: &Table, n: u64) -> Result<(), String> {
    if table.printable(n) == n {
        return Ok(());
    }
    Err(format!(
        "the table stops at n = {} ({}), short of --upto {n}: raise --work or --max, or lower \
         --upto",
        table.computed_to, table.proof
    ))
}

/// Two periods past the pre-period, between 99 and 299; 99 with no period.
pub fn default_upto(table: &Table) -> u64 {
    table
        .cycle
        .map_or(99, |c| ((c.preperiod + 2 * c.period) as u64).clamp(99, 299))
}

pub fn subtraction_table(words: &[String], upto: u64, request: &Request) -> Result<Table, String> {
    if words.is_empty() {
        return Err("expected the moves after 'subtract', e.g. grundy subtract 2 5".to_string());
    }
    let mut ranges = Vec::with_capacity(words.len());
    for w in words {
        ranges.push(parse_move_range(w)?);
    }
    let mut game = SubtractionSg::with_ranges(&ranges);
    let shown: Vec<String> = game
        .ranges()
        .iter()
        .map(|&(lo, hi)| match hi - lo {
            0 => lo.to_string(),
            1 => format!("{lo}, {hi}"),
            _ => format!("{lo}..{hi}"),
        })
        .collect();
    let title = format!("subtraction game S = {{{}}}", shown.join(", "));
    let budget = Budget {
        values: request.max_values,
        steps: request.work.unwrap_or(DEFAULT_BUDGET.steps),
    };
    let window = game.ranges().last().map_or(0, |r| r.1);
    let memory = |values: usize| {
        format!("not enough memory to compute more than the {values} values computed; lower --max")
    };
    let cycle = match game.find_cycle(0, budget) {
        Ok(cycle) => Some(cycle),
        Err(e) if e.out_of_memory => return Err(memory(e.values)),
        Err(_) => None,
    };
    if cycle.is_none() {
        // Show what the work limit allows.
        if let Err(e) = game.ensure(upto, budget) {
            if e.out_of_memory {
                return Err(memory(e.values));
            }
        }
    }
    let proof = match cycle {
        Some(c) => format!(
            "certified for exactly these moves: the window of max(S) = {window} values at n = {} \
             repeats at n = {}; a game whose moves go on, such as every square, is another game \
             (grundy heap 'take squares')",
            c.preperiod,
            c.preperiod + c.period
        ),
        None => format!("gave up after {} steps", game.steps()),
    };
    let values = copied(game.values())?;
    Ok(Table {
        title,
        computed_to: values.len() as u64 - 1,
        values,
        cycle,
        saltus: 0,
        proof,
        rules: Rules::Subtract(game),
    })
}

/// A copy of `values` for the table, its memory asked for first: out of memory, an error that
/// says so rather than an abort.
pub fn copied(values: &[u32]) -> Result<Vec<u32>, String> {
    let mut copy = Vec::new();
    copy.try_reserve_exact(values.len()).map_err(|_| {
        format!(
            "not enough memory to keep the {} values computed; lower --max",
            values.len()
        )
    })?;
    copy.extend_from_slice(values);
    Ok(copy)
}

/// An octal game's table; for Grundy's game, which has no certificate, the values up to
/// `upto`.
pub fn octal_table(game: OctalGame, request: &Request, upto: u64) -> Result<Table, String> {
    let unequal = game.unequal_splits();
    let title = if unequal {
        "Grundy's game (split a heap into two unequal heaps)".to_string()
    } else {
        format!("octal game {}", game.code())
    };
    let mut sg = OctalSg::new(game);
    let budget = Budget {
        steps: request.work.unwrap_or(octal::DEFAULT_BUDGET.steps),
        values: request.max_values,
    };
    // Once a period is proven, values past the computed ones come from the cycle, so --upto
    // needs no more; without one, the table grows to --max or the work limit.
    let len = if unequal {
        upto as usize + 1
    } else {
        request.max_values
    };
    // The table's room asked for at once, so that it is never moved while it grows (a move
    // holds the old table and the new one); without that much memory, it grows as it can.
    let _ = sg.reserve_values(len);
    // The work limit ends the search quietly (no period proved so far); memory does not.
    let cycle = match sg.extend_certified(len, budget) {
        Ok(cycle) => cycle,
        Err(e) if e.out_of_memory => {
            return Err(format!(
                "not enough memory to compute more than the {} values computed; lower --max",
                e.values
            ))
        }
        Err(_) => None,
    };
    // The values stay in the engine's table (in its narrow width), read through
    // `Table::stored`: no copy.
    let computed = sg.values().len();
    let proof = match cycle {
        None if unequal => format!(
            "whether Grundy's game is eventually periodic is an open problem, and no theorem \
             certifies a period from a table of it; {} values computed, {} rare heaps",
            computed,
            sg.rare_count()
        ),
        Some(_) => match sg.certificate() {
            Some(proof) => format!("{proof}; {computed} values computed"),
            None => format!("{computed} values computed"),
        },
        None => format!("{} values computed, {} steps", computed, sg.steps()),
    };
    Ok(Table {
        title,
        computed_to: computed as u64 - 1,
        values: Vec::new(),
        cycle,
        saltus: 0,
        proof,
        rules: Rules::Octal(sg),
    })
}

/// The work a table of command-line rules may do by default: options visited.
pub const RULES_WORK: u64 = 250_000_000;
/// A table of rules with no proof is computed at least this far, for the guess.
pub const GUESS_TERMS: usize = 1000;

/// The table of rules given on the command line or of a hexadecimal code: certified by the
/// Guy–Smith theorem for up to K heaps when the rules are a take-and-break code; otherwise the
/// values, with the pattern `core::guess` finds in them, marked as a guess.
pub fn rules_table(rules: Ruleset, request: &Request, upto: u64) -> Result<Table, String> {
    let finite = rules.finite();
    // A code is titled as one because it was read as one (`grundy hex`), never by its text.
    let title = if rules.is_code() {
        format!("take-and-break game {}", rules.text())
    } else {
        format!("heap game: {}", rules.text())
    };
    let mut sg = RulesSg::new(rules);
    let budget = Budget {
        steps: request.work.unwrap_or(RULES_WORK),
        values: request.max_values,
    };
    let len = match finite {
        Some(_) => request.max_values,
        None => (upto as usize + 1).max(GUESS_TERMS).min(request.max_values),
    };
    let cycle = match sg.extend_certified(len, budget) {
        Ok(cycle) => cycle,
        Err(e) if e.out_of_memory => {
            return Err(format!(
                "not enough memory to compute more than the {} values computed; lower --max",
                e.values
            ))
        }
        Err(_) => None,
    };
    let computed = sg.values().len();
    if computed == 0 {
        return Err("the work limit ran out before the first value; raise --work".to_string());
    }
    // An arithmetic period is kept as a period with a saltus.
    let saltus = sg.saltus();
    let cycle = cycle.or(saltus.map(|s| Cycle {
        preperiod: s.preperiod,
        period: s.period,
        saltus: 0,
    }));
    let keep = cycle.map_or(computed, |c| (c.preperiod + c.period).min(computed));
    let values = copied(&sg.values()[..keep])?;
    let proof = match (cycle, finite) {
        (Some(c), Some((k, _))) if saltus.is_some() => format!(
            "G(n + {p}) = G(n) + {s} for {n0} <= n < {computed} in the table, and for every \
             larger n by deciding, with automata over binary numbers, that the mex of each \
             heap's options is the pattern's value (games::saltus; the moves remove at most \
             k = {k} and leave at most 3 heaps); proved for exactly these moves",
            p = c.period,
            s = saltus.map_or(0, |s| s.saltus),
            n0 = c.preperiod,
            computed = computed - c.period,
        ),
        (Some(cycle), Some((k, parts))) => format!(
            "{}; certified for exactly these moves; {computed} values computed",
            GuySmith { cycle, k, parts }
        ),
        (_, Some(_)) => {
            let pattern = |c: Saltus| {
                format!(
                    "the table's G(n + {}) = G(n) + {} from n = {}",
                    c.period, c.saltus, c.preperiod
                )
            };
            let attempt = match sg.saltus_not_proved() {
                Some(Proof::Refuted { candidate, heap }) => {
                    format!("; {} fails by heap {heap}", pattern(candidate))
                }
                Some(Proof::Undecided(candidate)) => format!(
                    "; {} was not proved within the limits (at most three heaps a move, a \
                     saltus up to 2^20, the proof's work and memory)",
                    pattern(candidate)
                ),
                _ => String::new(),
            };
            format!("{computed} values computed, {} steps{attempt}", sg.steps())
        }
        (_, None) => {
            let all: Vec<u64> = sg.values().iter().map(|&v| u64::from(v)).collect();
            let guessed = match grundy::core::guess::guess(&all) {
                Ok(g) => format!(
                    "the {computed} values computed fit a guessed pattern, {}",
                    g.report()
                        .lines()
                        .next()
                        .unwrap_or("")
                        .trim_start_matches("pattern: ")
                ),
                Err(e) => format!("grundy guess on the {computed} values computed: {e}"),
            };
            format!(
                "the rules use n or an infinite family, so no table can prove a period; {guessed}"
            )
        }
    };
    Ok(Table {
        title,
        computed_to: computed as u64 - 1,
        values,
        cycle,
        saltus: saltus.map_or(0, |s| s.saltus),
        proof,
        rules: Rules::Heap(sg),
    })
}

pub fn lasker_table(upto: u64) -> Result<Table, String> {
    if upto > MAX_LASKER {
        return Err(format!(
            "expected --upto at most {MAX_LASKER} for lasker (its table is O(n^2)), found {upto}"
        ));
    }
    let values = lasker::sg_table_from_moves(upto as usize + 1);
    let matches = values
        .iter()
        .enumerate()
        .all(|(x, &v)| lasker::sg(x as u64) == u64::from(v));
    let proof = format!(
        "the values grow without bound, so there is none: G(n) = n, n, n + 1, n - 1 for n mod 4 = 1, 2, 3, 0 \
         (n > 0) {} every n up to {upto}",
        if matches { "holds for" } else { "FAILS for some" }
    );
    Ok(Table {
        title: "Lasker's Nim".to_string(),
        values,
        cycle: None,
        saltus: 0,
        proof,
        computed_to: upto,
        rules: Rules::Lasker,
    })
}

pub fn fibonacci_table(upto: u64) -> Result<Table, String> {
    let values = FibonacciSg::table(upto as usize)
        .map_err(|_| "the table needs more memory than is available".to_string())?;
    Ok(Table {
        title: "Fibonacci subtraction (moves 1, 2, 3, 5, 8, ...)".to_string(),
        values,
        cycle: None,
        saltus: 0,
        proof: "the moves are unbounded, so no window of values certifies a period".to_string(),
        computed_to: upto,
        rules: Rules::Fibonacci,
    })
}

//! `grundy play GAME HEAPS…`: play a game against the computer on the terminal. You move
//! first; the computer answers with a winning move when it has one (the same move finder as
//! `--heaps` and the solvers' `--move`), else with its smallest legal move. Whoever cannot
//! move loses.
//!
//! A move is typed as numbers: `I X` takes `X` tokens from heap `I`; `I X A B` takes `X` from
//! heap `I` and leaves the rest as heaps `A` and `B`; `I 0 A B` splits heap `I` into `A` and
//! `B` (where the game allows it). `quit` or the end of input stops the game.

use crate::builders::build;
use crate::options::{heaps_in, MAX_VALUES, NAMES, PLAYED, PLAYED_GAMES};
use crate::table::{number, Rules, Table};
use grundy::core::sum::{winning_component, HeapMove};
use grundy::games::lasker;
use std::io::{BufRead, Write};

/// Why a game stopped early: something typed or asked for that cannot be played (exit 2, one
/// line), or the output could not be written (exit 1, as for every binary; a reader that went
/// away, quietly).
#[derive(Debug)]
pub enum Stop {
    Refused(String),
    Output(std::io::Error),
}

impl From<String> for Stop {
    fn from(message: String) -> Stop {
        Stop::Refused(message)
    }
}

/// Writes `text` and flushes it: the game is read as it goes.
pub fn say(out: &mut dyn Write, text: &str) -> Result<(), Stop> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(Stop::Output)
}

/// Plays `table`'s game from `heaps`, reading moves from `input` and writing the game to
/// `out` as it goes (flushed after each prompt).
pub fn play(
    table: &Table,
    heaps: &[u64],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), Stop> {
    let mut heaps = heaps.to_vec();
    let split_help = if splits(table) {
        ", 'I X A B' takes X from heap I and leaves heaps A and B ('I 0 A B' splits it; the \
         second part becomes a new heap at the end)"
    } else {
        ""
    };
    say(
        out,
        &format!(
            "{}. You move first: 'I X' takes X from heap I{split_help}, 'quit' stops.\n",
            table.title
        ),
    )?;
    loop {
        say(out, &format!("heaps: {}\n", shown(&heaps)))?;
        if !any_move(table, &heaps) {
            return say(out, "You cannot move: I win.\n");
        }
        let Some(mv) = read_move(table, &heaps, input, out)? else {
            return say(out, "Stopped.\n");
        };
        apply(&mut heaps, mv);
        say(out, &format!("heaps: {}\n", shown(&heaps)))?;
        if !any_move(table, &heaps) {
            return say(out, "I cannot move: you win.\n");
        }
        let (mv, winning) = computer_move(table, &heaps)?;
        let note = if winning {
            ""
        } else {
            " (every move loses for me)"
        };
        say(out, &format!("I {}{note}\n", describe(&mv, &heaps)))?;
        apply(&mut heaps, mv);
    }
}

/// A move on heap `i` (0-based).
type Move = (usize, HeapMove);

pub fn shown(heaps: &[u64]) -> String {
    let parts: Vec<String> = heaps.iter().map(u64::to_string).collect();
    parts.join(" ")
}

pub fn describe(&(i, m): &Move, heaps: &[u64]) -> String {
    let heap = i + 1;
    match (m.take, m.left) {
        (0, [a, b]) => format!("split heap {heap} ({}) into {a} and {b}", heaps[i]),
        (t, [a, b]) if a > 0 && b > 0 => format!("take {t} from heap {heap}, leaving {a} and {b}"),
        (t, _) => format!("take {t} from heap {heap}"),
    }
}

/// Heap `i` becomes what the move leaves of it (0 once emptied, still shown); the second part
/// of a split becomes a new heap at the end. So no heap ever changes its number.
pub fn apply(heaps: &mut Vec<u64>, (i, m): Move) {
    match m.left {
        [a, b] if a > 0 && b > 0 => {
            heaps[i] = a;
            heaps.push(b);
        }
        [a, b] => heaps[i] = a + b,
    }
}

/// May a move of this game leave two heaps?
pub fn splits(table: &Table) -> bool {
    match &table.rules {
        Rules::Lasker => true,
        Rules::Octal(sg) => sg.game().has_splits(),
        // Rules of the command line are not played (play_table refuses them).
        Rules::Subtract(_) | Rules::Fibonacci | Rules::Heap(_) => false,
    }
}

/// Is `m` a move of heap `h` under the rules?
/// Every sum is checked: the numbers are typed by a person, and `take + a + b` may wrap.
pub fn legal(table: &Table, h: u64, m: &HeapMove) -> bool {
    let [a, b] = m.left;
    let parts = u64::from(a > 0) + u64::from(b > 0);
    let whole = a.checked_add(b).and_then(|rest| rest.checked_add(m.take));
    if whole != Some(h) {
        return false;
    }
    match &table.rules {
        Rules::Subtract(game) => {
            parts <= 1
                && game
                    .ranges()
                    .iter()
                    .any(|&(lo, hi)| (lo as u64..=hi as u64).contains(&m.take))
        }
        Rules::Lasker => (parts <= 1 && m.take > 0) || (parts == 2 && m.take == 0),
        Rules::Fibonacci => {
            parts <= 1
                && grundy::games::subtraction::fibonacci_moves(h as usize)
                    .contains(&(m.take as usize))
        }
        Rules::Heap(_) => false,
        Rules::Octal(sg) => {
            let game = sg.game();
            game.moves().any(|(i, digit)| {
                i as u64 == m.take
                    && match parts {
                        0 => digit & 1 != 0,
                        1 => digit & 2 != 0,
                        _ => digit & 4 != 0 && (!game.unequal_splits() || a != b),
                    }
            })
        }
    }
}

/// Does any heap have a move? (Tries the smallest moves of each heap.)
pub fn any_move(table: &Table, heaps: &[u64]) -> bool {
    (0..heaps.len()).any(|i| smallest_move(table, heaps[i]).is_some())
}

/// The first legal move of heap `h` in the order takes first, then splits.
pub fn smallest_move(table: &Table, h: u64) -> Option<HeapMove> {
    let takes = (1..=h.min(64)).map(|t| HeapMove::take(h, t));
    let splits = (0..=h.min(64)).flat_map(move |t| {
        (1..(h - t).min(64)).map(move |a| HeapMove {
            take: t,
            left: [a, h - t - a],
        })
    });
    takes
        .chain(splits)
        .find(|m| (m.left[0] > 0 || m.left[1] == 0) && legal(table, h, m))
}

/// The computer's move: winning if there is one.
pub fn computer_move(table: &Table, heaps: &[u64]) -> Result<(Move, bool), String> {
    let mut values = Vec::with_capacity(heaps.len());
    for &h in heaps {
        values.push(
            table
                .value(h)
                .ok_or_else(|| format!("heap {h} is past the values computed (raise --max)"))?,
        );
    }
    if let Some((i, target)) = winning_component(values.iter().copied()) {
        let found = match &table.rules {
            Rules::Subtract(game) => game
                .take_to(heaps[i], target as u32)
                .map(|s| HeapMove::take(heaps[i], s)),
            Rules::Octal(sg) => sg.move_to(heaps[i], target as u32),
            Rules::Lasker => lasker::move_to(heaps[i], target),
            Rules::Fibonacci => grundy::games::subtraction::fibonacci_moves(heaps[i] as usize)
                .into_iter()
                .find(|&f| table.value(heaps[i] - f as u64) == Some(target))
                .map(|f| HeapMove::take(heaps[i], f as u64)),
            Rules::Heap(_) => None,
        };
        if let Some(m) = found {
            return Ok(((i, m), true));
        }
    }
    let i = (0..heaps.len())
        .find(|&i| smallest_move(table, heaps[i]).is_some())
        .ok_or("no move left")?;
    let m = smallest_move(table, heaps[i]).ok_or("no move left")?;
    Ok(((i, m), false))
}

/// The longest line a move may take: four numbers of up to 20 digits and their spaces, many
/// times over.
pub const MAX_LINE: usize = 1000;

/// The next line of `input` (`None` at the end), read in pieces so that a line of any length
/// costs at most [`MAX_LINE`] bytes of memory: a longer one (not counting its `\n` or
/// `\r\n`) is an error, as is one that is not UTF-8.
pub fn read_line(input: &mut dyn BufRead) -> Result<Option<String>, String> {
    let mut line: Vec<u8> = Vec::new();
    loop {
        let chunk = input.fill_buf().map_err(|e| format!("cannot read: {e}"))?;
        if chunk.is_empty() {
            break;
        }
        let end = chunk.iter().position(|&b| b == b'\n');
        let take = end.map_or(chunk.len(), |e| e + 1);
        if line.len() + take > MAX_LINE + 2 {
            return Err(format!(
                "a move is one line of at most {MAX_LINE} bytes; this one is longer"
            ));
        }
        line.extend_from_slice(&chunk[..take]);
        input.consume(take);
        if end.is_some() {
            break;
        }
    }
    if line.is_empty() {
        return Ok(None);
    }
    let ending = if line.ends_with(b"\r\n") {
        2
    } else {
        usize::from(line.ends_with(b"\n"))
    };
    if line.len() - ending > MAX_LINE {
        return Err(format!(
            "a move is one line of at most {MAX_LINE} bytes; this one is longer"
        ));
    }
    String::from_utf8(line)
        .map(Some)
        .map_err(|_| "a move is a line of text (UTF-8); this one is not".to_string())
}

/// Reads the user's move, asking again until it is legal; `None` at `quit` or end of input.
pub fn read_move(
    table: &Table,
    heaps: &[u64],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Move>, Stop> {
    loop {
        say(out, "your move: ")?;
        let Some(line) = read_line(input)? else {
            say(out, "\n")?;
            return Ok(None);
        };
        if line.trim() == "quit" {
            say(out, "\n")?;
            return Ok(None);
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(word) = words.iter().find(|w| number(w).is_none()) {
            let text = format!(
                "expected numbers ('I X', or 'I X A B' for a split), found {word:?}; try again\n"
            );
            say(out, &text)?;
            continue;
        }
        let n: Vec<u64> = words.iter().filter_map(|w| number(w)).collect();
        if let Some(&i) = n
            .first()
            .filter(|&&i| !(1..=heaps.len() as u64).contains(&i))
        {
            let text = format!(
                "there is no heap {i} (heaps 1 to {}); try again\n",
                heaps.len()
            );
            say(out, &text)?;
            continue;
        }
        let parsed = match n.as_slice() {
            [i, x] => Some((
                *i,
                HeapMove {
                    take: *x,
                    left: [
                        heaps
                            .get((*i as usize).wrapping_sub(1))
                            .map_or(0, |h| h.saturating_sub(*x)),
                        0,
                    ],
                },
            )),
            [i, x, a, b] => Some((
                *i,
                HeapMove {
                    take: *x,
                    left: [*a, *b],
                },
            )),
            _ => None,
        };
        match parsed {
            Some((i, m))
                if (1..=heaps.len() as u64).contains(&i)
                    && legal(table, heaps[i as usize - 1], &m) =>
            {
                return Ok(Some((i as usize - 1, m)));
            }
            Some(_) => say(out, "not a move of this game here; try again\n")?,
            None => say(
                out,
                "expected 2 numbers 'I X' (or 4, 'I X A B', for a split); try again\n",
            )?,
        }
    }
}

/// `grundy play GAME HEAPS…`: the game's table, then the game against the user. Heaps follow
/// the game (`play nim 3 4 5`, `play kayles 5 7`, `play octal 0.07 5 7`); for `subtract`,
/// whose moves are numbers too, they follow `--heaps`.
pub fn play_command(
    args: &[String],
    input: &mut dyn std::io::BufRead,
    out: &mut dyn std::io::Write,
) -> Result<(), Stop> {
    let (table, heaps) = play_table(args)?;
    play(&table, &heaps, input, out)
}

/// The table and the heaps that `grundy play ARGS` plays, or why they cannot be played.
pub fn play_table(args: &[String]) -> Result<(Table, Vec<u64>), String> {
    let name_or_mode = args.first().map(|game| {
        NAMES
            .iter()
            .find(|n| n.0 == game.as_str())
            .map_or(game.as_str(), |n| n.1)
    });
    let game = match (args.first(), name_or_mode) {
        (Some(game), Some(mode)) if PLAYED.contains(&mode) => game,
        (found, _) => {
            let found = found.map_or("nothing".to_string(), |g| format!("{g:?}"));
            return Err(format!(
                "expected a game to play: {PLAYED_GAMES}, found {found}"
            ));
        }
    };
    let name_or_mode = name_or_mode.unwrap_or_default();
    let mut words: Vec<String> = args.to_vec();
    if !words.iter().any(|w| w == "--heaps") {
        // The heaps are the trailing numbers after the game's own words.
        let own = match name_or_mode {
            "octal" if !NAMES.iter().any(|n| n.0 == game.as_str()) => 2,
            "subtract" => {
                return Err(
                    "expected the heaps after --heaps: grundy play subtract 2 5 --heaps 7 9"
                        .to_string(),
                )
            }
            _ => 1,
        };
        let own = own.min(words.len());
        // Checked here, so that an error names what was typed, not a --heaps never written.
        heaps_in(&words[own..], &format!("'play {}'", words[..own].join(" ")))?;
        words.insert(own, "--heaps".to_string());
    }
    if game == "nim" {
        // Nim is taking any number: the moves 1..=largest heap.
        let largest = words.iter().filter_map(|w| number(w)).max().unwrap_or(1);
        words.splice(
            0..1,
            [
                "subtract".to_string(),
                format!("1..{}", largest.clamp(1, 1_000_000)),
            ],
        );
    }
    let (mut table, request) = build(&words)?;
    // The options of a table or a picture mean nothing in a game: refused, not ignored.
    let unused = [
        ("--upto", request.upto.is_some()),
        ("--list", request.list),
        ("--table", request.export.is_some()),
        ("--count", request.count.is_some()),
        ("--mod", request.modulus.is_some()),
        ("--svg", request.svg.file.is_some()),
        ("--width", request.svg.width.is_some()),
        (
            "--zero or --bit",
            request.svg.colouring != crate::picture::Colouring::Values,
        ),
    ];
    if let Some((name, _)) = unused.iter().find(|(_, given)| *given) {
        return Err(format!(
            "grundy play takes the game, its heaps, --max and --work: {name} is not for a game"
        ));
    }
    // Every heap must have its value before the first move (a heap past the values computed
    // would stop the game at the computer's turn).
    if let Some(&h) = request.heaps.iter().find(|&&h| table.value(h).is_none()) {
        return Err(format!(
            "expected heaps of at most {} for {game} (the values computed; raise --max, at \
             most {MAX_VALUES}), found {h}",
            table.computed_to
        ));
    }
    if game == "nim" {
        table.title = "Nim (take any number from one heap)".to_string();
    }
    Ok((table, request.heaps))
}

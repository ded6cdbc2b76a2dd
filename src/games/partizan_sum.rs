//! Sums of partizan games of four families, one component a position `GAME:POSITION`:
//! Blue-Red Hackenbush strings ([`blue_red`]), Domineering ([`domineering`]), Toads and Frogs
//! ([`toads_frogs`]) and Cutcake ([`cutcake`]). Components are parsed, negated and moved in by
//! the rules, valued in one [`Arena`] (canonical forms; the numbers by their closed forms), and
//! a sum's outcome class comes from comparing its non-number part with minus its numbers: the
//! `partizan` binary, and `grundy partizan`.

use crate::core::dyadic::{Dyadic, MAX_EXPONENT};
use crate::core::partizan::{Arena, Game, OutcomeClass, PartizanError};
use crate::core::scan::quoted;
use crate::games::domineering::{self, Domineering};
use crate::games::toads_frogs::{self, Cell, ToadsFrogs};
use crate::games::{blue_red, cutcake};
use std::fmt;

/// The most games one arena makes before a sum is refused.
pub const MAX_GAMES: usize = 1_000_000;

/// What a component token must be.
pub const COMPONENT: &str =
    "a component GAME:POSITION, GAME hackenbush, domineering, toads or cutcake";

/// One component of a sum: a position of one of the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Component {
    /// A Blue-Red Hackenbush stalk from the ground up, `true` for blue (Left's).
    Hackenbush(Vec<bool>),
    /// A Domineering board: rows of `.` (empty) and `#` (filled).
    Domineering(Vec<Vec<u8>>),
    /// A Toads and Frogs strip.
    Toads(Vec<Cell>),
    /// A `W x H` Cutcake.
    Cutcake(u64, u64),
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Component::Hackenbush(stalk) => {
                let letters: String = stalk.iter().map(|&b| if b { 'B' } else { 'R' }).collect();
                write!(f, "hackenbush:{letters}")
            }
            Component::Domineering(rows) => {
                let rows: Vec<String> = rows
                    .iter()
                    .map(|r| String::from_utf8_lossy(r).into())
                    .collect();
                write!(f, "domineering:{}", rows.join("/"))
            }
            Component::Toads(strip) => {
                let cells: String = strip
                    .iter()
                    .map(|c| match c {
                        Cell::Empty => '.',
                        Cell::Toad => 'T',
                        Cell::Frog => 'F',
                    })
                    .collect();
                write!(f, "toads:{cells}")
            }
            Component::Cutcake(w, h) => write!(f, "cutcake:{w}x{h}"),
        }
    }
}

/// `text` quoted as the scanner shows tokens.
fn shown_text(text: &str) -> String {
    quoted(text.as_bytes(), text.len() as u64)
}

/// The games a component may name.
pub const GAMES: [&str; 4] = ["hackenbush", "domineering", "toads", "cutcake"];

/// Why a component's text is refused: the byte offset to point at and what was expected.
pub type ParseError = (usize, String);

impl Component {
    /// Parses `GAME:POSITION` (see `partizan --help` for the alphabets and bounds).
    ///
    /// O(length).
    ///
    /// # Example
    /// ```
    /// use grundy::games::partizan_sum::Component;
    /// let c = Component::parse("cutcake:3x2").unwrap();
    /// assert_eq!(c, Component::Cutcake(3, 2));
    /// assert_eq!(c.to_string(), "cutcake:3x2");
    /// assert_eq!(Component::parse("toads:TxF").unwrap_err().0, 7);
    /// ```
    pub fn parse(text: &str) -> Result<Component, ParseError> {
        let whole = || {
            (
                0,
                format!("expected {COMPONENT}, found {}", shown_text(text)),
            )
        };
        let (game, position) = text.split_once(':').ok_or_else(whole)?;
        let at = game.len() + 1;
        let bad = |i: usize, what: &str| {
            (
                at + i,
                format!("expected {what}, found {}", shown_text(position)),
            )
        };
        let first_outside = |alphabet: &[u8]| position.bytes().position(|b| !alphabet.contains(&b));
        match game {
            "hackenbush" => {
                const WHAT: &str = "a hackenbush stalk of 1 to 62 letters B and R";
                if let Some(i) = first_outside(b"BR") {
                    return Err(bad(i, WHAT));
                }
                if position.is_empty() || position.len() > blue_red::MAX_LENGTH {
                    return Err(bad(0, WHAT));
                }
                Ok(Component::Hackenbush(
                    position.bytes().map(|b| b == b'B').collect(),
                ))
            }
            "domineering" => {
                const WHAT: &str =
                    "domineering rows of equal length, of . and #, joined by /, at most 30 empty";
                if let Some(i) = first_outside(b".#/") {
                    return Err(bad(i, WHAT));
                }
                let rows: Vec<Vec<u8>> =
                    position.split('/').map(|r| r.as_bytes().to_vec()).collect();
                let width = rows[0].len();
                let mut offset = 0;
                for row in &rows {
                    if row.len() != width || width == 0 {
                        return Err(bad(offset, WHAT));
                    }
                    offset += row.len() + 1;
                }
                if position.bytes().filter(|&b| b == b'.').count() > domineering::MAX_EMPTY {
                    return Err(bad(0, WHAT));
                }
                Ok(Component::Domineering(rows))
            }
            "toads" => {
                const WHAT: &str = "a toads strip of 1 to 20 cells T, F and .";
                if let Some(i) = first_outside(b"TF.") {
                    return Err(bad(i, WHAT));
                }
                if position.is_empty() || position.len() > toads_frogs::MAX_CELLS {
                    return Err(bad(0, WHAT));
                }
                Ok(Component::Toads(
                    toads_frogs::parse(position).ok_or_else(whole)?,
                ))
            }
            "cutcake" => {
                const WHAT: &str = "a cake WxH, 1 <= W, H <= 64";
                let side = |s: &str| {
                    s.parse::<u64>().ok().filter(|v| {
                        (1..=cutcake::MAX_SIDE as u64).contains(v) && !s.starts_with('+')
                    })
                };
                let (w, h) = position.split_once('x').ok_or_else(|| bad(0, WHAT))?;
                let w = side(w).ok_or_else(|| bad(0, WHAT))?;
                let h = side(h).ok_or_else(|| bad(0, WHAT))?;
                Ok(Component::Cutcake(w, h))
            }
            _ => Err(whole()),
        }
    }

    /// The negative position: colours swapped, the board transposed, the strip reversed with
    /// toads and frogs swapped, the cake's sides swapped.
    ///
    /// O(size).
    pub fn negative(&self) -> Component {
        match self {
            Component::Hackenbush(stalk) => {
                Component::Hackenbush(stalk.iter().map(|b| !b).collect())
            }
            Component::Domineering(rows) => {
                let width = rows[0].len();
                Component::Domineering(
                    (0..width)
                        .map(|c| rows.iter().map(|r| r[c]).collect())
                        .collect(),
                )
            }
            Component::Toads(strip) => Component::Toads(toads_frogs::negative(strip)),
            Component::Cutcake(w, h) => Component::Cutcake(*h, *w),
        }
    }

    /// Left's (`left`) or Right's moves, each as the components it leaves in this one's place
    /// (none when a stalk is cut at the ground, two when a cake is cut).
    ///
    /// O(moves × size).
    pub fn moves(&self, left: bool) -> Vec<Vec<Component>> {
        match self {
            Component::Hackenbush(stalk) => (0..stalk.len())
                .filter(|&i| stalk[i] == left)
                .map(|i| match i {
                    0 => vec![],
                    _ => vec![Component::Hackenbush(stalk[..i].to_vec())],
                })
                .collect(),
            Component::Domineering(rows) => {
                let (dr, dc) = if left { (1, 0) } else { (0, 1) };
                let mut out = Vec::new();
                for r in 0..rows.len() {
                    for c in 0..rows[0].len() {
                        let (r2, c2) = (r + dr, c + dc);
                        if r2 < rows.len()
                            && c2 < rows[0].len()
                            && rows[r][c] == b'.'
                            && rows[r2][c2] == b'.'
                        {
                            let mut next = rows.clone();
                            next[r][c] = b'#';
                            next[r2][c2] = b'#';
                            out.push(vec![Component::Domineering(next)]);
                        }
                    }
                }
                out
            }
            Component::Toads(strip) => toads_frogs::moves(strip, left)
                .into_iter()
                .map(|s| vec![Component::Toads(s)])
                .collect(),
            &Component::Cutcake(w, h) => {
                // Left cuts the width at a, Right the height.
                let long = if left { w } else { h };
                (1..long)
                    .map(|a| {
                        let piece = |part: u64| {
                            if left {
                                Component::Cutcake(part, h)
                            } else {
                                Component::Cutcake(w, part)
                            }
                        };
                        vec![piece(a), piece(long - a)]
                    })
                    .collect()
            }
        }
    }
}

/// The games of components, in one arena of at most [`MAX_GAMES`] games.
pub struct Values {
    /// The arena every game lives in.
    pub arena: Arena,
    toads: ToadsFrogs,
    domineering: Domineering,
}

impl Default for Values {
    fn default() -> Self {
        Values {
            arena: Arena::with_limit(MAX_GAMES),
            toads: ToadsFrogs::default(),
            domineering: Domineering::default(),
        }
    }
}

impl Values {
    /// The canonical game of a component: Hackenbush and Cutcake by their rules (numbers),
    /// Toads and Frogs and Domineering from their moves.
    ///
    /// O(the positions below it), each once per `Values`.
    pub fn game(&mut self, c: &Component) -> Result<Game, PartizanError> {
        match c {
            Component::Hackenbush(stalk) => {
                let x = blue_red::value(stalk)?;
                self.arena.number(x)
            }
            Component::Cutcake(w, h) => self.arena.number(Dyadic::integer(cutcake::value(*w, *h))),
            Component::Toads(strip) => self.toads.game(&mut self.arena, strip),
            Component::Domineering(rows) => {
                // The empty squares row by row: sorted, as `Domineering::game` takes them best.
                let mut squares = Vec::new();
                for (r, row) in rows.iter().enumerate() {
                    let empty = row.iter().enumerate().filter(|&(_, &b)| b == b'.');
                    squares.extend(empty.map(|(c, _)| (r as i32, c as i32)));
                }
                self.domineering.game(&mut self.arena, &squares)
            }
        }
    }

    /// The outcome class of the sum of `games`: the numbers among them added exactly (in units
    /// of `2^-62`, 128 bits: a sum of stalks of 62 edges and whole cakes does not fit a
    /// [`Dyadic`]), the rest summed in the arena and compared with minus that number.
    ///
    /// O(the sum's games), within the arena's limit.
    pub fn outcome_of_sum(&mut self, games: &[Game]) -> Result<OutcomeClass, PartizanError> {
        const ONE: i128 = 1 << MAX_EXPONENT;
        let arena = &mut self.arena;
        let (mut number, mut hot) = (0i128, arena.zero());
        for &g in games {
            match arena.as_number(g)? {
                Some(x) => {
                    let scaled = i128::from(x.numerator()) << (MAX_EXPONENT - x.exponent());
                    number = number.checked_add(scaled).ok_or(PartizanError::Overflow)?;
                }
                None => hot = arena.sum(hot, g)?,
            }
        }
        // Every game born by day b lies strictly between -b - 1 and b + 1.
        let bound = (i128::from(arena.birthday(hot)) + 1) * ONE;
        let (ge, le) = if number >= bound {
            (true, false)
        } else if number <= -bound {
            (false, true)
        } else {
            // hot + n + f with n whole and 0 <= f < 1: compare hot + n with -f.
            let (whole, fraction) = (number >> MAX_EXPONENT, number & (ONE - 1));
            let n = arena.number(Dyadic::integer(whole as i64))?;
            let shifted = arena.sum(hot, n)?;
            let f = arena.number(Dyadic::new(fraction as i64, MAX_EXPONENT)?)?;
            let minus_f = arena.neg(f)?;
            (arena.le(minus_f, shifted), arena.le(shifted, minus_f))
        };
        if arena.starved() {
            return Err(PartizanError::NoMemory);
        }
        Ok(match (ge, le) {
            (true, true) => OutcomeClass::P,
            (true, false) => OutcomeClass::L,
            (false, true) => OutcomeClass::R,
            (false, false) => OutcomeClass::N,
        })
    }

    /// A move for Left (`left`) or Right, moving first in the sum of `components` (whose games
    /// are `games`), that wins: `(index, what the component becomes)`, or `None`.
    ///
    /// O(moves × the sum's games).
    pub fn winning_move(
        &mut self,
        components: &[Component],
        games: &[Game],
        left: bool,
    ) -> Result<Option<(usize, Vec<Component>)>, PartizanError> {
        for (i, c) in components.iter().enumerate() {
            for after in c.moves(left) {
                let mut next: Vec<Game> = games.to_vec();
                next.remove(i);
                for a in &after {
                    next.push(self.game(a)?);
                }
                // The opponent moves next and loses: the sum is >= 0 for Left, <= 0 for Right.
                let wins = match self.outcome_of_sum(&next)? {
                    OutcomeClass::P => true,
                    OutcomeClass::L => left,
                    OutcomeClass::R => !left,
                    OutcomeClass::N => false,
                };
                if wins {
                    return Ok(Some((i, after)));
                }
            }
        }
        Ok(None)
    }
}

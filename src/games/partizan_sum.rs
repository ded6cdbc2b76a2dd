//! Sums of partizan games of four families, one component a position `GAME:POSITION`:
//! Blue-Red Hackenbush strings ([`blue_red`]), Domineering ([`domineering`](crate::games::domineering)), Toads and Frogs
//! ([`toads_frogs`]) and Cutcake ([`cutcake`]). Components are parsed, negated and moved in by
//! the rules, valued in one [`Arena`] (canonical forms; the numbers by their closed forms), and
//! a sum's outcome class comes from comparing its non-number part with minus its numbers: the
//! `partizan` binary, and `grundy partizan`.

use crate::core::dyadic::{Dyadic, MAX_EXPONENT};
use crate::core::partizan::{Arena, Game, OutcomeClass, PartizanError};
use crate::core::scan::quoted;
use crate::games::domineering::Domineering;
use crate::games::toads_frogs::{self, Cell, ToadsFrogs};
use crate::games::{blue_red, cutcake};
use std::fmt;

/// The most empty squares of a Domineering board in a sum: every board of 25 tried answers
/// within 2 s and 100 MB (5 x 5: 0.4 s, 31 MB; the slowest found, `#....#/....../....../
/// ....../##...#`: 1.6 s, 97 MB), while the 4 x 7 and 3 x 10 rectangles take 2.4 and 2.7 s
/// and 5 x 6 takes 12 s (the module's own bound,
/// [`MAX_EMPTY`](crate::games::domineering::MAX_EMPTY), is what its keys can hold).
pub const MAX_BOARD: usize = 25;

/// The most cells of a Toads and Frogs strip in a sum: every strip of 14 answers within a
/// second (the slowest found, `TTTT.....FFFFF`, in 0.4 s), while strips of 16 need more than
/// [`MAX_GAMES`] games ([`toads_frogs::MAX_CELLS`] is what its keys can hold).
pub const MAX_STRIP: usize = 14;

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
                    "domineering rows of equal length, of . and #, joined by /, at most 25 empty";
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
                if position.bytes().filter(|&b| b == b'.').count() > MAX_BOARD {
                    return Err(bad(0, WHAT));
                }
                Ok(Component::Domineering(rows))
            }
            "toads" => {
                const WHAT: &str = "a toads strip of 1 to 14 cells T, F and .";
                if let Some(i) = first_outside(b"TF.") {
                    return Err(bad(i, WHAT));
                }
                if position.is_empty() || position.len() > MAX_STRIP {
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

/// The value of a component: a number, held exactly outside the arena, or a game that is not
/// a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A number.
    Number(Dyadic),
    /// A game of the arena, not a number.
    Game(Game),
}

/// `x` in units of `2^-62`.
///
/// O(1).
fn units(x: Dyadic) -> i128 {
    i128::from(x.numerator()) << (MAX_EXPONENT - x.exponent())
}

/// The sum of the numbers among `values` in units of `2^-62` (128 bits: 10^5 stalks of 62
/// edges do not fit a [`Dyadic`]), and the games among them.
///
/// O(values).
fn numbers_and_games(values: &[Value]) -> Result<(i128, Vec<Game>), PartizanError> {
    let (mut number, mut games) = (0i128, Vec::new());
    for v in values {
        match *v {
            Value::Number(x) => {
                number = number
                    .checked_add(units(x))
                    .ok_or(PartizanError::Overflow)?
            }
            Value::Game(g) => games.push(g),
        }
    }
    Ok((number, games))
}

/// The outcome class of a number (in units of `2^-62`): positive L, negative R, zero P.
///
/// O(1).
fn class_of_number(number: i128) -> OutcomeClass {
    match number.signum() {
        1 => OutcomeClass::L,
        -1 => OutcomeClass::R,
        _ => OutcomeClass::P,
    }
}

/// `y` (in units of `2^-62`, `-day < y < day`) if it is born by day `day`, else the midpoint
/// of the two numbers born by day `day` around it: a number born by day `day + 1` that every
/// game born by day `day - 1` compares with as with `y` (see
/// [`Values::outcome_of_values`]).
///
/// In `[w, w + 1]`, `w = ⌊y⌋`, the numbers born by day `day` are the multiples of `2^-J`:
/// a fraction `v` there with denominator `2^j` is born on day `⌊|v|⌋ + 1 + j`, which is
/// `w + 1 + j` for `w ≥ 0` and `-w + j` for `w < 0`, so `J = day - w - 1` or `day + w`
/// (the ends `w` and `w + 1`, integers of size at most `day`, are born by then too).
///
/// O(1).
fn short_between(y: i128, day: i128) -> Dyadic {
    const E: u32 = MAX_EXPONENT;
    let w = y >> E;
    let j = if w >= 0 { day - w - 1 } else { day + w };
    let fits = |v: i128| -> Dyadic {
        // v has at most 62 fraction bits and |v| < day <= 2^32: it fits a Dyadic.
        let shift = (v.trailing_zeros()).min(E);
        Dyadic::new((v >> shift) as i64, E - shift).unwrap_or(Dyadic::ZERO)
    };
    if j >= i128::from(E) {
        return fits(y);
    }
    let step = 1i128 << (E - j as u32);
    let below = y.div_euclid(step) * step;
    if below == y {
        return fits(y);
    }
    fits(below + step / 2)
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
    /// Values whose arena takes at most `steps` steps of work ([`Arena::with_work`]): past
    /// them, [`PartizanError::Work`].
    ///
    /// O(1).
    pub fn with_work(steps: u64) -> Values {
        Values {
            arena: Arena::with_limit(MAX_GAMES).with_work(steps),
            ..Values::default()
        }
    }

    /// The steps of work so far ([`Arena::work`]).
    ///
    /// O(1).
    pub fn work(&self) -> u64 {
        self.arena.work()
    }

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

    /// The value of a component: a number held as a [`Dyadic`], outside the arena
    /// (Hackenbush stalks and Cutcake by their closed forms, and any Toads and Frogs or
    /// Domineering position whose canonical form is a number), else its canonical game.
    ///
    /// O(the stalk) for stalks and cakes; else as [`game`](Self::game).
    ///
    /// # Example
    /// ```
    /// use grundy::core::dyadic::Dyadic;
    /// use grundy::core::partizan::OutcomeClass;
    /// use grundy::games::partizan_sum::{Component, Value, Values};
    /// let mut values = Values::default();
    /// let mut value = |text: &str| values.value(&Component::parse(text).unwrap()).unwrap();
    /// assert_eq!(value("hackenbush:BRR"), Value::Number(Dyadic::new(1, 2).unwrap())); // 1/4
    /// let star = value("toads:T.F"); // *, not a number
    /// assert!(matches!(star, Value::Game(_)));
    /// let sum = [value("hackenbush:BRR"), star, value("hackenbush:RRBB")]; // 1/4 + * - 3/4
    /// assert_eq!(values.outcome_of_values(&sum).unwrap(), OutcomeClass::R);
    /// ```
    pub fn value(&mut self, c: &Component) -> Result<Value, PartizanError> {
        Ok(match c {
            Component::Hackenbush(stalk) => Value::Number(blue_red::value(stalk)?),
            Component::Cutcake(w, h) => Value::Number(Dyadic::integer(cutcake::value(*w, *h))),
            _ => {
                let g = self.game(c)?;
                match self.arena.as_number(g)? {
                    Some(x) => Value::Number(x),
                    None => Value::Game(g),
                }
            }
        })
    }

    /// The outcome class of the sum of `games` ([`outcome_of_values`](Self::outcome_of_values)
    /// with the numbers among them taken out of the arena).
    ///
    /// O(the sum's games), within the arena's limit.
    pub fn outcome_of_sum(&mut self, games: &[Game]) -> Result<OutcomeClass, PartizanError> {
        let mut values = Vec::with_capacity(games.len());
        for &g in games {
            values.push(match self.arena.as_number(g)? {
                Some(x) => Value::Number(x),
                None => Value::Game(g),
            });
        }
        self.outcome_of_values(&values)
    }

    /// The outcome class of the sum of `values`: `x + H`, the numbers `x` added exactly (in
    /// units of `2^-62`, 128 bits: a sum of 10^5 stalks of 62 edges does not fit a
    /// [`Dyadic`]) and the games summed in the arena into `H`, a game and its negative
    /// cancelling first (`G + -G = 0`).
    ///
    /// With no games the sign of `x` decides: `x > 0` is L, `x < 0` R, `0` P. Else, with `H`
    /// born by day `b`, the outcome is `H` compared with `y = -x`, by `H ≥ y` and `H ≤ y`,
    /// decided without the arena's numbers of many bits:
    ///
    /// * every game born by day `b` lies strictly between `-b - 1` and `b + 1`, so a `y`
    ///   outside is above or below `H` (no number game made at all);
    /// * else the stops of `H` (its left and right stops) are numbers born by day `b`, and a
    ///   number `y` is below `H` when `y < R(H)`, above it when `y > L(H)`, and incomparable
    ///   when `R(H) < y < L(H)` (Siegel, *Combinatorial Game Theory*, II.5; Conway, ONAG,
    ///   ch. 9): on an open interval between two consecutive numbers born by day `b + 1`,
    ///   which holds no stop, the comparison of `H` with a number is the same everywhere. So
    ///   a `y` born later is replaced by the midpoint of the two day-`b + 1` numbers around
    ///   it (born on day `b + 2`), and only such short numbers enter the arena.
    ///
    /// O(the sum's games), within the arena's limit.
    pub fn outcome_of_values(&mut self, values: &[Value]) -> Result<OutcomeClass, PartizanError> {
        const ONE: i128 = 1 << MAX_EXPONENT;
        let (number, games) = numbers_and_games(values)?;
        if games.is_empty() {
            return Ok(class_of_number(number));
        }
        let arena = &mut self.arena;
        // G and -G cancel: the sum is the same without both.
        let mut kept: Vec<Game> = Vec::with_capacity(games.len());
        for g in games {
            let minus = arena.neg(g)?;
            match kept.iter().position(|&k| k == minus) {
                Some(i) => {
                    kept.swap_remove(i);
                }
                None => kept.push(g),
            }
        }
        let mut hot = arena.zero();
        for g in kept {
            hot = arena.sum(hot, g)?;
        }
        // y = -x, compared with H.
        let y = number.checked_neg().ok_or(PartizanError::Overflow)?;
        let day = i128::from(arena.birthday(hot)) + 1;
        let (ge, le) = if y <= -day * ONE {
            (true, false)
        } else if y >= day * ONE {
            (false, true)
        } else {
            let y = arena.number(short_between(y, day))?;
            (arena.le(y, hot), arena.le(hot, y))
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

    /// A move for Left (`left`) or Right, moving first in the sum of `components` (whose
    /// values are `values`), that wins: `(index, what the component becomes)`, or `None`.
    ///
    /// O(moves × the sum's games).
    pub fn winning_move(
        &mut self,
        components: &[Component],
        values: &[Value],
        left: bool,
    ) -> Result<Option<(usize, Vec<Component>)>, PartizanError> {
        let mut next: Vec<Value> = Vec::with_capacity(values.len() + 2);
        let (numbers, games) = numbers_and_games(values)?;
        let all_numbers = games.is_empty();
        // After the move the opponent moves first and loses: the sum is >= 0 for Left, <= 0
        // for Right.
        let wins = |outcome: OutcomeClass| match outcome {
            OutcomeClass::P => true,
            OutcomeClass::L => left,
            OutcomeClass::R => !left,
            OutcomeClass::N => false,
        };
        for (i, c) in components.iter().enumerate() {
            if let (Component::Hackenbush(stalk), Value::Number(here)) = (c, values[i]) {
                // A stalk's moves are cuts, each leaving a prefix, whose values come from one
                // pass up the stalk by Berlekamp's rule (in units of 2^-62: the first run's
                // edges 2^62 each, the j-th edge after it 2^(62 - j)); with numbers only, the
                // sum's sign decides.
                let first = stalk.first().copied().unwrap_or(true);
                let others = numbers - units(here);
                let (mut prefix, mut j, mut in_run) = (0i128, 0u32, true);
                for (k, &blue) in stalk.iter().enumerate() {
                    if blue == left {
                        let outcome = if all_numbers {
                            class_of_number(others + prefix)
                        } else {
                            next.clear();
                            next.extend_from_slice(&values[..i]);
                            next.extend_from_slice(&values[i + 1..]);
                            next.push(self.value(&Component::Hackenbush(stalk[..k].to_vec()))?);
                            self.outcome_of_values(&next)?
                        };
                        if wins(outcome) {
                            let after = match k {
                                0 => vec![],
                                _ => vec![Component::Hackenbush(stalk[..k].to_vec())],
                            };
                            return Ok(Some((i, after)));
                        }
                    }
                    if in_run && blue == first {
                        prefix += if blue {
                            1 << MAX_EXPONENT
                        } else {
                            -(1 << MAX_EXPONENT)
                        };
                    } else {
                        in_run = false;
                        j += 1;
                        let worth = 1i128 << (MAX_EXPONENT - j.min(MAX_EXPONENT));
                        prefix += if blue { worth } else { -worth };
                    }
                }
                continue;
            }
            for after in c.moves(left) {
                next.clear();
                next.extend_from_slice(&values[..i]);
                next.extend_from_slice(&values[i + 1..]);
                for a in &after {
                    next.push(self.value(a)?);
                }
                if wins(self.outcome_of_values(&next)?) {
                    return Ok(Some((i, after)));
                }
            }
        }
        Ok(None)
    }
}

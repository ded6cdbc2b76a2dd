//! Thermographs of short partizan games: how a game cools, its mean (the number it is worth
//! on average, additive over sums) and its temperature (how much a move in it is worth).
//!
//! ## The theory (Winning Ways, ch. 6; Siegel, *Combinatorial Game Theory*, II.5)
//! Cooling `G` by `t` taxes every move `t`: `G_t = {G^L_t - t | G^R_t + t}`, until `G_t` is
//! infinitesimally close to a number, where it freezes. Drawn with `t` going up, the values
//! Left and Right can reach form two walls: for a number `x` both walls are the vertical mast
//! at `x` from `t = -1` up. Otherwise the left scaffold `LS(t) = max over G^L of RW(G^L)(t) - t`
//! and the right scaffold `RS(t) = min over G^R of LW(G^R)(t) + t` are the walls up to the
//! least `t >= -1` at which `LS(t) <= RS(t)`: that `t` is the temperature, and above it both
//! walls are the mast at the value there, the mean. A right wall only moves right as `t` grows
//! (slope 0 or +1), a left wall only left (0 or -1), so `LS - RS` never increases and the
//! crossing is the first point where it is at most 0. Walls are continuous and piecewise
//! linear with slopes -1, 0, 1, so every breakpoint is dyadic (two lines with slopes that differ
//! by 1 or 2 meet at a dyadic point).
//!
//! A number `m / 2^k` in lowest terms has temperature `-1/2^k` (an integer `-1`), by the
//! convention of Siegel and CGSuite. Means add: `mean(G + H) = mean(G) + mean(H)` (the mean
//! value theorem), which the tests check on sums.
//!
//! Examples: a switch `{a | b}` of numbers `a > b` has mean `(a + b)/2` and temperature
//! `(a - b)/2`; `*` and `↑` have mean and temperature 0.

use crate::core::dyadic::{Dyadic, DyadicError};
use crate::core::partizan::{Arena, Game, PartizanError};
use std::collections::HashMap;

/// One linear piece of a wall: from `start` on, `value + slope · (t - start)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Piece {
    start: Dyadic,
    value: Dyadic,
    slope: i64,
}

/// A continuous piecewise linear function of `t >= -1`, its pieces by start, the first at -1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wall {
    pieces: Vec<Piece>,
}

/// `x · k` for a small integer `k`.
fn times(x: Dyadic, k: i64) -> Result<Dyadic, DyadicError> {
    let numerator = x.numerator().checked_mul(k).ok_or(DyadicError::Overflow)?;
    Dyadic::new(numerator, x.exponent())
}

/// `x / d` for `d` a power of two (slopes differ by 1 or 2).
fn divided(mut x: Dyadic, d: i64) -> Result<Dyadic, DyadicError> {
    if d <= 0 || d & (d - 1) != 0 {
        return Err(DyadicError::Overflow);
    }
    for _ in 0..d.trailing_zeros() {
        x = x.half()?;
    }
    Ok(x)
}

const MINUS_ONE: Dyadic = Dyadic::integer(-1);

impl Piece {
    fn at(&self, t: Dyadic) -> Result<Dyadic, DyadicError> {
        self.value
            .checked_add(times(t.checked_sub(self.start)?, self.slope)?)
    }
}

impl Wall {
    /// The vertical mast at `x`.
    fn constant(x: Dyadic) -> Wall {
        Wall {
            pieces: vec![Piece {
                start: MINUS_ONE,
                value: x,
                slope: 0,
            }],
        }
    }

    /// The wall's value at `t >= -1`.
    ///
    /// O(log pieces).
    pub fn at(&self, t: Dyadic) -> Result<Dyadic, DyadicError> {
        let i = self.pieces.partition_point(|p| p.start <= t).max(1) - 1;
        self.pieces[i].at(t)
    }

    /// The points where the slope changes, and `-1`: `(t, value)`.
    ///
    /// O(pieces).
    pub fn corners(&self) -> Vec<(Dyadic, Dyadic)> {
        self.pieces.iter().map(|p| (p.start, p.value)).collect()
    }

    /// `self(t) + k t`.
    fn sloped(&self, k: i64) -> Result<Wall, DyadicError> {
        let mut pieces = self.pieces.clone();
        for p in &mut pieces {
            p.value = p.value.checked_add(times(p.start, k)?)?;
            p.slope += k;
        }
        Ok(Wall { pieces })
    }

    /// The starts of both walls' pieces, merged.
    fn breakpoints(&self, other: &Wall) -> Vec<Dyadic> {
        let mut ts: Vec<Dyadic> = self
            .pieces
            .iter()
            .chain(&other.pieces)
            .map(|p| p.start)
            .collect();
        ts.sort();
        ts.dedup();
        ts
    }

    /// The pointwise maximum (`larger`) or minimum of two walls.
    fn combined(&self, other: &Wall, larger: bool) -> Result<Wall, DyadicError> {
        let ts = self.breakpoints(other);
        let mut pieces: Vec<Piece> = Vec::new();
        let piece_at = |w: &Wall, t: Dyadic| -> Result<Piece, DyadicError> {
            let i = w.pieces.partition_point(|p| p.start <= t) - 1;
            let slope = w.pieces[i].slope;
            Ok(Piece {
                start: t,
                value: w.pieces[i].at(t)?,
                slope,
            })
        };
        // Is `a` the one to keep over `b` from their common start on?
        let wins = |a: &Piece, b: &Piece| {
            if a.value != b.value {
                (a.value > b.value) == larger
            } else {
                (a.slope >= b.slope) == larger
            }
        };
        for (i, &t) in ts.iter().enumerate() {
            let (a, b) = (piece_at(self, t)?, piece_at(other, t)?);
            let (keep, other_piece) = if wins(&a, &b) { (a, b) } else { (b, a) };
            pieces.push(keep);
            // The other line overtakes inside this interval if it gains on the kept one.
            let gains = if larger {
                other_piece.slope > keep.slope
            } else {
                other_piece.slope < keep.slope
            };
            if gains && keep.value != other_piece.value {
                let gap = keep.value.checked_sub(other_piece.value)?;
                let closing = other_piece.slope - keep.slope;
                let dt = divided(if larger { gap } else { gap.checked_neg()? }, closing.abs())?;
                let cross = t.checked_add(dt)?;
                if ts.get(i + 1).map_or(true, |&end| cross < end) {
                    pieces.push(Piece {
                        start: cross,
                        value: keep.at(cross)?,
                        slope: other_piece.slope,
                    });
                }
            }
        }
        Ok(Wall { pieces }.simplified())
    }

    /// Merges neighbouring pieces of the same slope (the function is continuous).
    fn simplified(mut self) -> Wall {
        self.pieces
            .dedup_by(|later, earlier| later.slope == earlier.slope);
        self
    }

    /// This wall up to `t`, then the vertical mast at its value there.
    fn cut_at(&self, t: Dyadic) -> Result<Wall, DyadicError> {
        let value = self.at(t)?;
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .copied()
            .filter(|p| p.start < t)
            .collect();
        pieces.push(Piece {
            start: t,
            value,
            slope: 0,
        });
        Ok(Wall { pieces }.simplified())
    }
}

/// A game's thermograph: its two walls, mean and temperature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// The left wall (the value Left reaches when moves are taxed `t`).
    pub left: Wall,
    /// The right wall.
    pub right: Wall,
    /// The mast's value.
    pub mean: Dyadic,
    /// Where the mast starts (`-1/2^k` for a number with denominator `2^k`).
    pub temperature: Dyadic,
}

/// The thermographs of the games of one arena, each computed once.
///
/// # Example
/// ```
/// use grundy::core::dyadic::Dyadic;
/// use grundy::core::partizan::Arena;
/// use grundy::core::thermograph::Thermographs;
/// let mut arena = Arena::new();
/// let (three, minus_one) = (arena.number(Dyadic::integer(3)).unwrap(), arena.number(Dyadic::integer(-1)).unwrap());
/// let switch = arena.game(&[three], &[minus_one]).unwrap(); // {3 | -1}
/// let mut thermographs = Thermographs::default();
/// let t = thermographs.of(&mut arena, switch).unwrap();
/// assert_eq!((t.mean, t.temperature), (Dyadic::integer(1), Dyadic::integer(2)));
/// ```
#[derive(Default)]
pub struct Thermographs {
    known: HashMap<Game, Thermograph>,
}

impl Thermographs {
    /// The thermograph of `g`, from its options' (recursion no deeper than `g`'s birthday).
    ///
    /// O(the games below `g` × the pieces of their walls), memoized by game.
    pub fn of(&mut self, arena: &mut Arena, g: Game) -> Result<&Thermograph, PartizanError> {
        if !self.known.contains_key(&g) {
            let t = self.compute(arena, g)?;
            self.known
                .try_reserve(1)
                .map_err(|_| PartizanError::NoMemory)?;
            self.known.insert(g, t);
        }
        Ok(&self.known[&g])
    }

    fn compute(&mut self, arena: &mut Arena, g: Game) -> Result<Thermograph, PartizanError> {
        if let Some(x) = arena.as_number(g)? {
            let temperature = Dyadic::new(-1, x.exponent())?;
            return Ok(Thermograph {
                left: Wall::constant(x),
                right: Wall::constant(x),
                mean: x,
                temperature,
            });
        }
        let (lefts, rights) = (arena.left(g).to_vec(), arena.right(g).to_vec());
        let mut scaffolds: [Option<Wall>; 2] = [None, None];
        for (side, options) in [(0, lefts), (1, rights)] {
            for o in options {
                let t = self.of(arena, o)?;
                let wall = if side == 0 {
                    t.right.sloped(-1)?
                } else {
                    t.left.sloped(1)?
                };
                scaffolds[side] = Some(match scaffolds[side].take() {
                    None => wall,
                    Some(w) => w.combined(&wall, side == 0)?,
                });
            }
        }
        // A canonical game with no options on a side is a number, handled above.
        let [Some(ls), Some(rs)] = scaffolds else {
            return Err(PartizanError::Overflow);
        };
        let (l0, r0) = (ls.at(MINUS_ONE)?, rs.at(MINUS_ONE)?);
        if l0 < r0 {
            // Frozen already at -1: the simplest number between.
            let x = Dyadic::simplest_between(Some(l0), Some(r0))?;
            return Ok(Thermograph {
                left: Wall::constant(x),
                right: Wall::constant(x),
                mean: x,
                temperature: MINUS_ONE,
            });
        }
        let tau = crossing(&ls, &rs)?;
        let mean = ls.at(tau)?;
        Ok(Thermograph {
            left: ls.cut_at(tau)?,
            right: rs.cut_at(tau)?,
            mean,
            temperature: tau,
        })
    }
}

/// The least `t >= -1` with `ls(t) <= rs(t)`, given `ls(-1) >= rs(-1)`.
fn crossing(ls: &Wall, rs: &Wall) -> Result<Dyadic, DyadicError> {
    let ts = ls.breakpoints(rs);
    let gap = |t: Dyadic| ls.at(t)?.checked_sub(rs.at(t)?);
    for (i, &t) in ts.iter().enumerate() {
        let d = gap(t)?;
        if d <= Dyadic::ZERO {
            return Ok(t);
        }
        // Inside [t, next): the gap closes at the difference of the slopes.
        let slope = |w: &Wall| w.pieces[w.pieces.partition_point(|p| p.start <= t) - 1].slope;
        let closing = slope(rs) - slope(ls);
        if closing > 0 {
            let cross = t.checked_add(divided(d, closing)?)?;
            if ts.get(i + 1).map_or(true, |&end| cross < end) {
                return Ok(cross);
            }
        }
    }
    // The last pieces never close the gap: not a wall of a short game.
    Err(DyadicError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(m: i64, k: u32) -> Dyadic {
        Dyadic::new(m, k).unwrap()
    }

    fn mean_temperature(arena: &mut Arena, g: Game) -> (Dyadic, Dyadic) {
        let mut th = Thermographs::default();
        let t = th.of(arena, g).unwrap();
        (t.mean, t.temperature)
    }

    #[test]
    fn numbers_switches_stars_and_ups() {
        let mut arena = Arena::new();
        let num = |a: &mut Arena, x: Dyadic| a.number(x).unwrap();
        for (x, temp) in [
            (n(0, 0), n(-1, 0)),
            (n(3, 0), n(-1, 0)),
            (n(1, 1), n(-1, 1)),
            (n(-3, 3), n(-1, 3)),
        ] {
            let g = num(&mut arena, x);
            assert_eq!(mean_temperature(&mut arena, g), (x, temp));
        }
        // Switches {a | b}, a > b: mean (a + b)/2, temperature (a - b)/2.
        let values = [
            n(-2, 0),
            n(-1, 1),
            n(0, 0),
            n(1, 2),
            n(1, 0),
            n(5, 1),
            n(3, 0),
        ];
        for &a in &values {
            for &b in &values {
                if a > b {
                    let (ga, gb) = (num(&mut arena, a), num(&mut arena, b));
                    let g = arena.game(&[ga], &[gb]).unwrap();
                    if arena.as_number(g).unwrap().is_some() {
                        continue;
                    }
                    let mean = a.checked_add(b).unwrap().half().unwrap();
                    let temp = a.checked_sub(b).unwrap().half().unwrap();
                    assert_eq!(mean_temperature(&mut arena, g), (mean, temp), "{a} {b}");
                }
            }
        }
        let zero = arena.zero();
        let star = arena.star(1).unwrap();
        let up = arena.game(&[zero], &[star]).unwrap();
        assert_eq!(mean_temperature(&mut arena, star), (n(0, 0), n(0, 0)));
        assert_eq!(mean_temperature(&mut arena, up), (n(0, 0), n(0, 0)));
        // {3 | ±1}: LS = 3 - t meets RS = max(1, t) at t = 3/2.
        let (one, three, minus_one) = (
            num(&mut arena, n(1, 0)),
            num(&mut arena, n(3, 0)),
            num(&mut arena, n(-1, 0)),
        );
        let pm1 = arena.game(&[one], &[minus_one]).unwrap();
        let g = arena.game(&[three], &[pm1]).unwrap();
        assert_eq!(mean_temperature(&mut arena, g), (n(3, 1), n(3, 1)));
        let mut th = Thermographs::default();
        let t = th.of(&mut arena, g).unwrap();
        assert_eq!(
            t.right.corners(),
            [(n(-1, 0), n(1, 0)), (n(1, 0), n(1, 0)), (n(3, 1), n(3, 1))]
        );
        assert_eq!(t.left.corners(), [(n(-1, 0), n(4, 0)), (n(3, 1), n(3, 1))]);
    }

    #[test]
    fn means_add_over_sums_of_games_born_by_day_two_and_switches() {
        let mut arena = Arena::new();
        let zero = arena.zero();
        // Every game born by day 2 (options among the four games of day 1).
        let star = arena.star(1).unwrap();
        let one = arena.number(Dyadic::integer(1)).unwrap();
        let minus_one = arena.number(Dyadic::integer(-1)).unwrap();
        let day1 = [zero, star, one, minus_one];
        let mut games = Vec::new();
        for l in 0..16u32 {
            for r in 0..16u32 {
                let pick = |m: u32| -> Vec<Game> {
                    (0..4)
                        .filter(|i| m >> i & 1 == 1)
                        .map(|i| day1[i])
                        .collect()
                };
                games.push(arena.game(&pick(l), &pick(r)).unwrap());
            }
        }
        games.sort();
        games.dedup();
        assert_eq!(games.len(), 22);
        let two = arena.number(Dyadic::integer(2)).unwrap();
        let switch = arena.game(&[two], &[minus_one]).unwrap();
        let three = arena.number(Dyadic::integer(3)).unwrap();
        let hot = arena.game(&[three], &[switch]).unwrap();
        let half = arena.number(Dyadic::new(1, 1).unwrap()).unwrap();
        let inner = arena.game(&[zero], &[minus_one]).unwrap();
        let tiny = arena.game(&[zero], &[inner]).unwrap();
        games.extend([switch, hot, half, tiny]);
        let mut th = Thermographs::default();
        let mut checked = 0;
        for &g in &games {
            for &h in &games {
                let s = arena.sum(g, h).unwrap();
                let mg = th.of(&mut arena, g).unwrap().mean;
                let mh = th.of(&mut arena, h).unwrap().mean;
                let ms = th.of(&mut arena, s).unwrap().mean;
                assert_eq!(
                    ms,
                    mg.checked_add(mh).unwrap(),
                    "{} + {}",
                    arena.notation(g),
                    arena.notation(h)
                );
                // Walls: left at or right of the right wall, meeting at the mast.
                let t = th.of(&mut arena, s).unwrap().clone();
                for (x, _) in t.left.corners().into_iter().chain(t.right.corners()) {
                    assert!(t.left.at(x).unwrap() >= t.right.at(x).unwrap());
                }
                checked += 1;
            }
        }
        assert_eq!(checked, 26 * 26);
    }
}

//! Exact dyadic rationals `m / 2^k`: the numbers of short partizan games.
//!
//! ## Why dyadic
//! A short game that is a number is a dyadic rational (Conway, *On Numbers and Games*, ch. 2;
//! Siegel, *Combinatorial Game Theory*, II.3): `{ | } = 0`, `{n | } = n + 1`, and
//! `{a | b}` with numbers `a < b` is the simplest number strictly between them, and the
//! simplest number in an interval always has a power-of-two denominator. So the values that
//! Blue-Red Hackenbush, Cutcake and the number parts of any short game take are held exactly
//! here: a numerator `m` and an exponent `k` (the denominator `2^k`), in lowest terms (`m`
//! odd, or `k = 0`). Arithmetic that would leave 64 bits is a [`DyadicError::Overflow`], never
//! a wrapped value.
//!
//! ## The simplest-number rule ([`Dyadic::simplest_between`])
//! Numbers are born in order: 0 on day 0, then `±1`, then `±2, ±1/2`, then `±3, ±3/2, ±3/4,
//! ±1/4`, …: an integer `n` on day `|n|`, and `m / 2^k` (`m` odd, `k >= 1`) on day
//! `⌊|m / 2^k|⌋ + 1 + k`. The simplest number strictly between `a < b` is the one born first,
//! and it is unique: if the interval holds 0, it is 0; if it holds an integer, it is the one
//! nearest 0 (integers are born before every fraction of their size); otherwise it is the
//! fraction with the smallest denominator in the interval (for a fixed denominator `2^k`, the
//! interval `(a, b)` shorter than 1 holds at most one odd `m / 2^k` once the even ones, of
//! smaller denominators, are excluded). The tests check this against the birthdays above.

use std::cmp::Ordering;
use std::fmt;

/// The largest exponent held: denominators up to `2^62`.
pub const MAX_EXPONENT: u32 = 62;

/// A dyadic rational `numerator / 2^exponent` in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    numerator: i64,
    exponent: u32,
}

/// Why a dyadic operation has no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DyadicError {
    /// The result needs more than 64 bits of numerator, or a denominator past `2^62`.
    Overflow,
    /// [`Dyadic::simplest_between`] was given `low >= high`: no number lies between.
    Empty,
}

impl fmt::Display for DyadicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DyadicError::Overflow => f.write_str("a number past 64 bits"),
            DyadicError::Empty => f.write_str("no number between the bounds"),
        }
    }
}

impl Dyadic {
    /// 0.
    pub const ZERO: Dyadic = Dyadic {
        numerator: 0,
        exponent: 0,
    };

    /// The integer `n`.
    ///
    /// O(1).
    pub const fn integer(n: i64) -> Dyadic {
        Dyadic {
            numerator: n,
            exponent: 0,
        }
    }

    /// `numerator / 2^exponent`, reduced to lowest terms; an exponent past [`MAX_EXPONENT`]
    /// after reduction is an overflow.
    ///
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::core::dyadic::Dyadic;
    /// let x = Dyadic::new(6, 4).unwrap(); // 6/16
    /// assert_eq!((x.numerator(), x.exponent()), (3, 3));
    /// assert_eq!(x.to_string(), "3/8");
    /// ```
    pub fn new(numerator: i64, exponent: u32) -> Result<Dyadic, DyadicError> {
        if numerator == 0 {
            return Ok(Dyadic::ZERO);
        }
        let shift = numerator.trailing_zeros().min(exponent);
        let (numerator, exponent) = (numerator >> shift, exponent - shift);
        if exponent > MAX_EXPONENT {
            return Err(DyadicError::Overflow);
        }
        Ok(Dyadic {
            numerator,
            exponent,
        })
    }

    /// The numerator in lowest terms (odd unless the number is an integer).
    ///
    /// O(1).
    pub fn numerator(self) -> i64 {
        self.numerator
    }

    /// The exponent `k` of the denominator `2^k` in lowest terms (0 for integers).
    ///
    /// O(1).
    pub fn exponent(self) -> u32 {
        self.exponent
    }

    /// Is it an integer?
    ///
    /// O(1).
    pub fn is_integer(self) -> bool {
        self.exponent == 0
    }

    /// The largest integer at most `self`.
    ///
    /// O(1).
    pub fn floor(self) -> i64 {
        self.numerator >> self.exponent
    }

    /// The smallest integer at least `self`.
    ///
    /// O(1).
    pub fn ceil(self) -> i64 {
        -((-i128::from(self.numerator)) >> self.exponent) as i64
    }

    /// `self + other`, exact.
    ///
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::core::dyadic::Dyadic;
    /// let half = Dyadic::new(1, 1).unwrap();
    /// let quarter = Dyadic::new(1, 2).unwrap();
    /// assert_eq!(half.checked_add(quarter).unwrap().to_string(), "3/4");
    /// assert_eq!(half.checked_add(half).unwrap(), Dyadic::integer(1));
    /// ```
    pub fn checked_add(self, other: Dyadic) -> Result<Dyadic, DyadicError> {
        let exponent = self.exponent.max(other.exponent);
        let scaled = |x: Dyadic| i128::from(x.numerator) << (exponent - x.exponent);
        let sum = scaled(self) + scaled(other);
        let numerator = i64::try_from(sum).map_err(|_| DyadicError::Overflow)?;
        Dyadic::new(numerator, exponent)
    }

    /// `-self`.
    ///
    /// O(1).
    pub fn checked_neg(self) -> Result<Dyadic, DyadicError> {
        let numerator = self.numerator.checked_neg().ok_or(DyadicError::Overflow)?;
        Ok(Dyadic { numerator, ..self })
    }

    /// `self - other`, exact.
    ///
    /// O(1).
    pub fn checked_sub(self, other: Dyadic) -> Result<Dyadic, DyadicError> {
        self.checked_add(other.checked_neg()?)
    }

    /// `self / 2`.
    ///
    /// O(1).
    pub fn half(self) -> Result<Dyadic, DyadicError> {
        Dyadic::new(self.numerator, self.exponent + 1)
    }

    /// The simplest number strictly between `low` and `high` (`None`: no bound on that side),
    /// by the rule of the module documentation; [`DyadicError::Empty`] if `low >= high`.
    ///
    /// O(k) for the result's exponent `k` (at most 62).
    ///
    /// # Example
    /// ```
    /// use grundy::core::dyadic::Dyadic;
    /// let n = |m, k| Dyadic::new(m, k).unwrap();
    /// // {0 | 1} = 1/2, {1 | 2} = 3/2, {1/2 | 1} = 3/4, {-1 | 5} = 0, {2 | } = 3, { | -2} = -3.
    /// assert_eq!(Dyadic::simplest_between(Some(n(0, 0)), Some(n(1, 0))), Ok(n(1, 1)));
    /// assert_eq!(Dyadic::simplest_between(Some(n(1, 0)), Some(n(2, 0))), Ok(n(3, 1)));
    /// assert_eq!(Dyadic::simplest_between(Some(n(1, 1)), Some(n(1, 0))), Ok(n(3, 2)));
    /// assert_eq!(Dyadic::simplest_between(Some(n(-1, 0)), Some(n(5, 0))), Ok(n(0, 0)));
    /// assert_eq!(Dyadic::simplest_between(Some(n(2, 0)), None), Ok(n(3, 0)));
    /// assert_eq!(Dyadic::simplest_between(None, Some(n(-2, 0))), Ok(n(-3, 0)));
    /// ```
    pub fn simplest_between(
        low: Option<Dyadic>,
        high: Option<Dyadic>,
    ) -> Result<Dyadic, DyadicError> {
        if let (Some(a), Some(b)) = (low, high) {
            if a >= b {
                return Err(DyadicError::Empty);
            }
        }
        let above = |x: Dyadic| low.map_or(true, |a| a < x);
        let below = |x: Dyadic| high.map_or(true, |b| x < b);
        if above(Dyadic::ZERO) && below(Dyadic::ZERO) {
            return Ok(Dyadic::ZERO);
        }
        // All of the interval is on one side of 0; the integer in it nearest 0, if any.
        let nearest = match (low, high) {
            (Some(a), _) if a >= Dyadic::ZERO => a.floor().checked_add(1),
            (_, Some(b)) => b.ceil().checked_add(-1),
            // A negative lower bound and none above: 0 was inside.
            (_, None) => Some(0),
        };
        let nearest = nearest.ok_or(DyadicError::Overflow)?;
        if above(Dyadic::integer(nearest)) && below(Dyadic::integer(nearest)) {
            return Ok(Dyadic::integer(nearest));
        }
        // No integer inside, so both bounds are finite and within 1 of each other: the
        // fraction with the smallest denominator, the first m / 2^k above `low` that is below
        // `high`.
        let (Some(a), Some(_)) = (low, high) else {
            return Err(DyadicError::Overflow);
        };
        for k in 1..=MAX_EXPONENT {
            // ⌊a · 2^k⌋ + 1, in 128 bits (a's numerator shifted, or divided down).
            let scaled = if k >= a.exponent {
                i128::from(a.numerator) << (k - a.exponent)
            } else {
                i128::from(a.numerator) >> (a.exponent - k)
            };
            let m = i64::try_from(scaled + 1).map_err(|_| DyadicError::Overflow)?;
            let x = Dyadic::new(m, k)?;
            if below(x) {
                return Ok(x);
            }
        }
        Err(DyadicError::Overflow)
    }

    /// The day the number is born: `|n|` for an integer `n`, `⌊|x|⌋ + 1 + k` for `x` with
    /// denominator `2^k`, `k >= 1` (see the module documentation).
    ///
    /// O(1).
    pub fn birthday(self) -> u64 {
        let whole = (i128::from(self.numerator).abs() >> self.exponent) as u64;
        if self.exponent == 0 {
            whole
        } else {
            whole + 1 + u64::from(self.exponent)
        }
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Dyadic {
    /// By value: the numerators over the common denominator, in 128 bits.
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let exponent = self.exponent.max(other.exponent);
        let scaled = |x: &Dyadic| i128::from(x.numerator) << (exponent - x.exponent);
        scaled(self).cmp(&scaled(other))
    }
}

impl fmt::Display for Dyadic {
    /// `3`, `-1/2`, `3/8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1u64 << self.exponent)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every dyadic in `[-w, w]` with denominator up to `2^k`.
    fn all(k: u32, w: i64) -> Vec<Dyadic> {
        let span = w << k;
        (-span..=span).map(|m| Dyadic::new(m, k).unwrap()).collect()
    }

    #[test]
    fn arithmetic_and_order_agree_with_floating_point_on_small_values() {
        let v = all(5, 4);
        for &x in v.iter().step_by(7) {
            for &y in v.iter().step_by(5) {
                let (fx, fy) = (
                    x.numerator as f64 / (1u64 << x.exponent) as f64,
                    y.numerator as f64 / (1u64 << y.exponent) as f64,
                );
                let sum = x.checked_add(y).unwrap();
                assert_eq!(
                    sum.numerator as f64 / (1u64 << sum.exponent) as f64,
                    fx + fy
                );
                assert_eq!(x.cmp(&y), fx.partial_cmp(&fy).unwrap(), "{x} {y}");
                assert_eq!(x.checked_sub(y).unwrap().checked_add(y).unwrap(), x);
                assert!(sum.numerator % 2 != 0 || sum.exponent == 0, "lowest terms");
            }
            assert_eq!(
                x.floor() as f64,
                (x.numerator as f64 / (1u64 << x.exponent) as f64).floor()
            );
            assert_eq!(
                x.ceil() as f64,
                (x.numerator as f64 / (1u64 << x.exponent) as f64).ceil()
            );
        }
    }

    #[test]
    fn the_simplest_number_is_the_first_born_in_the_interval() {
        // Bounds in [-4, 4] with denominators up to 8; candidates in [-6, 6] with denominators
        // up to 2^8 (the simplest number between two bounds needs at most 2^4).
        let bounds = all(3, 4);
        let candidates = all(8, 6);
        let first_born = |low: Option<Dyadic>, high: Option<Dyadic>| {
            candidates
                .iter()
                .copied()
                .filter(|&x| low.map_or(true, |a| a < x) && high.map_or(true, |b| x < b))
                .min_by_key(|x| x.birthday())
        };
        let mut checked = 0;
        for &a in &bounds {
            for &b in &bounds {
                let got = Dyadic::simplest_between(Some(a), Some(b));
                if a >= b {
                    assert_eq!(got, Err(DyadicError::Empty));
                    continue;
                }
                let want = first_born(Some(a), Some(b)).unwrap();
                assert_eq!(got, Ok(want), "{{{a} | {b}}}");
                // Born first, and alone on its day in the interval.
                let rivals = candidates
                    .iter()
                    .filter(|&&x| a < x && x < b && x.birthday() == want.birthday())
                    .count();
                assert_eq!(rivals, 1, "{{{a} | {b}}}");
                checked += 1;
            }
            assert_eq!(
                Dyadic::simplest_between(Some(a), None),
                Ok(first_born(Some(a), None).unwrap())
            );
            assert_eq!(
                Dyadic::simplest_between(None, Some(a)),
                Ok(first_born(None, Some(a)).unwrap())
            );
        }
        assert_eq!(checked, 65 * 64 / 2);
        assert_eq!(Dyadic::simplest_between(None, None), Ok(Dyadic::ZERO));
    }

    #[test]
    fn overflow_is_an_error_not_a_wrapped_value() {
        let big = Dyadic::integer(i64::MAX);
        assert_eq!(
            big.checked_add(Dyadic::integer(1)),
            Err(DyadicError::Overflow)
        );
        assert_eq!(
            Dyadic::integer(i64::MIN).checked_neg(),
            Err(DyadicError::Overflow)
        );
        assert_eq!(Dyadic::new(1, MAX_EXPONENT + 1), Err(DyadicError::Overflow));
        let tiny = Dyadic::new(1, MAX_EXPONENT).unwrap();
        assert_eq!(tiny.half(), Err(DyadicError::Overflow));
        assert_eq!(
            Dyadic::simplest_between(Some(big), None),
            Err(DyadicError::Overflow)
        );
        // Between 0 and 2^-62 the simplest number needs 2^-63.
        assert_eq!(
            Dyadic::simplest_between(Some(Dyadic::ZERO), Some(tiny)),
            Err(DyadicError::Overflow)
        );
        assert_eq!(Dyadic::new(-3, 1).unwrap().to_string(), "-3/2");
    }
}

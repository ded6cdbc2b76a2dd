//! Exact arithmetic on quadratic irrationals `(p + q·√d) / r`: the floors a Beatty sequence
//! and Wythoff's pairs need, in integers (an integer square root), never in floating point.

use crate::core::arith::isqrt_u128;

/// A quadratic irrational `(p + q·√d) / r`, `r > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Quadratic {
    pub(crate) p: i64,
    pub(crate) q: i64,
    pub(crate) d: u64,
    pub(crate) r: i64,
}

impl Quadratic {
    /// `floor((x + y·√d) / r)` with `r > 0`, exactly.
    pub(crate) fn floor_of(x: i128, y: i128, d: u64, r: i128) -> i128 {
        let s = (y.unsigned_abs()).pow(2) * u128::from(d);
        let t = isqrt_u128(s) as i128;
        let root = if y >= 0 {
            t
        } else if (t as u128) * (t as u128) == s {
            -t
        } else {
            -t - 1
        };
        (x + root).div_euclid(r)
    }

    /// `floor(k·α)`.
    pub(crate) fn floor_mul(&self, k: i128) -> i128 {
        Self::floor_of(
            k * i128::from(self.p),
            k * i128::from(self.q),
            self.d,
            i128::from(self.r),
        )
    }

    /// `floor(m / α)`: `m·r / (p + q√d) = m·r·(p - q√d) / (p² - q²·d)`.
    pub(crate) fn floor_div(&self, m: i128) -> i128 {
        let (p, q, r) = (i128::from(self.p), i128::from(self.q), i128::from(self.r));
        let den = p * p - q * q * i128::from(self.d);
        let (x, y) = (m * r * p, -(m * r * q));
        if den > 0 {
            Self::floor_of(x, y, self.d, den)
        } else {
            Self::floor_of(-x, -y, self.d, -den)
        }
    }

    /// The sign of `α - a/b` (`b > 0`).
    pub(crate) fn cmp_rational(&self, a: i128, b: i128) -> std::cmp::Ordering {
        // α - a/b = (b·p + b·q·√d - a·r) / (r·b): the sign of X + Y·√d.
        let x = b * i128::from(self.p) - a * i128::from(self.r);
        let y = b * i128::from(self.q);
        sign_of(x, y, self.d)
    }

    pub(crate) fn value(&self) -> f64 {
        (self.p as f64 + self.q as f64 * (self.d as f64).sqrt()) / self.r as f64
    }

    pub(crate) fn text(&self) -> String {
        let sign = if self.q < 0 { "-" } else { "+" };
        let q = self.q.unsigned_abs();
        let root = if q == 1 {
            format!("√{}", self.d)
        } else {
            format!("{q}√{}", self.d)
        };
        let top = if self.p == 0 {
            format!("{}{root}", if self.q < 0 { "-" } else { "" })
        } else {
            format!("{} {sign} {root}", self.p)
        };
        if self.r == 1 {
            top
        } else {
            format!("({top}) / {}", self.r)
        }
    }
}

/// The sign of `x + y·√d`.
pub(crate) fn sign_of(x: i128, y: i128, d: u64) -> std::cmp::Ordering {
    use std::cmp::Ordering::*;
    let (sx, sy) = (x.cmp(&0), y.cmp(&0));
    match (sx, sy) {
        (Equal, _) => sy,
        (_, Equal) => sx,
        (Greater, Greater) => Greater,
        (Less, Less) => Less,
        // Opposite signs: compare x² with y²·d.
        _ => {
            let (x2, y2d) = (
                x.unsigned_abs().saturating_pow(2),
                y.unsigned_abs()
                    .saturating_pow(2)
                    .saturating_mul(u128::from(d)),
            );
            if sx == Greater {
                x2.cmp(&y2d)
            } else {
                y2d.cmp(&x2)
            }
        }
    }
}

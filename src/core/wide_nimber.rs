//! Nimbers of any width: values past 64 bits as ordinary values.
//!
//! A Grundy value is a nimber, and most stay small: a value is at most the number of options
//! it is the mex of. Some games' values are not found by a mex over options one can list but
//! by a formula, and then they grow with the board: in ZJOI 2009's colouring game (turn a
//! connected block of coins whose lower-right coin is tails) the coin at row `x`, column `y`
//! (from 0, both past 0) is worth `2^(x+y)`, so a 100 × 100 board needs 199 bits. A position
//! is still the xor of its coins' values, and it is lost exactly when that xor is 0: the
//! Sprague–Grundy theorem does not care about width, only the integer type does.
//!
//! [`Nimber`] is such a value: its bits in 64-bit words, lowest first, with no zero word at
//! the top, so that equal values have equal words. Xor, comparison (as integers, which is the
//! order the mex uses), decimal and hexadecimal printing and reading work at any width; a
//! product ([`Nimber::product`]) is given when both factors fit 64 bits (it is then the
//! 64-bit nim product of [`crate::core::nimber`]). Every operation that may grow a value
//! reports a failed allocation as [`NoMemory`] instead of aborting.
//!
//! ```
//! use grundy::core::wide_nimber::Nimber;
//! // Two coins worth 2^198 and one worth 2^198 + 5: their sum is 5, a first-player win.
//! let mut sum = Nimber::zero();
//! for v in [Nimber::two_to(198), Nimber::two_to(198), Nimber::two_to(198)] {
//!     sum.xor(&v.unwrap()).unwrap();
//! }
//! sum.xor(&Nimber::from(5u64)).unwrap();
//! assert_eq!(sum.to_string(), "401734511064747568885490523085290650630550748445698208825349");
//! assert!(sum > Nimber::from(u64::MAX));
//! assert_eq!(format!("{sum:x}"), format!("4{}5", "0".repeat(48)));
//! ```

use crate::core::budget::{reserve, NoMemory};
use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// A nimber of any width: see the [module documentation](self).
///
/// Memory: 8 bytes for each 64 bits of the value (none for 0), plus a `Vec`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Nimber {
    /// The bits, 64 a word, lowest word first; the last word is not 0.
    words: Vec<u64>,
}

impl From<u64> for Nimber {
    fn from(v: u64) -> Nimber {
        Nimber {
            words: if v == 0 { Vec::new() } else { vec![v] },
        }
    }
}

impl Nimber {
    /// The nimber 0.
    ///
    /// O(1), no allocation.
    pub const fn zero() -> Nimber {
        Nimber { words: Vec::new() }
    }

    /// `2^k`, the nimber with the one bit `k`.
    ///
    /// O(k / 64) time and memory. Errors: the `k / 64 + 1` words could not be had.
    pub fn two_to(k: u64) -> Result<Nimber, NoMemory> {
        let top = usize::try_from(k / 64).map_err(|_| NoMemory)?;
        let mut words = Vec::new();
        reserve(&mut words, top.checked_add(1).ok_or(NoMemory)?)?;
        words.resize(top, 0);
        words.push(1u64 << (k % 64));
        Ok(Nimber { words })
    }

    /// Whether this is 0 (a lost position, when it is a position's value).
    ///
    /// O(1).
    pub fn is_zero(&self) -> bool {
        self.words.is_empty()
    }

    /// The number of bits up to the highest one (0 for the nimber 0).
    ///
    /// O(1).
    pub fn width(&self) -> u64 {
        match self.words.last() {
            None => 0,
            Some(top) => 64 * (self.words.len() as u64 - 1) + u64::from(64 - top.leading_zeros()),
        }
    }

    /// Bit `k` (`false` past the width).
    ///
    /// O(1).
    pub fn bit(&self, k: u64) -> bool {
        usize::try_from(k / 64)
            .ok()
            .and_then(|w| self.words.get(w))
            .is_some_and(|w| w >> (k % 64) & 1 == 1)
    }

    /// The value as a `u64`, when it fits.
    ///
    /// O(1).
    pub fn to_u64(&self) -> Option<u64> {
        match self.words[..] {
            [] => Some(0),
            [v] => Some(v),
            _ => None,
        }
    }

    /// The words of the value, 64 bits each, lowest first, with no zero word at the top.
    ///
    /// O(1).
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// `self ⊕ other`, in place: the nim sum, the value of the two games side by side.
    ///
    /// O(words of `other`). Errors: `self` had to grow and could not; it is then unchanged.
    pub fn xor(&mut self, other: &Nimber) -> Result<(), NoMemory> {
        let more = other.words.len().saturating_sub(self.words.len());
        reserve(&mut self.words, more)?;
        if more > 0 {
            self.words.resize(other.words.len(), 0);
        }
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            *w ^= o;
        }
        self.trim();
        Ok(())
    }

    /// `self ⊕ 2^k`, in place: one bit turned.
    ///
    /// O(k / 64). Errors: as [`xor`](Nimber::xor).
    pub fn flip_bit(&mut self, k: u64) -> Result<(), NoMemory> {
        let at = usize::try_from(k / 64).map_err(|_| NoMemory)?;
        if at >= self.words.len() {
            let more = at + 1 - self.words.len();
            reserve(&mut self.words, more)?;
            self.words.resize(at + 1, 0);
        }
        self.words[at] ^= 1u64 << (k % 64);
        self.trim();
        Ok(())
    }

    /// The nim product `self ⊗ other` when both fit 64 bits (the product then fits too: the
    /// nimbers below `2^64` are a field), else `None`.
    ///
    /// O(1) ([`crate::core::nimber::product`]).
    pub fn product(&self, other: &Nimber) -> Option<Nimber> {
        let (a, b) = (self.to_u64()?, other.to_u64()?);
        Some(Nimber::from(crate::core::nimber::product(a, b)))
    }

    fn trim(&mut self) {
        while self.words.last() == Some(&0) {
            self.words.pop();
        }
    }
}

/// As integers: the wider value is the larger, then word by word from the top.
impl Ord for Nimber {
    fn cmp(&self, other: &Nimber) -> Ordering {
        self.words
            .len()
            .cmp(&other.words.len())
            .then_with(|| self.words.iter().rev().cmp(other.words.iter().rev()))
    }
}

impl PartialOrd for Nimber {
    fn partial_cmp(&self, other: &Nimber) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// 10^19, the largest power of ten in a `u64`: decimal digits go 19 at a time.
const CHUNK: u64 = 10_000_000_000_000_000_000;

/// In decimal. O(words²).
impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Repeated division by 10^19, each remainder 19 digits of the answer, lowest first.
        let mut rest = self.words.clone();
        let mut chunks = Vec::new();
        while !rest.is_empty() {
            let mut carry = 0u128;
            for w in rest.iter_mut().rev() {
                let x = carry << 64 | u128::from(*w);
                *w = (x / u128::from(CHUNK)) as u64;
                carry = x % u128::from(CHUNK);
            }
            chunks.push(carry as u64);
            while rest.last() == Some(&0) {
                rest.pop();
            }
        }
        let mut text = match chunks.pop() {
            None => "0".to_string(),
            Some(top) => top.to_string(),
        };
        for c in chunks.iter().rev() {
            text.push_str(&format!("{c:019}"));
        }
        f.pad_integral(true, "", &text)
    }
}

/// In hexadecimal, without a prefix unless `{:#x}` asks for `0x`. O(words).
impl fmt::LowerHex for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = match self.words.last() {
            None => "0".to_string(),
            Some(top) => format!("{top:x}"),
        };
        for w in self.words.iter().rev().skip(1) {
            text.push_str(&format!("{w:016x}"));
        }
        f.pad_integral(true, "0x", &text)
    }
}

/// Why a text is not a nimber.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseNimberError {
    /// Empty, or a character that is not a decimal digit.
    NotDigits,
    /// The value's words could not be had.
    NoMemory,
}

impl fmt::Display for ParseNimberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseNimberError::NotDigits => "expected decimal digits",
            ParseNimberError::NoMemory => "out of memory for the value",
        })
    }
}

/// From decimal digits (no sign, no spaces; leading zeros allowed). O(digits²).
impl FromStr for Nimber {
    type Err = ParseNimberError;
    fn from_str(s: &str) -> Result<Nimber, ParseNimberError> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseNimberError::NotDigits);
        }
        let mut words: Vec<u64> = Vec::new();
        // Each step multiplies by 10^len and adds the chunk: at most 19 digits at a time.
        for chunk in s.as_bytes().chunks(19) {
            let (mut scale, mut add) = (1u128, 0u128);
            for &b in chunk {
                scale *= 10;
                add = add * 10 + u128::from(b - b'0');
            }
            let mut carry = add;
            for w in words.iter_mut() {
                let x = u128::from(*w) * scale + carry;
                *w = x as u64;
                carry = x >> 64;
            }
            if carry != 0 {
                reserve(&mut words, 1).map_err(|_| ParseNimberError::NoMemory)?;
                words.push(carry as u64);
            }
        }
        let mut n = Nimber { words };
        n.trim();
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// Against `u128` where the values fit it: xor, order, width, bits, printing and reading.
    #[test]
    fn agrees_with_u128() {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        let wide = |x: u128| {
            let mut n = Nimber::from(x as u64);
            n.xor(&{
                let mut h = Nimber::zero();
                for k in 64..128 {
                    if x >> k & 1 == 1 {
                        h.flip_bit(k).unwrap();
                    }
                }
                h
            })
            .unwrap();
            n
        };
        for round in 0..3000 {
            let pick = |s: &mut u64| -> u128 {
                let shift = next(s) % 128;
                (u128::from(next(s)) << 64 | u128::from(next(s))) >> shift
            };
            let (a, b) = (pick(&mut s), pick(&mut s));
            let (x, y) = (wide(a), wide(b));
            let mut z = x.clone();
            z.xor(&y).unwrap();
            assert_eq!(z, wide(a ^ b), "round {round}");
            assert_eq!(x.cmp(&y), a.cmp(&b));
            assert_eq!(x.width(), u64::from(128 - a.leading_zeros()));
            assert_eq!(x.to_string(), a.to_string());
            assert_eq!(format!("{x:x}"), format!("{a:x}"));
            assert_eq!(format!("{x:#x}"), format!("{a:#x}"));
            assert_eq!(a.to_string().parse::<Nimber>(), Ok(x.clone()));
            assert_eq!(x.to_u64(), u64::try_from(a).ok());
            assert_eq!(x.is_zero(), a == 0);
            for k in [0, 1, 63, 64, 100, 127, 128, 1000] {
                assert_eq!(x.bit(k), k < 128 && a >> k & 1 == 1);
            }
        }
    }

    /// Wider than any integer type: 2^k printed against a decimal doubling, read back, and
    /// a value xored with itself is 0 with no words left.
    #[test]
    fn powers_of_two_past_128_bits() {
        let mut digits = vec![1u8]; // lowest first
        for k in 0..400u64 {
            let n = Nimber::two_to(k).unwrap();
            let text: String = digits.iter().rev().map(|d| (b'0' + d) as char).collect();
            assert_eq!(n.to_string(), text, "2^{k}");
            assert_eq!(text.parse::<Nimber>(), Ok(n.clone()));
            assert_eq!(n.width(), k + 1);
            let mut z = n.clone();
            z.xor(&n).unwrap();
            assert!(z.is_zero() && z.words().is_empty());
            let mut carry = 0;
            for d in digits.iter_mut() {
                let x = *d * 2 + carry;
                *d = x % 10;
                carry = x / 10;
            }
            if carry > 0 {
                digits.push(carry);
            }
        }
        assert_eq!("000".parse::<Nimber>(), Ok(Nimber::zero()));
        assert_eq!("".parse::<Nimber>(), Err(ParseNimberError::NotDigits));
        assert_eq!("1x".parse::<Nimber>(), Err(ParseNimberError::NotDigits));
        assert_eq!(format!("{:>5}", Nimber::from(42u64)), "   42");
    }

    /// The product is the 64-bit one where both fit, and none past that.
    #[test]
    fn products_only_within_64_bits() {
        let two = Nimber::from(2u64);
        assert_eq!(two.product(&two), Some(Nimber::from(3u64)));
        let big = Nimber::two_to(64).unwrap();
        assert_eq!(big.product(&two), None);
        assert_eq!(
            Nimber::from(u64::MAX).product(&Nimber::from(1u64)),
            Some(Nimber::from(u64::MAX))
        );
    }
}

//! Take-and-break codes, octal and hexadecimal, of any length: the one reading of `d0.d1d2…`
//! that [`octal`](crate::games::octal) and [`rules`](crate::games::rules) share.
//!
//! Digit `d_i` (for `i >= 1`) says what removing `i` tokens from a heap may leave: bit 1 nothing
//! (only when the heap had exactly `i`), bit 2 one non-empty heap, bit 4 two, bit 8 three. `d0`
//! is about removing nothing: bit 4 a split in two, bit 8 in three (bits 1 and 2 would be no
//! move). An octal code has no bit 8; a hexadecimal one may.

/// A take-and-break code: `d0` and the digits `d1, d2, …` (trailing zeros dropped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    d0: u8,
    digits: Vec<u8>,
}

impl Code {
    /// Reads `text` as an octal code: exactly `0` or `4` before the point, digits 0–7 after
    /// it, any number of them, and at least one move. The error names what was wrong.
    ///
    /// O(length of the text).
    ///
    /// ```
    /// use grundy::games::take_break::Code;
    /// let kayles = Code::parse_octal("0.77").unwrap();
    /// assert_eq!((kayles.d0(), kayles.digits()), (0, &[7, 7][..]));
    /// assert_eq!(kayles.most_heaps(), 2);
    /// assert!(Code::parse_octal("0.8").unwrap_err().contains("see grundy hex"));
    /// ```
    pub fn parse_octal(text: &str) -> Result<Code, String> {
        let Some((whole, fraction)) = text.split_once('.') else {
            return Err(format!(
                "expected an octal code such as 0.07, found {text:?}"
            ));
        };
        let d0 = match whole {
            "0" => 0,
            "4" => 4,
            _ => {
                return Err(format!(
                    "expected 0 or 4 before the point of an octal code (4: a heap may be split \
                     in two without removing anything), found {whole:?} in {text:?}"
                ))
            }
        };
        Code::with_digits(text, d0, fraction, 8, |c| {
            // 8 to f: a digit with bit 8, three heaps after the move.
            let hint = if c.is_ascii_hexdigit() {
                " (a hexadecimal digit: see grundy hex)"
            } else {
                ""
            };
            format!("expected octal digits 0-7 after the point in {text:?}, found {c:?}{hint}")
        })
    }

    /// Reads `text` as a hexadecimal code: `0`, `4`, `8` or `C` before the point, digits 0–9
    /// and A–F (either case) after it, any number of them, and at least one move.
    ///
    /// O(length of the text).
    ///
    /// ```
    /// use grundy::games::take_break::Code;
    /// let hex = Code::parse_hex("0.F1").unwrap();
    /// assert_eq!((hex.most_heaps(), hex.is_octal()), (3, false));
    /// assert!(Code::parse_hex("0.77").unwrap().is_octal());
    /// assert!(Code::parse_hex("0.00").unwrap_err().contains("every position"));
    /// ```
    pub fn parse_hex(text: &str) -> Result<Code, String> {
        let Some((whole, fraction)) = text.split_once('.') else {
            return Err(format!(
                "expected a take-and-break code such as 0.07 or 0.F1, found {text:?}"
            ));
        };
        let d0 = match u8::from_str_radix(whole, 16) {
            Ok(d) if whole.len() == 1 && d & 0b0011 == 0 => d,
            _ => {
                return Err(format!(
                    "expected 0, 4, 8 or C before the point of a code (4: split in two, 8: in \
                     three, removing nothing), found {whole:?} in {text:?}"
                ))
            }
        };
        Code::with_digits(text, d0, fraction, 16, |c| {
            format!("expected hexadecimal digits 0-9, A-F after the point in {text:?}, found {c:?}")
        })
    }

    /// The code of `text` whose digit before the point is `d0` and whose digits after it, in
    /// `radix`, are `fraction`: for [`parse_octal`](Self::parse_octal) and
    /// [`parse_hex`](Self::parse_hex), each of which words its own messages (`bad` the one for
    /// a character that is no digit), so that a program that reads octal codes only keeps none
    /// of the hexadecimal ones when bundled.
    fn with_digits(
        text: &str,
        d0: u8,
        fraction: &str,
        radix: u32,
        bad: impl Fn(char) -> String,
    ) -> Result<Code, String> {
        let mut digits = Vec::with_capacity(fraction.len());
        for c in fraction.chars() {
            match c.to_digit(radix) {
                Some(d) => digits.push(d as u8),
                None => return Err(bad(c)),
            }
        }
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() && d0 == 0 {
            return Err(format!(
                "expected a code with a move, found {text:?}: its digits are all 0, so no move \
                 is allowed and every position is lost"
            ));
        }
        Ok(Code { d0, digits })
    }

    /// The digit before the point: 0, 4, 8 or 12.
    ///
    /// O(1).
    pub fn d0(&self) -> u8 {
        self.d0
    }

    /// `d1, d2, …`, the last one nonzero.
    ///
    /// O(1).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The most heaps a move leaves: 3 with a bit 8 anywhere, 2 with a bit 4, else 1.
    ///
    /// O(length).
    pub fn most_heaps(&self) -> usize {
        let bits = self.digits.iter().fold(self.d0, |all, &d| all | d);
        if bits & 8 != 0 {
            3
        } else if bits & 4 != 0 {
            2
        } else {
            1
        }
    }

    /// Whether the code is an octal one (no move leaves three heaps): then the octal engine
    /// computes it.
    ///
    /// O(length).
    pub fn is_octal(&self) -> bool {
        self.most_heaps() <= 2
    }

    /// The code as written: `0.77`, `4.`, `0.F1` (uppercase digits).
    ///
    /// O(length).
    pub fn text(&self) -> String {
        let digit =
            |d: u8| char::from_digit(u32::from(d), 16).map_or('?', |c| c.to_ascii_uppercase());
        let digits: String = self.digits.iter().map(|&d| digit(d)).collect();
        format!("{}.{digits}", digit(self.d0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_notations_read_the_same_codes() {
        for text in ["0.07", "0.77", "4.", "4.007", "0.137", "0.6"] {
            let octal = Code::parse_octal(text).unwrap();
            let hex = Code::parse_hex(text).unwrap();
            assert_eq!(octal, hex, "{text}");
            assert!(octal.is_octal());
            assert_eq!(octal.text(), text);
        }
        assert_eq!(Code::parse_octal("0.770").unwrap().text(), "0.77");
        assert_eq!(Code::parse_hex("c.f").unwrap().text(), "C.F");
        assert_eq!(Code::parse_hex("8.").unwrap().most_heaps(), 3);
        assert_eq!(Code::parse_hex("0.3").unwrap().most_heaps(), 1);
    }

    #[test]
    fn each_notation_says_what_it_takes() {
        for (text, radix, says) in [
            ("7", 8, "expected an octal code such as 0.07"),
            ("7", 16, "such as 0.07 or 0.F1"),
            ("1.07", 8, "expected 0 or 4 before the point"),
            (".07", 8, "expected 0 or 4 before the point"),
            ("00.07", 8, "expected 0 or 4 before the point"),
            ("1.07", 16, "expected 0, 4, 8 or C before the point"),
            ("0.08", 8, "'8' (a hexadecimal digit: see grundy hex)"),
            ("0.0x", 8, "found 'x'"),
            ("0.G", 16, "expected hexadecimal digits"),
            ("0.000", 8, "every position is lost"),
            ("0.0", 16, "every position is lost"),
        ] {
            let parse = if radix == 8 {
                Code::parse_octal
            } else {
                Code::parse_hex
            };
            let e = parse(text).unwrap_err();
            assert!(e.contains(says), "{text} in radix {radix}: {e}");
        }
    }
}

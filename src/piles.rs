//! The input shape shared by `split_piles`, `ladder_nim` and `anti_nim`: `n`, then `a_1 … a_n`,
//! with `1 <= n <= 10^6` and `0 <= a_i <= 10^18`.

use crate::scan::{Field, InputError, Scanner};
use std::io::Read;

const COUNT: Field = Field::new("the number of piles n", 1, 1_000_000);
const PILE: Field = Field::new("a pile size", 0, 1_000_000_000_000_000_000);

/// Reads the whole input, handing each pile to `visit` in order, without storing them.
pub fn for_each<R: Read>(input: R, mut visit: impl FnMut(u64)) -> Result<(), InputError> {
    let mut sc = Scanner::new(input);
    let n = sc.next(&COUNT)?;
    for _ in 0..n {
        visit(sc.next(&PILE)?);
    }
    sc.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(input: &[u8]) -> Result<Vec<u64>, InputError> {
        let mut piles = Vec::new();
        for_each(input, |a| piles.push(a)).map(|_| piles)
    }

    #[test]
    fn reads_and_rejects() {
        assert_eq!(
            read(b"3\n1 2 1000000000000000000\n"),
            Ok(vec![1, 2, 1_000_000_000_000_000_000])
        );
        let e = read(b"0\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: expected the number of piles n (1..=10^6), found \"0\""
        );
        let e = read(b"1000000000000000000\n1 2\n").unwrap_err();
        assert!(e
            .message
            .starts_with("expected the number of piles n (1..=10^6)"));
        let e = read(b"1000000\n1 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 1: expected a pile size (0..=10^18), found end of input"
        );
    }
}

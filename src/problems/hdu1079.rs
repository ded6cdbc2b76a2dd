//! `hdu1079`: HDU 1079 / POJ 1082 "Calendar Game".
//!
//! `T` dates `YYYY MM DD` between 1900-01-01 and 2001-11-04; a move turns the date into the
//! next day or the same day of the next month (if it exists), never past 2001-11-04, and
//! whoever reaches 2001-11-04 wins. Adam moves first: `YES` if he wins, else `NO`, by
//! [`calendar::first_player_wins`].
//!
//! Accepted: exactly the real dates of the game (a 30th of February or 2001-11-05 is an error
//! at its day).

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::games::calendar::{self, days_in_month, Date, END};
use crate::problems::shape::CASE_COUNT;
use std::io::{Read, Write};

const YEAR: Field = Field::new("a year", 1900, 2001);

/// The answer words.
const WORDS: Words = Words::new("YES\n", "NO\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu1079;

impl Problem for Hdu1079 {
    const NAME: &'static str = "hdu1079";
    const HELP: &'static str = "\
HDU 1079 / POJ 1082 \"Calendar Game\": a date from 1900-01-01 to 2001-11-04; a move goes to the
next day, or to the same day of the next month if that date exists, never past 2001-11-04;
whoever reaches 2001-11-04 wins. Adam moves first.

input:  T, then T lines 'YYYY MM DD'   (1 <= T <= 10^6, real dates of the game)
output: YES if the first player wins, else NO, one line per date

move:   with --move, move to YYYY-MM-DD (after each date); - when no move wins
example: printf '3\\n2001 11 3\\n2001 11 2\\n2001 10 3\\n' | hdu1079
prints:
  YES
  NO
  NO
";
    const LAYOUT: Layout = Layout::with_count(CASE_COUNT);

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let year = io.input.next(&YEAR)? as u32;
        let last_month = if year == END.year { END.month } else { 12 };
        let month = io
            .input
            .next(&Field::new("a month", 1, u64::from(last_month)))? as u32;
        let last_day = if (year, month) == (END.year, END.month) {
            END.day
        } else {
            days_in_month(year, month)
        };
        let day = io
            .input
            .next(&Field::new("a day of that month", 1, u64::from(last_day)))?;
        let date = Date {
            year,
            month,
            day: day as u32,
        };
        io.answers.verdict(WORDS, calendar::first_player_wins(date));
        if io.answers.wants_moves() {
            let winning = calendar::winning_move(date).map(|d| format!("move to {d}"));
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `hdu1079` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu1079>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn sample() {
        let input = b"3\n2001 11 3\n2001 11 2\n2001 10 3\n";
        let out = solve_bytes::<super::Hdu1079>(input).unwrap();
        assert_eq!(out, "YES\nNO\nNO\n");
        let out = solve_bytes_with_moves::<super::Hdu1079>(input).unwrap();
        assert_eq!(out, "YES\nmove to 2001-11-04\nNO\n-\nNO\n-\n");
    }

    #[test]
    fn only_real_dates_of_the_game() {
        let e = solve_bytes::<super::Hdu1079>(b"1\n1900 2 29\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 8: expected a day of that month (1..=28), found \"29\""
        );
        let e = solve_bytes::<super::Hdu1079>(b"1\n2001 11 5\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 9));
        let e = solve_bytes::<super::Hdu1079>(b"1\n2001 12 1\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 6));
        assert_eq!(
            solve_bytes::<super::Hdu1079>(b"1\n2000 2 29\n").unwrap(),
            "NO\n"
        );
    }
}

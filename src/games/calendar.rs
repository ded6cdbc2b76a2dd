//! The calendar game of HDU 1079 / POJ 1082: a date between 1900-01-01 and 2001-11-04; a move
//! turns it into the next day, or the same day of the next month if that date exists; whoever
//! reaches 2001-11-04 wins, and no move may pass it. Dates are real Gregorian dates (leap
//! years: divisible by 4, except centuries not divisible by 400).
//!
//! ## Who wins
//! The player to move loses iff `month + day` is odd and the date is not September 30 or
//! November 30. Call those dates cold. The end, 11-04, is cold (15 is odd).
//!
//! * From a cold date every move reaches a warm one. Within a month, the next day and the
//!   same day next month both change the sum by 1 (December to January by -11). Across a
//!   month's end, `(m, last)` goes to `(m + 1, 1)`, sum `m + 2`, of the parity of `m`; `m +
//!   last` is odd, so `m` is even when `last` is odd, and the sum stays even; `last` even with
//!   `m` odd means a 30-day month with an odd number: September or November, the two
//!   exceptions, which are warm.
//! * From a warm date some move reaches a cold one. With `month + day` even, the next day
//!   within the month has an odd sum (09-29 and 11-29 instead go to 10-29 and 12-29); at a
//!   month's end, the same day next month has an odd sum when it exists (Apr 30, Jun 30, Jul
//!   31, Feb 28), and otherwise (Jan, Mar, May 31) the first of the next month has an odd sum.
//!   The exceptions 09-30 and 11-30 go to 10-01 and 12-01, sums 11 and 13.
//!
//! The tests check the rule by backward induction over every date of the game, moves that
//! would pass the end included.

/// A date of the Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// The year, `1900..=2001` for the game.
    pub year: u32,
    /// The month, `1..=12`.
    pub month: u32,
    /// The day of the month, `1..=days_in_month(year, month)`.
    pub day: u32,
}

/// The first date of the game.
pub const START: Date = Date {
    year: 1900,
    month: 1,
    day: 1,
};

/// The last date: whoever reaches it wins, and no move passes it.
pub const END: Date = Date {
    year: 2001,
    month: 11,
    day: 4,
};

/// Is `year` a leap year of the Gregorian calendar?
///
/// O(1).
pub fn is_leap(year: u32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The number of days of `month` (1..=12) in `year`.
///
/// O(1).
pub fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The next day.
    ///
    /// O(1).
    pub fn next_day(self) -> Date {
        let Date { year, month, day } = self;
        if day < days_in_month(year, month) {
            Date {
                day: day + 1,
                ..self
            }
        } else if month < 12 {
            Date {
                year,
                month: month + 1,
                day: 1,
            }
        } else {
            Date {
                year: year + 1,
                month: 1,
                day: 1,
            }
        }
    }

    /// The same day of the next month, if that date exists.
    ///
    /// O(1).
    pub fn same_day_next_month(self) -> Option<Date> {
        let Date { year, month, day } = self;
        let (year, month) = if month < 12 {
            (year, month + 1)
        } else {
            (year + 1, 1)
        };
        (day <= days_in_month(year, month)).then_some(Date { year, month, day })
    }

    /// The dates one move reaches in the game: those of the two moves that exist and do not
    /// pass [`END`].
    ///
    /// O(1): at most two dates.
    pub fn moves(self) -> impl Iterator<Item = Date> {
        [Some(self.next_day()), self.same_day_next_month()]
            .into_iter()
            .flatten()
            .filter(move |&d| self < END && d <= END)
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// Does the player to move from `date` (between [`START`] and [`END`]) win?
///
/// O(1), by the rule in the module documentation.
///
/// ```
/// use grundy::games::calendar::{first_player_wins, Date};
/// let date = |year, month, day| Date { year, month, day };
/// // HDU 1079's sample: YES, NO, NO.
/// assert!(first_player_wins(date(2001, 11, 3)));
/// assert!(!first_player_wins(date(2001, 11, 2)) && !first_player_wins(date(2001, 10, 3)));
/// assert!(first_player_wins(date(1999, 9, 30)));
/// ```
pub fn first_player_wins(date: Date) -> bool {
    (date.month + date.day) % 2 == 0 || (date.day == 30 && (date.month == 9 || date.month == 11))
}

/// A winning move from `date`: the date to move to, `None` when every move loses.
///
/// O(1).
pub fn winning_move(date: Date) -> Option<Date> {
    date.moves().find(|&d| !first_player_wins(d))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_matches_backward_induction_over_every_date() {
        let mut dates = vec![START];
        while *dates.last().unwrap() < END {
            dates.push(dates.last().unwrap().next_day());
        }
        assert_eq!(dates.len(), 37_198);
        let mut wins = std::collections::HashMap::<Date, bool>::new();
        for &date in dates.iter().rev() {
            let won = date.moves().any(|d| !wins[&d]);
            wins.insert(date, won);
            assert_eq!(first_player_wins(date), won, "{date}");
            assert_eq!(winning_move(date).is_some(), won, "{date}");
        }
    }

    #[test]
    fn leap_years_and_month_ends() {
        assert!(is_leap(2000) && is_leap(1996) && !is_leap(1900) && !is_leap(2001));
        let d = Date {
            year: 2000,
            month: 2,
            day: 28,
        };
        assert_eq!(d.next_day().to_string(), "2000-02-29");
        let d = Date {
            year: 1999,
            month: 12,
            day: 31,
        };
        assert_eq!(d.next_day().to_string(), "2000-01-01");
        assert_eq!(d.same_day_next_month().unwrap().to_string(), "2000-01-31");
        let d = Date {
            year: 2000,
            month: 1,
            day: 30,
        };
        assert_eq!(d.same_day_next_month(), None);
        assert_eq!(END.moves().count(), 0);
    }
}

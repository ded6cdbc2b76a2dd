//! Work budgets: how much a table may cost before it gives up.
//!
//! A table whose length the input decides (a subtraction game's values until its period shows,
//! an octal game's values until Guy–Smith certifies one) counts its work in *steps* (values
//! computed plus options visited) and its stored *values*. Both are capped, so a game whose
//! period is out of reach fails with [`Exhausted`] instead of running for minutes or filling
//! memory.

/// Limits on the work of one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Values computed plus options visited, summed over all values.
    pub steps: u64,
    /// Values stored.
    pub values: usize,
}

/// The budget ran out before the value or the period asked for was known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exhausted {
    /// Values stored when the work stopped.
    pub values: usize,
    /// Steps spent.
    pub steps: u64,
}

impl Budget {
    /// No limit at all, for tests that know their tables are small.
    pub const UNLIMITED: Budget = Budget {
        steps: u64::MAX,
        values: usize::MAX,
    };

    /// `Ok` while a table that has spent `steps` and stores `values` may compute one more value.
    #[inline]
    pub fn allows(&self, steps: u64, values: usize) -> Result<(), Exhausted> {
        if steps >= self.steps || values >= self.values {
            Err(Exhausted { values, steps })
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn either_limit_stops() {
        let b = Budget {
            steps: 10,
            values: 3,
        };
        assert_eq!(b.allows(9, 2), Ok(()));
        assert_eq!(
            b.allows(10, 0),
            Err(Exhausted {
                values: 0,
                steps: 10
            })
        );
        assert_eq!(
            b.allows(0, 3),
            Err(Exhausted {
                values: 3,
                steps: 0
            })
        );
        assert_eq!(
            Budget::UNLIMITED.allows(u64::MAX - 1, usize::MAX - 1),
            Ok(())
        );
    }
}

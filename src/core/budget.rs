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
    /// The work stopped because memory could not be had, not because a limit was reached.
    pub out_of_memory: bool,
}

/// An allocation that the input asked for could not be made: a table grows with
/// `try_reserve`, so a memory limit (`ulimit -v`) is an error to report, never an abort.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoMemory;

/// Makes room for `more` further elements in `v`, growing it as `Vec` does, or says that memory
/// ran out.
///
/// Amortized O(1) when there is room; O(len) when the vector must move.
#[inline]
pub fn reserve<T>(v: &mut Vec<T>, more: usize) -> Result<(), NoMemory> {
    if v.capacity() - v.len() >= more {
        return Ok(());
    }
    v.try_reserve(more).map_err(|_| NoMemory)
}

/// A vector of `len` copies of `value`, or [`NoMemory`].
///
/// O(len) time and memory.
pub fn filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, NoMemory> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| NoMemory)?;
    v.resize(len, value);
    Ok(v)
}

impl Budget {
    /// No limit at all, for tests that know their tables are small.
    pub const UNLIMITED: Budget = Budget {
        steps: u64::MAX,
        values: usize::MAX,
    };

    /// `Ok` while a table that has spent `steps` and stores `values` may compute one more value.
    ///
    /// O(1).
    #[inline]
    pub fn allows(&self, steps: u64, values: usize) -> Result<(), Exhausted> {
        if steps >= self.steps || values >= self.values {
            Err(Exhausted {
                values,
                steps,
                out_of_memory: false,
            })
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
        let out = |values, steps| Exhausted {
            values,
            steps,
            out_of_memory: false,
        };
        assert_eq!(b.allows(10, 0), Err(out(0, 10)));
        assert_eq!(b.allows(0, 3), Err(out(3, 0)));
        let mut v = vec![1u8];
        assert_eq!(reserve(&mut v, 10), Ok(()));
        assert!(v.capacity() >= 11);
        assert_eq!(reserve(&mut v, usize::MAX), Err(NoMemory));
        assert_eq!(filled(3, 7u32), Ok(vec![7, 7, 7]));
        assert_eq!(
            Budget::UNLIMITED.allows(u64::MAX - 1, usize::MAX - 1),
            Ok(())
        );
    }
}

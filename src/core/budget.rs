//! Work budgets, and memory: how much a table may cost before it gives up, and how growth
//! that memory cannot hold becomes an error to report ([`NoMemory`], [`HEADROOM`]).
//!
//! A table whose length the input decides (a subtraction game's values until its period shows,
//! an octal game's values until Guy–Smith certifies one) counts its work in *steps* (values
//! computed plus options visited) and its stored *values*. Both are capped, so a game whose
//! period is out of reach fails with [`Exhausted`] instead of running for minutes or filling
//! memory.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

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

/// How much address space a binary keeps free: after every [`PROBE_EVERY`] bytes of growth
/// through [`reserve`] and [`filled`], a block of this size must still be obtainable, else the
/// growth is reported as [`NoMemory`]; and a block of this size (the ballast) is held from the
/// start and let go when memory runs out, so that the error line can be made.
///
/// Why: under a limit (`ulimit -v`), the allocation that fails is whichever comes next. Ours
/// are fallible, but the small ones of the standard library (a formatted move, a buffer) are
/// not, and one of them failing aborts (exit 134). Keeping 1 MiB free after our growth leaves
/// room for those; letting the ballast go leaves room for the report.
pub const HEADROOM: usize = 1 << 20;

/// See [`HEADROOM`]: growth between two checks of the headroom.
pub const PROBE_EVERY: usize = 256 << 10;

static ARMED: AtomicBool = AtomicBool::new(false);
static GROWN: AtomicUsize = AtomicUsize::new(0);
static BALLAST: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// Takes the ballast and turns the headroom checks on (see [`HEADROOM`]): for a binary's
/// `main`, before it reads. Library users who want the same guarantee call it too.
///
/// O(1): 1 MiB of address space, not touched.
pub fn keep_headroom() -> Result<(), NoMemory> {
    {
        let mut ballast = BALLAST
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        ballast.try_reserve_exact(HEADROOM).map_err(|_| NoMemory)?;
    }
    ARMED.store(true, Ordering::Relaxed);
    // Room beyond the ballast for the buffers a binary starts with.
    probe_headroom()
}

/// Memory ran out: lets the ballast go (room for the report) and says so.
///
/// O(1).
pub fn out_of_memory() -> NoMemory {
    if ARMED.load(Ordering::Relaxed) {
        let mut ballast = BALLAST
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        *ballast = Vec::new();
    }
    NoMemory
}

/// Whether [`HEADROOM`] bytes can still be had (they are let go at once).
fn probe_headroom() -> Result<(), NoMemory> {
    let mut probe: Vec<u8> = Vec::new();
    probe
        .try_reserve_exact(HEADROOM)
        .map_err(|_| out_of_memory())?;
    // Seen as used, or the compiler drops an allocation nothing reads.
    std::hint::black_box(probe.as_mut_ptr());
    Ok(())
}

/// Counts `bytes` of growth; past [`PROBE_EVERY`], checks that [`HEADROOM`] is still there.
fn grown(bytes: usize) -> Result<(), NoMemory> {
    if !ARMED.load(Ordering::Relaxed) {
        return Ok(());
    }
    if GROWN
        .fetch_add(bytes, Ordering::Relaxed)
        .saturating_add(bytes)
        < PROBE_EVERY
    {
        return Ok(());
    }
    GROWN.store(0, Ordering::Relaxed);
    probe_headroom()
}

/// Counts `bytes` held in allocations made without [`reserve`] (many small ones, such as a
/// value that owns a short `Vec` each): past [`PROBE_EVERY`] bytes of growth in all, checks
/// that [`HEADROOM`] is still there, as [`reserve`] does.
///
/// O(1), and O(one allocation of 1 MiB, let go at once) every [`PROBE_EVERY`] bytes.
///
/// ```
/// use grundy::core::budget::{count_growth, try_push};
/// // Rows that each own a small Vec: the outer Vec grows through `try_push`, the rows are
/// // counted, so a memory limit is an error to report here rather than an abort later.
/// let mut rows: Vec<Vec<u8>> = Vec::new();
/// for len in 1..100 {
///     let row = vec![0u8; len];
///     count_growth(row.capacity()).unwrap();
///     try_push(&mut rows, row).unwrap();
/// }
/// assert_eq!(rows.len(), 99);
/// ```
pub fn count_growth(bytes: usize) -> Result<(), NoMemory> {
    grown(bytes)
}

/// Makes room for `more` further elements in `v`, growing it as `Vec` does, or says that memory
/// ran out (also when the growth leaves less than [`HEADROOM`] free in a binary).
///
/// Amortized O(1) when there is room; O(len) when the vector must move.
#[inline]
pub fn reserve<T>(v: &mut Vec<T>, more: usize) -> Result<(), NoMemory> {
    if v.capacity() - v.len() >= more {
        return Ok(());
    }
    let before = v.capacity();
    v.try_reserve(more).map_err(|_| out_of_memory())?;
    grown((v.capacity() - before).saturating_mul(std::mem::size_of::<T>()))
}

/// Pushes `x` onto `v`, or says that memory ran out (as [`reserve`]).
///
/// Amortized O(1).
#[inline]
pub fn try_push<T>(v: &mut Vec<T>, x: T) -> Result<(), NoMemory> {
    reserve(v, 1)?;
    v.push(x);
    Ok(())
}

/// Makes room for `more` further bytes in `text`, or says that memory ran out (as
/// [`reserve`]).
///
/// Amortized O(1) when there is room; O(len) when the text must move.
pub fn reserve_text(text: &mut String, more: usize) -> Result<(), NoMemory> {
    if text.capacity() - text.len() >= more {
        return Ok(());
    }
    let before = text.capacity();
    text.try_reserve(more).map_err(|_| out_of_memory())?;
    grown(text.capacity() - before)
}

/// Makes room for `more` further elements in a hash set, or says that memory ran out (as
/// [`reserve`]).
///
/// Amortized O(1) when there is room; O(len) when the set must grow.
pub fn reserve_set<T: Eq + Hash, S: BuildHasher>(
    set: &mut HashSet<T, S>,
    more: usize,
) -> Result<(), NoMemory> {
    if set.capacity() - set.len() >= more {
        return Ok(());
    }
    let before = set.capacity();
    set.try_reserve(more).map_err(|_| out_of_memory())?;
    grown((set.capacity() - before).saturating_mul(std::mem::size_of::<T>() + 1))
}

/// Inserts `key` with `value` into a hash map, or says that memory ran out (as [`reserve`]; the
/// key is then not inserted). Returns `value`: the last step of a memoized function.
///
/// O(1) expected; O(len) when the map must grow.
///
/// ```
/// use grundy::core::budget::remember;
/// use std::collections::HashMap;
/// let mut squares = HashMap::new();
/// assert_eq!(remember(&mut squares, 12, 144), Ok(144));
/// assert_eq!(squares[&12], 144);
/// ```
pub fn remember<K: Eq + Hash, V: Copy, S: BuildHasher>(
    map: &mut HashMap<K, V, S>,
    key: K,
    value: V,
) -> Result<V, NoMemory> {
    if map.capacity() == map.len() {
        let before = map.capacity();
        map.try_reserve(1).map_err(|_| out_of_memory())?;
        grown((map.capacity() - before).saturating_mul(std::mem::size_of::<(K, V)>() + 1))?;
    }
    map.insert(key, value);
    Ok(value)
}

/// A vector of `len` copies of `value`, or [`NoMemory`] (as [`reserve`]).
///
/// O(len) time and memory.
pub fn filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, NoMemory> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| out_of_memory())?;
    grown(len.saturating_mul(std::mem::size_of::<T>()))?;
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

//! Staircase Nim: step `i` (1-based) holds `a_i` stones; a move takes some stones from step `i`
//! down to step `i - 1` (from step 1 they leave play); the last mover wins.
//!
//! The first player wins iff the xor of the odd-numbered steps is nonzero. Moving stones from
//! an odd step to the even step below is a Nim move on the odd steps. A move from an even step
//! `i` puts stones on the odd step `i - 1`; the opponent moves exactly those stones on to step
//! `i - 2` (an even step, or the ground), which restores every odd step. Stones only ever move
//! down, so this cannot go on forever, and the player who wins the Nim game on the odd steps
//! wins the staircase.
//!
//! ## Counting lost positions
//! So a position is lost exactly when its odd steps, as Nim heaps, are balanced (xor 0), and
//! the even steps (and the ground, when its stones are counted) hold anything. With a fixed
//! number of stones, the odd steps hold `s` of them in `B(s)` balanced ways
//! ([`balanced_by_total`] with `k = 1`) and the other places the rest in `C(rest + e − 1, e − 1)`
//! ways (stars and bars over the `e` free places): [`lost_with_total`]. With each step in a
//! range, the odd steps are balanced in [`balanced_in_range`] ways and each even step takes
//! any of its values: [`lost_in_range`].

use crate::core::budget::{reserve, NoMemory};
use crate::core::modular::{mul_mod, pow_mod, Binomials};
use crate::core::sum::{winning_component, HeapMove, HeapSum};
use crate::games::moore::{balanced_by_total, balanced_in_range, RangeCountError};

/// The staircase read one step at a time, from step 1 up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Staircase {
    steps: u64,
    odd_xor: u64,
}

impl Staircase {
    /// Adds the next step, holding `stones`.
    ///
    /// O(1).
    #[inline]
    pub fn push(&mut self, stones: u64) {
        self.steps += 1;
        if self.steps % 2 == 1 {
            self.odd_xor ^= stones;
        }
    }

    /// The value of the position: the xor of the odd-numbered steps.
    ///
    /// O(1).
    pub fn value(&self) -> u64 {
        self.odd_xor
    }
}

/// The steps are the heaps of the sum, read from step 1 up.
impl HeapSum for Staircase {
    #[inline]
    fn add(&mut self, tokens: u64) {
        self.push(tokens);
    }

    fn first_player_wins(&self) -> bool {
        self.odd_xor != 0
    }

    fn winning_move(steps: &[u64]) -> Option<(usize, HeapMove)> {
        odd_step_move(steps)
    }
}

/// Moves stones from an odd step to the one below (the Nim move on the odd steps): the step
/// (0-based) and the stones moved, as `take`. `None` if every move loses.
///
/// O(n).
pub fn odd_step_move(steps: &[u64]) -> Option<(usize, HeapMove)> {
    let odd = steps.iter().step_by(2).copied();
    let (k, target) = winning_component(odd)?;
    let i = 2 * k;
    Some((i, HeapMove::take(steps[i], steps[i] - target)))
}

/// Pebbles (POI 2009 "KAM-Pebbles", Luogu P3480): piles `a_1 <= a_2 <= … <= a_n` in a row; a
/// move takes any number of pebbles from one pile, leaving the row nondecreasing.
///
/// With `d_i = a_i - a_{i-1}` (`a_0 = 0`), taking `x` from pile `i` is allowed exactly when
/// `x <= d_i`, and it turns `d_i` into `d_i - x` and `d_{i+1}` into `d_{i+1} + x` (for `i <
/// n`; from pile `n` the pebbles leave): a staircase move of `x` stones from step `n + 1 - i`
/// down to step `n - i`. So the first player wins iff the xor of the odd steps, the `d_i` with
/// `n - i` even, is nonzero. Takes the piles from the left, as [`Staircase`] steps pushed from
/// the last pile back (the caller may push `d_n, d_{n-1}, …`; this reads a slice).
///
/// O(n). `piles` must be nondecreasing.
///
/// ```
/// use grundy::games::staircase::pebbles;
/// assert_eq!(pebbles(&[2, 2]).value(), 0); // steps 0 and 2: the odd one holds 0
/// assert_ne!(pebbles(&[1, 2, 4]).value(), 0);
/// ```
pub fn pebbles(piles: &[u64]) -> Staircase {
    let mut stairs = Staircase::default();
    for i in (0..piles.len()).rev() {
        let below = if i == 0 { 0 } else { piles[i - 1] };
        stairs.push(piles[i] - below);
    }
    stairs
}

/// A winning move of [`pebbles`]: `(pile, take)`, the pile 0-based; `None` when every move
/// loses. It is the Nim move on the odd steps: fewer pebbles on a pile whose `n - i` is even.
///
/// O(n), the differences held (8 bytes each; a memory limit is [`NoMemory`]).
pub fn pebbles_move(piles: &[u64]) -> Result<Option<(usize, u64)>, NoMemory> {
    let n = piles.len();
    let mut steps = Vec::new();
    reserve(&mut steps, n)?;
    steps.extend(
        (0..n)
            .rev()
            .map(|i| piles[i] - if i == 0 { 0 } else { piles[i - 1] }),
    );
    Ok(odd_step_move(&steps).map(|(step, m)| (n - 1 - step, m.take)))
}

/// Georgia and Bob (POJ 1704): chessmen on cells `1, 2, …` of a row, at distinct cells; a move
/// slides one chessman left by at least one cell, never onto or over another, never past
/// cell 1. This is staircase Nim on the gaps.
///
/// Sorted, the chessmen at `p_1 < … < p_n` leave gaps `g_i = p_i - p_{i-1} - 1` (`p_0 = 0`, the
/// wall). Number the gaps from the right: the rightmost chessman's gap is step 1. Sliding
/// chessman `i` left by `c` takes `c` from `g_i` and adds `c` to `g_{i+1}`, the gap to its
/// right, which is one step lower: a staircase move of `c` stones from step `n + 1 - i` down
/// to step `n - i` (from the rightmost chessman, step 1, the stones leave play). So the
/// first player wins iff the xor of the odd-numbered steps, the gaps of chessmen `n`,
/// `n - 2`, …, is nonzero.
///
/// O(n).
pub fn chessmen(sorted: &[u64]) -> Staircase {
    let mut stairs = Staircase::default();
    for i in (0..sorted.len()).rev() {
        let left = if i == 0 { 0 } else { sorted[i - 1] };
        stairs.push(sorted[i] - left - 1);
    }
    stairs
}

/// A winning move of Georgia and Bob on the sorted chessmen: the staircase move on the gaps
/// (step 1 is the rightmost chessman's gap), read back as `(from, to)`: the chessman at
/// `from` slides left to `to`. `None` if every move loses.
///
/// O(n), and the gaps held (8 bytes each, grown with `try_reserve`: a memory limit is
/// [`NoMemory`]).
pub fn chessman_move(sorted: &[u64]) -> Result<Option<(u64, u64)>, NoMemory> {
    let n = sorted.len();
    let mut steps: Vec<u64> = Vec::new();
    reserve(&mut steps, n)?;
    steps.extend(
        (0..n)
            .rev()
            .map(|i| sorted[i] - if i == 0 { 0 } else { sorted[i - 1] } - 1),
    );
    let Some((step, m)) = odd_step_move(&steps) else {
        return Ok(None);
    };
    let from = sorted[n - 1 - step];
    Ok(Some((from, from - m.take)))
}

/// The hill of HDU 4315 "Climbing the Hill": people at distinct distances `sorted[0] < … <
/// sorted[n-1]` below the top of a hill (all positive); a move takes one person up by at
/// least one step, never onto or past the person above (the top holds any number of people);
/// whoever takes the king, person `king` (1-based from the top), to the top wins.
///
/// With the king first in line, the player to move walks him up and wins. Otherwise nobody
/// wants to bring the person just above the king to the top (the king would follow at once),
/// and the game is Georgia and Bob ([`chessmen`]) on the distances, with a wall one step
/// above the top when the king is second (person 1 cannot usefully reach the top, so cell 1
/// is the highest he goes) and at the top otherwise (person 1 may go up and out of the
/// way; distances shift by 1 so that the top is cell 1). The tests check this against a
/// search that plays the hill by its rules.
///
/// O(n).
///
/// ```
/// use grundy::games::staircase::hill_first_player_wins;
/// // HDU 4315's sample: Bob wins the first hill, Alice the second.
/// assert!(!hill_first_player_wins(&[1, 2, 4], 3).unwrap());
/// assert!(hill_first_player_wins(&[100, 200], 1).unwrap());
/// ```
pub fn hill_first_player_wins(sorted: &[u64], king: usize) -> Result<bool, NoMemory> {
    Ok(king == 1 || chessmen(&hill_cells(sorted, king)?).value() != 0)
}

/// A winning move on the hill of [`hill_first_player_wins`]: `(person, to)`, person (1-based
/// from the top) walks up to distance `to` (0 is the top). `None` if every move loses.
///
/// O(n), and a copy of the distances (8 bytes each, grown with `try_reserve`).
pub fn hill_move(sorted: &[u64], king: usize) -> Result<Option<(usize, u64)>, NoMemory> {
    if king == 1 {
        return Ok(Some((1, 0)));
    }
    let cells = hill_cells(sorted, king)?;
    let Some((from, to)) = chessman_move(&cells)? else {
        return Ok(None);
    };
    let shift = cells[0] - sorted[0];
    let person = cells.iter().position(|&c| c == from).map(|p| p + 1);
    Ok(person.map(|p| (p, to - shift)))
}

/// The hill's distances as Georgia and Bob's cells (see [`hill_first_player_wins`]).
fn hill_cells(sorted: &[u64], king: usize) -> Result<Vec<u64>, NoMemory> {
    let shift = u64::from(king != 2);
    let mut cells = Vec::new();
    reserve(&mut cells, sorted.len())?;
    cells.extend(sorted.iter().map(|&d| d + shift));
    Ok(cells)
}

/// How many positions with `total` stones on steps `1..=steps` (and on the ground too when
/// `ground`: stones there are out of play but counted among the `total`) are lost for the
/// player to move, modulo `binomials`' prime (see the module documentation).
///
/// O(B · T · (steps / 2 + 1)) multiplications for `T = total` and `B` its digits, plus `T`
/// binomials; `16 T` bytes.
///
/// # Example
/// Three coins on ten squares, moved left (Luogu P5363's sample): the gaps before them are
/// the steps (the last coin's gap is step 1) and the squares after the last coin the ground.
/// ```
/// use grundy::core::modular::Binomials;
/// use grundy::games::staircase::lost_with_total;
/// let c = Binomials::new(20, 1_000_000_009).unwrap();
/// let lost = lost_with_total(3, 10 - 3, true, &c).unwrap();
/// assert_eq!(c.choose(10, 3) - lost, 100); // Alice wins 100 of the 120 placements
/// ```
pub fn lost_with_total(
    steps: u64,
    total: u64,
    ground: bool,
    binomials: &Binomials,
) -> Result<u64, NoMemory> {
    let p = binomials.modulus();
    let odd = steps / 2 + steps % 2;
    let free = steps / 2 + u64::from(ground);
    let balanced = balanced_by_total(odd, 1, total, binomials)?;
    let mut lost = 0;
    for (s, &b) in balanced.iter().enumerate() {
        if b != 0 {
            let rest = binomials.stars_and_bars(total - s as u64, free);
            lost = (lost + mul_mod(b, rest, p)) % p;
        }
    }
    Ok(lost)
}

/// How many positions of `steps` steps, each holding `low..=high` stones, are lost for the
/// player to move: exactly (`modulus` `None`; an error past `u128`) or modulo a number to
/// `2^63`.
///
/// As [`balanced_in_range`] on `⌈steps / 2⌉` heaps with `k = 1`, plus O(log steps).
///
/// ```
/// use grundy::games::staircase::lost_in_range;
/// // Three steps of 0..=1: steps 1 and 3 equal, step 2 anything: 4 positions.
/// assert_eq!(lost_in_range(3, 0, 1, None, u64::MAX), Ok(4));
/// ```
pub fn lost_in_range(
    steps: u64,
    low: u64,
    high: u64,
    modulus: Option<u64>,
    work: u64,
) -> Result<u128, RangeCountError> {
    if steps == 0 || low > high {
        return Err(RangeCountError::Arguments);
    }
    let odd = balanced_in_range(steps / 2 + steps % 2, 1, low, high, modulus, work)?;
    let values = u128::from(high - low) + 1;
    let even = match modulus {
        None if values == 1 => 1,
        None => u32::try_from(steps / 2)
            .ok()
            .and_then(|e| values.checked_pow(e))
            .ok_or(RangeCountError::Overflow)?,
        Some(m) => u128::from(pow_mod((values % u128::from(m)) as u64, steps / 2, m)),
    };
    match modulus {
        None => odd.checked_mul(even).ok_or(RangeCountError::Overflow),
        Some(m) => Ok(odd * even % u128::from(m)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(steps: &[u64]) -> u64 {
        let mut s = Staircase::default();
        steps.iter().for_each(|&a| s.push(a));
        s.value()
    }

    /// Every arrangement of `total` stones on `places` places, visited.
    fn arrangements(places: usize, total: u64, f: &mut dyn FnMut(&[u64])) {
        fn go(i: usize, left: u64, t: &mut Vec<u64>, f: &mut dyn FnMut(&[u64])) {
            if i + 1 == t.len() {
                t[i] = left;
                f(t);
                return;
            }
            for x in 0..=left {
                t[i] = x;
                go(i + 1, left - x, t, f);
            }
        }
        if places == 0 {
            if total == 0 {
                f(&[]);
            }
            return;
        }
        go(0, total, &mut vec![0; places], f);
    }

    #[test]
    fn lost_positions_with_a_total_match_enumeration() {
        let c = Binomials::new(30, 1_000_000_009).unwrap();
        for steps in 1..=5u64 {
            for total in 0..=9u64 {
                for ground in [false, true] {
                    let places = steps as usize + usize::from(ground);
                    let mut want = 0;
                    arrangements(places, total, &mut |t| {
                        want += u64::from(value(&t[..steps as usize]) == 0)
                    });
                    assert_eq!(
                        lost_with_total(steps, total, ground, &c).unwrap(),
                        want,
                        "{steps} steps, {total} stones, ground {ground}"
                    );
                }
            }
        }
    }

    #[test]
    fn lost_positions_in_ranges_match_enumeration() {
        for steps in 1..=5usize {
            for low in 0..=3u64 {
                for high in low..=4 {
                    let mut want = 0u128;
                    let mut t = vec![low; steps];
                    'all: loop {
                        want += u128::from(value(&t) == 0);
                        for x in t.iter_mut() {
                            if *x < high {
                                *x += 1;
                                continue 'all;
                            }
                            *x = low;
                        }
                        break;
                    }
                    let got = lost_in_range(steps as u64, low, high, None, u64::MAX);
                    assert_eq!(got, Ok(want), "{steps} steps of {low}..={high}");
                    let m = lost_in_range(steps as u64, low, high, Some(7), u64::MAX);
                    assert_eq!(m, Ok(want % 7));
                }
            }
        }
        // One value each: the even steps multiply by 1 however many there are.
        assert_eq!(lost_in_range(u64::MAX, 5, 5, None, u64::MAX), Ok(1));
    }

    #[test]
    fn chessmen_by_hand() {
        // 1 2 3: no gaps, no move: lost. The POJ sample's 8 chessmen are won.
        assert_eq!(chessmen(&[1, 2, 3]).value(), 0);
        assert_ne!(chessmen(&[1, 5, 6, 7, 9, 12, 14, 17]).value(), 0);
        // One chessman at 5: one heap of 4.
        assert_eq!(chessmen(&[5]).value(), 4);
    }

    #[test]
    fn even_steps_do_not_count() {
        assert_eq!(value(&[2, 1, 3]), 1);
        assert_eq!(value(&[0, 5]), 0);
        assert_eq!(value(&[1, 7, 1]), 0);
    }
}

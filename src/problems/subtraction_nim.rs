//! Solver `subtraction_nim`: subtraction-set Nim (AcWing 893).
//!
//! Input: `k`, the moves `s_1 … s_k`, `n`, the heaps `h_1 … h_n`. A move takes exactly `s_i`
//! stones from one heap. Each heap is an independent subtraction game, so the position's value
//! is the xor of `sg(h_i)` and the first player wins iff it is nonzero.
//!
//! Accepted: `1 <= k <= 10^5` (repeats allowed), `1 <= s_i <= 10^6`, `1 <= n <= 10^6`,
//! `0 <= h_i <= 10^18`. Moves larger than every heap can never be made, so they are dropped
//! before any value is computed. Values are computed up to the largest heap or until the period
//! is certified, whichever comes first, within [`DEFAULT_BUDGET`]; past that the answer is an
//! error at the largest heap.
//!
//! An input may hold several cases, one after another. With `--misere` (whoever moves last
//! loses) positions are answered through the misère quotient
//! ([`games::misere`](crate::games::misere)), found heap by heap up to the largest heap or
//! until proved final, and kept for the next case of the same moves.

use crate::core::budget::{try_push, Budget};
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError, Location};
use crate::core::sum::{first_player_wins, winning_component, HeapMove};
use crate::games::misere::subtraction_heap_options;
use crate::games::subtraction::{SubtractionSg, DEFAULT_BUDGET};
use crate::problems::shape::{misere_piles, pile_move, MisereQuotients, HELD_MEMORY};
use std::io::{Read, Write};

const MOVE_COUNT: Field = Field::new("the number of moves k", 1, 100_000);
const MOVE: Field = Field::new("a move size", 1, 1_000_000);
const HEAP_COUNT: Field = Field::new("the number of heaps n", 1, 1_000_000);
const HEAP: Field = Field::new("a heap size", 0, 1_000_000_000_000_000_000);

/// Heaps below this are kept, without `--move`, as one bit each: the parity of how many
/// there are, all the xor of their values needs. A bit flipped instead of 8 bytes pushed,
/// and at most 128 KB held whatever the count: on `bench`'s `subtraction_nim` (10^6 heaps of
/// at most 10^4) the whole run took 0.63 of the time holding every heap took (`bench
/// --against`, median of 41 pairs: 11.2 ms against 17.8 ms).
const PARITY_BELOW: u64 = 1 << 20;

/// `v` grown with zeros to `len` words, fallibly.
fn reserve_to(v: &mut Vec<u64>, len: usize) -> Result<(), crate::core::budget::NoMemory> {
    crate::core::budget::reserve(v, len - v.len())?;
    v.resize(len, 0);
    Ok(())
}

/// The problem, with the work budget its table may use and the misère quotients found.
pub struct SubtractionNim {
    budget: Budget,
    /// The misère quotients ([`MisereQuotients::of`]), made by the first misère case. Read
    /// only in misère play, which a problem's bundle leaves out (so it is never read there).
    #[allow(dead_code)]
    quotients: Option<Box<dyn std::any::Any>>,
}

impl Default for SubtractionNim {
    fn default() -> Self {
        SubtractionNim {
            budget: DEFAULT_BUDGET,
            quotients: None,
        }
    }
}

/// `k` and the `k` move sizes of a case.
fn read_moves<R: Read, W: Write>(io: &mut Io<R, W>) -> Result<Vec<usize>, InputError> {
    let sc = &mut io.input;
    let k = sc.next(&MOVE_COUNT)?;
    let mut moves = Vec::new();
    sc.each_value_checked(k, &MOVE, |s| {
        try_push(&mut moves, s as usize).map_err(|_| HELD_MEMORY.to_string())
    })?;
    Ok(moves)
}

impl Problem for SubtractionNim {
    const NAME: &'static str = "subtraction_nim";
    const HELP: &'static str = "\
Subtraction-set Nim (AcWing 893): a move takes exactly s_i stones from one heap, for one of the
k sizes s_i; whoever cannot move loses. Heaps past the computed table are answered through the
period of the SG values, certified exactly; a move set whose period is not found within the
work budget, with a heap past the computed values, is an error naming that heap.
With --misere, whoever moves last loses: answers come from the misere quotient, found to
the largest heap or until proved final, kept for later cases; a heap past a quotient not
final within the limits (1000 elements, 10^6 options or heaps, 4*10^8 steps for the whole
input's quotients: about 5 s, 300 MB) is an error naming where it stopped.

input:  one or more cases, each k, the sizes s_1 ... s_k, n, the heaps h_1 ... h_n
        (1 <= k <= 10^5, repeats allowed, 1 <= s_i <= 10^6, 1 <= n <= 10^6, 0 <= h_i <= 10^18)
output: for each case, Yes if the first player wins, else No

move:   with --move, take X from pile I; - when no move wins (in misere play also when no move is left)
example: printf '2\\n2 5\\n3\\n2 4 7\\n' | subtraction_nim
prints:
  Yes
";
    const LAYOUT: Layout = Layout::UNTIL_END;
    const MISERE: bool = true;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let mut moves = read_moves(io)?;
        let sc = &mut io.input;
        let n = sc.next(&HEAP_COUNT)?;
        // Without --move only the xor of the values counts: a heap below `PARITY_BELOW` flips
        // its bit in `parity` (heaps met twice cancel), the others are held.
        let moves_wanted = io.answers.wants_moves();
        let mut parity: Vec<u64> = Vec::new();
        let mut heaps = Vec::new();
        let mut full = false;
        let (mut largest, mut largest_at) = (0, Location { line: 1, column: 1 });
        let mut left = n;
        // The stream pauses at each new largest heap, to note where it is for an error.
        while left > 0 {
            let mut new_largest = false;
            let paused = sc.each_value_while(&HEAP, |h| {
                if !moves_wanted && h < PARITY_BELOW {
                    let word = (h / 64) as usize;
                    if word >= parity.len() && reserve_to(&mut parity, word + 1).is_err() {
                        full = true;
                        return false;
                    }
                    parity[word] ^= 1 << (h % 64);
                } else if try_push(&mut heaps, h).is_err() {
                    full = true;
                    return false;
                }
                left -= 1;
                if h > largest {
                    (largest, new_largest) = (h, true);
                    return false;
                }
                left > 0
            })?;
            if full {
                return Err(sc.last_location().error(HELD_MEMORY.to_string()));
            }
            if new_largest {
                largest_at = sc.last_location();
            } else if !paused {
                sc.next(&HEAP)?; // the input ended early: an error with its place
            }
        }
        let game = self.table(&mut moves, largest, largest_at)?;
        let value = |h: u64| u64::from(game.get(h).expect("ensured up to the largest heap"));
        let mut sum = heaps.iter().fold(0, |acc, &h| acc ^ value(h));
        for (w, &bits) in parity.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                sum ^= value(w as u64 * 64 + u64::from(bits.trailing_zeros()));
                bits &= bits - 1;
            }
        }
        io.answers.verdict(Words::YES_NO, first_player_wins(sum));
        if moves_wanted {
            let winning = winning_component(heaps.iter().map(|&h| value(h))).and_then(|(i, t)| {
                let take = game.take_to(heaps[i], t as u32)?;
                Some(pile_move(i, HeapMove::take(heaps[i], take)))
            });
            io.answers.move_line(winning);
        }
        Ok(())
    }

    fn misere_case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        // The sizes name the game.
        let mut moves = read_moves(io)?;
        moves.sort_unstable();
        moves.dedup();
        let sizes: Vec<String> = moves.iter().map(usize::to_string).collect();
        let key = format!("the subtraction game {{{}}}", sizes.join(", "));
        let reach = Some((moves.last().copied().unwrap_or(0), 1));
        let options = |h| subtraction_heap_options(&moves, h);
        misere_piles(
            io,
            Words::YES_NO,
            MisereQuotients::of(&mut self.quotients),
            key,
            options,
            reach,
        )
    }
}

impl SubtractionNim {
    /// The game's values, known up to the largest heap or through the period. Moves larger
    /// than every heap can never be made, so they are dropped before any value is computed.
    fn table(
        &self,
        moves: &mut Vec<usize>,
        largest: u64,
        largest_at: Location,
    ) -> Result<SubtractionSg, InputError> {
        moves.retain(|&s| s as u64 <= largest);
        let mut game = SubtractionSg::new(moves);
        if let Err(e) = game.ensure(largest, self.budget) {
            let message = if e.out_of_memory {
                format!(
                    "heap {largest}: the table of SG values needs more memory than is available \
                     ({} values computed)",
                    e.values
                )
            } else {
                format!(
                    "heap {largest} is past the {} SG values computed, and no period of the moves \
                 was certified within the budget ({} steps of at most {}, {} values of at most {})",
                    e.values, e.steps, self.budget.steps, e.values, self.budget.values
                )
            };
            return Err(largest_at.error(message));
        }
        Ok(game)
    }
}

/// The `subtraction_nim` binary: [`main_with_misere`](crate::core::driver::main_with_misere) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main_with_misere::<SubtractionNim>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::driver::{solve, solve_bytes};

    fn solve_with_budget(input: &[u8], budget: Budget) -> Result<String, InputError> {
        let mut out = Vec::new();
        let problem = SubtractionNim {
            budget,
            ..SubtractionNim::default()
        };
        match solve(problem, input, &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(crate::core::driver::Failure::Input(e)) => Err(e),
            Err(e) => panic!("{e:?}"),
        }
    }

    #[test]
    fn sample() {
        assert_eq!(
            solve_bytes::<SubtractionNim>(b"2\n2 5\n3\n2 4 7\n").unwrap(),
            "Yes\n"
        );
    }

    #[test]
    fn huge_heaps_use_the_period() {
        // S = {2, 5}: sg repeats 0 0 1 1 0 2 1; 10^18 = 7 * 142857142857142857 + 1, sg 0.
        assert_eq!(
            solve_bytes::<SubtractionNim>(b"2\n2 5\n1\n1000000000000000000\n").unwrap(),
            "No\n"
        );
        // 10^18 - 2 ≡ 6 (mod 7), sg 1: the sum is 1.
        assert_eq!(
            solve_bytes::<SubtractionNim>(b"2\n2 5\n2\n1000000000000000000 999999999999999998\n")
                .unwrap(),
            "Yes\n"
        );
        // S = {3, 4, 7}: sg repeats 0 0 0 1 1 1 2 2 2 3 (period 10); 10^18 ≡ 0, sg 0.
        assert_eq!(
            solve_bytes::<SubtractionNim>(b"3\n3 4 7\n1\n1000000000000000000\n").unwrap(),
            "No\n"
        );
        assert_eq!(
            solve_bytes::<SubtractionNim>(b"3\n3 4 7\n1\n1000000000000000005\n")
                .unwrap_err()
                .column,
            1
        );
    }

    /// Without `--move`, heaps below 2^20 are counted by parity: random cases of small heaps
    /// (many repeated, so pairs cancel), heaps at and past 2^20 and huge ones give the verdict
    /// that the held heaps of `--move` give.
    #[test]
    fn heaps_kept_by_parity_answer_as_heaps_held() {
        use crate::core::driver::{solve_bytes_in, Modes};
        let mut x = 0x1234_5678_9abc_def1u64;
        let mut random = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        let (mut yes, mut no) = (0, 0);
        for case in 0..300 {
            let moves: Vec<u64> = (0..1 + random(4)).map(|_| 1 + random(9)).collect();
            let heaps: Vec<u64> = (0..1 + random(12))
                .map(|_| match random(6) {
                    0 => PARITY_BELOW - 1 + random(3),
                    1 => 1_000_000_000_000_000_000 - random(100),
                    _ => random(20 + case),
                })
                .collect();
            let shown = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            let input = format!(
                "{}\n{}\n{}\n{}\n",
                moves.len(),
                shown(&moves),
                heaps.len(),
                shown(&heaps)
            );
            let plain = solve_bytes::<SubtractionNim>(input.as_bytes()).unwrap();
            let with_moves = Modes {
                moves: true,
                misere: false,
            };
            let held = solve_bytes_in::<SubtractionNim>(input.as_bytes(), with_moves).unwrap();
            assert_eq!(Some(plain.trim_end()), held.lines().next(), "{input}");
            if plain == "Yes\n" {
                yes += 1;
            } else {
                no += 1;
            }
        }
        assert!(yes > 50 && no > 50, "{yes} {no}");
    }

    #[test]
    fn moves_larger_than_every_heap_cost_nothing() {
        let input = b"3\n1000000 999999 1\n2\n3 4\n";
        assert_eq!(
            solve_with_budget(
                input,
                Budget {
                    steps: 20,
                    values: 10
                }
            )
            .unwrap(),
            "Yes\n"
        );
    }

    #[test]
    fn out_of_budget_is_an_error_at_the_largest_heap() {
        let e = solve_with_budget(
            b"1\n1000000\n2\n5\n  1000000000000000000\n",
            Budget {
                steps: 1000,
                values: 100,
            },
        )
        .unwrap_err();
        assert_eq!((e.line, e.column), (5, 3));
        assert!(
            e.message
                .starts_with("heap 1000000000000000000 is past the 100 SG values computed"),
            "{}",
            e.message
        );
    }

    #[test]
    fn zero_move_and_bad_counts() {
        let e = solve_bytes::<SubtractionNim>(b"2\n0 5\n1\n3\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected a move size (1..=10^6), found \"0\""
        );
        let e = solve_bytes::<SubtractionNim>(b"1000000000000000000\n1 2\n").unwrap_err();
        assert_eq!(e.to_string(), "line 1, column 1: expected the number of moves k (1..=10^5), found \"1000000000000000000\"");
        let e = solve_bytes::<SubtractionNim>(b"2\n1 2\n1000000\n1 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 5, column 1: expected a heap size (0..=10^18), found end of input"
        );
    }
}

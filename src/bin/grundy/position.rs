//! `--heaps H1 H2 …`: a position of several heaps of one game. Prints each heap's value, the
//! xor, who wins, and one winning move found by the game's own rules.
//!
//! The move comes from the Sprague–Grundy theorem: with xor `s != 0`, a heap whose value `v`
//! has the top bit of `s` has `v ^ s < v`, and since `v` is the mex of its options, some option
//! of that heap has value exactly `v ^ s`; moving there leaves xor 0. The search tries the
//! heap's real options (takes, and splits with both parts) until one has that value.

use crate::explore::{Rules, Table};
use grundy::games::lasker;
use grundy::games::subtraction::fibonacci_moves;
use std::fmt::Write as _;

/// One move on one heap: `take` tokens removed, the rest left as `left` (zero, one or two
/// heaps).
struct Move {
    take: u64,
    left: Vec<u64>,
}

/// The `--heaps` report: values, xor, verdict and a winning move, or an error when a heap's
/// value is out of reach.
pub fn report(table: &Table, heaps: &[u64]) -> Result<String, String> {
    let listed: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let mut out = format!("{}, heaps {}:\n", table.title, listed.join(" "));
    let mut values = Vec::with_capacity(heaps.len());
    for (i, &h) in heaps.iter().enumerate() {
        let v = value(table, h)?;
        writeln!(out, "  heap {}: {h}, G = {v}", i + 1).expect("writing to a String");
        values.push(v);
    }
    let sum = values.iter().fold(0, |acc, &v| acc ^ v);
    if sum == 0 {
        out.push_str("xor 0: the player to move loses; every move leaves a nonzero xor\n");
        return Ok(out);
    }
    writeln!(out, "xor {sum}: the player to move wins").expect("writing to a String");
    let top = 31 - sum.leading_zeros();
    let i = values
        .iter()
        .position(|v| v >> top & 1 == 1)
        .expect("some value has the top bit of the xor");
    let target = values[i] ^ sum;
    let Some(found) = find_move(table, heaps[i], target)? else {
        return Err(format!(
            "no option of heap {} with value {target} was found within the search limit",
            i + 1
        ));
    };
    writeln!(
        out,
        "winning move: {} (its value becomes {target}, the xor 0)",
        describe(&found, i + 1, heaps[i])
    )
    .expect("writing to a String");
    Ok(out)
}

/// `G(h)`, or why it is unknown.
fn value(table: &Table, h: u64) -> Result<u32, String> {
    table.value(h).ok_or_else(|| {
        format!(
            "heap {h} is past the {} values computed and no period is certified, so its value \
             is unknown (raise --max)",
            table.values.len()
        )
    })
}

/// An option of heap `h` with value `target`, by the game's rules.
fn find_move(table: &Table, h: u64, target: u32) -> Result<Option<Move>, String> {
    let is = |x: u64| value(table, x).map(|v| v == target);
    match &table.rules {
        Rules::Subtract(ranges) => {
            for &(lo, hi) in ranges {
                for s in lo as u64..=(hi as u64).min(h) {
                    if is(h - s)? {
                        return Ok(Some(Move {
                            take: s,
                            left: vec![h - s],
                        }));
                    }
                }
            }
        }
        Rules::Fibonacci => {
            for f in fibonacci_moves(usize::try_from(h).unwrap_or(usize::MAX)) {
                if is(h - f as u64)? {
                    return Ok(Some(Move {
                        take: f as u64,
                        left: vec![h - f as u64],
                    }));
                }
            }
        }
        Rules::Lasker => {
            // Removals reach the heaps below `h`; `G` maps `t - 1, t, t + 1` to `t` at most.
            let t = u64::from(target);
            for y in [t.saturating_sub(1), t, t + 1] {
                if y < h && lasker::sg(y) == t {
                    return Ok(Some(Move {
                        take: h - y,
                        left: vec![y],
                    }));
                }
            }
            for a in 1..=(h / 2).min(SPLIT_SEARCH) {
                if lasker::sg(a) ^ lasker::sg(h - a) == t {
                    return Ok(Some(Move {
                        take: 0,
                        left: vec![a, h - a],
                    }));
                }
            }
        }
        Rules::Octal(game) => {
            for (i, digit) in game.moves() {
                let i = i as u64;
                if i > h {
                    continue;
                }
                if digit & 1 != 0 && h == i && target == 0 {
                    return Ok(Some(Move {
                        take: i,
                        left: Vec::new(),
                    }));
                }
                if digit & 2 != 0 && h > i && is(h - i)? {
                    return Ok(Some(Move {
                        take: i,
                        left: vec![h - i],
                    }));
                }
                if digit & 4 != 0 && h >= i + 2 {
                    let m = h - i;
                    // With a period from n0, a split whose smaller part is past n0 + p has the
                    // same value as one with that part reduced by multiples of p: searching
                    // the computed range (at least 2·n0 + 2p) finds one if any exists.
                    let reach = table.values.len() as u64;
                    let parts = game.split_parts(usize::try_from(m).unwrap_or(usize::MAX));
                    for a in parts.map(|a| a as u64).take_while(|&a| a <= reach) {
                        if value(table, a)? ^ value(table, m - a)? == target {
                            return Ok(Some(Move {
                                take: i,
                                left: vec![a, m - a],
                            }));
                        }
                    }
                }
            }
        }
    }
    Ok(None)
}

/// The most splits tried on one heap of Lasker's Nim (the small ones come first and suffice).
const SPLIT_SEARCH: u64 = 1_000_000;

/// `take 2 from heap 3, leaving 4 and 6`, `split heap 1 into 3 and 4`, …
fn describe(m: &Move, heap: usize, h: u64) -> String {
    match (m.take, m.left.as_slice()) {
        (0, [a, b]) => format!("split heap {heap} ({h}) into {a} and {b}"),
        (t, []) => format!("take all {t} of heap {heap}, leaving nothing"),
        (t, [rest]) => format!("take {t} from heap {heap} ({h}), leaving {rest}"),
        (t, [a, b]) => format!("take {t} from heap {heap} ({h}), leaving {a} and {b}"),
        (t, _) => format!("take {t} from heap {heap} ({h})"),
    }
}

//! `--heaps H1 H2 …`: a position of several heaps of one game. Prints each heap's value, the
//! xor, who wins, and one winning move found by the game's own rules.
//!
//! The move comes from the Sprague–Grundy theorem: with xor `s != 0`, a heap whose value `v`
//! has the top bit of `s` has `v ^ s < v`, and since `v` is the mex of its options, some option
//! of that heap has value exactly `v ^ s`; moving there leaves xor 0. The search tries the
//! heap's real options (takes, and splits with both parts) until one has that value.

use crate::table::{Rules, Table};
use grundy::core::sum::HeapMove;
use grundy::games::lasker;
use grundy::games::subtraction::fibonacci_moves;
use std::fmt::Write as _;

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
    let top = 63 - sum.leading_zeros();
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
fn value(table: &Table, h: u64) -> Result<u64, String> {
    table.value(h).ok_or_else(|| {
        format!(
            "heap {h} is past the {} values computed and no period is certified, so its value \
             is unknown (raise --max)",
            table.stored_len()
        )
    })
}

/// A move of one heap: the tokens taken and the heaps left (none, one, or the parts of a
/// split).
pub struct Found {
    pub take: u64,
    pub left: Vec<u64>,
}

impl From<HeapMove> for Found {
    fn from(m: HeapMove) -> Found {
        let left = match m.left {
            [0, _] => Vec::new(),
            [a, 0] => vec![a],
            [a, b] => vec![a, b],
        };
        Found { take: m.take, left }
    }
}

/// An option of heap `h` with value `target`, by the game's rules (the library's move
/// finders, which the solvers' `--move` uses too).
fn find_move(table: &Table, h: u64, target: u64) -> Result<Option<Found>, String> {
    // Only Lasker's values and arithmetic periods' pass 32 bits; the other tables' are 32-bit.
    let small = u32::try_from(target).unwrap_or(u32::MAX);
    if let Rules::Heap(sg) = &table.rules {
        return Ok(sg.move_to(h, target).map(|m| Found {
            take: m.take,
            left: m.left,
        }));
    }
    Ok(match &table.rules {
        Rules::Heap(_) => None,
        Rules::Subtract(game) => game.take_to(h, small).map(|s| HeapMove::take(h, s)),
        Rules::Octal(sg) => sg.move_to(h, small),
        Rules::Lasker => lasker::move_to(h, target),
        Rules::Fibonacci => {
            let is = |x: u64| value(table, x).map(|v| v == target);
            let mut found = None;
            for f in fibonacci_moves(usize::try_from(h).unwrap_or(usize::MAX)) {
                if is(h - f as u64)? {
                    found = Some(HeapMove::take(h, f as u64));
                    break;
                }
            }
            found
        }
    }
    .map(Found::from))
}

/// `take 2 from heap 3 (12), leaving 4 and 6`, `split heap 1 (7) into 3 and 4`, …
fn describe(m: &Found, heap: usize, h: u64) -> String {
    let parts = |left: &[u64]| match left {
        [] => String::new(),
        [a] => a.to_string(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(u64::to_string).collect();
            format!("{} and {last}", init.join(", "))
        }
    };
    match (m.take, &m.left[..]) {
        (0, left) => format!("split heap {heap} ({h}) into {}", parts(left)),
        (t, []) if t == h => format!("take all {t} of heap {heap}, leaving nothing"),
        (t, [rest]) if t + rest == h => {
            format!("take {t} from heap {heap} ({h}), leaving {rest}")
        }
        (t, [rest]) => format!("heap {heap} ({h}) becomes {rest} (removing {t})"),
        (t, []) => format!("heap {heap} ({h}) becomes 0 (removing {t})"),
        (t, left) => format!("take {t} from heap {heap} ({h}), leaving {}", parts(left)),
    }
}

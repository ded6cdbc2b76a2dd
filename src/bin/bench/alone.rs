//! Library functions timed alone, on inputs made in memory first (no parsing, no output):
//! the partizan sums, the misère quotients, the nim product, the scoring memo.

use crate::rng::Rng;
use grundy::core::scoring::{IntervalTable, Moves, ScoreMemo};
use grundy::games::misere::{octal_options, HeapRules, Limits, MisereQuotient};

pub(crate) fn misere_case(code: &'static str, upto: Option<usize>) -> Timed {
    let rules = HeapRules::Octal(grundy::games::octal::OctalGame::parse(code).unwrap());
    let work = move || {
        let q = MisereQuotient::of_game(&rules, upto, Limits::DEFAULT);
        q.map_or(0, |q| q.order() as u64)
    };
    (Box::new(work), 1)
}

pub(crate) struct Alone {
    pub(crate) name: &'static str,
    pub(crate) about: &'static str,
    /// Makes the inputs and returns the work to time, which returns a checksum (so that it is
    /// not optimized away), and the number of items it does.
    pub(crate) prepare: fn(&mut Rng) -> Timed,
}

/// The work to time, returning a checksum, and how many items it does.
pub(crate) type Timed = (Box<dyn Fn() -> u64>, u64);

/// 2000 sums of three random Blue-Red Hackenbush stalks of 1 to 40 edges, as `(colours)`.
pub(crate) fn stalk_sums(r: &mut Rng) -> Vec<[Vec<bool>; 3]> {
    let mut stalk = || -> Vec<bool> { (0..r.between(1, 40)).map(|_| r.below(2) == 1).collect() };
    (0..2000).map(|_| [stalk(), stalk(), stalk()]).collect()
}

pub(crate) const ALONE: &[Alone] = &[
    Alone {
        name: "stalk_sums_numbers",
        about: "2000 sums of 3 Blue-Red stalks of 1 to 40 edges, added as numbers",
        prepare: |r| {
            let sums = stalk_sums(r);
            let work = move || {
                let mut positive = 0;
                for sum in &sums {
                    let mut x = grundy::core::dyadic::Dyadic::ZERO;
                    for stalk in sum {
                        let v = grundy::games::blue_red::value(stalk).unwrap();
                        x = x.checked_add(v).unwrap();
                    }
                    positive += u64::from(x > grundy::core::dyadic::Dyadic::ZERO);
                }
                positive
            };
            (Box::new(work), 2000)
        },
    },
    Alone {
        name: "stalk_sums_arena",
        about: "the same 2000 sums, each stalk built from its cuts in an arena and summed there",
        prepare: |r| {
            let sums = stalk_sums(r);
            let work = move || {
                use grundy::core::partizan::{Arena, OutcomeClass};
                let mut arena = Arena::new();
                let mut positive = 0;
                for sum in &sums {
                    let mut g = arena.zero();
                    for stalk in sum {
                        let s = grundy::games::blue_red::game_from_cuts(&mut arena, stalk);
                        g = arena.sum(g, s.unwrap()).unwrap();
                    }
                    positive += u64::from(arena.outcome(g) == OutcomeClass::L);
                }
                positive
            };
            (Box::new(work), 2000)
        },
    },
    Alone {
        name: "kayles_quotient",
        about: "the misere quotient of Kayles (0.77) to heap 200 heap by heap: order 40",
        prepare: |_| {
            let kayles = octal_options(
                &grundy::games::octal::OctalGame::parse("0.77").unwrap(),
                200,
            )
            .unwrap();
            let work = move || {
                let q = MisereQuotient::from_options(kayles.clone(), Limits::DEFAULT);
                q.map_or(0, |q| q.order() as u64)
            };
            (Box::new(work), 1)
        },
    },
    Alone {
        name: "misere_kayles",
        about: "misere Kayles until proved final (heap 167, 40 elements)",
        prepare: |_| misere_case("0.77", None),
    },
    Alone {
        name: "misere_dawson",
        about: "misere Dawson's Kayles (0.07) to heap 33: 638 elements",
        prepare: |_| misere_case("0.07", Some(33)),
    },
    Alone {
        name: "misere_015",
        about: "the misere quotient of 0.15 to heap 60: 42 elements",
        prepare: |_| misere_case("0.15", Some(60)),
    },
    Alone {
        name: "misere_nim",
        about: "misere Nim to heap 31: 34 elements",
        prepare: |_| {
            let nim = HeapRules::Subtraction((1..=31).collect());
            let work = move || {
                let q = MisereQuotient::of_game(&nim, Some(31), Limits::DEFAULT);
                q.map_or(0, |q| q.order() as u64)
            };
            (Box::new(work), 1)
        },
    },
    Alone {
        name: "nim_product_alone",
        about: "10^6 nim products of random 64-bit pairs, nothing else",
        prepare: |r| {
            let pairs: Vec<(u64, u64)> = (0..1_000_000)
                .map(|_| (r.next_u64(), r.next_u64()))
                .collect();
            grundy::core::nimber::product(1, 1); // the tables are built outside the timing
            let work = move || {
                pairs
                    .iter()
                    .fold(0, |acc, &(a, b)| acc ^ grundy::core::nimber::product(a, b))
            };
            (Box::new(work), 1_000_000)
        },
    },
    Alone {
        name: "nim_products_alone",
        about: "10^6 nim products of random 64-bit pairs by core::nimber::products, nothing else",
        prepare: |r| {
            let a: Vec<u64> = (0..1_000_000).map(|_| r.next_u64()).collect();
            let b: Vec<u64> = (0..1_000_000).map(|_| r.next_u64()).collect();
            // The tables are built, and the answers' array made (its pages touched), outside
            // the timing.
            grundy::core::nimber::product(1, 1);
            let out = std::cell::RefCell::new(vec![1; a.len()]);
            let work = move || {
                let mut out = out.borrow_mut();
                grundy::core::nimber::products(&a, &b, &mut out);
                out.iter().fold(0, |acc, &p| acc ^ p)
            };
            (Box::new(work), 1_000_000)
        },
    },
    Alone {
        name: "range_scores_box",
        about: "two-ended take of 1 or 2 from a row of 3000 (EDPC L's bound): ScoreMemo in a box",
        prepare: |r| {
            let a = row(r);
            let work = move || {
                let n = a.len();
                let rule = |&(i, j): &(usize, usize), moves: &mut Moves<(usize, usize)>| {
                    two_ended(&a, i, j, |gain, next| moves.push(gain, next));
                };
                let mut memo = ScoreMemo::in_box(rule, (n + 1, n + 1)).unwrap();
                memo.value(&(0, n)).unwrap() as u64
            };
            (Box::new(work), intervals(ROW))
        },
    },
    Alone {
        name: "range_scores_intervals",
        about: "the same game, core::scoring::IntervalTable (filled by increasing length)",
        prepare: |r| {
            let a = row(r);
            let work = move || {
                let rule = |&(i, j): &(usize, usize), moves: &mut Moves<(usize, usize)>| {
                    two_ended(&a, i, j, |gain, next| moves.push(gain, next));
                };
                let table = IntervalTable::new(a.len(), rule).unwrap();
                table.value(0, a.len()) as u64
            };
            (Box::new(work), intervals(ROW))
        },
    },
    Alone {
        name: "range_scores_map",
        about: "the same game, ScoreMemo with every interval in its hash map",
        prepare: |r| {
            let a = row(r);
            let work = move || {
                let rule = |&(i, j): &(usize, usize), moves: &mut Moves<(usize, usize)>| {
                    two_ended(&a, i, j, |gain, next| moves.push(gain, next));
                };
                ScoreMemo::new(rule).value(&(0, a.len())).unwrap() as u64
            };
            (Box::new(work), intervals(ROW))
        },
    },
    Alone {
        name: "range_scores_table",
        about: "the same game, a plain interval table filled by increasing length",
        prepare: |r| {
            let a = row(r);
            let work = move || {
                let n = a.len();
                // value[i * (n + 1) + j] of the interval a[i..j].
                let mut value = vec![0i64; (n + 1) * (n + 1)];
                for len in 1..=n {
                    for i in 0..=n - len {
                        let j = i + len;
                        let mut best = i64::MIN;
                        two_ended(&a, i, j, |gain, (x, y)| {
                            best = best.max(gain - value[x * (n + 1) + y]);
                        });
                        value[i * (n + 1) + j] = best;
                    }
                }
                value[n] as u64
            };
            (Box::new(work), intervals(ROW))
        },
    },
];

/// The row of the range games: EDPC L's bound.
const ROW: usize = 3000;

/// `ROW` random numbers up to 10^9.
fn row(r: &mut Rng) -> Vec<i64> {
    (0..ROW)
        .map(|_| r.between(1, 1_000_000_000) as i64)
        .collect()
}

/// The intervals `a[i..j]` of a row of `n`, the empty ones included.
fn intervals(n: usize) -> u64 {
    ((n + 1) * (n + 2) / 2) as u64
}

/// The moves of the two-ended game from `a[i..j]`: one or two numbers from either end, each
/// with its gain and the interval it leaves.
#[inline]
fn two_ended(a: &[i64], i: usize, j: usize, mut each: impl FnMut(i64, (usize, usize))) {
    if i < j {
        each(a[i], (i + 1, j));
        each(a[j - 1], (i, j - 1));
    }
    if i + 1 < j {
        each(a[i] + a[i + 1], (i + 2, j));
        each(a[j - 2] + a[j - 1], (i, j - 2));
    }
}

//! The misère quotient extended heap by heap (`MisereQuotient::new`, `of_game`) against the
//! first method (a rules-only search of sums, `from_rules`) and against published facts:
//! Plambeck and Siegel's tables and Siegel's MisereSolver.

use crate::common;

use common::rng::Rng;
use grundy::games::misere::{
    octal_options, sg_values, HeapRules, Limits, MisereQuotient, Presentation,
};
use grundy::games::octal::OctalGame;

fn octal(code: &str) -> HeapRules {
    HeapRules::Octal(OctalGame::parse(code).unwrap())
}

fn limits() -> Limits {
    Limits {
        order: 100_000,
        work: 2_000_000_000,
        ..Limits::DEFAULT
    }
}

/// The same quotient up to renaming: orders, P-portions, the heaps' partition by element, and
/// the outcome of every sum of up to three heaps.
fn same(a: &MisereQuotient, b: &MisereQuotient, n: usize, code: &str) {
    assert_eq!(a.order(), b.order(), "{code} to {n}: orders");
    let count_p = |q: &MisereQuotient| (0..q.order() as u32).filter(|&x| q.is_p(x)).count();
    assert_eq!(count_p(a), count_p(b), "{code} to {n}: P-portions");
    for g in 0..=n {
        for h in 0..=n {
            assert_eq!(
                a.element(g) == a.element(h),
                b.element(g) == b.element(h),
                "{code}: heaps {g} and {h}"
            );
            for k in 0..=n {
                assert_eq!(
                    a.first_player_wins(&[g, h, k]),
                    b.first_player_wins(&[g, h, k])
                );
            }
        }
    }
}

#[test]
fn the_extension_agrees_with_the_rules_search() {
    // Every code of one and two digits, and the three-digit ones of the issue, to heap 9.
    let mut codes: Vec<String> = Vec::new();
    for a in 0..8 {
        for b in 0..8 {
            if a + b > 0 && b > 0 {
                codes.push(format!("0.{a}{b}"));
            } else if a > 0 && b == 0 {
                codes.push(format!("0.{a}"));
            }
        }
    }
    codes.extend(["0.137", "0.123", "0.312", "0.353", "4.7", "0.156"].map(String::from));
    for code in &codes {
        let game = OctalGame::parse(code).unwrap();
        let n = 9;
        let options = octal_options(&game, n).unwrap();
        let new = MisereQuotient::from_options(options.clone(), limits()).unwrap();
        let old = MisereQuotient::from_rules(options, Limits::DEFAULT).unwrap();
        same(&new, &old, n, code);
    }
}

#[test]
fn kayles_is_final_at_heap_167_with_40_elements() {
    // New elements at heaps 25 and 27 only (24, 32, 40), then nothing new.
    for (upto, order) in [(24, 24), (25, 32), (26, 32), (27, 40), (100, 40)] {
        let q = MisereQuotient::of_game(&octal("0.77"), Some(upto), limits()).unwrap();
        assert_eq!((q.order(), q.largest()), (order, upto), "to heap {upto}");
        assert!(q.period().is_none());
    }
    let q = MisereQuotient::of_game(&octal("0.77"), None, Limits::DEFAULT).unwrap();
    let period = q.period().unwrap();
    assert_eq!(
        (period.preperiod, period.period, period.proved_at),
        (71, 12, 167)
    );
    assert_eq!(q.order(), 40);
    assert_eq!((0..40).filter(|&x| q.is_p(x)).count(), 9);
}

#[test]
fn dawsons_kayles_has_638_elements_at_heap_33() {
    let q = MisereQuotient::of_game(&octal("0.07"), Some(33), limits()).unwrap();
    assert_eq!(q.order(), 638);
    assert_eq!((0..638).filter(|&x| q.is_p(x)).count(), 109);
}

#[test]
fn misere_nim_to_heap_31_has_34_elements() {
    let nim = HeapRules::Subtraction((1..=31).collect());
    let q = MisereQuotient::of_game(&nim, Some(31), limits()).unwrap();
    assert_eq!(q.order(), 34);
    // Tame: misère Nim on the heaps' values (the heaps themselves).
    let values: Vec<u32> = (0..=31).collect();
    assert!(q.is_tame(&values).unwrap());
}

/// Every quaternary code of up to three digits is proved final; exactly .31 and seven
/// three-digit codes are wild; every order is even; with |P| = 2 the order is 2^n + 2 or
/// 2^n + 4 (Plambeck and Siegel's tables).
#[test]
fn the_quaternary_games() {
    let mut wild = Vec::new();
    for code in 1..64u32 {
        let digits = [code / 16, code / 4 % 4, code % 4];
        let text: String = digits.iter().map(|d| char::from(b'0' + *d as u8)).collect();
        let text = format!("0.{}", text.trim_end_matches('0'));
        let Ok(game) = OctalGame::parse(&text) else {
            continue;
        };
        let q = MisereQuotient::of_game(&HeapRules::Octal(game.clone()), None, limits()).unwrap();
        let period = q.period().unwrap_or_else(|| panic!("{text} not final"));
        assert!(q.order() % 2 == 0, "{text}: order {}", q.order());
        let options = octal_options(&game, q.largest()).unwrap();
        if !q.is_tame(&sg_values(&options)).unwrap() {
            wild.push(text.clone());
        }
        let p = (0..q.order() as u32).filter(|&x| q.is_p(x)).count();
        if p == 2 {
            let o = q.order();
            let power = |x: usize| x.is_power_of_two();
            assert!(
                o == 1 || o == 2 || o >= 3 && power(o - 2) || o >= 5 && power(o - 4),
                "{text}: order {o} with |P| = 2"
            );
        }
        assert!(period.proved_at <= 200, "{text}");
    }
    wild.sort();
    let expected = [
        "0.121", "0.123", "0.131", "0.201", "0.211", "0.31", "0.312", "0.331",
    ];
    assert_eq!(wild, expected);
}

/// .312: every heap but 4 is an adder, period 2, and A + A = 0 for A the heap of 4.
#[test]
fn the_game_312() {
    let q = MisereQuotient::of_game(&octal("0.312"), None, limits()).unwrap();
    assert_eq!(q.period().unwrap().period, 2);
    let a = q.element(4).unwrap();
    assert_eq!(q.times(a, a), 0);
    assert!((0..200)
        .filter(|&h| h != 4)
        .all(|h| q.element(h) != Some(a)));
}

/// 0.3122 grows without end from heap 7 (its quotient with heap 7 is infinite): the
/// quotient stops at heap 6, partial, and says why.
#[test]
fn the_game_3122_stops_before_heap_7() {
    let small = Limits {
        work: 100_000_000,
        ..limits()
    };
    let q = MisereQuotient::of_game(&octal("0.3122"), Some(12), small).unwrap();
    assert_eq!((q.largest(), q.order()), (6, 52));
    assert!(q.period().is_none() && q.stopped().is_some());
}

/// The presentations of the final quotients print (the command in docs/library.md).
#[test]
fn final_presentations() {
    let q = MisereQuotient::of_game(&octal("0.75"), None, limits()).unwrap();
    let p = q.presentation().unwrap();
    let words: Vec<String> = p.relations.iter().map(|(l, r)| p.relation(l, r)).collect();
    assert_eq!(q.order(), 8);
    assert_eq!(Presentation::name(0), "a");
    assert!(!words.is_empty());
}

/// 10^5 misère Kayles positions with heaps up to 10^18: each answer equals the one from the
/// heaps brought into the computed range by the period, and small ones equal the quotient
/// computed directly; every winning move leaves a P-position.
#[test]
fn kayles_positions_with_huge_heaps() {
    let q = MisereQuotient::of_game(&octal("0.77"), None, Limits::DEFAULT).unwrap();
    let period = q.period().unwrap();
    let small = MisereQuotient::from_options(
        octal_options(&OctalGame::parse("0.77").unwrap(), 300).unwrap(),
        limits(),
    )
    .unwrap();
    let reduce = |h: u64| -> usize {
        let (n0, p) = (period.preperiod as u64, period.period as u64);
        if h < n0 {
            h as usize
        } else {
            (n0 + (h - n0) % p) as usize
        }
    };
    let mut rng = Rng::new(52);
    for case in 0..100_000 {
        let k = 1 + rng.below(4) as usize;
        let heaps: Vec<usize> = (0..k)
            .map(|_| match rng.below(3) {
                0 => rng.below(300) as usize,
                1 => rng.below(1_000_000_000_000_000_000) as usize + 1,
                _ => 1_000_000_000_000_000_000 - rng.below(100) as usize,
            })
            .collect();
        let reduced: Vec<usize> = heaps.iter().map(|&h| reduce(h as u64)).collect();
        let wins = q.first_player_wins(&heaps).unwrap();
        assert_eq!(Some(wins), q.first_player_wins(&reduced), "{heaps:?}");
        if heaps.iter().all(|&h| h <= 300) {
            assert_eq!(Some(wins), small.first_player_wins(&heaps), "{heaps:?}");
        }
        if case % 100 == 0 && wins {
            let (i, left) = q.winning_move(&heaps).unwrap().expect("a winning move");
            let mut after = heaps.clone();
            after.remove(i);
            let taken = heaps[i] - left.iter().sum::<usize>();
            assert!((1..=2).contains(&taken), "{heaps:?} -> {left:?}");
            assert!(left.iter().all(|&h| h > 0) && left.len() <= 2);
            after.extend(left);
            assert_eq!(q.first_player_wins(&after), Some(false), "{heaps:?}");
        }
    }
}

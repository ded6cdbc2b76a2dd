//! `core::guess` as a contestant uses it: the first few hundred values of a game (or a grid of a
//! few dozen rows) computed from its rules, handed to `guess`, and every answer of the pattern
//! found compared with the values the rules give far past the table. Games whose patterns are
//! known must be found; games with no known pattern, and noise, may go unfound; no answer may
//! ever be wrong.

use crate::common::rng::Rng;
use grundy::core::guess::{guess, guess_grid, Answer, Guess};
use grundy::core::mex::Mex;
use grundy::core::sg_table::table;

/// The values `G(0..len)` of a heap game from its rule (as `sg_table::table`).
fn heap(len: usize, rule: impl FnMut(usize, &[u32], &mut Mex)) -> Vec<u64> {
    table(len, rule).into_iter().map(u64::from).collect()
}

/// A sequence case: the values the rules give, how many are handed over, and whether a
/// pattern must be found.
struct Case {
    name: String,
    truth: Vec<u64>,
    given: usize,
    known: bool,
}

fn case(name: &str, truth: Vec<u64>, given: usize, known: bool) -> Case {
    Case {
        name: name.to_string(),
        truth,
        given,
        known,
    }
}

/// Does `answer` say what `value` is?
fn agrees(answer: Answer, value: u64) -> bool {
    match answer {
        Answer::Value(v) => v == value,
        Answer::P => value == 0,
        Answer::N => value != 0,
    }
}

/// Every answer of `found` past the given terms, against the truth.
fn check_sequence(name: &str, found: &Guess, truth: &[u64], given: usize) {
    for (n, &v) in truth.iter().enumerate().skip(given) {
        let answer = found.at(n as u64).unwrap();
        assert!(
            agrees(answer, v),
            "{name}: at n = {n} the pattern says {answer}, the rules {v}\n{}",
            found.report()
        );
    }
}

fn subtraction(moves: &[usize], len: usize) -> Vec<u64> {
    heap(len, |x, g, o| {
        for &s in moves {
            if s <= x {
                o.insert(g[x - s]);
            }
        }
    })
}

/// A take-and-break game: removing `i` (1-based digit) may leave what its digit allows.
fn octal(digits: &[u8], len: usize) -> Vec<u64> {
    heap(len, |x, g, o| {
        for (i, &d) in digits.iter().enumerate() {
            let i = i + 1;
            if d & 1 != 0 && x == i {
                o.insert(0);
            }
            if d & 2 != 0 && x > i {
                o.insert(g[x - i]);
            }
            if d & 4 != 0 && x >= i + 2 {
                let m = x - i;
                for a in 1..=m / 2 {
                    o.insert(g[a] ^ g[m - a]);
                }
            }
        }
    })
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn sequences() -> Vec<Case> {
    let mut cases = Vec::new();
    for moves in [
        &[1, 2][..],
        &[1, 2, 3],
        &[2, 3],
        &[1, 3, 4],
        &[2, 5],
        &[3, 5, 7],
        &[1, 4, 5],
        &[2, 3, 7],
        &[1, 5, 6, 9],
        &[4, 7, 9],
    ] {
        cases.push(case(
            &format!("subtract {moves:?}"),
            subtraction(moves, 3000),
            300,
            true,
        ));
    }
    let mut rng = Rng::new(56);
    for _ in 0..10 {
        let mut moves: Vec<usize> = (1..=10).filter(|_| rng.below(3) == 0).collect();
        if moves.is_empty() {
            moves.push(1 + rng.below(10) as usize);
        }
        cases.push(case(
            &format!("subtract {moves:?}"),
            subtraction(&moves, 3000),
            300,
            true,
        ));
    }
    // Octal games with known periods short enough for 300 values; 0.6 and 0.16 have none in
    // reach.
    for (code, digits, known) in [
        ("0.77", &[7u8, 7][..], true),
        ("0.07", &[0, 7], true),
        ("0.137", &[1, 3, 7], true),
        ("0.51", &[5, 1], true),
        ("0.53", &[5, 3], true),
        ("0.6", &[6], false),
        ("0.16", &[1, 6], false),
    ] {
        cases.push(case(
            &format!("octal {code}"),
            octal(digits, 1500),
            300,
            known,
        ));
    }
    // Lasker's Nim, and HDU 5795: take any, or split into three.
    let lasker = heap(1500, |x, g, o| {
        (0..x).for_each(|y| o.insert(g[y]));
        (1..x).for_each(|a| o.insert(g[a] ^ g[x - a]));
    });
    cases.push(case("lasker", lasker, 200, true));
    let split3: Vec<u64> = (0..3000u64)
        .map(|n| match n % 8 {
            7 => n + 1,
            0 if n > 0 => n - 1,
            _ => n,
        })
        .collect();
    let brute3 = heap(120, |x, g, o| {
        (0..x).for_each(|y| o.insert(g[y]));
        for a in 1..x {
            for b in a..x {
                if a + b < x && b <= x - a - b {
                    o.insert(g[a] ^ g[b] ^ g[x - a - b]);
                }
            }
        }
    });
    assert_eq!(brute3[..], split3[..120], "HDU 5795's closed form");
    cases.push(case("take any or split in three", split3, 120, true));
    // Take at most floor(n / k) (ARC091 F).
    for k in 2..=5usize {
        let t = heap(4000, |x, g, o| (1..=x / k).for_each(|s| o.insert(g[x - s])));
        cases.push(case(&format!("take at most n/{k}"), t, 300, true));
    }
    // Subtract a proper divisor: trailing zeros. Take a power of two: n mod 3.
    let divisor = heap(3000, |x, g, o| {
        (1..x)
            .filter(|d| x % d == 0)
            .for_each(|d| o.insert(g[x - d]))
    });
    cases.push(case("subtract a proper divisor", divisor, 300, true));
    let powers = heap(3000, |x, g, o| {
        let mut p = 1;
        while p <= x {
            o.insert(g[x - p]);
            p *= 2;
        }
    });
    cases.push(case("take a power of two", powers, 300, true));
    // CF 2004E: take y coprime to x. Only the P-positions (even heaps) have a pattern.
    let coprime = heap(2000, |x, g, o| {
        (1..=x)
            .filter(|&y| gcd(x, y) == 1)
            .for_each(|y| o.insert(g[x - y]))
    });
    cases.push(case("take a coprime number", coprime, 300, true));
    // Ruler (turn a run of coins ending anywhere): the lowest set bit; Mock Turtles: the odious
    // numbers.
    let ruler: Vec<u64> = (0..5000u64).map(|n| n & n.wrapping_neg()).collect();
    cases.push(case("ruler", ruler, 300, true));
    let turtles: Vec<u64> = (0..5000u64)
        .map(|n| 2 * n + u64::from(n.count_ones() % 2 == 0))
        .collect();
    cases.push(case("mock turtles", turtles, 300, true));
    // Fibonacci Nim, first move: the losing heaps are the Fibonacci numbers.
    let mut fib = vec![1u64, 2];
    while *fib.last().unwrap() < 100_000 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let fib_nim: Vec<u64> = (0..100_000u64)
        .map(|n| u64::from(n > 0 && !fib.contains(&n)))
        .collect();
    cases.push(case("fibonacci nim", fib_nim, 400, true));
    // P-positions floor(k·φ) (the first pile of Wythoff's pairs); values constant on runs
    // whose ends triple, cycling 0, 1, 2 (the multiplication game's shape).
    let phi = |k: u64| grundy::core::arith::floor_phi(k);
    let mut beatty = vec![1u64; 20_000];
    (0..)
        .map(phi)
        .take_while(|&z| z < 20_000)
        .for_each(|z| beatty[z as usize] = 0);
    let beatty: Vec<u64> = beatty
        .iter()
        .enumerate()
        .map(|(n, &v)| v * (1 + n as u64 % 4))
        .collect();
    cases.push(case("P-positions floor(k·φ)", beatty, 300, true));
    let mut ends = vec![0u64, 1];
    while *ends.last().unwrap() < 100_000 {
        ends.push(3 * ends[ends.len() - 1] + 1);
    }
    let runs: Vec<u64> = (0..100_000u64)
        .map(|n| (ends.iter().rposition(|&e| e <= n).unwrap() % 3) as u64)
        .collect();
    cases.push(case("runs whose ends triple", runs, 1200, true));
    // No known pattern: subtract a square, a prime, a Fibonacci number; Grundy's game.
    let squares = heap(3000, |x, g, o| {
        (1..)
            .map(|s| s * s)
            .take_while(|&s| s <= x)
            .for_each(|s| o.insert(g[x - s]))
    });
    cases.push(case("subtract a square", squares, 300, false));
    let primes: Vec<usize> = (2..3000)
        .filter(|&p| (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0))
        .collect();
    let prime_game = heap(3000, |x, g, o| {
        primes
            .iter()
            .take_while(|&&p| p <= x)
            .for_each(|&p| o.insert(g[x - p]))
    });
    cases.push(case("subtract a prime", prime_game, 300, false));
    let fibs: Vec<usize> = fib.iter().map(|&f| f as usize).collect();
    let fib_game = heap(3000, |x, g, o| {
        fibs.iter()
            .take_while(|&&f| f <= x)
            .for_each(|&f| o.insert(g[x - f]))
    });
    cases.push(case("subtract a fibonacci number", fib_game, 300, false));
    let grundys = heap(1500, |x, g, o| {
        (1..x)
            .filter(|&a| 2 * a < x)
            .for_each(|a| o.insert(g[a] ^ g[x - a]))
    });
    cases.push(case("grundy's game", grundys, 300, false));
    // Noise.
    for (i, alphabet) in [2u64, 3, 5, 50, 1000].into_iter().enumerate() {
        let mut rng = Rng::new(1000 + i as u64);
        let noise: Vec<u64> = (0..2000).map(|_| rng.below(alphabet)).collect();
        cases.push(case(
            &format!("noise of {alphabet} values"),
            noise,
            300,
            false,
        ));
    }
    cases
}

#[test]
fn known_patterns_are_found_and_no_answer_is_wrong() {
    let mut missed = Vec::new();
    for c in sequences() {
        match guess(&c.truth[..c.given]) {
            Ok(found) => check_sequence(&c.name, &found, &c.truth, c.given),
            Err(e) if c.known => missed.push(format!("{}: {e}", c.name)),
            Err(_) => {}
        }
    }
    assert!(missed.is_empty(), "not found:\n{}", missed.join("\n"));
}

#[test]
fn closed_forms_far_past_the_table() {
    // HDU 5795 and Lasker's Nim to 10^18, the proper-divisor game by trailing zeros.
    let lasker = heap(200, |x, g, o| {
        (0..x).for_each(|y| o.insert(g[y]));
        (1..x).for_each(|a| o.insert(g[a] ^ g[x - a]));
    });
    let found = guess(&lasker).unwrap();
    for n in (1_000_000_000_000_000_000u64..).take(8) {
        let want = match n % 4 {
            3 => n + 1,
            0 => n - 1,
            _ => n,
        };
        assert_eq!(found.at(n), Ok(Answer::Value(want)));
    }
    // Take at most half: G(2k) = k, G(2k + 1) = G(k).
    let half = heap(300, |x, g, o| (1..=x / 2).for_each(|s| o.insert(g[x - s])));
    let found = guess(&half).unwrap();
    let closed = |mut n: u64| {
        while n % 2 == 1 {
            n /= 2;
        }
        n / 2
    };
    for n in [
        1u64 << 59,
        (1 << 59) + 1,
        999_999_999_999_999_999,
        123_456_789_012_345,
    ] {
        assert_eq!(found.at(n), Ok(Answer::Value(closed(n))), "{n}");
    }
}

/// A grid case: the values the rules give on `size × size`, the first `given` rows and
/// columns handed over.
fn check_grid(name: &str, truth: &[u64], size: usize, given: usize, known: bool) -> bool {
    let mut handed = Vec::new();
    for a in 0..given {
        handed.extend_from_slice(&truth[a * size..a * size + given]);
    }
    let found = match guess_grid(&handed, given, given) {
        Ok(found) => found,
        Err(e) => {
            assert!(!known, "{name}: {e}");
            return false;
        }
    };
    for a in 0..size {
        for b in 0..size {
            let v = truth[a * size + b];
            let answer = found.at_cell(a as u64, b as u64).unwrap();
            assert!(
                agrees(answer, v),
                "{name}: at ({a}, {b}) the pattern says {answer}, the rules {v}\n{}",
                found.report()
            );
        }
    }
    true
}

/// The values of a two-pile game on `size × size` from its moves, each of which lowers
/// `a + b` (so the cells are filled by growing `a + b`).
fn pair_game(size: usize, moves: impl Fn(usize, usize, &mut Vec<(usize, usize)>)) -> Vec<u64> {
    let mut g = vec![0u64; size * size];
    let mut options = Vec::new();
    let mut mex = Mex::new();
    for sum in 0..2 * size - 1 {
        for a in sum.saturating_sub(size - 1)..=sum.min(size - 1) {
            let b = sum - a;
            options.clear();
            moves(a, b, &mut options);
            for &(x, y) in &options {
                assert!(x + y < sum, "a move that does not lower a + b");
                mex.insert(g[x * size + y] as u32);
            }
            g[a * size + b] = u64::from(mex.take());
        }
    }
    g
}

#[test]
fn grids_are_found_and_no_answer_is_wrong() {
    let size = 120;
    // Nim on two piles.
    let nim = pair_game(size, |a, b, o| {
        (0..a).for_each(|x| o.push((x, b)));
        (0..b).for_each(|y| o.push((a, y)));
    });
    assert!(check_grid("nim", &nim, size, 30, true));
    // Wythoff, and the 2-Wythoff game (amounts from both piles differing by less than 2).
    let wythoff = pair_game(size, |a, b, o| {
        (0..a).for_each(|x| o.push((x, b)));
        (0..b).for_each(|y| o.push((a, y)));
        (1..=a.min(b)).for_each(|t| o.push((a - t, b - t)));
    });
    assert!(check_grid("wythoff", &wythoff, size, 30, true));
    let wythoff2 = pair_game(size, |a, b, o| {
        (0..a).for_each(|x| o.push((x, b)));
        (0..b).for_each(|y| o.push((a, y)));
        for s in 1..=a {
            for t in 1..=b {
                if s.abs_diff(t) < 2 {
                    o.push((a - s, b - t));
                }
            }
        }
    });
    assert!(check_grid("2-wythoff", &wythoff2, size, 30, true));
    // A sum of two subtraction games.
    let sum = pair_game(size, |a, b, o| {
        [1, 3, 4]
            .iter()
            .filter(|&&s| s <= a)
            .for_each(|&s| o.push((a - s, b)));
        [2, 3]
            .iter()
            .filter(|&&s| s <= b)
            .for_each(|&s| o.push((a, b - s)));
    });
    assert!(check_grid("{1,3,4} + {2,3}", &sum, size, 30, true));
    // E&D (piles from 1: row a is the pile a + 1): remove one pile, split the other in two.
    let ed = pair_game(size, |a, b, o| {
        let (x, y) = (a + 1, b + 1);
        for pile in [x, y] {
            for p in 1..pile {
                o.push((p - 1, pile - p - 1));
            }
        }
    });
    assert!(check_grid("E&D", &ed, size, 30, true));
    // Take 1 or 2 from one pile, or 1 from both: periodic in both.
    let small = pair_game(size, |a, b, o| {
        (1..=2).filter(|&s| s <= a).for_each(|s| o.push((a - s, b)));
        (1..=2).filter(|&s| s <= b).for_each(|s| o.push((a, b - s)));
        if a > 0 && b > 0 {
            o.push((a - 1, b - 1));
        }
    });
    assert!(check_grid("take 1-2 or both 1", &small, size, 30, true));
    // Euclid's game (no line or period: the P-positions are a region).
    let euclid = pair_game(size, |a, b, o| {
        let (x, y) = (a + 1, b + 1);
        let (lo, hi) = (x.min(y), x.max(y));
        let mut k = 1;
        while k * lo < hi {
            let rest = hi - k * lo;
            if x < y {
                o.push((a, rest - 1));
            } else {
                o.push((rest - 1, b));
            }
            k += 1;
        }
    });
    check_grid("euclid", &euclid, size, 30, false);
    // Noise.
    let mut rng = Rng::new(77);
    let noise: Vec<u64> = (0..size * size).map(|_| rng.below(4)).collect();
    assert!(!check_grid("noise", &noise, size, 30, false));
}

/// The patterns found in the sequence and grid cases, with the points their code is asked
/// at: in the table, just past it, and far (where the value fits in 64 bits).
fn found_patterns() -> Vec<(String, Guess, Vec<[u64; 2]>)> {
    let mut found = Vec::new();
    for c in sequences() {
        if let Ok(g) = guess(&c.truth[..c.given]) {
            let near = (0..12u64).chain(c.given as u64 - 5..c.given as u64 + 60);
            let far = [
                1_000_003u64,
                999_999_999_989,
                1 << 50,
                (1 << 50) + 7,
                1_000_000_000_000_000_000,
            ];
            let points = near
                .chain(far)
                .filter(|&n| g.at(n).is_ok())
                .map(|n| [n, 0])
                .collect();
            found.push((c.name, g, points));
        }
    }
    // Take 1, 2 or a proper divisor: self-similar, each step down adding 1 (its Rust code
    // once lacked the loop's head).
    let divisor = heap(600, |x, g, o| {
        for s in (1..=x).filter(|&s| s <= 2 || (s < x && x % s == 0)) {
            o.insert(g[x - s]);
        }
    });
    let g = guess(&divisor).unwrap();
    assert!(
        g.report().starts_with("pattern: self-similar"),
        "{}",
        g.report()
    );
    let points = (0..40u64)
        .chain([599, 600, 1_000_003, 1 << 50, 999_999_999_999_999_999])
        .filter(|&n| g.at(n).is_ok())
        .map(|n| [n, 0])
        .collect();
    found.push(("take 1, 2 or a proper divisor".to_string(), g, points));
    let nim: Vec<u64> = (0..900u64).map(|i| (i / 30) ^ (i % 30)).collect();
    let ed: Vec<u64> = (0..900u64)
        .map(|i| u64::from(((i / 30) | (i % 30)).trailing_ones()))
        .collect();
    let parity: Vec<u64> = (0..900u64)
        .map(|i| u64::from((i / 30) % 2 == 1 || (i % 30) % 3 != 0) * (1 + i % 7))
        .collect();
    let periodic: Vec<u64> = (0..900u64)
        .map(|i| ((i / 30) % 3) * 4 + (i % 30) % 4)
        .collect();
    let phi = |k: u64| grundy::core::arith::floor_phi(k);
    let wythoff: Vec<u64> = (0..900u64)
        .map(|i| {
            let (a, b) = (i / 30, i % 30);
            let (x, y) = (a.min(b), a.max(b));
            u64::from(phi(y - x) != x) * (1 + (a + b) % 3)
        })
        .collect();
    // (a * b) mod 5: its product passes 64 bits at a = b = 2^33, where the value is 4.
    let product: Vec<u64> = (0..900u64).map(|i| (i / 30) * (i % 30) % 5).collect();
    for (name, values) in [
        ("product mod 5", product),
        ("nim", nim),
        ("E&D", ed),
        ("parity", parity),
        ("periodic", periodic),
        ("wythoff", wythoff),
    ] {
        let g = guess_grid(&values, 30, 30).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut points = Vec::new();
        for a in [
            0u64,
            3,
            29,
            30,
            31,
            77,
            1 << 33,
            1 << 40,
            999_999_999_999_999_999,
        ] {
            for b in [0u64, 5, 29, 30, 64, 1_000_000_007, 1 << 33, 1 << 59] {
                if g.at_cell(a, b).is_ok() {
                    points.push([a, b]);
                }
            }
        }
        found.push((name.to_string(), g, points));
    }
    found
}

/// What the library says at each point, as the programs print it.
fn expected(found: &[(String, Guess, Vec<[u64; 2]>)]) -> String {
    let mut out = String::new();
    for (i, (_, g, points)) in found.iter().enumerate() {
        for p in points {
            let answer = if g.is_grid() {
                g.at_cell(p[0], p[1])
            } else {
                g.at(p[0])
            };
            out.push_str(&format!("{i} {} {} {}\n", p[0], p[1], answer.unwrap()));
        }
    }
    out
}

#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_guessed_code_compiles_and_agrees() {
    use grundy::core::guess::Language;
    use std::fmt::Write as _;
    let found = found_patterns();
    let want = expected(&found);
    let dir = std::env::temp_dir().join(format!("grundy-guess-code-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Rust: each pattern in a module of its own, with a function that prints its answer.
    let mut rust = String::new();
    let mut calls = String::new();
    for (i, (name, g, points)) in found.iter().enumerate() {
        let function = if g.outcomes_only() { "is_p" } else { "sg" };
        let (args, call) = if g.is_grid() {
            ("a: u64, b: u64", format!("{function}(a, b)"))
        } else {
            ("a: u64, _b: u64", format!("{function}(a)"))
        };
        let shown = if g.outcomes_only() {
            format!("if {call} {{ \"P\".to_string() }} else {{ \"N\".to_string() }}")
        } else {
            format!("{call}.to_string()")
        };
        let _ = writeln!(
            rust,
            "// {name}\nmod p{i} {{\n{}\npub fn call({args}) -> String {{\n    {shown}\n}}\n}}",
            g.code(Language::Rust)
        );
        for p in points {
            let _ = writeln!(
                calls,
                "    println!(\"{i} {} {} {{}}\", p{i}::call({}, {}));",
                p[0], p[1], p[0], p[1]
            );
        }
    }
    let rust = format!("{rust}\nfn main() {{\n{calls}}}\n");
    let file = dir.join("patterns.rs");
    std::fs::write(&file, rust).unwrap();
    let exe = crate::common::compile_both(&dir, "patterns", &file);
    let out = std::process::Command::new(&exe).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), want, "the Rust code");
    // C++: each pattern in a namespace.
    let mut cpp = String::from("#include <cstdio>\n#include <vector>\n#include <algorithm>\n");
    let mut calls = String::new();
    for (i, (name, g, points)) in found.iter().enumerate() {
        let code = g
            .code(Language::Cpp)
            .replace("#include <vector>\n", "")
            .replace("#include <cmath>\n", "");
        let function = if g.outcomes_only() { "is_p" } else { "sg" };
        let _ = writeln!(
            cpp,
            "#include <cmath>\n// {name}\nnamespace p{i} {{\n{code}}}"
        );
        for p in points {
            let call = if g.is_grid() {
                format!("p{i}::{function}({}ULL, {}ULL)", p[0], p[1])
            } else {
                format!("p{i}::{function}({}ULL)", p[0])
            };
            if g.outcomes_only() {
                let _ = writeln!(
                    calls,
                    "    std::printf(\"{i} {} {} %s\\n\", {call} ? \"P\" : \"N\");",
                    p[0], p[1]
                );
            } else {
                let _ = writeln!(
                    calls,
                    "    std::printf(\"{i} {} {} %llu\\n\", (unsigned long long){call});",
                    p[0], p[1]
                );
            }
        }
    }
    let cpp = format!("{cpp}\nint main() {{\n{calls}    return 0;\n}}\n");
    let file = dir.join("patterns.cpp");
    std::fs::write(&file, cpp).unwrap();
    let exe = dir.join("patterns-cpp");
    let built = std::process::Command::new("g++")
        .args(["-O2", "-Wall", "-Werror", "-o"])
        .arg(&exe)
        .arg(&file)
        .output()
        .expect("g++ runs");
    assert!(
        built.status.success(),
        "g++:\n{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let out = std::process::Command::new(&exe).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), want, "the C++ code");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Random games (subtraction sets up to 30, octal codes of up to 4 digits, divisions, takes
/// with splits, take ranges that depend on the heap): the first 300 values handed over, every
/// answer checked to the end of the truth table. A pattern may be missed; an answer may never
/// be wrong. About a minute: `cargo test --release --test solvers sweep_random_games --
/// --ignored` (`GUESS_SWEEP_SEED` and `GUESS_SWEEP_ROUNDS` change the games).
#[test]
#[ignore = "a long sweep: run it by name"]
fn sweep_random_games() {
    let seed = std::env::var("GUESS_SWEEP_SEED").map_or(2026, |s| s.parse().unwrap_or(2026));
    let rounds = std::env::var("GUESS_SWEEP_ROUNDS").map_or(600, |s| s.parse().unwrap_or(600));
    let mut rng = Rng::new(seed);
    let (mut found, mut total) = (0, 0);
    for round in 0..rounds {
        let truth = match round % 5 {
            0 => {
                let top = 2 + rng.below(29) as usize;
                let moves: Vec<usize> = (1..=top).filter(|_| rng.below(3) == 0).collect();
                if moves.is_empty() {
                    continue;
                }
                subtraction(&moves, 4000)
            }
            1 => {
                let digits: Vec<u8> = (0..1 + rng.below(4)).map(|_| rng.below(8) as u8).collect();
                if digits.iter().all(|&d| d == 0) {
                    continue;
                }
                octal(&digits, 2500)
            }
            3 => {
                // n becomes floor(n / d) for d in a set, or take 1.
                let ds: Vec<usize> = (2..8).filter(|_| rng.below(2) == 0).collect();
                let take = rng.below(2) == 0;
                heap(2500, |x, g, o| {
                    ds.iter()
                        .filter(|_| x > 0)
                        .for_each(|&d| o.insert(g[x / d]));
                    if take && x > 0 {
                        o.insert(g[x - 1]);
                    }
                })
            }
            4 => {
                // Take from a set, then optionally split the rest in two.
                let moves: Vec<usize> = (1..=6).filter(|_| rng.below(2) == 0).collect();
                let split = rng.below(2) == 0;
                heap(1500, |x, g, o| {
                    for &s in moves.iter().filter(|&&s| s <= x) {
                        o.insert(g[x - s]);
                        if split {
                            let m = x - s;
                            (1..=m / 2).for_each(|a| o.insert(g[a] ^ g[m - a]));
                        }
                    }
                })
            }
            _ => {
                // Take between n/a and n/b + c.
                let (a, b, c) = (
                    2 + rng.below(4) as usize,
                    1 + rng.below(3) as usize,
                    rng.below(3) as usize,
                );
                heap(2500, |x, g, o| {
                    let (lo, hi) = ((x / a).max(1), (x / b + c).min(x));
                    (lo..=hi).for_each(|s| o.insert(g[x - s]));
                })
            }
        };
        total += 1;
        if let Ok(g) = guess(&truth[..300]) {
            found += 1;
            check_sequence(&format!("round {round}"), &g, &truth, 300);
        }
    }
    eprintln!("{found} of {total} random games found");
}

/// `(a * b) mod 5`: the product passes 64 bits at `a = b = 2^33` (the value is 4); `--at`
/// answers there and the code computes in 128 bits (it printed a 64-bit product that wraps).
#[test]
fn a_formula_is_exact_where_its_inner_values_pass_64_bits() {
    use grundy::core::guess::Language;
    let product: Vec<u64> = (0..900u64).map(|i| (i / 30) * (i % 30) % 5).collect();
    let g = guess_grid(&product, 30, 30).unwrap();
    assert_eq!(g.at_cell(1 << 33, 1 << 33), Ok(Answer::Value(4)));
    assert_eq!(g.at_cell(u64::MAX, u64::MAX), Ok(Answer::Value(0)));
    assert!(g.code(Language::Rust).contains("as u128"));
    assert!(g.code(Language::Cpp).contains("unsigned __int128"));
}

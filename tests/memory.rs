//! Claimed counts reserve nothing before the data comes: each problem's `solve` gets its
//! largest claimed counts and 100 values, then the end of input; the most memory it holds at
//! once, measured by a counting allocator, must stay far below what the claims would take
//! (10^6 heaps of 8 bytes is 8 MB). Deterministic: no sleeps, no `/proc`, any platform.
//!
//! This file is its own test binary with a single test, so no other test allocates while it
//! measures.

mod common;

use common::{problem, ALL};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting the bytes held now and the most held since the last reset.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// The only `unsafe` in the project: `GlobalAlloc` is an unsafe trait. Every call is passed
// unchanged to `System`, so its contract holds as `System` keeps it; the counters are atomics.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let now = HELD.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
            PEAK.fetch_max(now, Ordering::SeqCst);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        HELD.fetch_sub(layout.size(), Ordering::SeqCst);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            // Count the old and the new block together: a copying realloc holds both.
            let now = HELD.fetch_add(new_size, Ordering::SeqCst) + new_size;
            PEAK.fetch_max(now, Ordering::SeqCst);
            HELD.fetch_sub(layout.size(), Ordering::SeqCst);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most bytes held at once while `f` runs, beyond what was held before.
fn peak_during(f: impl FnOnce()) -> usize {
    let before = HELD.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    f();
    PEAK.load(Ordering::SeqCst) - before
}

#[test]
fn claimed_counts_reserve_nothing_before_the_data_comes() {
    // Each problem's largest counts, claimed up front.
    let claims: &[(&str, &str)] = &[
        ("subtraction_nim", "100000\n1\n1000000\n"),
        ("flip_grid", "1000000000000\n100000\n1000000\n"),
        ("split_piles", "1000000\n"),
        ("ladder_nim", "1000000\n"),
        ("anti_nim", "1000000\n"),
        ("hdu3032", "1000000\n1000000\n"),
        ("luogu_p4279", "1000000\n1000000\n"),
        ("luogu_p2197", "1000000\n1000000\n"),
        ("poj2975", "1000000\n"),
        ("hdu1850", "1000000\n"),
        ("hdu1846", "1000000\n"),
        ("hdu1536", "100000\n"),
        ("hdu1536", "1 1\n1000000\n1000000\n"),
        ("poj1704", "1000000\n1000000\n"),
        ("moore_nim", "1000000 1000000\n"),
        ("range_nim", "1 2\n1000000\n"),
        ("octal_game", "0.07\n1000000\n"),
        ("nim_product_64", "1000000\n"),
        ("hdu3537", "1000000\n"),
        ("hdu3404", "1000000\n1000000\n"),
        ("hackenbush", "1000000 1000000\n"),
        ("hdu3094", "1000000\n1000000\n"),
        ("agc017d", "1000000\n"),
        ("luogu_p3480", "100000\n1000000\n"),
        ("arc168b", "1000000\n"),
        ("agc002e", "1000000\n"),
        ("agc010f", "1000000\n"),
        ("cf1451f", "100000\n1000 1000\n"),
        ("luogu_p2599", "100000\n5000\n"),
        ("cf494e", "1000000000 100000 5\n"),
        ("luogu_p4101", "1000000\n"),
        ("luogu_p4617", "100000 1000000\n"),
        ("poj3710", "1000000\n1000000 1000000\n"),
        ("hdu3590", "1000000\n1000000\n"),
        ("hdu1524", "1000000\n"),
        ("hdu3595", "1000000\n"),
        ("poj1740", "1000000\n"),
        ("hdu4315", "1000000 1\n"),
        ("loopy", "1000000 1000000\n"),
        ("cf786a", "7000\n6999\n"),
        ("abc255g", "1000000 1000000\n"),
        ("hdu5795", "1000000\n1000000\n"),
        ("cf2004e", "10000\n1000000\n"),
        ("luogu_p2148", "1000000\n1000000\n"),
        ("bitwise_xor_convolution", "20\n"),
        ("abc212h", "5 65535\n"),
        ("luogu_p4301", "1000000\n"),
        ("luogu_p5675", "100000\n"),
        ("cf2027e2", "100000\n1000000\n"),
        ("abc261h", "1000000 1000000 1\n"),
        ("luogu_p6560", "1000000 1000000 500\n"),
        ("abc297g", "1000000 1 2\n"),
        ("geography", "100000 1000000\n"),
        ("dp_l", "10000\n"),
    ];
    // Claims whose values cannot be the run 1, 2, 3, … (words; numbers from 2): each with
    // values of its own.
    let letter = |i: u8| char::from(b'a' + i % 26);
    let words: String = (0..100u8)
        .map(|i| format!("abc{}{} ", letter(i / 26), letter(i)))
        .collect();
    let from_two: String = (2..=101).map(|v| format!("{v} ")).collect();
    let colours: String = (0..100).map(|v| format!("{} ", v % 2)).collect();
    let own_values: &[(&str, &str, &str)] = &[
        ("abc209e", "1000000\n", &words),
        ("abc368f", "1000000\n", &from_two),
        ("poj3922", "100000\n", &from_two),
        ("spoj_cot3", "100000\n", &colours),
    ];
    // Problems whose input claims no count: memory follows the values read (poj3537's one
    // value, at most 20000, sizes a table of 80 KB).
    // The counting problems' single values (a board's length, a bound) size their tables:
    // binomials and sums to 10^6 (luogu_p2490, luogu_p5363), 8000 remainders (abc317f).
    let no_counts = [
        "luogu_p2490",
        "luogu_p5363",
        "abc317f",
        "fibonacci_piles",
        "hdu1847",
        "poj3537",
        "poj1067",
        "hdu2177",
        "luogu_p4136",
        "poj2348",
        "hdu1517",
        "hdu2147",
        "hdu2516",
    ];
    // Problems whose count of cases sizes nothing (each case is answered as it is read, and
    // keeps nothing but the row it reads, grown as the row comes), and whose values cannot be
    // the run 1, 2, 3, … below (dates; a box's stones at most its size; components, rows of
    // letters, not numbers).
    let answered_as_read = ["hdu1079", "hdu1729", "partizan", "luogu_p2594", "cf1704f"];
    // Problems whose counts are small by the statement (at most 18 cards or words, a board
    // of at most 8 x 8, 20 cases of 100 intervals, 200 piles, a row of 2000 cards), or are a
    // board's sides, read row by row as the rows come (and a game record of at most 10^4
    // moves, each played as it is read).
    let bounded = [
        "abc278f",
        "abc278g",
        "abc354e",
        "abc380f",
        "abc229h",
        "luogu_p4055",
        "luogu_p1971",
        "abc201d",
        "abc206f",
        "arc091f",
        "luogu_p3185",
    ];
    for p in ALL {
        assert!(
            claims.iter().any(|c| c.0 == p.name)
                || own_values.iter().any(|c| c.0 == p.name)
                || no_counts.contains(&p.name)
                || answered_as_read.contains(&p.name)
                || bounded.contains(&p.name),
            "{} has no claim here",
            p.name
        );
    }
    // Distinct values, more than the scanner buffers before it parses a token.
    let values: String = (1..=100).map(|v| format!("{v} ")).collect();
    const LIMIT: usize = 2 << 20;
    let with_values = claims
        .iter()
        .map(|&(name, text)| (name, text, values.as_str()));
    for (name, text, values) in with_values.chain(own_values.iter().copied()) {
        let input = format!("{text}{values}");
        let solve = problem(name).solve;
        let mut result = Ok(String::new());
        let peak = peak_during(|| result = solve(input.as_bytes()));
        let e = result.expect_err("the input ends before the claimed values");
        assert!(e.message.ends_with("found end of input"), "{name}: {e}");
        assert!(peak < LIMIT, "{name}: held {peak} bytes at once");
    }
    // The measure itself: a solve that must hold its data shows it (heaps from 2^20 up:
    // `subtraction_nim` keeps smaller ones as one bit each, the parity of their count).
    let heaps: String = (1..=200_000)
        .map(|v| format!("{} ", (1 << 20) + v))
        .collect();
    let input = format!("1\n1\n200000\n{heaps}");
    let held = peak_during(|| {
        (problem("subtraction_nim").solve)(input.as_bytes()).unwrap();
    });
    assert!(held >= 200_000 * 8, "200 000 heaps held in {held} bytes");

    // fibonacci_piles answers each game as it reads it: 200 000 games (4.8 MB if each were
    // kept) with piles up to 1000 hold the scanner's buffer and a table of 1001 values, not the
    // games and not the answers (written to a sink here).
    let games: String = (0..200_000u64)
        .map(|i| format!("{} {} {}\n", 1 + i % 1000, (7 * i) % 1000, (13 * i) % 1001))
        .collect();
    let held = peak_during(|| {
        let problem = grundy::problems::fibonacci_piles::FibonacciPiles::default();
        grundy::core::driver::solve(problem, games.as_bytes(), std::io::sink()).unwrap();
    });
    assert!(held < 256 << 10, "fibonacci_piles held {held} bytes");
}

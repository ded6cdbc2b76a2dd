//! Every solver against the rules-only game-tree search of `brute`, on all small positions; and
//! the Sprague–Grundy theorem itself on sums of subtraction games.

mod brute;
mod common;

use brute::{flip, staircase, take_any, take_exactly, take_or_split, Search};
use common::rng::Rng;
use common::{joined, multisets, problem};

fn verdict(wins: bool) -> &'static str {
    if wins {
        "Yes\n"
    } else {
        "No\n"
    }
}

#[test]
fn subtraction_nim_on_every_small_set_and_position() {
    let mut checked = 0;
    for mask in 1u32..64 {
        let set: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
        if set.len() > 3 {
            continue;
        }
        let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&set, p));
        for piles in multisets(3, 12) {
            let input = format!(
                "{}\n{}\n{}\n{}\n",
                set.len(),
                joined(&set),
                piles.len(),
                joined(&piles)
            );
            let expected = verdict(search.first_player_wins(&piles));
            let actual = (problem("subtraction_nim").solve)(input.as_bytes()).unwrap();
            assert_eq!(actual, expected, "S = {set:?}, piles = {piles:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 41 * 559);
}

#[test]
fn fibonacci_piles_on_every_triple_up_to_15() {
    let fib = [1, 2, 3, 5, 8, 13];
    let mut search = Search::normal(|p: &Vec<u64>| take_exactly(&fib, p));
    let mut input = String::new();
    let mut expected = String::new();
    let mut triples = Vec::new();
    for m in 0..=15u64 {
        for n in 0..=15 {
            for p in 0..=15 {
                if m + n + p == 0 {
                    continue;
                }
                input.push_str(&format!("{m} {n} {p}\n"));
                let mut piles = vec![m, n, p];
                piles.sort_unstable();
                expected.push_str(if search.first_player_wins(&piles) {
                    "Fibo\n"
                } else {
                    "Nacci\n"
                });
                triples.push((m, n, p));
            }
        }
    }
    input.push_str("0 0 0\n");
    let actual = (problem("fibonacci_piles").solve)(input.as_bytes()).unwrap();
    for ((got, want), triple) in actual.lines().zip(expected.lines()).zip(&triples) {
        assert_eq!(got, want, "piles {triple:?}");
    }
    assert_eq!(actual.lines().count(), 16 * 16 * 16 - 1);
}

#[test]
fn flip_grid_on_every_board_up_to_12_and_every_white_set() {
    for n in 1..=12u32 {
        let mut search = Search::normal(|&w: &u32| flip(n, w));
        let mut input = format!("{n}\n{}\n", 1u32 << n);
        let mut sets = Vec::new();
        for white in 0..1u32 << n {
            let cells: Vec<u64> = (1..=n as u64)
                .filter(|x| white >> (x - 1) & 1 == 1)
                .collect();
            input.push_str(&format!("{} {}\n", cells.len(), joined(&cells)));
            sets.push((white, cells));
        }
        let actual = (problem("flip_grid").solve)(input.as_bytes()).unwrap();
        for (line, (white, cells)) in actual.lines().zip(&sets) {
            let expected = verdict(search.first_player_wins(white)).trim_end();
            assert_eq!(line, expected, "n = {n}, white cells {cells:?}");
        }
        assert_eq!(actual.lines().count(), sets.len());
    }
}

/// Runs `solve` on every multiset of up to 3 piles of at most 8 against `search`.
fn against_piles<F: Fn(&Vec<u64>) -> Vec<Vec<u64>>>(
    name: &str,
    mut search: Search<Vec<u64>, F>,
    solve: fn(&[u8]) -> Result<String, grundy::core::scan::InputError>,
) {
    for piles in multisets(3, 8) {
        let input = format!("{}\n{}\n", piles.len(), joined(&piles));
        let expected = verdict(search.first_player_wins(&piles));
        assert_eq!(
            solve(input.as_bytes()).unwrap(),
            expected,
            "{name}, piles {piles:?}"
        );
    }
}

#[test]
fn split_piles_on_every_small_position() {
    against_piles(
        "split_piles",
        Search::normal(|p: &Vec<u64>| take_or_split(p)),
        problem("split_piles").solve,
    );
}

#[test]
fn anti_nim_on_every_small_position_in_misere_play() {
    against_piles(
        "anti_nim",
        Search::misere(|p: &Vec<u64>| take_any(p)),
        problem("anti_nim").solve,
    );
}

#[test]
fn ladder_nim_on_every_staircase_of_4_steps_and_3_stones() {
    let mut search = Search::normal(|p: &Vec<u64>| staircase(p));
    let mut checked = 0;
    for len in 1..=4u32 {
        for code in 0..4u64.pow(len) {
            let steps: Vec<u64> = (0..len).map(|i| code / 4u64.pow(i) % 4).collect();
            let input = format!("{}\n{}\n", steps.len(), joined(&steps));
            let expected = verdict(search.first_player_wins(&steps));
            let actual = (problem("ladder_nim").solve)(input.as_bytes()).unwrap();
            assert_eq!(actual, expected, "steps {steps:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 4 + 16 + 64 + 256);
}

/// The Sprague–Grundy theorem on sums: for random pairs of different subtraction games, the
/// search over the sum (a heap in each game; a move is a move in one of them) agrees with
/// `sg1 ^ sg2 != 0` computed by the library.
#[test]
fn sprague_grundy_theorem_on_sums_of_different_games() {
    use grundy::games::subtraction::{SubtractionSg, DEFAULT_BUDGET};
    let mut rng = Rng::new(0x5eed_0001);
    for _ in 0..40 {
        let random_set = |rng: &mut Rng| {
            let mut set: Vec<u64> = (0..1 + rng.below(3)).map(|_| 1 + rng.below(7)).collect();
            set.sort_unstable();
            set.dedup();
            set
        };
        let (a, b) = (random_set(&mut rng), random_set(&mut rng));
        let moves = |&(x, y): &(u64, u64)| {
            let mut out: Vec<(u64, u64)> =
                a.iter().filter(|&&s| s <= x).map(|&s| (x - s, y)).collect();
            out.extend(b.iter().filter(|&&s| s <= y).map(|&s| (x, y - s)));
            out
        };
        let mut search = Search::normal(moves);
        let as_usize = |set: &[u64]| set.iter().map(|&s| s as usize).collect::<Vec<_>>();
        let (mut ga, mut gb) = (
            SubtractionSg::new(&as_usize(&a)),
            SubtractionSg::new(&as_usize(&b)),
        );
        ga.ensure(40, DEFAULT_BUDGET).unwrap();
        gb.ensure(40, DEFAULT_BUDGET).unwrap();
        for x in 0..=40 {
            for y in 0..=40 {
                let by_theorem = ga.get(x).unwrap() ^ gb.get(y).unwrap() != 0;
                assert_eq!(
                    search.first_player_wins(&(x, y)),
                    by_theorem,
                    "A = {a:?} heap {x}, B = {b:?} heap {y}"
                );
            }
        }
    }
}

//! Coin-turning games and the nim product against SG tables computed from the moves alone
//! (`tests/brute`): every single-head value, every position of small boards as the xor of its
//! heads, and every move the library finds.

use crate::brute;

use brute::{
    mock_turtles_sets, ruler_sets, sg_table, turn_coins, turn_corners, turtles_sets, twins_sets,
    CoinSets,
};
use grundy::core::nimber::product;
use grundy::games::coins::{corners_option, mock_turtles, mock_turtles_move, ruler, ruler_move};

/// The row game `sets` on `n` coins: every position's value is the xor of its heads' values
/// `value(i)` (coin `i` from the left, from 0).
fn check_row(name: &str, sets: CoinSets, n: u32, value: impl Fn(u64) -> u64) {
    let sg = sg_table(1 << n, |p| turn_coins(sets, p, n));
    for p in 0..1u64 << n {
        let expected = (0..n as u64)
            .filter(|&i| p >> i & 1 == 1)
            .fold(0, |acc, i| acc ^ value(i));
        assert_eq!(u64::from(sg[p as usize]), expected, "{name}: heads {p:#b}");
    }
}

#[test]
fn row_games_on_every_position_of_twelve_coins() {
    // Mock Turtles numbers coins from 0 (HDU 3537); Ruler and Turning Turtles from 1.
    check_row("mock turtles", mock_turtles_sets, 12, mock_turtles);
    check_row("ruler", ruler_sets, 12, |i| ruler(i + 1));
    check_row("turning turtles", turtles_sets, 12, |i| i + 1);
    check_row("twins", twins_sets, 12, |i| i);
}

/// The product game `rows × columns` on a `w × h` grid: every position's value is the xor of
/// `g1(x) ⊗ g2(y)` over its heads.
fn check_grid(
    name: &str,
    (rows, g1): (CoinSets, fn(u64) -> u64),
    (columns, g2): (CoinSets, fn(u64) -> u64),
    w: u32,
    h: u32,
) {
    let cells = w * h;
    let sg = sg_table(1 << cells, |p| turn_corners(rows, columns, p, w, h));
    for p in 0..1u64 << cells {
        let expected = (0..cells as u64)
            .filter(|&c| p >> c & 1 == 1)
            .fold(0, |acc, c| {
                acc ^ product(g1(c % w as u64), g2(c / w as u64))
            });
        assert_eq!(u64::from(sg[p as usize]), expected, "{name}: heads {p:#b}");
    }
}

#[test]
fn product_games_are_the_nim_products_of_their_factors() {
    let turtles: (CoinSets, fn(u64) -> u64) = (turtles_sets, |i| i + 1);
    let twins: (CoinSets, fn(u64) -> u64) = (twins_sets, |i| i);
    let rulers: (CoinSets, fn(u64) -> u64) = (ruler_sets, |i| ruler(i + 1));
    let mock: (CoinSets, fn(u64) -> u64) = (mock_turtles_sets, mock_turtles);
    // HDU 3404's Turning Corners (coordinates from 1, lines and cells allowed), and Winning
    // Ways' (from 0, proper rectangles only).
    check_grid("turtles x turtles", turtles, turtles, 4, 4);
    check_grid("twins x twins", twins, twins, 4, 4);
    check_grid("ruler x ruler", rulers, rulers, 5, 3);
    check_grid("mock turtles x turtles", mock, turtles, 3, 4);
}

/// The value of the heads `coins` turned by a move of Mock Turtles, besides the coin moved.
fn mock_value(coins: &[u64]) -> u64 {
    coins.iter().fold(0, |acc, &c| acc ^ mock_turtles(c))
}

#[test]
fn row_moves_reach_every_smaller_value() {
    for n in 0..300u64 {
        for target in 0..mock_turtles(n) {
            let coins = mock_turtles_move(n, target).expect("a move");
            assert!(
                coins.len() <= 2 && coins.iter().all(|&c| c < n),
                "{n} {coins:?}"
            );
            assert!(coins.len() < 2 || coins[0] > coins[1], "{n} {coins:?}");
            assert_eq!(mock_value(&coins), target, "{n} -> {target}");
        }
        assert_eq!(mock_turtles_move(n, mock_turtles(n)), None);
    }
    for n in 1..300u64 {
        for target in 0..ruler(n) {
            let r = ruler_move(n, target).expect("a move");
            assert!(r < n);
            let left = (n - r..n).fold(0, |acc, c| acc ^ ruler(c));
            assert_eq!(left, target, "{n} -> {target}");
        }
        assert_eq!(ruler_move(n, ruler(n)), None);
    }
    // Far out: the values and the moves stay exact.
    let n = (1u64 << 62) + 12_344;
    assert_eq!(mock_turtles(n), 2 * n + 1); // 1 + 5 bits: an even count
    let coins = mock_turtles_move(n, 2 * n).unwrap();
    assert_eq!(mock_value(&coins), 2 * n);
}

/// Is `(a, b)` an option of the head `(x, y)` of value `target`?
fn corners_ok(x: u64, y: u64, target: u64, (a, b): (u64, u64)) -> bool {
    a < x && b < y && product(a, y) ^ product(x, b) ^ product(a, b) == target
}

#[test]
fn corner_moves_reach_every_smaller_value() {
    for x in 1..=40u64 {
        for y in 1..=40u64 {
            let v = product(x, y);
            for target in 0..v {
                let found = corners_option(x, y, target).expect("a move");
                assert!(corners_ok(x, y, target, found), "({x}, {y}) -> {target}");
            }
            assert_eq!(corners_option(x, y, v), None);
        }
    }
}

#[test]
fn corner_moves_on_random_heads_of_every_size() {
    let mut s = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    for round in 0..3000 {
        // Sizes from a few bits to all 64, and targets spread below the value.
        let bits_x = 1 + round % 64;
        let bits_y = 1 + (round / 7) % 64;
        let x = (next() >> (64 - bits_x)).max(1);
        let y = (next() >> (64 - bits_y)).max(1);
        let v = product(x, y);
        let target = next() % v;
        let found = corners_option(x, y, target).expect("a move");
        assert!(corners_ok(x, y, target, found), "({x}, {y}) -> {target}");
    }
}

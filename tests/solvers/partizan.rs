//! The partizan binaries against a game-tree search over the rules: a position is the board
//! and whose turn it is, so the impartial search of `brute` plays partizan games too.

use crate::brute;
use crate::common;

use brute::Search;
use common::rng::Rng;
use common::{problem, run};

/// Advance or Eat on a whole `n x n` board (row-major), `white` to move: every board after one
/// move, the other player to move.
fn advance_or_eat((board, white): &(Vec<u8>, bool)) -> Vec<(Vec<u8>, bool)> {
    let n = (1..=8).find(|n| n * n >= board.len()).unwrap();
    let (own, theirs) = if *white { (b'W', b'B') } else { (b'B', b'W') };
    let mut next = Vec::new();
    for (i, &c) in board.iter().enumerate() {
        if c == own && i >= n && board[i - n] == b'.' {
            let mut b = board.clone();
            b.swap(i, i - n);
            next.push((b, !*white));
        }
        if c == theirs {
            let mut b = board.clone();
            b[i] = b'.';
            next.push((b, !*white));
        }
    }
    next
}

fn board_input(n: usize, board: &[u8]) -> String {
    let mut s = format!("{n}\n");
    for row in board.chunks(n) {
        s.push_str(std::str::from_utf8(row).unwrap());
        s.push('\n');
    }
    s
}

#[test]
fn abc229h_on_every_board_up_to_3x3_and_random_4x4_boards() {
    let abc229h = problem("abc229h");
    let mut checked = 0;
    let mut search = Search::normal(advance_or_eat);
    let mut check = |n: usize, board: Vec<u8>| {
        let takahashi = search.first_player_wins(&(board.clone(), true));
        let input = board_input(n, &board);
        let want = if takahashi { "Takahashi\n" } else { "Snuke\n" };
        assert_eq!((abc229h.solve)(input.as_bytes()).unwrap(), want, "{input}");
        // The move printed wins: after it, Snuke to move loses.
        let moved = (abc229h.solve_moves)(input.as_bytes()).unwrap();
        let line = moved.lines().nth(1).unwrap();
        if takahashi {
            let words: Vec<&str> = line.split(' ').collect();
            let (r, c): (usize, usize) = (words[1].parse().unwrap(), words[2].parse().unwrap());
            let i = (r - 1) * n + (c - 1);
            let mut after = board.clone();
            match words[0] {
                "advance" => after.swap(i, i - n),
                "eat" => after[i] = b'.',
                other => panic!("{other}"),
            }
            assert!(
                advance_or_eat(&(board.clone(), true)).contains(&(after.clone(), false)),
                "{input}{line}"
            );
            assert!(!search.first_player_wins(&(after, false)), "{input}{line}");
        } else {
            assert_eq!(line, "-");
        }
        checked += 1;
    };
    for n in 1..=3usize {
        for mut code in 0..3usize.pow((n * n) as u32) {
            let board = (0..n * n)
                .map(|_| {
                    let c = b".WB"[code % 3];
                    code /= 3;
                    c
                })
                .collect();
            check(n, board);
        }
    }
    let mut rng = Rng::new(229);
    for _ in 0..300 {
        let mut board = vec![b'.'; 16];
        for _ in 0..rng.between(0, 7) {
            board[rng.below(16) as usize] = if rng.below(2) == 0 { b'W' } else { b'B' };
        }
        check(4, board);
    }
    assert_eq!(checked, 3 + 81 + 19683 + 300);
}

#[test]
fn abc229h_refuses_ragged_rows_and_letters_outside_wb_dot() {
    let bin = common::binary("abc229h");
    for (input, at) in [
        (
            "2\nW.\nB\n",
            "line 3, column 1: expected a row of 2 characters W, B or ., found \"B\"",
        ),
        (
            "2\nW.\nBx\n",
            "line 3, column 1: expected a row of 2 characters W, B or ., found \"Bx\"",
        ),
        (
            "9\n",
            "line 1, column 1: expected the board size N (1..=8), found \"9\"",
        ),
    ] {
        let out = run(&bin, &[], input.as_bytes());
        assert_eq!(out.status.code(), Some(2), "{input}");
        assert!(out.stdout.is_empty());
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("error: {at}\n")
        );
    }
}

/// The positions one move of Left (`left`) or Right leads to in one component `GAME:POSITION`,
/// from the rules of `partizan --help` alone; each move's components in place of this one.
fn component_moves(text: &str, left: bool) -> Vec<Vec<String>> {
    let (game, pos) = text.split_once(':').unwrap();
    let b = pos.as_bytes();
    let mut out = Vec::new();
    match game {
        "hackenbush" => {
            let mine = if left { b'B' } else { b'R' };
            for i in 0..b.len() {
                if b[i] == mine {
                    out.push(if i == 0 {
                        vec![]
                    } else {
                        vec![format!("hackenbush:{}", &pos[..i])]
                    });
                }
            }
        }
        "domineering" => {
            let rows: Vec<Vec<u8>> = pos.split('/').map(|r| r.as_bytes().to_vec()).collect();
            let (h, w) = (rows.len(), rows[0].len());
            for r in 0..h {
                for c in 0..w {
                    let (r2, c2) = if left { (r + 1, c) } else { (r, c + 1) };
                    if r2 < h && c2 < w && rows[r][c] == b'.' && rows[r2][c2] == b'.' {
                        let mut next = rows.clone();
                        next[r][c] = b'#';
                        next[r2][c2] = b'#';
                        let joined: Vec<String> = next
                            .iter()
                            .map(|r| String::from_utf8(r.clone()).unwrap())
                            .collect();
                        out.push(vec![format!("domineering:{}", joined.join("/"))]);
                    }
                }
            }
        }
        "toads" => {
            let (me, other, step) = if left {
                (b'T', b'F', 1isize)
            } else {
                (b'F', b'T', -1)
            };
            let at = |i: isize| (0..b.len() as isize).contains(&i).then(|| b[i as usize]);
            for i in 0..b.len() as isize {
                if b[i as usize] != me {
                    continue;
                }
                let to = if at(i + step) == Some(b'.') {
                    Some(i + step)
                } else if at(i + step) == Some(other) && at(i + 2 * step) == Some(b'.') {
                    Some(i + 2 * step)
                } else {
                    None
                };
                if let Some(to) = to {
                    let mut next = b.to_vec();
                    next.swap(i as usize, to as usize);
                    out.push(vec![format!("toads:{}", String::from_utf8(next).unwrap())]);
                }
            }
        }
        "cutcake" => {
            let (w, h) = pos.split_once('x').unwrap();
            let (w, h): (u64, u64) = (w.parse().unwrap(), h.parse().unwrap());
            if left {
                for a in 1..w {
                    out.push(vec![
                        format!("cutcake:{a}x{h}"),
                        format!("cutcake:{}x{h}", w - a),
                    ]);
                }
            } else {
                for b in 1..h {
                    out.push(vec![
                        format!("cutcake:{w}x{b}"),
                        format!("cutcake:{w}x{}", h - b),
                    ]);
                }
            }
        }
        other => panic!("{other}"),
    }
    out
}

/// A sum (its components, sorted) with `left` to move: every position after one move.
fn sum_moves((sum, left): &(Vec<String>, bool)) -> Vec<(Vec<String>, bool)> {
    let mut out = Vec::new();
    for (i, c) in sum.iter().enumerate() {
        for after in component_moves(c, *left) {
            let mut next: Vec<String> = sum.clone();
            next.remove(i);
            next.extend(after);
            next.sort();
            out.push((next, !*left));
        }
    }
    out
}

fn random_component(rng: &mut Rng) -> String {
    component_up_to(rng, [5, 3, 6, 4])
}

/// A random component of the four games: a stalk of up to `most[0]` edges, a board of up to
/// `most[1]` x `most[1]`, a strip of up to `most[2]` cells, a cake of up to `most[3]` a side.
fn component_up_to(rng: &mut Rng, most: [u64; 4]) -> String {
    let pick = |rng: &mut Rng, alphabet: &[u8], len: u64| -> String {
        (0..len)
            .map(|_| char::from(alphabet[rng.below(alphabet.len() as u64) as usize]))
            .collect()
    };
    match rng.below(4) {
        0 => {
            let len = rng.between(1, most[0]);
            format!("hackenbush:{}", pick(rng, b"BR", len))
        }
        1 => {
            let (h, w) = (rng.between(1, most[1]), rng.between(1, most[1]));
            let rows: Vec<String> = (0..h).map(|_| pick(rng, b"...#", w)).collect();
            format!("domineering:{}", rows.join("/"))
        }
        2 => {
            let len = rng.between(1, most[2]);
            format!("toads:{}", pick(rng, b"TF..", len))
        }
        _ => format!(
            "cutcake:{}x{}",
            rng.between(1, most[3]),
            rng.between(1, most[3])
        ),
    }
}

/// The negative of a component, written from the rules: colours, board, strip and cake
/// turned round.
fn negative(text: &str) -> String {
    let (game, pos) = text.split_once(':').unwrap();
    let swap = |pos: &str, a: char, b: char| -> String {
        pos.chars()
            .map(|c| {
                if c == a {
                    b
                } else if c == b {
                    a
                } else {
                    c
                }
            })
            .collect()
    };
    match game {
        "hackenbush" => format!("hackenbush:{}", swap(pos, 'B', 'R')),
        "toads" => format!(
            "toads:{}",
            swap(&pos.chars().rev().collect::<String>(), 'T', 'F')
        ),
        "cutcake" => {
            let (w, h) = pos.split_once('x').unwrap();
            format!("cutcake:{h}x{w}")
        }
        _ => {
            let rows: Vec<&[u8]> = pos.split('/').map(str::as_bytes).collect();
            let t: Vec<String> = (0..rows[0].len())
                .map(|c| rows.iter().map(|r| char::from(r[c])).collect())
                .collect();
            format!("domineering:{}", t.join("/"))
        }
    }
}

#[test]
fn partizan_agrees_with_a_search_on_random_sums_and_its_moves_win() {
    let partizan = problem("partizan");
    let mut search = Search::normal(sum_moves);
    let mut rng = Rng::new(34);
    let mut classes = std::collections::HashMap::new();
    for _ in 0..400 {
        let count = rng.between(1, 3);
        let mut sum: Vec<String> = (0..count).map(|_| random_component(&mut rng)).collect();
        let input = format!("1\n{}\n", sum.join(" "));
        sum.sort();
        let left_first = search.first_player_wins(&(sum.clone(), true));
        let right_first = search.first_player_wins(&(sum.clone(), false));
        let want = match (left_first, right_first) {
            (true, false) => "L",
            (false, true) => "R",
            (false, false) => "P",
            (true, true) => "N",
        };
        *classes.entry(want).or_insert(0) += 1;
        let out = (partizan.solve_moves)(input.as_bytes()).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], want, "{input}");
        if want == "P" {
            assert_eq!(lines[1], "-");
            continue;
        }
        // `left: M right: M`, each `K -> AFTER` or `-`.
        let rest = lines[1].strip_prefix("left: ").unwrap();
        let (l, r) = rest.split_once(" right: ").unwrap();
        for (text, left, wins) in [(l, true, left_first), (r, false, right_first)] {
            if !wins {
                assert_eq!(text, "-", "{input}");
                continue;
            }
            let (k, after) = text.split_once(" -> ").unwrap();
            let k: usize = k.parse().unwrap();
            let original: Vec<&str> = input.lines().nth(1).unwrap().split(' ').collect();
            let mut next: Vec<String> = original.iter().map(|s| s.to_string()).collect();
            next.remove(k - 1);
            if after != "0" {
                next.extend(after.split('+').map(str::to_string));
            }
            next.sort();
            assert!(
                sum_moves(&(sum.clone(), left)).contains(&(next.clone(), !left)),
                "{input}{text}"
            );
            assert!(!search.first_player_wins(&(next, !left)), "{input}{text}");
        }
    }
    // Every class came up.
    assert_eq!(classes.len(), 4, "{classes:?}");
}

#[test]
fn every_partizan_component_plus_its_negative_is_a_second_player_win() {
    let partizan = problem("partizan");
    let mut rng = Rng::new(35);
    let mut input = String::from("300\n");
    for _ in 0..300 {
        let c = random_component(&mut rng);
        input.push_str(&format!("{c} {}\n", negative(&c)));
    }
    let out = (partizan.solve)(input.as_bytes()).unwrap();
    assert_eq!(out, "P\n".repeat(300));
}

/// A component of the four games, larger than the search can take: stalks of up to 16
/// edges (fractions of up to 15 bits), boards of up to 3 x 3, strips of up to 7, cakes of up
/// to 8.
fn larger_component(rng: &mut Rng) -> String {
    component_up_to(rng, [16, 3, 7, 8])
}

/// The outcome of a sum with its numbers kept out of the arena (added as dyadics, compared
/// with the games' sum through a short number of the same comparisons) is the outcome of the
/// whole sum built in the arena: on random sums of the four games, and on one hot game plus
/// every number `m / 2^k` (`k <= 9`, `|m / 2^k| <= 5`) against the arena's own comparison.
#[test]
fn numbers_kept_out_of_the_arena_give_the_whole_sums_outcome() {
    use grundy::core::dyadic::Dyadic;
    use grundy::games::partizan_sum::{Component, Value, Values};
    let mut rng = Rng::new(36);
    let mut values = Values::default();
    let mut classes = std::collections::HashMap::new();
    for _ in 0..2000 {
        let count = rng.between(1, 4);
        let texts: Vec<String> = (0..count).map(|_| larger_component(&mut rng)).collect();
        let components: Vec<Component> =
            texts.iter().map(|t| Component::parse(t).unwrap()).collect();
        let kept: Vec<Value> = components
            .iter()
            .map(|c| values.value(c).unwrap())
            .collect();
        let fast = values.outcome_of_values(&kept).unwrap();
        let mut whole = values.arena.zero();
        for c in &components {
            let g = values.game(c).unwrap();
            whole = values.arena.sum(whole, g).unwrap();
        }
        assert_eq!(fast, values.arena.outcome(whole), "{texts:?}");
        *classes.entry(format!("{fast:?}")).or_insert(0) += 1;
    }
    assert_eq!(classes.len(), 4, "{classes:?}");
    let mut hot_seen = 0;
    for _ in 0..2000 {
        if hot_seen == 12 {
            break;
        }
        let c = Component::parse(&larger_component(&mut rng)).unwrap();
        let Value::Game(h) = values.value(&c).unwrap() else {
            continue;
        };
        hot_seen += 1;
        for k in 0..=9u32 {
            for m in -(5i64 << k)..=(5i64 << k) {
                if k > 0 && m % 2 == 0 {
                    continue;
                }
                let x = Dyadic::new(m, k).unwrap();
                let fast = values
                    .outcome_of_values(&[Value::Game(h), Value::Number(x)])
                    .unwrap();
                let n = values.arena.number(x).unwrap();
                let whole = values.arena.sum(h, n).unwrap();
                assert_eq!(fast, values.arena.outcome(whole), "{c} + {x}");
            }
        }
    }
    assert_eq!(hot_seen, 12);
}

/// The extremes of every bound `partizan --help` states answer (exit 0, one class a line):
/// the fullest boards of 25 empty squares, the hardest strips of 14 cells found, the longest
/// stalks, the largest cake, and one line of 10^5 stalks; one past each bound is refused with
/// the bound named. CI's second tier (5 s of CPU in a test build).
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_partizan_answers_at_the_extremes_of_its_bounds() {
    let partizan = common::binary("partizan");
    let stalk = |i: usize| -> String {
        (0..62)
            .map(|k| if (k * 7 + i) % 3 == 0 { 'R' } else { 'B' })
            .collect()
    };
    let mut lines: Vec<String> = [
        "domineering:...../...../...../...../.....",
        "domineering:#....#/....../....../....../##...#",
        "domineering:##..../....../....../....../...###",
        "domineering:#...../#...../....../....../##...#",
        "domineering:......................... domineering:.....#.....#.....#.....",
        "toads:TTTT.....FFFFF",
        "toads:TTTTT.....FFFF",
        "toads:TTTTTT..FFFFFF",
        "toads:T.T.T.T.F.F.F.",
        "toads:T.T.T..F.F.F.F",
        "toads:..............",
        "cutcake:64x64 cutcake:64x1 cutcake:1x64",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    lines.push(format!(
        "hackenbush:{} hackenbush:{}",
        "BR".repeat(31),
        "R".repeat(62)
    ));
    let wide: Vec<String> = (0..100_000)
        .map(|i| format!("hackenbush:{}", stalk(i)))
        .collect();
    lines.push(wide.join(" "));
    let input = format!("{}\n{}\n", lines.len(), lines.join("\n"));
    let out = run(&partizan, &[], input.as_bytes());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8(out.stdout).unwrap();
    assert_eq!(said.lines().count(), lines.len(), "{said}");
    assert!(
        said.lines().all(|l| ["L", "R", "P", "N"].contains(&l)),
        "{said}"
    );
    // 5 x 5 is a second-player win (Lachmann, Moore and Rapaport).
    assert_eq!(said.lines().next(), Some("P"));
    for (past, says) in [
        (
            "domineering:#...../....../....../....../......",
            "at most 25 empty",
        ),
        ("toads:TTTTT.....FFFFF", "1 to 14 cells"),
        (&format!("hackenbush:{}", "B".repeat(63))[..], "1 to 62"),
        ("cutcake:65x1", "1 <= W, H <= 64"),
    ] {
        let out = run(&partizan, &[], format!("1\n{past}\n").as_bytes());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{past}: {err}");
        assert!(
            err.contains(says) && err.lines().count() == 1,
            "{past}: {err}"
        );
    }
}

/// The whole input's bound that `partizan --help` states, 10^8 steps of work: 200 distinct
/// boards of 25 empty squares (5 × 6 with five squares filled, about 10^6 steps each) pass it
/// part-way, and the line that would go past it is refused, one line naming it, nothing
/// printed; a valid input once ran for hours (120 such boards took 60 s, T may be 10^5).
/// CI's second tier (10 s of CPU in a test build).
#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_partizan_refuses_the_line_that_passes_the_whole_inputs_work() {
    let mut rng = Rng::new(50);
    let mut boards = std::collections::BTreeSet::new();
    let mut lines = Vec::new();
    while lines.len() < 200 {
        let mut cells = [b'.'; 30];
        let mut filled = 0;
        while filled < 5 {
            let i = rng.below(30) as usize;
            if cells[i] == b'.' {
                cells[i] = b'#';
                filled += 1;
            }
        }
        let rows: Vec<&str> = cells
            .chunks(6)
            .map(|r| std::str::from_utf8(r).unwrap())
            .collect();
        let board = rows.join("/");
        if boards.insert(board.clone()) {
            lines.push(format!("domineering:{board}"));
        }
    }
    let input = format!("{}\n{}\n", lines.len(), lines.join("\n"));
    let out = run(&common::binary("partizan"), &[], input.as_bytes());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    let line: usize = err
        .strip_prefix("error: line ")
        .and_then(|rest| rest.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        err.ends_with(
            ", column 1: expected an input whose games take at most 10^8 steps of work in \
             all, found more by this line\n"
        ),
        "{err}"
    );
    // Boards of about 10^6 steps each: the bound is met far into the input, not at once.
    assert!((20..=200).contains(&line), "refused at line {line}");
}

/// A canonical form is a normal form: equal games print the same text, whatever order their
/// games were made in (ids follow that order). Random Domineering boards, each printed from a
/// fresh arena, from its three mirror images and from a copy moved inside a frame of filled
/// squares, each in an arena that first made other boards, and as the negative of its
/// transpose; random Toads and Frogs strips as the negative of their reversal.
#[test]
fn equal_games_print_the_same_canonical_form() {
    use grundy::core::partizan::Arena;
    use grundy::games::{domineering, toads_frogs};
    let mut rng = Rng::new(55);
    let board = |rng: &mut Rng, rows: u64, columns: u64| -> Vec<Vec<u8>> {
        let (rows, columns) = (3 + rng.below(rows), 3 + rng.below(columns));
        (0..rows)
            .map(|_| {
                (0..columns)
                    .map(|_| if rng.below(4) == 0 { b'#' } else { b'.' })
                    .collect()
            })
            .collect()
    };
    let text = |rows: &[Vec<u8>]| -> String {
        let rows: Vec<&str> = rows
            .iter()
            .map(|r| std::str::from_utf8(r).unwrap())
            .collect();
        rows.join("/")
    };
    // The board's notation in an arena that first made `before` (other boards).
    let printed = |rows: &[Vec<u8>], before: &[Vec<Vec<u8>>], negate_transpose: bool| {
        let mut arena = Arena::new();
        let mut d = domineering::Domineering::default();
        for other in before {
            let squares = domineering::parse(&text(other)).unwrap();
            d.game(&mut arena, &squares).unwrap();
        }
        let squares = domineering::parse(&text(rows)).unwrap();
        let g = if negate_transpose {
            let t = d
                .game(&mut arena, &domineering::transposed(&squares))
                .unwrap();
            arena.neg(t).unwrap()
        } else {
            d.game(&mut arena, &squares).unwrap()
        };
        arena.notation(g)
    };
    let mut compound = 0;
    for _ in 0..150 {
        let b = board(&mut rng, 2, 3);
        let (rows, columns) = (b.len(), b[0].len());
        let before: Vec<Vec<Vec<u8>>> = (0..3).map(|_| board(&mut rng, 2, 2)).collect();
        let want = printed(&b, &[], false);
        compound += usize::from(want.matches('{').count() > 1);
        let flipped: Vec<Vec<u8>> = b
            .iter()
            .map(|r| r.iter().rev().copied().collect())
            .collect();
        let upside_down: Vec<Vec<u8>> = b.iter().rev().cloned().collect();
        let turned: Vec<Vec<u8>> = flipped.iter().rev().cloned().collect();
        let (top, left) = (1 + rng.below(2) as usize, 1 + rng.below(2) as usize);
        let mut framed = vec![vec![b'#'; columns + left + 1]; rows + top + 1];
        for (r, row) in b.iter().enumerate() {
            framed[top + r][left..left + columns].copy_from_slice(row);
        }
        for (what, other, negated) in [
            ("mirrored", &flipped, false),
            ("upside down", &upside_down, false),
            ("turned", &turned, false),
            ("framed", &framed, false),
            ("the transpose's negative", &b, true),
        ] {
            let got = printed(other, &before, negated);
            assert_eq!(got, want, "{} {what}: {}", text(&b), text(other));
        }
    }
    // Not a test of zeros and numbers alone: many boards have compound forms.
    assert!(compound >= 25, "{compound} compound forms");
    for _ in 0..100 {
        let strip: String = (0..2 + rng.below(8))
            .map(|_| ['.', '.', 'T', 'F'][rng.below(4) as usize])
            .collect();
        let cells = toads_frogs::parse(&strip).unwrap();
        let reversed: String = strip
            .chars()
            .rev()
            .map(|c| match c {
                'T' => 'F',
                'F' => 'T',
                c => c,
            })
            .collect();
        let mut arena = Arena::new();
        let mut t = toads_frogs::ToadsFrogs::default();
        let want = {
            let g = t.game(&mut arena, &cells).unwrap();
            arena.notation(g)
        };
        let mut other = Arena::new();
        let mut t = toads_frogs::ToadsFrogs::default();
        let g = t
            .game(&mut other, &toads_frogs::parse(&reversed).unwrap())
            .unwrap();
        let g = other.neg(g).unwrap();
        assert_eq!(other.notation(g), want, "{strip} against -{reversed}");
    }
}

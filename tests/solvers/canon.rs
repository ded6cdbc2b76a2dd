//! The last families of the contest canon, each binary against a search that knows only its
//! game's rules, in the judge's format: dynamic subtraction (the previous take is the state),
//! geography on mazes and on any graph (the visited set is the state), NOI 2011's sliding
//! board (the whole board is the state), and the scoring games (plain minimax over whole
//! positions), with every `--move` played out.

use crate::common;

use common::problem;
use common::rng::Rng;
use std::collections::HashMap;

fn solve(name: &str, input: &str) -> String {
    (problem(name).solve)(input.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e}\n{input}"))
}

fn solve_moves(name: &str, input: &str) -> String {
    (problem(name).solve_moves)(input.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Dynamic subtraction by its rules: does the player to move win with `n` left and at most
/// `c` to take?
fn dynamic_wins(n: u64, c: u64, k: u64, memo: &mut HashMap<(u64, u64, u64), bool>) -> bool {
    let c = c.min(n);
    if let Some(&w) = memo.get(&(n, c, k)) {
        return w;
    }
    let w = (1..=c).any(|t| !dynamic_wins(n - t, k * t, k, memo));
    memo.insert((n, c, k), w);
    w
}

#[test]
fn hdu2516_and_poj3922_on_every_heap_to_300_for_k_to_6() {
    let mut memo = HashMap::new();
    let mut lines = String::new();
    let mut want = String::new();
    let mut case = 0;
    for k in 1..=6u64 {
        for n in 2..=300u64 {
            case += 1;
            lines.push_str(&format!("{n} {k}\n"));
            let smallest = (1..n).find(|&t| !dynamic_wins(n - t, k * t, k, &mut memo));
            match smallest {
                Some(t) => want.push_str(&format!("Case {case}: {t}\n")),
                None => want.push_str(&format!("Case {case}: lose\n")),
            }
        }
    }
    assert_eq!(solve("poj3922", &format!("{case}\n{lines}")), want);
    // HDU 2516 is k = 2, and its --move is the smallest winning take.
    let heaps: String = (2..=300).map(|n| format!("{n}\n")).collect();
    let out = solve_moves("hdu2516", &format!("{heaps}0\n"));
    let mut lines = out.lines();
    for n in 2..=300u64 {
        let verdict = lines.next().unwrap();
        let shown = lines.next().unwrap();
        let smallest = (1..n).find(|&t| !dynamic_wins(n - t, 2 * t, 2, &mut memo));
        assert_eq!(verdict == "First win", smallest.is_some(), "{n}");
        assert_eq!(
            shown,
            smallest.map_or("-".to_string(), |t| format!("take {t}")),
            "{n}"
        );
    }
}

/// Undirected geography by its rules: does the player to move win with the token on `v` and
/// `visited` (bits) gone?
fn geography_wins(
    adj: &[u64],
    visited: u64,
    v: usize,
    memo: &mut HashMap<(u64, usize), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(visited, v)) {
        return w;
    }
    let mut options = adj[v] & !visited;
    let mut won = false;
    while options != 0 && !won {
        let w = options.trailing_zeros() as usize;
        options &= options - 1;
        won = !geography_wins(adj, visited | 1 << w, w, memo);
    }
    memo.insert((visited, v), won);
    won
}

/// The maze answer by the rules: the cells from which the player to move (the second player,
/// after the first put the piece there) loses.
fn maze_by_rules(rows: usize, columns: usize, maze: &[u8]) -> String {
    let mut adj = vec![0u64; rows * columns];
    for cell in 0..rows * columns {
        if maze[cell] != b'.' {
            continue;
        }
        let (r, c) = (cell / columns, cell % columns);
        let mut near = Vec::new();
        if r > 0 {
            near.push(cell - columns);
        }
        if r + 1 < rows {
            near.push(cell + columns);
        }
        if c > 0 {
            near.push(cell - 1);
        }
        if c + 1 < columns {
            near.push(cell + 1);
        }
        for n in near {
            if maze[n] == b'.' {
                adj[cell] |= 1 << n;
            }
        }
    }
    let mut memo = HashMap::new();
    let mut out = String::new();
    for (cell, &b) in maze.iter().enumerate() {
        if b == b'.' && !geography_wins(&adj, 1 << cell, cell, &mut memo) {
            if out.is_empty() {
                out.push_str("WIN\n");
            }
            out.push_str(&format!("{} {}\n", cell / columns + 1, cell % columns + 1));
        }
    }
    if out.is_empty() {
        out.push_str("LOSE\n");
    }
    out
}

#[test]
fn luogu_p4055_on_every_maze_to_3_by_3_and_random_larger_ones() {
    let mut rng = Rng::new(2009);
    let mut shapes: Vec<(usize, usize, u32)> = Vec::new();
    for rows in 1..=3 {
        for columns in 1..=3 {
            for bits in 0..1u32 << (rows * columns) {
                shapes.push((rows, columns, bits));
            }
        }
    }
    let mut wins = 0;
    let mut check = |rows: usize, columns: usize, maze: Vec<u8>| {
        let text: Vec<String> = maze
            .chunks(columns)
            .map(|r| String::from_utf8(r.to_vec()).unwrap())
            .collect();
        let input = format!("{rows} {columns}\n{}\n", text.join("\n"));
        let want = maze_by_rules(rows, columns, &maze);
        assert_eq!(solve("luogu_p4055", &input), want, "{input}");
        wins += usize::from(want.starts_with("WIN"));
    };
    for (rows, columns, bits) in shapes {
        let maze = (0..rows * columns)
            .map(|i| if bits >> i & 1 == 1 { b'.' } else { b'#' })
            .collect();
        check(rows, columns, maze);
    }
    for _ in 0..300 {
        let (rows, columns) = (rng.between(2, 5) as usize, rng.between(2, 5) as usize);
        let maze = (0..rows * columns)
            .map(|_| if rng.below(5) == 0 { b'#' } else { b'.' })
            .collect();
        check(rows, columns, maze);
    }
    assert!(wins > 500, "{wins}");
}

/// NOI 2011's sliding board by its rules: does the player to move (white if `white`) win?
/// Positions are keyed by the board's bytes, its width and who moves.
fn sliding_wins(
    board: &mut Vec<u8>,
    columns: usize,
    white: bool,
    memo: &mut HashMap<(Vec<u8>, usize, bool), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(board.clone(), columns, white)) {
        return w;
    }
    let empty = board.iter().position(|&b| b == b'.').unwrap();
    let piece = if white { b'O' } else { b'X' };
    let mut won = false;
    for cell in neighbours(empty, board.len(), columns) {
        if board[cell] == piece && !won {
            board.swap(cell, empty);
            won = !sliding_wins(board, columns, !white, memo);
            board.swap(cell, empty);
        }
    }
    memo.insert((board.clone(), columns, white), won);
    won
}

fn neighbours(cell: usize, cells: usize, columns: usize) -> Vec<usize> {
    let (r, c) = (cell / columns, cell % columns);
    let rows = cells / columns;
    let mut out = Vec::new();
    if r > 0 {
        out.push(cell - columns);
    }
    if r + 1 < rows {
        out.push(cell + columns);
    }
    if c > 0 {
        out.push(cell - 1);
    }
    if c + 1 < columns {
        out.push(cell + 1);
    }
    out
}

#[test]
fn luogu_p1971_against_the_whole_board() {
    let mut rng = Rng::new(2011);
    let mut memo = HashMap::new();
    let mut mistakes_seen = 0;
    for _ in 0..1000 {
        let (rows, columns) = (rng.between(1, 3) as usize, rng.between(2, 4) as usize);
        // Mostly the colours every cell needs to be playable (white at odd distance from the
        // empty cell), some flipped: long games, many mistakes.
        let cells = rows * columns;
        let empty = rng.below(cells as u64) as usize;
        let mut board: Vec<u8> = (0..cells)
            .map(|c| {
                let d = (c / columns).abs_diff(empty / columns)
                    + (c % columns).abs_diff(empty % columns);
                if (d % 2 == 1) != (rng.below(5) == 0) {
                    b'O'
                } else {
                    b'X'
                }
            })
            .collect();
        board[empty] = b'.';
        let start = board.clone();
        // A random legal record, both players moving at random; its last complete pair kept.
        let mut moves = Vec::new();
        let mut mistakes = Vec::new();
        let mut white = true;
        loop {
            let empty = board.iter().position(|&b| b == b'.').unwrap();
            let piece = if white { b'O' } else { b'X' };
            let options: Vec<usize> = neighbours(empty, cells, columns)
                .into_iter()
                .filter(|&c| board[c] == piece)
                .collect();
            if options.is_empty() {
                break;
            }
            let before = sliding_wins(&mut board, columns, white, &mut memo);
            let cell = options[rng.below(options.len() as u64) as usize];
            board.swap(cell, empty);
            let after = sliding_wins(&mut board, columns, !white, &mut memo);
            if white && before && after {
                mistakes.push(moves.len() / 2 + 1);
            }
            moves.push(cell);
            white = !white;
        }
        if moves.len() < 2 {
            continue;
        }
        let pairs = moves.len() / 2;
        mistakes.retain(|&m| m <= pairs);
        let rows_text: Vec<String> = start
            .chunks(columns)
            .map(|r| String::from_utf8(r.to_vec()).unwrap())
            .collect();
        let record: String = moves[..2 * pairs]
            .iter()
            .map(|c| format!("{} {}\n", c / columns + 1, c % columns + 1))
            .collect();
        let input = format!(
            "{rows} {columns}\n{}\n{pairs}\n{record}",
            rows_text.join("\n")
        );
        let want: String = std::iter::once(mistakes.len())
            .chain(mistakes.iter().copied())
            .map(|m| format!("{m}\n"))
            .collect();
        assert_eq!(solve("luogu_p1971", &input), want, "{input}");
        mistakes_seen += mistakes.len();
        // Each --move line is a move that keeps the win: replay to the mistake and check it.
        let out = solve_moves("luogu_p1971", &input);
        let lines: Vec<&str> = out.lines().collect();
        for (j, &m) in mistakes.iter().enumerate() {
            let shown = lines[2 + 2 * j];
            let mut replay = start.clone();
            for &cell in &moves[..2 * (m - 1)] {
                let empty = replay.iter().position(|&b| b == b'.').unwrap();
                replay.swap(cell, empty);
            }
            let words: Vec<usize> = shown
                .strip_prefix("move ")
                .unwrap()
                .split(' ')
                .map(|w| w.parse().unwrap())
                .collect();
            let cell = (words[0] - 1) * columns + words[1] - 1;
            let empty = replay.iter().position(|&b| b == b'.').unwrap();
            assert!(neighbours(empty, cells, columns).contains(&cell) && replay[cell] == b'O');
            replay.swap(cell, empty);
            assert!(
                !sliding_wins(&mut replay, columns, false, &mut memo),
                "{input}: {shown}"
            );
        }
    }
    assert!(mistakes_seen > 50, "{mistakes_seen}");
}

#[test]
fn geography_binary_on_random_graphs_with_its_moves() {
    let mut rng = Rng::new(51);
    for _ in 0..300 {
        let n = rng.between(1, 11) as usize;
        let m = rng.below(2 * n as u64 + 1) as usize;
        let mut adj = vec![0u64; n];
        let mut lines = String::new();
        for _ in 0..m {
            let (u, v) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            lines.push_str(&format!("{} {}\n", u + 1, v + 1));
            if u != v {
                adj[u] |= 1 << v;
                adj[v] |= 1 << u;
            }
        }
        let starts: String = (1..=n).map(|s| format!("{s}\n")).collect();
        let input = format!("{n} {m}\n{lines}{n}\n{starts}");
        let out = solve_moves("geography", &input);
        let mut memo = HashMap::new();
        let mut out = out.lines();
        for s in 0..n {
            let verdict = out.next().unwrap();
            let shown = out.next().unwrap();
            let wins = geography_wins(&adj, 1 << s, s, &mut memo);
            assert_eq!(verdict == "First", wins, "{input} from {}", s + 1);
            if wins {
                let t: usize = shown.strip_prefix("move to ").unwrap().parse().unwrap();
                let t = t - 1;
                assert!(adj[s] >> t & 1 == 1, "{input}: {shown}");
                assert!(
                    !geography_wins(&adj, 1 << s | 1 << t, t, &mut memo),
                    "{input}: {shown}"
                );
            } else {
                assert_eq!(shown, "-");
            }
        }
    }
}

/// The deque game by plain minimax over the numbers left (no table of intervals).
fn deque_margin(a: &[i64]) -> i64 {
    match a.len() {
        0 => 0,
        _ => {
            let first = a[0] - deque_margin(&a[1..]);
            let last = a[a.len() - 1] - deque_margin(&a[..a.len() - 1]);
            first.max(last)
        }
    }
}

#[test]
fn dp_l_on_every_short_row_and_random_longer_ones() {
    let mut rows: Vec<Vec<i64>> = Vec::new();
    for len in 1..=6u32 {
        for code in 0..3u32.pow(len) {
            rows.push(
                (0..len)
                    .map(|i| (code / 3u32.pow(i) % 3) as i64 * 4 + 1)
                    .collect(),
            );
        }
    }
    let mut rng = Rng::new(3000);
    for _ in 0..200 {
        let len = rng.between(7, 14);
        rows.push(
            (0..len)
                .map(|_| rng.between(1, 1_000_000_000_000) as i64)
                .collect(),
        );
    }
    for a in rows {
        let text: Vec<String> = a.iter().map(|x| x.to_string()).collect();
        let input = format!("{}\n{}\n", a.len(), text.join(" "));
        let want = deque_margin(&a);
        let out = solve_moves("dp_l", &input);
        let mut lines = out.lines();
        assert_eq!(lines.next().unwrap(), want.to_string(), "{input}");
        // The move shown achieves the margin.
        let shown = lines.next().unwrap();
        let after = if shown.starts_with("take the first") {
            a[0] - deque_margin(&a[1..])
        } else {
            a[a.len() - 1] - deque_margin(&a[..a.len() - 1])
        };
        assert_eq!(after, want, "{input}: {shown}");
    }
}

/// Momotetsu by its rules: the outcome for Takahashi (1 win, 0 draw, -1 loss), with `diff`
/// his points less Aoki's so far and `takahashi` whether he moves; each player maximizes his
/// own outcome.
fn momotetsu(grid: &[Vec<u8>], r: usize, c: usize, diff: i64, takahashi: bool) -> i64 {
    let (h, w) = (grid.len(), grid[0].len());
    if r == h - 1 && c == w - 1 {
        return diff.signum();
    }
    let mut results = Vec::new();
    for (nr, nc) in [(r + 1, c), (r, c + 1)] {
        if nr < h && nc < w {
            let gain = if grid[nr][nc] == b'+' { 1 } else { -1 };
            let d = if takahashi { diff + gain } else { diff - gain };
            results.push(momotetsu(grid, nr, nc, d, !takahashi));
        }
    }
    if takahashi {
        results.into_iter().max().unwrap()
    } else {
        results.into_iter().min().unwrap()
    }
}

#[test]
fn abc201d_on_every_grid_to_3_by_3_and_random_larger_ones() {
    let mut grids: Vec<Vec<Vec<u8>>> = Vec::new();
    for h in 1..=3usize {
        for w in 1..=3usize {
            for bits in 0..1u32 << (h * w) {
                grids.push(
                    (0..h)
                        .map(|r| {
                            (0..w)
                                .map(|c| {
                                    if bits >> (r * w + c) & 1 == 1 {
                                        b'+'
                                    } else {
                                        b'-'
                                    }
                                })
                                .collect()
                        })
                        .collect(),
                );
            }
        }
    }
    let mut rng = Rng::new(201);
    for _ in 0..300 {
        let (h, w) = (rng.between(1, 6) as usize, rng.between(1, 6) as usize);
        grids.push(
            (0..h)
                .map(|_| {
                    (0..w)
                        .map(|_| if rng.below(2) == 0 { b'+' } else { b'-' })
                        .collect()
                })
                .collect(),
        );
    }
    let mut seen = HashMap::new();
    for grid in grids {
        let rows: Vec<String> = grid
            .iter()
            .map(|r| String::from_utf8(r.clone()).unwrap())
            .collect();
        let input = format!("{} {}\n{}\n", grid.len(), grid[0].len(), rows.join("\n"));
        let want = match momotetsu(&grid, 0, 0, 0, true) {
            1 => "Takahashi",
            -1 => "Aoki",
            _ => "Draw",
        };
        let out = solve_moves("abc201d", &input);
        let mut lines = out.lines();
        assert_eq!(lines.next().unwrap(), want, "{input}");
        *seen.entry(want).or_insert(0) += 1;
        // The first move shown keeps the best outcome.
        let shown = lines.next().unwrap();
        if shown != "-" {
            let (r, c) = if shown == "down" { (1, 0) } else { (0, 1) };
            let gain = if grid[r][c] == b'+' { 1 } else { -1 };
            let after = momotetsu(&grid, r, c, gain, false);
            assert_eq!(after, momotetsu(&grid, 0, 0, 0, true), "{input}: {shown}");
        }
    }
    assert_eq!(seen.len(), 3, "{seen:?}");
}

/// The library's scoring memo against plain minimax on random game DAGs: a position's moves
/// go to higher positions, each with a gain.
#[test]
fn the_scoring_memo_is_minimax() {
    use grundy::core::scoring::{IntervalTable, Moves, ScoreError, ScoreMemo};
    let mut rng = Rng::new(77);
    for _ in 0..200 {
        let n = rng.between(1, 40) as usize;
        let moves: Vec<Vec<(i64, usize)>> = (0..n)
            .map(|v| {
                (0..rng.below(4))
                    .filter(|_| v + 1 < n)
                    .map(|_| {
                        (
                            rng.below(21) as i64 - 10,
                            rng.between(v as u64 + 1, n as u64 - 1) as usize,
                        )
                    })
                    .collect()
            })
            .collect();
        fn minimax(moves: &[Vec<(i64, usize)>], v: usize) -> i64 {
            moves[v]
                .iter()
                .map(|&(g, w)| g - minimax(moves, w))
                .max()
                .unwrap_or(0)
        }
        let rule = |&v: &usize, out: &mut Moves<usize>| {
            for &(g, w) in &moves[v] {
                out.push(g, w);
            }
        };
        // In the hash map, and in a box that holds about half the positions (the rest hashed).
        let mut memo = ScoreMemo::new(rule);
        let mut boxed = ScoreMemo::in_box(rule, n / 2).unwrap();
        for v in (0..n).rev() {
            assert_eq!(memo.value(&v).unwrap(), minimax(&moves, v));
            assert_eq!(boxed.value(&v).unwrap(), minimax(&moves, v), "boxed, {v}");
            if let Some((g, w)) = memo.best_move(&v).unwrap() {
                assert_eq!(g - minimax(&moves, w), minimax(&moves, v));
            }
        }
        assert_eq!(boxed.known_positions(), n);
    }
    // A range game in a box: take one or two numbers from either end of a row; every
    // interval's value against a plain table filled by increasing length.
    for n in [0usize, 1, 2, 7, 60] {
        let a: Vec<i64> = (0..n).map(|_| rng.below(2001) as i64 - 1000).collect();
        let rule = |&(i, j): &(usize, usize), out: &mut Moves<(usize, usize)>| {
            for k in 1..=2.min(j - i) {
                out.push(a[i..i + k].iter().sum(), (i + k, j));
                out.push(a[j - k..j].iter().sum(), (i, j - k));
            }
        };
        let mut table = vec![vec![0i64; n + 1]; n + 1];
        for len in 1..=n {
            for i in 0..=n - len {
                let j = i + len;
                let mut best = i64::MIN;
                for k in 1..=2.min(len) {
                    best = best.max(a[i..i + k].iter().sum::<i64>() - table[i + k][j]);
                    best = best.max(a[j - k..j].iter().sum::<i64>() - table[i][j - k]);
                }
                table[i][j] = best;
            }
        }
        let mut memo = ScoreMemo::in_box(rule, (n + 1, n + 1)).unwrap();
        assert_eq!(memo.value(&(0, n)).unwrap(), table[0][n], "n = {n}");
        let intervals = IntervalTable::new(n, rule).unwrap();
        for (i, row) in table.iter().enumerate() {
            for (j, &want) in row.iter().enumerate().skip(i) {
                assert_eq!(memo.cached(&(i, j)), Some(want), "({i}, {j})");
                assert_eq!(intervals.value(i, j), want, "({i}, {j})");
            }
        }
    }
    // A move that leaves an interval of the same length, or one outside, is refused.
    let same = |&(i, j): &(usize, usize), out: &mut Moves<(usize, usize)>| {
        if j > i + 1 {
            out.push(1, (i + 1, j + 1));
        }
    };
    assert!(matches!(
        IntervalTable::new(5, same),
        Err(ScoreError::NotShorter((0, 2)))
    ));
    let huge = |&(i, j): &(usize, usize), out: &mut Moves<(usize, usize)>| {
        if i < j {
            out.push(
                if (j - i) % 2 == 1 { i64::MAX } else { i64::MIN },
                (i + 1, j),
            );
        }
    };
    assert!(matches!(
        IntervalTable::new(3, huge),
        Err(ScoreError::Overflow(_))
    ));
    // A cycle is reported, and a difference past i64 is an error, not a wrap.
    let mut cycle = ScoreMemo::new(|&v: &u8, out: &mut Moves<u8>| out.push(1, (v + 1) % 3));
    assert!(matches!(cycle.value(&0), Err(ScoreError::Cycle(_))));
    let step = |&v: &u8, out: &mut Moves<u8>| out.push(1, (v + 1) % 3);
    let mut cycle = ScoreMemo::in_box(step, 3).unwrap();
    assert!(matches!(cycle.value(&0), Err(ScoreError::Cycle(_))));
    // After an error the open positions are forgotten, the memo usable again.
    assert!(matches!(cycle.value(&1), Err(ScoreError::Cycle(_))));
    let mut big = ScoreMemo::new(|&v: &u8, out: &mut Moves<u8>| {
        if v < 2 {
            out.push(if v == 0 { i64::MIN } else { i64::MAX }, v + 1);
        }
    });
    assert!(matches!(big.value(&0), Err(ScoreError::Overflow(_))));
    // The box's two reserved entries are refused as values (a difference of i64::MIN).
    let least = |&v: &u8, out: &mut Moves<u8>| {
        if v == 0 {
            out.push(i64::MIN, 1);
        }
    };
    let mut boxed = ScoreMemo::in_box(least, 2).unwrap();
    assert!(matches!(boxed.value(&0), Err(ScoreError::Overflow(_))));
}

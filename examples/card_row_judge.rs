//! A local judge for AtCoder ABC278 G "Generalized Subtraction Game" (interactive), run as
//! online-judge-tools runs one: its stdout is the solution's stdin and the other way round.
//! It sends `N L R`, reads `First` or `Second`, then checks each of the solution's moves
//! against the rules and answers with its own, `0 0` when it cannot move (the solution won)
//! or `-1 -1` for an illegal move, a malformed line or a `0 0` while a move is left.
//!
//! It plays to win: with the table of every run's value (`CardRow::with_values`, for N up to
//! 300 or a single move size) a winning move whenever it has one, so a solution's mistake is
//! punished; else, and beyond, a random legal move from SEED. Exit status 0 when the solution
//! won, 1 when it lost or broke the protocol (one line on stderr says which), 2 for bad
//! arguments.
//!
//! Run: `cargo run --example card_row_judge -- 10 2 3` and play it by hand, or against a
//! solution with oj (from the project root, after `cargo build --release --examples --bin
//! abc278g`):
//! `oj t/r -c target/release/abc278g 'target/release/examples/card_row_judge 2000 3 7 1'`
use grundy::core::tokens::LineTokens;
use grundy::games::card_row::CardRow;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let (n, least, most, seed) = match args[..] {
        [n, l, r] => (n, l, r, n * 1_000_003 + l * 1009 + r),
        [n, l, r, seed] => (n, l, r, seed),
        _ => (0, 0, 0, 0),
    };
    if !(1 <= least && least <= most && most <= n && n <= 2000)
        || std::env::args().len() != args.len() + 1
    {
        eprintln!("error: expected N L R [SEED] with 1 <= L <= R <= N <= 2000");
        return ExitCode::from(2);
    }
    let (n, least, most) = (n as usize, least as usize, most as usize);
    let row = if n <= 300 || least == most {
        CardRow::with_values(n, least, most)
    } else {
        CardRow::new(n, least, most)
    };
    let Ok(mut row) = row else {
        eprintln!("error: not enough memory for the table");
        return ExitCode::from(2);
    };
    let tabled = n <= 300 || least == most;
    let mut random = seed | 1;
    let mut next = move |below: usize| {
        random ^= random << 13;
        random ^= random >> 7;
        random ^= random << 17;
        (random % below as u64) as usize
    };
    let mut solution = LineTokens::stdin();
    let say = |line: String| {
        let mut out = std::io::stdout().lock();
        writeln!(out, "{line}").and_then(|()| out.flush()).is_ok()
    };
    let lost = |why: String| {
        eprintln!("the solution lost: {why}");
        ExitCode::from(1)
    };
    say(format!("{n} {least} {most}"));
    let mut solutions_turn = match solution.try_read::<String>().as_deref() {
        Ok("First") => true,
        Ok("Second") => false,
        other => {
            say("-1 -1".into());
            return lost(format!("expected First or Second, found {other:?}"));
        }
    };
    loop {
        if solutions_turn {
            let x = solution.try_read::<usize>();
            let y = solution.try_read::<usize>();
            let (x, y) = match (x, y) {
                (Ok(x), Ok(y)) => (x, y),
                (Err(e), _) | (_, Err(e)) => {
                    say("-1 -1".into());
                    return lost(e);
                }
            };
            if row.remove(x, y).is_err() {
                say("-1 -1".into());
                return lost(format!("{x} {y} is not a legal move"));
            }
        } else {
            let reply = match tabled.then(|| row.winning_move()).flatten() {
                Some(win) => Some(win),
                None => {
                    let runs: Vec<(usize, usize)> = row
                        .runs()
                        .into_iter()
                        .filter(|&(_, len)| len >= least)
                        .collect();
                    (!runs.is_empty()).then(|| {
                        let (start, len) = runs[next(runs.len())];
                        let y = least + next(most.min(len) - least + 1);
                        (start + next(len - y + 1), y)
                    })
                }
            };
            let Some((a, b)) = reply else {
                say("0 0".into());
                return ExitCode::SUCCESS;
            };
            row.remove(a, b).expect("a legal reply");
            if !say(format!("{a} {b}")) {
                return lost("it stopped reading".into());
            }
        }
        solutions_turn = !solutions_turn;
    }
}

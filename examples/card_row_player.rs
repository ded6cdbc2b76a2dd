//! A contestant's own solution of AtCoder ABC278 G "Generalized Subtraction Game", an
//! interactive problem: read `N L R`, say `First` or `Second`, then answer each of the
//! judge's moves `a b` with a move `x y`, until the judge says `0 0` (it cannot move) or
//! `-1 -1`. The game and its strategy are `games::card_row::CardRow`; the input is read a
//! line at a time (`LineTokens`), since the judge answers only moves it has seen, and
//! `println!` flushes each line.
//!
//! Run: `cargo run --example card_row_player`, then type `6 1 2` and the judge's moves; or
//! against the local judge: `oj t/r -c target/release/examples/card_row_player
//! 'target/release/examples/card_row_judge 100 2 5'`.
use grundy::core::tokens::LineTokens;
use grundy::games::card_row::CardRow;

fn main() {
    let mut judge = LineTokens::stdin();
    let (n, l, r): (usize, usize, usize) = (judge.read(), judge.read(), judge.read());
    let Ok(mut row) = CardRow::new(n, l, r) else {
        eprintln!("error: not enough memory");
        std::process::exit(2);
    };
    let mut mine = row.first_player_wins();
    println!("{}", if mine { "First" } else { "Second" });
    loop {
        if mine {
            let (x, y) = row.winning_move().or(row.any_move()).unwrap_or((0, 0));
            println!("{x} {y}");
            if row.remove(x, y).is_err() {
                return;
            }
        } else {
            let (a, b): (i64, i64) = (judge.read(), judge.read());
            if a <= 0 || row.remove(a as usize, b as usize).is_err() {
                return; // 0 0: we won; -1 -1, or a move we cannot follow: stop.
            }
        }
        mine = !mine;
    }
}

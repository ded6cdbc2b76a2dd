//! A scoring game by `ScoreMemo`: a row of coins, each worth some points (negative allowed); a
//! move takes 1, 2 or 3 coins from the left end and scores them; when the row is empty the
//! higher total wins. Input: `T`, then `T` lines `n v_1 … v_n`. Output per line: `First`,
//! `Second` or `Draw`, the first player's best margin, and how many coins to take first (0
//! for an empty row).
//!
//! Run: `echo "2  3 1 2 3  4 1 2 3 -9" | cargo run --example scoring_game`.
use grundy::core::scoring::{Moves, ScoreError, ScoreMemo};
use grundy::core::tokens::Tokens;

fn main() -> Result<(), ScoreError<usize>> {
    let mut input = Tokens::stdin();
    for _ in 0..input.read::<usize>() {
        let coins: Vec<i64> = {
            let n = input.read();
            input.vec(n)
        };
        // The position is how many coins are gone; a move takes t more and scores their sum.
        let mut memo = ScoreMemo::new(|&gone: &usize, moves: &mut Moves<usize>| {
            let mut gain = 0;
            for t in 1..=3.min(coins.len() - gone) {
                gain += coins[gone + t - 1];
                moves.push(gain, gone + t);
            }
        });
        let margin = memo.value(&0)?; // an error only for a sum past i64, or no memory
        let take = memo.best_move(&0)?.map_or(0, |(_, gone)| gone);
        let verdict = match margin.signum() {
            1 => "First",
            -1 => "Second",
            _ => "Draw",
        };
        println!("{verdict} {margin} {take}");
    }
    Ok(())
}

//! A game whose position is a pair, by `Memo`. A move takes 1, 2 or 3 tokens from one pile,
//! or the same number (1 to 3) from both; whoever cannot move loses. Input: `T`, then `T`
//! lines `a b`. Output: `First` or `Second`, a line each. The values found for one line are
//! kept for the next.
//!
//! Run: `echo "2  1 1  4 4" | cargo run --example pair_game`.
use grundy::core::memo::{Memo, MemoError, Options};
use grundy::core::tokens::Tokens;

fn moves(&(a, b): &(u32, u32), options: &mut Options<(u32, u32)>) {
    for t in 1..=3 {
        if t <= a {
            options.push((a - t, b));
        }
        if t <= b {
            options.push((a, b - t));
        }
        if t <= a && t <= b {
            options.push((a - t, b - t));
        }
    }
}

fn main() -> Result<(), MemoError<(u32, u32)>> {
    let mut input = Tokens::stdin();
    let mut memo = Memo::new(moves);
    for _ in 0..input.read::<usize>() {
        let pair: (u32, u32) = (input.read(), input.read());
        let value = memo.value(&pair)?; // an error only for a game that loops, or no memory
        println!(
            "{}",
            if value.normal_wins() {
                "First"
            } else {
                "Second"
            }
        );
    }
    Ok(())
}

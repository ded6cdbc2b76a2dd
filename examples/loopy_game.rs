//! A game that can go on forever, by retrograde analysis. A counter on `0..n` moves from `x`
//! to `2x mod n` or to `x + 1 mod n`, but never straight back to where it just came from, so
//! the position is the pair (counter, where it came from). Whoever moves it to 0 wins. Input:
//! `n` and the start `x` (`1 <= x < n`). Output: `Win`, `Lose` or `Draw` for the player to move.
//!
//! Run: `echo "5 3" | cargo run --example loopy_game`.
use grundy::core::budget::NoMemory;
use grundy::core::memo::{explore, Options};
use grundy::core::tokens::Tokens;
use grundy::games::loopy::{retrograde, Outcome};

fn main() -> Result<(), NoMemory> {
    let mut input = Tokens::stdin();
    let (n, x): (u32, u32) = (input.read(), input.read());
    // At (0, _) the game is over: the player to move there has lost. `n` stands for "nowhere".
    let rule = |&(x, from): &(u32, u32), options: &mut Options<(u32, u32)>| {
        for to in [2 * x % n, (x + 1) % n] {
            if x != 0 && to != from {
                options.push((to, x));
            }
        }
    };
    // explore fails only when memory runs out (this rule lists no sums of positions).
    let seen = explore((x, n), rule).map_err(|_| NoMemory)?;
    let solved = retrograde(&seen.graph)?;
    let word = match solved.outcome(0) {
        Outcome::Win => "Win",
        Outcome::Lose => "Lose",
        Outcome::Draw => "Draw",
    };
    println!("{word}");
    Ok(())
}

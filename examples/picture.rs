//! A picture of a game's values: the SG values of two heaps where a move takes 1 to 3 tokens
//! from one heap or the same number from both, drawn as an SVG on stdout (0 black, one colour
//! a value). Input: the largest heap `n` (at most 1000). Lines of equal colour show the
//! pattern before you prove it.
//!
//! Run: `echo 40 | cargo run --example picture > pairs.svg`.
use grundy::core::mex::mex_of;
use grundy::core::picture::{draw, Sheet};
use grundy::core::tokens::Tokens;

fn main() -> std::io::Result<()> {
    let n = Tokens::stdin().read::<usize>().min(1000) + 1;
    let mut sg = vec![0u32; n * n];
    for a in 0..n {
        for b in 0..n {
            let mut options = Vec::new();
            for t in 1..=3.min(a.max(b)) {
                for (x, y) in [(t, 0), (0, t), (t, t)] {
                    if x <= a && y <= b {
                        options.push(sg[(a - x) * n + (b - y)]);
                    }
                }
            }
            sg[a * n + b] = mex_of(&options);
        }
    }
    let sheet = Sheet::table("two heaps, 1 to 3 from one or both", &sg, n);
    draw(&sheet, std::io::stdout().lock())?;
    Ok(())
}

//! A heap game by mex and xor. A move takes `s` tokens from one heap, `s` from a set `S` of
//! sizes at least 1; whoever cannot move loses. Input: `k`, the `k` sizes of `S`, `n`, then
//! `n` heaps. Output: `First` if the first player wins, else `Second`. Time and memory
//! O(largest heap · k).
//!
//! Run: `echo "3 1 3 4  2 5 9" | cargo run --example heap_game`.
use grundy::core::mex::mex_of;
use grundy::core::sum::nim_sum;
use grundy::core::tokens::Tokens;

fn main() {
    let mut input = Tokens::stdin();
    let k: usize = input.read();
    let set: Vec<usize> = input.vec(k);
    let n: usize = input.read();
    let heaps: Vec<usize> = input.vec(n);
    let top = heaps.iter().copied().max().unwrap_or(0);
    // sg[h] = mex of sg[h - s] over the moves s <= h: the Sprague-Grundy value of one heap.
    let mut sg: Vec<u32> = Vec::with_capacity(top + 1);
    for h in 0..=top {
        let options: Vec<u32> = set
            .iter()
            .filter(|&&s| 1 <= s && s <= h)
            .map(|&s| sg[h - s])
            .collect();
        sg.push(mex_of(&options));
    }
    // A sum of games is won by the first player exactly when the xor of its values is not 0.
    let xor = nim_sum(heaps.iter().map(|&h| u64::from(sg[h])));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}

//! A partizan game, by canonical forms in the arena. Heaps of tokens: Left may take 1 or 2
//! tokens from a heap, Right 1 or 3. Input: `n`, then `n` heaps. Output:
//! the sum's canonical form (CGSuite's notation) and who wins: `Left`, `Right`, `First` (the
//! player who moves first) or `Second`.
//!
//! Run: `echo "2 3 5" | cargo run --example partizan_game`.
use grundy::core::partizan::{Arena, OutcomeClass, PartizanError};
use grundy::core::tokens::Tokens;

fn main() -> Result<(), PartizanError> {
    let mut input = Tokens::stdin();
    let n: usize = input.read();
    let heaps: Vec<usize> = input.vec(n);
    let mut arena = Arena::new();
    // heap[h] = { heap[h - 1], heap[h - 2] | heap[h - 1], heap[h - 3] }, in canonical form.
    let mut heap = vec![arena.zero()];
    for h in 1..=heaps.iter().copied().max().unwrap_or(0) {
        let left: Vec<_> = [1, 2]
            .iter()
            .filter(|&&t| t <= h)
            .map(|&t| heap[h - t])
            .collect();
        let right: Vec<_> = [1, 3]
            .iter()
            .filter(|&&t| t <= h)
            .map(|&t| heap[h - t])
            .collect();
        heap.push(arena.game(&left, &right)?);
    }
    let mut sum = arena.zero();
    for &h in &heaps {
        sum = arena.sum(sum, heap[h])?;
    }
    let winner = match arena.outcome(sum) {
        OutcomeClass::L => "Left",
        OutcomeClass::R => "Right",
        OutcomeClass::N => "First",
        OutcomeClass::P => "Second",
    };
    println!("{} {winner}", arena.notation(sum));
    Ok(())
}

//! Misère Kayles by its misère quotient. A row of pins; a move knocks down one pin or two side
//! by side, which may split the row in two; whoever knocks down the last pin loses. Input:
//! `T`, then `T` lines `n h_1 … h_n` (rows of up to 10^18 pins). Output: `First` if the first
//! player wins, else `Second`, a line each. One quotient, found from the rules, for all.
//!
//! Run: `echo "2  1 1  2 2 3" | cargo run --example misere_game`.
use grundy::core::tokens::Tokens;
use grundy::games::misere::{HeapRules, Limits, MisereQuotient};
use grundy::games::octal::OctalGame;

fn main() {
    let mut input = Tokens::stdin();
    let kayles = HeapRules::Octal(OctalGame::parse("0.77").expect("Kayles' code"));
    // Found heap by heap until proved final (heap 167: 40 elements, period 12); a position
    // is lost iff the product of its rows' elements lies in the P-portion.
    let q = MisereQuotient::of_game(&kayles, None, Limits::DEFAULT).expect("Kayles is final");
    let cases: usize = input.read();
    for _ in 0..cases {
        let n = input.read();
        let rows: Vec<usize> = input.vec(n);
        let wins = q
            .first_player_wins(&rows)
            .expect("a final quotient answers every row");
        println!("{}", if wins { "First" } else { "Second" });
    }
}

//! Misère Kayles by its misère quotient. A row of pins; a move knocks down one pin or two side
//! by side, which may split the row in two; whoever knocks down the last pin loses. Input:
//! `T`, then `T` lines `n h_1 … h_n` (rows of at most 24 pins). Output: `First` if the first
//! player wins, else `Second`, a line each. One quotient, found from the rules, for all.
//!
//! Run: `echo "2  1 1  2 2 3" | cargo run --example misere_game`.
use grundy::core::tokens::Tokens;
use grundy::games::misere::{octal_options, Limits, MisereQuotient};
use grundy::games::octal::OctalGame;

fn main() {
    let mut input = Tokens::stdin();
    let cases: Vec<Vec<usize>> = (0..input.read())
        .map(|_| {
            let n = input.read();
            input.vec(n)
        })
        .collect();
    let top = cases.iter().flatten().copied().max().unwrap_or(0);
    if top > 24 {
        eprintln!("error: expected rows of at most 24 pins, found {top}");
        std::process::exit(2);
    }
    let kayles = OctalGame::parse("0.77").expect("Kayles' code");
    let options = octal_options(&kayles, top).expect("memory for the options");
    // Rows to 24: at most 24 elements. A position is lost iff its product lies in P.
    let q = MisereQuotient::new(options, Limits::DEFAULT).expect("Kayles to 24 in the limits");
    for rows in &cases {
        let wins = q.first_player_wins(rows).expect("rows within the quotient");
        println!("{}", if wins { "First" } else { "Second" });
    }
}

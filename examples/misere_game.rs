//! Misère Kayles by its misère quotient. A row of pins; a move knocks down one pin or two side
//! by side, which may split the row in two; whoever knocks down the last pin loses. Input:
//! `T`, then `T` lines `n h_1 … h_n` (rows of at most 20 pins). Output: `First` if the first
//! player wins, else `Second`, a line each. The quotient is found once, from the rules.
//!
//! Run: `echo "2  1 1  2 2 3" | cargo run --example misere_game`.
use grundy::core::tokens::Tokens;
use grundy::games::misere::{octal_options, Limits, MisereQuotient};
use grundy::games::octal::OctalGame;

fn main() {
    let kayles = OctalGame::parse("0.77").expect("Kayles' code");
    let options = octal_options(&kayles, 20).expect("memory for the options");
    // 24 elements for rows of 0 to 20 pins: a position is lost iff its product is in P.
    let q = MisereQuotient::new(options, Limits::DEFAULT).expect("Kayles to 20 in the limits");
    let mut input = Tokens::stdin();
    for _ in 0..input.read::<usize>() {
        let n = input.read();
        let rows: Vec<usize> = input.vec(n);
        let Some(wins) = q.first_player_wins(&rows) else {
            eprintln!("error: expected rows of at most 20 pins");
            std::process::exit(2);
        };
        println!("{}", if wins { "First" } else { "Second" });
    }
}

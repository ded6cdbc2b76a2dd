//! Every solver and the library's games against searches that know only the rules, and the
//! samples: one test crate, a module per family (`cargo test --test solvers`).

#[path = "../brute/mod.rs"]
mod brute;
#[path = "../common/mod.rs"]
mod common;

mod any_position;
mod brute_force;
mod canon;
mod classic_games;
mod coins;
mod counting;
mod geography;
mod guess;
mod interactive;
mod misere_quotients;
mod misere_sweep;
mod moves;
mod partizan;
mod patterns;
mod rules;
mod samples;
mod scanner;

//! One module per game family: the rules, the SG values and the proofs; no input or output.

pub mod advance_or_eat;
pub mod bean_split;
pub mod bit_game;
pub mod blue_red;
pub mod boxes;
pub mod calendar;
pub mod candy_piles;
pub mod card_row;
pub mod coin_rule;
pub mod coins;
pub mod coprime;
pub mod corner;
pub mod corner_blocks;
pub mod crosses;
pub mod cutcake;
pub mod dag;
pub mod deque;
pub mod dividing;
pub mod domineering;
pub mod dynamic;
pub mod euclid;
pub mod flip_grid;
pub mod forbidden;
pub mod geography;
pub mod hackenbush;
pub mod intervals;
pub mod lasker;
pub mod loopy;
pub mod loopy_score;
pub mod misere;
// The stages of the misère quotient, a file each beside `misere.rs` (the quotient and its
// API): the heap by heap extension, the periodicity theorem, the rules search of the tests.
// Flat modules, each file named as its module: a bundle writes the library two levels deep
// (layer, module).
pub mod misere_extension;
pub mod misere_period;
pub mod misere_rules;
pub mod momotetsu;
pub mod moore;
pub mod multiplication;
pub mod nim;
pub mod octal;
pub mod pair_split;
pub mod partizan_sum;
pub mod pile_choice;
pub mod redistribute;
pub mod root_path;
pub mod rules;
pub mod saltus;
pub mod split_three;
pub mod staircase;
pub mod stone_walk;
pub mod subtraction;
pub mod take_fraction;
pub mod toads_frogs;
pub mod wythoff;

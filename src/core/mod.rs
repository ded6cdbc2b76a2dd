//! The mechanisms every game and problem shares; no game lives here.

pub mod arith;
pub(crate) mod automaton;
pub mod budget;
pub(crate) mod distinct;
pub mod driver;
pub mod dyadic;
pub mod gf2;
pub mod graph;
pub mod guess;
pub(crate) mod guess_formula;
pub(crate) mod guess_grid;
pub(crate) mod held;
pub mod interact;
pub mod matching;
pub mod memo;
pub mod mex;
pub mod nimber;
pub mod partizan;
pub mod period;
pub mod picture;
pub mod scan;
pub mod scoring;
pub mod sg_table;
pub mod sum;
pub mod thermograph;
pub mod tokens;

//! grundy: solvers for impartial games, built on Sprague–Grundy theory.
//!
//! Mechanisms: [`scan`] reads the input, [`mex`] and [`sg_table`] compute SG values,
//! [`nim_sum`] combines independent components and [`anti_sg`] decides misère sums,
//! [`period`] certifies periods; [`subtraction`] and [`lasker`] are game families on top of
//! them. Each solver module has a `solve(&[u8])` that maps an input to its output, and a
//! binary in `src/bin` that runs it through [`cli::run`].

pub mod anti_nim;
pub mod anti_sg;
pub mod bundle;
pub mod cli;
pub mod explore;
pub mod fibonacci_piles;
pub mod flip_grid;
pub mod ladder_nim;
pub mod lasker;
pub mod mex;
pub mod nim_sum;
pub mod octal;
pub mod period;
pub mod piles;
pub mod rng;
pub mod scan;
pub mod sg_table;
pub mod split_piles;
pub mod subtraction;
pub mod subtraction_nim;

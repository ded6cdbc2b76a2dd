//! grundy: solvers for impartial games, built on Sprague–Grundy theory.
//!
//! Mechanisms: [`scan`] reads the input, [`mex`] and [`sg_table`] compute SG values,
//! [`nim_sum`] combines independent components, [`period`] certifies periods, [`subtraction`]
//! is the subtraction game on top of them. Each solver module has a `solve(&[u8])` that maps
//! an input to its output, and a binary in `src/bin` that runs it through [`cli::run`].

pub mod cli;
pub mod fibonacci_piles;
pub mod mex;
pub mod nim_sum;
pub mod period;
pub mod scan;
pub mod sg_table;
pub mod subtraction;
pub mod subtraction_nim;

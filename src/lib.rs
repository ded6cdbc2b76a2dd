//! grundy: solvers for impartial games, built on Sprague–Grundy theory.
//!
//! Three layers, each using only the ones above it:
//!
//! * [`core`]: the mechanisms, no game in them: the input reader, mex, the SG-table engine,
//!   sums of games, the period finder, work budgets, and the driver every problem runs through.
//! * [`games`]: one module per game family, its rules and SG values; no input or output.
//! * [`problems`]: one module per judge problem (the input's shape, which game, the answer
//!   words) and [`problems::ALL`], the one list of problems that the binaries' tests, `bundle`
//!   and `bench` read.
//!
//! A problem's binary is three lines: `core::driver::main::<problems::x::X>()`. Tests call
//! [`core::driver::solve_bytes`] on an in-memory input instead.

pub mod core;
pub mod games;
pub mod problems;

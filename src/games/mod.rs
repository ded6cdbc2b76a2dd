//! One module per game family: the rules, the SG values and the proofs; no input or output.

pub mod advance_or_eat;
pub mod blue_red;
pub mod boxes;
pub mod calendar;
pub mod coins;
pub mod corner;
pub mod crosses;
pub mod cutcake;
pub mod dag;
pub mod dividing;
pub mod domineering;
pub mod euclid;
pub mod flip_grid;
pub mod forbidden;
pub mod hackenbush;
pub mod lasker;
pub mod loopy;
pub mod moore;
pub mod multiplication;
pub mod nim;
pub mod octal;
pub mod redistribute;
pub mod staircase;
pub mod subtraction;
pub mod toads_frogs;
pub mod wythoff;

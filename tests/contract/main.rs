//! The contract around the binaries and the tools: exact error lines, exit statuses, no panic
//! or abort under any arguments, input or memory limit, and answers that never depend on how
//! the input arrives (`cargo test --test contract`).

#[path = "../common/mod.rs"]
mod common;

mod bad_input;
mod bounds;
mod contract;
mod errors;
mod fuzz;
mod memory_limits;

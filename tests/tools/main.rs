//! The tools and the guide: `bundle`, `grundy` (tables, periods, pictures), the examples, and
//! the README's and docs' commands and figures (`cargo test --test tools`).

#[path = "../common/mod.rs"]
mod common;

mod bundle;
mod examples;
mod explore;
mod guide;
mod leetcode;
mod pictures;
mod readme;

//! grundy: solvers and a contest library for combinatorial games: Sprague–Grundy theory
//! (mex, SG values, xor of components), games with draws, partizan games (canonical forms),
//! misère quotients, dynamic subtraction, games on graphs by matching and scoring games.
//! Rust 1.70 or newer; edition 2021 or 2024 (not 2018).
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
//! A problem's binary is three lines: `problems::x::run()`, which runs
//! `core::driver::main::<problems::x::X>()` (compiled once in the library, so the binaries
//! only link). Tests call [`core::driver::solve_bytes`] on an in-memory input instead.
//!
//! # For your own game
//! A solution to a game no binary solves uses a few pieces, each with a runnable example, and
//! `bundle FILE.rs` makes one file of it for the judge (the README's "Your own game"):
//!
//! * reading and answering: [`core::driver::Problem`] (one case: read it, answer it) run by
//!   [`core::driver::main`]; [`core::scan::Scanner`] with [`core::scan::Field`] reads checked
//!   values and reports a bad token with its line and column;
//! * values: [`core::mex::Mex`], [`core::sg_table::table`] (an SG table from a rule written as
//!   a closure), [`core::period::PeriodFinder`] (a period proven from the values, then any heap
//!   through it), [`core::sum`] (xor of components, misère and Every-SG rules);
//! * positions that are not heaps (a pair, a bitmask, a hand of cards): [`core::memo::Memo`]
//!   computes SG values and outcomes over any position type, hashed or in a box of bounds;
//! * games that can loop: [`core::memo::explore`] makes the graph of the positions reachable
//!   from a start, and [`games::loopy`] decides it (Win, Lose or Draw with remoteness, and the
//!   generalized SG function for several tokens);
//! * game families ready to use: [`games::subtraction`], [`games::octal`] (any octal code, its
//!   period certified), [`games::nim`], [`core::nimber`] (nim products), [`core::graph`] with
//!   [`games::dag`] and [`games::hackenbush`] for games on graphs;
//! * partizan games: numbers first ([`games::blue_red::value`], [`core::dyadic::Dyadic`]: a sum
//!   of numbers is their exact sum), then [`core::partizan::Arena`] for canonical forms;
//! * misère play beyond Nim: [`games::misere::MisereQuotient`], the misère quotient of a heap
//!   game, found from its rules and proved.
//! * heap games given by their rules as a statement words them (`take 1..n/2`, `take any;
//!   split 3`, take-and-break codes of any length): [`games::rules`], with arithmetic periods
//!   proved by [`games::saltus`];
//! * the pattern of a table you printed: [`core::guess`] (periods, self-similar rules, bit
//!   formulas, Beatty and Wythoff P-positions, grids; a guess, never a proof, and code to
//!   paste); counting positions by their xor: [`core::gf2`] (the Walsh–Hadamard transform,
//!   [`core::gf2::xor_power_mod`], xor bases), [`core::digit_dp`];
//! * interactive problems, where the judge answers each move: [`core::interact`], reading a
//!   line at a time with [`core::tokens`] (which also reads a plain `fn main`'s input);
//! * moves that depend on the last move: [`games::dynamic::LosingHeaps`] (`k`-fold dynamic
//!   subtraction, any heap and `k` to 10^18); games on undirected graphs:
//!   [`games::geography::Geography`] on [`core::matching::Matching`]; scores instead of a
//!   winner: [`core::scoring::ScoreMemo`] over any position type.
//! * sets of values merged up a tree (a move leaves the subtrees hanging off a path):
//!   [`core::value_trie::Tries`], used by [`games::root_path`].
//! * coin turning from your own rule, in a row or on a grid: [`games::coin_rule`] (values by
//!   mex, a winning move, products by [`games::coin_rule::tartan`]); values of any width:
//!   [`core::wide_nimber::Nimber`] (ZJOI 2009's colouring game, [`games::corner_blocks`],
//!   reaches `2^198`).
//!
//! Every public function states its cost; tables whose size the input decides grow with
//! `try_reserve` and report [`core::budget::NoMemory`] rather than abort.

#![warn(missing_docs)]
// One function may use `unsafe`: the carry-less multiply of `core::nimber` (allowed there).
#![deny(unsafe_code)]

pub mod core;
pub mod games;
pub mod problems;

// The guide's pages, their Rust blocks compiled and run as doctests (`cargo test --doc`).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
mod readme {}
#[cfg(doctest)]
#[doc = include_str!("../docs/library.md")]
mod docs_library {}
#[cfg(doctest)]
#[doc = include_str!("../docs/solvers.md")]
mod docs_solvers {}
#[cfg(doctest)]
#[doc = include_str!("../docs/errors.md")]
mod docs_errors {}
#[cfg(doctest)]
#[doc = include_str!("../docs/performance.md")]
mod docs_performance {}
#[cfg(doctest)]
#[doc = include_str!("../docs/submitting.md")]
mod docs_submitting {}
#[cfg(doctest)]
#[doc = include_str!("../docs/exercises.md")]
mod docs_exercises {}
#[cfg(doctest)]
#[doc = include_str!("../docs/reach.md")]
mod docs_reach {}

/// The documentation's promise that every public function states its cost, checked on the
/// sources: the doc comment above each `pub fn` of a public module says `O(…)` or
/// `Complexity`, or `As […]` for a function that costs what another does.
#[cfg(test)]
mod documented_costs {
    use std::path::Path;

    /// The files of the public modules of `core`, `games` and `problems`: those their `mod.rs`
    /// declares `pub mod` (a `pub(crate) mod`'s items are for the crate alone).
    fn public_sources() -> Vec<(String, String)> {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        for dir in ["core", "games", "problems"] {
            let declared = std::fs::read_to_string(src.join(dir).join("mod.rs")).unwrap();
            for line in declared.lines() {
                if let Some(module) = line
                    .strip_prefix("pub mod ")
                    .and_then(|m| m.strip_suffix(';'))
                {
                    let file = format!("{module}.rs");
                    match std::fs::read_to_string(src.join(dir).join(&file)) {
                        Ok(text) => files.push((format!("{dir}/{file}"), text)),
                        // A family's folder: its `mod.rs` and every file in it (a private
                        // file's `pub fn` on a public type is public all the same).
                        Err(_) => {
                            let folder = src.join(dir).join(module);
                            for entry in std::fs::read_dir(&folder).unwrap() {
                                let path = entry.unwrap().path();
                                let text = std::fs::read_to_string(&path).unwrap();
                                files.push((path.display().to_string(), text));
                            }
                        }
                    }
                }
            }
            files.push((format!("{dir}/mod.rs"), declared));
        }
        files
    }

    /// The `pub fn` lines of `text` whose doc comment names no cost, as `file:line`.
    fn uncosted(name: &str, text: &str) -> Vec<String> {
        let lines: Vec<&str> = text.lines().collect();
        let mut missing = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let code = line.trim_start();
            if !(code.starts_with("pub fn ") || code.starts_with("pub const fn ")) {
                continue;
            }
            let doc = lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim_start())
                .skip_while(|l| l.starts_with("#["))
                .take_while(|l| l.starts_with("///"));
            let costed = doc
                .filter(|l| !l.starts_with("/// use ") && !l.starts_with("/// assert"))
                .any(|l| l.contains("O(") || l.contains("As [") || l.contains("Complexity"));
            if !costed {
                missing.push(format!("{name}:{}", i + 1));
            }
        }
        missing
    }

    #[test]
    fn every_public_function_states_its_cost() {
        let files = public_sources();
        assert!(files.len() > 40, "the sources were found");
        let missing: Vec<String> = files
            .iter()
            .flat_map(|(name, text)| uncosted(name, text))
            .collect();
        assert!(missing.is_empty(), "no cost stated: {missing:?}");
    }

    #[test]
    fn a_function_without_a_cost_is_found() {
        let text = "/// Costs O(1).\npub fn a() {}\n/// Says nothing.\n#[inline]\npub fn b() {}\n";
        assert_eq!(uncosted("x.rs", text), ["x.rs:5"]);
    }
}

//! One module per judge problem: the input's shape, which game, the answer words. [`ALL`] is
//! the one list of problems: the binaries' tests, `bundle` and `bench` read it.
//!
//! Naming: the module is the binary's name and its problem type is the same name in
//! CamelCase (`split_piles` → `SplitPiles`); `bundle` relies on that to write `main`.
//!
//! # A new problem
//! The same list is in `docs/library.md` (a test holds the two alike); the tests name what is
//! missing until each step is done:
//!
//! 1. `src/problems/NAME.rs`: a type `Name` implementing `core::driver::Problem` (its name,
//!    `--help` text, case layout, answer words, and one case read and answered), and `pub fn
//!    run()` for its binary.
//! 2. In `src/problems/mod.rs`: `pub mod NAME;`, and `Entry::of::<NAME::Name>()` in
//!    `problems::ALL`.
//! 3. `src/bin/NAME.rs`, three lines that call `run`, and its `[[bin]]` with `test = false` in
//!    `Cargo.toml`.
//! 4. `samples/NAME/`: the statement's samples, `.in` and `.out` pairs, byte for byte.
//! 5. `problems::NAME,` in the sorted list of `src/bin/bundle/sources.rs`.
//! 6. A case in `src/bin/bench/cases.rs`, and its largest input in
//!    `tests/contract/memory_limits.rs`.
//! 7. Its error cases in `tests/contract/bad_input.rs` and its counts in `tests/memory.rs`.
//! 8. A test against a search that knows only the rules, in `tests/solvers/`.
//! 9. A row in the README's table, and a section in `docs/solvers.md`.

use crate::core::driver::{
    solve_bytes, solve_bytes_in, solve_bytes_with_moves, solve_reader, Modes, Problem,
};
use crate::core::interact::{play_bytes, play_bytes_in, play_reader, Interactive};
use crate::core::scan::InputError;
use std::io::Read;

pub mod abc201d;
pub mod abc206f;
pub mod abc209e;
pub mod abc212h;
pub mod abc229h;
pub mod abc255g;
pub mod abc261h;
pub mod abc278f;
pub mod abc278g;
pub mod abc297g;
pub mod abc317f;
pub mod abc354e;
pub mod abc368f;
pub mod abc380f;
pub mod agc002e;
pub mod agc010f;
pub mod agc017d;
pub mod anti_nim;
pub mod arc091f;
pub mod arc168b;
pub mod bitwise_xor_convolution;
pub mod cf1451f;
pub mod cf1704f;
pub mod cf2004e;
pub mod cf2027e2;
pub mod cf494e;
pub mod cf786a;
pub mod dp_l;
pub mod fibonacci_piles;
pub mod flip_grid;
pub mod geography;
pub mod hackenbush;
pub mod hdu1079;
pub mod hdu1517;
pub mod hdu1524;
pub mod hdu1536;
pub mod hdu1729;
pub mod hdu1846;
pub mod hdu1847;
pub mod hdu1850;
pub mod hdu2147;
pub mod hdu2177;
pub mod hdu2516;
pub mod hdu3032;
pub mod hdu3094;
pub mod hdu3404;
pub mod hdu3537;
pub mod hdu3590;
pub mod hdu3595;
pub mod hdu4315;
pub mod hdu5795;
pub mod ladder_nim;
pub mod loopy;
pub mod luogu_p1971;
pub mod luogu_p2148;
pub mod luogu_p2197;
pub mod luogu_p2490;
pub mod luogu_p2594;
pub mod luogu_p2599;
pub mod luogu_p3185;
pub mod luogu_p3480;
pub mod luogu_p4055;
pub mod luogu_p4101;
pub mod luogu_p4136;
pub mod luogu_p4279;
pub mod luogu_p4301;
pub mod luogu_p4617;
pub mod luogu_p5363;
pub mod luogu_p5675;
pub mod luogu_p6560;
pub mod moore_nim;
pub mod nim_product_64;
pub mod octal_game;
pub mod partizan;
pub mod poj1067;
pub mod poj1704;
pub mod poj1740;
pub mod poj2348;
pub mod poj2975;
pub mod poj3537;
pub mod poj3710;
pub mod poj3922;
pub mod range_nim;
pub(crate) mod shape;
pub mod split_piles;
pub mod spoj_cot3;
pub mod subtraction_nim;

/// One problem as the tools see it.
#[derive(Clone, Copy)]
pub struct Entry {
    /// The binary's name, which is also the module's.
    pub name: &'static str,
    /// What `--help` prints after the usage line.
    pub help: &'static str,
    /// Does the binary take `--move` (is there a game to move in)?
    pub moves: bool,
    /// Solves an in-memory input.
    pub solve: fn(&[u8]) -> Result<String, InputError>,
    /// Solves an in-memory input with `--move`.
    pub solve_moves: fn(&[u8]) -> Result<String, InputError>,
    /// Does the binary take `--misere` (does it play misère too)?
    pub misere: bool,
    /// Solves an in-memory input in the modes given (`--move`, `--misere`).
    pub solve_in: fn(&[u8], Modes) -> Result<String, InputError>,
    /// Solves an input read from any reader (tests feed it in pieces).
    pub solve_from: fn(&mut dyn Read) -> Result<String, InputError>,
    /// The problem type's full path, `grundy::problems::<name>::<Name>`.
    pub type_name: fn() -> &'static str,
    /// Does the judge play the other side ([`crate::core::interact`])? Then `solve` plays a
    /// transcript of the judge's lines, and the binary is `interact::main`.
    pub interactive: bool,
}

impl Entry {
    /// The entry of problem `P`.
    ///
    /// O(1) (a `const fn`).
    pub const fn of<P: Problem>() -> Entry {
        EntryOf::<P>::ENTRY
    }
}

/// Holds the entry of `P` as an associated constant: rustc 1.70 refuses a `const fn` that
/// makes a function pointer taking `&mut` (`solve_from`), not a constant that holds one.
struct EntryOf<P>(std::marker::PhantomData<P>);

impl<P: Problem> EntryOf<P> {
    const ENTRY: Entry = Entry {
        name: P::NAME,
        help: P::HELP,
        moves: P::MOVES,
        solve: solve_bytes::<P>,
        solve_moves: solve_bytes_with_moves::<P>,
        misere: P::MISERE,
        solve_in: solve_bytes_in::<P>,
        solve_from: solve_reader::<P>,
        type_name: std::any::type_name::<P>,
        interactive: false,
    };
}

impl Entry {
    /// The entry of the interactive problem `P`: its `solve`s play a transcript of the
    /// judge's lines ([`play_bytes`]); no `--move`, no `--misere`.
    ///
    /// O(1) (a `const fn`).
    pub const fn interactive<P: Interactive>() -> Entry {
        InteractiveOf::<P>::ENTRY
    }
}

/// Holds the entry of the interactive problem `P` (as [`EntryOf`]).
struct InteractiveOf<P>(std::marker::PhantomData<P>);

impl<P: Interactive> InteractiveOf<P> {
    const ENTRY: Entry = Entry {
        name: P::NAME,
        help: P::HELP,
        moves: false,
        solve: play_bytes::<P>,
        solve_moves: play_bytes::<P>,
        misere: false,
        solve_in: play_bytes_in::<P>,
        solve_from: play_reader::<P>,
        type_name: std::any::type_name::<P>,
        interactive: true,
    };
}

/// Every problem, by binary name.
pub static ALL: &[Entry] = &[
    Entry::of::<subtraction_nim::SubtractionNim>(),
    Entry::of::<fibonacci_piles::FibonacciPiles>(),
    Entry::of::<flip_grid::FlipGrid>(),
    Entry::of::<split_piles::SplitPiles>(),
    Entry::of::<ladder_nim::LadderNim>(),
    Entry::of::<anti_nim::AntiNim>(),
    Entry::of::<hdu3032::Hdu3032>(),
    Entry::of::<luogu_p4279::LuoguP4279>(),
    Entry::of::<luogu_p2197::LuoguP2197>(),
    Entry::of::<poj2975::Poj2975>(),
    Entry::of::<hdu1850::Hdu1850>(),
    Entry::of::<hdu1846::Hdu1846>(),
    Entry::of::<hdu1847::Hdu1847>(),
    Entry::of::<hdu1536::Hdu1536>(),
    Entry::of::<poj1704::Poj1704>(),
    Entry::of::<poj3537::Poj3537>(),
    Entry::of::<moore_nim::MooreNim>(),
    Entry::of::<range_nim::RangeNim>(),
    Entry::of::<octal_game::OctalGame>(),
    Entry::of::<nim_product_64::NimProduct64>(),
    Entry::of::<hdu3537::Hdu3537>(),
    Entry::of::<hdu3404::Hdu3404>(),
    Entry::of::<hdu1524::Hdu1524>(),
    Entry::of::<hdu3094::Hdu3094>(),
    Entry::of::<poj3710::Poj3710>(),
    Entry::of::<hdu3590::Hdu3590>(),
    Entry::of::<hackenbush::Hackenbush>(),
    Entry::of::<poj1067::Poj1067>(),
    Entry::of::<hdu2177::Hdu2177>(),
    Entry::of::<poj2348::Poj2348>(),
    Entry::of::<hdu3595::Hdu3595>(),
    Entry::of::<hdu1729::Hdu1729>(),
    Entry::of::<hdu1517::Hdu1517>(),
    Entry::of::<hdu2147::Hdu2147>(),
    Entry::of::<hdu1079::Hdu1079>(),
    Entry::of::<poj1740::Poj1740>(),
    Entry::of::<hdu4315::Hdu4315>(),
    Entry::of::<loopy::Loopy>(),
    Entry::of::<abc209e::Abc209e>(),
    Entry::of::<cf786a::Cf786a>(),
    Entry::of::<abc278f::Abc278f>(),
    Entry::of::<abc354e::Abc354e>(),
    Entry::of::<abc380f::Abc380f>(),
    Entry::of::<abc255g::Abc255g>(),
    Entry::of::<abc297g::Abc297g>(),
    Entry::of::<abc368f::Abc368f>(),
    Entry::of::<abc229h::Abc229h>(),
    Entry::of::<partizan::Partizan>(),
    Entry::of::<hdu2516::Hdu2516>(),
    Entry::of::<poj3922::Poj3922>(),
    Entry::of::<luogu_p4055::LuoguP4055>(),
    Entry::of::<luogu_p1971::LuoguP1971>(),
    Entry::of::<geography::Geography>(),
    Entry::of::<dp_l::DpL>(),
    Entry::of::<abc201d::Abc201d>(),
    Entry::of::<hdu5795::Hdu5795>(),
    Entry::of::<cf2004e::Cf2004e>(),
    Entry::of::<abc206f::Abc206f>(),
    Entry::of::<luogu_p2148::LuoguP2148>(),
    Entry::of::<arc091f::Arc091f>(),
    Entry::of::<bitwise_xor_convolution::BitwiseXorConvolution>(),
    Entry::of::<abc212h::Abc212h>(),
    Entry::interactive::<abc278g::Abc278g>(),
    Entry::of::<luogu_p4301::LuoguP4301>(),
    Entry::of::<luogu_p5675::LuoguP5675>(),
    Entry::of::<luogu_p2490::LuoguP2490>(),
    Entry::of::<luogu_p5363::LuoguP5363>(),
    Entry::of::<abc317f::Abc317f>(),
    Entry::of::<cf2027e2::Cf2027e2>(),
    Entry::of::<abc261h::Abc261h>(),
    Entry::of::<luogu_p6560::LuoguP6560>(),
    Entry::of::<spoj_cot3::SpojCot3>(),
    Entry::of::<luogu_p2594::LuoguP2594>(),
    Entry::of::<luogu_p4136::LuoguP4136>(),
    Entry::of::<agc017d::Agc017d>(),
    Entry::of::<luogu_p3480::LuoguP3480>(),
    Entry::of::<arc168b::Arc168b>(),
    Entry::of::<luogu_p3185::LuoguP3185>(),
    Entry::of::<agc002e::Agc002e>(),
    Entry::of::<agc010f::Agc010f>(),
    Entry::of::<cf1451f::Cf1451f>(),
    Entry::of::<cf1704f::Cf1704f>(),
    Entry::of::<luogu_p2599::LuoguP2599>(),
    Entry::of::<cf494e::Cf494e>(),
    Entry::of::<luogu_p4101::LuoguP4101>(),
    Entry::of::<luogu_p4617::LuoguP4617>(),
];

/// The entry named `name`.
///
/// O(number of problems).
pub fn find(name: &str) -> Option<&'static Entry> {
    ALL.iter().find(|e| e.name == name)
}

/// `split_piles` → `SplitPiles`: the problem type's name in its module.
///
/// O(length of the name).
pub fn type_name_of(name: &str) -> String {
    name.split('_')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_types_follow_the_convention() {
        for (i, entry) in ALL.iter().enumerate() {
            assert!(
                ALL[..i].iter().all(|e| e.name != entry.name),
                "{}",
                entry.name
            );
            let path = format!(
                "grundy::problems::{}::{}",
                entry.name,
                type_name_of(entry.name)
            );
            assert_eq!((entry.type_name)(), path);
            assert!(!entry.help.trim().is_empty(), "{}", entry.name);
        }
        assert_eq!(type_name_of("luogu_p4279"), "LuoguP4279");
        assert_eq!(type_name_of("hdu3032"), "Hdu3032");
    }
}

//! `bundle`: writes a program (or one of the problems) as one self-contained `.rs` file for a
//! judge: `bundle src/bin/a.rs > submit.rs`, `bundle flip_grid > flip_grid.rs`.
//!
//! The library sources come from the project around (or are embedded: [`sources`]). For a
//! program, or a problem `x` whose `main` is `crate::core::driver::main::<crate::problems::x::X>()`,
//! the bundle goes in stages, a module each:
//!
//! 1. [`program`]: the program's `grundy::…` paths made paths to the bundle's `mod grundy`;
//! 2. [`candidates`]: the modules `main` may name by a `crate::layer::module` path (in code or
//!    in a `use` group), and, transitively, those the candidates name;
//! 3. [`items`]: each candidate, without its `#[cfg(test)]` items, split into top-level items;
//! 4. [`reach`]: the items `main` reaches, until nothing changes;
//! 5. [`write`](mod@write): the kept items of each module inside `mod layer { pub mod module { … } }`,
//!    where the library's own `crate::layer::module::…` paths resolve unchanged, without
//!    comments (the library's documentation and proofs are in the crate).
//!
//! ## Reachability
//! Names are followed, not types. An item named `N` in module `M` is kept when kept code uses
//! the identifier `N` in `M` itself, in a module that imports `N` from `M` with a `use` (a
//! `pub use` of another module's item, a re-export, is followed the same way), or in a module
//! whose kept code has the path `M::N` (`lasker::sg(a)`, or `geo::sg(a)` through an alias
//! `use …::lasker as geo`; for the program, which may name `M` in a group of its own `use`
//! lines, `M::` and `N` anywhere); an item's own declaration does not count. A trait `impl` is
//! kept whole with its type (and its trait, if the trait is ours); an inherent `impl` keeps
//! the methods and constants that kept code anywhere calls or names by path (`x.name(`,
//! `Type::NAME`). `use` lines keep only the names used, with their visibility.
//! This can keep a little more than the compiler needs (two methods with one name), never
//! less; the bundle tests compile every bundle with warnings denied, so an item kept for
//! nothing shows up there as dead code.

mod candidates;
mod function;
mod items;
mod json;
mod lex;
mod program;
mod reach;
mod sources;
mod write;

use grundy::core::driver::{fail_escaped, write_or_fail};

/// The library's `fail`, with the message's control characters escaped: this tool's errors
/// echo its arguments, which may hold a newline.
fn fail(code: u8, message: std::fmt::Arguments<'_>) -> std::process::ExitCode {
    fail_escaped(code, message)
}
use grundy::problems::{type_name_of, ALL};
use std::process::ExitCode;

fn help() -> String {
    let names: Vec<&str> = ALL.iter().map(|p| p.name).collect();
    format!(
        "usage: bundle FILE.rs > submission.rs\n       bundle PROBLEM > PROBLEM.rs\n\n\
         Writes your program FILE.rs as one file for a judge: the program as it is, then the\n\
         library items it uses (and theirs), and nothing else, inside `mod grundy`, without\n\
         comments or tests. Its grundy::... paths become crate::grundy::...; every other path\n\
         (core::cmp::max, your own mod core) means what it meant under cargo. The file\n\
         compiles with plain rustc 1.70 or newer, edition 2021 or 2024.\n\n\
         A program with `impl Solution` and no `fn main` is a LeetCode submission: the file\n\
         leaves out what the judge declares (struct Solution; TreeNode and ListNode with their\n\
         own impls), #[cfg(test)] items, #[test] functions and crate attributes (#![...]).\n\n\
         The library is the grundy that the cargo project around the current folder depends\n\
         on (as `cargo metadata` finds it: a path or git dependency, or grundy itself); outside\n\
         such a project, the one built into bundle. The file's first line says which.\n\n\
         With a problem's name instead, writes that problem's solver, which behaves like its\n\
         binary.\n\n\
         example: bundle src/bin/a.rs > submit.rs && rustc --edition 2021 -O submit.rs\n\
         example: bundle flip_grid > flip_grid.rs\n\n\
         problems: {}\n",
        names.join(", ")
    )
}

/// `bundle FILE.rs`: the bundle of the program in `path`, or why it cannot be read.
/// The largest program `bundle` reads: a judge takes 64 KiB, so a program of more than
/// 1 MiB cannot become a submission (and reading it whole under a memory limit is a risk).
const MAX_PROGRAM: u64 = 1 << 20;

fn own_program(path: &str) -> ExitCode {
    let read = std::fs::File::open(path).and_then(|file| {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::Read::take(file, MAX_PROGRAM + 1), &mut bytes)?;
        Ok(bytes)
    });
    let bytes = match read {
        Ok(bytes) => bytes,
        Err(e) => return fail(2, format_args!("cannot read the program {path:?}: {e}")),
    };
    if bytes.len() as u64 > MAX_PROGRAM {
        return fail(
            2,
            format_args!("expected a program of at most 1 MiB in {path:?}, found a larger file"),
        );
    }
    let Ok(source) = String::from_utf8(bytes) else {
        return fail(
            2,
            format_args!("expected a program in UTF-8 in {path:?}, found other bytes"),
        );
    };
    match program::bundle_program(path, &source) {
        Ok(text) => write_or_fail(std::io::stdout().lock(), text.as_bytes()),
        Err(message) => fail(2, format_args!("{message}")),
    }
}

/// Chooses the library: the `grundy` of the cargo project around the current folder, else
/// the built-in one. An error when cargo names a `grundy` that cannot be read.
fn choose_library() -> Result<(), String> {
    let here =
        std::env::current_dir().map_err(|e| format!("cannot read the current folder: {e}"))?;
    if let Some(library) = sources::for_project(&here)? {
        sources::choose(library);
    }
    Ok(())
}

fn main() -> ExitCode {
    if grundy::core::budget::keep_headroom().is_err() {
        return fail(2, format_args!("not enough memory to start"));
    }
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let names: Vec<&str> = ALL.iter().map(|p| p.name).collect();
    let problem = match args.as_slice() {
        [flag] if flag == "--help" || flag == "-h" => {
            return write_or_fail(std::io::stdout().lock(), help().as_bytes())
        }
        [path] if path.to_string_lossy().ends_with(".rs") => {
            if let Err(message) = choose_library() {
                return fail(2, format_args!("{message}"));
            }
            return own_program(&path.to_string_lossy());
        }
        [name] => name.to_string_lossy(),
        [] => {
            return fail(
                2,
                format_args!(
                    "expected a problem name ({}), found nothing",
                    names.join(", ")
                ),
            )
        }
        [_, extra, ..] => {
            let extra = extra.to_string_lossy();
            return fail(
                2,
                format_args!("expected one problem name, found a second argument {extra:?}"),
            );
        }
    };
    if let Err(message) = choose_library() {
        return fail(2, format_args!("{message}"));
    }
    let source = ALL
        .iter()
        .find(|p| p.name == problem)
        .and_then(|p| program::bundle(p.name, &type_name_of(p.name), p.interactive));
    match source {
        Some(text) => write_or_fail(std::io::stdout().lock(), text.as_bytes()),
        None => fail(
            2,
            format_args!(
                "expected one problem name ({}), found {problem:?}",
                names.join(", ")
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::sources::SOURCES;

    /// Every library file but the `mod.rs` ones is embedded, and nothing else, one line a
    /// module in sorted order.
    #[test]
    fn every_library_module_is_embedded() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut on_disk = Vec::new();
        for layer in ["core", "games", "problems"] {
            for (name, _) in super::sources::layer_modules(&root.join(layer)).unwrap() {
                on_disk.push(format!("{layer}/{name}"));
            }
        }
        on_disk.sort();
        let listed: Vec<String> = SOURCES.iter().map(|s| s.0.to_string()).collect();
        assert_eq!(listed, on_disk, "SOURCES, sorted, against src/");
    }
}

//! `bundle`: writes a problem as one self-contained `.rs` file for a judge,
//! `cargo run --release --bin bundle -- flip_grid > flip_grid.rs`. See [`bundle`].

mod bundle;
mod json;
mod lex;
mod sources;

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
    match bundle::bundle_program(path, &source) {
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
        .and_then(|p| bundle::bundle(p.name, &type_name_of(p.name)));
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

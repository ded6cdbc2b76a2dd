//! Single-file contest submissions: a solver's `main` plus exactly the library modules it uses.
//!
//! The sources are compiled into the `bundle` binary with `include_str!`, so it needs nothing at
//! run time. For a solver it
//!
//! 1. takes the binary's source and rewrites its `grundy::` paths to `crate::`;
//! 2. follows `crate::name` references in code (not in comments or strings) from there,
//!    transitively, to the set of modules needed;
//! 3. inlines each as `mod name { … }` at the root, where the library's own `crate::` paths
//!    resolve unchanged, with every `#[cfg(test)]` item removed. Doc comments are kept: the
//!    submission is read by people too.
//!
//! A small lexer tells code from comments, strings and char literals, so braces and paths inside
//! them are never mistaken for structure.

use std::collections::BTreeSet;

/// The library modules, by name, with their sources.
const MODULES: &[(&str, &str)] = &[
    ("anti_nim", include_str!("anti_nim.rs")),
    ("anti_sg", include_str!("anti_sg.rs")),
    ("cli", include_str!("cli.rs")),
    ("explore", include_str!("explore.rs")),
    ("fibonacci_piles", include_str!("fibonacci_piles.rs")),
    ("flip_grid", include_str!("flip_grid.rs")),
    ("ladder_nim", include_str!("ladder_nim.rs")),
    ("lasker", include_str!("lasker.rs")),
    ("mex", include_str!("mex.rs")),
    ("nim_sum", include_str!("nim_sum.rs")),
    ("octal", include_str!("octal.rs")),
    ("period", include_str!("period.rs")),
    ("piles", include_str!("piles.rs")),
    ("rng", include_str!("rng.rs")),
    ("scan", include_str!("scan.rs")),
    ("sg_table", include_str!("sg_table.rs")),
    ("split_piles", include_str!("split_piles.rs")),
    ("subtraction", include_str!("subtraction.rs")),
    ("subtraction_nim", include_str!("subtraction_nim.rs")),
];

/// The solvers that can be bundled, with their binaries' sources.
pub const SOLVERS: &[(&str, &str)] = &[
    ("anti_nim", include_str!("bin/anti_nim.rs")),
    ("fibonacci_piles", include_str!("bin/fibonacci_piles.rs")),
    ("flip_grid", include_str!("bin/flip_grid.rs")),
    ("ladder_nim", include_str!("bin/ladder_nim.rs")),
    ("split_piles", include_str!("bin/split_piles.rs")),
    ("subtraction_nim", include_str!("bin/subtraction_nim.rs")),
];

/// The names of the bundleable solvers.
pub fn solver_names() -> Vec<&'static str> {
    SOLVERS.iter().map(|s| s.0).collect()
}

/// The single-file source of `solver`, or `None` for an unknown name.
pub fn bundle(solver: &str) -> Option<String> {
    let main_source = SOLVERS.iter().find(|s| s.0 == solver)?.1;
    let main_source = replace_in_code(main_source, "grundy::", "crate::");
    let modules = modules_needed(&main_source);

    let mut out = String::new();
    out.push_str(&format!(
        "// {solver}: one self-contained file, made by `cargo run --bin bundle -- {solver}` from the\n\
         // grundy crate. Modules: {}. Compiles with rustc 1.70 or newer, edition 2021 or 2024.\n\n",
        modules.iter().copied().collect::<Vec<_>>().join(", ")
    ));
    for line in main_source.lines() {
        // The binary's inner doc comment cannot follow the header: keep it as a plain comment.
        match line.strip_prefix("//!") {
            Some(rest) => out.push_str(&format!("//{rest}\n")),
            None => out.push_str(&format!("{line}\n")),
        }
    }
    for name in modules {
        let source = MODULES
            .iter()
            .find(|m| m.0 == name)
            .expect("only known modules are followed")
            .1;
        out.push_str(&format!("\n#[allow(dead_code)]\nmod {name} {{\n"));
        out.push_str(without_test_items(source).trim_end());
        out.push_str("\n}\n");
    }
    Some(out)
}

/// The modules `source` refers to as `crate::name`, followed transitively.
fn modules_needed(source: &str) -> BTreeSet<&'static str> {
    let mut needed = BTreeSet::new();
    let mut pending = vec![source.to_string()];
    while let Some(text) = pending.pop() {
        for name in crate_references(&without_test_items(&text)) {
            if let Some(&(known, module_source)) = MODULES.iter().find(|m| m.0 == name) {
                if needed.insert(known) {
                    pending.push(module_source.to_string());
                }
            }
        }
    }
    needed
}

/// What each byte of a source is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Code,
    Comment,
    Literal,
}

/// Classifies every byte of `src` as code, comment (line or nested block), or string/char
/// literal (including raw and byte strings). Lifetimes are code.
fn classify(src: &str) -> Vec<Kind> {
    let b = src.as_bytes();
    let mut kinds = vec![Kind::Code; b.len()];
    let mut i = 0;
    let ident_before = |i: usize| i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
    while i < b.len() {
        let start = i;
        let kind = match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                Kind::Comment
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i..].starts_with(b"/*") {
                        depth += 1;
                        i += 2;
                    } else if b[i..].starts_with(b"*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                Kind::Comment
            }
            b'r' if !ident_before(i) && matches!(b.get(i + 1), Some(b'"') | Some(b'#')) => {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(i + 1 + hashes) != Some(&b'"') {
                    i += 1; // an identifier such as `r#type`, or just `r`
                    continue;
                }
                i += hashes + 2;
                let closing: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat(b'#').take(hashes))
                    .collect();
                while i < b.len() && !b[i..].starts_with(&closing) {
                    i += 1;
                }
                i = (i + closing.len()).min(b.len());
                Kind::Literal
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(b.len());
                Kind::Literal
            }
            b'\'' => {
                // A char literal is '\…' or one character then a quote; otherwise a lifetime.
                let char_len = src[i + 1..].chars().next().map_or(0, char::len_utf8);
                if b.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while i < b.len() && b[i] != b'\'' {
                        i += 1;
                    }
                    i = (i + 1).min(b.len());
                    Kind::Literal
                } else if char_len > 0 && b.get(i + 1 + char_len) == Some(&b'\'') {
                    i += char_len + 2;
                    Kind::Literal
                } else {
                    i += 1;
                    continue;
                }
            }
            _ => {
                i += 1;
                continue;
            }
        };
        kinds[start..i].iter_mut().for_each(|k| *k = kind);
    }
    kinds
}

/// `src` with every occurrence of `from` in code replaced by `to`.
fn replace_in_code(src: &str, from: &str, to: &str) -> String {
    let kinds = classify(src);
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        if kinds[i] == Kind::Code && src[i..].starts_with(from) {
            out.push_str(to);
            i += from.len();
        } else {
            let c = src[i..].chars().next().expect("inside the string");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The names `x` of every `crate::x` in code.
fn crate_references(src: &str) -> BTreeSet<String> {
    let kinds = classify(src);
    let mut names = BTreeSet::new();
    for (at, _) in src.match_indices("crate::") {
        let preceded_by_ident = src[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        if kinds[at] != Kind::Code || preceded_by_ident {
            continue;
        }
        let rest = &src[at + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            names.insert(name);
        }
    }
    names
}

/// `src` without the items marked `#[cfg(test)]` (the attribute, any attributes after it, and
/// the item up to its `;` or the `}` closing its first block).
fn without_test_items(src: &str) -> String {
    let kinds = classify(src);
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut copied = 0;
    let mut search = 0;
    while let Some(found) = src[search..].find("#[cfg(test)]") {
        let at = search + found;
        search = at + 1;
        if kinds[at] != Kind::Code || at < copied {
            continue;
        }
        let mut i = at;
        let mut depth = 0i32;
        let mut end = b.len();
        while i < b.len() {
            if kinds[i] == Kind::Code {
                match b[i] {
                    b'[' | b'(' => depth += 1,
                    b']' | b')' => depth -= 1,
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = i + 1;
                            break;
                        }
                    }
                    b';' if depth == 0 => {
                        end = i + 1;
                        break;
                    }
                    _ => {}
                }
            }
            i += 1;
        }
        // Drop the item and the indentation before it; keep the text before.
        let line_start = src[..at].rfind('\n').map_or(0, |p| p + 1);
        let cut_from = if src[line_start..at].trim().is_empty() {
            line_start
        } else {
            at
        };
        out.push_str(&src[copied..cut_from]);
        copied = end;
        if src[copied..].starts_with('\n') {
            copied += 1;
        }
    }
    out.push_str(&src[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexer_tells_code_from_comments_and_literals() {
        let src = "let a = \"}{\"; // }\n/* { /* } */ */ let c = '{'; let d: &'static str = r#\"\"}\"#; x";
        let code: String = src
            .chars()
            .zip(classify(src))
            .filter(|&(_, k)| k == Kind::Code)
            .map(|(c, _)| c)
            .collect();
        assert_eq!(code, "let a = ; \n let c = ; let d: &'static str = ; x");
    }

    #[test]
    fn test_items_go_with_their_bodies_and_nothing_else() {
        let src = "fn keep() {}\n#[cfg(test)]\nmod tests {\n    fn f() { let s = \"}\"; }\n}\nfn also_keep() {}\n    #[cfg(test)]\n    use x::y;\nfn last() {}\n";
        assert_eq!(
            without_test_items(src),
            "fn keep() {}\nfn also_keep() {}\nfn last() {}\n"
        );
        let attr = "#[cfg(test)]\n#[derive(Debug)]\nstruct S { a: [u8; 2] }\nfn k() {}\n";
        assert_eq!(without_test_items(attr), "fn k() {}\n");
    }

    #[test]
    fn references_are_found_in_code_only() {
        let src = "use crate::mex::Mex; // crate::period\nlet s = \"crate::scan\"; crate::nim_sum::yes_no(x); notcrate::cli";
        let names: Vec<String> = crate_references(src).into_iter().collect();
        assert_eq!(names, vec!["mex", "nim_sum"]);
    }

    #[test]
    fn every_solver_bundles_only_what_it_uses() {
        let flip = bundle("flip_grid").unwrap();
        for module in ["cli", "flip_grid", "mex", "nim_sum", "scan"] {
            assert!(
                flip.contains(&format!("\nmod {module} {{\n")),
                "flip_grid needs {module}"
            );
        }
        for module in ["subtraction", "period", "lasker", "piles", "rng", "bundle"] {
            assert!(
                !flip.contains(&format!("\nmod {module} {{\n")),
                "flip_grid does not need {module}"
            );
        }
        for name in solver_names() {
            let text = bundle(name).unwrap();
            assert!(!text.contains("grundy::"), "{name}");
            assert!(!text.contains("#[cfg(test)]"), "{name}");
        }
        assert_eq!(bundle("nope"), None);
    }

    #[test]
    fn every_module_is_listed() {
        let lib = include_str!("lib.rs");
        for (at, _) in lib.match_indices("pub mod ") {
            let name = lib[at + 8..].split(';').next().unwrap();
            assert!(
                name == "bundle" || MODULES.iter().any(|m| m.0 == name),
                "{name} missing from MODULES"
            );
        }
    }
}

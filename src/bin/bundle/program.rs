//! The entry points and the program's own text: a problem's `main`, or a contestant's
//! program with its `grundy::…` paths made paths to the bundle's `mod grundy`.

use crate::lex::{classify, identifier_spans, identifiers, Kind};
use crate::sources::library;
use crate::write::{assemble, Whose};

/// The single-file source of problem `name` (a module of `problems`), whose type is `ty`;
/// its `main` is the interactive driver's when the judge plays the other side.
pub fn bundle(name: &str, ty: &str, interactive: bool) -> Option<String> {
    let path = format!("problems/{name}");
    library().modules.iter().find(|s| s.0 == path)?;
    let driver = if interactive { "interact" } else { "driver" };
    let main = format!(
        "fn main() -> std::process::ExitCode {{\n    \
         crate::grundy::core::{driver}::main::<crate::grundy::problems::{name}::{ty}>()\n}}\n"
    );
    Some(assemble(name, &main, Whose::Problem))
}

/// The single-file source of a contestant's own program `source` (the file at `path`, named
/// in the header as typed), which uses the library by `grundy::…` paths: the program with
/// the library's name made a path to the bundle's `mod grundy` ([`program_paths`]), then
/// exactly the library items it reaches, as for a problem. A program with `impl Solution`
/// and no `fn main` is a function for LeetCode: its harness goes first
/// ([`function::without_harness`](crate::function::without_harness)). An error for a program
/// with neither `fn main` nor `impl Solution`, or one that declares a `grundy` of its own.
pub fn bundle_program(path: &str, source: &str) -> Result<String, String> {
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    let kinds = classify(source);
    let words = identifiers(source, &kinds, 0..source.len());
    let declares_grundy = words.windows(2).any(|w| {
        matches!(
            w[0],
            "mod" | "fn" | "struct" | "enum" | "trait" | "type" | "const" | "static"
        ) && w[1] == "grundy"
    });
    if declares_grundy {
        return Err(format!(
            "expected a program that leaves the name grundy to the library in {path:?}, found \
             an item of its own named grundy"
        ));
    }
    if let Some(function) = crate::function::without_harness(source) {
        return Ok(assemble(path, &program_paths(&function), Whose::Function));
    }
    if !words.windows(2).any(|w| w == ["fn", "main"]) {
        return Err(format!(
            "expected a program with fn main (or, for LeetCode, impl Solution) in {path:?}, \
             found {}",
            if source.trim().is_empty() {
                "an empty file".to_string()
            } else {
                "neither".to_string()
            }
        ));
    }
    Ok(assemble(path, &program_paths(source), Whose::Program))
}

/// The tokens of code from `at`: identifiers, `::` and single punctuation, whitespace
/// skipped, at most `most`, stopping at a comment or literal; with where each ends.
pub(crate) fn tokens_from<'a>(
    src: &'a str,
    kinds: &[Kind],
    mut at: usize,
    most: usize,
) -> Vec<(&'a str, usize)> {
    let b = src.as_bytes();
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut out = Vec::new();
    while out.len() < most && at < b.len() && kinds[at] == Kind::Code {
        if b[at].is_ascii_whitespace() {
            at += 1;
            continue;
        }
        let start = at;
        if is_ident(b[at]) {
            while at < b.len() && kinds[at] == Kind::Code && is_ident(b[at]) {
                at += 1;
            }
        } else if src[at..].starts_with("::") {
            at += 2;
        } else {
            at += src[at..].chars().next().map_or(1, char::len_utf8);
        }
        out.push((&src[start..at], at));
    }
    out
}

/// `source` with every path that starts with the library's name made a path to the bundle's
/// `mod grundy`, in code only (not in comments or literals), and nothing else changed:
/// - `grundy::…` and `::grundy::…` become `crate::grundy::…`, at any depth of the program's
///   own modules; so do `use grundy as g;` and `use grundy::{self as g}`;
/// - `extern crate grundy;` goes, and `extern crate grundy as g;` becomes
///   `use crate::grundy as g;`.
///
/// The program's other paths (`core::cmp::max`, its own `mod core`, `g::…` after an alias)
/// mean what they meant under cargo: the library is one module of the bundle's root, not
/// three, so it hides no name of the language's or the program's.
pub(crate) fn program_paths(source: &str) -> String {
    let kinds = classify(source);
    let spans = identifier_spans(source, &kinds, 0..source.len());
    let mut out = String::with_capacity(source.len() + 64);
    let mut copied = 0;
    // The identifier `back` places before span `k`, if any.
    let word_before =
        |k: usize, back: usize| k.checked_sub(back).map(|j| &source[spans[j].clone()]);
    for (k, span) in spans.iter().enumerate() {
        let span = span.clone();
        if span.start < copied || &source[span.clone()] != "grundy" {
            continue;
        }
        let before = source[..span.start].trim_end();
        if before.ends_with('.') || before.ends_with('$') || before.ends_with('\'') {
            continue;
        }
        // `extern crate grundy;` and `extern crate grundy as g;`.
        if (word_before(k, 2), word_before(k, 1)) == (Some("extern"), Some("crate"))
            && before.ends_with("crate")
        {
            let extern_at = spans[k - 2].start;
            let t = tokens_from(source, &kinds, span.end, 3);
            let text: Vec<&str> = t.iter().map(|x| x.0).collect();
            let (replacement, end) = match text.as_slice() {
                [";", ..] => (String::new(), t[0].1),
                ["as", alias, ";"] => (format!("use crate::grundy as {alias};"), t[2].1),
                _ => continue,
            };
            out.push_str(&source[copied..extern_at]);
            out.push_str(&replacement);
            copied = end;
            continue;
        }
        // A path's first segment: not after another segment (`a::grundy`), but after a
        // leading `::` (which goes), after `use`, or anywhere an expression or type starts.
        let (start, leading) = match before.strip_suffix("::") {
            Some(rest) if rest.ends_with(is_path_end) => continue,
            Some(rest) => (rest.len(), true),
            None => (span.start, false),
        };
        let after = source[span.end..].trim_start();
        let in_use = word_before(k, 1) == Some("use");
        if !(after.starts_with("::") || (in_use && after.starts_with("as")) || leading) {
            continue;
        }
        out.push_str(&source[copied..start]);
        out.push_str("crate::grundy");
        copied = span.end;
    }
    out.push_str(&source[copied..]);
    out
}

pub(crate) fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Does a path segment end here (so a `::` after it continues a path)?
pub(crate) fn is_path_end(c: char) -> bool {
    is_ident_char(c) || c == '>'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bundle_keeps_only_what_its_problem_reaches() {
        let text = bundle("split_piles", "SplitPiles", false).unwrap();
        for kept in [
            "pub mod lasker {",
            "pub mod driver {",
            "fn counted(",
            "pub fn sg(",
        ] {
            assert!(text.contains(kept), "{kept} missing");
        }
        for dropped in [
            "pub mod octal",
            "pub mod mex",
            "sg_table_from_moves",
            "fn solve_bytes",
            "MisereSum",
            "#[allow(dead_code)]",
            "#[cfg(test)]",
        ] {
            assert!(!text.contains(dropped), "{dropped} kept");
        }
        assert!(!text.replace("crate::grundy::", "").contains("grundy::"));
        assert_eq!(bundle("nope", "Nope", false), None);
    }

    #[test]
    fn library_paths_point_into_mod_grundy_in_code_only() {
        let text = "use grundy::core::mex::Mex; // grundy::x\nfn f() { grundy :: games::nim::f(\"grundy::\"); a::grundy::b(); }\n";
        assert_eq!(
            program_paths(text),
            "use crate::grundy::core::mex::Mex; // grundy::x\nfn f() { crate::grundy :: games::nim::f(\"grundy::\"); a::grundy::b(); }\n"
        );
        // The other ways to name the library; the program's other paths stay as they are.
        let forms = [
            ("::grundy::core::x();", "crate::grundy::core::x();"),
            ("extern crate grundy;\nfn main() {}", "\nfn main() {}"),
            (
                "extern crate grundy as g;\ng::x();",
                "use crate::grundy as g;\ng::x();",
            ),
            (
                "use grundy as g;\nfn m() { g::core::x(); }",
                "use crate::grundy as g;\nfn m() { g::core::x(); }",
            ),
            ("use ::grundy as g;\ng::y();", "use crate::grundy as g;\ng::y();"),
            (
                "use grundy::core::{self, memo::Memo};\ncore::cmp::max(1, 2); a::core::b();",
                "use crate::grundy::core::{self, memo::Memo};\ncore::cmp::max(1, 2); a::core::b();",
            ),
            (
                "let grundy = 3; x.grundy::<u8>(); fn grundy() {} mod m { use grundy::games; }",
                "let grundy = 3; x.grundy::<u8>(); fn grundy() {} mod m { use crate::grundy::games; }",
            ),
            (
                "// use grundy as g;\nlet s = b\"grundy::\"; let r = br\"\\\"; grundy::x();",
                "// use grundy as g;\nlet s = b\"grundy::\"; let r = br\"\\\"; crate::grundy::x();",
            ),
        ];
        for (from, to) in forms {
            assert_eq!(program_paths(from), to, "{from:?}");
        }
    }
}

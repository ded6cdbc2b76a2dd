//! Submissions shaped as a function (LeetCode): the judge declares `struct Solution` and
//! calls its functions; there is no `fn main` and no input to read. A program with a
//! top-level `impl Solution` and no `fn main` is such a submission: its harness (what makes
//! it compile and run on its own under cargo) is taken out, and the rest is bundled as a
//! program is.
//!
//! The harness is, at the top level of the file: `struct Solution` and the types LeetCode
//! declares for its tree and list problems (`TreeNode`, `ListNode`) with their inherent
//! `impl`s; every item under `#[cfg(test)]` and every `#[test]` function; and crate
//! attributes (`#![…]`), which belong to the judge's file, not to a piece pasted into it.
//! Everything else (the `impl Solution`, `use` lines, helpers, trait `impl`s on `Solution`)
//! stays as written, but for inner doc comments (`//!`, `/*!`), which become plain comments:
//! the judge pastes the code after its own declarations, where an inner doc comment is an
//! error.

use crate::items::{parse_items, past_close, What};
use crate::lex::{classify, identifiers, Kind};

/// The types the judge declares: LeetCode's `Solution`, and the nodes of its tree and list
/// problems.
const DECLARED: [&str; 3] = ["Solution", "TreeNode", "ListNode"];

/// What a top-level item of the program is, as far as the harness goes.
#[derive(Debug, PartialEq, Eq)]
enum Role {
    /// `fn main` (not under `#[cfg(test)]`).
    Main,
    /// `impl Solution { … }`, the submission.
    SolutionImpl,
    /// Part of the harness: taken out.
    Harness,
    /// Kept as written.
    Kept,
}

/// `source` without its harness, if it is a function-shaped submission (a top-level `impl
/// Solution` and no `fn main`); `None` for a program with `fn main`, or one without `impl
/// Solution`.
pub(crate) fn without_harness(source: &str) -> Option<String> {
    let kinds = classify(source);
    let items = parse_items(source, &kinds, 0..source.len());
    let roles: Vec<Role> = items
        .iter()
        .map(|item| role(source, &kinds, item.span.clone(), &item.what))
        .collect();
    if roles.contains(&Role::Main) || !roles.contains(&Role::SolutionImpl) {
        return None;
    }
    let mut out = String::with_capacity(source.len());
    let mut copied = 0;
    for (item, role) in items.iter().zip(&roles) {
        let start = past_inner_attributes(source, &kinds, item.span.start, item.span.end);
        // Crate attributes before the item go, whatever the item.
        out.push_str(&source[copied..item.span.start]);
        if *role == Role::Harness {
            copied = item.span.end;
            continue;
        }
        out.push_str(&source[start..item.span.end]);
        copied = item.span.end;
    }
    out.push_str(&source[copied..]);
    Some(plain_comments(&out))
}

/// `text` with its inner doc comments (`//!`, `/*!`) made plain comments (`//`, `/*`).
fn plain_comments(text: &str) -> String {
    let kinds = classify(text);
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for (i, _) in text.match_indices("//!").chain(text.match_indices("/*!")) {
        let starts = kinds[i] == Kind::Comment && (i == 0 || kinds[i - 1] != Kind::Comment);
        if starts && i >= copied {
            out.push_str(&text[copied..i + 2]);
            copied = i + 3;
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// What the item at `span` is (see [`Role`]).
fn role(source: &str, kinds: &[Kind], span: std::ops::Range<usize>, what: &What) -> Role {
    let start = past_inner_attributes(source, kinds, span.start, span.end);
    let text = &source[start..span.end];
    let code: String = text
        .char_indices()
        .filter(|&(i, c)| kinds[start + i] == Kind::Code && !c.is_whitespace())
        .map(|(_, c)| c)
        .collect();
    if code.starts_with("#[cfg(test)]") || code.starts_with("#[test]") || code.contains("]#[test]")
    {
        return Role::Harness;
    }
    if let What::Impl { ty, trait_name, .. } = what {
        return match (ty.as_str(), trait_name) {
            ("Solution", None) => Role::SolutionImpl,
            (ty, None) if DECLARED.contains(&ty) => Role::Harness,
            _ => Role::Kept,
        };
    }
    // The item's words past its attributes (`#[derive(Debug)]` names no item).
    let mut head = start;
    let b = source.as_bytes();
    while head < span.end {
        if b[head].is_ascii_whitespace() || kinds[head] != Kind::Code {
            head += 1;
        } else if b[head] == b'#' {
            head = past_close(source, kinds, head + 1, span.end);
        } else {
            break;
        }
    }
    let words = identifiers(source, kinds, head..span.end);
    let mut k = 0;
    while k < words.len() && matches!(words[k], "pub" | "crate" | "const" | "unsafe" | "async") {
        k += 1;
    }
    match (words.get(k).copied(), words.get(k + 1).copied()) {
        (Some("fn"), Some("main")) => Role::Main,
        (Some("struct" | "enum" | "type"), Some(name)) if DECLARED.contains(&name) => Role::Harness,
        _ => Role::Kept,
    }
}

/// The first byte of `source[from..end]` past any crate attributes (`#![…]`) and the
/// whitespace and comments around them.
fn past_inner_attributes(source: &str, kinds: &[Kind], from: usize, end: usize) -> usize {
    let b = source.as_bytes();
    let mut at = from;
    let mut after_last = from;
    while at < end {
        if b[at].is_ascii_whitespace() || kinds[at] == Kind::Comment {
            at += 1;
        } else if source[at..].starts_with("#!") && kinds[at] == Kind::Code {
            at = past_close(source, kinds, at + 2, end);
            after_last = at;
        } else {
            break;
        }
    }
    after_last
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_harness_goes_and_the_rest_stays() {
        let program = "#![allow(dead_code)]\n\
            use grundy::core::mex::mex_of;\n\n\
            /// LeetCode declares it.\n\
            #[derive(Debug)]\n\
            pub struct Solution;\n\n\
            impl Solution {\n    pub fn f(v: Vec<i32>) -> i32 { helper(&v) }\n}\n\n\
            fn helper(v: &[i32]) -> i32 { v.len() as i32 }\n\n\
            #[derive(Debug, PartialEq, Eq)]\n\
            pub struct TreeNode { pub val: i32 }\n\
            impl TreeNode { pub fn new(val: i32) -> Self { TreeNode { val } } }\n\
            impl std::fmt::Display for TreeNode {\n    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", self.val) }\n}\n\n\
            #[test]\nfn examples() { assert_eq!(Solution::f(vec![1]), 1); }\n\n\
            #[cfg(test)]\nmod tests {\n    fn main() {}\n}\n";
        let out = without_harness(program).unwrap();
        for kept in [
            "use grundy::core::mex::mex_of;",
            "impl Solution {",
            "fn helper(",
            "impl std::fmt::Display for TreeNode",
        ] {
            assert!(out.contains(kept), "{kept} missing: {out}");
        }
        for gone in [
            "#![allow",
            "struct Solution",
            "LeetCode declares it",
            "struct TreeNode",
            "impl TreeNode",
            "#[test]",
            "mod tests",
        ] {
            assert!(!out.contains(gone), "{gone} kept: {out}");
        }
        // Inner doc comments become plain ones.
        let documented = "//! A doc.\n/*! More. */\nimpl Solution {}\n// /*! not one */\n";
        assert_eq!(
            without_harness(documented).unwrap(),
            "// A doc.\n/* More. */\nimpl Solution {}\n// /*! not one */\n"
        );
        // A program with fn main, or without impl Solution, is a program.
        assert_eq!(
            without_harness("struct Solution;\nimpl Solution {}\nfn main() {}\n"),
            None
        );
        assert_eq!(without_harness("fn helper() {}\n"), None);
        // fn main inside a test module is harness too.
        let tested = "impl Solution { pub fn g() {} }\n#[cfg(test)]\nfn main() {}\n";
        assert_eq!(
            without_harness(tested).unwrap(),
            "impl Solution { pub fn g() {} }\n\n"
        );
    }
}

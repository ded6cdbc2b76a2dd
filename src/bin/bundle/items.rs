//! A module's source split into its top-level items (functions, types, constants, `use`
//! lines, `impl` blocks with their members), each with its doc comments and attributes.

use crate::lex::{identifiers, Kind};
use std::ops::Range;

/// One imported name of a `use`: `prefix::leaf` (`leaf` may be `self`), seen as `visible`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Import {
    pub(crate) prefix: Vec<String>,
    pub(crate) leaf: String,
    pub(crate) alias: Option<String>,
}

impl Import {
    /// The name the importing module uses.
    pub(crate) fn visible(&self) -> &str {
        match (&self.alias, self.leaf.as_str()) {
            (Some(alias), _) => alias,
            (None, "self") => self.prefix.last().map_or("", String::as_str),
            (None, leaf) => leaf,
        }
    }

    /// `(module path, item name)` when this imports an item of a library module, at any
    /// depth (`crate::core::guess::pattern::Guess` is `Guess` of `core/guess/pattern`).
    pub(crate) fn library_item(&self) -> Option<(String, &str)> {
        match self.prefix.as_slice() {
            [c, layer, modules @ ..]
                if c == "crate" && !modules.is_empty() && self.leaf != "self" =>
            {
                Some((format!("{layer}/{}", modules.join("/")), self.leaf.as_str()))
            }
            _ => None,
        }
    }

    /// The leaf as written: `Name`, `Name as Alias` or `self`.
    pub(crate) fn written(&self) -> String {
        match &self.alias {
            Some(alias) => format!("{} as {alias}", self.leaf),
            None => self.leaf.clone(),
        }
    }
}

/// What a top-level item is.
#[derive(Debug)]
pub(crate) enum What {
    /// A `fn`, `struct`, `enum`, `const`, `static`, `type`, `trait` or `mod` with its name;
    /// for a trait, the names of its items.
    Named {
        name: String,
        is_trait: bool,
        methods: Vec<String>,
        /// For a trait, its methods with a default body, each with its span in the source.
        defaulted: Vec<(String, Range<usize>)>,
    },
    /// A `use` and the names it imports, with its visibility as written (`pub`, `pub(crate)`,
    /// or empty).
    Use(Vec<Import>, String),
    /// An `impl` block: its type, its trait if any, the `{` that opens its body and its items.
    Impl {
        ty: String,
        trait_name: Option<String>,
        open: usize,
        members: Vec<Item>,
    },
}

#[derive(Debug)]
pub(crate) struct Item {
    /// From the first doc comment or attribute to the closing `}` or `;`.
    pub(crate) span: Range<usize>,
    pub(crate) what: What,
    pub(crate) kept: bool,
    /// Spans inside the item that the bundle leaves out (a trait's default methods that no
    /// kept code calls).
    pub(crate) cut: Vec<Range<usize>>,
}

impl Item {
    pub(crate) fn is_use(&self) -> bool {
        matches!(self.what, What::Use(..))
    }
}

/// The index just past the bracket that closes the one at `open`, in code.
pub(crate) fn past_close(text: &str, kinds: &[Kind], open: usize, end: usize) -> usize {
    let b = text.as_bytes();
    let mut depth = 0i32;
    for i in open..end {
        if kinds[i] != Kind::Code {
            continue;
        }
        match b[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    end
}

/// The items of `text[range]`, at one nesting level.
pub(crate) fn parse_items(text: &str, kinds: &[Kind], range: Range<usize>) -> Vec<Item> {
    let b = text.as_bytes();
    let mut items = Vec::new();
    let mut i = range.start;
    while i < range.end {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        // Past doc comments, comments and attributes to the item's first word.
        let mut head = i;
        while head < range.end {
            if b[head].is_ascii_whitespace() || kinds[head] == Kind::Comment {
                head += 1;
            } else if b[head] == b'#' {
                head = past_close(text, kinds, head + 1, range.end);
            } else {
                break;
            }
        }
        if head >= range.end {
            break;
        }
        let window = head..range.end.min(head + 400);
        let words = identifiers(text, kinds, window);
        // Past `pub`, `pub(crate)` and the qualifiers of `const fn`, `unsafe fn`, …
        let mut k = 0;
        while k < words.len() {
            match words[k] {
                "pub" | "crate" | "super" | "unsafe" | "async" | "extern" => k += 1,
                "const" if words.get(k + 1) == Some(&"fn") => k += 1,
                _ => break,
            }
        }
        let keyword = words.get(k).copied().unwrap_or("");
        let name = words.get(k + 1).copied().unwrap_or("").to_string();
        let semicolon_only = matches!(keyword, "const" | "static" | "type" | "use");
        let end = item_end(text, kinds, head, range.end, semicolon_only);
        // `mod kind;` in a family's `mod.rs` declares a file the bundle writes as a module of
        // its own: not an item.
        if keyword == "mod" && text[head..end].trim_end().ends_with(';') {
            i = end;
            continue;
        }
        let what = match keyword {
            "use" => {
                // A re-export keeps its visibility (`pub use …`, `pub(crate) use …`).
                let at_use = text[head..end].find("use").map_or(head, |u| head + u);
                What::Use(
                    parse_use(&text[head..end], kinds, head),
                    text[head..at_use].trim().to_string(),
                )
            }
            "impl" => parse_impl(text, kinds, head, end),
            "trait" => {
                let (methods, defaulted) = trait_items(text, kinds, head, end);
                What::Named {
                    is_trait: true,
                    name,
                    methods,
                    defaulted,
                }
            }
            _ => What::Named {
                is_trait: false,
                name,
                methods: Vec::new(),
                defaulted: Vec::new(),
            },
        };
        items.push(Item {
            span: start..end,
            what,
            kept: false,
            cut: Vec::new(),
        });
        i = end;
    }
    items
}

/// The end of the item whose first word is at `head`: past its `;`, or past the `}` that
/// closes its body (unless `semicolon_only`, for `const x: T = T { … };`).
pub(crate) fn item_end(
    text: &str,
    kinds: &[Kind],
    head: usize,
    end: usize,
    semicolon_only: bool,
) -> usize {
    let b = text.as_bytes();
    let mut depth = 0i32;
    for i in head..end {
        if kinds[i] != Kind::Code {
            continue;
        }
        match b[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' => depth -= 1,
            b'}' => {
                depth -= 1;
                if depth == 0 && !semicolon_only {
                    return i + 1;
                }
            }
            b';' if depth == 0 => return i + 1,
            _ => {}
        }
    }
    end
}

/// The names of the items in a trait's body, and those with a default body (a method an
/// `impl` need not have) with their spans.
pub(crate) fn trait_items(
    text: &str,
    kinds: &[Kind],
    head: usize,
    end: usize,
) -> (Vec<String>, Vec<(String, Range<usize>)>) {
    let b = text.as_bytes();
    let open = (head..end)
        .find(|&i| kinds[i] == Kind::Code && b[i] == b'{')
        .unwrap_or(end);
    let close = past_close(text, kinds, open, end).saturating_sub(1);
    let (mut names, mut defaulted) = (Vec::new(), Vec::new());
    for item in parse_items(text, kinds, open + 1..close) {
        if let What::Named { name, .. } = item.what {
            // A method with a body, or a constant with a value.
            let own = &text[item.span.clone()];
            let code: String = own
                .lines()
                .filter(|l| !l.trim_start().starts_with("///") && !l.trim_start().starts_with("#["))
                .collect();
            let constant = code.trim_start().starts_with("const ") && code.contains('=');
            if own.trim_end().ends_with('}') || constant {
                defaulted.push((name.clone(), item.span));
            }
            names.push(name);
        }
    }
    (names, defaulted)
}

/// An `impl` item: its type and trait from the header, its members from the body.
pub(crate) fn parse_impl(text: &str, kinds: &[Kind], head: usize, end: usize) -> What {
    let b = text.as_bytes();
    let open = (head..end)
        .find(|&i| kinds[i] == Kind::Code && b[i] == b'{')
        .unwrap_or(end);
    // Drop the generics after `impl`, then split at `for`: the last path segment before any
    // `<` names the trait and the type.
    let header = &text[head + "impl".len()..open];
    let mut depth = 0;
    let mut plain = String::new();
    for c in header.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let last_segment = |path: &str| {
        path.trim()
            .rsplit("::")
            .next()
            .unwrap_or("")
            .trim()
            .to_string()
    };
    let (trait_name, ty) = match plain.split_once(" for ") {
        Some((t, ty)) => (Some(last_segment(t)), last_segment(ty)),
        None => (None, last_segment(&plain)),
    };
    let close = past_close(text, kinds, open, end).saturating_sub(1);
    What::Impl {
        ty,
        trait_name,
        open,
        members: parse_items(text, kinds, open + 1..close),
    }
}

/// The names a `use` item imports: `use a::b::{c, d as e, self};` and nested groups.
pub(crate) fn parse_use(item: &str, kinds: &[Kind], offset: usize) -> Vec<Import> {
    // Tokens of the code: identifiers, `::`, `{`, `}`, `,`.
    let mut tokens = Vec::new();
    let b = item.as_bytes();
    let mut i = 0;
    while i < item.len() {
        let c = b[i];
        if kinds[offset + i] != Kind::Code || c.is_ascii_whitespace() || c == b';' {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            let start = i;
            while i < item.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            tokens.push(&item[start..i]);
        } else if item[i..].starts_with("::") {
            tokens.push("::");
            i += 2;
        } else {
            tokens.push(&item[i..=i]);
            i += 1;
        }
    }
    let mut out = Vec::new();
    let mut at = tokens.iter().position(|t| *t == "use").map_or(0, |p| p + 1);
    use_tree(&tokens, &mut at, &[], &mut out);
    out
}

/// One use tree starting at `tokens[*at]`, under `prefix`.
pub(crate) fn use_tree(tokens: &[&str], at: &mut usize, prefix: &[String], out: &mut Vec<Import>) {
    let mut path: Vec<String> = prefix.to_vec();
    while *at < tokens.len() {
        match tokens[*at] {
            "::" => *at += 1,
            "{" => {
                *at += 1;
                while *at < tokens.len() && tokens[*at] != "}" {
                    if tokens[*at] == "," {
                        *at += 1;
                        continue;
                    }
                    use_tree(tokens, at, &path, out);
                }
                *at += 1;
                return;
            }
            "," | "}" => break,
            "as" => {
                *at += 1;
                if let (Some(leaf), Some(alias)) = (path.pop(), tokens.get(*at)) {
                    out.push(Import {
                        prefix: path.clone(),
                        leaf,
                        alias: Some(alias.to_string()),
                    });
                }
                *at += 1;
                return;
            }
            word => {
                path.push(word.to_string());
                *at += 1;
            }
        }
    }
    if path.len() > prefix.len() {
        if let Some(leaf) = path.pop() {
            out.push(Import {
                prefix: path,
                leaf,
                alias: None,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::classify;

    fn imports(line: &str) -> Vec<String> {
        let kinds = classify(line);
        parse_use(line, &kinds, 0)
            .iter()
            .map(|i| format!("{}::{} ({})", i.prefix.join("::"), i.written(), i.visible()))
            .collect()
    }

    #[test]
    fn use_trees_flatten() {
        assert_eq!(
            imports("use crate::core::{scan::{Field, Scanner}, mex::Mex as M};"),
            vec![
                "crate::core::scan::Field (Field)",
                "crate::core::scan::Scanner (Scanner)",
                "crate::core::mex::Mex as M (M)"
            ]
        );
        assert_eq!(
            imports("use std::fmt::{self, Display};"),
            vec!["std::fmt::self (fmt)", "std::fmt::Display (Display)"]
        );
        assert_eq!(
            imports("use crate::games::lasker;"),
            vec!["crate::games::lasker (lasker)"]
        );
    }

    #[test]
    fn items_are_split_with_their_docs() {
        let text = "/// doc\n#[derive(Debug)]\npub struct A { x: u8 }\n\nimpl<T: Into<u8>> From<T> for A {\n    fn from(t: T) -> A { A { x: t.into() } }\n}\npub const B: A = A { x: 1 };\nuse std::io::{Read, Write};\npub(crate) const fn c() {}\n";
        let kinds = classify(text);
        let items = parse_items(text, &kinds, 0..text.len());
        let shown: Vec<String> = items
            .iter()
            .map(|i| match &i.what {
                What::Named { name, .. } => format!("named {name}"),
                What::Use(u, _) => format!("use {}", u.len()),
                What::Impl {
                    ty,
                    trait_name,
                    members,
                    ..
                } => {
                    format!("impl {trait_name:?} for {ty}, {} members", members.len())
                }
            })
            .collect();
        assert_eq!(
            shown,
            vec![
                "named A",
                "impl Some(\"From\") for A, 1 members",
                "named B",
                "use 2",
                "named c"
            ]
        );
        assert!(text[items[0].span.clone()].starts_with("/// doc"));
        assert!(text[items[2].span.clone()].ends_with("};"));
    }
}

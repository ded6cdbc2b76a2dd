//! The bundle written: a header, the program, then `mod grundy` with the kept items of each
//! module, without comments, each item on one line with only the spaces the lexer needs.

use crate::candidates::{candidates, named_paths, LAYERS};
use crate::lex::{classify, identifier_spans, Kind};
use crate::reach::{reach, Module, Root};
use crate::sources::{library, Origin};
use std::collections::{BTreeSet, HashSet};

/// The bundle of `main` (a problem's `main`, or a whole program): the modules it may name,
/// pruned to what it reaches, written after it inside `mod grundy`.
pub(crate) fn assemble(name: &str, main: &str, whose: Whose) -> String {
    let mut modules: Vec<Module> = candidates(main).into_iter().map(Module::new).collect();
    let root = Root::new(main);
    reach(&root, &mut modules);
    // A program may import a module or a layer it then never uses (`use grundy::games::{self}`,
    // `use grundy::core::mex;`), which cargo accepts: those stay, empty, so the bundle
    // compiles whenever the program does.
    let named = match whose {
        Whose::Program | Whose::Function => named_paths(main),
        Whose::Problem => BTreeSet::new(),
    };
    modules.retain(|m| m.items.iter().any(|i| i.kept && !i.is_use()) || named.contains(m.path));
    write(name, main, &modules, whose, &named)
}

/// Whose `main` a bundle is written around.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Whose {
    /// One of our problems: every library item kept is used, and the bundle compiles with
    /// warnings denied as it is (a library struct with a field the problem never reads says
    /// `#[allow(dead_code)]` on that struct alone).
    Problem,
    /// A contestant's program, which may use a type and not all of it (a struct's field that
    /// only an unused method reads, a trait's method it never calls): the library's module is
    /// marked `#[allow(dead_code)]`, the program's own code is not.
    Program,
    /// A contestant's function-shaped submission (LeetCode's `impl Solution`, its harness
    /// taken out): as a program, under a header that says where it goes.
    Function,
}

/// The file: a header, the program (or a problem's `main`) as it is, then `mod grundy` with
/// the kept items of each module, without comments and with narrow indentation (one space a
/// level): the library's documentation and proofs are in the crate, and a judge counts bytes.
pub(crate) fn write(
    name: &str,
    main: &str,
    modules: &[Module],
    whose: Whose,
    named: &BTreeSet<&str>,
) -> String {
    let lib = library();
    let from = match &lib.origin {
        Origin::BuiltIn => "as built into `bundle`",
        Origin::Dependency => "as this project depends on it",
    };
    let mut out = match whose {
        Whose::Function => format!(
            "// {name}: one self-contained submission for a judge that declares the type Solution \
             and calls\n// its functions (LeetCode), made by `bundle` from grundy {} ({from}): \
             the judge's declarations and\n// the program's main are left out. Compiles with \
             rustc 1.70 or newer, edition 2021 or 2024, where\n// the judge puts it, after its \
             own declaration of Solution.\n\n{main}",
            lib.version,
        ),
        _ => format!(
            "// {name}: one self-contained file, made by `bundle` from grundy {} ({from}).\n\
             // Compiles with rustc 1.70 or newer, edition 2021 or 2024.\n\n{main}",
            lib.version,
        ),
    };
    if modules.is_empty() && named.is_empty() {
        return out;
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push('\n');
    if whose != Whose::Problem {
        out.push_str("// The parts of the library's types that this program leaves unused.\n");
        out.push_str("#[allow(dead_code)]\n");
    }
    out.push_str("mod grundy {\n");
    let rendered: Vec<Vec<String>> = modules.iter().map(|m| m.render()).collect();
    // A problem's bundle denies warnings, and a library struct may carry a field this problem
    // never reads (the edge to a parent, when only the parent is wanted): that struct alone
    // says so. A program's bundle allows dead code in the whole module already.
    let read = match whose {
        Whose::Problem => Some(fields_read(
            std::iter::once(main).chain(rendered.iter().flatten().map(|p| p.as_str())),
        )),
        _ => None,
    };
    let written: Vec<(&Module, &Vec<String>)> = modules.iter().zip(&rendered).collect();
    for layer in LAYERS {
        let inside = written
            .iter()
            .any(|(m, _)| m.path.starts_with(&format!("{layer}/")));
        if !inside && !named.contains(layer) {
            continue;
        }
        out.push_str(&format!("pub mod {layer} {{\n"));
        write_below(&mut out, layer, &written, read.as_ref());
        out.push_str("}\n");
    }
    out.push_str("}\n");
    out
}

/// The modules below `parent` (`core`, or a family's folder `core/guess`), each as `pub mod
/// name { … }` with its kept items and then its own modules: a family's folder is written
/// as a module holding its files' modules, at any depth, whether or not it keeps items of
/// its own.
fn write_below(
    out: &mut String,
    parent: &str,
    written: &[(&Module, &Vec<String>)],
    read: Option<&HashSet<String>>,
) {
    let below = format!("{parent}/");
    let children: BTreeSet<&str> = written
        .iter()
        .filter_map(|(m, _)| m.path.strip_prefix(below.as_str()))
        .map(|rest| rest.split('/').next().unwrap_or(rest))
        .collect();
    for child in children {
        let path = format!("{below}{child}");
        out.push_str(&format!("pub mod {child} {{\n"));
        if let Some((m, pieces)) = written.iter().find(|(m, _)| m.path == path) {
            // A module named and never used is empty: its `use` lines would name items gone.
            if m.items.iter().any(|i| i.kept && !i.is_use()) {
                for piece in pieces.iter() {
                    let unread = |read: &HashSet<String>| {
                        struct_fields(piece).iter().any(|f| !read.contains(f))
                    };
                    if read.is_some_and(unread) {
                        out.push_str("#[allow(dead_code)]\n");
                    }
                    out.push_str(&compact(&rebased(&without_comments(piece))));
                    out.push('\n');
                }
            }
        }
        write_below(out, &path, written, read);
        out.push_str("}\n");
    }
}

/// The names that some code in `texts` reads as a field, `x.name` (a method call `x.name(`
/// or `x.name::<T>(` is not a read), or names in a pattern (`let Name { a, b: x } =`, or
/// before `=>`). A name read on one struct counts for every struct; a read this misses (a
/// pattern in a parameter) at worst marks a struct `#[allow(dead_code)]` that need not be.
fn fields_read<'a>(texts: impl Iterator<Item = &'a str>) -> HashSet<String> {
    let mut read = HashSet::new();
    for text in texts {
        let kinds = classify(text);
        for span in identifier_spans(text, &kinds, 0..text.len()) {
            let before = text[..span.start].trim_end();
            let after = text[span.end..].trim_start();
            let dot = before.ends_with('.') && !before.ends_with("..");
            let called = after.starts_with('(') || after.starts_with("::");
            if dot && !called {
                read.insert(text[span.clone()].to_string());
            }
            // A pattern `Name { a, b: x, .. } =` or `=>` reads the fields it names.
            let word = &text[span.clone()];
            if word.starts_with(|c: char| c.is_ascii_uppercase()) && after.starts_with('{') {
                let open = text.len() - after.len();
                let close = crate::items::past_close(text, &kinds, open, text.len());
                let rest = text[close..].trim_start();
                if rest.starts_with('=') && !rest.starts_with("==") {
                    for inner in identifier_spans(text, &kinds, open + 1..close - 1) {
                        let next = text[inner.end..close].trim_start();
                        if next.starts_with([',', ':', '}']) && !next.starts_with("::") {
                            read.insert(text[inner].to_string());
                        }
                    }
                }
            }
        }
    }
    read
}

/// The names of the fields of `piece` if it is a struct with named fields (after its doc
/// comments and attributes), else none; none either when it derives a comparison or a hash,
/// which reads them all.
fn struct_fields(piece: &str) -> Vec<String> {
    let kinds = classify(piece);
    let spans = identifier_spans(piece, &kinds, 0..piece.len());
    let words: Vec<&str> = spans.iter().map(|s| &piece[s.clone()]).collect();
    let Some(at) = words.iter().position(|&w| w == "struct") else {
        return Vec::new();
    };
    // Only an item that starts `struct` (after `pub`, `pub(crate)` and attributes).
    let head = &piece[..spans[at].start];
    let head_code: String = head
        .char_indices()
        .filter(|&(i, _)| kinds[i] == Kind::Code)
        .map(|(_, c)| c)
        .collect();
    // A derived comparison or hash reads every field.
    let derives = ["PartialEq", "PartialOrd", "Ord", "Hash"];
    if head_code
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| derives.contains(&w))
    {
        return Vec::new();
    }
    let head_code = without_attributes(&head_code);
    if !matches!(head_code.trim(), "" | "pub" | "pub(crate)") {
        return Vec::new();
    }
    let rest = spans[at].end;
    let Some(open) = piece[rest..]
        .char_indices()
        .find(|&(i, c)| kinds[rest + i] == Kind::Code && matches!(c, '{' | '(' | ';'))
        .filter(|&(_, c)| c == '{')
        .map(|(i, _)| rest + i)
    else {
        return Vec::new();
    };
    // The fields: an identifier followed by `:` (not `::`) at depth 1 of the braces, unless
    // the field says `#[allow(dead_code)]` itself.
    let b = piece.as_bytes();
    let mut fields = Vec::new();
    let mut depth = 0i32;
    let mut i = open;
    let mut field_start = open + 1;
    while i < piece.len() {
        if kinds[i] == Kind::Code {
            if depth == 1 && b[i] == b',' {
                field_start = i + 1;
            }
            match b[i] {
                b'{' | b'(' | b'[' | b'<' => depth += 1,
                b'}' | b')' | b']' => depth -= 1,
                b'>' if i > 0 && b[i - 1] != b'-' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                break;
            }
        }
        i += 1;
        if depth == 1 && i < piece.len() && kinds[i] == Kind::Code && b[i] == b':' {
            let colon = b.get(i + 1) != Some(&b':') && b[i - 1] != b':';
            let name = piece[..i].trim_end();
            let start = name
                .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .map_or(0, |k| k + 1);
            let allowed = piece[field_start..i].contains("allow(dead_code)");
            if colon && start < name.len() && !allowed {
                fields.push(name[start..].to_string());
            }
        }
    }
    fields
}

/// `code` with its `#[…]` attributes taken out.
fn without_attributes(code: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    let mut chars = code.chars().peekable();
    while let Some(c) = chars.next() {
        if depth == 0 && c == '#' && chars.peek() == Some(&'[') {
            depth = 0;
            for d in chars.by_ref() {
                match d {
                    '[' => depth += 1,
                    ']' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            continue;
        }
        out.push(c);
    }
    out
}

/// `text` without its comments: lines that hold only a comment go, and a comment after code
/// goes with the spaces before it. Literals stay as they are.
pub(crate) fn without_comments(text: &str) -> String {
    let kinds = classify(text);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let body = line.strip_suffix('\n').unwrap_or(line);
        let mut code_end = body.len();
        for (i, _) in body.char_indices() {
            if kinds[at + i] == Kind::Comment {
                code_end = i;
                break;
            }
        }
        let code = &body[..code_end];
        let comment_after = code_end < body.len();
        let continues_literal = at > 0 && kinds[at - 1] == Kind::Literal;
        if comment_after && code.trim().is_empty() && !continues_literal {
            // A line of comment (or the rest of a block comment): the line goes.
        } else if comment_after {
            out.push_str(code.trim_end());
            out.push('\n');
        } else {
            out.push_str(line);
        }
        at += line.len();
    }
    out
}

/// `text` with each library path `crate::…` made `crate::grundy::…`, in code only.
pub(crate) fn rebased(text: &str) -> String {
    let kinds = classify(text);
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    let mut copied = 0;
    for span in identifier_spans(text, &kinds, 0..text.len()) {
        if &text[span.clone()] == "crate" && text[span.end..].starts_with("::") {
            out.push_str(&text[copied..span.end]);
            out.push_str("::grundy");
            copied = span.end;
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// `text` (one item, its comments gone) on one line, as compact as the lexer allows: no
/// space between two tokens that cannot merge without it. Rust's parser sees tokens, never the
/// spaces between them, so the item means the same as long as every token stays the token it
/// was. A space stays where dropping it would merge the two sides into one token or change how
/// they are read: two word characters (`let x`), a word and a quote (`b"…"` prefixes, literal
/// suffixes: `"x" as`), a digit and a dot (`1 .max` would become a float), a word and `#`
/// (`r #` would start a raw identifier or string), and two symbols that could form one
/// operator or a comment (`- >`, `/ /`, `. .`, `: :`); brackets, commas and semicolons merge
/// with nothing. Two more changes leave the meaning as it was, in a bundle: `pub(crate)` is
/// `pub` (the bundle is one crate, a binary: nothing is visible outside it either way), and in
/// a string literal a line continuation (a `\` ending a line, with the line break and the
/// spaces after it, which the literal skips) goes. Literals are otherwise as they are, line
/// breaks inside them too.
pub(crate) fn compact(text: &str) -> String {
    let text = &plainer(text);
    let kinds = classify(text);
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        if kinds[i] != Kind::Code || !b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && kinds[i] == Kind::Code && b[i].is_ascii_whitespace() {
            i += 1;
        }
        out.push_str(&text[copied..start]);
        if let (Some(&x), Some(&y)) = (start.checked_sub(1).and_then(|k| b.get(k)), b.get(i)) {
            if needs_space(x, y) {
                out.push(' ');
            }
        }
        copied = i;
    }
    out.push_str(&text[copied..]);
    without_trailing_commas(&out)
}

/// `text` without a comma right before a `}` or `]` in code (`S{a,b,}`, `[1,2,]`), which a
/// brace or bracket list does not need; a `,)` stays, as `(x,)` is a tuple of one.
fn without_trailing_commas(text: &str) -> String {
    let kinds = classify(text);
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for i in 0..b.len() {
        let closes = matches!(b.get(i + 1), Some(b'}') | Some(b']'));
        if b[i] == b',' && closes && kinds[i] == Kind::Code && kinds[i + 1] == Kind::Code {
            out.push_str(&text[copied..i]);
            copied = i + 1;
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// `text` with `pub(crate)` as `pub ` in code and the line continuations of string literals
/// gone (see [`compact`]).
fn plainer(text: &str) -> String {
    let kinds = classify(text);
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        let run = (i..b.len())
            .find(|&j| kinds[j] != kinds[i])
            .unwrap_or(b.len());
        let piece = &text[i..run];
        match kinds[i] {
            Kind::Code => out.push_str(&piece.replace("pub(crate)", "pub ")),
            Kind::Literal if piece.starts_with('"') => out.push_str(&without_continuations(piece)),
            _ => out.push_str(piece),
        }
        i = run;
    }
    out
}

/// A string literal (`"…"`, not raw) without its line continuations: a `\` that ends a line
/// (not itself escaped) with the line break and the spaces, tabs and line breaks after it,
/// which the literal's value never held.
fn without_continuations(literal: &str) -> String {
    let b = literal.as_bytes();
    let mut out = String::with_capacity(literal.len());
    let mut copied = 0;
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        let after = &literal[i + 1..];
        if after.starts_with('\n') || after.starts_with("\r\n") {
            out.push_str(&literal[copied..i]);
            let rest = after.trim_start_matches([' ', '\t', '\n', '\r']);
            i = literal.len() - rest.len();
            copied = i;
        } else {
            i += 2; // an escape: the character after the backslash is its own
        }
    }
    out.push_str(&literal[copied..]);
    out
}

/// Must a space stay between a token ending in `x` and one starting with `y` (see [`compact`])?
/// Two symbols merge only where they are two neighbours in one of Rust's multi-character
/// tokens (`::`, `->`, `=>`, `==`, `<=`, `&&`, `<<`, `..=`, …) or start or end a comment.
pub(crate) fn needs_space(x: u8, y: u8) -> bool {
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    let quote = |c: u8| c == b'"' || c == b'\'';
    let merging = (y == b'=' && b"=!<>+-*/%^&|.".contains(&x))
        || [
            b"::", b"->", b"=>", b"&&", b"||", b"<<", b">>", b"..", b"//", b"/*", b"*/", b"<-",
        ]
        .contains(&&[x, y]);
    (word(x) && (word(y) || quote(y) || y == b'#'))
        || (quote(x) && (word(y) || quote(y)))
        || (x.is_ascii_digit() && y == b'.')
        || merging
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::bundle;

    /// `pub(crate)` is `pub`; a line continuation in a string goes, an escaped backslash at
    /// the end of a line stays (it is a backslash and a line break), and raw strings and
    /// comments are untouched.
    #[test]
    fn visibility_and_continuations_go_the_meaning_stays() {
        assert_eq!(
            compact("S { a, b, }; [1, 2,]; (x,); \",}\""),
            "S{a,b};[1,2];(x,);\",}\""
        );
        let text = "pub(crate) fn f() -> &'static str { \"a\\\n    b\\\\\n c\" }";
        assert_eq!(compact(text), "pub fn f()->&'static str{\"ab\\\\\n c\"}");
        let raw = "const R: &str = r\"x\\\n  y\";";
        assert_eq!(compact(raw), "const R:&str=r\"x\\\n  y\";");
        assert_eq!(compact("pub(crate)struct S;"), "pub struct S;");
    }

    #[test]
    fn compacting_keeps_every_token_and_every_literal() {
        let text = "fn a<'a>(x: &'a [u8]) -> u8 {\n    let s = \"x\n        y\"  as  &str;\n    if x . len() > 1 { 1 .max(2) } else { - 1 }\n    b\"x\" ; r # \"a\" ; 'c' as u8 ; a = = b ; x / / y ; c . . d\n}\n";
        assert_eq!(
            compact(text),
            "fn a<'a>(x:&'a[u8])->u8{let s=\"x\n        y\" as&str;if x.len()>1{1 .max(2)}else{-1}b\"x\";r #\"a\";'c' as u8;a= =b;x/ /y;c. .d}"
        );
    }

    #[test]
    fn comments_go_and_code_and_literals_stay() {
        let text = "/// Doc.\n//! Head.\nfn a() { // why\n    let s = \"// no\n  /* kept */\"; /* gone */\n}\n/* a\n b */\nfn b() {}\n";
        assert_eq!(
            without_comments(text),
            "fn a() {\n    let s = \"// no\n  /* kept */\";\n}\nfn b() {}\n"
        );
        let text = bundle("nim_product_64", "NimProduct64", false).unwrap();
        let library = &text[text.find("mod grundy {").unwrap()..];
        assert!(!library.contains("///") && !library.contains("# Example"));
        assert!(library.contains("pub fn products("));
        assert!(
            !text.contains("grundy::core::driver") || text.contains("crate::grundy::core::driver")
        );
    }

    #[test]
    fn library_paths_are_rebased_in_code_only() {
        assert_eq!(
            rebased("use crate::core::x; pub(crate) fn f() { \"crate::y\"; crate::games::g() }"),
            "use crate::grundy::core::x; pub(crate) fn f() { \"crate::y\"; crate::grundy::games::g() }"
        );
    }

    /// A struct's named fields are found past its attributes and generic types; a field read
    /// as `x.f` counts, a method call `x.f()` does not.
    #[test]
    fn unread_fields_are_found() {
        let piece = "/// Doc.\n#[derive(Clone)]\npub(crate) struct T<K: Ord> { pub a: Vec<(u32, K)>, b: fn(u8) -> u8, c: [u32; 2], #[allow(dead_code)] d: u8 }";
        assert_eq!(struct_fields(piece), ["a", "b", "c"]);
        assert!(struct_fields("pub struct P(u32);").is_empty());
        assert!(struct_fields("fn f() { struct Q { a: u8 } }").is_empty());
        assert!(struct_fields("pub enum E { A { x: u8 } }").is_empty());
        let read = fields_read(["fn f(t: &T) -> u32 { t.a.len() as u32 + (t.b)(1) as u32 + t.c(2) + t.c::<u8>(1) + x.0 }"].into_iter());
        let mut read: Vec<String> = read.into_iter().collect();
        read.sort();
        assert_eq!(read, ["a", "b"]);
    }

    /// A problem whose library struct carries a field it never reads says so on that struct:
    /// spoj_cot3's tree keeps the edge to each parent, which only the parent's vertex is read
    /// from; the struct gets `#[allow(dead_code)]`, the rest of the bundle none.
    #[test]
    fn a_problem_bundle_allows_only_structs_with_unread_fields() {
        let text = bundle("spoj_cot3", "SpojCot3", false).unwrap();
        let allowed: Vec<&str> = text
            .lines()
            .zip(text.lines().skip(1))
            .filter(|(a, _)| *a == "#[allow(dead_code)]")
            .map(|(_, b)| b)
            .collect();
        assert!(
            allowed.iter().any(|l| l.contains("struct RootedTree{")),
            "{allowed:?}"
        );
        assert!(allowed.iter().all(|l| l.contains("struct ")), "{allowed:?}");
        let nim = bundle("subtraction_nim", "SubtractionNim", false).unwrap();
        // Its own struct's one unread field says so itself: the struct needs nothing more.
        assert!(!nim.contains("#[allow(dead_code)]\n"));
    }
}

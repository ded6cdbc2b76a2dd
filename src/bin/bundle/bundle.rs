//! Single-file contest submissions: a problem's `main` plus exactly the library items it uses.
//!
//! The library sources are embedded ([`crate::sources`]). For a problem `x` the bundle
//!
//! 1. writes `main` as the binary runs it: `crate::core::driver::main::<crate::problems::x::X>()`;
//! 2. gathers the candidate modules: those that `main` names by a `crate::layer::module` path
//!    (in code or in a `use` group), and, transitively, those the candidates name;
//! 3. splits each candidate, without its `#[cfg(test)]` items, into top-level items and keeps
//!    what `main` reaches (below);
//! 4. writes the kept items of each module inside `mod layer { pub mod module { … } }`, where
//!    the library's own `crate::layer::module::…` paths resolve unchanged. Doc comments stay:
//!    the submission is read by people too.
//!
//! ## Reachability
//! Names are followed, not types. An item named `N` in module `M` is kept when kept code uses
//! the identifier `N` in `M` itself, in a module that imports `N` from `M` with a `use`, or in
//! a module whose kept code has the path `M::N` (`lasker::sg(a)`; for the program, which may
//! name `M` in a group of its own `use` lines, `M::` and `N` anywhere); an item's own
//! declaration does not count. A trait `impl` is kept whole with its type (and its trait, if
//! the trait is ours); an inherent `impl` keeps the methods and constants that kept code
//! anywhere calls or names by path (`x.name(`, `Type::NAME`). `use` lines keep only the names
//! used.
//! This can keep a little more than the compiler needs (two methods with one name), never
//! less; the bundle tests compile every bundle with warnings denied, so an item kept for
//! nothing shows up there as dead code.

use crate::lex::{classify, identifier_spans, identifiers, without_test_items, Kind};
use crate::sources::{library, Origin};
use std::collections::BTreeSet;
use std::collections::HashSet;
use std::ops::Range;

/// The single-file source of problem `name` (a module of `problems`), whose type is `ty`.
pub fn bundle(name: &str, ty: &str) -> Option<String> {
    let path = format!("problems/{name}");
    library().modules.iter().find(|s| s.0 == path)?;
    let main = format!(
        "fn main() -> std::process::ExitCode {{\n    \
         crate::grundy::core::driver::main::<crate::grundy::problems::{name}::{ty}>()\n}}\n"
    );
    Some(assemble(name, &main, Whose::Problem))
}

/// The single-file source of a contestant's own program `source` (the file at `path`, named
/// in the header as typed), which uses the library by `grundy::…` paths: the program with
/// the library's name made a path to the bundle's `mod grundy` ([`program_paths`]), then
/// exactly the library items it reaches, as for a problem. An error for a program with no
/// `fn main`, or one that declares a `grundy` of its own.
pub fn bundle_program(path: &str, source: &str) -> Result<String, String> {
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    let kinds = classify(source);
    let words = identifiers(source, &kinds, 0..source.len());
    if !words.windows(2).any(|w| w == ["fn", "main"]) {
        return Err(format!(
            "expected a program with fn main in {path:?}, found {}",
            if source.trim().is_empty() {
                "an empty file".to_string()
            } else {
                "none".to_string()
            }
        ));
    }
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
    Ok(assemble(path, &program_paths(source), Whose::Program))
}

/// The tokens of code from `at`: identifiers, `::` and single punctuation, whitespace
/// skipped, at most `most`, stopping at a comment or literal; with where each ends.
fn tokens_from<'a>(
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
fn program_paths(source: &str) -> String {
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

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Does a path segment end here (so a `::` after it continues a path)?
fn is_path_end(c: char) -> bool {
    is_ident_char(c) || c == '>'
}

/// The bundle of `main` (a problem's `main`, or a whole program): the modules it may name,
/// pruned to what it reaches, written after it inside `mod grundy`.
fn assemble(name: &str, main: &str, whose: Whose) -> String {
    let mut modules: Vec<Module> = candidates(main).into_iter().map(Module::new).collect();
    let root = Root::new(main);
    reach(&root, &mut modules);
    // A program may import a module or a layer it then never uses (`use grundy::games::{self}`,
    // `use grundy::core::mex;`), which cargo accepts: those stay, empty, so the bundle
    // compiles whenever the program does.
    let named = match whose {
        Whose::Program => named_paths(main),
        Whose::Problem => BTreeSet::new(),
    };
    modules.retain(|m| m.items.iter().any(|i| i.kept && !i.is_use()) || named.contains(m.path));
    write(name, main, &modules, whose, &named)
}

/// The library's layers (`core`) and modules (`core/mex`) that `main` may name: each layer
/// whose name is a word of its code, and each module of such a layer whose name is one too
/// (`core::mex`, `core::{self as c, memo}`). A word too many only adds an empty module.
fn named_paths(main: &str) -> BTreeSet<&'static str> {
    let kinds = classify(main);
    let words: HashSet<&str> = identifiers(main, &kinds, 0..main.len())
        .into_iter()
        .collect();
    let mut found = BTreeSet::new();
    for layer in LAYERS.iter().filter(|l| words.contains(*l)) {
        found.insert(*layer);
        for (path, _) in &library().modules {
            if let Some((l, short)) = path.split_once('/') {
                if l == *layer && words.contains(short) {
                    found.insert(*path);
                }
            }
        }
    }
    found
}

/// The library's layers, in the order a bundle writes them.
const LAYERS: [&str; 3] = ["core", "games", "problems"];

/// Whose `main` a bundle is written around.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Whose {
    /// One of our problems: every library item kept is used, and the bundle compiles with
    /// warnings denied as it is.
    Problem,
    /// A contestant's program, which may use a type and not all of it (a struct's field that
    /// only an unused method reads, a trait's method it never calls): the library's module is
    /// marked `#[allow(dead_code)]`, the program's own code is not.
    Program,
}

/// The file: a header, the program (or a problem's `main`) as it is, then `mod grundy` with
/// the kept items of each module, without comments and with narrow indentation (one space a
/// level): the library's documentation and proofs are in the crate, and a judge counts bytes.
fn write(
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
    let mut out = format!(
        "// {name}: one self-contained file, made by `bundle` from grundy {} ({from}).\n\
         // Compiles with rustc 1.70 or newer, edition 2021 or 2024.\n\n{main}",
        lib.version,
    );
    if modules.is_empty() && named.is_empty() {
        return out;
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push('\n');
    if whose == Whose::Program {
        out.push_str("// The parts of the library's types that this program leaves unused.\n");
        out.push_str("#[allow(dead_code)]\n");
    }
    out.push_str("mod grundy {\n");
    for layer in LAYERS {
        let inside: Vec<&Module> = modules
            .iter()
            .filter(|m| m.path.split('/').next() == Some(layer))
            .collect();
        if inside.is_empty() && !named.contains(layer) {
            continue;
        }
        out.push_str(&format!("pub mod {layer} {{\n"));
        for m in inside {
            out.push_str(&format!("pub mod {} {{\n", m.short));
            // A module named and never used is empty: its `use` lines would name items gone.
            if m.items.iter().any(|i| i.kept && !i.is_use()) {
                for piece in m.render() {
                    out.push_str(&compact(&rebased(&without_comments(&piece))));
                    out.push('\n');
                }
            }
            out.push_str("}\n");
        }
        out.push_str("}\n");
    }
    out.push_str("}\n");
    out
}

/// `text` without its comments: lines that hold only a comment go, and a comment after code
/// goes with the spaces before it. Literals stay as they are.
fn without_comments(text: &str) -> String {
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
fn rebased(text: &str) -> String {
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

/// The module paths (`core/scan`) that library source `source` names with `crate::…`, in code.
fn references(source: &str) -> BTreeSet<&'static str> {
    let kinds = classify(source);
    let words = identifiers(source, &kinds, 0..source.len());
    let modules = &library().modules;
    let mut found = BTreeSet::new();
    // Any two identifiers in a row that form a known path, after `crate` somewhere before:
    // `crate::core::scan::Field`, `use crate::core::{scan::Field, mex::Mex}` and
    // `crate::games::lasker` all put the layer and the module among the words.
    let mut layer: Option<&str> = None;
    let mut after_crate = false;
    for w in words {
        if w == "crate" {
            after_crate = true;
            layer = None;
            continue;
        }
        if !after_crate {
            continue;
        }
        if ["core", "games", "problems"].contains(&w) {
            layer = Some(w);
            continue;
        }
        if let Some(l) = layer {
            if let Some(&(path, _)) = modules.iter().find(|s| s.0 == format!("{l}/{w}")) {
                found.insert(path);
                continue;
            }
        }
        if !matches!(w, "use" | "pub" | "self") && layer.is_none() {
            after_crate = false;
        }
    }
    found
}

/// Every module `main` may need: each whose name `main` has as a word in its code (`main`
/// reaches the library through aliases and groups as it likes: `use grundy as g;`,
/// `g::core::{self, memo::Memo}`; a word too many only adds a module whose unused items go),
/// then those the candidates name, transitively.
fn candidates(main: &str) -> BTreeSet<&'static str> {
    let kinds = classify(main);
    let words: HashSet<&str> = identifiers(main, &kinds, 0..main.len())
        .into_iter()
        .collect();
    let modules = &library().modules;
    let mut found = BTreeSet::new();
    let mut pending: Vec<&str> = modules
        .iter()
        .filter(|m| words.contains(m.0.rsplit('/').next().unwrap_or("")))
        .map(|m| m.0)
        .collect();
    while let Some(path) = pending.pop() {
        if found.insert(path) {
            let source = modules.iter().find(|s| s.0 == path).map_or("", |s| s.1);
            pending.extend(references(&without_test_items(source)));
        }
    }
    found
}

/// One imported name of a `use`: `prefix::leaf` (`leaf` may be `self`), seen as `visible`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Import {
    prefix: Vec<String>,
    leaf: String,
    alias: Option<String>,
}

impl Import {
    /// The name the importing module uses.
    fn visible(&self) -> &str {
        match (&self.alias, self.leaf.as_str()) {
            (Some(alias), _) => alias,
            (None, "self") => self.prefix.last().map_or("", String::as_str),
            (None, leaf) => leaf,
        }
    }

    /// `(module path, item name)` when this imports an item of a library module.
    fn library_item(&self) -> Option<(String, &str)> {
        match self.prefix.as_slice() {
            [c, layer, module] if c == "crate" && self.leaf != "self" => {
                Some((format!("{layer}/{module}"), self.leaf.as_str()))
            }
            _ => None,
        }
    }

    /// The leaf as written: `Name`, `Name as Alias` or `self`.
    fn written(&self) -> String {
        match &self.alias {
            Some(alias) => format!("{} as {alias}", self.leaf),
            None => self.leaf.clone(),
        }
    }
}

/// What a top-level item is.
#[derive(Debug)]
enum What {
    /// A `fn`, `struct`, `enum`, `const`, `static`, `type`, `trait` or `mod` with its name;
    /// for a trait, the names of its items.
    Named {
        name: String,
        is_trait: bool,
        methods: Vec<String>,
    },
    /// A `use` and the names it imports.
    Use(Vec<Import>),
    /// An `impl` block: its type, its trait if any, the `{` that opens its body and its items.
    Impl {
        ty: String,
        trait_name: Option<String>,
        open: usize,
        members: Vec<Item>,
    },
}

#[derive(Debug)]
struct Item {
    /// From the first doc comment or attribute to the closing `}` or `;`.
    span: Range<usize>,
    what: What,
    kept: bool,
}

impl Item {
    fn is_use(&self) -> bool {
        matches!(self.what, What::Use(_))
    }
}

/// What kept code uses: every identifier, those that qualify a path (`x::`), those called or
/// reached by a path (`x(`, `::x`, `x::<`), and of those, the methods called on a value
/// (`.x(`) and the paths `T::x` (a module's item, or a type's own associated function or
/// constant).
#[derive(Default)]
struct Uses {
    words: HashSet<String>,
    qualifiers: HashSet<String>,
    calls: HashSet<String>,
    method_calls: HashSet<String>,
    paths: HashSet<String>,
    /// `(alias, name)` for each `name as alias` (imports; casts add harmless pairs).
    aliases: HashSet<(String, String)>,
}

impl Uses {
    /// Adds the identifiers of `text[range]`, but not the first `declared` (an item's own name
    /// where it is declared).
    fn add(&mut self, text: &str, kinds: &[Kind], range: Range<usize>, declared: Option<&str>) {
        let mut skip = declared;
        let mut after_keyword = false;
        let (mut previous, mut renamed): (Option<&str>, Option<&str>) = (None, None);
        for r in identifier_spans(text, kinds, range.clone()) {
            let word = &text[r.clone()];
            if let Some(name) = renamed.take() {
                self.aliases.insert((word.to_string(), name.to_string()));
            }
            if word == "as" {
                renamed = previous;
            }
            previous = Some(word);
            // A name right after `fn`, `struct`, … is declared there, not used.
            let declares = after_keyword;
            after_keyword = DECLARING.contains(&word) && !text[..r.start].ends_with('\'');
            if declares || skip == Some(word) {
                if skip == Some(word) {
                    skip = None;
                }
                continue;
            }
            let next = text[r.end..range.end].trim_start();
            let before = text[..r.start].trim_end();
            if next.starts_with("::") && !next.starts_with("::<") {
                self.qualifiers.insert(word.to_string());
            }
            if next.starts_with('(') || next.starts_with("::<") || before.ends_with("::") {
                self.calls.insert(word.to_string());
            }
            if let Some(qualifier) = before.strip_suffix("::") {
                let qualifier = qualifier.trim_end();
                let ty = if qualifier.ends_with('>') {
                    bracketed_type(qualifier)
                } else {
                    last_segment(qualifier)
                };
                self.paths.insert(format!("{ty}::{word}"));
            } else if before.ends_with('.') && (next.starts_with('(') || next.starts_with("::<")) {
                self.method_calls.insert(word.to_string());
            }
            self.words.insert(word.to_string());
        }
        self.add_type_aliases(text, kinds, range.clone());
        self.add_format_names(text, kinds, range);
    }

    /// Each `type Alias = path::Name<…>;` as the pair `(Alias, Name)`: a path through the alias
    /// (`Alias::parse(…)`) reaches `Name`'s own functions and constants.
    fn add_type_aliases(&mut self, text: &str, kinds: &[Kind], range: Range<usize>) {
        let spans = identifier_spans(text, kinds, range.clone());
        for (k, r) in spans.iter().enumerate() {
            if &text[r.clone()] != "type" || text[..r.start].ends_with('\'') {
                continue;
            }
            let Some(name) = spans.get(k + 1) else {
                continue;
            };
            // Past the alias's own generic parameters to `=`, then the aliased path to `;`.
            let rest = &text[name.end..range.end];
            let Some(equals) = rest.find('=') else {
                continue;
            };
            let value = &rest[equals + 1..];
            let value = &value[..value.find(';').unwrap_or(value.len())];
            let path = value[..value.find('<').unwrap_or(value.len())].trim();
            let aliased = last_segment(path);
            if !aliased.is_empty() && rest[..equals].trim_start().chars().all(|c| c != ';') {
                self.aliases
                    .insert((text[name.clone()].to_string(), aliased.to_string()));
            }
        }
    }

    /// The names a format string uses (`"{COMPONENT}"`, `"{x:?}"`, `"{:>width$}"`): a string
    /// literal's `{name}` and `{name:…}`, and `name$`, are uses of `name` when the literal goes
    /// to a format macro, and counted as uses in every literal (a few too many, never too few).
    fn add_format_names(&mut self, text: &str, kinds: &[Kind], range: Range<usize>) {
        let b = text.as_bytes();
        let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        let mut i = range.start;
        while i < range.end {
            if kinds[i] != Kind::Literal || !is_ident(b[i]) || (i > 0 && is_ident(b[i - 1])) {
                i += 1;
                continue;
            }
            let start = i;
            while i < range.end && kinds[i] == Kind::Literal && is_ident(b[i]) {
                i += 1;
            }
            let opened = start > 0 && b[start - 1] == b'{' && !(start > 1 && b[start - 2] == b'{');
            let closed = matches!(b.get(i), Some(b'}') | Some(b':'));
            let width = b.get(i) == Some(&b'$');
            if ((opened && closed) || width) && !b[start].is_ascii_digit() {
                self.words.insert(text[start..i].to_string());
            }
        }
    }
}

/// The last path segment of `path` (`games::octal::OctalGame` → `OctalGame`).
fn last_segment(path: &str) -> &str {
    let start = path
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    &path[start..]
}

/// The type a path qualifier ending in `>` names: `<OctalGame>` and `<x::T as Trait>` name
/// `OctalGame` and `T`; `Memo::<P>` and `Memo<P>` name `Memo`.
fn bracketed_type(qualifier: &str) -> &str {
    let mut depth = 0usize;
    let mut open = None;
    for (i, c) in qualifier.char_indices().rev() {
        match c {
            '>' => depth += 1,
            '<' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    open = Some(i);
                    break;
                }
            }
            _ => {}
        }
    }
    let Some(open) = open else {
        return "";
    };
    let before = qualifier[..open].trim_end();
    let before = before.strip_suffix("::").unwrap_or(before).trim_end();
    if before.ends_with(is_ident_char) {
        return last_segment(before);
    }
    let inside = &qualifier[open + 1..qualifier.len() - 1];
    let ty = inside.split(" as ").next().unwrap_or(inside);
    let ty = ty[..ty.find('<').unwrap_or(ty.len())].trim();
    last_segment(ty.trim_start_matches(['&', '*']).trim())
}

/// The keywords whose next identifier is a declared name.
const DECLARING: &[&str] = &[
    "fn", "struct", "enum", "trait", "type", "const", "static", "mod", "union",
];

/// One candidate module, its source without test items, split into items.
struct Module {
    path: &'static str,
    short: &'static str,
    text: String,
    kinds: Vec<Kind>,
    items: Vec<Item>,
    /// What the module's kept code uses.
    uses: Uses,
}

impl Module {
    fn new(path: &'static str) -> Module {
        let source = library()
            .modules
            .iter()
            .find(|s| s.0 == path)
            .map_or("", |s| s.1);
        let text = without_test_items(source);
        let kinds = classify(&text);
        let mut header_end = 0;
        for line in text.split_inclusive('\n') {
            if !line.trim_start().starts_with("//!") {
                break;
            }
            header_end += line.len();
        }
        let items = parse_items(&text, &kinds, header_end..text.len());
        Module {
            path,
            short: path.rsplit('/').next().unwrap_or(path),
            text,
            kinds,
            items,
            uses: Uses::default(),
        }
    }

    /// Does this module import `name` from the module at `path`, under a name it uses?
    fn imports_used(&self, path: &str, name: &str) -> bool {
        self.items.iter().any(|item| match &item.what {
            What::Use(imports) => imports.iter().any(|i| {
                i.library_item().is_some_and(|(p, n)| {
                    p == path && n == name && self.uses.words.contains(i.visible())
                })
            }),
            _ => false,
        })
    }

    /// The kept items, each as its text.
    fn render(&self) -> Vec<String> {
        let mut pieces = Vec::new();
        for item in self.items.iter().filter(|i| i.kept) {
            let piece = match &item.what {
                What::Use(imports) => self.render_use(imports),
                What::Impl {
                    trait_name: None,
                    members,
                    ..
                } if !members.iter().any(|m| m.kept) => None,
                What::Impl {
                    trait_name: None,
                    open,
                    members,
                    ..
                } => {
                    let mut text = self.text[item.span.start..=*open].to_string();
                    for member in members.iter().filter(|m| m.kept) {
                        text.push('\n');
                        text.push_str(&self.text[member.span.clone()]);
                    }
                    text.push_str("\n}");
                    Some(text)
                }
                _ => Some(self.text[item.span.clone()].to_string()),
            };
            pieces.extend(piece);
        }
        pieces
    }

    /// A `use` with only the names this module's kept code uses, grouped by prefix.
    fn render_use(&self, imports: &[Import]) -> Option<String> {
        let kept: Vec<&Import> = imports
            .iter()
            .filter(|i| self.uses.words.contains(i.visible()))
            .collect();
        let mut lines = Vec::new();
        let mut done = vec![false; kept.len()];
        for (k, first) in kept.iter().enumerate() {
            if done[k] {
                continue;
            }
            let group: Vec<String> = (k..kept.len())
                .filter(|&j| kept[j].prefix == first.prefix)
                .map(|j| {
                    done[j] = true;
                    kept[j].written()
                })
                .collect();
            let prefix = first.prefix.join("::");
            lines.push(match group.as_slice() {
                [only] if only == "self" => format!("use {prefix};"),
                [only] => format!("use {prefix}::{only};"),
                _ => format!("use {prefix}::{{{}}};", group.join(", ")),
            });
        }
        (!lines.is_empty()).then(|| lines.join("\n"))
    }
}

/// `main`: the root of reachability.
struct Root {
    uses: Uses,
}

impl Root {
    fn new(main: &str) -> Root {
        let mut uses = Uses::default();
        uses.add(main, &classify(main), 0..main.len(), None);
        Root { uses }
    }
}

/// Marks the kept items of `modules`, from `root`, until nothing changes.
fn reach(root: &Root, modules: &mut [Module]) {
    let trait_names = |modules: &[Module], only_kept: bool| -> HashSet<String> {
        let items = modules.iter().flat_map(|m| &m.items);
        items
            .filter(|i| i.kept || !only_kept)
            .filter_map(|i| match &i.what {
                What::Named {
                    name,
                    is_trait: true,
                    ..
                } => Some(name.clone()),
                _ => None,
            })
            .collect()
    };
    let our_traits = trait_names(modules, false);
    let mut calls = Calls {
        methods: root.uses.method_calls.clone(),
        paths: root.uses.paths.clone(),
        aliases: root.uses.aliases.clone(),
    };
    for m in modules.iter() {
        for item in &m.items {
            if let What::Use(imports) = &item.what {
                let renamed = imports
                    .iter()
                    .filter_map(|i| Some((i.alias.clone()?, i.leaf.clone())));
                calls.aliases.extend(renamed);
            }
        }
    }
    loop {
        let mut changed = false;
        let kept_traits = trait_names(modules, true);
        changed |= use_traits_for_methods(modules);
        for at in 0..modules.len() {
            for k in 0..modules[at].items.len() {
                let Some(grown) = grow(root, modules, at, k, &our_traits, &kept_traits, &calls)
                else {
                    continue;
                };
                changed = true;
                let m = &mut modules[at];
                for (span, declared) in &grown {
                    m.uses
                        .add(&m.text, &m.kinds, span.clone(), declared.as_deref());
                }
                let item = &mut m.items[k];
                item.kept = true;
                if let What::Impl {
                    trait_name,
                    members,
                    ..
                } = &mut item.what
                {
                    for mm in members.iter_mut() {
                        if trait_name.is_some() || grown.iter().any(|(s, _)| *s == mm.span) {
                            mm.kept = true;
                        }
                    }
                }
                calls.methods.extend(m.uses.method_calls.iter().cloned());
                calls.paths.extend(m.uses.paths.iter().cloned());
                calls.aliases.extend(m.uses.aliases.iter().cloned());
            }
        }
        if !changed {
            break;
        }
    }
    for m in modules.iter_mut() {
        for item in m.items.iter_mut() {
            if let What::Use(imports) = &item.what {
                item.kept = imports.iter().any(|i| m.uses.words.contains(i.visible()));
            }
        }
    }
}

/// How kept code anywhere reaches the members of an inherent `impl`: methods called on a
/// value (`.x(`), and paths `T::x` (`Self::x` inside the type's own code).
struct Calls {
    methods: HashSet<String>,
    paths: HashSet<String>,
    aliases: HashSet<(String, String)>,
}

impl Calls {
    /// Is the member `name` of type `ty`'s inherent `impl` reached, by a method call, by a
    /// path through the type's name, an alias of it (`use … FlipGrid as Grid`) or `Self`?
    fn reach(&self, ty: &str, name: &str) -> bool {
        let through = |qualifier: &str| self.paths.contains(&format!("{qualifier}::{name}"));
        if self.methods.contains(name) || through(ty) || through("Self") {
            return true;
        }
        // Aliases of aliases (`type A = B; type B = Limits;`) too: every name of `ty`.
        let mut names: Vec<&str> = vec![ty];
        let mut k = 0;
        while k < names.len() {
            let of = names[k];
            for (alias, _) in self.aliases.iter().filter(|(_, o)| o == of) {
                if !names.contains(&alias.as_str()) {
                    names.push(alias);
                }
            }
            k += 1;
        }
        names[1..].iter().any(|alias| through(alias))
    }
}

/// A trait imported only to call its methods (`use crate::core::sum::HeapSum;` before
/// `x.first_player_wins()`) is never named in code: counts the import as used in every module
/// that calls one of the trait's methods. Returns whether anything changed.
fn use_traits_for_methods(modules: &mut [Module]) -> bool {
    let traits: Vec<(String, Vec<String>)> = modules
        .iter()
        .flat_map(|m| &m.items)
        .filter_map(|i| match &i.what {
            What::Named {
                name,
                is_trait: true,
                methods,
            } => Some((name.clone(), methods.clone())),
            _ => None,
        })
        .collect();
    let mut changed = false;
    for m in modules.iter_mut() {
        let mut used = Vec::new();
        for item in &m.items {
            let What::Use(imports) = &item.what else {
                continue;
            };
            for import in imports {
                let visible = import.visible();
                let methods_called = traits.iter().any(|(name, methods)| {
                    *name == import.leaf && methods.iter().any(|f| m.uses.calls.contains(f))
                });
                if methods_called && !m.uses.words.contains(visible) {
                    used.push(visible.to_string());
                }
            }
        }
        changed |= !used.is_empty();
        m.uses.words.extend(used);
    }
    changed
}

/// The spans that item `k` of module `at` newly keeps, each with the name it declares: the
/// whole item, an `impl` header, or the members of a kept `impl` that became used. `None`
/// when nothing changes.
#[allow(clippy::type_complexity)]
fn grow(
    root: &Root,
    modules: &[Module],
    at: usize,
    k: usize,
    our_traits: &HashSet<String>,
    kept_traits: &HashSet<String>,
    calls: &Calls,
) -> Option<Vec<(Range<usize>, Option<String>)>> {
    let m = &modules[at];
    let item = &m.items[k];
    match &item.what {
        What::Named { name, .. } if !item.kept => {
            // The program may name the module in a group of its own `use` lines
            // (`use grundy::core::memo::{explore, Options}`): there a qualifier and a word do;
            // the library's own `use` lines are read as imports, and its code needs `M::N`.
            let path = format!("{}::{name}", m.short);
            let qualified = |uses: &Uses| uses.paths.contains(&path);
            let grouped = root.uses.qualifiers.contains(m.short) && root.uses.words.contains(name);
            let wanted = m.uses.words.contains(name)
                || grouped
                || qualified(&root.uses)
                || modules
                    .iter()
                    .any(|other| other.imports_used(m.path, name) || qualified(&other.uses));
            wanted.then(|| vec![(item.span.clone(), Some(name.clone()))])
        }
        What::Impl {
            ty,
            trait_name,
            open,
            members,
        } => {
            // The type is a kept item of ours, or a type from elsewhere (`u64`) that implements
            // a trait of ours, which then goes with the trait.
            let named_here = |kept: bool| {
                m.items.iter().any(|i| {
                    (i.kept || !kept) && matches!(&i.what, What::Named { name, .. } if name == ty)
                })
            };
            let foreign_for_ours =
                trait_name.as_ref().is_some_and(|t| our_traits.contains(t)) && !named_here(false);
            let type_kept = named_here(true) || foreign_for_ours;
            let trait_ok = trait_name
                .as_ref()
                .map_or(true, |t| !our_traits.contains(t) || kept_traits.contains(t));
            if !type_kept || !trait_ok {
                None
            } else if !item.kept && trait_name.is_some() {
                // The header, then each member without its own declared name.
                let mut spans = vec![(item.span.start..*open, None)];
                spans.extend(members.iter().map(|mm| match &mm.what {
                    What::Named { name, .. } => (mm.span.clone(), Some(name.clone())),
                    _ => (mm.span.clone(), None),
                }));
                Some(spans)
            } else if !item.kept {
                Some(vec![(item.span.start..*open, None)])
            } else if trait_name.is_none() {
                let fresh: Vec<(Range<usize>, Option<String>)> = members
                    .iter()
                    .filter(|mm| !mm.kept)
                    .filter_map(|mm| match &mm.what {
                        What::Named { name, .. } if calls.reach(ty, name) => {
                            Some((mm.span.clone(), Some(name.clone())))
                        }
                        _ => None,
                    })
                    .collect();
                (!fresh.is_empty()).then_some(fresh)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The index just past the bracket that closes the one at `open`, in code.
fn past_close(text: &str, kinds: &[Kind], open: usize, end: usize) -> usize {
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
fn parse_items(text: &str, kinds: &[Kind], range: Range<usize>) -> Vec<Item> {
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
        let what = match keyword {
            "use" => What::Use(parse_use(&text[head..end], kinds, head)),
            "impl" => parse_impl(text, kinds, head, end),
            "trait" => What::Named {
                is_trait: true,
                name,
                methods: trait_items(text, kinds, head, end),
            },
            _ => What::Named {
                is_trait: false,
                name,
                methods: Vec::new(),
            },
        };
        items.push(Item {
            span: start..end,
            what,
            kept: false,
        });
        i = end;
    }
    items
}

/// The end of the item whose first word is at `head`: past its `;`, or past the `}` that
/// closes its body (unless `semicolon_only`, for `const x: T = T { … };`).
fn item_end(text: &str, kinds: &[Kind], head: usize, end: usize, semicolon_only: bool) -> usize {
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

/// The names of the items in a trait's body.
fn trait_items(text: &str, kinds: &[Kind], head: usize, end: usize) -> Vec<String> {
    let b = text.as_bytes();
    let open = (head..end)
        .find(|&i| kinds[i] == Kind::Code && b[i] == b'{')
        .unwrap_or(end);
    let close = past_close(text, kinds, open, end).saturating_sub(1);
    parse_items(text, kinds, open + 1..close)
        .into_iter()
        .filter_map(|item| match item.what {
            What::Named { name, .. } => Some(name),
            _ => None,
        })
        .collect()
}

/// An `impl` item: its type and trait from the header, its members from the body.
fn parse_impl(text: &str, kinds: &[Kind], head: usize, end: usize) -> What {
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
fn parse_use(item: &str, kinds: &[Kind], offset: usize) -> Vec<Import> {
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
fn use_tree(tokens: &[&str], at: &mut usize, prefix: &[String], out: &mut Vec<Import>) {
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

/// `text` (one item, its comments gone) on one line, as compact as the lexer allows: no
/// space between two tokens that cannot merge without it. Rust's parser sees tokens, never the
/// spaces between them, so the item means the same as long as every token stays the token it
/// was. A space stays where dropping it would merge the two sides into one token or change how
/// they are read: two word characters (`let x`), a word and a quote (`b"…"` prefixes, literal
/// suffixes: `"x" as`), a digit and a dot (`1 .max` would become a float), a word and `#`
/// (`r #` would start a raw identifier or string), and two symbols that could form one
/// operator or a comment (`- >`, `/ /`, `. .`, `: :`); brackets, commas and semicolons merge
/// with nothing. Literals stay exactly as they are, line breaks inside them too.
fn compact(text: &str) -> String {
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
    out
}

/// Must a space stay between a token ending in `x` and one starting with `y` (see [`compact`])?
/// Two symbols merge only where they are two neighbours in one of Rust's multi-character
/// tokens (`::`, `->`, `=>`, `==`, `<=`, `&&`, `<<`, `..=`, …) or start or end a comment.
fn needs_space(x: u8, y: u8) -> bool {
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
                What::Use(u) => format!("use {}", u.len()),
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

    #[test]
    fn nested_paths_are_found_in_code_only() {
        let src = "use crate::core::{scan::Field, mex::Mex}; // crate::core::period\n\
                   let s = \"crate::games::octal\"; crate::games::lasker::sg(x);";
        let found: Vec<&str> = references(src).into_iter().collect();
        assert_eq!(found, vec!["core/mex", "core/scan", "games/lasker"]);
    }

    #[test]
    fn declarations_are_not_uses_and_lifetimes_are_not_keywords() {
        let text = "fn f(x: &'static Entry) -> Layout { helper(1) } const fn g() {}";
        let mut uses = Uses::default();
        uses.add(text, &classify(text), 0..text.len(), None);
        for used in ["Entry", "Layout", "helper"] {
            assert!(uses.words.contains(used), "{used}");
        }
        for declared in ["f", "g"] {
            assert!(!uses.words.contains(declared), "{declared}");
        }
        assert!(uses.calls.contains("helper"));
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
    fn a_bundle_keeps_only_what_its_problem_reaches() {
        let text = bundle("split_piles", "SplitPiles").unwrap();
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
        assert_eq!(bundle("nope", "Nope"), None);
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

    #[test]
    fn comments_go_and_code_and_literals_stay() {
        let text = "/// Doc.\n//! Head.\nfn a() { // why\n    let s = \"// no\n  /* kept */\"; /* gone */\n}\n/* a\n b */\nfn b() {}\n";
        assert_eq!(
            without_comments(text),
            "fn a() {\n    let s = \"// no\n  /* kept */\";\n}\nfn b() {}\n"
        );
        let text = bundle("nim_product_64", "NimProduct64").unwrap();
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
}

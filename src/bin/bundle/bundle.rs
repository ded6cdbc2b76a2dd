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
//! a module whose kept code qualifies a path with `M` (`lasker::sg(a)`); an item's own
//! declaration does not count. A trait `impl` is kept whole with its type (and its trait, if
//! the trait is ours); an inherent `impl` keeps the methods and constants that kept code
//! anywhere calls or names by path (`x.name(`, `Type::NAME`). `use` lines keep only the names
//! used.
//! This can keep a little more than the compiler needs (two methods with one name), never
//! less; the bundle tests compile every bundle with warnings denied, so an item kept for
//! nothing shows up there as dead code.

use crate::lex::{classify, identifier_spans, identifiers, without_test_items, Kind};
use crate::sources::SOURCES;
use std::collections::BTreeSet;
use std::collections::HashSet;
use std::ops::Range;

/// The single-file source of problem `name` (a module of `problems`), whose type is `ty`.
pub fn bundle(name: &str, ty: &str) -> Option<String> {
    SOURCES.iter().find(|s| s.0 == format!("problems/{name}"))?;
    let main = format!(
        "fn main() -> std::process::ExitCode {{\n    \
         crate::core::driver::main::<crate::problems::{name}::{ty}>()\n}}\n"
    );
    Some(assemble(name, &main, Whose::Problem))
}

/// The single-file source of a contestant's own program `source` (the file at `path`, named
/// in the header as typed), which uses the library by `grundy::…` paths: the program with
/// those paths made `crate::…` ([`program_paths`]), then exactly the library items it reaches,
/// as for a problem. An error for a program with no `fn main`.
pub fn bundle_program(path: &str, source: &str) -> Result<String, String> {
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    let main = program_paths(source);
    let kinds = classify(&main);
    let words = identifiers(&main, &kinds, 0..main.len());
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
    Ok(assemble(path, &main, Whose::Program))
}

/// The library's top modules: inside a bundle they are the file's own root modules.
const LAYERS: [&str; 3] = ["core", "games", "problems"];

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

/// `source` with the library's paths made the bundle's own, in code only (not in comments
/// or literals):
/// - `grundy::…` and `::grundy::…` become `crate::…`;
/// - `extern crate grundy;` goes (and `extern crate grundy as g;` becomes `use crate as g;`);
/// - `use grundy as g;` goes, and each path `g::…` becomes `crate::…`;
/// - `use grundy::core;` (or `games`, `problems`) goes, as the bundle's root has that module
///   already, and each path `core::…` becomes `crate::core::…` (in a bundle `core` would
///   otherwise be ambiguous with the language's `core` crate for the reader, and the
///   bundler follows `crate::` paths).
fn program_paths(source: &str) -> String {
    let kinds = classify(source);
    let spans = identifier_spans(source, &kinds, 0..source.len());
    // First the statements that go, and the names they make.
    let mut aliases: Vec<String> = vec!["grundy".to_string()];
    let mut layers: Vec<&str> = Vec::new();
    let mut cut: Vec<(Range<usize>, String)> = Vec::new();
    for span in &spans {
        let word = &source[span.clone()];
        if word != "extern" && word != "use" {
            continue;
        }
        let t = tokens_from(source, &kinds, span.end, 8);
        let text: Vec<&str> = t.iter().map(|x| x.0).collect();
        let skip = usize::from(text.first() == Some(&"::"));
        let rest = &text[skip.min(text.len())..];
        let end = |n: usize| t.get(skip + n - 1).map_or(span.end, |x| x.1);
        match (word, rest) {
            ("extern", ["crate", "grundy", ";", ..]) => {
                cut.push((span.start..end(3), String::new()))
            }
            ("extern", ["crate", "grundy", "as", alias, ";", ..]) => {
                cut.push((span.start..end(5), format!("use crate as {alias};")));
                aliases.push(alias.to_string());
            }
            ("use", ["grundy", "as", alias, ";", ..]) => {
                cut.push((span.start..end(4), String::new()));
                aliases.push(alias.to_string());
            }
            ("use", ["grundy", "::", layer, ";", ..]) if LAYERS.contains(layer) => {
                cut.push((span.start..end(4), String::new()));
                layers.push(LAYERS[LAYERS.iter().position(|l| l == layer).unwrap_or(0)]);
            }
            _ => {}
        }
    }
    // Then the paths, outside the statements cut.
    let mut out = String::with_capacity(source.len());
    let mut copied = 0;
    let mut cuts = cut.iter().peekable();
    for span in spans {
        if let Some((range, replacement)) = cuts.peek() {
            if span.start >= range.start {
                out.push_str(&source[copied..range.start]);
                out.push_str(replacement);
                copied = range.end;
                cuts.next();
                continue;
            }
        }
        if span.start < copied {
            continue;
        }
        let word = &source[span.clone()];
        let before = source[..span.start].trim_end();
        let after = source[span.end..].trim_start();
        if !after.starts_with("::") || before.ends_with('.') {
            continue;
        }
        // `::grundy::`: the leading `::` goes with it.
        let leading =
            before.ends_with("::") && !before[..before.len() - 2].ends_with(is_ident_char);
        if before.ends_with("::") && !(leading && word == "grundy") {
            continue;
        }
        if aliases.iter().any(|a| a == word) {
            let start = if leading {
                before.len() - 2
            } else {
                span.start
            };
            out.push_str(&source[copied..start]);
            out.push_str("crate");
            copied = span.end;
        } else if layers.contains(&word) && !before.ends_with("::") {
            out.push_str(&source[copied..span.start]);
            out.push_str("crate::");
            out.push_str(word);
            copied = span.end;
        }
    }
    out.push_str(&source[copied..]);
    out
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The bundle of `main` (a problem's `main`, or a whole program): the modules it names,
/// pruned to what it reaches, with as much documentation as fits under [`LIMIT`].
fn assemble(name: &str, main: &str, whose: Whose) -> String {
    let mut modules: Vec<Module> = candidates(main).into_iter().map(Module::new).collect();
    let root = Root::new(main);
    reach(&root, &mut modules);
    modules.retain(|m| m.items.iter().any(|i| i.kept && !i.is_use()));

    // Over the limit, the library modules' `//!` headers go first, then their items'
    // `///` comments (the proofs stay in the crate); the problem's own documentation stays.
    let mut text = String::new();
    for docs in [Docs::All, Docs::NoHeaders, Docs::ProblemOnly, Docs::Bare] {
        text = write(name, main, &modules, docs, whose);
        if text.len() <= LIMIT {
            break;
        }
    }
    text
}

/// Whose `main` a bundle is written around.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Whose {
    /// One of our problems: every library item kept is used, and the bundle compiles with
    /// warnings denied as it is.
    Problem,
    /// A contestant's program, which may use a type and not all of it (a struct's field that
    /// only an unused method reads, a trait's method it never calls): the library's modules are
    /// marked `#[allow(dead_code)]`, the program's own code is not.
    Program,
}

/// How much of the library's documentation a bundle keeps.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Docs {
    /// Every module header and doc comment.
    All,
    /// The items' doc comments, not the library modules' `//!` headers.
    NoHeaders,
    /// Only the problem module's documentation.
    ProblemOnly,
    /// Only the problem module's documentation, no comment lines in the library's code, and
    /// no indentation for the modules' nesting, and the library's narrowed to a space a level.
    Bare,
}

/// The largest bundle written with documentation: 60 KiB, 4 KiB under the largest source a
/// judge takes (Codeforces' 64 KiB), so a contestant has room to add a few lines.
pub const LIMIT: usize = 60 * 1024;

/// The file: a header, `main`, then the modules, with as much documentation as `docs` says.
fn write(name: &str, main: &str, modules: &[Module], docs: Docs, whose: Whose) -> String {
    let names: Vec<String> = modules.iter().map(|m| m.path.replace('/', "::")).collect();
    let note = match docs {
        Docs::All => "",
        Docs::NoHeaders => {
            "\n// The library modules' documentation is left out to stay under 60 KiB."
        }
        Docs::ProblemOnly => {
            "\n// The library's documentation and doc comments are left out to stay under 60 KiB."
        }
        Docs::Bare => {
            "\n// The library's documentation and comments are left out, and its indentation narrowed, to\n\
             // stay under 60 KiB."
        }
    };
    let mut out = format!(
        "// {name}: one self-contained file, made by `cargo run --bin bundle -- {name}` from\n\
         // the grundy crate. Modules: {}.\n\
         // Compiles with rustc 1.70 or newer, edition 2021 or 2024.{note}\n\n{main}",
        names.join(", ")
    );
    let mut layer = "";
    for m in modules {
        let this_layer = m.path.split('/').next().unwrap_or("");
        if this_layer != layer {
            if !layer.is_empty() {
                out.push_str("}\n");
            }
            if whose == Whose::Program {
                out.push_str(
                    "\n// Parts of the library this program leaves unused are not warned about.",
                );
                out.push_str("\n#[allow(dead_code)]");
            }
            out.push_str(&format!("\nmod {this_layer} {{\n"));
            layer = this_layer;
        } else {
            out.push('\n');
        }
        out.push_str(&format!("    pub mod {} {{\n", m.short));
        let problem = m.path.starts_with("problems/");
        let mut text = without_examples(&m.render(docs == Docs::All || problem));
        if docs == Docs::ProblemOnly && !problem {
            text = without_doc_lines(&text);
        }
        if docs == Docs::Bare && !problem {
            text = without_comment_lines(&text);
        }
        // The last resort also drops the two levels of indentation the nesting adds, and
        // narrows the library's own to a space a level.
        if docs == Docs::Bare {
            let text = if problem { text } else { narrowed(&text) };
            out.push_str(&indent(&text, ""));
        } else {
            out.push_str(&indent(&text, "        "));
        }
        out.push_str("    }\n");
    }
    if !layer.is_empty() {
        out.push_str("}\n");
    }
    out
}

/// `text` without the examples of its doc comments: they call the library as the crate
/// `grundy`, which a bundle is not. Two shapes go: an `# Example` section, from its heading to
/// the end of its doc comment, and a Rust code fence (` ``` ` or ` ```rust `, not ` ```text `)
/// anywhere in a doc comment; the empty doc lines before either go with it.
fn without_examples(text: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut skipping = false;
    // Inside a fence: `Some(true)` for a kept (text) fence, `Some(false)` for a dropped one.
    let mut fence: Option<bool> = None;
    for line in text.lines() {
        let doc = line.trim_start();
        let marker = ["///", "//!"].into_iter().find(|m| doc.starts_with(m));
        let body = marker.map(|m| doc[m.len()..].trim());
        if let Some(keep) = fence {
            if body == Some("```") {
                fence = None;
            }
            if keep {
                out.push(line);
            }
            continue;
        }
        if skipping && marker == Some("///") {
            continue;
        }
        skipping = false;
        let opens = body.is_some_and(|b| b.starts_with("```"));
        let code = matches!(body, Some("```") | Some("```rust"));
        let section = marker == Some("///") && matches!(body, Some("# Example" | "# Examples"));
        if opens && !code {
            fence = Some(true);
        } else if code || section {
            while out
                .last()
                .is_some_and(|l| marker.is_some_and(|m| l.trim() == m))
            {
                out.pop();
            }
            fence = code.then_some(false);
            skipping = section;
            continue;
        }
        out.push(line);
    }
    let mut joined = out.join("\n");
    if text.ends_with('\n') {
        joined.push('\n');
    }
    joined
}

/// `text` without its `///` lines. Only doc comments start so: the library has no string
/// literal with a line that begins with `///`.
fn without_doc_lines(text: &str) -> String {
    text.lines()
        .filter(|line| !line.trim_start().starts_with("///"))
        .flat_map(|line| [line, "\n"])
        .collect()
}

/// `text` without the lines that hold only a comment (`//`, `///`, `//!`): what is left is the
/// code and its literals, line for line.
fn without_comment_lines(text: &str) -> String {
    let kinds = classify(text);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let first = line.len() - line.trim_start().len();
        let comment = line.trim_start().starts_with("//") && kinds[at + first] == Kind::Comment;
        if !comment {
            out.push_str(line);
        }
        at += line.len();
    }
    out
}

/// The module paths (`core/scan`) that `source` names with `crate::…`, in code.
fn references(source: &str) -> BTreeSet<&'static str> {
    let kinds = classify(source);
    let words = identifiers(source, &kinds, 0..source.len());
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
            if let Some(&(path, _)) = SOURCES.iter().find(|s| s.0 == format!("{l}/{w}")) {
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

/// Every module `main` may need: named from `main`, then from those, transitively.
fn candidates(main: &str) -> BTreeSet<&'static str> {
    let mut found = BTreeSet::new();
    let mut pending: Vec<&str> = references(main).into_iter().collect();
    while let Some(path) = pending.pop() {
        if found.insert(path) {
            let source = SOURCES.iter().find(|s| s.0 == path).map_or("", |s| s.1);
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
/// (`.x(`) and the paths `T::x` (a type's own associated function or constant).
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
                let start = qualifier
                    .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .map_or(0, |i| i + 1);
                self.paths
                    .insert(format!("{}::{word}", &qualifier[start..]));
            } else if before.ends_with('.') && (next.starts_with('(') || next.starts_with("::<")) {
                self.method_calls.insert(word.to_string());
            }
            self.words.insert(word.to_string());
        }
    }
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
    /// The `//!` lines at the top.
    header: Range<usize>,
    items: Vec<Item>,
    /// What the module's kept code uses.
    uses: Uses,
}

impl Module {
    fn new(path: &'static str) -> Module {
        let source = SOURCES.iter().find(|s| s.0 == path).map_or("", |s| s.1);
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
            header: 0..header_end,
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

    /// The kept items as text, after the module's `//!` header if `header`.
    fn render(&self, header: bool) -> String {
        let mut out = if header {
            self.text[self.header.clone()].to_string()
        } else {
            String::new()
        };
        let mut previous_was_use = true;
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
                        let line_start = self.text[..member.span.start]
                            .rfind('\n')
                            .map_or(0, |p| p + 1);
                        text.push('\n');
                        text.push_str(&self.text[line_start..member.span.end]);
                        text.push('\n');
                    }
                    text.pop();
                    text.push_str("\n}");
                    Some(text)
                }
                _ => Some(self.text[item.span.clone()].to_string()),
            };
            let Some(piece) = piece else { continue };
            let is_use = item.is_use();
            out.push_str(if is_use && previous_was_use {
                "\n"
            } else {
                "\n\n"
            });
            out.push_str(&piece);
            previous_was_use = is_use;
        }
        out.push('\n');
        out.trim_start_matches('\n').to_string()
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
        self.methods.contains(name)
            || through(ty)
            || through("Self")
            || self
                .aliases
                .iter()
                .any(|(alias, of)| of == ty && through(alias))
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
            let qualified =
                |uses: &Uses| uses.qualifiers.contains(m.short) && uses.words.contains(name);
            let wanted = m.uses.words.contains(name)
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

/// `text` with the indentation of every line that does not continue a string literal narrowed
/// from four spaces a level to one (a run of `k` spaces becomes `⌈k/4⌉`).
fn narrowed(text: &str) -> String {
    let kinds = classify(text);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let inside_literal = at > 0 && kinds[at - 1] == Kind::Literal;
        let body = line.trim_start_matches(' ');
        if inside_literal {
            out.push_str(line);
        } else {
            let spaces = line.len() - body.len();
            out.extend(std::iter::repeat(' ').take((spaces + 3) / 4));
            out.push_str(body);
        }
        at += line.len();
    }
    out
}

/// `text` with `pad` before every line that does not continue a string literal.
fn indent(text: &str, pad: &str) -> String {
    let kinds = classify(text);
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let inside_literal = at > 0 && kinds[at - 1] == Kind::Literal;
        if !inside_literal && !line.trim().is_empty() {
            out.push_str(pad);
        }
        out.push_str(line);
        at += line.len();
    }
    out
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
    fn narrowing_keeps_string_continuations_and_rounds_up() {
        let text = "fn a() {\n    let s = \"x\n        y\";\n        b();\n     c();\n}\n";
        assert_eq!(
            narrowed(text),
            "fn a() {\n let s = \"x\n        y\";\n  b();\n  c();\n}\n"
        );
    }

    #[test]
    fn indent_leaves_string_continuations_alone() {
        let text = "const H: &str = \"\\\nline two\n\";\nfn f() {}\n";
        assert_eq!(
            indent(text, "  "),
            "  const H: &str = \"\\\nline two\n\";\n  fn f() {}\n"
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
            "grundy::",
        ] {
            assert!(!text.contains(dropped), "{dropped} kept");
        }
        assert_eq!(bundle("nope", "Nope"), None);
    }

    #[test]
    fn grundy_paths_become_crate_paths_in_code_only() {
        let text = "use grundy::core::mex::Mex; // grundy::x\nfn f() { grundy :: games::nim::f(\"grundy::\"); a::grundy::b(); }\n";
        assert_eq!(
            program_paths(text),
            "use crate::core::mex::Mex; // grundy::x\nfn f() { crate :: games::nim::f(\"grundy::\"); a::grundy::b(); }\n"
        );
        // The other ways to name the library.
        let forms = [
            ("::grundy::core::x();", "crate::core::x();"),
            ("extern crate grundy;\nfn main() {}", "\nfn main() {}"),
            (
                "extern crate grundy as g;\ng::x();",
                "use crate as g;\ncrate::x();",
            ),
            (
                "use grundy as g;\nfn m() { g::core::x(); }",
                "\nfn m() { crate::core::x(); }",
            ),
            ("use ::grundy as g;\ng::y();", "\ncrate::y();"),
            (
                "use grundy::core;\ncore::driver::x(); a::core::b(); s.core::<u8>();",
                "\ncrate::core::driver::x(); a::core::b(); s.core::<u8>();",
            ),
            (
                "// use grundy as g;\ng::x();",
                "// use grundy as g;\ng::x();",
            ),
        ];
        for (from, to) in forms {
            assert_eq!(program_paths(from), to, "{from:?}");
        }
    }

    #[test]
    fn code_fences_leave_text_fences_stay() {
        let text = "/// Adds.\n///\n/// ```\n/// use grundy::x;\n/// ```\n/// More.\npub fn a() {}\n\
                    //! Head.\n//!\n//! ```rust\n//! grundy::y();\n//! ```\n//! ```text\n//! a -> b\n//! ```\n";
        assert_eq!(
            without_examples(text),
            "/// Adds.\n/// More.\npub fn a() {}\n//! Head.\n//! ```text\n//! a -> b\n//! ```\n"
        );
    }

    #[test]
    fn examples_leave_with_their_doc_comment_only() {
        let text =
            "/// Adds.\n///\n/// # Example\n/// ```\n/// use grundy::x;\n/// ```\npub fn a() {}\n\
                    /// Keeps.\npub fn b() {}\n";
        assert_eq!(
            without_examples(text),
            "/// Adds.\npub fn a() {}\n/// Keeps.\npub fn b() {}\n"
        );
        let text = bundle("nim_product_64", "NimProduct64").unwrap();
        assert!(!text.contains("grundy::") && !text.contains("# Example"));
        assert!(text.contains("pub fn products("));
    }
}

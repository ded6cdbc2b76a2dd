//! Which items a bundle keeps: names followed from `main` until nothing changes (see the
//! crate documentation, Reachability).

use crate::items::{parse_items, Import, Item, What};
use crate::lex::{classify, identifier_spans, without_test_items, Kind};
use crate::program::is_ident_char;
use crate::sources::library;
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// What kept code uses: every identifier, those that qualify a path (`x::`), those called or
/// reached by a path (`x(`, `::x`, `x::<`), and of those, the methods called on a value
/// (`.x(`) and the paths `T::x` (a module's item, or a type's own associated function or
/// constant).
#[derive(Default)]
pub(crate) struct Uses {
    pub(crate) words: HashSet<String>,
    pub(crate) qualifiers: HashSet<String>,
    pub(crate) calls: HashSet<String>,
    pub(crate) method_calls: HashSet<String>,
    pub(crate) paths: HashSet<String>,
    /// `(alias, name)` for each `name as alias` (imports; casts add harmless pairs).
    pub(crate) aliases: HashSet<(String, String)>,
}

impl Uses {
    /// Adds the identifiers of `text[range]`, but not the first `declared` (an item's own name
    /// where it is declared).
    pub(crate) fn add(
        &mut self,
        text: &str,
        kinds: &[Kind],
        range: Range<usize>,
        declared: Option<&str>,
    ) {
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
    pub(crate) fn add_type_aliases(&mut self, text: &str, kinds: &[Kind], range: Range<usize>) {
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
    pub(crate) fn add_format_names(&mut self, text: &str, kinds: &[Kind], range: Range<usize>) {
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
pub(crate) fn last_segment(path: &str) -> &str {
    let start = path
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    &path[start..]
}

/// The type a path qualifier ending in `>` names: `<OctalGame>` and `<x::T as Trait>` name
/// `OctalGame` and `T`; `Memo::<P>` and `Memo<P>` name `Memo`.
pub(crate) fn bracketed_type(qualifier: &str) -> &str {
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
pub(crate) const DECLARING: &[&str] = &[
    "fn", "struct", "enum", "trait", "type", "const", "static", "mod", "union",
];

/// One candidate module, its source without test items, split into items.
pub(crate) struct Module {
    pub(crate) path: &'static str,
    pub(crate) short: &'static str,
    pub(crate) text: String,
    pub(crate) kinds: Vec<Kind>,
    pub(crate) items: Vec<Item>,
    /// What the module's kept code uses.
    pub(crate) uses: Uses,
}

impl Module {
    pub(crate) fn new(path: &'static str) -> Module {
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
    pub(crate) fn imports_used(&self, path: &str, name: &str) -> bool {
        self.items.iter().any(|item| match &item.what {
            What::Use(imports, _) => imports.iter().any(|i| {
                i.library_item().is_some_and(|(p, n)| {
                    p == path && n == name && self.uses.words.contains(i.visible())
                })
            }),
            _ => false,
        })
    }

    /// The kept items, each as its text.
    pub(crate) fn render(&self) -> Vec<String> {
        let mut pieces = Vec::new();
        for item in self.items.iter().filter(|i| i.kept) {
            let piece = match &item.what {
                What::Use(imports, vis) => self.render_use(imports, vis),
                What::Impl {
                    trait_name: None,
                    members,
                    ..
                } if !members.iter().any(|m| m.kept) => None,
                // A trait impl whose members are all kept is written as it is (its own
                // items between members, such as associated types, too).
                What::Impl { members, .. } if members.iter().all(|m| m.kept) => {
                    Some(self.text[item.span.clone()].to_string())
                }
                What::Impl { open, members, .. } => {
                    let mut text = self.text[item.span.start..=*open].to_string();
                    for member in members.iter().filter(|m| m.kept) {
                        text.push('\n');
                        text.push_str(&self.text[member.span.clone()]);
                    }
                    text.push_str("\n}");
                    Some(text)
                }
                _ => {
                    let mut text = String::new();
                    let mut at = item.span.start;
                    for cut in &item.cut {
                        text.push_str(&self.text[at..cut.start]);
                        at = cut.end;
                    }
                    text.push_str(&self.text[at..item.span.end]);
                    Some(text)
                }
            };
            pieces.extend(piece);
        }
        pieces
    }

    /// A `use` with only the names this module's kept code uses, grouped by prefix.
    pub(crate) fn render_use(&self, imports: &[Import], vis: &str) -> Option<String> {
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
            let word = if vis.is_empty() {
                "use".to_string()
            } else {
                format!("{vis} use")
            };
            lines.push(match group.as_slice() {
                [only] if only == "self" => format!("{word} {prefix};"),
                [only] => format!("{word} {prefix}::{only};"),
                _ => format!("{word} {prefix}::{{{}}};", group.join(", ")),
            });
        }
        (!lines.is_empty()).then(|| lines.join("\n"))
    }
}

/// `main`: the root of reachability.
pub(crate) struct Root {
    pub(crate) uses: Uses,
}

impl Root {
    pub(crate) fn new(main: &str) -> Root {
        let mut uses = Uses::default();
        uses.add(main, &classify(main), 0..main.len(), None);
        Root { uses }
    }
}

/// Marks the kept items of `modules`, from `root`, until nothing changes.
pub(crate) fn reach(root: &Root, modules: &mut [Module]) {
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
    let our_traits: HashMap<String, HashSet<String>> = modules
        .iter()
        .flat_map(|m| &m.items)
        .filter_map(|i| match &i.what {
            What::Named {
                name,
                is_trait: true,
                defaulted,
                ..
            } => Some((
                name.clone(),
                defaulted.iter().map(|d| d.0.clone()).collect(),
            )),
            _ => None,
        })
        .collect();
    let mut calls = Calls {
        methods: root.uses.method_calls.clone(),
        paths: root.uses.paths.clone(),
        aliases: root.uses.aliases.clone(),
    };
    for m in modules.iter() {
        for item in &m.items {
            if let What::Use(imports, _) = &item.what {
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
        changed |= use_reexports(root, modules, &calls);
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
                if let What::Impl { members, .. } = &mut item.what {
                    for mm in members.iter_mut() {
                        if grown.iter().any(|(s, _)| *s == mm.span) {
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
            match &item.what {
                What::Use(imports, _) => {
                    item.kept = imports.iter().any(|i| m.uses.words.contains(i.visible()));
                }
                // A trait's default method that no kept code calls goes (the members that
                // override it went unless reached, the same way).
                What::Named { defaulted, .. } if item.kept => {
                    item.cut = defaulted
                        .iter()
                        .filter(|(name, _)| !calls.names_member(name))
                        .map(|(_, span)| span.clone())
                        .collect();
                }
                _ => {}
            }
        }
    }
}

/// How kept code anywhere reaches the members of an inherent `impl`: methods called on a
/// value (`.x(`), and paths `T::x` (`Self::x` inside the type's own code).
pub(crate) struct Calls {
    pub(crate) methods: HashSet<String>,
    pub(crate) paths: HashSet<String>,
    pub(crate) aliases: HashSet<(String, String)>,
}

impl Calls {
    /// Is `name`, an optional member of a trait (one with a default), called or named by a
    /// path (`x.name(`, `P::name`) anywhere in kept code?
    pub(crate) fn names_member(&self, name: &str) -> bool {
        let path = format!("::{name}");
        self.methods.contains(name) || self.paths.iter().any(|p| p.ends_with(&path))
    }

    /// Is the member `name` of type `ty`'s inherent `impl` reached, by a method call (when it
    /// takes `self`: `.sum(` on an iterator does not reach `Targets::sum(s, n)`), by a path
    /// through the type's name, an alias of it (`use … FlipGrid as Grid`) or `Self`?
    pub(crate) fn reach(&self, ty: &str, name: &str, method: bool) -> bool {
        let through = |qualifier: &str| self.paths.contains(&format!("{qualifier}::{name}"));
        if (method && self.methods.contains(name)) || through(ty) || through("Self") {
            return true;
        }
        names_of(ty, &self.aliases)[1..]
            .iter()
            .any(|alias| through(alias))
    }
}

/// `name` and every alias of it (`use … lasker as geo`, `type A = B; type B = Limits;`):
/// aliases of aliases too, `name` first.
///
/// O(names · aliases).
fn names_of<'a>(name: &'a str, aliases: &'a HashSet<(String, String)>) -> Vec<&'a str> {
    let mut names: Vec<&str> = vec![name];
    let mut k = 0;
    while k < names.len() {
        let of = names[k];
        for (alias, _) in aliases.iter().filter(|(_, o)| o == of) {
            if !names.contains(&alias.as_str()) {
                names.push(alias);
            }
        }
        k += 1;
    }
    names
}

/// Is `name`, an item of module `m` (its own, or one it re-exports with `pub use`), reached
/// from outside `m`: by the program naming `m` (by any of its names) in a group of its own
/// `use` lines and `name` anywhere, by a path `m::name` in the program or any module (through
/// an alias of `m` too), or by a module's `use` of it from `m`?
fn reached_from_outside(
    root: &Root,
    modules: &[Module],
    m: &Module,
    name: &str,
    calls: &Calls,
) -> bool {
    let known_as = names_of(m.short, &calls.aliases);
    let qualified = |uses: &Uses| {
        known_as
            .iter()
            .any(|q| uses.paths.contains(&format!("{q}::{name}")))
    };
    let grouped = known_as.iter().any(|q| root.uses.qualifiers.contains(*q))
        && root.uses.words.contains(name);
    grouped
        || qualified(&root.uses)
        || modules
            .iter()
            .any(|other| other.imports_used(m.path, name) || qualified(&other.uses))
}

/// A `pub use` of another module's item (a re-export, as `games::misere` re-exports
/// `Period`) that code outside the module reaches counts as used in the module, so the
/// line is kept and the item it names is kept in its own module. Returns whether anything
/// changed.
fn use_reexports(root: &Root, modules: &mut [Module], calls: &Calls) -> bool {
    let mut wanted: Vec<(usize, String)> = Vec::new();
    for (at, m) in modules.iter().enumerate() {
        for item in &m.items {
            let What::Use(imports, vis) = &item.what else {
                continue;
            };
            if !vis.starts_with("pub") {
                continue;
            }
            for i in imports {
                let visible = i.visible();
                if !m.uses.words.contains(visible)
                    && reached_from_outside(root, modules, m, visible, calls)
                {
                    wanted.push((at, visible.to_string()));
                }
            }
        }
    }
    let changed = !wanted.is_empty();
    for (at, name) in wanted {
        modules[at].uses.words.insert(name);
    }
    changed
}

/// A trait imported only to call its methods (`use crate::core::sum::HeapSum;` before
/// `x.first_player_wins()`) is never named in code: counts the import as used in every module
/// that calls one of the trait's methods. Returns whether anything changed.
pub(crate) fn use_traits_for_methods(modules: &mut [Module]) -> bool {
    let traits: Vec<(String, Vec<String>)> = modules
        .iter()
        .flat_map(|m| &m.items)
        .filter_map(|i| match &i.what {
            What::Named {
                name,
                is_trait: true,
                methods,
                ..
            } => Some((name.clone(), methods.clone())),
            _ => None,
        })
        .collect();
    let mut changed = false;
    for m in modules.iter_mut() {
        let mut used = Vec::new();
        for item in &m.items {
            let What::Use(imports, _) = &item.what else {
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
pub(crate) fn grow(
    root: &Root,
    modules: &[Module],
    at: usize,
    k: usize,
    our_traits: &HashMap<String, HashSet<String>>,
    kept_traits: &HashSet<String>,
    calls: &Calls,
) -> Option<Vec<(Range<usize>, Option<String>)>> {
    let m = &modules[at];
    let item = &m.items[k];
    match &item.what {
        What::Named { name, .. } if !item.kept => {
            // The program may name the module in a group of its own `use` lines
            // (`use grundy::core::memo::{explore, Options}`): there a qualifier and a word do;
            // the library's own `use` lines are read as imports, and its code needs `M::N`
            // (or `A::N` for an alias `A` of `M`).
            let wanted =
                m.uses.words.contains(name) || reached_from_outside(root, modules, m, name, calls);
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
            let ours = trait_name.as_ref().and_then(|t| our_traits.get(t));
            let foreign_for_ours = ours.is_some() && !named_here(false);
            let type_kept = named_here(true) || foreign_for_ours;
            let trait_ok = trait_name
                .as_ref()
                .map_or(true, |t| ours.is_none() || kept_traits.contains(t));
            // A member that overrides one of our trait's default methods (a misère case a
            // program that plays normal play never calls) is kept only once reached, like an
            // inherent method; the others go with the header.
            let optional = |name: &str| ours.is_some_and(|d| d.contains(name));
            if !type_kept || !trait_ok {
                None
            } else if !item.kept && trait_name.is_some() {
                // The header, then each member without its own declared name.
                let mut spans = vec![(item.span.start..*open, None)];
                spans.extend(members.iter().filter_map(|mm| match &mm.what {
                    What::Named { name, .. } if optional(name) => None,
                    What::Named { name, .. } => Some((mm.span.clone(), Some(name.clone()))),
                    _ => Some((mm.span.clone(), None)),
                }));
                Some(spans)
            } else if !item.kept {
                Some(vec![(item.span.start..*open, None)])
            } else {
                let reached = |name: &str, span: &Range<usize>| match trait_name {
                    None => calls.reach(ty, name, takes_self(&m.text, &m.kinds, span.clone())),
                    Some(_) => optional(name) && calls.names_member(name),
                };
                let fresh: Vec<(Range<usize>, Option<String>)> = members
                    .iter()
                    .filter(|mm| !mm.kept)
                    .filter_map(|mm| match &mm.what {
                        What::Named { name, .. } if reached(name, &mm.span) => {
                            Some((mm.span.clone(), Some(name.clone())))
                        }
                        _ => None,
                    })
                    .collect();
                (!fresh.is_empty()).then_some(fresh)
            }
        }
        _ => None,
    }
}

/// Does the member at `span` of an `impl` take `self` (`self`, `&self`, `&'a mut self`,
/// `self: Box<Self>`), so that a method call can reach it? An associated function or a
/// constant is reached only by a path.
///
/// O(span).
fn takes_self(text: &str, kinds: &[Kind], span: Range<usize>) -> bool {
    let code: String = text[span.clone()]
        .char_indices()
        .filter(|&(i, _)| kinds[span.start + i] == Kind::Code)
        .map(|(_, c)| c)
        .collect();
    let words: Vec<&str> = code
        .split(|c: char| !is_ident_char(c) && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    // The name after `fn`, then its generics, then the first parameter.
    let Some(at) = words.iter().position(|&w| w == "fn") else {
        return false;
    };
    let Some(name) = words.get(at + 1) else {
        return false;
    };
    let Some(after_fn) = code.find(&format!("fn {name}")) else {
        return false;
    };
    let rest = &code[after_fn + 3 + name.len()..];
    let mut depth = 0i32;
    let mut previous = ' ';
    for (i, c) in rest.char_indices() {
        match c {
            '<' => depth += 1,
            '>' if previous != '-' => depth -= 1,
            '(' if depth == 0 => {
                return first_parameter_is_self(
                    rest[i + 1..].trim_start_matches(|c: char| c.is_whitespace() || c == '&'),
                );
            }
            _ => {}
        }
        previous = c;
    }
    false
}

/// Is the parameter list that starts `list` (past its `&`) headed by `self`, after an
/// optional lifetime and `mut`?
fn first_parameter_is_self(list: &str) -> bool {
    let mut words = list
        .split(|c: char| !is_ident_char(c) && c != '\'')
        .filter(|w| !w.is_empty());
    let mut word = words.next();
    if word.is_some_and(|w| w.starts_with('\'')) {
        word = words.next();
    }
    if word == Some("mut") {
        word = words.next();
    }
    word == Some("self")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_take_self_and_associated_functions_do_not() {
        let text = "impl T {\n    /// `fn f(self)` in a comment\n    pub const fn sum(s: u64, n: u32) -> T { T }\n    fn a(&self) {}\n    fn b<F: Fn(u8) -> u8>(&'a mut self, f: F) {}\n    fn c(mut self) {}\n    fn d(self: Box<Self>) {}\n    fn e<'a>(x: &'a u8, selfish: u8) {}\n    const F: fn(u8) = g;\n}\n";
        let kinds = classify(text);
        let member = |name: &str| {
            let at = text.find(&format!("fn {name}")).unwrap();
            let start = text[..at].rfind('\n').unwrap() + 1;
            start..text[at..].find('\n').unwrap() + at
        };
        assert!(!takes_self(text, &kinds, member("sum")));
        for name in ["a", "b", "c", "d"] {
            assert!(takes_self(text, &kinds, member(name)), "{name}");
        }
        assert!(!takes_self(text, &kinds, member("e")));
        let constant = text.find("    const F").unwrap();
        assert!(!takes_self(text, &kinds, constant..constant + 24));
        let commented = text.find("    ///").unwrap();
        assert!(!takes_self(text, &kinds, commented..member("sum").end));
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
}

//! The library modules a bundle may need: those `main` names, then those they name, followed
//! through their `crate::layer::module` paths.

use crate::lex::{classify, identifiers, without_test_items};
use crate::sources::library;
use std::collections::{BTreeSet, HashSet};

/// The module paths (`core/scan`, `core/guess/pattern`) that library source `source` names with
/// `crate::…`, in code.
pub(crate) fn references(source: &str) -> BTreeSet<&'static str> {
    let kinds = classify(source);
    let words = identifiers(source, &kinds, 0..source.len());
    let modules = &library().modules;
    let mut found = BTreeSet::new();
    // Identifiers in a row that form a known path, after `crate` somewhere before:
    // `crate::core::scan::Field`, `use crate::core::{scan::Field, mex::Mex}`,
    // `crate::games::lasker` and `crate::core::guess::pattern::Guess` all put the layer and the
    // modules among the words. `path` is the deepest module matched so far (the layer at
    // first); a word that extends it goes deeper, one that does not starts again from the
    // layer (the next item of a group).
    let mut layer: Option<&str> = None;
    let mut path = String::new();
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
            path = w.to_string();
            continue;
        }
        if let Some(l) = layer {
            let deeper = format!("{path}/{w}");
            let again = format!("{l}/{w}");
            if let Some(&(p, _)) = modules.iter().find(|s| s.0 == deeper || s.0 == again) {
                found.insert(p);
                path = p.to_string();
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
pub(crate) fn candidates(main: &str) -> BTreeSet<&'static str> {
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

/// The library's layers (`core`) and modules (`core/mex`, `core/guess/pattern`) that `main` may
/// name: each layer whose name is a word of its code, and each module of such a layer whose
/// path's names are all words of it too (`core::mex`, `core::{self as c, memo}`). A word too
/// many only adds an empty module.
pub(crate) fn named_paths(main: &str) -> BTreeSet<&'static str> {
    let kinds = classify(main);
    let words: HashSet<&str> = identifiers(main, &kinds, 0..main.len())
        .into_iter()
        .collect();
    let mut found = BTreeSet::new();
    for layer in LAYERS.iter().filter(|l| words.contains(*l)) {
        found.insert(*layer);
        for (path, _) in &library().modules {
            let mut segments = path.split('/');
            if segments.next() == Some(*layer) && segments.all(|s| words.contains(s)) {
                found.insert(*path);
            }
        }
    }
    found
}

/// The library's layers, in the order a bundle writes them.
pub(crate) const LAYERS: [&str; 3] = ["core", "games", "problems"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_paths_are_found_in_code_only() {
        let src = "use crate::core::{scan::Field, mex::Mex}; // crate::core::period\n\
                   let s = \"crate::games::octal\"; crate::games::lasker::sg(x);";
        let found: Vec<&str> = references(src).into_iter().collect();
        assert_eq!(found, vec!["core/mex", "core/scan", "games/lasker"]);
    }
}

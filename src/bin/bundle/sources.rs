//! The library sources a bundle is made from: those of the `grundy` that the contestant's
//! cargo project depends on, found as cargo finds it ([`for_project`]), or else the ones
//! embedded in `bundle` when it was built ([`SOURCES`]). A test checks that every file under
//! `src/core`, `src/games` and `src/problems` is embedded.

use std::path::Path;
use std::sync::OnceLock;

/// The library a bundle is made from: its version, where it came from, and `(module path,
/// source)` for every module but the `mod.rs` files.
pub struct Library {
    pub version: String,
    pub origin: Origin,
    pub modules: Vec<(&'static str, &'static str)>,
}

/// Where the library's sources came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Embedded in `bundle` when it was built: no cargo project around depends on `grundy`.
    BuiltIn,
    /// The `grundy` package that `cargo metadata` names, read from its folder.
    Dependency,
}

static LIBRARY: OnceLock<Library> = OnceLock::new();

/// The library this run bundles: the one [`choose`] set, else the embedded one.
pub fn library() -> &'static Library {
    LIBRARY.get_or_init(embedded)
}

/// Makes `library` the one every later call of [`library`] sees (first call wins).
pub fn choose(library: Library) {
    let _ = LIBRARY.set(library);
}

/// The sources embedded in `bundle`.
pub fn embedded() -> Library {
    Library {
        version: env!("CARGO_PKG_VERSION").to_string(),
        origin: Origin::BuiltIn,
        modules: SOURCES.to_vec(),
    }
}

/// The modules of a layer's folder (`src/games`), `(name, path)`: each `NAME.rs` but
/// `mod.rs` (a module's file is named as the module; there are no folders of modules below a
/// layer, as a bundle writes the library two levels deep).
pub fn layer_modules(dir: &Path) -> Result<Vec<(String, std::path::PathBuf)>, String> {
    let cannot =
        |e: std::io::Error| format!("cannot read the library's folder {}: {e}", dir.display());
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(cannot)? {
        let path = entry.map_err(cannot)?.path();
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        if path.extension().is_some_and(|e| e == "rs") && stem != "mod" {
            names.push((stem.to_string(), path.clone()));
        }
    }
    Ok(names)
}

/// The largest library file read from disk: ours are under 100 KiB.
const MAX_FILE: u64 = 4 << 20;

/// The library of the package `version` whose manifest is `manifest` (its `src/core`,
/// `src/games` and `src/problems`), or why it cannot be read. The sources live as long as the
/// process.
pub fn from_manifest(manifest: &Path, version: String) -> Result<Library, String> {
    let root = manifest.parent().unwrap_or(Path::new("."));
    let mut modules = Vec::new();
    for layer in ["core", "games", "problems"] {
        let dir = root.join("src").join(layer);
        let mut names = layer_modules(&dir)?;
        names.sort();
        for (stem, path) in names {
            let text = read_small(&path)?;
            let name: &'static str = Box::leak(format!("{layer}/{stem}").into_boxed_str());
            modules.push((name, &*Box::leak(text.into_boxed_str())));
        }
    }
    if modules.is_empty() {
        return Err(format!(
            "expected the library's sources under {}, found none",
            root.join("src").display()
        ));
    }
    Ok(Library {
        version,
        origin: Origin::Dependency,
        modules,
    })
}

fn read_small(path: &Path) -> Result<String, String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_FILE + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if bytes.len() as u64 > MAX_FILE {
        return Err(format!(
            "expected a source file of at most 4 MiB, found {} larger",
            path.display()
        ));
    }
    String::from_utf8(bytes)
        .map_err(|_| format!("expected UTF-8 in {}, found other bytes", path.display()))
}

/// The library of the cargo project around `dir`, as cargo resolves it: `cargo metadata` run
/// there, and the package named `grundy` in its answer. `Ok(None)` when `dir` is in no cargo
/// project or the project does not depend on `grundy` (cargo is not found, or says it finds
/// no `Cargo.toml`); an error when cargo fails otherwise (a broken manifest, a git dependency
/// not fetched yet) or names two different `grundy` packages.
pub fn for_project(dir: &Path) -> Result<Option<Library>, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1"])
        .current_dir(dir)
        .stdin(std::process::Stdio::null())
        .output();
    let Ok(output) = output else {
        return Ok(None);
    };
    if !output.status.success() {
        let message = String::from_utf8_lossy(&output.stderr);
        if message.contains("could not find `Cargo.toml`") {
            return Ok(None);
        }
        let first = message
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("(no message)")
            .trim();
        return Err(format!(
            "cargo metadata failed in {}: {first}",
            dir.display()
        ));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let json = crate::json::parse(&text)
        .map_err(|e| format!("cannot read cargo metadata's answer: {e}"))?;
    // `(manifest, version)` of each package named grundy.
    let mut found: Vec<(String, String)> = json
        .get("packages")
        .and_then(|p| p.items())
        .unwrap_or(&[])
        .iter()
        .filter(|p| p.get("name").and_then(|n| n.text()) == Some("grundy"))
        .filter_map(|p| {
            let manifest = p.get("manifest_path")?.text()?.to_string();
            let version = p.get("version").and_then(|v| v.text()).unwrap_or("?");
            Some((manifest, version.to_string()))
        })
        .collect();
    found.sort();
    found.dedup();
    match found.as_slice() {
        [] => Ok(None),
        [(manifest, version)] => from_manifest(Path::new(manifest), version.clone()).map(Some),
        _ => Err(format!(
            "expected the project to depend on one grundy, found {}: {}",
            found.len(),
            found
                .iter()
                .map(|f| f.0.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// `(module path, source)` for every library module but the `mod.rs` files, which only
/// declare modules (and, for `problems`, the list of problems, which no bundle needs): one
/// line a module, sorted (a test holds the list to the files on disk).
macro_rules! sources {
    ($($layer:ident :: $module:ident),* $(,)?) => {
        &[$((
            concat!(stringify!($layer), "/", stringify!($module)),
            include_str!(concat!("../../", stringify!($layer), "/", stringify!($module), ".rs")),
        )),*]
    };
}

pub const SOURCES: &[(&str, &str)] = sources![
    core::arith,
    core::automaton,
    core::budget,
    core::digit_dp,
    core::distinct,
    core::driver,
    core::dyadic,
    core::gf2,
    core::graph,
    core::guess,
    core::guess_formula,
    core::guess_grid,
    core::held,
    core::interact,
    core::matching,
    core::memo,
    core::mex,
    core::modular,
    core::nimber,
    core::partizan,
    core::period,
    core::picture,
    core::rect_union,
    core::scan,
    core::scoring,
    core::sg_table,
    core::sum,
    core::thermograph,
    core::tokens,
    core::value_trie,
    core::wide_nimber,
    games::advance_or_eat,
    games::bean_split,
    games::bit_game,
    games::blue_red,
    games::boxes,
    games::calendar,
    games::candy_piles,
    games::capped_merge,
    games::card_row,
    games::coin_rule,
    games::coins,
    games::colouring,
    games::coprime,
    games::corner,
    games::corner_blocks,
    games::crosses,
    games::cutcake,
    games::dag,
    games::deque,
    games::dividing,
    games::domineering,
    games::dynamic,
    games::end_nim,
    games::euclid,
    games::flip_grid,
    games::forbidden,
    games::geography,
    games::hackenbush,
    games::intervals,
    games::lasker,
    games::loopy,
    games::loopy_score,
    games::misere,
    games::misere_extension,
    games::misere_period,
    games::misere_rules,
    games::momotetsu,
    games::moore,
    games::multiplication,
    games::nim,
    games::nullify,
    games::octal,
    games::pair_split,
    games::partizan_sum,
    games::pile_choice,
    games::redistribute,
    games::root_path,
    games::rules,
    games::saltus,
    games::sharti,
    games::split_three,
    games::staircase,
    games::stone_walk,
    games::subtraction,
    games::take_break,
    games::take_fraction,
    games::toads_frogs,
    games::wythoff,
    problems::abc201d,
    problems::abc206f,
    problems::abc209e,
    problems::abc212h,
    problems::abc229h,
    problems::abc255g,
    problems::abc261h,
    problems::abc278f,
    problems::abc278g,
    problems::abc297g,
    problems::abc317f,
    problems::abc354e,
    problems::abc368f,
    problems::abc380f,
    problems::agc002e,
    problems::agc010f,
    problems::agc017d,
    problems::anti_nim,
    problems::arc091f,
    problems::arc168b,
    problems::bitwise_xor_convolution,
    problems::cf1451f,
    problems::cf1704f,
    problems::cf2004e,
    problems::cf2027e2,
    problems::cf494e,
    problems::cf786a,
    problems::dp_l,
    problems::fibonacci_piles,
    problems::flip_grid,
    problems::geography,
    problems::hackenbush,
    problems::hdu1079,
    problems::hdu1517,
    problems::hdu1524,
    problems::hdu1536,
    problems::hdu1729,
    problems::hdu1846,
    problems::hdu1847,
    problems::hdu1850,
    problems::hdu2147,
    problems::hdu2177,
    problems::hdu2516,
    problems::hdu3032,
    problems::hdu3094,
    problems::hdu3404,
    problems::hdu3537,
    problems::hdu3590,
    problems::hdu3595,
    problems::hdu4315,
    problems::hdu5795,
    problems::ladder_nim,
    problems::loopy,
    problems::luogu_p1971,
    problems::luogu_p2148,
    problems::luogu_p2197,
    problems::luogu_p2490,
    problems::luogu_p2594,
    problems::luogu_p2599,
    problems::luogu_p3185,
    problems::luogu_p3480,
    problems::luogu_p4055,
    problems::luogu_p4101,
    problems::luogu_p4136,
    problems::luogu_p4279,
    problems::luogu_p4301,
    problems::luogu_p4617,
    problems::luogu_p5363,
    problems::luogu_p5675,
    problems::luogu_p6560,
    problems::moore_nim,
    problems::nim_product_64,
    problems::octal_game,
    problems::partizan,
    problems::poj1067,
    problems::poj1704,
    problems::poj1740,
    problems::poj2348,
    problems::poj2975,
    problems::poj3537,
    problems::poj3710,
    problems::poj3922,
    problems::range_nim,
    problems::shape,
    problems::split_piles,
    problems::spoj_cot3,
    problems::subtraction_nim,
];

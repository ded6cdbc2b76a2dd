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

/// The modules of a layer's folder (`src/games`), `(module path below the layer, file)`:
/// each `NAME.rs` but `mod.rs` as `NAME`, and each folder of a family as its `mod.rs`
/// (`guess`) and its files and folders below it (`guess/pattern`), at any depth. Sorted.
pub fn layer_modules(dir: &Path) -> Result<Vec<(String, std::path::PathBuf)>, String> {
    let mut names = Vec::new();
    collect(dir, "", &mut names, 0)?;
    names.sort();
    Ok(names)
}

/// The most folders a family may nest (a bound on the walk, not a need).
const MAX_DEPTH: usize = 8;

fn collect(
    dir: &Path,
    prefix: &str,
    names: &mut Vec<(String, std::path::PathBuf)>,
    depth: usize,
) -> Result<(), String> {
    let cannot =
        |e: std::io::Error| format!("cannot read the library's folder {}: {e}", dir.display());
    for entry in std::fs::read_dir(dir).map_err(cannot)? {
        let path = entry.map_err(cannot)?.path();
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let name = format!("{prefix}{stem}");
        if path.extension().is_some_and(|e| e == "rs") && stem != "mod" {
            names.push((name, path.clone()));
        } else if path.is_dir() && path.join("mod.rs").is_file() && depth < MAX_DEPTH {
            names.push((name.clone(), path.join("mod.rs")));
            collect(&path, &format!("{name}/"), names, depth + 1)?;
        }
    }
    Ok(())
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
        for (stem, path) in layer_modules(&dir)? {
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

/// `(module path, source)` for every library module but the layers' `mod.rs` files, which
/// only declare modules (and, for `problems`, the list of problems, which no bundle needs):
/// one line a module, sorted (a test holds the list to the files on disk). `module!` is a
/// file, `folder!` a family's folder (its `mod.rs`; its files follow as `module!`s).
macro_rules! module {
    ($path:literal) => {
        ($path, include_str!(concat!("../../", $path, ".rs")))
    };
}
macro_rules! folder {
    ($path:literal) => {
        ($path, include_str!(concat!("../../", $path, "/mod.rs")))
    };
}

pub const SOURCES: &[(&str, &str)] = &[
    module!("core/arith"),
    module!("core/automaton"),
    module!("core/budget"),
    module!("core/digit_dp"),
    module!("core/distinct"),
    module!("core/driver"),
    module!("core/dyadic"),
    module!("core/gf2"),
    module!("core/graph"),
    folder!("core/guess"),
    module!("core/guess/emit"),
    module!("core/guess/evidence"),
    module!("core/guess/formula"),
    module!("core/guess/grid"),
    module!("core/guess/pattern"),
    module!("core/guess/quadratic"),
    module!("core/guess/report"),
    module!("core/guess/sequence"),
    module!("core/held"),
    module!("core/interact"),
    module!("core/matching"),
    module!("core/memo"),
    module!("core/mex"),
    module!("core/modular"),
    module!("core/nimber"),
    module!("core/partizan"),
    module!("core/period"),
    module!("core/picture"),
    module!("core/rect_union"),
    module!("core/scan"),
    module!("core/scoring"),
    module!("core/sg_table"),
    module!("core/sum"),
    module!("core/thermograph"),
    module!("core/tokens"),
    module!("core/value_trie"),
    module!("core/wide_nimber"),
    module!("games/advance_or_eat"),
    module!("games/bean_split"),
    module!("games/bit_game"),
    module!("games/blue_red"),
    module!("games/boxes"),
    module!("games/calendar"),
    module!("games/candy_piles"),
    module!("games/capped_merge"),
    module!("games/card_row"),
    module!("games/coin_rule"),
    module!("games/coins"),
    module!("games/colouring"),
    module!("games/coprime"),
    module!("games/corner"),
    module!("games/corner_blocks"),
    module!("games/crosses"),
    module!("games/cutcake"),
    module!("games/dag"),
    module!("games/deque"),
    module!("games/dividing"),
    module!("games/domineering"),
    module!("games/dynamic"),
    module!("games/end_nim"),
    module!("games/euclid"),
    module!("games/flip_grid"),
    module!("games/forbidden"),
    module!("games/geography"),
    module!("games/hackenbush"),
    module!("games/intervals"),
    module!("games/lasker"),
    module!("games/loopy"),
    module!("games/loopy_score"),
    folder!("games/misere"),
    module!("games/misere/extension"),
    module!("games/misere/period"),
    module!("games/misere/rules"),
    module!("games/momotetsu"),
    module!("games/moore"),
    module!("games/multiplication"),
    module!("games/nim"),
    module!("games/nullify"),
    module!("games/octal"),
    module!("games/pair_split"),
    module!("games/partizan_sum"),
    module!("games/pile_choice"),
    module!("games/redistribute"),
    module!("games/root_path"),
    module!("games/rules"),
    module!("games/saltus"),
    module!("games/sharti"),
    module!("games/split_three"),
    module!("games/staircase"),
    module!("games/stone_walk"),
    module!("games/subtraction"),
    module!("games/take_break"),
    module!("games/take_fraction"),
    module!("games/toads_frogs"),
    module!("games/wythoff"),
    module!("problems/abc201d"),
    module!("problems/abc206f"),
    module!("problems/abc209e"),
    module!("problems/abc212h"),
    module!("problems/abc229h"),
    module!("problems/abc255g"),
    module!("problems/abc261h"),
    module!("problems/abc278f"),
    module!("problems/abc278g"),
    module!("problems/abc297g"),
    module!("problems/abc317f"),
    module!("problems/abc354e"),
    module!("problems/abc368f"),
    module!("problems/abc380f"),
    module!("problems/agc002e"),
    module!("problems/agc010f"),
    module!("problems/agc017d"),
    module!("problems/anti_nim"),
    module!("problems/arc091f"),
    module!("problems/arc168b"),
    module!("problems/bitwise_xor_convolution"),
    module!("problems/cf1451f"),
    module!("problems/cf1704f"),
    module!("problems/cf2004e"),
    module!("problems/cf2027e2"),
    module!("problems/cf494e"),
    module!("problems/cf786a"),
    module!("problems/dp_l"),
    module!("problems/fibonacci_piles"),
    module!("problems/flip_grid"),
    module!("problems/geography"),
    module!("problems/hackenbush"),
    module!("problems/hdu1079"),
    module!("problems/hdu1517"),
    module!("problems/hdu1524"),
    module!("problems/hdu1536"),
    module!("problems/hdu1729"),
    module!("problems/hdu1846"),
    module!("problems/hdu1847"),
    module!("problems/hdu1850"),
    module!("problems/hdu2147"),
    module!("problems/hdu2177"),
    module!("problems/hdu2516"),
    module!("problems/hdu3032"),
    module!("problems/hdu3094"),
    module!("problems/hdu3404"),
    module!("problems/hdu3537"),
    module!("problems/hdu3590"),
    module!("problems/hdu3595"),
    module!("problems/hdu4315"),
    module!("problems/hdu5795"),
    module!("problems/ladder_nim"),
    module!("problems/loopy"),
    module!("problems/luogu_p1971"),
    module!("problems/luogu_p2148"),
    module!("problems/luogu_p2197"),
    module!("problems/luogu_p2490"),
    module!("problems/luogu_p2594"),
    module!("problems/luogu_p2599"),
    module!("problems/luogu_p3185"),
    module!("problems/luogu_p3480"),
    module!("problems/luogu_p4055"),
    module!("problems/luogu_p4101"),
    module!("problems/luogu_p4136"),
    module!("problems/luogu_p4279"),
    module!("problems/luogu_p4301"),
    module!("problems/luogu_p4617"),
    module!("problems/luogu_p5363"),
    module!("problems/luogu_p5675"),
    module!("problems/luogu_p6560"),
    module!("problems/moore_nim"),
    module!("problems/nim_product_64"),
    module!("problems/octal_game"),
    module!("problems/partizan"),
    module!("problems/poj1067"),
    module!("problems/poj1704"),
    module!("problems/poj1740"),
    module!("problems/poj2348"),
    module!("problems/poj2975"),
    module!("problems/poj3537"),
    module!("problems/poj3710"),
    module!("problems/poj3922"),
    module!("problems/range_nim"),
    module!("problems/shape"),
    module!("problems/split_piles"),
    module!("problems/spoj_cot3"),
    module!("problems/subtraction_nim"),
];

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
/// `mod.rs`, and in a folder `X/` of stages (see `games/mod.rs`) each `X/STAGE.rs` as `X_STAGE`.
pub fn layer_modules(dir: &Path) -> Result<Vec<(String, std::path::PathBuf)>, String> {
    modules_in(dir, "")
}

/// [`layer_modules`] with each name after `prefix`.
fn modules_in(dir: &Path, prefix: &str) -> Result<Vec<(String, std::path::PathBuf)>, String> {
    let cannot =
        |e: std::io::Error| format!("cannot read the library's folder {}: {e}", dir.display());
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(cannot)? {
        let path = entry.map_err(cannot)?.path();
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        if path.is_dir() && prefix.is_empty() {
            names.extend(modules_in(&path, &format!("{stem}_"))?);
        } else if path.extension().is_some_and(|e| e == "rs") && stem != "mod" {
            names.push((format!("{prefix}{stem}"), path));
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
/// declare modules (and, for `problems`, the list of problems, which no bundle needs).
pub const SOURCES: &[(&str, &str)] = &[
    ("core/arith", include_str!("../../core/arith.rs")),
    ("core/budget", include_str!("../../core/budget.rs")),
    ("core/distinct", include_str!("../../core/distinct.rs")),
    ("core/driver", include_str!("../../core/driver.rs")),
    ("core/dyadic", include_str!("../../core/dyadic.rs")),
    ("core/graph", include_str!("../../core/graph.rs")),
    ("core/matching", include_str!("../../core/matching.rs")),
    ("core/held", include_str!("../../core/held.rs")),
    ("core/memo", include_str!("../../core/memo.rs")),
    ("core/mex", include_str!("../../core/mex.rs")),
    ("core/nimber", include_str!("../../core/nimber.rs")),
    ("core/partizan", include_str!("../../core/partizan.rs")),
    ("core/period", include_str!("../../core/period.rs")),
    ("core/picture", include_str!("../../core/picture.rs")),
    ("core/scan", include_str!("../../core/scan.rs")),
    ("core/scoring", include_str!("../../core/scoring.rs")),
    ("core/sg_table", include_str!("../../core/sg_table.rs")),
    ("core/sum", include_str!("../../core/sum.rs")),
    ("core/tokens", include_str!("../../core/tokens.rs")),
    (
        "core/thermograph",
        include_str!("../../core/thermograph.rs"),
    ),
    (
        "games/advance_or_eat",
        include_str!("../../games/advance_or_eat.rs"),
    ),
    ("games/blue_red", include_str!("../../games/blue_red.rs")),
    ("games/boxes", include_str!("../../games/boxes.rs")),
    ("games/calendar", include_str!("../../games/calendar.rs")),
    ("games/coins", include_str!("../../games/coins.rs")),
    ("games/corner", include_str!("../../games/corner.rs")),
    ("games/crosses", include_str!("../../games/crosses.rs")),
    ("games/cutcake", include_str!("../../games/cutcake.rs")),
    ("games/dag", include_str!("../../games/dag.rs")),
    ("games/deque", include_str!("../../games/deque.rs")),
    ("games/dynamic", include_str!("../../games/dynamic.rs")),
    (
        "games/domineering",
        include_str!("../../games/domineering.rs"),
    ),
    ("games/dividing", include_str!("../../games/dividing.rs")),
    ("games/euclid", include_str!("../../games/euclid.rs")),
    ("games/flip_grid", include_str!("../../games/flip_grid.rs")),
    ("games/forbidden", include_str!("../../games/forbidden.rs")),
    ("games/geography", include_str!("../../games/geography.rs")),
    (
        "games/hackenbush",
        include_str!("../../games/hackenbush.rs"),
    ),
    ("games/lasker", include_str!("../../games/lasker.rs")),
    ("games/loopy", include_str!("../../games/loopy.rs")),
    ("games/misere", include_str!("../../games/misere.rs")),
    (
        "games/misere_extension",
        include_str!("../../games/misere/extension.rs"),
    ),
    (
        "games/misere_period",
        include_str!("../../games/misere/period.rs"),
    ),
    (
        "games/misere_rules",
        include_str!("../../games/misere/rules.rs"),
    ),
    ("games/momotetsu", include_str!("../../games/momotetsu.rs")),
    ("games/moore", include_str!("../../games/moore.rs")),
    (
        "games/multiplication",
        include_str!("../../games/multiplication.rs"),
    ),
    ("games/nim", include_str!("../../games/nim.rs")),
    ("games/octal", include_str!("../../games/octal.rs")),
    (
        "games/redistribute",
        include_str!("../../games/redistribute.rs"),
    ),
    ("games/staircase", include_str!("../../games/staircase.rs")),
    (
        "games/subtraction",
        include_str!("../../games/subtraction.rs"),
    ),
    (
        "games/toads_frogs",
        include_str!("../../games/toads_frogs.rs"),
    ),
    (
        "games/partizan_sum",
        include_str!("../../games/partizan_sum.rs"),
    ),
    ("games/wythoff", include_str!("../../games/wythoff.rs")),
    (
        "problems/abc209e",
        include_str!("../../problems/abc209e.rs"),
    ),
    (
        "problems/abc229h",
        include_str!("../../problems/abc229h.rs"),
    ),
    (
        "problems/abc255g",
        include_str!("../../problems/abc255g.rs"),
    ),
    (
        "problems/abc278f",
        include_str!("../../problems/abc278f.rs"),
    ),
    (
        "problems/abc297g",
        include_str!("../../problems/abc297g.rs"),
    ),
    (
        "problems/abc354e",
        include_str!("../../problems/abc354e.rs"),
    ),
    (
        "problems/abc368f",
        include_str!("../../problems/abc368f.rs"),
    ),
    (
        "problems/abc380f",
        include_str!("../../problems/abc380f.rs"),
    ),
    (
        "problems/anti_nim",
        include_str!("../../problems/anti_nim.rs"),
    ),
    ("problems/cf786a", include_str!("../../problems/cf786a.rs")),
    (
        "problems/fibonacci_piles",
        include_str!("../../problems/fibonacci_piles.rs"),
    ),
    (
        "problems/flip_grid",
        include_str!("../../problems/flip_grid.rs"),
    ),
    (
        "problems/hackenbush",
        include_str!("../../problems/hackenbush.rs"),
    ),
    (
        "problems/hdu1079",
        include_str!("../../problems/hdu1079.rs"),
    ),
    (
        "problems/hdu2516",
        include_str!("../../problems/hdu2516.rs"),
    ),
    (
        "problems/poj3922",
        include_str!("../../problems/poj3922.rs"),
    ),
    (
        "problems/luogu_p4055",
        include_str!("../../problems/luogu_p4055.rs"),
    ),
    (
        "problems/luogu_p1971",
        include_str!("../../problems/luogu_p1971.rs"),
    ),
    (
        "problems/geography",
        include_str!("../../problems/geography.rs"),
    ),
    ("problems/dp_l", include_str!("../../problems/dp_l.rs")),
    (
        "problems/abc201d",
        include_str!("../../problems/abc201d.rs"),
    ),
    (
        "problems/hdu1517",
        include_str!("../../problems/hdu1517.rs"),
    ),
    (
        "problems/hdu1524",
        include_str!("../../problems/hdu1524.rs"),
    ),
    (
        "problems/hdu1536",
        include_str!("../../problems/hdu1536.rs"),
    ),
    (
        "problems/hdu1729",
        include_str!("../../problems/hdu1729.rs"),
    ),
    (
        "problems/hdu1846",
        include_str!("../../problems/hdu1846.rs"),
    ),
    (
        "problems/hdu1847",
        include_str!("../../problems/hdu1847.rs"),
    ),
    (
        "problems/hdu1850",
        include_str!("../../problems/hdu1850.rs"),
    ),
    (
        "problems/hdu2147",
        include_str!("../../problems/hdu2147.rs"),
    ),
    (
        "problems/hdu2177",
        include_str!("../../problems/hdu2177.rs"),
    ),
    (
        "problems/hdu3032",
        include_str!("../../problems/hdu3032.rs"),
    ),
    (
        "problems/hdu3094",
        include_str!("../../problems/hdu3094.rs"),
    ),
    (
        "problems/hdu3404",
        include_str!("../../problems/hdu3404.rs"),
    ),
    (
        "problems/hdu3537",
        include_str!("../../problems/hdu3537.rs"),
    ),
    (
        "problems/hdu3590",
        include_str!("../../problems/hdu3590.rs"),
    ),
    (
        "problems/hdu3595",
        include_str!("../../problems/hdu3595.rs"),
    ),
    (
        "problems/hdu4315",
        include_str!("../../problems/hdu4315.rs"),
    ),
    (
        "problems/ladder_nim",
        include_str!("../../problems/ladder_nim.rs"),
    ),
    ("problems/loopy", include_str!("../../problems/loopy.rs")),
    (
        "problems/luogu_p2197",
        include_str!("../../problems/luogu_p2197.rs"),
    ),
    (
        "problems/luogu_p4279",
        include_str!("../../problems/luogu_p4279.rs"),
    ),
    (
        "problems/moore_nim",
        include_str!("../../problems/moore_nim.rs"),
    ),
    (
        "problems/nim_product_64",
        include_str!("../../problems/nim_product_64.rs"),
    ),
    (
        "problems/octal_game",
        include_str!("../../problems/octal_game.rs"),
    ),
    (
        "problems/partizan",
        include_str!("../../problems/partizan.rs"),
    ),
    (
        "problems/poj1067",
        include_str!("../../problems/poj1067.rs"),
    ),
    (
        "problems/poj1704",
        include_str!("../../problems/poj1704.rs"),
    ),
    (
        "problems/poj1740",
        include_str!("../../problems/poj1740.rs"),
    ),
    (
        "problems/poj2348",
        include_str!("../../problems/poj2348.rs"),
    ),
    (
        "problems/poj2975",
        include_str!("../../problems/poj2975.rs"),
    ),
    (
        "problems/poj3537",
        include_str!("../../problems/poj3537.rs"),
    ),
    (
        "problems/poj3710",
        include_str!("../../problems/poj3710.rs"),
    ),
    (
        "problems/range_nim",
        include_str!("../../problems/range_nim.rs"),
    ),
    ("problems/shape", include_str!("../../problems/shape.rs")),
    (
        "problems/split_piles",
        include_str!("../../problems/split_piles.rs"),
    ),
    (
        "problems/subtraction_nim",
        include_str!("../../problems/subtraction_nim.rs"),
    ),
];

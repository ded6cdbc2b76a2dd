//! `--svg`: every picture `grundy` draws is read back by a small XML reader of our own (tags
//! balanced, attributes quoted, nothing external), its cells are counted and their colours
//! checked, through the legend, against the values the same command prints as text; the
//! library's `draw` on a contestant's tables; the README's pictures are what `grundy` draws
//! today; bad options are one error line and exit 2.

use crate::common;

use common::{binary, run};
use grundy::core::picture::{draw, Palette, Sheet, MAX_RECTANGLES};
use std::collections::HashMap;
use std::path::PathBuf;

/// One element of an SVG: its name, attributes, the text directly inside it, and the ids of
/// the elements around it (innermost last).
#[derive(Debug)]
struct Element {
    name: String,
    attributes: HashMap<String, String>,
    text: String,
    within: Vec<String>,
}

impl Element {
    fn get(&self, name: &str) -> &str {
        self.attributes
            .get(name)
            .unwrap_or_else(|| panic!("<{}> has no {name}: {:?}", self.name, self.attributes))
    }

    fn number(&self, name: &str) -> usize {
        let text = self.get(name);
        text.parse()
            .unwrap_or_else(|_| panic!("{name}={text:?} is not a whole number"))
    }
}

/// Reads `svg` as XML: one root `<svg>` in the SVG namespace, every tag closed in order, every
/// attribute quoted and given once, `&` only in the five entities, no scripts, no external
/// files (`href`, `url(`, `@import`) and no `<image>`: the elements in document order.
fn parse(svg: &str) -> Result<Vec<Element>, String> {
    let mut elements: Vec<Element> = Vec::new();
    // Open elements: their index in `elements`.
    let mut open: Vec<usize> = Vec::new();
    let mut rest = svg;
    let mut roots = 0;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            check_text(rest)?;
            if !rest.trim().is_empty() {
                return Err(format!("text after the root: {rest:?}"));
            }
            break;
        };
        let text = &rest[..lt];
        check_text(text)?;
        match open.last() {
            Some(&i) => elements[i].text.push_str(text),
            None if !text.trim().is_empty() => {
                return Err(format!("text outside the root: {text:?}"))
            }
            None => {}
        }
        let gt = rest[lt..].find('>').ok_or("a tag that never ends")? + lt;
        let tag = &rest[lt + 1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let i = open
                .pop()
                .ok_or_else(|| format!("</{name}> closes nothing"))?;
            if elements[i].name != name.trim() {
                return Err(format!("</{name}> closes <{}>", elements[i].name));
            }
            continue;
        }
        if tag.starts_with('?') || tag.starts_with('!') {
            return Err(format!("a declaration or comment we never write: <{tag}>"));
        }
        let empty = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
        let name = &tag[..name_end];
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(format!("a bad element name {name:?}"));
        }
        if ["script", "image", "foreignObject", "style", "use"].contains(&name) {
            return Err(format!("<{name}> in a self-contained picture"));
        }
        let attributes = attributes(&tag[name_end..])?;
        for (key, value) in &attributes {
            if key.contains("href") || value.contains("url(") || value.contains("@import") {
                return Err(format!("an external reference: {key}={value:?}"));
            }
        }
        if open.is_empty() {
            roots += 1;
            if roots > 1 || name != "svg" {
                return Err(format!("the root is <{name}>, or there are two roots"));
            }
            if attributes.get("xmlns").map(String::as_str) != Some("http://www.w3.org/2000/svg") {
                return Err("the root has no SVG namespace".to_string());
            }
        }
        let within = open
            .iter()
            .filter_map(|&i| elements[i].attributes.get("id").cloned())
            .collect();
        elements.push(Element {
            name: name.to_string(),
            attributes,
            text: String::new(),
            within,
        });
        if !empty {
            open.push(elements.len() - 1);
        }
    }
    if let Some(&i) = open.last() {
        return Err(format!("<{}> is never closed", elements[i].name));
    }
    if roots != 1 {
        return Err("no root element".to_string());
    }
    Ok(elements)
}

/// `name="value"` pairs, each quoted (either quote), each name once.
fn attributes(mut text: &str) -> Result<HashMap<String, String>, String> {
    let mut found = HashMap::new();
    loop {
        text = text.trim_start();
        if text.is_empty() {
            return Ok(found);
        }
        let eq = text
            .find('=')
            .ok_or_else(|| format!("an attribute without a value: {text:?}"))?;
        let name = text[..eq].trim();
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':')
        {
            return Err(format!("a bad attribute name {name:?}"));
        }
        let after = &text[eq + 1..];
        let quote = after
            .chars()
            .next()
            .filter(|&q| q == '"' || q == '\'')
            .ok_or_else(|| format!("{name}= is not quoted: {after:?}"))?;
        let close = after[1..]
            .find(quote)
            .ok_or_else(|| format!("{name}= is never closed"))?;
        let value = &after[1..1 + close];
        if value.contains('<') {
            return Err(format!("< in the value of {name}"));
        }
        check_text(value)?;
        if found.insert(name.to_string(), unescape(value)).is_some() {
            return Err(format!("{name} given twice"));
        }
        text = &after[close + 2..];
    }
}

/// Every `&` in `text` starts one of XML's five entities.
fn check_text(text: &str) -> Result<(), String> {
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..];
        if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
            .iter()
            .any(|e| entity.starts_with(e))
        {
            return Err(format!("a bare & in {text:?}"));
        }
    }
    Ok(())
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// What a picture shows: its title, size, cells (a fill per cell, row-major, `None` where no
/// rectangle covers it), the legend (fill to label), and the outline of the marked cells.
#[derive(Debug)]
struct Picture {
    title: String,
    size: (usize, usize),
    rectangles: usize,
    cells: Vec<Option<String>>,
    legend: HashMap<String, String>,
    marked: Option<String>,
    /// Where the cells start, in pixels, and a cell's side.
    grid: (usize, usize, usize),
    column_labels: Vec<String>,
    row_labels: Vec<String>,
}

/// Where the cells of `<g id="cells" transform="translate(X Y) scale(S)">` start, in
/// pixels, and a cell's side: `(X, Y, S)`.
fn grid(e: &Element) -> (usize, usize, usize) {
    let numbers: Vec<usize> = e
        .get("transform")
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(numbers.len(), 3, "{e:?}");
    (numbers[0], numbers[1], numbers[2])
}

/// Reads a picture drawn by `draw` with `rows` x `columns` cells; panics (naming what) when a
/// rectangle lies outside them or two rectangles overlap.
fn read(svg: &str, rows: usize, columns: usize) -> Picture {
    let elements = parse(svg).unwrap_or_else(|e| panic!("not well-formed: {e}"));
    let root = &elements[0];
    let mut picture = Picture {
        title: String::new(),
        size: (root.number("width"), root.number("height")),
        rectangles: 0,
        cells: vec![None; rows * columns],
        legend: HashMap::new(),
        marked: None,
        grid: (0, 0, 0),
        column_labels: Vec::new(),
        row_labels: Vec::new(),
    };
    let mut legend_fill = None;
    for e in &elements {
        let inside = |id: &str| e.within.iter().any(|w| w == id);
        match e.name.as_str() {
            "rect" if inside("cells") => {
                picture.rectangles += 1;
                let (x, y) = (e.number("x"), e.number("y"));
                let (w, h) = (e.number("width"), e.number("height"));
                assert!(w > 0 && h > 0 && x + w <= columns && y + h <= rows, "{e:?}");
                for r in y..y + h {
                    for c in x..x + w {
                        let cell = &mut picture.cells[r * columns + c];
                        assert!(cell.is_none(), "cell ({r}, {c}) drawn twice");
                        *cell = Some(e.get("fill").to_string());
                    }
                }
            }
            "g" if e.attributes.get("id").map(String::as_str) == Some("cells") => {
                picture.grid = grid(e);
            }
            "rect" if inside("legend") => legend_fill = Some(e.get("fill").to_string()),
            "text" if inside("legend") => {
                let fill = legend_fill.take().expect("a legend label after its colour");
                let label = unescape(&e.text);
                assert!(
                    picture.legend.insert(fill.clone(), label).is_none(),
                    "{fill} twice in the legend"
                );
            }
            "tspan" if inside("title") => {
                if !picture.title.is_empty() {
                    picture.title.push(' ');
                }
                picture.title.push_str(&unescape(&e.text));
            }
            "text"
                if inside("title")
                    || e.attributes.get("id").map(String::as_str) == Some("title") => {}
            "text" if e.attributes.get("font-size").map(String::as_str) == Some("10") => {
                if e.attributes.contains_key("text-anchor") {
                    picture.row_labels.push(e.text.clone());
                } else {
                    picture.column_labels.push(e.text.clone());
                }
            }
            "path" if e.attributes.get("id").map(String::as_str) == Some("marked") => {
                picture.marked = Some(e.get("d").to_string());
            }
            _ => {}
        }
    }
    picture
}

/// The cells of `picture` against `values` (row-major, `columns` a row): each cell of a value
/// is drawn, in the colour the legend gives a range holding it (`lo-hi`, or `v`); cells past
/// the values are not drawn; 0 is black and nothing else is.
fn check_values(picture: &Picture, values: &[u32]) {
    for (i, cell) in picture.cells.iter().enumerate() {
        let Some(&v) = values.get(i) else {
            assert!(cell.is_none(), "cell {i} past the values is drawn");
            continue;
        };
        let fill = cell
            .as_ref()
            .unwrap_or_else(|| panic!("cell {i} is not drawn"));
        assert_eq!(fill == "#000000", v == 0, "cell {i} (value {v}) is {fill}");
        let label = &picture.legend[fill];
        let (lo, hi) = match label.split_once('-') {
            Some((lo, hi)) => (lo.parse::<u32>().unwrap(), hi.parse::<u32>().unwrap()),
            None => {
                let v: u32 = label.parse().unwrap();
                (v, v)
            }
        };
        assert!(
            (lo..=hi).contains(&v),
            "cell {i} has value {v} but {fill} is {label}"
        );
    }
}

/// The cells of `picture` against categories: cell `i` is `names[classes[i]]` in the legend.
fn check_categories(picture: &Picture, classes: &[usize], names: &[&str]) {
    assert_eq!(picture.cells.len(), classes.len());
    for (i, (cell, &k)) in picture.cells.iter().zip(classes).enumerate() {
        let fill = cell
            .as_ref()
            .unwrap_or_else(|| panic!("cell {i} is not drawn"));
        assert_eq!(picture.legend[fill], names[k], "cell {i}");
        assert_eq!(
            fill == "#000000",
            k == 0,
            "cell {i}: only the first category is black"
        );
    }
}

/// A fresh path in the temporary folder for `name`.
fn temporary(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-pictures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// `grundy ARGS --svg FILE`: the SVG and the line it printed.
fn drawn(args: &[&str], name: &str) -> (String, String) {
    let file = temporary(name);
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--svg", file.to_str().unwrap()]);
    let out = run(&binary("grundy"), &all, b"");
    let said = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).unwrap();
    assert!(
        said.starts_with(&format!("wrote {}: ", file.display())),
        "{said}"
    );
    assert!(svg.len() <= 2_100_000, "{all:?}: {} bytes", svg.len());
    (svg, said)
}

/// `grundy ARGS --list`: the last number of each line that is not a comment.
fn listed(args: &[&str]) -> Vec<u32> {
    let mut all = args.to_vec();
    all.push("--list");
    let out = run(&binary("grundy"), &all, b"");
    assert_eq!(out.status.code(), Some(0), "{all:?}");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.rsplit(' ').next().unwrap().parse().unwrap())
        .collect()
}

#[test]
fn an_octal_game_wrapped_at_its_period_is_stripes() {
    let (svg, said) = drawn(&["octal", "0.137", "--upto", "2000"], "k.svg");
    let values = listed(&["octal", "0.137", "--upto", "2000"]);
    assert_eq!(values.len(), 2001);
    // Dawson's chess: period 34 from n = 52, so rows of 34.
    let rows = (2001 + 33) / 34;
    let picture = read(&svg, rows, 34);
    check_values(&picture, &values);
    assert!(
        picture.title.contains("period 34 from n = 52"),
        "{}",
        picture.title
    );
    // The periodic tail is one stripe a column (a little more where the last row ends and
    // where the pre-period differs): nowhere near one rectangle a cell.
    assert!(
        picture.rectangles < 2 * 34,
        "{} rectangles",
        picture.rectangles
    );
    assert!(
        said.contains(&format!("{} rectangles", picture.rectangles)),
        "{said}"
    );
    // The pre-period, 52 = 34 + 18 cells: one whole row and 18 cells of the next outlined.
    let (x, y, s) = picture.grid;
    assert!(s >= 2, "{:?}", picture.grid);
    let outline = format!(
        "M{x} {y}H{}V{}H{}V{}H{x}Z",
        x + 34 * s,
        y + s,
        x + 18 * s,
        y + 2 * s
    );
    assert_eq!(picture.marked.as_deref(), Some(outline.as_str()));
    assert!(picture.size.0 >= x + 34 * s && picture.size.1 >= y + rows * s);
    assert_eq!(picture.column_labels.first().map(String::as_str), Some("0"));
    assert!(
        picture.row_labels.contains(&"136".to_string()),
        "{:?}",
        picture.row_labels
    );
}

#[test]
fn sequences_at_a_width_given() {
    for (args, width) in [
        (&["subtract", "1", "2", "5", "--upto", "300"][..], 7),
        (&["kayles", "--upto", "500"][..], 24),
        (&["ruler", "--upto", "999"][..], 32),
        (&["mock-turtles", "--upto", "1000"][..], 10),
        (&["grundys-game", "--upto", "400"][..], 50),
    ] {
        let values = listed(args);
        let w = width.to_string();
        let mut with_width = args.to_vec();
        with_width.extend(["--width", &w]);
        let (svg, _) = drawn(&with_width, "sequence.svg");
        let picture = read(&svg, (values.len() + width - 1) / width, width);
        check_values(&picture, &values);
        // Rows are labelled with their first n.
        assert_eq!(picture.row_labels.first().map(String::as_str), Some("0"));
    }
    // Without --width a game with no period is wrapped at the least multiple of 10 whose
    // rows are no more than its columns: 101 values in 6 rows of 20.
    let values = listed(&["lasker", "--upto", "100"]);
    let (svg, _) = drawn(&["lasker", "--upto", "100"], "lasker.svg");
    check_values(&read(&svg, 6, 20), &values);
}

#[test]
fn dynamic_subtraction_draws_each_heaps_take() {
    // 1001 heaps with no period: rows of 40 (the least multiple of 10 with rows <= columns).
    let values = listed(&["dynamic", "2"]);
    assert_eq!(values.len(), 1001);
    let (svg, _) = drawn(&["dynamic", "2"], "dynamic.svg");
    let picture = read(&svg, 26, 40);
    check_values(&picture, &values);
    assert!(picture.title.contains("smallest winning first take"));
    let values = listed(&["dynamic", "3", "--upto", "99"]);
    let (svg, _) = drawn(
        &["dynamic", "3", "--upto", "99", "--width", "25"],
        "dynamic.svg",
    );
    check_values(&read(&svg, 4, 25), &values);
}

#[test]
fn wythoff_and_the_nim_products_are_square_maps() {
    for (args, n) in [
        (&["wythoff", "--upto", "200"][..], 201),
        (&["wythoff", "--upto", "1000"][..], 1001),
        (&["nim-product", "--upto", "255"][..], 256),
        (&["nim-product", "--upto", "7"][..], 8),
    ] {
        let values = listed(args);
        assert_eq!(values.len(), n * n);
        let (svg, said) = drawn(args, "square.svg");
        let picture = read(&svg, n, n);
        check_values(&picture, &values);
        assert!(picture.rectangles <= MAX_RECTANGLES);
        // Past 15 values they share colours, and both the title and the line say so.
        let largest = values.iter().max().copied().unwrap();
        assert_eq!(
            picture.title.contains("values in ranges of"),
            largest > 15,
            "{said}"
        );
        assert_eq!(said.contains("values in ranges of"), largest > 15, "{said}");
    }
}

#[test]
fn partizan_tables_are_maps_of_outcome_classes() {
    const NAMES: [&str; 4] = ["P (0)", "L (> 0)", "R (< 0)", "N (fuzzy)"];
    // Cutcake's values are integers: the class is the sign, read from the printed table.
    let out = run(
        &binary("grundy"),
        &["partizan", "cutcake", "--table", "--upto", "12"],
        b"",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let mut classes = Vec::new();
    let rows = text.lines().filter(|l| {
        l.split(" | ")
            .next()
            .is_some_and(|w| w.trim().parse::<u64>().is_ok())
    });
    for line in rows {
        for value in line.split(" | ").nth(1).unwrap().split_whitespace() {
            let v: i64 = value.parse().unwrap();
            classes.push(match v.signum() {
                0 => 0,
                1 => 1,
                _ => 2,
            });
        }
    }
    assert_eq!(classes.len(), 144);
    let (svg, _) = drawn(&["partizan", "cutcake", "--table", "--upto", "12"], "c.svg");
    let picture = read(&svg, 12, 12);
    check_categories(&picture, &classes, &NAMES);
    assert_eq!(picture.column_labels.first().map(String::as_str), Some("1"));
    // Domineering: the classes the text table names.
    let out = run(
        &binary("grundy"),
        &["partizan", "domineering", "--table", "--upto", "4"],
        b"",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let classes: Vec<usize> = text
        .lines()
        .filter_map(|l| l.split("outcome: ").nth(1))
        .map(|o| "PLRN".find(&o[..1]).unwrap())
        .collect();
    assert_eq!(classes.len(), 16);
    assert!((0..4).all(|k| classes.contains(&k)), "every class occurs");
    let (svg, _) = drawn(
        &["partizan", "domineering", "--table", "--upto", "4"],
        "d.svg",
    );
    check_categories(&read(&svg, 4, 4), &classes, &NAMES);
}

/// A contestant's own tables through the library: a two-pile game as a 2-D array, a
/// win/lose/draw map, values past the colours, and the errors.
#[test]
fn the_library_draws_a_contestants_table() {
    // Take from one pile or the same from both, but at most 3 (a made-up game), from the
    // moves: a 2-D array, flattened with concat.
    const N: usize = 40;
    let mut grid = [[0u32; N]; N];
    for a in 0..N {
        for b in 0..N {
            let mut seen = [false; 16];
            for k in 1..=3 {
                if a >= k {
                    seen[grid[a - k][b] as usize] = true;
                }
                if b >= k {
                    seen[grid[a][b - k] as usize] = true;
                }
                if a >= k && b >= k {
                    seen[grid[a - k][b - k] as usize] = true;
                }
            }
            grid[a][b] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
    }
    let cells = grid.concat();
    let sheet = Sheet::table("take 1-3 from one pile or both <&>\u{7}", &cells, N);
    let mut svg = Vec::new();
    let drawn = draw(&sheet, &mut svg).unwrap();
    let picture = read(std::str::from_utf8(&svg).unwrap(), N, N);
    check_values(&picture, &cells);
    // Markup is escaped and a control character (not allowed in XML) is a space.
    assert_eq!(picture.title, "take 1-3 from one pile or both <&> ");
    assert_eq!(drawn.rectangles, picture.rectangles);
    assert_eq!(drawn.bin, 1);

    // A win/lose/draw map: three colours, Lose black.
    let names = ["Lose", "Win", "Draw"];
    let classes: Vec<u32> = (0..30 * 20)
        .map(|i| ((i * 7 + i / 20) % 3) as u32)
        .collect();
    let sheet = Sheet {
        origin: (1, 1),
        axes: ("x", "y"),
        palette: Palette::Categories(&names),
        ..Sheet::table("a loopy game", &classes, 20)
    };
    let mut svg = Vec::new();
    draw(&sheet, &mut svg).unwrap();
    let picture = read(std::str::from_utf8(&svg).unwrap(), 30, 20);
    let classes: Vec<usize> = classes.iter().map(|&k| k as usize).collect();
    check_categories(&picture, &classes, &names);
    assert_eq!(picture.legend.len(), 3);

    // Random values: too many rectangles in 15 colours, so they are binned until they fit.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let noise: Vec<u32> = (0..400 * 400)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % 1000) as u32
        })
        .collect();
    let sheet = Sheet::table("noise", &noise, 400);
    let mut svg = Vec::new();
    let drawn = draw(&sheet, &mut svg).unwrap();
    assert!(
        drawn.bin > 67 && drawn.rectangles <= MAX_RECTANGLES,
        "{drawn:?}"
    );
    let picture = read(std::str::from_utf8(&svg).unwrap(), 400, 400);
    check_values(&picture, &noise);
    assert!(picture
        .title
        .contains(&format!("values in ranges of {} a colour", drawn.bin)));
    assert!(svg.len() <= 2_100_000, "{} bytes", svg.len());

    // A long thin picture: at most 100 labels an axis, whatever the rows.
    let tall: Vec<u32> = (0..200_000).map(|n| n / 1000 % 7).collect();
    let sheet = Sheet::table("tall", &tall, 1);
    let mut svg = Vec::new();
    draw(&sheet, &mut svg).unwrap();
    let picture = read(std::str::from_utf8(&svg).unwrap(), 200_000, 1);
    assert!(
        (1..=100).contains(&picture.row_labels.len()),
        "{}",
        picture.row_labels.len()
    );
    assert!(svg.len() < 100_000, "{} bytes", svg.len());

    // The errors: no columns, a category without a name, too many cells.
    for (cells, columns, palette) in [
        (&[1u32, 2][..], 0, Palette::Values),
        (&[0, 3][..], 1, Palette::Categories(&names)),
    ] {
        let sheet = Sheet {
            cells,
            columns,
            palette,
            ..sheet
        };
        let error = draw(&sheet, Vec::new()).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::InvalidInput);
    }
    let many = vec![0u32; grundy::core::picture::MAX_CELLS + 1];
    let sheet = Sheet {
        cells: &many,
        ..sheet
    };
    assert!(draw(&sheet, Vec::new()).is_err());
}

/// `--svg -`: the picture itself on stdout, the same as in a file.
#[test]
fn a_picture_on_stdout() {
    let args = ["nim-product", "--upto", "31"];
    let (in_file, _) = drawn(&args, "stdout.svg");
    let out = run(
        &binary("grundy"),
        &[&args[..], &["--svg", "-"]].concat(),
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), in_file);
}

#[test]
fn bad_picture_options_are_one_line_and_exit_2() {
    let missing = temporary("no-such-folder").join("x.svg");
    let missing = missing.to_str().unwrap();
    for (args, says) in [
        (&["octal", "0.137", "--svg", missing][..], "cannot write"),
        (
            &["octal", "0.137", "--width", "0", "--svg", "x.svg"][..],
            "after --width",
        ),
        (
            &["octal", "0.137", "--width", "10001", "--svg", "x.svg"][..],
            "after --width",
        ),
        (
            &["octal", "0.137", "--width", "12"][..],
            "give --svg FILE too",
        ),
        (&["octal", "0.137", "--svg"][..], "after --svg"),
        (
            &["octal", "0.137", "--list", "--svg", "x.svg"][..],
            "does not go with --list",
        ),
        (&["wythoff", "--svg", missing][..], "cannot write"),
        (
            &["wythoff", "--width", "5", "--svg", "x.svg"][..],
            "drawn square",
        ),
        (&["nim-product", "--svg", missing][..], "cannot write"),
        (
            &["ruler", "--width", "0", "--svg", "x.svg"][..],
            "after --width",
        ),
        (
            &["ruler", "--upto", "5000000", "--svg", "x.svg"][..],
            "at most 4000000 cells",
        ),
        (
            &["partizan", "cutcake", "--table", "--svg", missing][..],
            "cannot write",
        ),
        (
            &["partizan", "hackenbush", "--table", "--svg", "x.svg"][..],
            "cutcake or domineering",
        ),
    ] {
        let out = run(&binary("grundy"), args, b"");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(says),
            "{args:?}: {err}"
        );
    }
    assert!(
        !std::path::Path::new("x.svg").exists(),
        "no file is written on an error"
    );
}

/// The README's pictures: what `grundy` draws today. A picture that differs is written anew
/// (commit it) and the test fails.
#[test]
fn the_readme_pictures_are_current() {
    let readme = common::guide();
    let mut stale = Vec::new();
    for (file, args) in README_PICTURES {
        // Shown by a page of docs/, beside the picture.
        let beside = file.strip_prefix("docs/").unwrap_or(file);
        assert!(
            readme.contains(&format!("]({beside})")),
            "docs/ shows {file}"
        );
        let command = format!("grundy {} --svg {file}", args.join(" "));
        assert!(
            readme.contains(&command),
            "the README says how {file} is drawn: {command}"
        );
        let (today, _) = drawn(args, "readme.svg");
        parse(&today).unwrap_or_else(|e| panic!("{file} is not well-formed: {e}"));
        let committed = std::fs::read_to_string(file).unwrap_or_default();
        if committed != today {
            std::fs::create_dir_all("docs").unwrap();
            std::fs::write(file, &today).unwrap();
            stale.push(command);
        }
    }
    assert!(
        stale.is_empty(),
        "not what grundy draws today, so rewritten (commit them): {stale:?}"
    );
}

/// The pictures the README shows, and the `grundy` arguments that draw them.
const README_PICTURES: [(&str, &[&str]); 2] = [
    (
        "docs/dawsons-chess.svg",
        &["octal", "0.137", "--upto", "2000"],
    ),
    ("docs/wythoff.svg", &["wythoff", "--upto", "100"]),
];

/// `tests/render_pictures.py`: the README's pictures and every default picture rendered to PNG
/// by cairosvg, each of the size the SVG declares, every text measured in cairo's font and
/// inside the canvas (it prints a line and passes when cairosvg or Python is absent).
#[test]
fn the_pictures_render_with_no_text_cut() {
    let script = "tests/render_pictures.py";
    let mut files: Vec<String> = README_PICTURES.iter().map(|(f, _)| f.to_string()).collect();
    for (i, (svg, _)) in default_drawings().iter().enumerate() {
        let file = temporary(&format!("render-{i}.svg"));
        std::fs::write(&file, svg).unwrap();
        files.push(file.to_str().unwrap().to_string());
    }
    let out = match std::process::Command::new("python3")
        .arg(script)
        .args(&files)
        .output()
    {
        Ok(out) => out,
        Err(e) => {
            println!("skipped: python3 cannot be run ({e})");
            return;
        }
    };
    let said = String::from_utf8_lossy(&out.stdout);
    println!("{said}");
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.lines().count() == files.len() || said.starts_with("skipped"),
        "{said}"
    );
}

/// The sizes the README quotes for its pictures are what `grundy` draws.
#[test]
fn the_readme_figures_of_pictures() {
    /// `n` with a space every three digits, as the README writes it.
    fn spaced(n: usize) -> String {
        if n < 1000 {
            n.to_string()
        } else {
            format!("{} {:03}", n / 1000, n % 1000)
        }
    }
    /// (bin, rectangles, bytes) from `grundy`'s line.
    fn figures(args: &[&str]) -> (usize, usize, usize) {
        let (_, said) = drawn(args, "figures.svg");
        let number_before = |word: &str| -> usize {
            let at = said
                .find(word)
                .unwrap_or_else(|| panic!("{word} in {said}"));
            said[..at]
                .rsplit([' ', ','])
                .find(|w| !w.is_empty())
                .unwrap()
                .parse()
                .unwrap()
        };
        let bin = said
            .split("ranges of ")
            .nth(1)
            .map_or(1, |w| w.split(' ').next().unwrap().parse().unwrap());
        (bin, number_before(" rectangles"), number_before(" bytes"))
    }
    let (_, rects, bytes) = figures(&["octal", "0.137", "--upto", "2000"]);
    common::assert_readme_says(&format!(
        "2001 cells in {rects} rectangles ({} bytes)",
        spaced(bytes)
    ));
    let (bin, rects, bytes) = figures(&["wythoff", "--upto", "100"]);
    common::assert_readme_says(&format!(
        "(`wythoff --upto 100`: {bin} a colour, {} rectangles, {} bytes;",
        spaced(rects),
        spaced(bytes)
    ));
    let megabytes = |bytes: usize| format!("{:.2} MB", bytes as f64 / 1e6);
    let (bin, rects, bytes) = figures(&["wythoff", "--upto", "200"]);
    common::assert_readme_says(&format!(
        "`wythoff --upto 200`: {bin} a colour, {} rectangles, {});",
        spaced(rects),
        megabytes(bytes)
    ));
    let (bin, _, bytes) = figures(&["nim-product", "--upto", "255"]);
    common::assert_readme_says(&format!(
        "(`nim-product --upto 255`: {bin} a colour, {})",
        megabytes(bytes)
    ));
}

/// The XML reader refuses what it is there to catch, so its passes mean something.
#[test]
fn the_xml_reader_refuses_malformed_pictures() {
    const ROOT: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\">";
    let good = format!("{ROOT}<g id=\"cells\"><rect x=\"0\"/></g><text>a &amp; b</text></svg>\n");
    assert!(parse(&good).is_ok(), "{:?}", parse(&good));
    for bad in [
        format!("{ROOT}<g><rect x=\"0\"/></svg>"), // <g> never closed
        format!("{ROOT}<g></rect></g></svg>"),     // closes the wrong tag
        format!("{ROOT}<rect x=0/></svg>"),        // unquoted attribute
        format!("{ROOT}<rect x=\"0\" x=\"1\"/></svg>"), // an attribute twice
        format!("{ROOT}<rect x=\"0/></svg>"),      // a quote never closed
        format!("{ROOT}<text>a & b</text></svg>"), // a bare &
        format!("{ROOT}<script>alert(1)</script></svg>"), // a script
        format!("{ROOT}<image href=\"a.png\"/></svg>"), // an external file
        format!("{ROOT}<rect fill=\"url(http://x/y)\"/></svg>"), // an external reference
        format!("{ROOT}</svg><svg></svg>"),        // two roots
        "<svg width=\"1\"></svg>".to_string(),     // no SVG namespace
        format!("{ROOT}<rect x=\"0\"/>"),          // the root never closed
        format!("{ROOT}</svg> trailing text"),     // text after the root
    ] {
        assert!(parse(&bad).is_err(), "accepted: {bad}");
    }
}

/// The pictures a newcomer draws first: each game the README and `grundy --help` name, with
/// its default options, the README's two, and the ones the colour options are for.
const DEFAULT_PICTURES: [&[&str]; 26] = [
    &["kayles"],
    &["dawsons-kayles"],
    &["dawsons-chess"],
    // Treblecross has no period known: without --max, `grundy` looks for one through its whole
    // work bound (seconds in a test build) before it draws the same 100 values.
    &["treblecross", "--max", "20000"],
    &["grundys-game"],
    &["lasker"],
    &["fibonacci"],
    &["subtract", "2", "3", "7"],
    &["subtract", "1", "2", "5"],
    &["octal", "0.16"],
    &["octal", "0.137", "--upto", "2000"],
    &["octal", "0.007", "--upto", "3000", "--max", "20000"],
    &["nim-product"],
    &["nim-product", "--upto", "255"],
    &["nim-product", "--upto", "255", "--bit", "3"],
    &["ruler"],
    &["mock-turtles"],
    &["wythoff"],
    &["wythoff", "--upto", "100"],
    &["wythoff", "--upto", "200", "--zero"],
    &["partizan", "cutcake", "--table"],
    &["partizan", "domineering", "--table"],
    &["misere", "kayles"],
    &["misere", "0.75", "--upto", "31"],
    &["dynamic", "2"],
    &["dynamic", "5", "--upto", "20000"],
];

/// [`DEFAULT_PICTURES`] drawn once for the tests that read them: the SVG and the line
/// `grundy` printed, in the same order.
fn default_drawings() -> &'static [(String, String)] {
    static DRAWN: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();
    DRAWN.get_or_init(|| {
        DEFAULT_PICTURES
            .iter()
            .enumerate()
            .map(|(i, args)| drawn(args, &format!("default-{i}.svg")))
            .collect()
    })
}

/// A text's width, about, in pixels, in a sans-serif font of `size` (DejaVu Sans' widths,
/// rounded: a third of the size for spaces and narrow marks, 0.62 for digits and most
/// letters, 0.7 for capitals, 0.84 for `=`, `<`, `>`, `+`, more for `m` and `W`, an em past
/// ASCII). The real widths are measured by `tests/render_pictures.py` where cairo is
/// installed.
fn text_width(text: &str, size: f64) -> f64 {
    text.chars()
        .map(|c| match c {
            ' ' | 'i' | 'l' | 'j' | 'I' | '.' | ',' | ':' | ';' | '\'' | '|' | '!' => 0.3,
            'm' | 'w' | 'M' | 'W' | '@' | '%' => 0.95,
            '=' | '<' | '>' | '+' | '#' | '~' | '&' => 0.84,
            c if c.is_ascii_uppercase() => 0.7,
            c if !c.is_ascii() => 1.0,
            _ => 0.62,
        })
        .sum::<f64>()
        * size
}

/// The geometry of a picture: every text and every legend entry inside the canvas, and the
/// cells' area inside it too; its columns over its rows.
fn layout(svg: &str) -> Result<f64, String> {
    let elements = parse(svg)?;
    let root = &elements[0];
    let (w, h) = (root.number("width") as f64, root.number("height") as f64);
    let size_of = |e: &Element| -> f64 {
        e.attributes
            .get("font-size")
            .map_or(12.0, |s| s.parse().unwrap())
    };
    let mut title_y = 0.0;
    let mut title_size = 15.0;
    let (mut cell_area, mut extent) = ((0.0, 0.0, 0.0), (0usize, 0usize));
    for e in &elements {
        let inside = |id: &str| e.within.iter().any(|w| w == id);
        let (x, y, size, text) = match e.name.as_str() {
            "text" if e.attributes.get("id").map(String::as_str) == Some("title") => {
                title_y = e.number("y") as f64;
                title_size = size_of(e);
                continue;
            }
            "tspan" => {
                title_y += e.number("dy") as f64;
                (e.number("x") as f64, title_y, title_size, unescape(&e.text))
            }
            "text" => (
                e.number("x") as f64,
                e.number("y") as f64,
                size_of(e),
                unescape(&e.text),
            ),
            "rect" if inside("legend") => {
                let (x, y) = (e.number("x") as f64, e.number("y") as f64);
                let (rw, rh) = (e.number("width") as f64, e.number("height") as f64);
                if x < 0.0 || y < 0.0 || x + rw > w || y + rh > h {
                    return Err(format!("a legend entry outside the canvas: {e:?}"));
                }
                continue;
            }
            "g" if e.attributes.get("id").map(String::as_str) == Some("cells") => {
                let (x, y, s) = grid(e);
                cell_area = (x as f64, y as f64, s as f64);
                continue;
            }
            "rect" if inside("cells") => {
                extent.0 = extent.0.max(e.number("x") + e.number("width"));
                extent.1 = extent.1.max(e.number("y") + e.number("height"));
                continue;
            }
            _ => continue,
        };
        let width = text_width(&text, size);
        let left = match e.attributes.get("text-anchor").map(String::as_str) {
            Some("end") => x - width,
            _ => x,
        };
        if left < 0.0 || left + width > w || y - 0.8 * size < 0.0 || y + 0.25 * size > h {
            return Err(format!(
                "{text:?} at ({x}, {y}), about {width:.0} px wide, is not inside {w} x {h}"
            ));
        }
    }
    let (x, y, s) = cell_area;
    let (right, bottom) = (x + s * extent.0 as f64, y + s * extent.1 as f64);
    if right > w || bottom > h {
        return Err(format!(
            "the cells reach ({right}, {bottom}), past {w} x {h}"
        ));
    }
    Ok(extent.0 as f64 / extent.1.max(1) as f64)
}

/// Each default picture: its texts, legend and cells inside the canvas, and its cells' area
/// between 1:8 and 8:1 (Dawson's chess at its period, 0.16's period of 149 459 wrapped at a
/// readable width, not one row).
#[test]
fn default_pictures_fit_their_canvas_and_their_proportions() {
    for (args, (svg, said)) in DEFAULT_PICTURES.iter().zip(default_drawings()) {
        let aspect = layout(svg).unwrap_or_else(|e| panic!("grundy {args:?}: {e}"));
        assert!(
            (1.0 / 8.0..=8.0).contains(&aspect),
            "grundy {args:?}: cells {aspect:.3} as wide as high ({said})"
        );
    }
    // A title longer than the picture is wide is wrapped into lines, none cut.
    let long = "a very long title, ".repeat(20);
    let sheet = Sheet::table(&long, &[0, 1, 2, 3], 2);
    let mut svg = Vec::new();
    draw(&sheet, &mut svg).unwrap();
    let svg = String::from_utf8(svg).unwrap();
    layout(&svg).unwrap();
    assert!(svg.matches("<tspan").count() > 3, "{svg}");
    assert_eq!(read(&svg, 2, 2).title, long.trim_end());
    // The layout check is not blind: a text moved past the edge is caught.
    let moved = svg.replacen("<text x=\"4\"", "<text x=\"99999\"", 1);
    assert!(layout(&moved).is_err());
}

/// `0.16`'s period (149 459, prime) is too long for a row: wrapped at a readable width and
/// the title says so; a short period is wrapped at a multiple of itself, so still stripes.
#[test]
fn long_periods_are_wrapped_at_a_readable_width() {
    let (svg, _) = drawn(&["octal", "0.16"], "016.svg");
    let picture = read(&svg, 15, 20);
    assert!(
        picture.title.contains("period 149459") && picture.title.contains("wrapped at 20"),
        "{}",
        picture.title
    );
    check_values(&picture, &listed(&["octal", "0.16"]));
    // Kayles, period 12, 100 values: 12 a row is 9 rows, within 2:1.
    let (svg, _) = drawn(&["kayles"], "kayles.svg");
    check_values(&read(&svg, 9, 12), &listed(&["kayles"]));
    // Period 3 (subtract 1 2), 300 values: 3 a row would be 100 rows; 15 = 5 x 3 a row is
    // the first multiple with at most twice as many rows as columns.
    let args = ["subtract", "1", "2", "--upto", "299"];
    let (svg, _) = drawn(&args, "s15.svg");
    let picture = read(&svg, 20, 15);
    check_values(&picture, &listed(&args));
    assert!(
        picture.title.contains("wrapped at 15 = 5 x 3"),
        "{}",
        picture.title
    );
    assert!(
        picture.rectangles <= 15,
        "{} rectangles",
        picture.rectangles
    );
}

/// `--zero` and `--bit K`: a two-pile table as two classes, the zeros (the P-positions) or a
/// bit of the value, each cell checked against the printed values.
#[test]
fn zero_and_bit_pictures_of_two_pile_tables() {
    for (args, n) in [
        (&["wythoff", "--upto", "60"][..], 61),
        (&["nim-product", "--upto", "63"][..], 64),
    ] {
        let values = listed(args);
        for (option, bit) in [
            (&["--zero"][..], None),
            (&["--bit", "0"], Some(0)),
            (&["--bit", "5"], Some(5)),
        ] {
            let all = [args, option].concat();
            let (svg, _) = drawn(&all, "classes.svg");
            let picture = read(&svg, n, n);
            let (classes, names): (Vec<usize>, [String; 2]) = match bit {
                None => (
                    values.iter().map(|&v| usize::from(v != 0)).collect(),
                    ["0 (P-position)".to_string(), "not 0".to_string()],
                ),
                Some(k) => (
                    values.iter().map(|&v| (v >> k & 1) as usize).collect(),
                    [format!("bit {k} = 0"), format!("bit {k} = 1")],
                ),
            };
            let names = [names[0].as_str(), names[1].as_str()];
            check_categories(&picture, &classes, &names);
        }
    }
    for (args, says) in [
        (
            &["octal", "0.07", "--zero", "--svg", "x.svg"][..],
            "two-pile table",
        ),
        (&["wythoff", "--zero"][..], "give --svg FILE too"),
        (&["wythoff", "--bit", "32", "--svg", "x.svg"][..], "0..=31"),
        (
            &[
                "partizan", "cutcake", "--table", "--bit", "1", "--svg", "x.svg",
            ][..],
            "two-pile table",
        ),
    ] {
        let out = run(&binary("grundy"), args, b"");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            out.stdout.is_empty() && err.lines().count() == 1 && err.contains(says),
            "{args:?}: {err}"
        );
    }
}

/// sRGB `#rrggbb` seen with the colour-vision matrix `m` (in linear RGB), in CIELAB (D65).
fn lab(hex: &str, m: Option<&[[f64; 3]; 3]>) -> [f64; 3] {
    let channel = |i: usize| {
        let c = u8::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).unwrap() as f64 / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let rgb = [channel(0), channel(1), channel(2)];
    let rgb = match m {
        Some(m) => [0, 1, 2]
            .map(|i| (m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2]).clamp(0.0, 1.0)),
        None => rgb,
    };
    let x = 0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2];
    let y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    let z = 0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2];
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// Machado, Oliveira and Fernandes (2009), severity 1: deuteranopia and protanopia.
const DEUTERANOPIA: [[f64; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const PROTANOPIA: [[f64; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];

/// The least CIE76 distance between two of `fills`, seen normally and by each simulation.
fn least_distance(fills: &[String]) -> (f64, String) {
    let mut least = (f64::INFINITY, String::new());
    for m in [None, Some(&DEUTERANOPIA), Some(&PROTANOPIA)] {
        for (i, a) in fills.iter().enumerate() {
            for b in &fills[i + 1..] {
                let (p, q) = (lab(a, m), lab(b, m));
                let d =
                    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt();
                if d < least.0 {
                    least = (d, format!("{a} and {b}"));
                }
            }
        }
    }
    least
}

/// The legend colours of every default picture, and of the whole palettes (fifteen values,
/// sixteen categories, the six steps of the ramp), stay at least 15 apart in CIELAB in normal
/// vision and under deuteranopia and protanopia; none of them is red against green.
#[test]
fn legend_colours_stay_apart_for_colour_blind_readers() {
    const LEAST: f64 = 15.0;
    let legend = |svg: &str| -> Vec<String> {
        parse(svg)
            .unwrap()
            .iter()
            .filter(|e| e.name == "rect" && e.within.iter().any(|w| w == "legend"))
            .map(|e| e.get("fill").to_string())
            .collect()
    };
    for (args, (svg, _)) in DEFAULT_PICTURES.iter().zip(default_drawings()) {
        let fills = legend(svg);
        let (d, pair) = least_distance(&fills);
        assert!(d >= LEAST, "grundy {args:?}: {pair} only {d:.1} apart");
    }
    let mut synthetic: Vec<(&str, Vec<u32>, Palette)> = vec![
        ("fifteen values", (0..16).collect(), Palette::Values),
        ("a ramp", (0..400).collect(), Palette::Values),
    ];
    let names: Vec<String> = (0..16).map(|k| format!("class {k}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    synthetic.push((
        "sixteen categories",
        (0..16).collect(),
        Palette::Categories(&names),
    ));
    for (what, cells, palette) in synthetic {
        let sheet = Sheet {
            palette,
            ..Sheet::table(what, &cells, 4)
        };
        let mut svg = Vec::new();
        draw(&sheet, &mut svg).unwrap();
        let fills = legend(std::str::from_utf8(&svg).unwrap());
        assert!(fills.len() >= 7, "{what}: {fills:?}");
        let (d, pair) = least_distance(&fills);
        assert!(d >= LEAST, "{what}: {pair} only {d:.1} apart");
    }
    // The simulation is not blind: red and green, the old pair, are caught.
    let (d, _) = least_distance(&["#e6194b".to_string(), "#3cb44b".to_string()]);
    assert!(d < LEAST, "{d}");
}

/// The files in `dir`, sorted.
fn files_in(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `sh -c SCRIPT` with `grundy` as `$G`: its exit code and stderr.
fn shell(script: &str) -> (Option<i32>, String) {
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(script)
        .env("G", binary("grundy"))
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A picture is written whole or not at all: past `ulimit -f`, over a read-only file, on a
/// full filesystem (a 64 KB tmpfs in a namespace of its own, where `unshare` can make one)
/// and on `/dev/full`, the run is one error line and exit 2, the existing file is unchanged
/// and nothing else is left in its folder.
#[test]
fn pictures_are_written_whole_or_not_at_all() {
    let dir = temporary("whole");
    std::fs::create_dir_all(&dir).unwrap();
    let target = dir.join("picture.svg");
    let t = target.to_str().unwrap();
    let check_refused = |(code, err): (Option<i32>, String), what: &str| {
        assert_eq!(code, Some(2), "{what}: {err}");
        assert_eq!(err.lines().count(), 1, "{what}: {err}");
        assert!(
            err.starts_with(&format!("error: cannot write {t}: ")),
            "{what}: {err}"
        );
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "old\n", "{what}");
        assert_eq!(files_in(&dir), ["picture.svg"], "{what}");
    };
    std::fs::write(&target, "old\n").unwrap();
    // 224 294 bytes against a limit of 8 blocks.
    check_refused(
        shell(&format!(
            "ulimit -f 8; exec \"$G\" wythoff --upto 100 --svg '{t}'"
        )),
        "ulimit -f 8",
    );
    let mut read_only = std::fs::metadata(&target).unwrap().permissions();
    read_only.set_readonly(true);
    std::fs::set_permissions(&target, read_only.clone()).unwrap();
    check_refused(
        shell(&format!("exec \"$G\" kayles --svg '{t}'")),
        "read-only",
    );
    #[allow(clippy::permissions_set_readonly_false)]
    read_only.set_readonly(false);
    std::fs::set_permissions(&target, read_only).unwrap();
    // A full filesystem, where a namespace and a tmpfs can be made.
    let full = shell(&format!(
        "unshare -rm sh -c 'mount -t tmpfs -o size=64k none \"{d}\" 2>/dev/null || exit 99; \
         printf \"old\\n\" > \"{t}\"; \"$G\" wythoff --upto 100 --svg \"{t}\"; code=$?; \
         test \"$(cat \"{t}\")\" = old || exit 98; test \"$(ls -A \"{d}\")\" = picture.svg || exit 97; \
         exit $code'",
        d = dir.display()
    ));
    match full.0 {
        Some(2) => assert!(full.1.contains("No space left"), "{}", full.1),
        _ if full.1.contains("unshare") || full.0 == Some(99) => {
            println!(
                "skipped the full filesystem: no namespace here ({})",
                full.1
            )
        }
        _ => panic!("a full filesystem: {full:?}"),
    }
    let (code, err) = shell("exec \"$G\" kayles --svg /dev/full");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.starts_with("error: cannot write /dev/full: "), "{err}");
    // And a picture that fits replaces the old file whole.
    let (code, err) = shell(&format!("exec \"$G\" kayles --svg '{t}'"));
    assert_eq!(code, Some(0), "{err}");
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .starts_with("<svg "));
    assert_eq!(files_in(&dir), ["picture.svg"]);
}

/// Where a picture goes when its name is a symbolic link, a name of stdout, a long name or a
/// file of its own mode: through the link to its target (the link stays a link, a relative
/// one read from its folder, a dangling one creating its target); to stdout as `--svg -`
/// does when the name is stdout's file (`--svg /dev/stdout > pic.svg` once wrote only the
/// `wrote …` line there, and replaced the link `/dev/stdout`); any name the folder takes (a
/// 255-byte name was refused: the temporary name went past NAME_MAX); and an existing file
/// keeps its permissions (a mode-600 file became 644).
#[cfg(unix)]
#[test]
fn pictures_go_through_links_keep_modes_and_take_long_names() {
    use std::os::unix::fs::{symlink, PermissionsExt};
    let dir = temporary("links");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("real")).unwrap();
    let in_dir = |script: &str| shell(&format!("cd '{}' && {script}", dir.display()));
    let is_picture = |path: &str| {
        std::fs::read_to_string(dir.join(path))
            .unwrap()
            .starts_with("<svg ")
    };
    // A link to a file, a relative link in another folder, a link to a link, a dangling one.
    std::fs::write(dir.join("real/target.svg"), "old\n").unwrap();
    symlink("real/target.svg", dir.join("pic.svg")).unwrap();
    symlink("pic.svg", dir.join("twice.svg")).unwrap();
    symlink("target.svg", dir.join("real/relative.svg")).unwrap();
    symlink("real/new.svg", dir.join("dangling.svg")).unwrap();
    for (link, target) in [
        ("pic.svg", "real/target.svg"),
        ("twice.svg", "real/target.svg"),
        ("real/relative.svg", "real/target.svg"),
        ("dangling.svg", "real/new.svg"),
    ] {
        std::fs::write(dir.join("real/target.svg"), "old\n").unwrap();
        let (code, err) = in_dir(&format!("exec \"$G\" kayles --svg {link}"));
        assert_eq!(code, Some(0), "{link}: {err}");
        let meta = std::fs::symlink_metadata(dir.join(link)).unwrap();
        assert!(meta.file_type().is_symlink(), "{link} is still a link");
        assert!(is_picture(target), "{link}: the picture is in {target}");
    }
    let mut names = files_in(&dir.join("real"));
    names.sort();
    assert_eq!(
        names,
        ["new.svg", "relative.svg", "target.svg"],
        "nothing else left"
    );
    // A loop of links is one error line.
    symlink("loop_b.svg", dir.join("loop_a.svg")).unwrap();
    symlink("loop_a.svg", dir.join("loop_b.svg")).unwrap();
    let (code, err) = in_dir("exec \"$G\" kayles --svg loop_a.svg");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.starts_with("error: cannot write loop_a.svg: ") && err.lines().count() == 1);
    // stdout's own file, by its names: the picture alone, as with `--svg -`.
    for name in ["/dev/stdout", "/proc/self/fd/1", "out.svg"] {
        let (code, err) = in_dir(&format!("\"$G\" kayles --svg {name} > out.svg"));
        assert_eq!(code, Some(0), "{name}: {err}");
        let text = std::fs::read_to_string(dir.join("out.svg")).unwrap();
        assert!(
            text.starts_with("<svg ") && !text.contains("wrote "),
            "{name}"
        );
        assert!(text.trim_end().ends_with("</svg>"), "{name}: whole");
    }
    let dev = std::fs::symlink_metadata("/dev/stdout");
    assert!(
        dev.map_or(true, |m| m.file_type().is_symlink()),
        "/dev/stdout untouched"
    );
    // /dev/null is written directly.
    let (code, err) = in_dir("exec \"$G\" kayles --svg /dev/null");
    assert_eq!(code, Some(0), "{err}");
    // The longest name the folder takes, over an old file and new.
    for long in ["a".repeat(251) + ".svg", "b".repeat(200) + ".svg"] {
        std::fs::write(dir.join(&long), "old\n").unwrap();
        let (code, err) = in_dir(&format!("exec \"$G\" kayles --svg {long}"));
        assert_eq!(code, Some(0), "{} bytes: {err}", long.len());
        assert!(is_picture(&long));
        std::fs::remove_file(dir.join(&long)).unwrap();
        let (code, err) = in_dir(&format!("exec \"$G\" kayles --svg {long}"));
        assert_eq!(code, Some(0), "{} bytes, new: {err}", long.len());
        assert!(is_picture(&long));
    }
    // An existing file's mode is kept.
    for mode in [0o600, 0o640, 0o755] {
        let path = dir.join("mode.svg");
        std::fs::write(&path, "old\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
        let (code, err) = in_dir("exec \"$G\" kayles --svg mode.svg");
        assert_eq!(code, Some(0), "{err}");
        assert!(is_picture("mode.svg"));
        let kept = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(kept, mode, "mode {mode:o}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

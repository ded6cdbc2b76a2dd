//! `--svg`: every picture `grundy` draws is read back by a small XML reader of our own (tags
//! balanced, attributes quoted, nothing external), its cells are counted and their colours
//! checked, through the legend, against the values the same command prints as text; the
//! library's `draw` on a contestant's tables; the README's pictures are what `grundy` draws
//! today; bad options are one error line and exit 2.

mod common;

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
                let numbers: Vec<usize> = e
                    .get("transform")
                    .split(|c: char| !c.is_ascii_digit())
                    .filter(|w| !w.is_empty())
                    .map(|w| w.parse().unwrap())
                    .collect();
                assert_eq!(numbers.len(), 3, "{e:?}");
                picture.grid = (numbers[0], numbers[1], numbers[2]);
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
            "text" if picture.title.is_empty() => picture.title = unescape(&e.text),
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
        picture.row_labels.contains(&"170".to_string()),
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
    // Without --width a game with no period is wrapped at 32.
    let values = listed(&["lasker", "--upto", "100"]);
    let (svg, _) = drawn(&["lasker", "--upto", "100"], "lasker.svg");
    check_values(&read(&svg, (101 + 31) / 32, 32), &values);
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
            picture.title.contains("values binned"),
            largest > 15,
            "{said}"
        );
        assert_eq!(said.contains("values binned"), largest > 15, "{said}");
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
        .contains(&format!("binned: {} a colour", drawn.bin)));
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

/// `tests/render_pictures.py`: the README's pictures rendered to PNG by cairosvg, each of the
/// size the SVG declares (it prints a line and passes when cairosvg or Python is absent).
#[test]
fn the_readme_pictures_render() {
    let script = "tests/render_pictures.py";
    let files: Vec<&str> = README_PICTURES.iter().map(|(f, _)| *f).collect();
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
            .split("binned ")
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
        "(`wythoff --upto 100`: {bin} a colour, {} rectangles, {} bytes)",
        spaced(rects),
        spaced(bytes)
    ));
    let megabytes = |bytes: usize| format!("{:.2} MB", bytes as f64 / 1e6);
    let (bin, rects, bytes) = figures(&["wythoff", "--upto", "200"]);
    common::assert_readme_says(&format!(
        "(`wythoff --upto 200`: {bin} a colour, {} rectangles, {};",
        spaced(rects),
        megabytes(bytes)
    ));
    let (bin, _, bytes) = figures(&["nim-product", "--upto", "255"]);
    common::assert_readme_says(&format!(
        "`nim-product --upto 255`: {bin} a colour, {})",
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

//! Tables as pictures: a self-contained SVG (no scripts, fonts or files) with one cell per
//! value, a legend, axis labels and a title. 0 (a losing position) is always black. A sequence
//! wrapped at its period shows the periodic tail as vertical stripes; a two-pile table shows
//! its zeros as black cells; categories (win/lose/draw, outcome classes) get one colour each.
//!
//! Palettes, chosen for what they show and for colour-blind readers: up to 15 distinct values,
//! and categories, in [`CATEGORICAL`] (Okabe and Ito's seven first); more values, which are
//! ordered, in ranges on a sequential ramp ([`ramp`], viridis, at most [`RAMP_STEPS`] colours),
//! darker for smaller. Every two colours of a legend are at least 15 apart in CIELAB in
//! normal vision and under simulated deuteranopia and protanopia (`tests/tools/pictures.rs`).
//!
//! The layout leaves room for every text by a generous bound on its width: the title is
//! wrapped to the picture's width (and the picture widened for a longer word), the legend
//! sits beside the cells with room for its longest label, so nothing is cut.
//!
//! The cells are drawn as rectangles in cell units (`<g id="cells" transform="translate(X Y)
//! scale(S)">`): each row's runs of one colour are one rectangle, and a run repeated in the
//! rows below grows down instead of being drawn again, so stripes cost one rectangle each.
//! Past [`MAX_RECTANGLES`] rectangles (about 2 MB) the values share wider ranges, one colour
//! fewer at a time, and the title says so.

use crate::core::budget;
use std::io::{self, Write};

/// The most rectangles a picture holds, about 2 MB of SVG.
pub const MAX_RECTANGLES: usize = 30_000;

/// The most cells a picture takes: 4 · 10^6.
pub const MAX_CELLS: usize = 4_000_000;

/// The categorical palette: the colours of distinct values 1, 2, 3, … and of categories after
/// the first (0, and the first category, are black). The first seven are Okabe and Ito's
/// palette for colour-blind readers (orange, sky blue, bluish green, yellow, blue, vermillion,
/// reddish purple); the other eight were chosen by a search over the sRGB grid of step 17 for
/// the largest least distance to every colour before them and to the white background, in
/// normal vision and under the deuteranopia and protanopia matrices of Machado, Oliveira and
/// Fernandes (2009). Every two of the sixteen (black included) are at least 17 apart in CIELAB
/// (CIE76 ΔE) under each of the three; `tests/tools/pictures.rs` checks at least 15.
pub const CATEGORICAL: [&str; 15] = [
    "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#66bb66",
    "#4422bb", "#77ffaa", "#881166", "#553333", "#2211ff", "#776633", "#0099ff",
];

/// The most colours of the sequential ramp (ranges of values, besides black for 0): more
/// steps of one ramp could not stay apart for a colour-blind reader (six keep every two of
/// the seven, black included, at least 15 apart in CIELAB under deuteranopia and protanopia).
pub const RAMP_STEPS: u32 = 6;

/// Viridis (van der Walt and Smith, matplotlib) at `t = 0, 1/8, …, 1`: dark blue-violet to
/// yellow, lightness rising all the way, so ranges read in order in grey or to any eye.
const VIRIDIS: [[u8; 3]; 9] = [
    [0x44, 0x01, 0x54],
    [0x47, 0x2d, 0x7b],
    [0x3b, 0x52, 0x8b],
    [0x2c, 0x72, 0x8e],
    [0x21, 0x91, 0x8c],
    [0x28, 0xae, 0x80],
    [0x5e, 0xc9, 0x62],
    [0xad, 0xdc, 0x30],
    [0xfd, 0xe7, 0x25],
];

/// The colour of step `k` of `steps` (`1 ≤ k ≤ steps`) on the ramp, as `#rrggbb`: evenly
/// spaced along viridis from `t = 0.2` (its first fifth, nearly black, would hide the zeros)
/// to its end, linear between its nine points; one step is the ramp's end (yellow).
///
/// O(1).
///
/// # Example
/// ```
/// use grundy::core::picture::{ramp, RAMP_STEPS};
/// assert_eq!(ramp(RAMP_STEPS, RAMP_STEPS), "#fde725"); // the largest range: yellow
/// assert_eq!(ramp(1, 1), "#fde725");
/// // Lighter with each step: green, the middle of the sRGB triple, rises.
/// let green = |k| u8::from_str_radix(&ramp(k, RAMP_STEPS)[3..5], 16).unwrap();
/// assert!((1..RAMP_STEPS).all(|k| green(k) < green(k + 1)));
/// ```
pub fn ramp(k: u32, steps: u32) -> String {
    let t = if steps <= 1 {
        1.0
    } else {
        0.2 + 0.8 * f64::from(k.clamp(1, steps) - 1) / f64::from(steps - 1)
    };
    let x = t * 8.0;
    let i = (x as usize).min(7);
    let f = x - i as f64;
    let (a, b) = (VIRIDIS[i], VIRIDIS[i + 1]);
    let mix = |j: usize| (f64::from(a[j]) + (f64::from(b[j]) - f64::from(a[j])) * f).round() as u8;
    format!("#{:02x}{:02x}{:02x}", mix(0), mix(1), mix(2))
}

/// What a cell's number means.
#[derive(Clone, Copy, Debug)]
pub enum Palette<'a> {
    /// SG values: 0 black, then one colour per value when there are at most 15 others, else
    /// ranges of values on the ramp (and the title says so).
    Values,
    /// Categories by index, each named in the legend; the first is black (the losing one).
    Categories(&'a [&'a str]),
}

/// A table to draw: `cells` row by row, `columns` a row.
#[derive(Clone, Copy, Debug)]
pub struct Sheet<'a> {
    /// The title's first line (the game, the period).
    pub title: &'a str,
    /// The cells, row-major.
    pub cells: &'a [u32],
    /// Cells per row (at least 1).
    pub columns: usize,
    /// The label of row `r` is `origin.0 + r · row_step` (the first `n` of the row in a
    /// wrapped sequence, the first coordinate in a table), of column `c` `origin.1 + c`.
    pub row_step: u64,
    /// The labels of the first row and column (`(0, 0)` for heap sizes from 0).
    pub origin: (u64, u64),
    /// What the rows and the columns count (`n`, `a`, `b`, …).
    pub axes: (&'a str, &'a str),
    /// The first `marked` cells are outlined (a sequence's pre-period).
    pub marked: usize,
    /// What the numbers mean.
    pub palette: Palette<'a>,
}

impl<'a> Sheet<'a> {
    /// A two-dimensional table of SG values: `cells` row by row, `columns` a row, the rows
    /// and columns counted from 0 as `a` and `b`, nothing outlined. Change a field with the
    /// struct update syntax: `Sheet { palette: Palette::Categories(&names), ..Sheet::table(…) }`.
    ///
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::core::picture::{draw, Palette, Sheet};
    /// // A game that can loop: Lose (black), Win, Draw, per position (x, y).
    /// let names = ["Lose", "Win", "Draw"];
    /// let classes = [[0, 1, 2], [1, 1, 2], [2, 2, 0]].concat();
    /// let sheet = Sheet {
    ///     palette: Palette::Categories(&names),
    ///     origin: (1, 1),
    ///     ..Sheet::table("my loopy game", &classes, 3)
    /// };
    /// let mut svg = Vec::new();
    /// draw(&sheet, &mut svg).unwrap();
    /// assert!(String::from_utf8(svg).unwrap().contains(">Draw</text>"));
    /// ```
    pub fn table(title: &'a str, cells: &'a [u32], columns: usize) -> Sheet<'a> {
        Sheet {
            title,
            cells,
            columns,
            row_step: 1,
            origin: (0, 0),
            axes: ("a", "b"),
            marked: 0,
            palette: Palette::Values,
        }
    }
}

/// What [`draw`] drew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn {
    /// Rectangles of cells written.
    pub rectangles: usize,
    /// Values per colour (1 when none were binned).
    pub bin: u32,
}

/// How values get colours: 0 is always black (colour 0).
#[derive(Clone, Debug)]
enum Scale {
    /// At most 15 different values besides 0, in increasing order: the `k`-th has colour `k`,
    /// `CATEGORICAL[k - 1]`. Categories too (`Distinct` of nothing, the index the colour).
    Distinct(Vec<u32>),
    /// Values `1..=bin` colour 1, the next `bin` colour 2, …, `steps` colours on the ramp.
    Ramp { bin: u32, steps: u32 },
}

impl Scale {
    /// The ranges of `bin` values a colour that cover `1..=largest`, on the ramp.
    fn ramp(bin: u32, largest: u32) -> Scale {
        let bin = bin.clamp(1, largest.max(1));
        Scale::Ramp {
            bin,
            steps: (largest.max(1) - 1) / bin + 1,
        }
    }

    /// The colour index of `v`.
    fn colour_of(&self, v: u32) -> usize {
        match self {
            _ if v == 0 => 0,
            Scale::Distinct(values) if values.is_empty() => v as usize,
            Scale::Distinct(values) => 1 + values.binary_search(&v).unwrap_or(0),
            Scale::Ramp { bin, .. } => 1 + ((v - 1) / bin) as usize,
        }
    }

    /// Values sharing a colour, at most (1 for distinct values).
    fn bin(&self) -> u32 {
        match self {
            Scale::Distinct(_) => 1,
            Scale::Ramp { bin, .. } => *bin,
        }
    }

    /// The fill of colour index `k`.
    fn fill(&self, k: usize) -> String {
        match self {
            _ if k == 0 => "#000000".to_string(),
            Scale::Distinct(_) => CATEGORICAL[(k - 1) % CATEGORICAL.len()].to_string(),
            Scale::Ramp { steps, .. } => ramp(k as u32, *steps),
        }
    }
}

/// The values of `cells` other than 0 in increasing order, if there are at most as many as
/// colours.
///
/// O(cells · colours).
fn few_values(cells: &[u32]) -> Option<Vec<u32>> {
    let mut seen: Vec<u32> = Vec::with_capacity(CATEGORICAL.len() + 1);
    for &v in cells {
        if v != 0 && !seen.contains(&v) {
            if seen.len() == CATEGORICAL.len() {
                return None;
            }
            seen.push(v);
        }
    }
    seen.sort_unstable();
    Some(seen)
}

/// The width in pixels that `text` takes at most in a sans-serif font of `size` pixels: an
/// em for wide letters and anything past ASCII (arrows, ⊗), 0.9 for `=`, `<`, `+` and their
/// like, 0.8 for capitals, 0.4 for spaces and narrow marks, 0.7 for the rest (digits are
/// 0.55 to 0.64 in the common sans fonts, lower-case letters about 0.6). Generous on
/// purpose: the layout leaves room by it, and `tests/render_pictures.py` measures the real
/// text with cairo.
///
/// O(text).
fn text_width(text: &str, size: usize) -> usize {
    let tenths: usize = text
        .chars()
        .map(|c| match c {
            'm' | 'w' | 'M' | 'W' | '@' | '%' => 10,
            '=' | '<' | '>' | '+' | '#' | '~' | '&' => 9,
            ' ' | 'i' | 'l' | 'j' | 'I' | '.' | ',' | ':' | ';' | '\'' | '|' | '!' => 4,
            c if c.is_ascii_uppercase() => 8,
            c if !c.is_ascii() => 10,
            _ => 7,
        })
        .sum();
    (tenths * size + 9) / 10
}

/// `text` in lines of at most `width` pixels at `size`, broken at spaces (a word wider than
/// that is a line of its own).
///
/// O(text).
fn wrapped(text: &str, size: usize, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        match lines.last_mut() {
            Some(line) if text_width(&format!("{line} {word}"), size) <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    if lines.is_empty() {
        lines.push(String::new());
    }
    lines
}

/// A rectangle of cells of one colour: `(row, column, width, height, colour)` in cell units.
type Rectangle = (usize, usize, usize, usize, usize);

/// The rectangles of the cells, merged: each row's runs of one colour, and a run that repeats
/// the run above it exactly (same column, width and colour) grows that one down. `None` when
/// there would be more than [`MAX_RECTANGLES`] (it stops there, so the memory is
/// O(columns + [`MAX_RECTANGLES`])); `Err` when even that cannot be had.
///
/// The runs of a row come in column order, and so do the open rectangles of the row above, so
/// one merge of the two lists finds the runs that continue a rectangle.
fn rectangles(sheet: &Sheet, scale: &Scale) -> io::Result<Option<Vec<Rectangle>>> {
    let no_memory = |_| io::Error::new(io::ErrorKind::OutOfMemory, "out of memory");
    let columns = sheet.columns;
    let rows = (sheet.cells.len() + columns - 1) / columns;
    let mut done: Vec<Rectangle> = Vec::new();
    // The open rectangles, by column: (column, width, colour, top row).
    let mut open: Vec<(usize, usize, usize, usize)> = Vec::new();
    let mut next: Vec<(usize, usize, usize, usize)> = Vec::new();
    for r in 0..=rows {
        let row = sheet
            .cells
            .get(r * columns..sheet.cells.len().min((r + 1) * columns))
            .unwrap_or(&[]);
        next.clear();
        let mut above = open.iter().peekable();
        let mut c = 0;
        while c < row.len() {
            let colour = scale.colour_of(row[c]);
            let start = c;
            while c < row.len() && scale.colour_of(row[c]) == colour {
                c += 1;
            }
            let mut top = r;
            // Rectangles above that start left of this run end here.
            while let Some(&&(column, width, hue, from)) = above.peek() {
                if column > start {
                    break;
                }
                above.next();
                if (column, width, hue) == (start, c - start, colour) {
                    top = from;
                } else {
                    budget::try_push(&mut done, (from, column, width, r - from, hue))
                        .map_err(no_memory)?;
                }
            }
            budget::try_push(&mut next, (start, c - start, colour, top)).map_err(no_memory)?;
        }
        for &(column, width, hue, from) in above {
            budget::try_push(&mut done, (from, column, width, r - from, hue)).map_err(no_memory)?;
        }
        if done.len() + next.len() > MAX_RECTANGLES {
            return Ok(None);
        }
        std::mem::swap(&mut open, &mut next);
    }
    done.sort_unstable();
    Ok(Some(done))
}

/// Writes `sheet` as SVG to `out`.
///
/// O(cells). Errors: `out`'s, and [`io::ErrorKind::InvalidInput`] for more than [`MAX_CELLS`]
/// cells, no columns, or a table that needs more than [`MAX_RECTANGLES`] even in two colours.
///
/// # Example
/// A contestant's two-pile game, from its moves: take 1 or 2 from one pile, or 1 from both.
/// Its table is a 2-D array, handed over row by row with `concat`.
/// ```
/// use grundy::core::mex::mex_of;
/// use grundy::core::picture::{draw, Sheet};
///
/// const N: usize = 24;
/// let mut g = [[0u32; N]; N];
/// for a in 0..N {
///     for b in 0..N {
///         let mut options = Vec::new();
///         for k in 1..=2 {
///             if a >= k { options.push(g[a - k][b]); }
///             if b >= k { options.push(g[a][b - k]); }
///         }
///         if a >= 1 && b >= 1 { options.push(g[a - 1][b - 1]); }
///         g[a][b] = mex_of(&options);
///     }
/// }
/// let cells = g.concat();
/// let sheet = Sheet::table("take 1 or 2 from a pile, or 1 from both", &cells, N);
/// let mut svg = Vec::new(); // or std::fs::File::create("game.svg")?
/// let drawn = draw(&sheet, &mut svg).unwrap();
/// assert_eq!(drawn.bin, 1); // up to 15 values get a colour each
/// assert!(drawn.rectangles <= N * N); // a move joins neighbours: no two alike in a row
/// let svg = String::from_utf8(svg).unwrap();
/// assert!(svg.starts_with("<svg ") && svg.contains("fill=\"#000000\"")); // the zeros
/// ```
pub fn draw(sheet: &Sheet, mut out: impl Write) -> io::Result<Drawn> {
    let invalid = |what: &str| io::Error::new(io::ErrorKind::InvalidInput, what.to_string());
    if sheet.columns == 0 {
        return Err(invalid("a picture needs at least one column"));
    }
    if sheet.cells.len() > MAX_CELLS {
        return Err(invalid("a picture takes at most 4000000 cells"));
    }
    let largest = sheet.cells.iter().copied().max().unwrap_or(0);
    if let Palette::Categories(names) = sheet.palette {
        if largest as usize >= names.len() || names.len() > CATEGORICAL.len() + 1 {
            return Err(invalid(
                "a category without a name, or more than 16 categories",
            ));
        }
    }
    // A colour a value when there are few (categories always), else ranges of values on the
    // ramp, as many as it has steps; wider ranges while the picture is too large.
    let mut scale = match sheet.palette {
        Palette::Categories(_) => Scale::Distinct(Vec::new()),
        Palette::Values => few_values(sheet.cells).map_or_else(
            || Scale::ramp((largest.max(1) - 1) / RAMP_STEPS + 1, largest),
            Scale::Distinct,
        ),
    };
    let rects = loop {
        if let Some(rects) = rectangles(sheet, &scale)? {
            break rects;
        }
        let bin = scale.bin();
        if !matches!(sheet.palette, Palette::Values) || bin >= largest {
            return Err(invalid(
                "the table needs more than 30000 rectangles even in two colours",
            ));
        }
        scale = match scale {
            Scale::Distinct(_) => Scale::ramp((largest - 1) / RAMP_STEPS + 1, largest),
            // One colour fewer.
            Scale::Ramp { steps, .. } => {
                Scale::ramp((largest - 1) / (steps - 1).max(1) + 1, largest)
            }
        };
    };
    let bin = scale.bin();
    let columns = sheet.columns;
    let rows = (sheet.cells.len() + columns - 1) / columns;
    // Cells of 1 to 16 pixels, the cells about 1000 pixels wide and at most 2000 high.
    let cell = (1000 / columns).min(2000 / rows.max(1)).clamp(1, 16);
    let (width, height) = (columns * cell, rows * cell);
    let used: Vec<usize> = {
        let mut u: Vec<usize> = rects.iter().map(|r| r.4).collect();
        u.sort_unstable();
        u.dedup();
        u
    };
    let labels: Vec<String> = used
        .iter()
        .map(|&k| match (sheet.palette, &scale) {
            (Palette::Categories(names), _) => names.get(k).copied().unwrap_or("?").to_string(),
            (Palette::Values, _) if k == 0 => "0".to_string(),
            (Palette::Values, Scale::Distinct(values)) => values[k - 1].to_string(),
            (Palette::Values, Scale::Ramp { bin: 1, .. }) => k.to_string(),
            (Palette::Values, Scale::Ramp { bin, .. }) => {
                let low = 1 + (k as u32 - 1) * bin;
                format!("{low}-{}", (low + bin - 1).min(largest))
            }
        })
        .collect();
    // Axis labels every `step` rows or columns: a round number (1, 2, 5, 10, 20, 50, …) of
    // cells at least `apart` pixels apart, and at most 100 labels an axis. Rows' labels need
    // 20 pixels; columns' twice the widest label's width, so they never run together.
    let step = |count: usize, apart: usize| {
        let mut s = 1;
        for k in 0.. {
            s = [1, 2, 5][k % 3] * 10usize.pow(k as u32 / 3);
            if s * cell >= apart && count <= 100 * s {
                break;
            }
        }
        s
    };
    let row_labels: Vec<(usize, String)> = (0..rows)
        .step_by(step(rows, 20))
        .map(|r| (r, (sheet.origin.0 + r as u64 * sheet.row_step).to_string()))
        .collect();
    let widest = text_width(&(sheet.origin.1 + columns as u64).to_string(), 10);
    let column_labels: Vec<(usize, String)> = (0..columns)
        .step_by(step(columns, (2 * widest).max(20)))
        .map(|c| (c, (sheet.origin.1 + c as u64).to_string()))
        .collect();
    let rows_axis = format!("{} \u{2193}", escaped(sheet.axes.0));
    let columns_axis = format!("{} \u{2192}", escaped(sheet.axes.1));
    // The layout, left to right: the rows' axis name and labels, the cells, the legend; top
    // to bottom: the title (wrapped to the picture's width), the columns' axis name and
    // labels, the cells. Every text's width is bounded by `text_width`, so nothing is cut.
    let left = row_labels
        .iter()
        .map(|(_, l)| text_width(l, 10) + 12)
        .chain([text_width(&rows_axis, 12) + 12, 40])
        .max()
        .unwrap_or(40);
    let legend_x = left + width + 24;
    let legend_width = labels
        .iter()
        .map(|l| 20 + text_width(&escaped(l), 12))
        .max()
        .unwrap_or(0);
    let right_of_labels = column_labels
        .iter()
        .map(|(c, l)| left + c * cell + text_width(l, 10))
        .chain([left + text_width(&columns_axis, 12)])
        .max()
        .unwrap_or(0);
    let binned = if bin > 1 {
        format!(" (values in ranges of {bin} a colour)")
    } else {
        String::new()
    };
    let title = format!("{}{binned}", sheet.title);
    // At least wide enough for the longest word of the title, and for 40 characters of it.
    let longest_word = title
        .split(' ')
        .map(|w| text_width(&escaped(w), 15))
        .max()
        .unwrap_or(0);
    let total_width = (legend_x + legend_width + 10)
        .max(right_of_labels + 10)
        .max(20 + longest_word)
        .max(20 + text_width(&title, 15).min(40 * 11));
    let title_lines = wrapped(&title, 15, total_width - 20);
    let top = 12 + 20 * title_lines.len() + 40;
    let total_height = (top + height + 20).max(top + 20 * used.len() + 10);
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{total_width}\" height=\"{total_height}\" \
         viewBox=\"0 0 {total_width} {total_height}\" font-family=\"sans-serif\" font-size=\"12\">"
    )?;
    writeln!(
        out,
        "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"
    )?;
    write!(
        out,
        "<text id=\"title\" x=\"10\" y=\"27\" font-size=\"15\">"
    )?;
    for (i, line) in title_lines.iter().enumerate() {
        let dy = if i == 0 { 0 } else { 20 };
        write!(out, "<tspan x=\"10\" dy=\"{dy}\">{}</tspan>", escaped(line))?;
    }
    writeln!(out, "</text>")?;
    writeln!(
        out,
        "<text x=\"{left}\" y=\"{}\">{columns_axis}</text>",
        top - 22
    )?;
    for (c, label) in &column_labels {
        writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"10\">{label}</text>",
            left + c * cell,
            top - 6,
        )?;
    }
    writeln!(out, "<text x=\"4\" y=\"{}\">{rows_axis}</text>", top - 6)?;
    for (r, label) in &row_labels {
        writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"10\" text-anchor=\"end\">{label}</text>",
            left - 6,
            top + r * cell + cell.min(10)
        )?;
    }
    writeln!(
        out,
        "<g id=\"cells\" transform=\"translate({left} {top}) scale({cell})\">"
    )?;
    for &(r, c, w, h, k) in &rects {
        writeln!(
            out,
            "<rect x=\"{c}\" y=\"{r}\" width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
            scale.fill(k)
        )?;
    }
    writeln!(out, "</g>")?;
    let marked = sheet.marked.min(sheet.cells.len());
    if marked > 0 {
        // The marked cells' outline: whole rows, then the start of one more. Black dashes on
        // a white line: seen on black cells and on light ones, and no cell is dashed.
        let (full, part) = (marked / columns, marked % columns);
        let (x, y, w) = (left, top, width);
        let (fy, py) = (y + full * cell, y + (full + 1) * cell);
        let px = x + part * cell;
        let path = if part == 0 {
            format!("M{x} {y}H{}V{fy}H{x}Z", x + w)
        } else {
            format!("M{x} {y}H{}V{fy}H{px}V{py}H{x}Z", x + w)
        };
        writeln!(
            out,
            "<path d=\"{path}\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3\"/>\
             <path id=\"marked\" d=\"{path}\" fill=\"none\" stroke=\"#000000\" \
             stroke-width=\"2\" stroke-dasharray=\"6 4\"/>"
        )?;
    }
    writeln!(out, "<g id=\"legend\">")?;
    for (i, (&k, label)) in used.iter().zip(&labels).enumerate() {
        let y = top + 20 * i;
        writeln!(
            out,
            "<rect x=\"{legend_x}\" y=\"{y}\" width=\"14\" height=\"14\" fill=\"{}\" stroke=\"#808080\"/>\
             <text x=\"{}\" y=\"{}\">{}</text>",
            scale.fill(k),
            legend_x + 20,
            y + 12,
            escaped(label)
        )?;
    }
    writeln!(out, "</g>")?;
    writeln!(out, "</svg>")?;
    Ok(Drawn {
        rectangles: rects.len(),
        bin,
    })
}

/// `text` with `&`, `<`, `>` and `"` escaped for XML; control characters, which XML does not
/// allow, become spaces.
fn escaped(text: &str) -> String {
    let text: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

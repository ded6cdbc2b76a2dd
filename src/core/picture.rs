//! Tables as pictures: a self-contained SVG (no scripts, fonts or files) with one cell per
//! value, a fixed palette in which 0 (a losing position) is black, a legend, axis labels and a
//! title. A sequence wrapped at its period shows the periodic tail as vertical stripes; a
//! two-pile table shows its zeros as black cells; categories (win/lose/draw, outcome classes)
//! get one colour each.
//!
//! The cells are drawn as rectangles in cell units (`<g id="cells" transform="translate(X Y)
//! scale(S)">`): each row's runs of one colour are one rectangle, and a run repeated in the
//! rows below grows down instead of being drawn again, so stripes cost one rectangle each.
//! Past [`MAX_RECTANGLES`] rectangles (about 2 MB) the values are binned into fewer colours,
//! and the title says so.

use crate::core::budget;
use std::io::{self, Write};

/// The most rectangles a picture holds, about 2 MB of SVG.
pub const MAX_RECTANGLES: usize = 30_000;

/// The most cells a picture takes: 4 · 10^6.
pub const MAX_CELLS: usize = 4_000_000;

/// The colours of the values 1, 2, 3, … (0 is black): fifteen that stay apart.
const COLOURS: [&str; 15] = [
    "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#46f0f0", "#f032e6",
    "#bcf60c", "#fabebe", "#008080", "#e6beff", "#9a6324", "#fffac8", "#800000",
];

/// What a cell's number means.
#[derive(Clone, Copy, Debug)]
pub enum Palette<'a> {
    /// SG values: 0 black, then one colour per value when there are at most 15 others, else
    /// values binned into ranges (and the title says so)
    /// values than colours.
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

/// How values get colours: 0 is always black (colour 0); colour `k` is `COLOURS[k - 1]`.
#[derive(Clone, Debug)]
enum Scale {
    /// At most 15 different values besides 0, in increasing order: the `k`-th has colour `k`.
    Distinct(Vec<u32>),
    /// Values `1..=bin` colour 1, the next `bin` colour 2, …
    Bins(u32),
}

impl Scale {
    /// The colour index of `v`.
    fn colour_of(&self, v: u32) -> usize {
        match self {
            _ if v == 0 => 0,
            Scale::Distinct(values) => 1 + values.binary_search(&v).unwrap_or(0),
            Scale::Bins(bin) => 1 + ((v - 1) / bin) as usize,
        }
    }

    /// Values sharing a colour, at most (1 for distinct values).
    fn bin(&self) -> u32 {
        match self {
            Scale::Distinct(_) => 1,
            Scale::Bins(bin) => *bin,
        }
    }
}

/// The values of `cells` other than 0 in increasing order, if there are at most as many as
/// colours.
///
/// O(cells · colours).
fn few_values(cells: &[u32]) -> Option<Vec<u32>> {
    let mut seen: Vec<u32> = Vec::with_capacity(COLOURS.len() + 1);
    for &v in cells {
        if v != 0 && !seen.contains(&v) {
            if seen.len() == COLOURS.len() {
                return None;
            }
            seen.push(v);
        }
    }
    seen.sort_unstable();
    Some(seen)
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
        if largest as usize >= names.len() || names.len() > COLOURS.len() + 1 {
            return Err(invalid(
                "a category without a name, or more than 16 categories",
            ));
        }
    }
    // A colour a value when there are few (categories always), else values per colour as few
    // as fit the colours; more while the picture is too large.
    let colours = COLOURS.len() as u32;
    let ranges = ((largest.max(1) + colours - 1) / colours).max(1);
    let mut scale = match sheet.palette {
        Palette::Categories(_) => Scale::Bins(1),
        Palette::Values => few_values(sheet.cells).map_or(Scale::Bins(ranges), Scale::Distinct),
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
            Scale::Distinct(_) => Scale::Bins(ranges.max(2)),
            Scale::Bins(bin) => Scale::Bins(bin.saturating_mul(2).min(largest)),
        };
    };
    let bin = scale.bin();
    let columns = sheet.columns;
    let rows = (sheet.cells.len() + columns - 1) / columns;
    // Cells of 2 to 16 pixels, the picture about 1000 pixels wide and at most 2000 high.
    let cell = (1000 / columns).min(2000 / rows.max(1)).clamp(2, 16);
    let (left, top) = (70, 60);
    let (width, height) = (columns * cell, rows * cell);
    let legend_x = left + width + 30;
    let used: Vec<usize> = {
        let mut u: Vec<usize> = rects.iter().map(|r| r.4).collect();
        u.sort_unstable();
        u.dedup();
        u
    };
    let total_width = legend_x + 160;
    let total_height = (top + height + 40).max(top + 20 * used.len() + 40);
    let fill = |k: usize| {
        if k == 0 {
            "#000000"
        } else {
            COLOURS[(k - 1) % COLOURS.len()]
        }
    };
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{total_width}\" height=\"{total_height}\" \
         viewBox=\"0 0 {total_width} {total_height}\" font-family=\"sans-serif\" font-size=\"12\">"
    )?;
    writeln!(
        out,
        "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"
    )?;
    let binned = if bin > 1 {
        format!(" (values binned: {bin} a colour)")
    } else {
        String::new()
    };
    writeln!(
        out,
        "<text x=\"{left}\" y=\"22\" font-size=\"15\">{}{binned}</text>",
        escaped(sheet.title)
    )?;
    // Axis labels every `step` rows or columns: a round number (1, 2, 5, 10, 20, 50, …) of
    // cells at least 40 pixels apart, and at most 100 labels an axis.
    let step = |count: usize| {
        let mut s = 1;
        for k in 0.. {
            s = [1, 2, 5][k % 3] * 10usize.pow(k as u32 / 3);
            if s * cell >= 40 && count <= 100 * s {
                break;
            }
        }
        s
    };
    writeln!(
        out,
        "<text x=\"{}\" y=\"{}\">{} \u{2192}</text>",
        left,
        top - 22,
        escaped(sheet.axes.1)
    )?;
    for c in (0..columns).step_by(step(columns)) {
        writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"10\">{}</text>",
            left + c * cell,
            top - 6,
            sheet.origin.1 + c as u64
        )?;
    }
    writeln!(
        out,
        "<text x=\"4\" y=\"{}\">{} \u{2193}</text>",
        top - 6,
        escaped(sheet.axes.0)
    )?;
    for r in (0..rows).step_by(step(rows)) {
        let label = sheet.origin.0 + r as u64 * sheet.row_step;
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
            fill(k)
        )?;
    }
    writeln!(out, "</g>")?;
    let marked = sheet.marked.min(sheet.cells.len());
    if marked > 0 {
        // The marked cells' outline: whole rows, then the start of one more.
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
            "<path id=\"marked\" d=\"{path}\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\"/>"
        )?;
    }
    writeln!(out, "<g id=\"legend\">")?;
    for (i, &k) in used.iter().enumerate() {
        let y = top + 20 * i;
        let label = match sheet.palette {
            Palette::Categories(names) => names.get(k).copied().unwrap_or("?").to_string(),
            Palette::Values if k == 0 => "0".to_string(),
            Palette::Values => match &scale {
                Scale::Distinct(values) => values[k - 1].to_string(),
                Scale::Bins(1) => k.to_string(),
                Scale::Bins(bin) => {
                    let low = 1 + (k as u32 - 1) * bin;
                    format!("{low}-{}", (low + bin - 1).min(largest))
                }
            },
        };
        writeln!(
            out,
            "<rect x=\"{legend_x}\" y=\"{y}\" width=\"14\" height=\"14\" fill=\"{}\" stroke=\"#808080\"/>\
             <text x=\"{}\" y=\"{}\">{}</text>",
            fill(k),
            legend_x + 20,
            y + 12,
            escaped(&label)
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

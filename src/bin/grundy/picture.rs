//! `--svg FILE` and `--width N` of the explorer's table commands: the options, and writing a
//! [`Sheet`] to the file through [`grundy::core::picture::draw`].

use grundy::core::picture::{draw, Palette, Sheet};

/// The most cells a picture takes.
pub const MAX_CELLS: usize = grundy::core::picture::MAX_CELLS;

/// The widest rows `--width` takes.
pub const MAX_WIDTH: u64 = 10_000;

/// The picture options: where to write it, the row width asked for, and what the colours
/// show.
#[derive(Clone, Debug, Default)]
pub struct Svg {
    pub file: Option<String>,
    pub width: Option<usize>,
    pub colouring: Colouring,
}

/// What a table's colours show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Colouring {
    /// The values themselves.
    #[default]
    Values,
    /// `--zero`: whether the value is 0 (the P-positions in black, the rest in one colour).
    Zero,
    /// `--bit K`: bit `K` of the value (0 black, 1 coloured).
    Bit(u32),
}

/// What a picture draws, for the options it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A sequence wrapped into rows: `--width`.
    Sequence,
    /// A two-pile table of values: `--zero`, `--bit K`.
    Values,
    /// A table of classes: neither.
    Classes,
}

impl Colouring {
    /// The cells that show this of `values`, the names of their two categories (none for
    /// the values themselves), and what the title adds.
    pub fn apply(self, values: Vec<u32>) -> (Vec<u32>, Option<[String; 2]>, String) {
        match self {
            Colouring::Values => (values, None, String::new()),
            Colouring::Zero => (
                values.into_iter().map(|v| u32::from(v != 0)).collect(),
                Some(["0 (P-position)".to_string(), "not 0".to_string()]),
                ": the zeros".to_string(),
            ),
            Colouring::Bit(k) => (
                values.into_iter().map(|v| v >> k & 1).collect(),
                Some([format!("bit {k} = 0"), format!("bit {k} = 1")]),
                format!(": bit {k} of each value"),
            ),
        }
    }
}

impl Svg {
    /// Takes `--svg FILE` or `--width N` at `args[*i]`, moving `*i` past its value: `Ok(true)`
    /// if it was one of them.
    pub fn take(&mut self, args: &[String], i: &mut usize) -> Result<bool, String> {
        match args[*i].as_str() {
            "--svg" => {
                let file = args
                    .get(*i + 1)
                    .filter(|f| !f.starts_with("--"))
                    .ok_or("expected a file name after --svg, found nothing")?;
                self.file = Some(file.clone());
            }
            "--zero" => {
                self.colouring = Colouring::Zero;
                return Ok(true);
            }
            "--bit" => {
                let text = args.get(*i + 1).map_or("nothing", String::as_str);
                match crate::table::number(text) {
                    Some(k) if k <= 31 => self.colouring = Colouring::Bit(k as u32),
                    _ => return Err(format!("expected a bit 0..=31 after --bit, found {text:?}")),
                }
            }
            "--width" => {
                let text = args.get(*i + 1).map_or("nothing", String::as_str);
                match crate::table::number(text) {
                    Some(w) if (1..=MAX_WIDTH).contains(&w) => self.width = Some(w as usize),
                    _ => {
                        return Err(format!(
                            "expected a number 1..={MAX_WIDTH} after --width, found {text:?}"
                        ))
                    }
                }
            }
            _ => return Ok(false),
        }
        *i += 1;
        Ok(true)
    }

    /// Refuses options that do not go together: `--width`, `--zero` or `--bit` without
    /// `--svg`, `--width` but for a sequence, `--zero` and `--bit` but for a table of values
    /// (`shape`), `--svg` with one of `others` given (`(name, given)`).
    pub fn check(&self, shape: Shape, others: &[(&str, bool)]) -> Result<(), String> {
        if self.width.is_some() && (self.file.is_none() || shape != Shape::Sequence) {
            return Err(if shape == Shape::Sequence {
                "--width N wraps a picture's rows: give --svg FILE too".to_string()
            } else {
                "--width N wraps a sequence; this table is drawn square".to_string()
            });
        }
        if self.colouring != Colouring::Values {
            if shape != Shape::Values {
                return Err("--zero and --bit K colour a two-pile table of values: \
                            wythoff or nim-product"
                    .to_string());
            }
            if self.file.is_none() {
                return Err("--zero and --bit K colour a picture: give --svg FILE too".to_string());
            }
        }
        match others.iter().find(|(_, given)| *given) {
            Some((name, _)) if self.file.is_some() => Err(format!(
                "--svg FILE draws the table: it does not go with {name}"
            )),
            _ => Ok(()),
        }
    }
}

/// The cells `value(0), …, value(count - 1)`, or why not: more than [`MAX_CELLS`], or no
/// memory for them.
pub fn cells(count: u64, value: impl FnMut(u64) -> u32) -> Result<Vec<u32>, String> {
    if count > MAX_CELLS as u64 {
        return Err(format!(
            "a picture takes at most {MAX_CELLS} cells, this one would have {count}"
        ));
    }
    let mut cells = Vec::new();
    grundy::core::budget::reserve(&mut cells, count as usize)
        .map_err(|_| "not enough memory for the picture's cells".to_string())?;
    cells.extend((0..count).map(value));
    Ok(cells)
}

/// The picture held before it is written (so a picture that cannot be drawn leaves no file),
/// growing fallibly: a memory limit is an error to report, not an abort.
struct Bytes(Vec<u8>);

impl std::io::Write for Bytes {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        grundy::core::budget::reserve(&mut self.0, buf.len())
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::OutOfMemory, "out of memory"))?;
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The file size limit (`ulimit -f`) in bytes, from `/proc/self/limits` where there is one:
/// a write past it would end the process by SIGXFSZ, half a file written.
fn file_size_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max file size"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// Where a picture's bytes go.
#[derive(Debug, PartialEq, Eq)]
pub enum Target {
    /// The process's own standard output (`-`, or a name for it such as `/dev/stdout` when
    /// stdout is that file or pipe): the picture is printed, not written beside anything.
    Stdout,
    /// Something that exists and is not a regular file (a terminal, `/dev/null`, a pipe):
    /// written directly, as a shell's `>` would.
    Direct(std::path::PathBuf),
    /// A regular file, or a name not taken yet: after every symbolic link is followed, so the
    /// link stays a link and its target gets the picture.
    File(std::path::PathBuf),
}

/// The most symbolic links followed, as the kernel's own limit (`ELOOP` past it).
const MAX_LINKS: usize = 40;

/// Where writing `file` puts the bytes: `-` and names of stdout are [`Target::Stdout`];
/// symbolic links are followed to their end (relative ones from the link's folder).
pub fn target(file: &str) -> std::io::Result<Target> {
    use std::io::{Error, ErrorKind};
    if file == "-" || is_stdout(std::path::Path::new(file)) {
        return Ok(Target::Stdout);
    }
    let mut path = std::path::PathBuf::from(file);
    for _ in 0..=MAX_LINKS {
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = std::fs::read_link(&path)?;
                path = match path.parent() {
                    Some(folder) if link.is_relative() => folder.join(link),
                    _ => link,
                };
            }
            Ok(meta) if meta.is_file() => return Ok(Target::File(path)),
            Ok(_) => return Ok(Target::Direct(path)),
            Err(e) if e.kind() == ErrorKind::NotFound => return Ok(Target::File(path)),
            Err(e) => return Err(e),
        }
    }
    Err(Error::new(
        ErrorKind::Other,
        format!("more than {MAX_LINKS} symbolic links in a row"),
    ))
}

/// Is `path` (followed through its links) the very file or pipe this process's stdout is?
#[cfg(unix)]
fn is_stdout(path: &std::path::Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(named) = std::fs::metadata(path) else {
        return false;
    };
    let out = std::fs::metadata("/proc/self/fd/1").or_else(|_| std::fs::metadata("/dev/fd/1"));
    out.is_ok_and(|out| out.dev() == named.dev() && out.ino() == named.ino())
}

#[cfg(not(unix))]
fn is_stdout(_: &std::path::Path) -> bool {
    false
}

/// Writes `bytes` to the regular file (or new name) `path` whole or not at all: into a new
/// file beside it, renamed over it once complete, so a full disk, a size limit or a failed
/// write leaves no half file and an existing file untouched. An existing file keeps its
/// permissions (a read-only one is refused, as a plain write would be); the new file's name
/// is short (`.grundy-PID-K.partial`), so any name the folder takes can be replaced.
/// Call it with a [`Target::File`]'s path: a symbolic link given here is replaced, not
/// followed.
pub fn write_whole(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::{Error, ErrorKind, Write};
    if let Some(limit) = file_size_limit() {
        if bytes.len() as u64 > limit {
            return Err(Error::new(
                ErrorKind::Other,
                format!(
                    "{} bytes are past the file size limit of {limit}",
                    bytes.len()
                ),
            ));
        }
    }
    let old = match std::fs::metadata(path) {
        Ok(meta) if meta.permissions().readonly() => {
            return Err(Error::new(
                ErrorKind::PermissionDenied,
                "the file is read-only",
            ))
        }
        Ok(meta) => Some(meta.permissions()),
        Err(_) => None,
    };
    if path.file_name().is_none() {
        return Err(Error::new(ErrorKind::InvalidInput, "not a file name"));
    }
    let (temporary, file) = (0..100)
        .map(|k| path.with_file_name(format!(".grundy-{}-{k}.partial", std::process::id())))
        .find_map(|t| {
            let made = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&t);
            match made {
                Err(e) if e.kind() == ErrorKind::AlreadyExists => None,
                made => Some((t, made)),
            }
        })
        .ok_or_else(|| Error::new(ErrorKind::AlreadyExists, "no free temporary name"))?;
    let written = file
        .and_then(|mut f| {
            f.write_all(bytes)?;
            f.sync_all()
        })
        .and_then(|()| match old {
            Some(permissions) => std::fs::set_permissions(&temporary, permissions),
            None => Ok(()),
        })
        .and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// Draws `sheet` into `file`: the text to print (the SVG itself for `-` or a name of stdout,
/// else the line that says what was written), or why not.
pub fn write(file: &str, sheet: &Sheet) -> Result<String, String> {
    let mut bytes = Bytes(Vec::new());
    let drawn = draw(sheet, &mut bytes).map_err(|e| format!("cannot draw {file}: {e}"))?;
    let bytes = bytes.0;
    let cannot = |e: std::io::Error| format!("cannot write {file}: {e}");
    match target(file).map_err(cannot)? {
        // The picture itself on stdout, for a pipe or a redirection.
        Target::Stdout => {
            return String::from_utf8(bytes).map_err(|_| format!("cannot draw {file}: not UTF-8"))
        }
        Target::Direct(path) => std::fs::write(path, &bytes).map_err(cannot)?,
        Target::File(path) => write_whole(&path, &bytes).map_err(cannot)?,
    }
    let rows = (sheet.cells.len() + sheet.columns - 1) / sheet.columns;
    let binned = if drawn.bin > 1 {
        format!(", values in ranges of {} a colour", drawn.bin)
    } else {
        String::new()
    };
    Ok(format!(
        "wrote {file}: {} cells in {rows} rows of {}, {} rectangles, {} bytes{binned}\n",
        sheet.cells.len(),
        sheet.columns,
        drawn.rectangles,
        bytes.len()
    ))
}

/// The longest period wrapped at itself (or a multiple): past it, a divisor or a readable
/// width, so no picture is one row of thousands of cells.
pub const LONGEST_ROW: u64 = 400;

/// The row width a sequence of `count` values is drawn at by default, and what the title
/// says of it. With a `period` of at most [`LONGEST_ROW`]: the least multiple of it whose
/// rows are at most twice as many as its columns, so the periodic tail is vertical stripes
/// (unless even one period a row leaves the cells more than 8 times wider than high). Else
/// a divisor of the period whose cell area is nearest to square, if one is within 1:4 and
/// 4:1; else the least multiple of 10 (or any width below 10) whose rows are at most as many
/// as its columns. So the cells' area is always between 1:8 and 8:1 (a short sequence aside).
///
/// O(√period + √count).
pub fn default_width(count: u64, period: Option<u64>) -> (usize, String) {
    let count = count.max(1);
    let rows = |w: u64| (count + w - 1) / w;
    // Columns over rows, as a ratio.
    let aspect = |w: u64| w as f64 / rows(w) as f64;
    if let Some(p) = period.filter(|&p| (1..=LONGEST_ROW).contains(&p)) {
        let mut w = p;
        while rows(w) > 2 * w && w < count {
            w += p;
        }
        if aspect(w) <= 8.0 || w >= count {
            let said = if w == p {
                String::new()
            } else {
                format!(", wrapped at {w} = {} x {p}", w / p)
            };
            return (w as usize, said);
        }
    }
    if let Some(p) = period.filter(|&p| p > 1) {
        let mut best: Option<u64> = None;
        let mut d = 1;
        while d * d <= p {
            if p % d == 0 {
                for w in [d, p / d] {
                    let off = aspect(w).ln().abs();
                    if off <= 4f64.ln() && best.map_or(true, |b| off < aspect(b).ln().abs()) {
                        best = Some(w);
                    }
                }
            }
            d += 1;
        }
        if let Some(w) = best {
            return (
                w as usize,
                format!(", wrapped at {w}, a divisor of the period"),
            );
        }
    }
    let mut w = 1;
    while rows(w) > w {
        w = if w < 10 { w + 1 } else { w + 10 };
    }
    let said = match period {
        Some(_) => format!(", wrapped at {w}"),
        None => String::new(),
    };
    (w as usize, said)
}

/// A sequence `values` (from `n = 0`) wrapped at `width`, or by default as
/// [`default_width`] says for its `period`, the first `marked` outlined.
pub fn sequence(
    file: &str,
    title: &str,
    values: &[u32],
    width: Option<usize>,
    period: Option<u64>,
    marked: usize,
) -> Result<String, String> {
    let (width, said) = match width {
        Some(w) => (w, String::new()),
        None => default_width(values.len() as u64, period),
    };
    let title = format!("{title}{said}");
    let axis = format!("n mod {width}");
    let sheet = Sheet {
        row_step: width as u64,
        axes: ("n", &axis),
        marked,
        ..Sheet::table(&title, values, width)
    };
    write(file, &sheet)
}

/// A square table of `values`, `columns` a row, coloured as `colouring` says.
pub fn square(
    file: &str,
    title: &str,
    values: Vec<u32>,
    columns: usize,
    colouring: Colouring,
) -> Result<String, String> {
    let (cells, names, said) = colouring.apply(values);
    let title = format!("{title}{said}");
    let names: Option<[&str; 2]> = names.as_ref().map(|[a, b]| [a.as_str(), b.as_str()]);
    let sheet = Sheet {
        palette: names
            .as_ref()
            .map_or(Palette::Values, |n| Palette::Categories(n)),
        ..Sheet::table(&title, &cells, columns)
    };
    write(file, &sheet)
}

//! `--svg FILE` and `--width N` of the explorer's table commands: the options, and writing a
//! [`Sheet`] to the file through [`grundy::core::picture::draw`].

use grundy::core::picture::{draw, Sheet};

/// The most cells a picture takes.
pub const MAX_CELLS: usize = grundy::core::picture::MAX_CELLS;

/// The widest rows `--width` takes.
pub const MAX_WIDTH: u64 = 10_000;

/// The picture options: where to write it, and the row width asked for.
#[derive(Clone, Debug, Default)]
pub struct Svg {
    pub file: Option<String>,
    pub width: Option<usize>,
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

    /// Refuses options that do not go together: `--width` without `--svg` or for a square
    /// table (`sequence` false), `--svg` with one of `others` given (`(name, given)`).
    pub fn check(&self, sequence: bool, others: &[(&str, bool)]) -> Result<(), String> {
        if self.width.is_some() && (self.file.is_none() || !sequence) {
            return Err(if sequence {
                "--width N wraps a picture's rows: give --svg FILE too".to_string()
            } else {
                "--width N wraps a sequence; this table is drawn square".to_string()
            });
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

/// Draws `sheet` into `file` (`-`: the SVG is the text to print): the line to print, or why not.
pub fn write(file: &str, sheet: &Sheet) -> Result<String, String> {
    let mut bytes = Bytes(Vec::new());
    let drawn = draw(sheet, &mut bytes).map_err(|e| format!("cannot draw {file}: {e}"))?;
    let bytes = bytes.0;
    if file == "-" {
        // `--svg -`: the picture itself on stdout, for a pipe.
        return String::from_utf8(bytes).map_err(|_| format!("cannot draw {file}: not UTF-8"));
    }
    std::fs::write(file, &bytes).map_err(|e| format!("cannot write {file}: {e}"))?;
    let rows = (sheet.cells.len() + sheet.columns - 1) / sheet.columns;
    let binned = if drawn.bin > 1 {
        format!(", values binned {} a colour", drawn.bin)
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

/// A sequence `values` (from `n = 0`) wrapped at `width`, the first `marked` outlined.
pub fn sequence(
    file: &str,
    title: &str,
    values: &[u32],
    width: usize,
    marked: usize,
) -> Result<String, String> {
    let axis = format!("n mod {width}");
    let sheet = Sheet {
        row_step: width as u64,
        axes: ("n", &axis),
        marked,
        ..Sheet::table(title, values, width)
    };
    write(file, &sheet)
}

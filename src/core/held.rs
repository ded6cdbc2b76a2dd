//! The binary's output, held back until the input is known to be good.
//!
//! A binary answers as it reads, yet must print nothing on stdout when its input turns out
//! malformed, and must not hold an output that grows with its input. [`HeldWriter`] keeps the
//! first [`HELD_OUTPUT`](crate::core::driver::HELD_OUTPUT) bytes back and passes them on only
//! once more has come, or on `flush` (the input has ended well); dropped before, it writes
//! nothing.
//!
//! Most held text is verdicts: every line one of two short lines (`Yes`/`No`, `Fibo`/`Nacci`).
//! A stretch of such lines is kept as its two lines and one bit per line, so a megabyte of
//! verdicts is held in about 25 KB; other text is kept as it is. Holding the megabyte as text
//! (fresh memory to touch) made `fibonacci_piles` about 10% slower on a million games when it
//! ran right after another program, as in its benchmark.

use crate::core::budget::reserve;
use std::io::{self, Write};

/// Bytes gathered before they are compacted.
const STAGE: usize = 1 << 13;

/// A writer that holds back the first `limit` bytes written to it; see the module
/// documentation.
pub struct HeldWriter<W: Write> {
    out: W,
    limit: usize,
    /// Bytes written to us and not yet compacted; `None` once the held text is passed on.
    staged: Option<Vec<u8>>,
    /// The held text before `staged`, compacted.
    held: Vec<Stretch>,
    /// The length of the held text.
    held_bytes: usize,
}

/// A stretch of held text.
enum Stretch {
    /// Text kept as it is.
    Text(Vec<u8>),
    /// `count` lines, line `i` being `lines[b]` for `b` bit `i % 64` of `bits[i / 64]`.
    TwoLines {
        lines: [ShortLine; 2],
        bits: Vec<u64>,
        count: usize,
    },
}

/// A line of at most 8 bytes (its `\n` included) as a little-endian word, with the mask of its
/// bytes: a line of text starting with these bytes is this line, as its `\n` ends it.
#[derive(Clone, Copy, Default)]
struct ShortLine {
    word: u64,
    mask: u64,
    len: usize,
}

/// The 8 bytes of `text` from `at`, zeros past its end.
#[inline]
fn word_at(text: &[u8], at: usize) -> u64 {
    let mut bytes = [0; 8];
    match text.get(at..at + 8) {
        Some(eight) => bytes.copy_from_slice(eight),
        None => {
            let tail = text.get(at..).unwrap_or_default();
            bytes[..tail.len()].copy_from_slice(tail);
        }
    }
    u64::from_le_bytes(bytes)
}

impl<W: Write> HeldWriter<W> {
    /// A writer to `out` that holds back the first `limit` bytes.
    pub fn new(out: W, limit: usize) -> Self {
        HeldWriter {
            out,
            limit,
            staged: Some(Vec::with_capacity(STAGE)),
            held: Vec::new(),
            held_bytes: 0,
        }
    }

    /// Compacts the whole lines staged (all of them if no line ends there); passes everything
    /// on once more than `limit` bytes have come.
    fn compact_staged(&mut self) -> io::Result<()> {
        let Some(staged) = &mut self.staged else {
            return Ok(());
        };
        let whole = match staged.iter().rposition(|&b| b == b'\n') {
            Some(i) => i + 1,
            None => staged.len(),
        };
        reserve(&mut self.held, 1).map_err(|_| no_memory())?;
        self.held.push(compact(&staged[..whole])?);
        self.held_bytes += whole;
        staged.drain(..whole);
        if self.held_bytes + staged.len() > self.limit {
            self.pass_on()?;
        }
        Ok(())
    }

    /// Writes everything held and staged, and stops holding.
    fn pass_on(&mut self) -> io::Result<()> {
        let Some(staged) = self.staged.take() else {
            return Ok(());
        };
        let mut text = [0; STAGE + 8];
        for stretch in std::mem::take(&mut self.held) {
            match stretch {
                Stretch::Text(bytes) => self.out.write_all(&bytes)?,
                Stretch::TwoLines { lines, bits, count } => {
                    let mut len = 0;
                    for i in 0..count {
                        let b = bits.get(i / 64).map_or(0, |word| word >> (i % 64) & 1);
                        let line = lines[b as usize];
                        // Eight bytes copied, `line.len` of them kept.
                        if let Some(slot) = text.get_mut(len..len + 8) {
                            slot.copy_from_slice(&line.word.to_le_bytes());
                            len += line.len;
                        }
                        if len >= STAGE {
                            self.out.write_all(&text[..len])?;
                            len = 0;
                        }
                    }
                    self.out.write_all(&text[..len])?;
                }
            }
        }
        self.out.write_all(&staged)
    }
}

impl<W: Write> Write for HeldWriter<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match &mut self.staged {
            Some(staged) => {
                reserve(staged, buf.len()).map_err(|_| no_memory())?;
                staged.extend_from_slice(buf);
                if staged.len() >= STAGE {
                    self.compact_staged()?;
                }
                Ok(buf.len())
            }
            None => self.out.write(buf),
        }
    }

    /// Passes everything on and flushes: the output is final.
    fn flush(&mut self) -> io::Result<()> {
        self.pass_on()?;
        self.out.flush()
    }
}

/// `text` as a stretch: two lines and a bit per line if it is made of at most two distinct
/// lines of at most 8 bytes each, else the text itself.
fn compact(text: &[u8]) -> io::Result<Stretch> {
    let (mut lines, mut known) = ([ShortLine::default(); 2], 0);
    let (mut bits, mut count, mut at) = (Vec::new(), 0, 0);
    while at < text.len() {
        let word = word_at(text, at);
        let seen = |l: &ShortLine| (word ^ l.word) & l.mask == 0;
        let which = match lines[..known].iter().position(seen) {
            Some(k) => k,
            // A new line: it must end within the word, and there is room for two.
            None => match word.to_le_bytes().iter().position(|&b| b == b'\n') {
                Some(i) if known < 2 && at + i < text.len() => {
                    let mask = !0 >> (56 - 8 * i);
                    lines[known] = ShortLine {
                        word: word & mask,
                        mask,
                        len: i + 1,
                    };
                    known += 1;
                    known - 1
                }
                _ => {
                    let mut copy = Vec::new();
                    reserve(&mut copy, text.len()).map_err(|_| no_memory())?;
                    copy.extend_from_slice(text);
                    return Ok(Stretch::Text(copy));
                }
            },
        };
        if count % 64 == 0 {
            reserve(&mut bits, 1).map_err(|_| no_memory())?;
            bits.push(0);
        }
        if let Some(last) = bits.last_mut() {
            *last |= (which as u64) << (count % 64);
        }
        count += 1;
        at += lines[which].len;
    }
    Ok(Stretch::TwoLines { lines, bits, count })
}

/// The error of a held output that memory cannot hold: an error of kind `OutOfMemory`, which
/// the binaries report with exit status 2, as any memory limit.
fn no_memory() -> io::Error {
    io::Error::from(io::ErrorKind::OutOfMemory)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes `pieces` through a writer holding `limit` bytes; returns what reached the output
    /// before the flush, and after it.
    fn through(pieces: &[&[u8]], limit: usize) -> (Vec<u8>, Vec<u8>) {
        let mut out = Vec::new();
        let mut w = HeldWriter::new(&mut out, limit);
        for piece in pieces {
            w.write_all(piece).unwrap();
        }
        let before = w.out.to_vec();
        w.flush().unwrap();
        drop(w);
        (before, out)
    }

    fn verdicts(n: u32, win: &[u8], lose: &[u8]) -> Vec<u8> {
        let mut text = Vec::new();
        for i in 0..n {
            text.extend_from_slice(if i.count_ones() % 2 == 0 { win } else { lose });
        }
        text
    }

    #[test]
    fn held_text_comes_back_whole_and_in_order() {
        let fibo = verdicts(50_000, b"Fibo\n", b"Nacci\n");
        let eight = verdicts(9_000, b"Brother\n", b"John\n");
        let long = verdicts(9_000, b"Georgia will win\n", b"Bob will win\n");
        let mixed = b"take 3 from pile 2\n-\nYes\nNo".to_vec();
        let pieces: Vec<&[u8]> = vec![
            &fibo, b"Ye", b"s\nNo\n", &mixed, b"\n", &eight, &long, b"\n\n\n", &fibo, b"x",
        ];
        let whole = pieces.concat();
        for limit in [0, 10, 1 << 13, 1 << 16, 1 << 20, usize::MAX] {
            let (before, after) = through(&pieces, limit);
            assert_eq!(after, whole, "limit {limit}");
            if limit >= whole.len() {
                assert!(before.is_empty(), "limit {limit}: wrote before the flush");
            }
        }
    }

    #[test]
    fn a_writer_dropped_while_holding_writes_nothing() {
        let mut out = Vec::new();
        {
            let mut w = HeldWriter::new(&mut out, 1 << 20);
            w.write_all(&verdicts(100_000, b"Yes\n", b"No\n")).unwrap();
        }
        assert!(out.is_empty());
    }

    #[test]
    fn short_verdicts_are_held_as_bits() {
        for (win, lose) in [(&b"Fibo\n"[..], &b"Nacci\n"[..]), (b"Brother\n", b"1\n")] {
            match compact(&verdicts(1 << 14, win, lose)).unwrap() {
                Stretch::TwoLines { bits, count, .. } => {
                    assert_eq!((count, bits.len()), (1 << 14, (1 << 14) / 64));
                }
                Stretch::Text(_) => panic!("verdicts kept as text"),
            }
        }
        for text in [&b"1\n2\n3\n"[..], b"1\n2\n1", b"Georgia will win\n"] {
            assert!(matches!(compact(text).unwrap(), Stretch::Text(_)));
        }
    }
}

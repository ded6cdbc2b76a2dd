//! `--checkpoint FILE` for research runs: the table is saved to FILE atomically at least once a
//! minute, when the run ends, and when it is stopped by SIGINT or SIGTERM; the same command run
//! again reads FILE back and goes on from there. The engine's values do not depend on where a
//! run was stopped (each is the mex of its options), and [`OctalSg::restore`] rebuilds the
//! engine's state from the values as a run computing them would have, so a resumed table is the
//! uninterrupted one.
//!
//! # The file
//! Text header lines, an empty line, the values, a checksum:
//!
//! ```text
//! grundy-checkpoint 1
//! game 0.106              (the code, or grundys-game)
//! n 16777216              (values saved: G(0..n-1))
//! width 1                 (bytes a value: 1, 2 or 4, little-endian)
//! steps 123456789         (options and pairs visited, for --work)
//!
//! n · width bytes, then 8 bytes: FNV-1a 64 of every byte before them, little-endian
//! ```
//!
//! A file is refused with one line when it is not a checkpoint, is one of another game, or is
//! damaged (its length is not the header's, or the checksum differs): never a wrong table. It
//! is written to `FILE.tmp`, synced, and renamed over FILE, so a failed or interrupted save
//! leaves the previous checkpoint whole.
//!
//! # Signals
//! Safe Rust's standard library cannot catch a signal, so on Unix a checkpointed run is two
//! processes. The command first replaces itself (same process id, so `kill PID` and Ctrl-C
//! reach it) with `/bin/sh` running [`SUPERVISOR`], which traps INT and TERM and starts this
//! program again as the worker, with INT and TERM ignored and [`STOP_ENV`] naming a stop file.
//! On a signal the script creates the stop file; the worker sees it between two chunks of
//! values (it looks every [`LOOK_EVERY`]), saves, and exits with [`STOPPED`]; the script then
//! exits with 128 + the signal's number (130 for INT, 143 for TERM), as a program the signal
//! ended would. The worker also saves and stops if the script is gone (killed with SIGKILL).

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use grundy::games::octal::{OctalGame, OctalSg, Values};

/// The environment variable that makes this program the worker of a checkpointed run: the
/// path of the stop file its supervisor creates on a signal.
pub const STOP_ENV: &str = "GRUNDY_CHECKPOINT_STOP";

/// The worker's exit status when it saved and stopped on its supervisor's word.
pub const STOPPED: u8 = 3;

/// The longest time between two saves.
pub const SAVE_EVERY: Duration = Duration::from_secs(60);

/// How often the worker looks for the stop file and its parent.
pub const LOOK_EVERY: Duration = Duration::from_millis(50);

/// The longest header read: a code of up to a million digits.
const HEADER_MAX: usize = 1 << 20;

/// The first line of a checkpoint.
const MAGIC: &str = "grundy-checkpoint 1";

/// The supervisor: `$1` the stop file, the rest the worker's command. It removes a stop file
/// left from before only once its traps are set (so a stop file that disappears says the
/// script is ready for signals). `wait` returns early
/// when a trapped signal arrives, so it waits again until the worker is gone; a worker that
/// stopped on the stop file (status 3) makes the script exit 128 + the signal.
pub const SUPERVISOR: &str = r#"stop=$1; shift
sig=
trap 'sig=130; : > "$stop"' INT
trap 'sig=143; : > "$stop"' TERM
rm -f "$stop"
(trap '' INT TERM; exec "$@") &
worker=$!
while :; do
  wait "$worker"; status=$?
  kill -0 "$worker" 2>/dev/null || break
done
rm -f "$stop"
if [ -n "$sig" ] && [ "$status" -eq 3 ]; then exit "$sig"; fi
exit "$status"
"#;

/// On Unix, unless this process is already a worker: replaces it with the supervisor script
/// (see the module documentation). Returns only if that cannot be done (no `/bin/sh`, no path
/// to this program): the run then goes on in this process, saving once a minute and at its
/// end, but a signal ends it unsaved; the returned line says so.
pub fn supervise(args: &[String], file: &Path) -> Option<String> {
    if std::env::var_os(STOP_ENV).is_some() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let mut stop = file.as_os_str().to_owned();
        stop.push(".stop");
        let error = match std::env::current_exe() {
            Ok(me) => std::process::Command::new("/bin/sh")
                .arg("-c")
                .arg(SUPERVISOR)
                .arg("grundy")
                .arg(&stop)
                .arg(me)
                .args(args)
                .env(STOP_ENV, &stop)
                .exec(),
            Err(e) => e,
        };
        Some(format!(
            "warning: cannot supervise the run ({error}): it saves each minute and at its end, \
             but a signal ends it unsaved"
        ))
    }
    #[cfg(not(unix))]
    {
        let _ = (args, file);
        None
    }
}

/// What the worker's loop should do now.
#[derive(Debug, PartialEq, Eq)]
pub enum Due {
    Nothing,
    Save,
    /// Save and stop: the supervisor asked, or is gone.
    Stop,
}

/// The clock and the stop signs of a checkpointed run.
pub struct Watch {
    last_save: Instant,
    last_look: Instant,
    stop_file: Option<PathBuf>,
    #[cfg(unix)]
    parent: u32,
}

impl Watch {
    /// Starts the clock; the stop file is the one [`STOP_ENV`] names, if any.
    pub fn start() -> Self {
        let now = Instant::now();
        Watch {
            last_save: now,
            // The first chunk is followed by a look.
            last_look: now.checked_sub(LOOK_EVERY).unwrap_or(now),
            stop_file: std::env::var_os(STOP_ENV).map(PathBuf::from),
            #[cfg(unix)]
            parent: std::os::unix::process::parent_id(),
        }
    }

    /// Whether to save or stop, looking at the stop signs at most every [`LOOK_EVERY`].
    pub fn due(&mut self) -> Due {
        let now = Instant::now();
        if now.duration_since(self.last_look) >= LOOK_EVERY {
            self.last_look = now;
            if let Some(stop) = &self.stop_file {
                #[cfg(unix)]
                let orphaned = std::os::unix::process::parent_id() != self.parent;
                #[cfg(not(unix))]
                let orphaned = false;
                if orphaned || stop.exists() {
                    return Due::Stop;
                }
            }
        }
        if now.duration_since(self.last_save) >= SAVE_EVERY {
            return Due::Save;
        }
        Due::Nothing
    }

    /// Notes a save.
    pub fn saved(&mut self) {
        self.last_save = Instant::now();
    }
}

/// The table saved in `path` for `game`, at most `len` values of it (the rest is still read,
/// for the checksum); `None` if there is no such file. Refuses (one line) a file that is not a
/// checkpoint, is one of another game, or is damaged.
pub fn load(path: &Path, game: &OctalGame, len: usize) -> Result<Option<OctalSg>, String> {
    let shown = path.display();
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read the checkpoint {shown}: {e}")),
    };
    let size = file
        .metadata()
        .map_err(|e| format!("cannot read the checkpoint {shown}: {e}"))?
        .len();
    let mut input = BufReader::new(file);
    let mut hash = Fnv::new();
    let header = read_header(&mut input, &mut hash)
        .ok_or_else(|| format!("{shown} is not a grundy checkpoint (or its header is damaged)"))?;
    if header.game != game.code() {
        return Err(format!(
            "{shown} is a checkpoint of {}, not of {}: name another file",
            header.game,
            game.code()
        ));
    }
    let damaged = |why: &str| format!("the checkpoint {shown} is damaged ({why}): refused");
    let body = header
        .n
        .checked_mul(header.width as u64)
        .and_then(|b| b.checked_add(header.bytes + 8));
    if body != Some(size) {
        return Err(damaged("its length is not the header's"));
    }
    let mut sg = OctalSg::new(game.clone());
    let keep = usize::try_from(header.n).map_or(len, |n| n.min(len));
    sg.reserve_values(keep)
        .map_err(|_| format!("not enough memory to read the {keep} values of {shown}"))?;
    let read_error = |e: std::io::Error| format!("cannot read the checkpoint {shown}: {e}");
    let mut bytes = vec![0u8; header.width << 16];
    let mut block = Vec::with_capacity(1 << 16);
    let mut left = header.n;
    while left > 0 {
        let count = left.min(1 << 16) as usize;
        let bytes = &mut bytes[..count * header.width];
        input.read_exact(bytes).map_err(read_error)?;
        hash.write(bytes);
        block.clear();
        block.extend(bytes.chunks_exact(header.width).map(|b| {
            let mut le = [0u8; 4];
            le[..b.len()].copy_from_slice(b);
            u32::from_le_bytes(le)
        }));
        let room = keep - sg.len();
        sg.restore(&block[..count.min(room)], 0)
            .map_err(|_| format!("not enough memory to read the values of {shown}"))?;
        left -= count as u64;
    }
    let mut sum = [0u8; 8];
    input.read_exact(&mut sum).map_err(read_error)?;
    if u64::from_le_bytes(sum) != hash.0 {
        return Err(damaged("its checksum differs"));
    }
    sg.restore(&[], header.steps)
        .map_err(|_| format!("not enough memory to read {shown}"))?;
    Ok(Some(sg))
}

/// Checks, before a long run, that a checkpoint can be written beside `path` (its temporary
/// file made and removed), so that a wrong folder is an error at the start, not after hours.
pub fn probe(path: &Path) -> Result<(), String> {
    let tmp = temporary(path);
    File::create(&tmp)
        .and_then(|_| std::fs::remove_file(&tmp))
        .map_err(|e| format!("cannot write the checkpoint {}: {e}", path.display()))
}

fn temporary(path: &Path) -> PathBuf {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    PathBuf::from(tmp)
}

/// Saves `sg` to `path` atomically: written to `path.tmp`, synced, renamed over `path`. On
/// failure the temporary file is removed and `path` is as it was.
pub fn save(path: &Path, sg: &OctalSg) -> Result<(), String> {
    let tmp = temporary(path);
    let written = write(&tmp, sg).and_then(|()| std::fs::rename(&tmp, path));
    written.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot save the checkpoint {}: {e}", path.display())
    })
}

fn write(tmp: &Path, sg: &OctalSg) -> std::io::Result<()> {
    let file = File::create(tmp)?;
    let mut out = BufWriter::new(&file);
    let mut hash = Fnv::new();
    let values = sg.values();
    let header = format!(
        "{MAGIC}\ngame {}\nn {}\nwidth {}\nsteps {}\n\n",
        sg.game().code(),
        values.len(),
        sg.value_bytes(),
        sg.steps()
    );
    let mut put = |bytes: &[u8]| {
        hash.write(bytes);
        out.write_all(bytes)
    };
    put(header.as_bytes())?;
    match values {
        Values::U8(v) => put(v)?,
        Values::U16(v) => {
            for chunk in v.chunks(1 << 12) {
                let bytes: Vec<u8> = chunk.iter().flat_map(|x| x.to_le_bytes()).collect();
                put(&bytes)?;
            }
        }
        Values::U32(v) => {
            for chunk in v.chunks(1 << 12) {
                let bytes: Vec<u8> = chunk.iter().flat_map(|x| x.to_le_bytes()).collect();
                put(&bytes)?;
            }
        }
    }
    let sum = hash.0.to_le_bytes();
    out.write_all(&sum)?;
    out.flush()?;
    drop(out);
    file.sync_all()
}

/// A checkpoint's header.
struct Header {
    game: String,
    n: u64,
    width: usize,
    steps: u64,
    /// Its length in bytes, the empty line included.
    bytes: u64,
}

/// Reads the header lines (at most [`HEADER_MAX`] bytes: the code's digits and four short
/// lines), hashing them; `None` if they are not a checkpoint's.
fn read_header(input: &mut impl Read, hash: &mut Fnv) -> Option<Header> {
    let mut text = Vec::new();
    while !text.ends_with(b"\n\n") {
        if text.len() > HEADER_MAX {
            return None;
        }
        let mut byte = [0u8];
        input.read_exact(&mut byte).ok()?;
        text.push(byte[0]);
    }
    hash.write(&text);
    let text = std::str::from_utf8(&text).ok()?;
    let mut lines = text.lines();
    if lines.next()? != MAGIC {
        return None;
    }
    let mut field = |name: &str| {
        let line = lines.next()?;
        line.strip_prefix(name)?
            .strip_prefix(' ')
            .map(str::to_string)
    };
    let game = field("game")?;
    let n = field("n")?.parse().ok()?;
    let width = field("width")?
        .parse()
        .ok()
        .filter(|w| [1, 2, 4].contains(w))?;
    let steps = field("steps")?.parse().ok()?;
    Some(Header {
        game,
        n,
        width,
        steps,
        bytes: text.len() as u64,
    })
}

/// FNV-1a 64, a byte at a time: the checkpoint's checksum, and the summary's `fnv1a64`.
pub struct Fnv(pub u64);

impl Fnv {
    /// The offset basis.
    pub fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    /// Hashes `bytes` in.
    pub fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::core::budget::Budget;

    fn computed(code: &str, len: usize) -> OctalSg {
        let game = if code == "grundys-game" {
            OctalGame::grundys_game()
        } else {
            OctalGame::parse(code).unwrap()
        };
        let mut sg = OctalSg::new(game);
        sg.extend_to(len, Budget::UNLIMITED).unwrap();
        sg
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("grundy-ckpt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_saved_table_reads_back_and_goes_on_as_the_whole_one() {
        // Widths 1 (0.6's values stay below 256 here) and 2 (taking 1 to 300 from a heap:
        // G(n) = n mod 301), and Grundy's game, whose code is a name.
        let wide = format!("0.{}", "3".repeat(300));
        let cases = [("0.6", 3000), (wide.as_str(), 1000), ("grundys-game", 3000)];
        for (i, (code, len)) in cases.into_iter().enumerate() {
            let whole = computed(code, len);
            let part = computed(code, len / 3);
            let path = scratch(&format!("{i}.ckpt"));
            save(&path, &part).unwrap();
            let mut back = load(&path, part.game(), len).unwrap().unwrap();
            assert_eq!(back.values().to_vec(), part.values().to_vec(), "{code}");
            assert_eq!(back.steps(), part.steps(), "{code}");
            back.extend_to(len, Budget::UNLIMITED).unwrap();
            assert_eq!(back.values().to_vec(), whole.values().to_vec(), "{code}");
            // Asked for fewer values than saved: the first ones.
            let few = load(&path, part.game(), 10).unwrap().unwrap();
            assert_eq!(few.values().to_vec(), part.values().to_vec()[..10]);
        }
        assert_eq!(computed(&wide, 1000).value_bytes(), 2);
    }

    #[test]
    fn other_games_and_damaged_files_are_refused() {
        let path = scratch("refused.ckpt");
        save(&path, &computed("0.6", 2000)).unwrap();
        let other = OctalGame::parse("0.106").unwrap();
        let e = load(&path, &other, 5000).err().unwrap();
        assert!(e.contains("a checkpoint of 0.6, not of 0.106"), "{e}");
        let six = OctalGame::parse("0.6").unwrap();
        let good = std::fs::read(&path).unwrap();
        // A value changed, the file cut short, one byte more, the header spoiled.
        let mut flipped = good.clone();
        let at = good.len() - 100;
        flipped[at] ^= 1;
        let cases: [(Vec<u8>, &str); 5] = [
            (flipped, "checksum differs"),
            (
                good[..good.len() - 1].to_vec(),
                "length is not the header's",
            ),
            ([&good[..], &[0]].concat(), "length is not the header's"),
            (good[3..].to_vec(), "not a grundy checkpoint"),
            (b"hello\n".to_vec(), "not a grundy checkpoint"),
        ];
        for (bytes, says) in cases {
            std::fs::write(&path, bytes).unwrap();
            let e = load(&path, &six, 5000).err().unwrap();
            assert!(e.contains(says), "{says}: {e}");
        }
        assert!(load(&scratch("absent.ckpt"), &six, 10).unwrap().is_none());
        let nowhere = scratch("no-such-folder").join("x.ckpt");
        assert!(probe(&nowhere)
            .unwrap_err()
            .contains("cannot write the checkpoint"));
        assert!(probe(&path).is_ok() && !temporary(&path).exists());
    }

    #[test]
    fn a_failed_save_leaves_the_old_file_whole() {
        let path = scratch("kept.ckpt");
        save(&path, &computed("0.6", 1000)).unwrap();
        let before = std::fs::read(&path).unwrap();
        // The temporary file cannot be made: a directory stands in its way.
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        std::fs::create_dir_all(&tmp).unwrap();
        let e = save(&path, &computed("0.6", 2000)).unwrap_err();
        assert!(e.contains("cannot save the checkpoint"), "{e}");
        assert_eq!(std::fs::read(&path).unwrap(), before);
        std::fs::remove_dir(&tmp).unwrap();
    }
}

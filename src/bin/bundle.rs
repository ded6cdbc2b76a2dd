//! Writes a solver as one self-contained `.rs` file for a judge:
//! `cargo run --release --bin bundle -- flip_grid > flip_grid.rs`. See `grundy::bundle`.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names = grundy::bundle::solver_names().join(", ");
    let source = match args.as_slice() {
        [name] => grundy::bundle::bundle(name),
        _ => None,
    };
    match source {
        Some(text) => match std::io::stdout().lock().write_all(text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::from(1),
        },
        None => {
            let given = args
                .first()
                .map_or("nothing".to_string(), |a| format!("{a:?}"));
            eprintln!("error: expected one solver name ({names}), found {given}");
            ExitCode::from(2)
        }
    }
}

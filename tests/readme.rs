//! The README's commands, run as written: the "Your own game" steps, in a scratch copy of
//! what they touch, with `target/release/` standing for the binaries Cargo built for the
//! tests (the `cargo build --release` line is what made them for a user).

mod common;

use common::binary;
use std::process::Command;

/// The lines of the first `sh` block after the heading `heading`.
fn commands_after(heading: &str) -> Vec<String> {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let section = &readme[readme.find(heading).expect("the heading is in the README")..];
    let block = &section[section.find("```sh\n").expect("a sh block") + 6..];
    block[..block.find("```").unwrap()]
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn your_own_game_runs_as_written() {
    let lines = commands_after("## Your own game");
    assert!(
        lines[0].starts_with("cargo build --release"),
        "{}",
        lines[0]
    );
    let dir = std::env::temp_dir().join(format!("grundy-readme-{}", std::process::id()));
    let release = dir.join("target/release");
    std::fs::create_dir_all(&release).unwrap();
    std::fs::create_dir_all(dir.join("tests/programs")).unwrap();
    for tool in ["grundy", "bundle"] {
        std::fs::copy(binary(tool), release.join(tool)).unwrap();
    }
    let program = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/programs/divisors.rs");
    std::fs::copy(program, dir.join("tests/programs/divisors.rs")).unwrap();
    let script = lines[1..].join("\n");
    let out = Command::new("bash")
        .args(["-e", "-o", "pipefail", "-c", &script])
        .current_dir(&dir)
        .output()
        .expect("bash runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{script}\n{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // What the comments say each command prints.
    assert!(
        text.contains("periodic from n = 52 with period 34"),
        "{text}"
    );
    assert!(text.contains("winning move"), "{text}");
    let last = lines.last().unwrap();
    let promised = last
        .split("# prints ")
        .nth(1)
        .expect("the last line says what it prints");
    assert_eq!(text.lines().last(), Some(promised.trim()));
    let _ = std::fs::remove_dir_all(&dir);
}

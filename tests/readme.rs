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

/// The README's row of accepted values for `name`.
fn range_row(name: &str) -> String {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let start = format!("| `{name}` | ");
    readme
        .lines()
        .find(|l| l.starts_with(&start))
        .unwrap_or_else(|| panic!("no row for {name}"))
        .to_string()
}

/// Where the README and a binary disagreed, they agree now, and the binary does what both say.
#[test]
fn the_readme_and_the_binaries_agree() {
    // fibonacci_piles: `0 0 0` alone is an input with no games.
    assert!(range_row("fibonacci_piles").contains("`0 0 0` alone is an input with no games"));
    let solve = common::problem("fibonacci_piles").solve;
    assert_eq!(solve(b"0 0 0\n").unwrap(), "");
    assert!(solve(b"").is_err());
    // hdu1536: k from 1, a 0 ends the input, in the README, the help and the solver.
    assert!(range_row("hdu1536").contains("`1 <= k <= 10^5` (a `k` of 0 ends the input)"));
    let help = common::problem("hdu1536").help;
    assert!(help.contains("1 <= k <= 10^5") && help.contains("0 in place of a block ends"));
    let solve = common::problem("hdu1536").solve;
    assert_eq!(solve(b"1 1\n1\n1 3\n0\n").unwrap(), "W\n");
}

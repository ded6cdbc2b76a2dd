//! Every binary on every sample in `samples/<binary>/`, compared byte for byte, both through
//! the process and through the library; and the folders hold only `.in`/`.out` pairs, as
//! online-judge-tools expects.

use crate::common;

use common::{binary, run, samples, samples_dir, ALL};

#[test]
fn every_sample_through_the_binary() {
    for name in ALL.iter().map(|p| p.name) {
        let cases = samples(name);
        assert!(
            cases.iter().any(|(p, _)| p.ends_with("sample-1.in")),
            "{name} has no sample-1"
        );
        for (input, expected) in cases {
            let out = run(&binary(name), &[], &std::fs::read(&input).unwrap());
            assert_eq!(
                out.status.code(),
                Some(0),
                "{}: {}",
                input.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&expected),
                "{}",
                input.display()
            );
            assert!(out.stderr.is_empty(), "{}", input.display());
        }
    }
}

#[test]
fn every_sample_through_the_library() {
    for problem in ALL {
        for (input, expected) in samples(problem.name) {
            let got = (problem.solve)(&std::fs::read(&input).unwrap()).unwrap();
            assert_eq!(got.as_bytes(), &expected[..], "{}", input.display());
        }
    }
}

#[test]
fn sample_folders_hold_only_in_out_pairs_with_final_newlines() {
    for name in ALL.iter().map(|p| p.name) {
        for entry in std::fs::read_dir(samples_dir(name)).unwrap() {
            let path = entry.unwrap().path();
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
            assert!(
                ext == "in" || ext == "out",
                "{}: not a .in or .out",
                path.display()
            );
            let twin = path.with_extension(if ext == "in" { "out" } else { "in" });
            assert!(twin.exists(), "{} has no twin", path.display());
            if ext == "out" {
                let text = std::fs::read(&path).unwrap();
                assert!(
                    text.ends_with(b"\n") && !text.contains(&b'\r'),
                    "{}",
                    path.display()
                );
            }
        }
    }
}

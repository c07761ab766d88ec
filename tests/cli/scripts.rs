//! The project's shell scripts (README.md names each): they parse, and
//! `scripts/pgo.sh` refuses a bad setting before it builds anything.

use crate::common::scratch::Scratch;
use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_script_parses() {
    let dir = root().join("scripts");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).expect("scripts/ is readable") {
        let path = entry.expect("an entry of scripts/").path();
        let shell = match path.extension().and_then(|e| e.to_str()) {
            Some("sh") => {
                let text = std::fs::read_to_string(&path).expect("a script is text");
                if text.starts_with("#!/bin/sh") {
                    "sh"
                } else {
                    "bash"
                }
            }
            _ => continue,
        };
        let out = Command::new(shell)
            .arg("-n")
            .arg(&path)
            .output()
            .expect("the shell runs");
        assert!(
            out.status.success(),
            "{} does not parse: {}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        seen += 1;
    }
    assert!(seen >= 4, "only {seen} scripts found in {}", dir.display());
}

#[test]
fn pgo_refuses_a_bad_number_of_games_before_building() {
    // Refused before anything is made; removed should a regression make it.
    let pgo_dir = Scratch::path(&format!("skus-pgo-refused-{}", std::process::id()));
    for bad in ["0", "many", "-3", "12345678", "4000 --mutate"] {
        let out = Command::new("bash")
            .arg(root().join("scripts/pgo.sh"))
            .env("SKUS_PGO_GAMES", bad)
            .env("SKUS_PGO_DIR", &pgo_dir)
            .output()
            .expect("bash runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "SKUS_PGO_GAMES={bad:?}: {err}");
        assert!(
            err.contains("SKUS_PGO_GAMES must be a number of games from 1 to 9999999")
                && err.contains(bad),
            "SKUS_PGO_GAMES={bad:?}: {err}"
        );
        assert!(
            !err.contains("building"),
            "refused only after starting to build: {err}"
        );
    }
}

#[test]
fn pgo_trains_on_every_shipped_variant() {
    let script =
        std::fs::read_to_string(root().join("scripts/pgo.sh")).expect("pgo.sh is readable");
    let line = script
        .lines()
        .find_map(|l| l.strip_prefix("variants=(")?.strip_suffix(')'))
        .expect("pgo.sh lists its variants as `variants=(…)`");
    let mut listed: Vec<&str> = line.split_whitespace().collect();
    let mut shipped: Vec<&str> = skus::variants::VARIANTS.iter().map(|v| v.id).collect();
    listed.sort_unstable();
    shipped.sort_unstable();
    assert_eq!(
        listed, shipped,
        "scripts/pgo.sh trains on other variants than the shipped ones"
    );
}

//! The project's shell scripts (README.md names each): they parse,
//! `scripts/pgo.sh` and `scripts/split.sh` refuse a bad setting before they
//! build anything and list the shipped variants, and `scripts/split.sh`
//! splits a profile into its parts.

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

/// The variants a script lists as `variants=(…)` (its first such line)
/// are the shipped ones.
fn lists_the_shipped_variants(name: &str) {
    let script = std::fs::read_to_string(root().join("scripts").join(name))
        .unwrap_or_else(|e| panic!("scripts/{name} is readable: {e}"));
    let line = script
        .lines()
        .find_map(|l| l.trim().strip_prefix("variants=(")?.strip_suffix(')'))
        .unwrap_or_else(|| panic!("scripts/{name} lists its variants as `variants=(…)`"));
    let mut listed: Vec<&str> = line.split_whitespace().collect();
    let mut shipped: Vec<&str> = skus::variants::VARIANTS.iter().map(|v| v.id).collect();
    listed.sort_unstable();
    shipped.sort_unstable();
    assert_eq!(
        listed, shipped,
        "scripts/{name} lists other variants than the shipped ones"
    );
}

#[test]
fn pgo_trains_on_every_shipped_variant() {
    lists_the_shipped_variants("pgo.sh");
}

/// `scripts/split.sh --row` on a caller tree written by hand in the form
/// `callgrind_annotate --tree=caller` writes: the parts are the calls of
/// the referee's functions into the engine, an inlined copy of a function
/// (listed again under its file, without the binary's name) is not counted
/// twice, a call from elsewhere (`implied_pass`) is not an event, and the
/// dispatcher is the sum of `step_with`'s own lines.
fn split_row(engine: &str, tree: &str) -> (Option<i32>, String, String) {
    let out = Command::new("bash")
        .arg(root().join("scripts/split.sh"))
        .args(["--row", "tarockcup", engine])
        .arg(root().join("tests/cli/split").join(tree))
        .output()
        .expect("bash runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn split_splits_a_caller_tree_into_the_parts() {
    // Reading 3.0 M; the referee's own: verify_with's 6.0 M less the
    // engine's parts (events 3.0, settlement 0.8, start 0.2, the state's
    // drop 0.1, the spec load 0.4) and the game's drop (0.5) added; the
    // total is reading, referee and drop less the load; 3,000,000
    // instructions over 1,000 events.
    assert_eq!(
        split_row("interpreter", "tree.txt"),
        (
            Some(0),
            "| tarockcup | interpreter | 3.00 | 2.00 | 3.00 | 0.75 | 0.80 | 0.30 | 0.40 | 9.10 | 3000 |\n".to_string(),
            String::new()
        )
    );
    // The reference engine has no dispatcher column.
    let (code, row, _) = split_row("reference", "tree.txt");
    assert_eq!(code, Some(0));
    assert_eq!(
        row,
        "| tarockcup | reference | 3.00 | 2.00 | 3.00 |  | 0.80 | 0.30 | 0.40 | 9.10 | 3000 |\n"
    );
}

#[test]
fn split_says_so_when_no_engine_is_called() {
    let (code, row, err) = split_row("interpreter", "no-engine.txt");
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(row, "");
    assert!(
        err.contains("no `verify_with` calling an engine in the profile of tarockcup, interpreter"),
        "{err}"
    );
}

#[test]
fn split_refuses_a_bad_number_of_games_before_building() {
    for bad in ["0", "many", "1234567", "300 --mutate"] {
        let out = Command::new("bash")
            .arg(root().join("scripts/split.sh"))
            .env("SKUS_SPLIT_GAMES", bad)
            .output()
            .expect("bash runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(2),
            "SKUS_SPLIT_GAMES={bad:?}: {err}"
        );
        assert!(
            err.contains("SKUS_SPLIT_GAMES must be a number of games from 1 to 999999")
                && err.contains(bad),
            "SKUS_SPLIT_GAMES={bad:?}: {err}"
        );
    }
}

#[test]
fn split_covers_every_shipped_variant() {
    lists_the_shipped_variants("split.sh");
}

//! The transcript corpus: every `tests/games/<dir>/NAME.ptn` with its
//! hand-written `NAME.expect` beside it (format in tests/games/README.md).
//!
//! For each file the harness checks, game by game, the status and every
//! syntax error (line, column, headline) the `.expect` lists. Where a
//! `NAME.err` snapshot exists, the rendered diagnostics must match it
//! byte for byte; `UPDATE_EXPECT=1 cargo test --test corpus` rewrites the
//! snapshots (review the diff before committing).

use skus::ptn::{self, GameError};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Debug, PartialEq, Eq)]
enum Status {
    Clean,
    Unreadable,
}

#[derive(Debug)]
struct Expected {
    index: usize,
    status: Status,
    errors: Vec<String>,
}

fn parse_expect(path: &Path) -> Result<Vec<Expected>, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut games: Vec<Expected> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let l = line.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let at = || format!("{}:{}", path.display(), n + 1);
        if let Some(rest) = l.strip_prefix("game ") {
            let (num, status) = rest
                .split_once(':')
                .ok_or_else(|| format!("{}: expected `game N: status`", at()))?;
            let index: usize = num
                .trim()
                .parse()
                .map_err(|_| format!("{}: bad game number", at()))?;
            let status = match status.trim() {
                "clean" => Status::Clean,
                "unreadable" => Status::Unreadable,
                other => return Err(format!("{}: unknown status `{other}`", at())),
            };
            if index != games.len() + 1 {
                return Err(format!(
                    "{}: games must be listed in order, expected game {}",
                    at(),
                    games.len() + 1
                ));
            }
            games.push(Expected {
                index,
                status,
                errors: Vec::new(),
            });
        } else if let Some(rest) = l.strip_prefix("error ") {
            let g = games
                .last_mut()
                .ok_or_else(|| format!("{}: `error` before any `game`", at()))?;
            g.errors.push(rest.to_string());
        } else {
            return Err(format!("{}: cannot read `{l}`", at()));
        }
    }
    Ok(games)
}

fn ptn_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            ptn_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "ptn") {
            out.push(p);
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The path as printed in diagnostics: relative to the repository.
fn display(p: &Path) -> String {
    p.strip_prefix(root()).unwrap_or(p).display().to_string()
}

fn check_file(path: &Path, failures: &mut Vec<String>) {
    let name = display(path);
    let expect_path = path.with_extension("expect");
    let expected = match parse_expect(&expect_path) {
        Ok(e) => e,
        Err(e) => {
            failures.push(format!("{name}: no usable .expect beside it: {e}"));
            return;
        }
    };
    let bytes = fs::read(path).unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    let results = ptn::parse_str(&text);
    if results.len() != expected.len() {
        failures.push(format!(
            "{name}: {} game(s) read, {} expected",
            results.len(),
            expected.len()
        ));
        return;
    }
    let mut rendered = String::new();
    for (r, e) in results.iter().zip(&expected) {
        match (r, &e.status) {
            (Ok(_), Status::Clean) => {}
            (Err(err), Status::Unreadable) => {
                let got: Vec<String> = err
                    .errors
                    .iter()
                    .map(|x| format!("{}:{} {}", x.line, x.col, x.message()))
                    .collect();
                if got != e.errors {
                    failures.push(format!(
                        "{name} game {}: errors differ\n  expected: {:#?}\n  got:      {:#?}",
                        e.index, e.errors, got
                    ));
                }
                let _ = write!(rendered, "{}", render(&name, err));
            }
            (Ok(_), Status::Unreadable) => failures.push(format!(
                "{name} game {}: read cleanly, expected errors {:?}",
                e.index, e.errors
            )),
            (Err(err), Status::Clean) => failures.push(format!(
                "{name} game {}: expected clean, got\n{}",
                e.index,
                render(&name, err)
            )),
        }
    }
    let snapshot = path.with_extension("err");
    if rendered.is_empty() {
        return;
    }
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        let _ = fs::write(&snapshot, &rendered);
    } else {
        match fs::read_to_string(&snapshot) {
            Ok(s) if s == rendered => {}
            Ok(s) => failures.push(format!(
                "{name}: rendered diagnostics differ from {}\n--- expected\n{s}--- got\n{rendered}",
                display(&snapshot)
            )),
            Err(_) => failures.push(format!(
                "{name}: missing snapshot {} (run with UPDATE_EXPECT=1 and review it)",
                display(&snapshot)
            )),
        }
    }
}

fn render(name: &str, e: &GameError) -> String {
    e.render(name) + "\n"
}

#[test]
fn syntax_corpus() {
    let mut files = Vec::new();
    ptn_files(&root().join("tests/games/syntax"), &mut files);
    let malformed = files
        .iter()
        .filter(|p| {
            !p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("valid-")
        })
        .count();
    assert!(
        malformed >= 40,
        "the syntax corpus has only {malformed} malformed inputs"
    );
    let mut failures = Vec::new();
    for f in &files {
        check_file(f, &mut failures);
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus files failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_transcript_has_an_expectation() {
    let mut files = Vec::new();
    ptn_files(&root().join("tests/games"), &mut files);
    let missing: Vec<String> = files
        .iter()
        .filter(|p| !p.with_extension("expect").exists())
        .map(|p| display(p))
        .collect();
    assert!(
        missing.is_empty(),
        "transcripts without .expect: {missing:?}"
    );
}

//! The transcript corpus: every `tests/games/<dir>/NAME.ptn` with its
//! hand-written `NAME.expect` beside it (format in tests/games/README.md).
//!
//! `tests/games/syntax/` holds notation cases: each game must read (`clean`)
//! or fail with exactly the listed located errors, and where a `NAME.err`
//! snapshot exists the rendered diagnostics must match it byte for byte
//! (`UPDATE_EXPECT=1 cargo test --test corpus` rewrites snapshots; review
//! the diff before committing). Every other folder holds games of a
//! variant: the referee must give exactly the listed status, findings,
//! settlement, breakdown items and match results.

mod common;

use common::*;
use skus::engine::Kind;
use skus::ptn::{self, GameError};
use skus::referee::{Engines, ReferenceEngines, Status as Verdict};
use skus::specs::InterpEngines;
use std::fs;
use std::path::{Path, PathBuf};

fn render(name: &str, e: &GameError) -> String {
    e.render(name) + "\n"
}

/// A syntax case: each game reads, or fails with exactly the listed errors.
fn check_syntax_file(path: &Path, failures: &mut Vec<String>) {
    let name = display(path);
    let expected = match parse_expect(&path.with_extension("expect")) {
        Ok(e) => e.games,
        Err(e) => return failures.push(format!("{name}: no usable .expect beside it: {e}")),
    };
    let results = ptn::parse_str(&read(path));
    if results.len() != expected.len() {
        return failures.push(format!(
            "{name}: {} game(s) read, {} expected",
            results.len(),
            expected.len()
        ));
    }
    let mut rendered = String::new();
    for (r, e) in results.iter().zip(&expected) {
        match (r, e.status.unwrap_or(Status::Clean)) {
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
                rendered.push_str(&render(&name, err));
            }
            (Ok(_), s) => failures.push(format!(
                "{name} game {}: read cleanly, expected {s:?} with errors {:?}",
                e.index, e.errors
            )),
            (Err(err), _) => failures.push(format!(
                "{name} game {}: expected it to read, got\n{}",
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
        return;
    }
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
        check_syntax_file(f, &mut failures);
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus files failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

/// Every variant folder, through the reference engines.
#[test]
fn variant_corpus_reference_engine() {
    variant_corpus(&ReferenceEngines::new(), &|_| true);
}

/// Every variant folder whose variant has a shipped spec, through the
/// interpreter: the same hand-written expectations hold for both engines.
#[test]
fn variant_corpus_interpreter() {
    let engines = match InterpEngines::shipped() {
        Ok(e) => e,
        Err(e) => panic!("a shipped spec does not check:\n{e}"),
    };
    variant_corpus(&engines, &|v| engines.engine(v).is_some());
}

fn variant_corpus(engines: &dyn Engines, include: &dyn Fn(&str) -> bool) {
    let mut failures = Vec::new();
    let mut count = 0;
    let mut dirs: Vec<PathBuf> = fs::read_dir(root().join("tests/games"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir() && !p.ends_with("syntax"))
        .collect();
    dirs.sort();
    for dir in dirs {
        let variant = dir.file_name().unwrap().to_string_lossy().into_owned();
        if !include(&variant) {
            continue;
        }
        let mut files = Vec::new();
        ptn_files(&dir, &mut files);
        for f in &files {
            count += 1;
            let verdicts = check_refereed_file(f, engines, &mut failures);
            // Austrian payments are zero-sum per deal (DIGEST §0).
            if matches!(
                variant.as_str(),
                "tarockcup" | "hopfgarten" | "sitzenberg" | "zwanziger"
            ) {
                for v in &verdicts {
                    if let Some(s) = v.score
                        && s.0.iter().sum::<i64>() != 0
                    {
                        failures.push(format!(
                            "{} game {}: settlement {:?} is not zero-sum",
                            display(f),
                            v.index + 1,
                            s.0
                        ));
                    }
                }
            }
            for v in &verdicts {
                if v.findings.iter().any(|x| x.kind == Kind::Syntax)
                    && v.status != Verdict::Unreadable
                {
                    failures.push(format!(
                        "{} game {}: a syntax finding on a readable game",
                        display(f),
                        v.index + 1
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problem(s) in {count} corpus files:\n\n{}",
        failures.len(),
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

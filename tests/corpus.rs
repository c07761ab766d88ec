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

use skus::engine::Kind;
use skus::ptn::{self, GameError};
use skus::referee::{self, Engines, ReferenceEngines, Status as Verdict, Verdict as GameVerdict};
use skus::specs::InterpEngines;
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Status {
    Clean,
    Findings,
    Unreadable,
}

#[derive(Debug, Default)]
struct Expected {
    index: usize,
    status: Option<Status>,
    errors: Vec<String>,
    findings: Vec<ExpectedFinding>,
    score: Option<[i64; 4]>,
    items: Vec<ExpectedItem>,
}

#[derive(Debug, Default)]
struct ExpectedFinding {
    text: String,
    kind: String,
    rule: Option<String>,
    seat: Option<u8>,
    trick: Option<u32>,
    at: Option<(u32, u32)>,
}

#[derive(Debug, Default)]
struct ExpectedItem {
    text: String,
    name: String,
    announced: Option<bool>,
    won: Option<bool>,
    value: Option<i64>,
}

#[derive(Debug, Default)]
struct ExpectFile {
    games: Vec<Expected>,
    matches: Option<Vec<(String, i64)>>,
}

fn parse_scores(rest: &str) -> Option<[i64; 4]> {
    let mut out = [None; 4];
    for part in rest.split_whitespace() {
        let (seat, v) = part.split_once(':')?;
        let seat: usize = seat.parse().ok()?;
        let v: i64 = v.trim_start_matches('+').parse().ok()?;
        *out.get_mut(seat.checked_sub(1)?)? = Some(v);
    }
    Some([out[0]?, out[1]?, out[2]?, out[3]?])
}

fn parse_finding(rest: &str) -> Option<ExpectedFinding> {
    let mut words = rest.split_whitespace().peekable();
    let mut f = ExpectedFinding {
        text: rest.to_string(),
        kind: words.next()?.to_string(),
        ..Default::default()
    };
    if let Some(w) = words.peek() {
        if !matches!(*w, "seat" | "trick" | "at") {
            f.rule = Some(w.to_string());
            words.next();
        }
    }
    while let Some(w) = words.next() {
        let v = words.next()?;
        match w {
            "seat" => f.seat = Some(v.parse().ok()?),
            "trick" => f.trick = Some(v.parse().ok()?),
            "at" => {
                let (l, c) = v.split_once(':')?;
                f.at = Some((l.parse().ok()?, c.parse().ok()?));
            }
            _ => return None,
        }
    }
    Some(f)
}

fn parse_item(rest: &str) -> Option<ExpectedItem> {
    let mut words = rest.split_whitespace();
    let mut it = ExpectedItem {
        text: rest.to_string(),
        name: words.next()?.to_string(),
        ..Default::default()
    };
    for w in words {
        match w {
            "silent" => it.announced = Some(false),
            "announced" => it.announced = Some(true),
            "won" => it.won = Some(true),
            "lost" => it.won = Some(false),
            n => it.value = Some(n.trim_start_matches('+').parse().ok()?),
        }
    }
    Some(it)
}

fn parse_expect(path: &Path) -> Result<ExpectFile, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut file = ExpectFile::default();
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
                "findings" => Status::Findings,
                "unreadable" => Status::Unreadable,
                other => return Err(format!("{}: unknown status `{other}`", at())),
            };
            if index != file.games.len() + 1 {
                return Err(format!(
                    "{}: games must be listed in order, expected game {}",
                    at(),
                    file.games.len() + 1
                ));
            }
            file.games.push(Expected {
                index,
                status: Some(status),
                ..Default::default()
            });
        } else if let Some(rest) = l.strip_prefix("match ") {
            let mut m = Vec::new();
            for part in rest.split_whitespace() {
                let (name, v) = part
                    .rsplit_once(':')
                    .ok_or_else(|| format!("{}: match entries are NAME:SCORE", at()))?;
                let v: i64 = v
                    .trim_start_matches('+')
                    .parse()
                    .map_err(|_| format!("{}: bad match score `{v}`", at()))?;
                m.push((name.replace('_', " "), v));
            }
            file.matches = Some(m);
        } else {
            let g = file
                .games
                .last_mut()
                .ok_or_else(|| format!("{}: `{l}` before any `game`", at()))?;
            if let Some(rest) = l.strip_prefix("error ") {
                g.errors.push(rest.to_string());
            } else if let Some(rest) = l.strip_prefix("finding ") {
                g.findings.push(
                    parse_finding(rest)
                        .ok_or_else(|| format!("{}: cannot read finding `{rest}`", at()))?,
                );
            } else if let Some(rest) = l.strip_prefix("score ") {
                g.score = Some(parse_scores(rest).ok_or_else(|| {
                    format!("{}: cannot read score `{rest}` (1:+A 2:B 3:C 4:D)", at())
                })?);
            } else if let Some(rest) = l.strip_prefix("item ") {
                g.items.push(
                    parse_item(rest)
                        .ok_or_else(|| format!("{}: cannot read item `{rest}`", at()))?,
                );
            } else {
                return Err(format!("{}: cannot read `{l}`", at()));
            }
        }
    }
    Ok(file)
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

fn render(name: &str, e: &GameError) -> String {
    e.render(name) + "\n"
}

fn read(path: &Path) -> String {
    String::from_utf8_lossy(&fs::read(path).unwrap_or_default()).into_owned()
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

fn status_of(v: &GameVerdict) -> Status {
    match v.status {
        Verdict::Clean => Status::Clean,
        Verdict::Findings => Status::Findings,
        Verdict::Unreadable => Status::Unreadable,
    }
}

fn describe(v: &GameVerdict) -> String {
    referee::human(v)
}

/// Games of a variant: the referee's verdicts against the expectation.
/// Returns the verdicts for further properties.
fn check_refereed_file(
    path: &Path,
    engines: &dyn Engines,
    failures: &mut Vec<String>,
) -> Vec<GameVerdict> {
    let name = display(path);
    let expected = match parse_expect(&path.with_extension("expect")) {
        Ok(e) => e,
        Err(e) => {
            failures.push(format!("{name}: no usable .expect beside it: {e}"));
            return Vec::new();
        }
    };
    let text = read(path);
    let verdicts: Vec<GameVerdict> = ptn::split_str(&text)
        .iter()
        .map(|c| match c.parse(ptn::ParseOptions::default()) {
            Ok(g) => referee::verify(&g, &name, c.index, engines),
            Err(e) => GameVerdict::unreadable(&name, &e),
        })
        .collect();
    if verdicts.len() != expected.games.len() {
        failures.push(format!(
            "{name}: {} game(s) read, {} expected",
            verdicts.len(),
            expected.games.len()
        ));
        return verdicts;
    }
    for (v, e) in verdicts.iter().zip(&expected.games) {
        let mut problems: Vec<String> = Vec::new();
        let want = e.status.unwrap_or(Status::Clean);
        if status_of(v) != want {
            problems.push(format!("status {:?}, expected {want:?}", status_of(v)));
        }
        if want == Status::Unreadable {
            let got: Vec<String> = v
                .findings
                .iter()
                .map(|f| {
                    format!(
                        "{}:{} {}",
                        f.line.unwrap_or(0),
                        f.column.unwrap_or(0),
                        f.message
                    )
                })
                .collect();
            if !e.errors.is_empty() && got != e.errors {
                problems.push(format!("errors {got:?}, expected {:?}", e.errors));
            }
        } else {
            if v.findings.len() != e.findings.len() {
                problems.push(format!(
                    "{} finding(s), expected {}",
                    v.findings.len(),
                    e.findings.len()
                ));
            }
            for (i, (f, x)) in v.findings.iter().zip(&e.findings).enumerate() {
                let ok = f.kind.as_str() == x.kind
                    && x.rule.as_ref().is_none_or(|r| f.rule.as_deref() == Some(r))
                    && x.seat.is_none_or(|s| f.seat == Some(s))
                    && x.trick.is_none_or(|t| f.trick == Some(t))
                    && x.at
                        .is_none_or(|(l, c)| f.line == Some(l) && f.column == Some(c));
                if !ok {
                    problems.push(format!(
                        "finding {} is `{} {} seat {:?} trick {:?} at {:?}:{:?}`, expected `{}`",
                        i + 1,
                        f.kind,
                        f.rule.as_deref().unwrap_or("-"),
                        f.seat,
                        f.trick,
                        f.line,
                        f.column,
                        x.text
                    ));
                }
            }
            match (e.score, v.score) {
                (Some(want), Some(got)) if got.0 != want => {
                    problems.push(format!("score {:?}, expected {want:?}", got.0))
                }
                (Some(want), None) => problems.push(format!("no settlement, expected {want:?}")),
                (None, Some(got)) => problems.push(format!(
                    "settled {:?} but the .expect gives no score line",
                    got.0
                )),
                _ => {}
            }
            for it in &e.items {
                let found = v.breakdown.iter().any(|b| {
                    b.item == it.name
                        && it.announced.is_none_or(|a| b.announced == a)
                        && it.won.is_none_or(|w| b.won == w)
                        && it.value.is_none_or(|x| b.value == x)
                });
                if !found {
                    problems.push(format!("no breakdown item `{}`", it.text));
                }
            }
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{name} game {}:\n  - {}\n{}",
                e.index,
                problems.join("\n  - "),
                describe(v)
            ));
        }
    }
    if let Some(want) = &expected.matches {
        let got = referee::matches(&verdicts, engines);
        let got: Vec<(String, i64)> = got
            .first()
            .map(|(_, m)| m.players.clone())
            .unwrap_or_default();
        if &got != want {
            failures.push(format!("{name}: match result {got:?}, expected {want:?}"));
        }
    }
    verdicts
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
                    if let Some(s) = v.score {
                        if s.0.iter().sum::<i64>() != 0 {
                            failures.push(format!(
                                "{} game {}: settlement {:?} is not zero-sum",
                                display(f),
                                v.index + 1,
                                s.0
                            ));
                        }
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

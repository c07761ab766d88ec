//! The hand-written expectations of transcripts (`NAME.expect`, format in
//! tests/games/README.md) and the check of the referee's verdicts against
//! them, shared by the corpus and the overlay tests; and the tests'
//! scratch folders (`scratch`).

#![allow(dead_code)]

pub mod scratch;

use skus::ptn;
use skus::referee::{self, Engines, Status as Verdict, Verdict as GameVerdict};
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum Status {
    Clean,
    Findings,
    Unreadable,
}

#[derive(Debug, Default)]
pub struct Expected {
    pub index: usize,
    pub status: Option<Status>,
    pub errors: Vec<String>,
    pub findings: Vec<ExpectedFinding>,
    pub score: Option<[i64; 4]>,
    pub items: Vec<ExpectedItem>,
    /// `note TEXT`: some note of the ruling contains TEXT.
    pub notes: Vec<String>,
    /// `implied SEAT SECTION [WORD]`: the passes the referee filled in
    /// (book/src/ptn.md, "Passes a record leaves out"), exactly and in order.
    pub implied: Vec<ExpectedImplied>,
    /// `passed-over SECTION FIRST-LAST after LINE:COL`: lines recorded after
    /// the rules ended their section, following the void word at
    /// LINE:COL, exactly and in order.
    pub passed_over: Vec<String>,
}

#[derive(Debug, Default)]
pub struct ExpectedImplied {
    pub text: String,
    pub seat: u8,
    pub section: String,
    pub word: Option<String>,
}

pub fn parse_implied(rest: &str) -> Option<ExpectedImplied> {
    let mut words = rest.split_whitespace();
    let it = ExpectedImplied {
        text: rest.to_string(),
        seat: words.next()?.parse().ok()?,
        section: words.next()?.to_string(),
        word: words.next().map(str::to_string),
    };
    words.next().is_none().then_some(it)
}

#[derive(Debug, Default)]
pub struct ExpectedFinding {
    pub text: String,
    pub kind: String,
    pub rule: Option<String>,
    pub seat: Option<u8>,
    pub trick: Option<u32>,
    pub at: Option<(u32, u32)>,
}

#[derive(Debug, Default)]
pub struct ExpectedItem {
    pub text: String,
    pub name: String,
    pub announced: Option<bool>,
    pub won: Option<bool>,
    pub value: Option<i64>,
}

#[derive(Debug, Default)]
pub struct ExpectFile {
    pub games: Vec<Expected>,
    pub matches: Option<Vec<(String, i64)>>,
}

pub fn parse_scores(rest: &str) -> Option<[i64; 4]> {
    let mut out = [None; 4];
    for part in rest.split_whitespace() {
        let (seat, v) = part.split_once(':')?;
        let seat: usize = seat.parse().ok()?;
        let v: i64 = v.trim_start_matches('+').parse().ok()?;
        *out.get_mut(seat.checked_sub(1)?)? = Some(v);
    }
    Some([out[0]?, out[1]?, out[2]?, out[3]?])
}

pub fn parse_finding(rest: &str) -> Option<ExpectedFinding> {
    let mut words = rest.split_whitespace().peekable();
    let mut f = ExpectedFinding {
        text: rest.to_string(),
        kind: words.next()?.to_string(),
        ..Default::default()
    };
    if let Some(w) = words.peek()
        && !matches!(*w, "seat" | "trick" | "at")
    {
        f.rule = Some(w.to_string());
        words.next();
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

pub fn parse_item(rest: &str) -> Option<ExpectedItem> {
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

pub fn parse_expect(path: &Path) -> Result<ExpectFile, String> {
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
            } else if let Some(rest) = l.strip_prefix("note ") {
                g.notes.push(rest.to_string());
            } else if let Some(rest) = l.strip_prefix("implied ") {
                g.implied.push(parse_implied(rest).ok_or_else(|| {
                    format!(
                        "{}: cannot read implied `{rest}` (SEAT SECTION [WORD])",
                        at()
                    )
                })?);
            } else if let Some(rest) = l.strip_prefix("passed-over ") {
                g.passed_over
                    .push(rest.split_whitespace().collect::<Vec<_>>().join(" "));
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

pub fn ptn_files(dir: &Path, out: &mut Vec<PathBuf>) {
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

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The referee's verdict on every game of a PTN text (`name` says where
/// it is); a game that does not read is an unreadable verdict.
pub fn verify_text(text: &str, name: &str, engines: &dyn Engines) -> Vec<GameVerdict> {
    ptn::split_str(text)
        .iter()
        .map(|c| match c.parse(ptn::ParseOptions::default()) {
            Ok(g) => referee::verify(&g, name, c.index, engines),
            Err(e) => GameVerdict::unreadable(name, &e),
        })
        .collect()
}

/// A file's text (lossy: the parser reports what it cannot read).
pub fn read(path: &Path) -> String {
    String::from_utf8_lossy(&fs::read(path).unwrap_or_default()).into_owned()
}

/// The path as printed in diagnostics: relative to the repository.
pub fn display(p: &Path) -> String {
    p.strip_prefix(root()).unwrap_or(p).display().to_string()
}

pub fn status_of(v: &GameVerdict) -> Status {
    match v.status {
        Verdict::Clean => Status::Clean,
        Verdict::Findings => Status::Findings,
        Verdict::Unreadable => Status::Unreadable,
    }
}

pub fn describe(v: &GameVerdict) -> String {
    referee::human(v)
}

/// Games of a variant: the referee's verdicts against the expectation.
/// Returns the verdicts for further properties.
pub fn check_refereed_file(
    path: &Path,
    engines: &dyn Engines,
    failures: &mut Vec<String>,
) -> Vec<GameVerdict> {
    check_refereed_file_against(path, &path.with_extension("expect"), engines, failures)
}

/// As [`check_refereed_file`], against the expectations in `expect`.
pub fn check_refereed_file_against(
    path: &Path,
    expect: &Path,
    engines: &dyn Engines,
    failures: &mut Vec<String>,
) -> Vec<GameVerdict> {
    let name = display(path);
    let expected = match parse_expect(expect) {
        Ok(e) => e,
        Err(e) => {
            failures.push(format!("{name}: no usable .expect beside it: {e}"));
            return Vec::new();
        }
    };
    let verdicts = verify_text(&read(path), &name, engines);
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
            for n in &e.notes {
                if !v.notes.iter().any(|x| x.contains(n.as_str())) {
                    problems.push(format!("no note containing `{n}`"));
                }
            }
            let implied_ok = v.implied.len() == e.implied.len()
                && v.implied.iter().zip(&e.implied).all(|(got, want)| {
                    got.seat == want.seat
                        && got.section == want.section
                        && want.word.as_ref().is_none_or(|w| &got.word == w)
                });
            if !implied_ok {
                let got: Vec<String> = v
                    .implied
                    .iter()
                    .map(|i| format!("{} {} {}", i.seat, i.section, i.word))
                    .collect();
                let want: Vec<&str> = e.implied.iter().map(|i| i.text.as_str()).collect();
                problems.push(format!("implied passes {got:?}, expected {want:?}"));
            }
            let passed: Vec<String> = v
                .passed_over
                .iter()
                .map(|p| {
                    format!(
                        "{} {}-{} after {}:{}",
                        p.section, p.first_line, p.last_line, p.after.line, p.after.column
                    )
                })
                .collect();
            if passed != e.passed_over {
                problems.push(format!(
                    "lines passed over {passed:?}, expected {:?}",
                    e.passed_over
                ));
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

/// The 54-card pack dealt in order: 13 cards a seat, the last two the
/// talon (for small specs run event by event).
pub fn pack_in_order() -> skus::engine::Deal {
    let cards: Vec<skus::cards::Card> = skus::cards::CardSet::PACK_54.iter().collect();
    skus::engine::Deal {
        hands: skus::seat::BySeat::from_fn(|s| {
            cards[s.index() * 13..s.index() * 13 + 13]
                .iter()
                .copied()
                .collect()
        }),
        talon: vec![cards[52..].iter().copied().collect()],
        reconstructed: false,
    }
}

/// A small spec of `tests/specs/` run by the interpreter (a spec that does
/// not check fails the test with its rendered diagnostics).
pub fn spec_engine(name: &str, text: &str) -> skus::interp::Interp {
    match skus::lang::check(name, text, &|_: &str, _: &str| None) {
        Ok(p) => skus::interp::Interp::new(p),
        Err(f) => panic!("{}", f.render()),
    }
}

pub fn seat(n: u8) -> skus::seat::Seat {
    skus::seat::Seat::new(n).expect("a seat")
}

/// The 32 suit cards, eight to each seat in order; no talon.
pub fn suit_deal() -> skus::engine::Deal {
    use skus::cards::{Card, CardSet};
    let cards: Vec<Card> = (CardSet::PACK_54 - CardSet::TAROCKS).iter().collect();
    skus::engine::Deal {
        hands: skus::seat::BySeat::from_fn(|s| {
            cards[s.index() * 8..s.index() * 8 + 8]
                .iter()
                .copied()
                .collect()
        }),
        talon: Vec::new(),
        reconstructed: false,
    }
}

/// Seat `n` says the word `w` (no arguments) in the auction.
pub fn say(n: u8, w: &str) -> skus::engine::Event {
    skus::engine::Event::Say {
        section: skus::engine::Section::Auction,
        seat: seat(n),
        term: skus::ptn::Term::Item(skus::ptn::Item::new(w, Vec::new())),
    }
}

/// Seat `n` ends its auction line.
pub fn end(n: u8) -> skus::engine::Event {
    skus::engine::Event::EndTurn {
        section: skus::engine::Section::Auction,
        seat: seat(n),
    }
}

/// Fails, naming how many there are, with the first `shown` of
/// `problems` (`what` says what they are: "problem(s)", "disagreement(s)
/// …"), when there are any.
pub fn assert_none(what: &str, problems: &[String], shown: usize) {
    assert!(
        problems.is_empty(),
        "{} {what}:\n\n{}",
        problems.len(),
        problems
            .iter()
            .take(shown)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n\n")
    );
}

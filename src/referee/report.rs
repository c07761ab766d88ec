//! How verdicts are written: as a referee's ruling for people, and as the
//! stable JSON document for tools (book/src/referee-guide.md, "The JSON
//! contract").

use super::{Finding, Status, Verdict, push_scores};
use crate::engine::{MatchResult, ScoreItem};
use crate::ptn::push_int;
use std::borrow::Cow;
use std::fmt::Write;

/// Text quoted from input, made safe for a terminal and kept to a sane
/// length (a tag value may be a megabyte long).
fn esc(s: &str) -> Cow<'_, str> {
    const MAX: usize = 1000;
    if s.len() <= MAX {
        return crate::text::escape_control(s);
    }
    let mut end = MAX;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    let short = crate::text::escape_control(&s[..end]).into_owned();
    Cow::Owned(format!("{short}… ({} bytes in all)", s.len()))
}

/// A verdict as a ruling: the game, every finding with its place, rule and
/// the rulebook's words, and the settlement against the sheet. Text quoted
/// from the input (file, variant, names, messages) has its control
/// characters escaped.
pub fn human(v: &Verdict) -> String {
    // Written piece by piece, not through the formatter: a listed game's
    // report is a fair part of what `skus verify` spends on it.
    let mut out = String::with_capacity(1024);
    let variant = v.variant.as_deref().unwrap_or("?");
    out.push_str(&esc(&v.file));
    out.push(':');
    push_int(&mut out, i64::from(v.line));
    out.push_str(": game ");
    push_count(&mut out, v.index.saturating_add(1));
    out.push_str(" (");
    out.push_str(&esc(variant));
    out.push_str("): ");
    match v.status {
        Status::Clean => out.push_str("clean"),
        Status::Findings => {
            push_count(&mut out, v.findings.len());
            out.push_str(" finding(s)");
        }
        Status::Unreadable => out.push_str("unreadable"),
    }
    out.push('\n');
    if let Some(spec) = &v.spec {
        push_line(&mut out, &["  refereed by ", &esc(spec)]);
    }
    if v.diagnostics.is_empty() {
        for f in &v.findings {
            finding(&mut out, v, f);
        }
    }
    // A game that could not be read: its syntax errors as everywhere else.
    for d in &v.diagnostics {
        for line in d.lines() {
            push_line(&mut out, &["  ", line]);
        }
    }
    if let Some(score) = &v.score {
        let mark = match &v.sheet {
            Some(s) if s == score => " — matches the score sheet",
            Some(_) => " — differs from the score sheet",
            None => "",
        };
        out.push_str("  settlement: ");
        push_scores(&mut out, score);
        out.push_str(mark);
        out.push('\n');
        for item in &v.breakdown {
            breakdown(&mut out, item);
        }
    }
    for n in &v.notes {
        push_line(&mut out, &["    note: ", &esc(n)]);
    }
    out
}

/// `parts` and a line's end put onto `out`.
fn push_line(out: &mut String, parts: &[&str]) {
    push_parts(out, parts);
    out.push('\n');
}

/// A count (a game's number, a number of findings) in decimal.
fn push_count(out: &mut String, n: usize) {
    push_int(out, i64::try_from(n).unwrap_or(i64::MAX));
}

fn finding(out: &mut String, v: &Verdict, f: &Finding) {
    // `  KIND, trick T, seat S (NAME) at FILE:LINE:COLUMN`
    out.push_str("  ");
    for c in f.kind.as_str().chars() {
        match c {
            '-' => out.push(' '),
            c => out.extend(c.to_uppercase()),
        }
    }
    if let Some(t) = f.trick {
        out.push_str(", trick ");
        push_int(out, i64::from(t));
    }
    if let Some(s) = f.seat {
        out.push_str(", seat ");
        push_int(out, i64::from(s));
        if let Some(name) = v
            .players
            .get(usize::from(s).wrapping_sub(1))
            .filter(|n| !n.is_empty())
        {
            push_parts(out, &[" (", &esc(name), ")"]);
        }
    }
    out.push_str(" at ");
    out.push_str(&esc(&v.file));
    if let Some(l) = f.line {
        out.push(':');
        push_int(out, i64::from(l));
        if let Some(c) = f.column {
            out.push(':');
            push_int(out, i64::from(c));
        }
    }
    out.push('\n');
    push_line(out, &["    ", &esc(&f.message)]);
    if let Some(rule) = &f.rule {
        match &f.source {
            Some(src) => push_line(out, &["    rule ", &esc(rule), ": ", &esc(src)]),
            None => push_line(out, &["    rule ", &esc(rule)]),
        }
    }
    if let Some(book) = &f.book {
        push_line(out, &["    rulebook: ", book, " (`skus book` builds it)"]);
    }
}

/// `parts` put onto `out`.
fn push_parts(out: &mut String, parts: &[&str]) {
    for p in parts {
        out.push_str(p);
    }
}

fn breakdown(out: &mut String, item: &ScoreItem) {
    // `    {item:<16} side {side:<7} {how:<9} {result:<4} {value}{mult}  → {points}`,
    // written piece by piece (a listed game's report has one line per item).
    out.push_str("    ");
    padded(out, 16, |out| out.push_str(&item.item));
    out.push_str(" side ");
    padded(out, 7, |out| {
        for (k, s) in item.side.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            push_int(out, i64::from(s.number()));
        }
    });
    out.push(' ');
    padded(out, 9, |out| {
        out.push_str(if item.announced {
            "announced"
        } else {
            "silent"
        })
    });
    out.push(' ');
    padded(out, 4, |out| {
        out.push_str(if item.won { "won" } else { "lost" })
    });
    out.push(' ');
    push_int(out, item.value);
    if item.multiplier != 1 {
        out.push_str(" ×");
        push_int(out, item.multiplier);
    }
    out.push_str("  → ");
    push_scores(out, &item.points);
    out.push('\n');
}

/// What `write` puts onto `out`, padded with spaces to `width` characters
/// (as `{:<width}` pads).
fn padded(out: &mut String, width: usize, write: impl FnOnce(&mut String)) {
    let start = out.len();
    write(out);
    let n = out[start..].chars().count();
    for _ in n..width {
        out.push(' ');
    }
}

/// A match's result as a line.
pub fn human_match(file: &str, id: &str, m: &MatchResult) -> String {
    let mut out = format!("{}: match {}: ", esc(file), esc(id));
    out.push_str(
        &m.players
            .iter()
            .map(|(p, s)| format!("{} {s}", esc(p)))
            .collect::<Vec<_>>()
            .join(", "),
    );
    out.push('\n');
    for n in &m.notes {
        let _ = writeln!(out, "    note: {}", esc(n));
    }
    out
}

/// A verdict as a JSON object (the referee output contract).
pub fn json(v: &Verdict) -> serde_json::Value {
    serde_json::to_value(v).unwrap_or_else(
        |e| serde_json::json!({ "file": v.file, "index": v.index, "error": e.to_string() }),
    )
}

/// What two engines must agree on in a verdict: the JSON contract without
/// the wording of findings (`message`) and the quoted rulebook text
/// (`source`), which each engine writes in its own words. That leaves the
/// status, every finding's kind, rule, seat, trick, section, line and
/// column, the settlement, the score sheet, the itemised breakdown, the
/// notes and the implied turns. The agreement tests and the differential
/// fuzzer (`skus::fuzzing`) compare verdicts by this one function.
pub fn projection(v: &Verdict) -> serde_json::Value {
    let mut j = json(v);
    if let Some(fs) = j.get_mut("findings").and_then(|f| f.as_array_mut()) {
        for f in fs {
            if let Some(o) = f.as_object_mut() {
                o.remove("message");
                o.remove("source");
            }
        }
    }
    j
}

/// The `skus verify --json` document, written a piece at a time so that a
/// run over a million games streams: [`JsonDocument::game`] for each verdict
/// in order, then [`JsonDocument::end`] with what each file gave. The
/// command line and the browser's referee (`web/`) both write it with this
/// one type, so their documents are the same bytes (but for `seconds`).
#[derive(Default)]
pub struct JsonDocument {
    games: usize,
}

impl JsonDocument {
    pub fn new() -> JsonDocument {
        JsonDocument::default()
    }

    /// The document's first bytes.
    pub fn start(&self) -> &'static str {
        "{\n  \"games\": ["
    }

    /// One verdict, with the separator before it.
    pub fn game(&mut self, v: &Verdict) -> String {
        // The verdict written as text directly: the same bytes as through
        // [`json`]'s tree (its members keep their order), without making
        // the tree and letting it go (two thirds of what a game's entry
        // cost); the tree only where that fails.
        let text = serde_json::to_string(v)
            .or_else(|_| serde_json::to_string(&json(v)))
            .unwrap_or_default();
        let sep = if self.games == 0 { "\n    " } else { ",\n    " };
        self.games += 1;
        let mut out = String::with_capacity(sep.len() + text.len());
        out.push_str(sep);
        out.push_str(&text);
        out
    }

    /// The rest: the matches, and the summary of the files (`seconds` is
    /// the time the run took).
    pub fn end(&self, reports: &[super::FileReport], seconds: f64) -> String {
        let mut out = String::from(if self.games == 0 { "],\n" } else { "\n  ],\n" });
        let matches: Vec<serde_json::Value> = reports
            .iter()
            .flat_map(|r| {
                r.matches.iter().map(
                    move |(id, m)| serde_json::json!({ "file": r.file, "match": id, "result": m }),
                )
            })
            .collect();
        let files: Vec<serde_json::Value> = reports
            .iter()
            .map(|r| serde_json::json!({ "file": r.file, "games": r.games, "clean": r.clean, "findings": r.findings, "unreadable": r.unreadable, "error": r.error }))
            .collect();
        let games: usize = reports.iter().map(|r| r.games).sum();
        let summary = serde_json::json!({ "files": files, "games": games, "seconds": seconds });
        let tail = serde_json::json!({ "matches": matches, "summary": summary });
        // Append the remaining members of the one document.
        let tail = serde_json::to_string_pretty(&tail).unwrap_or_default();
        let inner = tail
            .trim_start_matches('{')
            .trim_end_matches('}')
            .trim_matches('\n');
        out.push_str(inner);
        out.push_str("\n}\n");
        out
    }
}

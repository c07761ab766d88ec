//! A tournament's standings from its refereed games, as the variant's spec
//! declares them (`standings NAME { … }`, spec/LANGUAGE.md §10).
//!
//! Nothing here knows a variant: the games are grouped by the tags the
//! spec names, rows are counted, flagged or dropped as its rules say, and
//! every score and tie-break is an expression of the spec, evaluated by the
//! interpreter (`Interp::eval_standings`). What the tags leave unclear is
//! reported, never guessed.

mod report;
mod stage;

pub use report::{csv, human};

use crate::interp::Interp;
use crate::lang::ir::{Program, Standings as Decl};
use crate::referee::{Status, Verdict};
use serde::Serialize;
use std::collections::{HashMap, HashSet};

/// One game as the standings see it: where it is, its tags, its players
/// and the referee's settlement beside the recorded one.
#[derive(Clone, Debug)]
pub struct Row {
    pub variant: Option<String>,
    pub file: String,
    pub line: u32,
    pub tags: Vec<(String, String)>,
    pub players: Vec<String>,
    /// The referee's settlement, per seat.
    pub score: Option<[i64; 4]>,
    /// The score section of the record, per seat.
    pub sheet: Option<[i64; 4]>,
    pub status: Status,
    /// Why the game could not be read (its first error).
    pub error: Option<String>,
    /// The settlement items announced and won: name (arguments aside) and
    /// the seats of the side (0-based).
    pub won: Vec<(String, Vec<usize>)>,
}

impl Row {
    pub fn of(v: &Verdict) -> Row {
        Row {
            variant: v.variant.clone(),
            file: v.file.clone(),
            line: v.line,
            tags: v.tags.clone(),
            players: v.players.clone(),
            score: v.score.map(|s| s.0),
            sheet: v.sheet.map(|s| s.0),
            status: v.status.clone(),
            error: (v.status == Status::Unreadable)
                .then(|| v.findings.first().map(|f| f.message.clone()))
                .flatten(),
            won: v
                .breakdown
                .iter()
                .filter(|i| i.announced && i.won)
                .map(|i| {
                    let name = i.item.split('(').next().unwrap_or("").to_string();
                    (name, i.side.iter().map(|s| s.index()).collect())
                })
                .collect(),
        }
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// `file:line`.
    pub fn place(&self) -> String {
        format!("{}:{}", self.file, self.line)
    }

    /// The grouping tags it has, for people: `Round 1, Table 2, Game 3`.
    pub fn label(&self) -> String {
        let parts: Vec<String> = ["Event", "Round", "Table", "Match", "Game"]
            .iter()
            .filter_map(|t| self.tag(t).map(|v| format!("{t} {v}")))
            .collect();
        if parts.is_empty() {
            "a game without Round, Table, Match or Game tags".to_string()
        } else {
            parts.join(", ")
        }
    }
}

/// A row the rules flag: a score sheet that differs from the referee's, a
/// row that does not sum to zero, a game that cannot be settled.
#[derive(Clone, Debug, Serialize)]
pub struct Flag {
    /// `file:line` of the game.
    pub place: String,
    /// Its tags (`Round 1, Table 2, Game 3`).
    pub row: String,
    /// The rule the flag applies, if the spec names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    pub message: String,
}

/// One score sheet: the rows of one value of the `sheets` tags.
#[derive(Clone, Debug, Serialize)]
pub struct Sheet {
    /// `Round 1, Table 2`.
    pub key: String,
    pub players: Vec<String>,
    pub rows: Vec<SheetRow>,
    /// Each player's sum of the rows counted, in `players` order.
    pub totals: Vec<i64>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SheetRow {
    pub place: String,
    /// The `Game` tag.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The points counted for each of the sheet's players (none: the
    /// player did not sit at this game, or the row is not counted).
    pub counted: Vec<Option<i64>>,
    /// What the record's score section says, where it differs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded: Option<Vec<Option<i64>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flag: Option<String>,
}

/// A ranked entrant of a stage.
#[derive(Clone, Debug, Serialize)]
pub struct Entry {
    pub place: usize,
    /// The place is shared: the rules' tie-breaks leave them equal.
    pub shared: bool,
    /// A player, or partners (`A & B`).
    pub entrant: String,
    /// The stage score (in half points where the stage keeps halves).
    pub score: i64,
    /// The score for people (`57.5`).
    pub shown: String,
    pub games: i64,
    /// The raw sum of the entrant's games in the stage.
    pub total: i64,
    /// Each unit (round, match) and its score.
    pub units: Vec<(String, i64)>,
    /// What an earlier stage carried in (its score there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub carried: Option<i64>,
    /// The raw sums of the tie-break games, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub extra: Vec<i64>,
    /// The tie-breaks, each with its value (as the spec writes it).
    pub ties: Vec<(String, String)>,
    /// The tie-break that decided against an entrant of the same score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decided: Option<String>,
}

/// A stage's ranking.
#[derive(Clone, Debug, Serialize)]
pub struct StageResult {
    pub name: String,
    pub title: String,
    pub rule: String,
    pub halves: bool,
    pub entries: Vec<Entry>,
}

/// The standings of one variant's games by one of its spec's declarations.
#[derive(Clone, Debug, Serialize)]
pub struct Standings {
    pub variant: String,
    /// The declaration's name (`--format`).
    pub format: String,
    pub title: String,
    pub games: usize,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sheets: Vec<Sheet>,
    pub stages: Vec<StageResult>,
    pub flags: Vec<Flag>,
    /// What the tags leave unclear, and what the rules leave open.
    pub unclear: Vec<String>,
}

/// Builds the standings `decl` of `program` from the rows of its games.
pub fn build(program: &Program, interp: &Interp, decl: &Decl, rows: &[Row]) -> Standings {
    let rule = |i: u16| program.rules.get(i as usize).map(|r| r.id.clone());
    let mut out = Standings {
        variant: program.variant.clone(),
        format: decl.name.clone(),
        title: decl.title.clone(),
        games: rows.len(),
        sheets: Vec::new(),
        stages: Vec::new(),
        flags: Vec::new(),
        unclear: Vec::new(),
    };
    // Each row counted (its points per seat), or not.
    let mut counted: Vec<Option<[i64; 4]>> = Vec::with_capacity(rows.len());
    let mut row_flags: Vec<Option<String>> = Vec::with_capacity(rows.len());
    for row in rows {
        let (c, f) = count(row, decl, &rule, &mut out);
        counted.push(c);
        row_flags.push(f);
    }
    let mut events: Vec<&str> = Vec::new();
    for r in rows {
        if let Some(e) = r.tag("Event")
            && !events.contains(&e)
        {
            events.push(e);
        }
    }
    if events.len() > 1 {
        out.unclear.push(format!(
            "the games come from {} events ({}): they are ranked together, as given",
            events.len(),
            events.join("; ")
        ));
    }
    out.sheets = sheets(decl, rows, &counted, &row_flags, &mut out.unclear);
    let ctx = stage::Ctx {
        interp,
        decl,
        rows,
        counted: &counted,
        rule: &rule,
    };
    stage::stages(&ctx, &mut out);
    out
}

/// Whether a row counts, and with what points; flags what the rules say
/// of it. Returns the points and the row's flag (for its sheet).
fn count(
    row: &Row,
    decl: &Decl,
    rule: &dyn Fn(u16) -> Option<String>,
    out: &mut Standings,
) -> (Option<[i64; 4]>, Option<String>) {
    let mut flag = |rule: Option<String>, message: String| {
        out.flags.push(Flag {
            place: row.place(),
            row: row.label(),
            rule,
            message: message.clone(),
        });
        Some(message)
    };
    if row.status == Status::Unreadable && row.tags.is_empty() {
        let why = row.error.as_deref().unwrap_or("a syntax error");
        let f = flag(
            None,
            format!(
                "the game could not be read ({why}), so neither its players nor its table are known: not counted"
            ),
        );
        return (None, f);
    }
    if row.players.len() != 4 {
        let f = flag(
            None,
            format!(
                "the Seats tag names {} players, not four: not counted",
                row.players.len()
            ),
        );
        return (None, f);
    }
    let mut note = None;
    if let (Some(s), Some(r)) = (row.score, row.sheet)
        && s != r
    {
        note = flag(
            None,
            format!(
                "the score sheet says {}, the referee {}: the referee's counts",
                figures(&r),
                figures(&s)
            ),
        );
    }
    let zero_sum = decl.zero_sum.and_then(rule);
    if let (Some(z), Some(r), Some(_)) = (&zero_sum, row.sheet, row.score)
        && r.iter().sum::<i64>() != 0
    {
        note = flag(
            Some(z.clone()),
            format!(
                "the recorded row {} sums to {}, not zero; the referee's settlement stands in for it",
                figures(&r),
                r.iter().sum::<i64>()
            ),
        );
    }
    let broken = match row.score {
        None if row.status == Status::Unreadable => Some(format!(
            "the game could not be read ({})",
            row.error.as_deref().unwrap_or("a syntax error")
        )),
        None => Some("the game does not settle (the record cannot be refereed to its end)".into()),
        Some(s) if zero_sum.is_some() && s.iter().sum::<i64>() != 0 => Some(format!(
            "the referee's row {} sums to {}, not zero",
            figures(&s),
            s.iter().sum::<i64>()
        )),
        Some(_) => None,
    };
    let Some(reason) = broken else {
        return (row.score, note);
    };
    match decl.broken {
        Some((true, r)) => {
            let f = flag(
                rule(r),
                format!("{reason}: the row is scored zero for all four players"),
            );
            (Some([0; 4]), f)
        }
        Some((false, r)) => (None, flag(rule(r), format!("{reason}: the row is deleted"))),
        None => (None, flag(None, format!("{reason}: not counted"))),
    }
}

/// `+2 -2 +4 -4`.
pub(crate) fn figures(s: &[i64]) -> String {
    s.iter()
        .map(|n| format!("{n:+}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The score sheets: rows grouped by the values of the `sheets` tags.
fn sheets(
    decl: &Decl,
    rows: &[Row],
    counted: &[Option<[i64; 4]>],
    flags: &[Option<String>],
    unclear: &mut Vec<String>,
) -> Vec<Sheet> {
    if decl.sheets.is_empty() {
        return Vec::new();
    }
    let mut out: Vec<Sheet> = Vec::new();
    // Each sheet's place in `out`, by its key.
    let mut index: HashMap<String, usize> = HashMap::new();
    // Which sheet each player sits at (the first one found), per value of
    // the first tag. Both looked up by key: a season's file has thousands
    // of sheets, and a list searched for each row made the standings of
    // 10,000 games take seven times as long as refereeing them.
    let mut seated: HashMap<String, HashMap<String, String>> = HashMap::new();
    // The Game tags each sheet has rows for (a sheet of one long session
    // holds thousands), beside `out`.
    let mut games: Vec<HashSet<String>> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        if row.players.len() != 4 {
            continue;
        }
        let values: Option<Vec<String>> = decl
            .sheets
            .iter()
            .map(|t| row.tag(t).map(|v| format!("{t} {v}")))
            .collect();
        let Some(values) = values else {
            unclear.push(format!(
                "{} ({}) lacks a tag of its score sheet ({}): on no sheet",
                row.place(),
                row.label(),
                decl.sheets.join(", ")
            ));
            continue;
        };
        let key = values.join(", ");
        let first = values.first().cloned().unwrap_or_default();
        // The round's seats, found once a row (a player looked up by
        // reference, not with two keys made for each).
        let round = seated.entry(first.clone()).or_default();
        for p in &row.players {
            match round.get(p) {
                Some(k) if *k != key => unclear.push(format!(
                    "{p} is on two sheets of {first} ({k}; {key}, {}): the tags do not say which is right",
                    row.place()
                )),
                Some(_) => {}
                None => {
                    round.insert(p.clone(), key.clone());
                }
            }
        }
        let idx = match index.get(&key) {
            Some(&i) => i,
            None => {
                out.push(Sheet {
                    key: key.clone(),
                    players: Vec::new(),
                    rows: Vec::new(),
                    totals: Vec::new(),
                });
                index.insert(key.clone(), out.len() - 1);
                games.push(HashSet::new());
                out.len() - 1
            }
        };
        let sheet = &mut out[idx];
        for p in &row.players {
            if !sheet.players.contains(p) {
                sheet.players.push(p.clone());
                sheet.totals.push(0);
            }
        }
        let per = |s: Option<[i64; 4]>| -> Vec<Option<i64>> {
            sheet
                .players
                .iter()
                .map(|p| {
                    let seat = row.players.iter().position(|x| x == p)?;
                    s.map(|s| s[seat])
                })
                .collect()
        };
        if let Some(g) = row.tag("Game")
            && games
                .get_mut(idx)
                .is_some_and(|seen| !seen.insert(g.to_string()))
        {
            unclear.push(format!(
                "{key} has game {g} twice ({}): both rows are on the sheet",
                row.place()
            ));
        }
        let c = per(counted[i]);
        let recorded = (row.sheet.is_some() && row.sheet != counted[i]).then(|| per(row.sheet));
        for (t, v) in sheet.totals.iter_mut().zip(&c) {
            *t += v.unwrap_or(0);
        }
        sheet.rows.push(SheetRow {
            place: row.place(),
            game: row.tag("Game").map(str::to_string),
            counted: c,
            recorded,
            flag: flags[i].clone(),
        });
    }
    // Rows added after a player joined a sheet lack a column for him.
    for s in &mut out {
        let n = s.players.len();
        for r in &mut s.rows {
            r.counted.resize(n, None);
            if let Some(x) = &mut r.recorded {
                x.resize(n, None);
            }
        }
    }
    out
}

//! The stages of a standings: which rows each takes, its entrants, their
//! units, scores and tie-breaks (the spec's expressions), and the ranking.

use super::{Entry, Row, StageResult, Standings};
use crate::interp::Interp;
use crate::lang::ir::{Stage, Standings as Decl};
use crate::lang::types::Value;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::sync::Arc;

pub(super) struct Ctx<'a> {
    pub interp: &'a Interp,
    pub decl: &'a Decl,
    pub rows: &'a [Row],
    pub counted: &'a [Option<[i64; 4]>],
    pub rule: &'a dyn Fn(u16) -> Option<String>,
}

/// A tie-break's value: a number, or numbers compared one after another.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Int(i64),
    List(Vec<i64>),
}

impl Key {
    fn of(v: &Value) -> Option<Key> {
        match v {
            Value::Int(n) => Some(Key::Int(*n)),
            Value::List(l) => l
                .iter()
                .map(Value::int)
                .collect::<Option<_>>()
                .map(Key::List),
            _ => None,
        }
    }

    fn show(&self) -> String {
        match self {
            Key::Int(n) => n.to_string(),
            Key::List(l) => format!(
                "[{}]",
                l.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
            ),
        }
    }
}

/// What one entrant played in a stage.
#[derive(Default)]
struct Acc {
    total: i64,
    games: i64,
    /// Unit value, raw total, games.
    units: Tally,
    /// Tie-break value, raw total, games.
    extra: Tally,
    /// The ranks of the ranked items won.
    items: Vec<i64>,
}

/// Totals by value (a unit, a tie-break value), in the order the values
/// came: value, raw total, games. Found by value through an index: an
/// entrant of a long season has hundreds of units, and a list searched at
/// every game made the stage take quadratic time.
#[derive(Default)]
struct Tally {
    list: Vec<(String, i64, i64)>,
    index: HashMap<String, usize>,
}

impl Tally {
    /// `p` and a game added to `value`'s total.
    fn add(&mut self, value: &str, p: i64) {
        match self.index.get(value) {
            Some(&i) => {
                if let Some(u) = self.list.get_mut(i) {
                    u.1 = u.1.saturating_add(p);
                    u.2 += 1;
                }
            }
            None => {
                self.index.insert(value.to_string(), self.list.len());
                self.list.push((value.to_string(), p, 1));
            }
        }
    }

    /// `value`'s raw total, where it has one.
    fn total(&self, value: &str) -> Option<i64> {
        let &i = self.index.get(value)?;
        self.list.get(i).map(|x| x.1)
    }
}

/// An entrant's scored stage, before ranking.
struct Scored {
    entry: Entry,
    keys: Vec<Key>,
}

pub(super) fn stages(cx: &Ctx<'_>, out: &mut Standings) {
    let decl = cx.decl;
    // Rows that belong to no stage are reported once.
    for (i, row) in cx.rows.iter().enumerate() {
        if cx.counted[i].is_none() || row.players.len() != 4 {
            continue;
        }
        let any = decl.stages.iter().any(|s| {
            select(row, s.games.as_ref().map(|g| (&g.0, &g.1))) == Some(true)
                || select(row, s.tie_break.as_ref().map(|t| (&t.tag, &t.values))) == Some(true)
        });
        if !any {
            let tags: Vec<String> = decl
                .stages
                .iter()
                .filter_map(|s| s.games.as_ref().map(|g| g.0.clone()))
                .collect();
            out.unclear.push(format!(
                "{} ({}) belongs to no stage of `{}` (by its {} tag): not counted",
                row.place(),
                row.label(),
                decl.name,
                tags.join(", ")
            ));
        }
    }
    let mut partners: Vec<(String, String)> = Vec::new();
    let mut results: Vec<StageResult> = Vec::new();
    for stage in &decl.stages {
        let r = one(cx, stage, &results, &mut partners, &mut out.unclear);
        results.push(r);
    }
    out.stages = results;
}

/// Whether a row is among those a `"TAG" in "V", …` selects: none when the
/// row lacks the tag. No selection selects every row.
fn select(row: &Row, sel: Option<(&String, &Vec<String>)>) -> Option<bool> {
    let Some((tag, values)) = sel else {
        return Some(true);
    };
    row.tag(tag).map(|v| values.iter().any(|x| x == v))
}

/// The entrants of a row and each one's points: the four players, or the
/// pairs of `partners` (the pair's figure is its first seat's; partners
/// scored differently are reported).
fn entrants(
    row: &Row,
    points: &[i64; 4],
    decl: &Decl,
    partners: &mut Vec<(String, String)>,
    unclear: &mut Vec<String>,
) -> Vec<(String, i64, Vec<usize>)> {
    if decl.partners.is_empty() {
        return row
            .players
            .iter()
            .cloned()
            .zip(points.iter().copied())
            .enumerate()
            .map(|(i, (n, p))| (n, p, vec![i]))
            .collect();
    }
    let mut out = Vec::new();
    for [a, b] in &decl.partners {
        let (Some(pa), Some(pb)) = (row.players.get(*a), row.players.get(*b)) else {
            continue;
        };
        let mut names = [pa.clone(), pb.clone()];
        names.sort();
        let name = names.join(" & ");
        for p in [pa, pb] {
            match partners.iter().find(|(x, _)| x == p) {
                Some((_, pair)) if *pair != name => {
                    let msg = format!(
                        "{p} plays in two pairs ({pair}; {name}): the pairs are taken as the Seats tags give them"
                    );
                    if !unclear.contains(&msg) {
                        unclear.push(msg);
                    }
                }
                Some(_) => {}
                None => partners.push((p.clone(), name.clone())),
            }
        }
        if points[*a] != points[*b] {
            unclear.push(format!(
                "{} ({}): the partners {name} are scored {} and {}; the pair counts {}",
                row.place(),
                row.label(),
                points[*a],
                points[*b],
                points[*a]
            ));
        }
        out.push((name, points[*a], vec![*a, *b]));
    }
    out
}

fn one(
    cx: &Ctx<'_>,
    stage: &Stage,
    earlier: &[StageResult],
    partners: &mut Vec<(String, String)>,
    unclear: &mut Vec<String>,
) -> StageResult {
    let mut order: Vec<String> = Vec::new();
    let mut accs: Vec<Acc> = Vec::new();
    let slot = |name: &str, order: &mut Vec<String>, accs: &mut Vec<Acc>| -> usize {
        match order.iter().position(|n| n == name) {
            Some(i) => i,
            None => {
                order.push(name.to_string());
                accs.push(Acc::default());
                order.len() - 1
            }
        }
    };
    for (i, row) in cx.rows.iter().enumerate() {
        let Some(points) = cx.counted[i] else {
            continue;
        };
        if row.players.len() != 4 {
            continue;
        }
        let tb = stage.tie_break.as_ref().map(|t| (&t.tag, &t.values));
        let in_stage = select(row, stage.games.as_ref().map(|g| (&g.0, &g.1)));
        let in_tb = tb.is_some() && select(row, tb) == Some(true);
        if in_stage == Some(true) && !in_tb {
            let unit = match &stage.units {
                None => String::new(),
                Some(u) => match row.tag(&u.tag) {
                    Some(v) => v.to_string(),
                    None => {
                        unclear.push(format!(
                            "{} ({}) has no {} tag, which makes the units of {}: not counted there",
                            row.place(),
                            row.label(),
                            u.tag,
                            stage.title
                        ));
                        continue;
                    }
                },
            };
            for (name, p, seats) in entrants(row, &points, cx.decl, partners, unclear) {
                let k = slot(&name, &mut order, &mut accs);
                let acc = &mut accs[k];
                for (item, side) in &row.won {
                    if let Some(r) = stage.ranked.iter().position(|x| x == item)
                        && side.iter().any(|s| seats.contains(s))
                    {
                        acc.items.push(r as i64 + 1);
                    }
                }
                acc.total = acc.total.saturating_add(p);
                acc.games += 1;
                acc.units.add(&unit, p);
            }
        } else if in_tb && let Some(t) = &stage.tie_break {
            let value = row.tag(&t.tag).unwrap_or_default().to_string();
            for (name, p, _) in entrants(row, &points, cx.decl, partners, unclear) {
                let k = slot(&name, &mut order, &mut accs);
                accs[k].extra.add(&value, p);
            }
        }
    }
    // The entrants: every one who played, or the first of an earlier stage.
    let mut carried: Vec<Option<i64>> = vec![None; order.len()];
    if let Some((from, top)) = stage.from
        && let Some(prev) = earlier.get(from)
    {
        let taken: Vec<&Entry> = prev.entries.iter().filter(|e| e.place <= top).collect();
        if let Some(last) = taken.last()
            && prev
                .entries
                .iter()
                .filter(|e| e.place == last.place)
                .count()
                > 1
            && taken.len() > top
        {
            let tied: Vec<&str> = prev
                .entries
                .iter()
                .filter(|e| e.place == last.place)
                .map(|e| e.entrant.as_str())
                .collect();
            unclear.push(format!(
                "the cut after {top} of {} falls in a tie the rules leave unbroken ({}): all of them are taken into {}",
                prev.title,
                tied.join(", "),
                stage.title
            ));
        }
        let mut keep_order = Vec::new();
        let mut keep_accs = Vec::new();
        let mut keep_carried = Vec::new();
        for e in &taken {
            let acc = match order.iter().position(|n| *n == e.entrant) {
                Some(i) => std::mem::take(&mut accs[i]),
                None => {
                    unclear.push(format!(
                        "{} is among the first {top} of {} but has no game in {}",
                        e.entrant, prev.title, stage.title
                    ));
                    Acc::default()
                }
            };
            keep_order.push(e.entrant.clone());
            keep_accs.push(acc);
            keep_carried.push(Some(e.score));
        }
        for name in &order {
            if !keep_order.contains(name) {
                unclear.push(format!(
                    "{name} played in {} but is not among the first {top} of {}: not ranked there",
                    stage.title, prev.title
                ));
            }
        }
        order = keep_order;
        accs = keep_accs;
        carried = keep_carried;
    }
    let mut scored: Vec<Scored> = Vec::new();
    let mut counts = Vec::new();
    let everyone = order.len();
    for ((name, acc), carried) in order.iter().zip(accs).zip(carried) {
        match score(cx, stage, name, acc, carried, unclear, &mut counts) {
            Some(s) => scored.push(s),
            None => continue,
        }
    }
    if let Some(u) = &stage.units
        && let Some(n) = u.games
        && !counts.is_empty()
    {
        unclear.push(unit_counts(stage, &u.tag, n, counts, everyone));
    }
    rank(&mut scored, stage, unclear);
    StageResult {
        name: stage.name.clone(),
        title: stage.title.clone(),
        rule: (cx.rule)(stage.rule).unwrap_or_default(),
        halves: stage.halves,
        entries: scored.into_iter().map(|s| s.entry).collect(),
    }
}

/// One line for the units whose games are not the number the rules give:
/// by unit and count, with who (or "every entrant").
fn unit_counts(
    stage: &Stage,
    tag: &str,
    n: i64,
    counts: Vec<(String, i64, String)>,
    everyone: usize,
) -> String {
    let mut groups: Vec<(String, i64, Vec<String>)> = Vec::new();
    for (value, games, name) in counts {
        match groups.iter_mut().find(|g| g.0 == value && g.1 == games) {
            Some(g) => g.2.push(name),
            None => groups.push((value, games, vec![name])),
        }
    }
    let parts: Vec<String> = groups
        .into_iter()
        .map(|(value, games, names)| {
            let who = if names.len() == everyone {
                "every entrant".to_string()
            } else {
                names.join(", ")
            };
            let s = if games == 1 { "" } else { "s" };
            format!("{tag} {value}: {games} game{s} for {who}")
        })
        .collect();
    format!(
        "{}: the rules give {n} games to a {tag}; {}",
        stage.title,
        parts.join("; ")
    )
}

fn ints(v: impl IntoIterator<Item = i64>) -> Value {
    Value::List(Arc::new(v.into_iter().map(Value::Int).collect()))
}

/// An entrant's units, score and tie-breaks by the spec's expressions; none
/// (reported) when the spec cannot evaluate them.
fn score(
    cx: &Ctx<'_>,
    stage: &Stage,
    name: &str,
    acc: Acc,
    carried: Option<i64>,
    unclear: &mut Vec<String>,
    counts: &mut Vec<(String, i64, String)>,
) -> Option<Scored> {
    let fail = |unclear: &mut Vec<String>, what: &str, e: String| {
        unclear.push(format!(
            "{}: the spec could not compute {name}'s {what} ({e}): not ranked",
            stage.title
        ));
    };
    let mut units = Vec::new();
    for (value, total, games) in &acc.units.list {
        if let Some(u) = &stage.units
            && let Some(n) = u.games
            && *games != n
        {
            counts.push((value.clone(), *games, name.to_string()));
        }
        let each = stage.units.as_ref().and_then(|u| u.each.as_ref());
        let v = match each {
            None => *total,
            Some(ex) => {
                let r = cx.interp.eval_standings(
                    ex,
                    vec![Value::Int(*total), Value::Int(*games)],
                    stage.locals,
                );
                match r.map(|v| v.int()) {
                    Ok(Some(n)) => n,
                    Ok(None) => {
                        fail(unclear, "unit score", "not a number".into());
                        return None;
                    }
                    Err(e) => {
                        fail(unclear, "unit score", e);
                        return None;
                    }
                }
            }
        };
        units.push((value.clone(), v));
    }
    if let Some(t) = &stage.tie_break
        && let Some(n) = t.games
    {
        for (value, _, games) in &acc.extra.list {
            if *games != n {
                unclear.push(format!(
                    "{name} has {games} games of the tie-break {} {value} in {}, not {n}",
                    t.tag, stage.title
                ));
            }
        }
    }
    let mut best: Vec<i64> = units.iter().map(|u| u.1).collect();
    best.sort_unstable_by(|a, b| b.cmp(a));
    // Tie-break games in the order the spec lists their values.
    let extra: Vec<i64> = match &stage.tie_break {
        Some(t) => t.values.iter().filter_map(|v| acc.extra.total(v)).collect(),
        None => Vec::new(),
    };
    let mut items = acc.items.clone();
    items.sort_unstable_by(|a, b| b.cmp(a));
    let mut locals = vec![
        Value::Int(acc.total),
        Value::Int(acc.games),
        ints(units.iter().map(|u| u.1)),
        ints(best.iter().copied()),
        Value::Int(carried.unwrap_or(0)),
        ints(extra.iter().copied()),
        ints(items.iter().copied()),
    ];
    let score = match &stage.score {
        None => acc.total,
        Some(ex) => match cx
            .interp
            .eval_standings(ex, locals.clone(), stage.locals)
            .map(|v| v.int())
        {
            Ok(Some(n)) => n,
            Ok(None) => {
                fail(unclear, "score", "not a number".into());
                return None;
            }
            Err(e) => {
                fail(unclear, "score", e);
                return None;
            }
        },
    };
    locals.push(Value::Int(score));
    let mut keys = Vec::new();
    let mut ties = Vec::new();
    for (text, ex) in &stage.ties {
        match cx.interp.eval_standings(ex, locals.clone(), stage.locals) {
            Ok(v) => match Key::of(&v) {
                Some(k) => {
                    ties.push((text.clone(), k.show()));
                    keys.push(k);
                }
                None => {
                    fail(unclear, text, "not a number".into());
                    return None;
                }
            },
            Err(e) => {
                fail(unclear, text, e);
                return None;
            }
        }
    }
    Some(Scored {
        entry: Entry {
            place: 0,
            shared: false,
            entrant: name.to_string(),
            score,
            shown: shown(score, stage.halves),
            games: acc.games,
            total: acc.total,
            units,
            carried,
            extra,
            ties,
            decided: None,
        },
        keys,
    })
}

/// A score for people: half points as `57.5`.
pub(crate) fn shown(score: i64, halves: bool) -> String {
    if !halves {
        return score.to_string();
    }
    let sign = if score < 0 { "-" } else { "" };
    let a = score.unsigned_abs();
    if a.is_multiple_of(2) {
        format!("{sign}{}", a / 2)
    } else {
        format!("{sign}{}.5", a / 2)
    }
}

/// Ranks by score, then by each tie-break in turn (higher first); equal in
/// all of them share a place, which is reported (with the tie-break games
/// still to play, if the stage has them).
fn rank(scored: &mut [Scored], stage: &Stage, unclear: &mut Vec<String>) {
    let cmp = |a: &Scored, b: &Scored| {
        b.entry
            .score
            .cmp(&a.entry.score)
            .then_with(|| b.keys.cmp(&a.keys))
    };
    scored.sort_by(cmp);
    let n = scored.len();
    let mut i = 0;
    while i < n {
        let mut j = i + 1;
        while j < n && cmp(&scored[i], &scored[j]) == Ordering::Equal {
            j += 1;
        }
        for s in scored[i..j].iter_mut() {
            s.entry.place = i + 1;
            s.entry.shared = j - i > 1;
        }
        if j - i > 1 {
            let names: Vec<&str> = scored[i..j]
                .iter()
                .map(|s| s.entry.entrant.as_str())
                .collect();
            let more = match &stage.tie_break {
                Some(t) => format!(
                    "; the rules call for another tie-break (tie-break games by {}: {})",
                    t.tag,
                    t.values.join(", ")
                ),
                None => String::new(),
            };
            unclear.push(format!(
                "{}: {} are equal on {}{} and share place {}{more}",
                stage.title,
                names.join(", "),
                scored[i].entry.shown,
                if stage.ties.is_empty() {
                    ""
                } else {
                    " and every tie-break"
                },
                i + 1
            ));
        }
        i = j;
    }
    // Which tie-break decided between neighbours of the same score.
    for k in 0..n {
        let decided = [k.checked_sub(1), Some(k + 1)]
            .into_iter()
            .flatten()
            .filter(|&o| o < n && o != k && scored[o].entry.score == scored[k].entry.score)
            .find_map(|o| {
                let t = scored[k]
                    .keys
                    .iter()
                    .zip(&scored[o].keys)
                    .position(|(a, b)| a != b)?;
                Some(format!(
                    "{} {} against {}'s {}",
                    stage.ties.get(t).map_or("", |x| x.0.as_str()),
                    scored[k].keys[t].show(),
                    scored[o].entry.entrant,
                    scored[o].keys[t].show()
                ))
            });
        scored[k].entry.decided = decided;
    }
}

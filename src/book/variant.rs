//! A variant's chapter, read from its checked spec.

use super::cards::{self, SUITS, symbol};
use super::example::{self, Example};
use super::spec_text::{self, Cited};
use super::{Page, anchor, cell, esc};
use crate::cards::{Card, CardSet};
use crate::lang::diag::Span;
use crate::lang::ir::{Expression, FnDef, Program};
use crate::lang::types::Value;
use std::fmt::Write;

/// How many record fields a table shows before the rest goes into a
/// folded table below it (a table must fit the page).
const FIELDS_SHOWN: usize = 6;

/// The phases of rule ids, in the order of a game, with their headings.
pub const PHASES: &[(&str, &str)] = &[
    ("deal", "Dealing"),
    ("auction", "Bidding"),
    ("call", "Calling a partner"),
    ("talon", "The talon"),
    ("announce", "Announcements and kontras"),
    ("play", "Play"),
    ("score", "Scoring"),
    ("match", "The match"),
];

/// The chapter of one variant.
pub fn page(p: &Program, examples: &[Example], matches: &[Example]) -> Page {
    let mut md = String::new();
    let fns = spec_text::functions(p);
    let _ = writeln!(md, "# {}\n", esc(&p.title));
    // The repository's paths (`spec/tarockcup.rules`), not the binary's
    // copies of them.
    let files: Vec<&str> = p
        .sources
        .files
        .iter()
        .map(|(n, _)| n.strip_suffix(crate::specs::EMBEDDED).unwrap_or(n))
        .collect();
    let _ = writeln!(
        md,
        "Variant id `{}`{} · written in {}.\n",
        p.variant,
        p.rulebook
            .as_ref()
            .map(|r| format!(" · after *{}*", esc(r)))
            .unwrap_or_default(),
        files
            .iter()
            .map(|f| format!("`{f}`"))
            .collect::<Vec<_>>()
            .join(" (extends) ")
    );
    let _ = writeln!(
        md,
        "> [!NOTE]\n> Everything on this page is read from the spec the referee runs; \
         the worked examples are replayed by the interpreter while the book is built.\n"
    );
    deck(&mut md, p, &fns);
    dealing(&mut md, p);
    contracts(&mut md, p);
    announcements(&mut md, p, &fns);
    params(&mut md, p);
    words(&mut md, p);
    rules(&mut md, p);
    score_sheet(&mut md, p);
    match_rule(&mut md, p);
    super::standings::section(&mut md, p);
    for m in matches {
        md.push_str(&example::render_match(p, m));
    }
    if !examples.is_empty() {
        let _ = writeln!(md, "## Worked examples\n");
        for ex in examples {
            md.push_str(&example::render(p, ex));
        }
    }
    Page {
        path: super::variant_path(&p.variant),
        title: p.title.clone(),
        markdown: md,
    }
}

/// The spec's function `card_value(c: card) -> int`, where it has one: the
/// value the book prints beside each card.
fn card_value(p: &Program, fns: &[FnDef], c: Card) -> Option<i64> {
    let id = p
        .fns
        .iter()
        .position(|f| f.name == "card_value" && f.arity == 1)?;
    let call = Expression::Call(
        id as u16,
        vec![Expression::Const(Value::Card(c))],
        Span::default(),
    );
    spec_text::constant(p, fns, &call)?.int()
}

fn deck(md: &mut String, p: &Program, fns: &[FnDef]) {
    let _ = writeln!(md, "## The cards\n");
    let _ = writeln!(
        md,
        "{} cards: {} tarocks and {} suit cards.\n",
        p.deck.len(),
        p.deck.tarocks().len(),
        p.deck.len() - p.deck.tarocks().len()
    );
    let valued = p.deck.iter().any(|c| card_value(p, fns, c).is_some());
    if valued {
        let _ = writeln!(
            md,
            "| | cards, highest first | card values (the spec's `card_value`) |\n|---|---|---|"
        );
    } else {
        let _ = writeln!(md, "| | cards, highest first |\n|---|---|");
    }
    let mut rows: Vec<(String, CardSet)> = vec![("Tarock".into(), p.deck.tarocks())];
    for s in SUITS {
        rows.push((format!("{} {}", symbol(s), s.german()), p.deck.of_suit(s)));
    }
    for (name, cs) in rows {
        if cs.is_empty() {
            continue;
        }
        let _ = write!(md, "| {name} | {} |", cards::line(cs));
        if valued {
            // Cards grouped by value, the highest value first.
            let mut by: Vec<(i64, Vec<Card>)> = Vec::new();
            for c in cs.iter().collect::<Vec<_>>().into_iter().rev() {
                let v = card_value(p, fns, c).unwrap_or(0);
                match by.iter_mut().find(|(x, _)| *x == v) {
                    Some((_, list)) => list.push(c),
                    None => by.push((v, vec![c])),
                }
            }
            by.sort_by_key(|x| std::cmp::Reverse(x.0));
            let text: Vec<String> = by
                .iter()
                .map(|(v, cs)| {
                    let faces: Vec<String> = cs.iter().map(|c| cards::face(*c)).collect();
                    format!("{v}: {}", faces.join(" "))
                })
                .collect();
            let _ = write!(md, " {} |", text.join("; "));
        }
        md.push('\n');
    }
    md.push('\n');
    if !p.groups.is_empty() {
        let _ = writeln!(md, "Named groups of cards:\n\n| group | cards |\n|---|---|");
        for (name, cs) in &p.groups {
            let _ = writeln!(md, "| `{name}` | {} |", cards::line(*cs));
        }
        md.push('\n');
    }
}

fn dealing(md: &mut String, p: &Program) {
    let _ = writeln!(md, "## Seats and dealing\n");
    let talon = if p.talon.is_empty() {
        "no talon".to_string()
    } else {
        format!(
            "a talon of {} ({} cards)",
            p.talon
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(" + "),
            p.talon.iter().sum::<usize>()
        )
    };
    let _ = writeln!(
        md,
        "Four players, {} cards each, {talon}. Seats are numbered in the order of play \
         (seat 1 plays first, seat 4 deals), as the transcripts write them.\n",
        p.hand
    );
    if !p.seats.is_empty() {
        let _ = writeln!(md, "| seat | named in the spec |\n|---|---|");
        let mut seats: Vec<_> = p.seats.iter().collect();
        seats.sort_by_key(|(_, s)| *s);
        for (name, seat) in seats {
            let _ = writeln!(md, "| {seat} | `{name}` |");
        }
        md.push('\n');
    }
}

/// A table of records: a name column, then the fields in chunks that fit
/// the page (the first chunk open, the rest folded).
fn record_tables(md: &mut String, head: &str, fields: &[String], rows: &[(String, Vec<String>)]) {
    if fields.is_empty() {
        let _ = writeln!(md, "| {head} |\n|---|");
        for (name, _) in rows {
            let _ = writeln!(md, "| {name} |");
        }
        md.push('\n');
        return;
    }
    for (i, chunk) in fields.chunks(FIELDS_SHOWN).enumerate() {
        let start = i * FIELDS_SHOWN;
        if i == 1 {
            let _ = writeln!(
                md,
                "<details><summary>The other fields ({})</summary>\n",
                fields.len() - FIELDS_SHOWN
            );
        }
        let _ = writeln!(
            md,
            "| {head} | {} |\n|---|{}",
            chunk
                .iter()
                .map(|f| format!("`{f}`"))
                .collect::<Vec<_>>()
                .join(" | "),
            "---|".repeat(chunk.len())
        );
        for (name, values) in rows {
            let cells: Vec<&str> = (start..start + chunk.len())
                .map(|j| values.get(j).map_or("", String::as_str))
                .collect();
            // The anchor goes with the first table only.
            let name = if i == 0 {
                name.clone()
            } else {
                strip_anchor(name)
            };
            let _ = writeln!(md, "| {name} | {} |", cells.join(" | "));
        }
        md.push('\n');
    }
    if fields.len() > FIELDS_SHOWN {
        let _ = writeln!(md, "</details>\n");
    }
}

fn strip_anchor(s: &str) -> String {
    match s.find("</a>") {
        Some(i) if s.starts_with("<a id=") => s[i + 4..].to_string(),
        _ => s.to_string(),
    }
}

fn contracts(md: &mut String, p: &Program) {
    if p.contracts.is_empty() {
        return;
    }
    let _ = writeln!(md, "## Contracts\n");
    let _ = writeln!(
        md,
        "The games that can be bid, by rank where the spec ranks them, with every field of \
         their records.\n"
    );
    let fields: Vec<String> = p.contract_fields.iter().map(|(n, _)| n.clone()).collect();
    // By rank where the contracts have one (the checker's `rank` field).
    let rank = fields.iter().position(|f| f == "rank");
    let mut order: Vec<&crate::lang::ir::ContractDef> = p.contracts.iter().collect();
    if let Some(r) = rank {
        order.sort_by_key(|c| c.fields.get(r).and_then(Value::int).unwrap_or(i64::MAX));
    }
    let rows: Vec<(String, Vec<String>)> = order
        .into_iter()
        .map(|c| {
            (
                format!(
                    "<a id=\"{}\"></a>**{}** `{}`",
                    anchor(&format!("{}.contract.{}", p.variant, c.name)),
                    cell(&c.title),
                    c.name
                ),
                c.fields.iter().map(|v| spec_text::show(p, v)).collect(),
            )
        })
        .collect();
    record_tables(md, "contract", &fields, &rows);
}

fn announcements(md: &mut String, p: &Program, fns: &[FnDef]) {
    if p.anns.is_empty() {
        return;
    }
    let _ = writeln!(md, "## Announcements and premiums\n");
    let _ = writeln!(
        md,
        "{} announcements and premiums, with every field of their records. A field that \
         depends on the announcement's arguments is shown as the spec writes it.\n",
        p.anns.len()
    );
    let written = spec_text::announcement_fields(p);
    let fields: Vec<String> = p.ann_fields.iter().map(|(n, _)| n.clone()).collect();
    let value = |a: usize, f: usize| -> Option<Value> {
        let ann = &p.anns[a];
        let ex = ann.fields.get(f)?;
        spec_text::constant(p, fns, ex)
    };
    let shown = |a: usize, f: usize| -> String {
        match value(a, f) {
            Some(v) => spec_text::show(p, &v),
            None => {
                let name = &p.anns[a].name;
                let field = &fields[f];
                written
                    .iter()
                    .find(|(x, y, _)| x == name && y == field)
                    .map(|(_, _, t)| format!("`{}`", t.replace('`', "'").replace('|', "\\|")))
                    .unwrap_or_else(|| "—".into())
            }
        }
    };
    // Grouped by the field `group` where the spec gives one.
    let group_field = fields.iter().position(|f| f == "group");
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for a in 0..p.anns.len() {
        let g = group_field
            .and_then(|f| value(a, f))
            .map(|v| spec_text::show(p, &v))
            .unwrap_or_default();
        match groups.iter_mut().find(|(x, _)| *x == g) {
            Some((_, list)) => list.push(a),
            None => groups.push((g, vec![a])),
        }
    }
    let row = |a: usize| -> (String, Vec<String>) {
        let ann = &p.anns[a];
        let params = if ann.params.is_empty() {
            String::new()
        } else {
            format!(
                "({})",
                ann.params
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        (
            format!(
                "<a id=\"{}\"></a>**{}** `{}{params}`",
                anchor(&format!("{}.announcement.{}", p.variant, ann.name)),
                cell(&ann.title),
                ann.name
            ),
            (0..fields.len())
                .filter(|f| Some(*f) != group_field)
                .map(|f| shown(a, f))
                .collect(),
        )
    };
    let other: Vec<String> = fields
        .iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != group_field)
        .map(|(_, f)| f.clone())
        .collect();
    for (g, members) in &groups {
        if !g.is_empty() {
            let _ = writeln!(md, "### {} ({})\n", esc(g), members.len());
        }
        let rows: Vec<(String, Vec<String>)> = members.iter().map(|a| row(*a)).collect();
        record_tables(md, "announcement", &other, &rows);
    }
    // The raise relation, where the spec declares one (`raises`).
    if let Some(f) = fields.iter().position(|f| f == "raises") {
        let mut lines = Vec::new();
        // A raise named by a text (a kind) is shown by the title of the
        // announcement of that name.
        let title_of = |v: &Value| -> String {
            match v {
                Value::Text(t) => p
                    .anns
                    .iter()
                    .find(|a| a.name == **t)
                    .map_or_else(|| cell(t), |a| cell(&a.title)),
                other => spec_text::show(p, other),
            }
        };
        for a in 0..p.anns.len() {
            let text = match value(a, f) {
                Some(Value::List(items)) => {
                    items.iter().map(&title_of).collect::<Vec<_>>().join(", ")
                }
                _ => shown(a, f),
            };
            if text != "—" && !text.is_empty() {
                lines.push(format!("| {} | {text} |", cell(&p.anns[a].title)));
            }
        }
        if !lines.is_empty() {
            let _ = writeln!(
                md,
                "### Raises (Hebung)\n\nAn announcement on the left raises (replaces, and is \
                 scored instead of) those on the right.\n\n| announcement | raises |\n|---|---|"
            );
            for l in lines {
                let _ = writeln!(md, "{l}");
            }
            md.push('\n');
        }
    }
}

/// The words a record may use in each turn section, read from the spec's
/// handlers: the literal words with the kinds of their arguments, and the
/// contracts and announcements where a section takes them by name.
fn words(md: &mut String, p: &Program) {
    use crate::lang::ir::{ParamPat, WordPat};
    let sections = ["auction", "call", "announce"];
    if p.handlers.say.iter().all(Vec::is_empty) {
        return;
    }
    let _ = writeln!(
        md,
        "## The words of a record\n\nThe words (PTN items) the spec reads in each turn \
         section. A word the spec does not read is refused with a finding; a word it reads \
         is judged by the rules below (a base spec reads the words of all the variants built \
         on it, and each variant's rules refuse those it does not use).\n\n\
         | section | words |\n|---|---|"
    );
    let word_field = p.contract_fields.iter().position(|(n, _)| n == "word");
    for (i, handlers) in p.handlers.say.iter().enumerate() {
        if handlers.is_empty() {
            continue;
        }
        let mut items: Vec<String> = Vec::new();
        let mut push = |w: String| {
            if !items.contains(&w) {
                items.push(w);
            }
        };
        for h in handlers {
            match &h.pattern {
                WordPat::Named { word, params } => {
                    if params.is_empty() {
                        push(format!("`{word}`"));
                    } else {
                        let kinds: Vec<String> = params
                            .iter()
                            .map(|pp| match pp {
                                ParamPat::Card => "card".to_string(),
                                ParamPat::Suit => "suit".to_string(),
                                ParamPat::Int(lo, hi) => format!("{lo}…{hi}"),
                                ParamPat::Contract => "contract".to_string(),
                                ParamPat::Announcement => "announcement".to_string(),
                                ParamPat::Term => "item".to_string(),
                            })
                            .collect();
                        push(format!("`{word}({})`", kinds.join(", ")));
                    }
                }
                WordPat::Contract => {
                    for c in &p.contracts {
                        let w = word_field
                            .and_then(|f| c.fields.get(f))
                            .and_then(|v| match v {
                                Value::Text(t) => Some(t.to_string()),
                                _ => None,
                            })
                            .unwrap_or_else(|| c.name.clone());
                        push(format!("`{w}`"));
                    }
                }
                WordPat::Announcement => {
                    for a in &p.anns {
                        if a.params.is_empty() {
                            push(format!("`{}`", a.name));
                        } else {
                            let names: Vec<&str> =
                                a.params.iter().map(|(n, _)| n.as_str()).collect();
                            push(format!("`{}({})`", a.name, names.join(", ")));
                        }
                    }
                }
                WordPat::Card => push("a card".into()),
                WordPat::Suit => push("a suit letter".into()),
                WordPat::Int => push("a number".into()),
                WordPat::Term => {}
            }
        }
        let listed = if items.is_empty() {
            "none: every word is refused".to_string()
        } else {
            items.join(", ")
        };
        let _ = writeln!(md, "| `{}` | {listed} |", sections[i]);
    }
    md.push('\n');
}

fn params(md: &mut String, p: &Program) {
    if p.params.is_empty() {
        return;
    }
    let _ = writeln!(
        md,
        "## Parameters\n\nThe values a house rule most often changes (an overlay sets them \
         with `param`).\n\n| parameter | value |\n|---|---|"
    );
    for (name, v) in &p.params {
        let _ = writeln!(md, "| `{name}` | {} |", spec_text::show(p, v));
    }
    md.push('\n');
}

fn rules(md: &mut String, p: &Program) {
    let _ = writeln!(
        md,
        "## The rules\n\nEvery rule the referee applies, by its id. A ruling names the id and \
         links here. The rulebook's own words are quoted; where the rulebook is silent or \
         unclear, the reading the spec follows is given with its reason.\n"
    );
    let phase_of = |id: &str| id.split('.').nth(1).unwrap_or("").to_string();
    let mut phases: Vec<(String, String)> = PHASES
        .iter()
        .map(|(k, h)| (k.to_string(), h.to_string()))
        .collect();
    for r in &p.rules {
        let ph = phase_of(&r.id);
        if !phases.iter().any(|(k, _)| *k == ph) {
            phases.push((ph.clone(), format!("Other rules ({ph})")));
        }
    }
    for (key, heading) in phases {
        let rs: Vec<_> = p.rules.iter().filter(|r| phase_of(&r.id) == key).collect();
        if rs.is_empty() {
            continue;
        }
        let _ = writeln!(md, "### {heading}\n");
        for r in rs {
            let _ = writeln!(
                md,
                "<a id=\"{}\"></a>\n\n#### {}\n\n`{}`\n",
                anchor(&r.id),
                esc(&r.text),
                r.id
            );
            if let Some(src) = &r.source {
                for part in spec_text::cited(src) {
                    match part {
                        Cited::Words(w) => {
                            let _ = writeln!(md, "> {}\n", esc(&w));
                        }
                        Cited::Tagged(tag, body) => {
                            let label = match tag.as_str() {
                                "reading" => "Our reading (the rulebook is unclear)".to_string(),
                                "standard" => "Standard rule (the rulebook is silent)".to_string(),
                                other => {
                                    let mut l = other.to_string();
                                    if let Some(c) = l.get_mut(0..1) {
                                        c.make_ascii_uppercase();
                                    }
                                    l
                                }
                            };
                            let _ = writeln!(md, "*{}:* {}\n", esc(&label), esc(&body));
                        }
                    }
                }
            }
            let note = spec_text::comment_above(p, r.span);
            if !note.is_empty() {
                let _ = writeln!(md, "*Note in the spec:* {}\n", esc(&note));
            }
        }
    }
}

/// The referee's own check of a record's score section, cited as
/// `<variant>.score.sheet` by a score-sheet finding.
fn score_sheet(md: &mut String, p: &Program) {
    let id = format!("{}.score.sheet", p.variant);
    if p.rules.iter().any(|r| r.id == id) {
        return;
    }
    let _ = writeln!(
        md,
        "### The score sheet\n\n<a id=\"{}\"></a>\n\n#### The score sheet agrees with the rules\n\n`{id}`\n\n\
         The referee settles every finished game by the rules above and compares its settlement \
         with the record's `score` section; a sheet that differs is a finding, and the \
         referee's figures are the ones that count.\n",
        anchor(&id)
    );
}

fn match_rule(md: &mut String, p: &Program) {
    let Some((games, _)) = &p.match_rule else {
        return;
    };
    let score = spec_text::match_score_text(p).unwrap_or_default();
    let _ = writeln!(
        md,
        "## The match\n\nA match is {games} games. Each player's match score is `{}`, where \
         `total` is the sum of the player's game scores and `games` the number of games \
         (whole numbers; `/` rounds down). Players are followed by name across the games \
         (the `Seats` tag), as seats change from game to game.\n",
        score.replace('`', "'")
    );
}

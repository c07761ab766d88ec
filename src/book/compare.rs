//! The variants side by side, and what each house-rule overlay changes
//! against its base — both computed from the checked specs.

use super::spec_text::{self, functions};
use super::variant::PHASES;
use super::{OverlayInput, Page, anchor, cell, esc, slug};
use crate::lang::ast::DeclKind;
use crate::lang::ir::Program;
use std::fmt::Write;

/// A link from the book's root to a variant page's anchor.
fn link(variant: &str, id: &str) -> String {
    format!("variants/{}.md#{}", slug(variant), anchor(id))
}

/// The comparison chapter.
pub fn comparison(ps: &[&Program]) -> Page {
    let mut md = String::new();
    let _ = writeln!(
        md,
        "# The variants compared\n\nThe {} variants side by side, item by item, read from \
         their specs: what they share and where they differ. Each mark links to the rule or \
         record in the variant's chapter.\n",
        ps.len()
    );
    let head = |md: &mut String, first: &str| {
        let _ = writeln!(
            md,
            "| {first} | {} | shared by |\n|---|{}---|",
            ps.iter()
                .map(|p| format!("[{}](variants/{}.md)", p.variant, slug(&p.variant)))
                .collect::<Vec<_>>()
                .join(" | "),
            "---|".repeat(ps.len())
        );
    };
    // The game at a glance.
    let _ = writeln!(md, "## At a glance\n");
    head(&mut md, "");
    type Row<'a> = (&'a str, Box<dyn Fn(&Program) -> String>);
    let rows: [Row; 7] = [
        ("cards", Box::new(|p| p.deck.len().to_string())),
        ("tarocks", Box::new(|p| p.deck.tarocks().len().to_string())),
        ("cards per hand", Box::new(|p| p.hand.to_string())),
        (
            "talon",
            Box::new(|p| {
                if p.talon.is_empty() {
                    "none".into()
                } else {
                    p.talon
                        .iter()
                        .map(|n| n.to_string())
                        .collect::<Vec<_>>()
                        .join(" + ")
                }
            }),
        ),
        ("contracts", Box::new(|p| p.contracts.len().to_string())),
        (
            "announcements and premiums",
            Box::new(|p| p.anns.len().to_string()),
        ),
        (
            "match",
            Box::new(|p| {
                p.match_rule
                    .as_ref()
                    .map_or_else(|| "—".into(), |(n, _)| format!("{n} games"))
            }),
        ),
    ];
    for (name, f) in &rows {
        let values: Vec<String> = ps.iter().map(|p| f(p)).collect();
        let shared = values.iter().all(|v| *v == values[0]);
        let _ = writeln!(
            md,
            "| {name} | {} | {} |",
            values.join(" | "),
            if shared { "all" } else { "—" }
        );
    }
    md.push('\n');

    // Cards that are not in every deck.
    let all = ps
        .iter()
        .fold(crate::cards::CardSet::EMPTY, |a, p| a | p.deck);
    let common = ps.iter().fold(all, |a, p| a & p.deck);
    let differ = all - common;
    if !differ.is_empty() {
        let _ = writeln!(
            md,
            "Every deck holds {}; the others are in some decks only:\n",
            super::cards::line(common)
        );
        head(&mut md, "card");
        for c in differ.iter() {
            let marks: Vec<&str> = ps
                .iter()
                .map(|p| if p.deck.contains(c) { "✓" } else { "" })
                .collect();
            let n = marks.iter().filter(|m| !m.is_empty()).count();
            let _ = writeln!(
                md,
                "| {} | {} | {n} of {} |",
                super::cards::html(c),
                marks.join(" | "),
                ps.len()
            );
        }
        md.push('\n');
    }

    // Contracts and announcements by name.
    named_items(
        &mut md,
        ps,
        "Contracts",
        "contract",
        |p| {
            p.contracts
                .iter()
                .map(|c| (c.name.clone(), c.title.clone()))
                .collect()
        },
        &head,
    );
    named_items(
        &mut md,
        ps,
        "Announcements and premiums",
        "announcement",
        |p| {
            p.anns
                .iter()
                .map(|a| (a.name.clone(), a.title.clone()))
                .collect()
        },
        &head,
    );

    // Rules by their id without the variant, phase by phase.
    let _ = writeln!(
        md,
        "## Rules\n\nA rule is the same rule in two variants when its id is the same after \
         the variant (`play.follow-suit`). *same words* says whether the variants quote the \
         same words for it.\n"
    );
    let suffix = |id: &str| {
        id.split_once('.')
            .map_or(id.to_string(), |x| x.1.to_string())
    };
    for (phase, heading) in PHASES {
        let mut names: Vec<String> = Vec::new();
        for p in ps {
            for r in &p.rules {
                let s = suffix(&r.id);
                if s.split('.').next() == Some(phase) && !names.contains(&s) {
                    names.push(s);
                }
            }
        }
        if names.is_empty() {
            continue;
        }
        let _ = writeln!(md, "### {heading}\n");
        let _ = writeln!(
            md,
            "| rule | {} | shared by | same words |\n|---|{}---|---|",
            ps.iter()
                .map(|p| p.variant.clone())
                .collect::<Vec<_>>()
                .join(" | "),
            "---|".repeat(ps.len())
        );
        for name in names {
            let mut texts = Vec::new();
            let marks: Vec<String> = ps
                .iter()
                .map(|p| match p.rules.iter().find(|r| suffix(&r.id) == name) {
                    Some(r) => {
                        texts.push(r.source.clone().unwrap_or_default());
                        format!("[{}]({})", cell(&r.text), link(&p.variant, &r.id))
                    }
                    None => String::new(),
                })
                .collect();
            let n = texts.len();
            let same = texts.iter().all(|t| *t == texts[0]);
            let _ = writeln!(
                md,
                "| `{name}` | {} | {n} of {} | {} |",
                marks.join(" | "),
                ps.len(),
                if n < 2 {
                    "—"
                } else if same {
                    "yes"
                } else {
                    "no"
                }
            );
        }
        md.push('\n');
    }

    // Parameters.
    let mut params: Vec<String> = Vec::new();
    for p in ps {
        for (n, _) in &p.params {
            if !params.contains(n) {
                params.push(n.clone());
            }
        }
    }
    if !params.is_empty() {
        let _ = writeln!(md, "## Parameters\n");
        head(&mut md, "parameter");
        for name in params {
            let values: Vec<String> = ps
                .iter()
                .map(|p| {
                    p.params
                        .iter()
                        .find(|(n, _)| *n == name)
                        .map(|(_, v)| spec_text::show(p, v))
                        .unwrap_or_default()
                })
                .collect();
            let present: Vec<&String> = values.iter().filter(|v| !v.is_empty()).collect();
            let same = present.iter().all(|v| *v == present[0]);
            let _ = writeln!(
                md,
                "| `{name}` | {} | {} |",
                values.join(" | "),
                if present.len() == ps.len() && same {
                    "all, same value".to_string()
                } else {
                    format!("{} of {}", present.len(), ps.len())
                }
            );
        }
        md.push('\n');
    }
    Page {
        path: "compare.md".into(),
        title: "The variants compared".into(),
        markdown: md,
    }
}

/// A table of named records (contracts, announcements) across variants.
fn named_items(
    md: &mut String,
    ps: &[&Program],
    heading: &str,
    kind: &str,
    items: impl Fn(&Program) -> Vec<(String, String)>,
    head: &dyn Fn(&mut String, &str),
) {
    let per: Vec<Vec<(String, String)>> = ps.iter().map(|p| items(p)).collect();
    let mut names: Vec<String> = Vec::new();
    for list in &per {
        for (n, _) in list {
            if !names.contains(n) {
                names.push(n.clone());
            }
        }
    }
    if names.is_empty() {
        return;
    }
    let _ = writeln!(md, "## {heading}\n");
    head(md, kind);
    for name in names {
        let marks: Vec<String> = ps
            .iter()
            .zip(&per)
            .map(|(p, list)| match list.iter().find(|(n, _)| *n == name) {
                Some((_, title)) => format!(
                    "[{}]({})",
                    cell(title),
                    link(&p.variant, &format!("{}.{kind}.{name}", p.variant))
                ),
                None => String::new(),
            })
            .collect();
        let n = marks.iter().filter(|m| !m.is_empty()).count();
        let _ = writeln!(
            md,
            "| `{name}` | {} | {n} of {} |",
            marks.join(" | "),
            ps.len()
        );
    }
    md.push('\n');
}

/// The page listing the overlays.
pub fn overlay_index(os: &[OverlayInput]) -> Page {
    let mut md = String::from(
        "# House rules (overlays)\n\nA house rule is a short spec that extends a variant and \
         changes what it needs to (see the rule author's guide). Each page shows the overlay \
         as written and what it changes against its base, computed from both checked specs.\n\n",
    );
    if os.is_empty() {
        md.push_str("No overlay was given to this build.\n");
    } else {
        let _ = writeln!(md, "| overlay | extends | title |\n|---|---|---|");
        for o in os {
            let _ = writeln!(
                md,
                "| [`{}`]({}) | {} | {} |",
                file_name(&o.file),
                overlay_path(&o.file).trim_start_matches("overlays/"),
                o.base.variant,
                cell(&o.overlay.title)
            );
        }
    }
    Page {
        path: "overlays/index.md".into(),
        title: "House rules (overlays)".into(),
        markdown: md,
    }
}

fn file_name(f: &str) -> &str {
    f.rsplit(['/', '\\']).next().unwrap_or(f)
}

/// The page of an overlay (`overlays/hopfgarten-35-2.md`).
pub fn overlay_path(file: &str) -> String {
    let name = file_name(file);
    format!(
        "overlays/{}.md",
        slug(name.strip_suffix(".rules").unwrap_or(name))
    )
}

/// One overlay: its text and every difference from its base.
pub fn overlay_page(o: &OverlayInput) -> Page {
    let (b, v) = (&o.base, &o.overlay);
    let mut md = String::new();
    let _ = writeln!(
        md,
        "# {}\n\n`{}` extends [{}](../{}) (variant `{}`).\n\n```skus\n{}\n```\n",
        esc(&v.title),
        file_name(&o.file),
        esc(&b.title),
        super::variant_path(&b.variant),
        v.variant,
        o.text.trim_end()
    );
    let mut changes: Vec<String> = Vec::new();
    if b.deck != v.deck {
        changes.push(format!(
            "the deck: {} cards instead of {}",
            v.deck.len(),
            b.deck.len()
        ));
    }
    if b.hand != v.hand || b.talon != v.talon {
        changes.push(format!(
            "the deal: {} cards a hand, talon {:?} (was {} and {:?})",
            v.hand, v.talon, b.hand, b.talon
        ));
    }
    for (name, val) in &v.params {
        match b.params.iter().find(|(n, _)| n == name) {
            Some((_, old)) if old != val => changes.push(format!(
                "parameter `{name}`: {} (was {})",
                spec_text::show(v, val),
                spec_text::show(b, old)
            )),
            Some(_) => {}
            None => changes.push(format!(
                "new parameter `{name}` = {}",
                spec_text::show(v, val)
            )),
        }
    }
    for r in &v.rules {
        match b.rules.iter().find(|x| x.id == r.id) {
            Some(old) if old.text != r.text || old.source != r.source => changes.push(format!(
                "rule [`{}`](#{}): “{}” (was “{}”){}",
                r.id,
                anchor(&r.id),
                esc(&r.text),
                esc(&old.text),
                r.source
                    .as_ref()
                    .map(|s| format!(" — {}", esc(s)))
                    .unwrap_or_default()
            )),
            Some(_) => {}
            None => changes.push(format!("new rule `{}`: “{}”", r.id, esc(&r.text))),
        }
    }
    for c in &v.contracts {
        match b.contracts.iter().find(|x| x.name == c.name) {
            None => changes.push(format!("new contract `{}` ({})", c.name, esc(&c.title))),
            Some(old) => {
                for (i, (f, _)) in v.contract_fields.iter().enumerate() {
                    let new = c.fields.get(i);
                    let was = b
                        .contract_fields
                        .iter()
                        .position(|(n, _)| n == f)
                        .and_then(|j| old.fields.get(j));
                    if new != was {
                        changes.push(format!(
                            "contract `{}`, field `{f}`: {} (was {})",
                            c.name,
                            new.map_or_else(|| "—".into(), |x| spec_text::show(v, x)),
                            was.map_or_else(|| "—".into(), |x| spec_text::show(b, x))
                        ));
                    }
                }
            }
        }
    }
    for c in &b.contracts {
        if !v.contracts.iter().any(|x| x.name == c.name) {
            changes.push(format!("contract `{}` removed", c.name));
        }
    }
    let (bf, vf) = (functions(b), functions(v));
    for a in &v.anns {
        match b.anns.iter().find(|x| x.name == a.name) {
            None => changes.push(format!("new announcement `{}` ({})", a.name, esc(&a.title))),
            Some(old) => {
                for (i, (f, _)) in v.ann_fields.iter().enumerate() {
                    let new = a.fields.get(i).and_then(|e| spec_text::constant(v, &vf, e));
                    let was = b
                        .ann_fields
                        .iter()
                        .position(|(n, _)| n == f)
                        .and_then(|j| old.fields.get(j))
                        .and_then(|e| spec_text::constant(b, &bf, e));
                    if new.is_some() && was.is_some() && new != was {
                        changes.push(format!(
                            "announcement `{}`, field `{f}`: {} (was {})",
                            a.name,
                            new.as_ref()
                                .map_or_else(|| "—".into(), |x| spec_text::show(v, x)),
                            was.as_ref()
                                .map_or_else(|| "—".into(), |x| spec_text::show(b, x))
                        ));
                    }
                }
            }
        }
    }
    // Handlers, functions and actions the overlay writes anew.
    if let Ok(decls) = crate::lang::parse::parse(&o.text, 0) {
        for d in decls {
            let what = match &d.kind {
                DeclKind::Fn { name, .. } => Some(format!("function `{}`", name.name)),
                DeclKind::Action { name, .. } => Some(format!("action `{}`", name.name)),
                DeclKind::Var { name, .. } => Some(format!("variable `{}`", name.name)),
                DeclKind::Handler { .. } => {
                    let text = o
                        .text
                        .get(d.span.start as usize..d.span.end as usize)
                        .unwrap_or("");
                    let head = text.split('{').next().unwrap_or("").trim();
                    Some(format!("handler `{head}`"))
                }
                DeclKind::Settle { .. } => Some("the settlement (`settle`)".to_string()),
                _ => None,
            };
            if let Some(w) = what {
                changes.push(format!("{w}, written anew by the overlay"));
            }
        }
    }
    let _ = writeln!(md, "## What it changes\n");
    if changes.is_empty() {
        md.push_str("Nothing: the overlay gives the same rules as its base.\n");
    }
    for c in &changes {
        let _ = writeln!(md, "- {c}");
    }
    md.push('\n');
    for r in &v.rules {
        if let Some(old) = b.rules.iter().find(|x| x.id == r.id)
            && old.text == r.text
            && old.source == r.source
        {
            continue;
        }
        let _ = writeln!(
            md,
            "<a id=\"{}\"></a>\n\n### `{}` — {}\n\n{}\n",
            anchor(&r.id),
            r.id,
            esc(&r.text),
            r.source.as_deref().map(esc).unwrap_or_default()
        );
    }
    Page {
        path: overlay_path(&o.file),
        title: v.title.clone(),
        markdown: md,
    }
}

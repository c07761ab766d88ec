//! What the book reads from a spec beyond its compiled program: the
//! comments an author wrote above a declaration, the parts of a `source`
//! citation, a value as a reader would say it, and a record field as it is
//! written where it cannot be computed without a game.

use crate::interp::eval_const;
use crate::lang::ast::{DeclKind, Field};
use crate::lang::check::fns_by_id;
use crate::lang::diag::Span;
use crate::lang::ir::{Expression, FnDef, Program};
use crate::lang::types::Value;

/// The comment lines right above the line a span starts on (the author's
/// note on a declaration), without the `#`, joined into one paragraph per
/// blank comment line. Section rulers (`# ----`) end the block.
pub fn comment_above(p: &Program, span: Span) -> String {
    let Some((_, text)) = p.sources.files.get(span.file as usize) else {
        return String::new();
    };
    let before = text.get(..span.start as usize).unwrap_or(text);
    // The start of the declaration's line.
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let mut lines: Vec<&str> = Vec::new();
    for l in text[..line_start].lines().rev() {
        let t = l.trim();
        let Some(c) = t.strip_prefix('#') else { break };
        if c.trim_start().starts_with("---") {
            break;
        }
        lines.push(c.strip_prefix(' ').unwrap_or(c));
    }
    lines.reverse();
    let mut out = String::new();
    for l in lines {
        if l.trim().is_empty() {
            out.push_str("\n\n");
        } else {
            if !out.is_empty() && !out.ends_with('\n') {
                out.push(' ');
            }
            out.push_str(l.trim());
        }
    }
    out.trim().to_string()
}

/// One part of a `source` citation.
#[derive(Debug, PartialEq, Eq)]
pub enum Cited {
    /// The rulebook's own words.
    Words(String),
    /// A tag in brackets and what follows it: `[reading] …`, `[standard] …`,
    /// `[organiser's rules, DIGEST §2.7] …`.
    Tagged(String, String),
}

/// Splits a citation at its bracketed tags: the words before the first
/// tag are the rulebook's, each tag governs the text up to the next.
pub fn cited(source: &str) -> Vec<Cited> {
    let mut out = Vec::new();
    let mut rest = source.trim();
    loop {
        // A tag opens with `[` and closes with `]` before any other `[`.
        let tag_at = rest.find('[').filter(|&i| {
            rest[i + 1..]
                .find(']')
                .is_some_and(|j| !rest[i + 1..i + 1 + j].contains('['))
        });
        match tag_at {
            None => {
                if !rest.is_empty() {
                    out.push(Cited::Words(rest.to_string()));
                }
                return out;
            }
            Some(i) => {
                let words = rest[..i].trim();
                if !words.is_empty() {
                    match out.last_mut() {
                        Some(Cited::Tagged(_, body)) if body.is_empty() => {
                            *body = words.to_string()
                        }
                        _ => out.push(Cited::Words(words.to_string())),
                    }
                }
                let close = i + 1 + rest[i + 1..].find(']').unwrap_or(0);
                let tag = rest[i + 1..close].trim().to_string();
                rest = rest[close + 1..].trim_start();
                // The tag's text runs to the next tag.
                let next = rest.find('[').unwrap_or(rest.len());
                out.push(Cited::Tagged(tag, rest[..next].trim().to_string()));
                rest = rest[next..].trim_start();
            }
        }
    }
}

/// A value as a reader would say it: contracts and announcements by title,
/// enum values by name, suits by their German names.
pub fn show(p: &Program, v: &Value) -> String {
    match v {
        Value::None => "—".into(),
        Value::Bool(true) => "yes".into(),
        Value::Bool(false) => "no".into(),
        Value::Enum(e, i) => p
            .enums
            .get(*e as usize)
            .and_then(|d| d.variants.get(*i as usize))
            .cloned()
            .unwrap_or_else(|| v.to_string()),
        Value::Contract(c) => p
            .contracts
            .get(*c as usize)
            .map_or_else(|| v.to_string(), |d| d.title.clone()),
        Value::Ann(a) => {
            let name = p
                .anns
                .get(a.kind as usize)
                .map_or_else(|| "?".to_string(), |d| d.title.clone());
            if a.args.is_empty() {
                name
            } else {
                let args: Vec<String> = a.args.iter().map(|x| show(p, x)).collect();
                format!("{name}({})", args.join(", "))
            }
        }
        Value::Cards(cs) => {
            if cs.is_empty() {
                "—".into()
            } else {
                super::cards::line(*cs)
            }
        }
        Value::Card(c) => super::cards::html(*c),
        Value::List(items) => {
            if items.is_empty() {
                "—".into()
            } else {
                items
                    .iter()
                    .map(|x| show(p, x))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        }
        other => super::cell(&other.to_string()),
    }
}

/// The spec's functions by id, for evaluating constant expressions.
pub fn functions(p: &Program) -> Vec<FnDef> {
    fns_by_id(&p.fns.iter().cloned().map(Some).collect::<Vec<_>>())
}

/// Evaluates an expression that needs no game (a record field, a function
/// of a card), or `None` where it does.
pub fn constant(p: &Program, fns: &[FnDef], ex: &Expression) -> Option<Value> {
    eval_const(ex, fns, p.deck).ok()
}

/// The source text of each field of every announcement, as the last
/// declaration in the spec's chain of bases writes it (overlays replace a
/// base's fields one by one): `(announcement, field) → text`.
pub fn announcement_fields(p: &Program) -> Vec<(String, String, String)> {
    let mut out: Vec<(String, String, String)> = Vec::new();
    // The root spec is file 0, its bases follow: the base is read last.
    for (i, (_, text)) in p.sources.files.iter().enumerate().rev() {
        let Ok(decls) = crate::lang::parse::parse(text, i as u16) else {
            continue;
        };
        for d in decls {
            if let DeclKind::Announcement { name, fields, .. } = d.kind {
                for Field { name: f, value } in fields {
                    let written = text
                        .get(value.span.start as usize..value.span.end as usize)
                        .unwrap_or("")
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ");
                    match out
                        .iter_mut()
                        .find(|(a, x, _)| *a == name.name && *x == f.name)
                    {
                        Some(slot) => slot.2 = written,
                        None => out.push((name.name.clone(), f.name, written)),
                    }
                }
            }
        }
    }
    out
}

/// The score expression of the spec's `match` declaration, as written
/// (the spec's own declaration before its bases').
pub fn match_score_text(p: &Program) -> Option<String> {
    for (i, (_, text)) in p.sources.files.iter().enumerate() {
        let Ok(decls) = crate::lang::parse::parse(text, i as u16) else {
            continue;
        };
        for d in decls {
            if let DeclKind::Match { score, .. } = d.kind {
                return text
                    .get(score.span.start as usize..score.span.end as usize)
                    .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_split_at_their_tags() {
        let parts = cited(
            "Es gilt Farbzwang. (Tarockcup, Allgemeines) [reading] a bid must rank above (DIGEST §6 B3)",
        );
        assert_eq!(
            parts,
            vec![
                Cited::Words("Es gilt Farbzwang. (Tarockcup, Allgemeines)".into()),
                Cited::Tagged(
                    "reading".into(),
                    "a bid must rank above (DIGEST §6 B3)".into()
                ),
            ]
        );
        assert_eq!(
            cited("[standard] one statement per turn"),
            vec![Cited::Tagged(
                "standard".into(),
                "one statement per turn".into()
            )]
        );
        assert_eq!(cited(""), vec![]);
    }

    #[test]
    fn comments_above_a_declaration_are_its_note() {
        let spec = "variant t \"T\"\ndeck all - tarocks\ndeal 8\n\
            # ---- rules\n# The first line\n# goes on.\n#\n# Second.\n\
            rule t.play.turn \"play in turn\"\n\
            rule t.deal.cards \"eight each\"\n\
            fn trick_winner(plays: list[play]) -> seat = plays[1].seat\n\
            on start { goto play\n turn 1 }\n\
            on play c: card { require speaker == to_act else out-of-turn t.play.turn stands \"x\"\n turn next(speaker) }\n\
            on trick { turn speaker\n if trick_no > 8 { goto done } }\n\
            settle { pay \"tricks\" to seats value 1 points per(s in seats: won_count(s)) }\n";
        let p = match crate::specs::load_text("t.rules", spec) {
            Ok(p) => p,
            Err(e) => panic!("the test spec does not check:\n{e}"),
        };
        let r = p
            .rules
            .iter()
            .find(|r| r.id == "t.play.turn")
            .expect("rule");
        assert_eq!(
            comment_above(&p, r.span),
            "The first line goes on.\n\nSecond."
        );
        let r = p
            .rules
            .iter()
            .find(|r| r.id == "t.deal.cards")
            .expect("rule");
        assert_eq!(comment_above(&p, r.span), "");
    }
}

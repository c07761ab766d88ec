//! Overrides: a later declaration replaces an earlier one of the same
//! kind and name (a handler: the same event pattern; a contract or an
//! announcement: field by field).

use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use std::collections::HashMap;

/// The key under which a declaration replaces an earlier one.
pub(super) fn key(d: &DeclKind) -> Option<String> {
    Some(match d {
        DeclKind::Variant { .. } => "variant".into(),
        DeclKind::Extends { .. } => return None,
        DeclKind::Rule { id, .. } => format!("rule {}", id.name),
        DeclKind::Param { name, .. }
        | DeclKind::Enum { name, .. }
        | DeclKind::Group { name, .. }
        | DeclKind::Fn { name, .. }
        | DeclKind::Var { name, .. }
        | DeclKind::Seat { name, .. } => format!("name {}", name.name),
        DeclKind::Contract { name, .. } => format!("contract {}", name.name),
        DeclKind::Announcement { name, .. } => format!("announcement {}", name.name),
        DeclKind::Deck { .. } => "deck".into(),
        DeclKind::Deal { .. } => "deal".into(),
        DeclKind::Settle { .. } => "settle".into(),
        DeclKind::Match { .. } => "match".into(),
        DeclKind::Standings(s) => format!("standings {}", s.name.name),
        DeclKind::Action { name, .. } => format!("name {}", name.name),
        DeclKind::Handler { pattern, .. } => format!("on {}", pattern_key(pattern)),
        DeclKind::Pass { section, .. } => format!("pass {}", section_word(*section)),
    })
}

pub(super) fn section_word(s: SectionName) -> &'static str {
    match s {
        SectionName::Auction => "auction",
        SectionName::Call => "call",
        SectionName::Announce => "announce",
    }
}

pub(super) fn pattern_key(p: &Pattern) -> String {
    let sec = |s: &SectionName| match s {
        SectionName::Auction => "auction",
        SectionName::Call => "call",
        SectionName::Announce => "announce",
    };
    match p {
        Pattern::Start => "start".into(),
        Pattern::Before => "before".into(),
        Pattern::Trick => "trick".into(),
        Pattern::Gap => "gap".into(),
        Pattern::Play { .. } => "play".into(),
        Pattern::Take { .. } => "take".into(),
        Pattern::Discard { .. } => "discard".into(),
        Pattern::EndTurn { section } => format!("{} end turn", sec(section)),
        Pattern::Say { section, word } => match word {
            WordPattern::Named { word, .. } => format!("{} say {}", sec(section), word.name),
            WordPattern::Typed { ty, .. } => format!("{} say : {}", sec(section), type_key(ty)),
        },
    }
}

pub(super) fn type_key(t: &TypeExpr) -> String {
    match &t.kind {
        TypeKind::Named(n) => n.name.clone(),
        TypeKind::List(i) => format!("list[{}]", type_key(i)),
        TypeKind::Scores => "scores".into(),
        TypeKind::Range(a, b) => format!("{a}..{b}"),
    }
}

pub(super) fn decl_name_span(d: &Decl) -> Span {
    match &d.kind {
        DeclKind::Rule { id, .. } => id.span,
        DeclKind::Param { name, .. }
        | DeclKind::Enum { name, .. }
        | DeclKind::Group { name, .. }
        | DeclKind::Fn { name, .. }
        | DeclKind::Var { name, .. }
        | DeclKind::Seat { name, .. }
        | DeclKind::Contract { name, .. }
        | DeclKind::Announcement { name, .. }
        | DeclKind::Action { name, .. }
        | DeclKind::Variant { name, .. } => name.span,
        _ => d.span,
    }
}

/// Merges the layers: later layers override earlier ones by key; within a
/// layer a key may occur once. Contracts and announcements merge fields.
pub(super) fn merge(layers: &[(u16, Vec<Decl>)], diags: &mut Vec<Diagnostic>) -> Vec<Decl> {
    let mut out: Vec<Decl> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for (_, decls) in layers {
        let mut seen: HashMap<String, Span> = HashMap::new();
        for d in decls {
            let Some(k) = key(&d.kind) else { continue };
            let here = decl_name_span(d);
            if let Some(first) = seen.get(&k) {
                diags.push(
                    Diagnostic::new(here, format!("{} is declared twice", describe_key(&k)), "declared again here").with_code(codes::DECLARED_TWICE)
                        .related(*first, "first declared here")
                        .help("within one file every name, rule and handler is declared once; a spec that extends another may replace it"),
                );
                continue;
            }
            seen.insert(k.clone(), here);
            match index.get(&k) {
                Some(&i) => {
                    let merged = merge_one(&out[i], d);
                    out[i] = merged;
                }
                None => {
                    index.insert(k, out.len());
                    out.push(d.clone());
                }
            }
        }
    }
    out
}

pub(super) fn describe_key(k: &str) -> String {
    match k.split_once(' ') {
        Some(("name", n)) => format!("`{n}`"),
        Some(("rule", id)) => format!("rule `{id}`"),
        Some(("contract", n)) => format!("contract `{n}`"),
        Some(("announcement", n)) => format!("announcement `{n}`"),
        Some(("on", p)) => format!("the handler `on {p}`"),
        Some(("pass", sec)) => format!("the {sec} pass word"),
        _ => format!("`{k}`"),
    }
}

/// A later declaration replacing an earlier one: contracts and
/// announcements keep the earlier fields the later one does not set.
pub(super) fn merge_one(old: &Decl, new: &Decl) -> Decl {
    match (&old.kind, &new.kind) {
        (
            DeclKind::Contract {
                fields: of,
                title: ot,
                ..
            },
            DeclKind::Contract {
                name,
                title,
                fields,
            },
        ) => {
            let mut fields_out = of.clone();
            for f in fields {
                match fields_out.iter_mut().find(|g| g.name.name == f.name.name) {
                    Some(g) => *g = f.clone(),
                    None => fields_out.push(f.clone()),
                }
            }
            Decl {
                kind: DeclKind::Contract {
                    name: name.clone(),
                    title: title.clone().or_else(|| ot.clone()),
                    fields: fields_out,
                },
                span: new.span,
            }
        }
        (
            DeclKind::Announcement {
                fields: of,
                title: ot,
                params: op,
                ..
            },
            DeclKind::Announcement {
                name,
                params,
                title,
                fields,
            },
        ) => {
            let mut fields_out = of.clone();
            for f in fields {
                match fields_out.iter_mut().find(|g| g.name.name == f.name.name) {
                    Some(g) => *g = f.clone(),
                    None => fields_out.push(f.clone()),
                }
            }
            let params = if params.is_empty() {
                op.clone()
            } else {
                params.clone()
            };
            Decl {
                kind: DeclKind::Announcement {
                    name: name.clone(),
                    params,
                    title: title.clone().or_else(|| ot.clone()),
                    fields: fields_out,
                },
                span: new.span,
            }
        }
        _ => new.clone(),
    }
}

//! What the server answers about a place in a document: hover, go to
//! definition and completion. Each looks at the word under the cursor (a
//! name, or a dotted rule id) and at the document's [`Analysis`].

use super::analysis::{Analysis, Def, DefKind, SourceFile};
use super::position::floor_boundary;
use super::words;
use crate::lang::builtins::{self, BUILTINS};
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, Documentation, Hover, HoverContents,
    Location, MarkupContent, MarkupKind, Range, TextEdit,
};
use std::fmt::Write;

/// The word under (or just before) the cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// The name at the cursor (`value` in `c.value`).
    pub name: String,
    pub start: usize,
    pub end: usize,
    /// The dotted word around it (`c.value`, `_.play.turn`).
    pub dotted: String,
    pub dotted_start: usize,
    /// Whether the name follows a `.` (a field).
    pub after_dot: bool,
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

/// The word at a byte offset of `text` (the cursor may stand just after it).
pub fn word_at(text: &str, offset: usize) -> Option<Word> {
    let bytes = text.as_bytes();
    let offset = floor_boundary(text, offset);
    let mut start = offset;
    while start > 0 && is_name_byte(bytes[start - 1]) {
        start -= 1;
    }
    let mut end = offset;
    while end < bytes.len() && is_name_byte(bytes[end]) {
        end += 1;
    }
    // `a-b` is one name, but a `-` at either end is an operator.
    while start < end && bytes[start] == b'-' {
        start += 1;
    }
    while end > start && bytes[end - 1] == b'-' {
        end -= 1;
    }
    let mut dotted_start = start;
    while dotted_start > 0
        && (is_name_byte(bytes[dotted_start - 1]) || bytes[dotted_start - 1] == b'.')
    {
        dotted_start -= 1;
    }
    let mut dotted_end = end;
    while dotted_end < bytes.len() && (is_name_byte(bytes[dotted_end]) || bytes[dotted_end] == b'.')
    {
        dotted_end += 1;
    }
    let trim = |s: &str| s.trim_matches(|c| c == '.' || c == '-').to_string();
    let dotted = trim(text.get(dotted_start..dotted_end)?);
    let dotted_start = dotted_start
        + text
            .get(dotted_start..dotted_end)?
            .find(|c| c != '.' && c != '-')
            .unwrap_or(0);
    if start == end && dotted.is_empty() {
        return None;
    }
    Some(Word {
        name: text.get(start..end)?.to_string(),
        start,
        end,
        dotted,
        dotted_start,
        after_dot: start > 0 && bytes[start - 1] == b'.',
    })
}

/// What the word at the cursor refers to.
enum Target<'a> {
    /// A local name of the document.
    Local(super::locals::Local),
    /// Declarations (the one in effect first).
    Defs(Vec<&'a Def>),
    Builtin(&'static builtins::Builtin),
}

fn target<'a>(an: &'a Analysis, w: &Word) -> Option<Target<'a>> {
    if w.dotted.contains('.') {
        let rules: Vec<&Def> = an
            .defs_of(&w.dotted)
            .into_iter()
            .filter(|d| d.kind == DefKind::Rule)
            .collect();
        if !rules.is_empty() {
            return Some(Target::Defs(rules));
        }
    }
    if w.name.is_empty() {
        return None;
    }
    if !w.after_dot
        && let Some(local) = an
            .file(0)
            .and_then(|f| super::locals::binding(&f.decls, &w.name, w.start))
    {
        return Some(Target::Local(local));
    }
    let defs = an.defs_of(&w.name);
    // After a dot, a field; else anything but a field first.
    let (fields, others): (Vec<&Def>, Vec<&Def>) =
        defs.into_iter().partition(|d| d.kind == DefKind::Field);
    let (first, second) = if w.after_dot {
        (fields, others)
    } else {
        (others, fields)
    };
    if !first.is_empty() {
        return Some(Target::Defs(first));
    }
    if let Some(b) = builtins::lookup(&w.name) {
        return Some(Target::Builtin(b));
    }
    (!second.is_empty()).then_some(Target::Defs(second))
}

/// The hover of the word at `offset` of the document's current `text`.
pub fn hover(an: &Analysis, text: &str, offset: usize) -> Option<Hover> {
    if let Some((span, i)) = extends_at(an, offset) {
        let f = an.file(i)?;
        let first = f
            .text
            .lines()
            .find(|l| !l.trim().is_empty() && !l.starts_with('#'));
        return Some(Hover {
            contents: HoverContents::Markup(MarkupContent {
                kind: MarkupKind::Markdown,
                value: format!(
                    "base: `{}`\n```skus\n{}\n```",
                    short_name(f),
                    first.unwrap_or("").trim_end()
                ),
            }),
            range: an.file(0).map(|d| d.range(span)),
        });
    }
    if super::tokens::in_comment_or_string(text, offset) {
        return None;
    }
    let w = word_at(text, offset)?;
    let md = match target(an, &w)? {
        Target::Builtin(b) => format!(
            "```skus\n{}: {}\n```\nbuiltin: {}",
            b.signature(),
            b.result.ty().name(&[]),
            b.doc
        ),
        Target::Defs(defs) => describe(an, &defs)?,
        Target::Local(l) => format!("```skus\n{}\n```\nlocal ({})", l.name.name, l.what),
    };
    let range = if w.dotted.contains('.') && md.starts_with("```skus\nrule ") {
        (w.dotted_start, w.dotted_start + w.dotted.len())
    } else {
        (w.start, w.end)
    };
    let lines = super::position::LineIndex::new(text);
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: md,
        }),
        range: Some(lines.range(text, range.0, range.1)),
    })
}

/// The document's `extends "…"` at `offset`: its place, and the file it
/// reads (by name: `spec/NAME.rules` shipped, a path on disk).
fn extends_at(an: &Analysis, offset: usize) -> Option<(crate::lang::diag::Span, usize)> {
    let path = an.file(0)?.decls.iter().find_map(|d| match &d.kind {
        crate::lang::ast::DeclKind::Extends { path }
            if (path.span.start as usize..=path.span.end as usize).contains(&offset) =>
        {
            Some(path)
        }
        _ => None,
    })?;
    let wanted = path.text.replace('\\', "/");
    let wanted = wanted.trim_start_matches("./");
    let i = an
        .files
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, f)| {
            let name = f.name.replace('\\', "/");
            let name = name.strip_suffix(crate::specs::EMBEDDED).unwrap_or(&name);
            name == wanted || name.ends_with(&format!("/{wanted}"))
        })?
        .0;
    Some((path.span, i))
}

/// `file:line` of a declaration, for a reader.
fn place(an: &Analysis, d: &Def) -> String {
    an.file(d.file).map_or_else(String::new, |f| {
        let p = f.range(d.span).start;
        format!("{}:{}", short_name(f), p.line + 1)
    })
}

fn short_name(f: &SourceFile) -> String {
    let name = f
        .name
        .strip_suffix(crate::specs::EMBEDDED)
        .unwrap_or(&f.name);
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    if name.starts_with("spec/") && !std::path::Path::new(name).is_absolute() {
        format!("{base} (embedded)")
    } else {
        base.to_string()
    }
}

/// The first line of a declaration as written.
fn head(an: &Analysis, d: &Def) -> String {
    let Some(f) = an.file(d.file) else {
        return d.name.clone();
    };
    let text = if d.kind == DefKind::Field || d.kind == DefKind::EnumValue {
        let start = d.span.start as usize;
        f.text
            .get(start..)
            .map_or("", |t| t.split('\n').next().unwrap_or(""))
    } else {
        f.slice(d.decl).split('\n').next().unwrap_or("")
    };
    let text = text.trim_end();
    if text.chars().count() > 160 {
        let cut: String = text.chars().take(160).collect();
        format!("{cut} …")
    } else {
        text.to_string()
    }
}

/// Markdown about a declared name.
fn describe(an: &Analysis, defs: &[&Def]) -> Option<String> {
    let d = *defs.first()?;
    let mut md = String::new();
    match d.kind {
        DefKind::Rule => {
            let full = an.full_rule_id(&d.name);
            let rule = an
                .program
                .as_ref()
                .filter(|_| an.origin == super::analysis::Origin::Current)
                .and_then(|p| p.rules.iter().find(|r| r.id == full));
            let (text, source) = match rule {
                Some(r) => (r.text.clone(), r.source.clone()),
                None => rule_words(an, d),
            };
            let _ = write!(md, "```skus\nrule {full}\n```\n**{text}**");
            if let Some(s) = source {
                let _ = write!(md, "\n\n> {}", s.replace('\n', "\n> "));
            }
        }
        DefKind::Field => {
            let _ = write!(md, "```skus\n{}\n```\n", head(an, d));
            let ty = an.program.as_ref().and_then(|p| {
                let enums: Vec<String> = p.enums.iter().map(|e| e.name.clone()).collect();
                p.contract_fields
                    .iter()
                    .chain(&p.ann_fields)
                    .find(|(n, _)| *n == d.name)
                    .map(|(_, t)| t.name(&enums))
            });
            let owner = d.owner.as_deref().unwrap_or("?");
            match ty {
                Some(t) => {
                    let when = an.origin.note();
                    let _ = write!(md, "field `{}`: **{t}** (of `{owner}`){when}", d.name);
                }
                None => {
                    let _ = write!(md, "field `{}` of `{owner}`", d.name);
                }
            }
        }
        DefKind::Param => {
            let _ = write!(md, "```skus\n{}\n```\n", head(an, d));
            if let Some((_, v)) = an
                .program
                .as_ref()
                .and_then(|p| p.params.iter().find(|(n, _)| *n == d.name))
            {
                let when = an.origin.note();
                let _ = write!(md, "effective value after overlays: **{v}**{when}");
            } else {
                md.push_str("effective: the first line above");
            }
            if defs.len() > 1 {
                md.push_str("\n\nset in:");
                for e in defs {
                    let _ = write!(md, "\n- {}: `{}`", place(an, e), head(an, e));
                }
            }
        }
        DefKind::EnumValue => {
            let _ = write!(
                md,
                "```skus\n{}\n```\nvalue of enum `{}`",
                d.name,
                d.owner.as_deref().unwrap_or("?")
            );
        }
        _ => {
            let _ = write!(md, "```skus\n{}\n```\n{}", head(an, d), d.kind.word());
        }
    }
    let _ = write!(md, "\n\n*{}*", place(an, d));
    if defs.len() > 1 && d.kind != DefKind::Param && d.kind != DefKind::Field {
        let others: Vec<String> = defs[1..].iter().map(|e| place(an, e)).collect();
        let _ = write!(md, " (overrides {})", others.join(", "));
    }
    Some(md)
}

/// A rule's text and source from its declaration.
fn rule_words(an: &Analysis, d: &Def) -> (String, Option<String>) {
    an.file(d.file)
        .and_then(|f| {
            f.decls.iter().find_map(|decl| match &decl.kind {
                crate::lang::ast::DeclKind::Rule { id, text, source } if id.span == d.span => {
                    Some((text.text.clone(), source.as_ref().map(|s| s.text.clone())))
                }
                _ => None,
            })
        })
        .unwrap_or_default()
}

/// Where the word at `offset` is declared: the declaration in effect; on a
/// declaration itself, the ones it overrides (in the bases).
pub fn definition(an: &Analysis, text: &str, offset: usize) -> Vec<Location> {
    if let Some((_, i)) = extends_at(an, offset) {
        return an
            .file(i)
            .and_then(|f| Some(Location::new(f.uri.clone()?, Range::default())))
            .into_iter()
            .collect();
    }
    if super::tokens::in_comment_or_string(text, offset) {
        return Vec::new();
    }
    let Some(w) = word_at(text, offset) else {
        return Vec::new();
    };
    let defs = match target(an, &w) {
        Some(Target::Defs(defs)) => defs,
        Some(Target::Local(l)) => {
            return an
                .file(0)
                .and_then(|f| f.location(l.name.span))
                .into_iter()
                .collect();
        }
        _ => return Vec::new(),
    };
    let on_decl = defs.iter().position(|d| {
        d.file == 0 && (d.span.start as usize..=d.span.end as usize).contains(&offset)
    });
    let chosen: Vec<&Def> = match on_decl {
        // Nothing to override: the declaration itself.
        Some(i) if i + 1 == defs.len() => vec![defs[i]],
        Some(i) => defs[i + 1..].to_vec(),
        None => {
            // The one in effect; for fields, every record's.
            let first = defs[0];
            defs.iter()
                .copied()
                .filter(|d| d.kind == DefKind::Field || std::ptr::eq(*d, first))
                .collect()
        }
    };
    chosen
        .iter()
        .filter_map(|d| an.file(d.file)?.location(d.span))
        .collect()
}

/// Every name that may be written at `offset`: keywords, builtins, the
/// spec's names and rule ids.
pub fn completion(an: &Analysis, text: &str, offset: usize) -> Vec<CompletionItem> {
    let offset = floor_boundary(text, offset);
    if super::tokens::in_comment_or_string(text, offset) {
        return Vec::new();
    }
    let lines = super::position::LineIndex::new(text);
    let w = word_at(text, offset);
    let simple: Range = w.as_ref().map_or_else(
        || lines.range(text, offset, offset),
        |w| lines.range(text, w.start, w.end.max(offset)),
    );
    let dotted: Range = w.as_ref().map_or(simple, |w| {
        lines.range(
            text,
            w.dotted_start,
            (w.dotted_start + w.dotted.len()).max(offset),
        )
    });
    let mut seen = std::collections::HashSet::new();
    let mut items = Vec::new();
    let mut push = |label: String, kind, detail: Option<String>, doc: Option<String>, range| {
        if seen.insert(label.clone()) {
            items.push(CompletionItem {
                label: label.clone(),
                kind: Some(kind),
                detail,
                documentation: doc.map(|d| {
                    Documentation::MarkupContent(MarkupContent {
                        kind: MarkupKind::Markdown,
                        value: d,
                    })
                }),
                text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(range, label))),
                ..CompletionItem::default()
            });
        }
    };
    if let Some(f) = an.file(0) {
        for l in super::locals::in_scope(&f.decls, offset) {
            let what = format!("local ({})", l.what);
            push(
                l.name.name,
                CompletionItemKind::VARIABLE,
                Some(what),
                None,
                simple,
            );
        }
    }
    for d in &an.defs {
        let (kind, range) = match d.kind {
            DefKind::Rule => (CompletionItemKind::REFERENCE, dotted),
            DefKind::Variant => continue,
            DefKind::Param | DefKind::Group | DefKind::Seat => {
                (CompletionItemKind::CONSTANT, simple)
            }
            DefKind::Var => (CompletionItemKind::VARIABLE, simple),
            DefKind::Enum => (CompletionItemKind::ENUM, simple),
            DefKind::EnumValue => (CompletionItemKind::ENUM_MEMBER, simple),
            DefKind::Fn => (CompletionItemKind::FUNCTION, simple),
            DefKind::Action => (CompletionItemKind::METHOD, simple),
            DefKind::Contract | DefKind::Announcement => (CompletionItemKind::STRUCT, simple),
            DefKind::Field => (CompletionItemKind::FIELD, simple),
        };
        let detail = match d.kind {
            DefKind::Rule => rule_words(an, d).0,
            _ => head(an, d),
        };
        push(d.name.clone(), kind, Some(detail), None, range);
    }
    for b in BUILTINS {
        let kind = if b.is_function() {
            CompletionItemKind::FUNCTION
        } else {
            CompletionItemKind::CONSTANT
        };
        push(
            b.name.to_string(),
            kind,
            Some(format!("{}: {}", b.signature(), b.result.ty().name(&[]))),
            Some(b.doc.to_string()),
            simple,
        );
    }
    for k in words::keywords() {
        push(
            k.to_string(),
            CompletionItemKind::KEYWORD,
            None,
            None,
            simple,
        );
    }
    for t in words::TYPES {
        push(
            t.to_string(),
            CompletionItemKind::TYPE_PARAMETER,
            None,
            None,
            simple,
        );
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_at_the_cursor() {
        let text = "x = c.value + said-count - 1\nrequire a violation _.play.turn";
        let at = |s: &str| word_at(text, text.find(s).expect(s) + 1).expect(s);
        let v = at("value");
        assert_eq!(
            (v.name.as_str(), v.dotted.as_str(), v.after_dot),
            ("value", "c.value", true)
        );
        assert_eq!(at("said").name, "said-count");
        let r = at("play");
        assert_eq!(
            (r.name.as_str(), r.dotted.as_str()),
            ("play", "_.play.turn")
        );
        assert_eq!(&text[r.dotted_start..r.dotted_start + 2], "_.");
        // Just after a word.
        assert_eq!(word_at(text, 1).map(|w| w.name), Some("x".into()));
        assert_eq!(word_at(text, 3), None);
        assert_eq!(word_at("", 9), None);
        assert_eq!(word_at("ü", 1).map(|w| w.name), None);
    }
}

//! One document checked: the checker run on its text (with its bases, as
//! `skus check` finds them), its diagnostics in LSP terms, and an index of
//! every declaration of the document and its bases by name, with places.
//!
//! The index is built from the parsed files, not from the checker's
//! tables: it is there for a document with errors too (as long as the
//! document itself parses), and it knows which file declared what.

use super::files::uri_of_source;
use super::position::LineIndex;
use crate::lang::ast::{Decl, DeclKind, Ident};
use crate::lang::diag::{self, Sources, Span};
use crate::lang::ir::Program;
use crate::specs::{self, LoadError};
use lsp_types::{
    Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Range,
    Uri,
};
use std::rc::Rc;
use std::str::FromStr;

/// A file of the spec: the document (index 0) or one of its bases.
pub struct SourceFile {
    /// As the checker names it (a path, or `spec/NAME.rules` shipped).
    pub name: String,
    pub uri: Option<Uri>,
    pub text: String,
    pub lines: LineIndex,
    /// Its declarations (none if it does not parse).
    pub decls: Vec<Decl>,
    /// Whether it parsed.
    pub parsed: bool,
}

impl SourceFile {
    pub fn range(&self, span: Span) -> Range {
        self.lines
            .range(&self.text, span.start as usize, span.end as usize)
    }

    pub fn location(&self, span: Span) -> Option<Location> {
        Some(Location::new(self.uri.clone()?, self.range(span)))
    }

    /// The text of a span (empty if it is not in the text).
    pub fn slice(&self, span: Span) -> &str {
        self.text
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }
}

/// What a declared name is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefKind {
    Variant,
    Rule,
    Param,
    Enum,
    EnumValue,
    Group,
    Fn,
    Var,
    Seat,
    Contract,
    Announcement,
    Action,
    /// A field of a contract or an announcement.
    Field,
}

impl DefKind {
    pub fn word(self) -> &'static str {
        match self {
            DefKind::Variant => "variant",
            DefKind::Rule => "rule",
            DefKind::Param => "param",
            DefKind::Enum => "enum",
            DefKind::EnumValue => "enum value",
            DefKind::Group => "group",
            DefKind::Fn => "fn",
            DefKind::Var => "var",
            DefKind::Seat => "seat",
            DefKind::Contract => "contract",
            DefKind::Announcement => "announcement",
            DefKind::Action => "action",
            DefKind::Field => "field",
        }
    }
}

/// One declaration of a name.
#[derive(Clone, Debug)]
pub struct Def {
    /// The name as written (a rule id with its `_.`).
    pub name: String,
    pub kind: DefKind,
    /// The file (index into [`Analysis::files`]).
    pub file: usize,
    /// The name's place.
    pub span: Span,
    /// The whole declaration's place.
    pub decl: Span,
    /// The enum of a value, the contract or announcement of a field.
    pub owner: Option<String>,
}

/// A document checked.
pub struct Analysis {
    /// The document first, then its bases (the checker's file order).
    pub files: Vec<SourceFile>,
    /// The checked program: of this text when it has no errors, else of
    /// the document's last text without errors, else of its base.
    pub program: Option<Rc<Program>>,
    /// Which text `program` is of.
    pub origin: Origin,
    /// The document's diagnostics.
    pub diagnostics: Vec<Diagnostic>,
    /// Whether the document parsed (its declarations are indexed).
    pub parsed: bool,
    /// The variant id `_.` stands for.
    pub variant: String,
    /// Every declaration, the document's first, then each base's (the
    /// first of a name is the one in effect).
    pub defs: Vec<Def>,
}

/// Which text an analysis's program is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Origin {
    /// This text.
    Current,
    /// The document's last text without errors.
    Earlier,
    /// The document's (first) base, checked alone.
    Base,
}

impl Origin {
    /// Said after a value from the program.
    pub fn note(self) -> &'static str {
        match self {
            Origin::Current => "",
            Origin::Earlier => " (at the last check without errors)",
            Origin::Base => " (of the base: this text has errors)",
        }
    }
}

/// The program of the document's first base, checked alone (for types
/// and values while the document has errors).
pub fn check_base(an: &Analysis) -> Option<Program> {
    let base = an.files.get(1)?;
    let (name, text) = (base.name.as_str(), base.text.as_str());
    let shipped = !std::path::Path::new(name).is_absolute();
    std::panic::catch_unwind(|| {
        if shipped {
            specs::load_text_shipped(name, text)
        } else {
            specs::load_text(name, text)
        }
    })
    .ok()?
    .ok()
}

/// The checker's name for a document: its path for a `file:` URI, else the
/// URI itself (bases are then looked up among the shipped specs only).
pub fn checker_name(uri: &str) -> String {
    super::files::uri_to_path(uri)
        .filter(|p| p.is_absolute())
        .map_or_else(|| uri.to_string(), |p| p.display().to_string())
}

/// Checks a document's text.
pub fn analyse(uri: &Uri, text: &str) -> Analysis {
    analyse_after(uri, text, None)
}

/// Checks a document's text, an edit of the text `earlier` checked: if
/// that one parsed, the new text is read again only where it differs
/// (`lang::parse::parse_near`; the result is the same as reading it whole).
pub fn analyse_after(uri: &Uri, text: &str, earlier: Option<&Analysis>) -> Analysis {
    let kept = earlier
        .filter(|a| a.parsed)
        .and_then(|a| a.files.first())
        .filter(|f| crate::lang::parse::is_near(text, &f.text))
        .map(|f| Rc::new(crate::lang::parse::Kept::new(f.text.clone(), &f.decls)));
    match kept {
        Some(kept) => crate::lang::parse::with_earlier(kept, || check_text(uri, text)),
        None => check_text(uri, text),
    }
}

fn check_text(uri: &Uri, text: &str) -> Analysis {
    let name = checker_name(uri.as_str());
    let run = std::panic::catch_unwind(|| specs::load_text(&name, text));
    let (sources, program, diags) = match run {
        Ok(Ok(program)) => {
            // The checker's warnings (an unused parameter) are published as such.
            let warnings = program.warnings.clone();
            (program.sources.clone(), Some(Rc::new(program)), warnings)
        }
        Ok(Err(LoadError::Invalid(failed))) => (failed.sources, None, failed.diagnostics),
        Ok(Err(e)) => {
            let mut src = Sources::default();
            src.add(name.clone(), text);
            let d = diag::Diagnostic::new(Span::default(), e.to_string(), "");
            (src, None, vec![d])
        }
        Err(_) => {
            let mut src = Sources::default();
            src.add(name.clone(), text);
            let d = diag::Diagnostic::new(
                Span::default(),
                "internal error: the checker failed on this text (please report it)",
                "",
            );
            (src, None, vec![d])
        }
    };
    let mut files: Vec<SourceFile> = sources
        .files
        .iter()
        .enumerate()
        .map(|(i, (fname, ftext))| {
            let parsed = u16::try_from(i)
                .ok()
                .and_then(|f| crate::lang::parse::parse_or_known(ftext, f).ok());
            SourceFile {
                name: fname.clone(),
                uri: if i == 0 {
                    Some(uri.clone())
                } else {
                    uri_of_source(fname).and_then(|u| Uri::from_str(&u).ok())
                },
                text: ftext.clone(),
                lines: LineIndex::new(ftext),
                parsed: parsed.is_some(),
                decls: parsed.unwrap_or_default(),
            }
        })
        .collect();
    if files.is_empty() {
        files.push(SourceFile {
            name,
            uri: Some(uri.clone()),
            text: text.to_string(),
            lines: LineIndex::new(text),
            decls: Vec::new(),
            parsed: false,
        });
    }
    let parsed = files[0].parsed;
    let defs = index(&files);
    let variant = program.as_ref().map_or_else(
        || {
            defs.iter()
                .find(|d| d.kind == DefKind::Variant)
                .map_or_else(String::new, |d| d.name.clone())
        },
        |p| p.variant.clone(),
    );
    let diagnostics = merge_base_diagnostics(&diags, &files);
    Analysis {
        files,
        program,
        origin: Origin::Current,
        diagnostics,
        parsed,
        variant,
        defs,
    }
}

/// The document's diagnostics. Several the checker places in bases that
/// land on one place of the document with one code (a field the overlay
/// misspells, missing from each of the base's twelve contracts) are one,
/// with every base place as related information.
fn merge_base_diagnostics(diags: &[diag::Diagnostic], files: &[SourceFile]) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = Vec::new();
    let mut merged: Vec<(usize, usize)> = Vec::new();
    for d in diags {
        let lsp = to_lsp(d, files);
        if d.span.file != 0 {
            let same = out
                .iter()
                .position(|o| o.range == lsp.range && o.code == lsp.code && o.source == lsp.source);
            if let Some(i) = same.filter(|i| merged.iter().any(|m| m.0 == *i)) {
                if let Some(m) = merged.iter_mut().find(|m| m.0 == i) {
                    m.1 += 1;
                }
                let more = lsp.related_information.unwrap_or_default();
                out[i]
                    .related_information
                    .get_or_insert_with(Vec::new)
                    .extend(more);
                continue;
            }
            merged.push((out.len(), 0));
        }
        out.push(lsp);
    }
    for (i, n) in merged {
        if n > 0 {
            out[i].message = format!("{}\n(and {n} more like it in the bases)", out[i].message);
        }
    }
    out
}

/// A checker diagnostic on the document. One placed in a base is shown
/// where the document is concerned: at its related place if that is in
/// the document, else at the document's `extends`; the base's place is
/// then its related information.
fn to_lsp(d: &diag::Diagnostic, files: &[SourceFile]) -> Diagnostic {
    let doc = &files[0];
    let file_of = |span: Span| files.get(span.file as usize);
    let mut message = d.message.clone();
    let mut related = Vec::new();
    let mut note = |span: Span, what: &str| {
        if let Some(loc) = file_of(span).and_then(|f| f.location(span)) {
            related.push(DiagnosticRelatedInformation {
                location: loc,
                message: what.to_string(),
            });
        }
    };
    let range = if d.span.file == 0 {
        if let Some((span, what)) = &d.related {
            note(*span, what);
        }
        widen(doc, d.span)
    } else {
        let place = file_of(d.span).map_or_else(String::new, |f| {
            let p = f.range(d.span).start;
            format!("{}:{}:{}", f.name, p.line + 1, p.character + 1)
        });
        message = format!("in {place}: {message}");
        note(d.span, &d.label);
        match &d.related {
            Some((span, what)) if span.file == 0 => {
                message = format!("{message} ({what})");
                widen(doc, *span)
            }
            other => {
                if let Some((span, what)) = other {
                    note(*span, what);
                }
                let extends = doc.decls.iter().find_map(|decl| match &decl.kind {
                    DeclKind::Extends { path } => Some(path.span),
                    _ => None,
                });
                extends.map_or_else(Range::default, |s| widen(doc, s))
            }
        }
    };
    if let Some(help) = &d.help {
        message = format!("{message}\nhelp: {help}");
    }
    Diagnostic {
        range,
        severity: Some(if d.warning {
            DiagnosticSeverity::WARNING
        } else {
            DiagnosticSeverity::ERROR
        }),
        code: (!d.code.is_empty()).then(|| NumberOrString::String(d.code.to_string())),
        source: Some("skus".into()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        ..Diagnostic::default()
    }
}

/// A span's range; an empty span covers the character after it (an
/// editor draws nothing under an empty range).
fn widen(file: &SourceFile, span: Span) -> Range {
    let start = span.start as usize;
    let mut end = (span.end as usize).max(start);
    if end == start
        && let Some(c) = file.text.get(start..).and_then(|t| t.chars().next())
        && c != '\n'
        && c != '\r'
    {
        end = start + c.len_utf8();
    }
    file.lines.range(&file.text, start, end)
}

/// Every declaration of the files, the document's first.
fn index(files: &[SourceFile]) -> Vec<Def> {
    let mut defs = Vec::new();
    for (i, f) in files.iter().enumerate() {
        for d in &f.decls {
            let mut add = |name: &Ident, kind: DefKind, owner: Option<&str>| {
                defs.push(Def {
                    name: name.name.clone(),
                    kind,
                    file: i,
                    span: name.span,
                    decl: d.span,
                    owner: owner.map(str::to_string),
                })
            };
            match &d.kind {
                DeclKind::Variant { name, .. } => add(name, DefKind::Variant, None),
                DeclKind::Rule { id, .. } => add(id, DefKind::Rule, None),
                DeclKind::Param { name, .. } => add(name, DefKind::Param, None),
                DeclKind::Enum { name, variants } => {
                    add(name, DefKind::Enum, None);
                    for v in variants {
                        add(v, DefKind::EnumValue, Some(&name.name));
                    }
                }
                DeclKind::Group { name, .. } => add(name, DefKind::Group, None),
                DeclKind::Fn { name, .. } => add(name, DefKind::Fn, None),
                DeclKind::Var { name, .. } => add(name, DefKind::Var, None),
                DeclKind::Seat { name, .. } => add(name, DefKind::Seat, None),
                DeclKind::Contract { name, fields, .. } => {
                    add(name, DefKind::Contract, None);
                    for f in fields {
                        add(&f.name, DefKind::Field, Some(&name.name));
                    }
                }
                DeclKind::Announcement { name, fields, .. } => {
                    add(name, DefKind::Announcement, None);
                    for f in fields {
                        add(&f.name, DefKind::Field, Some(&name.name));
                    }
                }
                DeclKind::Action { name, .. } => add(name, DefKind::Action, None),
                _ => {}
            }
        }
    }
    defs
}

impl Analysis {
    /// The full id of a rule id as written (`_.` is the variant).
    pub fn full_rule_id(&self, id: &str) -> String {
        match id.strip_prefix("_.") {
            Some(rest) => format!("{}.{rest}", self.variant),
            None => id.to_string(),
        }
    }

    /// The declarations of a name, the one in effect first; a rule by
    /// its full id or as written.
    pub fn defs_of(&self, name: &str) -> Vec<&Def> {
        let rule = self.full_rule_id(name);
        self.defs
            .iter()
            .filter(|d| match d.kind {
                DefKind::Rule => self.full_rule_id(&d.name) == rule,
                _ => d.name == name,
            })
            .collect()
    }

    pub fn file(&self, i: usize) -> Option<&SourceFile> {
        self.files.get(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lsp_types::Position;

    #[test]
    fn an_edit_checked_after_the_last_text_is_checked_as_a_fresh_text() {
        // A spec of one's own (no shipped text makes up half of it): the
        // tarockcup spec with 1,200 parameters of its own.
        let base = specs::shipped("tarockcup").expect("tarockcup is shipped").1;
        let own: String = (0..1200)
            .map(|i| format!("param own-n{i}: int = {i}\n"))
            .collect();
        let text = format!("{base}\n{own}");
        assert!(!crate::lang::parse::is_near(&text, base));
        let uri = Uri::from_str("untitled:own").expect("uri");
        let first = analyse(&uri, &text);
        assert!(
            first.parsed && first.program.is_some(),
            "{:#?}",
            first.diagnostics
        );
        let at = text.find("param own-n200").expect("a parameter of its own");
        let edits = [
            format!("{}# a note\n{}", &text[..at], &text[at..]),
            text.replacen("param own-n200: int = 200", "param own-n200: int = 2 +", 1),
            text.replacen("param own-n200: int = 200", "param own-n200: bool = 200", 1),
            text.replacen(
                "param own-n10: int = 10",
                "param own-n10: int = 10 + own-n11",
                1,
            ),
            format!("{}param if: int = 1\n{}", &text[..at], &text[at..]),
        ];
        for (i, edited) in edits.iter().enumerate() {
            let after = analyse_after(&uri, edited, Some(&first));
            let fresh = analyse(&uri, edited);
            assert_eq!(after.diagnostics, fresh.diagnostics, "edit {i}");
            assert_eq!(after.parsed, fresh.parsed, "edit {i}");
            let decls = |a: &Analysis| a.files.iter().map(|f| f.decls.clone()).collect::<Vec<_>>();
            assert!(
                decls(&after) == decls(&fresh),
                "edit {i}: the declarations differ"
            );
            assert_eq!(after.program.is_some(), fresh.program.is_some(), "edit {i}");
        }
    }

    #[test]
    fn base_errors_caused_by_an_overlay_are_one_at_the_overlay() {
        // A misspelt field of an overriding contract: the checker reports
        // it at the overlay's field (S0704), not in every contract of the
        // base.
        let uri = Uri::from_str("untitled:valeu").expect("uri");
        let text = "variant tarockcup \"Sküs\"\nextends \"tarockcup.rules\"\n\
                    override contract trischaken { valeu 2 }\n";
        let an = analyse(&uri, text);
        assert_eq!(an.diagnostics.len(), 1, "{:#?}", an.diagnostics);
        let d = &an.diagnostics[0];
        assert_eq!(d.range.start, Position::new(2, 31));
        assert_eq!(d.range.end, Position::new(2, 36));
        assert!(d.message.contains("did you mean `value`?"), "{}", d.message);
        // An override of an enum that drops values the base uses: the
        // errors the base then has are one diagnostic in the overlay.
        let text = "variant tarockcup \"Sküs\"\nextends \"tarockcup.rules\"\n\
                    override enum wins { the-game }\n";
        let an = analyse(&uri, text);
        assert_eq!(an.diagnostics.len(), 1, "{:#?}", an.diagnostics);
        let d = &an.diagnostics[0];
        assert!(d.message.starts_with("in spec/"), "{}", d.message);
        assert!(
            d.message.contains("more like it in the bases"),
            "{}",
            d.message
        );
        let related = d.related_information.as_deref().unwrap_or_default();
        assert!(related.len() > 2, "{related:#?}");
        let text = "variant tarockcup \"Sküs\"\nextends \"tarockcup.rules\"\n";
        let an = analyse(&uri, text);
        // The overlay's variant and its bases are indexed, the overlay first.
        assert_eq!(an.variant, "tarockcup");
        let files: Vec<&str> = an.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(
            files,
            [
                "untitled:valeu",
                "spec/tarockcup.rules (embedded)",
                "spec/koenigrufen.rules (embedded)"
            ]
        );
        assert_eq!(an.defs_of("tarockcup.play.kaiserstich").len(), 1);
    }
}

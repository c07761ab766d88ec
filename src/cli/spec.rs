//! `skus spec list`, `skus spec show NAME`, `skus spec show --merged FILE`:
//! the shipped specs the binary carries, and the spec an overlay and its
//! bases make together, each definition with the file and line it comes
//! from.

use super::Status;
use super::out::{self, Out};
use crate::lang::ast::{Decl, DeclKind, Field};
use crate::lang::diag::{Sources, Span};
use crate::specs::{self, LoadError};
use std::fmt::Write as _;

/// `skus spec list`.
pub fn list() -> Status {
    let mut out = Out::stdout();
    for (file, text) in specs::SHIPPED {
        let base = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("extends "))
            .map(|b| format!("  (extends {})", b.trim_matches('"')))
            .unwrap_or_default();
        out.put(&format!("spec/{file:<20} {}{base}\n", title_line(text)));
    }
    out.finish()
}

/// What a spec's `variant` line says after the keyword (its id, title and
/// rulebook), as the listings show it.
pub(super) fn title_line(text: &str) -> &str {
    text.lines()
        .find_map(|l| l.trim().strip_prefix("variant "))
        .unwrap_or("")
}

/// `skus spec show NAME` and `--merged`.
pub fn show(name: &str, merged: bool) -> Status {
    let mut out = Out::stdout();
    let status = if merged {
        match specs::merged(name) {
            Ok((sources, decls, supers)) => {
                out.put(&merged_text(name, &sources, &decls, &supers));
                Status::Clean
            }
            Err(e) => failed(name, e),
        }
    } else if std::path::Path::new(name).exists() {
        match specs::read_spec(name) {
            Ok(text) => {
                out.put(&text);
                Status::Clean
            }
            Err(e) => failed(name, e),
        }
    } else {
        match specs::shipped(name) {
            Some((_, text)) => {
                out.put(text);
                Status::Clean
            }
            None => failed(name, LoadError::Unknown(name.to_string())),
        }
    };
    status.max(out.finish())
}

fn failed(name: &str, e: LoadError) -> Status {
    match e {
        LoadError::Invalid(f) => {
            out::eprint(&f.render());
            super::report(
                &format!("the spec `{name}` and its bases cannot be merged"),
                "the errors above are in the files they name",
            );
            Status::Findings
        }
        e => {
            super::report(
                &e.to_string(),
                "give a .rules file or a shipped spec (`skus spec list`)",
            );
            Status::Unreadable
        }
    }
}

/// The text of a span, without the blank lines and comments the reader
/// takes in after a declaration's last token.
fn slice(src: &Sources, span: Span) -> &str {
    let text = src
        .text(span.file)
        .get(span.start as usize..span.end as usize)
        .unwrap_or("");
    let mut end = text.len();
    loop {
        let body = text[..end].trim_end();
        let last_line = body.rfind('\n').map_or(0, |i| i + 1);
        if body[last_line..].trim_start().starts_with('#') && last_line > 0 {
            end = last_line;
        } else {
            return body;
        }
    }
}

/// `file:line` of a span.
fn place(src: &Sources, span: Span) -> String {
    let (line, _, _) = src.locate(span);
    format!("{}:{line}", src.name(span))
}

/// The merged spec as text: a header naming the files, then every
/// declaration in the order the checker sees them, each under a comment
/// with the file and line it comes from; a contract or announcement that
/// fields of several files make is written field by field, each field
/// with its own place. A definition an `override` replaced but calls by
/// `super` is shown commented out after the one that replaced it.
pub fn merged_text(
    name: &str,
    src: &Sources,
    decls: &[Decl],
    supers: &std::collections::HashMap<String, String>,
) -> String {
    let mut out = String::new();
    let files: Vec<&str> = src.files.iter().map(|f| f.0.as_str()).collect();
    let _ = writeln!(
        out,
        "# The spec `{}` makes with its bases, as the checker reads it (`skus spec show --merged`).",
        crate::text::escape_control(name)
    );
    let _ = writeln!(out, "# Files, the spec first: {}.", files.join(", "));
    let _ = writeln!(
        out,
        "# Each declaration is preceded by the file and line it comes from; a field set by a later file than its record says so.\n"
    );
    let hidden: std::collections::HashMap<&str, &str> = supers
        .iter()
        .map(|(name, hidden)| (hidden.as_str(), name.as_str()))
        .collect();
    for d in decls {
        if matches!(d.kind, DeclKind::Extends { .. }) {
            continue;
        }
        let own = match &d.kind {
            DeclKind::Fn { name, .. } | DeclKind::Action { name, .. } => {
                hidden.get(name.name.as_str()).copied()
            }
            // A parameter or group an override reads as `super` (a name
            // no spec can write: it holds a `'`).
            DeclKind::Param { name, .. } | DeclKind::Group { name, .. } => {
                name.name.split_once('\'').map(|(base, _)| base)
            }
            _ => None,
        };
        if let Some(replaced_by) = own {
            let _ = writeln!(
                out,
                "# {} — replaced by the `override` of `{replaced_by}`, which uses it as `super`:",
                place(src, d.span)
            );
            for line in slice(src, d.span).lines() {
                let _ = writeln!(out, "#   {line}");
            }
            out.push('\n');
            continue;
        }
        match &d.kind {
            DeclKind::Contract { fields, .. } | DeclKind::Announcement { fields, .. }
                if fields.iter().any(|f| f.name.span.file != d.span.file) =>
            {
                record(&mut out, src, d, fields);
            }
            _ => {
                let _ = writeln!(out, "# {}", place(src, d.span));
                let _ = writeln!(out, "{}\n", slice(src, d.span));
            }
        }
    }
    out
}

/// A contract or announcement whose fields come from several files.
fn record(out: &mut String, src: &Sources, d: &Decl, fields: &[Field]) {
    let _ = writeln!(
        out,
        "# {} (fields from several files, each marked)",
        place(src, d.span)
    );
    let head = match &d.kind {
        DeclKind::Contract { name, title, .. } => format!(
            "contract {}{}",
            name.name,
            title
                .as_ref()
                .map(|t| format!(" {}", slice(src, t.span)))
                .unwrap_or_default()
        ),
        DeclKind::Announcement {
            name,
            params,
            title,
            ..
        } => format!(
            "announcement {}{}{}",
            name.name,
            if params.is_empty() {
                String::new()
            } else {
                let ps: Vec<String> = params
                    .iter()
                    .map(|p| format!("{}: {}", p.name.name, slice(src, p.ty.span)))
                    .collect();
                format!("({})", ps.join(", "))
            },
            title
                .as_ref()
                .map(|t| format!(" {}", slice(src, t.span)))
                .unwrap_or_default()
        ),
        _ => String::new(),
    };
    let _ = writeln!(out, "{head} {{");
    for f in fields {
        let span = Span {
            end: f.value.span.end,
            ..f.name.span
        };
        let _ = writeln!(out, "  {:<40} # {}", slice(src, span), place(src, span));
    }
    out.push_str("}\n\n");
}

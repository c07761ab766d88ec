//! The document's outline: each declaration, with its fields and enum
//! values beneath it.

use super::analysis::SourceFile;
use crate::lang::ast::{DeclKind, Ident};
use crate::lang::diag::Span;
use lsp_types::{DocumentSymbol, SymbolKind};

fn symbol(
    f: &SourceFile,
    name: String,
    detail: Option<String>,
    kind: SymbolKind,
    whole: Span,
    at: Span,
    children: Vec<DocumentSymbol>,
) -> DocumentSymbol {
    #[allow(deprecated)] // `deprecated` is a field the type still has.
    DocumentSymbol {
        name: if name.is_empty() { "?".into() } else { name },
        detail,
        kind,
        tags: None,
        deprecated: None,
        range: f.range(whole),
        selection_range: f.range(at),
        children: (!children.is_empty()).then_some(children),
    }
}

/// The outline of a parsed file.
pub fn outline(f: &SourceFile) -> Vec<DocumentSymbol> {
    let mut out = Vec::new();
    for d in &f.decls {
        let named = |name: &Ident, kind: SymbolKind, children: Vec<DocumentSymbol>| {
            symbol(
                f,
                name.name.clone(),
                None,
                kind,
                d.span,
                name.span,
                children,
            )
        };
        let leaf = |name: &Ident, kind: SymbolKind| {
            symbol(
                f,
                name.name.clone(),
                None,
                kind,
                name.span,
                name.span,
                Vec::new(),
            )
        };
        let s = match &d.kind {
            DeclKind::Variant { name, .. } => named(name, SymbolKind::MODULE, Vec::new()),
            DeclKind::Rule { id, text, .. } => symbol(
                f,
                id.name.clone(),
                Some(text.text.clone()),
                SymbolKind::KEY,
                d.span,
                id.span,
                Vec::new(),
            ),
            DeclKind::Param { name, .. } => named(name, SymbolKind::CONSTANT, Vec::new()),
            DeclKind::Group { name, .. } | DeclKind::Seat { name, .. } => {
                named(name, SymbolKind::CONSTANT, Vec::new())
            }
            DeclKind::Var { name, .. } => named(name, SymbolKind::VARIABLE, Vec::new()),
            DeclKind::Fn { name, .. } => named(name, SymbolKind::FUNCTION, Vec::new()),
            DeclKind::Action { name, .. } => named(name, SymbolKind::METHOD, Vec::new()),
            DeclKind::Enum { name, variants } => {
                let values = variants
                    .iter()
                    .map(|v| leaf(v, SymbolKind::ENUM_MEMBER))
                    .collect();
                named(name, SymbolKind::ENUM, values)
            }
            DeclKind::Contract { name, fields, .. }
            | DeclKind::Announcement { name, fields, .. } => {
                let fields = fields
                    .iter()
                    .map(|x| leaf(&x.name, SymbolKind::FIELD))
                    .collect();
                named(name, SymbolKind::STRUCT, fields)
            }
            DeclKind::Handler { .. } | DeclKind::Settle { .. } => {
                let head = f
                    .slice(d.span)
                    .split(['{', '\n'])
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_string();
                let at = Span::new(d.span.file, d.span.start as usize, d.span.start as usize);
                symbol(f, head, None, SymbolKind::EVENT, d.span, at, Vec::new())
            }
            _ => continue,
        };
        out.push(s);
    }
    out
}

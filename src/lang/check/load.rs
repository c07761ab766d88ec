//! Loading a spec and the bases it `extends` (with the circle check and
//! the limits on files and depth), and the entry points that check it.

use super::checker::Checker;
use super::limits::MAX_FIELDS;
use super::merge::{Merged, decl_name_span, merge};
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Sources, Span};
use crate::lang::ir::*;
use crate::lang::parse;
use std::collections::HashMap;

/// Finds the text of a spec that another extends: (base name as written,
/// the file that extends it) → (name for messages, text).
pub type Resolver<'a> = &'a dyn Fn(&str, &str) -> Option<(String, String)>;

/// A base found for `extends`.
pub struct Base {
    /// The name in messages (and the `from` of its own bases).
    pub name: String,
    /// What makes it the same file as another (a canonical path): the
    /// circle check compares keys, so `../x/…` cannot go round unseen.
    pub key: String,
    pub text: String,
}

/// Why a base was not read.
pub enum BaseError {
    /// There is no such spec.
    NotFound,
    /// There is a file, but a spec may not extend it (the reason).
    Refused(String),
}

/// Finds a base: (name as written, the name of the extending spec).
pub type BaseResolver<'a> = &'a dyn Fn(&str, &str) -> Result<Base, BaseError>;

/// The longest chain of `extends` (a spec, its base, the base's base …).
pub const MAX_EXTENDS_DEPTH: usize = 16;

/// The most spec files one check reads (a base extended twice counts
/// twice).
pub const MAX_SPEC_FILES: usize = 64;

/// A spec that failed to check: every diagnostic, and the texts they point
/// into.
#[derive(Debug)]
pub struct Failed {
    pub sources: Sources,
    pub diagnostics: Vec<Diagnostic>,
}

impl Failed {
    pub fn render(&self) -> String {
        crate::lang::diag::render_all(&self.diagnostics, &self.sources)
    }
}

/// Checks a spec and everything it extends, and compiles it.
pub fn check(name: &str, text: &str, resolve: Resolver<'_>) -> Result<Program, Failed> {
    check_with(name, name, text, &|base, from| match resolve(base, from) {
        Some((name, text)) => Ok(Base {
            key: name.clone(),
            name,
            text,
        }),
        None => Err(BaseError::NotFound),
    })
}

/// Checks a spec (`key` as in [`Base::key`]) and everything it extends,
/// each base found by `resolve`.
pub fn check_with(
    name: &str,
    key: &str,
    text: &str,
    resolve: BaseResolver<'_>,
) -> Result<Program, Failed> {
    let (sources, mut diags, layers) = read_layers(name, key, text, resolve);
    if !diags.is_empty() {
        return Err(Failed {
            sources,
            diagnostics: diags,
        });
    }
    // The variants of the spec and its bases, base first: a spec stands
    // in for each of them (an overlay referees its base's games).
    let lineage: Vec<String> = layers
        .iter()
        .flat_map(|(_, decls)| decls.iter())
        .filter_map(|d| match &d.kind {
            DeclKind::Variant { name, .. } => Some(name.name.clone()),
            _ => None,
        })
        .collect();
    let Merged {
        decls: merged,
        supers,
    } = merge(layers, &mut diags);
    if let Some(d) = too_many(&merged) {
        diags.push(d);
        return Err(Failed {
            sources,
            diagnostics: diags,
        });
    }
    let mut ck = Checker::new(&sources);
    ck.diags = diags;
    ck.supers = supers;
    let program = ck.run(merged).map(|mut p| {
        p.lineage = lineage;
        p
    });
    let mut diags = std::mem::take(&mut ck.diags);
    match program {
        Some(p) if diags.is_empty() => Ok(p),
        _ => {
            diags.sort_by_key(|d| (d.span.file, d.span.start));
            diags.dedup_by(|a, b| a.span == b.span && a.message == b.message);
            Err(Failed {
                sources,
                diagnostics: diags,
            })
        }
    }
}

/// Reads a spec and its bases: the texts, the errors, and the
/// declarations of each file, bases first.
type Layers = (Sources, Vec<Diagnostic>, Vec<(u16, Vec<Decl>)>);

fn read_layers(name: &str, key: &str, text: &str, resolve: BaseResolver<'_>) -> Layers {
    let mut sources = Sources::default();
    let mut diags = Vec::new();
    let mut layers: Vec<(u16, Vec<Decl>)> = Vec::new();
    load(
        &Base {
            name: name.to_string(),
            key: key.to_string(),
            text: text.to_string(),
        },
        resolve,
        &mut sources,
        &mut diags,
        &mut layers,
        &mut Vec::new(),
        None,
    );
    (sources, diags, layers)
}

/// What [`merged_with`] gives: the texts, the merged declarations, and
/// the hidden names of replaced definitions by overriding name.
pub type MergedSpec = (Sources, Vec<Decl>, HashMap<String, String>);

/// The declarations a spec and its bases make together (`skus spec show
/// --merged`): read and merged as a check does, not checked further; the
/// texts they point into; and the hidden names of definitions an
/// `override` replaced (kept for `super`), by the overriding name.
pub fn merged_with(
    name: &str,
    key: &str,
    text: &str,
    resolve: BaseResolver<'_>,
) -> Result<MergedSpec, Failed> {
    let (sources, mut diags, layers) = read_layers(name, key, text, resolve);
    let Merged { decls, supers } = if diags.is_empty() {
        merge(layers, &mut diags)
    } else {
        Merged {
            decls: Vec::new(),
            supers: HashMap::new(),
        }
    };
    if diags.is_empty() {
        Ok((sources, decls, supers))
    } else {
        Err(Failed {
            sources,
            diagnostics: diags,
        })
    }
}

/// The checker and the program number rules, names, functions, actions,
/// contracts, announcements and handlers in 16 bits: a spec with more of
/// one kind is refused (at the first declaration past the limit) rather
/// than having its numbers wrap.
pub(super) fn too_many(decls: &[Decl]) -> Option<Diagnostic> {
    let limit = usize::from(u16::MAX);
    let mut counts: HashMap<&'static str, usize> = HashMap::new();
    // Fields: the contracts share one record type, the announcements
    // another; each is looked up by name.
    let mut contract_fields: std::collections::HashSet<&str> = Default::default();
    let mut ann_fields: std::collections::HashSet<&str> = Default::default();
    for d in decls {
        let (fields, set, what) = match &d.kind {
            DeclKind::Contract { fields, .. } => (fields, &mut contract_fields, "contracts"),
            DeclKind::Announcement { fields, .. } => (fields, &mut ann_fields, "announcements"),
            _ => continue,
        };
        for f in fields {
            set.insert(f.name.name.as_str());
            if set.len() > MAX_FIELDS {
                return Some(
                    Diagnostic::new(
                        f.name.span,
                        format!("the {what} have more than {MAX_FIELDS} fields"),
                        "one field too many",
                    )
                    .with_code(codes::TOO_MANY_FIELDS)
                    .help("fields are the record of a contract or an announcement: a few dozen"),
                );
            }
        }
    }
    for d in decls {
        let kind = match &d.kind {
            DeclKind::Rule { .. } => "rules",
            DeclKind::Param { .. }
            | DeclKind::Group { .. }
            | DeclKind::Var { .. }
            | DeclKind::Seat { .. } => "parameters, groups, variables and seat names",
            DeclKind::Enum { .. } => "enums",
            DeclKind::Fn { .. } => "functions",
            DeclKind::Contract { .. } => "contracts",
            DeclKind::Announcement { .. } => "announcements",
            DeclKind::Handler { .. } => "handlers",
            DeclKind::Action { .. } => "actions",
            _ => continue,
        };
        let n = counts.entry(kind).or_default();
        *n += 1;
        if *n > limit {
            return Some(
                Diagnostic::new(
                    decl_name_span(d),
                    format!("the spec declares more than {limit} {kind}"),
                    "one too many",
                )
                .with_code(codes::TOO_MANY_DECLARATIONS)
                .help("the checker numbers each kind of declaration in 16 bits"),
            );
        }
    }
    None
}

/// Reads a spec and, first, the bases it extends (depth first).
#[allow(clippy::too_many_arguments)]
pub(super) fn load(
    spec: &Base,
    resolve: BaseResolver<'_>,
    sources: &mut Sources,
    diags: &mut Vec<Diagnostic>,
    layers: &mut Vec<(u16, Vec<Decl>)>,
    stack: &mut Vec<(String, String)>,
    from: Option<Span>,
) {
    let (name, text) = (spec.name.as_str(), spec.text.as_str());
    if let Some(at) = stack.iter().position(|s| s.1 == spec.key) {
        if let Some(span) = from {
            let names: Vec<&str> = stack[at..].iter().map(|s| s.0.as_str()).collect();
            diags.push(
                Diagnostic::new(
                    span,
                    format!(
                        "extending `{name}` goes round in a circle: {} → {name}",
                        names.join(" → ")
                    ),
                    "this extends a spec already being read",
                )
                .with_code(codes::EXTENDS_CIRCLE)
                .help(
                    "a spec may extend a base, and the base another, but never round in a circle",
                ),
            );
        }
        return;
    }
    if let Some(span) = from {
        let refuse = if stack.len() >= MAX_EXTENDS_DEPTH {
            Some(format!(
                "the chain of `extends` is longer than {MAX_EXTENDS_DEPTH} specs"
            ))
        } else if sources.files.len() >= MAX_SPEC_FILES {
            Some(format!(
                "the spec and its bases are more than {MAX_SPEC_FILES} files"
            ))
        } else {
            None
        };
        if let Some(message) = refuse {
            diags.push(
                Diagnostic::new(span, message, "one base too many")
                    .with_code(codes::TOO_MANY_BASES)
                    .help("a spec extends a base, which may extend another, a few levels deep"),
            );
            return;
        }
    }
    let file = sources.add(name, text);
    let decls = match parse::parse_or_known(text, file) {
        Ok(d) => d,
        Err(e) => {
            diags.push(*e);
            return;
        }
    };
    stack.push((name.to_string(), spec.key.clone()));
    for d in &decls {
        if let DeclKind::Extends { path } = &d.kind {
            match resolve(&path.text, name) {
                Ok(base) => load(&base, resolve, sources, diags, layers, stack, Some(path.span)),
                Err(BaseError::NotFound) => diags.push(
                    Diagnostic::new(path.span, format!("cannot find the spec `{}` to extend", path.text), "no such spec").with_code(codes::BASE_NOT_FOUND)
                        .help("a base is looked up beside the spec, then among the shipped specs (`skus check --list`)"),
                ),
                Err(BaseError::Refused(why)) => diags.push(
                    Diagnostic::new(path.span, format!("cannot extend `{}`: {why}", path.text), "not a base a spec may read").with_code(codes::BASE_REFUSED)
                        .help("a spec extends `.rules` files by a relative path, in the directory of the spec given on the command line or below it, and the shipped specs by name"),
                ),
            }
        }
    }
    stack.pop();
    layers.push((file, decls));
}

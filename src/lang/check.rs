//! The checker: loads a spec and the bases it `extends`, merges overrides,
//! resolves every name, checks every type, validates the spec as a whole,
//! and compiles it to a [`Program`]. It reports every error at once.
//!
//! Overrides: a spec's declarations come after those of the spec it
//! extends, and a later declaration replaces an earlier one of the same
//! kind and name (a handler: the same event pattern; a contract or an
//! announcement: field by field). Within one file a name may be declared
//! only once. Rule ids in a base may start with `_.`, which stands for the
//! variant's id (`_.play.follow-suit` in `tarockcup` is
//! `tarockcup.play.follow-suit`).

use super::ast::*;
use super::compile::{Compiler, Scope};
use super::diag::{Diagnostic, Sources, Span};
pub use super::env::fns_by_id;
use super::env::{Context, Env, FnSig, Symbol, suggest};
use super::ir::*;
use super::parse;
use super::types::{Ty, Value};
use crate::cards::CardSet;
use crate::seat::Seat;
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

/// The most combinations of arguments one word pattern or announcement
/// may have: the legal events try each (`skus simulate`, `legal()`).
pub const MAX_WORD_CANDIDATES: u128 = 10_000;

/// The most fields the contracts (and, apart, the announcements) may
/// have between them.
pub const MAX_FIELDS: usize = 4096;

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
        super::diag::render_all(&self.diagnostics, &self.sources)
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
    let merged = merge(&layers, &mut diags);
    if let Some(d) = too_many(&merged) {
        diags.push(d);
        return Err(Failed {
            sources,
            diagnostics: diags,
        });
    }
    let mut ck = Checker::new(&sources);
    ck.diags = diags;
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

/// The checker and the program number rules, names, functions, actions,
/// contracts, announcements and handlers in 16 bits: a spec with more of
/// one kind is refused (at the first declaration past the limit) rather
/// than having its numbers wrap.
fn too_many(decls: &[Decl]) -> Option<Diagnostic> {
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
                .help("the checker numbers each kind of declaration in 16 bits"),
            );
        }
    }
    None
}

/// Reads a spec and, first, the bases it extends (depth first).
#[allow(clippy::too_many_arguments)]
fn load(
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
                    .help("a spec extends a base, which may extend another, a few levels deep"),
            );
            return;
        }
    }
    let file = sources.add(name, text);
    let decls = match parse::parse(text, file) {
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
                    Diagnostic::new(path.span, format!("cannot find the spec `{}` to extend", path.text), "no such spec")
                        .help("a base is looked up beside the spec, then among the shipped specs (`skus check --list`)"),
                ),
                Err(BaseError::Refused(why)) => diags.push(
                    Diagnostic::new(path.span, format!("cannot extend `{}`: {why}", path.text), "not a base a spec may read")
                        .help("a spec extends `.rules` files by a relative path, in the directory of the spec given on the command line or below it, and the shipped specs by name"),
                ),
            }
        }
    }
    stack.pop();
    layers.push((file, decls));
}

/// The key under which a declaration replaces an earlier one.
fn key(d: &DeclKind) -> Option<String> {
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
        DeclKind::Action { name, .. } => format!("name {}", name.name),
        DeclKind::Handler { pattern, .. } => format!("on {}", pattern_key(pattern)),
        DeclKind::Pass { section, .. } => format!("pass {}", section_word(*section)),
    })
}

fn section_word(s: SectionName) -> &'static str {
    match s {
        SectionName::Auction => "auction",
        SectionName::Call => "call",
        SectionName::Announce => "announce",
    }
}

fn pattern_key(p: &Pattern) -> String {
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

fn type_key(t: &TypeExpr) -> String {
    match &t.kind {
        TypeKind::Named(n) => n.name.clone(),
        TypeKind::List(i) => format!("list[{}]", type_key(i)),
        TypeKind::Scores => "scores".into(),
        TypeKind::Range(a, b) => format!("{a}..{b}"),
    }
}

fn decl_name_span(d: &Decl) -> Span {
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
fn merge(layers: &[(u16, Vec<Decl>)], diags: &mut Vec<Diagnostic>) -> Vec<Decl> {
    let mut out: Vec<Decl> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for (_, decls) in layers {
        let mut seen: HashMap<String, Span> = HashMap::new();
        for d in decls {
            let Some(k) = key(&d.kind) else { continue };
            let here = decl_name_span(d);
            if let Some(first) = seen.get(&k) {
                diags.push(
                    Diagnostic::new(here, format!("{} is declared twice", describe_key(&k)), "declared again here")
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

fn describe_key(k: &str) -> String {
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
fn merge_one(old: &Decl, new: &Decl) -> Decl {
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

/// The checker: the environment it fills, and the phases that fill it.
pub struct Checker<'s> {
    env: Env<'s>,
}

impl<'s> std::ops::Deref for Checker<'s> {
    type Target = Env<'s>;
    fn deref(&self) -> &Env<'s> {
        &self.env
    }
}

impl std::ops::DerefMut for Checker<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.env
    }
}

impl<'s> Checker<'s> {
    fn new(src: &'s Sources) -> Checker<'s> {
        Checker { env: Env::new(src) }
    }

    /// The whole check.
    fn run(&mut self, decls: Vec<Decl>) -> Option<Program> {
        // 1. The variant, enums, rules, deck and deal.
        let mut title = String::new();
        let mut rulebook = None;
        let mut variant_span = None;
        for d in &decls {
            if let DeclKind::Variant {
                name,
                title: t,
                rulebook: r,
            } = &d.kind
            {
                self.variant = name.name.clone();
                title = t.text.clone();
                rulebook = r.as_ref().map(|r| r.text.clone());
                variant_span = Some(name.span);
            }
        }
        if variant_span.is_none() {
            let span = decls.first().map(|d| d.span).unwrap_or_default();
            self.error(
                Diagnostic::new(
                    span,
                    "the spec does not name its variant",
                    "no `variant` declaration in this spec or its bases",
                )
                .help("start the spec with: variant ID \"title\""),
            );
        }
        for d in &decls {
            if let DeclKind::Enum { name, variants } = &d.kind {
                let id = self.enums.len() as u16;
                self.enums.push(EnumDef {
                    name: name.name.clone(),
                    variants: variants.iter().map(|v| v.name.clone()).collect(),
                });
                let mut seen: std::collections::HashSet<&str> = Default::default();
                for (i, v) in variants.iter().enumerate() {
                    if i > usize::from(u16::MAX) {
                        self.error(Diagnostic::new(
                            v.span,
                            format!(
                                "enum `{}` has more than {} names",
                                name.name,
                                usize::from(u16::MAX) + 1
                            ),
                            "one too many",
                        ));
                        break;
                    }
                    if seen.contains(v.name.as_str()) {
                        self.error(Diagnostic::new(
                            v.span,
                            format!("`{}` appears twice in enum `{}`", v.name, name.name),
                            "repeated",
                        ));
                        continue;
                    }
                    seen.insert(&v.name);
                    self.declare(v, Symbol::EnumVariant(id, i as u16));
                }
            }
        }
        for d in &decls {
            if let DeclKind::Rule { id, text, source } = &d.kind {
                let full = self.full_rule_id(&id.name);
                let variant = self.variant.clone();
                if !variant.is_empty() && !full.starts_with(&format!("{variant}.")) {
                    self.error(
                        Diagnostic::new(
                            id.span,
                            format!(
                                "rule `{full}` does not belong to variant `{variant}`"
                            ),
                            "another variant's rule id",
                        )
                        .help(format!(
                            "rule ids start with the variant: `{variant}.…`, or `_.…` in a shared base"
                        )),
                    );
                }
                let index = self.rules.len() as u16;
                self.rule_index.insert(full.clone(), index);
                self.rules.push(RuleDef {
                    id: full,
                    text: text.text.clone(),
                    source: source.as_ref().map(|s| s.text.clone()),
                    span: id.span,
                });
            }
        }
        let mut talon = Vec::new();
        let mut deal_seen = false;
        for d in &decls {
            if let DeclKind::Deal { hand, talon: t } = &d.kind {
                deal_seen = true;
                self.hand = hand.0.clamp(0, 54) as usize;
                talon = t.iter().map(|x| x.0.clamp(0, 54) as usize).collect();
                let talon_total = t.iter().fold(0i64, |a, x| a.saturating_add(x.0));
                let total = hand.0.saturating_mul(4).saturating_add(talon_total);
                if hand.0 < 1 || total > 54 {
                    self.error(Diagnostic::new(hand.1, format!("a deal of 4 × {} cards and a talon of {talon_total} cannot come from one pack", hand.0), "too many cards").help("the 54-card superset is the most any variant has"));
                }
            }
        }
        // 2. Names: seats, contracts, announcements, functions, globals.
        self.collect_names(&decls);
        let mut compiler = Compiler::new();
        // Constants: deck first (card literals are checked against it).
        for d in &decls {
            if let DeclKind::Deck { cards } = &d.kind {
                let ex = compiler.expr_as(self, &mut Scope::constant(), cards, &Ty::Cards);
                if let Some(Value::Cards(cs)) = self.eval_const(&ex, cards.span) {
                    self.deck = cs;
                }
            }
        }
        if deal_seen {
            let total = 4 * self.hand + talon.iter().sum::<usize>();
            if total != self.deck.len()
                && self.diags.is_empty()
                && let Some(DeclKind::Deal { hand, .. }) = decls
                    .iter()
                    .map(|d| &d.kind)
                    .find(|k| matches!(k, DeclKind::Deal { .. }))
            {
                let deck = self.deck.len();
                self.error(
                    Diagnostic::new(
                        hand.1,
                        format!("the deal gives {total} cards, the deck has {deck}"),
                        "does not deal the deck",
                    )
                    .help("hands × 4 plus the talon must be the deck"),
                );
            }
        }
        self.compile_consts(&decls, &mut compiler);
        self.record_schemas(&decls, &mut compiler);
        self.compile_fns(&decls, &mut compiler);
        let globals = self.compile_globals(&decls, &mut compiler);
        self.globals = globals;
        let (contracts, anns) = self.compile_records(&decls, &mut compiler);
        let actions = self.compile_actions(&decls, &mut compiler);
        let handlers = self.compile_handlers(&decls, &mut compiler);
        let pass = self.pass_words(&decls, &handlers, &mut compiler);
        let settle = decls
            .iter()
            .find_map(|d| match &d.kind {
                DeclKind::Settle { body } => Some(body),
                _ => None,
            })
            .map(|b| compiler.body(self, b, Context::Settle, &[]).stmts)
            .unwrap_or_default();
        let match_rule = decls.iter().find_map(|d| match &d.kind {
            DeclKind::Match { games, score } => {
                if games.0 < 1 {
                    self.error(
                        Diagnostic::new(
                            games.1,
                            format!("a match of {} games", games.0),
                            "no games",
                        )
                        .help("a match is at least one game: `match 8 games score total / 8`"),
                    );
                }
                let mut scope = Scope::new();
                scope.push("total", Ty::Int);
                scope.push("games", Ty::Int);
                let ex = compiler.expr_as(self, &mut scope, score, &Ty::Int);
                Some((games.0, ex))
            }
            _ => None,
        });
        self.check_recursion();
        self.check_action_recursion();
        let hooks = self.hooks(&handlers, &decls);
        self.validate(&decls, &contracts, &anns);
        if !self.diags.is_empty() {
            return None;
        }
        let seats = self
            .symbols
            .iter()
            .filter_map(|(n, (s, _))| match s {
                Symbol::Seat(seat) => Some((n.clone(), *seat)),
                _ => None,
            })
            .collect();
        let params = decls
            .iter()
            .filter_map(|d| match &d.kind {
                DeclKind::Param { name, .. } => match self.symbols.get(&name.name) {
                    Some((Symbol::Const(v, _), _)) => Some((name.name.clone(), v.clone())),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let groups = decls
            .iter()
            .filter_map(|d| match &d.kind {
                DeclKind::Group { name, .. } => match self.symbols.get(&name.name) {
                    Some((Symbol::Const(Value::Cards(cs), _), _)) => Some((name.name.clone(), *cs)),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        Some(Program {
            variant: self.variant.clone(),
            lineage: Vec::new(),
            title,
            rulebook,
            enums: self.enums.clone(),
            rules: self.rules.clone(),
            deck: self.deck,
            hand: self.hand,
            talon,
            seats,
            globals: std::mem::take(&mut self.globals),
            fns: self
                .const_fns
                .take()
                .unwrap_or_else(|| fns_by_id(&self.fn_defs)),
            contract_fields: self.contract_fields.clone(),
            contracts,
            ann_fields: self.ann_fields.clone(),
            anns,
            handlers,
            settle,
            match_rule,
            hooks,
            sources: self.src.clone(),
            params,
            groups,
            actions,
            pass,
        })
    }

    /// The pass words (`pass SECTION: WORD`): each must be answered by a
    /// handler of its section that names it, not by the section's
    /// catch-all (a pass the spec does not know is no pass).
    fn pass_words(
        &mut self,
        decls: &[Decl],
        h: &Handlers,
        compiler: &mut Compiler,
    ) -> [Option<PassDef>; 3] {
        let mut out: [Option<PassDef>; 3] = [None, None, None];
        for d in decls {
            let DeclKind::Pass {
                section,
                section_span,
                words,
                when,
            } = &d.kind
            else {
                continue;
            };
            let si = sec_index(*section);
            let sec = section_word(*section);
            let handlers = &h.say[si];
            if handlers.is_empty() {
                let w = words.first().map_or("pass", |w| w.name.as_str());
                self.error(
                    Diagnostic::new(
                        *section_span,
                        format!("the {sec} section has no word handlers, so it has no pass"),
                        format!("no `on {sec} say …` handler"),
                    )
                    .help(format!(
                        "declare the pass of a section whose words the spec handles, or add `on {sec} say {w} {{ … }}`"
                    )),
                );
                continue;
            }
            let mut ok = Vec::new();
            for word in words {
                // The first handler that takes the bare word runs for it.
                let first = handlers.iter().find(|s| match &s.pattern {
                    WordPat::Named { word: w, params } => w == &word.name && params.is_empty(),
                    WordPat::Term => true,
                    _ => false,
                });
                if matches!(first.map(|s| &s.pattern), Some(WordPat::Named { .. })) {
                    ok.push(word.name.clone());
                    continue;
                }
                let mut names: Vec<String> = handlers
                    .iter()
                    .filter_map(|s| match &s.pattern {
                        WordPat::Named { word, params } if params.is_empty() => Some(word.clone()),
                        _ => None,
                    })
                    .collect();
                names.dedup();
                let mut diag = Diagnostic::new(
                    word.span,
                    format!("no handler of the {sec} section takes `{}`", word.name),
                    "only the catch-all would answer this word",
                );
                diag = match suggest(&word.name, &names) {
                    Some(s) => diag.help(format!("did you mean `{s}`?")),
                    None => diag.help(format!(
                        "add `on {sec} say {} {{ … }}` before the catch-all",
                        word.name
                    )),
                };
                self.error(diag);
            }
            let mut scope = Scope::new();
            let when = when
                .as_ref()
                .map(|c| compiler.expr_as(self, &mut scope, c, &Ty::Bool));
            out[si] = Some(PassDef {
                words: ok,
                when,
                locals: scope.max(),
            });
        }
        out
    }

    /// Declares seats, contracts, announcements, functions and globals so
    /// that bodies may refer to them in any order.
    fn collect_names(&mut self, decls: &[Decl]) {
        for d in decls {
            match &d.kind {
                DeclKind::Seat { name, value } => {
                    let seat = match value.kind {
                        ExprKind::Int(n) => u8::try_from(n).ok().and_then(Seat::new),
                        _ => None,
                    };
                    match seat {
                        Some(s) => self.declare(name, Symbol::Seat(s)),
                        None => self.error(
                            Diagnostic::new(
                                value.span,
                                "a seat is a number from 1 to 4",
                                "not a seat",
                            )
                            .help("seats are numbered in order of play; 4 is the dealer"),
                        ),
                    }
                }
                DeclKind::Contract { name, .. } => {
                    let id = self.contract_names.len() as u16;
                    self.contract_names.push(name.name.clone());
                    self.declare(name, Symbol::Contract(id));
                }
                DeclKind::Announcement { name, params, .. } => {
                    let id = self.ann_names.len() as u16;
                    self.ann_names.push(name.name.clone());
                    let ps: Vec<(String, Ty)> = params
                        .iter()
                        .map(|p| (p.name.name.clone(), self.ty(&p.ty)))
                        .collect();
                    let card = self.card_candidates();
                    let combos = ps.iter().fold(1u128, |n, (_, t)| {
                        n.saturating_mul(match t.base() {
                            Ty::Card => card,
                            Ty::Suit => 4,
                            _ => 1,
                        })
                    });
                    if combos > MAX_WORD_CANDIDATES {
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("announcement `{}` has {combos} combinations of arguments", name.name),
                                "too many to list",
                            )
                            .help(format!("the legal events try every combination; at most {MAX_WORD_CANDIDATES} are allowed (fewer card arguments, or a `term`)")),
                        );
                    }
                    self.ann_params.push(ps);
                    if params.is_empty() {
                        self.declare(name, Symbol::Ann(id));
                    } else if let Some((_, first)) = self.symbols.get(&name.name) {
                        let first = *first;
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("`{}` is already defined", name.name),
                                "defined again here",
                            )
                            .related(first, "first defined here"),
                        );
                    } else {
                        self.fns_reserved(name);
                    }
                }
                DeclKind::Fn {
                    name, params, ret, ..
                } => {
                    if let Some((_, first)) = self.symbols.get(&name.name) {
                        let first = *first;
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("`{}` is already defined", name.name),
                                "defined again here",
                            )
                            .related(first, "first defined here"),
                        );
                        continue;
                    }
                    if super::builtins::lookup(&name.name).is_some() {
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("`{}` is a built-in function", name.name),
                                "cannot be redefined",
                            )
                            .help("choose another name"),
                        );
                        continue;
                    }
                    let sig = FnSig {
                        id: self.fn_defs.len() as u16,
                        params: params.iter().map(|p| self.ty(&p.ty)).collect(),
                        ret: self.ty(ret),
                    };
                    self.fn_defs.push(None);
                    self.const_fns = None;
                    self.fns.insert(name.name.clone(), (sig, name.span));
                }
                DeclKind::Action { name, params, .. } => {
                    let clash = self
                        .symbols
                        .get(&name.name)
                        .map(|(_, s)| *s)
                        .or_else(|| self.fns.get(&name.name).map(|(_, s)| *s));
                    if let Some(first) = clash {
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("`{}` is already defined", name.name),
                                "defined again here",
                            )
                            .related(first, "first defined here"),
                        );
                        continue;
                    }
                    let tys = params.iter().map(|p| self.ty(&p.ty)).collect();
                    let id = self.actions.len() as u16;
                    self.actions.insert(name.name.clone(), (id, tys, name.span));
                }
                _ => {}
            }
        }
        for d in decls {
            if let DeclKind::Var { name, ty, .. } = &d.kind {
                let t = self.ty(ty);
                let id = self.globals.len() as u16;
                self.globals.push(Global {
                    name: name.name.clone(),
                    ty: t.clone(),
                    init: Ex::Const(Value::None),
                });
                self.declare(name, Symbol::Global(id, t));
            }
        }
    }

    /// Parameterised announcements are called like functions; keep their
    /// names out of the namespace of values.
    fn fns_reserved(&mut self, name: &Ident) {
        if self.fns.contains_key(&name.name) {
            self.error(Diagnostic::new(
                name.span,
                format!("`{}` is already a function", name.name),
                "defined again here",
            ));
        }
    }

    /// Parameters and groups: constant expressions, evaluated now.
    fn compile_consts(&mut self, decls: &[Decl], compiler: &mut Compiler) {
        for d in decls {
            match &d.kind {
                DeclKind::Param { name, ty, value } => {
                    let t = self.ty(ty);
                    let ex = compiler.expr_as(self, &mut Scope::constant(), value, &t);
                    let v = self.eval_const(&ex, value.span).unwrap_or_default();
                    self.declare(name, Symbol::Const(v, t));
                }
                DeclKind::Group { name, value } => {
                    let ex = compiler.expr_as(self, &mut Scope::constant(), value, &Ty::Cards);
                    let v = self
                        .eval_const(&ex, value.span)
                        .unwrap_or(Value::Cards(CardSet::EMPTY));
                    self.declare(name, Symbol::Const(v, Ty::Cards));
                }
                _ => {}
            }
        }
    }

    fn compile_fns(&mut self, decls: &[Decl], compiler: &mut Compiler) {
        for d in decls {
            if let DeclKind::Fn {
                name, params, body, ..
            } = &d.kind
            {
                let Some((sig, _)) = self.fns.get(&name.name).cloned() else {
                    continue;
                };
                let mut scope = Scope::new();
                for (p, t) in params.iter().zip(&sig.params) {
                    scope.push(&p.name.name, t.clone());
                }
                compiler.current_fn = Some(sig.id);
                let ex = compiler.expr_as(self, &mut scope, body, &sig.ret);
                compiler.current_fn = None;
                self.fn_defs[sig.id as usize] = Some(FnDef {
                    name: name.name.clone(),
                    arity: params.len(),
                    locals: scope.max(),
                    body: ex,
                });
                self.const_fns = None;
            }
        }
    }

    fn compile_globals(&mut self, decls: &[Decl], compiler: &mut Compiler) -> Vec<Global> {
        let mut out = std::mem::take(&mut self.globals);
        let by_name: HashMap<String, usize> = out
            .iter()
            .enumerate()
            .rev()
            .map(|(i, g)| (g.name.clone(), i))
            .collect();
        for d in decls {
            if let DeclKind::Var { name, init, .. } = &d.kind {
                let Some(&g) = by_name.get(&name.name) else {
                    continue;
                };
                let t = out[g].ty.clone();
                out[g].init = compiler.expr_as(self, &mut Scope::constant(), init, &t);
            }
        }
        out
    }

    /// The fields of contracts and announcements and their types, known
    /// before functions are compiled, so that a function may read them
    /// (`fn solo(c: contract) -> bool = c.talon == none`). The field values
    /// are compiled again with the records; errors are reported then.
    fn record_schemas(&mut self, decls: &[Decl], compiler: &mut Compiler) {
        let keep = self.diags.len();
        let mut cfields: Vec<(String, Ty)> = Vec::new();
        let mut afields: Vec<(String, Ty)> = Vec::new();
        let ann_index: HashMap<String, usize> = self
            .ann_names
            .iter()
            .enumerate()
            .rev()
            .map(|(i, n)| (n.clone(), i))
            .collect();
        for d in decls {
            match &d.kind {
                DeclKind::Contract { fields, .. } => {
                    for f in fields {
                        let (_, t) = compiler.expr(self, &mut Scope::constant(), &f.value);
                        if !cfields.iter().any(|(n, _)| *n == f.name.name) {
                            cfields.push((f.name.name.clone(), t));
                        }
                    }
                }
                DeclKind::Announcement { name, fields, .. } => {
                    let mut scope = Scope::new();
                    let k = ann_index.get(&name.name).copied();
                    let params = k
                        .and_then(|k| self.ann_params.get(k).cloned())
                        .unwrap_or_default();
                    for (p, t) in params {
                        scope.push(&p, t);
                    }
                    for f in fields {
                        let (_, t) = compiler.expr(self, &mut scope, &f.value);
                        if !afields.iter().any(|(n, _)| *n == f.name.name) {
                            afields.push((f.name.name.clone(), t));
                        }
                    }
                }
                _ => {}
            }
        }
        self.contract_fields = cfields;
        self.ann_fields = afields;
        self.diags.truncate(keep);
    }

    /// Contracts (fields evaluated now) and announcements (fields compiled
    /// over their parameters). Every contract has the same fields, and so
    /// has every announcement.
    fn compile_records(
        &mut self,
        decls: &[Decl],
        compiler: &mut Compiler,
    ) -> (Vec<ContractDef>, Vec<AnnDef>) {
        // Field schemas from the first declaration that has each field.
        let mut cfields: Vec<(String, Ty, Span)> = Vec::new();
        let mut afields: Vec<(String, Ty, Span)> = Vec::new();
        let mut contracts_raw: Vec<(&Ident, Option<&Str>, &Vec<Field>)> = Vec::new();
        type AnnRaw<'a> = (&'a Ident, &'a Vec<Param>, Option<&'a Str>, &'a Vec<Field>);
        let mut anns_raw: Vec<AnnRaw<'_>> = Vec::new();
        for d in decls {
            match &d.kind {
                DeclKind::Contract {
                    name,
                    title,
                    fields,
                } => contracts_raw.push((name, title.as_ref(), fields)),
                DeclKind::Announcement {
                    name,
                    params,
                    title,
                    fields,
                } => anns_raw.push((name, params, title.as_ref(), fields)),
                _ => {}
            }
        }
        // Types of contract fields: compile each once with no parameters.
        let mut contract_values: Vec<Vec<(String, Ex, Ty, Span)>> = Vec::new();
        for (_, _, fields) in &contracts_raw {
            let mut vals = Vec::new();
            for f in fields.iter() {
                let (ex, t) = compiler.expr(self, &mut Scope::constant(), &f.value);
                if !cfields.iter().any(|(n, _, _)| *n == f.name.name) {
                    cfields.push((f.name.name.clone(), t.clone(), f.name.span));
                }
                vals.push((f.name.name.clone(), ex, t, f.value.span));
            }
            contract_values.push(vals);
        }
        self.contract_fields = cfields
            .iter()
            .map(|(n, t, _)| (n.clone(), t.clone()))
            .collect();
        let mut contracts = Vec::new();
        let mut said_words: std::collections::HashSet<String> = Default::default();
        for ((name, title, _), vals) in contracts_raw.iter().zip(contract_values) {
            let mut row = vec![Value::None; cfields.len()];
            for (i, (fname, fty, fspan)) in cfields.iter().enumerate() {
                match vals.iter().find(|(n, ..)| n == fname) {
                    Some((_, ex, t, span)) => {
                        if !t.fits(fty) && !fty.fits(t) {
                            let (a, b) = (self.ty_name(t), self.ty_name(fty));
                            self.error(Diagnostic::new(*span, format!("field `{fname}` of contract `{}` is {a}, but {b} elsewhere", name.name), format!("{a} here")).related(*fspan, "first given here"));
                        }
                        row[i] = self.eval_const(ex, *span).unwrap_or_default();
                    }
                    None => self.error(
                        Diagnostic::new(
                            name.span,
                            format!("contract `{}` has no field `{fname}`", name.name),
                            format!("`{fname}` missing"),
                        )
                        .related(*fspan, "the field is given here for another contract")
                        .help("every contract has the same fields; give this one a value too"),
                    ),
                }
            }
            // A `word` field (a text) is the word the contract is said
            // and scored by, where it differs from its name.
            let word = cfields
                .iter()
                .position(|(n, t, _)| n == "word" && *t == Ty::Text)
                .and_then(|i| match &row[i] {
                    Value::Text(w) => Some(w.to_string()),
                    _ => None,
                });
            let said = word.unwrap_or_else(|| name.name.clone());
            if !said_words.insert(said.clone()) {
                self.error(
                    Diagnostic::new(
                        name.span,
                        format!(
                            "contract `{}` is said `{said}`, as another contract is",
                            name.name
                        ),
                        "a word said twice",
                    )
                    .help("each contract needs a word of its own"),
                );
            }
            contracts.push(ContractDef {
                name: said,
                title: title.map_or_else(|| name.name.clone(), |t| t.text.clone()),
                fields: row,
            });
        }
        // Announcements: fields over the parameters.
        let mut ann_compiled: Vec<Vec<(String, Ex, Ty, Span)>> = Vec::new();
        let mut ann_locals = Vec::new();
        for (i, (_, params, _, fields)) in anns_raw.iter().enumerate() {
            let mut scope = Scope::new();
            for (p, (_, t)) in params
                .iter()
                .zip(self.ann_params.get(i).cloned().unwrap_or_default())
            {
                scope.push(&p.name.name, t);
            }
            let mut vals = Vec::new();
            for f in fields.iter() {
                let (ex, t) = compiler.expr(self, &mut scope, &f.value);
                if !afields.iter().any(|(n, _, _)| *n == f.name.name) {
                    afields.push((f.name.name.clone(), t.clone(), f.name.span));
                }
                vals.push((f.name.name.clone(), ex, t, f.value.span));
            }
            ann_locals.push(scope.max());
            ann_compiled.push(vals);
        }
        self.ann_fields = afields
            .iter()
            .map(|(n, t, _)| (n.clone(), t.clone()))
            .collect();
        let mut anns = Vec::new();
        for (i, ((name, _, title, _), vals)) in anns_raw.iter().zip(ann_compiled).enumerate() {
            let mut row = vec![Ex::Const(Value::None); afields.len()];
            for (j, (fname, fty, fspan)) in afields.iter().enumerate() {
                match vals.iter().find(|(n, ..)| n == fname) {
                    Some((_, ex, t, span)) => {
                        if !t.fits(fty) && !fty.fits(t) {
                            let (a, b) = (self.ty_name(t), self.ty_name(fty));
                            self.error(Diagnostic::new(*span, format!("field `{fname}` of announcement `{}` is {a}, but {b} elsewhere", name.name), format!("{a} here")).related(*fspan, "first given here"));
                        }
                        row[j] = ex.clone();
                    }
                    None => self.error(
                        Diagnostic::new(
                            name.span,
                            format!("announcement `{}` has no field `{fname}`", name.name),
                            format!("`{fname}` missing"),
                        )
                        .related(*fspan, "the field is given here for another announcement")
                        .help("every announcement has the same fields; give this one a value too"),
                    ),
                }
            }
            anns.push(AnnDef {
                name: name.name.clone(),
                title: title.map_or_else(|| name.name.clone(), |t| t.text.clone()),
                params: self.ann_params.get(i).cloned().unwrap_or_default(),
                fields: row,
                locals: ann_locals.get(i).copied().unwrap_or(0),
            });
        }
        (contracts, anns)
    }

    fn compile_handlers(&mut self, decls: &[Decl], compiler: &mut Compiler) -> Handlers {
        let mut h = Handlers::default();
        let mut catch_all: [Option<Span>; 3] = [None, None, None];
        let mut first_say: [Option<Span>; 3] = [None, None, None];
        for d in decls {
            let DeclKind::Handler { pattern, body } = &d.kind else {
                continue;
            };
            match pattern {
                Pattern::Start => h.start = Some(compiler.body(self, body, Context::Start, &[])),
                Pattern::Before => {
                    h.before = Some(compiler.body(self, body, Context::Handler, &[]))
                }
                Pattern::Trick => h.trick = Some(compiler.body(self, body, Context::Handler, &[])),
                Pattern::Gap => h.gap = Some(compiler.body(self, body, Context::Handler, &[])),
                Pattern::Play { name, ty } => {
                    let t = self.ty(ty);
                    if t != Ty::Card && !t.is_error() {
                        let n = self.ty_name(&t);
                        self.error(Diagnostic::new(
                            ty.span,
                            format!("a played card is a `card`, not `{n}`"),
                            "write `card`",
                        ));
                    }
                    h.play = Some(compiler.body(
                        self,
                        body,
                        Context::Handler,
                        &[(&name.name, Ty::Card)],
                    ));
                }
                Pattern::Take { name } => {
                    h.take =
                        Some(compiler.body(self, body, Context::Handler, &[(&name.name, Ty::Take)]))
                }
                Pattern::Discard { name } => {
                    h.discard = Some(compiler.body(
                        self,
                        body,
                        Context::Handler,
                        &[(&name.name, Ty::List(Box::new(Ty::Card)))],
                    ))
                }
                Pattern::EndTurn { section } => {
                    h.end_turn[sec_index(*section)] =
                        Some(compiler.body(self, body, Context::Handler, &[]));
                }
                Pattern::Say { section, word } => {
                    let si = sec_index(*section);
                    first_say[si].get_or_insert(d.span);
                    if let Some(ca) = catch_all[si] {
                        self.error(
                            Diagnostic::new(
                                d.span,
                                "this handler is never reached",
                                "comes after a handler for every word",
                            )
                            .related(ca, "every word of the section is handled here")
                            .help("put the handler for any word (`t: term`) last"),
                        );
                    }
                    let (pattern, binds) = self.word_pattern(word);
                    if matches!(pattern, WordPat::Term) {
                        catch_all[si] = Some(d.span);
                    }
                    if matches!(pattern, WordPat::Contract)
                        || matches!(&pattern, WordPat::Named { params, .. } if params.iter().any(|p| matches!(p, ParamPat::Contract)))
                    {
                        self.contract_bindable = true;
                    }
                    let binds: Vec<(&str, Ty)> =
                        binds.iter().map(|(n, t)| (n.as_str(), t.clone())).collect();
                    let body = compiler.body(self, body, Context::Handler, &binds);
                    h.say[si].push(SayHandler { pattern, body });
                }
            }
        }
        for si in 0..3 {
            if let (Some(first), None) = (first_say[si], catch_all[si]) {
                let sec = ["auction", "call", "announce"][si];
                self.error(
                    Diagnostic::new(
                        first,
                        format!("the {sec} section has no handler for other words"),
                        "words this section does not know would go unanswered",
                    )
                    .help(format!(
                        "add last: on {sec} say t: term {{ fail illegal-… RULE void \"…\" }}"
                    )),
                );
            }
        }
        h
    }

    /// How many announcement words the legal events try (every
    /// announcement with every card and suit argument).
    fn ann_term_count(&self) -> u128 {
        let card = self.card_candidates();
        self.ann_params
            .iter()
            .map(|ps| {
                ps.iter().fold(1u128, |n, (_, t)| {
                    n.saturating_mul(match t.base() {
                        Ty::Card => card,
                        Ty::Suit => 4,
                        _ => 1,
                    })
                })
            })
            .fold(0u128, u128::saturating_add)
    }

    /// The cards tried for a card argument, as far as the checker knows:
    /// the deck, or (with a `word_cards` hook, which the interpreter
    /// bounds when it lists words) not counted.
    fn card_candidates(&self) -> u128 {
        if self.fns.contains_key("word_cards") {
            1
        } else {
            54
        }
    }

    /// A word pattern and the names it binds.
    fn word_pattern(&mut self, w: &WordPattern) -> (WordPat, Vec<(String, Ty)>) {
        match w {
            WordPattern::Named { word, params } => {
                let mut binds = Vec::new();
                let mut pats = Vec::new();
                for p in params.iter().flatten() {
                    let (pp, t) = match &p.ty.kind {
                        TypeKind::Range(lo, hi) => {
                            // Checked like any type (an empty range is an error).
                            self.ty(&p.ty);
                            (ParamPat::Int(*lo, *hi), Ty::Int)
                        }
                        _ => {
                            let t = self.ty(&p.ty);
                            let pp = match t.base() {
                                Ty::Card => ParamPat::Card,
                                Ty::Suit => ParamPat::Suit,
                                Ty::Contract => ParamPat::Contract,
                                Ty::Announcement => ParamPat::Announcement,
                                Ty::Term => ParamPat::Term,
                                Ty::Int => {
                                    self.error(
                                        Diagnostic::new(p.ty.span, "a word's number argument needs its range", "write a range like `1..12`")
                                            .help("the interpreter lists the words that may be said, so it must know the numbers"),
                                    );
                                    ParamPat::Int(0, 0)
                                }
                                _ => {
                                    let n = self.ty_name(&t);
                                    self.error(Diagnostic::new(p.ty.span, format!("a word's argument cannot be `{n}`"), "not a word argument").help("arguments are card, suit, a number range, contract, announcement or term"));
                                    ParamPat::Term
                                }
                            };
                            (pp, t)
                        }
                    };
                    pats.push(pp);
                    binds.push((p.name.name.clone(), t));
                }
                // The legal events try every combination of arguments:
                // refuse a pattern with more than anyone can list.
                let anns = self.ann_term_count();
                let card = self.card_candidates();
                let contracts = self.contract_names.len() as u128;
                let combos = pats.iter().fold(1u128, |n, p| {
                    n.saturating_mul(match p {
                        ParamPat::Card => card,
                        ParamPat::Suit => 4,
                        ParamPat::Int(lo, hi) => {
                            (i128::from(*hi) - i128::from(*lo) + 1).max(0) as u128
                        }
                        ParamPat::Contract => contracts,
                        ParamPat::Announcement => anns,
                        ParamPat::Term => anns + contracts + 64,
                    })
                });
                if combos > MAX_WORD_CANDIDATES {
                    self.error(
                        Diagnostic::new(
                            word.span,
                            format!("the word `{}` has {combos} combinations of arguments", word.name),
                            "too many to list",
                        )
                        .help(format!("the legal events try every combination; at most {MAX_WORD_CANDIDATES} are allowed (a narrower range, fewer arguments, or a `term`)")),
                    );
                }
                (
                    WordPat::Named {
                        word: word.name.clone(),
                        params: pats,
                    },
                    binds,
                )
            }
            WordPattern::Typed { name, ty } => {
                let t = self.ty(ty);
                let pat = match t.base() {
                    Ty::Contract => WordPat::Contract,
                    Ty::Announcement => WordPat::Announcement,
                    Ty::Card => WordPat::Card,
                    Ty::Suit => WordPat::Suit,
                    Ty::Int => WordPat::Int,
                    Ty::Term | Ty::Error => WordPat::Term,
                    _ => {
                        let n = self.ty_name(&t);
                        self.error(
                            Diagnostic::new(
                                ty.span,
                                format!("a said word cannot be a `{n}`"),
                                "not a word",
                            )
                            .help(
                                "match `contract`, `announcement`, `card`, `suit`, `int` or `term`",
                            ),
                        );
                        WordPat::Term
                    }
                };
                (pat, vec![(name.name.clone(), t)])
            }
        }
    }

    /// Action bodies, with their parameters as the first locals.
    fn compile_actions(&mut self, decls: &[Decl], compiler: &mut Compiler) -> Vec<Body> {
        let mut out = vec![Body::default(); self.actions.len()];
        for d in decls {
            if let DeclKind::Action { name, params, body } = &d.kind {
                let Some((id, tys, _)) = self.actions.get(&name.name).cloned() else {
                    continue;
                };
                let binds: Vec<(&str, Ty)> = params
                    .iter()
                    .zip(tys)
                    .map(|(p, t)| (p.name.name.as_str(), t))
                    .collect();
                compiler.current_action = Some(id);
                out[id as usize] = compiler.body(self, body, Context::Action, &binds);
                compiler.current_action = None;
            }
        }
        out
    }

    /// Actions may not run themselves, directly or through others.
    fn check_action_recursion(&mut self) {
        let n = self.actions.len();
        let mut names = vec![String::new(); n];
        for (name, (id, _, _)) in &self.actions {
            if let Some(slot) = names.get_mut(*id as usize) {
                *slot = name.clone();
            }
        }
        for (path, span) in circles(n, &self.action_calls) {
            let p: Vec<&str> = path.iter().map(|i| names[*i].as_str()).collect();
            let first = p.first().copied().unwrap_or_default();
            self.error(
                Diagnostic::new(
                    span,
                    format!("action `{first}` runs itself ({})", p.join(" → ")),
                    "runs itself",
                )
                .help(
                    "actions do not run themselves, so that every event is handled in finite time",
                ),
            );
        }
    }

    /// Functions may not call themselves, directly or through others.
    fn check_recursion(&mut self) {
        let n = self.fn_defs.len();
        let mut names = vec![String::new(); n];
        for (name, (sig, _)) in &self.fns {
            if let Some(slot) = names.get_mut(sig.id as usize) {
                *slot = name.clone();
            }
        }
        for (path, span) in circles(n, &self.calls) {
            let p: Vec<&str> = path.iter().map(|i| names[*i].as_str()).collect();
            let first = p.first().copied().unwrap_or_default();
            self.error(
                Diagnostic::new(span, format!("function `{first}` calls itself ({})", p.join(" → ")), "recursive call")
                    .help("functions are not recursive, so that every rule is evaluated in finite time; use a comprehension over the cards, seats or tricks"),
            );
        }
    }

    fn hooks(&mut self, h: &Handlers, decls: &[Decl]) -> Hooks {
        let get = |ck: &Self, name: &str| ck.fns.get(name).map(|(sig, span)| (sig.clone(), *span));
        let mut hooks = Hooks::default();
        if let Some((sig, span)) = get(self, "trick_winner") {
            if sig.params != vec![Ty::List(Box::new(Ty::Play))] || sig.ret != Ty::Seat {
                self.error(Diagnostic::new(
                    span,
                    "`trick_winner` must be `fn trick_winner(plays: list[play]) -> seat`",
                    "wrong signature",
                ));
            }
            hooks.trick_winner = Some(sig.id);
        } else if h.play.is_some() {
            let span = decls
                .iter()
                .find(|d| {
                    matches!(
                        d.kind,
                        DeclKind::Handler {
                            pattern: Pattern::Play { .. },
                            ..
                        }
                    )
                })
                .map(|d| d.span)
                .unwrap_or_default();
            self.error(
                Diagnostic::new(
                    span,
                    "the spec plays tricks but says nothing of who wins them",
                    "no `trick_winner`",
                )
                .help("add: fn trick_winner(plays: list[play]) -> seat = …"),
            );
        }
        if let Some((sig, span)) = get(self, "preset") {
            if sig.params != vec![Ty::Seat] || sig.ret != Ty::Cards {
                self.error(Diagnostic::new(
                    span,
                    "`preset` must be `fn preset(s: seat) -> cards`",
                    "wrong signature",
                ));
            }
            hooks.preset = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "redeal") {
            if !sig.params.is_empty() || sig.ret != Ty::Bool {
                self.error(Diagnostic::new(
                    span,
                    "`redeal` must be `fn redeal() -> bool`",
                    "wrong signature",
                ));
            }
            hooks.redeal = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "word_cards") {
            if !sig.params.is_empty() || sig.ret != Ty::Cards {
                self.error(Diagnostic::new(
                    span,
                    "`word_cards` must be `fn word_cards() -> cards`",
                    "wrong signature",
                ));
            }
            hooks.word_cards = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "open_line") {
            if !sig.params.is_empty() || sig.ret.base() != &Ty::Seat {
                self.error(Diagnostic::new(
                    span,
                    "`open_line` must be `fn open_line() -> seat?`",
                    "wrong signature",
                ));
            }
            hooks.open_line = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "not_checked") {
            if !sig.params.is_empty() || sig.ret != Ty::List(Box::new(Ty::Text)) {
                self.error(Diagnostic::new(
                    span,
                    "`not_checked` must be `fn not_checked() -> list[text]`",
                    "wrong signature",
                ));
            }
            hooks.not_checked = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "any_seat") {
            if !sig.params.is_empty() || sig.ret != Ty::Bool {
                self.error(Diagnostic::new(
                    span,
                    "`any_seat` must be `fn any_seat() -> bool`",
                    "wrong signature",
                ));
            }
            hooks.any_seat = Some(sig.id);
        }
        hooks
    }

    /// Whole-spec checks: contracts that cannot be bid, raises that go
    /// round in a circle.
    fn validate(&mut self, decls: &[Decl], contracts: &[ContractDef], anns: &[AnnDef]) {
        if !contracts.is_empty()
            && !self.contract_bindable
            && let Some(first) = decls.iter().find_map(|d| match &d.kind {
                DeclKind::Contract { name, .. } => Some(name.span),
                _ => None,
            })
        {
            self.error(
                Diagnostic::new(
                    first,
                    "no contract can ever be played",
                    "declared, but no handler binds a contract",
                )
                .help("add a handler such as `on auction say c: contract { … }`"),
            );
        }
        // Contracts with the same rank can never overbid each other: one of
        // them is unreachable once the other is bid.
        if let Some(ri) = self
            .contract_fields
            .iter()
            .position(|(n, t)| n == "rank" && *t == Ty::Int)
        {
            // Each contract against the first of its rank (a map, not every
            // pair: a spec may have thousands of contracts).
            let spans: HashMap<&str, Span> = decls
                .iter()
                .rev()
                .filter_map(|d| match &d.kind {
                    DeclKind::Contract { name, .. } => Some((name.name.as_str(), name.span)),
                    _ => None,
                })
                .collect();
            let mut first_of_rank: HashMap<String, &ContractDef> = HashMap::new();
            for b in contracts.iter() {
                let rank = format!("{:?}", b.fields.get(ri));
                let Some(a) = first_of_rank.get(&rank) else {
                    first_of_rank.insert(rank, b);
                    continue;
                };
                if let (Some(&first), Some(&second)) =
                    (spans.get(a.name.as_str()), spans.get(b.name.as_str()))
                {
                    self.error(
                        Diagnostic::new(second, format!("contracts `{}` and `{}` have the same rank", a.name, b.name), "same rank")
                            .related(first, "the other contract")
                            .help("ranks order the bids; with two games of one rank, neither can be bid over the other"),
                    );
                }
            }
        }
        // Raises (`raises`: the announcements this one raises) form no
        // circle, and nothing raises itself.
        if let Some(fi) = self.ann_fields.iter().position(|(n, _)| n == "raises") {
            let mut edges: Vec<Vec<u16>> = vec![Vec::new(); anns.len()];
            for (i, a) in anns.iter().enumerate() {
                if let Some(Ex::Const(v)) = a.fields.get(fi) {
                    let mut targets = Vec::new();
                    collect_anns(v, &mut targets);
                    edges[i] = targets;
                } else if let Some(Ex::List(items)) = a.fields.get(fi) {
                    for it in items {
                        if let Ex::Ann(k, _) = it {
                            edges[i].push(*k);
                        }
                    }
                }
            }
            // Each circle is reported once, at its first member.
            let mut in_reported = vec![false; anns.len()];
            for start in 0..anns.len() {
                if in_reported[start] {
                    continue;
                }
                let mut stack: Vec<(u16, Vec<u16>)> = edges[start]
                    .iter()
                    .map(|b| (*b, vec![start as u16]))
                    .collect();
                let mut seen = vec![false; anns.len()];
                while let Some((a, path)) = stack.pop() {
                    if a as usize == start {
                        let names: Vec<String> = path
                            .iter()
                            .chain(std::iter::once(&(start as u16)))
                            .map(|i| anns[*i as usize].name.clone())
                            .collect();
                        let span = decls
                            .iter()
                            .find_map(|d| match &d.kind {
                                DeclKind::Announcement { name, fields, .. }
                                    if name.name == anns[start].name =>
                                {
                                    fields
                                        .iter()
                                        .find(|f| f.name.name == "raises")
                                        .map(|f| f.value.span)
                                }
                                _ => None,
                            })
                            .unwrap_or_default();
                        let msg = if path.len() == 1 {
                            format!("`{}` raises itself", anns[start].name)
                        } else {
                            format!("Hebung goes round in a circle: {}", names.join(" → "))
                        };
                        self.error(Diagnostic::new(span, msg, "raises lead back here").help("a raise replaces a lower announcement by a higher one; the relation must not loop"));
                        for i in &path {
                            in_reported[*i as usize] = true;
                        }
                        break;
                    }
                    if (a as usize) >= seen.len() || std::mem::replace(&mut seen[a as usize], true)
                    {
                        continue;
                    }
                    for b in &edges[a as usize] {
                        let mut p = path.clone();
                        p.push(a);
                        stack.push((*b, p));
                    }
                }
            }
            self.contradictory_raises(decls, anns, &edges);
        }
    }

    /// A raise replaces the lower announcement by a harder one: it may not
    /// also exclude it, nor be worth less (when both values are constants).
    fn contradictory_raises(&mut self, decls: &[Decl], anns: &[AnnDef], edges: &[Vec<u16>]) {
        let field_span = |ann: &str, field: &str| {
            decls
                .iter()
                .rev()
                .find_map(|d| match &d.kind {
                    DeclKind::Announcement { name, fields, .. } if name.name == ann => fields
                        .iter()
                        .find(|f| f.name.name == field)
                        .map(|f| f.value.span),
                    _ => None,
                })
                .unwrap_or_default()
        };
        let field = |name: &str| self.ann_fields.iter().position(|(n, _)| n == name);
        let (excludes, value) = (field("excludes"), field("value"));
        for (i, targets) in edges.iter().enumerate() {
            for &k in targets {
                let (a, b) = (&anns[i], &anns[k as usize]);
                if let Some(fe) = excludes {
                    let mut ex = Vec::new();
                    match a.fields.get(fe) {
                        Some(Ex::Const(v)) => collect_anns(v, &mut ex),
                        Some(Ex::List(items)) => {
                            ex.extend(items.iter().filter_map(|it| match it {
                                Ex::Ann(x, _) => Some(*x),
                                _ => None,
                            }))
                        }
                        _ => {}
                    }
                    if ex.contains(&k) {
                        self.error(
                            Diagnostic::new(
                                field_span(&a.name, "excludes"),
                                format!("`{}` both raises and excludes `{}`", a.name, b.name),
                                "contradicts its `raises`",
                            )
                            .related(field_span(&a.name, "raises"), "the raise")
                            .help("a raise replaces the lower announcement, so the two are never together anyway; drop one of the two"),
                        );
                    }
                }
                if let Some(fv) = value
                    && let (Some(Ex::Const(Value::Int(va))), Some(Ex::Const(Value::Int(vb)))) =
                        (a.fields.get(fv), b.fields.get(fv))
                    && va < vb
                {
                    self.error(
                                Diagnostic::new(
                                    field_span(&a.name, "raises"),
                                    format!(
                                        "`{}` raises `{}` but is worth less ({va} < {vb})",
                                        a.name, b.name
                                    ),
                                    "a raise to a lower value",
                                )
                                .related(field_span(&b.name, "value"), "the raised announcement's value")
                                .help("a raise is a harder announcement in place of an easier one; check the values or the direction of `raises`"),
                            );
                }
            }
        }
    }
}

/// The circles of a graph of calls (`(caller, callee, place of the call)`
/// over `n` nodes), in time linear in its size: one for every call that
/// closes a circle, as the path from the node called round to itself, and
/// the place of that call. Depth first with a stack of its own.
fn circles(n: usize, calls: &[(u16, u16, Span)]) -> Vec<(Vec<usize>, Span)> {
    let mut edges: Vec<Vec<(usize, Span)>> = vec![Vec::new(); n];
    for (a, b, s) in calls {
        if let Some(e) = edges.get_mut(*a as usize)
            && (*b as usize) < n
        {
            e.push((*b as usize, *s));
        }
    }
    // 0: not seen, 1: on the path, 2: done.
    let mut state = vec![0u8; n];
    let mut pos = vec![0usize; n];
    let mut out = Vec::new();
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        let mut path: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        pos[root] = 0;
        while let Some(&mut (node, ref mut next)) = path.last_mut() {
            let Some(&(to, span)) = edges[node].get(*next) else {
                state[node] = 2;
                path.pop();
                continue;
            };
            *next += 1;
            match state[to] {
                0 => {
                    state[to] = 1;
                    pos[to] = path.len();
                    path.push((to, 0));
                }
                1 => {
                    let mut circle: Vec<usize> = path[pos[to]..].iter().map(|p| p.0).collect();
                    circle.push(to);
                    out.push((circle, span));
                }
                _ => {}
            }
        }
    }
    out
}

fn collect_anns(v: &Value, out: &mut Vec<u16>) {
    match v {
        Value::Ann(a) => out.push(a.kind),
        Value::List(l) => l.iter().for_each(|x| collect_anns(x, out)),
        _ => {}
    }
}

fn sec_index(s: SectionName) -> usize {
    match s {
        SectionName::Auction => 0,
        SectionName::Call => 1,
        SectionName::Announce => 2,
    }
}

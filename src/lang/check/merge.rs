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
        TypeKind::Table(k, v) => format!("table[{}, {}]", type_key(k), type_key(v)),
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

/// The declarations a spec and its bases make together, and the
/// functions and actions an `override` replaced but still calls by
/// `super`: the overriding name → the hidden name the replaced
/// definition is kept under.
pub(super) struct Merged {
    pub decls: Vec<Decl>,
    pub supers: HashMap<String, String>,
}

/// Merges the layers: later layers override earlier ones by key; within a
/// layer a key may occur once. A declaration that replaces an earlier
/// layer's says `override`; one that does not, and an `override` that
/// replaces nothing, is an error in the later layer. Contracts and
/// announcements merge fields; a replaced function or action is kept
/// under a hidden name, for `super`.
pub(super) fn merge(layers: Vec<(u16, Vec<Decl>)>, diags: &mut Vec<Diagnostic>) -> Merged {
    let mut out: Vec<Decl> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut supers: HashMap<String, String> = HashMap::new();
    // Fields an override adds that no base record has.
    let mut new_fields: Vec<(String, NewField)> = Vec::new();
    let items = Items::of(&layers);
    // The declarations are moved into the merged list, not copied.
    for (layer, (_, decls)) in layers.into_iter().enumerate() {
        let mut seen: HashMap<String, Span> = HashMap::new();
        for d in decls {
            let Some(k) = key(&d.kind) else { continue };
            let here = decl_name_span(&d);
            if let Some(first) = seen.get(&k) {
                diags.push(
                    Diagnostic::new(here, format!("{} is declared twice", describe_key(&k)), "declared again here").with_code(codes::DECLARED_TWICE)
                        .related(*first, "first declared here")
                        .help("within one file every name, rule and handler is declared once; a spec that extends another may replace it with `override`"),
                );
                continue;
            }
            seen.insert(k.clone(), here);
            let earlier = index.get(&k).copied();
            // Every spec names its own variant: that is never an override.
            let is_variant = matches!(d.kind, DeclKind::Variant { .. });
            match (earlier, d.overrides) {
                (Some(i), None) if !is_variant => {
                    diags.push(needs_override(&d, &out[i], &k));
                }
                (None, Some(kw)) if !is_variant => {
                    diags.push(overrides_nothing(&d, kw, &k, &index, &out, layer == 0));
                }
                (Some(i), Some(_)) if !is_variant => {
                    if let Some(e) = changed_type(&out[i], &d) {
                        // The base's declaration stays: its users were
                        // written for it, and would fail inside the base.
                        diags.push(e);
                        continue;
                    }
                    new_fields.extend(unknown_fields(&out, &d).into_iter().map(|f| (k.clone(), f)));
                }
                _ => {}
            }
            match earlier {
                Some(i) => {
                    // `super` in an overriding parameter or group: the
                    // base's value, kept under a hidden name.
                    let mut d = d;
                    let d = &mut d;
                    let mut i = i;
                    if d.overrides.is_some()
                        && let Some(hidden) = value_super(&out[i], d)
                    {
                        // Before the one that replaces it: parameters and
                        // groups are evaluated in order.
                        let mut old = out[i].clone();
                        rename(&mut old, &hidden);
                        out.insert(i, old);
                        for v in index.values_mut() {
                            if *v >= i {
                                *v += 1;
                            }
                        }
                        index.insert(format!("hidden {hidden}"), i);
                        i += 1;
                    }
                    let d = &*d;
                    if let Some((name, hidden)) = keep_for_super(&out[i], d) {
                        let mut old = out[i].clone();
                        rename(&mut old, &hidden);
                        // A chain of overrides: the one replaced may call
                        // its own `super`, kept under its own hidden name.
                        if let Some(older) = supers.remove(&name) {
                            supers.insert(hidden.clone(), older);
                        }
                        supers.insert(name, hidden.clone());
                        index.insert(format!("hidden {hidden}"), out.len());
                        out.push(old);
                    }
                    let merged = merge_one(&out[i], d);
                    out[i] = merged;
                }
                None => {
                    // An overlay's handler for a word goes before the
                    // base's handlers that would take the word first (its
                    // `t: term` for every other word, a `c: contract` for a
                    // contract's name): the house rule's handler is the
                    // one that runs.
                    let at = if layer > 0 {
                        out.iter()
                            .position(|o| shadows(o, &d, &items))
                            .unwrap_or(out.len())
                    } else {
                        out.len()
                    };
                    // (Appended, as every declaration of the first file
                    // is, it moves none.)
                    if at < out.len() {
                        for v in index.values_mut() {
                            if *v >= at {
                                *v += 1;
                            }
                        }
                    }
                    index.insert(k, at);
                    out.insert(at, d);
                }
            }
        }
    }
    // A field an override adds is a new field of every record of its
    // kind (Hopfgarten's `word`) when every contract (or announcement) of
    // the merged spec sets it; otherwise it is a slip in the override
    // (`valeu`), reported there instead of as a field missing from every
    // record of the base, and left out.
    for (k, f) in new_fields {
        let everywhere = out.iter().all(|d| match (&d.kind, f.contract) {
            (DeclKind::Contract { fields, .. }, true)
            | (DeclKind::Announcement { fields, .. }, false) => {
                fields.iter().any(|g| g.name.name == f.name)
            }
            _ => true,
        });
        if everywhere {
            continue;
        }
        diags.push(f.diagnostic);
        if let Some(&i) = index.get(&k)
            && let DeclKind::Contract { fields, .. } | DeclKind::Announcement { fields, .. } =
                &mut out[i].kind
        {
            fields.retain(|g| g.name.name != f.name);
        }
    }
    Merged { decls: out, supers }
}

/// A field an override sets that no base record has, and the error it is
/// if the other records do not get it too.
struct NewField {
    name: String,
    contract: bool,
    diagnostic: Diagnostic,
}

/// A declaration that replaces a base's without saying so.
fn needs_override(d: &Decl, base: &Decl, k: &str) -> Diagnostic {
    Diagnostic::new(
        decl_name_span(d),
        format!("{} is already declared in a base", describe_key(k)),
        "replaces the base's declaration",
    )
    .with_code(codes::OVERRIDE_NEEDED)
    .related(decl_name_span(base), "the base declares it here")
    .help("write `override` before the declaration to replace the base's, or give the new one a name of its own")
}

/// An `override` with nothing to replace: a misspelt name, or a spec that
/// extends nothing.
fn overrides_nothing(
    d: &Decl,
    kw: Span,
    k: &str,
    index: &HashMap<String, usize>,
    out: &[Decl],
    first_layer: bool,
) -> Diagnostic {
    let (kind, name) = k.split_once(' ').unwrap_or(("", k));
    let same_kind: Vec<&str> = index
        .keys()
        .filter_map(|other| other.strip_prefix(kind)?.strip_prefix(' '))
        .collect();
    let hint = crate::suggest::suggest(name, &same_kind);
    let mut diag = Diagnostic::new(
        decl_name_span(d),
        if first_layer {
            format!(
                "`override` of {}, but this spec extends no base",
                describe_key(k)
            )
        } else {
            format!("`override` of {}, which no base declares", describe_key(k))
        },
        "replaces nothing",
    )
    .with_code(codes::OVERRIDES_NOTHING);
    match hint {
        Some(h) => {
            let other = format!("{kind} {h}");
            if let Some(base) = index.get(&other).and_then(|&i| out.get(i)) {
                diag = diag.related(
                    decl_name_span(base),
                    format!("the base declares `{h}` here"),
                );
            }
            diag.help(format!("did you mean `{h}`?"))
        }
        None if first_layer => {
            diag.help("`override` replaces a declaration of a base this spec `extends`")
        }
        None => diag
            .related(kw, "drop `override` to declare something new")
            .help("`override` replaces a base's declaration of the same kind and name"),
    }
}

/// The type of a written type, without its places.
fn type_text(t: &TypeExpr) -> String {
    format!("{}{}", type_key(t), if t.optional { "?" } else { "" })
}

fn params_text(ps: &[Param]) -> String {
    ps.iter()
        .map(|p| type_text(&p.ty))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An override must keep the type of what it replaces: the base's other
/// declarations use it as they were written.
fn changed_type(old: &Decl, new: &Decl) -> Option<Diagnostic> {
    let (was, is, what) = match (&old.kind, &new.kind) {
        (DeclKind::Param { ty: a, .. }, DeclKind::Param { ty: b, .. })
        | (DeclKind::Var { ty: a, .. }, DeclKind::Var { ty: b, .. }) => {
            (type_text(a), type_text(b), "type")
        }
        (
            DeclKind::Fn {
                params: pa,
                ret: ra,
                ..
            },
            DeclKind::Fn {
                params: pb,
                ret: rb,
                ..
            },
        ) => (
            format!("({}) -> {}", params_text(pa), type_text(ra)),
            format!("({}) -> {}", params_text(pb), type_text(rb)),
            "signature",
        ),
        (DeclKind::Action { params: pa, .. }, DeclKind::Action { params: pb, .. }) => {
            (params_text(pa), params_text(pb), "parameters")
        }
        (DeclKind::Announcement { params: pa, .. }, DeclKind::Announcement { params: pb, .. })
            if !pb.is_empty() =>
        {
            (params_text(pa), params_text(pb), "parameters")
        }
        _ => return None,
    };
    (was != is).then(|| {
        Diagnostic::new(
            decl_name_span(new),
            format!("this `override` changes the {what} from `{was}` to `{is}`"),
            format!("the base's is `{was}`"),
        )
        .with_code(codes::OVERRIDE_CHANGES_TYPE)
        .related(decl_name_span(old), "the base declares it here")
        .help("an override keeps the type of what it replaces; declare something new under a name of its own")
    })
}

/// The fields an `override` of a contract or announcement sets must be
/// fields the base's records have (all contracts share one record, all
/// announcements another).
fn unknown_fields(out: &[Decl], new: &Decl) -> Vec<NewField> {
    let (fields, is_contract) = match &new.kind {
        DeclKind::Contract { fields, .. } => (fields, true),
        DeclKind::Announcement { fields, .. } => (fields, false),
        _ => return Vec::new(),
    };
    let known: Vec<&str> = out
        .iter()
        .filter_map(|d| match (&d.kind, is_contract) {
            (DeclKind::Contract { fields, .. }, true)
            | (DeclKind::Announcement { fields, .. }, false) => Some(fields),
            _ => None,
        })
        .flatten()
        .map(|f| f.name.name.as_str())
        .collect();
    let what = if is_contract {
        "the contracts"
    } else {
        "the announcements"
    };
    fields
        .iter()
        .filter(|f| !known.contains(&f.name.name.as_str()))
        .map(|f| {
            let d = Diagnostic::new(
                f.name.span,
                format!("{what} of the base have no field `{}`", f.name.name),
                "no such field",
            )
            .with_code(codes::OVERRIDE_UNKNOWN_FIELD);
            let diagnostic = match crate::suggest::suggest(&f.name.name, &known) {
                Some(h) => d.help(format!("did you mean `{h}`?")),
                None => d.help(format!(
                    "an override sets fields {what} have ({}), or adds one every one of them sets",
                    known.join(", ")
                )),
            };
            NewField {
                name: f.name.name.clone(),
                contract: is_contract,
                diagnostic,
            }
        })
        .collect()
}

/// A function or action replaced by an `override`: the name, and the
/// hidden name the replaced definition is kept under for `super` (a name
/// no spec can write: it holds a `'`).
fn keep_for_super(old: &Decl, new: &Decl) -> Option<(String, String)> {
    let name = match (&old.kind, &new.kind) {
        (DeclKind::Fn { name, .. }, DeclKind::Fn { .. })
        | (DeclKind::Action { name, .. }, DeclKind::Action { .. }) => &name.name,
        _ => return None,
    };
    new.overrides?;
    Some((name.clone(), hidden_name(name, old)))
}

/// The name a replaced declaration is kept under for `super`: one no spec
/// can write (it holds a `'`), told apart by the file that declared it.
fn hidden_name(name: &str, old: &Decl) -> String {
    format!("{name}'{}", old.span.file)
}

fn rename(d: &mut Decl, to: &str) {
    if let DeclKind::Fn { name, .. }
    | DeclKind::Action { name, .. }
    | DeclKind::Param { name, .. }
    | DeclKind::Group { name, .. } = &mut d.kind
    {
        name.name = to.to_string();
    }
}

/// An overriding parameter or group whose value names `super` (the base's
/// value: `override param premiums: list[announcement] = super + [mondfang]`):
/// `super` is renamed to the hidden name the base's declaration is kept
/// under, which is returned.
fn value_super(old: &Decl, new: &mut Decl) -> Option<String> {
    let (DeclKind::Param { name, .. } | DeclKind::Group { name, .. }) = &old.kind else {
        return None;
    };
    let hidden = hidden_name(&name.name, old);
    match &mut new.kind {
        DeclKind::Param { value, .. } | DeclKind::Group { value, .. } => {
            replace_super(value, &hidden).then_some(hidden)
        }
        _ => None,
    }
}

/// Renames the name `super` in an expression; whether there was one. (The
/// reader bounds the depth of expressions.)
fn replace_super(e: &mut Expr, to: &str) -> bool {
    let mut any = false;
    let mut one = |x: &mut Expr| any |= replace_super(x, to);
    match &mut e.kind {
        ExprKind::Name(n) if n == "super" => {
            *n = to.to_string();
            return true;
        }
        ExprKind::Unary(_, a) | ExprKind::Field(a, _) => one(a),
        ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => {
            one(a);
            one(b);
        }
        ExprKind::If(a, b, c) => {
            one(a);
            one(b);
            one(c);
        }
        ExprKind::Call(_, xs) | ExprKind::Set(xs) | ExprKind::List(xs) => {
            xs.iter_mut().for_each(one);
        }
        ExprKind::Table(k, arms) => {
            one(k);
            for arm in arms {
                match &mut arm.key {
                    TableKey::Cmp(_, x) | TableKey::Value(x) => one(x),
                    TableKey::Else | TableKey::Range(..) => {}
                }
                one(&mut arm.value);
            }
        }
        ExprKind::Comp {
            over, filter, body, ..
        } => {
            one(over);
            if let Some(f) = filter {
                one(f);
            }
            if let Some(b) = body {
                one(b);
            }
        }
        _ => {}
    }
    any
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
                overrides: new.overrides,
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
                overrides: new.overrides,
            }
        }
        _ => new.clone(),
    }
}

/// The names of the contracts and announcements (with their number of
/// arguments) of every layer: what a typed word pattern takes.
pub(super) struct Items {
    contracts: Vec<String>,
    anns: Vec<(String, usize)>,
}

impl Items {
    pub(super) fn of(layers: &[(u16, Vec<Decl>)]) -> Items {
        Items::of_decls(layers.iter().flat_map(|(_, ds)| ds))
    }

    pub(super) fn of_decls<'a>(decls: impl Iterator<Item = &'a Decl>) -> Items {
        let mut items = Items {
            contracts: Vec::new(),
            anns: Vec::new(),
        };
        for d in decls {
            match &d.kind {
                DeclKind::Contract { name, .. } => items.contracts.push(name.name.clone()),
                DeclKind::Announcement { name, params, .. } => {
                    items.anns.push((name.name.clone(), params.len()))
                }
                _ => {}
            }
        }
        items
    }

    /// Whether a handler for `first` takes every word a handler for
    /// `later` of the same section would (so that `later` never runs
    /// after it).
    pub(super) fn covers(&self, first: &WordPattern, later: &WordPattern) -> bool {
        let WordPattern::Typed { ty, .. } = first else {
            return false;
        };
        let TypeKind::Named(t) = &ty.kind else {
            return false;
        };
        match (t.name.as_str(), later) {
            ("term", _) => true,
            ("contract", WordPattern::Named { word, params }) => {
                params.as_ref().is_none_or(Vec::is_empty) && self.contracts.contains(&word.name)
            }
            ("announcement", WordPattern::Named { word, params }) => {
                let n = params.as_ref().map_or(0, Vec::len);
                self.anns.iter().any(|(a, k)| *a == word.name && *k == n)
            }
            _ => false,
        }
    }
}

/// Whether the handler `first` takes the words of the handler `later`
/// before it (both said in the same section).
fn shadows(first: &Decl, later: &Decl, items: &Items) -> bool {
    match (&first.kind, &later.kind) {
        (
            DeclKind::Handler {
                pattern:
                    Pattern::Say {
                        section: a,
                        word: fw,
                    },
                ..
            },
            DeclKind::Handler {
                pattern:
                    Pattern::Say {
                        section: b,
                        word: lw,
                    },
                ..
            },
        ) => a == b && items.covers(fw, lw),
        _ => false,
    }
}

/// Say handlers that never run because an earlier handler of the same
/// section takes every word they would (`c: contract` before `say rufer`):
/// a warning at the later one, the earlier beside it. (After a `t: term`
/// handler, S0503 already reports it as an error.)
pub(super) fn shadowed_handlers(decls: &[Decl]) -> Vec<Diagnostic> {
    let items = Items::of_decls(decls.iter());
    let mut out = Vec::new();
    let mut said: Vec<(SectionName, &WordPattern, Span)> = Vec::new();
    for d in decls {
        let DeclKind::Handler {
            pattern: Pattern::Say { section, word },
            ..
        } = &d.kind
        else {
            continue;
        };
        let is_term = |w: &WordPattern| matches!(w, WordPattern::Typed { ty, .. } if matches!(&ty.kind, TypeKind::Named(t) if t.name == "term"));
        if let Some((_, first, at)) = said
            .iter()
            .find(|(s, w, _)| s == section && !is_term(w) && items.covers(w, word))
        {
            let what = match first {
                WordPattern::Typed { name, ty } => format!("`{}: {}`", name.name, type_key(ty)),
                WordPattern::Named { word, .. } => format!("`{}`", word.name),
            };
            out.push(
                Diagnostic::new(
                    d.span,
                    "this handler is never reached",
                    format!("its words are taken first by the handler for {what}"),
                )
                .with_code(codes::HANDLER_SHADOWED)
                .warning()
                .related(*at, "every word of the later handler is handled here")
                .help(
                    "put the handler for the single word before the one for every word of its kind",
                ),
            );
        }
        said.push((*section, word, d.span));
    }
    out
}

//! The checker and the whole check: the variant, enums, rules, deck and
//! deal, then each phase in turn, then the program.

use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::compile::{Compiler, Scope};
use crate::lang::diag::{Diagnostic, Sources};
use crate::lang::env::{Context, Env, Symbol, fns_by_id};
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};

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
    pub(super) fn new(src: &'s Sources) -> Checker<'s> {
        Checker { env: Env::new(src) }
    }

    /// The whole check.
    pub(super) fn run(&mut self, decls: Vec<Decl>) -> Option<Program> {
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
                .with_code(codes::NO_VARIANT)
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
                        self.error(
                            Diagnostic::new(
                                v.span,
                                format!(
                                    "enum `{}` has more than {} names",
                                    name.name,
                                    usize::from(u16::MAX) + 1
                                ),
                                "one too many",
                            )
                            .with_code(codes::ENUM_TOO_LARGE),
                        );
                        break;
                    }
                    if seen.contains(v.name.as_str()) {
                        self.error(
                            Diagnostic::new(
                                v.span,
                                format!("`{}` appears twice in enum `{}`", v.name, name.name),
                                "repeated",
                            )
                            .with_code(codes::ENUM_NAME_TWICE),
                        );
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
                        ).with_code(codes::FOREIGN_RULE)
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
                    self.error(Diagnostic::new(hand.1, format!("a deal of 4 × {} cards and a talon of {talon_total} cannot come from one pack", hand.0), "too many cards").with_code(codes::DEAL_TOO_LARGE).help("the 54-card superset is the most any variant has"));
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
                    .with_code(codes::DEAL_NOT_DECK)
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
                        .with_code(codes::MATCH_WITHOUT_GAMES)
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
        let standings = self.compile_standings(&decls, &mut compiler);
        self.check_recursion();
        self.check_action_recursion();
        let hooks = self.hooks(&handlers, &decls);
        self.validate(&decls, &contracts, &anns);
        if !self.diags.is_empty() {
            return None;
        }
        let mut warnings = self.unused_params(&decls);
        warnings.extend(self.unused_announcements(&decls));
        warnings.extend(shared_keys(&decls));
        warnings.extend(super::merge::shadowed_handlers(&decls));
        // In seat order (the symbols are a hash map): a program is the
        // same from one check to the next (the pack, `specs::pack`).
        let mut seats: Vec<(String, crate::seat::Seat)> = self
            .symbols
            .iter()
            .filter_map(|(n, (s, _))| match s {
                Symbol::Seat(seat) => Some((n.clone(), *seat)),
                _ => None,
            })
            .collect();
        seats.sort_by(|a, b| (a.1, &a.0).cmp(&(b.1, &b.0)));
        let params = decls
            .iter()
            .filter_map(|d| match &d.kind {
                // A base's value an override reads as `super` is no
                // parameter of the spec.
                DeclKind::Param { name, .. } if name.name.contains('\'') => None,
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
                DeclKind::Group { name, .. } if name.name.contains('\'') => None,
                DeclKind::Group { name, .. } => match self.symbols.get(&name.name) {
                    Some((Symbol::Const(Value::Cards(cs), _), _)) => Some((name.name.clone(), *cs)),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        Some(Program {
            warnings,
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
            standings,
            hooks,
            sources: self.src.clone(),
            params,
            groups,
            actions,
            pass,
        })
    }
}

impl Checker<'_> {
    /// A parameter no expression uses: a misspelt override (`param
    /// treshold`) or one left over. A warning: the spec still runs.
    fn unused_params(&self, decls: &[Decl]) -> Vec<Diagnostic> {
        decls
            .iter()
            .filter_map(|d| match &d.kind {
                DeclKind::Param { name, .. } if !self.used.contains(&name.name) => {
                    let names: Vec<&str> = self.used.iter().map(String::as_str).collect();
                    let d = Diagnostic::new(
                        name.span,
                        format!("the parameter `{}` is used nowhere", name.name),
                        "never used",
                    )
                    .with_code(codes::UNUSED_PARAMETER)
                    .warning();
                    Some(match crate::suggest::suggest(&name.name, &names) {
                        Some(h) => d.help(format!(
                            "did you mean to override `{h}`? (`override param {h}: …`)"
                        )),
                        None => d.help("use it in a rule, or remove it"),
                    })
                }
                _ => None,
            })
            .collect()
    }
}

impl Checker<'_> {
    /// An announcement no expression names: no list holds it, no rule or
    /// handler mentions it, so the base's machinery never scores it (an
    /// overlay's new premium left out of its base's list of premiums).
    fn unused_announcements(&self, decls: &[Decl]) -> Vec<Diagnostic> {
        // Only an overlay's own announcements: a base's may be reached by
        // its fields alone (`wins the-game`), and the base is checked on its
        // own.
        if self.src.files.len() < 2 {
            return Vec::new();
        }
        decls
            .iter()
            .filter_map(|d| match &d.kind {
                DeclKind::Announcement { name, .. }
                    if name.span.file == 0 && !self.used.contains(&name.name) =>
                {
                    Some(
                    Diagnostic::new(
                        name.span,
                        format!("the announcement `{}` is named nowhere", name.name),
                        "no list, rule or handler names it",
                    )
                    .with_code(codes::UNUSED_ANNOUNCEMENT)
                    .warning()
                    .help("add it where the base lists its announcements (`override param NAME: list[announcement] = super + [it]`), or it is never scored"),
                    )
                }
                _ => None,
            })
            .collect()
    }
}

/// Records (contracts; announcements) whose integer field values were all
/// distinct in the declarations before the last that repeats one: a key
/// such as a slot number, which two records must not share.
fn shared_keys(decls: &[Decl]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for contracts in [true, false] {
        let records: Vec<(&Ident, &Vec<Field>)> = decls
            .iter()
            .filter_map(|d| match (&d.kind, contracts) {
                (DeclKind::Contract { name, fields, .. }, true)
                | (DeclKind::Announcement { name, fields, .. }, false) => Some((name, fields)),
                _ => None,
            })
            .collect();
        let mut names: Vec<&str> = records
            .iter()
            .flat_map(|(_, fs)| fs.iter().map(|f| f.name.name.as_str()))
            .collect();
        names.sort_unstable();
        names.dedup();
        for field in names {
            let values: Vec<(&Ident, i64, crate::lang::diag::Span)> = records
                .iter()
                .filter_map(|(n, fs)| {
                    let f = fs.iter().find(|f| f.name.name == field)?;
                    match f.value.kind {
                        ExprKind::Int(v) => Some((*n, v, f.value.span)),
                        _ => None,
                    }
                })
                .collect();
            // A key: at least four records, and one repeat only.
            if values.len() < 4 {
                continue;
            }
            let mut seen: Vec<(i64, &Ident)> = Vec::new();
            let mut repeats = Vec::new();
            for (n, v, span) in &values {
                match seen.iter().find(|(w, _)| w == v) {
                    Some((_, first)) => repeats.push((*n, *v, *span, *first)),
                    None => seen.push((*v, n)),
                }
            }
            if let [(n, v, span, first)] = repeats.as_slice() {
                out.push(
                    Diagnostic::new(
                        *span,
                        format!(
                            "`{}` has the `{field}` {v} of `{}`, where every other {} has a `{field}` of its own",
                            n.name,
                            first.name,
                            if contracts { "contract" } else { "announcement" }
                        ),
                        "shared",
                    )
                    .with_code(codes::SHARED_KEY)
                    .warning()
                    .related(first.span, format!("`{}` has it", first.name))
                    .help(format!("give `{}` a `{field}` no other has", n.name)),
                );
            }
        }
    }
    out
}

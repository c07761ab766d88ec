//! The environment of a spec being checked: the tables every stage after
//! parsing reads and fills — the variant, its enums, rules, names
//! (symbols), functions, actions, records, globals, deck and hand — and the
//! diagnostics found so far. The checker declares into it; the compiler
//! resolves names and types against it. It knows neither of them.

use super::ast::{Ident, TypeExpr, TypeKind};
use super::diag::{Diagnostic, Sources, Span};
use super::ir::{EnumDef, Expression, FnDef, Global, RuleDef};
use super::types::{Ty, Value};
use crate::cards::CardSet;
use crate::lang::codes;
use crate::seat::Seat;
use std::collections::HashMap;

/// A user function's signature.
#[derive(Clone, Debug)]
pub struct FnSig {
    pub id: u16,
    pub params: Vec<Ty>,
    pub ret: Ty,
}

/// What a name in the spec stands for.
#[derive(Clone, Debug)]
pub enum Symbol {
    Global(u16, Ty),
    Const(Value, Ty),
    Seat(Seat),
    EnumVariant(u16, u16),
    Contract(u16),
    /// An announcement without parameters (as a value).
    Ann(u16),
}

/// The tables of a spec being checked, and its diagnostics.
pub struct Env<'s> {
    pub src: &'s Sources,
    pub diags: Vec<Diagnostic>,
    pub variant: String,
    pub enums: Vec<EnumDef>,
    pub rules: Vec<RuleDef>,
    pub rule_index: HashMap<String, u16>,
    pub symbols: HashMap<String, (Symbol, Span)>,
    pub fns: HashMap<String, (FnSig, Span)>,
    pub fn_defs: Vec<Option<FnDef>>,
    /// `fn_defs` as constant evaluation wants them, built again only after
    /// a function is added or compiled (a spec evaluates hundreds of
    /// constants; copying every function for each was half of a check).
    pub const_fns: Option<Vec<FnDef>>,
    pub deck: CardSet,
    pub hand: usize,
    pub contract_fields: Vec<(String, Ty)>,
    pub contract_names: Vec<String>,
    pub ann_fields: Vec<(String, Ty)>,
    pub ann_names: Vec<String>,
    pub ann_params: Vec<Vec<(String, Ty)>>,
    pub globals: Vec<Global>,
    /// Whether any handler pattern can bind a contract.
    pub contract_bindable: bool,
    /// Calls between user functions, for the recursion check.
    pub calls: Vec<(u16, u16, Span)>,
    /// Actions: name → (id, parameter types, where declared).
    pub actions: HashMap<String, (u16, Vec<Ty>, Span)>,
    /// `do` between actions, for the recursion check.
    pub action_calls: Vec<(u16, u16, Span)>,
    /// A function or action an `override` replaced, by the overriding
    /// name: the hidden name the replaced one is kept under (`super`).
    pub supers: HashMap<String, String>,
    /// The names of parameters, groups and constants an expression used
    /// (for the unused-parameter warning).
    pub used: std::collections::HashSet<String>,
}
impl<'s> Env<'s> {
    pub fn new(src: &'s Sources) -> Env<'s> {
        Env {
            src,
            diags: Vec::new(),
            variant: String::new(),
            enums: Vec::new(),
            rules: Vec::new(),
            rule_index: HashMap::new(),
            symbols: HashMap::new(),
            fns: HashMap::new(),
            fn_defs: Vec::new(),
            const_fns: None,
            deck: CardSet::ALL,
            hand: 0,
            contract_fields: Vec::new(),
            contract_names: Vec::new(),
            ann_fields: Vec::new(),
            ann_names: Vec::new(),
            ann_params: Vec::new(),
            globals: Vec::new(),
            contract_bindable: false,
            calls: Vec::new(),
            actions: HashMap::new(),
            action_calls: Vec::new(),
            supers: HashMap::new(),
            used: Default::default(),
        }
    }

    pub fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    pub fn enum_names(&self) -> Vec<String> {
        self.enums.iter().map(|e| e.name.clone()).collect()
    }

    pub fn ty_name(&self, t: &Ty) -> String {
        t.name(&self.enum_names())
    }

    /// Declares a name in the common namespace, reporting a clash.
    pub fn declare(&mut self, name: &Ident, sym: Symbol) {
        if let Some((_, first)) = self.symbols.get(&name.name) {
            let first = *first;
            self.error(
                Diagnostic::new(name.span, format!("`{}` is already defined", name.name), "defined again here").with_code(codes::ALREADY_DEFINED)
                    .related(first, "first defined here")
                    .help("names of variables, parameters, groups, seats, enum values, contracts and announcements share one namespace"),
            );
            return;
        }
        if self.fns.contains_key(&name.name) {
            self.error(
                Diagnostic::new(
                    name.span,
                    format!("`{}` is already a function", name.name),
                    "defined again here",
                )
                .with_code(codes::ALREADY_A_FUNCTION),
            );
            return;
        }
        self.symbols.insert(name.name.clone(), (sym, name.span));
    }

    /// Resolves a written type.
    pub fn ty(&mut self, t: &TypeExpr) -> Ty {
        let base = match &t.kind {
            TypeKind::Scores => Ty::Scores,
            TypeKind::Range(lo, hi) => {
                if lo > hi {
                    self.error(
                        Diagnostic::new(
                            t.span,
                            format!("the range {lo}..{hi} is empty"),
                            "empty range",
                        )
                        .with_code(codes::EMPTY_RANGE)
                        .help("write the smaller bound first"),
                    );
                }
                Ty::Int
            }
            TypeKind::List(inner) => Ty::List(Box::new(self.ty(inner))),
            TypeKind::Table(k, v) => {
                let key = self.ty(k);
                if !key.is_table_key() && !key.is_error() {
                    let n = self.ty_name(&key);
                    self.error(
                        Diagnostic::new(
                            k.span,
                            format!("a table is keyed by announcements, contracts or an enum's values, not {n}"),
                            "not a key",
                        )
                        .with_code(codes::TABLE_KEY)
                        .help("per seat, use `scores` or a `list[T]` indexed by seat; per number, a `list[T]`"),
                    );
                    // Reported once: what uses the table raises nothing more.
                    return Ty::Error;
                }
                Ty::Table(Box::new(key), Box::new(self.ty(v)))
            }
            TypeKind::Named(n) => match n.name.as_str() {
                "int" => Ty::Int,
                "bool" => Ty::Bool,
                "text" => Ty::Text,
                "card" => Ty::Card,
                "cards" => Ty::Cards,
                "seat" => Ty::Seat,
                "seats" => Ty::Seats,
                "suit" => Ty::Suit,
                "contract" => Ty::Contract,
                "announcement" => Ty::Announcement,
                "term" => Ty::Term,
                "take" => Ty::Take,
                "play" => Ty::Play,
                "trick" => Ty::Trick,
                "phase" => Ty::Phase,
                other => match self.enums.iter().position(|e| e.name == other) {
                    Some(i) => Ty::Enum(i as u16),
                    None => {
                        // `list` is written with its element type.
                        let known: Vec<&str> = super::types::TYPE_NAMES
                            .iter()
                            .copied()
                            .filter(|t| *t != "list" && *t != "table")
                            .collect();
                        let mut candidates: Vec<String> =
                            known.iter().map(|s| s.to_string()).collect();
                        candidates.extend(self.enum_names());
                        let hint = suggest(other, &candidates);
                        self.error(
                            Diagnostic::new(
                                n.span,
                                format!("unknown type `{other}`"),
                                "not a type",
                            )
                            .with_code(codes::UNKNOWN_TYPE)
                            .help(hint.map_or_else(
                                || {
                                    format!(
                                        "types are {}, list[T], table[K, V], and the spec's enums",
                                        known.join(", ")
                                    )
                                },
                                |h| format!("did you mean `{h}`?"),
                            )),
                        );
                        Ty::Error
                    }
                },
            },
        };
        if t.optional { base.opt() } else { base }
    }

    /// Resolves a rule id written in the spec (`_.` stands for the variant).
    pub fn rule(&mut self, id: &Ident) -> Option<u16> {
        let full = self.full_rule_id(&id.name);
        match self.rule_index.get(&full) {
            Some(i) => Some(*i),
            None => {
                let ids: Vec<String> = self.rules.iter().map(|r| r.id.clone()).collect();
                let hint = suggest(&full, &ids);
                self.error(
                    Diagnostic::new(
                        id.span,
                        format!("unknown rule `{full}`"),
                        "no rule with this id",
                    )
                    .with_code(codes::UNKNOWN_RULE)
                    .help(hint.map_or_else(
                        || {
                            "declare it: rule ID \"what it says\" source \"the rulebook's words\""
                                .to_string()
                        },
                        |h| format!("did you mean `{h}`?"),
                    )),
                );
                None
            }
        }
    }

    pub fn full_rule_id(&self, id: &str) -> String {
        match id.strip_prefix("_.") {
            Some(rest) => format!("{}.{rest}", self.variant),
            None => id.to_string(),
        }
    }

    /// Evaluates a constant expression (no game state).
    pub fn eval_const(&mut self, ex: &Expression, span: Span) -> Option<Value> {
        let fns = self
            .const_fns
            .get_or_insert_with(|| fns_by_id(&self.fn_defs));
        match crate::interp::eval_const(ex, fns, self.deck) {
            Ok(v) => Some(v),
            // A constant that failed before stands as none: an error that
            // only says so repeats that error.
            Err(e) if !self.diags.is_empty() && e.message.contains("none") => None,
            Err(e) if e.message.contains("is part of the game") || e.span == Span::default() => {
                self.error(Diagnostic::new(span, format!("cannot evaluate this when the spec is read: {e}"), "needs the game").with_code(codes::CONSTANT_NEEDS_GAME).help("parameters, groups, contract fields and variables' first values are constants"));
                None
            }
            Err(e) => {
                // Overflow, a budget used up, division by zero: where it
                // happened, and the constant that needed it.
                self.error(
                    Diagnostic::new(
                        e.span,
                        format!("cannot evaluate a constant of the spec: {e}"),
                        "here",
                    )
                    .with_code(codes::CONSTANT_EVALUATION)
                    .related(span, "evaluating this constant"),
                );
                None
            }
        }
    }
}

/// The spec's functions by id, as the program and constant evaluation
/// hold them: one not compiled (yet, or because it has errors) stands as a
/// function of no value.
pub fn fns_by_id(defs: &[Option<FnDef>]) -> Vec<FnDef> {
    defs.iter()
        .map(|f| {
            f.clone().unwrap_or(FnDef {
                name: String::new(),
                arity: 0,
                params: Vec::new(),
                ret: Ty::Nothing,
                locals: 0,
                body: Expression::Const(Value::None),
            })
        })
        .collect()
}

/// Where a block stands, for the statements it may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    Start,
    Handler,
    Settle,
    /// An action's body: run from handlers and from the settlement.
    Action,
}

/// The closest candidate within two edits (for "did you mean").
pub fn suggest(word: &str, candidates: &[String]) -> Option<String> {
    crate::suggest::suggest(word, candidates).map(str::to_string)
}

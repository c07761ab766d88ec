//! Expressions: names, literals and tokens resolved, and each
//! expression compiled with its type (and checked against the type wanted).

use super::compiler::Compiler;
use super::scope::Scope;
use crate::cards::{Card, CardSet, Suit};
use crate::lang::ast::*;
use crate::lang::builtins::{self, Needs};
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::{Context, Env, Symbol, suggest};
use crate::lang::ir::*;
use crate::lang::types::{PhaseName, Ty, Value};
use crate::seat::Seat;
use std::sync::Arc;

impl Compiler {
    /// Compiles an expression and checks its type against `want`.
    pub fn expr_as(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        e: &Expr,
        want: &Ty,
    ) -> Expression {
        let (ex, t) = self.expr_hint(env, scope, e, Some(want));
        if !t.fits(want) {
            let (a, b) = (env.ty_name(&t), env.ty_name(want));
            env.error(
                Diagnostic::new(
                    e.span,
                    format!("expected {b}, found {a}"),
                    format!("this is {a}"),
                )
                .with_code(codes::TYPE_MISMATCH)
                .help(conversion_hint(&t, want)),
            );
        }
        ex
    }

    pub fn expr(&mut self, env: &mut Env<'_>, scope: &mut Scope, e: &Expr) -> (Expression, Ty) {
        self.expr_hint(env, scope, e, None)
    }

    /// Compiles an expression; `hint` is the type wanted, which turns an
    /// integer literal into a seat where a seat is wanted.
    pub(super) fn expr_hint(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        e: &Expr,
        hint: Option<&Ty>,
    ) -> (Expression, Ty) {
        let err = || (Expression::Const(Value::None), Ty::Error);
        match &e.kind {
            ExprKind::Int(n) => {
                if *n == i64::MAX {
                    env.error(
                        Diagnostic::new(e.span, "this number is too large", "too large")
                            .with_code(codes::NUMBER_TOO_LARGE),
                    );
                    return err();
                }
                if matches!(hint.map(Ty::base), Some(Ty::Seat)) {
                    return match u8::try_from(*n).ok().and_then(Seat::new) {
                        Some(s) => (Expression::Const(Value::Seat(s)), Ty::Seat),
                        None => {
                            env.error(
                                Diagnostic::new(
                                    e.span,
                                    format!("there is no seat {n}"),
                                    "seats are 1 to 4",
                                )
                                .with_code(codes::NO_SUCH_SEAT),
                            );
                            err()
                        }
                    };
                }
                (Expression::Const(Value::Int(*n)), Ty::Int)
            }
            ExprKind::Bool(b) => (Expression::Const(Value::Bool(*b)), Ty::Bool),
            ExprKind::None => (Expression::Const(Value::None), Ty::Nothing),
            ExprKind::Str(text) => self.text(env, scope, text, e.span),
            ExprKind::Token(tok) => self.token(env, tok, e.span),
            ExprKind::Name(n) => self.name(env, scope, n, e.span, hint),
            ExprKind::Unary(op, a) => {
                let (ax, at) = self.expr(env, scope, a);
                match op {
                    UnOp::Not => {
                        self.want(env, &at, &Ty::Bool, a.span, "`not` applies to a condition");
                        (Expression::Not(Box::new(ax)), Ty::Bool)
                    }
                    UnOp::Neg => {
                        self.want(env, &at, &Ty::Int, a.span, "`-` applies to a number");
                        (Expression::Neg(Box::new(ax), e.span), Ty::Int)
                    }
                }
            }
            ExprKind::Binary(op, a, b) => self.binary(env, scope, *op, a, b, e.span),
            ExprKind::Field(a, f) => self.field(env, scope, a, f, e.span),
            ExprKind::Index(a, i) => {
                let (ax, at) = self.expr(env, scope, a);
                let (elem, idx_ty) = match at.base() {
                    Ty::List(t) => ((**t).clone(), None),
                    Ty::Table(k, v) => ((**v).clone(), Some((**k).clone())),
                    Ty::Scores => (Ty::Int, Some(Ty::Seat)),
                    Ty::Error => (Ty::Error, None),
                    _ => {
                        let n = env.ty_name(&at);
                        env.error(
                            Diagnostic::new(
                                a.span,
                                format!("`{n}` cannot be indexed"),
                                "not a list",
                            )
                            .with_code(codes::NOT_INDEXABLE)
                            .help("lists, scores and tables are indexed: `tricks[1]`, `points[s]`, `by[a]`"),
                        );
                        (Ty::Error, None)
                    }
                };
                let (ix, it) = self.expr_hint(env, scope, i, idx_ty.as_ref().or(Some(&Ty::Int)));
                check_index(env, &it, idx_ty.as_ref(), i.span);
                (Expression::Index(Box::new(ax), Box::new(ix), e.span), elem)
            }
            ExprKind::Call(f, args) => self.call(env, scope, f, args, e.span),
            ExprKind::If(c, a, b) => {
                let cx = self.expr_as(env, scope, c, &Ty::Bool);
                let (ax, at) = self.expr_hint(env, scope, a, hint);
                let (bx, bt) = self.expr_hint(env, scope, b, hint.or(Some(&at)));
                let t = unify(&at, &bt);
                if t.is_none() {
                    let (x, y) = (env.ty_name(&at), env.ty_name(&bt));
                    env.error(
                        Diagnostic::new(
                            b.span,
                            format!("the branches of `if` differ: {x} and {y}"),
                            format!("this is {y}"),
                        )
                        .with_code(codes::BRANCHES_DIFFER)
                        .help("both branches give a value of the same type"),
                    );
                }
                (
                    Expression::If(Box::new(cx), Box::new(ax), Box::new(bx)),
                    t.unwrap_or(Ty::Error),
                )
            }
            ExprKind::Table(subject, arms) => self.table(env, scope, subject, arms, e.span, hint),
            ExprKind::Comp {
                quantifier,
                var,
                over,
                filter,
                body,
            } => self.comp(
                env,
                scope,
                *quantifier,
                var,
                over,
                filter.as_deref(),
                body.as_deref(),
                e.span,
            ),
            ExprKind::Set(items) => {
                let want_seats = matches!(hint.map(Ty::base), Some(Ty::Seats));
                let compiled: Vec<(Expression, Ty, Span)> = items
                    .iter()
                    .map(|i| {
                        let (x, t) = self.expr_hint(
                            env,
                            scope,
                            i,
                            if want_seats { Some(&Ty::Seat) } else { None },
                        );
                        (x, t, i.span)
                    })
                    .collect();
                let is_seats = want_seats
                    || compiled
                        .first()
                        .is_some_and(|(_, t, _)| matches!(t.base(), Ty::Seat | Ty::Seats));
                let (elem, set) = if is_seats {
                    (Ty::Seat, Ty::Seats)
                } else {
                    (Ty::Card, Ty::Cards)
                };
                for (_, t, s) in &compiled {
                    let ok = t.fits(&elem) || t.fits(&set);
                    if !ok {
                        let (n, w) = (env.ty_name(t), env.ty_name(&elem));
                        env.error(
                            Diagnostic::new(
                                *s,
                                format!("a set of {w}s cannot hold {n}"),
                                format!("this is {n}"),
                            )
                            .with_code(codes::ELEMENT_TYPE)
                            .help("sets hold cards or seats; use a list `[…]` for other values"),
                        );
                    }
                }
                let xs = compiled.into_iter().map(|(x, _, _)| x).collect();
                if is_seats {
                    (Expression::Seats(xs), Ty::Seats)
                } else {
                    (Expression::Cards(xs), Ty::Cards)
                }
            }
            ExprKind::List(items) => {
                let elem_hint = match hint.map(Ty::base) {
                    Some(Ty::List(t)) => Some((**t).clone()),
                    _ => None,
                };
                let mut elem: Option<Ty> = elem_hint.clone();
                let mut xs = Vec::new();
                for i in items {
                    let (x, t) = self.expr_hint(env, scope, i, elem.as_ref());
                    match &elem {
                        None => elem = Some(t),
                        Some(et) if !t.fits(et) => {
                            let (a, b) = (env.ty_name(&t), env.ty_name(et));
                            env.error(
                                Diagnostic::new(
                                    i.span,
                                    format!("a list of {b} cannot hold {a}"),
                                    format!("this is {a}"),
                                )
                                .with_code(codes::ELEMENT_TYPE),
                            );
                        }
                        _ => {}
                    }
                    xs.push(x);
                }
                let ty = Ty::List(Box::new(elem.unwrap_or(Ty::Error)));
                // A list of constants is a constant (built once, not per use).
                if xs.iter().all(|x| matches!(x, Expression::Const(_))) {
                    let vs: Vec<Value> = xs
                        .into_iter()
                        .filter_map(|x| match x {
                            Expression::Const(v) => Some(v),
                            _ => None,
                        })
                        .collect();
                    return (Expression::Const(Value::List(Arc::new(vs))), ty);
                }
                (Expression::List(xs), ty)
            }
        }
    }

    pub(super) fn want(&mut self, env: &mut Env<'_>, got: &Ty, want: &Ty, span: Span, why: &str) {
        if !got.fits(want) {
            let (a, b) = (env.ty_name(got), env.ty_name(want));
            env.error(
                Diagnostic::new(
                    span,
                    format!("expected {b}, found {a}"),
                    format!("this is {a}"),
                )
                .with_code(codes::TYPE_MISMATCH)
                .help(why.to_string()),
            );
        }
    }

    /// An upper-case token: a card of the deck, or a suit.
    pub(super) fn token(&mut self, env: &mut Env<'_>, tok: &str, span: Span) -> (Expression, Ty) {
        if tok.len() == 1
            && let Some(s) = tok.chars().next().and_then(Suit::from_char)
        {
            return (Expression::Const(Value::Suit(s)), Ty::Suit);
        }
        match Card::parse(tok) {
            Some(c) => {
                if !env.deck.contains(c) {
                    env.error(
                        Diagnostic::new(
                            span,
                            format!("{} is not in the deck", c.described()),
                            "not in the deck",
                        )
                        .with_code(codes::CARD_NOT_IN_DECK)
                        .help("the deck is the spec's `deck` declaration"),
                    );
                }
                (Expression::Const(Value::Card(c)), Ty::Card)
            }
            None => {
                let help = match nearest_card(tok) {
                    Some(card) => format!("did you mean `{card}`? Cards are written as in PTN (I … XXI, Skus, SK, HQ, DN, CJ, C10, H1); suits are S C H D"),
                    None => "cards are written as in PTN (I … XXI, Skus, SK, HQ, DN, CJ, C10, H1); suits are S C H D; names are lower case".to_string(),
                };
                env.error(
                    Diagnostic::new(
                        span,
                        format!("`{tok}` is neither a card nor a suit"),
                        "unknown token",
                    )
                    .with_code(codes::UNKNOWN_TOKEN)
                    .help(help),
                );
                (Expression::Const(Value::None), Ty::Error)
            }
        }
    }

    pub(super) fn name(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        n: &str,
        span: Span,
        hint: Option<&Ty>,
    ) -> (Expression, Ty) {
        if let Some((slot, t)) = scope.lookup(n) {
            return (Expression::Local(slot), t);
        }
        // Where a phase is wanted a phase's name is the phase, also when
        // the name means something else too (`phase == talon`).
        if matches!(hint.map(Ty::base), Some(Ty::Phase))
            && let Some(p) = PhaseName::from_word(n)
        {
            return (Expression::Const(Value::Phase(p)), Ty::Phase);
        }
        if let Some((sym, _)) = env.symbols.get(n).cloned() {
            if matches!(sym, Symbol::Const(..) | Symbol::Ann(..)) && !env.used.contains(n) {
                env.used.insert(n.to_string());
            }
            return match sym {
                Symbol::Global(g, t) => {
                    if scope.constant {
                        env.error(Diagnostic::new(span, format!("`{n}` is a variable of the game, not a constant"), "changes during the game").with_code(codes::NOT_CONSTANT).help("parameters, groups, contract fields and first values are constants"));
                    }
                    (Expression::Global(g), t)
                }
                Symbol::Const(v, t) => (Expression::Const(v), t),
                Symbol::Seat(s) => (Expression::Const(Value::Seat(s)), Ty::Seat),
                Symbol::EnumVariant(e, v) => (Expression::Const(Value::Enum(e, v)), Ty::Enum(e)),
                Symbol::Contract(c) => (Expression::Const(Value::Contract(c)), Ty::Contract),
                Symbol::Ann(a) => (Expression::Ann(a, Vec::new()), Ty::Announcement),
            };
        }
        if let Some(b) = builtins::value_named(n) {
            if b.needs != Needs::Nothing && scope.constant {
                env.error(
                    Diagnostic::new(
                        span,
                        format!("`{n}` is part of the game, not a constant"),
                        "needs the game",
                    ).with_code(codes::NOT_CONSTANT)
                    .help("parameters, groups, contract fields and variables' first values are fixed before the deal; set a variable from the game in `on start`"),
                );
            }
            if b.needs == Needs::Event && matches!(self.context, Some(Context::Settle)) {
                env.error(
                    Diagnostic::new(
                        span,
                        format!("`{n}` belongs to an event, and the settlement has none"),
                        "no event here",
                    )
                    .with_code(codes::EVENT_IN_SETTLEMENT),
                );
            }
            return (Expression::Builtin(b.bi, Vec::new(), span), b.result.ty());
        }
        if let Some(p) = PhaseName::from_word(n) {
            return (Expression::Const(Value::Phase(p)), Ty::Phase);
        }
        if env.fns.contains_key(n) || builtins::function_named(n).is_some() {
            env.error(
                Diagnostic::new(
                    span,
                    format!("`{n}` is a function"),
                    "call it with arguments",
                )
                .with_code(codes::FUNCTION_AS_VALUE)
                .help(format!("write `{n}(…)`")),
            );
            return (Expression::Const(Value::None), Ty::Error);
        }
        if n == "super" {
            env.error(
                Diagnostic::new(span, "`super` outside an `override` of a parameter or group", "nothing to stand for")
                    .with_code(codes::SUPER_OUTSIDE_OVERRIDE)
                    .help("`super` is the base's value in `override param NAME: TYPE = …` and `override group NAME = …`, and calls the replaced definition in an `override fn` or `override action`"),
            );
            return (Expression::Const(Value::None), Ty::Error);
        }
        let mut candidates: Vec<String> = env.symbols.keys().cloned().collect();
        candidates.extend(scope.names.iter().map(|(n, _, _)| n.clone()));
        candidates.extend(builtins::value_names().map(str::to_string));
        let hint = suggest(n, &candidates);
        let help = match (hint, n.contains('-')) {
            (Some(h), _) => format!("did you mean `{h}`?"),
            (None, true) => "a hyphen joins a name; for subtraction put spaces around `-`".to_string(),
            (None, false) => "declare it with `var`, `param`, `group`, `seat`, `contract`, `announcement` or an enum".to_string(),
        };
        env.error(
            Diagnostic::new(span, format!("unknown name `{n}`"), "not defined")
                .with_code(codes::UNKNOWN_NAME)
                .help(help),
        );
        (Expression::Const(Value::None), Ty::Error)
    }
}

/// The common type of two values compared or joined, if any.
pub(super) fn unify(a: &Ty, b: &Ty) -> Option<Ty> {
    if a.is_error() {
        return Some(b.clone());
    }
    if b.is_error() {
        return Some(a.clone());
    }
    if a == b {
        return Some(a.clone());
    }
    match (a, b) {
        (Ty::Nothing, t) | (t, Ty::Nothing) => Some(t.clone().opt()),
        (Ty::Opt(x), y) | (y, Ty::Opt(x)) if **x == *y => Some(Ty::Opt(x.clone())),
        (Ty::List(x), Ty::List(y)) => unify(x, y).map(|t| Ty::List(Box::new(t))),
        _ => None,
    }
}

pub(super) fn conversion_hint(got: &Ty, want: &Ty) -> String {
    match (got.base(), want.base()) {
        (Ty::Card, Ty::Cards) => "a single card is written as a set `{c}`".into(),
        (Ty::Seat, Ty::Seats) => "a single seat is written as a set `{s}`".into(),
        (Ty::Opt(_), _) | (_, Ty::Opt(_)) => {
            "a value that may be `none` must be compared with `none` first".into()
        }
        (Ty::Int, Ty::Bool) => "compare the number: `x > 0`".into(),
        _ => "the types must match".into(),
    }
}

#[cold]
pub(super) fn unreachable_op() -> (Expression, Ty) {
    // `and` and `or` are handled before the match.
    (Expression::Const(Value::None), Ty::Error)
}

/// Card sets the checker knows without a deck (for messages).
pub fn card_set_of(v: &Value) -> Option<CardSet> {
    v.cards()
}

/// The card token a mistyped one most likely means: one it begins
/// (`Sk` → `Skus`), the same in capitals (`sk` → `SK`), else the nearest.
fn nearest_card(tok: &str) -> Option<String> {
    let names: Vec<String> = crate::cards::CardSet::ALL
        .iter()
        .map(|c| c.token().to_string())
        .collect();
    if tok.chars().count() >= 2
        && let Some(n) = names
            .iter()
            .find(|n| n.len() > tok.len() && n.starts_with(tok))
    {
        return Some(n.clone());
    }
    let upper = tok.to_uppercase();
    if let Some(n) = names.iter().find(|n| **n == upper) {
        return Some(n.clone());
    }
    crate::suggest::suggest(tok, &names).map(str::to_string)
}

/// Checks an index's type: a table's key, else a number or a seat.
pub(super) fn check_index(env: &mut Env<'_>, it: &Ty, want: Option<&Ty>, span: Span) {
    if let Some(k) = want.filter(|k| k.is_table_key()) {
        if !it.base().fits(k) {
            let (kn, n) = (env.ty_name(k), env.ty_name(it));
            env.error(
                Diagnostic::new(
                    span,
                    format!("this table is keyed by {kn}, not {n}"),
                    "not a key of this table",
                )
                .with_code(codes::BAD_INDEX)
                .help(format!("index it by the {kn} itself: `t[x]`")),
            );
        }
    } else if !matches!(it.base(), Ty::Int | Ty::Seat | Ty::Error) {
        let n = env.ty_name(it);
        env.error(
            Diagnostic::new(
                span,
                format!("an index is a number or a seat, not {n}"),
                "not an index",
            )
            .with_code(codes::BAD_INDEX),
        );
    }
}

//! Expressions and statements: name resolution, type checking and
//! compilation to the IR. Every error is reported with its place and the
//! compilation goes on with an error type, so that one mistake does not
//! bury the next.

use super::ast::*;
use super::builtins::{self, Accepts, Builtin, Needs};
use super::diag::{Diagnostic, Span};
use super::env::{Context, Env, Symbol, suggest};
use super::ir::*;
use super::types::{PhaseName, Ty, Value};
use crate::cards::{Card, CardSet, Suit};
use crate::engine::Kind;
use crate::seat::Seat;
use std::collections::HashSet;
use std::sync::Arc;

/// Local names in scope, each with its slot and type.
pub struct Scope {
    names: Vec<(String, u16, Ty)>,
    next: u16,
    max: u16,
    /// Constant context: no game state, no locals but comprehension
    /// variables.
    pub constant: bool,
    /// Slots narrowed by `narrow` (for `narrowed` violations).
    narrowed: HashSet<u16>,
}

impl Scope {
    pub fn new() -> Scope {
        Scope {
            names: Vec::new(),
            next: 0,
            max: 0,
            constant: false,
            narrowed: HashSet::new(),
        }
    }

    pub fn constant() -> Scope {
        Scope {
            constant: true,
            ..Scope::new()
        }
    }

    pub fn push(&mut self, name: &str, ty: Ty) -> u16 {
        // Past the 16-bit slots the checker has already refused the body
        // (`stmt`, `Scope::full`); the slot only has to be some slot.
        let slot = self.next;
        self.names.push((name.to_string(), slot, ty));
        self.next = self.next.saturating_add(1);
        self.max = self.max.max(self.next);
        slot
    }

    /// Every 16-bit local slot is taken.
    pub fn full(&self) -> bool {
        self.next == u16::MAX
    }

    fn lookup(&self, name: &str) -> Option<(u16, Ty)> {
        self.names
            .iter()
            .rev()
            .find(|(n, _, _)| n == name)
            .map(|(_, s, t)| (*s, t.clone()))
    }

    fn mark(&self) -> (usize, u16) {
        (self.names.len(), self.next)
    }

    fn reset(&mut self, m: (usize, u16)) {
        self.names.truncate(m.0);
        self.next = m.1;
    }

    pub fn max(&self) -> usize {
        self.max as usize
    }
}

impl Default for Scope {
    fn default() -> Self {
        Scope::new()
    }
}

/// Compiles bodies and expressions; remembers which function is being
/// compiled (for the recursion check) and where a block stands.
pub struct Compiler {
    pub current_fn: Option<u16>,
    /// The action being compiled (for the check that actions do not run
    /// themselves).
    pub current_action: Option<u16>,
    context: Option<Context>,
}

fn kind_of(word: &str) -> Option<Kind> {
    Some(match word {
        "impossible-card" => Kind::ImpossibleCard,
        "out-of-turn" => Kind::OutOfTurn,
        "illegal-bid" => Kind::IllegalBid,
        "illegal-call" => Kind::IllegalCall,
        "illegal-discard" => Kind::IllegalDiscard,
        "illegal-announcement" => Kind::IllegalAnnouncement,
        "renonce" => Kind::Renonce,
        "incomplete" => Kind::Incomplete,
        _ => return None,
    })
}

impl Compiler {
    pub fn new() -> Compiler {
        Compiler {
            current_fn: None,
            current_action: None,
            context: None,
        }
    }

    /// Compiles a handler or settlement body with its bound names.
    pub fn body(
        &mut self,
        env: &mut Env<'_>,
        block: &Block,
        context: Context,
        binds: &[(&str, Ty)],
    ) -> Body {
        let mut scope = Scope::new();
        for (n, t) in binds {
            scope.push(n, t.clone());
        }
        self.context = Some(context);
        let stmts = self.block(env, &mut scope, block);
        self.context = None;
        Body {
            stmts,
            locals: scope.max(),
        }
    }

    fn block(&mut self, env: &mut Env<'_>, scope: &mut Scope, block: &Block) -> Vec<St> {
        let m = scope.mark();
        let out = block
            .iter()
            .filter_map(|s| self.stmt(env, scope, s))
            .collect();
        scope.reset(m);
        out
    }

    /// Compiles an expression and checks its type against `want`.
    pub fn expr_as(&mut self, env: &mut Env<'_>, scope: &mut Scope, e: &Expr, want: &Ty) -> Ex {
        let (ex, t) = self.expr_hint(env, scope, e, Some(want));
        if !t.fits(want) {
            let (a, b) = (env.ty_name(&t), env.ty_name(want));
            env.error(
                Diagnostic::new(
                    e.span,
                    format!("expected {b}, found {a}"),
                    format!("this is {a}"),
                )
                .help(conversion_hint(&t, want)),
            );
        }
        ex
    }

    pub fn expr(&mut self, env: &mut Env<'_>, scope: &mut Scope, e: &Expr) -> (Ex, Ty) {
        self.expr_hint(env, scope, e, None)
    }

    /// Compiles an expression; `hint` is the type wanted, which turns an
    /// integer literal into a seat where a seat is wanted.
    fn expr_hint(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        e: &Expr,
        hint: Option<&Ty>,
    ) -> (Ex, Ty) {
        let err = || (Ex::Const(Value::None), Ty::Error);
        match &e.kind {
            ExprKind::Int(n) => {
                if *n == i64::MAX {
                    env.error(Diagnostic::new(
                        e.span,
                        "this number is too large",
                        "too large",
                    ));
                    return err();
                }
                if matches!(hint.map(Ty::base), Some(Ty::Seat)) {
                    return match u8::try_from(*n).ok().and_then(Seat::new) {
                        Some(s) => (Ex::Const(Value::Seat(s)), Ty::Seat),
                        None => {
                            env.error(Diagnostic::new(
                                e.span,
                                format!("there is no seat {n}"),
                                "seats are 1 to 4",
                            ));
                            err()
                        }
                    };
                }
                (Ex::Const(Value::Int(*n)), Ty::Int)
            }
            ExprKind::Bool(b) => (Ex::Const(Value::Bool(*b)), Ty::Bool),
            ExprKind::None => (Ex::Const(Value::None), Ty::Nothing),
            ExprKind::Str(text) => self.text(env, scope, text, e.span),
            ExprKind::Token(tok) => self.token(env, tok, e.span),
            ExprKind::Name(n) => self.name(env, scope, n, e.span, hint),
            ExprKind::Unary(op, a) => {
                let (ax, at) = self.expr(env, scope, a);
                match op {
                    UnOp::Not => {
                        self.want(env, &at, &Ty::Bool, a.span, "`not` applies to a condition");
                        (Ex::Not(Box::new(ax)), Ty::Bool)
                    }
                    UnOp::Neg => {
                        self.want(env, &at, &Ty::Int, a.span, "`-` applies to a number");
                        (Ex::Neg(Box::new(ax), e.span), Ty::Int)
                    }
                }
            }
            ExprKind::Binary(op, a, b) => self.binary(env, scope, *op, a, b, e.span),
            ExprKind::Field(a, f) => self.field(env, scope, a, f, e.span),
            ExprKind::Index(a, i) => {
                let (ax, at) = self.expr(env, scope, a);
                let (elem, idx_ty) = match at.base() {
                    Ty::List(t) => ((**t).clone(), None),
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
                            .help("lists and scores are indexed: `tricks[1]`, `points[s]`"),
                        );
                        (Ty::Error, None)
                    }
                };
                let (ix, it) = self.expr_hint(env, scope, i, idx_ty.as_ref().or(Some(&Ty::Int)));
                if !matches!(it.base(), Ty::Int | Ty::Seat | Ty::Error) {
                    let n = env.ty_name(&it);
                    env.error(Diagnostic::new(
                        i.span,
                        format!("an index is a number or a seat, not {n}"),
                        "not an index",
                    ));
                }
                (Ex::Index(Box::new(ax), Box::new(ix), e.span), elem)
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
                        .help("both branches give a value of the same type"),
                    );
                }
                (
                    Ex::If(Box::new(cx), Box::new(ax), Box::new(bx)),
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
                let compiled: Vec<(Ex, Ty, Span)> = items
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
                            .help("sets hold cards or seats; use a list `[…]` for other values"),
                        );
                    }
                }
                let xs = compiled.into_iter().map(|(x, _, _)| x).collect();
                if is_seats {
                    (Ex::Seats(xs), Ty::Seats)
                } else {
                    (Ex::Cards(xs), Ty::Cards)
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
                            env.error(Diagnostic::new(
                                i.span,
                                format!("a list of {b} cannot hold {a}"),
                                format!("this is {a}"),
                            ));
                        }
                        _ => {}
                    }
                    xs.push(x);
                }
                let ty = Ty::List(Box::new(elem.unwrap_or(Ty::Error)));
                // A list of constants is a constant (built once, not per use).
                if xs.iter().all(|x| matches!(x, Ex::Const(_))) {
                    let vs: Vec<Value> = xs
                        .into_iter()
                        .filter_map(|x| match x {
                            Ex::Const(v) => Some(v),
                            _ => None,
                        })
                        .collect();
                    return (Ex::Const(Value::List(Arc::new(vs))), ty);
                }
                (Ex::List(xs), ty)
            }
        }
    }

    fn want(&mut self, env: &mut Env<'_>, got: &Ty, want: &Ty, span: Span, why: &str) {
        if !got.fits(want) {
            let (a, b) = (env.ty_name(got), env.ty_name(want));
            env.error(
                Diagnostic::new(
                    span,
                    format!("expected {b}, found {a}"),
                    format!("this is {a}"),
                )
                .help(why.to_string()),
            );
        }
    }

    /// A string, with `{expr}` interpolations (`{{` and `}}` for braces).
    fn text(&mut self, env: &mut Env<'_>, scope: &mut Scope, text: &str, span: Span) -> (Ex, Ty) {
        if !text.contains('{') && !text.contains('}') {
            return (Ex::Const(Value::Text(Arc::from(text))), Ty::Text);
        }
        // The literal's text starts after its opening quote; escapes are
        // rare in interpolated messages, so offsets are those of the source
        // when there are none.
        let raw_start = span.start as usize + 1;
        let mut parts = Vec::new();
        let mut lit = String::new();
        let bytes: Vec<(usize, char)> = text.char_indices().collect();
        let mut i = 0;
        while i < bytes.len() {
            let (pos, c) = bytes[i];
            if c == '{' && bytes.get(i + 1).map(|x| x.1) == Some('{') {
                lit.push('{');
                i += 2;
                continue;
            }
            if c == '}' && bytes.get(i + 1).map(|x| x.1) == Some('}') {
                lit.push('}');
                i += 2;
                continue;
            }
            if c == '{' {
                let close = text[pos + 1..].find('}').map(|n| pos + 1 + n);
                let Some(close) = close else {
                    env.error(
                        Diagnostic::new(
                            span,
                            "a `{` in this text is not closed",
                            "unclosed interpolation",
                        )
                        .help("write `{{` for a brace"),
                    );
                    return (Ex::Const(Value::Text(Arc::from(text))), Ty::Text);
                };
                if !lit.is_empty() {
                    parts.push(Part::Lit(std::mem::take(&mut lit)));
                }
                let inner = &text[pos + 1..close];
                match super::parse::parse_expr(inner, span.file, raw_start + pos + 1) {
                    Ok(ex) => {
                        let (x, _) = self.expr(env, scope, &ex);
                        parts.push(Part::Expr(x));
                    }
                    Err(d) => env.error(*d),
                }
                i = bytes
                    .iter()
                    .position(|(p, _)| *p == close + 1)
                    .unwrap_or(bytes.len());
                continue;
            }
            lit.push(c);
            i += 1;
        }
        if !lit.is_empty() {
            parts.push(Part::Lit(lit));
        }
        (Ex::Text(parts), Ty::Text)
    }

    /// An upper-case token: a card of the deck, or a suit.
    fn token(&mut self, env: &mut Env<'_>, tok: &str, span: Span) -> (Ex, Ty) {
        if tok.len() == 1
            && let Some(s) = tok.chars().next().and_then(Suit::from_char)
        {
            return (Ex::Const(Value::Suit(s)), Ty::Suit);
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
                        .help("the deck is the spec's `deck` declaration"),
                    );
                }
                (Ex::Const(Value::Card(c)), Ty::Card)
            }
            None => {
                env.error(
                    Diagnostic::new(span, format!("`{tok}` is neither a card nor a suit"), "unknown token")
                        .help("cards are written as in PTN (I … XXI, Skus, SK, HQ, DN, CJ, C10, H1); suits are S C H D; names are lower case"),
                );
                (Ex::Const(Value::None), Ty::Error)
            }
        }
    }

    fn name(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        n: &str,
        span: Span,
        hint: Option<&Ty>,
    ) -> (Ex, Ty) {
        if let Some((slot, t)) = scope.lookup(n) {
            return (Ex::Local(slot), t);
        }
        // Where a phase is wanted a phase's name is the phase, also when
        // the name means something else too (`phase == talon`).
        if matches!(hint.map(Ty::base), Some(Ty::Phase))
            && let Some(p) = PhaseName::from_word(n)
        {
            return (Ex::Const(Value::Phase(p)), Ty::Phase);
        }
        if let Some((sym, _)) = env.symbols.get(n).cloned() {
            return match sym {
                Symbol::Global(g, t) => {
                    if scope.constant {
                        env.error(Diagnostic::new(span, format!("`{n}` is a variable of the game, not a constant"), "changes during the game").help("parameters, groups, contract fields and first values are constants"));
                    }
                    (Ex::Global(g), t)
                }
                Symbol::Const(v, t) => (Ex::Const(v), t),
                Symbol::Seat(s) => (Ex::Const(Value::Seat(s)), Ty::Seat),
                Symbol::EnumVariant(e, v) => (Ex::Const(Value::Enum(e, v)), Ty::Enum(e)),
                Symbol::Contract(c) => (Ex::Const(Value::Contract(c)), Ty::Contract),
                Symbol::Ann(a) => (Ex::Ann(a, Vec::new()), Ty::Announcement),
            };
        }
        if let Some(b) = builtins::value_named(n) {
            if b.needs != Needs::Nothing && scope.constant {
                env.error(
                    Diagnostic::new(
                        span,
                        format!("`{n}` is part of the game, not a constant"),
                        "needs the game",
                    )
                    .help("parameters, groups, contract fields and variables' first values are fixed before the deal; set a variable from the game in `on start`"),
                );
            }
            if b.needs == Needs::Event && matches!(self.context, Some(Context::Settle)) {
                env.error(Diagnostic::new(
                    span,
                    format!("`{n}` belongs to an event, and the settlement has none"),
                    "no event here",
                ));
            }
            return (Ex::Builtin(b.bi, Vec::new(), span), b.result.ty());
        }
        if let Some(p) = PhaseName::from_word(n) {
            return (Ex::Const(Value::Phase(p)), Ty::Phase);
        }
        if env.fns.contains_key(n) || builtins::function_named(n).is_some() {
            env.error(
                Diagnostic::new(
                    span,
                    format!("`{n}` is a function"),
                    "call it with arguments",
                )
                .help(format!("write `{n}(…)`")),
            );
            return (Ex::Const(Value::None), Ty::Error);
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
        env.error(Diagnostic::new(span, format!("unknown name `{n}`"), "not defined").help(help));
        (Ex::Const(Value::None), Ty::Error)
    }

    fn binary(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        op: BinOp,
        a: &Expr,
        b: &Expr,
        span: Span,
    ) -> (Ex, Ty) {
        if matches!(op, BinOp::And | BinOp::Or) {
            let ax = self.expr_as(env, scope, a, &Ty::Bool);
            let bx = self.expr_as(env, scope, b, &Ty::Bool);
            return (
                if op == BinOp::And {
                    Ex::And(Box::new(ax), Box::new(bx))
                } else {
                    Ex::Or(Box::new(ax), Box::new(bx))
                },
                Ty::Bool,
            );
        }
        let (ax, at) = self.expr(env, scope, a);
        let hint = match (op, at.base()) {
            (BinOp::Eq | BinOp::Ne, t) => Some(t.clone()),
            (BinOp::In | BinOp::NotIn, _) => None,
            (_, Ty::Seats) => Some(Ty::Seat),
            _ => None,
        };
        let (bx, bt) = self.expr_hint(env, scope, b, hint.as_ref());
        let bad = |env: &mut Env<'_>| {
            let (x, y) = (env.ty_name(&at), env.ty_name(&bt));
            env.error(
                Diagnostic::new(
                    span,
                    format!("`{}` does not apply to {x} and {y}", op.symbol()),
                    "type mismatch",
                )
                .help(op_hint(op)),
            );
            (Ex::Const(Value::None), Ty::Error)
        };
        if at.is_error() || bt.is_error() {
            return (
                Ex::Const(Value::None),
                if matches!(
                    op,
                    BinOp::Eq
                        | BinOp::Ne
                        | BinOp::Lt
                        | BinOp::Le
                        | BinOp::Gt
                        | BinOp::Ge
                        | BinOp::In
                        | BinOp::NotIn
                ) {
                    Ty::Bool
                } else {
                    Ty::Error
                },
            );
        }
        let mk = |o: Op, t: Ty| {
            (
                Ex::Bin(o, Box::new(ax.clone()), Box::new(bx.clone()), span),
                t,
            )
        };
        use Ty::*;
        match op {
            BinOp::Eq | BinOp::Ne => {
                if unify(&at, &bt).is_none() {
                    return bad(env);
                }
                mk(if op == BinOp::Eq { Op::Eq } else { Op::Ne }, Bool)
            }
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                if !(at.base() == &Int && bt.base() == &Int) {
                    return bad(env);
                }
                mk(
                    match op {
                        BinOp::Lt => Op::Lt,
                        BinOp::Le => Op::Le,
                        BinOp::Gt => Op::Gt,
                        _ => Op::Ge,
                    },
                    Bool,
                )
            }
            BinOp::In | BinOp::NotIn => {
                let ok = match (at.base(), bt.base()) {
                    (Card, Cards) | (Seat, Seats) => true,
                    (t, List(e)) => t.fits(e),
                    _ => false,
                };
                if !ok {
                    return bad(env);
                }
                mk(if op == BinOp::In { Op::In } else { Op::NotIn }, Bool)
            }
            BinOp::Add | BinOp::Sub => match (at.base(), bt.base()) {
                (Int, Int) => mk(if op == BinOp::Add { Op::Add } else { Op::Sub }, Int),
                (Cards, Cards | Card) => mk(
                    if op == BinOp::Add {
                        Op::Union
                    } else {
                        Op::Diff
                    },
                    Cards,
                ),
                (Seats, Seats | Seat) => mk(
                    if op == BinOp::Add {
                        Op::Union
                    } else {
                        Op::Diff
                    },
                    Seats,
                ),
                (Scores, Scores) => mk(
                    if op == BinOp::Add {
                        Op::Union
                    } else {
                        Op::SubScores
                    },
                    Scores,
                ),
                (List(x), List(y)) if op == BinOp::Add && y.fits(x) => {
                    mk(Op::Union, at.base().clone())
                }
                (Text, Text) if op == BinOp::Add => mk(Op::Union, Text),
                _ => bad(env),
            },
            BinOp::Mul => match (at.base(), bt.base()) {
                (Int, Int) => mk(Op::Mul, Int),
                (Int, Scores) => mk(Op::ScaleScores, Scores),
                (Scores, Int) => (
                    Ex::Bin(
                        Op::ScaleScores,
                        Box::new(bx.clone()),
                        Box::new(ax.clone()),
                        span,
                    ),
                    Scores,
                ),
                _ => bad(env),
            },
            BinOp::Div | BinOp::Rem => match (at.base(), bt.base()) {
                (Int, Int) => mk(if op == BinOp::Div { Op::Div } else { Op::Rem }, Int),
                _ => bad(env),
            },
            BinOp::Inter => match (at.base(), bt.base()) {
                (Cards, Cards) => mk(Op::Inter, Cards),
                (Seats, Seats) => mk(Op::Inter, Seats),
                _ => bad(env),
            },
            BinOp::And | BinOp::Or => unreachable_op(),
        }
    }

    fn field(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        a: &Expr,
        f: &Ident,
        span: Span,
    ) -> (Ex, Ty) {
        let (ax, at) = self.expr(env, scope, a);
        let name = f.name.as_str();
        let mk = |fo: FieldOf, t: Ty| (Ex::Field(Box::new(ax.clone()), fo, span), t);
        // Record fields: the spec's own, and `name` (and `args`).
        let record = match at.base() {
            Ty::Contract => Some((&env.contract_fields, "contract")),
            Ty::Announcement => Some((&env.ann_fields, "announcement")),
            _ => None,
        };
        if let Some((schema, what)) = record {
            let is_contract = what == "contract";
            match name {
                "name" => {
                    return mk(
                        if is_contract {
                            FieldOf::ContractName
                        } else {
                            FieldOf::AnnName
                        },
                        Ty::Text,
                    );
                }
                "args" if !is_contract => {
                    return mk(FieldOf::AnnArgs, Ty::List(Box::new(Ty::Term)));
                }
                _ => {}
            }
            if let Some(i) = schema.iter().position(|(n, _)| n == name) {
                let t = schema[i].1.clone();
                return mk(
                    if is_contract {
                        FieldOf::Contract(i as u16)
                    } else {
                        FieldOf::Ann(i as u16)
                    },
                    t,
                );
            }
            let mut names: Vec<String> = schema.iter().map(|(n, _)| n.clone()).collect();
            names.push("name".into());
            let hint = suggest(name, &names);
            env.error(
                Diagnostic::new(
                    f.span,
                    format!("a {what} has no field `{name}`"),
                    "no such field",
                )
                .help(hint.map_or_else(
                    || format!("fields: {}", names.join(", ")),
                    |h| format!("did you mean `{h}`?"),
                )),
            );
            return (Ex::Const(Value::None), Ty::Error);
        }
        let (fields, known): (Vec<(&str, FieldOf, Ty)>, &str) = match at.base() {
            Ty::Error => return (Ex::Const(Value::None), Ty::Error),
            Ty::Trick => (
                vec![
                    ("number", FieldOf::TrickNumber, Ty::Int),
                    ("leader", FieldOf::TrickLeader, Ty::Seat),
                    ("winner", FieldOf::TrickWinner, Ty::Seat),
                    ("plays", FieldOf::TrickPlays, Ty::List(Box::new(Ty::Play))),
                    ("cards", FieldOf::TrickCards, Ty::Cards),
                    ("lead", FieldOf::TrickLead, Ty::Card),
                    ("winning", FieldOf::TrickWinning, Ty::Card),
                ],
                "trick",
            ),
            Ty::Play => (
                vec![
                    ("seat", FieldOf::PlaySeat, Ty::Seat),
                    ("card", FieldOf::PlayCard, Ty::Card),
                ],
                "play",
            ),
            Ty::Term => (
                vec![
                    ("word", FieldOf::TermWord, Ty::Text),
                    ("args", FieldOf::TermArgs, Ty::List(Box::new(Ty::Term))),
                    ("number", FieldOf::TermNumber, Ty::Opt(Box::new(Ty::Int))),
                    ("suit", FieldOf::TermSuit, Ty::Opt(Box::new(Ty::Suit))),
                ],
                "term",
            ),
            Ty::Take => (
                vec![
                    ("half", FieldOf::TakeHalf, Ty::Int),
                    ("all", FieldOf::TakeAll, Ty::Bool),
                    ("none", FieldOf::TakeNone, Ty::Bool),
                ],
                "take",
            ),
            other => {
                let n = env.ty_name(other);
                env.error(
                    Diagnostic::new(f.span, format!("{n} has no fields"), "no field `{name}`")
                        .help(
                            "contracts, announcements, tricks, plays, terms and takes have fields",
                        ),
                );
                return (Ex::Const(Value::None), Ty::Error);
            }
        };
        if let Some((_, fo, t)) = fields.iter().find(|(n, _, _)| *n == name) {
            return mk(*fo, t.clone());
        }
        let names: Vec<String> = fields.iter().map(|(n, _, _)| n.to_string()).collect();
        let hint = suggest(name, &names);
        env.error(
            Diagnostic::new(
                f.span,
                format!("a {known} has no field `{name}`"),
                "no such field",
            )
            .help(hint.map_or_else(
                || format!("fields: {}", names.join(", ")),
                |h| format!("did you mean `{h}`?"),
            )),
        );
        (Ex::Const(Value::None), Ty::Error)
    }

    fn call(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        f: &Ident,
        args: &[Expr],
        span: Span,
    ) -> (Ex, Ty) {
        let name = f.name.as_str();
        // A user function.
        if let Some((sig, _)) = env.fns.get(name).cloned() {
            if args.len() != sig.params.len() {
                env.error(Diagnostic::new(
                    span,
                    format!(
                        "`{name}` takes {} argument(s), {} given",
                        sig.params.len(),
                        args.len()
                    ),
                    "wrong number of arguments",
                ));
                return (Ex::Const(Value::None), sig.ret);
            }
            let xs = args
                .iter()
                .zip(&sig.params)
                .map(|(a, t)| self.expr_as(env, scope, a, t))
                .collect();
            if let Some(caller) = self.current_fn {
                env.calls.push((caller, sig.id, f.span));
            }
            return (Ex::Call(sig.id, xs, span), sig.ret);
        }
        // An announcement with arguments: an instance.
        if let Some(k) = env.ann_names.iter().position(|n| n == name) {
            let params = env.ann_params.get(k).cloned().unwrap_or_default();
            if args.len() != params.len() {
                env.error(Diagnostic::new(
                    span,
                    format!(
                        "announcement `{name}` has {} argument(s), {} given",
                        params.len(),
                        args.len()
                    ),
                    "wrong number of arguments",
                ));
                return (Ex::Const(Value::None), Ty::Announcement);
            }
            let xs = args
                .iter()
                .zip(&params)
                .map(|(a, (_, t))| self.expr_as(env, scope, a, t))
                .collect();
            return (Ex::Ann(k as u16, xs), Ty::Announcement);
        }
        let Some(builtin) = builtins::function_named(name) else {
            let mut candidates: Vec<String> = env.fns.keys().cloned().collect();
            candidates.extend(env.ann_names.iter().cloned());
            candidates.extend(builtins::function_names().map(str::to_string));
            let hint = suggest(name, &candidates);
            env.error(
                Diagnostic::new(f.span, format!("unknown function `{name}`"), "not defined").help(
                    hint.map_or_else(
                        || "declare it with `fn`".to_string(),
                        |h| format!("did you mean `{h}`?"),
                    ),
                ),
            );
            return (Ex::Const(Value::None), Ty::Error);
        };
        self.builtin_call(env, scope, builtin, args, span)
    }

    /// A call of a built-in function: arguments compiled and checked
    /// against its parameters in the table.
    fn builtin_call(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        builtin: &Builtin,
        args: &[Expr],
        span: Span,
    ) -> (Ex, Ty) {
        let name = builtin.name;
        let params = builtin.params.unwrap_or_default();
        let arity = |env: &mut Env<'_>| -> bool {
            if params.len() != args.len() {
                env.error(Diagnostic::new(
                    span,
                    format!(
                        "`{name}` takes {} argument(s), {} given",
                        params.len(),
                        args.len()
                    ),
                    "wrong number of arguments",
                ));
                false
            } else {
                true
            }
        };
        // Typed parameters want their type of the argument (an integer
        // literal where a seat is wanted is a seat); others take what the
        // argument is and check it after.
        let typed = params.iter().all(|p| matches!(p.accepts, Accepts::Only(_)));
        if typed && !arity(env) {
            return (Ex::Const(Value::None), Ty::Error);
        }
        let mut xs = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            match params.get(i).map(|p| p.accepts) {
                Some(Accepts::Only(t)) => xs.push(self.expr_as(env, scope, a, &t.ty())),
                accepts => {
                    let (x, t) = self.expr(env, scope, a);
                    xs.push(x);
                    let fits = match accepts {
                        Some(Accepts::SuitOrCard) => {
                            matches!(t.base(), Ty::Suit | Ty::Card | Ty::Error)
                        }
                        Some(Accepts::Countable) => {
                            matches!(t.base(), Ty::Cards | Ty::Seats | Ty::List(_) | Ty::Error)
                        }
                        _ => true,
                    };
                    if !fits && params.len() == args.len() {
                        let n = env.ty_name(&t);
                        let (message, label) = match accepts {
                            Some(Accepts::SuitOrCard) => (
                                format!("`{name}` takes a suit or a card, not {n}"),
                                "not a suit or card",
                            ),
                            _ => (
                                format!("`{name}` counts cards, seats or a list, not {n}"),
                                "not countable",
                            ),
                        };
                        env.error(Diagnostic::new(a.span, message, label));
                    }
                }
            }
        }
        if !typed && !arity(env) {
            return (Ex::Const(Value::None), Ty::Error);
        }
        if builtin.needs != Needs::Nothing && scope.constant {
            env.error(
                Diagnostic::new(
                    span,
                    format!("`{name}` is part of the game, not a constant"),
                    "needs the game",
                )
                .help("parameters, groups, contract fields and variables' first values are fixed before the deal; set a variable from the game in `on start`"),
            );
        }
        (Ex::Builtin(builtin.bi, xs, span), builtin.result.ty())
    }

    fn table(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        subject: &Expr,
        arms: &[TableArm],
        span: Span,
        hint: Option<&Ty>,
    ) -> (Ex, Ty) {
        let (sx, st) = self.expr(env, scope, subject);
        let mut out = Vec::new();
        let mut value_ty: Option<Ty> = hint.cloned();
        let mut has_else = false;
        for arm in arms {
            let key = match &arm.key {
                TableKey::Else => {
                    has_else = true;
                    Arm::Else
                }
                TableKey::Range(lo, hi) => {
                    self.want(
                        env,
                        &st,
                        &Ty::Int,
                        arm.span,
                        "a range arm needs a number to compare",
                    );
                    Arm::Range(*lo, *hi)
                }
                TableKey::Cmp(op, e) => {
                    let x = self.expr_as(env, scope, e, &Ty::Int);
                    self.want(
                        env,
                        &st,
                        &Ty::Int,
                        arm.span,
                        "a comparison arm needs a number to compare",
                    );
                    let o = match op {
                        BinOp::Le => Op::Le,
                        BinOp::Ge => Op::Ge,
                        BinOp::Lt => Op::Lt,
                        BinOp::Gt => Op::Gt,
                        BinOp::Ne => Op::Ne,
                        _ => Op::Eq,
                    };
                    Arm::Cmp(o, x)
                }
                TableKey::Value(e) => {
                    let (x, t) = self.expr_hint(env, scope, e, Some(&st));
                    // A card set as a key means "in".
                    if st.base() == &Ty::Card && t.base() == &Ty::Cards {
                        Arm::Cmp(Op::In, x)
                    } else {
                        if unify(&t, &st).is_none() {
                            let (a, b) = (env.ty_name(&t), env.ty_name(&st));
                            env.error(Diagnostic::new(
                                e.span,
                                format!("this key is {a}, the table looks up {b}"),
                                "wrong key type",
                            ));
                        }
                        Arm::Eq(x)
                    }
                }
            };
            let (vx, vt) = self.expr_hint(env, scope, &arm.value, value_ty.as_ref());
            match &value_ty {
                None => value_ty = Some(vt),
                Some(t) => {
                    if unify(t, &vt).is_none() {
                        let (a, b) = (env.ty_name(&vt), env.ty_name(t));
                        env.error(Diagnostic::new(
                            arm.value.span,
                            format!("this arm gives {a}, the others {b}"),
                            "differs",
                        ));
                    }
                }
            }
            out.push((key, vx));
        }
        if !has_else {
            env.error(
                Diagnostic::new(
                    span,
                    "this table has no `else` arm",
                    "a value may match no arm",
                )
                .help("end the table with `else: …`"),
            );
        }
        (
            Ex::Table(Box::new(sx), out, span),
            value_ty.unwrap_or(Ty::Error),
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn comp(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        q: Quantifier,
        var: &Ident,
        over: &Expr,
        filter: Option<&Expr>,
        body: Option<&Expr>,
        span: Span,
    ) -> (Ex, Ty) {
        let (ox, ot) = self.expr(env, scope, over);
        let elem = match ot.base() {
            Ty::Cards => Ty::Card,
            Ty::Seats => Ty::Seat,
            Ty::List(t) => (**t).clone(),
            Ty::Error => Ty::Error,
            other => {
                let n = env.ty_name(other);
                env.error(
                    Diagnostic::new(
                        over.span,
                        format!("cannot go through {n}"),
                        "not a collection",
                    )
                    .help("go through cards, seats or a list"),
                );
                Ty::Error
            }
        };
        let m = scope.mark();
        let slot = scope.push(&var.name, elem.clone());
        let fx = filter.map(|f| Box::new(self.expr_as(env, scope, f, &Ty::Bool)));
        let (comp, bx, t) = match q {
            Quantifier::Count => {
                let bx = body.map(|b| Box::new(self.expr_as(env, scope, b, &Ty::Bool)));
                (Comp::Count, bx, Ty::Int)
            }
            Quantifier::Sum | Quantifier::Max | Quantifier::Min => {
                let bx = match body {
                    Some(b) => Some(Box::new(self.expr_as(env, scope, b, &Ty::Int))),
                    None => {
                        if !elem.fits(&Ty::Int) {
                            env.error(
                                Diagnostic::new(span, "say what to add up", "no value")
                                    .help("write `sum(x in xs: value)`"),
                            );
                        }
                        None
                    }
                };
                (
                    match q {
                        Quantifier::Sum => Comp::Sum,
                        Quantifier::Max => Comp::Max,
                        _ => Comp::Min,
                    },
                    bx,
                    Ty::Int,
                )
            }
            Quantifier::All | Quantifier::Any => {
                let bx = body.map(|b| Box::new(self.expr_as(env, scope, b, &Ty::Bool)));
                if bx.is_none() && fx.is_none() {
                    env.error(
                        Diagnostic::new(span, "say what must hold", "no condition")
                            .help("write `all(x in xs: condition)`"),
                    );
                }
                (
                    if q == Quantifier::All {
                        Comp::All
                    } else {
                        Comp::Any
                    },
                    bx,
                    Ty::Bool,
                )
            }
            Quantifier::First => {
                let bx = body.map(|b| Box::new(self.expr(env, scope, b)));
                let t = bx.as_ref().map(|b| b.1.clone()).unwrap_or(elem.clone());
                (Comp::First, bx.map(|b| Box::new(b.0)), t.opt())
            }
            Quantifier::Collect => match body {
                None => (
                    match ot.base() {
                        Ty::Cards => Comp::CollectCards,
                        Ty::Seats => Comp::CollectSeats,
                        _ => Comp::CollectList,
                    },
                    None,
                    ot.base().clone(),
                ),
                Some(b) => {
                    let (x, t) = self.expr(env, scope, b);
                    // Cards (seats) collect into one set, single or
                    // several at a time: `collect(s in seats: taken(s))`.
                    let (c, rt) = match t.base() {
                        Ty::Card | Ty::Cards => (Comp::CollectCards, Ty::Cards),
                        Ty::Seat | Ty::Seats => (Comp::CollectSeats, Ty::Seats),
                        _ => (Comp::CollectList, Ty::List(Box::new(t.clone()))),
                    };
                    (c, Some(Box::new(x)), rt)
                }
            },
            Quantifier::Per => {
                if !matches!(ot.base(), Ty::Seats | Ty::Error) {
                    let n = env.ty_name(&ot);
                    env.error(
                        Diagnostic::new(
                            over.span,
                            format!("`per` goes through seats, not {n}"),
                            "not seats",
                        )
                        .help("write `per(s in seats: value)`"),
                    );
                }
                let bx = match body {
                    Some(b) => Some(Box::new(self.expr_as(env, scope, b, &Ty::Int))),
                    None => {
                        env.error(
                            Diagnostic::new(span, "say each seat's value", "no value")
                                .help("write `per(s in seats: value)`"),
                        );
                        None
                    }
                };
                (Comp::Per, bx, Ty::Scores)
            }
        };
        scope.reset(m);
        (
            Ex::Comp {
                q: comp,
                slot,
                over: Box::new(ox),
                filter: fx,
                body: bx,
                span,
            },
            t,
        )
    }

    // ------------------------------------------------------------ statements

    fn stmt(&mut self, env: &mut Env<'_>, scope: &mut Scope, s: &Stmt) -> Option<St> {
        if scope.full() {
            env.error(Diagnostic::new(
                s.span,
                format!("more than {} local names in one body", u16::MAX - 1),
                "too many locals",
            ));
            return None;
        }
        let ctx = self.context;
        let in_settle = ctx == Some(Context::Settle);
        let only_events = |env: &mut Env<'_>, what: &str| {
            if in_settle {
                env.error(Diagnostic::new(
                    s.span,
                    format!("`{what}` belongs to an event, not to the settlement"),
                    "not here",
                ));
            }
        };
        Some(match &s.kind {
            StmtKind::Require { cond, violation } => {
                let c = self.expr_as(env, scope, cond, &Ty::Bool);
                let v = self.violation(env, scope, violation, Some(cond), s.span)?;
                St::Require {
                    cond: c,
                    violation: v,
                }
            }
            StmtKind::Fail { violation } => {
                St::Fail(self.violation(env, scope, violation, None, s.span)?)
            }
            StmtKind::Narrow { var, to, rule } => {
                if ctx == Some(Context::Action) {
                    env.error(
                        Diagnostic::new(s.span, "`narrow` belongs to the handler of the event", "not in an action")
                            .help("narrow the playable cards in the handler, so that `narrowed` finds the rule"),
                    );
                }
                let slot = match scope.lookup(&var.name) {
                    Some((slot, Ty::Cards)) => slot,
                    Some((_, t)) => {
                        let n = env.ty_name(&t);
                        env.error(Diagnostic::new(
                            var.span,
                            format!("only a set of cards is narrowed; `{}` is {n}", var.name),
                            "not cards",
                        ));
                        return None;
                    }
                    None => {
                        env.error(Diagnostic::new(var.span, format!("`{}` is not a local set of cards", var.name), "narrow a `let` first").help("write `let allowed = hand(speaker)` and then `narrow allowed to … by RULE`"));
                        return None;
                    }
                };
                scope.narrowed.insert(slot);
                let to = self.expr_as(env, scope, to, &Ty::Cards);
                let r = env.rule(rule)?;
                St::Narrow { slot, to, rule: r }
            }
            StmtKind::Let { name, value } => {
                let (x, t) = self.expr(env, scope, value);
                if matches!(t, Ty::Nothing) {
                    env.error(
                        Diagnostic::new(
                            value.span,
                            "the type of `none` alone is not known",
                            "give a typed value",
                        )
                        .help("declare a variable with its type instead: var x: T? = none"),
                    );
                }
                let slot = scope.push(&name.name, t);
                St::Let { slot, value: x }
            }
            StmtKind::Set { place, value } => {
                let (p, t) = self.place(env, scope, place)?;
                let x = self.expr_as(env, scope, value, &t);
                St::Set { place: p, value: x }
            }
            StmtKind::Add { value, place } | StmtKind::Remove { value, place } => {
                let adding = matches!(s.kind, StmtKind::Add { .. });
                let (p, t) = self.place(env, scope, place)?;
                let (x, vt) = self.expr_hint(
                    env,
                    scope,
                    value,
                    match t.base() {
                        Ty::Seats => Some(&Ty::Seat),
                        _ => None,
                    },
                );
                let op = match (t.base(), vt.base()) {
                    (Ty::Cards, Ty::Cards | Ty::Card) | (Ty::Seats, Ty::Seats | Ty::Seat) => {
                        if adding {
                            Op::Union
                        } else {
                            Op::Diff
                        }
                    }
                    (Ty::Int, Ty::Int) => {
                        if adding {
                            Op::Add
                        } else {
                            Op::Sub
                        }
                    }
                    (Ty::Scores, Ty::Scores) => {
                        if adding {
                            Op::Union
                        } else {
                            Op::SubScores
                        }
                    }
                    (Ty::List(e), v) if adding && (v.fits(e) || matches!(v, Ty::List(_))) => {
                        Op::Union
                    }
                    (Ty::List(e), v) if !adding && v.fits(e) => Op::Diff,
                    (_, Ty::Error) | (Ty::Error, _) => Op::Union,
                    _ => {
                        let (a, b) = (env.ty_name(&vt), env.ty_name(&t));
                        env.error(Diagnostic::new(
                            value.span,
                            format!(
                                "cannot {} {a} {} {b}",
                                if adding { "add" } else { "remove" },
                                if adding { "to" } else { "from" }
                            ),
                            "type mismatch",
                        ));
                        return None;
                    }
                };
                if adding {
                    St::Add {
                        place: p,
                        value: x,
                        op,
                        span: s.span,
                    }
                } else {
                    St::Remove {
                        place: p,
                        value: x,
                        op,
                        span: s.span,
                    }
                }
            }
            StmtKind::If {
                cond,
                then,
                otherwise,
            } => {
                let c = self.expr_as(env, scope, cond, &Ty::Bool);
                let t = self.block(env, scope, then);
                let o = otherwise
                    .as_ref()
                    .map(|b| self.block(env, scope, b))
                    .unwrap_or_default();
                St::If {
                    cond: c,
                    then: t,
                    otherwise: o,
                }
            }
            StmtKind::For { var, over, body } => {
                let (ox, ot) = self.expr(env, scope, over);
                let elem = match ot.base() {
                    Ty::Cards => Ty::Card,
                    Ty::Seats => Ty::Seat,
                    Ty::List(t) => (**t).clone(),
                    Ty::Error => Ty::Error,
                    other => {
                        let n = env.ty_name(other);
                        env.error(Diagnostic::new(
                            over.span,
                            format!("cannot go through {n}"),
                            "not a collection",
                        ));
                        Ty::Error
                    }
                };
                let m = scope.mark();
                let slot = scope.push(&var.name, elem);
                let b = self.block(env, scope, body);
                scope.reset(m);
                St::For {
                    slot,
                    over: ox,
                    body: b,
                    span: s.span,
                }
            }
            StmtKind::Goto { phase } => {
                only_events(env, "goto");
                match PhaseName::from_word(&phase.0) {
                    Some(p) => St::Goto(p),
                    None => return None,
                }
            }
            StmtKind::Turn { seat } => {
                only_events(env, "turn");
                St::Turn(self.expr_as(env, scope, seat, &Ty::Seat))
            }
            StmtKind::Bind { card, trick } => {
                only_events(env, "bind");
                let c = self.expr_as(env, scope, card, &Ty::Card);
                let t = self.expr_as(env, scope, trick, &Ty::Int);
                if let ExprKind::Int(n) = trick.kind
                    && env.hand > 0
                    && (n < 1 || n as usize > env.hand)
                {
                    env.error(
                        Diagnostic::new(
                            trick.span,
                            format!("there is no trick {n}"),
                            format!("a game has {} tricks", env.hand),
                        )
                        .help("a card is bound to one of the game's tricks"),
                    );
                }
                St::Bind { card: c, trick: t }
            }
            StmtKind::Pay(pay) => {
                let PayStmt {
                    item,
                    side,
                    value,
                    times,
                    points,
                    flags,
                    won_if,
                    announced_if,
                } = &**pay;
                if !in_settle && ctx != Some(Context::Action) {
                    env.error(
                        Diagnostic::new(s.span, "`pay` belongs to the settlement", "not here")
                            .help("write payments in `settle { … }`"),
                    );
                }
                let (ix, it) = self.expr(env, scope, item);
                if !matches!(
                    it.base(),
                    Ty::Text | Ty::Contract | Ty::Announcement | Ty::Error
                ) {
                    let n = env.ty_name(&it);
                    env.error(Diagnostic::new(
                        item.span,
                        format!(
                            "an item is named by a text, a contract or an announcement, not {n}"
                        ),
                        "not a name",
                    ));
                }
                let sx = self.expr_as(env, scope, side, &Ty::Seats);
                let vx = self.expr_as(env, scope, value, &Ty::Int);
                let tx = times
                    .as_ref()
                    .map(|t| self.expr_as(env, scope, t, &Ty::Int));
                let px = self.expr_as(env, scope, points, &Ty::Scores);
                let flag = |want: PayFlag| flags.iter().any(|(f, _)| *f == want);
                let announced = match announced_if {
                    Some(e) => self.expr_as(env, scope, e, &Ty::Bool),
                    None => Ex::Const(Value::Bool(
                        flag(PayFlag::Announced) && !flag(PayFlag::Silent),
                    )),
                };
                let won = match won_if {
                    Some(e) => self.expr_as(env, scope, e, &Ty::Bool),
                    None => Ex::Const(Value::Bool(!flag(PayFlag::Lost))),
                };
                St::Pay {
                    item: ix,
                    side: sx,
                    value: vx,
                    times: tx,
                    points: px,
                    announced,
                    won,
                }
            }
            StmtKind::Note { text } => {
                let (x, _) = self.expr(env, scope, text);
                St::Note(x)
            }
            StmtKind::Unchecked { text } => {
                let (x, _) = self.expr(env, scope, text);
                St::Unchecked(x)
            }
            StmtKind::Ignore => {
                only_events(env, "ignore");
                St::Ignore
            }
            StmtKind::Return => St::Return,
            StmtKind::Do { name, args } => {
                let Some((id, tys, _)) = env.actions.get(&name.name).cloned() else {
                    let names: Vec<String> = env.actions.keys().cloned().collect();
                    let hint = suggest(&name.name, &names);
                    env.error(
                        Diagnostic::new(
                            name.span,
                            format!("unknown action `{}`", name.name),
                            "not defined",
                        )
                        .help(hint.map_or_else(
                            || "declare it: action NAME(params) { … }".to_string(),
                            |h| format!("did you mean `{h}`?"),
                        )),
                    );
                    return None;
                };
                if args.len() != tys.len() {
                    env.error(Diagnostic::new(
                        s.span,
                        format!(
                            "action `{}` takes {} argument(s), {} given",
                            name.name,
                            tys.len(),
                            args.len()
                        ),
                        "wrong number of arguments",
                    ));
                    return None;
                }
                let xs = args
                    .iter()
                    .zip(&tys)
                    .map(|(a, t)| self.expr_as(env, scope, a, t))
                    .collect();
                if let Some(caller) = self.current_action {
                    env.action_calls.push((caller, id, name.span));
                }
                St::Do {
                    action: id,
                    args: xs,
                    span: s.span,
                }
            }
        })
    }

    fn place(&mut self, env: &mut Env<'_>, scope: &mut Scope, p: &Place) -> Option<(PlaceIr, Ty)> {
        let n = p.name.name.as_str();
        if n == "hands" {
            let Some(idx) = &p.index else {
                env.error(
                    Diagnostic::new(p.span, "`hands` is set one seat at a time", "give the seat")
                        .help("write `set hands[s] = …`"),
                );
                return None;
            };
            let ix = self.expr_as(env, scope, idx, &Ty::Seat);
            return Some((PlaceIr::Hand(ix), Ty::Cards));
        }
        if let Some((slot, t)) = scope.lookup(n) {
            if p.index.is_some() {
                env.error(Diagnostic::new(
                    p.span,
                    "only variables of the game are set by index",
                    "local",
                ));
                return None;
            }
            return Some((PlaceIr::Local(slot), t));
        }
        match env.symbols.get(n).cloned() {
            Some((Symbol::Global(g, t), _)) => match &p.index {
                None => Some((PlaceIr::Global(g), t)),
                Some(idx) => {
                    let (elem, want) = match t.base() {
                        Ty::List(e) => ((**e).clone(), None),
                        Ty::Scores => (Ty::Int, Some(Ty::Seat)),
                        _ => {
                            let tn = env.ty_name(&t);
                            env.error(Diagnostic::new(
                                p.span,
                                format!("`{n}` is {tn} and has no elements"),
                                "not a list or scores",
                            ));
                            return None;
                        }
                    };
                    let (ix, it) =
                        self.expr_hint(env, scope, idx, want.as_ref().or(Some(&Ty::Int)));
                    if !matches!(it.base(), Ty::Int | Ty::Seat | Ty::Error) {
                        env.error(Diagnostic::new(
                            idx.span,
                            "an index is a number or a seat",
                            "not an index",
                        ));
                    }
                    Some((PlaceIr::GlobalAt(g, ix), elem))
                }
            },
            Some((sym, _)) => {
                let what = match sym {
                    Symbol::Const(..) => "a constant",
                    Symbol::Seat(_) => "a seat",
                    Symbol::EnumVariant(..) => "an enum value",
                    Symbol::Contract(_) => "a contract",
                    Symbol::Ann(_) => "an announcement",
                    Symbol::Global(..) => "a variable",
                };
                env.error(
                    Diagnostic::new(
                        p.name.span,
                        format!("`{n}` is {what} and cannot be changed"),
                        "not a variable",
                    )
                    .help("declare game state with `var`"),
                );
                None
            }
            None => {
                let candidates: Vec<String> = env.globals.iter().map(|g| g.name.clone()).collect();
                let hint = suggest(n, &candidates);
                env.error(
                    Diagnostic::new(
                        p.name.span,
                        format!("unknown variable `{n}`"),
                        "not defined",
                    )
                    .help(hint.map_or_else(
                        || "declare it with `var`".to_string(),
                        |h| format!("did you mean `{h}`?"),
                    )),
                );
                None
            }
        }
    }

    fn violation(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        v: &ViolationSpec,
        cond: Option<&Expr>,
        span: Span,
    ) -> Option<Viol> {
        let Some(kind) = kind_of(&v.kind.0) else {
            env.error(Diagnostic::new(
                v.kind.1,
                format!("unknown finding kind `{}`", v.kind.0),
                "not a kind",
            ));
            return None;
        };
        let (rule, narrowed) = match &v.rule {
            Some(r) => (env.rule(r), None),
            None => {
                // `narrowed`: the condition must be `card in narrowed-set`.
                let found = match cond.map(|c| &c.kind) {
                    Some(ExprKind::Binary(BinOp::In, card, set)) => match &set.kind {
                        ExprKind::Name(n) => scope
                            .lookup(n)
                            .filter(|(slot, _)| scope.narrowed.contains(slot))
                            .map(|(slot, _)| (card.clone(), slot)),
                        _ => None,
                    },
                    _ => None,
                };
                match found {
                    Some((card, slot)) => {
                        let x = self.expr_as(env, scope, &card, &Ty::Card);
                        (None, Some((x, slot)))
                    }
                    None => {
                        env.error(
                            Diagnostic::new(span, "`narrowed` needs a condition `card in set` on a narrowed set", "no narrowed set here")
                                .help("write `require c in allowed else renonce narrowed` after `narrow allowed to … by RULE`"),
                        );
                        return None;
                    }
                }
            }
        };
        if v.rule.is_some() && rule.is_none() {
            return None;
        }
        let by =
            v.by.as_ref()
                .map(|b| self.expr_as(env, scope, b, &Ty::Opt(Box::new(Ty::Seat))));
        let then = match v.then.map(|t| t.0) {
            Some(Then::Stands) => ThenIr::Stands,
            Some(Then::Void) => ThenIr::Void,
            Some(Then::Stop) => ThenIr::Stop,
            None => match kind {
                Kind::Renonce => ThenIr::Stands,
                Kind::ImpossibleCard | Kind::Incomplete => ThenIr::Stop,
                _ => ThenIr::Void,
            },
        };
        let message = v.message.as_ref().map(|m| self.expr(env, scope, m).0);
        Some(Viol {
            kind,
            rule,
            narrowed,
            by,
            then,
            message,
            span,
        })
    }
}

impl Default for Compiler {
    fn default() -> Self {
        Compiler::new()
    }
}

/// The common type of two values compared or joined, if any.
fn unify(a: &Ty, b: &Ty) -> Option<Ty> {
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

fn conversion_hint(got: &Ty, want: &Ty) -> String {
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

fn op_hint(op: BinOp) -> String {
    match op {
        BinOp::Add | BinOp::Sub => {
            "`+` and `-` add and subtract numbers, or join and remove cards and seats".into()
        }
        BinOp::Inter => "`&` takes the cards (or seats) two sets have in common".into(),
        BinOp::In | BinOp::NotIn => {
            "`in` asks whether a card is in cards, a seat in seats, or a value in a list".into()
        }
        BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => "comparisons are between numbers".into(),
        BinOp::Eq | BinOp::Ne => "values of the same type are compared".into(),
        _ => "this operator works on numbers".into(),
    }
}

#[cold]
fn unreachable_op() -> (Ex, Ty) {
    // `and` and `or` are handled before the match.
    (Ex::Const(Value::None), Ty::Error)
}

/// Card sets the checker knows without a deck (for messages).
pub fn card_set_of(v: &Value) -> Option<CardSet> {
    v.cards()
}

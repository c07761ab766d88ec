//! Statements: `let`, assignment, `if`, `for`, `require`, findings and
//! violations, actions, and where each may stand.

use super::compiler::Compiler;
use super::scope::Scope;
use crate::engine::Kind;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::{Context, Env, Symbol, suggest};
use crate::lang::ir::*;
use crate::lang::types::{PhaseName, Ty, Value};

impl Compiler {
    pub(super) fn stmt(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        s: &Stmt,
    ) -> Option<Statement> {
        if scope.full() {
            env.error(
                Diagnostic::new(
                    s.span,
                    format!("more than {} local names in one body", u16::MAX - 1),
                    "too many locals",
                )
                .with_code(codes::TOO_MANY_LOCALS),
            );
            return None;
        }
        let ctx = self.context;
        let in_settle = ctx == Some(Context::Settle);
        let only_events = |env: &mut Env<'_>, what: &str| {
            if in_settle {
                env.error(
                    Diagnostic::new(
                        s.span,
                        format!("`{what}` belongs to an event, not to the settlement"),
                        "not here",
                    )
                    .with_code(codes::EVENT_IN_SETTLEMENT),
                );
            }
        };
        Some(match &s.kind {
            StmtKind::Require { cond, violation } => {
                let c = self.expr_as(env, scope, cond, &Ty::Bool);
                let v = self.violation(env, scope, violation, Some(cond), s.span)?;
                Statement::Require {
                    cond: c,
                    violation: v,
                }
            }
            StmtKind::Fail { violation } => {
                Statement::Fail(self.violation(env, scope, violation, None, s.span)?)
            }
            StmtKind::Narrow { var, to, rule } => {
                if ctx == Some(Context::Action) {
                    env.error(
                        Diagnostic::new(s.span, "`narrow` belongs to the handler of the event", "not in an action").with_code(codes::NARROW_IN_ACTION)
                            .help("narrow the playable cards in the handler, so that `narrowed` finds the rule"),
                    );
                }
                let slot = match scope.lookup(&var.name) {
                    Some((slot, Ty::Cards)) => slot,
                    Some((_, t)) => {
                        let n = env.ty_name(&t);
                        env.error(
                            Diagnostic::new(
                                var.span,
                                format!("only a set of cards is narrowed; `{}` is {n}", var.name),
                                "not cards",
                            )
                            .with_code(codes::NARROW_NOT_CARDS),
                        );
                        return None;
                    }
                    None => {
                        env.error(Diagnostic::new(var.span, format!("`{}` is not a local set of cards", var.name), "narrow a `let` first").with_code(codes::NARROW_NOT_LOCAL).help("write `let allowed = hand(speaker)` and then `narrow allowed to … by RULE`"));
                        return None;
                    }
                };
                scope.narrowed.insert(slot);
                let to = self.expr_as(env, scope, to, &Ty::Cards);
                let r = env.rule(rule)?;
                Statement::Narrow { slot, to, rule: r }
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
                        .with_code(codes::UNTYPED_NONE)
                        .help("declare a variable with its type instead: var x: T? = none"),
                    );
                }
                let slot = scope.push(&name.name, t);
                Statement::Let { slot, value: x }
            }
            StmtKind::Set { place, value } => {
                let (p, t) = self.place(env, scope, place)?;
                let x = self.expr_as(env, scope, value, &t);
                Statement::Set { place: p, value: x }
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
                        env.error(
                            Diagnostic::new(
                                value.span,
                                format!(
                                    "cannot {} {a} {} {b}",
                                    if adding { "add" } else { "remove" },
                                    if adding { "to" } else { "from" }
                                ),
                                "type mismatch",
                            )
                            .with_code(codes::ADD_REMOVE_TYPES),
                        );
                        return None;
                    }
                };
                if adding {
                    Statement::Add {
                        place: p,
                        value: x,
                        op,
                        span: s.span,
                    }
                } else {
                    Statement::Remove {
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
                Statement::If {
                    cond: c,
                    then: t,
                    otherwise: o,
                }
            }
            StmtKind::For { var, over, body } => {
                let (ox, ot) = self.expr(env, scope, over);
                let elem = super::comprehension::element_type(env, over, &ot, None);
                let m = scope.mark();
                let slot = scope.push(&var.name, elem);
                let b = self.block(env, scope, body);
                scope.reset(m);
                Statement::For {
                    slot,
                    over: ox,
                    body: b,
                    span: s.span,
                }
            }
            StmtKind::Goto { phase } => {
                only_events(env, "goto");
                match PhaseName::from_word(&phase.0) {
                    Some(p) => Statement::Goto(p),
                    None => return None,
                }
            }
            StmtKind::Turn { seat } => {
                only_events(env, "turn");
                Statement::Turn(self.expr_as(env, scope, seat, &Ty::Seat))
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
                        .with_code(codes::NO_SUCH_TRICK)
                        .help("a card is bound to one of the game's tricks"),
                    );
                }
                Statement::Bind { card: c, trick: t }
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
                            .with_code(codes::PAY_OUTSIDE_SETTLEMENT)
                            .help("write payments in `settle { … }`"),
                    );
                }
                let (ix, it) = self.expr(env, scope, item);
                if !matches!(
                    it.base(),
                    Ty::Text | Ty::Contract | Ty::Announcement | Ty::Error
                ) {
                    let n = env.ty_name(&it);
                    env.error(
                        Diagnostic::new(
                            item.span,
                            format!(
                                "an item is named by a text, a contract or an announcement, not {n}"
                            ),
                            "not a name",
                        )
                        .with_code(codes::ITEM_NAME_TYPE),
                    );
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
                    None => Expression::Const(Value::Bool(
                        flag(PayFlag::Announced) && !flag(PayFlag::Silent),
                    )),
                };
                let won = match won_if {
                    Some(e) => self.expr_as(env, scope, e, &Ty::Bool),
                    None => Expression::Const(Value::Bool(!flag(PayFlag::Lost))),
                };
                Statement::Pay {
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
                Statement::Note(x)
            }
            StmtKind::Unchecked { text } => {
                let (x, _) = self.expr(env, scope, text);
                Statement::Unchecked(x)
            }
            StmtKind::Ignore => {
                only_events(env, "ignore");
                Statement::Ignore
            }
            StmtKind::Return => Statement::Return,
            StmtKind::Do { name, args } => {
                let mut name = name.clone();
                if name.name == "super" {
                    // The action the one being compiled replaced.
                    let current = self
                        .current_action
                        .and_then(|id| env.actions.iter().find(|(_, (a, _, _))| *a == id))
                        .map(|(n, _)| n.clone());
                    match current.as_ref().and_then(|n| env.supers.get(n)) {
                        Some(hidden) => name.name = hidden.clone(),
                        None => {
                            env.error(super::calls::super_outside(
                                name.span,
                                current.as_deref(),
                                "action",
                            ));
                            return None;
                        }
                    }
                }
                let name = &name;
                let Some((id, tys, _)) = env.actions.get(&name.name).cloned() else {
                    let names: Vec<String> = env.actions.keys().cloned().collect();
                    let hint = suggest(&name.name, &names);
                    env.error(
                        Diagnostic::new(
                            name.span,
                            format!("unknown action `{}`", name.name),
                            "not defined",
                        )
                        .with_code(codes::UNKNOWN_ACTION)
                        .help(hint.map_or_else(
                            || "declare it: action NAME(params) { … }".to_string(),
                            |h| format!("did you mean `{h}`?"),
                        )),
                    );
                    return None;
                };
                if args.len() != tys.len() {
                    env.error(
                        Diagnostic::new(
                            s.span,
                            format!(
                                "action `{}` takes {} argument(s), {} given",
                                name.name,
                                tys.len(),
                                args.len()
                            ),
                            "wrong number of arguments",
                        )
                        .with_code(codes::ARGUMENT_COUNT),
                    );
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
                Statement::Do {
                    action: id,
                    args: xs,
                    span: s.span,
                }
            }
        })
    }

    pub(super) fn place(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        p: &Place,
    ) -> Option<(PlaceIr, Ty)> {
        let n = p.name.name.as_str();
        if n == "hands" {
            let Some(idx) = &p.index else {
                env.error(
                    Diagnostic::new(p.span, "`hands` is set one seat at a time", "give the seat")
                        .with_code(codes::HANDS_BY_SEAT)
                        .help("write `set hands[s] = …`"),
                );
                return None;
            };
            let ix = self.expr_as(env, scope, idx, &Ty::Seat);
            return Some((PlaceIr::Hand(ix), Ty::Cards));
        }
        if let Some((slot, t)) = scope.lookup(n) {
            if p.index.is_some() {
                env.error(
                    Diagnostic::new(
                        p.span,
                        "only variables of the game are set by index",
                        "local",
                    )
                    .with_code(codes::NOT_ASSIGNABLE),
                );
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
                        Ty::Table(k, v) => ((**v).clone(), Some((**k).clone())),
                        Ty::Scores => (Ty::Int, Some(Ty::Seat)),
                        _ => {
                            let tn = env.ty_name(&t);
                            env.error(
                                Diagnostic::new(
                                    p.span,
                                    format!("`{n}` is {tn} and has no elements"),
                                    "not a list, scores or a table",
                                )
                                .with_code(codes::NOT_INDEXABLE),
                            );
                            return None;
                        }
                    };
                    let (ix, it) =
                        self.expr_hint(env, scope, idx, want.as_ref().or(Some(&Ty::Int)));
                    super::expr::check_index(env, &it, want.as_ref(), idx.span);
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
                    .with_code(codes::NOT_ASSIGNABLE)
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
                    .with_code(codes::UNKNOWN_VARIABLE)
                    .help(hint.map_or_else(
                        || "declare it with `var`".to_string(),
                        |h| format!("did you mean `{h}`?"),
                    )),
                );
                None
            }
        }
    }

    pub(super) fn violation(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        v: &ViolationSpec,
        cond: Option<&Expr>,
        span: Span,
    ) -> Option<Viol> {
        let Some(kind) = kind_of(&v.kind.0) else {
            env.error(
                Diagnostic::new(
                    v.kind.1,
                    format!("unknown finding kind `{}`", v.kind.0),
                    "not a kind",
                )
                .with_code(codes::UNKNOWN_FINDING_KIND),
            );
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
                            Diagnostic::new(span, "`narrowed` needs a condition `card in set` on a narrowed set", "no narrowed set here").with_code(codes::NARROWED_WITHOUT_SET)
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

pub(super) fn kind_of(word: &str) -> Option<Kind> {
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

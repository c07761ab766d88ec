//! Comprehensions: `Q(x in XS where COND: EXPR)` and its quantifiers.

use super::compiler::Compiler;
use super::scope::Scope;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::Env;
use crate::lang::ir::*;
use crate::lang::types::Ty;

impl Compiler {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn comp(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        q: Quantifier,
        var: &Ident,
        over: &Expr,
        filter: Option<&Expr>,
        body: Option<&Expr>,
        span: Span,
    ) -> (Expression, Ty) {
        let (ox, ot) = self.expr(env, scope, over);
        let elem = element_type(env, over, &ot, Some("go through cards, seats or a list"));
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
                                    .with_code(codes::MISSING_VALUE)
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
                            .with_code(codes::MISSING_VALUE)
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
            Quantifier::Per if elem.is_table_key() => {
                // A value for each announcement (contract, enum value):
                // a table keyed by the item.
                let b = match body {
                    Some(b) => Some(self.expr(env, scope, b)),
                    None => {
                        env.error(
                            Diagnostic::new(span, "say each item's value", "no value")
                                .with_code(codes::MISSING_VALUE)
                                .help("write `per(a in announcements: value)`"),
                        );
                        None
                    }
                };
                let vt = b.as_ref().map_or(Ty::Error, |(_, t)| t.clone());
                (
                    Comp::PerTable,
                    b.map(|(x, _)| Box::new(x)),
                    Ty::Table(Box::new(elem.clone()), Box::new(vt)),
                )
            }
            Quantifier::Per => {
                if !matches!(ot.base(), Ty::Seats | Ty::Error) {
                    let n = env.ty_name(&ot);
                    env.error(
                        Diagnostic::new(
                            over.span,
                            format!("`per` goes through seats, announcements, contracts or an enum's values, not {n}"),
                            "not seats",
                        )
                        .with_code(codes::PER_NOT_SEATS)
                        .help("write `per(s in seats: value)` for scores, `per(a in announcements: value)` for a table"),
                    );
                }
                let bx = match body {
                    Some(b) => Some(Box::new(self.expr_as(env, scope, b, &Ty::Int))),
                    None => {
                        env.error(
                            Diagnostic::new(span, "say each seat's value", "no value")
                                .with_code(codes::MISSING_VALUE)
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
            Expression::Comp {
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
}

/// The type of the elements of what a comprehension or a `for` goes
/// through (cards, seats, a list), or an error at `over` (with `help`).
pub(super) fn element_type(env: &mut Env<'_>, over: &Expr, ot: &Ty, help: Option<&str>) -> Ty {
    match ot.base() {
        Ty::Cards => Ty::Card,
        Ty::Seats => Ty::Seat,
        Ty::List(t) => (**t).clone(),
        Ty::Error => Ty::Error,
        other => {
            let n = env.ty_name(other);
            let mut d = Diagnostic::new(
                over.span,
                format!("cannot go through {n}"),
                "not a collection",
            )
            .with_code(codes::NOT_A_COLLECTION);
            if let Some(h) = help {
                d = d.help(h);
            }
            env.error(d);
            Ty::Error
        }
    }
}

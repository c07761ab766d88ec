//! Unary and binary operators: their operand types and results.

use super::compiler::Compiler;
use super::expr::{unify, unreachable_op};
use super::scope::Scope;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::Env;
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};

impl Compiler {
    pub(super) fn binary(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        op: BinOp,
        a: &Expr,
        b: &Expr,
        span: Span,
    ) -> (Expression, Ty) {
        if matches!(op, BinOp::And | BinOp::Or) {
            let ax = self.expr_as(env, scope, a, &Ty::Bool);
            let bx = self.expr_as(env, scope, b, &Ty::Bool);
            return (
                if op == BinOp::And {
                    Expression::And(Box::new(ax), Box::new(bx))
                } else {
                    Expression::Or(Box::new(ax), Box::new(bx))
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
                .with_code(codes::OPERATOR_TYPES)
                .help(op_hint(op)),
            );
            (Expression::Const(Value::None), Ty::Error)
        };
        if at.is_error() || bt.is_error() {
            return (
                Expression::Const(Value::None),
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
                Expression::Bin(o, Box::new(ax.clone()), Box::new(bx.clone()), span),
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
                    Expression::Bin(
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
}

pub(super) fn op_hint(op: BinOp) -> String {
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

//! `table f(x) { arm: value, … }`: the first arm that fits.

use super::compiler::Compiler;
use super::expr::unify;
use super::scope::Scope;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::Env;
use crate::lang::ir::*;
use crate::lang::types::Ty;

impl Compiler {
    pub(super) fn table(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        subject: &Expr,
        arms: &[TableArm],
        span: Span,
        hint: Option<&Ty>,
    ) -> (Expression, Ty) {
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
                            env.error(
                                Diagnostic::new(
                                    e.span,
                                    format!("this key is {a}, the table looks up {b}"),
                                    "wrong key type",
                                )
                                .with_code(codes::TABLE_KEY_TYPE),
                            );
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
                        env.error(
                            Diagnostic::new(
                                arm.value.span,
                                format!("this arm gives {a}, the others {b}"),
                                "differs",
                            )
                            .with_code(codes::TABLE_ARMS_DIFFER),
                        );
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
                .with_code(codes::TABLE_WITHOUT_ELSE)
                .help("end the table with `else: …`"),
            );
        }
        (
            Expression::Table(Box::new(sx), out, span),
            value_ty.unwrap_or(Ty::Error),
        )
    }
}

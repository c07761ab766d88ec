//! Field access: `.field` of tricks, plays, terms, takes, contracts and
//! announcements.

use super::compiler::Compiler;
use super::scope::Scope;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::{Env, suggest};
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};

impl Compiler {
    pub(super) fn field(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        a: &Expr,
        f: &Ident,
        span: Span,
    ) -> (Expression, Ty) {
        let (ax, at) = self.expr(env, scope, a);
        let name = f.name.as_str();
        let mk = |fo: FieldOf, t: Ty| (Expression::Field(Box::new(ax.clone()), fo, span), t);
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
                .with_code(codes::UNKNOWN_FIELD)
                .help(hint.map_or_else(
                    || format!("fields: {}", names.join(", ")),
                    |h| format!("did you mean `{h}`?"),
                )),
            );
            return (Expression::Const(Value::None), Ty::Error);
        }
        let (fields, known): (Vec<(&str, FieldOf, Ty)>, &str) = match at.base() {
            Ty::Error => return (Expression::Const(Value::None), Ty::Error),
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
                        .with_code(codes::NO_FIELDS)
                        .help(
                            "contracts, announcements, tricks, plays, terms and takes have fields",
                        ),
                );
                return (Expression::Const(Value::None), Ty::Error);
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
            .with_code(codes::UNKNOWN_FIELD)
            .help(hint.map_or_else(
                || format!("fields: {}", names.join(", ")),
                |h| format!("did you mean `{h}`?"),
            )),
        );
        (Expression::Const(Value::None), Ty::Error)
    }
}

//! Field access: `.field` of tricks, plays, terms, takes, contracts and
//! announcements.

use super::compiler::Compiler;
use super::scope::Scope;
use crate::lang::ast::*;
use crate::lang::builtins::Shape;
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
        let (fields, known) = match (at.base(), fixed_fields(at.base())) {
            (Ty::Error, _) => return (Expression::Const(Value::None), Ty::Error),
            (_, Some(fixed)) => fixed,
            (other, None) => {
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
            return mk(*fo, t.ty());
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

/// A field of the language's own: its name, the field and its type.
pub type FixedField = (&'static str, FieldOf, Shape);

/// The fields of the values whose fields are the language's own (tricks,
/// plays, terms, takes): name, field and type, and what the value is
/// called. `lang::typing` types a field by this table too.
pub fn fixed_fields(t: &Ty) -> Option<(&'static [FixedField], &'static str)> {
    use Shape as S;
    const TRICK: &[FixedField] = &[
        ("number", FieldOf::TrickNumber, S::Int),
        ("leader", FieldOf::TrickLeader, S::Seat),
        ("winner", FieldOf::TrickWinner, S::Seat),
        ("plays", FieldOf::TrickPlays, S::List(&S::Play)),
        ("cards", FieldOf::TrickCards, S::Cards),
        ("lead", FieldOf::TrickLead, S::Card),
        ("winning", FieldOf::TrickWinning, S::Card),
    ];
    const PLAY: &[FixedField] = &[
        ("seat", FieldOf::PlaySeat, S::Seat),
        ("card", FieldOf::PlayCard, S::Card),
    ];
    const TERM: &[FixedField] = &[
        ("word", FieldOf::TermWord, S::Text),
        ("args", FieldOf::TermArgs, S::List(&S::Term)),
        ("number", FieldOf::TermNumber, S::Opt(&S::Int)),
        ("suit", FieldOf::TermSuit, S::Opt(&S::Suit)),
    ];
    const TAKE: &[FixedField] = &[
        ("half", FieldOf::TakeHalf, S::Int),
        ("all", FieldOf::TakeAll, S::Bool),
        ("none", FieldOf::TakeNone, S::Bool),
    ];
    match t {
        Ty::Trick => Some((TRICK, "trick")),
        Ty::Play => Some((PLAY, "play")),
        Ty::Term => Some((TERM, "term")),
        Ty::Take => Some((TAKE, "take")),
        _ => None,
    }
}

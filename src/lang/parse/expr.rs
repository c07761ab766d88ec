//! Expressions: operators by precedence (a Pratt parser) and primaries.

use super::cursor::{Cx, P, next};
use crate::lang::ast::*;
use crate::lang::diag::Span;
use crate::lang::syntax::Rule;
use pest::pratt_parser::{Assoc, Op, PrattParser};
use std::sync::LazyLock;

impl Cx {
    pub(super) fn expr(&self, p: P<'_>) -> Expr {
        let span = self.span(&p);
        let file = self.file;
        PRATT
            .map_primary(|q| self.primary(q))
            .map_prefix(|op, rhs| {
                let s = Span::new(
                    file,
                    self.offset + op.as_span().start(),
                    rhs.span.end as usize,
                );
                let u = if op.as_rule() == Rule::not_op {
                    UnOp::Not
                } else {
                    UnOp::Neg
                };
                Expr {
                    kind: ExprKind::Unary(u, Box::new(rhs)),
                    span: s,
                }
            })
            .map_postfix(|lhs, op| {
                let s = Span::new(
                    file,
                    lhs.span.start as usize,
                    self.offset + op.as_span().end(),
                );
                let kind = match op.as_rule() {
                    Rule::field_access => {
                        ExprKind::Field(Box::new(lhs), self.ident(next(&mut op.into_inner())))
                    }
                    _ => ExprKind::Index(
                        Box::new(lhs),
                        Box::new(self.expr(next(&mut op.into_inner()))),
                    ),
                };
                Expr { kind, span: s }
            })
            .map_infix(|lhs, op, rhs| {
                let s = Span::new(file, lhs.span.start as usize, rhs.span.end as usize);
                let b = match op.as_rule() {
                    Rule::or_op => BinOp::Or,
                    Rule::and_op => BinOp::And,
                    Rule::eq => BinOp::Eq,
                    Rule::ne => BinOp::Ne,
                    Rule::lt => BinOp::Lt,
                    Rule::le => BinOp::Le,
                    Rule::gt => BinOp::Gt,
                    Rule::ge => BinOp::Ge,
                    Rule::in_op => BinOp::In,
                    Rule::not_in => BinOp::NotIn,
                    Rule::plus => BinOp::Add,
                    Rule::minus => BinOp::Sub,
                    Rule::star => BinOp::Mul,
                    Rule::slash => BinOp::Div,
                    Rule::percent => BinOp::Rem,
                    _ => BinOp::Inter,
                };
                Expr {
                    kind: ExprKind::Binary(b, Box::new(lhs), Box::new(rhs)),
                    span: s,
                }
            })
            .parse(p.into_inner())
            .with_span(span)
    }

    pub(super) fn primary(&self, p: P<'_>) -> Expr {
        let span = self.span(&p);
        let rule = p.as_rule();
        let text = p.as_str();
        let kind = match rule {
            Rule::expr => return self.expr(p),
            Rule::int => ExprKind::Int(self.int(p).0),
            Rule::boolean => ExprKind::Bool(text == "true"),
            Rule::none => ExprKind::None,
            Rule::string => ExprKind::Str(self.string(p).text),
            Rule::card_or_suit => ExprKind::Token(text.to_string()),
            Rule::ident => ExprKind::Name(text.to_string()),
            Rule::if_expr => {
                let mut it = p.into_inner();
                let c = self.expr(next(&mut it));
                let a = self.expr(next(&mut it));
                let b = self.expr(next(&mut it));
                ExprKind::If(Box::new(c), Box::new(a), Box::new(b))
            }
            Rule::table_expr => {
                let mut it = p.into_inner();
                let subject = self.expr(next(&mut it));
                let arms = it
                    .map(|arm| {
                        let aspan = self.span(&arm);
                        let mut ai = arm.into_inner();
                        let k = next(&mut ai);
                        let key = match k.as_rule() {
                            Rule::table_else => TableKey::Else,
                            Rule::table_range => {
                                let mut ri = k.into_inner();
                                TableKey::Range(
                                    self.int(next(&mut ri)).0,
                                    self.int(next(&mut ri)).0,
                                )
                            }
                            Rule::table_cmp => {
                                let mut ci = k.into_inner();
                                let op = match next(&mut ci).as_rule() {
                                    Rule::le => BinOp::Le,
                                    Rule::ge => BinOp::Ge,
                                    Rule::lt => BinOp::Lt,
                                    Rule::gt => BinOp::Gt,
                                    Rule::ne => BinOp::Ne,
                                    _ => BinOp::Eq,
                                };
                                TableKey::Cmp(op, self.expr(next(&mut ci)))
                            }
                            _ => TableKey::Value(self.expr(k)),
                        };
                        TableArm {
                            key,
                            value: self.expr(next(&mut ai)),
                            span: aspan,
                        }
                    })
                    .collect();
                ExprKind::Table(Box::new(subject), arms)
            }
            Rule::comprehension => {
                let base = p.as_span().start();
                let mut it = p.into_inner();
                let q = match next(&mut it).as_str() {
                    "count" => Quantifier::Count,
                    "sum" => Quantifier::Sum,
                    "all" => Quantifier::All,
                    "any" => Quantifier::Any,
                    "max" => Quantifier::Max,
                    "min" => Quantifier::Min,
                    "first" => Quantifier::First,
                    "collect" => Quantifier::Collect,
                    _ => Quantifier::Per,
                };
                let var = self.ident(next(&mut it));
                let over_pair = next(&mut it);
                let over_end = over_pair.as_span().end();
                let over = Box::new(self.expr(over_pair));
                let rest_pairs: Vec<P<'_>> = it.collect();
                // `where F : B`, `where F`, or `: B`: the word between the
                // collection and the next part says which (a `where` of a
                // comprehension nested in the body does not count).
                let has_where = rest_pairs.first().is_some_and(|r| {
                    text.get(over_end - base..r.as_span().start() - base)
                        .is_some_and(|between| between.contains("where"))
                });
                let n = rest_pairs.len();
                let mut rest = rest_pairs.into_iter().map(|e| Box::new(self.expr(e)));
                let (filter, body) = match (n, has_where) {
                    (2, _) => (rest.next(), rest.next()),
                    (1, true) => (rest.next(), None),
                    (1, false) => (None, rest.next()),
                    _ => (None, None),
                };
                ExprKind::Comp {
                    quantifier: q,
                    var,
                    over,
                    filter,
                    body,
                }
            }
            Rule::call => {
                let mut it = p.into_inner();
                let name = self.ident(next(&mut it));
                let args = it
                    .next()
                    .map(|a| a.into_inner().map(|e| self.expr(e)).collect())
                    .unwrap_or_default();
                ExprKind::Call(name, args)
            }
            Rule::set_lit => ExprKind::Set(p.into_inner().map(|e| self.expr(e)).collect()),
            Rule::list_lit => ExprKind::List(p.into_inner().map(|e| self.expr(e)).collect()),
            _ => ExprKind::None,
        };
        Expr { kind, span }
    }
}

pub(super) static PRATT: LazyLock<PrattParser<Rule>> = LazyLock::new(|| {
    PrattParser::new()
        .op(Op::infix(Rule::or_op, Assoc::Left))
        .op(Op::infix(Rule::and_op, Assoc::Left))
        .op(Op::prefix(Rule::not_op))
        .op(Op::infix(Rule::eq, Assoc::Left)
            | Op::infix(Rule::ne, Assoc::Left)
            | Op::infix(Rule::lt, Assoc::Left)
            | Op::infix(Rule::le, Assoc::Left)
            | Op::infix(Rule::gt, Assoc::Left)
            | Op::infix(Rule::ge, Assoc::Left)
            | Op::infix(Rule::in_op, Assoc::Left)
            | Op::infix(Rule::not_in, Assoc::Left))
        .op(Op::infix(Rule::plus, Assoc::Left) | Op::infix(Rule::minus, Assoc::Left))
        .op(Op::infix(Rule::star, Assoc::Left)
            | Op::infix(Rule::slash, Assoc::Left)
            | Op::infix(Rule::percent, Assoc::Left)
            | Op::infix(Rule::amp, Assoc::Left))
        .op(Op::prefix(Rule::neg))
        .op(Op::postfix(Rule::field_access) | Op::postfix(Rule::index))
});

pub(super) trait WithSpan {
    fn with_span(self, span: Span) -> Self;
}

impl WithSpan for Expr {
    /// A whole expression keeps the span of its rule (parenthesised forms
    /// included) when it is a bare primary.
    fn with_span(self, _span: Span) -> Expr {
        self
    }
}

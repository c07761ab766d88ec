//! Expressions: operators by precedence (a Pratt parser) and primaries.

use super::cursor::{Cx, P, next};
use crate::lang::ast::*;
use crate::lang::diag::Span;
use crate::lang::syntax::Rule;

/// An operator's place in an expression and its binding power: `or`,
/// `and`, `not`, the comparisons, `+ -`, `* / % &`, unary `-`, and `.field`
/// and `[index]` binding tightest (left-associative infixes; a prefix's
/// operand binds what binds tighter than it, so `not a in b` is
/// `not (a in b)` and `-x.rank` is `-(x.rank)`).
#[derive(Clone, Copy, PartialEq)]
enum Affix {
    Prefix,
    Infix,
    Postfix,
}

fn operator(rule: Rule) -> Option<(Affix, u8)> {
    Some(match rule {
        Rule::or_op => (Affix::Infix, 10),
        Rule::and_op => (Affix::Infix, 20),
        Rule::not_op => (Affix::Prefix, 30),
        Rule::eq
        | Rule::ne
        | Rule::lt
        | Rule::le
        | Rule::gt
        | Rule::ge
        | Rule::in_op
        | Rule::in_kw
        | Rule::not_in => (Affix::Infix, 40),
        Rule::plus | Rule::minus => (Affix::Infix, 50),
        Rule::star | Rule::slash | Rule::percent | Rule::amp => (Affix::Infix, 60),
        Rule::neg => (Affix::Prefix, 70),
        Rule::field_access | Rule::index => (Affix::Postfix, 80),
        _ => return None,
    })
}

/// The operands and operators of an expression, in order.
type Parts<I> = std::iter::Peekable<I>;

impl Cx {
    /// An expression: the flat list of operands and operators the grammar
    /// reads, made a tree by precedence climbing (the tree and spans pest's
    /// Pratt parser made, without its table look-ups and boxed closures).
    pub(super) fn expr(&self, p: P<'_>) -> Expr {
        let start = self.offset + p.as_span().start();
        let mut parts = p.into_inner().peekable();
        self.climb(&mut parts, 0, start)
    }

    /// The operand at the front of `parts` with every operator after it
    /// that binds tighter than `rbp`.
    fn climb<'i, I: Iterator<Item = P<'i>>>(
        &self,
        parts: &mut Parts<I>,
        rbp: u8,
        at: usize,
    ) -> Expr {
        let mut lhs = self.operand(parts, at);
        while let Some(q) = parts.peek() {
            match operator(q.as_rule()) {
                Some((_, lbp)) if lbp > rbp => {}
                _ => break,
            }
            let Some(op) = parts.next() else { break };
            lhs = match operator(op.as_rule()) {
                Some((Affix::Infix, prec)) => {
                    let rhs = self.climb(parts, prec, lhs.span.end as usize);
                    self.binary(lhs, &op, rhs)
                }
                Some((Affix::Postfix, _)) => self.postfix(lhs, op),
                // The grammar puts a prefix only where an operand starts.
                _ => lhs,
            };
        }
        lhs
    }

    /// A primary, or a prefix operator and what it applies to.
    fn operand<'i, I: Iterator<Item = P<'i>>>(&self, parts: &mut Parts<I>, at: usize) -> Expr {
        let Some(p) = parts.next() else {
            // The grammar gives every expression an operand.
            return Expr {
                kind: ExprKind::None,
                span: Span::new(self.file, at, at),
            };
        };
        match operator(p.as_rule()) {
            Some((Affix::Prefix, prec)) => {
                let start = self.offset + p.as_span().start();
                let rhs = self.climb(parts, prec - 1, start);
                let u = if p.as_rule() == Rule::not_op {
                    UnOp::Not
                } else {
                    UnOp::Neg
                };
                Expr {
                    span: Span::new(self.file, start, rhs.span.end as usize),
                    kind: ExprKind::Unary(u, Box::new(rhs)),
                }
            }
            _ => self.primary(p),
        }
    }

    fn postfix(&self, lhs: Expr, op: P<'_>) -> Expr {
        let s = Span::new(
            self.file,
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
    }

    fn binary(&self, lhs: Expr, op: &P<'_>, rhs: Expr) -> Expr {
        let s = Span::new(self.file, lhs.span.start as usize, rhs.span.end as usize);
        let b = match op.as_rule() {
            Rule::or_op => BinOp::Or,
            Rule::and_op => BinOp::And,
            Rule::eq => BinOp::Eq,
            Rule::ne => BinOp::Ne,
            Rule::lt => BinOp::Lt,
            Rule::le => BinOp::Le,
            Rule::gt => BinOp::Gt,
            Rule::ge => BinOp::Ge,
            Rule::in_op | Rule::in_kw => BinOp::In,
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
                let q_pair = next(&mut it);
                let q = match q_pair.as_str() {
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
                let var_pair = next(&mut it);
                let in_pair = next(&mut it);
                let over_pair = next(&mut it);
                let over_end = over_pair.as_span().end();
                let rest_pairs: Vec<P<'_>> = it.collect();
                if let Some(more) = rest_pairs
                    .last()
                    .filter(|r| r.as_rule() == Rule::quant_args)
                {
                    // A call whose first argument is `NAME in …`: that
                    // argument's operands and operators are the name, `in`
                    // and the collection's, made a tree together (`x in a
                    // or b` is `(x in a) or b`).
                    let start = self.offset + var_pair.as_span().start();
                    let name = self.ident(q_pair);
                    let mut parts = [var_pair, in_pair]
                        .into_iter()
                        .chain(over_pair.into_inner())
                        .peekable();
                    let mut args = vec![self.climb(&mut parts, 0, start)];
                    args.extend(more.clone().into_inner().map(|e| self.expr(e)));
                    return Expr {
                        kind: ExprKind::Call(name, args),
                        span,
                    };
                }
                let var = self.ident(var_pair);
                let over = Box::new(self.expr(over_pair));
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

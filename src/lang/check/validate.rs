//! The spec as a whole: what only the whole can show (rules never
//! cited, contracts and announcements that cannot be reached, raises that
//! contradict each other).

use super::checker::Checker;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};
use std::collections::HashMap;

impl Checker<'_> {
    /// Whole-spec checks: contracts that cannot be bid, raises that go
    /// round in a circle.
    pub(super) fn validate(&mut self, decls: &[Decl], contracts: &[ContractDef], anns: &[AnnDef]) {
        if !contracts.is_empty()
            && !self.contract_bindable
            && let Some(first) = decls.iter().find_map(|d| match &d.kind {
                DeclKind::Contract { name, .. } => Some(name.span),
                _ => None,
            })
        {
            self.error(
                Diagnostic::new(
                    first,
                    "no contract can ever be played",
                    "declared, but no handler binds a contract",
                )
                .with_code(codes::NO_CONTRACT_PLAYABLE)
                .help("add a handler such as `on auction say c: contract { … }`"),
            );
        }
        // Contracts with the same rank can never overbid each other: one of
        // them is unreachable once the other is bid.
        if let Some(ri) = self
            .contract_fields
            .iter()
            .position(|(n, t)| n == "rank" && *t == Ty::Int)
        {
            // Each contract against the first of its rank (a map, not every
            // pair: a spec may have thousands of contracts).
            let spans: HashMap<&str, Span> = decls
                .iter()
                .rev()
                .filter_map(|d| match &d.kind {
                    DeclKind::Contract { name, .. } => Some((name.name.as_str(), name.span)),
                    _ => None,
                })
                .collect();
            let mut first_of_rank: HashMap<String, &ContractDef> = HashMap::new();
            for b in contracts.iter() {
                let rank = format!("{:?}", b.fields.get(ri));
                let Some(a) = first_of_rank.get(&rank) else {
                    first_of_rank.insert(rank, b);
                    continue;
                };
                if let (Some(&first), Some(&second)) =
                    (spans.get(a.name.as_str()), spans.get(b.name.as_str()))
                {
                    self.error(
                        Diagnostic::new(second, format!("contracts `{}` and `{}` have the same rank", a.name, b.name), "same rank").with_code(codes::SAME_RANK)
                            .related(first, "the other contract")
                            .help("ranks order the bids; with two games of one rank, neither can be bid over the other"),
                    );
                }
            }
        }
        // Raises (`raises`: the announcements this one raises) form no
        // circle, and nothing raises itself.
        if let Some(fi) = self.ann_fields.iter().position(|(n, _)| n == "raises") {
            let mut edges: Vec<Vec<u16>> = vec![Vec::new(); anns.len()];
            for (i, a) in anns.iter().enumerate() {
                if let Some(Expression::Const(v)) = a.fields.get(fi) {
                    let mut targets = Vec::new();
                    collect_anns(v, &mut targets);
                    edges[i] = targets;
                } else if let Some(Expression::List(items)) = a.fields.get(fi) {
                    for it in items {
                        if let Expression::Ann(k, _) = it {
                            edges[i].push(*k);
                        }
                    }
                }
            }
            // Each circle is reported once, at its first member.
            let mut in_reported = vec![false; anns.len()];
            for start in 0..anns.len() {
                if in_reported[start] {
                    continue;
                }
                let mut stack: Vec<(u16, Vec<u16>)> = edges[start]
                    .iter()
                    .map(|b| (*b, vec![start as u16]))
                    .collect();
                let mut seen = vec![false; anns.len()];
                while let Some((a, path)) = stack.pop() {
                    if a as usize == start {
                        let names: Vec<String> = path
                            .iter()
                            .chain(std::iter::once(&(start as u16)))
                            .map(|i| anns[*i as usize].name.clone())
                            .collect();
                        let span = decls
                            .iter()
                            .find_map(|d| match &d.kind {
                                DeclKind::Announcement { name, fields, .. }
                                    if name.name == anns[start].name =>
                                {
                                    fields
                                        .iter()
                                        .find(|f| f.name.name == "raises")
                                        .map(|f| f.value.span)
                                }
                                _ => None,
                            })
                            .unwrap_or_default();
                        let msg = if path.len() == 1 {
                            format!("`{}` raises itself", anns[start].name)
                        } else {
                            format!("Hebung goes round in a circle: {}", names.join(" → "))
                        };
                        self.error(Diagnostic::new(span, msg, "raises lead back here").with_code(codes::RAISES_CIRCLE).help("a raise replaces a lower announcement by a higher one; the relation must not loop"));
                        for i in &path {
                            in_reported[*i as usize] = true;
                        }
                        break;
                    }
                    if (a as usize) >= seen.len() || std::mem::replace(&mut seen[a as usize], true)
                    {
                        continue;
                    }
                    for b in &edges[a as usize] {
                        let mut p = path.clone();
                        p.push(a);
                        stack.push((*b, p));
                    }
                }
            }
            self.contradictory_raises(decls, anns, &edges);
        }
    }

    /// A raise replaces the lower announcement by a harder one: it may not
    /// also exclude it, nor be worth less (when both values are constants).
    pub(super) fn contradictory_raises(
        &mut self,
        decls: &[Decl],
        anns: &[AnnDef],
        edges: &[Vec<u16>],
    ) {
        let field_span = |ann: &str, field: &str| {
            decls
                .iter()
                .rev()
                .find_map(|d| match &d.kind {
                    DeclKind::Announcement { name, fields, .. } if name.name == ann => fields
                        .iter()
                        .find(|f| f.name.name == field)
                        .map(|f| f.value.span),
                    _ => None,
                })
                .unwrap_or_default()
        };
        let field = |name: &str| self.ann_fields.iter().position(|(n, _)| n == name);
        let (excludes, value) = (field("excludes"), field("value"));
        for (i, targets) in edges.iter().enumerate() {
            for &k in targets {
                let (a, b) = (&anns[i], &anns[k as usize]);
                if let Some(fe) = excludes {
                    let mut ex = Vec::new();
                    match a.fields.get(fe) {
                        Some(Expression::Const(v)) => collect_anns(v, &mut ex),
                        Some(Expression::List(items)) => {
                            ex.extend(items.iter().filter_map(|it| match it {
                                Expression::Ann(x, _) => Some(*x),
                                _ => None,
                            }))
                        }
                        _ => {}
                    }
                    if ex.contains(&k) {
                        self.error(
                            Diagnostic::new(
                                field_span(&a.name, "excludes"),
                                format!("`{}` both raises and excludes `{}`", a.name, b.name),
                                "contradicts its `raises`",
                            ).with_code(codes::RAISES_AND_EXCLUDES)
                            .related(field_span(&a.name, "raises"), "the raise")
                            .help("a raise replaces the lower announcement, so the two are never together anyway; drop one of the two"),
                        );
                    }
                }
                if let Some(fv) = value
                    && let (
                        Some(Expression::Const(Value::Int(va))),
                        Some(Expression::Const(Value::Int(vb))),
                    ) = (a.fields.get(fv), b.fields.get(fv))
                    && va < vb
                {
                    self.error(
                                Diagnostic::new(
                                    field_span(&a.name, "raises"),
                                    format!(
                                        "`{}` raises `{}` but is worth less ({va} < {vb})",
                                        a.name, b.name
                                    ),
                                    "a raise to a lower value",
                                ).with_code(codes::RAISE_WORTH_LESS)
                                .related(field_span(&b.name, "value"), "the raised announcement's value")
                                .help("a raise is a harder announcement in place of an easier one; check the values or the direction of `raises`"),
                            );
                }
            }
        }
    }
}

pub(super) fn collect_anns(v: &Value, out: &mut Vec<u16>) {
    match v {
        Value::Ann(a) => out.push(a.kind),
        Value::List(l) => l.iter().for_each(|x| collect_anns(x, out)),
        _ => {}
    }
}

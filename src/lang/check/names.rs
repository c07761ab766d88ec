//! Declaring the names of a spec (seats, contracts, announcements,
//! functions, actions, variables) so that bodies may refer to them in any
//! order.

use super::checker::Checker;
use super::limits::MAX_WORD_CANDIDATES;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::Diagnostic;
use crate::lang::env::{FnSig, Symbol};
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};
use crate::seat::Seat;

impl Checker<'_> {
    /// Declares seats, contracts, announcements, functions and globals so
    /// that bodies may refer to them in any order.
    pub(super) fn collect_names(&mut self, decls: &[Decl]) {
        for d in decls {
            match &d.kind {
                DeclKind::Seat { name, value } => {
                    let seat = match value.kind {
                        ExprKind::Int(n) => u8::try_from(n).ok().and_then(Seat::new),
                        _ => None,
                    };
                    match seat {
                        Some(s) => self.declare(name, Symbol::Seat(s)),
                        None => self.error(
                            Diagnostic::new(
                                value.span,
                                "a seat is a number from 1 to 4",
                                "not a seat",
                            )
                            .with_code(codes::NO_SUCH_SEAT)
                            .help("seats are numbered in order of play; 4 is the dealer"),
                        ),
                    }
                }
                DeclKind::Contract { name, .. } => {
                    let id = self.contract_names.len() as u16;
                    self.contract_names.push(name.name.clone());
                    self.declare(name, Symbol::Contract(id));
                }
                DeclKind::Announcement { name, params, .. } => {
                    let id = self.ann_names.len() as u16;
                    self.ann_names.push(name.name.clone());
                    let ps: Vec<(String, Ty)> = params
                        .iter()
                        .map(|p| (p.name.name.clone(), self.ty(&p.ty)))
                        .collect();
                    let card = self.card_candidates();
                    let combos = ps.iter().fold(1u128, |n, (_, t)| {
                        n.saturating_mul(match t.base() {
                            Ty::Card => card,
                            Ty::Suit => 4,
                            _ => 1,
                        })
                    });
                    if combos > MAX_WORD_CANDIDATES {
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("announcement `{}` has {combos} combinations of arguments", name.name),
                                "too many to list",
                            ).with_code(codes::TOO_MANY_COMBINATIONS)
                            .help(format!("the legal events try every combination; at most {MAX_WORD_CANDIDATES} are allowed (fewer card arguments, or a `term`)")),
                        );
                    }
                    self.ann_params.push(ps);
                    if params.is_empty() {
                        self.declare(name, Symbol::Ann(id));
                    } else if let Some((_, first)) = self.symbols.get(&name.name) {
                        let first = *first;
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("`{}` is already defined", name.name),
                                "defined again here",
                            )
                            .with_code(codes::ALREADY_DEFINED)
                            .related(first, "first defined here"),
                        );
                    } else {
                        self.fns_reserved(name);
                    }
                }
                DeclKind::Fn {
                    name, params, ret, ..
                } => {
                    if let Some((_, first)) = self.symbols.get(&name.name) {
                        let first = *first;
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("`{}` is already defined", name.name),
                                "defined again here",
                            )
                            .with_code(codes::ALREADY_DEFINED)
                            .related(first, "first defined here"),
                        );
                        continue;
                    }
                    if crate::lang::builtins::lookup(&name.name).is_some() {
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("`{}` is a built-in function", name.name),
                                "cannot be redefined",
                            )
                            .with_code(codes::BUILTIN_REDEFINED)
                            .help("choose another name"),
                        );
                        continue;
                    }
                    let sig = FnSig {
                        id: self.fn_defs.len() as u16,
                        params: params.iter().map(|p| self.ty(&p.ty)).collect(),
                        ret: self.ty(ret),
                    };
                    self.fn_defs.push(None);
                    self.const_fns = None;
                    self.fns.insert(name.name.clone(), (sig, name.span));
                }
                DeclKind::Action { name, params, .. } => {
                    let clash = self
                        .symbols
                        .get(&name.name)
                        .map(|(_, s)| *s)
                        .or_else(|| self.fns.get(&name.name).map(|(_, s)| *s));
                    if let Some(first) = clash {
                        self.error(
                            Diagnostic::new(
                                name.span,
                                format!("`{}` is already defined", name.name),
                                "defined again here",
                            )
                            .with_code(codes::ALREADY_DEFINED)
                            .related(first, "first defined here"),
                        );
                        continue;
                    }
                    let tys = params.iter().map(|p| self.ty(&p.ty)).collect();
                    let id = self.actions.len() as u16;
                    self.actions.insert(name.name.clone(), (id, tys, name.span));
                }
                _ => {}
            }
        }
        for d in decls {
            if let DeclKind::Var { name, ty, .. } = &d.kind {
                let t = self.ty(ty);
                let id = self.globals.len() as u16;
                self.globals.push(Global {
                    name: name.name.clone(),
                    ty: t.clone(),
                    init: Expression::Const(Value::None),
                });
                self.declare(name, Symbol::Global(id, t));
            }
        }
    }

    /// Parameterised announcements are called like functions; keep their
    /// names out of the namespace of values.
    pub(super) fn fns_reserved(&mut self, name: &Ident) {
        if self.fns.contains_key(&name.name) {
            self.error(
                Diagnostic::new(
                    name.span,
                    format!("`{}` is already a function", name.name),
                    "defined again here",
                )
                .with_code(codes::ALREADY_A_FUNCTION),
            );
        }
    }
}

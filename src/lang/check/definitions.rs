//! Parameters and groups (evaluated now), functions, and the first values
//! of variables.

use super::checker::Checker;
use crate::cards::CardSet;
use crate::lang::ast::*;
use crate::lang::compile::{Compiler, Scope};
use crate::lang::env::Symbol;
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};
use std::collections::HashMap;

impl Checker<'_> {
    /// Parameters and groups: constant expressions, evaluated now.
    pub(super) fn compile_consts(&mut self, decls: &[Decl], compiler: &mut Compiler) {
        for d in decls {
            match &d.kind {
                DeclKind::Param { name, ty, value } => {
                    let t = self.ty(ty);
                    let ex = compiler.expr_as(self, &mut Scope::constant(), value, &t);
                    let v = self.eval_const(&ex, value.span).unwrap_or_default();
                    self.declare(name, Symbol::Const(v, t));
                }
                DeclKind::Group { name, value } => {
                    let ex = compiler.expr_as(self, &mut Scope::constant(), value, &Ty::Cards);
                    let v = self
                        .eval_const(&ex, value.span)
                        .unwrap_or(Value::Cards(CardSet::EMPTY));
                    self.declare(name, Symbol::Const(v, Ty::Cards));
                }
                _ => {}
            }
        }
    }

    pub(super) fn compile_fns(&mut self, decls: &[Decl], compiler: &mut Compiler) {
        for d in decls {
            if let DeclKind::Fn {
                name, params, body, ..
            } = &d.kind
            {
                let Some((sig, _)) = self.fns.get(&name.name).cloned() else {
                    continue;
                };
                let mut scope = Scope::new();
                for (p, t) in params.iter().zip(&sig.params) {
                    scope.push(&p.name.name, t.clone());
                }
                compiler.current_fn = Some(sig.id);
                let ex = compiler.expr_as(self, &mut scope, body, &sig.ret);
                compiler.current_fn = None;
                self.fn_defs[sig.id as usize] = Some(FnDef {
                    name: name.name.clone(),
                    arity: params.len(),
                    params: sig.params.clone(),
                    ret: sig.ret.clone(),
                    locals: scope.max(),
                    body: ex,
                });
                self.const_fns = None;
            }
        }
    }

    pub(super) fn compile_globals(
        &mut self,
        decls: &[Decl],
        compiler: &mut Compiler,
    ) -> Vec<Global> {
        let mut out = std::mem::take(&mut self.globals);
        let by_name: HashMap<String, usize> = out
            .iter()
            .enumerate()
            .rev()
            .map(|(i, g)| (g.name.clone(), i))
            .collect();
        for d in decls {
            if let DeclKind::Var { name, init, .. } = &d.kind {
                let Some(&g) = by_name.get(&name.name) else {
                    continue;
                };
                let t = out[g].ty.clone();
                out[g].init = compiler.expr_as(self, &mut Scope::constant(), init, &t);
            }
        }
        out
    }
}

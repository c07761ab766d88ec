//! Actions, and the calls between functions and between actions: neither
//! may run itself, directly or through others.

use super::checker::Checker;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::compile::Compiler;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::Context;
use crate::lang::ir::*;
use crate::lang::types::Ty;

impl Checker<'_> {
    /// Action bodies, with their parameters as the first locals.
    pub(super) fn compile_actions(&mut self, decls: &[Decl], compiler: &mut Compiler) -> Vec<Body> {
        let mut out = vec![Body::default(); self.actions.len()];
        for d in decls {
            if let DeclKind::Action { name, params, body } = &d.kind {
                let Some((id, tys, _)) = self.actions.get(&name.name).cloned() else {
                    continue;
                };
                let binds: Vec<(&str, Ty)> = params
                    .iter()
                    .zip(tys)
                    .map(|(p, t)| (p.name.name.as_str(), t))
                    .collect();
                compiler.current_action = Some(id);
                out[id as usize] = compiler.body(self, body, Context::Action, &binds);
                compiler.current_action = None;
            }
        }
        out
    }

    /// Actions may not run themselves, directly or through others.
    pub(super) fn check_action_recursion(&mut self) {
        let n = self.actions.len();
        let mut names = vec![String::new(); n];
        for (name, (id, _, _)) in &self.actions {
            if let Some(slot) = names.get_mut(*id as usize) {
                *slot = name.clone();
            }
        }
        for (path, span) in circles(n, &self.action_calls) {
            let p: Vec<&str> = path.iter().map(|i| names[*i].as_str()).collect();
            let first = p.first().copied().unwrap_or_default();
            self.error(
                Diagnostic::new(
                    span,
                    format!("action `{first}` runs itself ({})", p.join(" → ")),
                    "runs itself",
                )
                .with_code(codes::ACTION_RECURSION)
                .help(
                    "actions do not run themselves, so that every event is handled in finite time",
                ),
            );
        }
    }

    /// Functions may not call themselves, directly or through others.
    pub(super) fn check_recursion(&mut self) {
        let n = self.fn_defs.len();
        let mut names = vec![String::new(); n];
        for (name, (sig, _)) in &self.fns {
            if let Some(slot) = names.get_mut(sig.id as usize) {
                *slot = name.clone();
            }
        }
        for (path, span) in circles(n, &self.calls) {
            let p: Vec<&str> = path.iter().map(|i| names[*i].as_str()).collect();
            let first = p.first().copied().unwrap_or_default();
            self.error(
                Diagnostic::new(span, format!("function `{first}` calls itself ({})", p.join(" → ")), "recursive call").with_code(codes::FUNCTION_RECURSION)
                    .help("functions are not recursive, so that every rule is evaluated in finite time; use a comprehension over the cards, seats or tricks"),
            );
        }
    }
}

/// The circles of a graph of calls (`(caller, callee, place of the call)`
/// over `n` nodes), in time linear in its size: one for every call that
/// closes a circle, as the path from the node called round to itself, and
/// the place of that call. Depth first with a stack of its own.
pub(super) fn circles(n: usize, calls: &[(u16, u16, Span)]) -> Vec<(Vec<usize>, Span)> {
    let mut edges: Vec<Vec<(usize, Span)>> = vec![Vec::new(); n];
    for (a, b, s) in calls {
        if let Some(e) = edges.get_mut(*a as usize)
            && (*b as usize) < n
        {
            e.push((*b as usize, *s));
        }
    }
    // 0: not seen, 1: on the path, 2: done.
    let mut state = vec![0u8; n];
    let mut pos = vec![0usize; n];
    let mut out = Vec::new();
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        let mut path: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        pos[root] = 0;
        while let Some(&mut (node, ref mut next)) = path.last_mut() {
            let Some(&(to, span)) = edges[node].get(*next) else {
                state[node] = 2;
                path.pop();
                continue;
            };
            *next += 1;
            match state[to] {
                0 => {
                    state[to] = 1;
                    pos[to] = path.len();
                    path.push((to, 0));
                }
                1 => {
                    let mut circle: Vec<usize> = path[pos[to]..].iter().map(|p| p.0).collect();
                    circle.push(to);
                    out.push((circle, span));
                }
                _ => {}
            }
        }
    }
    out
}

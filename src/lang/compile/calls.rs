//! Calls: user functions, announcements with arguments, and the builtins
//! of [`crate::lang::builtins`].

use super::compiler::Compiler;
use super::scope::Scope;
use crate::lang::ast::*;
use crate::lang::builtins::{self, Accepts, Builtin, Needs};
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::{Env, suggest};
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};

impl Compiler {
    pub(super) fn call(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        f: &Ident,
        args: &[Expr],
        span: Span,
    ) -> (Expression, Ty) {
        let resolved;
        let name = if f.name == "super" {
            // The definition the function being compiled replaced.
            let current = self
                .current_fn
                .and_then(|id| env.fns.iter().find(|(_, (sig, _))| sig.id == id))
                .map(|(n, _)| n.clone());
            match current.as_ref().and_then(|n| env.supers.get(n)) {
                Some(hidden) => {
                    resolved = hidden.clone();
                    resolved.as_str()
                }
                None => {
                    env.error(super_outside(span, current.as_deref(), "fn"));
                    return (Expression::Const(Value::None), Ty::Error);
                }
            }
        } else {
            f.name.as_str()
        };
        // A user function.
        if let Some((sig, _)) = env.fns.get(name).cloned() {
            if args.len() != sig.params.len() {
                env.error(
                    Diagnostic::new(
                        span,
                        format!(
                            "`{name}` takes {} argument(s), {} given",
                            sig.params.len(),
                            args.len()
                        ),
                        "wrong number of arguments",
                    )
                    .with_code(codes::ARGUMENT_COUNT),
                );
                return (Expression::Const(Value::None), sig.ret);
            }
            let xs = args
                .iter()
                .zip(&sig.params)
                .map(|(a, t)| self.expr_as(env, scope, a, t))
                .collect();
            if let Some(caller) = self.current_fn {
                env.calls.push((caller, sig.id, f.span));
            }
            return (Expression::Call(sig.id, xs, span), sig.ret);
        }
        // An announcement with arguments: an instance.
        if let Some(k) = env.ann_names.iter().position(|n| n == name) {
            if !env.used.contains(name) {
                env.used.insert(name.to_string());
            }
            let params = env.ann_params.get(k).cloned().unwrap_or_default();
            if args.len() != params.len() {
                env.error(
                    Diagnostic::new(
                        span,
                        format!(
                            "announcement `{name}` has {} argument(s), {} given",
                            params.len(),
                            args.len()
                        ),
                        "wrong number of arguments",
                    )
                    .with_code(codes::ARGUMENT_COUNT),
                );
                return (Expression::Const(Value::None), Ty::Announcement);
            }
            let xs = args
                .iter()
                .zip(&params)
                .map(|(a, (_, t))| self.expr_as(env, scope, a, t))
                .collect();
            return (Expression::Ann(k as u16, xs), Ty::Announcement);
        }
        let Some(builtin) = builtins::function_named(name) else {
            let mut candidates: Vec<String> = env.fns.keys().cloned().collect();
            candidates.extend(env.ann_names.iter().cloned());
            candidates.extend(builtins::function_names().map(str::to_string));
            let hint = suggest(name, &candidates);
            env.error(
                Diagnostic::new(f.span, format!("unknown function `{name}`"), "not defined")
                    .with_code(codes::UNKNOWN_FUNCTION)
                    .help(hint.map_or_else(
                        || "declare it with `fn`".to_string(),
                        |h| format!("did you mean `{h}`?"),
                    )),
            );
            return (Expression::Const(Value::None), Ty::Error);
        };
        self.builtin_call(env, scope, builtin, args, span)
    }

    /// A call of a built-in function: arguments compiled and checked
    /// against its parameters in the table.
    pub(super) fn builtin_call(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        builtin: &Builtin,
        args: &[Expr],
        span: Span,
    ) -> (Expression, Ty) {
        let name = builtin.name;
        let params = builtin.params.unwrap_or_default();
        let arity = |env: &mut Env<'_>| -> bool {
            if params.len() != args.len() {
                env.error(
                    Diagnostic::new(
                        span,
                        format!(
                            "`{name}` takes {} argument(s), {} given",
                            params.len(),
                            args.len()
                        ),
                        "wrong number of arguments",
                    )
                    .with_code(codes::ARGUMENT_COUNT),
                );
                false
            } else {
                true
            }
        };
        // Typed parameters want their type of the argument (an integer
        // literal where a seat is wanted is a seat); others take what the
        // argument is and check it after.
        let typed = params.iter().all(|p| matches!(p.accepts, Accepts::Only(_)));
        if typed && !arity(env) {
            return (Expression::Const(Value::None), Ty::Error);
        }
        let mut xs = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            match params.get(i).map(|p| p.accepts) {
                Some(Accepts::Only(t)) => xs.push(self.expr_as(env, scope, a, &t.ty())),
                accepts => {
                    let (x, t) = self.expr(env, scope, a);
                    xs.push(x);
                    let fits = match accepts {
                        Some(Accepts::SuitOrCard) => {
                            matches!(t.base(), Ty::Suit | Ty::Card | Ty::Error)
                        }
                        Some(Accepts::Countable) => {
                            matches!(t.base(), Ty::Cards | Ty::Seats | Ty::List(_) | Ty::Error)
                        }
                        _ => true,
                    };
                    if !fits && params.len() == args.len() {
                        let n = env.ty_name(&t);
                        let (message, label) = match accepts {
                            Some(Accepts::SuitOrCard) => (
                                format!("`{name}` takes a suit or a card, not {n}"),
                                "not a suit or card",
                            ),
                            _ => (
                                format!("`{name}` counts cards, seats or a list, not {n}"),
                                "not countable",
                            ),
                        };
                        env.error(
                            Diagnostic::new(a.span, message, label).with_code(codes::ARGUMENT_TYPE),
                        );
                    }
                }
            }
        }
        if !typed && !arity(env) {
            return (Expression::Const(Value::None), Ty::Error);
        }
        if builtin.needs != Needs::Nothing && scope.constant {
            env.error(
                Diagnostic::new(
                    span,
                    format!("`{name}` is part of the game, not a constant"),
                    "needs the game",
                ).with_code(codes::NOT_CONSTANT)
                .help("parameters, groups, contract fields and variables' first values are fixed before the deal; set a variable from the game in `on start`"),
            );
        }
        (
            Expression::Builtin(builtin.bi, xs, span),
            builtin.result.ty(),
        )
    }
}

/// `super` where nothing was replaced.
pub(super) fn super_outside(span: Span, current: Option<&str>, what: &str) -> Diagnostic {
    let message = match current {
        Some(name) => format!("`super` in `{name}`, which overrides no base's {what}"),
        None if what == "fn" => "`super` outside a function".to_string(),
        None => "`super` outside an action".to_string(),
    };
    Diagnostic::new(span, message, "nothing to call")
        .with_code(codes::SUPER_OUTSIDE_OVERRIDE)
        .help(format!(
            "`super(…)` calls the definition an `override {what}` replaces, with the same arguments' types"
        ))
}

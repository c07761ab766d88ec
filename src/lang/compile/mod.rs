//! Expressions and statements: name resolution, type checking and
//! compilation to the IR. Every error is reported with its place and the
//! compilation goes on with an error type, so that one mistake does not
//! bury the next.
//!
//! By what is compiled, each in its own file:
//!
//! - here: the [`Compiler`] and bodies (blocks of statements);
//! - [`scope`]: local names, their slots and types;
//! - [`stmt`]: statements, places and violations;
//! - [`expr`]: expressions, names and tokens, and the type wanted;
//! - [`text`]: texts with interpolations;
//! - [`operators`]: unary and binary operators;
//! - [`fields`]: `.field` access;
//! - [`calls`]: calls of functions, announcements and builtins (the
//!   builtins from the table of [`super::builtins`]);
//! - [`table`] and [`comprehension`]: the two forms that bind a name.
//!
//! Names and types are resolved against the environment
//! ([`super::env::Env`]), which the checker fills.

mod calls;
mod comprehension;
mod expr;
mod fields;
mod operators;
mod scope;
mod stmt;
mod table;
mod text;

pub use expr::card_set_of;
use expr::{unify, unreachable_op};
pub use scope::Scope;

use super::ast::*;
use super::builtins::{self, Accepts, Builtin, Needs};
use super::diag::{Diagnostic, Span};
use super::env::{Context, Env, Symbol, suggest};
use super::ir::*;
use super::types::{PhaseName, Ty, Value};
use crate::cards::{Card, CardSet, Suit};
use crate::engine::Kind;
use crate::seat::Seat;
use std::collections::HashSet;
use std::sync::Arc;

/// Compiles bodies and expressions; remembers which function is being
/// compiled (for the recursion check) and where a block stands.
pub struct Compiler {
    pub current_fn: Option<u16>,
    /// The action being compiled (for the check that actions do not run
    /// themselves).
    pub current_action: Option<u16>,
    context: Option<Context>,
}

impl Compiler {
    pub fn new() -> Compiler {
        Compiler {
            current_fn: None,
            current_action: None,
            context: None,
        }
    }

    /// Compiles a handler or settlement body with its bound names.
    pub fn body(
        &mut self,
        env: &mut Env<'_>,
        block: &Block,
        context: Context,
        binds: &[(&str, Ty)],
    ) -> Body {
        let mut scope = Scope::new();
        for (n, t) in binds {
            scope.push(n, t.clone());
        }
        self.context = Some(context);
        let stmts = self.block(env, &mut scope, block);
        self.context = None;
        Body {
            stmts,
            locals: scope.max(),
        }
    }

    fn block(&mut self, env: &mut Env<'_>, scope: &mut Scope, block: &Block) -> Vec<St> {
        let m = scope.mark();
        let out = block
            .iter()
            .filter_map(|s| self.stmt(env, scope, s))
            .collect();
        scope.reset(m);
        out
    }
}

impl Default for Compiler {
    fn default() -> Self {
        Compiler::new()
    }
}

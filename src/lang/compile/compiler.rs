//! The compiler, and bodies: blocks of statements with their bound names.

use super::scope::Scope;
use crate::lang::ast::*;
use crate::lang::env::{Context, Env};
use crate::lang::ir::*;
use crate::lang::types::Ty;

/// Compiles bodies and expressions; remembers which function is being
/// compiled (for the recursion check) and where a block stands.
pub struct Compiler {
    pub current_fn: Option<u16>,
    /// The action being compiled (for the check that actions do not run
    /// themselves).
    pub current_action: Option<u16>,
    pub(super) context: Option<Context>,
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
            binds: binds.iter().map(|(_, t)| t.clone()).collect(),
        }
    }

    pub(super) fn block(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        block: &Block,
    ) -> Vec<Statement> {
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

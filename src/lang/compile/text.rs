//! Texts with `{expression}` interpolations: each part compiled.

use super::compiler::Compiler;
use super::scope::Scope;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::Env;
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};
use std::sync::Arc;

impl Compiler {
    /// A string, with `{expr}` interpolations (`{{` and `}}` for braces).
    pub(super) fn text(
        &mut self,
        env: &mut Env<'_>,
        scope: &mut Scope,
        text: &str,
        span: Span,
    ) -> (Expression, Ty) {
        if !text.contains('{') && !text.contains('}') {
            return (Expression::Const(Value::Text(Arc::from(text))), Ty::Text);
        }
        // The literal's text starts after its opening quote; escapes are
        // rare in interpolated messages, so offsets are those of the source
        // when there are none.
        let raw_start = span.start as usize + 1;
        let mut parts = Vec::new();
        let mut lit = String::new();
        let bytes: Vec<(usize, char)> = text.char_indices().collect();
        let mut i = 0;
        while i < bytes.len() {
            let (pos, c) = bytes[i];
            if c == '{' && bytes.get(i + 1).map(|x| x.1) == Some('{') {
                lit.push('{');
                i += 2;
                continue;
            }
            if c == '}' && bytes.get(i + 1).map(|x| x.1) == Some('}') {
                lit.push('}');
                i += 2;
                continue;
            }
            if c == '{' {
                let close = text[pos + 1..].find('}').map(|n| pos + 1 + n);
                let Some(close) = close else {
                    env.error(
                        Diagnostic::new(
                            span,
                            "a `{` in this text is not closed",
                            "unclosed interpolation",
                        )
                        .with_code(codes::UNCLOSED_INTERPOLATION)
                        .help("write `{{` for a brace"),
                    );
                    return (Expression::Const(Value::Text(Arc::from(text))), Ty::Text);
                };
                if !lit.is_empty() {
                    parts.push(Part::Lit(std::mem::take(&mut lit)));
                }
                let inner = &text[pos + 1..close];
                match crate::lang::parse::parse_expr(inner, span.file, raw_start + pos + 1) {
                    Ok(ex) => {
                        let (x, _) = self.expr(env, scope, &ex);
                        parts.push(Part::Expr(x));
                    }
                    Err(d) => env.error(*d),
                }
                i = bytes
                    .iter()
                    .position(|(p, _)| *p == close + 1)
                    .unwrap_or(bytes.len());
                continue;
            }
            lit.push(c);
            i += 1;
        }
        if !lit.is_empty() {
            parts.push(Part::Lit(lit));
        }
        (Expression::Text(parts), Ty::Text)
    }
}

//! Local names: a function's or an action's parameters, the names a
//! handler's pattern binds, `let`, `for` and the variable of a
//! comprehension, each with the stretch of text where it is in scope. The
//! parser bounds how deep a spec nests (`lang::parse::limits`), so the walk
//! may recurse.

use crate::lang::ast::*;
use crate::lang::diag::Span;

/// A local name's binding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Local {
    pub name: Ident,
    /// What binds it (`let`, `for`, `parameter` …).
    pub what: &'static str,
    /// Where it is in scope (byte offsets).
    pub scope: (u32, u32),
}

/// The local names in scope at `offset`, among the declarations of one
/// file (bound before it).
pub fn in_scope(decls: &[Decl], offset: usize) -> Vec<Local> {
    let Ok(offset) = u32::try_from(offset) else {
        return Vec::new();
    };
    let Some(decl) = decls
        .iter()
        .find(|d| d.span.start <= offset && offset <= d.span.end)
    else {
        return Vec::new();
    };
    let mut all = Vec::new();
    collect(decl, &mut all);
    all.retain(|l| l.scope.0 <= offset && offset <= l.scope.1 && l.name.span.start <= offset);
    all
}

/// The binding of `name` in scope at `offset` (the innermost one), among
/// the declarations of one file.
pub fn binding(decls: &[Decl], name: &str, offset: usize) -> Option<Local> {
    in_scope(decls, offset)
        .into_iter()
        .filter(|l| l.name.name == name)
        .max_by_key(|l| l.name.span.start)
}

fn whole(span: Span) -> (u32, u32) {
    (span.start, span.end)
}

fn collect(d: &Decl, out: &mut Vec<Local>) {
    let scope = whole(d.span);
    let params = |ps: &[Param], out: &mut Vec<Local>| {
        for p in ps {
            out.push(Local {
                name: p.name.clone(),
                what: "parameter",
                scope,
            });
        }
    };
    match &d.kind {
        DeclKind::Fn {
            params: ps, body, ..
        } => {
            params(ps, out);
            expr(body, out);
        }
        DeclKind::Action {
            params: ps, body, ..
        } => {
            params(ps, out);
            block(body, d.span.end, out);
        }
        DeclKind::Handler { pattern, body } => {
            let bound = match pattern {
                Pattern::Play { name, .. } | Pattern::Take { name } | Pattern::Discard { name } => {
                    vec![name.clone()]
                }
                Pattern::Say {
                    word: WordPattern::Typed { name, .. },
                    ..
                } => vec![name.clone()],
                Pattern::Say {
                    word:
                        WordPattern::Named {
                            params: Some(ps), ..
                        },
                    ..
                } => ps.iter().map(|p| p.name.clone()).collect(),
                _ => Vec::new(),
            };
            for name in bound {
                out.push(Local {
                    name,
                    what: "bound by the handler's event",
                    scope,
                });
            }
            block(body, d.span.end, out);
        }
        DeclKind::Settle { body } => block(body, d.span.end, out),
        DeclKind::Param { value, .. }
        | DeclKind::Group { value, .. }
        | DeclKind::Seat { value, .. } => expr(value, out),
        DeclKind::Var { init, .. } => expr(init, out),
        DeclKind::Contract { fields, .. } => {
            for f in fields {
                expr(&f.value, out);
            }
        }
        DeclKind::Announcement {
            params: ps, fields, ..
        } => {
            params(ps, out);
            for f in fields {
                expr(&f.value, out);
            }
        }
        DeclKind::Pass { when: Some(e), .. } => expr(e, out),
        _ => {}
    }
}

/// A block whose text ends at `end`: a `let` is in scope from itself to
/// there.
fn block(b: &Block, end: u32, out: &mut Vec<Local>) {
    for s in b {
        stmt(s, end, out);
    }
}

fn violation(v: &ViolationSpec, out: &mut Vec<Local>) {
    for e in [&v.by, &v.message].into_iter().flatten() {
        expr(e, out);
    }
}

fn stmt(s: &Stmt, block_end: u32, out: &mut Vec<Local>) {
    match &s.kind {
        StmtKind::Let { name, value } => {
            expr(value, out);
            out.push(Local {
                name: name.clone(),
                what: "let",
                scope: (s.span.start, block_end),
            });
        }
        StmtKind::For { var, over, body } => {
            expr(over, out);
            out.push(Local {
                name: var.clone(),
                what: "for",
                scope: whole(s.span),
            });
            block(body, s.span.end, out);
        }
        StmtKind::If {
            cond,
            then,
            otherwise,
        } => {
            expr(cond, out);
            block(then, s.span.end, out);
            if let Some(o) = otherwise {
                block(o, s.span.end, out);
            }
        }
        StmtKind::Require { cond, violation: v } => {
            expr(cond, out);
            violation(v, out);
        }
        StmtKind::Fail { violation: v } => violation(v, out),
        StmtKind::Narrow { to, .. } => expr(to, out),
        StmtKind::Set { place, value }
        | StmtKind::Add { value, place }
        | StmtKind::Remove { value, place } => {
            if let Some(i) = &place.index {
                expr(i, out);
            }
            expr(value, out);
        }
        StmtKind::Turn { seat } => expr(seat, out),
        StmtKind::Bind { card, trick } => {
            expr(card, out);
            expr(trick, out);
        }
        StmtKind::Pay(p) => {
            for e in [&p.item, &p.side, &p.value, &p.points] {
                expr(e, out);
            }
            for e in [&p.times, &p.won_if, &p.announced_if].into_iter().flatten() {
                expr(e, out);
            }
        }
        StmtKind::Note { text } | StmtKind::Unchecked { text } => expr(text, out),
        StmtKind::Do { args, .. } => {
            for a in args {
                expr(a, out);
            }
        }
        _ => {}
    }
}

fn expr(e: &Expr, out: &mut Vec<Local>) {
    match &e.kind {
        ExprKind::Comp {
            var,
            over,
            filter,
            body,
            ..
        } => {
            expr(over, out);
            out.push(Local {
                name: var.clone(),
                what: "comprehension",
                scope: whole(e.span),
            });
            for x in [filter, body].into_iter().flatten() {
                expr(x, out);
            }
        }
        ExprKind::Unary(_, a) | ExprKind::Field(a, _) => expr(a, out),
        ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => {
            expr(a, out);
            expr(b, out);
        }
        ExprKind::If(a, b, c) => {
            expr(a, out);
            expr(b, out);
            expr(c, out);
        }
        ExprKind::Call(_, args) | ExprKind::Set(args) | ExprKind::List(args) => {
            for a in args {
                expr(a, out);
            }
        }
        ExprKind::Table(subject, arms) => {
            expr(subject, out);
            for arm in arms {
                if let TableKey::Cmp(_, k) | TableKey::Value(k) = &arm.key {
                    expr(k, out);
                }
                expr(&arm.value, out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locals_are_found_in_their_scope_only() {
        let text = "fn f(c: card) -> int = count(x in {I, II} where x == c)\n\
                    action a(s: seat) {\n  let n = 1\n  for k in hand(s) { note \"{k}\" }\n  turn s\n}\n";
        let decls = crate::lang::parse::parse(text, 0).expect("parses");
        let at = |needle: &str, nth: usize| {
            text.match_indices(needle)
                .nth(nth)
                .map(|(i, _)| i)
                .expect(needle)
        };
        let b = |name: &str, offset: usize| {
            binding(&decls, name, offset).map(|l| (l.what, l.name.span.start))
        };
        assert_eq!(
            b("c", at("== c", 0) + 3),
            Some(("parameter", at("c:", 0) as u32))
        );
        assert_eq!(
            b("x", at("x ==", 0)),
            Some(("comprehension", at("x in", 0) as u32))
        );
        assert_eq!(
            b("s", at("turn s", 0) + 5),
            Some(("parameter", at("s:", 0) as u32))
        );
        assert_eq!(b("n", at("turn", 0)), Some(("let", at("n =", 0) as u32)));
        // `k` is bound inside its `for` only.
        assert_eq!(b("k", at("note", 0)), Some(("for", at("k in", 0) as u32)));
        assert_eq!(b("k", at("turn", 0)), None);
        // Not across declarations.
        assert_eq!(b("c", at("turn", 0)), None);
        assert_eq!(b("c", 99_999), None);
    }
}

//! Spec text → AST: the pest parse tree converted one function per grammar
//! rule, with spans; a syntax error becomes a located diagnostic saying
//! what was expected and what was found.
//!
//! - here: [`parse`] and [`parse_expr`], and the cursor over pest's pairs;
//! - [`limits`]: nesting, expression length and parser calls, bounded;
//! - [`errors`]: syntax errors, located, with what was expected;
//! - [`decl`]: declarations and written types;
//! - [`stmt`]: statements and blocks;
//! - [`expr`]: expressions, by precedence.

mod decl;
mod errors;
mod expr;
mod limits;
mod stmt;

use crate::lang::codes;
use errors::{KEYWORDS, keyword_as_name, syntax_error};
use limits::{MAX_DEPTH, MAX_EXPR_PARTS, nesting};
pub use limits::{MAX_PARSE_CALLS, parse_calls, set_parse_calls};

use super::ast::*;
use super::diag::{Diagnostic, Span};
use super::syntax::{Rule, SkusParser};
use pest::Parser;
use pest::iterators::{Pair, Pairs};
use pest::pratt_parser::{Assoc, Op, PrattParser};
use std::sync::LazyLock;

type P<'a> = Pair<'a, Rule>;

/// Parses a spec file. `file` is its index in the `Sources`.
pub fn parse(text: &str, file: u16) -> Result<Vec<Decl>, Box<Diagnostic>> {
    nesting(text, file)?;
    // pest guards its own stack; the call budget bounds the time a
    // pathological text can take (the shipped specs need about 10 calls a
    // byte; the budget is enough for a 4 MiB spec at 20 a byte).
    static LIMIT: std::sync::Once = std::sync::Once::new();
    LIMIT.call_once(|| pest::set_call_limit(std::num::NonZeroUsize::new(parse_calls())));
    let pairs = SkusParser::parse(Rule::spec, text).map_err(|_| {
        // Read again, tracking the literal tokens tried at the furthest
        // position, so that a missing `else` or `to` is named in the error
        // (tracking doubles the time of a good parse). The switch is
        // process-wide and sampled when a parse starts: one detailed parse
        // at a time.
        static DETAIL: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _one = DETAIL.lock().unwrap_or_else(|p| p.into_inner());
        pest::set_error_detail(true);
        let again = SkusParser::parse(Rule::spec, text);
        pest::set_error_detail(false);
        match again {
            Err(e) => Box::new(syntax_error(e, text, file)),
            Ok(_) => Box::new(
                Diagnostic::new(Span::new(file, 0, 0), "the spec could not be read", "here")
                    .with_code(codes::UNREADABLE),
            ),
        }
    })?;
    // Expressions nested in expressions without brackets (`if … then if
    // …`), statements in statements (an `else if` chain nests as deep as
    // it is long) and operators (`not not …`, `a + b + …`: the tree of an
    // expression is as deep as its operators are many): every later stage
    // recurses on the tree, so its depth is bounded here, each expression
    // counting for its parts. Walked with a stack of our own.
    let mut stack: Vec<(pest::iterators::Pair<'_, Rule>, usize)> =
        pairs.clone().map(|p| (p, 0)).collect();
    while let Some((p, depth)) = stack.pop() {
        let weight = match p.as_rule() {
            Rule::expr => p.clone().into_inner().count().max(1),
            Rule::if_stmt | Rule::for_stmt => 1,
            _ => 0,
        };
        let depth = depth + weight;
        if depth > MAX_DEPTH {
            let sp = p.as_span();
            return Err(Box::new(
                Diagnostic::new(
                    Span::new(file, sp.start(), sp.start() + 1),
                    format!(
                        "expressions and statements are nested too deep here (depth {depth}, counting each operator; at most {MAX_DEPTH})"
                    ),
                    "too deep",
                ).with_code(codes::NESTED_TOO_DEEP)
                .help("split the expression with `let`, functions or tables"),
            ));
        }
        stack.extend(p.into_inner().map(|c| (c, depth)));
    }
    // An expression of thousands of operators would nest its tree (and the
    // stack of everything that walks it) as deep: refuse it.
    for p in pairs
        .clone()
        .flatten()
        .filter(|p| p.as_rule() == Rule::expr)
    {
        let parts = p.clone().into_inner().count();
        if parts > MAX_EXPR_PARTS {
            let sp = p.as_span();
            return Err(Box::new(
                Diagnostic::new(
                    Span::new(file, sp.start(), sp.start() + 1),
                    format!(
                        "this expression is too long ({parts} parts; at most {MAX_EXPR_PARTS})"
                    ),
                    "starts here",
                )
                .with_code(codes::EXPRESSION_TOO_LONG)
                .help("split it with `let`, functions or tables"),
            ));
        }
    }
    if let Some(k) = pairs
        .clone()
        .flatten()
        .find(|p| p.as_rule() == Rule::ident && KEYWORDS.contains(&p.as_str()))
    {
        let sp = k.as_span();
        return Err(Box::new(keyword_as_name(
            k.as_str(),
            file,
            sp.start(),
            sp.end(),
        )));
    }
    let cx = Cx { file, offset: 0 };
    let mut decls = Vec::new();
    for p in pairs.flatten().filter(|p| p.as_rule() == Rule::spec) {
        for d in p.into_inner() {
            if d.as_rule() != Rule::EOI {
                decls.push(cx.decl(d));
            }
        }
    }
    Ok(decls)
}

struct Cx {
    file: u16,
    /// Where the parsed text starts in its file (an interpolation inside a
    /// string is parsed on its own).
    offset: usize,
}

/// Parses one expression that stands at byte `offset` of a file (the
/// `{…}` of an interpolated string).
pub fn parse_expr(text: &str, file: u16, offset: usize) -> Result<Expr, Box<Diagnostic>> {
    let mut pairs = SkusParser::parse(Rule::expr_only, text).map_err(|e| {
        let mut d = syntax_error(e, text, file);
        d.span.start += offset as u32;
        d.span.end += offset as u32;
        Box::new(d)
    })?;
    let cx = Cx { file, offset };
    let p = pairs.next().and_then(|p| p.into_inner().next());
    match p {
        Some(p) => Ok(cx.expr(p)),
        None => Err(Box::new(
            Diagnostic::new(
                Span::new(file, offset, offset + 1),
                "expected an expression",
                "empty",
            )
            .with_code(codes::EMPTY_EXPRESSION),
        )),
    }
}

impl Cx {
    fn span(&self, p: &P<'_>) -> Span {
        let s = p.as_span();
        Span::new(self.file, self.offset + s.start(), self.offset + s.end())
    }

    fn ident(&self, p: P<'_>) -> Ident {
        Ident {
            name: p.as_str().to_string(),
            span: self.span(&p),
        }
    }

    fn string(&self, p: P<'_>) -> Str {
        let span = self.span(&p);
        let inner = p.into_inner().next().map(|i| i.as_str()).unwrap_or("");
        let mut text = String::with_capacity(inner.len());
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.next() {
                    Some('n') => text.push('\n'),
                    Some('t') => text.push('\t'),
                    Some(o) => text.push(o),
                    None => {}
                }
            } else {
                text.push(c);
            }
        }
        Str { text, span }
    }

    fn int(&self, p: P<'_>) -> (i64, Span) {
        // The grammar guarantees digits; a number too large saturates and
        // the checker reports it.
        (p.as_str().parse().unwrap_or(i64::MAX), self.span(&p))
    }
}

/// The next child of a node; the grammar guarantees it, so a missing one
/// is an internal error turned into an empty node rather than a panic.
fn next<'a>(it: &mut Pairs<'a, Rule>) -> P<'a> {
    match it.next() {
        Some(p) => p,
        None => empty_pair(),
    }
}

fn next_peek<'a>(it: &mut std::iter::Peekable<Pairs<'a, Rule>>) -> P<'a> {
    match it.next() {
        Some(p) => p,
        None => empty_pair(),
    }
}

/// An empty `ident` pair, standing in for a child the grammar guarantees.
fn empty_pair<'a>() -> P<'a> {
    static EMPTY: LazyLock<String> = LazyLock::new(|| "x".to_string());
    match SkusParser::parse(Rule::ident, EMPTY.as_str())
        .ok()
        .and_then(|mut p| p.next())
    {
        Some(p) => p,
        None => unreachable_pair(),
    }
}

#[cold]
fn unreachable_pair<'a>() -> P<'a> {
    // `x` is an identifier; parsing it cannot fail.
    panic!("the grammar no longer accepts `x` as an identifier")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_ok(text: &str) -> Vec<Decl> {
        match parse(text, 0) {
            Ok(d) => d,
            Err(e) => panic!("{}", e.message),
        }
    }

    fn expr(text: &str) -> Expr {
        let decls = parse_ok(&format!("param x: int = {text}"));
        match &decls[0].kind {
            DeclKind::Param { value, .. } => value.clone(),
            k => panic!("{k:?}"),
        }
    }

    fn show(e: &Expr) -> String {
        match &e.kind {
            ExprKind::Int(n) => n.to_string(),
            ExprKind::Name(n) | ExprKind::Token(n) => n.clone(),
            ExprKind::Unary(op, a) => format!("({op:?} {})", show(a)),
            ExprKind::Binary(op, a, b) => format!("({} {} {})", show(a), op.symbol(), show(b)),
            ExprKind::Field(a, f) => format!("{}.{}", show(a), f.name),
            ExprKind::Call(f, args) => format!(
                "{}({})",
                f.name,
                args.iter().map(show).collect::<Vec<_>>().join(", ")
            ),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn precedence() {
        assert_eq!(show(&expr("1 + 2 * 3")), "(1 + (2 * 3))");
        assert_eq!(show(&expr("a or b and c")), "(a or (b and c))");
        assert_eq!(show(&expr("not a in b")), "(Not (a in b))");
        assert_eq!(show(&expr("a - b - c")), "((a - b) - c)");
        assert_eq!(show(&expr("-x.rank + 1")), "((Neg x.rank) + 1)");
        assert_eq!(show(&expr("hand(s) & birds")), "(hand(s) & birds)");
        assert_eq!(
            show(&expr("c not in birds and x")),
            "((c not in birds) and x)"
        );
        assert_eq!(show(&expr("calls-king")), "calls-king");
        assert_eq!(show(&expr("a-b - 1")), "(a-b - 1)");
    }

    #[test]
    fn comprehensions_and_tables() {
        match expr("count(s in seats where s != d)").kind {
            ExprKind::Comp {
                quantifier: Quantifier::Count,
                filter: Some(_),
                body: None,
                ..
            } => {}
            k => panic!("{k:?}"),
        }
        match expr("sum(c in cs: face(c))").kind {
            ExprKind::Comp {
                quantifier: Quantifier::Sum,
                filter: None,
                body: Some(_),
                ..
            } => {}
            k => panic!("{k:?}"),
        }
        match expr("table n { >= 13: 40, 11..12: 50, else: 60 }").kind {
            ExprKind::Table(_, arms) => assert_eq!(arms.len(), 3),
            k => panic!("{k:?}"),
        }
        assert_eq!(show(&expr("count(hand)")), "count(hand)");
    }

    #[test]
    fn syntax_errors_say_what_was_expected() {
        let e = parse("group birds = {I, XXI,", 0).unwrap_err();
        assert!(e.message.starts_with("expected "), "{}", e.message);
        let e = parse("rule foo \"x\"", 0).unwrap_err();
        assert!(e.message.contains("rule id"), "{}", e.message);
    }

    #[test]
    fn a_where_nested_in_the_body_is_the_body_s() {
        // The body holds a comprehension with `where`; the outer one has
        // none (and `where` on its own line is still a filter).
        match expr("per(s in seats: sum(o in seats where o != s: 1))").kind {
            ExprKind::Comp {
                filter: None,
                body: Some(_),
                ..
            } => {}
            k => panic!("{k:?}"),
        }
        match expr("count(s in seats\n  where s != d)").kind {
            ExprKind::Comp {
                filter: Some(_),
                body: None,
                ..
            } => {}
            k => panic!("{k:?}"),
        }
    }
}

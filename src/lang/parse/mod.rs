//! Spec text → AST: the pest parse tree converted one function per grammar
//! rule, with spans; a syntax error becomes a located diagnostic saying
//! what was expected and what was found.
//!
//! - `read`: the entry points, [`parse`] and [`parse_expr`];
//! - `cursor`: the cursor over pest's pairs;
//! - `limits`: nesting, expression length and parser calls, bounded;
//! - `near`: an edit of a text read before, read again only where it
//!   differs;
//! - `errors`: syntax errors, located, with what was expected;
//! - `decl`: declarations and written types;
//! - `stmt`: statements and blocks;
//! - `expr`: expressions, by precedence.

mod cursor;
mod decl;
mod errors;
mod expr;
mod limits;
mod near;
mod read;
mod standings;
mod stmt;

pub use limits::{
    MAX_PARSE_CALLS, MIN_PARSE_CALLS, PARSE_CALLS_PER_BYTE, call_budget, parse_calls,
    set_parse_calls,
};
pub use near::{Earlier, Kept, MARGIN, decl_start, parse_near, shared_ends};
pub use read::{parse, parse_afresh, parse_expr};

use crate::lang::ast::Decl;

/// The declarations of a text known without reading it, if any (`file`
/// its index in the `Sources`): the shipped specs' pack registers one
/// (`specs::pack`), so that a spec file that extends a shipped spec, or is
/// one, does not read the shipped text again. The language itself knows
/// no spec.
pub type Known = fn(&str, u16) -> Option<Vec<Decl>>;

static KNOWN: std::sync::OnceLock<Known> = std::sync::OnceLock::new();

/// Registers where known declarations come from (once; later calls are
/// ignored).
pub fn set_known(f: Known) {
    let _ = KNOWN.set(f);
}

/// A text read before that a text is close to (an edit of a shipped
/// spec), if any: the shipped specs' pack registers one (`specs::pack`).
pub type Near = fn(&str) -> Option<Box<dyn Earlier>>;

static NEAR: std::sync::OnceLock<Near> = std::sync::OnceLock::new();

/// Registers where texts read before come from (once; later calls are
/// ignored).
pub fn set_near(f: Near) {
    let _ = NEAR.set(f);
}

std::thread_local! {
    /// A text read before on this thread that texts read now may be edits
    /// of ([`with_earlier`]).
    static EARLIER: std::cell::RefCell<Option<std::rc::Rc<dyn Earlier>>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `f` with `earlier` as a text that the texts it reads may be edits
/// of (an editor's last text that parsed, while it checks the next one):
/// [`parse_or_known`] reads such a text again only where it differs.
pub fn with_earlier<T>(earlier: std::rc::Rc<dyn Earlier>, f: impl FnOnce() -> T) -> T {
    let before = EARLIER.replace(Some(earlier));
    let out = f();
    EARLIER.set(before);
    out
}

/// Whether `text` is close enough to `earlier` to read it near it: at
/// least half of it is shared at its start and end. (Where nothing is
/// shared, reading again only where the texts differ is reading all.)
pub fn is_near(text: &str, earlier: &str) -> bool {
    let (prefix, suffix) = shared_ends(earlier, text);
    (prefix + suffix) * 2 >= text.len()
}

/// The declarations of a text, from what is known, or read again where it
/// differs from a text read before ([`parse_near`]: the text set by
/// [`with_earlier`], else a shipped spec it is an edit of), or else read
/// ([`parse`]).
pub fn parse_or_known(
    text: &str,
    file: u16,
) -> Result<Vec<Decl>, Box<crate::lang::diag::Diagnostic>> {
    if let Some(decls) = KNOWN.get().and_then(|known| known(text, file)) {
        return Ok(decls);
    }
    let earlier = EARLIER.with_borrow(|e| e.clone().filter(|e| is_near(text, e.text())));
    if let Some(earlier) = earlier {
        return parse_near(text, file, earlier.as_ref());
    }
    match NEAR.get().and_then(|near| near(text)) {
        Some(earlier) => parse_near(text, file, earlier.as_ref()),
        None => parse(text, file),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::ast::*;

    #[test]
    fn a_failed_text_read_again_keeps_its_file_and_text() {
        // The last error is kept with its text and file: the same text in
        // another file, or another text, is not given it.
        let bad = "param x: int = 1 +\n";
        let first = parse(bad, 0).expect_err("does not parse");
        let again = parse(bad, 0).expect_err("does not parse");
        assert_eq!(first, again);
        let other_file = parse(bad, 3).expect_err("does not parse");
        assert_eq!(other_file.span.file, 3);
        assert_eq!(other_file.message, first.message);
        let other = parse("param y: int = (\n", 0).expect_err("does not parse");
        assert_ne!(other.span, first.span);
    }

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

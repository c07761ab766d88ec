//! The entry points: a spec file read whole (with its limits checked
//! first, and a failed parse read again for its detail), and one expression.

use super::cursor::Cx;
use super::errors::{KEYWORDS, keyword_as_name, syntax_error, syntax_error_from};
use super::limits::{MAX_DEPTH, MAX_EXPR_PARTS, call_budget, nesting};
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::syntax::{Rule, SkusParser};
use pest::Parser;
use pest::iterators::Pairs;

/// Parses a spec file. `file` is its index in the `Sources`.
pub fn parse(text: &str, file: u16) -> Result<Vec<Decl>, Box<Diagnostic>> {
    parse_with(text, file, failed)
}

/// [`parse`] with its syntax error made afresh (the whole text read with
/// pest's detail), never the error kept from an earlier reading of the
/// same text: what the near reader is held to (`tests/lang/parse_near.rs`,
/// the `spec_load` fuzz target).
pub fn parse_afresh(text: &str, file: u16) -> Result<Vec<Decl>, Box<Diagnostic>> {
    parse_with(text, file, whole_error)
}

fn parse_with(
    text: &str,
    file: u16,
    failed: fn(&str, u16) -> Box<Diagnostic>,
) -> Result<Vec<Decl>, Box<Diagnostic>> {
    nesting(text, file)?;
    let pairs = parse_rule(Rule::spec, text, text.len()).map_err(|_| failed(text, file))?;
    if let Some(d) = tree_problem(&pairs, text, 0, file) {
        return Err(d);
    }
    let cx = Cx { file, offset: 0 };
    let mut decls = Vec::new();
    for p in pairs.filter(|p| p.as_rule() == Rule::spec) {
        for d in p.into_inner() {
            if d.as_rule() != Rule::EOI {
                decls.push(cx.decl(d));
            }
        }
    }
    Ok(decls)
}

/// Parses `rule` on `text` under the call budget of a text of `len`
/// bytes ([`call_budget`]; `len` is the whole spec's where `text` is a
/// part of it read again, so that the part has the budget the whole
/// parse has). pest guards its own stack; the budget bounds the time and
/// the memory a pathological text can take. pest reads its budget from a
/// process-wide setting when a parse starts, so the setting and the parse
/// are made under one lock (a parse takes milliseconds).
pub(super) fn parse_rule(
    rule: Rule,
    text: &str,
    len: usize,
) -> Result<Pairs<'_, Rule>, pest::error::Error<Rule>> {
    parse_locked(rule, text, len, false)
}

/// [`parse_rule`], tracking the literal tokens tried at the furthest
/// position (pest's error detail, also a process-wide setting read when
/// a parse starts, so set under the same lock).
fn parse_rule_detailed(
    rule: Rule,
    text: &str,
    len: usize,
) -> Result<Pairs<'_, Rule>, pest::error::Error<Rule>> {
    parse_locked(rule, text, len, true)
}

fn parse_locked(
    rule: Rule,
    text: &str,
    len: usize,
    detail: bool,
) -> Result<Pairs<'_, Rule>, pest::error::Error<Rule>> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = ONE.lock().unwrap_or_else(|p| p.into_inner());
    pest::set_call_limit(std::num::NonZeroUsize::new(call_budget(len)));
    if !detail {
        return SkusParser::parse(rule, text);
    }
    pest::set_error_detail(true);
    let parsed = SkusParser::parse(rule, text);
    pest::set_error_detail(false);
    parsed
}

/// The error of a spec that does not parse: read again, tracking the
/// literal tokens tried at the furthest position, so that a missing `else`
/// or `to` is named in the error (tracking doubles the time of a good
/// parse; see [`parse_rule_detailed`]).
///
/// The last error made on a thread is kept with its text: the same text
/// read again (the language server reads a document to check it and again
/// to index it) gets it without a third parse.
#[cold]
pub(super) fn failed(text: &str, file: u16) -> Box<Diagnostic> {
    failed_from(text, file, 0)
}

/// [`failed`] for a text whose whole parse is known to read the
/// declarations before byte `from` as a parse from `from` reads them and
/// then to fail no earlier than [`super::MARGIN`] bytes after it (the
/// near reader knows where: `from` is a declaration's start that far
/// before the one that does not parse). pest reports what it tried at
/// the furthest place it reached, and nothing read before `from` reaches
/// that far: the error is the whole parse's, read from `from` on. Where
/// the reading from `from` runs out of pest's call budget (which the whole
/// parse would spend elsewhere) the whole text is read.
#[cold]
pub(super) fn failed_from(text: &str, file: u16, from: usize) -> Box<Diagnostic> {
    std::thread_local! {
        static LAST: std::cell::RefCell<Option<(u16, String, Box<Diagnostic>)>> =
            const { std::cell::RefCell::new(None) };
    }
    let known = LAST.with_borrow(|last| match last {
        Some((f, t, d)) if *f == file && t == text => Some(d.clone()),
        _ => None,
    });
    if let Some(d) = known {
        return d;
    }
    let d = detailed_error(text, file, from);
    LAST.set(Some((file, text.to_string(), d.clone())));
    d
}

/// The syntax error of a whole text that does not parse, read with
/// pest's detail, without the kept error.
fn whole_error(text: &str, file: u16) -> Box<Diagnostic> {
    detailed_error(text, file, 0)
}

fn detailed_error(text: &str, file: u16, from: usize) -> Box<Diagnostic> {
    let part = text.get(from..).filter(|_| from > 0);
    // Where the reading starts: `from`, or the start where the text is read
    // whole (pest's positions are counted from there).
    let from = if part.is_some() { from } else { 0 };
    let d = match parse_rule_detailed(Rule::spec, part.unwrap_or(text), text.len()) {
        Err(e) => Some(syntax_error_from(e, text, file, from)),
        Ok(_) => None,
    };
    match d {
        Some(d) if part.is_none() || d.code != codes::PARSE_BUDGET => Box::new(d),
        // Read from `from` on, the text parsed, or ran out of the budget:
        // the whole text is read.
        _ if part.is_some() => detailed_error(text, file, 0),
        _ => Box::new(
            Diagnostic::new(Span::new(file, 0, 0), "the spec could not be read", "here")
                .with_code(codes::UNREADABLE),
        ),
    }
}

/// What a parse tree that pest accepted may still not be (`pairs`, read
/// from `text`, standing at byte `offset` of its file).
///
/// Expressions nested in expressions without brackets (`if … then if
/// …`), statements in statements (an `else if` chain nests as deep as
/// it is long) and operators (`not not …`, `a + b + …`: the tree of an
/// expression is as deep as its operators are many): every later stage
/// recurses on the tree, so its depth is bounded here, each expression
/// counting for its parts. An expression of thousands of operators would
/// nest its tree (and the stack of everything that walks it) as deep:
/// it is refused too, as is a keyword where a name stands. Which is
/// reported when several are found stays as it was when each had a walk
/// of its own: a depth first (the last outermost place too deep in
/// document order), then the first expression too long, then the first
/// keyword. Two passes over pest's flat list of rule starts and ends
/// (no pair is made): the parts of every expression and the keyword,
/// then the depths.
pub(super) fn tree_problem(
    pairs: &Pairs<'_, Rule>,
    text: &str,
    offset: usize,
    file: u16,
) -> Option<Box<Diagnostic>> {
    let mut too_deep: Option<(usize, usize)> = None;
    let mut too_long: Option<(usize, usize, usize)> = None;
    let mut keyword: Option<(&str, usize, usize)> = None;
    // Per open rule: the expression's index (or `usize::MAX`), where it
    // starts, and how many children it has so far.
    let mut open: Vec<(usize, usize, usize)> = Vec::new();
    let mut parts: Vec<usize> = Vec::new();
    for t in pairs.clone().tokens() {
        match t {
            pest::Token::Start { rule, pos } => {
                if let Some(top) = open.last_mut() {
                    top.2 += 1;
                }
                let index = if rule == Rule::expr {
                    parts.push(0);
                    parts.len() - 1
                } else {
                    usize::MAX
                };
                open.push((index, pos.pos(), 0));
            }
            pest::Token::End { rule, pos } => {
                let Some((index, start, children)) = open.pop() else {
                    break;
                };
                if rule == Rule::expr
                    && let Some(n) = parts.get_mut(index)
                {
                    *n = children;
                    if children > MAX_EXPR_PARTS && too_long.is_none_or(|(i, _, _)| index < i) {
                        too_long = Some((index, start, children));
                    }
                } else if rule == Rule::ident
                    && keyword.is_none()
                    && let Some(word) = text.get(start..pos.pos())
                    && KEYWORDS.contains(&word)
                {
                    keyword = Some((word, start, pos.pos()));
                }
            }
        }
    }
    let mut depths: Vec<usize> = Vec::new();
    let mut exprs = parts.iter();
    for t in pairs.clone().tokens() {
        match t {
            pest::Token::Start { rule, pos } => {
                let weight = match rule {
                    Rule::expr => exprs.next().map_or(1, |n| (*n).max(1)),
                    Rule::if_stmt | Rule::for_stmt => 1,
                    _ => 0,
                };
                let parent = depths.last().copied().unwrap_or(0);
                let depth = parent + weight;
                if depth > MAX_DEPTH && parent <= MAX_DEPTH {
                    too_deep = Some((pos.pos(), depth));
                }
                depths.push(depth);
            }
            pest::Token::End { .. } => {
                depths.pop();
            }
        }
    }
    let too_long = too_long.map(|(_, start, n)| (start, n));
    if let Some((start, depth)) = too_deep {
        let start = offset + start;
        return Some(Box::new(
            Diagnostic::new(
                Span::new(file, start, start + 1),
                format!(
                    "expressions and statements are nested too deep here (depth {depth}, counting each operator; at most {MAX_DEPTH})"
                ),
                "too deep",
            )
            .with_code(codes::NESTED_TOO_DEEP)
            .help("split the expression with `let`, functions or tables"),
        ));
    }
    if let Some((start, parts)) = too_long {
        let start = offset + start;
        return Some(Box::new(
            Diagnostic::new(
                Span::new(file, start, start + 1),
                format!("this expression is too long ({parts} parts; at most {MAX_EXPR_PARTS})"),
                "starts here",
            )
            .with_code(codes::EXPRESSION_TOO_LONG)
            .help("split it with `let`, functions or tables"),
        ));
    }
    keyword.map(|(word, start, end)| {
        Box::new(keyword_as_name(word, file, offset + start, offset + end))
    })
}

/// An expression that is one word and nothing else (`{speaker}`, most of
/// the interpolations in the shipped specs), as the grammar reads it: a
/// name (grammar rule `ident`; not `not`, an operator waiting for its
/// operand), or `true`, `false`, `none`. Reading these without pest was a
/// tenth of loading a spec that extends a shipped one; anything else
/// (`None` here) is read by the grammar.
fn one_word(text: &str) -> Option<ExprKind> {
    let b = text.as_bytes();
    let first = *b.first()?;
    if !(first.is_ascii_lowercase() || first == b'_') {
        return None;
    }
    for (i, c) in b.iter().enumerate().skip(1) {
        let joined = *c == b'-' && b.get(i + 1).is_some_and(u8::is_ascii_alphabetic);
        if !(c.is_ascii_alphanumeric() || *c == b'_' || joined) {
            return None;
        }
    }
    Some(match text {
        "true" => ExprKind::Bool(true),
        "false" => ExprKind::Bool(false),
        "none" => ExprKind::None,
        // A prefix to the grammar, which then wants an operand.
        "not" => return None,
        _ => ExprKind::Name(text.to_string()),
    })
}

/// Parses one expression that stands at byte `offset` of a file (the
/// `{…}` of an interpolated string).
pub fn parse_expr(text: &str, file: u16, offset: usize) -> Result<Expr, Box<Diagnostic>> {
    if let Some(kind) = one_word(text) {
        return Ok(Expr {
            kind,
            span: Span::new(file, offset, offset + text.len()),
        });
    }
    parse_expr_by_grammar(text, file, offset)
}

/// [`parse_expr`] by the grammar alone.
fn parse_expr_by_grammar(text: &str, file: u16, offset: usize) -> Result<Expr, Box<Diagnostic>> {
    let mut pairs = parse_rule(Rule::expr_only, text, text.len()).map_err(|e| {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether reading `text` runs out of its call budget.
    fn out_of_budget(text: &str) -> bool {
        match parse_rule(Rule::spec, text, text.len()) {
            Ok(_) => false,
            Err(e) => e.to_string().contains("call limit"),
        }
    }

    /// `spec_load`, 2026-11-26 21:40: a 380-byte text took 6 s and 2 GB
    /// (libFuzzer's out-of-memory), another 22 s under the fuzzer: `deck
    /// all - table- tabletable- …`. Each `table` that failed as a table
    /// (`table EXPR { … }`, no `{`) was read again as a name followed by
    /// the rest, so a chain of n was read 2^n times (and `tabletable`
    /// was tried as `table` too). The same held for `if` and for a nest of
    /// `count(x in …` read as a comprehension and again as a call. Each
    /// is read once now: a chain of 60, read 2^60 times before, stays well
    /// inside the smallest budget any text has (1 M calls).
    #[test]
    fn a_form_that_fails_is_not_read_again_as_another() {
        let chains = [
            " - table- x",
            " - if- x",
            " - tabletable- iffy- x",
            " - table (x) - if y then",
        ];
        for link in chains {
            let text = format!("deck all{}\n}}\n", link.repeat(60));
            assert!(!out_of_budget(&text), "{link:?} chained");
        }
        for (open, close) in [
            ("count(x in ", ")"),
            ("any(x in first(y in ", "))"),
            ("max(x in (", "))"),
        ] {
            let text = format!("deck {}y\n}}\n", open.repeat(40));
            assert!(!out_of_budget(&text), "{open:?} nested, unclosed");
            let text = format!("deck {}y{}\n", open.repeat(40), close.repeat(40));
            assert!(!out_of_budget(&text), "{open:?} nested, closed");
        }
        // The fuzzer's inputs (kept as seeds of `spec_load`).
        for text in [
            include_str!("../../../fuzz/seeds/spec_load/regression-table-chain-oom-1.rules"),
            include_str!("../../../fuzz/seeds/spec_load/regression-table-chain-oom-2.rules"),
            include_str!("../../../fuzz/seeds/spec_load/regression-table-chain-slow.rules"),
        ] {
            assert!(!out_of_budget(text), "{text}");
            let Err(e) = parse(text, 0) else {
                panic!("{text} reads")
            };
            // The error is where the text ends, as before.
            assert_eq!(e.code, codes::SYNTAX, "{}", e.message);
            assert_eq!(e.span.start as usize, text.trim_end().len() - 1);
        }
    }

    /// The `in` of a comprehension and of a `for` is a whole word, as the
    /// operator's is: `for x inseats` and `count(x inseats: 1)` were read
    /// as `in seats` (the grammar matched the letters `in` alone); now they
    /// are errors that name the `in` expected.
    #[test]
    fn in_after_a_comprehension_s_or_a_for_s_name_is_a_whole_word() {
        for (text, at) in [
            (
                "action a() {\n  for x inseats {\n    return\n  }\n}\n",
                "inseats",
            ),
            ("fn f() -> int = count(x inseats: 1)\n", "inseats"),
            ("fn f() -> int = sum(x ins: 1)\n", "ins"),
        ] {
            let Err(e) = parse(text, 0) else {
                panic!("{text:?} reads")
            };
            assert_eq!(e.code, codes::SYNTAX, "{text:?}: {}", e.message);
            assert_eq!(
                e.span.start as usize,
                text.find(at).unwrap_or(0),
                "{text:?}"
            );
            assert!(e.message.contains("`in`"), "{text:?}: {}", e.message);
        }
        for text in [
            "action a() {\n  for x in seats {\n    return\n  }\n}\n",
            "action a() {\n  for x\n    in seats {\n    return\n  }\n}\n",
            "fn f() -> int = count(x in seats: 1) + sum(y  in  {1}: y)\n",
        ] {
            assert!(parse(text, 0).is_ok(), "{text:?}");
        }
    }

    /// A call whose first argument is `NAME in …` under a quantifier's
    /// word (`count(x in s)`, `max(x in s, 3)`) is read by the
    /// comprehension's rule: the same call as any other function's, the
    /// first argument's operators by precedence across the `in`.
    #[test]
    fn a_quantifier_call_reads_as_any_call() {
        // Each quantifier and a name of the same length that is none.
        let words = [
            ("count", "kount"),
            ("sum", "sun"),
            ("all", "alp"),
            ("any", "anx"),
            ("max", "mux"),
            ("min", "mun"),
            ("first", "firsz"),
            ("collect", "kollect"),
            ("per", "pex"),
        ];
        let args = [
            "x in s",
            "x in a or b",
            "x in a + b * c",
            "x in s, 3",
            "x in s and y in t, n - 1, {1, 2}",
            "x in count(y in t), z",
            "x in s.field[2] not in u",
            "x  in\n  s ,3",
        ];
        for (q, other) in words {
            for a in args {
                let as_q = parse_expr(&format!("{q}({a})"), 1, 7).expect("reads");
                let as_other = parse_expr(&format!("{other}({a})"), 1, 7).expect("reads");
                let (ExprKind::Call(n1, a1), ExprKind::Call(n2, a2)) = (&as_q.kind, &as_other.kind)
                else {
                    panic!("{q}({a}): {as_q:?}")
                };
                assert_eq!((n1.name.as_str(), n2.name.as_str()), (q, other));
                assert_eq!(n1.span, n2.span);
                assert_eq!(a1, a2, "{q}({a})");
                assert_eq!(as_q.span, as_other.span);
            }
        }
        // A comprehension is still one.
        let c = parse_expr("count(x in s where x != y)", 0, 0).expect("reads");
        assert!(matches!(c.kind, ExprKind::Comp { .. }), "{c:?}");
    }

    /// The words read without the grammar read as the grammar reads them,
    /// span and all; anything else is left to the grammar.
    #[test]
    fn a_one_word_interpolation_reads_as_the_grammar_reads_it() {
        let mut words: Vec<String> = [
            "speaker",
            "void-text",
            "x_1",
            "_",
            "_x",
            "a-b-c",
            "true",
            "false",
            "none",
            "if",
            "table",
            "count",
            "sum",
            "per",
            "not",
            "and",
            "or",
            "in",
            "rule",
            "t",
            "n",
            "f",
            "i",
            "truest",
            "nonesuch",
            "k2",
        ]
        .iter()
        .map(|w| w.to_string())
        .collect();
        // Every interpolation of the shipped specs.
        for (_, text) in crate::specs::SHIPPED {
            for piece in text.split('{').skip(1) {
                if let Some((inner, _)) = piece.split_once('}') {
                    words.push(inner.to_string());
                }
            }
        }
        let mut fast = 0;
        for w in &words {
            if one_word(w).is_some() {
                fast += 1;
                assert_eq!(
                    parse_expr(w, 3, 40),
                    parse_expr_by_grammar(w, 3, 40),
                    "{w:?}"
                );
            }
        }
        assert!(fast > 200, "{fast} one-word interpolations");
        // Not one word: left to the grammar.
        for w in [
            "a-1", "a-", "a -b", " a", "a ", "a.b", "f(x)", "A", "1", "", "ünter", "a\u{e9}",
        ] {
            assert_eq!(one_word(w), None, "{w:?}");
        }
    }
}

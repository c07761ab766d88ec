//! The cursor over pest's pairs: the converter's context (file and
//! offset), spans, names, strings and numbers, and the next child of a node.

use crate::lang::ast::*;
use crate::lang::diag::Span;
use crate::lang::syntax::{Rule, SkusParser};
use pest::Parser;
use pest::iterators::{Pair, Pairs};
use std::sync::LazyLock;

pub(super) type P<'a> = Pair<'a, Rule>;

pub(super) struct Cx {
    pub(super) file: u16,
    /// Where the parsed text starts in its file (an interpolation inside a
    /// string is parsed on its own).
    pub(super) offset: usize,
}

impl Cx {
    pub(super) fn span(&self, p: &P<'_>) -> Span {
        let s = p.as_span();
        Span::new(self.file, self.offset + s.start(), self.offset + s.end())
    }

    pub(super) fn ident(&self, p: P<'_>) -> Ident {
        Ident {
            name: p.as_str().to_string(),
            span: self.span(&p),
        }
    }

    pub(super) fn string(&self, p: P<'_>) -> Str {
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

    pub(super) fn int(&self, p: P<'_>) -> (i64, Span) {
        // The grammar guarantees digits; a number too large saturates and
        // the checker reports it.
        (p.as_str().parse().unwrap_or(i64::MAX), self.span(&p))
    }
}

/// The next child of a node; the grammar guarantees it, so a missing one
/// is an internal error turned into an empty node rather than a panic.
pub(super) fn next<'a>(it: &mut Pairs<'a, Rule>) -> P<'a> {
    match it.next() {
        Some(p) => p,
        None => empty_pair(),
    }
}

pub(super) fn next_peek<'a>(it: &mut std::iter::Peekable<Pairs<'a, Rule>>) -> P<'a> {
    match it.next() {
        Some(p) => p,
        None => empty_pair(),
    }
}

/// An empty `ident` pair, standing in for a child the grammar guarantees.
pub(super) fn empty_pair<'a>() -> P<'a> {
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
pub(super) fn unreachable_pair<'a>() -> P<'a> {
    // `x` is an identifier; parsing it cannot fail.
    panic!("the grammar no longer accepts `x` as an identifier")
}

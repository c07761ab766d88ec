//! An edit of a text read before, read again only where it differs.
//!
//! A spec file given at run time is most often a shipped spec with a few
//! lines changed (a house rule written in place, an editor's every
//! keystroke, the `spec_run` fuzz target's mutants), and reading a whole
//! spec is most of what checking it costs (Royal: ~7 ms of ~9). The
//! declarations before the first changed byte and after the last one are
//! the earlier text's, kept; only the declarations between are read, one
//! at a time ([`Rule::spec_step`]), and the kept ones after the edit are
//! joined as soon as a declaration read again ends where one of them
//! starts.
//!
//! The result is the whole parse's, not an approximation of it:
//!
//! - *After the edit.* pest reads forward only (nothing looks behind but
//!   `SOI`), so from a place where the two texts go on alike to their end
//!   the parse goes on alike: a declaration read again that ends where a
//!   kept one starts in the unchanged tail is followed by the kept ones,
//!   moved by the change of length.
//! - *Before the edit.* A declaration's parse looks past its end into the
//!   next declaration's first word (whether an expression, an optional
//!   `source`, `if` or `talon` goes on), never further: a declaration of a
//!   text that parsed starts with a declaration keyword (or `override`), on
//!   which every such look fails within its first few characters. A
//!   declaration is kept only if the next one starts [`MARGIN`] bytes
//!   before the first changed byte.
//! - *Errors.* Where a declaration read again does not parse, the whole
//!   parse fails there too (its `decl*` stops, and the end of the text does
//!   not follow). pest reports what it tried at the furthest place it
//!   reached, and by the argument above nothing read more than [`MARGIN`]
//!   bytes before that declaration reaches it: the error is made by reading
//!   again with pest's detail on from a declaration that starts that far
//!   before it (a few declarations, not the whole text). Where a
//!   declaration breaks a limit of the tree (too deep, too long, a keyword
//!   as a name), which of several is reported depends on the whole tree:
//!   the whole text is read. Every error is the whole parse's, at its
//!   place and with its wording.
//!
//! One budget differs: each declaration read again has the whole text's
//! call budget ([`super::call_budget`] of its length), where a whole parse
//! shares it among all of them. The budget bounds the time a pathological text takes, and
//! reading part of a text takes less.
//!
//! The fuzz target `spec_load` holds this reader to the whole parse on
//! mutated shipped specs, and the tests in `tests/lang/` on edits of every
//! shipped spec.

use super::cursor::Cx;
use super::limits::nesting;
use super::read::{failed_from, parse, parse_rule, tree_problem};
use crate::lang::ast::Decl;
use crate::lang::diag::Diagnostic;
use crate::lang::syntax::Rule;

/// How far before the first changed byte the declaration after a kept one
/// must start: more than any look past a declaration's end reaches (the
/// longest declaration keyword and the end of its word).
pub const MARGIN: usize = 64;

/// A text read before and its declarations, so that a text close to it
/// (an edit) is read again only where it differs ([`parse_near`]).
pub trait Earlier {
    /// The text.
    fn text(&self) -> &str;
    /// Where each declaration starts (its `override` included), in order.
    fn starts(&self) -> &[usize];
    /// Declaration `i`, every span moved by `shift` bytes and placed in
    /// file `file`; `None` if it cannot be had.
    fn decl(&self, i: usize, shift: i64, file: u16) -> Option<Decl>;
}

/// Where a declaration starts: its `override`, if it has one.
pub fn decl_start(d: &Decl) -> usize {
    d.overrides
        .map_or(d.span.start, |o| o.start.min(d.span.start)) as usize
}

/// A text and its declarations, kept in memory (an editor's last good
/// parse of a document).
pub struct Kept {
    text: String,
    starts: Vec<usize>,
    decls: Vec<Vec<u8>>,
}

impl Kept {
    /// Keeps `decls`, read from `text`.
    pub fn new(text: String, decls: &[Decl]) -> Kept {
        Kept {
            text,
            starts: decls.iter().map(decl_start).collect(),
            // Kept serialized: read back, a declaration's spans are moved
            // and placed as it is read (`diag::with_span_place`).
            decls: decls
                .iter()
                .map(|d| postcard::to_allocvec(d).unwrap_or_default())
                .collect(),
        }
    }
}

impl Earlier for Kept {
    fn text(&self) -> &str {
        &self.text
    }
    fn starts(&self) -> &[usize] {
        &self.starts
    }
    fn decl(&self, i: usize, shift: i64, file: u16) -> Option<Decl> {
        let bytes = self.decls.get(i)?;
        crate::lang::diag::with_span_place(file, shift, || postcard::from_bytes(bytes).ok())
    }
}

/// Parses `text` (file `file`), keeping what it shares with `earlier`:
/// the same result as [`parse`], in the time it takes to read what
/// changed.
pub fn parse_near(
    text: &str,
    file: u16,
    earlier: &dyn Earlier,
) -> Result<Vec<Decl>, Box<Diagnostic>> {
    nesting(text, file)?;
    match read_near(text, file, earlier) {
        Near::Read(decls) => Ok(decls),
        Near::Fails(from) => Err(failed_from(text, file, from)),
        Near::Unsure => parse(text, file),
    }
}

/// What reading near the earlier text found.
enum Near {
    /// The declarations, as the whole parse reads them.
    Read(Vec<Decl>),
    /// The whole parse fails: a declaration read again does not parse,
    /// where the whole parse tries one and then nothing else can follow.
    /// Its error is the whole parse's, read with its detail from the
    /// declaration that starts here, [`MARGIN`] bytes or more before the
    /// one that does not parse (or from the start of the text).
    Fails(usize),
    /// The whole text must be read (a limit of the tree is broken, whose
    /// report depends on the whole tree; a kept declaration cannot be had).
    Unsure,
}

/// How many bytes `a` and `b` share at their start, and then at their end
/// (not overlapping the start).
pub fn shared_ends(a: &str, b: &str) -> (usize, usize) {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let most = a.len().min(b.len()) - prefix;
    let suffix = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take(most)
        .take_while(|(x, y)| x == y)
        .count();
    (prefix, suffix)
}

/// Reads `text` near `earlier`.
fn read_near(text: &str, file: u16, earlier: &dyn Earlier) -> Near {
    let kept = |i: usize, shift: i64| earlier.decl(i, shift, file);
    let old = earlier.text();
    let starts = earlier.starts();
    let (prefix, suffix) = shared_ends(old, text);
    let shift = text.len() as i64 - old.len() as i64;
    // Kept before the edit: declarations whose next one starts MARGIN
    // bytes before the first change.
    let keep = starts
        .iter()
        .skip(1)
        .take_while(|s| **s + MARGIN <= prefix)
        .count();
    let mut decls = Vec::with_capacity(starts.len() + 4);
    for i in 0..keep {
        let Some(d) = kept(i, 0) else {
            return Near::Unsure;
        };
        decls.push(d);
    }
    let mut at = if keep == 0 { 0 } else { starts[keep] };
    // Where the declarations read again start (after the kept ones').
    let mut read_at: Vec<usize> = Vec::new();
    let tail = text.len() - suffix;
    loop {
        // A declaration starts here in the unchanged tail: the earlier
        // text's from here on.
        if at >= tail {
            let old_at = usize::try_from(at as i64 - shift).unwrap_or(usize::MAX);
            if let Ok(k) = starts.binary_search(&old_at) {
                for i in k..starts.len() {
                    let Some(d) = kept(i, shift) else {
                        return Near::Unsure;
                    };
                    decls.push(d);
                }
                return Near::Read(decls);
            }
        }
        let Some(rest) = text.get(at..) else {
            return Near::Unsure;
        };
        // Neither the end nor a declaration here: the whole parse's
        // `decl*` stops here too, and its end of text fails. (A budget of
        // calls spent here is spent by the whole parse too, and more.)
        let Ok(pairs) = parse_rule(Rule::spec_step, rest, text.len()) else {
            // The error is read from the last declaration start MARGIN
            // bytes before this one: nothing the whole parse tries before
            // it reaches as far as this declaration's failure.
            let from = read_at
                .iter()
                .rev()
                .chain(starts.get(..=keep).unwrap_or(&[]).iter().rev())
                .find(|s| **s + MARGIN <= at)
                .copied()
                .unwrap_or(0);
            return Near::Fails(from);
        };
        if tree_problem(&pairs, rest, at, file).is_some() {
            return Near::Unsure;
        }
        let cx = Cx { file, offset: at };
        let mut next = None;
        for step in pairs {
            for p in step.into_inner() {
                match p.as_rule() {
                    Rule::EOI => return Near::Read(decls),
                    Rule::step_end => next = Some(p.as_span().start()),
                    _ => decls.push(cx.decl(p)),
                }
            }
        }
        // A declaration was read and the next one starts further on (or
        // the text ends there).
        let Some(n) = next.filter(|n| *n > 0) else {
            return Near::Unsure;
        };
        if at + n >= text.len() {
            return Near::Read(decls);
        }
        read_at.push(at);
        at += n;
    }
}

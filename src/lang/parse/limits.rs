//! What no spec text may exceed, so that none can overflow the stack or
//! run the parser unbounded: nesting, expression length, parser calls.

use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};

/// The most rule calls the parser may make to read one spec
/// (`pest::set_call_limit`), however long: the cap of [`call_budget`].
pub const MAX_PARSE_CALLS: usize = 100_000_000;

/// Rule calls any text may take, however short.
pub const MIN_PARSE_CALLS: usize = 1_000_000;

/// Rule calls a text may take for each of its bytes, beyond
/// [`MIN_PARSE_CALLS`]. The shipped specs take about 10 a byte, and a
/// text that reads takes a number of calls in proportion to its length
/// (no form of the grammar is read again once it has parsed); only a text
/// that does not parse can take more, by trying forms that fail. A budget
/// in proportion to the length keeps the time and the memory (pest keeps
/// what it tried at the furthest place) of such a text in proportion to
/// its length too: a flat budget of 100 M calls let a 380-byte text take
/// 6 s and 2 GB (found by the `spec_load` fuzz target).
pub const PARSE_CALLS_PER_BYTE: usize = 200;

/// The budget of rule calls for reading a text of `len` bytes:
/// [`MIN_PARSE_CALLS`] and [`PARSE_CALLS_PER_BYTE`] for each byte, at most
/// [`parse_calls`].
pub fn call_budget(len: usize) -> usize {
    MIN_PARSE_CALLS
        .saturating_add(len.saturating_mul(PARSE_CALLS_PER_BYTE))
        .min(parse_calls())
}

pub(super) static PARSE_CALLS: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(MAX_PARSE_CALLS);

/// The cap of the call budget: [`MAX_PARSE_CALLS`] unless changed (the
/// command line reads it from the environment, see
/// `specs::apply_env_limits`).
pub fn parse_calls() -> usize {
    PARSE_CALLS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Changes the cap of the call budget (for every later reading).
pub fn set_parse_calls(n: usize) {
    PARSE_CALLS.store(n.max(1), std::sync::atomic::Ordering::Relaxed);
}

/// The most operands, operators and postfixes in one expression.
pub(super) const MAX_EXPR_PARTS: usize = 1000;

/// The deepest nesting of brackets and blocks.
pub(super) const MAX_NESTING: usize = 100;

/// The deepest tree of expressions and statements, each expression
/// counting for its parts (operands and operators): what keeps the
/// checker and the interpreter within a 2 MiB stack in a debug build
/// (about 6 KiB a level there).
pub(super) const MAX_DEPTH: usize = 150;

/// Refuses brackets nested deeper than any spec needs, before the parser
/// (which recurses on them) sees the text.
pub(super) fn nesting(text: &str, file: u16) -> Result<(), Box<Diagnostic>> {
    // By bytes: every character looked at is ASCII, and no byte of a
    // longer UTF-8 character is an ASCII one, so the places are the same
    // as by characters (an escaped character is skipped by its first byte,
    // the rest of it being no quote or backslash). A comment and a string
    // are skipped whole.
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while let Some(&c) = bytes.get(i) {
        match c {
            // To the end of the line, the newline included.
            b'#' => {
                i = bytes[i..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(bytes.len(), |n| i + n + 1);
                continue;
            }
            // To the closing quote (or the end of the text).
            b'"' => {
                i += 1;
                while let Some(&b) = bytes.get(i) {
                    i += match b {
                        b'\\' => 2,
                        b'"' => {
                            i += 1;
                            break;
                        }
                        _ => 1,
                    };
                }
                continue;
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(Box::new(
                        Diagnostic::new(
                            Span::new(file, i, i + 1),
                            format!("brackets and blocks are nested more than {MAX_NESTING} deep"),
                            "too deep",
                        )
                        .with_code(codes::NESTED_TOO_DEEP)
                        .help("split the expression with `let` or functions"),
                    ));
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

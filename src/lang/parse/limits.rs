//! What no spec text may exceed, so that none can overflow the stack or
//! run the parser unbounded: nesting, expression length, parser calls.

use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};

/// The parser's budget of rule calls for one spec (`pest::set_call_limit`).
pub const MAX_PARSE_CALLS: usize = 100_000_000;

pub(super) static PARSE_CALLS: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(MAX_PARSE_CALLS);

/// The call budget: [`MAX_PARSE_CALLS`] unless changed before the first
/// spec is read (the command line reads it from the environment, see
/// `specs::apply_env_limits`).
pub fn parse_calls() -> usize {
    PARSE_CALLS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Changes the call budget (before the first spec is read).
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

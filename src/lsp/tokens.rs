//! Semantic highlighting: the document lexed as the grammar reads it
//! (comments, strings, numbers, cards, names, rule ids), each name
//! classified by what the spec declares it to be.

use super::analysis::{Analysis, DefKind};
use super::position::LineIndex;
use super::words;
use crate::lang::builtins;
use lsp_types::{SemanticToken, SemanticTokenModifier, SemanticTokenType, SemanticTokensLegend};

/// The token types, in the order of the legend.
const TYPES: &[SemanticTokenType] = &[
    SemanticTokenType::KEYWORD,
    SemanticTokenType::COMMENT,
    SemanticTokenType::STRING,
    SemanticTokenType::NUMBER,
    SemanticTokenType::FUNCTION,
    SemanticTokenType::VARIABLE,
    SemanticTokenType::PROPERTY,
    SemanticTokenType::ENUM_MEMBER,
    SemanticTokenType::ENUM,
    SemanticTokenType::TYPE,
    SemanticTokenType::NAMESPACE,
    SemanticTokenType::STRUCT,
    SemanticTokenType::METHOD,
];

const KEYWORD: u32 = 0;
const COMMENT: u32 = 1;
const STRING: u32 = 2;
const NUMBER: u32 = 3;
const FUNCTION: u32 = 4;
const VARIABLE: u32 = 5;
const PROPERTY: u32 = 6;
const ENUM_MEMBER: u32 = 7;
const ENUM: u32 = 8;
const TYPE: u32 = 9;
const NAMESPACE: u32 = 10;
const STRUCT: u32 = 11;
const METHOD: u32 = 12;

/// Modifier bits, in the order of the legend.
const READONLY: u32 = 1;
const DEFAULT_LIBRARY: u32 = 2;

pub fn legend() -> SemanticTokensLegend {
    SemanticTokensLegend {
        token_types: TYPES.to_vec(),
        token_modifiers: vec![
            SemanticTokenModifier::READONLY,
            SemanticTokenModifier::DEFAULT_LIBRARY,
        ],
    }
}

/// A token: byte range, type, modifiers.
type Raw = (usize, usize, u32, u32);

fn is_name_start(b: u8) -> bool {
    b.is_ascii_lowercase() || b == b'_'
}

fn name_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_alphanumeric() || b == b'_' {
            i += 1;
        } else if b == b'-' && bytes.get(i + 1).is_some_and(u8::is_ascii_alphabetic) {
            i += 2;
        } else {
            break;
        }
    }
    i
}

/// The document's tokens, in order.
fn lex(an: &Analysis, text: &str) -> Vec<Raw> {
    let bytes = text.as_bytes();
    let mut out: Vec<Raw> = Vec::new();
    let mut i = 0;
    let mut after_dot = false;
    while i < bytes.len() {
        let b = bytes[i];
        let start = i;
        if b == b'#' {
            i = memchr::memchr(b'\n', &bytes[i..]).map_or(bytes.len(), |n| i + n);
            out.push((start, i, COMMENT, 0));
        } else if b == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            out.push((start, i, STRING, 0));
        } else if b.is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            out.push((start, i, NUMBER, 0));
        } else if b.is_ascii_uppercase() {
            // A card or a suit (`Sküs`: the `ü` is two bytes).
            while i < bytes.len() {
                if bytes[i].is_ascii_alphanumeric() {
                    i += 1;
                } else if text[i..].starts_with('ü') {
                    i += 'ü'.len_utf8();
                } else {
                    break;
                }
            }
            out.push((start, i, ENUM_MEMBER, READONLY | DEFAULT_LIBRARY));
        } else if is_name_start(b) {
            i = name_end(bytes, i);
            // A dotted rule id (`_.play.turn`, `tarockcup.play.turn`).
            let mut j = i;
            while bytes.get(j) == Some(&b'.')
                && bytes.get(j + 1).copied().is_some_and(is_name_start)
            {
                j = name_end(bytes, j + 1);
            }
            let dotted = &text[start..j];
            if j > i
                && !after_dot
                && (dotted.starts_with("_.")
                    || an.defs_of(dotted).iter().any(|d| d.kind == DefKind::Rule))
            {
                out.push((start, j, NAMESPACE, 0));
                i = j;
            } else {
                let (ty, m) = classify(an, &text[start..i], after_dot);
                out.push((start, i, ty, m));
            }
            after_dot = false;
            continue;
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
        after_dot = b == b'.';
    }
    out
}

/// Whether a byte offset is inside a comment or a string (where a word
/// is no name).
pub fn in_comment_or_string(text: &str, offset: usize) -> bool {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() && i < offset {
        match bytes[i] {
            b'#' => {
                i = memchr::memchr(b'\n', &bytes[i..]).map_or(bytes.len(), |n| i + n);
                if offset <= i {
                    return true;
                }
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if offset <= i {
                    return true;
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    false
}

/// What a name is.
fn classify(an: &Analysis, name: &str, after_dot: bool) -> (u32, u32) {
    if after_dot {
        return (PROPERTY, 0);
    }
    if words::LITERALS.contains(&name) {
        return (KEYWORD, 0);
    }
    let declared = an
        .defs_of(name)
        .into_iter()
        .find(|d| d.kind != DefKind::Field);
    if let Some(d) = declared {
        return match d.kind {
            DefKind::Param | DefKind::Group | DefKind::Seat => (VARIABLE, READONLY),
            DefKind::Var => (VARIABLE, 0),
            DefKind::Fn => (FUNCTION, 0),
            DefKind::Action => (METHOD, 0),
            DefKind::Enum => (ENUM, 0),
            DefKind::EnumValue => (ENUM_MEMBER, 0),
            DefKind::Contract | DefKind::Announcement => (STRUCT, 0),
            DefKind::Field => (PROPERTY, 0),
            DefKind::Rule | DefKind::Variant => (NAMESPACE, 0),
        };
    }
    if words::is_keyword(name) {
        return (KEYWORD, 0);
    }
    if words::TYPES.contains(&name) {
        return (TYPE, DEFAULT_LIBRARY);
    }
    if builtins::lookup(name).is_some() {
        return (FUNCTION, DEFAULT_LIBRARY);
    }
    (VARIABLE, 0)
}

/// The document's semantic tokens, encoded as LSP wants them (relative
/// lines and UTF-16 columns; a token spanning lines split at each).
pub fn semantic_tokens(an: &Analysis, text: &str) -> Vec<SemanticToken> {
    let lines = LineIndex::new(text);
    let mut out = Vec::new();
    let (mut prev_line, mut prev_col) = (0u32, 0u32);
    for (start, end, ty, m) in lex(an, text) {
        let mut s = start;
        while s < end {
            let e = memchr::memchr(b'\n', &text.as_bytes()[s..end]).map_or(end, |n| s + n);
            let a = lines.position(text, s);
            let b = lines.position(text, e);
            let len = b.character.saturating_sub(a.character);
            if len > 0 {
                let delta_line = a.line.saturating_sub(prev_line);
                let delta_start = if delta_line == 0 {
                    a.character.saturating_sub(prev_col)
                } else {
                    a.character
                };
                out.push(SemanticToken {
                    delta_line,
                    delta_start,
                    length: len,
                    token_type: ty,
                    token_modifiers_bitset: m,
                });
                (prev_line, prev_col) = (a.line, a.character);
            }
            s = e + 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_strings_are_told_apart() {
        let text = "x # y\n\"a \\\" b\" z";
        let at = |s: &str| in_comment_or_string(text, text.find(s).expect(s));
        assert!(!at("x"));
        assert!(at("y"));
        assert!(at("a"));
        assert!(at("b"));
        assert!(!at("z"));
        assert!(!in_comment_or_string(text, 999));
    }

    #[test]
    fn tokens_count_utf16_columns_and_split_at_lines() {
        let uri: lsp_types::Uri = "untitled:t".parse().expect("uri");
        let text = "# Sküs\ngroup birds = {Sküs, XXI}\nrule _.a.b \"x\ny\"\n";
        let an = super::super::analysis::analyse(&uri, text);
        let toks = semantic_tokens(&an, text);
        let flat: Vec<(u32, u32, u32, u32)> = toks
            .iter()
            .map(|t| (t.delta_line, t.delta_start, t.length, t.token_type))
            .collect();
        assert_eq!(
            flat,
            vec![
                (0, 0, 6, COMMENT),
                (1, 0, 5, KEYWORD),
                (0, 6, 5, VARIABLE),
                (0, 9, 4, ENUM_MEMBER),
                (0, 6, 3, ENUM_MEMBER),
                (1, 0, 4, KEYWORD),
                (0, 5, 5, NAMESPACE),
                (0, 6, 2, STRING),
                (1, 0, 2, STRING),
            ]
        );
    }
}

//! Lexemes: words, digits, identifiers and tag names as `nom` parsers, and
//! what a misspelt word might have meant.

use super::*;

type Res<'a, T> = IResult<&'a str, T>;

/// Characters that end a word (a card token, a number, an identifier).
pub(super) fn ends_word(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '\r' | '\n' | ',' | ';' | '{' | '}' | '(' | ')' | '/' | ':' | '[' | ']' | '"'
    )
}

/// The byte form of [`ends_word`]: every word-ending character is ASCII, so
/// a word ends at a byte, which is always a character boundary.
pub(super) const fn ends_word_byte(b: u8) -> bool {
    // A bit test instead of a `match`, which compiles to a jump table: an
    // indirect branch per byte of every card token.
    const LOW: u64 = {
        let mut m = 0u64;
        let mut i = 0;
        while i < 64 {
            if ends_word_byte_slow(i as u8) {
                m |= 1 << i;
            }
            i += 1;
        }
        m
    };
    const HIGH: u64 = {
        let mut m = 0u64;
        let mut i = 64;
        while i < 128 {
            if ends_word_byte_slow(i as u8) {
                m |= 1 << (i - 64);
            }
            i += 1;
        }
        m
    };
    match b {
        0..64 => LOW >> b & 1 == 1,
        64..128 => HIGH >> (b - 64) & 1 == 1,
        _ => false,
    }
}

const fn ends_word_byte_slow(b: u8) -> bool {
    matches!(
        b,
        b' ' | b'\t'
            | b'\r'
            | b'\n'
            | b','
            | b';'
            | b'{'
            | b'}'
            | b'('
            | b')'
            | b'/'
            | b':'
            | b'['
            | b']'
            | b'"'
    )
}

/// A maximal run of characters that do not end a word. Scans bytes; this
/// is the hot lexeme of every hand and trick line.
pub(super) fn word(i: &str) -> Res<'_, &str> {
    let end = i.bytes().position(ends_word_byte).unwrap_or(i.len());
    if end == 0 {
        Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::TakeTill1,
        )))
    } else {
        Ok((&i[end..], &i[..end]))
    }
}

/// One or more ASCII digits (nom's `digit1`, scanning bytes).
pub(super) fn digits(i: &str) -> Res<'_, &str> {
    let end = i
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(i.len());
    if end == 0 {
        Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::Digit,
        )))
    } else {
        Ok((&i[end..], &i[..end]))
    }
}

/// Width of a token in characters.
pub(super) fn width(s: &str) -> u32 {
    (if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }) as u32
}

/// A first byte matching `first`, then bytes matching `more`, as a
/// `nom` parser over ASCII classes: scans bytes (a non-ASCII character
/// matches neither, and ends the run at its first byte, which is a
/// character boundary).
fn ascii_run<'a>(
    i: &'a str,
    first: impl Fn(u8) -> bool,
    more: impl Fn(u8) -> bool,
) -> Res<'a, &'a str> {
    let b = i.as_bytes();
    if !b.first().is_some_and(|&c| first(c)) {
        return Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::Satisfy,
        )));
    }
    let end = b[1..]
        .iter()
        .position(|&c| !more(c))
        .map_or(b.len(), |n| n + 1);
    Ok((&i[end..], &i[..end]))
}

pub(super) fn identifier(i: &str) -> Res<'_, &str> {
    ascii_run(
        i,
        |c| c.is_ascii_lowercase(),
        |c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-',
    )
}

pub(super) fn tag_name(i: &str) -> Res<'_, &str> {
    ascii_run(
        i,
        |c| c.is_ascii_alphabetic(),
        |c| c.is_ascii_alphanumeric() || c == b'_',
    )
}

pub(super) fn spaces(i: &str) -> Res<'_, &str> {
    let end = i
        .bytes()
        .position(|c| c != b' ' && c != b'\t')
        .unwrap_or(i.len());
    Ok((&i[end..], &i[..end]))
}

pub(super) fn signed_int(i: &str) -> Res<'_, (Option<char>, &str)> {
    (opt(one_of("+-")), digits).parse(i)
}

pub(super) fn talon_keyword(i: &str) -> Res<'_, &str> {
    alt((tag("take"), tag("discard"))).parse(i)
}

pub(super) const CARD_HELP: &str = "cards are written I … XXI and Skus for tarocks, or a suit letter \
                         (S C H D) and a rank (K Q N J, black 10 9 8 7, red 1 2 3 4): SK, HQ, C10, D4";

/// What a character looks like in a "found …" message.
pub(super) fn describe(rest: &str) -> (String, u32) {
    match rest.chars().next() {
        None => ("end of file".into(), 1),
        Some('\n') | Some('\r') => ("end of line".into(), 1),
        Some(' ') | Some('\t') => ("a space".into(), 1),
        Some(';') => ("a comment".into(), 1),
        Some(c) if ends_word(c) => (format!("`{c}`"), 1),
        Some(_) => {
            let w = word(rest).map(|(_, w)| w).unwrap_or("");
            (quote(w), width(w).max(1))
        }
    }
}

/// A suggestion for a misspelt section keyword.
pub(super) fn closest_keyword(word: &str) -> Option<&'static str> {
    crate::suggest::suggest(word, SECTION_KEYWORDS)
}

/// A hint for a token that is not a card.
pub(super) fn card_hint(token: &str) -> String {
    let lower_ok = Card::parse(&token.to_uppercase()).is_some();
    if token == "Sk" || token == "SK " {
        return "the Sküs is written `Skus`; `SK` is the Pik-König".into();
    }
    if token.eq_ignore_ascii_case("skus") {
        return "the Sküs is written `Skus`".into();
    }
    if lower_ok {
        return format!("card tokens are upper case: `{}`", token.to_uppercase());
    }
    if token.starts_with(['H', 'D']) && token[1..].chars().all(|c| c.is_ascii_digit()) {
        return "red pips are 1 2 3 4 (1 is the As): H1 … H4, D1 … D4".into();
    }
    if token.starts_with(['S', 'C']) && token[1..].chars().all(|c| c.is_ascii_digit()) {
        return "black pips are 10 9 8 7: S10 … S7, C10 … C7".into();
    }
    CARD_HELP.into()
}

//! Text from input made safe to print on a terminal.
//!
//! Every message that quotes input (a PTN line under a caret, a tag value,
//! a player's name, a file name) goes through [`escape_control`], so a
//! record cannot move the cursor, change colours, retitle the window or
//! hide text behind escape sequences.

use std::borrow::Cow;

/// Whether a character must not reach a terminal raw: C0 controls other
/// than tab (including ESC, which starts every ANSI sequence, and CR/LF,
/// which would break a one-line quote), DEL, and the C1 controls
/// U+0080–U+009F (U+009B is a one-character CSI on some terminals).
pub fn is_unsafe_control(c: char) -> bool {
    (c.is_control() && c != '\t') || matches!(c, '\u{2028}' | '\u{2029}')
}

/// Escapes the control characters of `s` that could act on a terminal:
/// `\x1b`, `\x00`, `\x7f` for C0 and DEL, `\u{9b}` for C1 and the Unicode
/// line and paragraph separators. Tabs and every printable character are
/// kept; text without such characters is returned unchanged (borrowed).
pub fn escape_control(s: &str) -> Cow<'_, str> {
    if !holds_unsafe_control(s) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

/// Whether `s` holds a character [`is_unsafe_control`] refuses, read by
/// its UTF-8 bytes rather than by decoding each character (a rule's
/// source quote, a few hundred bytes, is escaped in every finding that
/// cites it): a C0 control but tab, DEL, a C1 control (`C2 80`–`C2 9F`),
/// or U+2028 or U+2029 (`E2 80 A8`, `E2 80 A9`). `C2` and `E2` only lead
/// a character, so no other one is taken for these. Eight bytes are
/// looked at together; only where they hold a byte below `0x20`, `7F`,
/// `C2` or `E2` are they looked at one by one.
fn holds_unsafe_control(s: &str) -> bool {
    let b = s.as_bytes();
    let unsafe_at = |i: usize| match b[i] {
        b'\t' => false,
        0x00..=0x1f | 0x7f => true,
        0xc2 => matches!(b.get(i + 1), Some(0x80..=0x9f)),
        0xe2 => b.get(i + 1) == Some(&0x80) && matches!(b.get(i + 2), Some(0xa8 | 0xa9)),
        _ => false,
    };
    let mut at = 0;
    for chunk in b.chunks_exact(8) {
        let suspect =
            <[u8; 8]>::try_from(chunk).map_or(true, |w| may_lead_control(u64::from_le_bytes(w)));
        if suspect && (at..at + 8).any(unsafe_at) {
            return true;
        }
        at += 8;
    }
    (at..b.len()).any(unsafe_at)
}

/// Whether any byte of `w` is below `0x20` or is `7F`, `C2` or `E2`: the
/// bytes a control's encoding starts with (exact for "any": a word without
/// such a byte is never taken for one with it).
fn may_lead_control(w: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // A byte below n (n at most 0x80); a zero byte of `w ^ b…b`.
    let below = |n: u64| w.wrapping_sub(ONES * n) & !w & HIGH;
    let equal = |b: u64| {
        let x = w ^ (ONES * b);
        x.wrapping_sub(ONES) & !x & HIGH
    };
    (below(0x20) | equal(0x7f) | equal(0xc2) | equal(0xe2)) != 0
}

/// Pushes one character, escaped if it is an unsafe control.
pub fn push_escaped(out: &mut String, c: char) {
    use std::fmt::Write;
    if !is_unsafe_control(c) {
        out.push(c);
    } else if (c as u32) < 0x80 {
        let _ = write!(out, "\\x{:02x}", c as u32);
    } else {
        let _ = write!(out, "\\u{{{:x}}}", c as u32);
    }
}

/// How many characters a character takes once escaped (for carets).
pub fn escaped_width(c: char) -> usize {
    if !is_unsafe_control(c) {
        1
    } else if (c as u32) < 0x80 {
        4
    } else {
        format!("{:x}", c as u32).len() + 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_terminal_controls_and_keeps_the_rest() {
        assert_eq!(escape_control("Sküs\tXXI"), "Sküs\tXXI");
        assert!(matches!(escape_control("plain"), Cow::Borrowed(_)));
        assert_eq!(
            escape_control("a\x1b[2Jb\x1b]0;pwned\x07c"),
            "a\\x1b[2Jb\\x1b]0;pwned\\x07c"
        );
        assert_eq!(escape_control("\0\r\n\x7f"), "\\x00\\x0d\\x0a\\x7f");
        assert_eq!(escape_control("x\u{9b}31m"), "x\\u{9b}31m");
        assert_eq!(escape_control("a\u{2028}b\u{2029}"), "a\\u{2028}b\\u{2029}");
        assert!(matches!(
            escape_control("„Sküs“ — XXI, \u{a0}\u{2027}\u{202a}"),
            Cow::Borrowed(_)
        ));
        for c in ['\x1b', '\0', '\u{9b}', '\u{85}', 'a', '\t'] {
            let mut s = String::new();
            push_escaped(&mut s, c);
            assert_eq!(s.chars().count(), escaped_width(c), "{c:?}");
        }
    }

    /// The byte check finds exactly what the characters' test finds,
    /// on every character next to the controls' encodings and on any text.
    #[test]
    fn the_byte_check_is_the_character_test() {
        let near = (0..0x100u32)
            .chain(0x2000..0x2100)
            .chain([0xd7ff, 0xe000, 0xfeff, 0x10ffff])
            .filter_map(char::from_u32);
        for c in near {
            let mut texts = vec![
                c.to_string(),
                format!("a{c}"),
                format!("{c}ü"),
                format!("ä{c}—"),
            ];
            // At every place in and across eight-byte words.
            texts.extend((0..17).map(|k| format!("{}{c}{}", "x".repeat(k), "y".repeat(17 - k))));
            for s in texts {
                assert_eq!(
                    holds_unsafe_control(&s),
                    s.chars().any(is_unsafe_control),
                    "{s:?}"
                );
            }
        }
        fn agree(s: String) -> bool {
            holds_unsafe_control(&s) == s.chars().any(is_unsafe_control)
        }
        quickcheck::quickcheck(agree as fn(String) -> bool);
    }
}

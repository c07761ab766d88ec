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
    if !s.chars().any(is_unsafe_control) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
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
        for c in ['\x1b', '\0', '\u{9b}', '\u{85}', 'a', '\t'] {
            let mut s = String::new();
            push_escaped(&mut s, c);
            assert_eq!(s.chars().count(), escaped_width(c), "{c:?}");
        }
    }
}

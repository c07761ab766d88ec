//! Text from input made safe to print on a terminal, and numbers written
//! without the formatter.
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

/// `n` in decimal, as `Display` writes it, made in `buf` without a
/// formatter (numbers are put into the texts a settlement and its notes
/// make, every game).
pub fn int_text(n: i64, buf: &mut [u8; 20]) -> &str {
    let mut u = n.unsigned_abs();
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (u % 10) as u8;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    if n < 0 {
        // |i64::MIN| has 19 digits, so there is room for the sign.
        i -= 1;
        buf[i] = b'-';
    }
    std::str::from_utf8(&buf[i..]).unwrap_or_default()
}

/// `n` in decimal put onto `out` ([`int_text`]).
pub fn push_int(out: &mut String, n: i64) {
    out.push_str(int_text(n, &mut [0; 20]));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A number made without a formatter is the number the standard
    /// library writes, at the ends of the range and around every power of
    /// ten.
    #[test]
    fn numbers_are_written_as_the_formatter_writes_them() {
        let mut ns = vec![0, 1, -1, 9, -9, i64::MAX, i64::MIN, i64::MIN + 1];
        let mut p: i64 = 1;
        while let Some(q) = p.checked_mul(10) {
            ns.extend([p - 1, p, p + 1, -p, -p - 1, -p + 1]);
            p = q;
        }
        for n in ns {
            assert_eq!(int_text(n, &mut [0; 20]), n.to_string());
            let mut s = String::from("k ");
            push_int(&mut s, n);
            assert_eq!(s, format!("k {n}"));
        }
    }

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

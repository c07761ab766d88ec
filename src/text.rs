//! Text from input shown back to a person: control characters escaped, so
//! that a file cannot move the cursor, recolour or retitle the terminal of
//! whoever reads a diagnostic.

use std::borrow::Cow;

/// Whether a character is a control character to escape: C0 except tab
/// (newline included: a quoted piece of input is one line), DEL, and C1
/// (ESC is C0).
pub fn is_escaped_control(c: char) -> bool {
    (c.is_control() && c != '\t') || ('\u{80}'..='\u{9f}').contains(&c)
}

/// `s` with every control character (C0 except tab, DEL, C1) written as
/// `\u{..}`; borrowed when there is none.
pub fn escape_controls(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_escaped_control) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

/// Pushes one character, escaped if it is a control character.
pub fn push_escaped(out: &mut String, c: char) {
    if is_escaped_control(c) {
        use std::fmt::Write;
        let _ = write!(out, "\\u{{{:x}}}", c as u32);
    } else {
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_c0_del_c1_and_esc_but_not_tab() {
        assert!(matches!(escape_controls("plain\ttext ü"), Cow::Borrowed(_)));
        assert_eq!(escape_controls("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(
            escape_controls("\u{7f}\u{9b}\r\n"),
            "\\u{7f}\\u{9b}\\u{d}\\u{a}"
        );
    }
}

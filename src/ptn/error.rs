//! Syntax errors of PTN, each with its place, what was expected and what was
//! found, rendered rustc-style with the offending line and a caret.

use crate::text::{escape_control, escaped_width};
use std::fmt::{self, Write};

/// How many characters of a long line an error shows around its column.
const SNIPPET: usize = 160;

/// One syntax error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line in the file.
    pub line: u32,
    /// 1-based column in characters.
    pub col: u32,
    /// Width of the offending token in characters (at least 1).
    pub width: u32,
    /// What the reader expected here ("a card token").
    pub expected: String,
    /// What it found ("`XK`", "end of line").
    pub found: String,
    /// A headline when the error is more than "expected X, found Y"
    /// ("duplicate tag `Event`").
    pub title: Option<String>,
    /// What to do about it.
    pub help: Option<String>,
    /// The text of the offending line, for the snippet.
    pub source_line: String,
}

impl ParseError {
    /// The headline: the title, or "expected X, found Y".
    pub fn message(&self) -> String {
        match &self.title {
            Some(t) => t.clone(),
            None => format!("expected {}, found {}", self.expected, self.found),
        }
    }

    /// Renders the error with the file name, the line and a caret:
    ///
    /// ```text
    /// error: expected a card token, found `XK`
    ///   --> game.ptn:12:9
    ///    |
    /// 12 |   1: Skus XK XVII
    ///    |           ^^ expected a card token
    ///    = help: …
    /// ```
    pub fn render(&self, file: &str) -> String {
        // Everything quoted from the input is escaped (`crate::text`), so a
        // record cannot send escape sequences to the terminal; the caret is
        // placed under the escaped text.
        let mut out = String::new();
        let num = self.line.to_string();
        let pad = " ".repeat(num.len());
        let _ = writeln!(out, "error: {}", escape_control(&self.message()));
        let _ = writeln!(
            out,
            "{pad}--> {}:{}:{}",
            escape_control(file),
            self.line,
            self.col
        );
        let _ = writeln!(out, "{pad} |");
        // A long line is shown as a window around the column.
        let col = (self.col as usize).max(1);
        let count = self.source_line.chars().count();
        let from = if count > SNIPPET {
            col.saturating_sub(SNIPPET / 2 + 1)
        } else {
            0
        };
        let shown: String = self.source_line.chars().skip(from).take(SNIPPET).collect();
        let (dots_before, dots_after) = (from > 0, from + SNIPPET < count);
        let _ = writeln!(
            out,
            "{num} | {}{}{}",
            if dots_before { "…" } else { "" },
            escape_control(&shown),
            if dots_after { "…" } else { "" }
        );
        let mut caret = String::new();
        if dots_before {
            caret.push(' ');
        }
        let mut have = 0;
        for (i, ch) in shown.chars().enumerate() {
            if from + i + 1 >= col {
                break;
            }
            have += 1;
            if ch == '\t' {
                caret.push('\t');
            } else {
                caret.extend(std::iter::repeat_n(' ', escaped_width(ch)));
            }
        }
        // A column past the end of the line (end of line, end of file).
        for _ in (from + have)..col.saturating_sub(1).min(from + SNIPPET + 1) {
            caret.push(' ');
        }
        let label = if self.title.is_some() {
            format!("expected {}, found {}", self.expected, self.found)
        } else {
            format!("expected {}", self.expected)
        };
        let _ = writeln!(
            out,
            "{pad} | {caret}{} {}",
            "^".repeat(self.width.clamp(1, 200) as usize),
            escape_control(&label)
        );
        if let Some(h) = &self.help {
            let _ = writeln!(out, "{pad} = help: {}", escape_control(h));
        }
        out
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {}",
            self.line,
            self.col,
            escape_control(&self.message())
        )
    }
}

impl std::error::Error for ParseError {}

/// A game that could not be read: its position in the file and every error
/// found in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    /// 0-based index of the game in its file.
    pub index: usize,
    /// Line where the game's text begins.
    pub line: u32,
    /// The `Variant` tag, if it could be read.
    pub variant: Option<String>,
    /// At least one error, sorted by position.
    pub errors: Vec<ParseError>,
}

impl GameError {
    /// Every error rendered, separated by blank lines.
    pub fn render(&self, file: &str) -> String {
        let mut out = String::new();
        for (i, e) in self.errors.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out.push_str(&e.render(file));
        }
        out
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {} (line {}): ", self.index + 1, self.line)?;
        for (i, e) in self.errors.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for GameError {}

/// Quotes a found token for a message, shortening long ones.
pub(crate) fn quote(token: &str) -> String {
    const MAX: usize = 24;
    if token.chars().count() > MAX {
        let short: String = token.chars().take(MAX).collect();
        format!("`{short}…`")
    } else {
        format!("`{token}`")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_with_caret_under_the_token() {
        let e = ParseError {
            line: 12,
            col: 11,
            width: 2,
            expected: "a card token".into(),
            found: "`XK`".into(),
            title: None,
            help: Some("write a tarock as I … XXI or Skus".into()),
            source_line: "  1: Skus XK XVII".into(),
        };
        assert_eq!(
            e.render("a.ptn"),
            "error: expected a card token, found `XK`\n\
             \x20 --> a.ptn:12:11\n\
             \x20  |\n\
             12 |   1: Skus XK XVII\n\
             \x20  |           ^^ expected a card token\n\
             \x20  = help: write a tarock as I … XXI or Skus\n"
        );
    }

    #[test]
    fn control_characters_of_the_input_are_escaped() {
        let e = ParseError {
            line: 1,
            col: 10,
            width: 1,
            expected: "a card token".into(),
            found: "`\x1b[2J`".into(),
            title: Some("bad \x1b]0;x\x07".into()),
            help: Some("\u{9b}31m".into()),
            source_line: "1: \x1b[31m XK".into(),
        };
        let r = e.render("f\x1b.ptn");
        assert!(!r.chars().any(|c| c.is_control() && c != '\n'), "{r:?}");
        assert!(r.contains("1 | 1: \\x1b[31m XK\n"), "{r}");
        // The caret stands under `XK` in the escaped line.
        assert!(r.contains("  |             ^ "), "{r}");
        assert!(!e.to_string().contains('\x1b'));
    }

    #[test]
    fn tabs_are_kept_in_the_caret_line() {
        let e = ParseError {
            line: 3,
            col: 3,
            width: 1,
            expected: "x".into(),
            found: "y".into(),
            title: Some("t".into()),
            help: None,
            source_line: "\t\tZ".into(),
        };
        assert!(
            e.render("f")
                .contains("3 | \t\tZ\n  | \t\t^ expected x, found y\n")
        );
    }
}

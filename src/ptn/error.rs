//! Syntax errors of PTN, each with its stable code (`super::codes`), its
//! place, what was expected and what was found. They are rendered by the
//! one renderer of the project (`crate::diagnostic`), rustc-style with the
//! offending line and a caret.

use crate::diagnostic::{Place, Report};
use crate::text::escape_control;
use std::fmt;

/// One syntax error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The stable code of this kind of error (`P0305`; the table is
    /// `crate::ptn::codes::CODES`). Tests assert codes and places.
    pub code: &'static str,
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

    /// The error as the project's diagnostic, in the file `file`.
    pub fn report(&self, file: &str) -> Report {
        let label = if self.title.is_some() {
            format!("expected {}, found {}", self.expected, self.found)
        } else {
            format!("expected {}", self.expected)
        };
        let place = Place {
            file: file.to_string(),
            line: self.line,
            col: self.col,
            width: self.width.clamp(1, 200),
            text: self.source_line.clone(),
        };
        let mut report = Report::error(self.code, self.message(), place, label);
        report.help = self.help.clone();
        report
    }

    /// Renders the error with its code, the file name, the line and a caret
    /// (`crate::diagnostic`):
    ///
    /// ```text
    /// error[P0305]: expected a card token, found `XK`
    ///    --> game.ptn:12:11
    ///    |
    /// 12 |   1: Skus XK XVII
    ///    |           ^^ expected a card token
    ///    |
    ///    = help: …
    /// ```
    pub fn render(&self, file: &str) -> String {
        self.report(file).render()
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

    fn card_error() -> ParseError {
        ParseError {
            code: "P0305",
            line: 12,
            col: 11,
            width: 2,
            expected: "a card token".into(),
            found: "`XK`".into(),
            title: None,
            help: Some("write a tarock as I … XXI or Skus".into()),
            source_line: "  1: Skus XK XVII".into(),
        }
    }

    #[test]
    fn renders_code_and_caret_under_the_token() {
        assert_eq!(
            card_error().render("a.ptn"),
            "error[P0305]: expected a card token, found `XK`\n\
             \x20  --> a.ptn:12:11\n\
             \x20  |\n\
             12 |   1: Skus XK XVII\n\
             \x20  |           ^^ expected a card token\n\
             \x20  |\n\
             \x20  = help: write a tarock as I … XXI or Skus\n"
        );
    }

    #[test]
    fn control_characters_of_the_input_are_escaped() {
        let e = ParseError {
            code: "P0305",
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
    fn tabs_are_drawn_as_spaces_and_the_caret_follows() {
        let e = ParseError {
            code: "P0006",
            line: 3,
            col: 3,
            width: 1,
            expected: "x".into(),
            found: "y".into(),
            title: Some("t".into()),
            help: None,
            source_line: "\t\tZ".into(),
        };
        let r = e.render("f");
        assert!(
            r.contains("3 |         Z\n  |         ^ expected x, found y\n"),
            "{r}"
        );
    }
}

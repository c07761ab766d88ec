//! Syntax errors of PTN, each with its place, what was expected and what was
//! found, rendered rustc-style with the offending line and a caret.

use std::fmt::{self, Write};

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
        let mut out = String::new();
        let num = self.line.to_string();
        let pad = " ".repeat(num.len());
        let _ = writeln!(out, "error: {}", self.message());
        let _ = writeln!(out, "{pad}--> {file}:{}:{}", self.line, self.col);
        let _ = writeln!(out, "{pad} |");
        let _ = writeln!(out, "{num} | {}", self.source_line);
        let mut caret = String::new();
        for (i, ch) in self.source_line.chars().enumerate() {
            if i + 1 >= self.col as usize {
                break;
            }
            caret.push(if ch == '\t' { '\t' } else { ' ' });
        }
        // A column past the end of the line (end of line, end of file).
        let have = self.source_line.chars().count();
        for _ in have..(self.col as usize).saturating_sub(1) {
            caret.push(' ');
        }
        let label = if self.title.is_some() {
            format!("expected {}, found {}", self.expected, self.found)
        } else {
            format!("expected {}", self.expected)
        };
        let _ = writeln!(
            out,
            "{pad} | {caret}{} {label}",
            "^".repeat(self.width.max(1) as usize)
        );
        if let Some(h) = &self.help {
            let _ = writeln!(out, "{pad} = help: {h}");
        }
        out
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message())
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

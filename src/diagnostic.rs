//! One diagnostic type and one renderer for every located error the
//! project prints: PTN syntax errors (`crate::ptn::ParseError`) and spec
//! errors (`crate::lang::diag::Diagnostic`) both become a [`Report`], and
//! [`Report::render`] draws it rustc-style:
//!
//! ```text
//! error[P0201]: expected a card token, found `XK`
//!    --> game.ptn:12:11
//!    |
//! 12 |   1: Skus XK XVII
//!    |           ^^ expected a card token
//!    |
//!    = help: write a tarock as I … XXI or Skus
//! ```
//!
//! The drawing is `codespan-reporting`'s (plain, no colour). Before it sees
//! a line, the line is cut to a window around the column (a long line shows
//! [`SNIPPET`] characters with `…` where it is cut) and every control
//! character is escaped (`crate::text::escape_control`), so a record cannot
//! send escape sequences to the terminal and the caret sits under the
//! escaped text; the `-->` line still gives the place in the real file,
//! because the renderer asks [`Views`] for it. No input panics: places past
//! the end of a line, empty lines and files are clamped here.

use crate::text::{escape_control, push_escaped};
use codespan_reporting::diagnostic::{Diagnostic as Drawing, Label, Severity as DrawnSeverity};
use codespan_reporting::files::{Error as FilesError, Files, Location};
use codespan_reporting::term::{self, Chars, Config};
use std::ops::Range;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// How many characters of a long line a diagnostic shows around its column.
pub const SNIPPET: usize = 160;

/// How bad it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

/// A place in a file: the line's text, for the snippet, and where in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The file's name as the user gave it.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column in characters.
    pub col: u32,
    /// Width of the marked text in characters (a caret at least).
    pub width: u32,
    /// The text of the line (without its line end).
    pub text: String,
}

/// One diagnostic: what every located error is rendered from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The stable code of this kind of error (`P0201`, `S0101`), or empty.
    pub code: &'static str,
    pub severity: Severity,
    /// The headline.
    pub message: String,
    /// Where, and what is said under the caret (may be empty).
    pub primary: (Place, String),
    /// Other places that explain this one ("first defined here").
    pub related: Vec<(Place, String)>,
    /// What to do about it.
    pub help: Option<String>,
    pub notes: Vec<String>,
}

impl Report {
    /// An error at a place.
    pub fn error(
        code: &'static str,
        message: impl Into<String>,
        place: Place,
        label: impl Into<String>,
    ) -> Report {
        Report {
            code,
            severity: Severity::Error,
            message: message.into(),
            primary: (place, label.into()),
            related: Vec::new(),
            help: None,
            notes: Vec::new(),
        }
    }

    /// The headline with its code: `error[P0201]: …`, or `error: …` when
    /// the code is empty. Input quoted in it is escaped.
    pub fn headline(&self) -> String {
        let level = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        let message = escape_control(&self.message);
        if self.code.is_empty() {
            format!("{level}: {message}")
        } else {
            format!("{level}[{}]: {message}", self.code)
        }
    }

    /// `file:line:col: message`, one line.
    pub fn short(&self) -> String {
        let p = &self.primary.0;
        format!(
            "{}:{}:{}: {}",
            escape_control(&p.file),
            p.line,
            p.col,
            escape_control(&self.message)
        )
    }

    /// The full rendering, ending in one line end.
    pub fn render(&self) -> String {
        let mut views = Views(Vec::with_capacity(1 + self.related.len()));
        let mut labels = Vec::with_capacity(1 + self.related.len());
        let (place, label) = &self.primary;
        let range = views.add(place);
        labels.push(Label::primary(0, range).with_message(escape_control(label)));
        for (i, (place, label)) in self.related.iter().enumerate() {
            let range = views.add(place);
            labels.push(Label::secondary(i + 1, range).with_message(escape_control(label)));
        }
        let mut notes: Vec<String> = self
            .notes
            .iter()
            .map(|n| format!("note: {}", escape_control(n)))
            .collect();
        if let Some(h) = &self.help {
            notes.push(format!("help: {}", escape_control(h)));
        }
        let severity = match self.severity {
            Severity::Error => DrawnSeverity::Error,
            Severity::Warning => DrawnSeverity::Warning,
            Severity::Note => DrawnSeverity::Note,
        };
        let drawing = Drawing::new(severity)
            .with_code(self.code)
            .with_message(escape_control(&self.message))
            .with_labels(labels)
            .with_notes(notes);
        let config = Config {
            chars: Chars::ascii(),
            ..Config::default()
        };
        match term::emit_into_string(&config, &views, &drawing) {
            Ok(mut s) => {
                // One diagnostic ends in one line end; callers separate them.
                while s.ends_with("\n\n") {
                    s.pop();
                }
                s
            }
            // The views answer every question the renderer asks, so this
            // is not reached; still, a diagnostic is never lost.
            Err(_) => {
                let p = &self.primary.0;
                let file = escape_control(&p.file);
                format!("{}\n  --> {file}:{}:{}\n", self.headline(), p.line, p.col)
            }
        }
    }
}

/// The lines a report shows, each cut and escaped, with the place in the
/// real file the renderer prints for it.
struct Views(Vec<View>);

struct View {
    name: String,
    text: String,
    line: usize,
    col: usize,
}

impl Views {
    /// Adds a place's window; returns the byte range of its mark in it.
    fn add(&mut self, place: &Place) -> Range<usize> {
        let (text, range) = window(&place.text, place.col, place.width);
        self.0.push(View {
            name: escape_control(&place.file).into_owned(),
            text,
            line: place.line as usize,
            col: place.col.max(1) as usize,
        });
        range
    }

    fn get(&self, id: usize) -> Result<&View, FilesError> {
        self.0.get(id).ok_or(FilesError::FileMissing)
    }
}

impl<'a> Files<'a> for Views {
    type FileId = usize;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: usize) -> Result<&'a str, FilesError> {
        Ok(self.get(id)?.name.as_str())
    }

    fn source(&'a self, id: usize) -> Result<&'a str, FilesError> {
        Ok(self.get(id)?.text.as_str())
    }

    // Each view is one line.
    fn line_index(&'a self, id: usize, _byte: usize) -> Result<usize, FilesError> {
        self.get(id).map(|_| 0)
    }

    fn line_number(&'a self, id: usize, _line_index: usize) -> Result<usize, FilesError> {
        Ok(self.get(id)?.line)
    }

    /// The place in the real file, not in the cut, escaped window.
    fn location(&'a self, id: usize, _byte: usize) -> Result<Location, FilesError> {
        let v = self.get(id)?;
        Ok(Location {
            line_number: v.line,
            column_number: v.col,
        })
    }

    fn line_range(&'a self, id: usize, _line_index: usize) -> Result<Range<usize>, FilesError> {
        Ok(0..self.get(id)?.text.len())
    }
}

/// The shown part of a line — at most [`SNIPPET`] characters around the
/// column, `…` where it is cut, control characters escaped — and the byte
/// range in it of `width` characters from `col` (a column past the end of
/// the line is padded to, so the caret stands where the reader was).
fn window(line: &str, col: u32, width: u32) -> (String, Range<usize>) {
    let chars: Vec<char> = line.chars().collect();
    let at = (col.max(1) as usize - 1).min(chars.len() + SNIPPET);
    let from = if chars.len() > SNIPPET {
        at.saturating_sub(SNIPPET / 2).min(chars.len() - SNIPPET)
    } else {
        0
    };
    let to = (from + SNIPPET).min(chars.len());
    let mut text = String::with_capacity(to - from + 8);
    if from > 0 {
        text.push('…');
    }
    let mut start = None;
    let mut end = None;
    let mark_end = at.saturating_add(width.max(1) as usize);
    for (i, c) in chars[from..to].iter().enumerate() {
        if from + i == at {
            start = Some(text.len());
        }
        if from + i == mark_end {
            end = Some(text.len());
        }
        push_escaped(&mut text, *c);
    }
    let mut start = match start {
        Some(s) => s,
        None => {
            // Past the shown text: pad up to the column (within the window).
            for _ in to..at.min(from + SNIPPET) {
                text.push(' ');
            }
            text.len()
        }
    };
    let mut end = end.unwrap_or(text.len()).max(start);
    // The renderer draws a mark as wide as its text: a mark of combining
    // characters alone would have no caret, so it moves to the next
    // character that has a width (or the end of the line).
    if UnicodeWidthStr::width(&text[start..end]) == 0 {
        let next = text[start..]
            .char_indices()
            .find(|(_, c)| c.width().unwrap_or(0) > 0)
            .map(|(i, c)| (start + i, start + i + c.len_utf8()));
        (start, end) = next.unwrap_or((text.len(), text.len()));
    }
    if to < chars.len() {
        text.push('…');
    }
    (text, start..end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(text: &str, line: u32, col: u32, width: u32) -> Place {
        Place {
            file: "a.ptn".into(),
            line,
            col,
            width,
            text: text.into(),
        }
    }

    #[test]
    fn renders_code_place_caret_label_and_help() {
        let mut r = Report::error(
            "P0201",
            "expected a card token, found `XK`",
            place("  1: Skus XK XVII", 12, 11, 2),
            "expected a card token",
        );
        r.help = Some("write a tarock as I … XXI or Skus".into());
        assert_eq!(
            r.render(),
            "error[P0201]: expected a card token, found `XK`\n\
             \x20  --> a.ptn:12:11\n\
             \x20  |\n\
             12 |   1: Skus XK XVII\n\
             \x20  |           ^^ expected a card token\n\
             \x20  |\n\
             \x20  = help: write a tarock as I … XXI or Skus\n"
        );
    }

    #[test]
    fn without_a_code_the_headline_is_plain() {
        let r = Report::error("", "bad", place("x", 1, 1, 1), "");
        assert!(r.render().starts_with("error: bad\n"), "{}", r.render());
        assert_eq!(r.headline(), "error: bad");
    }

    #[test]
    fn a_warning_and_its_notes() {
        let mut r = Report::error("", "w", place("x", 1, 1, 1), "");
        r.severity = Severity::Warning;
        r.notes.push("said once".into());
        let out = r.render();
        assert!(out.starts_with("warning: w\n"), "{out}");
        assert!(out.ends_with("  = note: said once\n"), "{out}");
        r.severity = Severity::Note;
        assert_eq!(r.headline(), "note: w");
    }

    #[test]
    fn related_places_are_drawn_with_their_own_location() {
        let mut r = Report::error(
            "S0001",
            "`birds` is defined twice",
            Place {
                file: "a.rules".into(),
                ..place("group birds = {I}", 2, 7, 5)
            },
            "defined again here",
        );
        r.related.push((
            Place {
                file: "a.rules".into(),
                ..place("group birds = {I, XXI, Skus}", 1, 7, 5)
            },
            "first defined".into(),
        ));
        assert_eq!(
            r.render(),
            "error[S0001]: `birds` is defined twice\n\
             \x20 --> a.rules:2:7\n\
             \x20 |\n\
             2 | group birds = {I}\n\
             \x20 |       ^^^^^ defined again here\n\
             \x20 |\n\
             \x20 --> a.rules:1:7\n\
             \x20 |\n\
             1 | group birds = {I, XXI, Skus}\n\
             \x20 |       ----- first defined\n"
        );
    }

    #[test]
    fn control_characters_are_escaped_and_the_caret_stands_under_them() {
        let mut r = Report::error(
            "P0201",
            "bad \x1b]0;x\x07",
            Place {
                file: "f\x1b.ptn".into(),
                ..place("1: \x1b[31m XK", 1, 10, 2)
            },
            "found `\x1b[2J`",
        );
        r.help = Some("\u{9b}31m".into());
        let out = r.render();
        assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
        assert_eq!(
            out,
            "error[P0201]: bad \\x1b]0;x\\x07\n\
             \x20 --> f\\x1b.ptn:1:10\n\
             \x20 |\n\
             1 | 1: \\x1b[31m XK\n\
             \x20 |             ^^ found `\\x1b[2J`\n\
             \x20 |\n\
             \x20 = help: \\u{9b}31m\n"
        );
    }

    #[test]
    fn a_long_line_is_shown_as_a_window_around_the_column() {
        let line = format!("{}XK{}", "a".repeat(300), "b".repeat(300));
        let r = Report::error("P0201", "t", place(&line, 3, 301, 2), "here");
        let out = r.render();
        let shown = format!("…{}XK{}…", "a".repeat(80), "b".repeat(78));
        assert_eq!(
            out,
            format!(
                "error[P0201]: t\n  --> a.ptn:3:301\n  |\n3 | {shown}\n  | {}^^ here\n",
                " ".repeat(81)
            )
        );
    }

    #[test]
    fn places_past_the_end_and_empty_lines_do_not_panic() {
        for (text, col, width) in [
            ("", 1, 1),
            ("", 0, 0),
            ("abc", 4, 1),
            ("abc", 9, 400),
            ("ä€😀", 2, 9),
            ("ä€😀", u32::MAX, u32::MAX),
        ] {
            let r = Report::error("P0001", "t", place(text, 1, col, width), "l");
            let out = r.render();
            assert!(out.contains("^ l\n"), "{text:?} {col}: {out}");
        }
        // A mark of a combining character alone still gets a caret.
        let r = Report::error("P0001", "t", place("\u{736}\x1e[", 1, 1, 1), "l");
        assert!(r.render().contains("^ l\n"), "{}", r.render());
        let (shown, range) = window("abc", 6, 1);
        assert_eq!((shown.as_str(), range), ("abc  ", 5..5));
    }
}

//! Diagnostics of the rule language: every error with its stable code,
//! file, line, column, the offending line with a caret, a label, and a hint
//! — rustc style — and where it helps a second place ("first defined
//! here"). Places are byte spans into [`Sources`]; a diagnostic becomes the
//! project's one diagnostic type ([`Diagnostic::report`]) to be rendered.

use crate::diagnostic::{Place, Report};
use std::fmt::Write;

/// A place in a spec file: byte offsets into its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash, serde::Serialize)]
pub struct Span {
    /// Index of the file in the `Sources`.
    pub file: u16,
    pub start: u32,
    pub end: u32,
}

std::thread_local! {
    /// The file index spans take when read back, and how far they move
    /// ([`with_span_file`], [`with_span_place`]).
    static SPAN_PLACE: std::cell::Cell<Option<(u16, i64)>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with every span it deserializes placed in file `file` (the
/// declarations of a text read once and kept, as the file they are now
/// in; `specs::pack`).
pub fn with_span_file<T>(file: u16, f: impl FnOnce() -> T) -> T {
    with_span_place(file, 0, f)
}

/// Runs `f` with every span it deserializes placed in file `file` and
/// moved by `shift` bytes (a declaration kept from a text read before,
/// now after an edit that changed the length of the text before it;
/// `parse::parse_near`). A place moved outside `0..=u32::MAX` stops there.
pub fn with_span_place<T>(file: u16, shift: i64, f: impl FnOnce() -> T) -> T {
    let before = SPAN_PLACE.replace(Some((file, shift)));
    let out = f();
    SPAN_PLACE.set(before);
    out
}

impl<'de> serde::Deserialize<'de> for Span {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Span, D::Error> {
        #[derive(serde::Deserialize)]
        #[serde(rename = "Span")]
        struct Raw {
            file: u16,
            start: u32,
            end: u32,
        }
        let r = Raw::deserialize(d)?;
        let Some((file, shift)) = SPAN_PLACE.get() else {
            return Ok(Span {
                file: r.file,
                start: r.start,
                end: r.end,
            });
        };
        let moved = |at: u32| (i64::from(at) + shift).clamp(0, i64::from(u32::MAX)) as u32;
        Ok(Span {
            file,
            start: moved(r.start),
            end: moved(r.end),
        })
    }
}

impl Span {
    pub fn new(file: u16, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end.max(start) as u32,
        }
    }
}

/// The texts diagnostics point into.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Sources {
    pub files: Vec<(String, String)>,
}

impl Sources {
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> u16 {
        self.files.push((name.into(), text.into()));
        (self.files.len() - 1) as u16
    }

    pub fn name(&self, span: Span) -> &str {
        self.files
            .get(span.file as usize)
            .map_or("?", |f| f.0.as_str())
    }

    pub fn text(&self, file: u16) -> &str {
        self.files.get(file as usize).map_or("", |f| f.1.as_str())
    }

    /// 1-based line and column (in characters) of a span's start, and the
    /// line's text.
    pub fn locate(&self, span: Span) -> (u32, u32, &str) {
        let text = self.text(span.file);
        let start = floor_boundary(text, span.start as usize);
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
        let line = newlines(&text.as_bytes()[..start]) as u32 + 1;
        let col = text[line_start..start].chars().count() as u32 + 1;
        (line, col, text[line_start..line_end].trim_end_matches('\r'))
    }
}

/// How many newlines `bytes` holds, 64 bytes at a time (a loop the
/// compiler makes vector code of): a spec with thousands of errors has
/// each located in a file of 100 KB.
fn newlines(bytes: &[u8]) -> usize {
    let chunks = bytes.chunks_exact(64);
    let rest = chunks.remainder();
    let mut n = 0usize;
    for c in chunks {
        n += usize::from(c.iter().map(|b| u8::from(*b == b'\n')).sum::<u8>());
    }
    n + rest.iter().filter(|b| **b == b'\n').count()
}

/// The largest char boundary of `text` at or before `i`.
fn floor_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

impl Sources {
    /// How many characters a span covers (up to its line's end).
    pub fn chars(&self, span: Span) -> usize {
        let text = self.text(span.file);
        let start = floor_boundary(text, span.start as usize);
        let end = floor_boundary(text, (span.end as usize).max(start));
        text[start..end]
            .split('\n')
            .next()
            .map_or(0, |t| t.chars().count())
    }
}

/// One error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The stable code of this kind of error (`S0101`), or empty while a
    /// site has none; tests assert codes and places, not wording.
    pub code: &'static str,
    pub span: Span,
    pub message: String,
    /// Said under the caret.
    pub label: String,
    pub help: Option<String>,
    /// Another place that explains this one ("first defined here").
    pub related: Option<(Span, String)>,
    /// A warning: the spec checks, but something in it is likely a
    /// mistake (an unused parameter).
    pub warning: bool,
}

impl Diagnostic {
    pub fn new(span: Span, message: impl Into<String>, label: impl Into<String>) -> Diagnostic {
        Diagnostic {
            code: "",
            span,
            message: message.into(),
            label: label.into(),
            help: None,
            related: None,
            warning: false,
        }
    }

    /// Makes the diagnostic a warning.
    pub fn warning(mut self) -> Diagnostic {
        self.warning = true;
        self
    }

    /// Gives the diagnostic its stable code.
    pub fn with_code(mut self, code: &'static str) -> Diagnostic {
        self.code = code;
        self
    }

    pub fn help(mut self, h: impl Into<String>) -> Diagnostic {
        self.help = Some(h.into());
        self
    }

    pub fn related(mut self, span: Span, what: impl Into<String>) -> Diagnostic {
        self.related = Some((span, what.into()));
        self
    }

    /// `file:line:col: message`
    pub fn short(&self, src: &Sources) -> String {
        self.report(src).short()
    }

    /// The diagnostic as the project's one diagnostic type, its places
    /// looked up in `src`.
    pub fn report(&self, src: &Sources) -> Report {
        let place = |span: Span| {
            let (line, col, text) = src.locate(span);
            Place {
                file: src.name(span).to_string(),
                line,
                col,
                width: src.chars(span).clamp(1, 200) as u32,
                text: text.to_string(),
            }
        };
        let mut report = Report::error(self.code, &self.message, place(self.span), &self.label);
        if self.warning {
            report.severity = crate::diagnostic::Severity::Warning;
        }
        if let Some((span, what)) = &self.related {
            report.related.push((place(*span), what.clone()));
        }
        report.help = self.help.clone();
        report
    }

    /// The full rustc-style rendering (`crate::diagnostic`).
    pub fn render(&self, src: &Sources) -> String {
        self.report(src).render()
    }

    /// The diagnostic as a JSON object for tools (`skus check --json`):
    /// severity, code, message, label, help, the place (file, 1-based line
    /// and column in characters, the end likewise, byte offsets) and the
    /// related place.
    pub fn to_json(&self, src: &Sources) -> serde_json::Value {
        let place = |span: Span| {
            let (line, column, _) = src.locate(span);
            let end = Span {
                start: span.end.max(span.start),
                ..span
            };
            let (end_line, end_column, _) = src.locate(end);
            serde_json::json!({
                "file": src.name(span),
                "line": line,
                "column": column,
                "end_line": end_line,
                "end_column": end_column,
                "start": span.start,
                "end": span.end.max(span.start),
            })
        };
        let mut v = serde_json::json!({
            "severity": if self.warning { "warning" } else { "error" },
            "code": self.code,
            "message": self.message,
            "label": self.label,
            "help": self.help,
            "place": place(self.span),
        });
        if let Some((span, what)) = &self.related {
            v["related"] = serde_json::json!({ "message": what, "place": place(*span) });
        }
        v
    }
}

/// The most diagnostics rendered at once (each is located by scanning its
/// file: thousands of errors in a large file would take minutes).
pub const MAX_RENDERED: usize = 200;

/// Renders every diagnostic (at most [`MAX_RENDERED`]), separated by blank lines, with a count.
pub fn render_all(diags: &[Diagnostic], src: &Sources) -> String {
    let mut out = String::new();
    for d in diags.iter().take(MAX_RENDERED) {
        out.push_str(&d.render(src));
        out.push('\n');
    }
    if diags.len() > MAX_RENDERED {
        let _ = writeln!(
            out,
            "… and {} more errors (the first {MAX_RENDERED} are shown)\n",
            diags.len() - MAX_RENDERED
        );
    }
    // Warnings alone do not stop a check.
    let n = diags.iter().filter(|d| !d.warning).count();
    if n > 0 {
        let _ = writeln!(
            out,
            "error: could not check the spec: {n} error{}",
            if n == 1 { "" } else { "s" }
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newlines_are_counted_past_a_chunk() {
        let text = format!("{}x\n{}y", "a\n".repeat(70), "b".repeat(130));
        let sources = Sources {
            files: vec![("t".into(), text.clone())],
        };
        let at = text.find('y').expect("y") as u32;
        let (line, col, _) = sources.locate(Span {
            file: 0,
            start: at,
            end: at + 1,
        });
        assert_eq!((line, col), (72, 131));
    }

    #[test]
    fn renders_code_caret_and_related_place() {
        let mut src = Sources::default();
        let f = src.add(
            "a.rules",
            "group birds = {I, XXI, Skus}\ngroup birds = {I}\n",
        );
        let d = Diagnostic::new(
            Span::new(f, 35, 40),
            "`birds` is defined twice",
            "defined again here",
        )
        .related(Span::new(f, 6, 11), "first defined")
        .help("rename one of them")
        .with_code("S0101");
        assert_eq!(
            d.render(&src),
            "error[S0101]: `birds` is defined twice\n\
             \x20 --> a.rules:2:7\n\
             \x20 |\n\
             2 | group birds = {I}\n\
             \x20 |       ^^^^^ defined again here\n\
             \x20 |\n\
             \x20 --> a.rules:1:7\n\
             \x20 |\n\
             1 | group birds = {I, XXI, Skus}\n\
             \x20 |       ----- first defined\n\
             \x20 |\n\
             \x20 = help: rename one of them\n"
        );
        assert_eq!(d.short(&src), "a.rules:2:7: `birds` is defined twice");
        // Without a code, the headline has none.
        let plain = Diagnostic::new(Span::new(f, 0, 5), "m", "l");
        assert!(plain.render(&src).starts_with("error: m\n"));
    }

    #[test]
    fn spans_past_the_end_and_inside_a_character_do_not_panic() {
        let mut src = Sources::default();
        let f = src.add("a.rules", "ä\x1b€");
        let empty = src.add("e.rules", "");
        for span in [
            Span::new(f, 1, 2),
            Span::new(f, 2, 99),
            Span::new(f, 99, 9),
            Span::new(empty, 0, 5),
            Span::new(7, 0, 1),
        ] {
            let r = Diagnostic::new(span, "m", "l").render(&src);
            assert!(r.contains("^ l\n"), "{r}");
            assert!(!r.contains('\x1b'), "{r}");
        }
    }
}

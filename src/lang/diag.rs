//! Diagnostics of the rule language: every error with file, line, column,
//! the offending line with a caret, a label, and a hint — rustc style —
//! and where it helps a second place ("first defined here").

use std::fmt::Write;

/// A place in a spec file: byte offsets into its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Span {
    /// Index of the file in the `Sources`.
    pub file: u16,
    pub start: u32,
    pub end: u32,
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
#[derive(Clone, Debug, Default)]
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
        let line = text[..start].matches('\n').count() as u32 + 1;
        let col = text[line_start..start].chars().count() as u32 + 1;
        (line, col, text[line_start..line_end].trim_end_matches('\r'))
    }
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
        }
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
        let (l, c, _) = src.locate(self.span);
        format!(
            "{}:{l}:{c}: {}",
            esc(src.name(self.span)),
            esc(&self.message)
        )
    }

    /// The full rustc-style rendering.
    pub fn render(&self, src: &Sources) -> String {
        let mut out = String::new();
        let (line, col, text) = src.locate(self.span);
        let num = line.to_string();
        let mut width = num.len();
        let related = self.related.as_ref().map(|(s, w)| (src.locate(*s), *s, w));
        if let Some(((l, _, _), _, _)) = related {
            width = width.max(l.to_string().len());
        }
        let pad = " ".repeat(width);
        let _ = writeln!(out, "error: {}", esc(&self.message));
        let _ = writeln!(out, "{pad}--> {}:{line}:{col}", esc(src.name(self.span)));
        let _ = writeln!(out, "{pad} |");
        snippet(
            &mut out,
            width,
            line,
            col,
            text,
            src.chars(self.span),
            &self.label,
        );
        if let Some(((l, c, t), s, what)) = related {
            let _ = writeln!(out, "{pad} |");
            let _ = writeln!(
                out,
                "{pad} = note: {}: {}:{l}:{c}",
                esc(what),
                esc(src.name(s))
            );
            snippet(&mut out, width, l, c, t, src.chars(s), "");
        }
        if let Some(h) = &self.help {
            let _ = writeln!(out, "{pad} = help: {}", esc(h));
        }
        out
    }
}

/// The source line with a caret under the span. A long line is shown as a
/// window around the span, with `…` where it is cut.
fn snippet(
    out: &mut String,
    width: usize,
    line: u32,
    col: u32,
    text: &str,
    span_chars: usize,
    label: &str,
) {
    const BEFORE: usize = 40;
    const SHOWN: usize = 100;
    let chars: Vec<char> = text.chars().collect();
    let at = (col as usize).saturating_sub(1).min(chars.len());
    let from = if chars.len() > SHOWN {
        at.saturating_sub(BEFORE)
    } else {
        0
    };
    let to = (from + SHOWN).min(chars.len());
    // Control characters are shown escaped (`\x1b`), and the caret is
    // moved by their escaped width.
    let mut shown = String::new();
    for c in &chars[from..to] {
        crate::text::push_escaped(&mut shown, *c);
    }
    let mut lead = 0;
    if from > 0 {
        shown.insert(0, '…');
        lead = 1;
    }
    if to < chars.len() {
        shown.push('…');
    }
    let _ = writeln!(out, "{line:>width$} | {shown}");
    let caret: String = std::iter::repeat_n(' ', lead)
        .chain(chars[from..at].iter().flat_map(|c| {
            let n = crate::text::escaped_width(*c);
            std::iter::repeat_n(if *c == '\t' { '\t' } else { ' ' }, n)
        }))
        .collect();
    let len = span_chars.clamp(1, (to - at).max(1));
    let label = if label.is_empty() {
        String::new()
    } else {
        format!(" {}", esc(label))
    };
    let _ = writeln!(out, "{:width$} | {caret}{}{label}", "", "^".repeat(len));
}

/// Input quoted in a message, with its control characters escaped.
fn esc(s: &str) -> std::borrow::Cow<'_, str> {
    crate::text::escape_control(s)
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
    let n = diags.len();
    let _ = writeln!(
        out,
        "error: could not check the spec: {n} error{}",
        if n == 1 { "" } else { "s" }
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_caret_and_related_place() {
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
        .help("rename one of them");
        let r = d.render(&src);
        assert!(
            r.contains("error: `birds` is defined twice\n --> a.rules:2:7\n"),
            "{r}"
        );
        assert!(
            r.contains("2 | group birds = {I}\n  |       ^^^^^ defined again here\n"),
            "{r}"
        );
        assert!(r.contains("= note: first defined: a.rules:1:7\n1 | group birds = {I, XXI, Skus}\n  |       ^^^^^\n"), "{r}");
        assert!(r.ends_with("= help: rename one of them\n"), "{r}");
    }
}

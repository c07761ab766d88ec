//! The cursor: positions, locations and errors, separators, comments and
//! line ends.

use super::*;

impl<'a> Parser<'a, '_> {
    // ---- positions and errors -------------------------------------------

    pub(super) fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }

    pub(super) fn peek(&self) -> Option<char> {
        let b = *self.src.as_bytes().get(self.pos)?;
        if b < 0x80 {
            Some(b as char)
        } else {
            self.rest().chars().next()
        }
    }

    pub(super) fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.pos += c.len_utf8();
            if c == '\n' {
                self.line = self.line.saturating_add(1);
                self.start_line();
            }
        }
    }

    /// Notes where the line at the current position starts and whether it
    /// is ASCII.
    pub(super) fn start_line(&mut self) {
        self.line_start = self.pos;
        self.ascii_to.set(self.pos);
        self.line_ascii.set(None);
    }

    /// Moves to the end of a slice of `rest()` returned by a lexeme parser
    /// that does not cross a line end.
    pub(super) fn advance_to(&mut self, remaining: &'a str) {
        self.pos = self.src.len() - remaining.len();
    }

    pub(super) fn loc(&self) -> Loc {
        self.loc_of(self.pos)
    }

    /// Location of a byte offset on the current line.
    #[inline]
    pub(super) fn loc_of(&self, pos: usize) -> Loc {
        // The common case: the line is ASCII up to `pos`, found out by
        // looking only at the bytes not looked at before (a location is
        // taken at most lines' starts and tokens, left to right).
        if pos <= self.ascii_to.get() {
            return Loc::new(self.line, (pos - self.line_start) as u32 + 1);
        }
        self.loc_of_slow(pos)
    }

    #[inline(never)]
    fn loc_of_slow(&self, pos: usize) -> Loc {
        let known = self.ascii_to.get();
        if self.src.as_bytes()[known..pos].iter().all(u8::is_ascii) {
            self.ascii_to.set(pos);
            return Loc::new(self.line, (pos - self.line_start) as u32 + 1);
        }
        let ascii = self.line_ascii.get().unwrap_or_else(|| {
            let rest = &self.src.as_bytes()[self.line_start..];
            let end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
            let ascii = rest[..end].is_ascii();
            self.line_ascii.set(Some(ascii));
            ascii
        });
        let before = if ascii {
            (pos - self.line_start) as u32
        } else {
            width(&self.src[self.line_start..pos])
        };
        Loc::new(self.line, before + 1)
    }

    /// The text of a line, found from the current line (errors are almost
    /// always on it or just before it), so reporting is linear in the
    /// number of errors.
    fn line_text(&self, line: u32) -> String {
        let b = self.src.as_bytes();
        let mut start = self.line_start;
        if line > self.line {
            // Past the current line: walk forward (rare).
            for _ in self.line..line {
                match memchr::memchr(b'\n', &b[start..]) {
                    Some(i) => start += i + 1,
                    None => return String::new(),
                }
            }
        } else {
            for _ in line..self.line {
                if start == 0 {
                    return String::new();
                }
                start = memchr::memrchr(b'\n', &b[..start - 1]).map_or(0, |i| i + 1);
            }
        }
        let end = memchr::memchr(b'\n', &b[start..]).map_or(b.len(), |i| start + i);
        let text = &self.src[start..end];
        text.strip_suffix('\r').unwrap_or(text).to_string()
    }

    /// Records an error of the kind `code` (`crate::ptn::codes`).
    pub(super) fn error(
        &mut self,
        code: &'static str,
        loc: Loc,
        width: u32,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> &mut ParseError {
        if self.errors.len() >= MAX_ERRORS {
            self.dropped += 1;
            return &mut self.spare;
        }
        let source_line = self.line_text(loc.line);
        self.errors.push(ParseError {
            code,
            line: loc.line,
            col: loc.col,
            width: width.max(1),
            expected: expected.into(),
            found: found.into(),
            title: None,
            help: None,
            source_line,
        });
        let last = self.errors.len() - 1;
        &mut self.errors[last]
    }

    /// Records "expected X, found <whatever is here>".
    pub(super) fn expected_here(
        &mut self,
        code: &'static str,
        expected: impl Into<String>,
    ) -> &mut ParseError {
        let (found, width) = describe(self.rest());
        let loc = self.loc();
        self.error(code, loc, width, expected, found)
    }

    // ---- separators, comments, line ends --------------------------------

    pub(super) fn at_line_end(&self) -> bool {
        matches!(self.byte(), None | Some(b'\n' | b';'))
    }

    /// Reads a block comment starting at `{`.
    fn block_comment(&mut self) -> LineResult<Comment> {
        let start = self.loc();
        let body_start = self.pos + 1;
        match self.src[body_start..].find('}') {
            Some(len) => {
                let text = line_ends_as_lf(&self.src[body_start..body_start + len]);
                while self.pos < body_start + len + 1 {
                    self.bump();
                }
                Ok(Comment::Block(text))
            }
            None => {
                let e = self.error("P0005", start, 1, "`}` to close the comment", "end of file");
                e.title = Some("unterminated comment".into());
                e.help = Some("a `{` comment runs until the next `}`".into());
                self.pos = self.src.len();
                Err(LineFailed)
            }
        }
    }

    /// Reads a line comment starting at `;`, up to (not including) the line end.
    fn line_comment(&mut self) -> Comment {
        let rest = &self.rest()[1..];
        let len = rest.find('\n').unwrap_or(rest.len());
        let text = rest[..len].trim().to_string();
        self.pos += 1 + len;
        Comment::Line(text)
    }

    /// Skips spaces, tabs, commas and block comments inside a line; block
    /// comments are collected.
    pub(super) fn sep(&mut self, comments: &mut Comments) -> LineResult<bool> {
        let start = self.pos;
        let b = self.src.as_bytes();
        loop {
            match b.get(self.pos) {
                Some(b' ' | b'\t' | b'\r' | b',') => self.pos += 1,
                Some(b'{') => comments.push(self.block_comment()?),
                _ => return Ok(self.pos > start),
            }
        }
    }

    pub(super) fn byte(&self) -> Option<u8> {
        self.src.as_bytes().get(self.pos).copied()
    }

    /// After the last token of a line: collects trailing comments into
    /// `pending` and consumes the line end.
    pub(super) fn finish_line(&mut self, pending: &mut Comments) -> LineResult<()> {
        self.sep(pending)?;
        if self.peek() == Some(';') {
            pending.push(self.line_comment());
        }
        match self.peek() {
            None => Ok(()),
            Some('\n') => {
                self.bump();
                Ok(())
            }
            Some(_) => {
                self.expected_here("P0006", "end of line");
                Err(LineFailed)
            }
        }
    }

    /// Skips the rest of a broken line (respecting block comments).
    pub(super) fn skip_line(&mut self) {
        while let Some(c) = self.peek() {
            match c {
                '\n' => {
                    self.bump();
                    return;
                }
                '{' => match self.src[self.pos..].find('}') {
                    Some(n) => {
                        let end = self.pos + n + 1;
                        while self.pos < end {
                            self.bump();
                        }
                    }
                    None => self.pos = self.src.len(),
                },
                _ => self.bump(),
            }
        }
    }

    /// Blank lines and comments before the next line's first token.
    pub(super) fn leading(&mut self, pending: &mut Comments) {
        loop {
            match self.byte() {
                Some(b' ' | b'\t' | b'\r') => {
                    // Indentation known ASCII: a location after it is a
                    // subtraction (`loc_of`).
                    if self.ascii_to.get() == self.pos {
                        self.ascii_to.set(self.pos + 1);
                    }
                    self.pos += 1;
                }
                Some(b'\n') => self.bump(),
                Some(b';') => pending.push(self.line_comment()),
                Some(b'{') => match self.block_comment() {
                    Ok(c) => pending.push(c),
                    Err(LineFailed) => return,
                },
                _ => return,
            }
        }
    }
}

/// A block comment's text with its line ends stored as `\n`: CRLF, and
/// any carriage returns just before a line end (`\r\r\n`), which no
/// printing could give back, since a reader takes one `\r` of each line end.
/// A lone `\r` elsewhere is kept.
pub(super) fn line_ends_as_lf(text: &str) -> String {
    if !text.contains('\r') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            // The line before ended at a line end: drop its trailing CRs.
            let kept = out.trim_end_matches('\r').len();
            out.truncate(kept);
            out.push('\n');
        }
        out.push_str(line);
    }
    out
}

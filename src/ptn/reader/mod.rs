//! Splitting a PTN file into games, streaming.
//!
//! A game starts with its tag block. A tag line starts a new game when the
//! current game already has a body (a section), or when it is a second
//! `Variant` tag. Comments between two games belong to the earlier game up
//! to the first blank line after its last event, and to the later game after
//! it. Brace comments may span lines; a `[` inside one starts nothing.
//!
//! [`Reader`] reads any `BufRead` one game at a time, so a file of 100,000
//! games is never held in memory whole; [`split_str`] does the same over a
//! string without copying.

use super::error::{GameError, ParseError};
use super::model::Game;
use super::parse::{ParseOptions, parse_game};
use std::io;

/// The text of one game and where it stands in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk<T> {
    /// 0-based position of the game in its file.
    pub index: usize,
    /// Line number of the text's first line.
    pub first_line: u32,
    pub text: T,
    /// Lines that were not valid UTF-8 (replaced with U+FFFD in `text`).
    pub bad_utf8: Vec<u32>,
    /// The game was longer than this limit (bytes) and was dropped: `text`
    /// holds the beginning of its first line only.
    pub oversized: Option<usize>,
}

impl<T: AsRef<str>> Chunk<T> {
    /// Reads the game in this chunk.
    pub fn parse(&self, opts: ParseOptions<'_>) -> Result<Game, GameError> {
        if let Some(limit) = self.oversized {
            return Err(GameError {
                index: self.index,
                line: self.first_line,
                variant: None,
                errors: vec![ParseError {
                    code: "P0001",
                    line: self.first_line,
                    col: 1,
                    width: 1,
                    expected: format!("a game of at most {limit} bytes"),
                    found: "a longer game, or a longer line".into(),
                    title: Some(format!(
                        "game {} is longer than {limit} bytes; it was skipped",
                        self.index + 1
                    )),
                    help: Some(
                        "a game this long is not a transcript (a single line this long \
                         also ends the reading of its file); --max-game-size raises the limit"
                            .into(),
                    ),
                    source_line: self.text.as_ref().to_string(),
                }],
            });
        }
        let result = parse_game(self.text.as_ref(), self.first_line, self.index, opts);
        if self.bad_utf8.is_empty() {
            return result;
        }
        let mut err = match result {
            Ok(g) => GameError {
                index: self.index,
                line: self.first_line,
                variant: g.variant().map(str::to_string),
                errors: Vec::new(),
            },
            Err(e) => e,
        };
        // One pass over the lines (not a search from the top for each bad
        // line), and no more errors than the parser keeps.
        let mut bad = self.bad_utf8.iter().copied().peekable();
        for (n, text) in self.text.as_ref().split('\n').enumerate() {
            let line = self.first_line.saturating_add(n as u32);
            if bad.peek() != Some(&line) {
                continue;
            }
            bad.next();
            if err.errors.len() >= super::parse::MAX_ERRORS {
                break;
            }
            let col = text.chars().position(|c| c == '\u{FFFD}').unwrap_or(0) as u32 + 1;
            err.errors.push(ParseError {
                code: "P0002",
                line,
                col,
                width: 1,
                expected: "UTF-8 text".into(),
                found: "bytes that are not UTF-8".into(),
                title: Some("invalid UTF-8".into()),
                help: Some("PTN files are UTF-8; re-save the file as UTF-8".into()),
                source_line: text.trim_end_matches('\r').to_string(),
            });
        }
        let shown = err
            .errors
            .iter()
            .filter(|e| e.title.as_deref() == Some("invalid UTF-8"))
            .count();
        if shown < self.bad_utf8.len() {
            let more = self.bad_utf8.len() - shown;
            err.errors.push(ParseError {
                code: "P0003",
                line: self.bad_utf8.last().copied().unwrap_or(self.first_line),
                col: 1,
                width: 1,
                expected: "UTF-8 text".into(),
                found: format!("{more} more line(s) that are not UTF-8"),
                title: Some(format!(
                    "… and {more} more line(s) of this game that are not UTF-8, not shown"
                )),
                help: None,
                source_line: String::new(),
            });
        }
        err.errors.sort_by_key(|e| (e.line, e.col));
        Err(err)
    }
}

/// What a physical line holds, for splitting.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum LineKind {
    Blank,
    Comment,
    Tag { variant: bool },
    Content,
}

/// Classifies a line and tracks whether a `{` comment is open at its end.
fn classify(b: &[u8], in_block: &mut bool) -> LineKind {
    if !*in_block && memchr::memchr(b'{', b).is_none() {
        // Fast path (almost every line): no block comment opens here, so
        // the first significant byte decides.
        return classify_plain(b);
    }
    classify_slow(b, in_block)
}

/// Classifies a line that holds no `{`, outside a comment: its first
/// significant byte decides (a tag line is a tag line whatever follows its
/// `[`: no comment can open on it), as `classify_slow` would.
fn classify_plain(b: &[u8]) -> LineKind {
    match b
        .iter()
        .position(|c| !matches!(c, b' ' | b'\t' | b'\r' | b'\n'))
    {
        None => LineKind::Blank,
        Some(i) => match b[i] {
            b';' => LineKind::Comment,
            b'[' => LineKind::Tag {
                variant: names_variant(&b[i + 1..]),
            },
            _ => LineKind::Content,
        },
    }
}

/// Classifies a line byte by byte, following quotes and comments.
fn classify_slow(b: &[u8], in_block: &mut bool) -> LineKind {
    let mut kind = if *in_block {
        LineKind::Comment
    } else {
        LineKind::Blank
    };
    let mut i = 0;
    let mut in_quotes = false;
    while i < b.len() {
        let c = b[i];
        if *in_block {
            if c == b'}' {
                *in_block = false;
            }
        } else if in_quotes {
            match c {
                b'\\' => i += 1,
                b'"' => in_quotes = false,
                _ => {}
            }
        } else {
            match c {
                b' ' | b'\t' | b'\r' | b'\n' => {}
                b'{' => {
                    *in_block = true;
                    if kind == LineKind::Blank {
                        kind = LineKind::Comment;
                    }
                }
                b';' => {
                    if kind == LineKind::Blank {
                        kind = LineKind::Comment;
                    }
                    break;
                }
                _ => {
                    if matches!(kind, LineKind::Blank | LineKind::Comment) {
                        kind = if c == b'[' {
                            LineKind::Tag {
                                variant: names_variant(&b[i + 1..]),
                            }
                        } else {
                            LineKind::Content
                        };
                    }
                    if c == b'"' && matches!(kind, LineKind::Tag { .. }) {
                        in_quotes = true;
                    }
                }
            }
        }
        i += 1;
    }
    kind
}

/// Whether the text after a tag's `[` names the `Variant` tag.
fn names_variant(after_bracket: &[u8]) -> bool {
    let name = after_bracket.trim_ascii_start();
    name.starts_with(b"Variant")
        && !name
            .get(7)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
}

/// Decides where games begin, fed one line at a time.
#[derive(Default)]
struct Splitter {
    /// The whole text has no `{`; set by `split_str`.
    no_braces: bool,
    in_block: bool,
    has_content: bool,
    has_body: bool,
    has_variant: bool,
    /// Start (offset, line) of the first blank line after the last content.
    blank_after_content: Option<(usize, u32)>,
}

impl Splitter {
    /// Feeds the line at `offset` (line number `line`); returns where the
    /// current game ends if this line starts a new one.
    #[inline]
    fn feed(&mut self, text: &[u8], offset: usize, line: u32) -> Option<(usize, u32)> {
        let kind = if self.no_braces {
            classify_plain(text)
        } else {
            classify(text, &mut self.in_block)
        };
        match kind {
            LineKind::Blank => {
                if self.has_content && self.blank_after_content.is_none() {
                    self.blank_after_content = Some((offset, line));
                }
                None
            }
            LineKind::Comment => None,
            LineKind::Tag { variant } => {
                let split = if self.has_body || (variant && self.has_variant) {
                    let at = self.blank_after_content.unwrap_or((offset, line));
                    *self = Splitter {
                        in_block: self.in_block,
                        no_braces: self.no_braces,
                        ..Splitter::default()
                    };
                    Some(at)
                } else {
                    None
                };
                self.has_content = true;
                self.has_variant |= variant;
                self.blank_after_content = None;
                split
            }
            LineKind::Content => {
                self.has_content = true;
                self.has_body = true;
                self.blank_after_content = None;
                None
            }
        }
    }
}

impl Splitter {
    /// Feeds the complete lines of `b` (no `{` in them, no comment open
    /// before them; `b[0]` is at stream offset `base` and starts line
    /// `line`) at once, jumping from tag line to tag line as
    /// [`split_plain`] does, up to the first tag line that starts a game.
    /// Returns how many bytes were fed (whole lines), the line number
    /// after them, and the split if one was found, as [`Splitter::feed`]
    /// line by line would. Line numbers must not saturate within `b`.
    fn feed_plain(
        &mut self,
        b: &[u8],
        base: usize,
        line: u32,
    ) -> (usize, u32, Option<(usize, u32)>) {
        let (mut scan, mut scan_line) = (0usize, line);
        let mut from = 0usize;
        while let Some(q) = memchr::memchr(b'[', &b[from..]).map(|i| from + i) {
            let Some(le) = memchr::memchr(b'\n', &b[q..]).map(|i| q + i + 1) else {
                break; // an incomplete line: not fed
            };
            let ls = memchr::memrchr(b'\n', &b[scan..q]).map_or(scan, |i| scan + i + 1);
            if !b[ls..q].iter().all(|&c| is_split_space(c)) {
                from = le;
                continue;
            }
            let tag_line = scan_line + count_lines(&b[scan..ls]);
            self.absorb(b, scan, ls, tag_line, base);
            let variant = names_variant(&b[q + 1..le]);
            let split = if self.has_body || (variant && self.has_variant) {
                let at = self.blank_after_content.unwrap_or((base + ls, tag_line));
                *self = Splitter {
                    in_block: self.in_block,
                    no_braces: self.no_braces,
                    ..Splitter::default()
                };
                Some(at)
            } else {
                None
            };
            self.has_content = true;
            self.has_variant |= variant;
            self.blank_after_content = None;
            (scan, scan_line) = (le, tag_line + 1);
            from = le;
            if split.is_some() {
                return (scan, scan_line, split);
            }
        }
        // The complete lines after the last tag line.
        let end = memchr::memrchr(b'\n', &b[scan..]).map_or(scan, |i| scan + i + 1);
        if end > scan {
            let end_line = scan_line + count_lines(&b[scan..end]);
            self.absorb(b, scan, end, end_line, base);
            (scan, scan_line) = (end, end_line);
        }
        (scan, scan_line, None)
    }

    /// Feeds the lines `b[from..to]` (none of them a tag line; `to` starts
    /// line `to_line`): walked back from `to`, the blank and comment lines
    /// after the last content line decide.
    fn absorb(&mut self, b: &[u8], from: usize, to: usize, to_line: u32, base: usize) {
        let (mut end, mut end_line) = (to, to_line);
        let mut earliest_blank = None;
        let mut content = false;
        while end > from {
            let s = memchr::memrchr(b'\n', &b[from..end - 1]).map_or(from, |i| from + i + 1);
            end_line -= 1;
            match b[s..end].iter().find(|&&c| !is_split_space(c)) {
                None => earliest_blank = Some((base + s, end_line)),
                Some(b';') => {}
                Some(_) => {
                    content = true;
                    break;
                }
            }
            end = s;
        }
        if content {
            self.has_content = true;
            self.has_body = true;
            self.blank_after_content = earliest_blank;
        } else if self.has_content && self.blank_after_content.is_none() {
            self.blank_after_content = earliest_blank;
        }
    }
}

/// Splits a whole text into games without copying. A leading BOM is skipped.
pub fn split_str(text: &str) -> Vec<Chunk<&str>> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    // Without any `{` no comment can span lines: lines are told apart by
    // their first byte alone (the common case, and much faster), and only
    // tag lines can split, so the splitter jumps from `[` to `[`.
    if memchr::memchr(b'{', text.as_bytes()).is_none() {
        return split_plain(text);
    }
    split_lines(text)
}

/// [`split_str`] line by line, with the [`Splitter`] (any text).
fn split_lines(text: &str) -> Vec<Chunk<&str>> {
    let mut chunks = Vec::new();
    let mut sp = Splitter::default();
    let (mut start, mut start_line) = (0usize, 1u32);
    let bytes = text.as_bytes();
    sp.no_braces = memchr::memchr(b'{', bytes).is_none();
    let (mut offset, mut line) = (0usize, 1u32);
    while offset < bytes.len() {
        let end = memchr::memchr(b'\n', &bytes[offset..]).map_or(bytes.len(), |i| offset + i + 1);
        if let Some((at, at_line)) = sp.feed(&bytes[offset..end], offset, line) {
            push_chunk(&mut chunks, &text[start..at], start_line);
            (start, start_line) = (at, at_line);
        }
        offset = end;
        line = line.saturating_add(1);
    }
    push_chunk(&mut chunks, &text[start..], start_line);
    chunks
}

/// Whether a byte is what the splitter skips before a line's first
/// significant byte.
const fn is_split_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

/// Newlines in a slice (memchr's vectorised count), saturating as line
/// numbers do.
fn count_lines(b: &[u8]) -> u32 {
    u32::try_from(memchr::memchr_iter(b'\n', b).count()).unwrap_or(u32::MAX)
}

/// [`split_str`] for a text without `{`: the same games as [`split_lines`]
/// (checked by a property test), found without looking at every line. Only
/// a tag line (a `[` after nothing but spaces) can start a game; between
/// two tag lines what counts is whether a content line stands there, and
/// the first blank line after the last one, which a walk back from the
/// tag line over the blank and comment lines before it finds. Each byte is
/// looked at a bounded number of times.
fn split_plain(text: &str) -> Vec<Chunk<&str>> {
    let b = text.as_bytes();
    let mut chunks = Vec::new();
    let (mut start, mut start_line) = (0usize, 1u32);
    // The splitter's state, as `Splitter` keeps it.
    let mut has_content = false;
    let mut has_body = false;
    let mut has_variant = false;
    let mut blank_after_content: Option<(usize, u32)> = None;
    // `scan` is a line start: the lines before it are accounted for, and
    // `scan_line` is its line number.
    let (mut scan, mut scan_line) = (0usize, 1u32);
    let mut from = 0usize;
    while let Some(q) = memchr::memchr(b'[', &b[from..]).map(|i| from + i) {
        // The start of the line of this `[` (never before `scan`).
        let ls = memchr::memrchr(b'\n', &b[scan..q]).map_or(scan, |i| scan + i + 1);
        let le = memchr::memchr(b'\n', &b[q..]).map_or(b.len(), |i| q + i + 1);
        if !b[ls..q].iter().all(|&c| is_split_space(c)) {
            // Not a tag line: nothing on it can start a game.
            from = le;
            continue;
        }
        let line = scan_line.saturating_add(count_lines(&b[scan..ls]));
        // The lines between `scan` and this tag line, walked back: blank
        // and comment lines up to the last content line.
        let (mut end, mut end_line) = (ls, line);
        let mut earliest_blank = None;
        let mut content = false;
        while end > scan {
            let s = memchr::memrchr(b'\n', &b[scan..end - 1]).map_or(scan, |i| scan + i + 1);
            end_line = end_line.saturating_sub(1);
            match b[s..end].iter().find(|&&c| !is_split_space(c)) {
                None => earliest_blank = Some((s, end_line)),
                Some(b';') => {}
                Some(_) => {
                    content = true;
                    break;
                }
            }
            end = s;
        }
        if content {
            // (`has_content` too, which the tag line sets below anyway.)
            has_body = true;
            blank_after_content = earliest_blank;
        } else if has_content && blank_after_content.is_none() {
            blank_after_content = earliest_blank;
        }
        // The tag line itself.
        let variant = names_variant(&b[q + 1..le]);
        if has_body || (variant && has_variant) {
            let (at, mut at_line) = blank_after_content.unwrap_or((ls, line));
            if line == u32::MAX {
                // Line numbers saturate: count, not walked back from `MAX`.
                at_line = start_line.saturating_add(count_lines(&b[start..at]));
            }
            push_chunk(&mut chunks, &text[start..at], start_line);
            (start, start_line) = (at, at_line);
            has_body = false;
            has_variant = false;
        }
        has_content = true;
        has_variant |= variant;
        blank_after_content = None;
        (scan, scan_line) = (le, line.saturating_add(1));
        from = le;
    }
    push_chunk(&mut chunks, &text[start..], start_line);
    chunks
}

fn push_chunk<'a>(chunks: &mut Vec<Chunk<&'a str>>, text: &'a str, first_line: u32) {
    if !text.trim().is_empty() {
        chunks.push(Chunk {
            index: chunks.len(),
            first_line,
            text,
            bad_utf8: Vec::new(),
            oversized: None,
        });
    }
}

/// Reads and parses every game of a string with the default options.
pub fn parse_str(text: &str) -> Vec<Result<Game, GameError>> {
    let opts = ParseOptions::default();
    split_str(text).iter().map(|c| c.parse(opts)).collect()
}

mod stream;
#[cfg(test)]
mod tests;

pub use stream::*;

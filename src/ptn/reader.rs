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

/// The default largest text of one game, in bytes (1 MiB; a complete game
/// is about 1 KiB, and a game read costs up to ~35 times its text in memory
/// when it is all comment lines). A longer game is an error and is skipped;
/// a single line longer than this ends the reading of its input.
pub const MAX_GAME_BYTES: usize = 1 << 20;

/// Streams the games of a reader one chunk at a time. It reads blocks of
/// 64 KiB and copies out one game's text at a time, so memory holds the
/// current game and one block, whatever the size of the file. Each byte is
/// looked at a bounded number of times, however long its line.
pub struct Reader<R> {
    src: R,
    /// Bytes read and not yet given out; `buf[..start]` is already gone.
    buf: Vec<u8>,
    /// Stream offset of `buf[0]`: the splitter works in stream offsets, so
    /// that dropping given-out bytes does not move what it remembers.
    base: usize,
    /// Where the current game's text starts in `buf`.
    start: usize,
    /// Where the next line to classify starts in `buf`.
    scan: usize,
    /// How far `buf[scan..]` is known to hold no line end.
    searched: usize,
    /// Whether complete lines without `{` are fed at once (always, but for
    /// the test that compares with feeding them one by one).
    batching: bool,
    /// How far `buf[scan..]` is known to hold no `{`: lines before it are
    /// told apart by their first byte (searched for once, not per line).
    braceless_to: usize,
    start_line: u32,
    line: u32,
    splitter: Splitter,
    index: usize,
    eof: bool,
    failed: bool,
    /// Whether a leading byte-order mark has been looked for.
    bom_checked: bool,
    /// Whether one was found (and skipped).
    bom: bool,
    /// The block read into, reused.
    scratch: Vec<u8>,
    max_game: usize,
    /// The current game grew past `max_game`: its first line (for the
    /// message) and how many bytes it had when it was dropped.
    oversized: Option<(u32, String)>,
}

const BLOCK: usize = 64 * 1024;

impl<R: std::io::Read> Reader<R> {
    pub fn new(src: R) -> Reader<R> {
        Reader::with_limit(src, MAX_GAME_BYTES)
    }

    /// A reader that refuses games longer than `max_game` bytes.
    pub fn with_limit(src: R, max_game: usize) -> Reader<R> {
        Reader {
            src,
            buf: Vec::new(),
            base: 0,
            start: 0,
            scan: 0,
            searched: 0,
            braceless_to: 0,
            batching: true,
            start_line: 1,
            line: 1,
            splitter: Splitter::default(),
            index: 0,
            eof: false,
            failed: false,
            bom_checked: false,
            bom: false,
            scratch: vec![0; BLOCK],
            max_game: max_game.max(1),
            oversized: None,
        }
    }

    /// Whether the text began with a byte-order mark (which is skipped).
    pub fn had_bom(&self) -> bool {
        self.bom
    }

    /// Drops what was given out and reads the next block.
    fn fill(&mut self) -> io::Result<()> {
        if self.start > 0 {
            self.buf.drain(..self.start);
            self.scan -= self.start;
            self.searched -= self.start;
            self.braceless_to = self.braceless_to.saturating_sub(self.start);
            self.base += self.start;
            self.start = 0;
        }
        let n = loop {
            match self.src.read(&mut self.scratch) {
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                other => break other?,
            }
        };
        self.buf.extend_from_slice(&self.scratch[..n]);
        if n == 0 {
            self.eof = true;
        }
        const BOM: &[u8] = "\u{FEFF}".as_bytes();
        if !self.bom_checked && (self.buf.len() >= BOM.len() || self.eof) {
            self.bom_checked = true;
            if self.buf.starts_with(BOM) {
                self.buf.drain(..BOM.len());
                self.bom = true;
            }
        }
        Ok(())
    }

    /// Gives out `buf[start..end]` as the text of one game (or, when the
    /// game was too long, the error chunk that stands for it).
    fn take(&mut self, end: usize, next_line: u32) -> Option<Chunk<String>> {
        // A split before what is still held (in a game that was dropped as
        // too long) falls where the held text starts, with its line.
        let (end, next_line) = if end < self.start {
            (self.start, self.start_line)
        } else {
            (end, next_line)
        };
        let bytes = &self.buf[self.start..end];
        let first_line = self.start_line;
        self.start = end;
        self.start_line = next_line;
        if let Some((line, text)) = self.oversized.take() {
            let chunk = Chunk {
                index: self.index,
                first_line: line,
                text,
                bad_utf8: Vec::new(),
                oversized: Some(self.max_game),
            };
            self.index += 1;
            return Some(chunk);
        }
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return None;
        }
        let (text, bad_utf8) = match std::str::from_utf8(bytes) {
            Ok(t) => (t.to_string(), Vec::new()),
            Err(_) => {
                let bad = (first_line..)
                    .zip(bytes.split(|&b| b == b'\n'))
                    .filter(|(_, l)| std::str::from_utf8(l).is_err())
                    .map(|(n, _)| n)
                    .collect();
                (String::from_utf8_lossy(bytes).into_owned(), bad)
            }
        };
        let chunk = Chunk {
            index: self.index,
            first_line,
            text,
            bad_utf8,
            oversized: None,
        };
        self.index += 1;
        Some(chunk)
    }

    /// Feeds the complete lines ahead that hold no `{` at once (outside a
    /// comment, within the game size limit, and where line numbers do
    /// not saturate), as `next` would line by line. `None` when there is
    /// nothing to feed so; `Some(chunk)` when lines were fed, with the
    /// game they ended, if any (and not blank).
    fn batch(&mut self) -> Option<Option<Chunk<String>>> {
        if !self.batching || !self.bom_checked || self.oversized.is_some() || self.splitter.in_block
        {
            return None;
        }
        if self.braceless_to < self.buf.len() {
            let from = self.braceless_to.max(self.scan);
            self.braceless_to =
                memchr::memchr(b'{', &self.buf[from..]).map_or(self.buf.len(), |i| from + i);
        }
        let limit = self
            .braceless_to
            .min(self.start.saturating_add(self.max_game));
        if limit <= self.scan || u32::MAX as usize - (self.line as usize) <= limit - self.scan {
            return None;
        }
        // Only when a line is complete: the bytes of a line still being
        // read are searched for its end once (as line by line), not again
        // after every block.
        let from = self.searched.max(self.scan);
        if from >= limit || memchr::memchr(b'\n', &self.buf[from..limit]).is_none() {
            self.searched = self.searched.max(limit);
            return None;
        }
        let (fed, line, split) = self.splitter.feed_plain(
            &self.buf[self.scan..limit],
            self.base + self.scan,
            self.line,
        );
        if fed == 0 {
            return None;
        }
        self.scan += fed;
        self.searched = self.searched.max(self.scan);
        self.line = line;
        let (at, at_line) = match split {
            Some(s) => s,
            None => {
                // What is left up to `limit` is an incomplete line.
                self.searched = self.searched.max(limit);
                return Some(None);
            }
        };
        let at = at.max(self.base) - self.base;
        Some(self.take(at, at_line))
    }

    /// The current game has grown past the limit: remember where it began
    /// and drop its text up to the line being read.
    fn drop_oversized(&mut self) {
        if self.oversized.is_none() {
            let bytes = &self.buf[self.start..self.scan.max(self.start)];
            let bytes = if bytes.is_empty() {
                &self.buf[self.start..]
            } else {
                bytes
            };
            // The game's first significant line, for the message.
            let first = bytes
                .split(|&b| b == b'\n')
                .enumerate()
                .find(|(_, l)| !l.trim_ascii().is_empty())
                .map(|(n, l)| (n as u32, &l[..l.len().min(256)]));
            let (skip, text) = first.unwrap_or((0, &bytes[..0]));
            let text = String::from_utf8_lossy(text).into_owned();
            self.oversized = Some((self.start_line + skip, text));
        }
        self.start = self.scan;
        self.start_line = self.line;
    }
}

impl<R: std::io::Read> Iterator for Reader<R> {
    type Item = io::Result<Chunk<String>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        loop {
            if let Some(chunk) = self.batch() {
                match chunk {
                    Some(chunk) => return Some(Ok(chunk)),
                    None => continue,
                }
            }
            let line_end = if self.bom_checked {
                let from = self.searched.max(self.scan);
                match memchr::memchr(b'\n', &self.buf[from..]) {
                    Some(i) => Some(from + i + 1),
                    None => {
                        self.searched = self.buf.len();
                        None
                    }
                }
            } else {
                None
            };
            if line_end.is_none() && self.buf.len() - self.start > self.max_game {
                self.drop_oversized();
                if self.buf.len() - self.scan > self.max_game {
                    // One line longer than a whole game may be: nothing
                    // after it can be trusted to split, so reading stops.
                    self.failed = true;
                    let line = self.line;
                    self.buf = Vec::new();
                    (self.start, self.scan, self.searched) = (0, 0, 0);
                    self.braceless_to = 0;
                    return self.take(0, line).map(Ok);
                }
            }
            let end = match line_end {
                Some(end) => end,
                None if !self.eof => {
                    if let Err(e) = self.fill() {
                        self.failed = true;
                        return Some(Err(e));
                    }
                    continue;
                }
                None if self.scan < self.buf.len() => self.buf.len(),
                None => {
                    let (end, line) = (self.buf.len(), self.line);
                    self.failed = true;
                    return self.take(end, line).map(Ok);
                }
            };
            let (offset, line) = (self.scan, self.line);
            if end > self.braceless_to {
                let from = self.braceless_to.max(offset);
                self.braceless_to =
                    memchr::memchr(b'{', &self.buf[from..]).map_or(self.buf.len(), |i| from + i);
            }
            // A line without `{` outside a comment is classified by its
            // first byte, as `classify` would.
            self.splitter.no_braces = end <= self.braceless_to && !self.splitter.in_block;
            let split = self
                .splitter
                .feed(&self.buf[offset..end], self.base + offset, line);
            self.scan = end;
            self.searched = end;
            self.line = self.line.saturating_add(1);
            if let Some((at, at_line)) = split {
                let at = at.max(self.base) - self.base;
                if let Some(chunk) = self.take(at, at_line) {
                    return Some(Ok(chunk));
                }
            } else if self.oversized.is_some() {
                self.start = self.scan;
                self.start_line = self.line;
            } else if self.scan - self.start > self.max_game {
                self.drop_oversized();
            }
        }
    }
}

/// Reads and parses the games of a reader, one at a time.
pub fn read_games<'o, R: std::io::Read + 'o>(
    src: R,
    opts: ParseOptions<'o>,
) -> impl Iterator<Item = io::Result<Result<Game, GameError>>> + 'o {
    Reader::new(src).map(move |c| c.map(|c| c.parse(opts)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "; file header\n[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n\nplay\n  1. 1:SK\n  ; end of game 1\n\n; about game 2\n[Variant \"royal\"]\n[Seats \"A, B, C, D\"]\n";

    #[test]
    fn splits_between_games_at_the_first_blank_line() {
        let chunks = split_str(TWO);
        assert_eq!(chunks.len(), 2);
        assert!(chunks[0].text.ends_with("; end of game 1\n"));
        assert!(chunks[1].text.starts_with("\n; about game 2\n[Variant"));
        assert_eq!(chunks[1].first_line, 8);
        assert_eq!(chunks[0].first_line, 1);
    }

    #[test]
    fn streaming_reader_agrees_with_split_str() {
        let streamed: Vec<Chunk<String>> =
            Reader::new(TWO.as_bytes()).map(|c| c.unwrap()).collect();
        let split = split_str(TWO);
        assert_eq!(streamed.len(), split.len());
        for (a, b) in streamed.iter().zip(&split) {
            assert_eq!(a.text, b.text);
            assert_eq!(a.first_line, b.first_line);
            assert_eq!(a.index, b.index);
        }
    }

    /// A reader that hands out at most a few bytes per read.
    struct Trickle<'a>(&'a [u8], usize);

    impl std::io::Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let n = self.1.min(out.len()).min(self.0.len());
            out[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn streaming_across_blocks_and_short_reads() {
        let mut rng = crate::rng::Rng::new(5);
        let games: Vec<Game> = (0..400)
            .map(|i| {
                if i % 3 == 0 {
                    super::super::generate::any_game(&mut rng)
                } else {
                    super::super::generate::full_game(&mut rng, i)
                }
            })
            .collect();
        let text = format!("\u{FEFF}{}", super::super::games_to_string(&games));
        assert!(text.len() > 3 * BLOCK, "the text spans several blocks");
        let split: Vec<(u32, String)> = split_str(&text)
            .iter()
            .map(|c| (c.first_line, c.text.to_string()))
            .collect();
        for step in [1, 7, 4096, BLOCK + 13] {
            let streamed: Vec<(u32, String)> = Reader::new(Trickle(text.as_bytes(), step))
                .map(|c| c.unwrap())
                .map(|c| (c.first_line, c.text))
                .collect();
            assert_eq!(streamed, split, "reads of {step} bytes");
        }
        let parsed: Vec<Game> = read_games(Trickle(text.as_bytes(), 999), ParseOptions::default())
            .map(|r| r.unwrap().unwrap())
            .collect();
        assert_eq!(parsed, games);
    }

    fn same_chunks(text: &str) {
        let key = |c: &Chunk<&str>| (c.index, c.first_line, c.text.to_string());
        let fast: Vec<_> = split_plain(text).iter().map(key).collect();
        let lines: Vec<_> = split_lines(text).iter().map(key).collect();
        assert_eq!(fast, lines, "split of {text:?}");
    }

    /// The splitter that jumps from tag line to tag line gives the games
    /// the line-by-line splitter gives, on texts made of the lines that
    /// matter to it (tags, `Variant` tags, blank, comment and content
    /// lines, a `[` that starts no tag, CRLF, no final line end).
    #[test]
    fn plain_split_agrees_with_the_line_splitter() {
        const LINES: [&str; 20] = [
            "[Variant \"x\"]",
            "  [Variant \"y\"]",
            "[ Variant \"w\"]",
            "[VariantX \"a\"]",
            "[Seats \"a,b,c,d\"]",
            "[Event \"a [b ; c\"]",
            "\t[Event \"e\"]",
            "",
            "  ",
            "\t\r",
            "; comment [Variant \"c\"]",
            "  ; c",
            "play",
            "  1. 1:SK",
            "x [Variant \"z\"]",
            "[",
            "  [",
            "\u{c}[Variant \"q\"]",
            "deal",
            "é [",
        ];
        let mut rng = crate::rng::Rng::new(14);
        for _ in 0..20_000 {
            let mut text = String::new();
            for _ in 0..rng.below(14) {
                text.push_str(LINES[rng.below(LINES.len())]);
                text.push_str(if rng.chance(1, 5) { "\r\n" } else { "\n" });
            }
            if rng.chance(1, 3) {
                text.push_str(LINES[rng.below(LINES.len())]);
            }
            same_chunks(&text);
        }
        let mut rng = crate::rng::Rng::new(15);
        let games: Vec<Game> = (0..300)
            .map(|i| super::super::generate::full_game(&mut rng, i))
            .collect();
        let text = super::super::games_to_string(&games);
        same_chunks(&text);
        same_chunks(TWO);
    }

    /// Without `{`, the first significant byte classifies a line as the
    /// byte-by-byte reading does.
    #[test]
    fn plain_classification_agrees() {
        let mut rng = crate::rng::Rng::new(16);
        let bytes = b" \t\r[];\"\\aVrtin_X";
        for _ in 0..20_000 {
            let mut line: Vec<u8> = (0..rng.below(12))
                .map(|_| bytes[rng.below(bytes.len())])
                .collect();
            if rng.chance(1, 3) {
                let at = rng.below(line.len() + 1);
                line.splice(at..at, b"[Variant".iter().copied());
            }
            line.push(b'\n');
            let mut open = false;
            assert_eq!(
                classify_plain(&line),
                classify_slow(&line, &mut open),
                "{line:?}"
            );
        }
    }

    /// The stream reader feeding plain lines at once gives the chunks it
    /// gives feeding them one by one: any mix of lines (brace comments
    /// across lines included), reads of any size, any game size limit.
    #[test]
    fn batched_stream_agrees_with_line_by_line() {
        const LINES: [&str; 16] = [
            "[Variant \"x\"]",
            "  [Variant \"y\"]",
            "[Seats \"a,b,c,d\"]",
            "[Event \"a [b ; c {\"]",
            "",
            "  ",
            "; comment [Variant \"c\"]",
            "play",
            "  1. 1:SK 2:S9 3:S10 4:S8",
            "x [Variant \"z\"]",
            "{ a comment",
            "[Variant \"in a comment\"] }",
            "  2: pass {c} ; d",
            "}",
            "\u{c}[Variant \"q\"]",
            "é [",
        ];
        let mut rng = crate::rng::Rng::new(17);
        for round in 0..3000 {
            let mut text = Vec::new();
            for _ in 0..rng.below(40) {
                text.extend_from_slice(LINES[rng.below(LINES.len())].as_bytes());
                text.extend_from_slice(if rng.chance(1, 5) { b"\r\n" } else { b"\n" });
            }
            if rng.chance(1, 3) {
                text.extend_from_slice(LINES[rng.below(LINES.len())].as_bytes());
            }
            if rng.chance(1, 20) {
                let at = rng.below(text.len() + 1);
                text.insert(at, 0xff);
            }
            let step = [1, 3, 17, 100, BLOCK][round % 5];
            let limit = [40, 150, 400, MAX_GAME_BYTES][rng.below(4)];
            let read = |batching: bool| {
                let mut r = Reader::with_limit(Trickle(&text, step), limit);
                r.batching = batching;
                r.map(|c| c.unwrap()).collect::<Vec<_>>()
            };
            assert_eq!(
                read(true),
                read(false),
                "{:?} step {step} limit {limit}",
                String::from_utf8_lossy(&text)
            );
        }
    }

    #[test]
    fn brace_comments_hide_tags() {
        let t =
            "[Variant \"x\"]\n[Seats \"a,b,c,d\"]\nplay\n{ a note\n[Variant \"y\"]\n}\n  1. 1:SK\n";
        assert_eq!(split_str(t).len(), 1);
    }

    #[test]
    fn a_second_variant_tag_starts_a_game() {
        let t = "[Variant \"x\"]\n[Seats \"a,b,c,d\"]\n[Variant \"y\"]\n";
        assert_eq!(split_str(t).len(), 2);
    }

    #[test]
    fn quotes_in_tags_are_not_comments() {
        let mut open = false;
        assert_eq!(
            classify(b"[Event \"a {b ; c\"]\n", &mut open),
            LineKind::Tag { variant: false }
        );
        assert!(!open);
        assert_eq!(
            classify(b"[VariantX \"a\"]\n", &mut open),
            LineKind::Tag { variant: false }
        );
        assert_eq!(
            classify(b"  [ Variant \"a\"]\n", &mut open),
            LineKind::Tag { variant: true }
        );
    }

    #[test]
    fn invalid_utf8_is_an_error_not_a_panic() {
        let mut bytes = b"[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n[Event \"".to_vec();
        bytes.extend_from_slice(&[0xff, 0xfe]);
        bytes.extend_from_slice(b"\"]\n");
        let chunks: Vec<_> = Reader::new(&bytes[..]).map(|c| c.unwrap()).collect();
        let err = chunks[0].parse(ParseOptions::default()).unwrap_err();
        assert_eq!(err.errors[0].line, 3);
        assert_eq!(err.errors[0].title.as_deref(), Some("invalid UTF-8"));
    }

    #[test]
    fn bom_and_crlf() {
        let t = "\u{FEFF}[Variant \"tarockcup\"]\r\n[Seats \"A, B, C, D\"]\r\n\r\nplay\r\n  1. 1:SK 2:S9\r\n";
        let games = parse_str(t);
        assert_eq!(games.len(), 1);
        let g = games[0].as_ref().unwrap();
        assert_eq!(g.tricks()[0].plays.len(), 2);
        let streamed: Vec<_> = Reader::new(t.as_bytes()).map(|c| c.unwrap()).collect();
        assert_eq!(streamed[0].parse(ParseOptions::default()).unwrap(), *g);
    }
}

#[cfg(test)]
mod limits {
    use super::*;
    use std::time::Instant;

    const GAME: &str = "[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n\nplay\n  1. 1:SK\n\n";

    #[test]
    fn a_long_line_is_read_in_linear_time() {
        // 12 MB on one line, in 64 KiB blocks: each byte is searched once
        // (it was searched again after every block: 8 s for 160 MB).
        let mut text = GAME.to_string();
        text.push_str("; ");
        text.push_str(&"x".repeat(12 << 20));
        text.push('\n');
        text.push_str(GAME);
        let t = Instant::now();
        let chunks: Vec<_> = Reader::with_limit(text.as_bytes(), 16 << 20)
            .map(|c| c.unwrap())
            .collect();
        assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
        assert_eq!(chunks.len(), 2);
    }

    #[test]
    fn a_long_line_with_brackets_is_read_in_linear_time() {
        // The plain-line batches look for `[` and line ends only once a
        // line is complete, not again after every block of a long line.
        let mut text = GAME.to_string();
        text.push_str("  [ ");
        text.push_str(&"x[".repeat(6 << 20));
        text.push('\n');
        text.push_str(GAME);
        let t = Instant::now();
        let chunks: Vec<_> = Reader::with_limit(text.as_bytes(), 16 << 20)
            .map(|c| c.unwrap())
            .collect();
        assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
        assert_eq!(chunks.len(), 2);
    }

    #[test]
    fn an_oversized_game_is_an_error_and_the_next_game_is_read() {
        let mut text = GAME.to_string();
        for _ in 0..2000 {
            text.push_str("; a comment line of the first game\n");
        }
        text.push('\n');
        text.push_str(GAME);
        let chunks: Vec<_> = Reader::with_limit(text.as_bytes(), 4096)
            .map(|c| c.unwrap())
            .collect();
        assert_eq!(chunks.len(), 2);
        assert_eq!(chunks[0].oversized, Some(4096));
        let err = chunks[0].parse(ParseOptions::default()).unwrap_err();
        assert_eq!(err.errors[0].line, 1);
        assert!(err.errors[0].message().contains("longer than 4096 bytes"));
        assert!(chunks[1].parse(ParseOptions::default()).is_ok());
        assert_eq!(chunks[1].index, 1);
        // Line numbers stay true after the dropped game.
        let tag_line = text.lines().position(|l| l.starts_with("[Seats")).unwrap();
        let second = text
            .lines()
            .skip(tag_line + 1)
            .position(|l| l.starts_with("[Seats"));
        let want = (tag_line + 1 + second.unwrap() + 1) as u32;
        let g = chunks[1].parse(ParseOptions::default()).unwrap();
        assert_eq!(g.tags[1].loc.line, want);
    }

    #[test]
    fn an_endless_line_stops_the_reading_with_bounded_memory() {
        // An endless stream of NUL bytes (like /dev/zero) ends at the limit.
        let zero = std::io::Read::take(std::io::repeat(0), 1 << 40);
        let mut r = Reader::with_limit(zero, 1 << 20);
        let c = r.next().unwrap().unwrap();
        assert_eq!(c.oversized, Some(1 << 20));
        assert!(r.next().is_none());
    }
}

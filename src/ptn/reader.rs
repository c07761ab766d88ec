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
use std::io::{self, BufRead};

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
}

impl<T: AsRef<str>> Chunk<T> {
    /// Reads the game in this chunk.
    pub fn parse(&self, opts: ParseOptions<'_>) -> Result<Game, GameError> {
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
        for &line in &self.bad_utf8 {
            let n = (line - self.first_line) as usize;
            let text = self.text.as_ref().split('\n').nth(n).unwrap_or("");
            let col = text.chars().position(|c| c == '\u{FFFD}').unwrap_or(0) as u32 + 1;
            err.errors.push(ParseError {
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
fn classify(line: &str, in_block: &mut bool) -> LineKind {
    let b = line.as_bytes();
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
                            let name = line[i + 1..].trim_start();
                            LineKind::Tag {
                                variant: name.starts_with("Variant")
                                    && !name[7..].starts_with(|ch: char| {
                                        ch.is_ascii_alphanumeric() || ch == '_'
                                    }),
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

/// Decides where games begin, fed one line at a time.
#[derive(Default)]
struct Splitter {
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
    fn feed(&mut self, text: &str, offset: usize, line: u32) -> Option<(usize, u32)> {
        let kind = classify(text, &mut self.in_block);
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

/// Splits a whole text into games without copying. A leading BOM is skipped.
pub fn split_str(text: &str) -> Vec<Chunk<&str>> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut chunks = Vec::new();
    let mut sp = Splitter::default();
    let (mut start, mut start_line) = (0usize, 1u32);
    let mut offset = 0usize;
    for (line, l) in (1u32..).zip(text.split_inclusive('\n')) {
        if let Some((at, at_line)) = sp.feed(l, offset, line) {
            push_chunk(&mut chunks, &text[start..at], start_line);
            (start, start_line) = (at, at_line);
        }
        offset += l.len();
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
        });
    }
}

/// Reads and parses every game of a string with the default options.
pub fn parse_str(text: &str) -> Vec<Result<Game, GameError>> {
    let opts = ParseOptions::default();
    split_str(text).iter().map(|c| c.parse(opts)).collect()
}

/// Streams the games of a `BufRead`, one chunk at a time.
pub struct Reader<R> {
    src: R,
    buf: String,
    start_line: u32,
    line: u32,
    bad_utf8: Vec<u32>,
    splitter: Splitter,
    index: usize,
    raw: Vec<u8>,
    done: bool,
}

impl<R: BufRead> Reader<R> {
    pub fn new(src: R) -> Reader<R> {
        Reader {
            src,
            buf: String::new(),
            start_line: 1,
            line: 1,
            bad_utf8: Vec::new(),
            splitter: Splitter::default(),
            index: 0,
            raw: Vec::new(),
            done: false,
        }
    }

    /// Parses each chunk as it is read.
    pub fn games(
        self,
        opts: ParseOptions<'_>,
    ) -> impl Iterator<Item = io::Result<Result<Game, GameError>>> + '_
    where
        R: 'static,
    {
        self.map(move |c| c.map(|c| c.parse(opts)))
    }

    fn take_chunk(&mut self, end: usize, next_line: u32) -> Option<Chunk<String>> {
        let rest = self.buf.split_off(end);
        let text = std::mem::replace(&mut self.buf, rest);
        let first_line = self.start_line;
        let (bad, keep): (Vec<u32>, Vec<u32>) = self.bad_utf8.iter().partition(|&&l| l < next_line);
        self.bad_utf8 = keep;
        self.start_line = next_line;
        if text.trim().is_empty() {
            return None;
        }
        let chunk = Chunk {
            index: self.index,
            first_line,
            text,
            bad_utf8: bad,
        };
        self.index += 1;
        Some(chunk)
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = io::Result<Chunk<String>>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            self.raw.clear();
            match self.src.read_until(b'\n', &mut self.raw) {
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.done = true;
                    return Some(Err(e));
                }
                Ok(0) => {
                    self.done = true;
                    let end = self.buf.len();
                    let line = self.line;
                    if let Some(c) = self.take_chunk(end, line) {
                        return Some(Ok(c));
                    }
                    return None;
                }
                Ok(_) => {}
            }
            let mut bytes: &[u8] = &self.raw;
            if self.line == 1 {
                bytes = bytes.strip_prefix("\u{FEFF}".as_bytes()).unwrap_or(bytes);
            }
            let text = match std::str::from_utf8(bytes) {
                Ok(t) => std::borrow::Cow::Borrowed(t),
                Err(_) => {
                    self.bad_utf8.push(self.line);
                    String::from_utf8_lossy(bytes)
                }
            };
            let offset = self.buf.len();
            let split = self.splitter.feed(&text, offset, self.line);
            self.buf.push_str(&text);
            self.line += 1;
            if let Some((at, at_line)) = split {
                if let Some(c) = self.take_chunk(at, at_line) {
                    return Some(Ok(c));
                }
            }
        }
        None
    }
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
            classify("[Event \"a {b ; c\"]\n", &mut open),
            LineKind::Tag { variant: false }
        );
        assert!(!open);
        assert_eq!(
            classify("[VariantX \"a\"]\n", &mut open),
            LineKind::Tag { variant: false }
        );
        assert_eq!(
            classify("  [ Variant \"a\"]\n", &mut open),
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

//! The PTN reader for one game's text (see `reader` for splitting a file
//! into games). Lexemes and the nested item grammar are `nom` parsers; a
//! line-oriented driver walks the sections, recovers at the next line after
//! an error, and so reports every error of a game, not only the first.
//!
//! The reader checks notation only: card tokens (and, when the variant is
//! known, that each card belongs to its deck), seats, section order, trick
//! numbering. Whether a game is legal is the referee's business.

use super::error::{GameError, ParseError, quote};
use super::model::*;
use crate::cards::{Card, Deck, Suit};
use crate::seat::Seat;
use nom::branch::alt;
use nom::bytes::complete::{tag, take_while};
use nom::character::complete::{char, one_of, satisfy};
use nom::combinator::{opt, recognize};
use nom::sequence::pair;
use nom::{IResult, Parser as _};

/// How to read: which deck a `Variant` names (cards outside it are errors).
#[derive(Clone, Copy)]
pub struct ParseOptions<'a> {
    pub deck_of: &'a (dyn Fn(&str) -> Option<Deck> + Sync),
}

impl Default for ParseOptions<'static> {
    fn default() -> Self {
        ParseOptions {
            deck_of: &crate::variants::deck_of,
        }
    }
}

type Res<'a, T> = IResult<&'a str, T>;

/// Characters that end a word (a card token, a number, an identifier).
fn ends_word(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '\r' | '\n' | ',' | ';' | '{' | '}' | '(' | ')' | '/' | ':' | '[' | ']' | '"'
    )
}

/// The byte form of [`ends_word`]: every word-ending character is ASCII, so
/// a word ends at a byte, which is always a character boundary.
const fn ends_word_byte(b: u8) -> bool {
    // A bit test instead of a `match`, which compiles to a jump table: an
    // indirect branch per byte of every card token.
    const LOW: u64 = {
        let mut m = 0u64;
        let mut i = 0;
        while i < 64 {
            if ends_word_byte_slow(i as u8) {
                m |= 1 << i;
            }
            i += 1;
        }
        m
    };
    const HIGH: u64 = {
        let mut m = 0u64;
        let mut i = 64;
        while i < 128 {
            if ends_word_byte_slow(i as u8) {
                m |= 1 << (i - 64);
            }
            i += 1;
        }
        m
    };
    match b {
        0..64 => LOW >> b & 1 == 1,
        64..128 => HIGH >> (b - 64) & 1 == 1,
        _ => false,
    }
}

const fn ends_word_byte_slow(b: u8) -> bool {
    matches!(
        b,
        b' ' | b'\t'
            | b'\r'
            | b'\n'
            | b','
            | b';'
            | b'{'
            | b'}'
            | b'('
            | b')'
            | b'/'
            | b':'
            | b'['
            | b']'
            | b'"'
    )
}

/// A maximal run of characters that do not end a word. Scans bytes; this
/// is the hot lexeme of every hand and trick line.
fn word(i: &str) -> Res<'_, &str> {
    let end = i.bytes().position(ends_word_byte).unwrap_or(i.len());
    if end == 0 {
        Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::TakeTill1,
        )))
    } else {
        Ok((&i[end..], &i[..end]))
    }
}

/// One or more ASCII digits (nom's `digit1`, scanning bytes).
fn digits(i: &str) -> Res<'_, &str> {
    let end = i
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(i.len());
    if end == 0 {
        Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::Digit,
        )))
    } else {
        Ok((&i[end..], &i[..end]))
    }
}

/// Width of a token in characters.
fn width(s: &str) -> u32 {
    (if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }) as u32
}

fn identifier(i: &str) -> Res<'_, &str> {
    recognize(pair(
        satisfy(|c| c.is_ascii_lowercase()),
        take_while(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
    ))
    .parse(i)
}

fn tag_name(i: &str) -> Res<'_, &str> {
    recognize(pair(
        satisfy(|c| c.is_ascii_alphabetic()),
        take_while(|c: char| c.is_ascii_alphanumeric() || c == '_'),
    ))
    .parse(i)
}

fn spaces(i: &str) -> Res<'_, &str> {
    take_while(|c| c == ' ' || c == '\t').parse(i)
}

fn signed_int(i: &str) -> Res<'_, (Option<char>, &str)> {
    (opt(one_of("+-")), digits).parse(i)
}

fn talon_keyword(i: &str) -> Res<'_, &str> {
    alt((tag("take"), tag("discard"))).parse(i)
}

const CARD_HELP: &str = "cards are written I … XXI and Skus for tarocks, or a suit letter \
                         (S C H D) and a rank (K Q N J, black 10 9 8 7, red 1 2 3 4): SK, HQ, C10, D4";

/// What a character looks like in a "found …" message.
fn describe(rest: &str) -> (String, u32) {
    match rest.chars().next() {
        None => ("end of file".into(), 1),
        Some('\n') | Some('\r') => ("end of line".into(), 1),
        Some(' ') | Some('\t') => ("a space".into(), 1),
        Some(';') => ("a comment".into(), 1),
        Some(c) if ends_word(c) => (format!("`{c}`"), 1),
        Some(_) => {
            let w = word(rest).map(|(_, w)| w).unwrap_or("");
            (quote(w), width(w).max(1))
        }
    }
}

/// Section kinds, in their required order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Kind {
    Deal,
    Auction,
    Call,
    Talon,
    Announce,
    Play,
    Score,
}

impl Kind {
    fn from_keyword(w: &str) -> Option<Kind> {
        Some(match w {
            "deal" => Kind::Deal,
            "auction" => Kind::Auction,
            "call" => Kind::Call,
            "talon" => Kind::Talon,
            "announce" => Kind::Announce,
            "play" => Kind::Play,
            "score" => Kind::Score,
            _ => return None,
        })
    }

    fn keyword(self) -> &'static str {
        SECTION_KEYWORDS[self as usize]
    }

    fn entry_form(self) -> &'static str {
        match self {
            Kind::Deal => "a hand `SEAT: CARD…` or `talon: CARD… / CARD…`",
            Kind::Auction | Kind::Call | Kind::Announce => "a turn `SEAT: ITEM…`",
            Kind::Talon => "`SEAT: take …` or `SEAT: discard CARD…`",
            Kind::Play => "a trick `N. SEAT:CARD …`",
            Kind::Score => "a score `SEAT: ±POINTS`",
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Tags,
    In(Kind),
    /// Inside a section that could not be opened; its lines are skipped.
    Skip,
}

/// Aborts the current line; the error is already recorded.
struct LineFailed;
type LineResult<T> = Result<T, LineFailed>;

struct Parser<'a, 'o> {
    src: &'a str,
    pos: usize,
    line: u32,
    line_start: usize,
    /// Whether the current line is ASCII, so that a column is a byte
    /// distance (the common case) rather than a count of characters; found
    /// out on the line's first location.
    line_ascii: std::cell::Cell<Option<bool>>,
    first_line: u32,
    errors: Vec<ParseError>,
    opts: ParseOptions<'o>,
    deck: Option<(Name, Deck)>,
    /// Whether the fast paths for plain lines are used (always, but for the
    /// test that compares them with the general path).
    fast: bool,
    /// Errors past `MAX_ERRORS` are counted, not kept; `spare` takes them.
    dropped: usize,
    spare: ParseError,
    /// Tag names given so far and their lines (duplicates in linear time).
    tag_lines: std::collections::HashMap<&'a str, u32>,
}

/// The most errors kept for one game; the rest are counted ("… and N more").
pub const MAX_ERRORS: usize = 100;

/// How deep items may nest in arguments (`kontra(kontra(spiel))` is 2
/// deep; real games nest 2–3 deep). Deeper nesting is a located error, so no
/// input can exhaust the stack, and the JSON of any item that reads stays
/// within serde_json's recursion limit.
pub const MAX_NESTING: usize = 32;

/// Parses the text of one game. `first_line` is the line number of the
/// text's first line in its file, `index` the game's position in the file.
pub fn parse_game(
    text: &str,
    first_line: u32,
    index: usize,
    opts: ParseOptions<'_>,
) -> Result<Game, GameError> {
    parse_game_with(text, first_line, index, opts, true)
}

fn parse_game_with(
    text: &str,
    first_line: u32,
    index: usize,
    opts: ParseOptions<'_>,
    fast: bool,
) -> Result<Game, GameError> {
    let mut p = Parser {
        fast,
        src: text,
        pos: 0,
        line: first_line,
        line_start: 0,
        line_ascii: std::cell::Cell::new(None),
        first_line,
        errors: Vec::new(),
        opts,
        deck: None,
        dropped: 0,
        spare: ParseError {
            line: 0,
            col: 0,
            width: 0,
            expected: String::new(),
            found: String::new(),
            title: None,
            help: None,
            source_line: String::new(),
        },
        tag_lines: std::collections::HashMap::new(),
    };
    p.start_line();
    let game = p.game();
    if p.errors.is_empty() {
        Ok(game)
    } else {
        let mut errors = p.errors;
        errors.sort_by_key(|e| (e.line, e.col));
        errors.dedup();
        if p.dropped > 0 {
            let last = errors.last().map_or(first_line, |e| e.line);
            errors.push(ParseError {
                line: last,
                col: 1,
                width: 1,
                expected: "fewer errors".into(),
                found: format!("{} more", p.dropped),
                title: Some(format!(
                    "… and {} more error(s) in this game, not shown",
                    p.dropped
                )),
                help: Some(format!(
                    "only the first {MAX_ERRORS} errors of a game are reported"
                )),
                source_line: String::new(),
            });
        }
        Err(GameError {
            index,
            line: first_line,
            variant: game.variant().map(str::to_string),
            errors,
        })
    }
}

impl<'a> Parser<'a, '_> {
    // ---- positions and errors -------------------------------------------

    fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }

    fn peek(&self) -> Option<char> {
        let b = *self.src.as_bytes().get(self.pos)?;
        if b < 0x80 {
            Some(b as char)
        } else {
            self.rest().chars().next()
        }
    }

    fn bump(&mut self) {
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
    fn start_line(&mut self) {
        self.line_start = self.pos;
        self.line_ascii.set(None);
    }

    /// Moves to the end of a slice of `rest()` returned by a lexeme parser
    /// that does not cross a line end.
    fn advance_to(&mut self, remaining: &'a str) {
        self.pos = self.src.len() - remaining.len();
    }

    fn loc(&self) -> Loc {
        self.loc_of(self.pos)
    }

    /// Location of a byte offset on the current line.
    fn loc_of(&self, pos: usize) -> Loc {
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

    fn error(
        &mut self,
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
    fn expected_here(&mut self, expected: impl Into<String>) -> &mut ParseError {
        let (found, width) = describe(self.rest());
        let loc = self.loc();
        self.error(loc, width, expected, found)
    }

    // ---- separators, comments, line ends --------------------------------

    fn at_line_end(&self) -> bool {
        matches!(self.byte(), None | Some(b'\n' | b';'))
    }

    /// Reads a block comment starting at `{`.
    fn block_comment(&mut self) -> LineResult<Comment> {
        let start = self.loc();
        let body_start = self.pos + 1;
        match self.src[body_start..].find('}') {
            Some(len) => {
                let text = self.src[body_start..body_start + len].replace("\r\n", "\n");
                while self.pos < body_start + len + 1 {
                    self.bump();
                }
                Ok(Comment::Block(text))
            }
            None => {
                let e = self.error(start, 1, "`}` to close the comment", "end of file");
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
    fn sep(&mut self, comments: &mut Comments) -> LineResult<bool> {
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

    fn byte(&self) -> Option<u8> {
        self.src.as_bytes().get(self.pos).copied()
    }

    /// After the last token of a line: collects trailing comments into
    /// `pending` and consumes the line end.
    fn finish_line(&mut self, pending: &mut Comments) -> LineResult<()> {
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
                self.expected_here("end of line");
                Err(LineFailed)
            }
        }
    }

    /// Skips the rest of a broken line (respecting block comments).
    fn skip_line(&mut self) {
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
    fn leading(&mut self, pending: &mut Comments) {
        loop {
            match self.byte() {
                Some(b' ' | b'\t' | b'\r') => self.pos += 1,
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

    // ---- the game ----------------------------------------------------------

    fn game(&mut self) -> Game {
        let mut g = Game {
            loc: Loc::new(self.first_line, 1),
            ..Game::default()
        };
        let mut state = State::Tags;
        let mut last_kind: Option<Kind> = None;
        let mut pending = Comments::new();
        let mut missing_tags_reported = false;
        loop {
            self.leading(&mut pending);
            if self.peek().is_none() {
                break;
            }
            let line_loc = self.loc();
            if self.peek() == Some('[') {
                if state == State::Tags {
                    let comments = std::mem::take(&mut pending);
                    if self.tag_line(&mut g, comments, &mut pending).is_err() {
                        self.skip_line();
                    }
                } else {
                    let e = self.expected_here("a section entry or keyword");
                    e.help = Some("tags come before the first section of a game".into());
                    self.skip_line();
                }
                continue;
            }
            let lower = self.byte().is_some_and(|b| b.is_ascii_lowercase());
            if let Some((kw, extra)) = lower.then(|| self.keyword_with_more()).flatten() {
                let e = self.error(
                    extra,
                    1,
                    format!("the end of the line after `{kw}`"),
                    "more text",
                );
                e.title = Some(format!(
                    "the section keyword `{kw}` stands alone on its line"
                ));
                e.help = Some("put the section's entries on the lines below the keyword".into());
                self.close_section(&mut g, state, std::mem::take(&mut pending));
                state = State::Skip;
                self.skip_line();
                continue;
            }
            if let Some(word) = lower.then(|| self.keyword_line_ahead()).flatten() {
                let width = word.len() as u32;
                if let Some(kind) = Kind::from_keyword(word) {
                    if state == State::Tags && g.tags.is_empty() && !missing_tags_reported {
                        let e = self.error(line_loc, width, "a tag block `[Variant \"…\"]` `[Seats \"…\"]` before the first section", quote(word));
                        e.title = Some("the game has no tag block".into());
                        e.help = Some(
                            "every game starts with its tags, at least Variant and Seats".into(),
                        );
                        missing_tags_reported = true;
                    }
                    self.pos += word.len();
                    let before = std::mem::take(&mut pending);
                    self.close_section(&mut g, state, before);
                    state = self.open_section(&mut g, kind, last_kind, line_loc, width);
                    if state != State::Skip {
                        last_kind = Some(kind);
                    }
                    if self.finish_line(&mut pending).is_err() {
                        self.skip_line();
                    }
                    continue;
                }
                if let Some(suggestion) = closest_keyword(word) {
                    let e = self.error(line_loc, width, "a section keyword", quote(word));
                    e.title = Some(format!("unknown section `{word}`"));
                    e.help = Some(format!(
                        "did you mean `{suggestion}`? sections are {}",
                        SECTION_KEYWORDS.join(", ")
                    ));
                    self.close_section(&mut g, state, std::mem::take(&mut pending));
                    state = State::Skip;
                    self.skip_line();
                    continue;
                }
            }
            match state {
                State::Tags => {
                    if !missing_tags_reported {
                        let e = self.expected_here("a tag `[Name \"value\"]` or a section keyword");
                        e.help = Some(
                            "a game starts with its tag block: [Variant \"…\"] and [Seats \"…\"]"
                                .into(),
                        );
                        missing_tags_reported = true;
                    }
                    self.skip_line();
                }
                State::Skip => self.skip_line(),
                State::In(kind) => {
                    let comments = std::mem::take(&mut pending);
                    if self.entry(&mut g, kind, comments, &mut pending).is_err() {
                        self.skip_line();
                    }
                }
            }
        }
        self.close_section(&mut g, state, pending);
        self.check_tags(&g);
        self.check_last_trick(&g);
        self.check_score(&g);
        g
    }

    /// If the line (at the current position) is a lone lower-case word,
    /// possibly followed by comments, returns the word.
    fn keyword_line_ahead(&self) -> Option<&'a str> {
        let rest = self.rest();
        let len = rest.bytes().take_while(|b| b.is_ascii_lowercase()).count();
        if len == 0 {
            return None;
        }
        let mut after = rest[len..].chars().peekable();
        loop {
            match after.next() {
                None | Some('\n') | Some(';') => return Some(&rest[..len]),
                Some(' ' | '\t' | '\r') => {}
                Some('{') => {
                    for c in after.by_ref() {
                        if c == '}' {
                            break;
                        }
                    }
                }
                Some(_) => return None,
            }
        }
    }

    /// A section keyword followed by more words on its line (`deal now`):
    /// the keyword and where the extra text starts.
    fn keyword_with_more(&self) -> Option<(&'static str, Loc)> {
        let rest = self.rest();
        let len = rest.bytes().take_while(|b| b.is_ascii_lowercase()).count();
        let kw = SECTION_KEYWORDS.iter().find(|k| **k == &rest[..len])?;
        let after = &rest[len..];
        let gap = after.len() - after.trim_start_matches([' ', '\t']).len();
        if gap == 0 {
            return None;
        }
        match after[gap..].chars().next() {
            None | Some('\n' | '\r' | ';' | '{') => None,
            Some(_) => Some((kw, self.loc_of(self.pos + len + gap))),
        }
    }

    /// Gives comments pending at the end of a section to that section (its
    /// trailer), or to the game's preamble before the first section.
    fn close_section(&mut self, g: &mut Game, state: State, comments: Comments) {
        if comments.is_empty() {
            return;
        }
        let trailer = match state {
            State::In(Kind::Deal) => g.deal.as_mut().map(|s| &mut s.trailer),
            State::In(Kind::Auction) => g.auction.as_mut().map(|s| &mut s.trailer),
            State::In(Kind::Call) => g.call.as_mut().map(|s| &mut s.trailer),
            State::In(Kind::Talon) => g.talon.as_mut().map(|s| &mut s.trailer),
            State::In(Kind::Announce) => g.announce.as_mut().map(|s| &mut s.trailer),
            State::In(Kind::Play) => g.play.as_mut().map(|s| &mut s.trailer),
            State::In(Kind::Score) => g.score.as_mut().map(|s| &mut s.trailer),
            State::Tags => Some(&mut g.preamble),
            State::Skip => None,
        };
        if let Some(t) = trailer {
            t.extend(comments);
        }
    }

    fn open_section(
        &mut self,
        g: &mut Game,
        kind: Kind,
        last: Option<Kind>,
        loc: Loc,
        width: u32,
    ) -> State {
        if let Some(last) = last
            && kind <= last
        {
            let kw = kind.keyword();
            let e = self.error(
                loc,
                width,
                format!("a section after `{}`", last.keyword()),
                quote(kw),
            );
            if kind == last {
                e.title = Some(format!("section `{kw}` appears twice"));
                e.help = Some("each section appears at most once in a game".into());
            } else {
                e.title = Some(format!("section `{kw}` after `{}`", last.keyword()));
                e.help = Some(format!(
                    "sections come in the order {}",
                    SECTION_KEYWORDS.join(", ")
                ));
            }
            return State::Skip;
        }
        fn open<T>(s: &mut Option<Section<T>>, loc: Loc, capacity: usize) {
            *s = Some(Section {
                entries: Vec::with_capacity(capacity),
                trailer: Comments::new(),
                loc,
            });
        }
        match kind {
            // Capacities of a typical complete game, to avoid regrowth.
            Kind::Deal => open(&mut g.deal, loc, 5),
            Kind::Auction => open(&mut g.auction, loc, 8),
            Kind::Call => open(&mut g.call, loc, 1),
            Kind::Talon => open(&mut g.talon, loc, 2),
            Kind::Announce => open(&mut g.announce, loc, 4),
            Kind::Play => open(&mut g.play, loc, 12),
            Kind::Score => open(&mut g.score, loc, 4),
        }
        State::In(kind)
    }

    // ---- tags ------------------------------------------------------------

    fn tag_line(
        &mut self,
        g: &mut Game,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        let loc = self.loc();
        self.pos += 1; // '['
        self.skip_spaces();
        let name_loc = self.loc();
        let name = match tag_name(self.rest()) {
            Ok((rest, name)) => {
                self.advance_to(rest);
                name
            }
            Err(_) => {
                self.expected_here("a tag name");
                return Err(LineFailed);
            }
        };
        if !self.skip_spaces() || self.peek() != Some('"') {
            self.expected_here("a quoted tag value `\"…\"`");
            return Err(LineFailed);
        }
        let value_loc = self.loc();
        let value = self.tag_value()?;
        self.skip_spaces();
        if self.peek() != Some(']') {
            self.expected_here("`]` to close the tag");
            return Err(LineFailed);
        }
        self.pos += 1;
        if let Some(&first_line) = self.tag_lines.get(name) {
            let e = self.error(
                name_loc,
                name.len() as u32,
                "a tag not given before",
                quote(name),
            );
            // Names are quoted shortened: a line may be a megabyte long.
            e.title = Some(format!("duplicate tag {}", quote(name)));
            e.help = Some(format!(
                "{} was already given on line {first_line}",
                quote(name)
            ));
        } else {
            self.tag_lines.insert(name, loc.line);
        }
        if name == "Variant" {
            self.deck = (self.opts.deck_of)(&value).map(|d| (value.clone(), d));
        }
        if name == "Seats" {
            let names = split_seats(&value);
            if names.len() != 4 || names.iter().any(|n| n.is_empty()) {
                let width = width(&value) + 2;
                let e = self.error(
                    value_loc,
                    width,
                    "four player names separated by commas",
                    format!("{} name(s)", names.iter().filter(|n| !n.is_empty()).count()),
                );
                e.title = Some("the `Seats` tag must name four players".into());
                e.help = Some(
                    "write the names in order of play, seat 1 first: [Seats \"A, B, C, D\"]".into(),
                );
            }
        }
        g.tags.push(Tag {
            comments,
            name: Name::from(name),
            value,
            loc,
        });
        self.finish_line(pending)
    }

    fn skip_spaces(&mut self) -> bool {
        let start = self.pos;
        while let Some(b' ' | b'\t') = self.byte() {
            self.pos += 1;
        }
        self.pos > start
    }

    /// A `"…"` value with `\"` and `\\` escapes.
    fn tag_value(&mut self) -> LineResult<Name> {
        let open = self.loc();
        self.pos += 1;
        let mut value = Name::default();
        loop {
            match self.peek() {
                Some('"') => {
                    self.pos += 1;
                    return Ok(value);
                }
                Some('\\') => {
                    let here = self.loc();
                    self.pos += 1;
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            value.push(c);
                            self.pos += 1;
                        }
                        _ => {
                            let (found, _) = describe(self.rest());
                            let e = self.error(
                                here,
                                2,
                                "`\\\"` or `\\\\`",
                                format!("`\\` before {found}"),
                            );
                            e.title = Some("unknown escape in a tag value".into());
                            return Err(LineFailed);
                        }
                    }
                }
                Some('\r') if self.src.as_bytes().get(self.pos + 1) != Some(&b'\n') => {
                    let e = self.expected_here("`\"` to close the tag value");
                    e.title = Some("a carriage return in a tag value".into());
                    e.found = "a carriage return".into();
                    e.help = Some(
                        "a tag value is one line; a lone carriage return cannot be kept".into(),
                    );
                    return Err(LineFailed);
                }
                None | Some('\n' | '\r') => {
                    let e = self.expected_here("`\"` to close the tag value");
                    e.help = Some(format!(
                        "the value opened at column {} is not closed on its line",
                        open.col
                    ));
                    return Err(LineFailed);
                }
                Some(_) => {
                    // Copy the run up to the next quote, backslash or line end.
                    let rest = &self.src.as_bytes()[self.pos..];
                    let n = rest
                        .iter()
                        .position(|b| matches!(b, b'"' | b'\\' | b'\n' | b'\r'))
                        .unwrap_or(rest.len());
                    value.push_str(&self.src[self.pos..self.pos + n]);
                    self.pos += n;
                }
            }
        }
    }

    fn check_tags(&mut self, g: &Game) {
        let loc = g
            .tags
            .first()
            .map(|t| t.loc)
            .unwrap_or(Loc::new(self.first_line, 1));
        if g.tags.is_empty() {
            if self.errors.is_empty() {
                // Only comments (or nothing): there is no game to read, and
                // every path (fmt, convert, verify) says so alike.
                let e = self.error(
                    Loc::new(self.first_line, 1),
                    1,
                    "a game: a tag block `[Variant \"…\"]` `[Seats \"…\"]`",
                    "only comments",
                );
                e.title = Some("no game here, only comments".into());
                e.help = Some("a game starts with its tags, at least Variant and Seats".into());
            }
            return; // otherwise reported where the first content was found
        }
        for required in ["Variant", "Seats"] {
            if g.tag(required).is_none() {
                let e = self.error(
                    loc,
                    1,
                    format!("a `{required}` tag"),
                    "a tag block without it",
                );
                e.title = Some(format!("missing required tag `{required}`"));
                e.help = Some(match required {
                    "Variant" => {
                        "add [Variant \"tarockcup\"] (or royal, hopfgarten, sitzenberg, zwanziger)"
                            .into()
                    }
                    _ => "add [Seats \"A, B, C, D\"] with four names, seat 1 first".into(),
                });
            }
        }
    }

    // ---- fast paths ---------------------------------------------------------
    //
    // Hand and trick lines carry most of a transcript's bytes. These scan a
    // plain line (ASCII, no comments, nothing wrong) in one pass; on anything
    // else they return `None` without moving, and the general path reads the
    // line and reports what is wrong. For every line they accept they give
    // exactly what the general path gives (tested in `fast_paths_agree`).

    /// The current line's bytes up to its end (without `\r\n`), if it is
    /// ASCII and holds no comment.
    fn plain_line(&self) -> Option<&'a [u8]> {
        let rest = &self.src.as_bytes()[self.pos..];
        let end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        let line = rest[..end].strip_suffix(b"\r").unwrap_or(&rest[..end]);
        let plain = line
            .iter()
            .all(|&b| b.is_ascii() && b != b'{' && b != b';' && b != b'\r');
        plain.then_some(line)
    }

    /// Consumes a line of `len` bytes that a fast path has read, and its end.
    fn skip_plain_line(&mut self, len: usize) {
        self.pos += len;
        if self.byte() == Some(b'\r') {
            self.pos += 1;
        }
        if self.byte() == Some(b'\n') {
            self.bump();
        }
    }

    /// A card token at `line[i..]`, ended by a separator or the line end:
    /// the card and the index after it. `None` unless it is a card of the
    /// deck.
    fn fast_card(&self, line: &[u8], i: usize) -> Option<(Card, usize)> {
        let end = line[i..]
            .iter()
            .position(|&b| ends_word_byte(b))
            .map_or(line.len(), |n| i + n);
        if end == i || end < line.len() && !matches!(line[end], b' ' | b'\t' | b',') {
            return None;
        }
        let len = end - i;
        if len > 5 {
            return None;
        }
        // `line` starts at `self.pos` in the source, which usually has eight
        // bytes to read from the token on.
        let card =
            Card::from_packed_token(Card::packed_token(self.src.as_bytes(), self.pos + i, len))?;
        match &self.deck {
            Some((_, deck)) if !deck.contains(card) => None,
            _ => Some((card, end)),
        }
    }

    fn skip_separators(line: &[u8], mut i: usize) -> usize {
        while i < line.len() && matches!(line[i], b' ' | b'\t' | b',') {
            i += 1;
        }
        i
    }

    /// `N: CARD…` — a plain hand of a seat not dealt yet.
    fn fast_hand(&mut self, g: &Game) -> Option<(Seat, Vec<Located<Card>>)> {
        let line = self.plain_line()?;
        let [d @ b'1'..=b'4', b':', ..] = line else {
            return None;
        };
        let seat = Seat::from_index((d - b'1') as usize);
        if g.hands().any(|h| h.seat == seat) {
            return None;
        }
        let mut cards = Vec::with_capacity(12);
        let col0 = (self.pos - self.line_start) as u32 + 1;
        let mut i = Self::skip_separators(line, 2);
        while i < line.len() {
            let (card, end) = self.fast_card(line, i)?;
            cards.push(Located::new(card, Loc::new(self.line, col0 + i as u32)));
            i = Self::skip_separators(line, end);
        }
        if cards.is_empty() {
            return None;
        }
        self.skip_plain_line(line.len());
        Some((seat, cards))
    }

    /// `N. S:CARD …` — a plain trick numbered `number`, following a
    /// complete trick.
    fn fast_trick(&mut self, g: &Game, number: u32) -> Option<Plays> {
        let line = self.plain_line()?;
        if g.play
            .as_ref()
            .and_then(|p| p.entries.last())
            .is_some_and(|t| t.plays.len() < 4)
        {
            return None;
        }
        let digits = line.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 9 || line.get(digits) != Some(&b'.') {
            return None;
        }
        let n: u32 = std::str::from_utf8(&line[..digits]).ok()?.parse().ok()?;
        if n != number {
            return None;
        }
        let col0 = (self.pos - self.line_start) as u32 + 1;
        let mut plays = Plays::new();
        let mut i = digits + 1;
        loop {
            let j = Self::skip_separators(line, i);
            if j == line.len() {
                break;
            }
            if j == i || plays.len() == 4 {
                return None;
            }
            let [d @ b'1'..=b'4', b':', ..] = line[j..] else {
                return None;
            };
            let (card, end) = self.fast_card(line, j + 2)?;
            let seat = Seat::from_index((d - b'1') as usize);
            plays.push(Play {
                comments: Comments::new(),
                seat,
                card,
                loc: Loc::new(self.line, col0 + j as u32),
            });
            i = end;
        }
        if plays.is_empty() {
            return None;
        }
        self.skip_plain_line(line.len());
        Some(plays)
    }

    // ---- section entries -------------------------------------------------

    fn entry(
        &mut self,
        g: &mut Game,
        kind: Kind,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        match kind {
            Kind::Deal => self.deal_line(g, comments, pending),
            Kind::Auction | Kind::Call | Kind::Announce => {
                let turn = self.turn(kind, comments, pending)?;
                let section = match kind {
                    Kind::Auction => &mut g.auction,
                    Kind::Call => &mut g.call,
                    _ => &mut g.announce,
                };
                if let Some(s) = section {
                    s.entries.push(turn);
                }
                Ok(())
            }
            Kind::Talon => {
                let e = self.talon_line(comments, pending)?;
                if let Some(s) = &mut g.talon {
                    s.entries.push(e);
                }
                Ok(())
            }
            Kind::Play => self.trick_line(g, comments, pending),
            Kind::Score => self.score_line(g, comments, pending),
        }
    }

    /// `N:` at the start of an entry.
    fn seat_colon(&mut self, kind: Kind) -> LineResult<(Seat, Loc)> {
        let loc = self.loc();
        // Fast path: a single digit 1-4 and a colon.
        if let [d @ b'1'..=b'4', b':', ..] = &self.src.as_bytes()[self.pos..] {
            self.pos += 2;
            return Ok((Seat::from_index((d - b'1') as usize), loc));
        }
        let digits = match digits(self.rest()) {
            Ok((_, d)) => d,
            Err(_) => {
                let e = self.expected_here(kind.entry_form());
                e.help = Some(format!(
                    "entries of `{}` start with a seat number 1 to 4",
                    kind.keyword()
                ));
                return Err(LineFailed);
            }
        };
        let seat = digits.parse::<u8>().ok().and_then(Seat::new);
        let Some(seat) = seat else {
            let e = self.error(
                loc,
                digits.len() as u32,
                "a seat from 1 to 4",
                quote(digits),
            );
            e.title = Some(format!(
                "there is no seat {}",
                quote(digits).trim_matches('`')
            ));
            e.help =
                Some("seats are numbered 1 to 4 in order of play; seat 4 is the dealer".into());
            return Err(LineFailed);
        };
        self.pos += digits.len();
        if self.peek() != Some(':') {
            self.expected_here(format!("`:` after seat {seat}"));
            return Err(LineFailed);
        }
        self.pos += 1;
        Ok((seat, loc))
    }

    fn card(&mut self) -> LineResult<Located<Card>> {
        let loc = self.loc();
        let token = match word(self.rest()) {
            Ok((_, w)) => w,
            Err(_) => {
                let e = self.expected_here("a card token");
                e.help = Some(CARD_HELP.into());
                return Err(LineFailed);
            }
        };
        let Some(card) = Card::parse(token) else {
            let e = self.error(loc, width(token), "a card token", quote(token));
            e.help = Some(card_hint(token));
            return Err(LineFailed);
        };
        self.pos += token.len();
        self.check_deck(card, loc, token)?;
        Ok(Located::new(card, loc))
    }

    fn check_deck(&mut self, card: Card, loc: Loc, token: &str) -> LineResult<()> {
        if let Some((variant, deck)) = &self.deck
            && !deck.contains(card)
        {
            let (variant, deck) = (variant.clone(), *deck);
            let e = self.error(
                loc,
                width(token),
                format!("a card of the {variant} deck"),
                format!("`{card}`"),
            );
            e.title = Some(format!("{} is not in the {variant} deck", card.described()));
            e.help = Some(format!("`{variant}` plays with the {}", deck.name));
            return Err(LineFailed);
        }
        Ok(())
    }

    /// Cards up to the end of the line; inline comments go to `pending`.
    fn cards_to_line_end(
        &mut self,
        pending: &mut Comments,
        stop_at_slash: bool,
    ) -> LineResult<Vec<Located<Card>>> {
        let mut cards = Vec::with_capacity(12);
        loop {
            self.sep(pending)?;
            match self.byte() {
                None | Some(b'\n' | b';') => return Ok(cards),
                Some(b'/') if stop_at_slash => return Ok(cards),
                _ => cards.push(self.card()?),
            }
        }
    }

    fn deal_line(
        &mut self,
        g: &mut Game,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        let loc = self.loc();
        if let Ok((rest, _)) =
            tag::<&str, &str, nom::error::Error<&str>>("talon:").parse(self.rest())
        {
            self.advance_to(rest);
            let mut halves = vec![self.cards_to_line_end(pending, true)?];
            while self.peek() == Some('/') {
                self.pos += 1;
                halves.push(self.cards_to_line_end(pending, true)?);
            }
            let deal = g.deal.get_or_insert_with(Section::default);
            if let Some(DealEntry::Talon(first)) = deal
                .entries
                .iter()
                .find(|e| matches!(e, DealEntry::Talon(_)))
            {
                let first_line = first.loc.line;
                let e = self.error(loc, 5, "one talon line", "`talon:` again");
                e.title = Some("the deal has two talon lines".into());
                e.help = Some(format!("the talon was already dealt on line {first_line}"));
                return Err(LineFailed);
            }
            self.finish_line(pending)?;
            push_deal(
                g,
                DealEntry::Talon(TalonDeal {
                    comments,
                    halves,
                    loc,
                }),
            );
            return Ok(());
        }
        if let Some((seat, cards)) = self.fast.then(|| self.fast_hand(g)).flatten() {
            push_deal(
                g,
                DealEntry::Hand(Hand {
                    comments,
                    seat,
                    cards,
                    loc,
                }),
            );
            return Ok(());
        }
        let (seat, loc) = self.seat_colon(Kind::Deal)?;
        let cards = self.cards_to_line_end(pending, false)?;
        if cards.is_empty() {
            self.expected_here(format!("the cards dealt to seat {seat}"));
            return Err(LineFailed);
        }
        if let Some(first) = g.hands().find(|h| h.seat == seat) {
            let first_line = first.loc.line;
            let e = self.error(
                loc,
                1,
                "one hand per seat",
                format!("a second hand for seat {seat}"),
            );
            e.title = Some(format!("seat {seat} is dealt twice"));
            e.help = Some(format!(
                "seat {seat} already has a hand on line {first_line}"
            ));
            return Err(LineFailed);
        }
        self.finish_line(pending)?;
        push_deal(
            g,
            DealEntry::Hand(Hand {
                comments,
                seat,
                cards,
                loc,
            }),
        );
        Ok(())
    }

    fn turn(&mut self, kind: Kind, comments: Comments, pending: &mut Comments) -> LineResult<Turn> {
        let (seat, loc) = self.seat_colon(kind)?;
        let mut items = TurnItems::new();
        let mut inline = Comments::new();
        loop {
            let spaced = self.sep(&mut inline)?;
            if self.at_line_end() {
                break;
            }
            if !items.is_empty() && !spaced {
                self.expected_here("a space before the next item");
                return Err(LineFailed);
            }
            let item_loc = self.loc();
            let term = self.term()?;
            items.push(TurnItem {
                comments: std::mem::take(&mut inline),
                term,
                loc: item_loc,
            });
        }
        pending.append(&mut inline);
        if items.is_empty() {
            let e = self.expected_here(format!("what seat {seat} said"));
            e.help = Some("a turn lists its items, or `pass`".into());
            return Err(LineFailed);
        }
        self.finish_line(pending)?;
        Ok(Turn {
            comments,
            seat,
            items,
            loc,
        })
    }

    /// A term: an identifier with optional arguments, an integer, a suit
    /// letter or a card.
    fn term(&mut self) -> LineResult<Term> {
        let start = self.pos;
        match self.term_at(self.rest(), 0) {
            Ok((rest, t)) => {
                self.advance_to(rest);
                Ok(t)
            }
            Err((at, expected, help)) => {
                self.pos = self.src.len() - at.len();
                debug_assert!(self.pos >= start);
                let e = self.expected_here(expected);
                if let Some(h) = help {
                    e.help = Some(h);
                }
                Err(LineFailed)
            }
        }
    }

    /// The term grammar over a slice of the current line.
    #[allow(clippy::type_complexity)]
    fn term_at(
        &self,
        i: &'a str,
        depth: usize,
    ) -> Result<(&'a str, Term), (&'a str, String, Option<String>)> {
        let first = i.chars().next();
        if first.is_some_and(|c| c.is_ascii_lowercase()) {
            let (rest, name) = identifier(i).map_err(|_| (i, "an identifier".to_string(), None))?;
            if rest.chars().next().is_some_and(|c| !ends_word(c)) {
                return Err((
                    rest,
                    "`(`, a space or the end of the line".into(),
                    Some("identifiers are lower-case letters, digits and `-`".into()),
                ));
            }
            let mut args = Vec::new();
            let mut rest = rest;
            if let Ok((r, _)) = char::<&str, nom::error::Error<&str>>('(').parse(rest) {
                if depth >= MAX_NESTING {
                    return Err((
                        rest,
                        format!("an item nested at most {MAX_NESTING} deep"),
                        Some(format!(
                            "items nest in arguments at most {MAX_NESTING} deep; \
                             real transcripts nest two or three"
                        )),
                    ));
                }
                rest = r;
                loop {
                    let r = spaces(rest).map(|(r, _)| r).unwrap_or(rest);
                    if r.starts_with(')') && args.is_empty() {
                        return Err((
                            r,
                            "an argument".into(),
                            Some(
                                "write `name` without parentheses when there are no arguments"
                                    .into(),
                            ),
                        ));
                    }
                    let (r, arg) = self.term_at(r, depth + 1)?;
                    args.push(arg);
                    let r = spaces(r).map(|(r, _)| r).unwrap_or(r);
                    if let Some(r) = r.strip_prefix(',') {
                        rest = r;
                    } else if let Some(r) = r.strip_prefix(')') {
                        rest = r;
                        break;
                    } else {
                        return Err((r, format!("`,` or `)` in the arguments of `{name}`"), None));
                    }
                }
            }
            return Ok((
                rest,
                Term::Item(Item {
                    name: Name::from(name),
                    args,
                }),
            ));
        }
        let Ok((rest, w)) = word(i) else {
            return Err((i, "an item, card, suit or number".into(), None));
        };
        if w.bytes().all(|b| b.is_ascii_digit()) {
            return match w.parse::<i64>() {
                Ok(n) => Ok((rest, Term::Int(n))),
                Err(_) => Err((i, "a number that fits in 64 bits".into(), None)),
            };
        }
        let mut chars = w.chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(s) = Suit::from_char(c)
        {
            return Ok((rest, Term::Suit(s)));
        }
        match Card::parse(w) {
            Some(card) => {
                if let Some((variant, deck)) = &self.deck
                    && !deck.contains(card) {
                        return Err((i, format!("a card of the {variant} deck"), Some(format!("{} is not in the {}", card.described(), deck.name))));
                    }
                Ok((rest, Term::Card(card)))
            }
            None => Err((
                i,
                "an item, card, suit or number".into(),
                Some("items are lower-case identifiers such as `pass` or `kontra(spiel)`; cards are tokens such as `XXI`, `SK`, `H1`".into()),
            )),
        }
    }

    fn talon_line(&mut self, comments: Comments, pending: &mut Comments) -> LineResult<TalonEntry> {
        let (seat, loc) = self.seat_colon(Kind::Talon)?;
        self.sep(pending)?;
        let verb = match talon_keyword(self.rest()) {
            Ok((rest, v)) if rest.chars().next().is_none_or(ends_word) => {
                self.advance_to(rest);
                v
            }
            _ => {
                let e = self.expected_here("`take` or `discard`");
                e.help = Some("talon lines are `SEAT: take 1`, `take all`, `take none` or `SEAT: discard CARD…`".into());
                return Err(LineFailed);
            }
        };
        let action = if verb == "take" {
            self.sep(pending)?;
            let what_loc = self.loc();
            let what = word(self.rest()).map(|(_, w)| w).unwrap_or("");
            let take = match what {
                "all" => TalonTake::All,
                "none" => TalonTake::None,
                _ if !what.is_empty() && what.bytes().all(|b| b.is_ascii_digit()) => {
                    match what.parse::<u8>() {
                        Ok(n) if n >= 1 => TalonTake::Half(n),
                        _ => {
                            let e = self.error(
                                what_loc,
                                what.len() as u32,
                                "a half numbered from 1",
                                quote(what),
                            );
                            e.help = Some("talon halves are counted from 1, as dealt".into());
                            return Err(LineFailed);
                        }
                    }
                }
                _ => {
                    self.expected_here("a talon half number, `all` or `none`");
                    return Err(LineFailed);
                }
            };
            self.pos += what.len();
            TalonAction::Take(take)
        } else {
            let cards = self.cards_to_line_end(pending, false)?;
            if cards.is_empty() {
                self.expected_here("the discarded cards");
                return Err(LineFailed);
            }
            TalonAction::Discard(cards)
        };
        self.finish_line(pending)?;
        Ok(TalonEntry {
            comments,
            seat,
            action,
            loc,
        })
    }

    fn trick_line(
        &mut self,
        g: &mut Game,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        let loc = self.loc();
        let expected_number = g.play.as_ref().map_or(1, |p| p.entries.len() as u32 + 1);
        if let Some(plays) = self
            .fast
            .then(|| self.fast_trick(g, expected_number))
            .flatten()
        {
            if let Some(p) = &mut g.play {
                p.entries.push(Trick {
                    comments,
                    number: expected_number,
                    plays,
                    loc,
                });
            }
            return Ok(());
        }
        let digits = match digits(self.rest()) {
            Ok((rest, d)) if rest.starts_with('.') => d,
            Ok(_) => {
                self.pos += self.rest().bytes().take_while(u8::is_ascii_digit).count();
                self.expected_here("`.` after the trick number");
                return Err(LineFailed);
            }
            Err(_) => {
                let e = self.expected_here(Kind::Play.entry_form());
                e.help = Some(format!(
                    "trick lines start with the trick number, e.g. `{expected_number}. 1:SK 2:S9 3:S10 4:S8`"
                ));
                return Err(LineFailed);
            }
        };
        let number = digits.parse::<u32>().unwrap_or(u32::MAX);
        if number != expected_number {
            let e = self.error(
                loc,
                digits.len() as u32,
                format!("trick {expected_number}"),
                format!("trick {}", quote(digits).trim_matches('`')),
            );
            e.help = Some("tricks are numbered 1, 2, 3 … in the order played".into());
            return Err(LineFailed);
        }
        self.pos += digits.len() + 1;
        if let Some(prev) = g.play.as_ref().and_then(|p| p.entries.last())
            && prev.plays.len() < 4
        {
            let (n, l) = (prev.plays.len(), prev.loc);
            let e = self.error(
                l,
                1,
                "four cards in a trick that is not the last",
                format!("{n} card(s)"),
            );
            e.title = Some(format!(
                "trick {} is incomplete but is not the last",
                prev.number
            ));
            e.help = Some(
                "only the last trick line may be incomplete, when the record stops mid-trick"
                    .into(),
            );
        }
        let mut plays = Plays::new();
        let mut inline = Comments::new();
        loop {
            let spaced = self.sep(&mut inline)?;
            if self.at_line_end() {
                break;
            }
            if !spaced {
                self.expected_here("a space before the next card");
                return Err(LineFailed);
            }
            let play_loc = self.loc();
            if plays.len() == 4 {
                let (found, w) = describe(self.rest());
                let e = self.error(play_loc, w, "the end of the trick", found);
                e.title = Some(format!("trick {number} has more than four cards"));
                return Err(LineFailed);
            }
            if !self.rest().starts_with(|c: char| c.is_ascii_digit()) {
                let e = self.expected_here("a played card `SEAT:CARD`");
                e.help = Some(
                    "each card of a trick is written with the seat that played it: `1:SK`".into(),
                );
                return Err(LineFailed);
            }
            let (seat, _) = self.seat_colon(Kind::Play)?;
            self.skip_spaces();
            let card = self.card()?.value;
            plays.push(Play {
                comments: std::mem::take(&mut inline),
                seat,
                card,
                loc: play_loc,
            });
        }
        pending.append(&mut inline);
        if plays.is_empty() {
            self.expected_here("a played card `SEAT:CARD`");
            return Err(LineFailed);
        }
        self.finish_line(pending)?;
        if let Some(p) = &mut g.play {
            p.entries.push(Trick {
                comments,
                number,
                plays,
                loc,
            });
        }
        Ok(())
    }

    fn check_last_trick(&mut self, _g: &Game) {
        // Only the last trick may be incomplete; that is checked when the
        // next trick is read, so nothing is left to check here.
    }

    fn score_line(
        &mut self,
        g: &mut Game,
        mut comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        let mut entries = Vec::new();
        loop {
            if !entries.is_empty() {
                self.sep(&mut comments)?;
                if self.at_line_end() {
                    pending.append(&mut comments);
                    break;
                }
            }
            let (seat, loc) = self.seat_colon(Kind::Score)?;
            self.skip_spaces();
            let here = self.loc();
            let (rest, (sign, digits)) = match signed_int(self.rest()) {
                Ok(r) => r,
                Err(_) => {
                    let e =
                        self.expected_here(format!("the points of seat {seat}, like `+2` or `-1`"));
                    e.help = Some("a score is a whole number in the variant's unit".into());
                    return Err(LineFailed);
                }
            };
            // The sign is read with the digits, so that -9223372036854775808
            // (i64::MIN, whose magnitude is no i64) reads.
            let negative = sign == Some('-');
            let parsed = if negative {
                format!("-{digits}").parse::<i64>()
            } else {
                digits.parse::<i64>()
            };
            let Ok(points) = parsed else {
                self.error(
                    here,
                    digits.len() as u32 + 1,
                    "a number that fits in 64 bits",
                    quote(digits),
                );
                return Err(LineFailed);
            };
            self.advance_to(rest);
            if self.peek().is_some_and(|c| !ends_word(c)) {
                self.expected_here("a space or the end of the line");
                return Err(LineFailed);
            }
            let seen = g
                .score
                .iter()
                .flat_map(|s| s.entries.iter())
                .chain(entries.iter())
                .find(|e: &&ScoreEntry| e.seat == seat)
                .map(|e| e.loc);
            if let Some(first) = seen {
                let e = self.error(
                    loc,
                    1,
                    "one score per seat",
                    format!("a second score for seat {seat}"),
                );
                e.title = Some(format!("seat {seat} is scored twice"));
                e.help = Some(format!(
                    "seat {seat} was already scored on line {}",
                    first.line
                ));
                return Err(LineFailed);
            }
            entries.push(ScoreEntry {
                comments: std::mem::take(&mut comments),
                seat,
                points,
                loc,
            });
            if self.at_line_end() {
                break;
            }
        }
        self.finish_line(pending)?;
        if let Some(s) = &mut g.score {
            s.entries.extend(entries);
        }
        Ok(())
    }

    fn check_score(&mut self, g: &Game) {
        let Some(score) = &g.score else { return };
        if score.entries.is_empty() {
            return;
        }
        let missing: Vec<String> = Seat::ALL
            .iter()
            .filter(|s| !score.entries.iter().any(|e| e.seat == **s))
            .map(|s| s.to_string())
            .collect();
        if !missing.is_empty() {
            let e = self.error(
                score.loc,
                5,
                "a score for every seat",
                format!("no score for seat {}", missing.join(", ")),
            );
            e.title = Some("the score does not give every seat".into());
            e.help = Some("write `SEAT: ±POINTS` for all four seats, as on the score sheet".into());
        }
    }
}

/// Adds a line to the open deal section.
fn push_deal(g: &mut Game, entry: DealEntry) {
    if let Some(d) = &mut g.deal {
        d.entries.push(entry);
    }
}

/// A suggestion for a misspelt section keyword.
fn closest_keyword(word: &str) -> Option<&'static str> {
    SECTION_KEYWORDS
        .iter()
        .map(|k| (edit_distance(word, k), *k))
        .filter(|(d, k)| *d <= 2 && *d < k.len())
        .min()
        .map(|(_, k)| k)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != *cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// A hint for a token that is not a card.
fn card_hint(token: &str) -> String {
    let lower_ok = Card::parse(&token.to_uppercase()).is_some();
    if token == "Sk" || token == "SK " {
        return "the Sküs is written `Skus`; `SK` is the Pik-König".into();
    }
    if token.eq_ignore_ascii_case("skus") {
        return "the Sküs is written `Skus`".into();
    }
    if lower_ok {
        return format!("card tokens are upper case: `{}`", token.to_uppercase());
    }
    if token.starts_with(['H', 'D']) && token[1..].chars().all(|c| c.is_ascii_digit()) {
        return "red pips are 1 2 3 4 (1 is the As): H1 … H4, D1 … D4".into();
    }
    if token.starts_with(['S', 'C']) && token[1..].chars().all(|c| c.is_ascii_digit()) {
        return "black pips are 10 9 8 7: S10 … S7, C10 … C7".into();
    }
    CARD_HELP.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Game, GameError> {
        parse_game(text, 1, 0, ParseOptions::default())
    }

    const HEAD: &str = "[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n";

    #[test]
    fn lexemes() {
        assert_eq!(
            identifier("rot-und-schwarz(S,H)"),
            Ok(("(S,H)", "rot-und-schwarz"))
        );
        assert!(identifier("Rufer").is_err());
        assert_eq!(word("SK 2:S9"), Ok((" 2:S9", "SK")));
        assert_eq!(signed_int("+12 "), Ok((" ", (Some('+'), "12"))));
        assert_eq!(tag_name("Variant \"x\""), Ok((" \"x\"", "Variant")));
    }

    #[test]
    fn nested_items() {
        let g = parse(&format!(
            "{HEAD}announce\n  1: kontra(ultimo(I)) count(S, 3) rot-und-schwarz(S,H) pass\n"
        ))
        .unwrap();
        let announce = g.announce.unwrap();
        let items: Vec<Term> = announce.entries[0]
            .items
            .iter()
            .map(|i| i.term.clone())
            .collect();
        assert_eq!(
            items[0],
            Term::Item(Item::new(
                "kontra",
                vec![Term::Item(Item::new(
                    "ultimo",
                    vec![Term::Card(Card::PAGAT)]
                ))]
            ))
        );
        assert_eq!(
            items[1],
            Term::Item(Item::new(
                "count",
                vec![Term::Suit(Suit::Spades), Term::Int(3)]
            ))
        );
        assert_eq!(items[3], Term::Item(Item::new("pass", vec![])));
    }

    #[test]
    fn locations_are_recorded() {
        let g = parse(&format!("{HEAD}\nplay\n  1. 1:SK  2:S9\n")).unwrap();
        let t = &g.play.unwrap().entries[0];
        assert_eq!((t.loc.line, t.loc.col), (5, 3));
        assert_eq!((t.plays[1].loc.line, t.plays[1].loc.col), (5, 12));
    }

    /// The fast paths give exactly what the general path gives, locations
    /// included, on printed games and on lines mangled to fall off them.
    #[quickcheck_macros::quickcheck]
    fn fast_paths_agree(seed: u64, edits: Vec<(u16, u8)>) -> bool {
        let mut rng = crate::rng::Rng::new(seed);
        let game = if seed.is_multiple_of(2) {
            crate::ptn::generate::full_game(&mut rng, 1)
        } else {
            crate::ptn::generate::any_game(&mut rng)
        };
        let mut text: Vec<char> = crate::ptn::to_string(&game).chars().collect();
        for (at, op) in edits.into_iter().take(4) {
            if text.is_empty() {
                break;
            }
            let i = at as usize % text.len();
            let c =
                [' ', ',', '{', ';', 'X', '5', ':', '.', '\t', 'ü', '\r', 'S'][op as usize % 12];
            if op % 3 == 0 {
                text[i] = c
            } else {
                text.insert(i, c)
            }
        }
        let text: String = text.into_iter().collect();
        let fast = parse_game_with(&text, 1, 0, ParseOptions::default(), true);
        let general = parse_game_with(&text, 1, 0, ParseOptions::default(), false);
        format!("{fast:?}") == format!("{general:?}")
    }

    #[test]
    fn keyword_distance() {
        assert_eq!(closest_keyword("auctoin"), Some("auction"));
        assert_eq!(closest_keyword("scores"), Some("score"));
        assert_eq!(closest_keyword("pass"), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}

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
use nom::bytes::complete::tag;
use nom::character::complete::{char, one_of};
use nom::combinator::opt;
use nom::{IResult, Parser as _};

mod cursor;
mod fast;
mod lexeme;
mod section;
mod tags;
#[cfg(test)]
mod tests;

use lexeme::*;

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
    /// `src[line_start..ascii_to]` is known to be ASCII, so a location
    /// before `ascii_to` is a subtraction.
    ascii_to: std::cell::Cell<usize>,
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
    /// Tag names given so far and their lines (duplicates in linear time):
    /// the first few in a list, the rest (a hostile game) in a map.
    tag_lines: TagLines<'a>,
}

/// Tag names seen in a game and their lines. A game has a handful of tags:
/// a short inline list searched in order is cheaper than hashing; past
/// `TagLines::LIST` names a map keeps the search linear in the game.
#[derive(Default)]
struct TagLines<'a> {
    list: smallvec::SmallVec<[(&'a str, u32); TagLines::LIST]>,
    map: std::collections::HashMap<&'a str, u32>,
}

impl<'a> TagLines<'a> {
    const LIST: usize = 16;

    fn get(&self, name: &str) -> Option<&u32> {
        match self.list.iter().find(|(n, _)| *n == name) {
            Some((_, line)) => Some(line),
            None => self.map.get(name),
        }
    }

    fn insert(&mut self, name: &'a str, line: u32) {
        if self.list.len() < Self::LIST {
            self.list.push((name, line));
        } else {
            self.map.insert(name, line);
        }
    }
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

/// [`parse_game`] with the fast paths off: every line by the general path.
/// The fast paths must read exactly what it reads (`fast_paths_agree`, and
/// the `ptn_read` fuzz target, compare the two with [`reading`]).
#[cfg(any(test, feature = "fuzzing"))]
pub fn parse_game_general(
    text: &str,
    first_line: u32,
    index: usize,
    opts: ParseOptions<'_>,
) -> Result<Game, GameError> {
    parse_game_with(text, first_line, index, opts, false)
}

/// What a reading gives, for comparing two readings of one text: its
/// `Debug` (which shows every node's location but a listed card's), and
/// where each card of the deal and of the discards was read.
#[cfg(any(test, feature = "fuzzing"))]
pub fn reading(r: &Result<Game, GameError>) -> String {
    let mut out = format!("{r:?}");
    if let Ok(g) = r {
        let mut cards: Vec<&Located<Card>> = Vec::new();
        for e in g.deal.iter().flat_map(|d| &d.entries) {
            match e {
                DealEntry::Hand(h) => cards.extend(&h.cards),
                DealEntry::Talon(t) => cards.extend(t.halves.iter().flatten()),
            }
        }
        for e in g.talon.iter().flat_map(|t| &t.entries) {
            if let TalonAction::Discard(cs) = &e.action {
                cards.extend(cs);
            }
        }
        for c in cards {
            out += &format!(" {:?}@{:?}", c.value, c.loc);
        }
    }
    out
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
        ascii_to: std::cell::Cell::new(0),
        first_line,
        errors: Vec::new(),
        opts,
        deck: None,
        dropped: 0,
        spare: ParseError {
            code: "",
            line: 0,
            col: 0,
            width: 0,
            expected: String::new(),
            found: String::new(),
            title: None,
            help: None,
            source_line: String::new(),
        },
        tag_lines: TagLines::default(),
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
                code: "P0004",
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
                    let e = self.expected_here("P0113", "a section entry or keyword");
                    e.help = Some("tags come before the first section of a game".into());
                    self.skip_line();
                }
                continue;
            }
            let lower = self.byte().is_some_and(|b| b.is_ascii_lowercase());
            if let Some((kw, extra)) = lower.then(|| self.keyword_with_more()).flatten() {
                let e = self.error(
                    "P0201",
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
                        let e = self.error("P0111", line_loc, width, "a tag block `[Variant \"…\"]` `[Seats \"…\"]` before the first section", quote(word));
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
                    let e = self.error("P0202", line_loc, width, "a section keyword", quote(word));
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
                        let e = self.expected_here(
                            "P0112",
                            "a tag `[Name \"value\"]` or a section keyword",
                        );
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
                "P0204",
                loc,
                width,
                format!("a section after `{}`", last.keyword()),
                quote(kw),
            );
            if kind == last {
                e.code = "P0203";
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
}

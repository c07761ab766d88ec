//! The PTN data model: one [`Game`] per recorded game, exactly what the text
//! says and nothing more. The model does not know the rules; a `Game` is
//! turned into a game state only by an engine that validates it.
//!
//! # Comments
//!
//! Comments are annotations. A comment attaches to the event that follows it
//! (a tag, a hand, a turn, a turn item, a talon action, a trick, a played
//! card, a score entry). Comments after the last event of a section stay with
//! that section as its `trailer`; comments between the tag block and the
//! first section form the game's `preamble`. Between two games, comments that
//! follow the first blank line after a game belong to the next game.
//!
//! Line comments (`;`) run to the end of the line, so they can only precede
//! an event that starts a line; played cards and turn items carry only block
//! comments (`{ … }`). [`Game::check`] enforces what the printer can express.
//!
//! # Locations
//!
//! Every node records where it stood in the source ([`Loc`]). Locations take
//! no part in equality and are not serialised, so a game that was printed and
//! parsed again compares equal to the original.

use crate::cards::{Card, Suit};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::fmt;

/// A short string kept inline up to 24 bytes: tag names and values,
/// identifiers. Most never touch the heap.
pub type Name = compact_str::CompactString;

/// Comments attached to a node: one pointer wide, and no allocation for
/// the common case of none.
pub type Comments = thin_vec::ThinVec<Comment>;

/// The cards of one trick, kept inline.
pub type Plays = SmallVec<[Play; 4]>;

/// The items of one turn, kept inline when there are one or two.
pub type TurnItems = SmallVec<[TurnItem; 2]>;

/// 1-based line and column (in characters) of a token. `0:0` when the node
/// was not read from text (JSON, generated games).
#[derive(Clone, Copy, Default)]
pub struct Loc {
    pub line: u32,
    pub col: u32,
}

impl Loc {
    pub const fn new(line: u32, col: u32) -> Loc {
        Loc { line, col }
    }

    pub const fn is_known(self) -> bool {
        self.line != 0
    }
}

/// All locations compare equal: a location is where a node was read, not
/// part of what the record says.
impl PartialEq for Loc {
    fn eq(&self, _: &Loc) -> bool {
        true
    }
}
impl Eq for Loc {}

impl fmt::Debug for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// A value and where it was read.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Located<T> {
    pub value: T,
    pub loc: Loc,
}

impl<T> Located<T> {
    pub const fn new(value: T, loc: Loc) -> Located<T> {
        Located { value, loc }
    }
}

impl<T: fmt::Debug> fmt::Debug for Located<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.fmt(f)
    }
}

impl<T: Serialize> Serialize for Located<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Located<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Located<T>, D::Error> {
        T::deserialize(d).map(|value| Located {
            value,
            loc: Loc::default(),
        })
    }
}

/// A comment kept as an annotation. The text is what stood between `;` and
/// the line end (trimmed), or between `{` and `}` (verbatim, line ends
/// normalised to `\n`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Comment {
    Line(String),
    Block(String),
}

impl Comment {
    pub fn text(&self) -> &str {
        match self {
            Comment::Line(t) | Comment::Block(t) => t,
        }
    }
}

fn is_empty<T>(v: &[T]) -> bool {
    v.is_empty()
}

/// One recorded game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    pub tags: Vec<Tag>,
    /// Comments between the tag block and the first section.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub preamble: Comments,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Section<DealEntry>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<Section<Turn>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call: Option<Section<Turn>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub talon: Option<Section<TalonEntry>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub announce: Option<Section<Turn>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Section<Trick>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<Section<ScoreEntry>>,
    /// Where the game's text began.
    #[serde(skip)]
    pub loc: Loc,
}

/// `[Name "value"]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tag {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    pub name: Name,
    pub value: Name,
    #[serde(skip)]
    pub loc: Loc,
}

/// A section: its keyword's location, its entries, and the comments after
/// its last entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section<T> {
    pub entries: Vec<T>,
    #[serde(default, skip_serializing_if = "is_empty")]
    pub trailer: Comments,
    #[serde(skip)]
    pub loc: Loc,
}

impl<T> Section<T> {
    pub fn new(entries: Vec<T>) -> Section<T> {
        Section {
            entries,
            trailer: Comments::new(),
            loc: Loc::default(),
        }
    }
}

impl<T> Default for Section<T> {
    fn default() -> Section<T> {
        Section::new(Vec::new())
    }
}

/// A line of the `deal` section.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DealEntry {
    Hand(Hand),
    Talon(TalonDeal),
}

/// `N: CARD…`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hand {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    pub seat: Seat,
    pub cards: Vec<Located<Card>>,
    #[serde(skip)]
    pub loc: Loc,
}

/// `talon: CARD… / CARD…` — the talon as dealt, in halves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TalonDeal {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    pub halves: Vec<Vec<Located<Card>>>,
    #[serde(skip)]
    pub loc: Loc,
}

/// `SEAT: ITEM…` in the auction, call and announce sections.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    pub seat: Seat,
    pub items: TurnItems,
    #[serde(skip)]
    pub loc: Loc,
}

/// One thing said in a turn, with the block comments written before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnItem {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    #[serde(flatten)]
    pub term: Term,
    #[serde(skip)]
    pub loc: Loc,
}

/// A word of a turn or an argument: a card, a suit letter, an integer, or an
/// identifier with optional arguments.
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Term {
    Card(Card),
    Suit(Suit),
    Int(i64),
    Item(Item),
}

/// `name` or `name(arg, …)`; names are lower-case ASCII letters, digits and
/// `-`, starting with a letter.
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Item {
    pub name: Name,
    #[serde(default, skip_serializing_if = "is_empty")]
    pub args: Vec<Term>,
}

// `clone_from` copies a term into one kept (the interpreter keeps the
// word said last and copies each new word into it) in the room it has:
// its name's and its arguments'. The derived one made a new term and
// dropped the old.
impl Clone for Term {
    fn clone(&self) -> Term {
        match self {
            Term::Card(c) => Term::Card(*c),
            Term::Suit(s) => Term::Suit(*s),
            Term::Int(n) => Term::Int(*n),
            Term::Item(i) => Term::Item(i.clone()),
        }
    }

    fn clone_from(&mut self, source: &Term) {
        match (self, source) {
            (Term::Item(kept), Term::Item(new)) => kept.clone_from(new),
            (kept, new) => *kept = new.clone(),
        }
    }
}

impl Clone for Item {
    fn clone(&self) -> Item {
        Item {
            name: self.name.clone(),
            args: self.args.clone(),
        }
    }

    fn clone_from(&mut self, source: &Item) {
        self.name.clone_from(&source.name);
        self.args.clone_from(&source.args);
    }
}

impl Item {
    pub fn new(name: impl Into<Name>, args: Vec<Term>) -> Item {
        Item {
            name: name.into(),
            args,
        }
    }
}

impl Term {
    pub fn item(&self) -> Option<&Item> {
        match self {
            Term::Item(i) => Some(i),
            _ => None,
        }
    }

    pub fn card(&self) -> Option<Card> {
        match self {
            Term::Card(c) => Some(*c),
            _ => None,
        }
    }

    /// Whether this is the bare identifier `name`.
    pub fn is_word(&self, name: &str) -> bool {
        matches!(self, Term::Item(i) if i.args.is_empty() && i.name == name)
    }
}

/// A line of the `talon` section.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TalonEntry {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    pub seat: Seat,
    #[serde(flatten)]
    pub action: TalonAction,
    #[serde(skip)]
    pub loc: Loc,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TalonAction {
    /// `take 1`, `take all`, `take none`.
    Take(TalonTake),
    /// `discard CARD…`
    Discard(Vec<Located<Card>>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "lowercase")]
pub enum TalonTake {
    /// A half, counted from 1.
    Half(u8),
    All,
    None,
}

/// `N. SEAT:CARD …` — one trick, cards in the order played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trick {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    pub number: u32,
    pub plays: Plays,
    #[serde(skip)]
    pub loc: Loc,
}

/// `SEAT:CARD` inside a trick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Play {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    pub seat: Seat,
    pub card: Card,
    #[serde(skip)]
    pub loc: Loc,
}

/// `SEAT: ±INT` in the score section.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreEntry {
    #[serde(default, skip_serializing_if = "is_empty")]
    pub comments: Comments,
    pub seat: Seat,
    pub points: i64,
    #[serde(skip)]
    pub loc: Loc,
}

/// The section keywords in their required order.
pub const SECTION_KEYWORDS: [&str; 7] = [
    "deal", "auction", "call", "talon", "announce", "play", "score",
];

impl Game {
    /// The value of the first tag with this name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }

    /// The `Variant` tag.
    pub fn variant(&self) -> Option<&str> {
        self.tag("Variant")
    }

    /// The player names of the `Seats` tag, seat 1 first.
    pub fn seat_names(&self) -> Vec<&str> {
        self.tag("Seats").map(split_seats).unwrap_or_default()
    }

    /// Where the game's record starts (the first tag).
    pub fn start(&self) -> Loc {
        self.tags.first().map(|t| t.loc).unwrap_or(self.loc)
    }

    /// The hands of the deal section, if present.
    pub fn hands(&self) -> impl Iterator<Item = &Hand> {
        self.deal
            .iter()
            .flat_map(|d| d.entries.iter())
            .filter_map(|e| match e {
                DealEntry::Hand(h) => Some(h),
                DealEntry::Talon(_) => None,
            })
    }

    /// The dealt talon, if the deal section has one.
    pub fn talon_deal(&self) -> Option<&TalonDeal> {
        self.deal
            .iter()
            .flat_map(|d| d.entries.iter())
            .find_map(|e| match e {
                DealEntry::Talon(t) => Some(t),
                DealEntry::Hand(_) => None,
            })
    }

    /// The tricks of the play section (empty without one).
    pub fn tricks(&self) -> &[Trick] {
        self.play
            .as_ref()
            .map(|p| p.entries.as_slice())
            .unwrap_or(&[])
    }
}

/// Splits a `Seats` tag value into its names.
pub fn split_seats(value: &str) -> Vec<&str> {
    value.split(',').map(str::trim).collect()
}

/// Whether `s` is a PTN identifier: `[a-z][a-z0-9-]*`.
pub fn is_identifier(s: &str) -> bool {
    let mut b = s.bytes();
    matches!(b.next(), Some(b'a'..=b'z'))
        && b.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-')
}

/// Whether `s` is a tag name: ASCII letters, digits and `_`, starting with a
/// letter.
pub fn is_tag_name(s: &str) -> bool {
    let mut b = s.bytes();
    matches!(b.next(), Some(c) if c.is_ascii_alphabetic())
        && b.all(|c| c.is_ascii_alphanumeric() || c == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A term copied into any other (`clone_from`, in the other's room)
    /// equals its source: words with more, fewer and other arguments,
    /// nested ones, and terms of other kinds.
    #[test]
    fn a_term_copied_into_another_equals_it() {
        let it = |n: &str, args: Vec<Term>| Term::Item(Item::new(n, args));
        let long = "a-name-longer-than-twenty-four-bytes";
        let terms = vec![
            it("pass", vec![]),
            it("kontra", vec![it("valat", vec![])]),
            it("kontra", vec![it("pagat-ultimo", vec![Term::Int(3)])]),
            it("count", vec![Term::Suit(Suit::Hearts), Term::Int(5)]),
            it(long, vec![it(long, vec![]), Term::Int(1), Term::Int(2)]),
            Term::Int(7),
            Term::Suit(Suit::Clubs),
            Term::Card(Card::parse("XXI").expect("a card")),
        ];
        for from in &terms {
            for into in &terms {
                let mut kept = into.clone();
                kept.clone_from(from);
                assert_eq!(&kept, from, "{into} copied from {from}");
            }
        }
    }
}

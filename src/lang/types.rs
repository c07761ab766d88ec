//! Types and values of the rule language.
//!
//! Values are small and mostly `Copy`-like (cards, card sets, seats are
//! integers); texts, lists, terms and announcement instances are shared
//! behind `Arc`, so cloning a state is cheap.

use crate::cards::{Card, CardSet, Suit};
use crate::ptn::{TalonTake, Term};
use crate::seat::Seat;
use std::fmt;
use std::sync::Arc;

/// A type of the language.
/// The names of the written types (`list` takes its element type in
/// brackets: `list[int]`); a spec's enums are types too.
pub const TYPE_NAMES: &[&str] = &[
    "int",
    "bool",
    "text",
    "card",
    "cards",
    "seat",
    "seats",
    "suit",
    "contract",
    "announcement",
    "term",
    "take",
    "play",
    "trick",
    "phase",
    "scores",
    "list",
    "table",
];

#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Ty {
    Int,
    Bool,
    Text,
    Card,
    Cards,
    Seat,
    Seats,
    Suit,
    /// A spec-declared enum, by index.
    Enum(u16),
    Contract,
    Announcement,
    /// A word as said in a transcript (PTN item, card, suit or number).
    Term,
    /// A talon take (`take 1`, `take all`, `take none`).
    Take,
    /// A card played by a seat.
    Play,
    /// A finished trick.
    Trick,
    /// The phase of the game.
    Phase,
    List(Box<Ty>),
    /// A value per announcement, contract or enum value (key, value), kept
    /// by the item itself: `table[announcement, seat?]`.
    Table(Box<Ty>, Box<Ty>),
    /// A value per seat (an integer each).
    Scores,
    Opt(Box<Ty>),
    /// The type of the literal `none`.
    Nothing,
    /// The type of an expression that already had an error.
    Error,
}

impl Ty {
    pub fn opt(self) -> Ty {
        match self {
            Ty::Opt(_) | Ty::Nothing | Ty::Error => self,
            t => Ty::Opt(Box::new(t)),
        }
    }

    /// The type without its optional marker.
    pub fn base(&self) -> &Ty {
        match self {
            Ty::Opt(t) => t,
            t => t,
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Ty::Error)
    }

    /// Whether a table may be keyed by values of this type: each is one of
    /// the spec's declared items, with a number of its own.
    pub fn is_table_key(&self) -> bool {
        matches!(self, Ty::Announcement | Ty::Contract | Ty::Enum(_))
    }

    /// Whether a value of `self` may stand where `want` is expected.
    pub fn fits(&self, want: &Ty) -> bool {
        if self == want || self.is_error() || want.is_error() {
            return true;
        }
        match (self, want) {
            (Ty::Nothing, Ty::Opt(_)) => true,
            (t, Ty::Opt(w)) => t.fits(w),
            // An optional value where a plain one is wanted is checked when
            // the rule runs (a `none` there is reported with its place).
            (Ty::Opt(t), w) => t.fits(w),
            (Ty::List(a), Ty::List(b)) => a.fits(b),
            (Ty::Table(ka, a), Ty::Table(kb, b)) => ka == kb && a.fits(b),
            _ => false,
        }
    }

    /// A name for messages; enum names come from the checker.
    pub fn name(&self, enums: &[String]) -> String {
        match self {
            Ty::Int => "int".into(),
            Ty::Bool => "bool".into(),
            Ty::Text => "text".into(),
            Ty::Card => "card".into(),
            Ty::Cards => "cards".into(),
            Ty::Seat => "seat".into(),
            Ty::Seats => "seats".into(),
            Ty::Suit => "suit".into(),
            Ty::Enum(i) => enums
                .get(*i as usize)
                .cloned()
                .unwrap_or_else(|| "enum".into()),
            Ty::Contract => "contract".into(),
            Ty::Announcement => "announcement".into(),
            Ty::Term => "term".into(),
            Ty::Take => "take".into(),
            Ty::Play => "play".into(),
            Ty::Trick => "trick".into(),
            Ty::Phase => "phase".into(),
            Ty::List(t) => format!("list[{}]", t.name(enums)),
            Ty::Table(k, v) => format!("table[{}, {}]", k.name(enums), v.name(enums)),
            Ty::Scores => "scores".into(),
            Ty::Opt(t) => format!("{}?", t.name(enums)),
            Ty::Nothing => "none".into(),
            Ty::Error => "?".into(),
        }
    }
}

/// The phases of a game (the engine seam's, named in specs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum PhaseName {
    Auction,
    Call,
    Talon,
    Announce,
    Play,
    Done,
}

impl PhaseName {
    pub fn from_word(w: &str) -> Option<PhaseName> {
        Some(match w {
            "auction" => PhaseName::Auction,
            "call" => PhaseName::Call,
            "talon" => PhaseName::Talon,
            "announce" => PhaseName::Announce,
            "play" => PhaseName::Play,
            "done" => PhaseName::Done,
            _ => return None,
        })
    }

    pub fn word(self) -> &'static str {
        match self {
            PhaseName::Auction => "auction",
            PhaseName::Call => "call",
            PhaseName::Talon => "talon",
            PhaseName::Announce => "announce",
            PhaseName::Play => "play",
            PhaseName::Done => "done",
        }
    }
}

/// An announcement as made: its kind and arguments. Two announcements are
/// equal when these are.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct AnnValue {
    pub kind: u16,
    pub args: Vec<Value>,
    /// The values of its fields that depend on nothing but the arguments,
    /// kept by the interpreter once computed (an announcement of the
    /// standing list is asked for the same fields at every event).
    #[serde(skip)]
    pub fields: FieldCache,
}

impl AnnValue {
    pub fn new(kind: u16, args: Vec<Value>) -> AnnValue {
        AnnValue {
            kind,
            args,
            fields: FieldCache::default(),
        }
    }
}

impl PartialEq for AnnValue {
    fn eq(&self, other: &AnnValue) -> bool {
        self.kind == other.kind && self.args == other.args
    }
}

impl Eq for AnnValue {}

/// Field values kept once computed: slot `i` for field `i`, filled at most
/// once. It takes no part in comparing, printing or serialising.
#[derive(Clone, Default)]
pub struct FieldCache(std::sync::OnceLock<Box<[std::sync::OnceLock<Value>]>>);

impl FieldCache {
    /// Field `i`'s value, if kept.
    pub fn get(&self, i: usize) -> Option<&Value> {
        self.0.get()?.get(i)?.get()
    }

    /// Keeps `v` as field `i` of `n` (the first value kept stays).
    pub fn keep(&self, i: usize, n: usize, v: Value) {
        let slots = self
            .0
            .get_or_init(|| (0..n).map(|_| std::sync::OnceLock::new()).collect());
        if let Some(slot) = slots.get(i) {
            let _ = slot.set(v);
        }
    }
}

impl std::fmt::Debug for FieldCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("FieldCache")
    }
}

/// A value of the language.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Value {
    #[default]
    None,
    Int(i64),
    Bool(bool),
    Text(Arc<str>),
    Card(Card),
    Cards(CardSet),
    Seat(Seat),
    /// A set of seats as a bitmask (bit 0 = seat 1).
    Seats(u8),
    Suit(Suit),
    Enum(u16, u16),
    Contract(u16),
    Ann(Arc<AnnValue>),
    Term(Arc<Term>),
    Take(TalonTake),
    Play(Seat, Card),
    /// A finished trick, by index (0-based) into the game's tricks.
    Trick(u16),
    Phase(PhaseName),
    List(Arc<Vec<Value>>),
    /// A table: entry `k` is the value of the item numbered `k` (an
    /// announcement's or contract's declaration, an enum value); `None`
    /// where the table has no entry for that item.
    Table(Arc<Vec<Option<Value>>>),
    /// Boxed so that a value stays three words (copied on every step of
    /// an evaluation); scores are rare next to cards, seats and numbers.
    Scores(Box<[i64; 4]>),
}

impl Value {
    pub fn int(&self) -> Option<i64> {
        match self {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }

    pub fn boolean(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn seat(&self) -> Option<Seat> {
        match self {
            Value::Seat(s) => Some(*s),
            _ => None,
        }
    }

    pub fn cards(&self) -> Option<CardSet> {
        match self {
            Value::Cards(c) => Some(*c),
            _ => None,
        }
    }

    pub fn card(&self) -> Option<Card> {
        match self {
            Value::Card(c) => Some(*c),
            _ => None,
        }
    }

    /// The number a table keeps this value's entry under: an
    /// announcement's or contract's declaration, an enum value's place.
    pub fn table_key(&self) -> Option<usize> {
        match self {
            Value::Ann(a) => Some(a.kind as usize),
            Value::Contract(c) => Some(*c as usize),
            Value::Enum(_, v) => Some(*v as usize),
            _ => None,
        }
    }

    pub fn seats_mask(s: Seat) -> u8 {
        1 << s.index()
    }

    pub fn seats_iter(mask: u8) -> impl Iterator<Item = Seat> {
        Seat::ALL
            .into_iter()
            .filter(move |s| mask & (1 << s.index()) != 0)
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::None => f.write_str("none"),
            Value::Int(n) => f.write_str(crate::ptn::int_text(*n, &mut [0; 20])),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Text(t) => f.write_str(t),
            Value::Card(c) => write!(f, "{c}"),
            Value::Cards(cs) => write!(f, "{cs}"),
            Value::Seat(s) => write!(f, "{s}"),
            Value::Seats(m) => {
                let v: Vec<String> = Value::seats_iter(*m).map(|s| s.to_string()).collect();
                write!(f, "{}", v.join(", "))
            }
            Value::Suit(s) => f.write_str(s.german()),
            Value::Enum(_, v) => write!(f, "#{v}"),
            Value::Contract(c) => write!(f, "contract #{c}"),
            Value::Ann(a) => write!(f, "announcement #{}", a.kind),
            Value::Term(t) => write!(f, "{t}"),
            Value::Take(t) => match t {
                TalonTake::Half(n) => write!(f, "take {n}"),
                TalonTake::All => f.write_str("take all"),
                TalonTake::None => f.write_str("take none"),
            },
            Value::Play(s, c) => write!(f, "{s}:{c}"),
            Value::Trick(i) => write!(f, "trick {}", i + 1),
            Value::Phase(p) => f.write_str(p.word()),
            Value::List(l) => {
                // Element by element, so that a writer that stops early
                // (a bounded text) stops the walk.
                f.write_str("[")?;
                for (i, x) in l.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str("]")
            }
            Value::Scores(s) => write!(f, "1: {}  2: {}  3: {}  4: {}", s[0], s[1], s[2], s[3]),
            Value::Table(t) => {
                f.write_str("{")?;
                for (i, (k, x)) in t
                    .iter()
                    .enumerate()
                    .filter_map(|(k, x)| x.as_ref().map(|x| (k, x)))
                    .enumerate()
                {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "#{k}: {x}")?;
                }
                f.write_str("}")
            }
        }
    }
}

// A value is three words: it is moved and cloned at every step of an
// evaluation.
const _: () = assert!(std::mem::size_of::<Value>() <= 24);

#[cfg(test)]
mod tests {
    use super::*;

    /// A number is shown as the standard library writes it.
    #[test]
    fn a_number_is_shown_as_the_formatter_writes_it() {
        for n in [0, 7, -7, 1_000, i64::MAX, i64::MIN] {
            assert_eq!(Value::Int(n).to_string(), n.to_string());
        }
    }
}

//! The built-in values and functions of the rule language, in one table:
//! name, parameters and their types, result type, what each needs from
//! the game, and a line for the rule author. The compiler resolves and
//! types calls from it, the checker refuses user functions of its names
//! and suggests from it, and `spec/LANGUAGE.md` lists it (`tests/lang/generated_docs.rs`
//! compares the list with [`markdown`]). The evaluator (`crate::interp`) runs each
//! [`Intrinsic`].

use super::ir::Intrinsic;
use super::types::Ty;

/// A type as the table writes it (a [`Ty`] of its own allocates).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Int,
    Bool,
    Text,
    Card,
    Cards,
    Seat,
    Seats,
    Suit,
    Term,
    Phase,
    Contract,
    Announcement,
    Trick,
    Play,
    Take,
    List(&'static Shape),
    Opt(&'static Shape),
}

impl Shape {
    /// The type it stands for.
    pub fn ty(self) -> Ty {
        match self {
            Shape::Int => Ty::Int,
            Shape::Bool => Ty::Bool,
            Shape::Text => Ty::Text,
            Shape::Card => Ty::Card,
            Shape::Cards => Ty::Cards,
            Shape::Seat => Ty::Seat,
            Shape::Seats => Ty::Seats,
            Shape::Suit => Ty::Suit,
            Shape::Term => Ty::Term,
            Shape::Phase => Ty::Phase,
            Shape::Contract => Ty::Contract,
            Shape::Announcement => Ty::Announcement,
            Shape::Trick => Ty::Trick,
            Shape::Play => Ty::Play,
            Shape::Take => Ty::Take,
            Shape::List(t) => Ty::List(Box::new(t.ty())),
            Shape::Opt(t) => Ty::Opt(Box::new(t.ty())),
        }
    }
}

/// What an argument may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Accepts {
    /// A value of this type (an argument of another type is an error).
    Only(Shape),
    /// A suit or a card.
    SuitOrCard,
    /// Cards, seats or a list (something with a size).
    Countable,
    /// Any value.
    Anything,
}

impl Accepts {
    /// How the documentation writes it.
    pub fn describe(self) -> String {
        match self {
            Accepts::Only(t) => t.ty().name(&[]),
            Accepts::SuitOrCard => "suit or card".into(),
            Accepts::Countable => "cards, seats or list".into(),
            Accepts::Anything => "any".into(),
        }
    }
}

/// A parameter of a built-in function.
#[derive(Clone, Copy, Debug)]
pub struct BuiltinParam {
    pub name: &'static str,
    pub accepts: Accepts,
}

/// What a builtin needs to be evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Nothing: it may stand in a constant.
    Nothing,
    /// The game (not in a constant).
    Game,
    /// The event being handled (not in a constant, nor in the settlement).
    Event,
}

/// One builtin.
#[derive(Clone, Copy, Debug)]
pub struct Builtin {
    pub name: &'static str,
    pub bi: Intrinsic,
    /// `None` for a value (written without parentheses).
    pub params: Option<&'static [BuiltinParam]>,
    pub result: Shape,
    pub needs: Needs,
    /// One line for the rule author.
    pub doc: &'static str,
}

impl Builtin {
    pub fn is_function(&self) -> bool {
        self.params.is_some()
    }

    /// How it is written: `hand(s: seat)`, or `deck`.
    pub fn signature(&self) -> String {
        match self.params {
            None => self.name.to_string(),
            Some(ps) => {
                let ps: Vec<String> = ps
                    .iter()
                    .map(|p| format!("{}: {}", p.name, p.accepts.describe()))
                    .collect();
                format!("{}({})", self.name, ps.join(", "))
            }
        }
    }
}

const fn value(
    name: &'static str,
    bi: Intrinsic,
    result: Shape,
    needs: Needs,
    doc: &'static str,
) -> Builtin {
    Builtin {
        name,
        bi,
        params: None,
        result,
        needs,
        doc,
    }
}

const fn function(
    name: &'static str,
    bi: Intrinsic,
    params: &'static [BuiltinParam],
    result: Shape,
    needs: Needs,
    doc: &'static str,
) -> Builtin {
    Builtin {
        name,
        bi,
        params: Some(params),
        result,
        needs,
        doc,
    }
}

const fn p(name: &'static str, t: Shape) -> BuiltinParam {
    BuiltinParam {
        name,
        accepts: Accepts::Only(t),
    }
}

use Needs::{Event, Game, Nothing};
use Shape::*;

const SEAT: &[BuiltinParam] = &[p("s", Seat)];
const CARD: &[BuiltinParam] = &[p("c", Card)];
const CARDS: &[BuiltinParam] = &[p("cs", Cards)];
const TERM: &[BuiltinParam] = &[p("t", Term)];
const TWO_INTS: &[BuiltinParam] = &[p("a", Int), p("b", Int)];
const COUNTABLE: &[BuiltinParam] = &[BuiltinParam {
    name: "x",
    accepts: Accepts::Countable,
}];
const ANYTHING: &[BuiltinParam] = &[BuiltinParam {
    name: "x",
    accepts: Accepts::Anything,
}];

/// Every builtin, values first, in the order the documentation lists them.
pub const BUILTINS: &[Builtin] = &[
    value(
        "all",
        Intrinsic::All,
        Cards,
        Nothing,
        "the 54 cards of the superset",
    ),
    value(
        "deck",
        Intrinsic::Deck,
        Cards,
        Nothing,
        "the cards of the variant's deck",
    ),
    value(
        "tarocks",
        Intrinsic::Tarocks,
        Cards,
        Nothing,
        "the 22 tarocks (I–XXI and the highest)",
    ),
    value("kings", Intrinsic::Kings, Cards, Nothing, "the four kings"),
    value(
        "queens",
        Intrinsic::Queens,
        Cards,
        Nothing,
        "the four queens",
    ),
    value(
        "knights",
        Intrinsic::Knights,
        Cards,
        Nothing,
        "the four knights",
    ),
    value("jacks", Intrinsic::Jacks, Cards, Nothing, "the four jacks"),
    value(
        "seats",
        Intrinsic::SeatsAll,
        Seats,
        Nothing,
        "the four seats",
    ),
    value(
        "contracts",
        Intrinsic::Contracts,
        List(&Contract),
        Nothing,
        "the contracts, in declaration order",
    ),
    value(
        "announcements",
        Intrinsic::Announcements,
        List(&Announcement),
        Nothing,
        "the announcements that take no arguments, in declaration order (the keys of `per(a in announcements: …)`)",
    ),
    value(
        "talon",
        Intrinsic::Talon,
        List(&Cards),
        Game,
        "the talon's packets",
    ),
    value(
        "tricks",
        Intrinsic::Tricks,
        List(&Trick),
        Game,
        "the finished tricks",
    ),
    value(
        "trick_no",
        Intrinsic::TrickNo,
        Int,
        Game,
        "the trick being played, from 1",
    ),
    value(
        "current",
        Intrinsic::Current,
        List(&Play),
        Game,
        "the plays of the trick being played, so far",
    ),
    value(
        "led",
        Intrinsic::Led,
        Opt(&Card),
        Game,
        "the first card of the trick being played",
    ),
    value(
        "phase",
        Intrinsic::Phase,
        Phase,
        Game,
        "the phase of the game",
    ),
    value(
        "speaker",
        Intrinsic::Speaker,
        Seat,
        Event,
        "who said or played the event",
    ),
    value(
        "to_act",
        Intrinsic::ToAct,
        Seat,
        Game,
        "the seat whose turn it is",
    ),
    value(
        "after_void",
        Intrinsic::AfterVoid,
        Bool,
        Event,
        "this line end follows a void word of the same seat",
    ),
    value(
        "reconstructed",
        Intrinsic::Reconstructed,
        Bool,
        Game,
        "the deal was rebuilt from the play record",
    ),
    value(
        "event_phase",
        Intrinsic::EventPhase,
        Phase,
        Event,
        "the phase the event belongs to: a word's or line end's section, `talon` for a take or discard, `play` for a card",
    ),
    value(
        "said",
        Intrinsic::Said,
        Opt(&Term),
        Event,
        "the word of a `say` event, `none` for other events (`on before` sees it too)",
    ),
    value(
        "checking",
        Intrinsic::Checking,
        Bool,
        Game,
        "the event is only checked (`check`, the legal events) and nothing it does is kept: a handler may stop once every rule is judged",
    ),
    value(
        "in_void_line",
        Intrinsic::InVoidLine,
        Bool,
        Event,
        "the event (a word or a line end) comes right after a void word of the same seat in the same section: it goes on that word's line",
    ),
    function(
        "suit",
        Intrinsic::Suit,
        &[BuiltinParam {
            name: "x",
            accepts: Accepts::SuitOrCard,
        }],
        Cards,
        Nothing,
        "the cards of a suit, or of a card's suit (the tarocks for a tarock)",
    ),
    function(
        "suit_of",
        Intrinsic::SuitOf,
        CARD,
        Opt(&Suit),
        Nothing,
        "the suit of a card, `none` for a tarock",
    ),
    function(
        "number",
        Intrinsic::Number,
        CARD,
        Int,
        Nothing,
        "a tarock's number (22 for the highest), 0 for a suit card",
    ),
    function(
        "highest",
        Intrinsic::Highest,
        CARDS,
        Opt(&Card),
        Nothing,
        "by trick order within a suit or the tarocks; of a mixed set a tarock is above every suit card",
    ),
    function(
        "lowest",
        Intrinsic::Lowest,
        CARDS,
        Opt(&Card),
        Nothing,
        "by trick order; of a mixed set a suit card, the first in S C H D order",
    ),
    function(
        "above",
        Intrinsic::Above,
        CARD,
        Cards,
        Nothing,
        "the cards above `c` in its suit",
    ),
    function(
        "hand",
        Intrinsic::Hand,
        SEAT,
        Cards,
        Game,
        "the cards a seat holds now",
    ),
    function(
        "dealt",
        Intrinsic::Dealt,
        SEAT,
        Cards,
        Game,
        "the cards a seat was dealt",
    ),
    function(
        "taken",
        Intrinsic::Taken,
        SEAT,
        Cards,
        Game,
        "the cards a seat has taken in tricks",
    ),
    function(
        "won_count",
        Intrinsic::WonCount,
        SEAT,
        Int,
        Game,
        "the tricks a seat has won",
    ),
    function(
        "holder",
        Intrinsic::Holder,
        CARD,
        Opt(&Seat),
        Game,
        "who was dealt the card",
    ),
    function(
        "bound",
        Intrinsic::Bound,
        CARD,
        Opt(&Int),
        Game,
        "the trick a card is bound to",
    ),
    function(
        "bind_order",
        Intrinsic::BindOrder,
        CARD,
        Opt(&Int),
        Game,
        "the order in which the card was bound",
    ),
    function(
        "next",
        Intrinsic::Next,
        SEAT,
        Seat,
        Nothing,
        "the seat after `s` in order of play",
    ),
    function(
        "prev",
        Intrinsic::Prev,
        SEAT,
        Seat,
        Nothing,
        "the seat before `s` in order of play",
    ),
    function(
        "order",
        Intrinsic::Order,
        SEAT,
        List(&Seat),
        Nothing,
        "the seats in order of play, from `s`",
    ),
    function(
        "card_of",
        Intrinsic::CardOf,
        TERM,
        Opt(&Card),
        Nothing,
        "a said word as a card",
    ),
    function(
        "contract_of",
        Intrinsic::ContractOf,
        TERM,
        Opt(&Contract),
        Nothing,
        "a said word as a contract",
    ),
    function(
        "ann_of",
        Intrinsic::AnnOf,
        TERM,
        Opt(&Announcement),
        Nothing,
        "a said word as an announcement",
    ),
    function(
        "cards_of",
        Intrinsic::CardsOf,
        &[p("list", List(&Card))],
        Cards,
        Nothing,
        "a list of cards as a set",
    ),
    function(
        "count",
        Intrinsic::Count,
        COUNTABLE,
        Int,
        Nothing,
        "the size of a set or a list",
    ),
    function(
        "len",
        Intrinsic::Count,
        COUNTABLE,
        Int,
        Nothing,
        "the size of a set or a list (as `count`)",
    ),
    function(
        "min",
        Intrinsic::Min,
        TWO_INTS,
        Int,
        Nothing,
        "the smaller number",
    ),
    function(
        "max",
        Intrinsic::Max,
        TWO_INTS,
        Int,
        Nothing,
        "the larger number",
    ),
    function(
        "abs",
        Intrinsic::Abs,
        &[p("a", Int)],
        Int,
        Nothing,
        "the absolute value",
    ),
    function(
        "clamp",
        Intrinsic::Clamp,
        &[p("x", Int), p("lo", Int), p("hi", Int)],
        Int,
        Nothing,
        "`x` within `lo`..`hi`",
    ),
    function(
        "range",
        Intrinsic::Range,
        TWO_INTS,
        List(&Int),
        Nothing,
        "the numbers `a` to `b` (at most 100,000 of them)",
    ),
    function(
        "describe",
        Intrinsic::Describe,
        ANYTHING,
        Text,
        Nothing,
        "a value for messages (`describe(c)`: \"Kreuz-Dame (CQ)\")",
    ),
    function(
        "text",
        Intrinsic::Text,
        ANYTHING,
        Text,
        Nothing,
        "a value as text, for messages",
    ),
];

/// The builtin of this name.
pub fn lookup(name: &str) -> Option<&'static Builtin> {
    BUILTINS.iter().find(|b| b.name == name)
}

/// The built-in value of this name (written without parentheses).
pub fn value_named(name: &str) -> Option<&'static Builtin> {
    lookup(name).filter(|b| !b.is_function())
}

/// The built-in function of this name.
pub fn function_named(name: &str) -> Option<&'static Builtin> {
    lookup(name).filter(|b| b.is_function())
}

/// The names of the built-in functions (for "did you mean").
pub fn function_names() -> impl Iterator<Item = &'static str> {
    BUILTINS.iter().filter(|b| b.is_function()).map(|b| b.name)
}

/// The names of the built-in values (for "did you mean").
pub fn value_names() -> impl Iterator<Item = &'static str> {
    BUILTINS.iter().filter(|b| !b.is_function()).map(|b| b.name)
}

/// The table as `spec/LANGUAGE.md` lists it.
pub fn markdown() -> String {
    let mut out = String::new();
    for (title, functions) in [("Built-in values", false), ("Built-in functions", true)] {
        out.push_str(&format!(
            "{title}:\n\n| {} | type | needs | meaning |\n|---|---|---|---|\n",
            if functions { "function" } else { "value" }
        ));
        for b in BUILTINS.iter().filter(|b| b.is_function() == functions) {
            let needs = match b.needs {
                Needs::Nothing => "",
                Needs::Game => "game",
                Needs::Event => "event",
            };
            out.push_str(&format!(
                "| `{}` | {} | {needs} | {} |\n",
                b.signature(),
                b.result.ty().name(&[]),
                b.doc.replace('|', "\\|")
            ));
        }
        if !functions {
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_words() {
        let mut seen = std::collections::HashSet::new();
        for b in BUILTINS {
            assert!(seen.insert(b.name), "`{}` twice", b.name);
            assert!(
                b.name.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "{}",
                b.name
            );
            assert!(!b.doc.is_empty() && !b.doc.contains('\n'), "{}", b.name);
        }
    }

    #[test]
    fn signatures_read_as_the_language_writes_them() {
        assert_eq!(
            lookup("hand").map(Builtin::signature).as_deref(),
            Some("hand(s: seat)")
        );
        assert_eq!(
            lookup("deck").map(Builtin::signature).as_deref(),
            Some("deck")
        );
        assert_eq!(
            lookup("highest")
                .map(|b| b.result.ty().name(&[]))
                .as_deref(),
            Some("card?")
        );
        assert!(value_named("hand").is_none() && function_named("hand").is_some());
    }
}

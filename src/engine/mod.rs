//! The engine seam: what the referee, the game generator and (later) the
//! differential fuzzer need from a variant's rules. Two kinds of engine
//! implement it — the handwritten reference engines (`crate::reference`)
//! and the rule-language interpreter — and they must agree on every game.
//!
//! A game is a sequence of [`Event`]s. An [`Engine`] checks a deal and starts
//! a [`State`]; the state lists the legal events, says of any event whether
//! it is legal and which rule it breaks, applies it, and settles the
//! finished game with an itemised breakdown.
//!
//! # Events
//!
//! Events are as fine as the transcript: every item of a turn is one
//! [`Event::Say`] (so a finding can point at the item), and a turn line ends
//! with [`Event::EndTurn`]. Where a variant has a word that ends a turn
//! (Royal's `weiter`, Hopfgarten's `fertig`) that word is a `Say` and the
//! following `EndTurn` only confirms it; where it has none (one bid per
//! turn), `EndTurn` ends the turn. A turn line always holds at least one
//! item (PTN cannot write an empty turn; "nothing to say" is `pass`), so
//! `EndTurn` is legal only after at least one `Say` of that turn. A talon
//! line is one event, every played card is one event.
//!
//! # Violations and going on
//!
//! An illegal event is answered by a [`Violation`]: the finding's kind, the
//! rule it breaks, who broke it, and what became of the event ([`Then`]):
//! applied as made ("was liegt, pickt" — a card played against Farbzwang
//! stays played and the game goes on, settled by the renonce rules),
//! skipped (an illegal bid is void), or the game cannot be replayed further
//! (a card that is not in the hand). Engines never panic on any event.
//!
//! # Rules
//!
//! Every rule an engine applies has a stable id, `<variant>.<phase>.<name>`
//! (`tarockcup.play.follow-suit`), and where it comes from a rulebook the
//! rulebook's own words ([`Rule::source`]). Both engines use the same ids;
//! findings quote them.

use crate::cards::{Card, CardSet};
use crate::ptn::{TalonTake, Term};
use crate::rng::Rng;
use crate::seat::{BySeat, Seat};
use serde::Serialize;
use std::borrow::Cow;
use std::fmt;

/// A rule, as findings quote it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rule {
    /// Stable id `<variant>.<phase>.<name>`, e.g. `tarockcup.play.follow-suit`.
    pub id: Cow<'static, str>,
    /// The rulebook's own words, with the rulebook named, e.g.
    /// `Es gilt Farb- und Tarockzwang (Tarockcup, Allgemeines)`; for a
    /// reading of unclear text or a rule the rulebook is silent on, the
    /// reading and its reason (`[reading] …`, `[standard] …`).
    pub source: Cow<'static, str>,
}

impl Rule {
    pub const fn new(id: &'static str, source: &'static str) -> Rule {
        Rule {
            id: Cow::Borrowed(id),
            source: Cow::Borrowed(source),
        }
    }
}

/// What kind of finding a violation is (book/src/referee-guide.md, "The JSON contract").
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    Syntax,
    /// A card not in the deck, not in that hand, or played twice.
    ImpossibleCard,
    OutOfTurn,
    IllegalBid,
    IllegalCall,
    IllegalDiscard,
    IllegalAnnouncement,
    /// A play rule broken: Farbzwang, Tarockzwang, Stichzwang, the Pagat
    /// rule, Kaiserstich, a bound card — and every other breach the variant
    /// calls a renonce.
    Renonce,
    /// The record is incomplete, or something could not be checked.
    Incomplete,
    ScoreMismatch,
    /// The spec itself failed (the referee's rules, not the record): a
    /// division by zero, an index out of range, a `none` where a value is
    /// needed, the step budget, an event no handler takes. It points into
    /// the spec, with its file, line and column.
    SpecFault,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Syntax => "syntax",
            Kind::ImpossibleCard => "impossible-card",
            Kind::OutOfTurn => "out-of-turn",
            Kind::IllegalBid => "illegal-bid",
            Kind::IllegalCall => "illegal-call",
            Kind::IllegalDiscard => "illegal-discard",
            Kind::IllegalAnnouncement => "illegal-announcement",
            Kind::Renonce => "renonce",
            Kind::Incomplete => "incomplete",
            Kind::ScoreMismatch => "score-mismatch",
            Kind::SpecFault => "spec-fault",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What became of an illegal event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Then {
    /// The event stands as made and the game goes on ("was liegt, pickt").
    Applied,
    /// The event is void; the game goes on as if it had not been made.
    Skipped,
    /// The game cannot be replayed past this event.
    Stop,
}

/// An event that breaks a rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Violation {
    pub kind: Kind,
    pub rule: Rule,
    /// Who broke it (absent for a bad deal that is nobody's act).
    pub seat: Option<Seat>,
    /// What happened, as a referee would say it: "seat 3 played XIV to a Pik
    /// lead while holding SQ".
    pub message: String,
    pub then: Then,
}

/// The sections an item can be said in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Section {
    Auction,
    Call,
    Announce,
}

impl Section {
    pub fn as_str(self) -> &'static str {
        match self {
            Section::Auction => "auction",
            Section::Call => "call",
            Section::Announce => "announce",
        }
    }
}

/// One step of a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// An item said in a turn: a bid, a pass, a called card, an
    /// announcement, a kontra.
    Say {
        section: Section,
        seat: Seat,
        term: Term,
    },
    /// The end of a turn line.
    EndTurn { section: Section, seat: Seat },
    /// Taking talon cards.
    Take { seat: Seat, take: TalonTake },
    /// Laying cards away.
    Discard { seat: Seat, cards: Vec<Card> },
    /// A card played to the current trick.
    Play { seat: Seat, card: Card },
}

impl Event {
    /// The same event made by another seat.
    pub fn with_seat(self, seat: Seat) -> Event {
        match self {
            Event::Say { section, term, .. } => Event::Say {
                section,
                seat,
                term,
            },
            Event::EndTurn { section, .. } => Event::EndTurn { section, seat },
            Event::Take { take, .. } => Event::Take { seat, take },
            Event::Discard { cards, .. } => Event::Discard { seat, cards },
            Event::Play { card, .. } => Event::Play { seat, card },
        }
    }

    pub fn seat(&self) -> Seat {
        match self {
            Event::Say { seat, .. }
            | Event::EndTurn { seat, .. }
            | Event::Take { seat, .. }
            | Event::Discard { seat, .. }
            | Event::Play { seat, .. } => *seat,
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Say { seat, term, .. } => write!(f, "{seat}: {term}"),
            Event::EndTurn { seat, .. } => write!(f, "{seat}: (end of turn)"),
            Event::Take { seat, take } => match take {
                TalonTake::Half(n) => write!(f, "{seat}: take {n}"),
                TalonTake::All => write!(f, "{seat}: take all"),
                TalonTake::None => write!(f, "{seat}: take none"),
            },
            Event::Discard { seat, cards } => {
                write!(f, "{seat}: discard")?;
                for c in cards {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
            Event::Play { seat, card } => write!(f, "{seat}:{card}"),
        }
    }
}

/// Where a game is. Phases are ordered as the sections of a record
/// (book/src/ptn.md, "Sections"): a record's later section proves the earlier phases ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Auction,
    Call,
    Talon,
    Announce,
    Play,
    /// Finished: ready to be settled.
    Done,
}

/// The cards as dealt: a hand per seat and the talon in halves (empty for
/// variants without a talon).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    pub hands: BySeat<CardSet>,
    pub talon: Vec<CardSet>,
    /// The hands were reconstructed from a complete play record, not
    /// recorded: they are the hands at the start of play, the talon is
    /// unknown. Checks that need the dealt hands are skipped, and the state
    /// lists them in [`State::unchecked`].
    pub reconstructed: bool,
}

impl Deal {
    /// Every card of the deal.
    pub fn cards(&self) -> CardSet {
        self.hands
            .0
            .iter()
            .chain(self.talon.iter())
            .fold(CardSet::EMPTY, |a, b| a | *b)
    }
}

/// How a variant deals: cards per hand and talon halves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub hand: usize,
    /// Sizes of the talon halves (`[3, 3]` in Königrufen, `[]` without).
    pub talon: Vec<usize>,
}

/// One line of a settlement's breakdown (book/src/vocabulary.md, "Score breakdowns").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreItem {
    /// The identifier: `rufer`, `pagat`, `konsolation`, `renonce` …
    pub item: String,
    /// The seats the item counts for.
    pub side: Vec<Seat>,
    pub announced: bool,
    pub won: bool,
    /// Base value.
    pub value: i64,
    /// Product of the multipliers (kontra, silent half as ½ is shown by
    /// the value, solo doubling …).
    pub multiplier: i64,
    /// What the item moves per seat (zero-sum for Austrian payments).
    pub points: BySeat<i64>,
}

/// The outcome of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Settlement {
    /// Per seat, in the variant's unit. In partnership scoring both partners
    /// carry the partnership's figure.
    pub scores: BySeat<i64>,
    pub items: Vec<ScoreItem>,
    /// How the game was settled, in words ("renonce by seat 3: each regular
    /// player is credited as if his side had won").
    pub notes: Vec<String>,
}

/// A variant's rules.
pub trait Engine: Send + Sync {
    /// The variant id (`tarockcup`).
    fn variant(&self) -> &str;
    /// The cards the variant plays with.
    fn deck(&self) -> CardSet;
    fn layout(&self) -> Layout;
    /// Every rule the engine applies, with its id and source.
    fn rules(&self) -> Vec<Rule>;
    /// Checks a deal and starts the game. A deal that breaks a rule (a card
    /// twice, a wrong hand size, a hand the variant throws in) gives every
    /// violation, and the game cannot start — unless the variant's rules let
    /// such a game go on: then `start` succeeds and the violation comes with
    /// the event at which the rules decide it (Sitzenberg: a misdeal found
    /// after the auction is the dealer's renonce, reported at the end of the
    /// auction and settled on the game bid).
    fn start(&self, deal: &Deal) -> Result<Box<dyn State>, Vec<Violation>>;
    /// A random deal that the variant plays (redealt as its rules say).
    fn deal(&self, rng: &mut Rng) -> Deal;
    /// The result of a match of several games, where the variant defines
    /// one (Royal: eight games, each pair's sum divided by eight, rounded
    /// down). Seats are numbered per game, so a match follows the players
    /// by name.
    fn match_result(&self, games: &[MatchGame]) -> Option<MatchResult> {
        let _ = games;
        None
    }
}

/// One settled game of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchGame {
    /// The players of the `Seats` tag, seat 1 first.
    pub players: Vec<String>,
    pub scores: BySeat<i64>,
}

/// A match's result: each player's match score (in partnership scoring
/// both partners carry the pair's figure), in the order the players first
/// appear.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchResult {
    pub players: Vec<(String, i64)>,
    pub notes: Vec<String>,
}

/// A game in progress.
pub trait State: Send {
    fn phase(&self) -> Phase;
    /// Whose turn it is (none when the game is over).
    fn to_act(&self) -> Option<Seat>;
    /// The legal events now. Every listed event is accepted by `apply`
    /// without a violation, and every event `apply` accepts is listed,
    /// but for words where the rules take a seat's line as written (after
    /// a gap that hid the game, book/src/ptn.md "Passes a record leaves
    /// out"): any word is accepted there, and the list holds the words
    /// the game has.
    fn legal(&self) -> Vec<Event>;
    /// The events `legal` chooses from: every legal event is among them,
    /// and a candidate is legal when `check` accepts it. The default is
    /// the legal events themselves; an engine that judges many candidates
    /// to list the legal ones (the interpreter: about 2,800 Royal items a
    /// turn, each judged by the spec) gives them unjudged, so that a
    /// caller who wants one legal event (`simulate::game_sampled`) checks
    /// a few instead of all.
    fn candidates(&self) -> Vec<Event> {
        self.legal()
    }
    /// The first of `events` that `check` accepts. The default checks
    /// each in turn; an engine may judge them as cheaply as `legal` does
    /// (the interpreter: on one copy of the game).
    fn first_legal(&self, events: &mut dyn Iterator<Item = Event>) -> Option<Event> {
        let mut events = events;
        Iterator::find(&mut events, |e| self.check(e).is_ok())
    }
    /// Whether an event is legal now, and if not, the rule it breaks.
    fn check(&self, event: &Event) -> Result<(), Violation>;
    /// Applies an event. An illegal event gives its violation; whether it
    /// was applied anyway is the violation's [`Then`].
    fn apply(&mut self, event: &Event) -> Result<(), Violation>;
    /// The settlement of a finished game (after a renonce, the renonce
    /// settlement); `None` while the game goes on.
    fn settle(&self) -> Option<Settlement>;
    /// As [`State::settle`], but a settlement the rules themselves failed
    /// to compute (a spec's runtime fault) is that fault, not a settlement
    /// of what was computed before it.
    fn settle_checked(&self) -> Result<Option<Settlement>, Violation> {
        Ok(self.settle())
    }
    /// As [`State::settle_checked`], for a game whose state is not read
    /// again (the referee's last step): an engine may settle in place,
    /// where a settlement that changes the state would otherwise settle a
    /// copy of it.
    fn settle_last(&mut self) -> Result<Option<Settlement>, Violation> {
        self.settle_checked()
    }
    /// As [`State::settle_last`], where the settlement's notes are read
    /// only if [`State::settle_again`] is asked for next (the referee shows
    /// a game without findings only when asked to list every game): an
    /// engine may leave them out. A settlement's figures and items are the
    /// same either way.
    fn settle_unexplained(&mut self) -> Result<Option<Settlement>, Violation> {
        self.settle_last()
    }
    /// Right after [`State::settle_unexplained`]: the settlement made again
    /// with its notes, where that one left them out; `None` where it made
    /// them (the default).
    fn settle_again(&mut self) -> Option<Result<Option<Settlement>, Violation>> {
        None
    }
    /// The word by which the seat to act says nothing now, and the
    /// section it is said in (the variant's pass: `pass`, `weiter`, a bare
    /// `fertig`), where the rules give that seat such a word in the phase
    /// being played; `None` outside a turn phase or where the variant has
    /// no word for saying nothing there.
    ///
    /// The referee fills the passes a record leaves out with it (book/src/ptn.md,
    /// "Passes a record leaves out"): the word and the end of its
    /// line, each checked as any event. An engine need not decide here
    /// whether the pass is legal (the forehand who must name a game):
    /// the referee tries it and fills nothing when it is refused.
    fn pass(&self) -> Option<(Section, Term)> {
        None
    }
    /// The record goes on with `event`, of a later phase than the current
    /// one, and passes (`pass`) cannot end the phases between
    /// (no game was bid; a contract needs a call and there is none; a
    /// talon exchange is missing). book/src/ptn.md, "Passes a record leaves out": the record is incomplete
    /// there, and a gap never stops the replay of what follows it.
    ///
    /// The engine closes the phases between as far as the rules' defaults
    /// allow (Zwanziger's forced call), so that the event can be judged
    /// in its phase, and answers with the one `incomplete` violation naming
    /// the gap and the checks it will skip (`Then::Applied`: the replay
    /// goes on; `Then::Stop` only where nothing after it can be judged).
    /// Where the settlement depends on what the gap hides, `settle` gives
    /// none. `None` (the default): the engine does nothing here and rules
    /// on the event itself when it is applied.
    fn gap(&mut self, event: &Event) -> Option<Violation> {
        let _ = event;
        None
    }
    /// Checks that could not be made (a reconstructed deal), in words.
    fn unchecked(&self) -> Vec<String> {
        Vec::new()
    }
    /// The current trick number (1-based) during play.
    fn trick(&self) -> Option<u32>;
    /// The winner of each finished trick, in order (for the rulebook's
    /// worked examples and explanations); empty where an engine does not
    /// keep them.
    fn trick_winners(&self) -> Vec<Seat> {
        Vec::new()
    }
    /// The cards a seat holds now (the generator plants a renonce with a
    /// held card that is not legal).
    fn hand(&self, seat: Seat) -> CardSet;
    fn clone_box(&self) -> Box<dyn State>;
}

impl Clone for Box<dyn State> {
    fn clone(&self) -> Box<dyn State> {
        self.clone_box()
    }
}

//! A Royal game in progress: the announcement phase (`auction`) and the
//! play, with the binding algorithm. Scoring is in `score.rs`.
//!
//! The legal path of `apply` and `check` allocates nothing: hands and
//! tricks are `CardSet`s and fixed arrays, the announcements a fixed list;
//! strings are built only for a violation.

use super::rules as R;
use super::table::{Ann, Id, Raises};
use crate::cards::{Card, CardSet};
use crate::engine::{Event, Kind, Phase, Rule, Section, Settlement, State, Then, Violation};
use crate::ptn::{Item, Term};
use crate::seat::{BySeat, Seat};

/// Pair 0 are the attackers (seats 1 and 2), pair 1 the defenders (3, 4).
pub fn pair(s: Seat) -> usize {
    if s.number() <= 2 { 0 } else { 1 }
}

/// The partner sits next to him: 1 and 2, 3 and 4.
pub fn partner(s: Seat) -> Seat {
    Seat::from_index(s.index() ^ 1)
}

/// The two seats of a pair.
pub fn seats(p: usize) -> [Seat; 2] {
    [Seat::from_index(2 * p), Seat::from_index(2 * p + 1)]
}

pub(super) fn seat(n: u8) -> Seat {
    Seat::from_index(n.saturating_sub(1) as usize)
}

/// A standing announcement or kontra target.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub ann: Ann,
    /// Who announced it (for a raise, the raiser).
    pub seat: Seat,
    /// When it was announced (1, 2, 3 … over the whole auction).
    pub seq: u8,
    /// Who kontra'd it.
    pub kontra: Option<Seat>,
    /// A Meldung whose condition the hand does not meet.
    pub false_meldung: bool,
    /// The cards it binds (cached).
    pub bound: CardSet,
}

/// The most announcements that can stand at once: per pair at most 20
/// Meldungen (ten per player: four Farbenanzahlen, Tarockanzahl, Vogerl,
/// two Flush, two Wonok) and 25 Schlemme (Visi, L'amour, Engel, one of the
/// Honneur chain, one free trick, five bound tricks, eight Hochspielschlemme,
/// one flight, one capture, Amazon, Pagatfang, Schleicher, Phönix, one
/// trophy).
pub(super) const CAP: usize = 96;

#[derive(Clone)]
pub struct List {
    pub(super) len: u8,
    pub(super) e: [Entry; CAP],
}

impl List {
    pub(super) fn new() -> List {
        List {
            len: 0,
            e: [Entry {
                ann: Ann {
                    id: Id::Spiel,
                    args: [0; 3],
                },
                seat: seat(1),
                seq: 0,
                kontra: None,
                false_meldung: false,
                bound: CardSet::EMPTY,
            }; CAP],
        }
    }

    pub fn as_slice(&self) -> &[Entry] {
        &self.e[..self.len as usize]
    }

    pub(super) fn push(&mut self, e: Entry) -> bool {
        if (self.len as usize) < CAP {
            self.e[self.len as usize] = e;
            self.len += 1;
            true
        } else {
            false
        }
    }

    /// Removes the entries whose index bit is set, keeping the order.
    pub(super) fn remove(&mut self, mask: u128) {
        let mut w = 0;
        for r in 0..self.len as usize {
            if mask & (1u128 << r) == 0 {
                self.e[w] = self.e[r];
                w += 1;
            }
        }
        self.len = w as u8;
    }
}

/// A card bound for its holder's pair.
#[derive(Clone, Copy, Debug)]
pub struct BindRec {
    pub card: Card,
    /// The first trick it may be played in while anything else is legal.
    pub from: u8,
    /// The trick it must be played in, if it can be (0: none — Mariage).
    pub must: u8,
    /// When it was bound (the announcement's number; kept through raises).
    pub time: u8,
    /// The standing Schlemm that binds it.
    pub by: Ann,
}

pub(super) const MAXB: usize = 16;
pub(super) const NO_BIND: u8 = u8::MAX;

/// Why the allowed cards were narrowed: a byte on the legal path, a `Rule`
/// only for a violation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Why {
    Free,
    FollowSuit,
    Tarock,
    BoundInTrick,
    BoundEarly,
    BoundOrder,
}

impl Why {
    pub(super) fn rule(self) -> Rule {
        match self {
            Why::Free | Why::FollowSuit => R::PLAY_FOLLOW_SUIT,
            Why::Tarock => R::PLAY_TAROCK,
            Why::BoundInTrick => R::PLAY_BOUND_IN_TRICK,
            Why::BoundEarly => R::PLAY_BOUND_EARLY,
            Why::BoundOrder => R::PLAY_BOUND_ORDER,
        }
    }
}

/// How the last turn was closed, while its `EndTurn` is still to come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Closed {
    Weiter,
    Pass,
}

/// Options of the rules (DIGEST §6 A1, A17).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Who opens the announcement phase: the dealer (seat 4, the default)
    /// or the attacking Eintreiber (seat 2).
    pub opener: Seat,
    /// Whether the raise relations derived from the rulebook's definition
    /// apply (default) or only the ones it states.
    pub derived_raises: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            opener: seat(4),
            derived_raises: true,
        }
    }
}

/// A game of Royal Tarokk.
#[derive(Clone)]
pub struct RoyalState {
    pub(super) raises: &'static Raises,
    pub(super) dealt: BySeat<CardSet>,
    pub(super) hands: BySeat<CardSet>,
    pub(super) reconstructed: bool,
    /// Seats holding fewer than three tarocks: the deal is annulled.
    pub(super) throw_in: BySeat<bool>,
    pub(super) phase: Phase,
    // The announcement phase.
    pub(super) to_act: Seat,
    pub(super) turn_items: u8,
    /// Items of the current turn that stood (not void).
    pub(super) turn_valid: u8,
    /// The seat whose turn `pass` or `weiter` has ended and whose
    /// `EndTurn` (the end of the line) is still to come. Any other event
    /// confirms the end implicitly (a transcript always has it).
    pub(super) pending: Option<(Seat, Closed)>,
    pub(super) passes: u8,
    pub(super) spoken: bool,
    pub(super) seq: u8,
    pub(super) list: List,
    /// The items each pair ever announced (a bit per `Id`).
    pub(super) ever: [u128; 2],
    /// A free trick or a Valat-Trophäe was said: no Obscur.
    pub(super) obscur_off: bool,
    /// When each card was bound, per pair (0: not bound).
    pub(super) bind_time: [[u8; 54]; 2],
    /// The announcement phase was cut short by the first card.
    pub(super) auction_cut: bool,
    // The play.
    pub(super) binds: [Option<BindRec>; MAXB],
    /// For each card, its index in `binds` (`NO_BIND` if it is not bound).
    pub(super) bind_idx: [u8; 54],
    pub(super) bound: CardSet,
    /// Completed tricks.
    pub(super) trick: u8,
    pub(super) cur: [Card; 4],
    pub(super) ncur: u8,
    /// The cards of each trick, by seat index.
    pub(super) plays: [[Card; 4]; 10],
    pub(super) winner: [Seat; 10],
    pub(super) win_card: [Card; 10],
    pub(super) taken: [CardSet; 2],
    pub(super) tricks_won: [u8; 2],
    /// The pair that first completed five tricks (Obscur).
    pub(super) first_five: Option<usize>,
    /// The first renonce of each pair: seat, trick, rule id.
    pub(super) renonce: [Option<(Seat, u8, &'static str)>; 2],
}

/// What an accepted (or applied) turn item does.
#[derive(Clone, Copy, Debug)]
pub(super) enum Effect {
    Nothing,
    /// A void item: counts as said in the turn.
    Void,
    Close {
        pass: bool,
    },
    Announce {
        ann: Ann,
        replaced: u128,
        false_meldung: bool,
    },
    Kontra {
        index: usize,
    },
}

pub(super) fn v(
    kind: Kind,
    rule: Rule,
    seat: Option<Seat>,
    message: String,
    then: Then,
) -> Violation {
    Violation {
        kind,
        rule,
        seat,
        message,
        then,
    }
}

pub(super) fn cards_text(s: CardSet) -> String {
    s.display_sorted().to_string()
}

impl RoyalState {
    pub(super) fn new(dealt: [CardSet; 4], reconstructed: bool, opts: Options) -> RoyalState {
        let dealt = BySeat(dealt);
        let throw_in = dealt.map(|_, h| h.tarocks().len() < 3);
        let annulled = throw_in.values().any(|&t| t);
        RoyalState {
            raises: Raises::get(opts.derived_raises),
            dealt,
            hands: dealt,
            reconstructed,
            throw_in,
            phase: if annulled {
                Phase::Done
            } else {
                Phase::Auction
            },
            to_act: opts.opener,
            turn_items: 0,
            turn_valid: 0,
            pending: None,
            passes: 0,
            spoken: false,
            seq: 1,
            list: List::new(),
            ever: [0; 2],
            obscur_off: false,
            bind_time: [[0; 54]; 2],
            auction_cut: false,
            binds: [None; MAXB],
            bind_idx: [NO_BIND; 54],
            bound: CardSet::EMPTY,
            trick: 0,
            cur: [Card::PAGAT; 4],
            ncur: 0,
            plays: [[Card::PAGAT; 4]; 10],
            winner: [seat(2); 10],
            win_card: [Card::PAGAT; 10],
            taken: [CardSet::EMPTY; 2],
            tricks_won: [0; 2],
            first_five: None,
            renonce: [None; 2],
        }
    }

    pub(super) fn annulled(&self) -> bool {
        self.throw_in.values().any(|&t| t)
    }

    /// The standing announcements (after raises), in the order said.
    pub fn entries(&self) -> &[Entry] {
        self.list.as_slice()
    }

    /// The dealt hand of a seat.
    pub fn dealt(&self, s: Seat) -> CardSet {
        self.dealt[s]
    }

    /// The cards of a pair as dealt.
    pub fn dealt_pair(&self, p: usize) -> CardSet {
        self.dealt.0[2 * p] | self.dealt.0[2 * p + 1]
    }

    /// The cards bound now, each with its binding (after the announcement
    /// phase).
    pub fn bindings(&self) -> impl Iterator<Item = &BindRec> {
        self.binds.iter().flatten()
    }

    pub(super) fn throw_in_violation(&self, s: Seat) -> Violation {
        let who: Vec<String> = Seat::ALL
            .iter()
            .filter(|x| self.throw_in[**x])
            .map(|x| {
                let t = self.dealt[*x].tarocks();
                format!(
                    "seat {x} holds {} tarock{} ({})",
                    t.len(),
                    if t.len() == 1 { "" } else { "s" },
                    if t.is_empty() {
                        "none".into()
                    } else {
                        cards_text(t)
                    }
                )
            })
            .collect();
        v(
            Kind::OutOfTurn,
            R::DEAL_THROW_IN,
            Some(s),
            format!(
                "the deal is annulled: {}; with fewer than three tarocks the cards are thrown in and the same dealer deals the same game again, so nothing after the deal counts",
                who.join(", ")
            ),
            Then::Stop,
        )
    }

    /// Whether `e` can only follow the open turn's line in a transcript:
    /// something said or played by anybody else while the seat to speak
    /// has said items but neither `weiter` nor `pass`. PTN cannot write
    /// that (a new line ends the last one), so the engine takes it as the
    /// transcript would: the open turn ends first.
    pub(super) fn line_ends_before(&self, e: &Event) -> bool {
        if self.phase != Phase::Auction || self.turn_items == 0 || self.annulled() {
            return false;
        }
        match e {
            Event::Say { seat, section, .. } | Event::EndTurn { seat, section } => {
                *seat != self.to_act && *section == Section::Auction
            }
            _ => true,
        }
    }

    pub(super) fn judge(&self, e: &Event) -> Result<(), Violation> {
        match e {
            Event::Say {
                section,
                seat,
                term,
            } => self.judge_say(*section, *seat, term).0.map_or(Ok(()), Err),
            Event::EndTurn { section, seat } => {
                self.judge_end_turn(*section, *seat).0.map_or(Ok(()), Err)
            }
            Event::Play { seat, card } => {
                if self.phase == Phase::Auction && !self.annulled() {
                    let mut c = self.clone();
                    c.play(*seat, *card)
                } else {
                    self.judge_play(*seat, *card)
                }
            }
            Event::Take { seat, .. } | Event::Discard { seat, .. } => {
                if self.annulled() {
                    return Err(self.throw_in_violation(*seat));
                }
                Err(v(
                    Kind::IllegalDiscard,
                    R::DEAL_CARDS,
                    Some(*seat),
                    format!("seat {seat} took or laid away talon cards: Royal Tarokk has no talon"),
                    Then::Skipped,
                ))
            }
        }
    }
}

impl State for RoyalState {
    fn phase(&self) -> Phase {
        self.phase
    }

    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Done => None,
            _ => Some(self.to_act),
        }
    }

    fn legal(&self) -> Vec<Event> {
        self.legal_events()
    }

    fn check(&self, event: &Event) -> Result<(), Violation> {
        if self.line_ends_before(event) {
            // As in a transcript: the open line ends first.
            return self
                .judge_end_turn(Section::Auction, self.to_act)
                .0
                .map_or_else(|| self.judge(event), Err);
        }
        self.judge(event)
    }

    fn apply(&mut self, event: &Event) -> Result<(), Violation> {
        if self.line_ends_before(event) {
            // As in a transcript: the open line ends first (without
            // `weiter`), then the event is taken; the first violation is
            // reported.
            let first = self.end_turn(Section::Auction, self.to_act);
            let then = self.apply(event);
            return first.and(then);
        }
        // Anything but the closed turn's own line confirms its end: a
        // transcript always ends the line before the next one.
        let own = match event {
            Event::Say { seat, .. } | Event::EndTurn { seat, .. } => {
                self.pending.is_some_and(|(p, _)| p == *seat)
            }
            _ => false,
        };
        if !own {
            self.pending = None;
        }
        match event {
            Event::Say {
                section,
                seat,
                term,
            } => self.say(*section, *seat, term),
            Event::EndTurn { section, seat } => self.end_turn(*section, *seat),
            Event::Play { seat, card } => self.play(*seat, *card),
            other => self.judge(other),
        }
    }

    fn settle(&self) -> Option<Settlement> {
        super::score::settle(self)
    }

    /// In the announcement phase: `pass` at the start of a turn, `weiter`
    /// after items said in it (CONVENTIONS §2, §4; book/src/ptn.md, "Passes a record leaves out").
    fn pass(&self) -> Option<(Section, Term)> {
        if self.phase != Phase::Auction || self.annulled() {
            return None;
        }
        let word = if self.turn_items == 0 {
            "pass"
        } else {
            "weiter"
        };
        Some((Section::Auction, Term::Item(Item::new(word, vec![]))))
    }

    fn unchecked(&self) -> Vec<String> {
        if self.reconstructed {
            vec![
                "the hands were reconstructed from the play: whether every card was played from the hand it was dealt to cannot be checked; the deal checks (XIX and XX preset, ten cards each, at least three tarocks), the truth of the Meldungen and the Konsolation are judged on the reconstructed hands".to_string(),
            ]
        } else {
            Vec::new()
        }
    }

    fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    fn trick(&self) -> Option<u32> {
        (self.phase == Phase::Play).then_some(self.trick as u32 + 1)
    }

    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

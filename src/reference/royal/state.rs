//! A Royal game in progress: the announcement phase (`auction`) and the
//! play, with the binding algorithm. Scoring is in `score.rs`.
//!
//! The legal path of `apply` and `check` allocates nothing: hands and
//! tricks are `CardSet`s and fixed arrays, the announcements a fixed list;
//! strings are built only for a violation.

use super::rules as R;
use super::table::{self, Ann, Group, Id, Raises, Said, Unreadable, flag};
use crate::cards::{Card, CardSet};
use crate::engine::{Event, Kind, Phase, Rule, Section, Settlement, State, Then, Violation};
use crate::ptn::{Item, Term};
use crate::seat::Seat;

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
const CAP: usize = 96;

#[derive(Clone)]
pub struct List {
    len: u8,
    e: [Entry; CAP],
}

impl List {
    fn new() -> List {
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

    fn push(&mut self, e: Entry) -> bool {
        if (self.len as usize) < CAP {
            self.e[self.len as usize] = e;
            self.len += 1;
            true
        } else {
            false
        }
    }

    /// Removes the entries whose index bit is set, keeping the order.
    fn remove(&mut self, mask: u128) {
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

const MAXB: usize = 16;
const NO_BIND: u8 = u8::MAX;

/// Why the allowed cards were narrowed: a byte on the legal path, a `Rule`
/// only for a violation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    Free,
    FollowSuit,
    Tarock,
    BoundInTrick,
    BoundEarly,
    BoundOrder,
}

impl Why {
    fn rule(self) -> Rule {
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
enum Closed {
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
    pub(super) dealt: [CardSet; 4],
    pub(super) hands: [CardSet; 4],
    pub(super) reconstructed: bool,
    /// Seats holding fewer than three tarocks: the deal is annulled.
    pub(super) throw_in: [bool; 4],
    pub(super) phase: Phase,
    // The announcement phase.
    pub(super) to_act: Seat,
    turn_items: u8,
    /// Items of the current turn that stood (not void).
    turn_valid: u8,
    /// The seat whose turn `pass` or `weiter` has ended and whose
    /// `EndTurn` (the end of the line) is still to come. Any other event
    /// confirms the end implicitly (a transcript always has it).
    pending: Option<(Seat, Closed)>,
    passes: u8,
    spoken: bool,
    seq: u8,
    pub(super) list: List,
    /// The items each pair ever announced (a bit per `Id`).
    pub(super) ever: [u128; 2],
    /// A free trick or a Valat-Trophäe was said: no Obscur.
    pub(super) obscur_off: bool,
    /// When each card was bound, per pair (0: not bound).
    bind_time: [[u8; 54]; 2],
    /// The announcement phase was cut short by the first card.
    pub(super) auction_cut: bool,
    // The play.
    binds: [Option<BindRec>; MAXB],
    /// For each card, its index in `binds` (`NO_BIND` if it is not bound).
    bind_idx: [u8; 54],
    bound: CardSet,
    /// Completed tricks.
    pub(super) trick: u8,
    cur: [Card; 4],
    ncur: u8,
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
enum Effect {
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

fn v(kind: Kind, rule: Rule, seat: Option<Seat>, message: String, then: Then) -> Violation {
    Violation {
        kind,
        rule,
        seat,
        message,
        then,
    }
}

fn cards_text(s: CardSet) -> String {
    s.display_sorted().to_string()
}

impl RoyalState {
    pub(super) fn new(dealt: [CardSet; 4], reconstructed: bool, opts: Options) -> RoyalState {
        let throw_in = dealt.map(|h| h.tarocks().len() < 3);
        let annulled = throw_in.iter().any(|&t| t);
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
        self.throw_in.iter().any(|&t| t)
    }

    /// The standing announcements (after raises), in the order said.
    pub fn entries(&self) -> &[Entry] {
        self.list.as_slice()
    }

    /// The dealt hand of a seat.
    pub fn dealt(&self, s: Seat) -> CardSet {
        self.dealt[s.index()]
    }

    /// The cards of a pair as dealt.
    pub fn dealt_pair(&self, p: usize) -> CardSet {
        self.dealt[2 * p] | self.dealt[2 * p + 1]
    }

    /// The cards bound now, each with its binding (after the announcement
    /// phase).
    pub fn bindings(&self) -> impl Iterator<Item = &BindRec> {
        self.binds.iter().flatten()
    }

    fn throw_in_violation(&self, s: Seat) -> Violation {
        let who: Vec<String> = Seat::ALL
            .iter()
            .filter(|x| self.throw_in[x.index()])
            .map(|x| {
                let t = self.dealt[x.index()].tarocks();
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

    // ---------------------------------------------------------------
    // The announcement phase.
    // ---------------------------------------------------------------

    fn judge_say(&self, section: Section, s: Seat, term: &Term) -> (Option<Violation>, Effect) {
        if self.annulled() {
            return (Some(self.throw_in_violation(s)), Effect::Nothing);
        }
        if section != Section::Auction {
            return (
                Some(v(
                    Kind::IllegalAnnouncement,
                    R::AUCTION_SECTION,
                    Some(s),
                    format!(
                        "seat {s} said `{term}` in the `{}` section; Royal announces in the `auction` section",
                        section.as_str()
                    ),
                    Then::Skipped,
                )),
                Effect::Nothing,
            );
        }
        if self.phase != Phase::Auction {
            return (
                Some(v(
                    Kind::IllegalAnnouncement,
                    R::AUCTION_END,
                    Some(s),
                    format!(
                        "seat {s} said `{term}` after the announcement phase had ended (three passes in a row)"
                    ),
                    Then::Skipped,
                )),
                Effect::Nothing,
            );
        }
        if let Some((p, how)) = self.pending.filter(|(p, _)| *p == s) {
            return (
                Some(v(
                    Kind::IllegalAnnouncement,
                    R::AUCTION_TURN,
                    Some(p),
                    format!(
                        "seat {s} said `{term}` after ending the turn with `{}`",
                        if how == Closed::Pass {
                            "pass"
                        } else {
                            "weiter"
                        }
                    ),
                    Then::Skipped,
                )),
                Effect::Nothing,
            );
        }
        if s != self.to_act {
            // Out of turn: the turn passes to the speaker (so that the rest
            // of his line reads as his turn) and the item is judged as the
            // first of his turn.
            let (inner, eff) = self.judge_item(s, term, 0);
            let mut msg = format!(
                "seat {s} spoke out of turn: it was seat {}'s turn",
                self.to_act
            );
            let eff = match inner {
                None => eff,
                Some(iv) if iv.then == Then::Applied => {
                    msg.push_str(&format!("; besides, {}", iv.message));
                    eff
                }
                Some(iv) => {
                    msg.push_str(&format!("; besides, {} (void)", iv.message));
                    Effect::Void
                }
            };
            return (
                Some(v(
                    Kind::OutOfTurn,
                    R::AUCTION_ORDER,
                    Some(s),
                    msg,
                    Then::Applied,
                )),
                eff,
            );
        }
        self.judge_item(s, term, self.turn_items)
    }

    /// Judges one item of `s`'s turn, `said` items into the turn.
    fn judge_item(&self, s: Seat, term: &Term, said: u8) -> (Option<Violation>, Effect) {
        let ill = |rule: Rule, message: String| {
            (
                Some(v(
                    Kind::IllegalAnnouncement,
                    rule,
                    Some(s),
                    message,
                    Then::Skipped,
                )),
                Effect::Void,
            )
        };
        match table::read(term) {
            Err(Unreadable::Unknown(m) | Unreadable::Args(m)) => {
                ill(R::AUCTION_ITEM, format!("seat {s} said `{term}`: {m}"))
            }
            Err(Unreadable::Rekontra(m)) => ill(R::AUCTION_KONTRA, format!("seat {s} said {m}")),
            Ok(Said::Pass) if said == 0 => (None, Effect::Close { pass: true }),
            Ok(Said::Pass) => (
                Some(v(
                    Kind::IllegalAnnouncement,
                    R::AUCTION_TURN,
                    Some(s),
                    format!(
                        "seat {s} passed after announcing in the same turn; a turn with announcements ends with `weiter` (taken as `weiter`)"
                    ),
                    Then::Applied,
                )),
                Effect::Close { pass: false },
            ),
            Ok(Said::Weiter) if said > 0 => (None, Effect::Close { pass: false }),
            Ok(Said::Weiter) => (
                Some(v(
                    Kind::IllegalAnnouncement,
                    R::AUCTION_TURN,
                    Some(s),
                    format!(
                        "seat {s} said `weiter` without announcing anything; a player with nothing to say passes (taken as a pass)"
                    ),
                    Then::Applied,
                )),
                Effect::Close { pass: true },
            ),
            Ok(Said::Ann(a)) => match self.judge_ann(s, a) {
                Ok(eff) => (None, eff),
                Err((viol, eff)) => (Some(viol), eff),
            },
            Ok(Said::Kontra(a)) => match self.judge_kontra(s, a) {
                Ok(eff) => (None, eff),
                Err(viol) => (Some(viol), Effect::Void),
            },
        }
    }

    fn pair_entries(&self, p: usize) -> impl Iterator<Item = (usize, &Entry)> {
        self.list
            .as_slice()
            .iter()
            .enumerate()
            .filter(move |(_, e)| pair(e.seat) == p)
    }

    fn judge_ann(&self, s: Seat, a: Ann) -> Result<Effect, (Violation, Effect)> {
        let p = pair(s);
        let ill = |rule: Rule, message: String| {
            Err((
                v(
                    Kind::IllegalAnnouncement,
                    rule,
                    Some(s),
                    message,
                    Then::Skipped,
                ),
                Effect::Void,
            ))
        };
        if a.is_meldung() {
            return self.judge_meldung(s, a);
        }
        let mut replaced = 0u128;
        let mut latest: Option<&Entry> = None;
        let mut trophy: Option<&Entry> = None;
        for (i, e) in self.pair_entries(p) {
            if e.ann.is_meldung() {
                continue;
            }
            if e.ann == a {
                return ill(
                    R::AUCTION_DUPLICATE,
                    format!(
                        "seat {s} announced {a}, which seat {} already announced for the pair",
                        e.seat
                    ),
                );
            }
            if self.raises.raises(e.ann, a) {
                return ill(
                    R::AUCTION_INCLUDED,
                    format!(
                        "seat {s} announced {a}, but the pair's {} (seat {}) already includes it",
                        e.ann, e.seat
                    ),
                );
            }
            if self.raises.raises(a, e.ann) {
                replaced |= 1u128 << i;
                if latest.is_none_or(|l| e.seq > l.seq) {
                    latest = Some(e);
                }
                if e.ann.is_trophy() {
                    trophy = Some(e);
                }
            }
        }
        if let Some(l) = latest {
            // A16: a trophy is raised only by its announcer's partner.
            let (base, why) = match trophy {
                Some(t) => (t, "the trophy"),
                None => (l, "the last Schlemm it raises"),
            };
            if s != partner(base.seat) {
                return ill(
                    R::AUCTION_RAISE,
                    format!(
                        "seat {s} raised {} to {a}, but only seat {} may raise it: {why}, {}, was announced by seat {}, and only the partner raises",
                        base.ann,
                        partner(base.seat),
                        base.ann,
                        base.seat
                    ),
                );
            }
        }
        let kept = |f: &dyn Fn(&Entry) -> bool| {
            self.pair_entries(p)
                .find(|(i, e)| replaced & (1u128 << i) == 0 && !e.ann.is_meldung() && f(e))
                .map(|(_, e)| *e)
        };
        if a.is_trophy()
            && let Some(e) = kept(&|e: &Entry| e.ann.is_trophy())
        {
            return ill(
                R::AUCTION_ONE_TROPHY,
                format!(
                    "seat {s} announced {a}, but the pair already has a trophy, {} (seat {}): one trophy per pair and game",
                    e.ann, e.seat
                ),
            );
        }
        if a.has(flag::FLIGHT)
            && let Some(e) = kept(&|e: &Entry| e.ann.has(flag::FLIGHT))
        {
            return ill(
                R::AUCTION_FLIGHT,
                format!(
                    "seat {s} announced {a} beside the pair's {} (seat {}): Flugschlemme do not go together, one only raises the other",
                    e.ann, e.seat
                ),
            );
        }
        if a.spec().group == Group::Capture
            && let Some(e) = kept(&|e: &Entry| e.ann.spec().group == Group::Capture)
        {
            return ill(
                R::AUCTION_CAPTURE,
                format!(
                    "seat {s} announced {a} beside the pair's {} (seat {}): two Abfangschlemme may not stand together",
                    e.ann, e.seat
                ),
            );
        }
        let mine = a.bound_cards();
        if !mine.is_empty()
            && let Some(e) = kept(&|e: &Entry| e.bound.intersects(mine))
        {
            let both = e.bound & mine;
            return ill(
                R::AUCTION_BOUND_CARD,
                format!(
                    "seat {s} announced {a}, but {} is already bound by the pair's {} (seat {}): a card is bound once, except through a raise",
                    cards_text(both),
                    e.ann,
                    e.seat
                ),
            );
        }
        Ok(Effect::Announce {
            ann: a,
            replaced,
            false_meldung: false,
        })
    }

    fn judge_meldung(&self, s: Seat, a: Ann) -> Result<Effect, (Violation, Effect)> {
        let hand = self.dealt[s.index()];
        let mut flushes = 0;
        let mut wonoks = 0;
        for (_, e) in self.pair_entries(pair(s)) {
            if e.seat != s || !e.ann.is_meldung() {
                continue;
            }
            let dup = match a.id {
                Id::Count => e.ann.id == Id::Count && e.ann.args[0] == a.args[0],
                Id::Tarocks | Id::Vogerl => e.ann.id == a.id,
                _ => false,
            };
            if dup {
                return Err((
                    v(
                        Kind::IllegalAnnouncement,
                        R::AUCTION_DUPLICATE,
                        Some(s),
                        format!("seat {s} announced {a}, but already announced {}", e.ann),
                        Then::Skipped,
                    ),
                    Effect::Void,
                ));
            }
            flushes += (e.ann.id == Id::Flush) as usize;
            wonoks += (e.ann.id == Id::Wonok) as usize;
        }
        let (true_, why) = match a.id {
            Id::Count => {
                let suit = table::DECK & CardSet::suit(a.suit(0));
                let n = (hand & suit).len();
                let said = a.args[1] as usize;
                (
                    said == n && n >= 2 && n < suit.len(),
                    format!(
                        "holds {n} {} card{}{}",
                        a.suit(0).german(),
                        if n == 1 { "" } else { "s" },
                        if n >= 2 && n < suit.len() {
                            String::new()
                        } else {
                            " (a Farbenanzahl needs at least two but not all cards of the suit)"
                                .into()
                        }
                    ),
                )
            }
            Id::Tarocks => {
                let n = hand.tarocks().len();
                (
                    a.args[0] as usize == n && n >= 8,
                    format!(
                        "holds {n} tarocks{}",
                        if n >= 8 {
                            ""
                        } else {
                            " (a Tarockanzahl needs at least eight)"
                        }
                    ),
                )
            }
            Id::Vogerl => (hand.intersects(table::BIRDS), "holds no Vogerl".to_string()),
            Id::Flush => {
                let full = crate::cards::Suit::ALL
                    .iter()
                    .filter(|&&x| (table::DECK & CardSet::suit(x)).is_subset(hand))
                    .count();
                (
                    full > flushes,
                    format!(
                        "holds {full} complete suit{}{}",
                        if full == 1 { "" } else { "s" },
                        if flushes > 0 {
                            format!(" and already announced {flushes} Flush")
                        } else {
                            String::new()
                        }
                    ),
                )
            }
            _ => {
                let full = [
                    CardSet::KINGS,
                    CardSet::QUEENS,
                    CardSet::KNIGHTS,
                    CardSet::JACKS,
                ]
                .iter()
                .filter(|r| r.is_subset(hand))
                .count();
                (
                    full > wonoks,
                    format!(
                        "holds {full} complete rank{}{}",
                        if full == 1 { "" } else { "s" },
                        if wonoks > 0 {
                            format!(" and already announced {wonoks} Wonok")
                        } else {
                            String::new()
                        }
                    ),
                )
            }
        };
        let eff = Effect::Announce {
            ann: a,
            replaced: 0,
            false_meldung: !true_,
        };
        if true_ {
            Ok(eff)
        } else {
            Err((
                v(
                    Kind::IllegalAnnouncement,
                    R::AUCTION_FALSE_MELDUNG,
                    Some(s),
                    format!(
                        "seat {s} announced {a} but {why}: a false Meldung, the pair scores 0 for the game"
                    ),
                    Then::Applied,
                ),
                eff,
            ))
        }
    }

    fn judge_kontra(&self, s: Seat, a: Ann) -> Result<Effect, Violation> {
        let ill = |message: String| {
            Err(v(
                Kind::IllegalAnnouncement,
                R::AUCTION_KONTRA,
                Some(s),
                message,
                Then::Skipped,
            ))
        };
        if a.is_meldung() {
            return ill(format!(
                "seat {s} kontra'd {a}: a Meldung is no Schlemm and cannot be kontra'd"
            ));
        }
        let opp = 1 - pair(s);
        if let Some((i, e)) = self.pair_entries(opp).find(|(_, e)| e.ann == a) {
            return match e.kontra {
                Some(k) => ill(format!(
                    "seat {s} kontra'd {a}, which seat {k} has already kontra'd: one kontra, no Rekontra"
                )),
                None => Ok(Effect::Kontra { index: i }),
            };
        }
        if self.pair_entries(pair(s)).any(|(_, e)| e.ann == a) {
            return ill(format!(
                "seat {s} kontra'd {a}, his own pair's announcement: only the opponents kontra"
            ));
        }
        ill(format!(
            "seat {s} kontra'd {a}, which the opponents have not announced (or have raised since)"
        ))
    }

    fn execute(&mut self, s: Seat, eff: Effect) {
        match eff {
            Effect::Nothing => {}
            Effect::Void => self.turn_items = self.turn_items.saturating_add(1),
            Effect::Close { pass } => {
                self.close_turn(s, pass);
                self.pending = Some((s, if pass { Closed::Pass } else { Closed::Weiter }));
            }
            Effect::Announce {
                ann,
                replaced,
                false_meldung,
            } => {
                let p = pair(s);
                let mut gone = CardSet::EMPTY;
                for (i, e) in self.list.as_slice().iter().enumerate() {
                    if replaced & (1u128 << i) != 0 {
                        gone |= e.bound;
                    }
                }
                let now = ann.bound_cards();
                for c in gone.difference(now) {
                    self.bind_time[p][c.index()] = 0;
                }
                for c in now {
                    if self.bind_time[p][c.index()] == 0 {
                        self.bind_time[p][c.index()] = self.seq;
                    }
                }
                self.list.remove(replaced);
                self.list.push(Entry {
                    ann,
                    seat: s,
                    seq: self.seq,
                    kontra: None,
                    false_meldung,
                    bound: now,
                });
                self.seq = self.seq.saturating_add(1);
                self.ever[p] |= ann.id.bit();
                if ann.spec().group == Group::FreeTricks || ann.has(flag::VALAT_TROPHY) {
                    self.obscur_off = true;
                }
                self.turn_items = self.turn_items.saturating_add(1);
                self.turn_valid = self.turn_valid.saturating_add(1);
            }
            Effect::Kontra { index } => {
                if let Some(e) = self.list.e.get_mut(index) {
                    e.kontra = Some(s);
                }
                self.turn_items = self.turn_items.saturating_add(1);
                self.turn_valid = self.turn_valid.saturating_add(1);
            }
        }
    }

    fn say(&mut self, section: Section, s: Seat, term: &Term) -> Result<(), Violation> {
        let (viol, eff) = self.judge_say(section, s, term);
        if let Some(x) = &viol
            && x.rule.id == R::AUCTION_ORDER.id
        {
            self.jump_to(s);
        }
        self.execute(s, eff);
        viol.map_or(Ok(()), Err)
    }

    /// Counts a finished turn and passes the turn on, or ends the
    /// announcement phase after three passes in a row (four before anybody
    /// has said anything).
    fn close_turn(&mut self, s: Seat, pass: bool) {
        if pass {
            self.passes += 1;
        } else {
            self.passes = 0;
            self.spoken = true;
        }
        if (self.spoken && self.passes >= 3) || self.passes >= 4 {
            self.close_auction();
        } else {
            self.to_act = s.next();
            self.turn_items = 0;
            self.turn_valid = 0;
        }
    }

    /// An out-of-turn speaker takes the turn: an open turn with items
    /// counts as spoken, the seats skipped are not counted.
    fn jump_to(&mut self, s: Seat) {
        if self.turn_items > 0 {
            self.passes = 0;
            self.spoken = true;
        }
        self.to_act = s;
        self.turn_items = 0;
        self.turn_valid = 0;
    }

    fn judge_end_turn(&self, section: Section, s: Seat) -> (Option<Violation>, Option<bool>) {
        if self.annulled() {
            return (Some(self.throw_in_violation(s)), None);
        }
        if section != Section::Auction {
            return (
                Some(v(
                    Kind::IllegalAnnouncement,
                    R::AUCTION_SECTION,
                    Some(s),
                    format!(
                        "seat {s} ended a turn in the `{}` section; Royal announces in the `auction` section",
                        section.as_str()
                    ),
                    Then::Skipped,
                )),
                None,
            );
        }
        if self.pending.is_some_and(|(p, _)| p == s) {
            // The end of the line confirms `pass` or `weiter`.
            return (None, None);
        }
        if self.phase != Phase::Auction {
            return (
                Some(v(
                    Kind::IllegalAnnouncement,
                    R::AUCTION_END,
                    Some(s),
                    format!("seat {s} ended a turn after the announcement phase had ended"),
                    Then::Skipped,
                )),
                None,
            );
        }
        if s != self.to_act {
            return (
                Some(v(
                    Kind::OutOfTurn,
                    R::AUCTION_ORDER,
                    Some(s),
                    format!(
                        "seat {s} ended a turn, but it is seat {}'s turn",
                        self.to_act
                    ),
                    Then::Skipped,
                )),
                None,
            );
        }
        if self.turn_items > 0 && self.turn_valid == 0 {
            // Every item of the line was void, and the line ends without
            // `weiter`: one wrong word, one finding — the turn ends as a
            // pass (NOTATION §5.4), without a second finding.
            return (None, Some(true));
        }
        let pass = self.turn_items == 0;
        (
            Some(v(
                Kind::IllegalAnnouncement,
                R::AUCTION_TURN,
                Some(s),
                if pass {
                    format!("seat {s} ended the turn without saying anything (taken as a pass)")
                } else {
                    format!("seat {s} ended the turn without `weiter` (taken as `weiter`)")
                },
                Then::Applied,
            )),
            Some(pass),
        )
    }

    fn end_turn(&mut self, section: Section, s: Seat) -> Result<(), Violation> {
        let (viol, pass) = self.judge_end_turn(section, s);
        if viol.is_none() {
            self.pending = None;
        }
        if let Some(pass) = pass {
            self.close_turn(s, pass);
        }
        viol.map_or(Ok(()), Err)
    }

    /// Ends the announcement phase: the bindings are fixed and seat 2, the
    /// attacking Eintreiber, leads.
    fn close_auction(&mut self) {
        self.phase = Phase::Play;
        self.to_act = seat(2);
        let mut n = 0;
        for e in self.list.as_slice() {
            if e.ann.is_meldung() {
                continue;
            }
            let p = pair(e.seat);
            let mine = self.dealt_pair(p);
            for (card, from, must) in e.ann.bindings().iter() {
                if mine.contains(card) && n < MAXB {
                    self.bind_idx[card.index()] = n as u8;
                    self.binds[n] = Some(BindRec {
                        card,
                        from,
                        must,
                        time: self.bind_time[p][card.index()],
                        by: e.ann,
                    });
                    self.bound.insert(card);
                    n += 1;
                }
            }
        }
    }

    // ---------------------------------------------------------------
    // The play.
    // ---------------------------------------------------------------

    fn bind_of(&self, c: Card) -> Option<&BindRec> {
        self.binds
            .get(self.bind_idx[c.index()] as usize)
            .and_then(Option::as_ref)
    }

    /// The cards Farbzwang and Tarockzwang allow, with the rule that
    /// narrowed them.
    fn follow(&self, hand: CardSet) -> (CardSet, Why) {
        if self.ncur == 0 {
            return (hand, Why::Free);
        }
        let led = self.cur[0];
        if let Some(s) = led.suit() {
            let f = hand.of_suit(s);
            if !f.is_empty() {
                return (f, Why::FollowSuit);
            }
        }
        let t = hand.tarocks();
        if t.is_empty() {
            (hand, Why::Free)
        } else {
            (t, Why::Tarock)
        }
    }

    /// The binding algorithm (DIGEST §1.4) over the cards Farbzwang and
    /// Tarockzwang allow: a card bound to this trick must be played if it
    /// can be; cards bound to a later trick only when nothing else is
    /// allowed, and then the one bound last (or one of those bound last).
    /// Returns the allowed cards and the rule that narrowed them.
    fn bind_filter(&self, hand: CardSet, base: CardSet) -> (CardSet, Why) {
        let b = hand & self.bound;
        if b.is_empty() {
            return (base, Why::Free);
        }
        let t = self.trick + 1;
        let mut now = CardSet::EMPTY;
        let mut later = CardSet::EMPTY;
        for c in b {
            if let Some(r) = self.bind_of(c) {
                if r.must == t {
                    now.insert(c);
                } else if r.from > t {
                    later.insert(c);
                }
            }
        }
        let now = now & base;
        if !now.is_empty() {
            return (now, Why::BoundInTrick);
        }
        let free = base.difference(later);
        if !free.is_empty() {
            return (
                free,
                if later.intersects(base) {
                    Why::BoundEarly
                } else {
                    Why::Free
                },
            );
        }
        let last = base
            .iter()
            .filter_map(|c| self.bind_of(c).map(|r| r.time))
            .max()
            .unwrap_or(0);
        let pick: CardSet = base
            .iter()
            .filter(|&c| self.bind_of(c).is_some_and(|r| r.time == last))
            .collect();
        (pick, Why::BoundOrder)
    }

    /// The cards `s` may play now.
    pub fn allowed(&self, s: Seat) -> CardSet {
        let hand = self.hands[s.index()];
        let (base, _) = self.follow(hand);
        self.bind_filter(hand, base).0
    }

    fn judge_play(&self, s: Seat, card: Card) -> Result<(), Violation> {
        if self.annulled() {
            return Err(self.throw_in_violation(s));
        }
        if self.phase == Phase::Done {
            return Err(v(
                Kind::OutOfTurn,
                R::PLAY_TURN,
                Some(s),
                format!("seat {s} played {card} after the tenth trick"),
                Then::Stop,
            ));
        }
        if s != self.to_act {
            // A lead out of turn stands and the trick goes on from it in
            // order of play (NOTATION §5.4's principle: a replay stops only
            // where nothing after it can be judged); it is judged against
            // the play rules like any lead, a breach being the one finding.
            // A later card out of turn still stops the replay: the trick's
            // order cannot be followed.
            if self.ncur == 0 {
                let mut as_leader = self.clone();
                as_leader.to_act = s;
                as_leader.judge_play(s, card)?;
                return Err(v(
                    Kind::OutOfTurn,
                    R::PLAY_TURN,
                    Some(s),
                    format!(
                        "seat {s} led {card} to trick {} out of turn: seat {} was to lead; the lead stands and the trick goes on from seat {s}",
                        self.trick + 1,
                        self.to_act,
                    ),
                    Then::Applied,
                ));
            }
            return Err(v(
                Kind::OutOfTurn,
                R::PLAY_TURN,
                Some(s),
                format!(
                    "seat {s} played {card} out of turn: seat {} was to play to trick {}",
                    self.to_act,
                    self.trick + 1
                ),
                Then::Stop,
            ));
        }
        let hand = self.hands[s.index()];
        if !hand.contains(card) {
            let why = if !table::DECK.contains(card) {
                format!("{} is not a card of the Royal pack", card.described())
            } else if self.dealt[s.index()].contains(card) {
                format!("seat {s} has already played it")
            } else if let Some(o) = Seat::ALL
                .iter()
                .find(|o| self.hands[o.index()].contains(card))
            {
                format!("it is in seat {o}'s hand")
            } else {
                "it has already been played".to_string()
            };
            return Err(v(
                Kind::ImpossibleCard,
                R::PLAY_CARD,
                Some(s),
                format!("seat {s} played {card}: {why}"),
                Then::Stop,
            ));
        }
        let (base, why) = self.follow(hand);
        if !base.contains(card) {
            let led = self.cur[0];
            let rule = why.rule();
            let message = match led.suit() {
                Some(su) if rule.id == R::PLAY_FOLLOW_SUIT.id => format!(
                    "seat {s} played {card} to a {} lead while holding {}",
                    su.german(),
                    cards_text(base)
                ),
                Some(su) => format!(
                    "seat {s}, void in {}, played {card} to a {} lead while holding the tarock{} {}",
                    su.german(),
                    su.german(),
                    if base.len() == 1 { "" } else { "s" },
                    cards_text(base)
                ),
                None => format!(
                    "seat {s} played {card} to a tarock lead while holding the tarock{} {}",
                    if base.len() == 1 { "" } else { "s" },
                    cards_text(base)
                ),
            };
            return Err(v(Kind::Renonce, rule, Some(s), message, Then::Applied));
        }
        let (ok, why) = self.bind_filter(hand, base);
        if ok.contains(card) {
            return Ok(());
        }
        let t = self.trick + 1;
        let rule = if why == Why::Free {
            R::PLAY_BOUND_EARLY
        } else {
            why.rule()
        };
        let message = if rule.id == R::PLAY_BOUND_IN_TRICK.id {
            let must: Vec<String> = ok
                .iter()
                .filter_map(|c| self.bind_of(c))
                .map(|r| format!("{} (bound to trick {t} by {})", r.card, r.by))
                .collect();
            format!(
                "seat {s} played {card} in trick {t}, but had to play {}",
                must.join(" or ")
            )
        } else if rule.id == R::PLAY_BOUND_EARLY.id {
            let r = self.bind_of(card);
            format!(
                "seat {s} played {card} in trick {t}, although it is bound to trick {} by {} and {} could be played",
                r.map_or(0, |r| r.from),
                r.map_or_else(String::new, |r| r.by.to_string()),
                cards_text(ok)
            )
        } else {
            let last: Vec<String> = ok
                .iter()
                .filter_map(|c| self.bind_of(c))
                .map(|r| format!("{} (bound by {})", r.card, r.by))
                .collect();
            format!(
                "seat {s} played {card} in trick {t}: only bound cards were left, and the one bound last must go first: {}",
                last.join(" or ")
            )
        };
        Err(v(Kind::Renonce, rule, Some(s), message, Then::Applied))
    }

    fn play(&mut self, s: Seat, card: Card) -> Result<(), Violation> {
        if self.phase == Phase::Auction && !self.annulled() {
            // The record starts the play before the announcement phase
            // ended: close it as it stands and go on.
            self.auction_cut = true;
            let missing = if self.spoken {
                3 - self.passes.min(3)
            } else {
                4 - self.passes.min(4)
            };
            self.close_auction();
            let cut = format!(
                "the play began before the announcement phase ended ({} more pass{} were needed); the announcements stand as made",
                missing,
                if missing == 1 { "" } else { "es" }
            );
            return match self.play(s, card) {
                Ok(()) => Err(v(
                    Kind::Incomplete,
                    R::AUCTION_END,
                    Some(s),
                    cut,
                    Then::Applied,
                )),
                Err(mut x) => {
                    x.message.push_str(&format!("; besides, {cut}"));
                    Err(x)
                }
            };
        }
        let verdict = self.judge_play(s, card);
        if let Err(x) = &verdict {
            if x.then != Then::Applied {
                return verdict;
            }
            let p = pair(s);
            if self.renonce[p].is_none() && x.kind == Kind::Renonce {
                let id: &'static str = match &x.rule.id {
                    std::borrow::Cow::Borrowed(id) => id,
                    std::borrow::Cow::Owned(_) => "royal.play",
                };
                self.renonce[p] = Some((s, self.trick + 1, id));
            }
        }
        self.hands[s.index()].remove(card);
        let t = self.trick as usize;
        self.plays[t][s.index()] = card;
        self.cur[self.ncur as usize] = card;
        self.ncur += 1;
        self.to_act = s.next();
        if self.ncur == 4 {
            self.finish_trick();
        }
        verdict
    }

    fn finish_trick(&mut self) {
        let t = self.trick as usize;
        // After four cards play has come round to the leader again.
        let leader = self.to_act;
        let mut best = 0;
        for i in 1..4 {
            let (c, b) = (self.cur[i], self.cur[best]);
            let better = match (c.is_tarock(), b.is_tarock()) {
                (true, true) => c > b,
                (true, false) => true,
                (false, true) => false,
                // The best suit card so far is of the suit led.
                (false, false) => c.suit() == b.suit() && c > b,
            };
            if better {
                best = i;
            }
        }
        let w = leader.plus(best);
        let p = pair(w);
        self.winner[t] = w;
        self.win_card[t] = self.cur[best];
        for c in self.cur {
            self.taken[p].insert(c);
        }
        self.tricks_won[p] += 1;
        if self.tricks_won[p] == 5 && self.first_five.is_none() {
            self.first_five = Some(p);
        }
        self.trick += 1;
        self.ncur = 0;
        self.to_act = w;
        if self.trick == 10 {
            self.phase = Phase::Done;
        }
    }

    /// Whether `e` can only follow the open turn's line in a transcript:
    /// something said or played by anybody else while the seat to speak
    /// has said items but neither `weiter` nor `pass`. PTN cannot write
    /// that (a new line ends the last one), so the engine takes it as the
    /// transcript would: the open turn ends first.
    fn line_ends_before(&self, e: &Event) -> bool {
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

    fn judge(&self, e: &Event) -> Result<(), Violation> {
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
        let s = self.to_act;
        match self.phase {
            Phase::Auction => {
                let section = Section::Auction;
                let mut out = Vec::new();
                if let Some((p, _)) = self.pending {
                    out.push(Event::EndTurn { section, seat: p });
                }
                if self.turn_items > 0 && self.turn_valid == 0 {
                    // A line of void items may end: the turn is a pass.
                    out.push(Event::EndTurn { section, seat: s });
                }
                let word = if self.turn_items == 0 {
                    "pass"
                } else {
                    "weiter"
                };
                out.push(Event::Say {
                    section,
                    seat: s,
                    term: Term::Item(Item::new(word, vec![])),
                });
                for t in table::all_items() {
                    if let Ok(Said::Ann(a)) = table::read(t)
                        && self.judge_ann(s, a).is_ok()
                    {
                        out.push(Event::Say {
                            section,
                            seat: s,
                            term: t.clone(),
                        });
                    }
                }
                for (_, e) in self.pair_entries(1 - pair(s)) {
                    if e.kontra.is_none() && !e.ann.is_meldung() {
                        for sp in e.ann.spellings() {
                            out.push(Event::Say {
                                section,
                                seat: s,
                                term: Term::Item(Item::new("kontra", vec![sp])),
                            });
                        }
                    }
                }
                out
            }
            Phase::Play => {
                let mut out: Vec<Event> = self
                    .pending
                    .map(|(p, _)| Event::EndTurn {
                        section: Section::Auction,
                        seat: p,
                    })
                    .into_iter()
                    .collect();
                out.extend(
                    self.allowed(s)
                        .iter()
                        .map(|card| Event::Play { seat: s, card }),
                );
                out
            }
            _ => Vec::new(),
        }
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
    /// after items said in it (CONVENTIONS §2, §4; NOTATION §5.4).
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
        self.hands[seat.index()]
    }

    fn trick(&self) -> Option<u32> {
        (self.phase == Phase::Play).then_some(self.trick as u32 + 1)
    }

    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

//! The game state: one struct for the whole game (deal, bidding, call,
//! play), small and `Copy`-cheap to clone, with no heap data — so that
//! `check`/`apply` never allocate on the legal path.
//!
//! Every event goes through [`ZState::judge`], which decides without
//! changing anything what the event does ([`Act`]) and which rule it breaks
//! (a [`Violation`], built only for an illegal event). `check` returns the
//! violation, `apply` performs the act and returns it. Because both go
//! through the same function, `check` and `apply` always agree, and
//! `legal()` (the candidates that `judge` passes) is exact.

use super::rules;
use super::table::{Game, Seats, Target};
use crate::cards::{Card, CardSet};
use crate::engine::{Event, Kind, Phase, Rule, Section, Settlement, State, Then, Violation};
use crate::ptn::{Item, Term};
use crate::seat::{BySeat, Seat};

/// Why a deal is void (the redeal rule). Reading: a void deal is no offence
/// but a game that ends before it begins, settled at 0 with a note; events
/// after it are findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Void {
    /// A player holds no tarock or a single one.
    Tarocks { seat: Seat, count: u8 },
    /// A player holds all four Glatzen.
    Glatzen { seat: Seat },
}

/// The side of a statement or an item, relative to the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The player (Spielpartei): the Rufer and his partner, or the soloist.
    Declarer,
    /// The Gegner.
    Opponents,
}

/// The rule broken by the first renonce, for the settlement's note.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Renonce {
    pub seat: Seat,
    pub trick: u8,
    pub rule: &'static str,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZState {
    /// The hands as dealt (or reconstructed).
    pub dealt: BySeat<CardSet>,
    /// The hands now.
    pub hands: BySeat<CardSet>,
    pub phase: Phase,
    pub reconstructed: bool,
    /// Set when the deal is void (redeal): the game is over before it began.
    pub void: Option<Void>,

    // ---- bidding
    /// The game named last (the game being bid).
    pub game: Option<Game>,
    pub declarer: Seat,
    /// The declaring side: the Rufer and his partner, or the soloist.
    pub side: Seats,
    /// The Rufer's partner (the holder of the called Tarock).
    pub partner: Option<Seat>,
    /// The Tarock the Rufer must call.
    pub called: Option<Card>,
    /// The holder of the Pagat (from the deal).
    pub pagat_holder: Option<Seat>,
    /// Whose turn it is in the bidding.
    pub turn: Seat,
    /// Valid statements in the current turn (the game, Zusätze, kontras).
    pub turn_items: u8,
    /// The current turn is `weiter`.
    pub turn_weiter: bool,
    /// The current turn named a game.
    pub turn_game: bool,
    /// A statement of the current turn was void (so the turn may end
    /// without a valid statement; it counts as `weiter`).
    pub turn_attempted: bool,
    /// `weiter` turns in a row; four end the bidding.
    pub weiters: u8,
    /// Players who have agreed to a game (ended a turn without naming one).
    pub accepted: Seats,
    /// Who announced Absolut, Valat; whether the Pagat was announced (by
    /// its holder).
    pub absolut: Option<Side>,
    pub valat: Option<Side>,
    pub pagat: bool,
    /// Kontra levels (0 none, 1 Kontra, 2 Rekontra, 3 Subkontra) per
    /// [`Target`].
    pub kontra: [u8; 4],
    /// The bidding was closed by a later event, not by four `weiter`.
    pub closed_early: bool,
    /// A gap in the record (book/src/ptn.md, "Passes a record leaves out"): the record goes on with the
    /// call or the play, but no game was named. The game is unknown: call
    /// lines are taken as written, any seat's lead is accepted, the play
    /// is judged on Farbzwang, Tarockzwang and the cards in hand only, and
    /// there is no settlement.
    pub blind: bool,
    /// A void item was said outside its speaker's turn (out of turn, after
    /// its phase, in a section this game lacks): the end of that line is
    /// passed over without a second finding.
    pub void_line: Option<(Section, Seat)>,

    // ---- call
    pub call_said: bool,
    pub call_attempted: bool,
    /// The card the Rufer called, as recorded (when it is wrong).
    pub wrong_call: Option<Card>,
    /// The call was missing and made by rule.
    pub call_missing: bool,

    // ---- play
    /// The trick being played, 1 … 10 (11 when all are played).
    pub trick_no: u8,
    /// Who is to lead the current trick.
    pub leader: Seat,
    /// Who has played to the current trick, and what.
    pub played: Seats,
    pub cards: BySeat<Option<Card>>,
    /// Who actually led and who played last in the current trick.
    pub first: Option<Seat>,
    pub last: Option<Seat>,
    /// Card points and tricks won per seat.
    pub points: BySeat<u8>,
    pub tricks: BySeat<u8>,
    /// The Pagat was in the last trick: whether it won it.
    pub pagat_last: Option<bool>,
    /// The trick in which the Pagat was played.
    pub pagat_trick: Option<u8>,
    /// The seat whose XXI the Sküs took.
    pub mondfang: Option<Seat>,
    /// The first renonce, which settles the game, and how many followed.
    pub renonce: Option<Renonce>,
    pub later_renonces: u8,
    pub out_of_turn_plays: u8,
}

/// A statement of the bidding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stmt {
    Game(Game),
    Weiter,
    /// Absolut, Pagat or Valat.
    Announce(Target),
    /// Kontra (1), Rekontra (2), Subkontra (3) on a target.
    Kontra(Target, u8),
}

/// What an event does to the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// Nothing (a void event).
    Nothing,
    /// A void item outside its speaker's turn: its line is void.
    VoidLine(Section, Seat),
    /// The end of a void line.
    EndVoidLine,
    /// A void statement by the player whose turn it is: the turn may end
    /// without a valid statement.
    Attempt,
    Say(Seat, Stmt),
    EndTurn,
    /// The call (right, or wrong and corrected by rule).
    Call(Card),
    CallAttempt,
    EndCall,
    Play(Seat, Card, Option<Renonce>),
    /// The bidding ends here (the event belongs to a later phase), then the
    /// event's own act.
    CloseAuction(Box<Act>),
    /// The call is taken as the rules make it, then the event's own act.
    ImplicitCall(Box<Act>),
    /// The Vorhand's first turn ended without a game: the game is unknown
    /// (a gap, [`ZState::blind`]).
    Blind,
}

pub type Judged = (Act, Option<Violation>);

pub fn violation(
    kind: Kind,
    rule: Rule,
    seat: Option<Seat>,
    then: Then,
    message: String,
) -> Violation {
    Violation {
        kind,
        rule,
        seat,
        message,
        then,
    }
}

/// The kind of a void item in a section.
pub fn section_kind(section: Section) -> Kind {
    match section {
        Section::Auction => Kind::IllegalBid,
        Section::Call => Kind::IllegalCall,
        Section::Announce => Kind::IllegalAnnouncement,
    }
}

/// Reads a statement of the bidding.
pub fn parse_stmt(term: &Term) -> Option<Stmt> {
    let Term::Item(Item { name, args }) = term else {
        return None;
    };
    let word = name.as_str();
    if args.is_empty() {
        return Some(match word {
            "rufer" => Stmt::Game(Game::Rufer),
            "farbensolo" => Stmt::Game(Game::Farbensolo),
            "solo" => Stmt::Game(Game::Solo),
            "weiter" | "pass" => Stmt::Weiter,
            "absolut" => Stmt::Announce(Target::Absolut),
            "pagat" => Stmt::Announce(Target::Pagat),
            "valat" => Stmt::Announce(Target::Valat),
            _ => return None,
        });
    }
    let level = match word {
        "kontra" => 1,
        "re" => 2,
        "sub" => 3,
        _ => return None,
    };
    let [Term::Item(Item { name, args })] = args.as_slice() else {
        return None;
    };
    if !args.is_empty() {
        return None;
    }
    let target = match name.as_str() {
        "spiel" => Target::Spiel,
        "absolut" => Target::Absolut,
        "pagat" => Target::Pagat,
        "valat" => Target::Valat,
        _ => return None,
    };
    Some(Stmt::Kontra(target, level))
}

/// Every statement a player could make (for `legal()`).
pub fn all_statements() -> Vec<Term> {
    let word = |w: &str| Term::Item(Item::new(w, vec![]));
    let mut v: Vec<Term> = [
        "rufer",
        "farbensolo",
        "solo",
        "weiter",
        "pass",
        "absolut",
        "pagat",
        "valat",
    ]
    .into_iter()
    .map(word)
    .collect();
    for k in super::table::KONTRA_WORDS {
        for t in Target::ALL {
            v.push(Term::Item(Item::new(k, vec![word(t.id())])));
        }
    }
    v
}

impl ZState {
    /// A new game from checked hands (`void` already decided).
    pub fn new(hands: BySeat<CardSet>, reconstructed: bool, void: Option<Void>) -> ZState {
        let pagat_holder = Seat::ALL
            .into_iter()
            .find(|s| hands[*s].contains(Card::PAGAT));
        let one = Seat::ALL[0];
        ZState {
            dealt: hands,
            hands,
            phase: if void.is_some() {
                Phase::Done
            } else {
                Phase::Auction
            },
            reconstructed,
            void,
            game: None,
            declarer: one,
            side: Seats::NONE,
            partner: None,
            called: None,
            pagat_holder,
            turn: one,
            turn_items: 0,
            turn_weiter: false,
            turn_game: false,
            turn_attempted: false,
            weiters: 0,
            accepted: Seats::NONE,
            absolut: None,
            valat: None,
            pagat: false,
            kontra: [0; 4],
            closed_early: false,
            blind: false,
            void_line: None,
            call_said: false,
            call_attempted: false,
            wrong_call: None,
            call_missing: false,
            trick_no: 1,
            leader: one,
            played: Seats::NONE,
            cards: BySeat::splat(None),
            first: None,
            last: None,
            points: BySeat::splat(0),
            tricks: BySeat::splat(0),
            pagat_last: None,
            pagat_trick: None,
            mondfang: None,
            renonce: None,
            later_renonces: 0,
            out_of_turn_plays: 0,
        }
    }

    /// The side of a seat in the current game.
    pub fn side_of(&self, seat: Seat) -> Side {
        if self.side.contains(seat) {
            Side::Declarer
        } else {
            Side::Opponents
        }
    }

    /// The seats of a side.
    pub fn seats_of(&self, side: Side) -> Seats {
        match side {
            Side::Declarer => self.side,
            Side::Opponents => self.side.complement(),
        }
    }

    /// Who owns a kontra target: the declaring side for the game, the
    /// announcing side for a Zusatz (`None` when it was not announced).
    pub fn owner(&self, t: Target) -> Option<Side> {
        match t {
            Target::Spiel => Some(Side::Declarer),
            Target::Absolut => self.absolut,
            Target::Valat => self.valat,
            Target::Pagat => {
                if self.pagat {
                    self.pagat_holder.map(|h| self.side_of(h))
                } else {
                    None
                }
            }
        }
    }

    /// The Tarock the Vorhand must call with his hand: XX, else the highest
    /// of XIX … XVI he does not hold (`None` when he holds all five).
    pub fn tarock_to_call(&self) -> Option<Card> {
        let hand = self.dealt[Seat::ALL[0]];
        super::table::CALLABLE
            .into_iter()
            .filter_map(Card::tarock)
            .find(|c| !hand.contains(*c))
    }

    pub fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|s| self.dealt[*s].contains(card))
    }

    /// Decides what an event does and which rule it breaks.
    pub fn judge(&self, event: &Event) -> Judged {
        if self.blind {
            // No game known: bidding and call lines are taken as written.
            if let Event::Say {
                section: Section::Call | Section::Auction,
                ..
            }
            | Event::EndTurn {
                section: Section::Call | Section::Auction,
                ..
            } = event
            {
                return (Act::Nothing, None);
            }
            if self.phase == Phase::Auction
                && let Event::Play { .. } = event
            {
                let mut next = self.clone();
                next.start_play();
                let (act, v) = next.judge(event);
                return (Act::ImplicitCall(Box::new(act)), v);
            }
        }
        if let Event::EndTurn { section, seat } = event
            && self.void_line == Some((*section, *seat))
        {
            return (Act::EndVoidLine, None);
        }
        let (act, v) = self.judge_event(event);
        // A void item said outside its speaker's own turn opens a void line:
        // one finding per item, none for the end of the line.
        if let (Act::Nothing, Some(x), Event::Say { section, seat, .. }) = (&act, &v, event)
            && x.then == Then::Skipped
        {
            return (Act::VoidLine(*section, *seat), v);
        }
        (act, v)
    }

    fn judge_event(&self, event: &Event) -> Judged {
        if let Some(v) = self.void {
            return self.judge_void(event, v);
        }
        match event {
            Event::Take { seat, .. } | Event::Discard { seat, .. } => (
                Act::Nothing,
                Some(violation(
                    Kind::IllegalDiscard,
                    rules::DEAL_NO_TALON,
                    Some(*seat),
                    Then::Skipped,
                    format!(
                        "seat {seat} handled a talon, but all 40 cards are dealt and there is no talon"
                    ),
                )),
            ),
            Event::Say {
                section: Section::Announce,
                seat,
                term,
            } => (
                Act::Nothing,
                Some(violation(
                    Kind::IllegalAnnouncement,
                    rules::AUCTION_SECTION,
                    Some(*seat),
                    Then::Skipped,
                    format!(
                        "seat {seat} said `{term}` in an announce section: Zusätze and kontras are said in the bidding"
                    ),
                )),
            ),
            Event::EndTurn {
                section: Section::Announce,
                seat,
            } => (
                Act::Nothing,
                Some(violation(
                    Kind::IllegalAnnouncement,
                    rules::AUCTION_SECTION,
                    Some(*seat),
                    Then::Skipped,
                    format!(
                        "seat {seat} has a turn in an announce section, which this game does not have"
                    ),
                )),
            ),
            _ => match self.phase {
                Phase::Auction => self.judge_auction_phase(event),
                Phase::Call => self.judge_call_phase(event),
                Phase::Play => self.judge_play_phase(event),
                _ => self.judge_done(event),
            },
        }
    }

    fn judge_void(&self, event: &Event, v: Void) -> Judged {
        let why = match v {
            Void::Tarocks { seat, count: 0 } => format!("seat {seat} holds no tarock"),
            Void::Tarocks { seat, .. } => format!("seat {seat} holds a single tarock"),
            Void::Glatzen { seat } => format!("seat {seat} holds all four Glatzen"),
        };
        let kind = match event {
            Event::Say { section, .. } | Event::EndTurn { section, .. } => section_kind(*section),
            Event::Take { .. } | Event::Discard { .. } => Kind::IllegalDiscard,
            Event::Play { .. } => Kind::ImpossibleCard,
        };
        let seat = event.seat();
        (
            Act::Nothing,
            Some(violation(
                kind,
                rules::DEAL_REDEAL,
                Some(seat),
                Then::Stop,
                format!(
                    "the deal is void ({why}): the cards must be dealt again, yet the game went on with {event}"
                ),
            )),
        )
    }

    fn judge_done(&self, event: &Event) -> Judged {
        match event {
            Event::Play { seat, card } => (
                Act::Nothing,
                Some(violation(
                    Kind::ImpossibleCard,
                    rules::PLAY_CARD,
                    Some(*seat),
                    Then::Stop,
                    format!("seat {seat} played {card} after the tenth trick"),
                )),
            ),
            Event::Say { section, seat, .. } | Event::EndTurn { section, seat } => {
                self.after_phase(*section, *seat, event)
            }
            Event::Take { .. } | Event::Discard { .. } => (Act::Nothing, None),
        }
    }

    /// A bidding or call event after its phase is over.
    pub fn after_phase(&self, section: Section, seat: Seat, event: &Event) -> Judged {
        let solo = self.game.filter(|g| g.is_solo());
        let (rule, what, why) = match (section, solo) {
            (Section::Auction, _) => (
                rules::AUCTION_END,
                "said",
                "after the end of the bidding".to_string(),
            ),
            (Section::Call, Some(g)) => (
                rules::CALL_SOLO,
                "called",
                format!("in a {}, which has no call", g.german()),
            ),
            _ => (rules::CALL_TAROCK, "called", "after the call".to_string()),
        };
        let message = match event {
            Event::Say { term, .. } => format!("seat {seat} {what} `{term}` {why}: void"),
            _ => format!("seat {seat} has a turn {why}: void"),
        };
        (
            Act::Nothing,
            Some(violation(
                section_kind(section),
                rule,
                Some(seat),
                Then::Skipped,
                message,
            )),
        )
    }

    pub fn perform(&mut self, act: Act) {
        self.void_line = None;
        match act {
            Act::Nothing | Act::EndVoidLine => {}
            Act::VoidLine(section, seat) => self.void_line = Some((section, seat)),
            Act::Attempt => self.turn_attempted = true,
            Act::Say(seat, stmt) => self.perform_say(seat, stmt),
            Act::EndTurn => self.perform_end_turn(),
            Act::Call(card) => {
                self.call_said = true;
                if Some(card) != self.called {
                    self.wrong_call = Some(card);
                }
            }
            Act::CallAttempt => self.call_attempted = true,
            Act::EndCall => {
                if !self.call_said {
                    self.call_missing = true;
                }
                self.start_play();
            }
            Act::Play(seat, card, renonce) => self.perform_play(seat, card, renonce),
            Act::CloseAuction(then) => {
                self.closed_early = true;
                self.close_auction();
                self.perform(*then);
            }
            Act::Blind => self.blind = true,
            Act::ImplicitCall(then) => {
                self.call_missing = true;
                self.start_play();
                self.perform(*then);
            }
        }
    }

    /// The bidding is over: the call for a Rufer, else the play.
    pub fn close_auction(&mut self) {
        self.phase = if self.game == Some(Game::Rufer) {
            Phase::Call
        } else {
            Phase::Play
        };
    }

    pub fn start_play(&mut self) {
        self.phase = Phase::Play;
        self.trick_no = 1;
        self.leader = Seat::ALL[0];
    }

    pub fn is_farbensolo(&self) -> bool {
        self.game == Some(Game::Farbensolo)
    }
}

/// The seam's state.
#[derive(Clone, Debug)]
pub struct Boxed(pub ZState);

impl State for Boxed {
    fn phase(&self) -> Phase {
        self.0.phase
    }

    fn to_act(&self) -> Option<Seat> {
        let s = &self.0;
        match s.phase {
            Phase::Auction => Some(s.turn),
            Phase::Call => Some(Seat::ALL[0]),
            Phase::Play => Some(s.next_to_play()),
            _ => None,
        }
    }

    fn legal(&self) -> Vec<Event> {
        self.legal_events()
    }

    fn check(&self, event: &Event) -> Result<(), Violation> {
        match self.0.judge(event).1 {
            None => Ok(()),
            Some(v) => Err(v),
        }
    }

    fn apply(&mut self, event: &Event) -> Result<(), Violation> {
        let (act, v) = self.0.judge(event);
        self.0.perform(act);
        match v {
            None => Ok(()),
            Some(v) => Err(v),
        }
    }

    fn settle(&self) -> Option<Settlement> {
        if self.0.blind {
            return None;
        }
        self.0.settle()
    }

    /// book/src/ptn.md, "Passes a record leaves out": the record goes on with the call or the play while
    /// no game was named (the Vorhand's `weiter` is refused: his first
    /// turn names his game). The game is unknown (CONVENTIONS §3.2 "A gap
    /// in the record"). A bidding that has a game is closed by the event
    /// itself as before.
    fn gap(&mut self, event: &Event) -> Option<Violation> {
        let s = &mut self.0;
        let late = matches!(
            event,
            Event::Play { .. }
                | Event::Say {
                    section: Section::Call,
                    ..
                }
                | Event::EndTurn {
                    section: Section::Call,
                    ..
                }
        );
        if s.phase != Phase::Auction || s.game.is_some() || s.void.is_some() || !late || s.blind {
            return None;
        }
        let seat = s.turn;
        s.blind = true;
        s.start_play();
        Some(super::state::violation(
            Kind::Incomplete,
            super::rules::AUCTION_END,
            Some(seat),
            Then::Applied,
            format!(
                "the record goes on with `{event}` but no game was named (the Vorhand's first turn names his game, so passes cannot end the bidding; PTN reference, Passes a record leaves out): the game is unknown and cannot be settled (the score sheet is not checked); the play is checked for the cards in hand, Farbzwang and Tarockzwang; not checked: who leads, the Farbensolo's rules, the Pagat rule, the call"
            ),
        ))
    }

    /// `weiter` in the bidding; nothing in the call, which passes cannot
    /// make (CONVENTIONS §2.2, book/src/ptn.md, "Passes a record leaves out"). The Vorhand's first turn
    /// must name his game: there `apply` refuses it.
    fn pass(&self) -> Option<(Section, Term)> {
        (self.0.phase == Phase::Auction && !self.0.blind).then(|| {
            (
                Section::Auction,
                Term::Item(crate::ptn::Item::new("weiter", Vec::new())),
            )
        })
    }

    fn unchecked(&self) -> Vec<String> {
        if self.0.reconstructed {
            vec![
                "the deal: the hands are the cards each seat played, so a card recorded under the \
                 wrong seat cannot be told from a card that seat held; every other rule (the \
                 redeal rule, Farbensolo's five suit cards, the called Tarock and its holder, the \
                 Pagat's holder, Trull and Königstrull) is judged on these hands"
                    .to_string(),
            ]
        } else {
            Vec::new()
        }
    }

    fn trick(&self) -> Option<u32> {
        match self.0.phase {
            Phase::Play => Some(self.0.trick_no as u32),
            _ => None,
        }
    }

    fn hand(&self, seat: Seat) -> CardSet {
        self.0.hands[seat]
    }

    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

//! The game state, and `step`, which hands each event to its phase:
//! `auction`, `call`, `talon`, `announce` (the premium round), `trick`
//! (play), and `gap` for a record that goes on past left-out passes. Every
//! field is a fixed-size value, so a clone is a copy and `apply`/`check`
//! allocate nothing unless they build a violation's message.

use super::contract::{BirdDuty, Kind as CKind, TalonUse};
use super::rules::R;
use super::{Config, Contract, NPREM};
use crate::cards::{Card, CardSet};
use crate::engine::{Deal, Event, Kind, Phase, Section, Settlement, State, Then, Violation};
use crate::ptn::{TalonTake, Term};
use crate::seat::{BySeat, Seat};

/// An announced premium (or the game) and its kontra chain.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ann {
    /// The seat that announced it (for the game: the declarer).
    pub by: Option<Seat>,
    /// 0 none, 1 kontra, 2 re, 3 sub.
    pub level: u8,
    /// The premium-round turn of the last word on it (announcement or
    /// kontra) and who said it: Hopfgarten's "first opportunity".
    pub turn: u16,
    pub seat: Option<Seat>,
    /// Tarockcup: the announcer held the bird (or the called king).
    pub held: bool,
}

/// Why the game is settled by the renonce rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenonceKind {
    /// A play, talon or announcement breach.
    Breach,
    /// Tarockcup: a Besserrufer bid without a bird, 3 to each other player.
    BesserruferBid,
    /// Sitzenberg: the dealer's misdeal, found when the contract was
    /// complete; settled like a breach (the game bid, nothing announced).
    Misdeal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Renonce {
    pub seat: Seat,
    pub kind: RenonceKind,
}

/// What fills the fixed-size trick buffers beyond their length (never read).
const UNPLAYED: (Seat, Card) = (FOREHAND, Card::PAGAT);
/// Seat 1, the Vorhand: first to speak in the auction.
pub(super) const FOREHAND: Seat = Seat::from_index(0);

#[derive(Clone, Debug)]
pub struct KrState {
    pub(super) cfg: &'static Config,
    pub(super) reconstructed: bool,
    /// The hands as dealt (reconstructed: at the start of play).
    pub(super) dealt: BySeat<CardSet>,
    pub(super) hands: BySeat<CardSet>,
    pub(super) talon: [CardSet; 2],
    pub(super) phase: Phase,
    pub(super) to_act: Seat,
    // The turn in progress (auction, call, premium round).
    pub(super) turn_items: u8,
    pub(super) turn_pass: bool,
    pub(super) turn_fertig: bool,
    pub(super) turn_schleifen: bool,
    pub(super) turn_bird: bool,
    // Auction.
    pub(super) passed: BySeat<bool>,
    pub(super) spoken: BySeat<bool>,
    pub(super) best: Option<(Contract, Seat)>,
    pub(super) final_choice: bool,
    pub(super) contract: Option<Contract>,
    /// Who won the auction: none while it goes on (and in a game thrown
    /// in).
    pub(super) declarer: Option<Seat>,
    pub(super) thrown_in: bool,
    // Call.
    pub(super) called: Option<Card>,
    pub(super) partner: Option<Seat>,
    // Talon.
    pub(super) took: Option<TalonTake>,
    pub(super) discards: CardSet,
    pub(super) discarded: bool,
    // Premium round.
    pub(super) ann_turn: u16,
    pub(super) passes: u8,
    pub(super) anns: [Ann; NPREM],
    /// The kontra chain on the game (positive and colour games).
    pub(super) spiel: Ann,
    /// Negative games: each opponent's own kontra level on the game.
    pub(super) spiel_each: BySeat<u8>,
    pub(super) zehn: BySeat<bool>,
    pub(super) schleifen: bool,
    pub(super) not_played: bool,
    // Play.
    pub(super) trick_no: u8,
    pub(super) leader: Seat,
    pub(super) cur: [(Seat, Card); 4],
    pub(super) cur_len: u8,
    pub(super) history: [[(Seat, Card); 4]; 12],
    pub(super) winners: [Seat; 12],
    pub(super) won: BySeat<CardSet>,
    pub(super) tricks: BySeat<u8>,
    pub(super) renonce: Option<Renonce>,
    /// The seat and section of a turn line whose last word was void
    /// (skipped): the end of that line is passed over silently when it
    /// would be a second finding, so one wrong word is one finding; a
    /// Hopfgarten `fertig` after it closes the line (CONVENTIONS §1).
    pub(super) void: Option<(Seat, Section)>,
    /// Sitzenberg: the deal gave a hand or a talon half the wrong number of
    /// cards (every card of the pack once). The dealer's renonce is found
    /// when the contract is complete, and the game ends there.
    pub(super) misdeal: bool,
    /// Reconstructed deal: the seats (bit per seat index) that bid or held
    /// a Rufer game, whose "four kings" check waits for the end of the
    /// record (`unchecked`).
    pub(super) rufer_bidders: u8,
    /// Reconstructed deal: the seats that bid the Besserrufer, whose dealt
    /// hand cannot show the bird.
    pub(super) besser_bidders: u8,
    /// Reconstructed deal: a thrown-in hand could not be checked.
    pub(super) throw_in_unchecked: bool,
    /// A gap in the record (book/src/ptn.md, "Passes a record leaves out", `State::gap`): no game is
    /// known. Talon and premium-round lines are taken as written without
    /// judgement, leads are not checked, and the play is judged on
    /// Farbzwang and Tarockzwang only.
    pub(super) blind: bool,
    /// A gap: the king call is missing, so the partner is unknown. The
    /// premium round is taken as written without judgement.
    pub(super) sides_unknown: bool,
    /// A gap: the talon exchange is missing, so the declarer's hand is
    /// known only as his dealt hand and the talon; his cards are checked
    /// for being among them, not against Farbzwang.
    pub(super) talon_unknown: bool,
    /// A gap hides what the settlement needs: the game is not settled.
    pub(super) unsettled: bool,
}

pub(super) fn name_of(term: &Term) -> Option<&str> {
    match term {
        Term::Item(i) if i.args.is_empty() => Some(i.name.as_str()),
        _ => None,
    }
}

/// Places from `a` to `b` in order of play, 1..=4 (4 when `a == b`).
pub(super) fn dist(a: Seat, b: Seat) -> u16 {
    let d = (b.index() + 4 - a.index()) % 4;
    if d == 0 { 4 } else { d as u16 }
}

impl KrState {
    pub fn new(cfg: &'static Config, deal: &Deal) -> KrState {
        let hands = deal.hands;
        let mut talon = [CardSet::EMPTY; 2];
        for (i, h) in deal.talon.iter().take(2).enumerate() {
            talon[i] = *h;
        }
        KrState {
            cfg,
            reconstructed: deal.reconstructed,
            dealt: hands,
            hands,
            talon,
            phase: Phase::Auction,
            to_act: FOREHAND,
            turn_items: 0,
            turn_pass: false,
            turn_fertig: false,
            turn_schleifen: false,
            turn_bird: false,
            passed: BySeat::splat(false),
            spoken: BySeat::splat(false),
            best: None,
            final_choice: false,
            contract: None,
            declarer: None,
            thrown_in: false,
            called: None,
            partner: None,
            took: None,
            discards: CardSet::EMPTY,
            discarded: false,
            ann_turn: 0,
            passes: 0,
            anns: [Ann::default(); NPREM],
            spiel: Ann::default(),
            spiel_each: BySeat::splat(0),
            zehn: BySeat::splat(false),
            schleifen: false,
            not_played: false,
            trick_no: 0,
            leader: FOREHAND,
            cur: [UNPLAYED; 4],
            cur_len: 0,
            history: [[UNPLAYED; 4]; 12],
            winners: [FOREHAND; 12],
            won: BySeat::splat(CardSet::EMPTY),
            tricks: BySeat::splat(0),
            renonce: None,
            void: None,
            misdeal: false,
            rufer_bidders: 0,
            besser_bidders: 0,
            throw_in_unchecked: false,
            blind: false,
            sides_unknown: false,
            talon_unknown: false,
            unsettled: false,
        }
    }

    // ------------------------------------------------------------ helpers

    pub(super) fn viol(
        &self,
        kind: Kind,
        r: R,
        seat: Seat,
        then: Then,
        message: String,
    ) -> Violation {
        Violation {
            kind,
            rule: self.cfg.rule(r),
            seat: Some(seat),
            message,
            then,
        }
    }

    pub(super) fn mark_renonce(&mut self, seat: Seat, kind: RenonceKind) {
        if self.renonce.is_none() {
            self.renonce = Some(Renonce { seat, kind });
        }
    }

    pub(super) fn hand(&self, s: Seat) -> CardSet {
        self.hands[s]
    }

    /// Whether a seat is on the declaring side.
    pub(super) fn on_decl_side(&self, s: Seat) -> bool {
        Some(s) == self.declarer || Some(s) == self.partner
    }

    pub(super) fn contract_kind(&self) -> Option<CKind> {
        self.contract.map(|c| c.kind())
    }

    /// Whether the called king lies in the talon.
    pub(super) fn king_in_talon(&self) -> bool {
        match self.called {
            Some(k) if self.reconstructed => {
                // Not in another player's hand: in the talon, or taken
                // from it by the declarer (which cannot be told apart).
                !Seat::ALL
                    .iter()
                    .any(|&s| Some(s) != self.declarer && self.dealt[s].contains(k))
            }
            Some(k) => (self.talon[0] | self.talon[1]).contains(k),
            None => false,
        }
    }

    pub(super) fn has_premium_round(&self) -> bool {
        !matches!(self.contract_kind(), Some(CKind::Each) | None)
    }

    pub(super) fn obliged_bird(&self) -> bool {
        // The Besserrufer's bird duty, where the bidder still holds a bird
        // of his original hand (without one the bid, or the discard that
        // laid it away, was already the renonce).
        self.contract.map(|c| c.bird_duty()) == Some(BirdDuty::AnyFromHand)
            && self.ann_turn == 0
            && self.original_birds().intersects(self.hand(self.decl()))
    }

    /// The birds of the declarer's original hand (reconstructed: at the
    /// start of play).
    pub(super) fn original_birds(&self) -> CardSet {
        self.dealt[self.decl()] & CardSet::from_bits(0b1111)
    }

    /// The declarer, in the phases after the auction, where there always
    /// is one (`declarer` is none only while the auction goes on and in a
    /// game thrown in, where nothing asks for him).
    pub(super) fn decl(&self) -> Seat {
        self.declarer.unwrap_or(FOREHAND)
    }

    pub(super) fn begin_turn(&mut self, seat: Seat) {
        self.to_act = seat;
        self.turn_items = 0;
        self.turn_pass = false;
        self.turn_fertig = false;
        self.turn_schleifen = false;
        self.turn_bird = false;
    }

    // --------------------------------------------------------------- event

    fn step(&mut self, ev: &Event) -> Result<(), Violation> {
        match ev {
            // The end of a line whose last word was void: passed over when
            // it would end nothing (the word was out of turn, or nothing
            // valid was said in the turn), so the player says his next
            // word on a new line.
            Event::EndTurn { seat, section }
                if self.void == Some((*seat, *section))
                    && (*seat != self.to_act || self.turn_items == 0) =>
            {
                self.void = None;
                return Ok(());
            }
            // Hopfgarten: `fertig` after void words closes their line. Out
            // of turn it is passed over with the line; in turn, with
            // nothing valid said, it ends the turn (a turn that spoke, not
            // a pass: reading 17).
            Event::Say {
                section: Section::Announce,
                seat,
                term,
            } if self.cfg.fertig
                && self.void == Some((*seat, Section::Announce))
                && name_of(term) == Some("fertig") =>
            {
                if *seat != self.to_act || self.phase != Phase::Announce {
                    return Ok(());
                }
                if self.turn_items == 0 {
                    self.void = None;
                    self.turn_fertig = true;
                    self.turn_items = 1;
                    return Ok(());
                }
            }
            _ => {}
        }
        self.void = None;
        let (ev_phase, seat) = match ev {
            Event::Say { section, seat, .. } | Event::EndTurn { section, seat } => {
                (Self::section_phase(*section), *seat)
            }
            Event::Take { seat, .. } | Event::Discard { seat, .. } => (Phase::Talon, *seat),
            Event::Play { seat, .. } => (Phase::Play, *seat),
        };
        // `schleifen` may replace the talon exchange.
        let schleifen_now = matches!(ev, Event::Say { section: Section::Announce, term, .. } if name_of(term) == Some("schleifen"))
            && self.phase == Phase::Talon;
        if ev_phase != self.phase && !schleifen_now {
            return Err(self.wrong_phase(ev_phase, seat));
        }
        // After a gap that hides the game or the partner: what is said in
        // the premium round, and (no game known) the call and the talon
        // lines, are taken as written by whichever seat wrote them — only
        // what holds in every game is judged (a word of the round, a king,
        // a talon half, the cards held and how many are laid away).
        if let Some(r) = self.step_unknown(ev) {
            return r;
        }
        match ev {
            Event::Say {
                section: Section::Auction,
                seat,
                term,
            } => self.say_auction(*seat, term),
            Event::Say {
                section: Section::Call,
                seat,
                term,
            } => self.say_call(*seat, term),
            Event::Say {
                section: Section::Announce,
                seat,
                term,
            } => self.say_announce(*seat, term),
            Event::EndTurn {
                section: Section::Auction,
                seat,
            } => self.end_auction_turn(*seat),
            Event::EndTurn {
                section: Section::Call,
                seat,
            } => self.end_call_turn(*seat),
            Event::EndTurn {
                section: Section::Announce,
                seat,
            } => self.end_announce_turn(*seat),
            Event::Take { seat, take } => self.take(*seat, *take),
            Event::Discard { seat, cards } => self.discard(*seat, cards),
            Event::Play { seat, card } => self.play(*seat, *card),
        }
    }
}

pub(super) fn rule_for(p: Phase) -> R {
    match p {
        Phase::Auction => R::AuctionTurn,
        Phase::Call => R::CallKing,
        Phase::Talon => R::TalonTake,
        Phase::Announce => R::AnnounceTurn,
        _ => R::PlayTurn,
    }
}

pub(super) fn kontra_why(level: u8, own_side: bool) -> &'static str {
    match (level, own_side) {
        (1, true) => "a side does not kontra its own game or premium",
        (1, false) => "it was already kontra'd",
        (2, false) => "only the side that announced it says re",
        (2, true) => "re answers a kontra, once",
        (_, true) => "only the kontra side says sub",
        (_, false) => "sub answers a re, once",
    }
}

impl State for KrState {
    fn phase(&self) -> Phase {
        self.phase
    }

    fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Done).then_some(self.to_act)
    }

    fn legal(&self) -> Vec<Event> {
        self.legal_events()
    }

    fn check(&self, event: &Event) -> Result<(), Violation> {
        let mut s = self.clone();
        s.step(event)
    }

    fn apply(&mut self, event: &Event) -> Result<(), Violation> {
        // `step` changes nothing before it has decided that an event is
        // applied, so a skipped or stopping event leaves the state as it was
        // (but for noting a void word, whose line end is then passed over).
        let r = self.step(event);
        if let (Err(v), Event::Say { seat, section, .. }) = (&r, event)
            && v.then == Then::Skipped
        {
            self.void = Some((*seat, *section));
        }
        r
    }

    fn settle(&self) -> Option<Settlement> {
        // A gap that hides the settlement: none — but a renonce settles on
        // the game and the sides when both are known (the talon gap).
        let renonce_settles = self.renonce.is_some() && !self.blind && !self.sides_unknown;
        if self.unsettled && !renonce_settles {
            return None;
        }
        (self.phase == Phase::Done).then(|| self.settlement())
    }

    fn gap(&mut self, event: &Event) -> Option<Violation> {
        self.close_gap(event)
    }

    /// `pass` in the auction and in the premium round (Hopfgarten's
    /// "weiter" is written `pass` too), Vorhand's opening in his first
    /// turn; nothing in the call and the talon exchange, where passes
    /// cannot end the phase (CONVENTIONS §1, book/src/ptn.md, "Passes a record leaves out"). Whether the
    /// pass is legal (Vorhand's final choice, the Besserrufer's first
    /// turn) is for `apply` to say.
    fn pass(&self) -> Option<(Section, Term)> {
        let section = match self.phase {
            Phase::Auction => Section::Auction,
            Phase::Announce if !(self.blind || self.sides_unknown) => Section::Announce,
            _ => return None,
        };
        // [reading] Vorhand's opening (`vorhand`, `erster`) is his word for
        // naming no game now: in his first turn it is his pass.
        let word =
            if section == Section::Auction && self.to_act == FOREHAND && !self.spoken[FOREHAND] {
                self.cfg.opening
            } else {
                "pass"
            };
        Some((section, Term::Item(crate::ptn::Item::new(word, Vec::new()))))
    }

    /// What a reconstructed deal leaves unchecked: only what the record
    /// cannot prove (CONVENTIONS §1, reading 18). Every card a seat played
    /// was dealt to it, or — the declarer only — taken from the talon; so a
    /// card played (or laid away) by another seat was never in a seat's
    /// dealt hand, and a seat that took no talon cards played exactly its
    /// dealt hand.
    fn unchecked(&self) -> Vec<String> {
        if !self.reconstructed {
            return Vec::new();
        }
        let mut v = vec![
            "deal: the hands were reconstructed from the play; hand sizes and the talon were not recorded".to_string(),
        ];
        let took = self.took.is_some();
        // What may have been in a seat's dealt hand: the cards it played,
        // and the declarer's discards when he took talon cards.
        let could_hold = |s: Seat| {
            let mut c = self.dealt[s];
            if Some(s) == self.declarer && took {
                c |= self.discards;
            }
            c
        };
        let mut auction = Vec::new();
        if self.throw_in_unchecked {
            auction.push("that the thrown-in hand held no tarock and no king".to_string());
        }
        for s in Seat::ALL {
            let bit = 1u8 << s.index();
            if self.rufer_bidders & bit != 0 && CardSet::KINGS.is_subset(could_hold(s)) {
                auction.push(format!(
                    "that seat {s}, who bid a Rufer game, was not dealt all four kings"
                ));
            }
            let took_talon = took && Some(s) == self.declarer;
            let birds = CardSet::from_bits(0b1111);
            if self.besser_bidders & bit != 0 {
                // A seat that took no talon cards played its dealt hand: a
                // bird among its cards proves the bid.
                let bid_proved = !took_talon && self.dealt[s].intersects(birds);
                if took_talon {
                    auction.push(format!(
                        "that seat {s}, who bid the Besserrufer, was dealt one of Pagat, Uhu, Kakadu, Quapil, and that the bird he announced was not taken from the talon"
                    ));
                } else if !bid_proved {
                    auction.push(format!(
                        "that seat {s}, who bid the Besserrufer, was dealt one of Pagat, Uhu, Kakadu, Quapil"
                    ));
                }
            }
        }
        if !auction.is_empty() {
            v.push(format!("auction: {}", auction.join("; ")));
        }
        if let Some(k) = self.called {
            let own_unknown = took && could_hold(self.decl()).contains(k);
            if !self.cfg.self_call && own_unknown {
                v.push(format!(
                    "call: that the called {} was not in the declarer's own hand (he played or laid it away after taking talon cards)",
                    k.described()
                ));
            }
        }
        if self
            .contract
            .is_some_and(|c| matches!(c.talon(), TalonUse::Half | TalonUse::All))
        {
            v.push("talon: the cards of each half, and that the discards came from the declarer's hand and the half he took".to_string());
        }
        v
    }

    fn trick(&self) -> Option<u32> {
        (self.phase == Phase::Play).then_some(self.trick_no as u32 + 1)
    }

    fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

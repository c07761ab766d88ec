//! The game state and how each event changes it: auction, call, talon,
//! premium round and play. Every field is a fixed-size value, so a clone is
//! a copy and `apply`/`check` allocate nothing unless they build a
//! violation's message.

use super::contract::{BirdDuty, Kind as CKind, TalonUse};
use super::rules::R;
use super::{Config, Contract, NPREM, Premium, Variant, bird_card};
use crate::cards::{Card, CardSet};
use crate::engine::{Deal, Event, Kind, Phase, Section, Settlement, State, Then, Violation};
use crate::ptn::{TalonTake, Term};
use crate::seat::Seat;

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

const NOSEAT: Seat = Seat::from_index(0);

#[derive(Clone, Debug)]
pub struct KrState {
    pub(super) cfg: &'static Config,
    pub(super) reconstructed: bool,
    /// The hands as dealt (reconstructed: at the start of play).
    pub(super) dealt: [CardSet; 4],
    pub(super) hands: [CardSet; 4],
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
    pub(super) passed: [bool; 4],
    pub(super) spoken: [bool; 4],
    pub(super) best: Option<(Contract, Seat)>,
    pub(super) final_choice: bool,
    pub(super) contract: Option<Contract>,
    pub(super) declarer: Seat,
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
    pub(super) spiel_each: [u8; 4],
    pub(super) zehn: [bool; 4],
    pub(super) schleifen: bool,
    pub(super) not_played: bool,
    // Play.
    pub(super) trick_no: u8,
    pub(super) leader: Seat,
    pub(super) cur: [(Seat, Card); 4],
    pub(super) cur_len: u8,
    pub(super) history: [[(Seat, Card); 4]; 12],
    pub(super) winners: [Seat; 12],
    pub(super) won: [CardSet; 4],
    pub(super) tricks: [u8; 4],
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
    /// A gap in the record (NOTATION §5.4, `State::gap`): no game is
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

fn name_of(term: &Term) -> Option<&str> {
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
        let hands = deal.hands.0;
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
            to_act: NOSEAT,
            turn_items: 0,
            turn_pass: false,
            turn_fertig: false,
            turn_schleifen: false,
            turn_bird: false,
            passed: [false; 4],
            spoken: [false; 4],
            best: None,
            final_choice: false,
            contract: None,
            declarer: NOSEAT,
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
            spiel_each: [0; 4],
            zehn: [false; 4],
            schleifen: false,
            not_played: false,
            trick_no: 0,
            leader: NOSEAT,
            cur: [(NOSEAT, Card::PAGAT); 4],
            cur_len: 0,
            history: [[(NOSEAT, Card::PAGAT); 4]; 12],
            winners: [NOSEAT; 12],
            won: [CardSet::EMPTY; 4],
            tricks: [0; 4],
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
        self.hands[s.index()]
    }

    /// Whether a seat is on the declaring side.
    pub(super) fn on_decl_side(&self, s: Seat) -> bool {
        s == self.declarer || Some(s) == self.partner
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
                    .any(|&s| s != self.declarer && self.dealt[s.index()].contains(k))
            }
            Some(k) => (self.talon[0] | self.talon[1]).contains(k),
            None => false,
        }
    }

    fn has_premium_round(&self) -> bool {
        !matches!(self.contract_kind(), Some(CKind::Each) | None)
    }

    fn obliged_bird(&self) -> bool {
        // The Besserrufer's bird duty, where the bidder still holds a bird
        // of his original hand (without one the bid, or the discard that
        // laid it away, was already the renonce).
        self.contract.map(|c| c.bird_duty()) == Some(BirdDuty::AnyFromHand)
            && self.ann_turn == 0
            && self.original_birds().intersects(self.hand(self.declarer))
    }

    /// The birds of the declarer's original hand (reconstructed: at the
    /// start of play).
    fn original_birds(&self) -> CardSet {
        self.dealt[self.declarer.index()] & CardSet::from_bits(0b1111)
    }

    fn begin_turn(&mut self, seat: Seat) {
        self.to_act = seat;
        self.turn_items = 0;
        self.turn_pass = false;
        self.turn_fertig = false;
        self.turn_schleifen = false;
        self.turn_bird = false;
    }

    // ------------------------------------------------------------- phases

    fn section_phase(section: Section) -> Phase {
        match section {
            Section::Auction => Phase::Auction,
            Section::Call => Phase::Call,
            Section::Announce => Phase::Announce,
        }
    }

    fn phase_order(p: Phase) -> u8 {
        match p {
            Phase::Auction => 0,
            Phase::Call => 1,
            Phase::Talon => 2,
            Phase::Announce => 3,
            Phase::Play => 4,
            Phase::Done => 5,
        }
    }

    fn phase_word(p: Phase) -> &'static str {
        match p {
            Phase::Auction => "auction",
            Phase::Call => "king call",
            Phase::Talon => "talon exchange",
            Phase::Announce => "premium round",
            Phase::Play => "play",
            Phase::Done => "game",
        }
    }

    /// An event of another phase than the current one.
    fn wrong_phase(&self, ev_phase: Phase, seat: Seat) -> Violation {
        let rule = match ev_phase {
            Phase::Auction => R::AuctionTurn,
            Phase::Call => R::CallKing,
            Phase::Talon => R::TalonTake,
            Phase::Announce => R::AnnounceTurn,
            _ => R::PlayTurn,
        };
        if self.phase == Phase::Done {
            let why = if self.thrown_in {
                "the hands were thrown in"
            } else if self.misdeal {
                "the misdeal came to light after the auction"
            } else if self.schleifen {
                "the game was given up (schleifen)"
            } else if self.not_played {
                "the Rufer is not played without a Zusatz"
            } else if self.contract.is_none() {
                "no game was played"
            } else {
                "all 12 tricks have been played"
            };
            return self.viol(
                Kind::OutOfTurn,
                R::GameOver,
                seat,
                Then::Skipped,
                format!("seat {seat}: the game is over ({why})"),
            );
        }
        if Self::phase_order(ev_phase) > Self::phase_order(self.phase) {
            self.viol(
                Kind::Incomplete,
                rule_for(self.phase),
                seat,
                Then::Stop,
                format!(
                    "the {} is not finished: seat {} is to act, but the record goes on with the {}",
                    Self::phase_word(self.phase),
                    self.to_act,
                    Self::phase_word(ev_phase)
                ),
            )
        } else {
            let what = match self.contract {
                Some(c) if ev_phase == Phase::Talon => {
                    format!("there is no talon exchange in a {}", c.german())
                }
                Some(c) if ev_phase == Phase::Announce && !self.has_premium_round() => {
                    format!("there is no premium round in {}", c.german())
                }
                Some(c) if ev_phase == Phase::Call => {
                    format!("no king is called in a {}", c.german())
                }
                _ => format!("the {} is over", Self::phase_word(ev_phase)),
            };
            self.viol(
                Kind::OutOfTurn,
                rule,
                seat,
                Then::Skipped,
                format!("seat {seat}: {what}"),
            )
        }
    }

    /// NOTATION §5.4, where passes cannot end a phase: the record goes on
    /// with `event`, of a later phase. The phases between are closed as
    /// far as the record allows, and one `incomplete` violation names the
    /// gap, the checks skipped and whether the game can be settled
    /// (CONVENTIONS §1 "Gaps").
    fn close_gap(&mut self, event: &Event) -> Option<Violation> {
        let target = match event {
            Event::Say { section, .. } | Event::EndTurn { section, .. } => {
                Self::section_phase(*section)
            }
            Event::Take { .. } | Event::Discard { .. } => Phase::Talon,
            Event::Play { .. } => Phase::Play,
        };
        let schleifen_now = matches!(event, Event::Say { section: Section::Announce, term, .. } if name_of(term) == Some("schleifen"))
            && self.phase == Phase::Talon;
        if self.phase == Phase::Done
            || target <= self.phase
            || schleifen_now
            || self.misdeal
            || self.thrown_in
        {
            return None;
        }
        let seat = self.to_act;
        let from = self.phase;
        // The rule that kept the passes from ending the phase.
        let rule = match from {
            Phase::Auction if self.best.is_none() && self.final_choice => R::FinalChoice,
            Phase::Auction if self.best.is_none() && !self.spoken[0] => R::Opening,
            p => rule_for(p),
        };
        let mut missing: Vec<String> = Vec::new();
        let mut skipped: Vec<&str> = Vec::new();
        let mut guard = 0;
        while self.phase < target && self.phase != Phase::Done && guard < 8 {
            guard += 1;
            if self.blind {
                // No game known: the record's own sections are taken as
                // written (the gap was reported when it began).
                self.phase = target;
                if target == Phase::Play {
                    self.start_play();
                }
                break;
            }
            match self.phase {
                Phase::Auction => match self.best {
                    Some((c, by)) => {
                        missing.push(format!(
                            "the end of the auction (taken as ended with the {} of seat {by})",
                            c.german()
                        ));
                        self.contract = Some(c);
                        self.declarer = by;
                        if c.calls_king() {
                            self.phase = Phase::Call;
                            self.begin_turn(by);
                        } else {
                            self.after_call();
                        }
                    }
                    None => {
                        missing.push("the game (nobody named one)".to_string());
                        skipped.push("who leads, the contract's own play rules (Stichzwang, Pagat-last, colour-game leads, Kaiserstich, announced birds), the talon exchange and the premium round");
                        self.blind = true;
                        self.unsettled = true;
                        self.declarer = match event {
                            Event::Take { seat, .. } | Event::Discard { seat, .. } => *seat,
                            _ => Seat::from_index(0),
                        };
                        self.phase = target;
                        self.begin_turn(self.declarer);
                        if target == Phase::Play {
                            self.start_play();
                        }
                    }
                },
                Phase::Call => {
                    missing.push("the king call".to_string());
                    skipped.push(
                        "everything that depends on the partner (the premium round, König Ultimo)",
                    );
                    self.sides_unknown = true;
                    self.unsettled = true;
                    self.after_call();
                }
                Phase::Talon => {
                    missing.push("the talon exchange".to_string());
                    skipped.push("the declarer's cards against Farbzwang and Tarockzwang (his hand after the exchange is not known; his cards are checked to come from his hand and the talon)");
                    self.talon_unknown = true;
                    self.unsettled = true;
                    self.hands[self.declarer.index()] |= self.talon[0] | self.talon[1];
                    self.after_talon();
                }
                Phase::Announce if self.sides_unknown => self.start_play(),
                Phase::Announce => {
                    // Passes were refused (the Besserrufer's first turn).
                    missing.push("the end of the premium round".to_string());
                    self.unsettled = true;
                    self.start_play();
                }
                Phase::Play | Phase::Done => break,
            }
        }
        if missing.is_empty() {
            return None;
        }
        let settle = if self.blind || self.sides_unknown {
            "the game cannot be settled (the score sheet is not checked)"
        } else {
            "the game cannot be settled unless a renonce settles it (its card points are not known)"
        };
        let checks = if skipped.is_empty() {
            String::new()
        } else {
            format!("; not checked: {}", skipped.join("; "))
        };
        Some(self.viol(
            Kind::Incomplete,
            rule,
            seat,
            Then::Applied,
            format!(
                "the record goes on with the {} but leaves out {} (passes cannot end the {}; NOTATION §5.4); {settle}; the rest is checked{checks}",
                Self::phase_word(target),
                missing.join(" and "),
                Self::phase_word(from),
            ),
        ))
    }

    /// The words of the premium round (what `legal` tries there).
    pub(super) fn announce_terms(&self) -> Vec<Term> {
        let word = |w: &str| Term::Item(crate::ptn::Item::new(w, Vec::new()));
        let mut terms = vec![word("pass"), word("fertig"), word("schleifen")];
        let mut targets = vec!["spiel"];
        for p in super::Premium::ALL {
            if let Some(n) = self.cfg.premium_names[p as usize] {
                terms.push(word(n));
                targets.push(n);
            }
        }
        for t in targets {
            for l in ["kontra", "re", "sub"] {
                terms.push(Term::Item(crate::ptn::Item::new(l, vec![word(t)])));
            }
        }
        terms
    }

    /// An event after a gap that hid the game (`blind`) or the partner
    /// (`sides_unknown`), in a phase whose rules depend on them; `None`
    /// for every other event.
    fn step_unknown(&mut self, ev: &Event) -> Option<Result<(), Violation>> {
        let any_word = self.blind || self.sides_unknown;
        let r = match ev {
            Event::Say {
                section: Section::Announce,
                seat,
                term,
            } if any_word => {
                if self.announce_terms().contains(term) {
                    Ok(())
                } else {
                    Err(self.viol(
                        Kind::IllegalAnnouncement,
                        R::AnnounceTurn,
                        *seat,
                        Then::Skipped,
                        format!(
                            "seat {seat} said `{term}`, which is not a word of the premium round"
                        ),
                    ))
                }
            }
            Event::EndTurn {
                section: Section::Announce,
                ..
            } if any_word => Ok(()),
            Event::Say {
                section: Section::Call,
                seat,
                term,
            } if self.blind => {
                if term.card().is_some_and(|c| c.is_king()) {
                    Ok(())
                } else {
                    Err(self.viol(
                        Kind::IllegalCall,
                        R::CallKing,
                        *seat,
                        Then::Skipped,
                        format!("seat {seat} called `{term}`, which is not a king"),
                    ))
                }
            }
            Event::EndTurn {
                section: Section::Call,
                ..
            } if self.blind => Ok(()),
            Event::Take { seat, take } if self.blind => {
                let cards = match take {
                    TalonTake::Half(h @ (1 | 2)) => self.talon[*h as usize - 1],
                    TalonTake::All => self.talon[0] | self.talon[1],
                    _ => {
                        return Some(Err(self.viol(
                            Kind::IllegalDiscard,
                            R::TalonTake,
                            *seat,
                            Then::Skipped,
                            format!("seat {seat} wrote `{ev}`; the talon has two halves"),
                        )));
                    }
                };
                if self.took.is_some() {
                    return Some(Err(self.viol(
                        Kind::IllegalDiscard,
                        R::TalonTake,
                        *seat,
                        Then::Skipped,
                        format!("seat {seat} took from the talon a second time"),
                    )));
                }
                self.declarer = *seat;
                self.took = Some(*take);
                if !self.reconstructed {
                    self.hands[seat.index()] |= cards;
                }
                Ok(())
            }
            Event::Discard { seat, cards } if self.blind => {
                let want = if self.took == Some(TalonTake::All) {
                    6
                } else {
                    3
                };
                let set: CardSet = cards.iter().copied().collect();
                let held = self.reconstructed || set.is_subset(self.hand(*seat));
                if self.took.is_none() || self.discarded || *seat != self.declarer {
                    Err(self.viol(
                        Kind::IllegalDiscard,
                        R::TalonTake,
                        *seat,
                        Then::Skipped,
                        format!(
                            "seat {seat} laid cards away, but he has not just taken from the talon"
                        ),
                    ))
                } else if set.len() != cards.len() || !held {
                    let c = (set - self.hand(*seat)).first().unwrap_or(Card::PAGAT);
                    Err(self.viol(
                        Kind::ImpossibleCard,
                        R::DiscardCard,
                        *seat,
                        Then::Stop,
                        format!(
                            "seat {seat} laid {} away, which he does not hold (or twice)",
                            c.described()
                        ),
                    ))
                } else if set.len() != want {
                    Err(self.viol(
                        Kind::IllegalDiscard,
                        R::DiscardCount,
                        *seat,
                        Then::Skipped,
                        format!(
                            "seat {seat} laid away {} cards after `{}`; {want} must be laid away",
                            set.len(),
                            Event::Take {
                                seat: *seat,
                                take: self.took.unwrap_or(TalonTake::None)
                            }
                        ),
                    ))
                } else {
                    if !self.reconstructed {
                        self.hands[seat.index()] = self.hand(*seat) - set;
                    }
                    self.discards = set;
                    self.discarded = true;
                    Ok(())
                }
            }
            _ => return None,
        };
        Some(r)
    }

    /// After the auction (and call): the talon, the premium round or play.
    fn after_call(&mut self) {
        let Some(c) = self.contract else {
            self.phase = Phase::Done;
            return;
        };
        match c.talon() {
            TalonUse::Half | TalonUse::All => {
                self.phase = Phase::Talon;
                self.begin_turn(self.declarer);
            }
            _ => self.after_talon(),
        }
    }

    fn after_talon(&mut self) {
        let Some(c) = self.contract else {
            self.phase = Phase::Done;
            return;
        };
        // Hopfgarten's bird games announce their bird with the bid.
        if let BirdDuty::Fixed(b) = c.bird_duty() {
            let p = Premium::from_bird(b);
            self.anns[p as usize] = Ann {
                by: Some(self.declarer),
                level: 0,
                turn: 0,
                seat: None,
                held: true,
            };
        }
        self.spiel = Ann {
            by: Some(self.declarer),
            level: 0,
            turn: 0,
            seat: None,
            held: true,
        };
        if self.has_premium_round() {
            self.phase = Phase::Announce;
            self.ann_turn = 0;
            self.passes = 0;
            self.begin_turn(self.declarer);
        } else {
            self.start_play();
        }
    }

    fn start_play(&mut self) {
        self.phase = Phase::Play;
        let leader = match self.contract_kind() {
            Some(CKind::Negative) if self.cfg.negative_declarer_leads => self.declarer,
            _ => Seat::from_index(0),
        };
        self.leader = leader;
        self.to_act = leader;
        self.cur_len = 0;
    }

    // ------------------------------------------------------------ auction

    fn say_auction(&mut self, seat: Seat, term: &Term) -> Result<(), Violation> {
        if seat != self.to_act {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::AuctionTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} spoke in the auction, but it is seat {}'s turn",
                    self.to_act
                ),
            ));
        }
        if self.turn_items > 0 {
            return Err(self.viol(
                Kind::IllegalBid,
                R::AuctionTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} said `{term}` after his statement: one statement per auction turn"
                ),
            ));
        }
        let cfg = self.cfg;
        let vorhand = seat.index() == 0;
        let first = !self.spoken[seat.index()];
        let hand = self.dealt[seat.index()];
        let ill = |s: &Self, r: R, msg: String| {
            Err(s.viol(Kind::IllegalBid, r, seat, Then::Skipped, msg))
        };
        let Some(word) = name_of(term) else {
            return ill(
                self,
                R::AuctionWord,
                format!(
                    "seat {seat} said `{term}`, which is not an auction word of {}",
                    cfg.variant.id()
                ),
            );
        };
        if word == "pass" {
            if self.final_choice {
                return ill(
                    self,
                    R::FinalChoice,
                    format!(
                        "seat {seat} (Vorhand) passed, but after everyone else passed Vorhand must name the game"
                    ),
                );
            }
            if vorhand && first {
                return ill(
                    self,
                    R::Opening,
                    format!(
                        "seat {seat} (Vorhand) passed; Vorhand opens with `{}` or a game",
                        cfg.opening
                    ),
                );
            }
            self.passed[seat.index()] = true;
        } else if word == cfg.opening {
            if !(vorhand && first) {
                return ill(
                    self,
                    R::Opening,
                    format!("seat {seat} said `{word}`, which only Vorhand says, as his opening"),
                );
            }
        } else if word == "hold" {
            if !cfg.hold {
                return ill(
                    self,
                    R::Hold,
                    format!(
                        "seat {seat} held; Vorhand may not hold in {}",
                        cfg.variant.id()
                    ),
                );
            }
            let Some((c, by)) = self.best.filter(|(_, by)| *by != seat) else {
                return ill(
                    self,
                    R::Hold,
                    format!("seat {seat} held, but there is no game of another player to hold"),
                );
            };
            if !vorhand || first {
                return ill(
                    self,
                    R::Hold,
                    format!("seat {seat} held; only Vorhand may hold a game bid after his opening"),
                );
            }
            if cfg.negative_first_round && c.kind() == CKind::Negative {
                return ill(
                    self,
                    R::NegativeFirst,
                    format!(
                        "seat {seat} held the {} of seat {by}; a negative game must be bid at once, not in a later round",
                        c.german()
                    ),
                );
            }
            self.check_game_hand(seat, c)?;
            self.best = Some((c, seat));
        } else if word == "zusammenwerfen" {
            if !cfg.throw_in {
                return ill(
                    self,
                    R::ThrowIn,
                    format!("seat {seat} threw his hand in; every hand must be played"),
                );
            }
            if !first {
                return ill(
                    self,
                    R::ThrowIn,
                    format!(
                        "seat {seat} threw his hand in after bidding; the hand is thrown in before the first statement"
                    ),
                );
            }
            self.throw_in_unchecked |= self.reconstructed;
            if !self.reconstructed && hand.intersects(CardSet::TAROCKS | CardSet::KINGS) {
                return ill(
                    self,
                    R::ThrowIn,
                    format!(
                        "seat {seat} threw his hand in holding {}; only a hand without tarock and king may be thrown in",
                        hand & (CardSet::TAROCKS | CardSet::KINGS)
                    ),
                );
            }
            self.thrown_in = true;
        } else if let Some(c) = cfg.contract(word) {
            self.check_bid(seat, c, vorhand, first)?;
            self.check_game_hand(seat, c)?;
            self.best = Some((c, seat));
        } else {
            return ill(
                self,
                R::AuctionWord,
                format!(
                    "seat {seat} said `{word}`, which is not an auction word of {}",
                    cfg.variant.id()
                ),
            );
        }
        self.turn_items = 1;
        self.spoken[seat.index()] = true;
        Ok(())
    }

    /// Who may bid which game when.
    fn check_bid(
        &self,
        seat: Seat,
        c: Contract,
        vorhand: bool,
        first: bool,
    ) -> Result<(), Violation> {
        let cfg = self.cfg;
        let ill = |r: R, msg: String| Err(self.viol(Kind::IllegalBid, r, seat, Then::Skipped, msg));
        let g = c.german();
        if self.final_choice {
            // Vorhand names the game after everyone else passed.
            let ok = match cfg.variant {
                Variant::Hopfgarten => matches!(c, Contract::Rufer | Contract::Fahren),
                Variant::Tarockcup => c != Contract::Sechserdreier,
                Variant::Sitzenberg => true,
            };
            if !ok {
                return ill(
                    R::FinalChoice,
                    format!(
                        "seat {seat} (Vorhand) chose a {g} after everyone passed; {}",
                        match cfg.variant {
                            Variant::Hopfgarten => "then Vorhand may only `rufer` or `fahren`",
                            _ => "the Sechserdreier can only be bid as Vorhand's first word",
                        }
                    ),
                );
            }
            if cfg.negative_first_round && c.kind() == CKind::Negative {
                return ill(
                    R::NegativeFirst,
                    format!(
                        "seat {seat} (Vorhand) chose a {g} in the second round; negative games must be bid at once"
                    ),
                );
            }
            return Ok(());
        }
        if c.vorhand_final_only() {
            return ill(
                R::VorhandGame,
                format!(
                    "seat {seat} bid {g}, which only Vorhand may choose, after everyone else has passed"
                ),
            );
        }
        if c == Contract::Sechserdreier && !(vorhand && first) {
            return ill(
                R::VorhandGame,
                format!("seat {seat} bid a Sechserdreier; only Vorhand may, as his first word"),
            );
        }
        if cfg.variant == Variant::Hopfgarten && vorhand && first && c != Contract::Auf {
            return ill(
                R::Opening,
                format!(
                    "seat {seat} (Vorhand) opened with {g}; Vorhand says `erster` or bids Auf at once"
                ),
            );
        }
        if cfg.negative_first_round && c.kind() == CKind::Negative && !first {
            return ill(
                R::NegativeFirst,
                format!(
                    "seat {seat} bid a {g} in a later round; negative games must be bid at once"
                ),
            );
        }
        if let Some((b, by)) = self.best
            && cfg.rank(c) <= cfg.rank(b)
        {
            return ill(
                R::Overbid,
                format!(
                    "seat {seat} bid {g}, which does not beat the {} of seat {by}",
                    b.german()
                ),
            );
        }
        Ok(())
    }

    /// What a game needs in the bidder's hand: no four kings for a Rufer
    /// game; a bird for the Besserrufer (renonce, the bid stands).
    ///
    /// With a reconstructed deal neither can be judged at the bid: the
    /// bidder is noted, and `unchecked` decides at the end of the record
    /// whether the play proves it (CONVENTIONS §1, reading 18).
    fn check_game_hand(&mut self, seat: Seat, c: Contract) -> Result<(), Violation> {
        if self.reconstructed {
            let bit = 1u8 << seat.index();
            if self.cfg.four_kings && c.calls_king() {
                self.rufer_bidders |= bit;
            }
            if c.bird_duty() == BirdDuty::AnyFromHand {
                self.besser_bidders |= bit;
            }
            return Ok(());
        }
        let hand = self.dealt[seat.index()];
        if self.cfg.four_kings && c.calls_king() && CardSet::KINGS.is_subset(hand) {
            return Err(self.viol(
                Kind::IllegalBid,
                R::FourKings,
                seat,
                Then::Skipped,
                format!("seat {seat} bid {} holding all four kings; no Rufer game can be bid with four kings", c.german()),
            ));
        }
        if c.bird_duty() == BirdDuty::AnyFromHand && !hand.intersects(CardSet::from_bits(0b1111)) {
            self.best = Some((c, seat));
            self.turn_items = 1;
            self.spoken[seat.index()] = true;
            self.mark_renonce(seat, RenonceKind::BesserruferBid);
            return Err(self.viol(
                Kind::IllegalBid,
                R::BesserruferBird,
                seat,
                Then::Applied,
                format!("seat {seat} bid a Besserrufer without any of Pagat, Uhu, Kakadu, Quapil in his hand: renonce, 3 to each other player"),
            ));
        }
        Ok(())
    }

    fn end_auction_turn(&mut self, seat: Seat) -> Result<(), Violation> {
        if seat != self.to_act {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::AuctionTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} ended a turn in the auction, but it is seat {}'s turn",
                    self.to_act
                ),
            ));
        }
        if self.turn_items == 0 {
            return Err(self.viol(
                Kind::IllegalBid,
                R::AuctionTurn,
                seat,
                Then::Skipped,
                format!("seat {seat}'s auction turn says nothing"),
            ));
        }
        if self.thrown_in {
            self.phase = Phase::Done;
            return Ok(());
        }
        let n_active = self.passed.iter().filter(|p| !**p).count();
        let ends = if self.final_choice {
            true
        } else {
            match self.best {
                Some((_, by)) => n_active == 0 || (n_active == 1 && !self.passed[by.index()]),
                None => n_active == 0,
            }
        };
        if ends {
            if let Some((c, by)) = self.best {
                self.contract = Some(c);
                self.declarer = by;
                if c.calls_king() {
                    self.phase = Phase::Call;
                    self.begin_turn(by);
                    return Ok(());
                }
            }
            return self.contract_complete();
        }
        if self.best.is_none() && n_active == 1 && !self.passed[0] {
            self.final_choice = true;
            self.begin_turn(Seat::from_index(0));
            return Ok(());
        }
        let mut next = seat.next();
        while self.passed[next.index()] {
            next = next.next();
        }
        self.begin_turn(next);
        Ok(())
    }

    // --------------------------------------------------------------- call

    fn say_call(&mut self, seat: Seat, term: &Term) -> Result<(), Violation> {
        if seat != self.declarer {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::CallKing,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} called a king, but seat {} is the declarer",
                    self.declarer
                ),
            ));
        }
        if self.turn_items > 0 {
            return Err(self.viol(
                Kind::IllegalCall,
                R::CallKing,
                seat,
                Then::Skipped,
                format!("seat {seat} said `{term}` after calling; one king is called"),
            ));
        }
        let Some(k) = term.card().filter(|c| c.is_king()) else {
            return Err(self.viol(
                Kind::IllegalCall,
                R::CallKing,
                seat,
                Then::Skipped,
                format!("seat {seat} called `{term}`, which is not a king"),
            ));
        };
        // The declarer's own hand is known from a reconstructed deal too
        // when he takes no talon cards (Solorufer): his hand at the start
        // of play is then his dealt hand.
        let exchanges = self
            .contract
            .is_some_and(|c| matches!(c.talon(), TalonUse::Half | TalonUse::All));
        let own_known = !self.reconstructed || !exchanges;
        if !self.cfg.self_call && own_known && self.dealt[seat.index()].contains(k) {
            return Err(self.viol(
                Kind::IllegalCall,
                R::CallOwn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} called {}, which is in his own hand",
                    k.described()
                ),
            ));
        }
        self.called = Some(k);
        self.turn_items = 1;
        Ok(())
    }

    fn end_call_turn(&mut self, seat: Seat) -> Result<(), Violation> {
        if seat != self.declarer {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::CallKing,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} ended a call turn, but seat {} is the declarer",
                    self.declarer
                ),
            ));
        }
        let Some(k) = self.called else {
            return Err(self.viol(
                Kind::IllegalCall,
                R::CallKing,
                seat,
                Then::Skipped,
                format!("seat {seat} must call a king"),
            ));
        };
        self.partner = Seat::ALL
            .into_iter()
            .find(|&s| s != seat && self.dealt[s.index()].contains(k));
        self.contract_complete()
    }

    /// The contract is complete: the auction is over and, in a Rufer game,
    /// the king is called. The talon, the premium round or the play
    /// follow — or, after a Sitzenberg misdeal, the dealer's renonce comes
    /// to light here and ends the game.
    ///
    /// [reading] "Stellt sich der Fehler erst später heraus, dann hat der
    /// Geber Renonce begangen" (Sitzenberg, Renonce). A record that goes on
    /// past the auction shows the error was not found before it, so it is
    /// the dealer's renonce; the renonce settlement needs only the game bid
    /// and, in a Rufer game, the called partner ("auch der gerufene
    /// Partner!"), so the game ends as soon as both are known. A misdealt
    /// game cannot be played out to twelve tricks, and what comes after
    /// the renonce does not change its settlement; the referee reports a
    /// record that goes on as going on after the end of the game.
    fn contract_complete(&mut self) -> Result<(), Violation> {
        if !self.misdeal {
            self.after_call();
            return Ok(());
        }
        let dealer = Seat::from_index(3);
        self.mark_renonce(dealer, RenonceKind::Misdeal);
        self.phase = Phase::Done;
        let mut wrong: Vec<String> = Seat::ALL
            .into_iter()
            .filter(|s| self.dealt[s.index()].len() != 12)
            .map(|s| format!("seat {s} {} cards", self.dealt[s.index()].len()))
            .collect();
        let (a, b) = (self.talon[0].len(), self.talon[1].len());
        if (a, b) != (3, 3) {
            wrong.push(format!("the talon {a} + {b}"));
        }
        let when = if self.contract.is_some_and(|c| c.calls_king()) {
            "the auction and the king call"
        } else {
            "the auction"
        };
        Err(self.viol(
            Kind::Renonce,
            R::DealCards,
            dealer,
            Then::Applied,
            format!(
                "misdeal: the dealer gave {} (12 to each player, the talon 3 + 3); found only after {when}, it is the dealer's renonce, and the game ends",
                wrong.join(", ")
            ),
        ))
    }

    // -------------------------------------------------------------- talon

    fn take(&mut self, seat: Seat, take: TalonTake) -> Result<(), Violation> {
        if seat != self.declarer {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::TalonTake,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} took from the talon, but seat {} is the declarer",
                    self.declarer
                ),
            ));
        }
        if self.took.is_some() {
            return Err(self.viol(
                Kind::IllegalDiscard,
                R::TalonTake,
                seat,
                Then::Skipped,
                format!("seat {seat} took from the talon a second time"),
            ));
        }
        let c = self.contract.unwrap_or(Contract::Rufer);
        let cards = match (c.talon(), take) {
            (TalonUse::Half, TalonTake::Half(h @ (1 | 2))) => self.talon[h as usize - 1],
            (TalonUse::All, TalonTake::All) => self.talon[0] | self.talon[1],
            _ => {
                let want = if c.talon() == TalonUse::All {
                    "`take all`"
                } else {
                    "`take 1` or `take 2`"
                };
                return Err(self.viol(
                    Kind::IllegalDiscard,
                    R::TalonTake,
                    seat,
                    Then::Skipped,
                    format!(
                        "seat {seat} wrote `{}` in a {}, which takes {want}",
                        Event::Take { seat, take },
                        c.german()
                    ),
                ));
            }
        };
        self.took = Some(take);
        if !self.reconstructed {
            self.hands[seat.index()] |= cards;
        }
        Ok(())
    }

    fn discard(&mut self, seat: Seat, cards: &[Card]) -> Result<(), Violation> {
        if seat != self.declarer {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::TalonTake,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} laid cards away, but seat {} is the declarer",
                    self.declarer
                ),
            ));
        }
        if self.took.is_none() {
            return Err(self.viol(
                Kind::IllegalDiscard,
                R::TalonTake,
                seat,
                Then::Skipped,
                format!("seat {seat} laid cards away before taking from the talon"),
            ));
        }
        if self.discarded {
            return Err(self.viol(
                Kind::IllegalDiscard,
                R::DiscardCount,
                seat,
                Then::Skipped,
                format!("seat {seat} laid cards away a second time"),
            ));
        }
        let mut set = CardSet::EMPTY;
        for &c in cards {
            if !set.insert(c) {
                return Err(self.viol(
                    Kind::ImpossibleCard,
                    R::DiscardCard,
                    seat,
                    Then::Stop,
                    format!("seat {seat} laid {} away twice", c.described()),
                ));
            }
        }
        let hand = self.hand(seat);
        if self.reconstructed {
            if let Some(s) = Seat::ALL
                .into_iter()
                .find(|s| self.dealt[s.index()].intersects(set))
            {
                let c = (self.dealt[s.index()] & set).first().unwrap_or(Card::PAGAT);
                return Err(self.viol(
                    Kind::ImpossibleCard,
                    R::DiscardCard,
                    seat,
                    Then::Stop,
                    format!(
                        "seat {seat} laid {} away, but seat {s} plays it",
                        c.described()
                    ),
                ));
            }
        } else if !set.is_subset(hand) {
            let c = (set - hand).first().unwrap_or(Card::PAGAT);
            return Err(self.viol(
                Kind::ImpossibleCard,
                R::DiscardCard,
                seat,
                Then::Stop,
                format!(
                    "seat {seat} laid {} away, which he does not hold",
                    c.described()
                ),
            ));
        }
        // The hand the discard is made from.
        let full = if self.reconstructed { hand | set } else { hand };
        self.hands[seat.index()] = full - set;
        self.discards = set;
        self.discarded = true;
        let c = self.contract.unwrap_or(Contract::Rufer);
        let want = if c.talon() == TalonUse::All { 6 } else { 3 };
        let mut bad: Option<Violation> = None;
        if set.len() != want {
            bad = Some(self.viol(
                Kind::IllegalDiscard,
                R::DiscardCount,
                seat,
                Then::Applied,
                format!(
                    "seat {seat} laid away {} cards in a {}; {want} must be laid away",
                    set.len(),
                    c.german()
                ),
            ));
        } else if set.intersects(CardSet::KINGS | CardSet::TRULL) {
            let x = set & (CardSet::KINGS | CardSet::TRULL);
            bad = Some(self.viol(
                Kind::IllegalDiscard,
                R::DiscardHonours,
                seat,
                Then::Applied,
                format!(
                    "seat {seat} laid away {}; kings and Trull cards may not be laid away",
                    x.display_sorted()
                ),
            ));
        } else if c.bird_duty() == BirdDuty::AnyFromHand
            && !self.reconstructed
            && self.original_birds().is_subset(set)
            && !self.original_birds().is_empty()
        {
            // [reading] The Besserrufer's bird must come from the original
            // hand and be announced ("Der ursprüngliche Ansager beim A-Rufer
            // muss angesagt werden"); laid away, it can only be announced
            // "nicht im Blatt", which is renonce — so the discard is.
            bad = Some(self.viol(Kind::IllegalDiscard, R::BesserruferAnnounce, seat, Then::Applied, format!("seat {seat} laid away {}, the bird of his original hand the Besserrufer must announce", (set & self.original_birds()).display_sorted())));
        } else if c.kind() == CKind::Colour {
            let tarocks = (full & CardSet::TAROCKS) - CardSet::TRULL;
            let kept = tarocks - set;
            if !(set - CardSet::TAROCKS).is_empty() && !kept.is_empty() {
                bad = Some(self.viol(Kind::IllegalDiscard, R::DiscardColour, seat, Then::Applied, format!("seat {seat} laid away {} while holding {}; in a colour game tarocks are laid away first", (set - CardSet::TAROCKS).display_sorted(), kept.display_sorted())));
            }
        }
        self.after_talon();
        if let Some(v) = bad {
            self.mark_renonce(seat, RenonceKind::Breach);
            return Err(v);
        }
        Ok(())
    }

    // ------------------------------------------------------ premium round

    fn schleifen_ok(&self, seat: Seat) -> Result<(), Violation> {
        let c = self.contract.unwrap_or(Contract::Rufer);
        let ill = |msg: String| {
            Err(self.viol(
                Kind::IllegalAnnouncement,
                R::Schleifen,
                seat,
                Then::Skipped,
                msg,
            ))
        };
        if seat != self.declarer {
            return ill(format!(
                "seat {seat} said `schleifen`; only the declarer may give up the game"
            ));
        }
        if !c.may_schleifen() {
            return ill(format!(
                "seat {seat} said `schleifen` in a {}; only a Rufer game with the called king in the talon may be given up",
                c.german()
            ));
        }
        if !self.king_in_talon() {
            return ill(format!(
                "seat {seat} said `schleifen`, but the called king is not in the talon"
            ));
        }
        if self.phase == Phase::Announce && self.ann_turn > 0 {
            return ill(format!(
                "seat {seat} said `schleifen` after the premium round began; the game is given up at once"
            ));
        }
        if self.phase == Phase::Talon && self.took.is_some() {
            return ill(format!(
                "seat {seat} said `schleifen` after taking from the talon; the game is given up at once"
            ));
        }
        Ok(())
    }

    fn say_announce(&mut self, seat: Seat, term: &Term) -> Result<(), Violation> {
        let cfg = self.cfg;
        if name_of(term) == Some("schleifen") {
            self.schleifen_ok(seat)?;
            if self.phase == Phase::Talon {
                self.after_talon();
            }
            if self.to_act != seat || self.turn_pass || self.turn_fertig || self.turn_schleifen {
                return Err(self.viol(
                    Kind::IllegalAnnouncement,
                    R::Schleifen,
                    seat,
                    Then::Skipped,
                    format!("seat {seat} said `schleifen` out of place"),
                ));
            }
            self.turn_schleifen = true;
            self.turn_items += 1;
            return Ok(());
        }
        if seat != self.to_act {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::AnnounceTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} spoke in the premium round, but it is seat {}'s turn",
                    self.to_act
                ),
            ));
        }
        if self.turn_pass || self.turn_fertig || self.turn_schleifen {
            let last = if self.turn_pass {
                "pass"
            } else if self.turn_fertig {
                "fertig"
            } else {
                "schleifen"
            };
            return Err(self.viol(
                Kind::IllegalAnnouncement,
                R::AnnounceTurn,
                seat,
                Then::Skipped,
                format!("seat {seat} said `{term}` after `{last}`, which ends the turn"),
            ));
        }
        let ill = |s: &Self, r: R, msg: String| {
            Err(s.viol(Kind::IllegalAnnouncement, r, seat, Then::Skipped, msg))
        };
        let first_turn = self.ann_turn < 4;
        match term {
            Term::Item(it) if it.args.is_empty() => {
                let w = it.name.as_str();
                if w == "pass" {
                    if self.turn_items > 0 {
                        return ill(
                            self,
                            R::AnnounceTurn,
                            format!(
                                "seat {seat} said `pass` after saying something; `pass` stands alone"
                            ),
                        );
                    }
                    self.turn_pass = true;
                    self.turn_items = 1;
                    if seat == self.declarer && self.obliged_bird() {
                        self.mark_renonce(seat, RenonceKind::Breach);
                        return Err(self.viol(Kind::IllegalAnnouncement, R::BesserruferAnnounce, seat, Then::Applied, format!("seat {seat} passed without announcing the Besserrufer's bird: renonce")));
                    }
                    return Ok(());
                }
                if w == "fertig" && cfg.fertig {
                    if self.turn_items == 0 {
                        return ill(
                            self,
                            R::Fertig,
                            format!(
                                "seat {seat} said `fertig` without announcing anything; a turn without announcement is `pass`"
                            ),
                        );
                    }
                    self.turn_fertig = true;
                    self.turn_items += 1;
                    return Ok(());
                }
                let Some(p) = cfg.premium(w) else {
                    return ill(
                        self,
                        R::AnnounceWhich,
                        format!(
                            "seat {seat} said `{w}`, which is not a premium of {}",
                            cfg.variant.id()
                        ),
                    );
                };
                self.announce(seat, p, first_turn)
            }
            Term::Item(it)
                if it.args.len() == 1 && matches!(it.name.as_str(), "kontra" | "re" | "sub") =>
            {
                let level = match it.name.as_str() {
                    "kontra" => 1,
                    "re" => 2,
                    _ => 3,
                };
                let Some(target) = name_of(&it.args[0]) else {
                    return ill(
                        self,
                        R::Kontra,
                        format!(
                            "seat {seat} said `{term}`: a kontra names `spiel` or an announced premium"
                        ),
                    );
                };
                self.kontra(seat, level, target, term)
            }
            _ => ill(
                self,
                R::AnnounceWhich,
                format!("seat {seat} said `{term}`, which is not a word of the premium round"),
            ),
        }
    }

    fn premium_available(&self, p: Premium) -> bool {
        let Some(c) = self.contract else { return false };
        match c.kind() {
            CKind::Negative | CKind::Each => false,
            CKind::Colour => match self.cfg.colour_premiums {
                super::ColourPremiums::KoenigeAndValat => {
                    matches!(p, Premium::Koenige | Premium::Valat)
                }
                super::ColourPremiums::AnnouncedValat => p == Premium::Valat,
                super::ColourPremiums::None => false,
            },
            CKind::Positive => match p {
                Premium::KoenigUltimo => c.calls_king() && self.called.is_some(),
                _ => true,
            },
        }
    }

    fn announce(&mut self, seat: Seat, p: Premium, first_turn: bool) -> Result<(), Violation> {
        let cfg = self.cfg;
        let name = cfg.premium_name(p);
        let ill = |s: &Self, r: R, msg: String| {
            Err(s.viol(Kind::IllegalAnnouncement, r, seat, Then::Skipped, msg))
        };
        if !first_turn {
            return ill(
                self,
                R::AnnounceOnce,
                format!(
                    "seat {seat} announced {name} in a later turn; premiums are announced in the first turn only"
                ),
            );
        }
        if !self.premium_available(p) {
            let g = self.contract.map(|c| c.german()).unwrap_or("game");
            return ill(
                self,
                R::AnnounceWhich,
                format!("seat {seat} announced {name}, which a {g} does not carry"),
            );
        }
        if p == Premium::ZehnTarock {
            if self.zehn[seat.index()] {
                return ill(
                    self,
                    R::AnnounceOnce,
                    format!("seat {seat} announced 10 Tarock twice"),
                );
            }
            let n = (self.hand(seat) & CardSet::TAROCKS).len();
            if n < 10 {
                return ill(
                    self,
                    R::ZehnTarock,
                    format!("seat {seat} announced 10 Tarock holding {n} tarocks"),
                );
            }
            self.zehn[seat.index()] = true;
            self.turn_items += 1;
            return Ok(());
        }
        if let Some(prev) = self.anns[p as usize].by {
            return ill(
                self,
                R::AnnounceOnce,
                format!("seat {seat} announced {name}, already announced by seat {prev}"),
            );
        }
        let hand = self.hand(seat);
        let mut held = true;
        let mut viol = None;
        if p == Premium::KoenigUltimo {
            let k = self.called.unwrap_or(Card::PAGAT);
            held = hand.contains(k);
            if !held {
                let msg = format!(
                    "seat {seat} announced König Ultimo without holding the called {}",
                    k.described()
                );
                if cfg.wrong_ultimo_renonce {
                    self.mark_renonce(seat, RenonceKind::Breach);
                    viol = Some(self.viol(
                        Kind::IllegalAnnouncement,
                        R::WrongUltimo,
                        seat,
                        Then::Applied,
                        msg,
                    ));
                } else {
                    return ill(self, R::WrongUltimo, msg);
                }
            }
        }
        if let Some(b) = p.bird() {
            let card = bird_card(b);
            held = hand.contains(card);
            let besser = self.contract.map(|c| c.bird_duty()) == Some(BirdDuty::AnyFromHand)
                && seat == self.declarer;
            if besser {
                let original = if self.reconstructed {
                    hand
                } else {
                    self.dealt[seat.index()]
                };
                if !(held && original.contains(card)) {
                    let why = if held {
                        "he took it from the talon"
                    } else {
                        "he does not hold it"
                    };
                    self.mark_renonce(seat, RenonceKind::Breach);
                    viol = Some(self.viol(Kind::IllegalAnnouncement, R::BesserruferAnnounce, seat, Then::Applied, format!("seat {seat} announced {} as the Besserrufer's bird, but {why}: renonce", card.described())));
                }
                // Right or wrong, the Besserrufer has announced his bird:
                // "den falschen Ansager … ansagen" is the one renonce, and
                // the turn is not also one "without the bird" (reading 19).
                self.turn_bird = true;
            }
        }
        self.anns[p as usize] = Ann {
            by: Some(seat),
            level: 0,
            turn: self.ann_turn,
            seat: Some(seat),
            held,
        };
        self.turn_items += 1;
        match viol {
            Some(v) => Err(v),
            None => Ok(()),
        }
    }

    fn kontra(
        &mut self,
        seat: Seat,
        level: u8,
        target: &str,
        term: &Term,
    ) -> Result<(), Violation> {
        let cfg = self.cfg;
        let ill = |s: &Self, msg: String| {
            Err(s.viol(
                Kind::IllegalAnnouncement,
                R::Kontra,
                seat,
                Then::Skipped,
                msg,
            ))
        };
        let word = ["", "kontra", "re", "sub"][level as usize];
        let negative = self.contract_kind() == Some(CKind::Negative);
        if target == "spiel" && negative {
            let opp = seat != self.declarer;
            let ok = match level {
                1 => opp && self.spiel_each[seat.index()] == 0,
                2 => !opp && self.spiel_each.contains(&1),
                _ => opp && self.spiel_each[seat.index()] == 2,
            };
            if !ok {
                return ill(
                    self,
                    format!("seat {seat} said `{term}`: {}", kontra_why(level, !opp)),
                );
            }
            if level == 2 {
                for l in self.spiel_each.iter_mut() {
                    if *l == 1 {
                        *l = 2;
                    }
                }
            } else {
                self.spiel_each[seat.index()] = level;
            }
            self.turn_items += 1;
            return Ok(());
        }
        let ann = if target == "spiel" {
            self.spiel
        } else {
            match cfg.premium(target) {
                Some(Premium::ZehnTarock) => {
                    return ill(
                        self,
                        format!("seat {seat} said `{term}`: 10 Tarock cannot be kontra'd"),
                    );
                }
                Some(p) if self.anns[p as usize].by.is_some() => self.anns[p as usize],
                _ => {
                    return ill(
                        self,
                        format!("seat {seat} said `{term}`, but `{target}` was not announced"),
                    );
                }
            }
        };
        let Some(owner) = ann.by else {
            return ill(
                self,
                format!("seat {seat} said `{term}`, but `{target}` was not announced"),
            );
        };
        let own_side = self.on_decl_side(seat) == self.on_decl_side(owner);
        let ok = match level {
            1 => !own_side && ann.level == 0,
            2 => own_side && ann.level == 1,
            _ => !own_side && ann.level == 2,
        };
        if !ok {
            return ill(
                self,
                format!(
                    "seat {seat} said `{word}({target})`: {}",
                    kontra_why(level, own_side)
                ),
            );
        }
        if cfg.kontra_first {
            // Hopfgarten: at the first opportunity — the game and the
            // bird of a bird game in the player's first turn, anything
            // else in his first turn after the word it answers.
            let due = match ann.seat {
                None => self.ann_turn < 4,
                Some(s) => self.ann_turn == ann.turn + dist(s, seat),
            };
            if !due {
                return Err(self.viol(Kind::IllegalAnnouncement, R::KontraFirst, seat, Then::Skipped, format!("seat {seat} said `{word}({target})` too late; a kontra is said at the first opportunity")));
            }
        }
        let new = Ann {
            level,
            turn: self.ann_turn,
            seat: Some(seat),
            ..ann
        };
        if target == "spiel" {
            self.spiel = new;
        } else if let Some(p) = cfg.premium(target) {
            self.anns[p as usize] = new;
        }
        self.turn_items += 1;
        Ok(())
    }

    fn end_announce_turn(&mut self, seat: Seat) -> Result<(), Violation> {
        if seat != self.to_act {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::AnnounceTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} ended a turn in the premium round, but it is seat {}'s turn",
                    self.to_act
                ),
            ));
        }
        if self.turn_items == 0 {
            return Err(self.viol(
                Kind::IllegalAnnouncement,
                R::AnnounceTurn,
                seat,
                Then::Skipped,
                format!("seat {seat}'s premium turn says nothing"),
            ));
        }
        if self.turn_schleifen {
            self.schleifen = true;
            self.phase = Phase::Done;
            return Ok(());
        }
        let mut bad = None;
        if !self.turn_pass {
            if seat == self.declarer && self.obliged_bird() && !self.turn_bird {
                self.mark_renonce(seat, RenonceKind::Breach);
                bad = Some(self.viol(Kind::IllegalAnnouncement, R::BesserruferAnnounce, seat, Then::Applied, format!("seat {seat} ended his first turn without announcing the Besserrufer's bird: renonce")));
            } else if self.cfg.fertig && !self.turn_fertig {
                bad = Some(self.viol(
                    Kind::IllegalAnnouncement,
                    R::Fertig,
                    seat,
                    Then::Applied,
                    format!("seat {seat} ended a turn with announcements without `fertig`"),
                ));
            }
        }
        if self.turn_pass {
            self.passes += 1;
        } else {
            self.passes = 0;
        }
        self.ann_turn += 1;
        if self.ann_turn >= 4 && self.passes >= 3 {
            let zusatz = self
                .anns
                .iter()
                .enumerate()
                .any(|(i, a)| a.by.is_some() && i != Premium::ZehnTarock as usize);
            if self.cfg.rufer_needs_zusatz && self.contract == Some(Contract::Rufer) && !zusatz {
                self.not_played = true;
                self.phase = Phase::Done;
            } else {
                self.start_play();
            }
        } else {
            self.begin_turn(seat.next());
        }
        match bad {
            Some(v) => Err(v),
            None => Ok(()),
        }
    }

    // --------------------------------------------------------------- play

    fn play(&mut self, seat: Seat, card: Card) -> Result<(), Violation> {
        if !self.hand(seat).contains(card) {
            let whose = Seat::ALL.into_iter().find(|s| self.hand(*s).contains(card));
            let why = match whose {
                Some(s) => format!("it is in seat {s}'s hand"),
                None if self.won.iter().any(|w| w.contains(card))
                    || self.cur[..self.cur_len as usize]
                        .iter()
                        .any(|x| x.1 == card) =>
                {
                    "it has already been played".to_string()
                }
                None => "it is not in his hand".to_string(),
            };
            return Err(self.viol(
                Kind::ImpossibleCard,
                R::PlayCard,
                seat,
                Then::Stop,
                format!("seat {seat} played {}, but {why}", card.described()),
            ));
        }
        let n = self.cur_len as usize;
        if self.cur[..n].iter().any(|x| x.0 == seat) {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::PlayTurn,
                seat,
                Then::Stop,
                format!(
                    "seat {seat} played {} to trick {} a second time",
                    card.described(),
                    self.trick_no + 1
                ),
            ));
        }
        let allowed = self.allowed(seat);
        let breach = if allowed.set.contains(card) {
            None
        } else {
            let (r, msg) = self.why_not(seat, card, &allowed);
            Some(self.viol(Kind::Renonce, r, seat, Then::Applied, msg))
        };
        // No game known: who leads is not known either.
        let out_of_turn = seat != self.to_act && !(self.blind && n == 0);
        let oot = out_of_turn.then(|| {
            self.viol(Kind::OutOfTurn, R::PlayTurn, seat, Then::Applied, if n == 0 {
                format!("seat {seat} led to trick {}, but seat {} has the lead; the lead is accepted", self.trick_no + 1, self.to_act)
            } else {
                format!("seat {seat} played to trick {} before seat {}", self.trick_no + 1, self.to_act)
            })
        });
        // Apply.
        self.hands[seat.index()].remove(card);
        self.cur[n] = (seat, card);
        self.cur_len += 1;
        if n == 0 {
            self.leader = seat;
        }
        if self.cur_len == 4 {
            self.finish_trick();
        } else {
            let mut s = self.leader;
            while self.cur[..self.cur_len as usize].iter().any(|x| x.0 == s) {
                s = s.next();
            }
            self.to_act = s;
        }
        if let Some(v) = breach {
            self.mark_renonce(seat, RenonceKind::Breach);
            return Err(v);
        }
        match oot {
            Some(v) => Err(v),
            None => Ok(()),
        }
    }

    fn finish_trick(&mut self) {
        let w = self.trick_winner(&self.cur);
        let winner = self.cur[w].0;
        let t = self.trick_no as usize;
        self.history[t] = self.cur;
        self.winners[t] = winner;
        for (_, c) in self.cur {
            self.won[winner.index()].insert(c);
        }
        self.tricks[winner.index()] += 1;
        self.trick_no += 1;
        self.cur_len = 0;
        self.leader = winner;
        self.to_act = winner;
        if self.trick_no == 12 {
            self.phase = Phase::Done;
        }
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

fn rule_for(p: Phase) -> R {
    match p {
        Phase::Auction => R::AuctionTurn,
        Phase::Call => R::CallKing,
        Phase::Talon => R::TalonTake,
        Phase::Announce => R::AnnounceTurn,
        _ => R::PlayTurn,
    }
}

fn kontra_why(level: u8, own_side: bool) -> &'static str {
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
    /// cannot end the phase (CONVENTIONS §1, NOTATION §5.4). Whether the
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
            if section == Section::Auction && self.to_act == Seat::from_index(0) && !self.spoken[0]
            {
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
            let mut c = self.dealt[s.index()];
            if s == self.declarer && took {
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
            let took_talon = took && s == self.declarer;
            let birds = CardSet::from_bits(0b1111);
            if self.besser_bidders & bit != 0 {
                // A seat that took no talon cards played its dealt hand: a
                // bird among its cards proves the bid.
                let bid_proved = !took_talon && self.dealt[s.index()].intersects(birds);
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
            let own_unknown = took && could_hold(self.declarer).contains(k);
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
        self.hands[seat.index()]
    }

    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

//! The bidding ("Das Spiel beginnt, nachdem alle Spieler, beginnend bei der
//! Vorhand, nach der Reihe höhere Spiele beziehungsweise Zusätze zum
//! angesagten Spiel sagen") and the call.
//!
//! # How a turn works (reading, see CONVENTIONS.md)
//!
//! Turns go round from seat 1, the Vorhand, who is the Rufer. A turn is
//! either `weiter` (or its alias `pass`) alone — the player agrees and has
//! nothing to add — or one or more statements: at most one game, said
//! first, then Zusätze (`absolut`, `pagat`, `valat`) and kontras
//! (`kontra(X)`, `re(X)`, `sub(X)`). The Vorhand's first turn names his game
//! ("Der Rufer muss dabei zumindest einmal etwas ansagen"). The bidding ends
//! when four turns in a row were `weiter` ("everyone has said weiter").
//!
//! A player who ends a turn without naming a game has agreed to the game
//! and may afterwards only add Zusätze ("Hat ein Spieler einem angesagten
//! Spiel bereits zugestimmt …"). A higher game voids every Zusatz and kontra
//! said for the lower one.
//!
//! A void statement is skipped; a turn whose statements were all void counts
//! as `weiter`.

use super::rules;
use super::state::{Act, Judged, Side, Stmt, ZState, parse_stmt, section_kind, violation};
use super::table::{Game, KONTRA_GERMAN, Seats, Target};
use crate::cards::{Card, CardSet};
use crate::engine::{Event, Kind, Rule, Section, Then, Violation};
use crate::ptn::Term;
use crate::seat::Seat;

impl ZState {
    pub(super) fn judge_auction_phase(&self, event: &Event) -> Judged {
        // The Vorhand's first line named no game (all its statements void)
        // and the record goes on with another seat: nobody can make up
        // the missing game (NOTATION §5.4: a gap). One incomplete finding;
        // the game is unknown from here on (`blind`), and this event, like
        // the rest of the bidding, is taken as written.
        if let Event::Say {
            section: Section::Auction,
            seat,
            ..
        } = event
            && self.game.is_none()
            && self.turn == Seat::ALL[0]
            && self.turn_attempted
            && *seat != self.turn
        {
            return (
                Act::Blind,
                Some(violation(
                    Kind::Incomplete,
                    rules::AUCTION_VORHAND_GAME,
                    Some(self.turn),
                    Then::Applied,
                    format!(
                        "the record goes on with seat {seat} but the Vorhand named no game: the game is unknown and cannot be settled (the score sheet is not checked); the rest of the bidding and the call are taken as written; the play is checked for the cards in hand, Farbzwang and Tarockzwang only"
                    ),
                )),
            );
        }
        match event {
            Event::Say {
                section: Section::Auction,
                seat,
                term,
            } => self.judge_say(*seat, term),
            Event::EndTurn {
                section: Section::Auction,
                seat,
            } => self.judge_end_turn(*seat),
            // A call or a card: the bidding is taken as ended here.
            _ => self.judge_closing(event),
        }
    }

    /// An event of a later phase during the bidding: the record lacks the
    /// end of the bidding. With a game named, the bidding is closed as it
    /// stands and the event judged in the next phase; the game's own
    /// finding, if any, is the one reported.
    fn judge_closing(&self, event: &Event) -> Judged {
        let seat = event.seat();
        let Some(game) = self.game else {
            return (
                Act::Nothing,
                Some(violation(
                    Kind::Incomplete,
                    rules::AUCTION_END,
                    Some(seat),
                    Then::Stop,
                    format!(
                        "`{event}` comes before any game was named: the bidding is not recorded"
                    ),
                )),
            );
        };
        let mut next = self.clone();
        next.close_auction();
        let (inner, v) = next.judge(event);
        if v.as_ref().is_some_and(|v| v.then != Then::Applied) {
            // A void event does not close the bidding either.
            return (Act::Nothing, v);
        }
        // The end of the bidding is the first gap in the record; a finding
        // of the event itself (a renonce in the first card) weighs more, a
        // second gap (the call missing too) is named in the same finding.
        let also = match &v {
            Some(v) if v.kind == Kind::Incomplete => format!("; {}", v.message),
            Some(_) => return (Act::CloseAuction(Box::new(inner)), v),
            None => String::new(),
        };
        let v = violation(
            Kind::Incomplete,
            rules::AUCTION_END,
            Some(seat),
            Then::Applied,
            format!(
                "the bidding did not end (seat {} was to speak, and not all four players had said weiter): it is taken as ended with the {} of seat {}{also}",
                self.turn,
                game.german(),
                self.declarer
            ),
        );
        (Act::CloseAuction(Box::new(inner)), Some(v))
    }

    fn judge_say(&self, seat: Seat, term: &Term) -> Judged {
        if seat != self.turn {
            return (
                Act::Nothing,
                Some(violation(
                    Kind::OutOfTurn,
                    rules::AUCTION_TURN_ORDER,
                    Some(seat),
                    Then::Skipped,
                    format!(
                        "seat {seat} said `{term}` out of turn: seat {} is to speak",
                        self.turn
                    ),
                )),
            );
        }
        let Some(stmt) = parse_stmt(term) else {
            return self.void_stmt(
                Kind::IllegalBid,
                rules::AUCTION_VOCABULARY,
                seat,
                format!("seat {seat} said `{term}`, which is no statement of this game"),
            );
        };
        match self.stmt_error(seat, stmt) {
            None => (Act::Say(seat, stmt), None),
            Some((rule, msg)) => {
                let kind = match stmt {
                    Stmt::Game(_) | Stmt::Weiter => Kind::IllegalBid,
                    _ => Kind::IllegalAnnouncement,
                };
                self.void_stmt(
                    kind,
                    rule,
                    seat,
                    format!("seat {seat} said `{term}`: {msg}"),
                )
            }
        }
    }

    fn void_stmt(&self, kind: Kind, rule: Rule, seat: Seat, message: String) -> Judged {
        (
            Act::Attempt,
            Some(violation(kind, rule, Some(seat), Then::Skipped, message)),
        )
    }

    /// Why `seat` (whose turn it is) may not say `stmt` now.
    fn stmt_error(&self, seat: Seat, stmt: Stmt) -> Option<(Rule, String)> {
        if self.turn_weiter {
            return Some((
                rules::AUCTION_TURN_FORM,
                "`weiter` ends the turn, nothing follows it".into(),
            ));
        }
        if self.game.is_none() {
            // Only the Vorhand's first turn comes before any game.
            return match stmt {
                Stmt::Game(g) => self.game_error(seat, g),
                _ => Some((
                    rules::AUCTION_VORHAND_GAME,
                    "the Vorhand (the Rufer) names his game first".into(),
                )),
            };
        }
        match stmt {
            Stmt::Weiter => (self.turn_items > 0).then(|| {
                (
                    rules::AUCTION_TURN_FORM,
                    "`weiter` stands alone in a turn".to_string(),
                )
            }),
            Stmt::Game(g) => self.game_error(seat, g),
            Stmt::Announce(t) => self.announce_error(seat, t),
            Stmt::Kontra(t, level) => self.kontra_error(seat, t, level),
        }
    }

    /// Why `seat` may not name game `g`; also used for the Vorhand's first
    /// game (when no game is named yet).
    fn game_error(&self, seat: Seat, g: Game) -> Option<(Rule, String)> {
        if self.turn_items > 0 {
            return Some((
                rules::AUCTION_TURN_FORM,
                "a game is named first in a turn, before any Zusatz".into(),
            ));
        }
        if self.accepted.contains(seat) {
            return Some((
                rules::AUCTION_ACCEPTED,
                format!(
                    "seat {seat} has already agreed to a game and may only add Zusätze, not name a higher game"
                ),
            ));
        }
        let vorhand = Seat::ALL[0];
        if g == Game::Rufer {
            if seat != vorhand {
                return Some((
                    rules::AUCTION_RUFER,
                    "the Rufer is the Vorhand's game (seat 1)".into(),
                ));
            }
            if self.game.is_some() {
                return Some((
                    rules::AUCTION_HIGHER_GAME,
                    format!(
                        "the {} stands; only a higher game may be named",
                        self.game.map_or("game", Game::german)
                    ),
                ));
            }
            if self.tarock_to_call().is_none() {
                return Some((
                    rules::AUCTION_FORCED_SOLO,
                    "seat 1 holds XX, XIX, XVIII, XVII and XVI and has no Tarock to call".into(),
                ));
            }
            return None;
        }
        if let Some(cur) = self.game
            && g <= cur
        {
            return Some((
                rules::AUCTION_HIGHER_GAME,
                format!(
                    "the {} of seat {} stands; {} does not beat it",
                    cur.german(),
                    self.declarer,
                    g.german()
                ),
            ));
        }
        if g == Game::Farbensolo {
            let suit = self.dealt[seat] & CardSet::SUIT_CARDS;
            if suit.len() < 5 {
                return Some((
                    rules::AUCTION_FARBENSOLO,
                    format!(
                        "a Farbensolo needs 5 suit cards and seat {seat} holds {}{}",
                        suit.len(),
                        if suit.is_empty() {
                            String::new()
                        } else {
                            format!(" ({})", suit.display_sorted())
                        }
                    ),
                ));
            }
        }
        None
    }

    /// Why `seat` may not announce `t` now.
    ///
    /// Reading: each of Absolut, Pagat and Valat is announced at most once in
    /// a game, by one side, and the other side answers with a Kontra — the
    /// rulebook lists Absolut for both sides, but two announced Absoluts
    /// cannot both be made and `kontra(absolut)` must name one item. The
    /// opponents' Absolut after a Kontra on the game and "no Zusatz after a
    /// Valat" are enforced; the other two restrictions of the same list
    /// (no Valat on a weak hand, the Trull holder's compulsory Kontra) are
    /// the app's and are not (DIGEST C8).
    fn announce_error(&self, seat: Seat, t: Target) -> Option<(Rule, String)> {
        let side = self.side_of(seat);
        if let Some(v) = self.valat {
            return Some((
                rules::AUCTION_AFTER_VALAT,
                format!(
                    "{} announced Valat; after it only kontras on the Valat may be said",
                    self.seats_of(v).describe()
                ),
            ));
        }
        match t {
            Target::Absolut => {
                if let Some(a) = self.absolut {
                    return Some((
                        rules::AUCTION_ABSOLUT,
                        format!(
                            "Absolut is already announced, by {}",
                            self.seats_of(a).describe()
                        ),
                    ));
                }
                if side == Side::Opponents && self.kontra[Target::Spiel as usize] == 0 {
                    return Some((
                        rules::AUCTION_ABSOLUT,
                        format!(
                            "seat {seat} plays against the {} and the game has not been kontra'd",
                            self.game.map_or("game", Game::german)
                        ),
                    ));
                }
                None
            }
            Target::Pagat => {
                if self.is_farbensolo() {
                    return Some((
                        rules::AUCTION_PAGAT,
                        "in a Farbensolo the Pagat cannot be announced".into(),
                    ));
                }
                if self.pagat_holder != Some(seat) {
                    return Some((
                        rules::AUCTION_PAGAT,
                        format!(
                            "only the holder of the Pagat ({}) may announce it",
                            self.pagat_holder
                                .map_or("nobody".to_string(), |h| format!("seat {h}"))
                        ),
                    ));
                }
                if self.pagat {
                    return Some((
                        rules::AUCTION_PAGAT,
                        "the Pagat is already announced".into(),
                    ));
                }
                None
            }
            // Valat: the only bar is a Valat already announced (above).
            Target::Valat | Target::Spiel => None,
        }
    }

    fn kontra_error(&self, seat: Seat, t: Target, level: u8) -> Option<(Rule, String)> {
        let word = KONTRA_GERMAN[(level - 1) as usize];
        if let Some(v) = self.valat
            && t != Target::Valat
        {
            return Some((
                rules::AUCTION_AFTER_VALAT,
                format!(
                    "{} announced Valat; after it only kontras on the Valat may be said",
                    self.seats_of(v).describe()
                ),
            ));
        }
        let Some(owner) = self.owner(t) else {
            return Some((
                rules::AUCTION_KONTRA,
                format!(
                    "{} has not been announced, so there is nothing to kontra",
                    t.german()
                ),
            ));
        };
        let current = self.kontra[t as usize];
        if level != current + 1 {
            let msg = if level <= current {
                format!(
                    "{} on {} has already been said",
                    KONTRA_GERMAN[(current - 1) as usize],
                    t.german()
                )
            } else {
                format!(
                    "{word} on {} needs a {} first",
                    t.german(),
                    KONTRA_GERMAN[current as usize]
                )
            };
            return Some((rules::AUCTION_KONTRA, msg));
        }
        let side = self.side_of(seat);
        // Kontra and Subkontra come from the side against the item, Rekontra
        // from its own side.
        let against = level % 2 == 1;
        if against == (side == owner) {
            let whose = self.seats_of(owner).describe();
            let msg = if against {
                format!(
                    "{word} on {} comes from the side against it, and seat {seat} is with {whose}",
                    t.german()
                )
            } else {
                format!(
                    "{word} on {} comes from {whose}, the side that owns it",
                    t.german()
                )
            };
            return Some((rules::AUCTION_KONTRA, msg));
        }
        None
    }

    fn judge_end_turn(&self, seat: Seat) -> Judged {
        if seat != self.turn {
            return (
                Act::Nothing,
                Some(violation(
                    Kind::OutOfTurn,
                    rules::AUCTION_TURN_ORDER,
                    Some(seat),
                    Then::Skipped,
                    format!(
                        "seat {seat} had a turn out of order: seat {} is to speak",
                        self.turn
                    ),
                )),
            );
        }
        if self.turn_items == 0 && !self.turn_weiter {
            if !self.turn_attempted {
                return (
                    Act::Nothing,
                    Some(violation(
                        Kind::IllegalBid,
                        rules::AUCTION_TURN_FORM,
                        Some(seat),
                        Then::Skipped,
                        format!("seat {seat}'s turn says nothing"),
                    )),
                );
            }
            if self.game.is_none() {
                // One wrong word, one finding (issue 9): the end of the
                // Vorhand's first line whose statements were all void is
                // passed over, and he is still to name his game: a new line
                // of his counts. Another seat's word instead makes the game
                // unknown (`judge_auction_phase`); the replay never stops.
                return (Act::Nothing, None);
            }
        }
        (Act::EndTurn, None)
    }

    pub(super) fn perform_say(&mut self, seat: Seat, stmt: Stmt) {
        match stmt {
            Stmt::Weiter => {
                self.turn_weiter = true;
                return;
            }
            Stmt::Game(g) => {
                self.game = Some(g);
                self.declarer = seat;
                self.absolut = None;
                self.valat = None;
                self.pagat = false;
                self.kontra = [0; 4];
                if g == Game::Rufer {
                    self.called = self.tarock_to_call();
                    self.partner = self.called.and_then(|c| self.holder(c));
                    self.side = match self.partner {
                        Some(p) => Seats::one(seat).with(p),
                        None => Seats::one(seat),
                    };
                } else {
                    self.called = None;
                    self.partner = None;
                    self.side = Seats::one(seat);
                }
                self.turn_game = true;
            }
            Stmt::Announce(t) => {
                let side = self.side_of(seat);
                match t {
                    Target::Absolut => self.absolut = Some(side),
                    Target::Valat => self.valat = Some(side),
                    Target::Pagat => self.pagat = true,
                    Target::Spiel => {}
                }
            }
            Stmt::Kontra(t, level) => self.kontra[t as usize] = level,
        }
        self.turn_items += 1;
    }

    pub(super) fn perform_end_turn(&mut self) {
        let seat = self.turn;
        if !self.turn_game {
            self.accepted = self.accepted.with(seat);
        }
        if self.turn_items == 0 {
            self.weiters += 1;
        } else {
            self.weiters = 0;
        }
        self.turn_items = 0;
        self.turn_weiter = false;
        self.turn_game = false;
        self.turn_attempted = false;
        self.turn = seat.next();
        if self.weiters >= 4 {
            self.close_auction();
        }
    }

    // ------------------------------------------------------------ call

    /// The call. Reading: the call is forced by the Rufer's hand (XX, else the
    /// highest of XIX … XVI he lacks; DIGEST C2), so the partner is known
    /// from the deal as soon as the Rufer is named and the bidding counts
    /// with him. A wrong call is a finding but the partnership stays; a
    /// missing call is taken as the rules make it.
    pub(super) fn judge_call_phase(&self, event: &Event) -> Judged {
        let rufer = Seat::ALL[0];
        match event {
            Event::Say {
                section: Section::Call,
                seat,
                term,
            } => {
                if *seat != rufer {
                    return (
                        Act::Nothing,
                        Some(violation(
                            Kind::OutOfTurn,
                            rules::CALL_TAROCK,
                            Some(*seat),
                            Then::Skipped,
                            format!(
                                "seat {seat} called `{term}`, but only the Rufer (seat 1) calls"
                            ),
                        )),
                    );
                }
                let called = self.called.unwrap_or(Card::PAGAT);
                if self.call_said {
                    return (
                        Act::CallAttempt,
                        Some(call_violation(
                            format!(
                                "seat 1 said `{term}` after his call: the Rufer calls one Tarock"
                            ),
                            Then::Skipped,
                        )),
                    );
                }
                let Term::Card(card) = term else {
                    return (
                        Act::CallAttempt,
                        Some(call_violation(
                            format!("seat 1 said `{term}`: the call names the Tarock, {called}"),
                            Then::Skipped,
                        )),
                    );
                };
                if *card == called {
                    return (Act::Call(*card), None);
                }
                let partner = self
                    .partner
                    .map_or("nobody".to_string(), |p| format!("seat {p}"));
                (
                    Act::Call(*card),
                    Some(call_violation(
                        format!(
                            "seat 1 called {card}, but {}: he must call {called}, and its holder, {partner}, is his partner",
                            self.call_reason()
                        ),
                        Then::Applied,
                    )),
                )
            }
            Event::EndTurn {
                section: Section::Call,
                seat,
            } => {
                if *seat != rufer {
                    return (
                        Act::Nothing,
                        Some(violation(
                            Kind::OutOfTurn,
                            rules::CALL_TAROCK,
                            Some(*seat),
                            Then::Skipped,
                            format!(
                                "seat {seat} has a call turn, but only the Rufer (seat 1) calls"
                            ),
                        )),
                    );
                }
                if !self.call_said && !self.call_attempted {
                    return (
                        Act::Nothing,
                        Some(call_violation(
                            "seat 1's call names no Tarock".to_string(),
                            Then::Skipped,
                        )),
                    );
                }
                (Act::EndCall, None)
            }
            Event::Play { seat, .. } => {
                let mut next = self.clone();
                next.call_missing = true;
                next.start_play();
                let (inner, v) = next.judge(event);
                if v.as_ref().is_some_and(|v| v.then != Then::Applied) {
                    return (Act::Nothing, v);
                }
                let v = v.or_else(|| {
                    Some(violation(
                        Kind::Incomplete,
                        rules::CALL_TAROCK,
                        Some(*seat),
                        Then::Applied,
                        format!(
                            "the Rufer's call is not recorded: seat 1 had to call {} ({}), so seat {} is his partner",
                            self.called.map_or("a Tarock".to_string(), |c| c.to_string()),
                            self.call_reason(),
                            self.partner.map_or("?".to_string(), |p| p.to_string())
                        ),
                    ))
                });
                (Act::ImplicitCall(Box::new(inner)), v)
            }
            Event::Say { section, seat, .. } | Event::EndTurn { section, seat } => {
                self.after_phase(*section, *seat, event)
            }
            Event::Take { .. } | Event::Discard { .. } => (Act::Nothing, None),
        }
    }

    /// "he does not hold XX" / "he holds XX and XIX but not XVIII".
    pub(super) fn call_reason(&self) -> String {
        let hand = self.dealt[Seat::ALL[0]];
        let held: Vec<String> = super::table::CALLABLE
            .into_iter()
            .filter_map(Card::tarock)
            .take_while(|c| hand.contains(*c))
            .map(|c| c.to_string())
            .collect();
        match (held.len(), self.called) {
            (0, _) => "he does not hold XX".to_string(),
            (_, Some(c)) => format!("he holds {} but not {c}", held.join(", ")),
            _ => "he holds XX to XVI".to_string(),
        }
    }
}

fn call_violation(message: String, then: Then) -> Violation {
    violation(
        section_kind(Section::Call),
        rules::CALL_TAROCK,
        Some(Seat::ALL[0]),
        then,
        message,
    )
}

//! The play: ten tricks, the Vorhand leads the first, the winner of a trick
//! leads the next. Farbzwang and Tarockzwang, no Stichzwang; the Farbensolo's
//! lead rule; the announced Pagat kept to the last possible moment; the
//! Kaiserstich; tarocks without trick power in the Farbensolo.
//!
//! A card that breaks a play rule is a renonce: it stays played ("was liegt,
//! pickt"), the game goes on, and the first renonce settles the game. A card
//! played out of turn stands too (it is no renonce); the trick then goes on
//! from the seat after it, each seat playing once.

use super::rules;
use super::state::{Act, Judged, Renonce, ZState, violation};
use super::table::{PACK, Seats, card_points};
use crate::cards::{Card, CardSet};
use crate::engine::{Event, Kind, Phase, Rule, Then};
use crate::seat::{BySeat, Seat};

impl ZState {
    /// Who plays next in the current trick.
    pub fn next_to_play(&self) -> Seat {
        match self.last {
            None => self.leader,
            Some(last) => {
                let mut s = last.next();
                for _ in 0..4 {
                    if !self.played.contains(s) {
                        break;
                    }
                    s = s.next();
                }
                s
            }
        }
    }

    /// The led card of the current trick.
    fn lead(&self) -> Option<Card> {
        self.first.and_then(|s| self.cards[s])
    }

    /// The cards `seat` may play now by Farbzwang, Tarockzwang and the
    /// Farbensolo's lead rule (before the Pagat rule).
    ///
    /// Reading: the Farbensolo's "Hat der Spieler noch Farbkarten, so darf
    /// kein Tarock ausgespielt werden" binds whoever leads, soloist or
    /// opponent, as "wenn man keine Farbkarte mehr im Blatt hat" in the
    /// Tarockcup's colour games; there is no Stichzwang.
    fn base_allowed(&self, seat: Seat) -> CardSet {
        let hand = self.hands[seat];
        let tarocks = hand.tarocks();
        match self.lead() {
            None => {
                let suit = hand & CardSet::SUIT_CARDS;
                if self.is_farbensolo() && !suit.is_empty() {
                    suit
                } else {
                    hand
                }
            }
            Some(lead) => {
                let follow = match lead.suit() {
                    Some(s) => hand.of_suit(s),
                    None => tarocks,
                };
                if !follow.is_empty() {
                    follow
                } else if !tarocks.is_empty() {
                    tarocks
                } else {
                    hand
                }
            }
        }
    }

    /// The cards `seat` may play now. Reading: the announced Pagat is played
    /// "erst zum letztmöglichen Zeitpunkt", i.e. only as the holder's only
    /// allowed card (DIGEST §3.5) — not even into a Kaiserstich.
    pub fn allowed(&self, seat: Seat) -> CardSet {
        let base = self.base_allowed(seat);
        if self.pagat_bound(seat) && base.contains(Card::PAGAT) && base.len() > 1 {
            base.without(Card::PAGAT)
        } else {
            base
        }
    }

    /// `seat` announced the Pagat and must keep it to the last moment.
    fn pagat_bound(&self, seat: Seat) -> bool {
        self.pagat && self.pagat_holder == Some(seat)
    }

    /// The rule a card outside [`ZState::allowed`] breaks, in words.
    fn renonce_reason(&self, seat: Seat, card: Card) -> (Rule, String) {
        let hand = self.hands[seat];
        let base = self.base_allowed(seat);
        let n = self.trick_no;
        if base.contains(card) {
            let others = base.without(Card::PAGAT);
            return (
                rules::PLAY_PAGAT_LAST,
                format!(
                    "seat {seat} played the announced Pagat (I) in trick {n} while he could play {}",
                    others.display_sorted()
                ),
            );
        }
        match self.lead() {
            None => (
                rules::PLAY_FARBENSOLO_LEAD,
                format!(
                    "seat {seat} led {card} in the Farbensolo while holding suit cards ({})",
                    (hand & CardSet::SUIT_CARDS).display_sorted()
                ),
            ),
            Some(lead) => match lead.suit() {
                Some(s) if !hand.of_suit(s).is_empty() => (
                    rules::PLAY_FOLLOW_SUIT,
                    format!(
                        "seat {seat} played {card} to a {} lead while holding {}",
                        s.german(),
                        hand.of_suit(s).display_sorted()
                    ),
                ),
                Some(s) => (
                    rules::PLAY_TAROCKZWANG,
                    format!(
                        "seat {seat} played {card} to a {} lead while void in {} and holding {}",
                        s.german(),
                        s.german(),
                        hand.tarocks().display_sorted()
                    ),
                ),
                None => (
                    rules::PLAY_TAROCKZWANG,
                    format!(
                        "seat {seat} played {card} to a tarock lead while holding {}",
                        hand.tarocks().display_sorted()
                    ),
                ),
            },
        }
    }

    pub(super) fn judge_play_phase(&self, event: &Event) -> Judged {
        let (seat, card) = match event {
            Event::Play { seat, card } => (*seat, *card),
            Event::Say { section, seat, .. } | Event::EndTurn { section, seat } => {
                return self.after_phase(*section, *seat, event);
            }
            Event::Take { .. } | Event::Discard { .. } => return (Act::Nothing, None),
        };
        let n = self.trick_no;
        if self.played.contains(seat) {
            return (
                Act::Nothing,
                Some(violation(
                    Kind::OutOfTurn,
                    rules::PLAY_TURN,
                    Some(seat),
                    Then::Stop,
                    format!("seat {seat} played {card} but has already played to trick {n}"),
                )),
            );
        }
        if !self.hands[seat].contains(card) {
            let why = if !PACK.contains(card) {
                "which is not in the 40-card pack".to_string()
            } else if self.dealt[seat].contains(card) {
                "which he has already played".to_string()
            } else {
                match self.holder(card) {
                    Some(h) => format!("which was dealt to seat {h}"),
                    None => "which is not in his hand".to_string(),
                }
            };
            return (
                Act::Nothing,
                Some(violation(
                    Kind::ImpossibleCard,
                    rules::PLAY_CARD,
                    Some(seat),
                    Then::Stop,
                    format!("seat {seat} played {card} in trick {n}, {why}"),
                )),
            );
        }
        let expected = self.next_to_play();
        // No game known (a gap): who leads is not known either.
        let out_of_turn = seat != expected && !(self.blind && self.first.is_none());
        if !self.allowed(seat).contains(card) {
            let (rule, mut message) = self.renonce_reason(seat, card);
            if out_of_turn {
                message.push_str(&format!(" (and out of turn: seat {expected} was to play)"));
            }
            let renonce = Renonce {
                seat,
                trick: n,
                rule: rule.id_str(),
            };
            return (
                Act::Play(seat, card, Some(renonce)),
                Some(violation(
                    Kind::Renonce,
                    rule,
                    Some(seat),
                    Then::Applied,
                    message,
                )),
            );
        }
        if out_of_turn {
            let what = if self.first.is_none() {
                "led"
            } else {
                "played"
            };
            let to = if self.first.is_none() { "lead" } else { "play" };
            return (
                Act::Play(seat, card, None),
                Some(violation(
                    Kind::OutOfTurn,
                    rules::PLAY_TURN,
                    Some(seat),
                    Then::Applied,
                    format!(
                        "seat {seat} {what} {card} to trick {n} out of turn: seat {expected} was to {to}; the card stands"
                    ),
                )),
            );
        }
        (Act::Play(seat, card, None), None)
    }

    pub(super) fn perform_play(&mut self, seat: Seat, card: Card, renonce: Option<Renonce>) {
        if seat != self.next_to_play() {
            self.out_of_turn_plays = self.out_of_turn_plays.saturating_add(1);
        }
        if let Some(r) = renonce {
            if self.renonce.is_none() {
                self.renonce = Some(r);
            } else {
                self.later_renonces = self.later_renonces.saturating_add(1);
            }
        }
        self.hands[seat].remove(card);
        self.cards[seat] = Some(card);
        self.played = self.played.with(seat);
        if self.first.is_none() {
            self.first = Some(seat);
        }
        self.last = Some(seat);
        if card == Card::PAGAT {
            self.pagat_trick = Some(self.trick_no);
        }
        if self.played == Seats::ALL {
            self.finish_trick();
        }
    }

    fn finish_trick(&mut self) {
        let first = self.first.unwrap_or(self.leader);
        let w = trick_winner(&self.cards.0, first, self.is_farbensolo());
        let mut pts = 0u8;
        for c in self.cards.values().flatten() {
            pts += card_points(*c);
        }
        self.points[w] += pts;
        self.tricks[w] += 1;
        let seat_of = |card: Card| Seat::ALL.into_iter().find(|s| self.cards[*s] == Some(card));
        if !self.is_farbensolo()
            && self.cards[w] == Some(Card::SKUS)
            && let Some(m) = seat_of(Card::MOND)
        {
            self.mondfang = Some(m);
        }
        if self.trick_no == 10
            && let Some(p) = seat_of(Card::PAGAT)
        {
            self.pagat_last = Some(p == w);
        }
        self.cards = BySeat::splat(None);
        self.played = Seats::NONE;
        self.first = None;
        self.last = None;
        self.leader = w;
        self.trick_no += 1;
        if self.trick_no > 10 {
            self.phase = Phase::Done;
        }
    }
}

/// The winner of a full trick, by seat. `cards` is indexed by seat, `first`
/// led. The Kaiserstich (I, XXI and Sküs in one trick: the I wins) holds
/// except in the Farbensolo; there tarocks have no trick power, and a
/// tarock lead is won by the highest tarock, like a suit.
pub fn trick_winner(cards: &[Option<Card>; 4], first: Seat, farbensolo: bool) -> Seat {
    let mut set = CardSet::EMPTY;
    for c in cards.iter().flatten() {
        set.insert(*c);
    }
    let lead = cards[first.index()];
    let best = if !farbensolo && CardSet::TRULL.is_subset(set) {
        Some(Card::PAGAT)
    } else if !farbensolo && !set.tarocks().is_empty() {
        set.tarocks().last()
    } else {
        match lead.and_then(|l| l.suit()) {
            Some(s) => set.of_suit(s).last(),
            None => set.tarocks().last(),
        }
    };
    best.and_then(|b| Seat::ALL.into_iter().find(|s| cards[s.index()] == Some(b)))
        .unwrap_or(first)
}

trait RuleId {
    fn id_str(&self) -> &'static str;
}

impl RuleId for Rule {
    /// The id of one of this module's rules (all are `&'static`).
    fn id_str(&self) -> &'static str {
        match &self.id {
            std::borrow::Cow::Borrowed(s) => s,
            std::borrow::Cow::Owned(_) => "zwanziger.play",
        }
    }
}

//! The talon: taking a half or all of it, the discard, and what follows.

use super::contract::{BirdDuty, Kind as CKind, TalonUse};
use super::rules::R;
use super::state::{Ann, KrState, RenonceKind};
use super::{Contract, Premium};
use crate::cards::{Card, CardSet};
use crate::engine::{Event, Kind, Phase, Then, Violation};
use crate::ptn::TalonTake;
use crate::seat::Seat;

impl KrState {
    pub(super) fn take(&mut self, seat: Seat, take: TalonTake) -> Result<(), Violation> {
        if Some(seat) != self.declarer {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::TalonTake,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} took from the talon, but seat {} is the declarer",
                    self.decl()
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
            self.hands[seat] |= cards;
        }
        Ok(())
    }

    pub(super) fn discard(&mut self, seat: Seat, cards: &[Card]) -> Result<(), Violation> {
        if Some(seat) != self.declarer {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::TalonTake,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} laid cards away, but seat {} is the declarer",
                    self.decl()
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
                .find(|s| self.dealt[*s].intersects(set))
            {
                let c = (self.dealt[s] & set).first().unwrap_or(Card::PAGAT);
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
        self.hands[seat] = full - set;
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

    pub(super) fn after_talon(&mut self) {
        let Some(c) = self.contract else {
            self.phase = Phase::Done;
            return;
        };
        // Hopfgarten's bird games announce their bird with the bid.
        if let BirdDuty::Fixed(b) = c.bird_duty() {
            let p = Premium::from_bird(b);
            self.anns[p as usize] = Ann {
                by: self.declarer,
                level: 0,
                turn: 0,
                seat: None,
                held: true,
            };
        }
        self.spiel = Ann {
            by: self.declarer,
            level: 0,
            turn: 0,
            seat: None,
            held: true,
        };
        if self.has_premium_round() {
            self.phase = Phase::Announce;
            self.ann_turn = 0;
            self.passes = 0;
            self.begin_turn(self.decl());
        } else {
            self.start_play();
        }
    }
}

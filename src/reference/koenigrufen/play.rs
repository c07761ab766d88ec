//! Trick play: which cards a player may play (Farbzwang, Tarockzwang,
//! Stichzwang, Pagat-last, Kaiserstich, colour-game leads, bound birds) and
//! who wins a trick. All of it is CardSet arithmetic.

use super::contract::Kind as CKind;
use super::rules::R;
use super::state::KrState;
use super::{Binding, Premium, bird_card, bird_trick};
use crate::cards::{Card, CardSet};
use crate::seat::Seat;

/// The cards a player may play, and how the set was narrowed: each stage
/// is a rule and the set it left.
pub struct Allowed {
    pub set: CardSet,
    stages: [(R, CardSet); 6],
    n: usize,
}

impl Allowed {
    fn narrow(&mut self, r: R, to: CardSet) {
        if to != self.set && !to.is_empty() {
            self.stages[self.n] = (r, to);
            self.n += 1;
            self.set = to;
        }
    }
}

fn suit_mask(c: Card) -> CardSet {
    match c.suit() {
        Some(s) => CardSet::suit(s),
        None => CardSet::TAROCKS,
    }
}

/// The cards above `c` in its own suit or in tarock.
fn above(c: Card) -> CardSet {
    suit_mask(c) & CardSet::from_bits(!((2u64 << c.index()) - 1))
}

impl KrState {
    fn kaiser_applies(&self, lead: Card) -> bool {
        self.cfg.kaiserstich
            && match self.contract_kind() {
                // In colour games a tarock has trick power only on a tarock
                // lead (Sitzenberg: "auch in … Farbspielen, wenn Tarock
                // ausgespielt wird").
                Some(CKind::Colour) => lead.is_tarock(),
                _ => true,
            }
    }

    /// The index of the winning card of a (possibly partial) trick.
    pub(super) fn trick_winner(&self, cards: &[(Seat, Card)]) -> usize {
        let n = cards.len().min(4);
        if n == 0 {
            return 0;
        }
        let lead = cards[0].1;
        let set: CardSet = cards[..n].iter().map(|x| x.1).collect();
        if self.kaiser_applies(lead) && CardSet::TRULL.is_subset(set) {
            return cards[..n]
                .iter()
                .position(|x| x.1 == Card::PAGAT)
                .unwrap_or(0);
        }
        let colour = self.contract_kind() == Some(CKind::Colour);
        let power = if colour && !lead.is_tarock() {
            suit_mask(lead)
        } else if set.intersects(CardSet::TAROCKS) {
            CardSet::TAROCKS
        } else {
            suit_mask(lead)
        };
        let best = (set & power).last().unwrap_or(lead);
        cards[..n].iter().position(|x| x.1 == best).unwrap_or(0)
    }

    /// The announced birds (and König Ultimo's king) that bind cards in
    /// this player's hand, with the trick each one belongs to.
    fn bound(&self, seat: Seat) -> [(Card, u8); 5] {
        let mut out = [(Card::PAGAT, 0u8); 5];
        if self.contract_kind() != Some(CKind::Positive) {
            return out;
        }
        let hand = self.hand(seat);
        let side = |s: Seat| self.on_decl_side(s);
        for b in 0..4u8 {
            let a = self.anns[Premium::from_bird(b) as usize];
            let card = bird_card(b);
            if let Some(by) = a.by {
                if !hand.contains(card) {
                    continue;
                }
                let binds = match self.cfg.binding {
                    Binding::HigherFirst => by == seat,
                    _ => side(by) == side(seat),
                };
                if binds {
                    out[b as usize] = (card, bird_trick(b));
                }
            }
        }
        if self.cfg.binding != Binding::HigherFirst {
            let a = self.anns[Premium::KoenigUltimo as usize];
            if let (Some(by), Some(k)) = (a.by, self.called)
                && hand.contains(k)
                && side(by) == side(seat)
            {
                out[4] = (k, 12);
            }
        }
        out
    }

    /// The cards `seat` may play to the current trick.
    pub(super) fn allowed(&self, seat: Seat) -> Allowed {
        let hand = self.hand(seat);
        let mut a = Allowed {
            set: hand,
            stages: [(R::PlayCard, CardSet::EMPTY); 6],
            n: 0,
        };
        // A gap hid the talon exchange: the declarer's hand is not known,
        // only that his cards come from his dealt hand and the talon; any
        // of them may be played.
        if self.talon_unknown && Some(seat) == self.declarer {
            return a;
        }
        let kind = self.contract_kind();
        let colour = kind == Some(CKind::Colour);
        let negative = kind == Some(CKind::Negative);
        let each = kind == Some(CKind::Each);
        let n = self.cur_len as usize;
        let trick = &self.cur[..n];
        let tarocks = hand & CardSet::TAROCKS;
        // Farbzwang and Tarockzwang; in colour games no tarock lead while
        // suit cards are left.
        if n == 0 {
            if colour && !(hand - CardSet::TAROCKS).is_empty() {
                a.narrow(R::ColourLead, hand - CardSet::TAROCKS);
            }
        } else {
            let lead = trick[0].1;
            let follow = hand & suit_mask(lead);
            if !lead.is_tarock() && !follow.is_empty() {
                a.narrow(R::FollowSuit, follow);
            } else if !tarocks.is_empty() {
                a.narrow(R::Tarockzwang, tarocks);
            }
            // No game known (a gap in the record): Farbzwang and
            // Tarockzwang are all that holds in every game.
            if self.blind {
                return a;
            }
            // Kaiserstich: with XXI and Sküs in the trick the Pagat must be
            // played whenever a tarock may be, over every other rule.
            let in_trick: CardSet = trick.iter().map(|x| x.1).collect();
            if self.kaiser_applies(lead)
                && in_trick.contains(Card::MOND)
                && in_trick.contains(Card::SKUS)
                && a.set.contains(Card::PAGAT)
            {
                a.narrow(R::Kaiserstich, CardSet::single(Card::PAGAT));
                return a;
            }
            // Stichzwang: beat the winning card if a legal card can.
            if negative || (each && self.cfg.stichzwang_each) {
                let w = trick[self.trick_winner(trick)].1;
                let trumped = in_trick.intersects(CardSet::TAROCKS);
                let beaters = if a.set.is_subset(CardSet::TAROCKS) {
                    if trumped { a.set & above(w) } else { a.set }
                } else if !lead.is_tarock() && a.set.is_subset(suit_mask(lead)) && !trumped {
                    a.set & above(w)
                } else {
                    a.set
                };
                a.narrow(R::Stichzwang, beaters);
            }
        }
        // The Pagat only as the last tarock (negative games, Trischaken,
        // Fahren).
        if (negative || each) && a.set.contains(Card::PAGAT) && tarocks.len() > 1 {
            a.narrow(R::PagatLast, a.set.without(Card::PAGAT));
        }
        // Announced birds and König Ultimo.
        let t = self.trick_no + 1;
        let mut early = CardSet::EMPTY;
        let mut due = CardSet::EMPTY;
        for (c, trick_due) in self.bound(seat) {
            if trick_due == 0 {
                continue;
            }
            if trick_due > t {
                early.insert(c);
            } else if trick_due == t {
                due.insert(c);
            }
        }
        match self.cfg.binding {
            Binding::HigherFirst => {
                // Forced to give up an announced bird early: the higher first.
                if n > 0
                    && a.set.len() >= 2
                    && a.set.is_subset(early)
                    && let Some(top) = a.set.last()
                {
                    a.narrow(R::BirdOrder, CardSet::single(top));
                }
            }
            Binding::Prescribed => {
                if a.set.intersects(due) {
                    a.narrow(R::BoundCard, a.set & due);
                } else {
                    a.narrow(R::BoundCard, a.set - early);
                }
            }
            Binding::NotEarly => a.narrow(R::BoundCard, a.set - early),
        }
        a
    }

    /// The rule a card breaks, and the ruling in words.
    pub(super) fn why_not(&self, seat: Seat, card: Card, a: &Allowed) -> (R, String) {
        let stage = a.stages[..a.n]
            .iter()
            .find(|(_, set)| !set.contains(card))
            .copied()
            .unwrap_or((R::PlayCard, a.set));
        let (r, set) = stage;
        let n = self.cur_len as usize;
        let trick = self.trick_no + 1;
        let c = card.described();
        let lead = self.cur.first().map(|x| x.1).filter(|_| n > 0);
        let lead_word = match lead {
            Some(l) if l.is_tarock() => "a tarock lead".to_string(),
            Some(l) => format!("a {} lead", l.suit().map(|s| s.german()).unwrap_or("")),
            None => "his lead".to_string(),
        };
        let msg = match r {
            R::FollowSuit => format!(
                "seat {seat} played {c} to {lead_word} in trick {trick} while holding {}",
                set.display_sorted()
            ),
            R::Tarockzwang => format!(
                "seat {seat} played {c} to {lead_word} in trick {trick} while holding tarock ({})",
                set.display_sorted()
            ),
            R::ColourLead => format!(
                "seat {seat} led {c} in trick {trick} of a colour game while holding suit cards ({})",
                set.display_sorted()
            ),
            R::Kaiserstich => format!(
                "seat {seat} played {c} in trick {trick}: with Mond and Sküs in the trick the Pagat must be played (Kaiserstich)"
            ),
            R::Stichzwang => format!(
                "seat {seat} played {c} to {lead_word} in trick {trick} but could beat the trick with {}",
                set.display_sorted()
            ),
            R::PagatLast => format!(
                "seat {seat} played the Pagat in trick {trick} while holding other tarocks ({})",
                (self.hand(seat) & CardSet::TAROCKS)
                    .without(Card::PAGAT)
                    .display_sorted()
            ),
            R::BirdOrder => format!(
                "seat {seat} gave up {c} early in trick {trick}; of several announced birds the higher one ({}) goes first",
                set.display_sorted()
            ),
            R::BoundCard => format!(
                "seat {seat} played {c} in trick {trick}; the announced card must be played in its own trick (may play {})",
                set.display_sorted()
            ),
            _ => format!(
                "seat {seat} may not play {c} in trick {trick} (may play {})",
                set.display_sorted()
            ),
        };
        (r, msg)
    }
}

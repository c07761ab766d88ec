//! The play: following suit, the bindings, judging and playing a card, a
//! full trick.

use super::rules as R;
use super::state::*;
use super::table::{self};
use crate::cards::{Card, CardSet};
use crate::engine::{Kind, Phase, Then, Violation};
use crate::seat::Seat;

impl RoyalState {
    fn bind_of(&self, c: Card) -> Option<&BindRec> {
        self.binds
            .get(self.bind_idx[c.index()] as usize)
            .and_then(Option::as_ref)
    }

    /// The cards Farbzwang and Tarockzwang allow, with the rule that
    /// narrowed them.
    pub(super) fn follow(&self, hand: CardSet) -> (CardSet, Why) {
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
        let hand = self.hands[s];
        let (base, _) = self.follow(hand);
        self.bind_filter(hand, base).0
    }

    pub(super) fn judge_play(&self, s: Seat, card: Card) -> Result<(), Violation> {
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
            // order of play (the principle of book/src/ptn.md, "Passes a record leaves out": a replay stops only
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
        let hand = self.hands[s];
        if !hand.contains(card) {
            let why = if !table::DECK.contains(card) {
                format!("{} is not a card of the Royal pack", card.described())
            } else if self.dealt[s].contains(card) {
                format!("seat {s} has already played it")
            } else if let Some(o) = Seat::ALL.iter().find(|o| self.hands[**o].contains(card)) {
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

    pub(super) fn play(&mut self, s: Seat, card: Card) -> Result<(), Violation> {
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
        self.hands[s].remove(card);
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
}

//! The announcement phase: judging each said item, its effect, the end of a
//! turn and of the auction.

use super::rules as R;
use super::state::*;
use super::table::{self, Ann, Group, Id, Said, Unreadable, flag};
use crate::cards::CardSet;
use crate::engine::{Kind, Phase, Rule, Section, Then, Violation};
use crate::ptn::Term;
use crate::seat::Seat;

impl RoyalState {
    pub(super) fn judge_say(
        &self,
        section: Section,
        s: Seat,
        term: &Term,
    ) -> (Option<Violation>, Effect) {
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

    pub(super) fn pair_entries(&self, p: usize) -> impl Iterator<Item = (usize, &Entry)> {
        self.list
            .as_slice()
            .iter()
            .enumerate()
            .filter(move |(_, e)| pair(e.seat) == p)
    }

    pub(super) fn judge_ann(&self, s: Seat, a: Ann) -> Result<Effect, (Violation, Effect)> {
        self.judge_ann_in_words(s, a, true)
    }

    /// Whether `s` may announce `a` now (as `judge_ann`, without putting
    /// a refusal into words: the legal items are listed by trying about a
    /// thousand a turn, and the messages were most of that work).
    pub(super) fn may_announce(&self, s: Seat, a: Ann) -> bool {
        self.judge_ann_in_words(s, a, false).is_ok()
    }

    /// `judge_ann`; with `words` false a refusal's message is left empty.
    fn judge_ann_in_words(
        &self,
        s: Seat,
        a: Ann,
        words: bool,
    ) -> Result<Effect, (Violation, Effect)> {
        let p = pair(s);
        let ill = |rule: Rule, message: &dyn Fn() -> String| {
            Err((
                v(
                    Kind::IllegalAnnouncement,
                    rule,
                    Some(s),
                    if words { message() } else { String::new() },
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
                return ill(R::AUCTION_DUPLICATE, &|| {
                    format!(
                        "seat {s} announced {a}, which seat {} already announced for the pair",
                        e.seat
                    )
                });
            }
            if self.raises.raises(e.ann, a) {
                return ill(R::AUCTION_INCLUDED, &|| {
                    format!(
                        "seat {s} announced {a}, but the pair's {} (seat {}) already includes it",
                        e.ann, e.seat
                    )
                });
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
                return ill(R::AUCTION_RAISE, &|| {
                    format!(
                        "seat {s} raised {} to {a}, but only seat {} may raise it: {why}, {}, was announced by seat {}, and only the partner raises",
                        base.ann,
                        partner(base.seat),
                        base.ann,
                        base.seat
                    )
                });
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
            return ill(R::AUCTION_ONE_TROPHY, &|| {
                format!(
                    "seat {s} announced {a}, but the pair already has a trophy, {} (seat {}): one trophy per pair and game",
                    e.ann, e.seat
                )
            });
        }
        if a.has(flag::FLIGHT)
            && let Some(e) = kept(&|e: &Entry| e.ann.has(flag::FLIGHT))
        {
            return ill(R::AUCTION_FLIGHT, &|| {
                format!(
                    "seat {s} announced {a} beside the pair's {} (seat {}): Flugschlemme do not go together, one only raises the other",
                    e.ann, e.seat
                )
            });
        }
        if a.spec().group == Group::Capture
            && let Some(e) = kept(&|e: &Entry| e.ann.spec().group == Group::Capture)
        {
            return ill(R::AUCTION_CAPTURE, &|| {
                format!(
                    "seat {s} announced {a} beside the pair's {} (seat {}): two Abfangschlemme may not stand together",
                    e.ann, e.seat
                )
            });
        }
        let mine = a.bound_cards();
        if !mine.is_empty()
            && let Some(e) = kept(&|e: &Entry| e.bound.intersects(mine))
        {
            let both = e.bound & mine;
            return ill(R::AUCTION_BOUND_CARD, &|| {
                format!(
                    "seat {s} announced {a}, but {} is already bound by the pair's {} (seat {}): a card is bound once, except through a raise",
                    cards_text(both),
                    e.ann,
                    e.seat
                )
            });
        }
        Ok(Effect::Announce {
            ann: a,
            replaced,
            false_meldung: false,
        })
    }

    fn judge_meldung(&self, s: Seat, a: Ann) -> Result<Effect, (Violation, Effect)> {
        let hand = self.dealt[s];
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

    pub(super) fn say(&mut self, section: Section, s: Seat, term: &Term) -> Result<(), Violation> {
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

    pub(super) fn judge_end_turn(
        &self,
        section: Section,
        s: Seat,
    ) -> (Option<Violation>, Option<bool>) {
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
            // pass (book/src/ptn.md, "Passes a record leaves out"), without a second finding.
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

    pub(super) fn end_turn(&mut self, section: Section, s: Seat) -> Result<(), Violation> {
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
    pub(super) fn close_auction(&mut self) {
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
}

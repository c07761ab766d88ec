//! The legal events of a state, for the game generator. Every candidate
//! the state could accept is tried with `check`, so the list is exactly the
//! set of events `apply` accepts without a violation (discards are listed
//! once per set of cards, in ascending order; `apply` accepts any order).

use super::contract::{Kind as CKind, TalonUse};
use super::state::KrState;
use crate::cards::{Card, CardSet};
use crate::engine::{Event, Phase, Section, State};
use crate::ptn::{Item, TalonTake, Term};
use crate::seat::Seat;

fn word(w: &str) -> Term {
    Term::Item(Item::new(w, Vec::new()))
}

/// All subsets of `from` with `k` cards, ascending.
fn combinations(from: &[Card], k: usize, out: &mut Vec<Vec<Card>>) {
    fn go(from: &[Card], k: usize, start: usize, cur: &mut Vec<Card>, out: &mut Vec<Vec<Card>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..from.len() {
            if from.len() - i < k - cur.len() {
                break;
            }
            cur.push(from[i]);
            go(from, k, i + 1, cur, out);
            cur.pop();
        }
    }
    go(from, k, 0, &mut Vec::new(), out);
}

impl KrState {
    pub(super) fn legal_events(&self) -> Vec<Event> {
        let mut evs = self.legal_in_turn();
        let mut extra = Vec::new();
        // The end of a line whose last word was void, and Hopfgarten's
        // `fertig` closing it, may belong to a seat out of turn.
        if let Some((seat, section)) = self.void {
            extra.push(Event::EndTurn { section, seat });
            if self.cfg.fertig && section == Section::Announce {
                extra.push(Event::Say {
                    section,
                    seat,
                    term: word("fertig"),
                });
            }
        }
        // After a gap that hid the game or the partner, premium-round words
        // are taken as written, `schleifen` in the talon exchange among them.
        if self.phase == Phase::Talon && (self.blind || self.sides_unknown) {
            extra.extend(Seat::ALL.map(schleifen));
        }
        for e in extra {
            if !evs.contains(&e) && self.check(&e).is_ok() {
                evs.push(e);
            }
        }
        evs
    }

    /// After a gap that hid the game or the partner, any seat may write
    /// the lines the engine takes as written (`step_unknown`).
    fn legal_unknown(&self) -> Option<Vec<Event>> {
        let keep = |evs: Vec<Event>| -> Vec<Event> {
            evs.into_iter().filter(|e| self.check(e).is_ok()).collect()
        };
        let mut evs = Vec::new();
        match self.phase {
            Phase::Announce if self.blind || self.sides_unknown => {
                let section = Section::Announce;
                for seat in Seat::ALL {
                    for term in self.announce_terms() {
                        evs.push(Event::Say {
                            section,
                            seat,
                            term,
                        });
                    }
                    evs.push(Event::EndTurn { section, seat });
                }
            }
            Phase::Call if self.blind => {
                let section = Section::Call;
                for seat in Seat::ALL {
                    for k in CardSet::KINGS.iter() {
                        evs.push(Event::Say {
                            section,
                            seat,
                            term: Term::Card(k),
                        });
                    }
                    evs.push(Event::EndTurn { section, seat });
                }
            }
            Phase::Talon if self.blind && self.took.is_none() => {
                for seat in Seat::ALL {
                    for take in [TalonTake::Half(1), TalonTake::Half(2), TalonTake::All] {
                        evs.push(Event::Take { seat, take });
                    }
                }
            }
            Phase::Talon if self.blind => {
                let want = if self.took == Some(TalonTake::All) {
                    6
                } else {
                    3
                };
                let seat = self.decl();
                let pool: Vec<Card> = self.hand(seat).iter().collect();
                let mut sets = Vec::new();
                combinations(&pool, want, &mut sets);
                evs.extend(sets.into_iter().map(|cards| Event::Discard { seat, cards }));
            }
            Phase::Play if self.blind && self.cur_len == 0 => {
                for seat in Seat::ALL {
                    evs.extend(
                        self.hand(seat)
                            .iter()
                            .map(|card| Event::Play { seat, card }),
                    );
                }
            }
            _ => return None,
        }
        Some(keep(evs))
    }

    fn legal_in_turn(&self) -> Vec<Event> {
        if let Some(evs) = self.legal_unknown() {
            return evs;
        }
        let seat = self.to_act;
        let keep = |evs: Vec<Event>| -> Vec<Event> {
            evs.into_iter().filter(|e| self.check(e).is_ok()).collect()
        };
        match self.phase {
            Phase::Done => Vec::new(),
            Phase::Auction => {
                let section = Section::Auction;
                if self.turn_items > 0 {
                    return keep(vec![Event::EndTurn { section, seat }]);
                }
                let mut words: Vec<&str> = vec!["pass", self.cfg.opening, "hold", "zusammenwerfen"];
                words.extend(self.cfg.contracts.iter().map(|c| c.name()));
                keep(
                    words
                        .into_iter()
                        .map(|w| Event::Say {
                            section,
                            seat,
                            term: word(w),
                        })
                        .collect(),
                )
            }
            Phase::Call => {
                let section = Section::Call;
                if self.turn_items > 0 {
                    return keep(vec![Event::EndTurn { section, seat }]);
                }
                keep(
                    CardSet::KINGS
                        .iter()
                        .map(|k| Event::Say {
                            section,
                            seat,
                            term: Term::Card(k),
                        })
                        .collect(),
                )
            }
            Phase::Talon => {
                if self.took.is_none() {
                    return keep(vec![
                        Event::Take {
                            seat,
                            take: TalonTake::Half(1),
                        },
                        Event::Take {
                            seat,
                            take: TalonTake::Half(2),
                        },
                        Event::Take {
                            seat,
                            take: TalonTake::All,
                        },
                        Event::Say {
                            section: Section::Announce,
                            seat,
                            term: word("schleifen"),
                        },
                    ]);
                }
                let want = if self.contract.map(|c| c.talon()) == Some(TalonUse::All) {
                    6
                } else {
                    3
                };
                let mut pool = self.hand(seat) - CardSet::KINGS - CardSet::TRULL;
                if self.contract.map(|c| c.kind()) == Some(CKind::Colour) {
                    let t = pool & CardSet::TAROCKS;
                    if t.len() >= want {
                        pool = t;
                    }
                }
                let pool: Vec<Card> = pool.iter().collect();
                let mut sets = Vec::new();
                combinations(&pool, want, &mut sets);
                keep(
                    sets.into_iter()
                        .map(|cards| Event::Discard { seat, cards })
                        .collect(),
                )
            }
            Phase::Announce => {
                let section = Section::Announce;
                let terms = self.announce_terms();
                let mut evs: Vec<Event> = terms
                    .into_iter()
                    .map(|term| Event::Say {
                        section,
                        seat,
                        term,
                    })
                    .collect();
                evs.push(Event::EndTurn { section, seat });
                keep(evs)
            }
            Phase::Play => self
                .allowed(seat)
                .set
                .iter()
                .map(|card| Event::Play { seat, card })
                .collect(),
        }
    }
}

/// `schleifen` by a seat: after a gap that hid the game it may take the
/// place of the talon exchange, and is taken as written (as `apply` does).
fn schleifen(seat: Seat) -> Event {
    Event::Say {
        section: Section::Announce,
        seat,
        term: Term::Item(crate::ptn::Item::new("schleifen", vec![])),
    }
}

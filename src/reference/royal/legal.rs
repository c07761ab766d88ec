//! The legal events of a Royal Tarokk game: every word, card and line end
//! the seat to act may give now, each judged by the same code as `apply`.

use super::state::*;
use super::table;
use crate::engine::{Event, Phase, Section};
use crate::ptn::{Item, Term};

impl RoyalState {
    /// The legal events now (`State::legal`).
    pub(super) fn legal_events(&self) -> Vec<Event> {
        let s = self.to_act;
        match self.phase {
            Phase::Auction => {
                let section = Section::Auction;
                let mut out = Vec::new();
                if let Some((p, _)) = self.pending {
                    out.push(Event::EndTurn { section, seat: p });
                }
                if self.turn_items > 0 && self.turn_valid == 0 {
                    // A line of void items may end: the turn is a pass.
                    out.push(Event::EndTurn { section, seat: s });
                }
                let word = if self.turn_items == 0 {
                    "pass"
                } else {
                    "weiter"
                };
                out.push(Event::Say {
                    section,
                    seat: s,
                    term: Term::Item(Item::new(word, vec![])),
                });
                for (t, a) in table::all_announcements() {
                    if self.may_announce(s, *a) {
                        out.push(Event::Say {
                            section,
                            seat: s,
                            term: t.clone(),
                        });
                    }
                }
                for (_, e) in self.pair_entries(1 - pair(s)) {
                    if e.kontra.is_none() && !e.ann.is_meldung() {
                        for sp in e.ann.spellings() {
                            out.push(Event::Say {
                                section,
                                seat: s,
                                term: Term::Item(Item::new("kontra", vec![sp])),
                            });
                        }
                    }
                }
                out
            }
            Phase::Play => {
                let mut out: Vec<Event> = self
                    .pending
                    .map(|(p, _)| Event::EndTurn {
                        section: Section::Auction,
                        seat: p,
                    })
                    .into_iter()
                    .collect();
                out.extend(
                    self.allowed(s)
                        .iter()
                        .map(|card| Event::Play { seat: s, card }),
                );
                out
            }
            _ => Vec::new(),
        }
    }
}
